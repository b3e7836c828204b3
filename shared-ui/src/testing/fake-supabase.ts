import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '../platform/database.types';
import { fakeAuth, type FakeAuth } from './fake-platform';

/**
 * The one fake supabase client of every DOM test (unit tests have no server; browser and integration tests use
 * the real stack). It keeps rows per table and answers the query builder's chain as supabase-js does: reads see
 * the rows (filtered by `eq`/`in`/`is`, `single`/`maybeSingle`), writes change them, and every call is recorded.
 */

export type TableName = keyof Database['public']['Tables'];
export type FunctionName = keyof Database['public']['Functions'];

/** A failure as the server reports it (PostgREST / storage / functions shape). */
export interface FakeFailure {
  message: string;
  code?: string;
  details?: string;
  status?: number;
  /** Which requests fail: writes only (default), reads only, or every request. */
  on?: 'write' | 'read' | 'any';
}

export interface FakeSupabaseOptions {
  /** Rows per table (partial rows are fine: a test gives the columns the screen reads). */
  tables?: { [T in TableName]?: Partial<Tables<T>>[] };
  /** Failures per table, per `rpc:<function>`, `storage` or `functions:<name>`. */
  failures?: Partial<Record<TableName | `rpc:${FunctionName}` | 'storage' | `functions:${string}`, FakeFailure>>;
  /** What an `rpc(name, args)` answers (default `null`); a promise answers when it settles (a slow server). */
  rpc?: Partial<Record<FunctionName, (args: Record<string, unknown>) => unknown>>;
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
type Answer = { data: unknown; error: unknown; status: number };

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

export interface FakeSupabase {
  /** Pass it as `createFakePlatform({ supabase: fake.client })`. */
  client: SupabaseClient<Database>;
  auth: FakeAuth;
  /** Every request, in order. */
  calls: FakeCall[];
  /** The rows a table holds now (after the writes the screen made). */
  rows<T extends TableName>(table: T): Partial<Tables<T>>[];
  /** The calls to one table / `rpc:<name>` / `storage:<bucket>`. */
  callsTo(target: string): FakeCall[];
  /** Makes a table (or rpc, storage, function) fail from now on; `null` makes it answer again. */
  fail(target: keyof NonNullable<FakeSupabaseOptions['failures']>, failure: FakeFailure | null): void;
  /** Realtime: the channels the screen has open, and what the server would push to them. */
  realtime: FakeRealtime;
}

/** An open channel of the fake: its topic and config, what it tracked (presence) and sent (broadcast). */
export interface FakeChannelState {
  topic: string;
  config: unknown;
  tracked: unknown[];
  sent: unknown[];
}

export interface FakeRealtime {
  /** The channels open now (joined and not removed). */
  channels(): FakeChannelState[];
  /** A row change for the `postgres_changes` listeners of the channels on `table` (filters are not applied). */
  change(table: string, eventType: 'INSERT' | 'UPDATE' | 'DELETE', row: Record<string, unknown>): void;
  /** A broadcast to the channel `topic`. */
  broadcast(topic: string, event: string, payload: unknown): void;
  /** The presence state of the channel `topic` becomes `state` (then its `sync` listeners run). */
  presence(topic: string, state: Record<string, unknown[]>): void;
}

export function fakeSupabase(options: FakeSupabaseOptions = {}): FakeSupabase {
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
    return { data: returnsRows ? result : null, error: null, status: write ? 201 : 200 };
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

  type Listener = { type: string; filter: Record<string, unknown>; callback: (payload: unknown) => void };
  type Channel = FakeChannelState & { listeners: Listener[]; state: Record<string, unknown[]> };
  const channels = new Set<Channel>();
  const channelApi = (channel: Channel) => {
    const api = {
      on(type: string, filter: Record<string, unknown>, callback: (payload: unknown) => void) {
        channel.listeners.push({ type, filter, callback });
        return api;
      },
      subscribe(callback?: (status: string) => void) {
        channels.add(channel);
        callback?.('SUBSCRIBED');
        return api;
      },
      track: jest.fn((meta: unknown) => (channel.tracked.push(meta), Promise.resolve('ok'))),
      untrack: jest.fn(() => Promise.resolve('ok')),
      send: jest.fn((message: unknown) => (channel.sent.push(message), Promise.resolve('ok'))),
      presenceState: () => channel.state,
      unsubscribe: () => (channels.delete(channel), Promise.resolve('ok')),
      channel,
    };
    return api;
  };
  const listeners = (topic: string | null, type: string) =>
    [...channels].filter((c) => topic === null || c.topic === topic).flatMap((c) => c.listeners.filter((l) => l.type === type));
  const realtime: FakeRealtime = {
    channels: () => [...channels].map(({ topic, config, tracked, sent }) => ({ topic, config, tracked, sent })),
    change: (table, eventType, row) =>
      listeners(null, 'postgres_changes')
        .filter((l) => l.filter.table === table && (l.filter.event === '*' || l.filter.event === eventType))
        .forEach((l) => l.callback({ eventType, table, schema: 'public', new: row, old: {} })),
    broadcast: (topic, event, payload) =>
      listeners(topic, 'broadcast')
        .filter((l) => l.filter.event === event)
        .forEach((l) => l.callback({ type: 'broadcast', event, payload })),
    presence: (topic, state) => {
      [...channels].filter((c) => c.topic === topic).forEach((c) => (c.state = state));
      listeners(topic, 'presence')
        .filter((l) => l.filter.event === 'sync')
        .forEach((l) => l.callback({}));
    },
  };

  const client = {
    channel: jest.fn((topic: string, options: { config?: unknown } = {}) =>
      channelApi({ topic, config: options.config ?? {}, tracked: [], sent: [], listeners: [], state: {} }),
    ),
    removeChannel: jest.fn((api: { channel: Channel }) => (channels.delete(api.channel), Promise.resolve('ok'))),
    from: jest.fn((table: string) => builder(table, null, (steps) => answerRest(table, steps))),
    rpc: jest.fn((name: string, args: Record<string, unknown> = {}) =>
      builder(`rpc:${name}`, ['rpc', [args]], async () => {
        const f = failures.get(`rpc:${name}`);
        if (f) return failed(f);
        const handler = options.rpc?.[name as FunctionName];
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
  };

  return {
    client: client as unknown as SupabaseClient<Database>, // the fake implements the part of the client the portal calls
    auth,
    calls,
    rows: <T extends TableName>(table: T) => (store.get(table) ?? []) as Partial<Tables<T>>[],
    callsTo: (target) => calls.filter((c) => c.target === target),
    fail: (target, failure) => (failure ? failures.set(target, failure) : failures.delete(target)),
    realtime,
  };
}
