// Stands in for `@supabase/realtime-js` inside supabase-js in the shell's build (webpack alias, infra/build/
// webpack-factory.mjs): supabase-js constructs this RealtimeClient at createClient(), and realtime-js itself
// (17 KiB gz with its Phoenix protocol) is fetched when the page first uses a channel, not in the first load.
import type * as RealtimeJs from '@supabase/realtime-js';
import { deferredObject } from './deferred';
import { createPendingChannel, type PendingChannel } from './pending-channel';

type Module = typeof RealtimeJs;
type Client = RealtimeJs.RealtimeClient;
type Channel = RealtimeJs.RealtimeChannel;

let loaded: Module | undefined;
let loading: Promise<Module> | undefined;

/** Fetches realtime-js (once). */
export function loadRealtimeJs(): Promise<Module> {
  loading ??= import(/* webpackChunkName: "lazy-realtime" */ '@supabase/realtime-js/dist/module/index.js').then((m) => {
    loaded = m as unknown as Module;
    return loaded;
  });
  return loading;
}

/**
 * supabase-js's `realtime`: the real RealtimeClient once realtime-js has arrived. Before that, `channel()` returns
 * a channel at once (its `on()` and `subscribe()` are replayed on the real channel), `setAuth()` keeps the token
 * for the real client, and any other method waits for the load.
 */
export class RealtimeClient {
  constructor(endPoint: string, options?: RealtimeJs.RealtimeClientOptions) {
    let real: Client | undefined;
    let token: { value: string | null } | undefined;
    const pending = new Map<Channel, PendingChannel>();
    const load = (): Promise<Client> =>
      loadRealtimeJs().then((m) => {
        if (!real) {
          real = new m.RealtimeClient(endPoint, options);
          if (token) void real.setAuth(token.value);
          for (const p of pending.values()) p.attach(real);
        }
        return real;
      });
    /** A channel this stand-in gave out is the real one's stand-in: the real client gets the real channel. */
    const resolve = (channel: Channel): Channel => pending.get(channel)?.real() ?? channel;
    const early = {
      channel(name: string, params?: RealtimeJs.RealtimeChannelOptions): Channel {
        const p = createPendingChannel(name, params, load);
        pending.set(p.channel, p);
        return p.channel;
      },
      getChannels: (): Channel[] => [...pending.keys()],
      setAuth(value: string | null = null): Promise<void> {
        token = { value };
        return Promise.resolve();
      },
      isConnected: () => false,
      isConnecting: () => false,
      isDisconnecting: () => false,
      connectionState: () => 'closed',
    };
    const always = {
      async removeChannel(channel: Channel) {
        const client = await load();
        pending.delete(channel);
        return client.removeChannel(resolve(channel));
      },
    };
    return deferredObject<Client>(() => real, load, early, always) as unknown as RealtimeClient;
  }
}

// realtime-js's enums, re-exported by supabase-js (`export * from '@supabase/realtime-js'`): the same values
// (supabase-stand-ins.test.ts compares them with realtime-js's). Its classes come with the chunk.
export const REALTIME_LISTEN_TYPES = {
  BROADCAST: 'broadcast',
  PRESENCE: 'presence',
  POSTGRES_CHANGES: 'postgres_changes',
  SYSTEM: 'system',
};
export const REALTIME_POSTGRES_CHANGES_LISTEN_EVENT = { ALL: '*', INSERT: 'INSERT', UPDATE: 'UPDATE', DELETE: 'DELETE' };
export const REALTIME_SUBSCRIBE_STATES = {
  SUBSCRIBED: 'SUBSCRIBED',
  TIMED_OUT: 'TIMED_OUT',
  CLOSED: 'CLOSED',
  CHANNEL_ERROR: 'CHANNEL_ERROR',
};
export const REALTIME_PRESENCE_LISTEN_EVENTS = { SYNC: 'sync', JOIN: 'join', LEAVE: 'leave' };
export const REALTIME_CHANNEL_STATES = { closed: 'closed', errored: 'errored', joined: 'joined', joining: 'joining', leaving: 'leaving' };

/** `x instanceof RealtimeChannel` (supabase-js's re-export) holds for realtime-js's channels once they exist. */
export const RealtimeChannel = {
  [Symbol.hasInstance]: (value: unknown) => !!loaded && value instanceof loaded.RealtimeChannel,
};
