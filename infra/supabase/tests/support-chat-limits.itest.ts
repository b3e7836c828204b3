import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient } from './support/js-driver';
import { createUser, type TestUser } from './support/users';

// Support Chat that cannot be used to flood, and nothing the screens trust from the sender (issue 46 items 4 and 6),
// through supabase-js on PGlite or PostgreSQL: per-client limits of messages and new conversations (429, in the
// portal's words), one unread notification per conversation and recipient with a subject no client wrote, sent
// messages never changed, a reply named by the advisor card or "Support team", the attachment quota, deleting one's
// own unsent file, the unsent files the job finds, and an advisor's folder closed but for the card's photo.
type Message = { id: string; conversation_id: string };

describe('support chat limits', () => {
  let stack: TestStack;
  let admin: TestUser;
  let adminDb: SupabaseClient;
  beforeAll(async () => {
    stack = await startTestStack();
    admin = await createUser(stack, 'limits-advisor', 'admin');
    adminDb = await signedInClient(stack, admin);
  });
  afterAll(() => stack?.stop());

  const client = async (label: string) => {
    const user = await createUser(stack, label);
    return { user, db: await signedInClient(stack, user) };
  };
  const send = (db: SupabaseClient, body: string, extra: Record<string, unknown> = {}) =>
    db.rpc('send_message', { body, client_id: crypto.randomUUID(), ...extra }).single<Message>();

  it('a client sends at most 20 messages a minute: the 21st is refused with 429 and the words the portal shows', async () => {
    const { db } = await client('limits-fast');
    for (let i = 0; i < 20; i++) expect((await send(db, `message ${i}`)).error).toBeNull();
    const refused = await send(db, 'one too many');
    expect(refused.error).toMatchObject({ code: 'PT429', message: 'You are sending messages too fast. Wait a minute, then send again.' });
    expect(refused.status).toBe(429);
    // A resend of a stored message is not counted; the admin is not limited.
    const conversationId = (await db.from('conversations').select('id').single()).data!.id as string;
    for (let i = 0; i < 21; i++) expect((await send(adminDb, `reply ${i}`, { conversation_id: conversationId })).error).toBeNull();
  });

  it('a client starts at most 5 conversations a day (archive, then write again)', async () => {
    const { db } = await client('limits-archiver');
    for (let i = 0; i < 5; i++) {
      const sent = await send(db, `start ${i}`);
      expect(sent.error).toBeNull();
      await db.rpc('archive_conversation', { conversation_id: sent.data!.conversation_id });
    }
    const refused = await send(db, 'a sixth');
    expect(refused.error).toMatchObject({ code: 'PT429', message: expect.stringContaining('5 conversations today') });
  });

  it('one unread notification per conversation and admin; its title (the e-mail subject) carries nothing the client wrote', async () => {
    const { user, db } = await client('limits-phisher');
    await stack.sql(`update public.users set name = 'URGENT: verify your bank at evil.example' where id = $1`, [user.id]);
    const first = await send(db, 'one');
    await send(db, 'two');
    await send(db, 'three');
    const { data } = await adminDb
      .from('notifications')
      .select('title, body, read_at')
      .eq('kind', 'chat_message')
      .eq('params->>conversation', first.data!.conversation_id);
    expect(data).toEqual([{ title: 'New Support Chat message', body: 'three', read_at: null }]);
  });

  it("a reply names the advisor's card, else Support team, never an e-mail address", async () => {
    const { db } = await client('limits-reader');
    const nameless = await createUser(stack, 'limits-nameless', 'admin');
    await stack.sql(`update public.users set name = null where id = $1`, [nameless.id]);
    const namelessDb = await signedInClient(stack, nameless);
    const first = await send(db, 'hello');
    await send(namelessDb, 'Hi, how can I help?', { conversation_id: first.data!.conversation_id });
    const { data } = await db.from('notifications').select('title').eq('kind', 'chat_message');
    expect(data).toEqual([{ title: 'New message from Support team' }]);
    expect(JSON.stringify(data)).not.toContain('@');
  });

  it('a sent message is never changed, by its author or anyone (DECISIONS 15)', async () => {
    const { db } = await client('limits-editor');
    const sent = await send(db, 'as sent');
    const edit = await db.from('conversation_messages').update({ body: 'rewritten' }).eq('id', sent.data!.id).select();
    expect(edit.error?.code).toBe('42501');
    await expect(stack.sql(`update public.conversation_messages set body = 'rewritten' where id = $1`, [sent.data!.id])).rejects.toThrow(
      'A sent message cannot be changed',
    );
    expect((await db.from('conversation_messages').select('body').eq('id', sent.data!.id).single()).data).toEqual({ body: 'as sent' });
  });

  it('attachments: a 100 MB quota per client folder; the owner deletes an unsent file, not a sent one; the job finds the unsent', async () => {
    const { user, db } = await client('limits-uploader');
    const bucket = db.storage.from('chat-attachments');
    const pdf = new Blob(['%PDF-1.4 x'], { type: 'application/pdf' });
    const sentPath = `${user.id}/sent.pdf`;
    const unsentPath = `${user.id}/unsent.pdf`;
    expect((await bucket.upload(sentPath, pdf, { contentType: 'application/pdf' })).error).toBeNull();
    expect((await bucket.upload(unsentPath, pdf, { contentType: 'application/pdf' })).error).toBeNull();
    await send(db, '', { attachments: [{ path: sentPath, name: 'sent.pdf', type: 'application/pdf' }] });

    expect((await bucket.remove([sentPath])).data).toEqual([]);
    expect((await bucket.remove([unsentPath])).data).toHaveLength(1);
    expect((await db.storage.from('chat-attachments').download(sentPath)).data).not.toBeNull();

    // Unsent a day later: the job's list holds it; a sent file never.
    const stale = `${user.id}/stale.pdf`;
    expect((await bucket.upload(stale, pdf, { contentType: 'application/pdf' })).error).toBeNull();
    await stack.sql(
      `update storage.objects set created_at = now() - interval '2 days' where bucket_id = 'chat-attachments' and name = any($1)`,
      [[stale, sentPath]],
    );
    const orphans = (await stack.sql(`select private.orphan_chat_files(1000) as name`)).map((r) => r.name);
    expect(orphans).toContain(stale);
    expect(orphans).not.toContain(sentPath);

    // The folder is full past 100 MB (counted from the stored sizes).
    await stack.sql(
      `update storage.objects set metadata = jsonb_set(coalesce(metadata, '{}'), '{size}', to_jsonb(100 * 1024 * 1024)) where bucket_id = 'chat-attachments' and name = $1`,
      [stale],
    );
    const over = await bucket.upload(`${user.id}/more.pdf`, pdf, { contentType: 'application/pdf' });
    expect(over.error).not.toBeNull();
  });

  it("a client reads their advisor card's photo, and nothing else of the advisor's folder", async () => {
    const { db } = await client('limits-viewer');
    const first = await send(db, 'hello');
    await adminDb.rpc('take_conversation', { conversation_id: first.data!.conversation_id });
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const photo = `${admin.id}/photo.png`;
    const other = `${admin.id}/notes.png`;
    await adminDb.storage.from('chat-attachments').upload(photo, png, { contentType: 'image/png', upsert: true });
    await adminDb.storage.from('chat-attachments').upload(other, png, { contentType: 'image/png', upsert: true });
    await adminDb.from('advisor_cards').upsert({ name: 'limits-advisor', photo_path: photo }, { onConflict: 'user_id' });
    expect((await db.storage.from('chat-attachments').download(photo)).data).not.toBeNull();
    expect((await db.storage.from('chat-attachments').download(other)).data).toBeNull();
  });
});
