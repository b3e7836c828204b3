import { startTestStack, type TestStack } from '../support/test-stack';

// Issue 49, item 3: Realtime's REST broadcast (`POST /api/broadcast/:topic/events/:event`) takes
// application/octet-stream and delivers the bytes as hosted Realtime does (V2 serializer: a binary "user broadcast").
describe('realtime: binary broadcast over the REST API', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ migrationsDir: '/nonexistent' });
  });
  afterAll(() => stack.stop());

  it('httpSend of bytes reaches a subscriber as bytes; other media types are 415', async () => {
    const client = stack.client();
    const topic = `bytes-${Math.random().toString(36).slice(2)}`;
    const received: unknown[] = [];
    const channel = client.channel(topic).on('broadcast', { event: 'binary' }, (message) => received.push(message.payload));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('subscribe timeout')), 8000);
      channel.subscribe((status) => {
        if (status === 'SUBSCRIBED') {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const bytes = new Uint8Array([1, 2, 3, 4, 5, 0, 255]);
    expect(await channel.httpSend('binary', bytes)).toEqual({ success: true });
    for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received.length).toBe(1);
    expect(new Uint8Array(received[0] as ArrayBuffer)).toEqual(bytes);
    // JSON still works beside it.
    expect(await channel.httpSend('binary', { hello: 'json' })).toEqual({ success: true });
    for (let i = 0; i < 50 && received.length === 1; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received[1]).toEqual({ hello: 'json' });

    const post = (contentType: string, body: string | Buffer<ArrayBuffer>) =>
      fetch(`${stack.url}/realtime/v1/api/broadcast/${topic}/events/binary`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': contentType },
        body,
      });
    const refused = await post('text/plain', 'hello');
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({ error: 'Unsupported Media Type. Use application/json or application/octet-stream' });
    expect((await post('application/octet-stream', Buffer.from([9]))).status).toBe(202);
    await client.removeChannel(channel);
  });
});
