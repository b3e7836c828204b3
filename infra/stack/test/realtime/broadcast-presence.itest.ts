import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { email } from '../auth/helpers';
import { Arrivals } from '../support/arrivals';
import { startTestStack, type TestStack } from '../support/test-stack';

// Realtime broadcast and presence with Realtime Authorization, through the unchanged supabase-js client against the
// stack, on PGlite or PostgreSQL. The policies on realtime.messages are the test's own, as an app's migration writes them.
const POLICIES = `
  create table public.rt_members (topic text not null, user_id uuid not null, can_send boolean not null default true);
  grant select on public.rt_members to authenticated;
  create policy rt_members_receive on realtime.messages for select to authenticated using (
    exists (select 1 from public.rt_members m where m.topic = (select realtime.topic()) and m.user_id = (select auth.uid()))
    and realtime.messages.extension in ('broadcast', 'presence'));
  create policy rt_members_send on realtime.messages for insert to authenticated with check (
    exists (select 1 from public.rt_members m where m.topic = (select realtime.topic()) and m.user_id = (select auth.uid()) and m.can_send));
`;

type Received = { event: string; payload: Record<string, unknown> };

describe('realtime: broadcast, presence and Realtime Authorization', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
    await stack.ctx.db.exec(POLICIES);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const user = async () => {
    const client = stack.client();
    const { data, error } = await client.auth.signUp({ email: email('rt-bp'), password: 'correct horse battery 9' });
    if (error || !data.session) throw error ?? new Error('no session');
    await client.realtime.setAuth(data.session.access_token);
    return { client, id: data.user!.id };
  };
  const member = (topic: string, userId: string, canSend = true) =>
    stack.sql('insert into public.rt_members (topic, user_id, can_send) values ($1, $2, $3)', [topic, userId, canSend]);
  const topicName = (tag: string) => `${tag}:${Math.random().toString(36).slice(2)}`;

  /** Subscribes a channel already configured; resolves once it is joined. */
  const subscribed = async (channel: RealtimeChannel) => {
    const statuses = new Arrivals<string>();
    channel.subscribe(statuses.push);
    await statuses.until((s) => s.includes('SUBSCRIBED'), 'SUBSCRIBED');
  };

  /** Joins and collects broadcasts; resolves with the final status (SUBSCRIBED, CHANNEL_ERROR...). */
  const join = async (client: SupabaseClient, topic: string, config: Record<string, unknown> = {}) => {
    const received = new Arrivals<Received>();
    const system: Record<string, unknown>[] = [];
    const statuses = new Arrivals<string>();
    let error: Error | undefined;
    const channel: RealtimeChannel = client
      .channel(topic, { config })
      .on('broadcast', { event: '*' }, (message) => received.push(message as unknown as Received))
      .on('system' as never, {} as never, (payload: Record<string, unknown>) => system.push(payload));
    channel.subscribe((status, err) => {
      if (err) error = err;
      statuses.push(status);
    });
    await statuses.until((s) => s.length > 0, 'a join status');
    return { channel, received, system, statuses: statuses.items, error: () => error };
  };

  it('broadcasts between two members of a private channel; a user the policies do not allow cannot join', async () => {
    const [alice, bob, carol] = [await user(), await user(), await user()];
    const topic = topicName('team');
    await member(topic, alice.id);
    await member(topic, bob.id);
    const a = await join(alice.client, topic, { private: true });
    const b = await join(bob.client, topic, { private: true });
    expect(a.statuses).toEqual(['SUBSCRIBED']);
    expect(b.statuses).toEqual(['SUBSCRIBED']);

    expect(await a.channel.send({ type: 'broadcast', event: 'typing', payload: { from: 'alice' } })).toBe('ok');
    await b.received.until((r) => r.length === 1, "alice's message");
    expect(b.received.items[0]).toMatchObject({ type: 'broadcast', event: 'typing', payload: { from: 'alice' } });
    expect(a.received.items).toEqual([]); // no `self`

    const c = await join(carol.client, topic, { private: true });
    expect(c.statuses).toEqual(['CHANNEL_ERROR']);
    expect(c.error()?.message).toContain(`Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`);
    // The public channel of the same name is another topic: nothing private reaches it.
    const open = await join(stack.client(), topic);
    expect(open.statuses).toEqual(['SUBSCRIBED']);
    await a.channel.send({ type: 'broadcast', event: 'typing', payload: { from: 'alice', again: true } });
    await b.received.until((r) => r.length === 2, "alice's second message");
    // A marker sent on the public topic after it: once it arrives, anything sent before would have arrived too.
    const marker = await join(stack.client(), topic, { broadcast: { ack: true } });
    expect(await marker.channel.send({ type: 'broadcast', event: 'marker', payload: {} })).toBe('ok');
    await open.received.until((r) => r.length > 0, 'the public marker');
    expect(open.received.items.map((m) => m.event)).toEqual(['marker']);
  });

  it('a member who may read but not send: the send is refused with an error and reaches nobody', async () => {
    const [alice, dave] = [await user(), await user()];
    const topic = topicName('read-only');
    await member(topic, alice.id);
    await member(topic, dave.id, false);
    const a = await join(alice.client, topic, { private: true, broadcast: { self: true, ack: true } });
    const d = await join(dave.client, topic, { private: true, broadcast: { ack: true } });
    expect(d.statuses).toEqual(['SUBSCRIBED']);
    expect(await d.channel.send({ type: 'broadcast', event: 'note', payload: { n: 1 } })).toBe('error');
    // Alice's messages still reach Dave; and Alice's own (`self`) reaches her after anything Dave's send would have.
    expect(await a.channel.send({ type: 'broadcast', event: 'note', payload: { n: 2 } })).toBe('ok');
    await d.received.until((r) => r.length === 1, "alice's message at dave");
    await a.received.until((r) => r.length === 1, "alice's own message");
    expect(a.received.items.map((m) => m.payload)).toEqual([{ n: 2 }]);
  });

  it('`self` echoes a sender its own messages and `ack` confirms each one', async () => {
    const alice = await user();
    const topic = topicName('echo');
    const plain = await join(alice.client, topic, { broadcast: { self: true, ack: true } });
    expect(await plain.channel.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } })).toBe('ok');
    await plain.received.until((r) => r.length === 1, 'the echo');
    expect(plain.received.items[0]).toMatchObject({ event: 'ping', payload: { n: 1 } });
  });

  it('presence: track and untrack reach the others as join and leave, one entry per key with its metas', async () => {
    const [alice, bob] = [await user(), await user()];
    const topic = topicName('room');
    await member(topic, alice.id);
    await member(topic, bob.id);
    const joins = new Arrivals<Record<string, unknown>>();
    const leaves = new Arrivals<Record<string, unknown>>();
    const b = bob.client
      .channel(topic, { config: { private: true, presence: { key: bob.id } } })
      .on('presence', { event: 'join' }, (e) => joins.push(e as unknown as Record<string, unknown>))
      .on('presence', { event: 'leave' }, (e) => leaves.push(e as unknown as Record<string, unknown>));
    await subscribed(b);

    const a = alice.client
      .channel(topic, { config: { private: true, presence: { key: alice.id } } })
      .on('presence', { event: 'sync' }, () => undefined);
    await subscribed(a);
    expect(await a.track({ online_at: 'now', name: 'Alice' })).toBe('ok');
    await joins.next((j) => j.key === alice.id, "alice's join");
    const state = b.presenceState() as Record<string, { name?: string; presence_ref: string }[]>;
    expect(state[alice.id]).toHaveLength(1);
    expect(state[alice.id][0]).toMatchObject({ name: 'Alice', presence_ref: expect.any(String) });

    expect(await a.untrack()).toBe('ok');
    await leaves.next((l) => l.key === alice.id, "alice's leave");
    expect((b.presenceState() as Record<string, unknown>)[alice.id]).toBeUndefined();

    // A newcomer gets the state at once.
    expect(await a.track({ name: 'Alice again' })).toBe('ok');
    const carol = await user();
    await member(topic, carol.id);
    const syncs = new Arrivals<Record<string, unknown>>();
    const cc = carol.client
      .channel(topic, { config: { private: true, presence: { key: carol.id } } })
      .on('presence', { event: 'sync' }, () => syncs.push(cc.presenceState()));
    await subscribed(cc);
    await syncs.next((state) => state[alice.id] !== undefined, "a state with alice's presence");
  });

  it('presence is refused to a member the policies do not let send', async () => {
    const [dave] = [await user()];
    const topic = topicName('quiet');
    await member(topic, dave.id, false);
    const d = dave.client
      .channel(topic, { config: { private: true, presence: { key: dave.id } } })
      .on('presence', { event: 'sync' }, () => undefined);
    await subscribed(d);
    expect(await d.track({ here: true })).toBe('error');
  });

  it('REST broadcast: httpSend and send() before joining reach the subscribers; a private topic needs the send right', async () => {
    const [alice, bob, eve] = [await user(), await user(), await user()];
    const open = topicName('lobby');
    const listening = await join(bob.client, open);
    const sender = alice.client.channel(open);
    await expect(sender.httpSend('hello', { via: 'httpSend' })).resolves.toEqual({ success: true });
    expect(await sender.send({ type: 'broadcast', event: 'hello', payload: { via: 'send' } })).toBe('ok');
    await listening.received.until((r) => r.length === 2, 'both messages');
    expect(listening.received.items.map((m) => m.payload)).toEqual([{ via: 'httpSend' }, { via: 'send' }]);

    const secret = topicName('secret');
    await member(secret, alice.id);
    await member(secret, bob.id);
    const inside = await join(bob.client, secret, { private: true });
    expect(inside.statuses).toEqual(['SUBSCRIBED']);
    await expect(alice.client.channel(secret, { config: { private: true } }).httpSend('note', { from: 'alice' })).resolves.toEqual({
      success: true,
    });
    await expect(eve.client.channel(secret, { config: { private: true } }).httpSend('note', { from: 'eve' })).rejects.toThrow(
      'Unauthorized',
    );
    // The batch API drops what the caller may not send (202, as hosted).
    expect(
      await eve.client.channel(secret, { config: { private: true } }).send({ type: 'broadcast', event: 'note', payload: { from: 'eve' } }),
    ).toBe('ok');
    // A marker Alice sends after Eve's batch: once it arrives, Eve's would have arrived before it.
    await expect(
      alice.client.channel(secret, { config: { private: true } }).httpSend('note', { from: 'alice', marker: true }),
    ).resolves.toEqual({
      success: true,
    });
    await inside.received.until((r) => r.length === 2, "alice's marker");
    expect(inside.received.items.map((m) => m.payload)).toEqual([{ from: 'alice' }, { from: 'alice', marker: true }]);
  });

  it('limits are answered with an error: a payload over 256 KB, and the sixth presence call in 30 s', async () => {
    const alice = await user();
    const topic = topicName('limits');
    const a = await join(alice.client, topic, { broadcast: { ack: true } });
    expect(await a.channel.send({ type: 'broadcast', event: 'big', payload: { pad: 'x'.repeat(260_000) } })).toBe('error');
    expect(await a.channel.send({ type: 'broadcast', event: 'small', payload: { ok: true } })).toBe('ok');
    const res = await fetch(`${stack.url}/realtime/v1/api/broadcast/${topic}/events/big`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(260_000) }),
    });
    expect(res.status).toBe(422);

    const p = alice.client
      .channel(topicName('presence-limit'), { config: { presence: { key: 'k' } } })
      .on('presence', { event: 'sync' }, () => undefined);
    const system = new Arrivals<Record<string, unknown>>();
    p.on('system' as never, {} as never, system.push);
    await subscribed(p);
    for (let i = 0; i < 5; i++) expect(await p.track({ n: i })).toBe('ok');
    // The sixth is not answered: the channel is shut down, and that is what is awaited.
    void p.track({ n: 5 });
    await system.next((s) => s.message === 'Client presence rate limit exceeded', 'the presence limit');
  });
});
