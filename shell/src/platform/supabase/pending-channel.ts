import type { RealtimeChannel, RealtimeChannelOptions, RealtimeClient } from '@supabase/realtime-js';
import { deferredObject } from './deferred';

export interface PendingChannel {
  /** What `channel()` returned: the real channel's stand-in, then the real channel's members. */
  channel: RealtimeChannel;
  /** Creates the real channel on the real client and replays the calls made so far. */
  attach(client: RealtimeClient): void;
  real(): RealtimeChannel | undefined;
}

/**
 * A channel asked for before realtime-js has arrived. `on()` and `subscribe()` chain as they do on a real channel
 * (and ask for realtime-js); they are replayed, in order, on the real channel once it exists. Asynchronous
 * methods (`send`, `track`, `unsubscribe`, ...) wait for it; `presenceState()` is empty until then.
 */
export function createPendingChannel(
  name: string,
  params: RealtimeChannelOptions | undefined,
  load: () => Promise<unknown>,
): PendingChannel {
  let real: RealtimeChannel | undefined;
  const calls: [keyof RealtimeChannel, unknown[]][] = [];
  const chain =
    (method: 'on' | 'subscribe') =>
    (...args: unknown[]) => {
      calls.push([method, args]);
      void load();
      return channel;
    };
  const channel: RealtimeChannel = deferredObject<RealtimeChannel>(
    () => real,
    () => load().then(() => real as RealtimeChannel),
    {
      on: chain('on'),
      subscribe: chain('subscribe'),
      topic: `realtime:${name}`,
      subTopic: name,
      state: 'closed',
      presenceState: () => ({}),
    },
  );
  return {
    channel,
    real: () => real,
    attach(client) {
      if (real) return;
      real = client.channel(name, params);
      for (const [method, args] of calls.splice(0)) (real[method] as (...a: unknown[]) => unknown).apply(real, args);
    },
  };
}
