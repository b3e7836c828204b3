import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { threadPageQuery } from '../../../shared-ui/src/chat/queries';
import { createUser, type TestUser } from '../../supabase/tests/support/users';
import { percentile, spread, timeCalls } from './measure';
import { runStackBench } from './run-stack-bench';

// `npx tsx infra/stack/bench/support-chat.ts` (part of `npm run bench`): Support Chat (issue 30) on PostgreSQL.
// BENCH_CHAT_CONVERSATIONS (200) conversations, each with its client and an admin connected as the screens are
// (own socket each, subscribed as the screens are: LIVE below) and BENCH_CHAT_INBOX_ADMINS (5) admins at the inbox; BENCH_CHAT_RATE (10)
// messages a second across them for BENCH_CHAT_SECONDS (20), client and advisor in turn, through send_message.
// Prints the delivery time to the other side (from just before the send), and how many were lost or arrived
// twice, and the REST/RPC requests the screens make per message (the send, and what each screen does on each event).
// Then one thread of 10,000 messages is paged as the screens page it (threadPageQuery, 30 before a
// point), as its client: in the database (the target) and through the API. Targets: delivery p95 < 300 ms, 0
// lost, 0 duplicated; a page p95 < 50 ms.
// Exits 0 unless BENCH_STRICT=1 and a target fails.

const CONVERSATIONS = Number(process.env.BENCH_CHAT_CONVERSATIONS ?? 200);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 20);
const THREAD = Number(process.env.BENCH_CHAT_THREAD ?? 10_000);
const PAGES = Number(process.env.BENCH_CHAT_PAGES ?? 200);
const INBOX_ADMINS = Number(process.env.BENCH_CHAT_INBOX_ADMINS ?? 5);
const MAX_DELIVERY_P95_MS = 300;
const MAX_PAGE_P95_MS = 50;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends a query (a supabase-js builder runs when awaited), as RTK Query does. */
const run = (query: PromiseLike<unknown>) => void Promise.resolve(query).catch(() => undefined);

type Message = { id: string; conversation_id: string; client_id: string; author_role: string; created_at: string };

/** A screen's supabase-js client, counting the REST/RPC requests it makes (auth and Realtime not counted). */
interface Screen {
  db: SupabaseClient;
  requests: number;
}

interface Side extends Screen {
  role: 'client' | 'advisor';
  userId: string;
}

/**
 * The live path of the screens, replayed with the same requests on each event the screens make (issue 50 item 4:
 * one private channel per conversation, fed by realtime.broadcast_changes):
 * - each side of a conversation (the client's /support, the admin with it open): `conversation:<id>` (broadcast
 *   `message`, `read_mark`, `conversation`; presence), the other side's message marked read (mark_conversation_read;
 *   the inbox's unread count is cleared in place);
 * - an admin at the inbox: `support-inbox` (broadcast `message`, `conversation`), applied to the cached list and
 *   counts: no request.
 * Before (main, 2026-12-07): `chat-thread:<id>` postgres_changes and `support-chat:<user>` (the client's list read
 * again on each conversation change), the inbox re-reading its 200-row list and the counts on each message and
 * conversation change; figures in docs/performance.md.
 */
const LIVE = {
  name: 'one private channel per conversation (realtime.broadcast_changes), rows applied in place',
  side(side: Side, conversationId: string, onMessage: (m: Message) => void): Promise<void>[] {
    const other = side.role === 'client' ? 'advisor' : 'client';
    return [
      subscribed(
        side.db
          .channel(`conversation:${conversationId}`, { config: { private: true, presence: { key: side.userId } } })
          .on('broadcast', { event: 'message' }, ({ payload }) => {
            const m = (payload as { record: Message }).record;
            onMessage(m);
            if (m.author_role === other) run(side.db.rpc('mark_conversation_read', { conversation_id: conversationId }));
          })
          .on('broadcast', { event: 'read_mark' }, () => undefined)
          .on('broadcast', { event: 'conversation' }, () => undefined),
      ),
    ];
  },
  inbox(admin: Side, onMessage: (m: Message) => void): Promise<void>[] {
    return [
      subscribed(
        admin.db
          .channel('support-inbox', { config: { private: true, presence: { key: admin.userId } } })
          .on('broadcast', { event: 'message' }, ({ payload }) => onMessage((payload as { record: Message }).record))
          .on('broadcast', { event: 'conversation' }, () => undefined),
      ),
    ];
  },
};

/** Subscribes a channel already configured; resolves once joined. */
function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
}

type Open = (user: TestUser) => Promise<Screen>;

