import { startTestStack, type TestStack } from '../support/test-stack';
import { HAND_WRITTEN, hostileRequest, prng, type HostileRequest } from './hostile-inputs';
import { restClient } from './rest-client';

// Thousands of generated (seeded PRNG: a failure names its seed and index) and hand-written hostile
// query strings, bodies, headers and paths. Each must answer < 500, errors in PostgREST's shape,
// never with SQL text; and nothing may run outside the request's own statement: the canary table
// stays unchanged and the DDL counter (pgrst.schema_version, bumped by an event trigger) never moves.
// Raw fetch is used because supabase-js cannot produce malformed requests; a share goes through
// supabase-js's own builders (select/filter/or/order) too.
const SEED = Number(process.env.HOSTILE_SEED ?? 20261121);
const COUNT = Number(process.env.HOSTILE_COUNT ?? 3000);
// Markers of the SQL the service writes (errors may echo the request's own text, as PostgREST's do).
const SQL_LEAK = /_pgrst|json_agg|json_to_record|jsonb_array_elements|_t0\.|"public"\.|coalesce\(|set_config|row_to_json/i;

// Lone surrogates become U+FFFD, as a browser's URL and fetch encoders do.
const wellFormed = (s: string) => s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

describe('REST hostile input', () => {
  let stack: TestStack;
  let canaryBefore: unknown;
  let versionBefore: unknown;

  beforeAll(async () => {
    stack = await startTestStack();
    await stack.ctx.db.exec(`
      create table victims (id int primary key, name text, data jsonb, n numeric);
      insert into victims select g, 'v' || g, jsonb_build_object('k', g), g / 3.0 from generate_series(1, 20) g;
      create table canary (id int primary key, v text not null);
      insert into canary values (1, 'sing');
      create function echo(v text) returns text language sql as 'select v';
      grant all on victims, canary to anon, authenticated, service_role;
    `);
    canaryBefore = await stack.sql('select * from canary order by id');
    versionBefore = await stack.sql('select last_value, is_called from pgrst.schema_version');
  });
  afterAll(() => stack.stop());

  const headerSafe = (v: string) => v.replace(/[^\x20-\x7e]/g, '?');
  const pathSafe = (p: string) =>
    p
      .split('/')
      .map((s) => encodeURIComponent(wellFormed(s)))
      .join('/');

  async function send(req: HostileRequest): Promise<{ status: number; text: string }> {
    const url = new URL(`${stack.url}/rest/v1${pathSafe(req.path)}`);
    for (const [k, v] of req.query) url.searchParams.append(wellFormed(k), wellFormed(v));
    const headers: Record<string, string> = {
      apikey: stack.serviceKey,
      authorization: `Bearer ${stack.serviceKey}`,
      'content-type': 'application/json',
    };
    for (const [k, v] of Object.entries(req.headers)) headers[k] = headerSafe(v);
    const res = await fetch(url, { method: req.method, headers, body: req.body === undefined ? undefined : wellFormed(req.body) });
    return { status: res.status, text: await res.text() };
  }

  function check(label: string, method: string, { status, text }: { status: number; text: string }) {
    const context = `${label} → ${status} ${text.slice(0, 300)}`;
    if (status >= 500) throw new Error(`server error for ${context}`);
    if (method === 'HEAD') return; // no body to inspect
    if (status === 431 && text === '') return; // Node's HTTP parser refuses URLs/headers over 16 KiB before the service runs
    if (status >= 400 || status === 300) {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text);
      } catch {
        throw new Error(`non-JSON error for ${context}`);
      }
      if (!['code', 'message', 'details', 'hint'].every((k) => k in body) || typeof body.message !== 'string')
        throw new Error(`error not PostgREST-shaped for ${context}`);
      if (SQL_LEAK.test(text)) throw new Error(`SQL text leaked for ${context}`);
    }
  }

  it('answers every hand-written attack with 4xx or a harmless result', async () => {
    for (const [i, req] of HAND_WRITTEN.entries()) {
      const result = await send(req);
      check(`hand-written #${i} ${req.method} ${req.path} ${JSON.stringify(req.query).slice(0, 200)}`, req.method, result);
    }
  });

  it(`answers ${COUNT} generated requests (seed ${SEED}) without a 5xx or leaked SQL`, async () => {
    const rand = prng(SEED);
    const requests = Array.from({ length: COUNT }, () => hostileRequest(rand));
    let next = 0;
    const statuses = new Map<number, number>();
    const worker = async () => {
      while (next < requests.length) {
        const index = next++;
        const req = requests[index];
        const result = await send(req);
        statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
        check(
          `seed ${SEED} #${index} ${req.method} ${req.path.slice(0, 80)} ${JSON.stringify(req.query).slice(0, 300)} ${JSON.stringify(req.headers)}`,
          req.method,
          result,
        );
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(COUNT / 10); // the generator really reaches the parser's error paths
  }, 120_000);

  it('drives the same hostile strings through supabase-js builders', async () => {
    const { db } = restClient(stack, { key: stack.serviceKey });
    const rand = prng(SEED + 1);
    for (let i = 0; i < 300; i++) {
      const s = hostileRequest(rand).query[0]?.[1] ?? "'; drop table canary; --";
      const results = await Promise.all([
        db.from('victims').select(s).limit(1),
        db.from('victims').select('id').filter('name', 'eq', s),
        db.from('victims').select('id').or(s),
        db.from('victims').select('id').order(s),
      ]);
      for (const r of results) {
        if (r.status >= 500 || r.status === 0)
          throw new Error(`#${i} ${JSON.stringify(s).slice(0, 200)} → ${r.status} ${JSON.stringify(r.error)}`);
        if (r.error && SQL_LEAK.test(JSON.stringify(r.error))) throw new Error(`SQL leaked: ${JSON.stringify(r.error)}`);
      }
    }
  }, 120_000);

  it('left the canary untouched and ran no DDL', async () => {
    expect(await stack.sql('select * from canary order by id')).toEqual(canaryBefore);
    expect(await stack.sql('select last_value, is_called from pgrst.schema_version')).toEqual(versionBefore);
    const { db } = restClient(stack, { key: stack.serviceKey });
    expect((await db.from('canary').select('v')).data).toEqual([{ v: 'sing' }]);
  });
});
