/**
 * Every resource a Realtime client can hold, bounded (README "Security", "Realtime limits"). Where hosted Realtime
 * has a number (supabase/realtime's tenant defaults, config/runtime.exs, and the Free plan's quotas in Supabase's
 * "Realtime Limits" page) the stack uses it; where the hosted number is project-wide, the stack applies it per
 * socket, per address or per user, which is stricter for one abuser and never reached by the portal.
 */
export const REALTIME_LIMITS = {
  /**
   * Largest frame a client may send. Hosted Cowboy takes 5,000,000 bytes but then refuses payloads over the plan's
   * 256 KB (Free); the stack parses frames on its one main thread, so it stops at 1 MiB (a broadcast of 256 KB fits).
   */
  maxFrameBytes: 1024 * 1024,
  /** Broadcast and presence payload (hosted Free plan: "Broadcast payload size 256 KB"; max_payload_size_in_kb). */
  maxPayloadBytes: 256 * 1000,
  /** Channels joined at once on one socket (hosted max_channels_per_client, default 100). */
  maxChannelsPerSocket: 100,
  /** Messages a socket may send per second (hosted max_events_per_second, default 100, project-wide there). */
  maxEventsPerSecond: 100,
  /** Joins per second on one socket (hosted max_joins_per_second, default 100): over it the socket is disconnected. */
  maxJoinsPerSecond: 100,
  /**
   * Bytes a socket may send per second, averaged (hosted max_bytes_per_second, default 100,000); a burst of one
   * full frame is allowed. Over it the stack stops reading that socket until the budget is back (TCP backpressure).
   */
  maxBytesPerSecond: 100_000,
  /**
   * Open sockets from one address. Hosted caps a project at 200 (Free) / 500 (Pro) connections; every local client
   * (browsers, benches, tests) comes from 127.0.0.1, so the stack's per-address cap is Pro's 500.
   */
  maxSocketsPerAddress: 500,
  /** Sockets with channels joined as one user (`sub`): the Free plan's 200 connections for the whole project. */
  maxSocketsPerUser: 200,
  /** Output a client has not read; past it the socket is closed (1008), as Phoenix's process would be killed. */
  maxBufferedBytes: 4 * 1024 * 1024,
  /**
   * A join frame (its token, config and postgres_changes): refused past 64 KiB, before anything in it is read. Hosted
   * Realtime has no such number (each socket is a process of its own there, so a big join slows only itself); a
   * real join is well under 10 KiB (a token of a few KiB and a few filters).
   */
  maxJoinBytes: 64 * 1024,
  /** postgres_changes bindings in one join. */
  maxBindingsPerJoin: 100,
  /** Conditions in one `filter` (comma-separated). */
  maxFilterConditions: 100,
  /** Values of one `in` filter (Supabase docs: "in: up to 100 values"). */
  maxInValues: 100,
  /** Presence: track/untrack calls per channel per window (hosted client_presence_rate_limit: 5 per 30 s). */
  maxPresenceCallsPerWindow: 5,
  presenceWindowMs: 30_000,
  /** Metas under one presence key (hosted "Presence keys per object: 10"). */
  maxMetasPerKey: 10,
  /** Presence entries (metas) in one topic, and their bytes: a presence_state stays a few frames. */
  maxPresencesPerTopic: 1000,
  maxPresenceBytesPerTopic: 4 * 1024 * 1024,
  /** Messages in one REST broadcast request (POST /realtime/v1/api/broadcast). */
  maxMessagesPerRequest: 100,
  /**
   * A presence key (`config.presence.key`), in UTF-8 bytes. Hosted keys are short (a user id, 36 characters); the
   * key is repeated in every presence_state and diff, so it counts toward the topic's presence bytes too.
   */
  maxPresenceKeyBytes: 128,
  /**
   * presence_state a socket may be sent: a burst of two full topics, then 1 MB a second. The state is encoded once per
   * change, but each join still writes it to the socket; re-joining a topic of 3.5 MB of presence in a loop is refused
   * (`ClientJoinRateLimitReached`) past it. Hosted has none (a socket is a process of its own there).
   */
  maxPresenceStateBurstBytes: 8 * 1024 * 1024 + 512 * 1024,
  maxPresenceStateBytesPerSecond: 1_000_000,
  /**
   * Private joins the database refused (Realtime Authorization's policies said no), per address and per user (the
   * token's `sub`, else its role), in a window of 10 s; checks still in flight count. Past it, that address's or
   * user's private joins are refused without the database until the window ends. A private join as `anon` costs
   * nothing: it is refused before any check. Hosted counts every join against the project's max_joins_per_second (100).
   */
  maxRefusedJoins: 20,
  refusedJoinsWindowMs: 10_000,
  /**
   * postgres_changes bindings joined from one address (the TCP peer), all sockets together. Each is a subscriber
   * a change is matched against; hosted counts subscriptions per project (its connection and channel quotas).
   */
  maxChangeBindingsPerAddress: 4000,
  /**
   * Broadcast bytes delivered per second for one sender address, every recipient's copy counted (a 240 KB broadcast to
   * 200 members is 48 MB): a burst of 64 MB, then 16 MB a second; past it, broadcasts from that address are refused
   * (socket: `ClientEventRateLimitReached`, REST: 429) until the budget is back. Hosted counts every message each
   * client receives against the project's messages per second (Free: 100, Pro: 500).
   */
  maxFanOutBurstBytes: 64 * 1024 * 1024,
  maxFanOutBytesPerSecond: 16 * 1024 * 1024,
} as const;