async function delivery(admin: TestUser, admins: TestUser[], clients: TestUser[], open: Open): Promise<boolean> {
  const conversations: { id: string; client: Side; advisor: Side }[] = [];
  for (const user of clients) {
    const client: Side = Object.assign(await open(user), { role: 'client' as const, userId: user.id });
    const first = await client.db.rpc('send_message', { body: 'Hello', client_id: crypto.randomUUID() }).single<Message>();
    if (first.error) throw new Error(`send_message: ${first.error.message}`);
    conversations.push({
      id: first.data!.conversation_id,
      client,
      advisor: Object.assign(await open(admin), { role: 'advisor' as const, userId: admin.id }),
    });
  }
  const inbox: Side[] = [];
  for (const user of admins) inbox.push(Object.assign(await open(user), { role: 'advisor' as const, userId: user.id }));
  const sentAt = new Map<string, number>();
  const sentBy = new Map<string, Side>();
  const arrived = new Map<string, number>();
  const atInbox = new Map<string, number>();
  let duplicated = 0;
  const joined = performance.now();
  await Promise.all([
    ...conversations.flatMap((c) =>
      [c.client, c.advisor].flatMap((side) =>
        LIVE.side(side, c.id, (m) => {
          // Only the other side's messages count (each side also sees its own).
          if (m.author_role === side.role || !sentAt.has(m.client_id)) return;
          if (arrived.has(m.client_id)) duplicated++;
          else arrived.set(m.client_id, performance.now());
        }),
      ),
    ),
    ...inbox.flatMap((admin) =>
      LIVE.inbox(admin, (m) => {
        if (sentAt.has(m.client_id)) atInbox.set(m.client_id, (atInbox.get(m.client_id) ?? 0) + 1);
      }),
    ),
  ]);
  console.log(
    `  live path: ${LIVE.name}\n  ${conversations.length} conversations (client and advisor each on a socket), ${inbox.length} admins at the inbox: joined in ${((performance.now() - joined) / 1000).toFixed(1)} s`,
  );
  await pause(500);
  const screens = [...conversations.flatMap((c) => [c.client, c.advisor]), ...inbox];
  for (const s of screens) s.requests = 0;

  const total = RATE * SECONDS;
  const failures: string[] = [];
  const sends: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await pause(wait);
    const c = conversations[i % conversations.length];
    const side = Math.floor(i / conversations.length) % 2 === 0 ? c.client : c.advisor;
    const clientId = crypto.randomUUID();
    sentAt.set(clientId, performance.now());
    sentBy.set(clientId, side);
    const args = side.role === 'advisor' ? { conversation_id: c.id } : {};
    sends.push(
      Promise.resolve(side.db.rpc('send_message', { body: `Bench message ${i}`, client_id: clientId, ...args })).then(({ error }) => {
        if (error) failures.push(error.message);
      }),
    );
  }
  await Promise.all(sends);
  const deadline = performance.now() + 10_000;
  while ((arrived.size < total || [...atInbox.values()].filter((n) => n >= inbox.length).length < total) && performance.now() < deadline)
    await pause(20);
  await pause(1500); // only to see a late duplicate and the last reactions' requests, not a condition of delivery
  const times = [...arrived].map(([id, at]) => at - sentAt.get(id)!).sort((a, b) => a - b);
  const lost = total - arrived.size;
  const lostAtInbox = total * inbox.length - [...atInbox.values()].reduce((a, n) => a + Math.min(n, inbox.length), 0);
  const p95 = percentile(times, 95);
  const sides = conversations.flatMap((c) => [c.client, c.advisor]);
  const clientRequests = conversations.reduce((a, c) => a + c.client.requests, 0);
  const clientSent = [...sentBy.values()].filter((s) => s.role === 'client').length;
  const advisorRequests = conversations.reduce((a, c) => a + c.advisor.requests, 0);
  const inboxRequests = inbox.reduce((a, s) => a + s.requests, 0);
  const perMessage = (n: number, of: number) => (of === 0 ? '-' : (n / of).toFixed(2));
  console.log(
    `  ${total} messages (${RATE}/s for ${SECONDS} s, client and advisor in turn): delivered ${arrived.size}, lost ${lost}, duplicated ${duplicated}, send errors ${failures.length}; at the inbox lost ${lostAtInbox}\n` +
      `  delivery to the other side: ${times.length ? spread(times) : 'none'}   target p95 < ${MAX_DELIVERY_P95_MS} ms, 0 lost, 0 duplicated: ${
        p95 < MAX_DELIVERY_P95_MS && lost === 0 && duplicated === 0 ? 'met' : 'MISSED'
      }\n` +
      `  requests per message (REST and RPC, the send included): client screens ${perMessage(clientRequests, total)} (per message a client sent: ${perMessage(clientRequests, clientSent)}), ` +
      `the advisor's open conversation ${perMessage(advisorRequests, total)}, the ${inbox.length} admins at the inbox ${perMessage(inboxRequests, total)} (${perMessage(inboxRequests, total * inbox.length)} each); ` +
      `all screens ${perMessage(sides.reduce((a, s) => a + s.requests, 0) + inboxRequests, total)}`,
  );
  await Promise.all(screens.map((s) => s.db.removeAllChannels()));
  return p95 < MAX_DELIVERY_P95_MS && lost === 0 && duplicated === 0 && failures.length === 0 && lostAtInbox === 0;
}

