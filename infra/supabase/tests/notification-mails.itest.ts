import { runJobNamed } from '../../stack/src/cron/runner';
import { sendHttpQueue } from '../../stack/src/cron/http-queue';
import { inbox } from '../../stack/test/auth/helpers';
import { pollUntil } from '../../stack/test/support/arrivals';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient } from './support/js-driver';
import { createUser, type TestUser } from './support/users';

// E-mail by preference: the `notification-mails` job (pg_cron → pg_net → the send-notification-mails
// function) mails each notification once to recipients with "Email Notifications" on, with RFC 8058's
// one-click unsubscribe, which works without a session and refuses forged tokens.
describe('notification mails', () => {
  let stack: TestStack;
  let on: TestUser;
  let off: TestUser;

  const completeTask = async (user: TestUser) => {
    const rows = await stack.sql(
      `update public.tasks set task_status = 'Completed' where id = (select id from public.tasks where user_id = $1 and task_status <> 'Completed' and not is_compliance order by id limit 1) returning task_name`,
      [user.id],
    );
    return String(rows[0].task_name);
  };
  const waiting = async () =>
    Number((await stack.sql(`select count(*)::int as n from public.notifications where email_status in ('pending', 'sending')`))[0].n) +
    Number((await stack.sql('select count(*)::int as n from net.http_request_queue'))[0].n);
  /** Runs the job as pg_cron would, then sends what it queued through net.http_post, and waits until nothing is left to mail. */
  const runMailJob = async () => {
    expect((await runJobNamed(stack.ctx.db, 'notification-mails')).status).toBe('succeeded');
    await pollUntil(
      // Each round sends what is queued (the job's net.http_post calls), then looks again.
      async () => {
        await sendHttpQueue(stack.ctx.db);
        return (await waiting()) === 0;
      },
      'every queued mail sent',
      10_000,
      50,
    );
  };
  const mailsTo = async (user: TestUser, subject: string) => (await inbox(stack, user.email)).filter((m) => m.subject === subject);
  const emailEnabled = async (user: TestUser) =>
    (
      await stack.sql('select coalesce((select email_enabled from public.notification_preferences where user_id = $1), true) as on', [
        user.id,
      ])
    )[0].on;

  beforeAll(async () => {
    stack = await startTestStack({ siteUrl: 'http://portal.test' });
    // An admin too: told of each new client, so mailed as well (their mails must not disturb the counts below).
    await createUser(stack, 'admin', 'admin');
    on = await createUser(stack, 'mailon');
    off = await createUser(stack, 'mailoff');
    const offDb = await signedInClient(stack, off);
    const { error } = await offDb.from('notification_preferences').upsert({ email_enabled: false }, { onConflict: 'user_id' });
    expect(error).toBeNull();
  });
  afterAll(() => stack.stop());

  let unsubscribeLink = '';

  it('mails a notification once to a recipient with e-mail on (two runs), with both unsubscribe headers; none with it off', async () => {
    const onTask = await completeTask(on);
    const offTask = await completeTask(off);
    await runMailJob();
    await runMailJob();
    const mails = await mailsTo(on, `Task completed: ${onTask}`);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.text).toContain('on your business build-out.');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = mail.headers['List-Unsubscribe'];
    expect(header).toMatch(new RegExp(`^<${stack.url}/functions/v1/unsubscribe\\?token=[^>]+>$`));
    unsubscribeLink = header.slice(1, -1);
    // The token is signed, not the bare user id; the footer links to the portal's confirm page.
    expect(new URL(unsubscribeLink).searchParams.get('token')).toMatch(new RegExp(`^${on.id}\\.[A-Za-z0-9_-]{43}$`));
    expect(mail.links).toContain(`http://portal.test/unsubscribe?token=${new URL(unsubscribeLink).searchParams.get('token')}`);
    expect(await mailsTo(off, `Task completed: ${offTask}`)).toHaveLength(0);
    const states = await stack.sql('select user_id, email_status from public.notifications where user_id = any($1) and kind = $2', [
      [on.id, off.id],
      'task_status',
    ]);
    expect(states).toEqual(
      expect.arrayContaining([
        { user_id: on.id, email_status: 'sent' },
        { user_id: off.id, email_status: 'skipped' },
      ]),
    );
  });

  it('never mails one notification twice when two senders run at once', async () => {
    const task = await completeTask(on);
    const call = () =>
      fetch(`${stack.url}/functions/v1/send-notification-mails`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${stack.serviceKey}` },
      });
    const answers = await Promise.all([call(), call(), call()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const sent = await Promise.all(answers.map(async (a) => ((await a.json()) as { sent: number }).sent));
    expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(on, `Task completed: ${task}`)).toHaveLength(1);
  });

  it('sends only for the secret key', async () => {
    const url = `${stack.url}/functions/v1/send-notification-mails`;
    const userDb = await signedInClient(stack, on);
    const { data } = await userDb.auth.getSession();
    for (const key of [undefined, stack.anonKey, stack.publishableKey, data.session!.access_token]) {
      const res = await fetch(url, { method: 'POST', headers: key ? { Authorization: `Bearer ${key}` } : {} });
      expect(res.status).toBe(401);
    }
    expect((await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${stack.secretKey}` } })).status).toBe(200);
  });

  it('GET on the unsubscribe link changes nothing and leads to the confirm page', async () => {
    const res = await fetch(unsubscribeLink, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://portal.test/unsubscribe?token=${encodeURIComponent(new URL(unsubscribeLink).searchParams.get('token')!)}`,
    );
    expect(await emailEnabled(on)).toBe(true);
  });

  it('refuses forged, tampered and missing tokens with a 4xx', async () => {
    const base = `${stack.url}/functions/v1/unsubscribe`;
    const signature = new URL(unsubscribeLink).searchParams.get('token')!.split('.')[1];
    const post = (query: string, body = 'List-Unsubscribe=One-Click') =>
      fetch(`${base}${query}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    expect((await post(`?token=${off.id}.${signature}`)).status).toBe(403); // someone else's signature
    expect((await post(`?token=${off.id}.${'A'.repeat(43)}`)).status).toBe(403);
    expect((await post(`?token=${off.id}`)).status).toBe(400); // the bare user id
    expect((await post('?token=%00%27;drop%20table%20users')).status).toBe(400);
    expect((await post('')).status).toBe(400);
    const refused = await post(`?token=${on.id}.${'B'.repeat(43)}`);
    expect(await refused.json()).toEqual({ error: 'This unsubscribe link is not valid' });
    expect(await emailEnabled(on)).toBe(true);
  });

  it('one-click POST turns "Email Notifications" off without a session; then nothing more is mailed', async () => {
    const res = await fetch(unsubscribeLink, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true });
    expect(await emailEnabled(on)).toBe(false);
    const pushOn = await stack.sql('select push_enabled from public.notification_preferences where user_id = $1', [on.id]);
    expect(pushOn).toEqual([{ push_enabled: true }]);

    const task = await completeTask(on);
    await runMailJob();
    expect(await mailsTo(on, `Task completed: ${task}`)).toHaveLength(0);
    // Again (a repeated click) is fine.
    expect((await fetch(unsubscribeLink, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(200);
  });

  it('the mail API refuses header fields that could inject others', async () => {
    const send = (headers: unknown) =>
      fetch(`${stack.url}/mail/v1/send`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${stack.serviceKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ to: 'x@test.local', subject: 's', text: 't', headers }),
      });
    expect((await send({ 'List-Unsubscribe': '<https://x>\r\nBcc: victim@test.local' })).status).toBe(400);
    expect((await send({ Bcc: 'victim@test.local' })).status).toBe(400);
    expect((await send(['x'])).status).toBe(400);
    expect((await send({ 'X-Ok': 'fine' })).status).toBe(200);
  });
});
