import net from 'node:net';
import { newUser, startStorageStack, type TestUser } from '../storage/support';
import type { TestStack } from '../support/test-stack';

/** A small seeded generator (mulberry32): a failing run is repeated with FUZZ_SEED. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  /** Random text: ASCII, controls (CR/LF/NUL/DEL), Latin-1, Cyrillic, emoji, lone surrogates; now and then very long. */
  const text = (): string => {
    const pools = [
      () => String.fromCharCode(0x20 + int(95)),
      () => String.fromCharCode(int(32)),
      () => '\r\n',
      () => String.fromCharCode(0x7f + int(129)),
      () => String.fromCharCode(0x400 + int(96)),
      () => '😀',
      () => String.fromCharCode(0xd800 + int(0x800)),
      () => pick([';', ',', '"', '\\', '%', '/', '..', '=', '*']),
    ];
    const length = next() < 0.05 ? 4000 + int(60_000) : int(40);
    let out = '';
    while (out.length < length) out += pick(pools)();
    return out;
  };
  return { next, int, pick, text };
}

interface Answer {
  status: number;
}

/**
 * One request written byte for byte on a socket, so header values may hold what no HTTP client would
 * send (CR/LF, NUL, UTF-8 beyond Latin-1). The answer's status, or 0 when the connection closed without one.
 */
