import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { StackContext } from './context';
import { withPlatformAddress } from './http/client-address';
import { corsHeaders, preflight } from './http/cors';
import { logRequest } from './http/request-log';
import { writeResponse } from './http/write-response';
import { header, json, type ApiRequest, type ApiResponse, type Handler } from './http/types';
import { createAuthService } from './auth';
import { createFunctionsService } from './functions';
import { createMailSendService } from './mail';
import { createRestService } from './rest';
import { createStorageService } from './storage';
import { createOperationsService, OPERATIONS_PREFIX } from './operations/service';
import { createRealtimeService } from './realtime';

/** Largest request body accepted (storage uploads; buckets enforce their own smaller limits). */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

export interface ServiceRoutes {
  prefix: string;
  handler: Handler;
  /** Releases what the service holds (the functions' worker thread) when the stack stops. */
  close?: () => Promise<void>;
  /** false: no CORS headers and no preflight answers (the local inbox: no other origin may read it). */
  cors?: boolean;
  /** Answers an HTTP upgrade (Realtime's websocket); false: not this service's. */
  upgrade?: (req: http.IncomingMessage, socket: Duplex, head: Buffer) => boolean;
  /** Open sockets and joined channels (Realtime's; the bench and health read them). */
  stats?: () => { sockets: number; channels: number };
}

/** Every service of the stack, each made from the context and registered the same way (a prefix and a handler). */
export async function createServices(ctx: StackContext): Promise<ServiceRoutes[]> {
  const functions = createFunctionsService(ctx);
  return [
    ...(ctx.realtime ? [await realtimeRoutes(ctx, ctx.realtime)] : []),
    { prefix: '/rest/v1', handler: await createRestService(ctx) },
    { prefix: '/auth/v1', handler: await createAuthService(ctx) },
    { prefix: '/storage/v1', handler: await createStorageService(ctx) },
    { prefix: '/functions/v1', handler: functions.handle, close: functions.close },
    { prefix: '/mail/v1', handler: await createMailSendService(ctx) },
    // The command-line tools' database work, run here while the stack has the database open (src/operations/registry.ts).
    { prefix: OPERATIONS_PREFIX, handler: createOperationsService(ctx), cors: false },
  ];
}

/**
 * Realtime: its websocket (an upgrade) and its REST API (broadcast) under /realtime/v1. It reads with the unpoked
 * database and is woken by the other services' writes; Auth's sign-outs end their sessions' channels, and its changes
 * to a user (a new password, a ban, a deletion, a second factor, a new role) end or re-check that user's channels.
 */
async function realtimeRoutes(ctx: StackContext, side: NonNullable<StackContext['realtime']>): Promise<ServiceRoutes> {
  const realtime = await createRealtimeService({ config: ctx.config, db: side.db, apiDb: side.apiDb });
  side.writes.listen(realtime.poke);
  ctx.sessionsEnded = realtime.endSessions;
  ctx.usersChanged = realtime.usersChanged;
  return { prefix: '/realtime/v1', handler: realtime.http, close: realtime.close, upgrade: realtime.handleUpgrade, stats: realtime.stats };
}

export function createHttpServer(ctx: StackContext, services: ServiceRoutes[]): http.Server {
  // Long `in.(...)` lists and select lists travel in the URL: allow 64 KiB of headers (Node's default is 16).
  const server = http.createServer({ maxHeaderSize: 64 * 1024 }, (incoming, outgoing) => {
    const started = performance.now();
    let url: URL;
    try {
      url = new URL(incoming.url ?? '/', 'http://stack.local');
    } catch {
      outgoing
        .writeHead(400, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ message: 'Malformed request URL' }));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;

    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    incoming.on('error', () => outgoing.destroy());
    outgoing.on('error', () => undefined);
    const respond = async () => {
      const req: ApiRequest = {
        method: (incoming.method ?? 'GET').toUpperCase(),
        url,
        path: url.pathname,
        // The client's address as the platform sets it: a caller's own X-Forwarded-For, X-Real-IP or
        // CF-Connecting-IP never reaches a service (the database's request.headers, the functions).
        headers: withPlatformAddress(incoming.headers, incoming.socket.remoteAddress ?? ''),
        body: Buffer.concat(chunks),
        ip: incoming.socket.remoteAddress ?? '',
      };
      const service = services.find((s) => url.pathname === s.prefix || url.pathname.startsWith(s.prefix + '/'));
      const cors = service?.cors !== false;
      let response: ApiResponse;
      try {
        response = tooLarge ? json(413, { message: 'Payload too large' }) : await route(req, service, cors);
      } catch (error) {
        process.stderr.write(`stack: unhandled error on ${req.method} ${url.pathname}: ${(error as Error).stack ?? error}\n`);
        response = json(500, { code: 'unexpected_failure', message: 'Internal server error' });
      }
      const status = writeResponse(
        outgoing,
        req.method,
        response,
        cors ? corsHeaders(req, ctx.config) : {},
        header(req, 'accept-encoding'),
      );
      if (ctx.config.logRequests) logRequest(req.method, url.pathname, status, performance.now() - started);
    };
    incoming.on('end', () => {
      void respond().catch((error: unknown) => {
        process.stderr.write(`stack: could not answer ${incoming.method} ${url.pathname}: ${(error as Error)?.stack ?? error}\n`);
        if (!outgoing.headersSent) outgoing.writeHead(500).end();
        else outgoing.destroy();
      });
    });
  });
  server.on('clientError', answerMalformedRequest);
  server.on('upgrade', (req, socket, head) => {
    if (!services.some((s) => s.upgrade?.(req, socket, head))) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
  });
  return server;
}

/** Sockets that got their 400 (431): what they still send is drained, not reset. */
const answered = new WeakSet<object>();

/**
 * A request Node's parser refuses (a header split by a raw CR/LF, a control character, too many header bytes)
 * gets its 400 (431) and a clean close. Node's own handler destroys the socket at once, and with the rest of the
 * request still unread the kernel sends a reset that can overtake the answer: the client then sees none.
 */
function answerMalformedRequest(error: NodeJS.ErrnoException, socket: import('node:stream').Duplex): void {
  // Node's parser keeps reading an answered socket and reports every further chunk as the same error: those
  // chunks are the rest being drained. Destroying the socket then would reset a client still sending (EPIPE).
  if (answered.has(socket) && error.code !== 'ECONNRESET') return;
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  answered.add(socket);
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  // Read (and drop) what the client still sends, so the connection ends with FIN, not a reset.
  socket.on('data', () => undefined);
  socket.resume();
  setTimeout(() => socket.destroy(), 5000).unref();
}

async function route(req: ApiRequest, service: ServiceRoutes | undefined, cors: boolean): Promise<ApiResponse> {
  if (req.method === 'OPTIONS' && cors) return preflight(req);
  if (req.url.pathname === '/health') return json(200, { status: 'ok' });
  if (service) return service.handler({ ...req, path: req.url.pathname.slice(service.prefix.length) || '/' });
  return json(404, { message: 'no Route matched with those values' });
}
