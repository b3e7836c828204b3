import { sameLine } from './check';
import { releaseId } from './release-id';
import { rolledBackRecord, shellIntegrity, switchedRecord } from './registry';

const at = (s: number) => new Date(Date.UTC(2026, 10, 22, 10, 0, s));

describe('the registry record', () => {
  it('a switch makes the live release the newest previous; a rollback undoes exactly one switch', () => {
    let record = switchedRecord(null, 'mfe-credit', 'a', 'first', at(1));
    record = switchedRecord(record, 'mfe-credit', 'b', 'release', at(2));
    record = switchedRecord(record, 'mfe-credit', 'c', 'release', at(3));
    expect(record).toMatchObject({ remote: 'mfe_credit', live: 'c', previous: ['b', 'a'], switchedAt: at(3).toISOString() });
    record = rolledBackRecord(record, at(4));
    expect(record).toMatchObject({ live: 'b', previous: ['a'], switchedAt: at(4).toISOString() });
    expect(record.history.map((h) => `${h.action}:${h.from}->${h.to}`)).toEqual([
      'first:null->a',
      'release:a->b',
      'release:b->c',
      'rollback:c->b',
    ]);
    // Releasing an older id again moves it to live without listing it twice.
    record = switchedRecord(record, 'mfe-credit', 'a', 'release', at(5));
    expect(record).toMatchObject({ live: 'a', previous: ['b'] });
  });

  it('a rollback without a previous release is refused', () => {
    expect(() => rolledBackRecord(switchedRecord(null, 'mfe-credit', 'a', 'first', at(1)), at(2))).toThrow(/no previous release/);
  });
});

describe('release ids and shared versions', () => {
  it('id = version-hash-UTC time', () => {
    expect(releaseId('0.1.0', '3fa2c91b', new Date('2026-11-22T21:44:55.123Z'))).toBe('0.1.0-3fa2c91b-20261122T214455Z');
  });

  it('a singleton satisfies a shared dependency of the same major (0.x: same minor)', () => {
    expect(sameLine('19.3.1', '19.0.0')).toBe(true);
    expect(sameLine('19.3.1', '20.0.0')).toBe(false);
    expect(sameLine('0.1.0', '0.1.5')).toBe(true);
    expect(sameLine('0.1.0', '0.2.0')).toBe(false);
    expect(sameLine('x', '1.0.0')).toBe(false);
  });
});

describe('the hashes portal-config.json carries', () => {
  it("are the release's recorded hashes of what a browser loads (manifest, scripts, styles), nothing else", () => {
    const integrity = {
      'mf-manifest.json': 'h1',
      'remoteEntry.js': 'h2',
      '12.abcd1234.js': 'h3',
      'a.css': 'h4',
      'assets/logo.svg': 'h5',
      'mf-stats.json': 'h6',
      'size-report.json': 'h7',
    };
    expect(shellIntegrity({ integrity } as never)).toEqual({
      'mf-manifest.json': 'h1',
      'remoteEntry.js': 'h2',
      '12.abcd1234.js': 'h3',
      'a.css': 'h4',
    });
  });

  it('are none for a release published before hashes were recorded (the shell then runs none of its files)', () => {
    expect(shellIntegrity({} as never)).toEqual({});
    expect(shellIntegrity(null)).toEqual({});
  });
});
