import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient } from './support/js-driver';
import { createUser, type TestUser } from './support/users';

// Support Chat's data (issue 30): a client's one open conversation, made by their first message and written
// only through the functions; the other clients see nothing of it; a resend lands once; an archived
// conversation takes no message; admins take and reassign; messages notify, are found by search, and the
// admin overview counts them.
type Message = { id: string; conversation_id: string; author_role: string; body: string; client_id: string; attachments: unknown[] };
type Conversation = { id: string; user_id: string; status: string; advisor_id: string | null };

describe('support chat data', () => {
  let stack: TestStack;
  let admin: TestUser;
  let admin2: TestUser;
  let client: TestUser;
  let other: TestUser;
  let adminDb: SupabaseClient;
  let admin2Db: SupabaseClient;
  let clientDb: SupabaseClient;
  let otherDb: SupabaseClient;

  const send = async (db: SupabaseClient, body: string, extra: Record<string, unknown> = {}) =>
    db.rpc('send_message', { body, client_id: crypto.randomUUID(), ...extra }).single<Message>();

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await createUser(stack, 'advisor', 'admin');
    admin2 = await createUser(stack, 'second', 'admin');
    client = await createUser(stack, 'chatter');
    other = await createUser(stack, 'stranger');
    [adminDb, admin2Db, clientDb, otherDb] = await Promise.all([admin, admin2, client, other].map((u) => signedInClient(stack, u)));
  });
  afterAll(() => stack.stop());

  let conversationId: string;

  it("a client's first message makes their open conversation; the next goes to the same one", async () => {
    const first = await send(clientDb, 'Hello, I need help with my LLC filing.');
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ author_role: 'client', body: 'Hello, I need help with my LLC filing.' });
    conversationId = first.data!.conversation_id;
    const second = await send(clientDb, 'Also my EIN.');
    expect(second.data!.conversation_id).toBe(conversationId);
    const { data } = await clientDb.from('conversations').select('id, user_id, status, advisor_id');
    expect(data).toEqual([{ id: conversationId, user_id: client.id, status: 'open', advisor_id: null }]);
  });

  it('a resent message (same client id) is stored once and returns the stored row', async () => {
    const clientId = crypto.randomUUID();
    const once = await clientDb.rpc('send_message', { body: 'Are you there?', client_id: clientId }).single<Message>();
    const twice = await clientDb.rpc('send_message', { body: 'Are you there?', client_id: clientId }).single<Message>();
    expect(twice.data!.id).toBe(once.data!.id);
    const { count } = await clientDb.from('conversation_messages').select('id', { count: 'exact', head: true }).eq('client_id', clientId);
    expect(count).toBe(1);
  });

  it('another client can neither read nor post to the conversation', async () => {
    expect((await otherDb.from('conversations').select('id').eq('id', conversationId)).data).toEqual([]);
    expect((await otherDb.from('conversation_messages').select('id').eq('conversation_id', conversationId)).data).toEqual([]);
    const post = await send(otherDb, 'Let me in', { conversation_id: conversationId });
    expect(post.error?.code).toBe('P0002');
    const direct = await otherDb
      .from('conversation_messages')
      .insert({ conversation_id: conversationId, author_role: 'client', body: 'x', client_id: crypto.randomUUID() });
    expect(direct.error?.code).toBe('42501');
    const archive = await otherDb.rpc('archive_conversation', { conversation_id: conversationId });
    expect(archive.error?.code).toBe('P0002');
    const mark = await otherDb.rpc('mark_conversation_read', { conversation_id: conversationId });
    expect(mark.error?.code).toBe('P0002');
  });

  it("another client is refused on the conversation's private channel, joining and sending; its client and an admin share it", async () => {
    const topic = `conversation:${conversationId}`;
    const join = async (db: SupabaseClient) => {
      await db.realtime.setAuth();
      const received: unknown[] = [];
      let arrived: () => void = () => undefined;
      const first = new Promise<void>((resolve) => (arrived = resolve));
      const channel = db.channel(topic, { config: { private: true } }).on('broadcast', { event: 'typing' }, (m: { payload: unknown }) => {
        received.push(m.payload);
        arrived();
      });
      const outcome = await new Promise<{ status: string; error?: Error }>((resolve) =>
        channel.subscribe((status, error) => resolve({ status, error })),
      );
      return { channel, received, first, ...outcome };
    };
    const [mine, advisors, stranger] = [await join(clientDb), await join(adminDb), await join(otherDb)];
    expect(mine.status).toBe('SUBSCRIBED');
    expect(advisors.status).toBe('SUBSCRIBED');
    expect(stranger.status).toBe('CHANNEL_ERROR');
    expect(stranger.error?.message).toContain(`Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`);

    // Sending without joining (the REST broadcast supabase-js uses): refused, and the batch API drops it (202, as hosted).
    // Participants do not broadcast either: the database alone does (support-chat-live.itest.ts).
    const outsider = otherDb.channel(topic, { config: { private: true } });
    await expect(outsider.httpSend('typing', { role: 'advisor', from: 'stranger' })).rejects.toThrow('Unauthorized');
    expect(await outsider.send({ type: 'broadcast', event: 'typing', payload: { role: 'advisor', from: 'stranger' } })).toBe('ok');
    await expect(advisors.channel.httpSend('typing', { from: 'advisor' })).rejects.toThrow('Unauthorized');
    expect(mine.received).toEqual([]);
    await Promise.all([clientDb, adminDb, otherDb].map((db) => db.removeAllChannels()));
  });

  it('nobody edits a sent message, its author included (DECISIONS 15)', async () => {
    const { data: mine } = await clientDb
      .from('conversation_messages')
      .select('id')
      .eq('conversation_id', conversationId)
      .limit(1)
      .single();
    for (const db of [adminDb, otherDb, clientDb]) {
      const edit = await db.from('conversation_messages').update({ body: 'changed' }).eq('id', mine!.id).select();
      expect(edit.error?.code).toBe('42501');
    }
    const moved = await clientDb.from('conversation_messages').update({ author_role: 'advisor' }).eq('id', mine!.id);
    expect(moved.error?.code).toBe('42501');
  });

  it('refuses a message over 4,000 characters and an empty one', async () => {
    expect((await send(clientDb, 'x'.repeat(4001))).error?.code).toBe('22001');
    expect((await send(clientDb, '   ')).error?.code).toBe('23514');
  });

  it('new client messages notify every admin while unassigned, and only the advisor once taken', async () => {
    const { data: forAdmin } = await adminDb.from('notifications').select('kind, title, screen, params').eq('kind', 'chat_message');
    expect(forAdmin).toContainEqual({
      kind: 'chat_message',
      title: 'New Support Chat message',
      screen: 'conversations',
      params: { id: conversationId, conversation: conversationId },
    });
    const taken = await adminDb.rpc('take_conversation', { conversation_id: conversationId }).single<Conversation>();
    expect(taken.data).toMatchObject({ advisor_id: admin.id, status: 'open' });
    const before = (await admin2Db.from('notifications').select('id').eq('kind', 'chat_message')).data!.length;
    await send(clientDb, 'Thanks for taking this.');
    expect((await admin2Db.from('notifications').select('id').eq('kind', 'chat_message')).data!.length).toBe(before);
    // The client reads the advisor's card (made from the admin's name on taking).
    const { data: card } = await clientDb.from('advisor_cards').select('user_id, name').single();
    expect(card).toEqual({ user_id: admin.id, name: 'advisor name' });
    expect((await otherDb.from('advisor_cards').select('user_id')).data).toEqual([]);
  });

  it('only admins take or reassign, to an admin; account activity records it', async () => {
    expect((await clientDb.rpc('take_conversation', { conversation_id: conversationId })).error?.code).toBe('42501');
    expect((await adminDb.rpc('assign_conversation', { conversation_id: conversationId, advisor_id: other.id })).error?.code).toBe('22023');
    const moved = await adminDb
      .rpc('assign_conversation', { conversation_id: conversationId, advisor_id: admin2.id })
      .single<Conversation>();
    expect(moved.data!.advisor_id).toBe(admin2.id);
    const { data: activity } = await clientDb
      .from('account_activity')
      .select('event, summary')
      .eq('event', 'conversation_assigned')
      .order('occurred_at');
    expect(activity).toEqual([
      { event: 'conversation_assigned', summary: 'Support advisor: advisor name' },
      { event: 'conversation_assigned', summary: 'Support advisor: second name (was advisor name)' },
    ]);
    await admin2Db.rpc('take_conversation', { conversation_id: conversationId });
    await adminDb.rpc('take_conversation', { conversation_id: conversationId });
  });

  it('an admin saves their own advisor card as My Account does (one upsert); their client reads it; nobody else changes it', async () => {
    const save = (db: SupabaseClient, card: Record<string, unknown>) =>
      db.from('advisor_cards').upsert(card, { onConflict: 'user_id' }).select('user_id, name, working_hours, photo_path').single();
    const saved = await save(adminDb, { name: 'advisor name', working_hours: 'Mon-Fri 9:00-17:00 ET', photo_path: null });
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual({ user_id: admin.id, name: 'advisor name', working_hours: 'Mon-Fri 9:00-17:00 ET', photo_path: null });
    const seen = await clientDb.from('advisor_cards').select('name, working_hours').eq('user_id', admin.id).single();
    expect(seen.data).toEqual({ name: 'advisor name', working_hours: 'Mon-Fri 9:00-17:00 ET' });

    await admin2Db.from('advisor_cards').update({ working_hours: 'never' }).eq('user_id', admin.id);
    expect((await clientDb.from('advisor_cards').select('working_hours').eq('user_id', admin.id).single()).data).toEqual({
      working_hours: 'Mon-Fri 9:00-17:00 ET',
    });
    const elsewhere = await save(adminDb, { name: 'advisor name', photo_path: `${client.id}/photo.png` });
    expect(elsewhere.error?.code).toBe('23514');
    expect((await save(clientDb, { name: 'Not an advisor' })).error?.code).toBe('42501');
  });

  it("an advisor's reply notifies the client; reading marks it read and the reply seen", async () => {
    const reply = await send(adminDb, 'Happy to help. Which state?', { conversation_id: conversationId });
    expect(reply.data).toMatchObject({ author_role: 'advisor', conversation_id: conversationId });
    const { data: note } = await clientDb
      .from('notifications')
      .select('title, screen, params, read_at')
      .eq('kind', 'chat_message')
      .single();
    expect(note).toEqual({
      title: 'New message from advisor name',
      screen: 'support',
      params: { conversation: conversationId },
      read_at: null,
    });
    const unread = await clientDb.rpc('conversation_unread_counts');
    expect(unread.data).toEqual([{ conversation_id: conversationId, unread: 1 }]);
    const mark = await clientDb.rpc('mark_conversation_read', { conversation_id: conversationId });
    expect(mark.error).toBeNull();
    expect((await clientDb.rpc('conversation_unread_counts')).data).toEqual([]);
    expect((await clientDb.from('notifications').select('read_at').eq('kind', 'chat_message').single()).data!.read_at).not.toBeNull();
    const { data: reads } = await adminDb.from('conversation_reads').select('user_id').eq('conversation_id', conversationId);
    expect(reads!.map((r) => r.user_id).sort()).toEqual([admin.id, client.id].sort());
  });

  it('the top-bar search finds messages the user can read, and no one else’s', async () => {
    const mine = await clientDb.rpc('search_portal', { query: 'EIN' });
    expect(mine.data).toContainEqual(expect.objectContaining({ kind: 'message' }));
    expect((await adminDb.rpc('search_portal', { query: 'EIN' })).data).toContainEqual(expect.objectContaining({ kind: 'message' }));
    expect((await otherDb.rpc('search_portal', { query: 'EIN' })).data).not.toContainEqual(expect.objectContaining({ kind: 'message' }));
  });

  it('the admin overview counts open conversations and the median first response', async () => {
    const { data } = await adminDb.rpc('get_admin_overview');
    expect(data.open_conversations).toBeGreaterThanOrEqual(1);
    expect(typeof data.first_response_median_seconds).toBe('number');
  });

  it('attachments: a PDF uploaded to the client folder goes with a message; a file elsewhere is refused', async () => {
    const path = `${client.id}/${crypto.randomUUID()}_plan.pdf`;
    const upload = await clientDb.storage.from('chat-attachments').upload(path, new Blob(['%PDF-1.4 plan'], { type: 'application/pdf' }), {
      contentType: 'application/pdf',
    });
    expect(upload.error).toBeNull();
    const sent = await send(clientDb, '', { attachments: [{ path, name: 'plan.pdf', type: 'application/pdf', size: 1 }] });
    expect(sent.error).toBeNull();
    expect(sent.data!.attachments).toEqual([{ path, name: 'plan.pdf', type: 'application/pdf', size: 13 }]);
    expect(await (await adminDb.storage.from('chat-attachments').download(path)).data?.text()).toBe('%PDF-1.4 plan');
    expect((await otherDb.storage.from('chat-attachments').download(path)).data).toBeNull();
    const intoOthers = await otherDb.storage
      .from('chat-attachments')
      .upload(`${client.id}/x.pdf`, new Blob(['%PDF']), { contentType: 'application/pdf' });
    expect(intoOthers.error).not.toBeNull();
    const foreign = await send(otherDb, 'see file', { attachments: [{ path, name: 'plan.pdf', type: 'application/pdf' }] });
    expect(foreign.error?.code).toBe('22023');
    const missing = await send(clientDb, 'see file', {
      attachments: [{ path: `${client.id}/nothing.pdf`, name: 'n.pdf', type: 'application/pdf' }],
    });
    expect(missing.error?.code).toBe('22023');
  });

  it('an archived conversation refuses a message; the next message starts a new conversation', async () => {
    const archived = await clientDb.rpc('archive_conversation', { conversation_id: conversationId }).single<Conversation>();
    expect(archived.data!.status).toBe('archived');
    const refused = await send(adminDb, 'One more thing', { conversation_id: conversationId });
    expect(refused.error).toMatchObject({
      code: 'P0001',
      message: 'This conversation is archived: a new message starts a new conversation.',
    });
    const refusedClient = await send(clientDb, 'One more thing', { conversation_id: conversationId });
    expect(refusedClient.error?.code).toBe('P0001');
    const next = await send(clientDb, 'A new question');
    expect(next.data!.conversation_id).not.toBe(conversationId);
    const { data } = await clientDb.from('conversations').select('id, status, advisor_id').order('created_at');
    expect(data).toEqual([
      { id: conversationId, status: 'archived', advisor_id: admin.id },
      { id: next.data!.conversation_id, status: 'open', advisor_id: admin.id },
    ]);
    const { data: activity } = await clientDb.from('account_activity').select('summary').eq('event', 'conversation_archived');
    expect(activity).toEqual([{ summary: 'Support conversation archived' }]);
  });

  it('e-mails a chat notification only once still unread after 5 minutes, one per conversation per hour', async () => {
    const fresh = await createUser(stack, 'mailer');
    const db = await signedInClient(stack, fresh);
    const first = await send(db, 'first');
    const conversation = first.data!.conversation_id;
    await send(adminDb, 'reply one', { conversation_id: conversation });
    await send(adminDb, 'reply two', { conversation_id: conversation });
    const claim = async () => {
      const rows = (await stack.sql(`select id, title, params from public.claim_notification_mails(50)`)) as {
        id: string;
        params: { conversation?: string };
      }[];
      await stack.sql(`select public.finish_notification_mails($1::uuid[])`, [rows.map((r) => r.id)]);
      return rows.filter((r) => r.params.conversation === conversation);
    };
    expect(await claim()).toEqual([]);
    await stack.sql(`update public.notifications set email_not_before = now() - interval '1 second' where user_id = $1`, [fresh.id]);
    expect(await claim()).toHaveLength(1);
    await send(adminDb, 'reply three', { conversation_id: conversation });
    await stack.sql(`update public.notifications set email_not_before = now() - interval '1 second' where user_id = $1`, [fresh.id]);
    expect(await claim()).toEqual([]);
  });
});
