import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { email } from '../auth/helpers';
import { Arrivals } from '../support/arrivals';
import { startTestStack, type TestStack } from '../support/test-stack';

// Broadcast from the database (realtime.send, realtime.broadcast_changes from a row trigger), delivered as hosted
// Realtime delivers it: to the private channels of the topic whose read policies allow broadcast, as
// {type: 'broadcast', event, payload: {id, record, old_record, operation, table, schema}, meta: {id}}; nothing to
// a user the policies refuse, nothing from a rolled-back write. Through supabase-js, on PGlite or PostgreSQL.
const SCHEMA = `
  create table public.rt_rooms_members (room uuid not null, user_id uuid not null);
  create table public.rt_notes (id uuid primary key default gen_random_uuid(), room uuid not null, body text not null);
  grant select on public.rt_rooms_members to authenticated;
  create policy rt_rooms_receive on realtime.messages for select to authenticated using (
    realtime.messages.extension = 'broadcast' and exists (select 1 from public.rt_rooms_members m
      where 'room:' || m.room::text = (select realtime.topic()) and m.user_id = (select auth.uid())));
  create function public.rt_notes_broadcast() returns trigger language plpgsql security definer set search_path = '' as $$
  begin
    perform realtime.broadcast_changes('room:' || coalesce(new.room, old.room)::text, tg_op, tg_op, tg_table_name,
      tg_table_schema, new, old);
    return null;
  end $$;
  create trigger rt_notes_broadcast after insert or update or delete on public.rt_notes
    for each row execute function public.rt_notes_broadcast();
`;

type Received = { type: string; event: string; payload: Record<string, unknown>; meta?: { id: string } };

describe('realtime: broadcast from the database (realtime.broadcast_changes, realtime.send)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
    await stack.ctx.db.exec(SCHEMA);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const user = async (key?: string) => {
    const client = stack.client(key);
    const { data, error } = await client.auth.signUp({ email: email('rt-bc'), password: 'correct horse battery 9' });
    if (error || !data.session) throw error ?? new Error('no session');
    await client.realtime.setAuth(data.session.access_token);
    return { client, id: data.user!.id };
  };
  const join = async (client: SupabaseClient, topic: string, isPrivate = true) => {
    const received = new Arrivals<Received>();
    const statuses = new Arrivals<string>();
    const channel: RealtimeChannel = client
      .channel(topic, { config: { private: isPrivate } })
      .on('broadcast', { event: '*' }, (m) => received.push(m as unknown as Received));
    channel.subscribe((status) => statuses.push(status));
    await statuses.until((s) => s.length > 0, 'a join status');
    return { received, status: statuses.items[0] };
  };

  it('sends each row change to the private topic its trigger names, in the shape hosted Realtime sends', async () => {
    const [alice, mallory] = [await user(), await user()];
    const room = crypto.randomUUID();
    await stack.sql('insert into public.rt_rooms_members (room, user_id) values ($1, $2)', [room, alice.id]);
    const a = await join(alice.client, `room:${room}`);
    const m = await join(mallory.client, `room:${room}`);
    expect(a.status).toBe('SUBSCRIBED');
    expect(m.status).toBe('CHANNEL_ERROR');

    const [note] = await stack.sql(`insert into public.rt_notes (room, body) values ($1, 'first') returning id::text`, [room]);
    await stack.sql(`update public.rt_notes set body = 'second' where id = $1`, [note.id]);
    await stack.sql(`delete from public.rt_notes where id = $1`, [note.id]);
    await a.received.until((r) => r.length === 3, 'three changes');
    const [insert, update, remove] = a.received.items;
    expect(insert).toMatchObject({
      type: 'broadcast',
      event: 'INSERT',
      payload: { operation: 'INSERT', table: 'rt_notes', schema: 'public', record: { id: note.id, room, body: 'first' }, old_record: null },
    });
    expect(insert.meta?.id).toBe(insert.payload.id);
    expect(update.payload).toMatchObject({ operation: 'UPDATE', record: { body: 'second' }, old_record: { body: 'first' } });
    expect(remove.payload).toMatchObject({ operation: 'DELETE', record: null, old_record: { id: note.id } });
    expect(m.received.items).toEqual([]);
  });

  it("reaches a portal configured with the project's publishable key (sb_publishable_), as hosted's gateway lets it", async () => {
    // The socket's apikey is the opaque key (supabase-js sends the client's key); hosted swaps it for a JWT of its role.
    const alice = await user(stack.publishableKey);
    const room = crypto.randomUUID();
    await stack.sql('insert into public.rt_rooms_members (room, user_id) values ($1, $2)', [room, alice.id]);
    const a = await join(alice.client, `room:${room}`);
    expect(a.status).toBe('SUBSCRIBED');
    await stack.sql(`insert into public.rt_notes (room, body) values ($1, 'through the publishable key')`, [room]);
    await a.received.until((r) => r.length === 1, 'the change');
    expect(a.received.items[0].payload).toMatchObject({ operation: 'INSERT', record: { body: 'through the publishable key' } });
    // Signed out, with that key alone: an anon socket, refused at a private join and welcome at a public one.
    const signedOut = stack.client(stack.publishableKey);
    expect((await join(signedOut, `room:${room}`)).status).toBe('CHANNEL_ERROR');
    expect((await join(signedOut, `room:${room}`.replace('room:', 'lobby:'), false)).status).toBe('SUBSCRIBED');
    await Promise.all([alice.client, signedOut].map((c) => c.removeAllChannels()));
  });

  it('delivers nothing of a rolled-back write, and a public send only to the public channel of that name', async () => {
    const [alice, bob] = [await user(), await user()];
    const room = crypto.randomUUID();
    await stack.sql('insert into public.rt_rooms_members (room, user_id) values ($1, $2)', [room, alice.id]);
    const privateChannel = await join(alice.client, `room:${room}`);
    const publicChannel = await join(bob.client, `room:${room}`, false);
    await expect(
      stack.ctx.db.transaction(async (tx) => {
        await tx.query(`insert into public.rt_notes (room, body) values ($1, 'never')`, [room]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await stack.sql(`select realtime.send('{"hello": "public"}'::jsonb, 'greeting', $1, false)`, [`room:${room}`]);
    await stack.sql(`select realtime.send('{"hello": "private"}'::jsonb, 'greeting', $1)`, [`room:${room}`]);
    await publicChannel.received.until((r) => r.length === 1, 'the public greeting');
    await privateChannel.received.until((r) => r.length === 1, 'the private greeting');
    expect(publicChannel.received.items[0].payload).toMatchObject({ hello: 'public' });
    expect(privateChannel.received.items.map((r) => r.payload.hello)).toEqual(['private']);
  });
});
