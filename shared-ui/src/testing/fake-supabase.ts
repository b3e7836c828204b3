import type { SupabaseClient } from '@supabase/supabase-js';
import type { PortalDatabase, RemoteDatabase } from '../data/portal-db';
import type { Database } from '../platform/database.types';
import { fakeAuth, type FakeAuth } from './fake-platform';

/**
 * The one fake supabase client of every DOM test (unit tests have no server; browser and integration tests use
 * the real stack). It keeps rows per table and answers the query builder's chain as supabase-js does: reads see
 * the rows (filtered by `eq`/`in`/`is`, `single`/`maybeSingle`, `count`), writes change them, and every call is
 * recorded. Realtime too: `channel(topic)` with `on`/`subscribe`/`send`/`track`, `removeChannel`; the test pushes
 * the server's side through `fakeRealtime(fake)` (a row inserted or updated, a reconnect).
 * A remote with its own tables types it with its generated `Database`: `fakeSupabase<Database>({ tables })` seeds,
 * reads (`rows`) and fails its own tables and functions beside the platform's, and `client` is a `PortalDb<Database>`.
 */

/** A remote with no tables of its own (the default): the fake is typed with the central `Database` alone. */
export interface EmptyOwn extends RemoteDatabase {
  public: {
    Tables: { [_ in never]: never };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
}

/**
 * Schema public as the fake serves it: the central `Database` when the remote owns nothing (so the default types
 * stay exactly the central ones), else the platform's and the remote's merged (`PortalDatabase<Own>`).
 */
export type FakeDatabase<Own extends RemoteDatabase = EmptyOwn> = [
  keyof Own['public']['Tables'] | keyof Own['public']['Views'] | keyof Own['public']['Functions'],
] extends [never]
  ? Database
  : PortalDatabase<Own>;

export type TableName<Own extends RemoteDatabase = EmptyOwn> = keyof FakeDatabase<Own>['public']['Tables'] & string;
export type FunctionName<Own extends RemoteDatabase = EmptyOwn> = keyof FakeDatabase<Own>['public']['Functions'] & string;
/** A row of a table the fake holds: the platform's or the remote's own. */
export type FakeRow<T extends TableName<Own>, Own extends RemoteDatabase = EmptyOwn> = FakeDatabase<Own>['public']['Tables'][T] extends {
  Row: infer R;
}
  ? R
  : never;

/** A failure as the server reports it (PostgREST / storage / functions shape). */
export interface FakeFailure {
  message: string;
  code?: string;
  details?: string;
  status?: number;
  /** Which requests fail: writes only (default), reads only, or every request. */
  on?: 'write' | 'read' | 'any';
}

export interface FakeSupabaseOptions<Own extends RemoteDatabase = EmptyOwn> {
  /** Rows per table (partial rows are fine: a test gives the columns the screen reads). */
  tables?: { [T in TableName<Own>]?: Partial<FakeRow<T, Own>>[] };
  /** Failures per table, per `rpc:<function>`, `storage` or `functions:<name>`. */
  failures?: Partial<Record<TableName<Own> | `rpc:${FunctionName<Own>}` | 'storage' | `functions:${string}`, FakeFailure>>;
  /** What an `rpc(name, args)` answers (default `null`); a promise answers when it settles (a slow server). */
  rpc?: Partial<Record<FunctionName<Own>, (args: Record<string, unknown>) => unknown>>;
  /** What `functions.invoke(name, { body })` answers (default `null`). */
  functions?: Record<string, (body: unknown) => unknown>;
  /** The session the client's auth reports. */
  auth?: FakeAuth;
  /** The signed-in user's id, which a new row gets as `user_id` (the columns' `default auth.uid()`); `u1` as in `createFakePlatform`. */
  userId?: string;
}

export interface FakeCall {
  /** The table, `rpc:<name>`, `storage:<bucket>` or `functions:<name>`. */
  target: string;
  steps: [string, unknown[]][];
}

type Row = Record<string, unknown>;
type Answer = { data: unknown; error: unknown; status: number; count?: number | null };

const WRITES = new Set(['insert', 'update', 'upsert', 'delete']);
const CHAIN = [
  'select',
  'insert',
  'update',
  'upsert',
  'delete',
  'eq',
  'neq',
  'in',
  'is',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'filter',
  'or',
  'not',
  'order',
  'limit',
  'range',
  'single',
  'maybeSingle',
  'returns',
  'abortSignal',
] as const;

const failed = (f: FakeFailure): Answer => ({
  data: null,
  error: { message: f.message, code: f.code, details: f.details ?? '', hint: '' },
  status: f.status ?? 400,
});

function matches(row: Row, steps: [string, unknown[]][]): boolean {
  return steps.every(([op, [column, value]]) => {
    if (op === 'eq') return row[column as string] === value;
    if (op === 'neq') return row[column as string] !== value;
    if (op === 'in') return (value as unknown[]).includes(row[column as string]);
    if (op === 'is') return row[column as string] === value;
    return true;
  });
}

export interface FakeSupabase<Own extends RemoteDatabase = EmptyOwn> {
  /** Pass it as `createFakePlatform({ supabase: fake.client })`; with `Own`, a `PortalDb<Own>`. */
  client: SupabaseClient<FakeDatabase<Own>>;
  auth: FakeAuth;
  /** Every request, in order. */
  calls: FakeCall[];
  /** The rows a table holds now (after the writes the screen made). */
  rows<T extends TableName<Own>>(table: T): Partial<FakeRow<T, Own>>[];
  /** The calls to one table / `rpc:<name>` / `storage:<bucket>`. */
  callsTo(target: string): FakeCall[];
  /** Makes a table (or rpc, storage, function) fail from now on; `null` makes it answer again. */
  fail(target: keyof NonNullable<FakeSupabaseOptions<Own>['failures']>, failure: FakeFailure | null): void;
}

const realtimes = new WeakMap<object, unknown>();

/** The Realtime side of a fake client: what the server pushes to its channels (`fakeRealtime(fake).insert(...)`). */
export function fakeRealtime<Own extends RemoteDatabase = EmptyOwn>(fake: FakeSupabase<Own>): FakeRealtime<Own> {
  const realtime = realtimes.get(fake);
  if (!realtime) throw new Error('not a client made by fakeSupabase()');
  return realtime as FakeRealtime<Own>; // set with this fake's own type by fakeSupabase<Own>()
}

/** One channel of `client.channel(topic)`, as supabase-js's RealtimeChannel is used by the portal. */
export interface FakeChannel {
  readonly topic: string;
  /** The `config` it was made with (`client.channel(topic, { config })`), e.g. `{ private: true }`. */
  readonly config: unknown;
  /** 'closed' until subscribed, 'joined' after, 'removed' once `removeChannel` took it. */
  state: 'closed' | 'joined' | 'removed';
  on(type: string, filter: Record<string, unknown>, callback: (payload: Record<string, unknown>) => void): FakeChannel;
  subscribe(callback?: (status: string, error?: Error) => void): FakeChannel;
  send(message: { type: string; event: string; payload?: unknown }): Promise<'ok'>;
  track(state: Record<string, unknown>): Promise<'ok'>;
  untrack(): Promise<'ok'>;
  presenceState(): Record<string, Record<string, unknown>[]>;
  unsubscribe(): Promise<'ok'>;
}

export interface FakeRealtime<Own extends RemoteDatabase = EmptyOwn> {
  /** The channels the client made and did not remove. */
  channels(): FakeChannel[];
  /**
   * A row written on the server: stored in its table, then delivered as a `postgres_changes` event to each joined
   * channel listening for that event, schema, table and `column=eq.value` filter (RLS is the server's: not faked).
   */
  insert<T extends TableName<Own>>(table: T, row: Partial<FakeRow<T, Own>>): void;
  /** The row of that id changed on the server (stored, then delivered as an UPDATE). */
  update<T extends TableName<Own>>(table: T, row: Partial<FakeRow<T, Own>> & { id: string }): void;
  /** The socket dropped and came back: each joined channel reports SUBSCRIBED again. */
  reconnect(): void;
  /** A broadcast from another client to the channels of `topic` (their `broadcast` listeners for `event`). */
  broadcast(topic: string, event: string, payload: unknown): void;
  /** The presence state of `topic` becomes `state` (key → metas), then its `sync` listeners run. */
  presence(topic: string, state: Record<string, Record<string, unknown>[]>): void;
}

export function fakeSupabase<Own extends RemoteDatabase = EmptyOwn>(options: FakeSupabaseOptions<Own> = {}): FakeSupabase<Own> {
  const store = new Map<string, Row[]>(
    Object.entries(options.tables ?? {}).map(([t, rows]) => [t, (rows as Row[]).map((r) => ({ ...r }))]),
  );
  const failures = new Map<string, FakeFailure>(Object.entries(options.failures ?? {}) as [string, FakeFailure][]);
  const calls: FakeCall[] = [];
  const auth = options.auth ?? fakeAuth();
  let nextId = 1;

  const failureFor = (target: string, isWrite: boolean) => {
    const f = failures.get(target);
    if (!f) return undefined;
    const on = f.on ?? 'write';
    return on === 'any' || (on === 'write') === isWrite ? f : undefined;
  };

  const answerRest = (table: string, steps: [string, unknown[]][]): Answer => {
    const write = steps.find(([op]) => WRITES.has(op));
    const failure = failureFor(table, Boolean(write));
    if (failure) return failed(failure);
    const rows = store.get(table) ?? [];
    let result: Row[];
    if (!write) result = rows.filter((r) => matches(r, steps));
    else if (write[0] === 'insert' || write[0] === 'upsert') {
      const given = ([] as Row[]).concat(write[1][0] as Row | Row[]);
      result = given.map((r) => ({ id: `id-${nextId++}`, user_id: options.userId ?? 'u1', ...r }));
      const key = write[0] === 'upsert' ? ((write[1][1] as { onConflict?: string } | undefined)?.onConflict ?? 'id') : undefined;
      const kept = key ? rows.filter((r) => !result.some((n) => n[key] !== undefined && n[key] === r[key])) : rows;
      store.set(table, [...kept, ...result]);
    } else if (write[0] === 'update') {
      result = [];
      store.set(
        table,
        rows.map((r) => (matches(r, steps) ? (result.push({ ...r, ...(write[1][0] as Row) }), result[result.length - 1]) : r)),
      );
    } else {
      result = rows.filter((r) => matches(r, steps));
      store.set(
        table,
        rows.filter((r) => !result.includes(r)),
      );
    }
    const shape = steps.find(([op]) => op === 'single' || op === 'maybeSingle')?.[0];
    if (shape === 'single' && result.length !== 1)
      return failed({ message: 'JSON object requested, multiple (or no) rows returned', code: 'PGRST116', status: 406 });
    if (shape) return { data: result[0] ?? null, error: null, status: 200 };
    const returnsRows = !write || steps.some(([op]) => op === 'select');
    // `select(columns, { count: 'exact', head: true })`: the number of rows, and no rows with head.
    const counting = steps.find(([op]) => op === 'select')?.[1][1] as { count?: string; head?: boolean } | undefined;
    const count = counting?.count ? result.length : null;
    return { data: returnsRows && !counting?.head ? result : null, error: null, status: write ? 201 : 200, count };
  };

  const builder = (
    target: string,
    first: [string, unknown[]] | null,
    answer: (steps: [string, unknown[]][]) => Answer | Promise<Answer>,
  ) => {
    const call: FakeCall = { target, steps: first ? [first] : [] };
    calls.push(call);
    const chain: Record<string, unknown> = {};
    for (const op of CHAIN) {
      chain[op] = (...args: unknown[]) => {
        call.steps.push([op, args]);
        return chain;
      };
    }
    chain.then = (resolve: (a: Answer) => unknown, reject: (e: unknown) => unknown) =>
      Promise.resolve()
        .then(() => answer(call.steps))
        .then(resolve, reject);
    return chain;
  };

  const storageBucket = (bucket: string) => {
    const call = (op: string, args: unknown[], data: unknown) => {
      calls.push({ target: `storage:${bucket}`, steps: [[op, args]] });
      const f = failures.get('storage');
      return Promise.resolve(f ? failed(f) : { data, error: null, status: 200 });
    };
    return {
      upload: (path: string, body: unknown) => call('upload', [path, body], { path }),
      remove: (paths: string[]) =>
        call(
          'remove',
          [paths],
          paths.map((name) => ({ name })),
        ),
      download: (path: string) => call('download', [path], new Blob([`content of ${path}`])),
      createSignedUrl: (path: string, expiresIn: number) =>
        call('createSignedUrl', [path, expiresIn], { signedUrl: `http://api.test/storage/v1/object/sign/${bucket}/${path}` }),
      getPublicUrl: (path: string) => ({ data: { publicUrl: `http://api.test/storage/v1/object/public/${bucket}/${path}` } }),
    };
  };

  type Listener = { type: string; filter: Record<string, unknown>; callback: (payload: Record<string, unknown>) => void };
  const channels: { channel: FakeChannel; listeners: Listener[]; status?: (status: string) => void; key: string }[] = [];
  const presence = new Map<string, Map<string, Record<string, unknown>[]>>();
  const joined = (topic?: string) =>
    channels.filter((c) => c.channel.state === 'joined' && (topic === undefined || c.channel.topic === topic));
  let presenceRefs = 0;
  const withRef = (key: string, meta: Record<string, unknown>) => ({ presence_ref: `${key}-${++presenceRefs}`, ...meta });
  const emitPresence = (topic: string, event: 'join' | 'leave' | 'sync', payload: Record<string, unknown> = {}) => {
    for (const c of joined(topic))
      for (const l of c.listeners) if (l.type === 'presence' && l.filter.event === event) l.callback({ event, ...payload });
  };
  const syncPresence = (topic: string) => emitPresence(topic, 'sync');
  /** As the server's presence_diff reaches realtime-js: a leave per meta gone, a join per new one, then sync. */
  const setPresence = (topic: string, next: Map<string, Record<string, unknown>[]>) => {
    const before = presence.get(topic) ?? new Map<string, Record<string, unknown>[]>();
    presence.set(topic, next);
    for (const [key, metas] of before) {
      const left = metas.filter((m) => !(next.get(key) ?? []).includes(m));
      if (left.length > 0) emitPresence(topic, 'leave', { key, leftPresences: left });
    }
    for (const [key, metas] of next) {
      const joinedNow = metas.filter((m) => !(before.get(key) ?? []).includes(m));
      if (joinedNow.length > 0) emitPresence(topic, 'join', { key, newPresences: joinedNow });
    }
    syncPresence(topic);
  };
  const makeChannel = (topic: string, config: unknown): FakeChannel => {
    // Its presence key: `config.presence.key` (the portal keys presence by user id), else one of its own.
    const configured = (config as { presence?: { key?: unknown } } | undefined)?.presence?.key;
    const key = typeof configured === 'string' && configured !== '' ? configured : `presence-${channels.length + 1}`;
    const entry = { listeners: [] as Listener[], key } as (typeof channels)[number];
    const record = (op: string, args: unknown[]) => calls.push({ target: `realtime:${topic}`, steps: [[op, args]] });
    const channel: FakeChannel = {
      topic,
      config,
      state: 'closed',
      on(type, filter, callback) {
        entry.listeners.push({ type, filter, callback });
        return channel;
      },
      subscribe(callback) {
        record('subscribe', []);
        entry.status = callback;
        channel.state = 'joined';
        queueMicrotask(() => callback?.('SUBSCRIBED'));
        return channel;
      },
      send(message) {
        record('send', [message]);
        // Realtime's broadcast default (`self: false`): the other joined channels of the topic receive it.
        for (const c of joined(topic))
          if (c !== entry)
            for (const l of c.listeners)
              if (l.type === message.type && l.filter.event === message.event) l.callback({ ...message, payload: message.payload });
        return Promise.resolve('ok');
      },
      track(state) {
        record('track', [state]);
        setPresence(topic, new Map(presence.get(topic)).set(entry.key, [withRef(entry.key, state)]));
        return Promise.resolve('ok');
      },
      untrack() {
        record('untrack', []);
        const next = new Map(presence.get(topic));
        next.delete(entry.key);
        setPresence(topic, next);
        return Promise.resolve('ok');
      },
      // As realtime-js reports it: each meta with its `presence_ref` (the server's phx_ref), unless a test set one.
      presenceState: () =>
        Object.fromEntries(
          [...(presence.get(topic) ?? [])].map(([key, metas]) => [key, metas.map((m, i) => ({ presence_ref: `${key}-${i}`, ...m }))]),
        ),
      unsubscribe() {
        record('unsubscribe', []);
        channel.state = 'closed';
        presence.get(topic)?.delete(entry.key);
        entry.status?.('CLOSED');
        return Promise.resolve('ok');
      },
    };
    entry.channel = channel;
    channels.push(entry);
    return channel;
  };
  const deliver = (table: string, eventType: 'INSERT' | 'UPDATE', row: Row, old: Row) => {
    for (const c of joined())
      for (const l of c.listeners) {
        if (l.type !== 'postgres_changes') continue;
        const {
          event,
          schema = 'public',
          table: t,
          filter,
        } = l.filter as { event?: string; schema?: string; table?: string; filter?: string };
        if ((event !== '*' && event !== eventType) || schema !== 'public' || (t !== undefined && t !== table)) continue;
        const eq = filter ? /^(\w+)=eq\.(.*)$/.exec(filter) : null;
        if (filter && (!eq || String(row[eq[1]]) !== eq[2])) continue;
        l.callback({ schema: 'public', table, commit_timestamp: new Date().toISOString(), eventType, new: row, old, errors: null });
      }
  };
  const realtime: FakeRealtime<Own> = {
    channels: () => channels.filter((c) => c.channel.state !== 'removed').map((c) => c.channel),
    insert(table, given) {
      const row = { id: `id-${nextId++}`, ...(given as Row) };
      store.set(table, [...(store.get(table) ?? []), row]);
      deliver(table, 'INSERT', row, {});
    },
    update(table, given) {
      const rows = store.get(table) ?? [];
      const before = rows.find((r) => r.id === given.id) ?? {};
      const row = { ...before, ...(given as Row) };
      store.set(table, [...rows.filter((r) => r !== before), row]);
      deliver(table, 'UPDATE', row, { id: given.id });
    },
    broadcast(topic, event, payload) {
      for (const c of joined(topic))
        for (const l of c.listeners)
          if (l.type === 'broadcast' && l.filter.event === event) l.callback({ type: 'broadcast', event, payload });
    },
    presence(topic, state) {
      // A meta equal to one already there is that one (a test restating the state); new ones get their refs.
      const before = presence.get(topic) ?? new Map<string, Record<string, unknown>[]>();
      const bare = (meta: Record<string, unknown>) => JSON.stringify({ ...meta, presence_ref: undefined });
      const same = (a: Record<string, unknown>, b: Record<string, unknown>) => bare(a) === bare(b);
      const next = new Map(
        Object.entries(state).map(([key, metas]) => [
          key,
          metas.map((m) => (before.get(key) ?? []).find((old) => same(old, m)) ?? ('presence_ref' in m ? m : withRef(key, m))),
        ]),
      );
      setPresence(topic, next);
    },
    reconnect() {
      for (const c of joined()) c.status?.('SUBSCRIBED');
    },
  };

  const client = {
    from: jest.fn((table: string) => builder(table, null, (steps) => answerRest(table, steps))),
    rpc: jest.fn((name: string, args: Record<string, unknown> = {}) =>
      builder(`rpc:${name}`, ['rpc', [args]], async () => {
        const f = failures.get(`rpc:${name}`);
        if (f) return failed(f);
        const handler = options.rpc?.[name as FunctionName<Own>];
        return { data: handler ? await handler(args) : null, error: null, status: 200 };
      }),
    ),
    storage: { from: jest.fn(storageBucket) },
    functions: {
      invoke: jest.fn((name: string, init: { body?: unknown } = {}) => {
        calls.push({ target: `functions:${name}`, steps: [['invoke', [init.body]]] });
        const f = failures.get(`functions:${name}`);
        if (f)
          return Promise.resolve({
            data: null,
            error: Object.assign(new Error(f.message), { name: 'FunctionsHttpError', context: { status: f.status ?? 400 } }),
          });
        const handler = options.functions?.[name];
        return Promise.resolve({ data: handler ? handler(init.body) : null, error: null });
      }),
    },
    auth,
    channel: jest.fn((topic: string, options: { config?: unknown } = {}) => makeChannel(topic, options.config ?? {})),
    removeChannel: jest.fn((channel: FakeChannel) => {
      const entry = channels.find((c) => c.channel === channel);
      if (entry && channel.state !== 'removed') {
        void channel.unsubscribe();
        channel.state = 'removed';
      }
      return Promise.resolve('ok');
    }),
    getChannels: () => realtime.channels(),
  };

  const fake: FakeSupabase<Own> = {
    client: client as unknown as SupabaseClient<FakeDatabase<Own>>, // the fake implements the part of the client the portal calls
    auth,
    calls,
    rows: <T extends TableName<Own>>(table: T) => (store.get(table) ?? []) as Partial<FakeRow<T, Own>>[],
    callsTo: (target) => calls.filter((c) => c.target === target),
    fail: (target, failure) => (failure ? failures.set(target, failure) : failures.delete(target)),
  };
  realtimes.set(fake, realtime);
  return fake;
}
