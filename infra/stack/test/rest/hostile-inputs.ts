/** Deterministic hostile inputs for the REST parser (seeded, so a failure reproduces from its index). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FRAGMENTS = [
  "'",
  '"',
  ';',
  '--',
  '/*',
  '*/',
  '(',
  ')',
  ',',
  '.',
  ':',
  '::',
  '->',
  '->>',
  '!',
  '*',
  '\\',
  '$1',
  '$$',
  '%',
  '%25',
  '+',
  '&',
  '=',
  'drop table canary',
  '; drop table canary; --',
  "' or 1=1 --",
  '") or true --',
  'select pg_sleep(5)',
  "insert into canary values (2, 'x')",
  'id',
  'name',
  'data',
  'n',
  'nope',
  'canary',
  'victims',
  'eq.',
  'neq.',
  'in.(',
  'is.',
  'not.',
  'or(',
  'and(',
  'like.',
  'cs.{',
  '{',
  '}',
  'é',
  '😀',
  '\u202e',
  '\u0000',
  '\u0001',
  '\ud800',
  'NULL',
  'null',
  'true',
  '1e309',
  '-1',
  '99999999999999999999',
  ' ',
  '\t',
  '\n',
];

export function hostileString(rand: () => number, maxParts = 6): string {
  const n = 1 + Math.floor(rand() * maxParts);
  let out = '';
  for (let i = 0; i < n; i++) {
    const r = rand();
    if (r < 0.03) out += 'x'.repeat(1000 + Math.floor(rand() * 20000));
    else if (r < 0.06) out += '('.repeat(1 + Math.floor(rand() * 200));
    else out += FRAGMENTS[Math.floor(rand() * FRAGMENTS.length)];
  }
  return out;
}

const pick = <T>(rand: () => number, xs: T[]) => xs[Math.floor(rand() * xs.length)];

export interface HostileRequest {
  method: string;
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  body?: string;
}

