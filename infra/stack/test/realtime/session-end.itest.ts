import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { totpCode, totpStep } from '../../src/auth/mfa/totp';
import { email } from '../auth/helpers';
import { Arrivals } from '../support/arrivals';
import { startTestStack, type TestStack } from '../support/test-stack';

// Issue 46, item 5: ending a session ends its live channels however it ends (a new password, a ban, a deletion, a second
// factor verified in another session, a statement on auth.sessions), a new role reads Realtime Authorization again,
// and the REST broadcast API refuses a token whose session is gone. supabase-js and HTTP, both databases.
type System = { extension: string; status: string; message: string };

describe('realtime: a session ended any way ends its channels', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
    // A staff-only private topic: receive and send while auth says the user is an admin (app_metadata, read from the
    // database, so a changed role shows at once).
    await stack.ctx.db.exec(`
      create or replace function public.rt46_is_staff() returns boolean language sql stable security definer set search_path = '' as $$
        select coalesce((select u.raw_app_meta_data ->> 'role' = 'admin' from auth.users u where u.id = auth.uid()), false)
      $$;
      grant execute on function public.rt46_is_staff() to authenticated;
      create policy "rt46 staff receive" on realtime.messages for select to authenticated
        using ((select realtime.topic()) = 'rt46-staff' and (select public.rt46_is_staff()));
      create policy "rt46 staff send" on realtime.messages for insert to authenticated
        with check ((select realtime.topic()) = 'rt46-staff' and (select public.rt46_is_staff()));
    `);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const password = 'correct horse battery 46';
  const newUser = async (tag: string, appMetadata: Record<string, unknown> = {}) => {
    const address = email(tag);
    const { data, error } = await stack
      .client(stack.serviceKey)
      .auth.admin.createUser({ email: address, password, email_confirm: true, app_metadata: appMetadata });
    if (error || !data.user) throw error ?? new Error('no user');
    return { address, id: data.user.id };
  };
  const signIn = async (address: string) => {
    const client = stack.client();
    const { data, error } = await client.auth.signInWithPassword({ email: address, password });
    if (error || !data.session) throw error ?? new Error('no session');
    await client.realtime.setAuth(data.session.access_token);
    return { client, token: data.session.access_token };
  };
  const subscribed = async (client: SupabaseClient, name = `room-${Math.random().toString(36).slice(2)}`, isPrivate = false) => {
    const statuses = new Arrivals<string>();
    const system: System[] = [];
    const channel: RealtimeChannel = client
      .channel(name, { config: { private: isPrivate, broadcast: { ack: true } } })
      .on('system' as never, {} as never, (payload: System) => system.push(payload));
    channel.subscribe((status) => statuses.push(status));
    await statuses.until((s) => s.includes('SUBSCRIBED'), 'SUBSCRIBED');
    return { channel, statuses, system };
  };
  const closing = (items: string[]) => items.includes('CLOSED') || items.includes('CHANNEL_ERROR');
  /** Ends within 1.5 s: sooner than the session sweep's 2 s, so auth told Realtime itself. */
  const endsAtOnce = (s: { statuses: Arrivals<string> }, what: string) => s.statuses.until(closing, what, 1500);

  it('a new password ends the other sessions’ channels at once; the session that changed it keeps its own', async () => {
    const user = await newUser('rt46-password');
    const other = await signIn(user.address);
    const me = await signIn(user.address);
    const theirs = await subscribed(other.client);
    const mine = await subscribed(me.client);
    const { error } = await me.client.auth.updateUser({ password: 'a brand new password 46' });
    expect(error).toBeNull();
    await endsAtOnce(theirs, 'the other session’s channel closed');
    expect(theirs.system).toContainEqual(expect.objectContaining({ status: 'error', message: 'Session ended: the user signed out' }));
    expect(await mine.channel.send({ type: 'broadcast', event: 'still-here', payload: {} })).toBe('ok');
  });

  it('a ban and a deletion (auth admin API) end every channel of the user at once', async () => {
    const banned = await newUser('rt46-banned');
    const deleted = await newUser('rt46-deleted');
    const a = await subscribed((await signIn(banned.address)).client);
    const b = await subscribed((await signIn(deleted.address)).client);
    const admin = stack.client(stack.serviceKey).auth.admin;
    expect((await admin.updateUserById(banned.id, { ban_duration: '24h' })).error).toBeNull();
    await endsAtOnce(a, 'the banned user’s channel closed');
    expect((await admin.deleteUser(deleted.id)).error).toBeNull();
    await endsAtOnce(b, 'the deleted user’s channel closed');
  });

  it('a second factor verified in one session ends the channels of the user’s aal1 sessions at once', async () => {
    const user = await newUser('rt46-mfa');
    const other = await signIn(user.address);
    const me = await signIn(user.address);
    const theirs = await subscribed(other.client);
    const { data, error } = await me.client.auth.mfa.enroll({ factorType: 'totp' });
    if (error) throw error;
    const verified = await me.client.auth.mfa.challengeAndVerify({ factorId: data.id, code: totpCode(data.totp.secret, totpStep()) });
    expect(verified.error).toBeNull();
    await endsAtOnce(theirs, 'the aal1 session’s channel closed');
  });

  it('a session deleted by a statement on auth.sessions ends its channels within the sweep (2 s)', async () => {
    const user = await newUser('rt46-sql');
    const { client, token } = await signIn(user.address);
    const live = await subscribed(client);
    const session = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { session_id: string };
    await stack.sql('delete from auth.sessions where id = $1', [session.session_id]);
    await live.statuses.until(closing, 'the channel of the deleted session closed', 4000);
  });

  it('a new role reads Realtime Authorization again: a demoted admin’s private channel closes', async () => {
    const user = await newUser('rt46-demoted', { role: 'admin' });
    const { client } = await signIn(user.address);
    const staff = await subscribed(client, 'rt46-staff', true);
    expect(await staff.channel.send({ type: 'broadcast', event: 'typing', payload: {} })).toBe('ok');
    const admin = stack.client(stack.serviceKey).auth.admin;
    expect((await admin.updateUserById(user.id, { app_metadata: { role: 'client' } })).error).toBeNull();
    await endsAtOnce(staff, 'the demoted admin’s private channel closed');
    expect(staff.system).toContainEqual(
      expect.objectContaining({ status: 'error', message: 'You no longer have permission to read from this Channel topic: rt46-staff' }),
    );
  });

  it('the REST broadcast API refuses a token whose session was signed out (401)', async () => {
    const user = await newUser('rt46-rest');
    const { client, token } = await signIn(user.address);
    const send = () =>
      fetch(`${stack.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ topic: 'rt46-rest', event: 'note', payload: { n: 1 } }] }),
      });
    expect((await send()).status).toBe(202);
    await client.auth.signOut();
    const after = await send();
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: 'InvalidJWTToken: the session of this token has ended (signed out)' });
  });
});