function rawRequest(port: number, method: string, path: string, headers: [string, string][], body: Buffer): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const head = [
      `${method} ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      ...headers.map(([n, v]) => `${n}: ${v}`),
      `Content-Length: ${body.length}`,
      'Connection: close',
      '',
      '',
    ].join('\r\n');
    socket.setTimeout(20_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString('latin1'))?.[1];
      resolve({ status: status ? Number(status) : 0 });
    });
    // Written, not ended: a client that half-closes before the answer is told nothing by Node's server
    // (httpAllowHalfOpen is off), and real clients wait for the answer. `Connection: close` ends it.
    socket.write(Buffer.concat([Buffer.from(head, 'utf8'), body]));
  });
}

/** A path segment as a client might (or might not) encode it. */
const segment = (r: ReturnType<typeof random>) => {
  const value = r.text();
  const mode = r.int(3);
  if (mode === 0)
    return Buffer.from(value.replace(/[\uD800-\uDFFF]/gu, ''), 'utf8')
      .toString('latin1')
      .replace(/[\s?#]/g, '_');
  if (mode === 1)
    return value.replace(/[^\x21-\x7e]/g, (c) => '%' + (c.charCodeAt(0) & 0xff).toString(16).padStart(2, '0')).replace(/[?#]/g, '_');
  // eslint-disable-next-line no-control-regex -- control characters are what this fuzz sends
  return value.replace(/[\s\x00-\x1f\x7f?#]|[^\x00-\x7f]/g, '%');
};

// Issue 20, "what must be shown": random Unicode, control characters and very long values in the
// headers and names of the storage and auth endpoints. Every answer is a 2xx or a 4xx, and the stack
// still serves afterwards. Bounded: FUZZ_SECONDS (default 4) or FUZZ_REQUESTS (default 400).
describe('fuzz: storage and auth headers and names', () => {
  let stack: TestStack;
  let user: TestUser;
  let port: number;
  beforeAll(async () => {
    stack = await startStorageStack();
    await stack.ctx.db.exec(`
      insert into storage.buckets (id, name, public, allowed_mime_types) values ('fuzz', 'fuzz', true, array['application/pdf', 'image/*', 'text/plain']);
      create policy "fuzz: mine" on storage.objects for all to authenticated using (bucket_id = 'fuzz') with check (bucket_id = 'fuzz');
    `);
    user = newUser(stack);
    port = stack.config.port;
    await user.client.storage.from('fuzz').upload('known.pdf', Buffer.from('%PDF'), { contentType: 'application/pdf' });
  });
  afterAll(() => stack.stop());

  it('answers every request with a 2xx or 4xx and keeps serving', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
    const r = random(seed);
    const deadline = Date.now() + Number(process.env.FUZZ_SECONDS ?? 4) * 1000;
    const maxRequests = Number(process.env.FUZZ_REQUESTS ?? 400);
    const keys = () =>
      [
        ['apikey', r.pick([stack.anonKey, user.token, r.text()])],
        ['Authorization', `Bearer ${r.pick([user.token, stack.anonKey, r.text()])}`],
      ] as [string, string][];
    const randomHeaders = (names: string[]) => names.filter(() => r.next() < 0.6).map((n) => [n, r.text()] as [string, string]);
    const requests: (() => [string, string, [string, string][], Buffer])[] = [
      () => [
        'POST',
        `/storage/v1/object/fuzz/${segment(r)}`,
        [...keys(), ...randomHeaders(['Content-Type', 'x-upsert', 'Cache-Control', 'x-metadata', 'Origin'])],
        Buffer.from(r.text()),
      ],
      () => [
        'GET',
        `/storage/v1/object/fuzz/${r.pick(['known.pdf', segment(r)])}?download=${segment(r)}`,
        [...keys(), ...randomHeaders(['If-None-Match', 'Range', 'Origin'])],
        Buffer.alloc(0),
      ],
      () => [
        'GET',
        `/storage/v1/object/public/fuzz/${r.pick(['known.pdf', segment(r)])}?download=${segment(r)}`,
        randomHeaders(['If-None-Match', 'Origin']),
        Buffer.alloc(0),
      ],
      () => [
        'POST',
        `/storage/v1/object/sign/fuzz/${r.pick(['known.pdf', segment(r)])}`,
        [...keys(), ['Content-Type', 'application/json']],
        Buffer.from(JSON.stringify({ expiresIn: r.pick([60, -1, 1e20, r.text()]) })),
      ],
      () => ['GET', `/storage/v1/object/sign/fuzz/known.pdf?token=${segment(r)}&download=${segment(r)}`, [], Buffer.alloc(0)],
      () => [
        'POST',
        `/storage/v1/object/list/${segment(r)}`,
        [...keys(), ['Content-Type', 'application/json']],
        Buffer.from(JSON.stringify({ prefix: r.text(), search: r.text() })),
      ],
      () => [
        'POST',
        `/storage/v1/object/copy`,
        [...keys(), ['Content-Type', 'application/json']],
        Buffer.from(
          JSON.stringify({
            bucketId: 'fuzz',
            sourceKey: 'known.pdf',
            destinationKey: r.text(),
            destinationBucket: r.pick(['fuzz', r.text()]),
          }),
        ),
      ],
      () => ['GET', `/storage/v1/object/info/fuzz/${segment(r)}`, keys(), Buffer.alloc(0)],
      () => [
        'POST',
        '/storage/v1/upload/resumable',
        [
          ...keys(),
          ['Tus-Resumable', '1.0.0'],
          ['Upload-Length', r.pick(['4', r.text()])],
          [
            'Upload-Metadata',
            `bucketName ${Buffer.from(r.pick(['fuzz', r.text()])).toString('base64')},objectName ${Buffer.from(r.text()).toString('base64')},contentType ${Buffer.from(r.text()).toString('base64')}`,
          ],
          ...randomHeaders(['x-upsert', 'Origin']),
        ],
        Buffer.alloc(0),
      ],
      () => [
        'POST',
        '/auth/v1/signup',
        [['apikey', stack.anonKey], ['Content-Type', 'application/json'], ...randomHeaders(['Origin', 'X-Client-Info'])],
        Buffer.from(JSON.stringify({ email: `${r.text()}@example.com`, password: r.text() })),
      ],
      () => [
        'POST',
        `/auth/v1/token?grant_type=${segment(r)}`,
        [
          ['apikey', stack.anonKey],
          ['Content-Type', r.pick(['application/json', r.text()])],
        ],
        Buffer.from(JSON.stringify({ email: r.text(), password: r.text(), refresh_token: r.text() })),
      ],
      () => [
        'POST',
        `/auth/v1/recover?redirect_to=${segment(r)}`,
        [
          ['apikey', stack.anonKey],
          ['Content-Type', 'application/json'],
        ],
        Buffer.from(JSON.stringify({ email: r.text() })),
      ],
      () => ['GET', `/auth/v1/user`, keys(), Buffer.alloc(0)],
      () => [
        'GET',
        `/auth/v1/verify?token=${segment(r)}&type=${segment(r)}&redirect_to=${segment(r)}`,
        [['apikey', stack.anonKey]],
        Buffer.alloc(0),
      ],
    ];
    const failures: string[] = [];
    let sent = 0;
    while (Date.now() < deadline && sent < maxRequests) {
      const batch = Array.from({ length: 4 }, () => r.pick(requests)());
      sent += batch.length;
      const answers = await Promise.all(batch.map(([method, path, headers, body]) => rawRequest(port, method, path, headers, body)));
      answers.forEach((answer, i) => {
        if (!(answer.status >= 200 && answer.status < 500))
          failures.push(`${answer.status || 'no answer'} for ${batch[i][0]} ${batch[i][1].slice(0, 120)}`);
      });
    }
    expect({ seed, failures: failures.slice(0, 10) }).toEqual({ seed, failures: [] });
    expect(sent).toBeGreaterThan(20);
    // Still serving: health, and a normal download through supabase-js.
    expect((await fetch(`${stack.url}/health`)).status).toBe(200);
    expect(await (await user.client.storage.from('fuzz').download('known.pdf')).data!.text()).toBe('%PDF');
  }, 120_000);
});
