import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { email } from '../auth/helpers';
import { Arrivals } from '../support/arrivals';
import { startTestStack, type TestStack } from '../support/test-stack';
import { openSocket } from './raw-socket';

// On the stack, signing out (any scope) ends that session's Realtime channels at once, and its token joins no more
// (hosted Realtime re-checks a token only at its expiry: docs/deploy.md). supabase-js and raw websockets, both databases.
type System = { extension: string; status: string; message: string };

describe('realtime: sign-out ends the session’s channels', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const password = 'correct horse battery 9';
  const signIn = async (address: string) => {
    const client = stack.client();
    const { data, error } = await client.auth.signInWithPassword({ email: address, password });
    if (error || !data.session) throw error ?? new Error('no session');
    return { client, token: data.session.access_token };
  };
  const subscribed = async (client: SupabaseClient, token: string) => {
    await client.realtime.setAuth(token);
    const statuses = new Arrivals<string>();
    const system: System[] = [];
    // `ack`: a send is answered by the server, a round trip on this channel's socket.
    const channel: RealtimeChannel = client
      .channel(`room-${Math.random().toString(36).slice(2)}`, { config: { broadcast: { ack: true } } })
      .on('system' as never, {} as never, (payload: System) => system.push(payload));
    channel.subscribe((status) => statuses.push(status));
    await statuses.until((s) => s.includes('SUBSCRIBED'), 'SUBSCRIBED');
    return { channel, statuses, system };
  };

  it.each(['local', 'global', 'others'] as const)('scope %s: the signed-out sessions’ channels close, the others stay', async (scope) => {
    const address = email('rt-signout');
    const { error } = await stack.client().auth.signUp({ email: address, password });
    expect(error).toBeNull();
    const me = await signIn(address);
    const other = await signIn(address);
    const mine = await subscribed(me.client, me.token);
    const theirs = await subscribed(other.client, other.token);

    await me.client.auth.signOut({ scope });

    const endsMine = scope !== 'others';
    const endsTheirs = scope !== 'local';
    const closing = (items: string[]) => items.includes('CLOSED') || items.includes('CHANNEL_ERROR');
    const ended = (s: { statuses: Arrivals<string> }) => closing(s.statuses.items);
    if (endsMine) await mine.statuses.until(closing, 'the end of my channel');
    if (endsTheirs) await theirs.statuses.until(closing, 'the end of their channel');
    // The sign-out ends channels before it answers: a channel it spared answers a send after it, so it stays open.
    for (const spared of [mine, theirs].filter((s) => !ended(s))) {
      expect(await spared.channel.send({ type: 'broadcast', event: 'still-here', payload: {} })).toBe('ok');
    }
    expect(ended(mine)).toBe(endsMine);
    expect(ended(theirs)).toBe(endsTheirs);
    const closedOne = endsMine ? mine : theirs;
    expect(closedOne.system).toContainEqual(expect.objectContaining({ status: 'error', message: 'Session ended: the user signed out' }));

    // The signed-out token still verifies as a JWT until it expires, but it joins nothing more.
    const token = endsMine ? me.token : other.token;
    const socket = await openSocket(stack.url, stack.anonKey);
    const ref = socket.push('realtime:after', 'phx_join', { config: {}, access_token: token });
    expect((await socket.replyTo(ref)).payload).toMatchObject({
      status: 'error',
      response: { reason: 'InvalidJWTToken: the session of this token has ended (signed out)' },
    });
    socket.close();
  });
});
