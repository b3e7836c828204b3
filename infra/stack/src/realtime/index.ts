import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { StackContext } from '../context';
import { ChangeFeed } from './change-feed';
import { ChannelRegistry } from './channel';
import { RealtimeConnection } from './connection';
import { deliverDatabaseBroadcasts, isDatabaseBroadcast } from './database-broadcast';
import { dispatchChanges } from './dispatch';
import { REALTIME_LIMITS } from './limits';
import { serializerFor } from './protocol';
import { Publication } from './publication';
import { createRestBroadcast } from './rest-broadcast';
import { SocketLimits } from './socket-limits';
import { checkToken } from './token';
import { Topics } from './topics';
import type { Handler } from '../http/types';

export const REALTIME_PATH = '/realtime/v1/websocket';

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
  const sessionAlive = (id: string) =>
    db.query<{ alive: boolean }>('select exists (select 1 from auth.sessions where id::text = $1) as alive', [id]).then(
      (r) => r.rows[0]?.alive === true,
      () => false,
    );

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
      const apiKey = url.searchParams.get('apikey') ?? (req.headers.apikey as string | undefined) ?? '';
      if (!checkToken(apiKey, config.jwtSecret).ok) {
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
          jwtSecret: config.jwtSecret,
          registry,
          publication,
          apiKey,
          watermark: () => feed.watermark(),
          limits,
          sessionAlive,
          topics,
          db,
        });
        connections.add(connection);
        ws.on('close', () => connections.delete(connection));
      });
      return true;
    },
    http: createRestBroadcast(config, db, topics),
    endSessions(sessionIds) {
      const ended = new Set(sessionIds);
      if (ended.size > 0) for (const connection of connections) connection.endSessions(ended);
    },
    poke: () => {
      if (connections.size > 0) feed.poke();
    },
    stats: () => ({ sockets: connections.size, channels: registry.size }),
    async close() {
      clearInterval(cleanup);
      await feed.close();
      for (const connection of connections) connection.terminate();
      wss.close();
    },
  };
}
