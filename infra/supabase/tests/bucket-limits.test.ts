import fs from 'node:fs';
import path from 'node:path';
import { BUCKET_LIMITS, MB, type BucketLimit } from '../../../shared-ui/src/upload/bucket-limits';
import { globalFileSizeLimit } from '../../stack/src/storage/limits';

// The browser's file checks (shared-ui/upload BUCKET_LIMITS) must say what the server enforces: the
// buckets the migrations create, as docs/data-model.md lists them.
const root = path.resolve(__dirname, '../../..');
const migrationsDir = path.join(root, 'infra/supabase/migrations');
const migrations = fs
  .readdirSync(migrationsDir)
  .sort()
  .map((f) => fs.readFileSync(path.join(migrationsDir, f), 'utf8'))
  .join('\n');
const dataModel = fs.readFileSync(path.join(root, 'docs/data-model.md'), 'utf8');
const supabaseConfig = fs.readFileSync(path.join(root, 'infra/supabase/config.toml'), 'utf8');

interface MigratedBucket {
  public: boolean;
  maxSizeBytes: number | null;
  mimeTypes: string[] | null;
}

/** The rows of every `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ...`. */
function migratedBuckets(): Record<string, MigratedBucket> {
  const found: Record<string, MigratedBucket> = {};
  const inserts = migrations.matchAll(
    /insert into storage\.buckets \(id, name, public, file_size_limit, allowed_mime_types\) values([\s\S]*?)(?:on conflict|;)/gi,
  );
  for (const [, values] of inserts) {
    const rows = values.matchAll(/\(\s*'([^']+)',\s*'[^']*',\s*(true|false),\s*(\d+|null),\s*(null|array\[([\s\S]*?)\])\s*\)/gi);
    for (const [, id, isPublic, size, , types] of rows) {
      found[id] = {
        public: isPublic === 'true',
        maxSizeBytes: size === 'null' ? null : Number(size),
        mimeTypes: types === undefined ? null : [...types.matchAll(/'([^']+)'/g)].map((m) => m[1]),
      };
    }
  }
  return found;
}

describe('bucket limits: one source for the browser, the migrations and the docs', () => {
  const migrated = migratedBuckets();

  it('the migrations create exactly the buckets of BUCKET_LIMITS, with the same size, types and visibility', () => {
    expect(Object.keys(migrated).sort()).toEqual(Object.keys(BUCKET_LIMITS).sort());
    for (const [id, limit] of Object.entries(BUCKET_LIMITS) as [string, BucketLimit][]) {
      expect({ id, ...migrated[id] }).toEqual({
        id,
        public: limit.public,
        maxSizeBytes: limit.maxSizeBytes,
        mimeTypes: limit.mimeTypes ? [...limit.mimeTypes] : null,
      });
    }
  });

  it("the project's global limit (config.toml, the stack's default) lets every bucket take its own limit", () => {
    const value = /^\[storage\][\s\S]*?^file_size_limit\s*=\s*"(\d+)MiB"/m.exec(supabaseConfig)?.[1];
    expect(value).toBeDefined();
    const largest = Math.max(...Object.values(BUCKET_LIMITS).map((b: BucketLimit) => b.maxSizeBytes));
    expect(Number(value) * MB).toBeGreaterThanOrEqual(largest);
    expect(globalFileSizeLimit({})).toBe(Number(value) * MB);
  });

  it('docs/data-model.md states the same limits', () => {
    for (const [id, limit] of Object.entries(BUCKET_LIMITS) as [string, BucketLimit][]) {
      const row = dataModel.split('\n').find((line) => line.startsWith(`| \`${id}\` |`));
      expect(row).toBeDefined();
      const cells = row!.split('|').map((c) => c.trim());
      expect(cells[2]).toBe(limit.public ? 'yes' : 'no');
      expect(cells[3]).toMatch(new RegExp(`^${limit.maxSizeBytes / MB} MB\\b`));
      for (const type of limit.mimeTypes ?? []) {
        const short = type.startsWith('image/') ? type.slice(6).replace('+xml', '') : type;
        expect(cells[3]).toContain(short);
      }
    }
  });
});
