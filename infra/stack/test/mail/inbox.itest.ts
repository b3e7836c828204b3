import { startTestStack, type TestStack } from '../support/test-stack';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

describe('mail: the local catcher and its inbox', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  it('shows sent messages on /inbox/api/messages: newest first, ?to= filter, links, one by id', async () => {
    await stack.ctx.mailer.send({ to: 'a@example.com', subject: 'First', text: 'Go to https://example.com/one' });
    await stack.ctx.mailer.send({
      to: 'b@example.com',
      subject: 'Second',
      text: 'plain',
      html: '<a href="https://example.com/two?x=1&amp;y=2">two</a>',
    });
    const all = await (await fetch(`${stack.inboxUrl}/api/messages`)).json();
    expect(all.map((m: { subject: string }) => m.subject).slice(0, 2)).toEqual(['Second', 'First']);
    expect(all[0]).toMatchObject({ to: 'b@example.com', links: ['https://example.com/two?x=1&y=2'] });
    expect(all[0].date).toMatch(/Z$/);
    const filtered = await (await fetch(`${stack.inboxUrl}/api/messages?to=A@example.com`)).json();
    expect(filtered.map((m: { subject: string }) => m.subject)).toEqual(['First']);
    const one = await fetch(`${stack.inboxUrl}/api/messages/${filtered[0].id}`);
    expect((await one.json()).links).toEqual(['https://example.com/one']);
  });

  it('renders the inbox page with content escaped and links clickable', async () => {
    await stack.ctx.mailer.send({
      to: 'c@example.com',
      subject: '<script>alert(1)</script>',
      text: 'Reset: http://localhost:8080/reset?a=1',
    });
    const res = await fetch(`${stack.inboxUrl}?to=c@example.com`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&#60;script&#62;');
    expect(page).toContain('<a href="http://localhost:8080/reset?a=1">');
  });

  it('clears the inbox with DELETE', async () => {
    expect((await fetch(`${stack.inboxUrl}/api/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${stack.inboxUrl}/api/messages`)).json()).toEqual([]);
  });
});

describe('mail: SMTP_URL sends through a real SMTP server', () => {
  let sink: SmtpSink;
  let stack: TestStack;
  beforeAll(async () => {
    sink = await startSmtpSink();
    stack = await startTestStack({ smtpUrl: sink.url, mailFrom: 'Portal <no-reply@portal.test>' });
  });
  afterAll(async () => {
    await stack.stop();
    await sink.stop();
  });

  it('delivers the recovery e-mail over SMTP and hides the inbox', async () => {
    const client = stack.client();
    await client.auth.signUp({ email: 'smtp-user@example.com', password: 'secret-123' });
    expect((await client.auth.resetPasswordForEmail('smtp-user@example.com')).error).toBeNull();
    expect(sink.messages).toHaveLength(1);
    const [message] = sink.messages;
    expect(message.from).toContain('no-reply@portal.test');
    expect(message.to[0]).toContain('smtp-user@example.com');
    expect(message.data).toContain('Subject: Reset Your Password');
    expect(message.data.replace(/=\r?\n/g, '')).toContain('/auth/v1/verify?token=');
    expect(stack.inboxUrl).toBeNull();
    expect((await fetch(`${stack.url}/inbox/api/messages`)).status).toBe(404);
  });
});