async function paging(sql: (q: string, p?: unknown[]) => Promise<unknown[]>, owner: TestUser, db: SupabaseClient): Promise<boolean> {
  const first = await db.rpc('send_message', { body: 'The long thread', client_id: crypto.randomUUID() }).single<Message>();
  if (first.error) throw new Error(first.error.message);
  const conversationId = first.data!.conversation_id;
  await sql(
    `insert into public.conversation_messages (conversation_id, author_id, author_role, body, client_id, created_at)
     select $1, $2, 'client', 'Thread message ' || n, gen_random_uuid(), now() - make_interval(secs => n * 60)
       from generate_series(1, $3::int) n`,
    [conversationId, owner.id, THREAD],
  );
  await sql('analyze public.conversation_messages');
  const points = (await sql(
    'select created_at::text as at from public.conversation_messages where conversation_id = $1 order by random() limit $2',
    [conversationId, PAGES],
  )) as { at: string }[];
  // The query's own time, in the database as the client (role authenticated, their claims, RLS on): the target,
  // as for the search bench; the round trips through the API add the stack's HTTP, JWT and JSON on a shared machine.
  await sql(`create or replace function public.bench_chat_page_timings(uid uuid, conversation uuid, points timestamptz[])
    returns double precision[] language plpgsql as $fn$
    declare t0 timestamptz; p timestamptz; out double precision[] := '{}';
    begin
      perform set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true);
      set local role authenticated;
      foreach p in array points loop
        t0 := clock_timestamp();
        perform count(*) from (select * from public.conversation_messages m where m.conversation_id = conversation
          and m.created_at < p order by m.created_at desc, m.id desc limit 30) page;
        out := out || extract(epoch from clock_timestamp() - t0) * 1000;
      end loop;
      reset role;
      return out;
    end $fn$`);
  const inDb = (
    (await sql('select public.bench_chat_page_timings($1::uuid, $2::uuid, $3::timestamptz[]) as ms', [
      owner.id,
      conversationId,
      points.map((p) => p.at),
    ])) as { ms: number[] }[]
  )[0].ms
    .slice(5) // the first calls warm the plan
    .sort((a, b) => a - b);
  const roundTrips = await timeCalls(
    async (i) => {
      const before = i === 0 ? undefined : new Date(points[i % points.length].at).toISOString();
      const { data, error } = await threadPageQuery({ conversationId, before })(db as never);
      if (error || !Array.isArray(data)) throw new Error(`a page failed: ${error?.message ?? 'no rows'}`);
    },
    { requests: PAGES, concurrency: 1, warmup: 5 },
  );
  const p95 = percentile(inDb, 95);
  console.log(
    `  a thread of ${THREAD.toLocaleString('en-US')} messages, pages of 30 before a random point, as its client:\n` +
      `    in the database: ${spread(inDb)}   ${inDb.length} pages   target p95 < ${MAX_PAGE_P95_MS} ms: ${p95 < MAX_PAGE_P95_MS ? 'met' : 'MISSED'}\n` +
      `    round trip through the API (supabase-js, as the screens): ${spread(roundTrips)}   ${roundTrips.length} pages`,
  );
  return p95 < MAX_PAGE_P95_MS;
}

runStackBench(async (stack) => {
  console.log('support chat bench (PostgreSQL):');
  const admin = await createUser(stack, 'bench-chat-admin', 'admin');
  const admins: TestUser[] = [];
  for (let i = 0; i < INBOX_ADMINS; i++) admins.push(await createUser(stack, `bench-chat-inbox-${i}`, 'admin'));
  const clients: TestUser[] = [];
  for (let i = 0; i < CONVERSATIONS; i++) clients.push(await createUser(stack, `bench-chat-${i}`));
  const open: Open = async (user) => {
    const screen: Screen = { db: undefined as never, requests: 0 };
    screen.db = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
      global: {
        fetch: (input, init) => {
          if (!String(input instanceof Request ? input.url : input).includes('/auth/v1/')) screen.requests++;
          return fetch(input, init);
        },
      },
    });
    const { error } = await screen.db.auth.signInWithPassword({ email: user.email, password: user.password });
    if (error) throw new Error(`sign-in of ${user.email} failed: ${error.message}`);
    await screen.db.realtime.setAuth();
    return screen;
  };
  const delivered = await delivery(admin, admins, clients, open);
  const owner = await createUser(stack, 'bench-chat-thread');
  const paged = await paging((q, p) => stack.sql(q, p) as Promise<unknown[]>, owner, (await open(owner)).db);
  return delivered && paged;
});
