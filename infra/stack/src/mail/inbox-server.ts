import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StackConfig } from '../config';
import type { StackContext } from '../context';
import { json, type ApiRequest } from '../http/types';
import { writeResponse } from '../http/write-response';
import { isLoopback } from '../secrets';
import { createInboxService } from './index';

export interface InboxServer {
  /** `http://127.0.0.1:<port>`: the page at `/`, the JSON at `/api/messages`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Why the local inbox stays closed, or null when it may open: it must be asked for (`LOCAL_INBOX=true`),
 * mail must stay on this machine (no SMTP_URL), and the API must be a loopback one, reached under a
 * loopback name (an API_EXTERNAL_URL elsewhere means a proxy in front: the inbox stays shut).
 */
export function inboxClosedReason(config: Pick<StackConfig, 'inbox' | 'smtpUrl' | 'host' | 'apiUrl'>): string | null {
  if (!config.inbox) return 'LOCAL_INBOX is not true';
  if (config.smtpUrl) return 'mail goes through SMTP_URL';
  if (!isLoopback(config.host)) return `API_HOST ${config.host} is not loopback`;
  let apiHost = '';
  try {
    apiHost = new URL(config.apiUrl).hostname;
  } catch {
    /* not loopback below */
  }
  if (!isLoopback(apiHost)) return `the API is reached as ${config.apiUrl} (not loopback)`;
  return null;
}

/**
 * The local mail catcher's own server: its own port on 127.0.0.1, so its own origin (an object
 * uploaded to storage and opened in the API's origin can never read it), no CORS, its own CSP.
 */
export async function startInboxServer(ctx: StackContext, port: number): Promise<InboxServer> {
  const handler = await createInboxService(ctx);
  const server = http.createServer((incoming, outgoing) => {
    outgoing.on('error', () => undefined);
    incoming.resume();
    incoming.on('end', () => {
      void (async () => {
        let response;
        let method = (incoming.method ?? 'GET').toUpperCase();
        try {
          const url = new URL(incoming.url ?? '/', 'http://inbox.local');
          const req: ApiRequest = {
            method,
            url,
            path: url.pathname,
            headers: incoming.headers,
            body: Buffer.alloc(0),
            ip: incoming.socket.remoteAddress ?? '',
          };
          response = await handler(req);
        } catch {
          method = 'GET';
          response = json(400, { message: 'Bad request' });
        }
        writeResponse(outgoing, method, response, {});
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
