import type { TestStack } from '../support/test-stack';
import { createTestBuckets, newUser, rawFetch, startStorageStack, type TestUser } from './support';

const MiB = 1024 * 1024;
/** Just under the 64 KiB of request head the server reads (`maxHeaderSize`): the most a URL or a header can carry. */
const HEAD_ROOM = 60 * 1024;

// Issue 31, item 1 (storage): every parser the storage service runs on request input is linear. Each case
// sends its worst case (1 MiB in a body; in a URL or header as much as the server reads), and meanwhile
// `/health` keeps answering within 100 ms. The answers are 2xx/4xx, never a 5xx.
describe('storage: every parser of request input is linear', () => {
  let stack: TestStack;
  let alice: TestUser;

  beforeAll(async () => {
    stack = await startStorageStack();
    await createTestBuckets(stack);
    alice = newUser(stack);
  });
  afterAll(() => stack.stop());

  const user = () => ({ authorization: `Bearer ${alice.token}`, apikey: stack.anonKey });
  const service = () => ({ authorization: `Bearer ${stack.serviceKey}`, apikey: stack.serviceKey });
  const json = (body: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(body) });

  /** Runs the request three times while `/health` is asked in a loop; the slowest health answer, and the statuses. */
  async function whileHealthPolled(send: () => Promise<Response>): Promise<{ slowest: number; statuses: number[] }> {
    let done = false;
    let slowest = 0;
    const poll = (async () => {
      while (!done) {
        const started = performance.now();
        const res = await fetch(`${stack.url}/health`);
        await res.arrayBuffer();
        slowest = Math.max(slowest, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const statuses: number[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const res = await send();
        await res.arrayBuffer();
        statuses.push(res.status);
      }
    } finally {
      done = true;
      await poll;
    }
    return { slowest, statuses };
  }

  const post = (path: string, headers: Record<string, string>, body: unknown, method = 'POST') => {
    const { body: text, ...type } = json(body);
    return () => rawFetch(stack, path, { method, headers: { ...headers, ...type }, body: text });
  };

  const cases: [string, () => () => Promise<Response>][] = [
    ['bucket name (1 MiB id)', () => post('/bucket', service(), { id: 'b'.repeat(MiB) })],
    // The size parser once backtracked quadratically on a run of spaces (any caller reaches it).
    ['bucket size limit (1 MiB of spaces)', () => post('/bucket', user(), { id: 'sized', file_size_limit: `1${' '.repeat(MiB)}x!` })],
    ['bucket types (1 MiB type)', () => post('/bucket', service(), { id: 'typed', allowed_mime_types: [`${'a.'.repeat(MiB / 2)}!`] })],
    ['object names in a body (move, 1 MiB key)', () => post('/object/move', user(), { bucketId: 'docs', sourceKey: 'a/'.repeat(MiB / 2), destinationKey: 'x' })],
    ['object names in a body (remove, 1000 long names)', () => post('/object/docs', user(), { prefixes: Array(1000).fill('../'.repeat(350)) }, 'DELETE')],
    ['object names in a body (sign 1 MiB of paths)', () => post('/object/sign/docs', user(), { expiresIn: 60, paths: Array(MiB / 8).fill('a/b/c') })],
    ['list prefix and search (1 MiB each)', () => post('/object/list/docs', user(), { prefix: '/'.repeat(MiB), search: '%_'.repeat(MiB / 2) })],
    [
      'list-v2 prefix and cursor (1 MiB each)',
      () => post('/object/list-v2/docs', user(), { prefix: 'a/'.repeat(MiB / 2), cursor: Buffer.from(`l:${'x\n'.repeat(MiB / 2)}`).toString('base64') }),
    ],
    ['JSON nesting (1 MiB of brackets)', () => () => rawFetch(stack, '/object/move', { method: 'POST', headers: { ...user(), 'content-type': 'application/json' }, body: '['.repeat(MiB) })],
    [
      'multipart body (1 MiB of near-boundaries)',
      () => () =>
        rawFetch(stack, `/object/docs/${alice.id}/m.txt`, {
          method: 'POST',
          headers: { ...user(), 'content-type': 'multipart/form-data; boundary=abcdefghij' },
          body: `--abcdefghij\r\nContent-Disposition: form-data; name="f"; filename="m.txt"\r\n\r\n${'\r\n--abcdefghi'.repeat(MiB / 13)}\r\n--abcdefghij--\r\n`,
        }),
    ],
    [
      'multipart part headers (1 MiB header line)',
      () => () =>
        rawFetch(stack, `/object/docs/${alice.id}/h.txt`, {
          method: 'POST',
          headers: { ...user(), 'content-type': 'multipart/form-data; boundary=xyz' },
          body: `--xyz\r\nContent-Disposition: form-data; name="f"; filename="${'"'.repeat(MiB)}"\r\n\r\nx\r\n--xyz--\r\n`,
        }),
    ],
    [
      'raw upload metadata (x-metadata header of nested JSON)',
      () => () =>
        rawFetch(stack, `/object/docs/${alice.id}/r.txt`, {
          method: 'POST',
          headers: { ...user(), 'content-type': 'text/plain', 'x-metadata': Buffer.from('{"a":'.repeat(HEAD_ROOM / 8)).toString('base64') },
          body: 'x',
        }),
    ],
    ['object name in the URL (as long as a URL can be)', () => () => rawFetch(stack, `/object/docs/${'%2F.'.repeat(HEAD_ROOM / 4)}`, { headers: user() })],
    ['a URL longer than the server reads (1 MiB)', () => () => rawFetch(stack, `/object/docs/${'a/'.repeat(MiB / 2)}`, { headers: user() })],
    [
      'query string: ?download= name (as long as a URL can be)',
      () => () => rawFetch(stack, `/object/docs/${alice.id}/q.txt?download=${'%F0%9F%98%80%CC%81'.repeat(HEAD_ROOM / 18)}.pdf`, { headers: user() }),
    ],
    [
      'query string: image transformation options',
      () => () => rawFetch(stack, `/render/image/authenticated/docs/${alice.id}/q.txt?width=${'9'.repeat(HEAD_ROOM)}&resize=${'c'.repeat(100)}`, { headers: user() }),
    ],
    ['query string: signed URL token', () => () => rawFetch(stack, `/object/sign/docs/${alice.id}/q.txt?token=${'a.'.repeat(HEAD_ROOM / 2)}`)],
    [
      'TUS Upload-Metadata (as long as a header can be: many keys)',
      () => () =>
        rawFetch(stack, '/upload/resumable', {
          method: 'POST',
          headers: { ...user(), 'tus-resumable': '1.0.0', 'upload-length': '1', 'upload-metadata': 'k,'.repeat(HEAD_ROOM / 2) + 'k' },
        }),
    ],
    [
      'TUS Upload-Metadata (one long base64 value)',
      () => () =>
        rawFetch(stack, '/upload/resumable', {
          method: 'POST',
          headers: {
            ...user(),
            'tus-resumable': '1.0.0',
            'upload-length': '1',
            'upload-metadata': `bucketName ${Buffer.from('docs').toString('base64')},objectName ${'QUFB'.repeat(HEAD_ROOM / 4)}`,
          },
        }),
    ],
  ];

  it.each(cases)('%s: answered without a 5xx, /health under 100 ms meanwhile', async (_name, make) => {
    await alice.client.storage.from('docs').upload(`${alice.id}/q.txt`, Buffer.from('q'), { contentType: 'text/plain', upsert: true });
    const { slowest, statuses } = await whileHealthPolled(make());
    for (const status of statuses) expect(status).toBeLessThan(500);
    expect(slowest).toBeLessThan(100);
  });
});
