import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { gatewayToken } from '../api-keys';
import type { StackContext } from '../context';
import { ChangeFeed } from './change-feed';
import { ChannelRegistry } from './channel';
import { RealtimeConnection } from './connection';
import { deliverDatabaseBroadcasts, isDatabaseBroadcast } from './database-broadcast';
import { dispatchChanges } from './dispatch';
import { JoinGate } from './join-gate';
import { REALTIME_LIMITS } from './limits';
import { serializerFor } from './protocol';
import { Publication, type PublishedTable } from './publication';
import { createRestBroadcast } from './rest-broadcast';
import { SocketLimits } from './socket-limits';
import { checkToken } from './token';
import { Topics } from './topics';
import type { Handler } from '../http/types';
import { verifierOf } from '../jwt';

export const REALTIME_PATH = '/realtime/v1/websocket';
/** How often the sessions of live channels are looked up (a session deleted by any means ends its channels). */
const SESSION_SWEEP_MS = 2000;
const PRIVILEGE_TTL_MS = 5000;

export interface RealtimeService {
  /** Answers an HTTP upgrade of REALTIME_PATH; false: not ours. */
  handleUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** A write may have changed a published table: drain the captured changes now. */
  poke(): void;
  /** Open sockets and joined channels (bench, health). */
  stats(): { sockets: number; channels: number };
  /** Realtime's REST API under /realtime/v1 (`POST /api/broadcast`, `POST /api/broadcast/:topic/events/:event`). */
  http: Handler;
  /** Auth signed these sessions out: their channels stop at once (README "Realtime", sign-out). */
  endSessions(sessionIds: string[]): void;
  /**
   * Auth changed these users (a new password, a ban, a deletion, a second factor verified, a new role): their channels
   * whose session is gone stop now, and Realtime Authorization is read again for their private channels.
   */
  usersChanged(userIds: string[]): void;
  close(): Promise<void>;
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: text/plain\r\nContent-Length: ${text.length}\r\nConnection: close\r\n\r\n${text}`,
  );
}

/**
 * Supabase Realtime's `postgres_changes` over Phoenix websockets (README "Realtime"). `db` reads the publication and
 * the change queue with the stack's own rights; `apiDb` checks each subscriber's row access as the API does (authenticator).
 */
export async function createRealtimeService({
  config,
  db,
  apiDb,
}: Pick<StackContext, 'config' | 'db' | 'apiDb'>): Promise<RealtimeService> {
  const registry = new ChannelRegistry();
  const publication = new Publication(db);
  await publication.refresh();
  const topics = new Topics();
  // Broadcasts from the database (realtime.send, realtime.broadcast_changes) go to their topics; row changes to
  // the postgres_changes subscribers.
  const feed = new ChangeFeed(db, config.databaseUrl, (changes) => {
    deliverDatabaseBroadcasts(topics, changes.filter(isDatabaseBroadcast));
    return dispatchChanges(
      apiDb,
      publication,
      registry,
      changes.filter((c) => !isDatabaseBroadcast(c)),
      topics.fanOut,
    );
  });
  await feed.start();
  // Hosted drops realtime.messages' daily partitions after 72 hours (Realtime.Messages.delete_old_messages).
  const cleanup = setInterval(
    () => void db.query(`delete from realtime.messages where inserted_at < now() - interval '72 hours'`).catch(() => undefined),
    60 * 60_000,
  );
  cleanup.unref();
  const wss = new WebSocketServer({ noServer: true, maxPayload: REALTIME_LIMITS.maxFrameBytes });
  const connections = new Set<RealtimeConnection>();
  const limits = new SocketLimits();
  const gate = new JoinGate();
  const sessionAlive = (id: string) =>
    db.query<{ alive: boolean }>('select exists (select 1 from auth.sessions where id::text = $1) as alive', [id]).then(
      (r) => r.rows[0]?.alive === true,
      () => false,
    );
  // SELECT privileges by role and table, for a few seconds: 3,600 joins on one table ask the database once.
  const privileges = new Map<string, { at: number; allowed: Promise<boolean> }>();
  const maySelect = (role: string, table: PublishedTable) => {
    const key = `${role}\u0000${table.entity}`;
    const known = privileges.get(key);
    if (known && Date.now() - known.at < PRIVILEGE_TTL_MS) return known.allowed;
    if (privileges.size > 1000) privileges.clear();
    const allowed = db
      .query<{ allowed: boolean }>(
        `select exists (select 1 from pg_roles where rolname = $1) and has_table_privilege($1, $2, 'SELECT') as allowed`,
        [role, table.entity],
      )
      .then(
        (r) => r.rows[0]?.allowed === true,
        () => false,
      );
    privileges.set(key, { at: Date.now(), allowed });
    return allowed;
  };
  const endSessions = (sessionIds: Iterable<string>) => {
    const ended = new Set(sessionIds);
    if (ended.size > 0) for (const connection of connections) connection.endSessions(ended);
  };
  /**
   * However a session ends (sign-out, a new password, a ban, a deletion, a second factor verified elsewhere, or a
   * statement on auth.sessions), its channels stop: auth says so at once (endSessions, usersChanged), and every
   * SESSION_SWEEP_MS one query finds the sessions of live channels that are gone.
   */
  let sweeping: Promise<void> | undefined;
  const sweep = () => {
    if (sweeping) return sweeping;
    const live = new Set<string>();
    for (const connection of connections) for (const id of connection.sessions()) live.add(id);
    if (live.size === 0) return Promise.resolve();
    sweeping = db
      .query<{ id: string }>('select id::text as id from auth.sessions where id::text = any($1::text[])', [[...live]])
      .then(
        ({ rows }) => {
          for (const { id } of rows) live.delete(id);
          endSessions(live);
        },
        () => undefined,
      )
      .finally(() => {
        sweeping = undefined;
      });
    return sweeping;
  };
  const sweeper = setInterval(() => void sweep(), SESSION_SWEEP_MS);
  sweeper.unref();

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://stack.local');
      if (url.pathname !== REALTIME_PATH && url.pathname !== `${REALTIME_PATH}/`) return false;
      const vsn = serializerFor(url.searchParams.get('vsn'));
      if (!vsn) {
        refuse(socket, 400, 'Bad Request');
        return true;
      }
      // As Realtime's socket connect: the project's API key (a JWT signed with its secret) or no socket.
      // A publishable or secret key (sb_...) stands for its role's JWT, as hosted's gateway swaps it.
      const apiKey = gatewayToken(url.searchParams.get('apikey') ?? (req.headers.apikey as string | undefined) ?? '', config.jwtSecret);
      if (!checkToken(apiKey, verifierOf(config)).ok) {
        refuse(socket, 403, 'Forbidden');
        return true;
      }
      // The TCP peer's address: a forwarding header is the caller's to write, so it is never trusted here.
      const address = req.socket.remoteAddress ?? '';
      if (!limits.addressMayConnect(address)) {
        refuse(socket, 429, 'Too Many Requests');
        return true;
      }
      limits.addAddress(socket, address);
      socket.once('close', () => limits.release(socket));
      wss.handleUpgrade(req, socket, head, (ws) => {
        const connection = new RealtimeConnection(ws, vsn, {
          jwtSecret: verifierOf(config),
          registry,
          publication,
          apiKey,
          watermark: () => feed.watermark(),
          limits,
          sessionAlive,
          topics,
          db,
          address,
          gate,
          maySelect,
        });
        connections.add(connection);
        ws.on('close', () => connections.delete(connection));
      });
      return true;
    },
    http: createRestBroadcast(config, db, topics, sessionAlive),
    endSessions,
    usersChanged(userIds) {
      // A sweep already under way may have read the sessions before auth deleted them: one more after it.
      void (sweeping ?? Promise.resolve()).then(sweep).then(async () => {
        for (const id of new Set(userIds)) for (const connection of connections) await connection.recheckUser(id).catch(() => undefined);
      });
    },
    poke: () => {
      if (connections.size > 0) feed.poke();
    },
    stats: () => ({ sockets: connections.size, channels: registry.size }),
    async close() {
      clearInterval(cleanup);
      clearInterval(sweeper);
      await feed.close();
      for (const connection of connections) connection.terminate();
      wss.close();
    },
  };
}
