import crypto from 'node:crypto';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { Arrivals } from '../../stack/test/support/arrivals';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient } from './support/js-driver';
import { createUser, type TestUser } from './support/users';

// Support Chat's live path (issue 50 item 4): one private channel per conversation, `conversation:<id>`, fed by
// realtime.broadcast_changes triggers (messages, read marks, the conversation's assignment and archive), with typing
// and presence as presence on it; `support-inbox` carries every conversation's messages and changes to admins. Only
// the realtime.messages policies decide: another client cannot join, a participant cannot broadcast (only the
// database does), and the tables no longer stream postgres_changes. Through supabase-js on PGlite or PostgreSQL.
type Broadcast = { event: string; payload: { operation: string; table: string; record: Record<string, unknown> | null } };

describe('support chat: one live channel per conversation', () => {
  let stack: TestStack;
  let admin: TestUser;
  let clientDb: SupabaseClient;
  let adminDb: SupabaseClient;
  let inboxDb: SupabaseClient;
  let otherDb: SupabaseClient;
  beforeAll(async () => {
    stack = await startTestStack();
    admin = await createUser(stack, 'live-advisor', 'admin');
    const users = [await createUser(stack, 'live-client'), admin, admin, await createUser(stack, 'live-other')];
    [clientDb, adminDb, inboxDb, otherDb] = await Promise.all(users.map((u) => signedInClient(stack, u)));
    await Promise.all([clientDb, adminDb, inboxDb, otherDb].map((db) => db.realtime.setAuth()));
  });
  afterAll(async () => {
    await Promise.all([clientDb, adminDb, inboxDb, otherDb].map((db) => db?.removeAllChannels()));
    await stack?.stop();
  });

  const join = async (db: SupabaseClient, topic: string) => {
    const received = new Arrivals<Broadcast>();
    const statuses = new Arrivals<string>();
    let error: Error | undefined;
    const channel: RealtimeChannel = db
      .channel(topic, { config: { private: true, broadcast: { ack: true } } })
      .on('broadcast', { event: '*' }, (m) => received.push(m as unknown as Broadcast));
    channel.subscribe((status, e) => {
      error ??= e;
      statuses.push(status);
    });
    await statuses.until((s) => s.length > 0, `a join status of ${topic}`);
    return { channel, received, status: statuses.items[0], error };
  };
  const events = (r: Broadcast[]) => r.map((b) => `${b.event} ${b.payload.operation}`);

  it('messages, read marks and the assignment reach both sides and the inbox on the private topics, once each', async () => {
    const first = await clientDb
      .rpc('send_message', { body: 'Hello', client_id: crypto.randomUUID() })
      .single<{ conversation_id: string }>();
    const id = first.data!.conversation_id;
    const topic = `conversation:${id}`;
    const [mine, advisors, inbox, stranger, strangerInbox] = [
      await join(clientDb, topic),
      await join(adminDb, topic),
      await join(inboxDb, 'support-inbox'),
      await join(otherDb, topic),
      await join(otherDb, 'support-inbox'),
    ];
    expect([mine.status, advisors.status, inbox.status]).toEqual(['SUBSCRIBED', 'SUBSCRIBED', 'SUBSCRIBED']);
    expect(stranger.status).toBe('CHANNEL_ERROR');
    expect(stranger.error?.message).toContain(`Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`);

    const sent = await clientDb.rpc('send_message', { body: 'Where is my EIN?', client_id: crypto.randomUUID() }).single<{ id: string }>();
    const isSent = (b: Broadcast) => b.event === 'message' && b.payload.record?.id === sent.data!.id;
    await advisors.received.until((r) => r.some(isSent), 'the message at the advisor');
    await inbox.received.until((r) => r.some(isSent), 'the message at the inbox');
    // What was written just before a join may come too (as on hosted Realtime, where the screens read again on joining).
    const since = (r: Broadcast[]) => r.slice(r.findIndex(isSent));
    expect(advisors.received.items.find(isSent)!.payload).toMatchObject({
      operation: 'INSERT',
      table: 'conversation_messages',
      record: { id: sent.data!.id, conversation_id: id, body: 'Where is my EIN?', author_role: 'client' },
    });
    await adminDb.rpc('take_conversation', { conversation_id: id });
    await adminDb.rpc('mark_conversation_read', { conversation_id: id });
    await mine.received.until((r) => since(r).length >= 4, 'the read marks and the assignment');
    // The sender's own message comes once on its channel (with its own read mark), the assignment once.
    expect(events(since(mine.received.items)).sort()).toEqual(
      ['conversation UPDATE', 'message INSERT', 'read_mark INSERT', 'read_mark UPDATE'].sort(),
    );
    expect(mine.received.items.find((b) => b.event === 'conversation')!.payload.record).toMatchObject({ id, advisor_id: admin.id });
    await inbox.received.until((r) => r.some((b) => b.event === 'conversation'), 'the assignment at the inbox');
    // The inbox hears messages and conversation changes, not a second event for each message's last_message_at.
    expect(events(since(inbox.received.items))).toEqual(['message INSERT', 'conversation UPDATE']);
    // A client receives no inbox broadcast (only whether the team is present).
    expect(strangerInbox.received.items).toEqual([]);
  });

  it('participants track presence on the conversation, but only the database broadcasts there', async () => {
    const db = await signedInClient(stack, await createUser(stack, 'live-typist'));
    await db.realtime.setAuth();
    const first = await db.rpc('send_message', { body: 'Hi again', client_id: crypto.randomUUID() }).single<{ conversation_id: string }>();
    const mine = await join(db, `conversation:${first.data!.conversation_id}`);
    expect(
      await mine.channel.send({ type: 'broadcast', event: 'message', payload: { record: { author_role: 'advisor', body: 'Pay here' } } }),
    ).toBe('error');
    expect(await mine.channel.track({ typing_at: new Date().toISOString() })).toBe('ok');
    await db.removeAllChannels();
  });

  it('the chat tables no longer stream postgres_changes', async () => {
    // As hosted Realtime: the join is answered, then a system message refuses the changes.
    const system = new Arrivals<{ status?: string; message?: string }>();
    clientDb
      .channel('chat-thread:any')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversation_messages' }, () => undefined)
      .on('system' as never, {} as never, (payload: { status?: string; message?: string }) => system.push(payload))
      .subscribe();
    const [refusal] = await system.until((s) => s.length > 0, 'the refusal');
    expect(refusal).toMatchObject({ status: 'error' });
    expect(refusal.message).toMatch(/^Unable to subscribe to changes with given parameters/);
  });
});
