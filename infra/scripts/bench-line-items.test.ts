import { join } from 'node:path';

type Report = Record<string, { bytes: number; parts: Record<string, number> }>;
type Items = [string, number][];
// A plain ES module of the bench (no types): loaded by path, typed here.
let lib: {
  sourceOf: (url: string) => { app: string; file: string };
  lineItems: (rows: { url: string; gz: number }[], reportOf: (app: string) => Report) => Items;
  formatLineItems: (items: Items, kib: (n: number) => string) => string[];
};
beforeAll(async () => {
  lib = (await import(join(__dirname, 'bench-line-items.mjs'))) as typeof lib;
});

const REPORTS: Record<string, Report> = {
  shell: { 'main.js': { bytes: 1000, parts: { react: 750, 'webpack runtime': 250 } } },
  'mfe-setup': { 'remoteEntry.js': { bytes: 100, parts: { react: 50, 'mfe-setup (own code)': 50 } } },
};

describe('the size bench line items', () => {
  it('tells the app and file of a loaded URL (a remote is served from its release folder)', () => {
    expect(lib.sourceOf('http://localhost:8093/1264.81a67cb9.js')).toEqual({ app: 'shell', file: '1264.81a67cb9.js' });
    expect(lib.sourceOf('http://localhost:8093/remotes/mfe-setup/0.1.0-30fc896b-20261123T004627Z/remoteEntry.js')).toEqual({
      app: 'mfe-setup',
      file: 'remoteEntry.js',
    });
  });

  it("apportions each file's gzip bytes by its libraries' minified bytes, largest first, adding up to the measured total", () => {
    const rows = [
      { url: 'http://x/main.js', gz: 100 },
      { url: 'http://x/remotes/mfe-setup/0.1.0-a/remoteEntry.js', gz: 40 },
      { url: 'http://x/remotes/mfe-setup/0.1.0-a/unknown.js', gz: 7 },
    ];
    const items = lib.lineItems(rows, (app: string) => REPORTS[app] ?? {});
    expect(items).toEqual([
      ['react', 95],
      ['webpack runtime', 25],
      ['mfe-setup (own code)', 20],
      ['mfe-setup unknown.js (no line items)', 7],
    ]);
    const lines = lib.formatLineItems(items, (n: number) => `${n} B`);
    expect(lines.at(-1)).toMatch(/total \(measured\)\s+147 B$/);
  });
});