/** One generated request: hostile select/filter/order/logic/limit parameters, bodies, headers and paths. */
export function hostileRequest(rand: () => number): HostileRequest {
  const method = pick(rand, ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PATCH', 'DELETE']);
  const path =
    rand() < 0.85
      ? '/victims'
      : rand() < 0.5
        ? `/rpc/${pick(rand, ['echo', 'nope', hostileString(rand, 2)])}`
        : `/${hostileString(rand, 2)}`;
  const query: [string, string][] = [];
  const params = Math.floor(rand() * 4);
  for (let i = 0; i < params; i++) {
    const kind = rand();
    if (kind < 0.25)
      query.push([
        'select',
        pick(rand, ['*', 'id,name', '*,victims(*)', 'a:name', 'data->>k']) + (rand() < 0.7 ? hostileString(rand) : ''),
      ]);
    else if (kind < 0.5)
      query.push([
        pick(rand, ['id', 'name', 'data->>k', 'n', hostileString(rand, 2)]),
        pick(rand, ['eq.', 'in.(', 'like.', 'is.', 'not.eq.', 'cs.', 'fts(english).', '']) + hostileString(rand),
      ]);
    else if (kind < 0.7) query.push([pick(rand, ['or', 'and', 'not.or']), `(${hostileString(rand)})`]);
    else if (kind < 0.8) query.push(['order', pick(rand, ['id', 'name.desc', '']) + hostileString(rand, 3)]);
    else if (kind < 0.9) query.push([pick(rand, ['limit', 'offset', 'on_conflict', 'columns']), hostileString(rand, 2)]);
    else query.push([hostileString(rand, 2), hostileString(rand, 2)]);
  }
  const headers: Record<string, string> = {};
  if (rand() < 0.3)
    headers.prefer = pick(rand, [
      'return=representation',
      'count=exact',
      'resolution=merge-duplicates',
      'missing=default',
      hostileString(rand, 2),
    ]);
  if (rand() < 0.2) headers.accept = pick(rand, ['application/vnd.pgrst.object+json', 'text/csv', hostileString(rand, 2)]);
  if (rand() < 0.1) headers.range = pick(rand, ['0-1', '5-2', hostileString(rand, 2)]);
  if (rand() < 0.1) headers[pick(rand, ['accept-profile', 'content-profile'])] = pick(rand, ['public', 'auth', hostileString(rand, 1)]);
  let body: string | undefined;
  if (method === 'POST' || method === 'PATCH') {
    const r = rand();
    if (r < 0.3) body = hostileString(rand);
    else if (r < 0.6)
      body = JSON.stringify({
        [pick(rand, ['id', 'name', 'data', 'n', hostileString(rand, 2)])]: pick(rand, [
          hostileString(rand),
          1,
          null,
          { a: hostileString(rand) },
          [1, 'x'],
        ]),
      });
    else body = JSON.stringify([{ id: Math.floor(rand() * 1e6) + 1000, name: hostileString(rand) }, { [hostileString(rand, 1)]: 1 }]);
  }
  return { method, path, query, headers, body };
}

/** Hand-written attempts: each must fail (4xx) or be harmless, never run a statement of its own. */
export const HAND_WRITTEN: HostileRequest[] = [
  { method: 'GET', path: '/victims', query: [['select', 'id;drop table canary']], headers: {} },
  { method: 'GET', path: '/victims', query: [['select', 'id,"name"";drop table canary;--"']], headers: {} },
  { method: 'GET', path: '/victims', query: [['id', "eq.1'; drop table canary; --"]], headers: {} },
  { method: 'GET', path: '/victims', query: [['id', 'in.(1);drop table canary;--)']], headers: {} },
  { method: 'GET', path: '/victims', query: [['or', '(id.eq.1);drop table canary;--,id.eq.2)']], headers: {} },
  { method: 'GET', path: '/victims', query: [['order', 'id;drop table canary']], headers: {} },
  { method: 'GET', path: '/victims', query: [['order', 'id.desc,(select 1)']], headers: {} },
  { method: 'GET', path: '/victims', query: [['limit', '1;drop table canary']], headers: {} },
  { method: 'GET', path: '/victims', query: [['select', 'name::text;drop table canary']], headers: {} },
  { method: 'GET', path: '/victims', query: [['select', 'x:name::int) from canary; drop table canary; --']], headers: {} },
  { method: 'GET', path: '/victims', query: [["data->>k'; drop table canary; --", 'eq.1']], headers: {} },
  { method: 'GET', path: '/victims;drop table canary', query: [], headers: {} },
  { method: 'GET', path: '/canary"; drop table canary; --', query: [], headers: {} },
  { method: 'POST', path: '/rpc/pg_sleep', query: [], headers: {}, body: '{"seconds": 5}' },
  { method: 'POST', path: '/victims', query: [['columns', 'id,name);drop table canary;--']], headers: {}, body: '{"id": 1}' },
  {
    method: 'POST',
    path: '/victims',
    query: [['on_conflict', 'id) do nothing; drop table canary; --']],
    headers: { prefer: 'resolution=merge-duplicates' },
    body: '{"id": 1}',
  },
  { method: 'POST', path: '/victims', query: [], headers: {}, body: '{"id": 1, "name); drop table canary; --": 1}' },
  { method: 'POST', path: '/victims', query: [], headers: {}, body: '{"id": "1); drop table canary; --"}' },
  { method: 'PATCH', path: '/victims', query: [['id', 'eq.1']], headers: {}, body: '{"name = \'x\'; drop table canary; --": 1}' },
  { method: 'DELETE', path: '/victims', query: [['id', 'gt.0);delete from canary;--']], headers: {} },
  { method: 'GET', path: '/victims', query: [['select', '*,canary(*)']], headers: {} },
  { method: 'GET', path: '/victims', query: [['select', `${'a('.repeat(500)}*${')'.repeat(500)}`]], headers: {} },
  { method: 'GET', path: '/victims', query: [['or', `${'('.repeat(2000)}id.eq.1${')'.repeat(2000)}`]], headers: {} },
  { method: 'GET', path: '/victims', query: [['or', `(${'and('.repeat(300)}id.eq.1${')'.repeat(300)})`]], headers: {} },
  { method: 'GET', path: '/victims', query: [['id', `in.(${Array.from({ length: 20000 }, (_, i) => i).join(',')})`]], headers: {} },
  { method: 'GET', path: '/victims', query: [['name', `eq.${'\u{1F600}'.repeat(50000)}`]], headers: {} },
  { method: 'GET', path: '/victims', query: [['name', 'eq.\u0000']], headers: {} },
  { method: 'GET', path: '/victims', query: [['select', '"\u0000"']], headers: {} },
  { method: 'GET', path: '/victims', query: [], headers: { 'accept-profile': 'public; drop table canary' } },
  { method: 'GET', path: '/victims', query: [], headers: { prefer: "count=exact'; drop table canary; --" } },
  { method: 'GET', path: '/victims', query: [], headers: { range: '0-1; drop table canary' } },
  { method: 'GET', path: '/victims', query: [['limit', '99999999999999999999']], headers: {} },
  { method: 'POST', path: '/victims', query: [], headers: {}, body: '[' + '['.repeat(5000) },
  { method: 'POST', path: '/victims', query: [], headers: {}, body: JSON.stringify({ id: 5, name: 'x'.repeat(2_000_000) }) },
];
