import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { startTestStack, type TestStack } from '../support/test-stack';

/** A raw GET (Node's fetch always asks for gzip and unpacks it: here the test decides). */
function get(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

// JSON answers are gzipped for clients that take it, as hosted Supabase's gateway does; small ones and
// clients that don't ask get them as they are.
describe('response compression', () => {
  let stack: TestStack;
  let url: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    stack = await startTestStack();
    await stack.ctx.db.exec(`
      -- A project that keeps the old default privileges (config.toml [api] auto_expose_new_tables = true): these
      -- suites test PostgREST's protocol, not grants (infra/supabase/tests/privileges.itest.ts does).
      alter default privileges grant all on tables to anon, authenticated, service_role;
      alter default privileges grant all on sequences to anon, authenticated, service_role;
      create table words (id int primary key, word text not null);
      insert into words select i, repeat('portal ', 10) || i from generate_series(1, 200) i;
    `);
    url = `${stack.url.replace('//localhost:', '//127.0.0.1:')}/rest/v1/words?select=*&order=id`;
    headers = { apikey: stack.serviceKey, authorization: `Bearer ${stack.serviceKey}` };
  });
  afterAll(() => stack.stop());

  it('gzips a large JSON answer when the client accepts gzip, and it unpacks to the same rows', async () => {
    const plain = await get(url, headers);
    const packed = await get(url, { ...headers, 'accept-encoding': 'br;q=1, gzip;q=0.8' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toMatch(/Accept-Encoding/);
    expect(packed.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(gunzipSync(packed.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('leaves small answers and clients that refuse gzip alone', async () => {
    const small = await get(url.replace('order=id', 'order=id&limit=1'), { ...headers, 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await get(url, { ...headers, 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('supabase-js reads the gzipped answer', async () => {
    const { data, error } = await stack.client(stack.serviceKey).from('words').select('id').order('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(200);
  });
});
