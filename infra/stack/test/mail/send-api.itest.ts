import { startTestStack, type TestStack } from '../support/test-stack';

describe('mail send API for edge functions (/mail/v1/send)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  const send = (key: string, body: unknown) =>
    fetch(`${stack.url}/mail/v1/send`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('delivers to the stack mailer for the service role', async () => {
    const res = await send(stack.serviceKey, { to: ['ops@example.com', 'boss@example.com'], subject: 'Program request', text: 'hello' });
    expect(res.status).toBe(200);
    const inbox = (await (await fetch(`${stack.inboxUrl}/api/messages?to=boss@example.com`)).json()) as { subject: string }[];
    expect(inbox.map((m) => m.subject)).toEqual(['Program request']);
  });

  it('refuses the anon key and a bad body', async () => {
    expect((await send(stack.anonKey, { to: 'a@example.com', subject: 's', text: 't' })).status).toBe(401);
    expect((await send(stack.serviceKey, { to: 'not-an-address', subject: 's', text: 't' })).status).toBe(400);
  });
});
