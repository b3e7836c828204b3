import type { IncomingHttpHeaders } from 'node:http';

/**
 * Headers that name the client's address or the way it came. A caller may send any of them; only the
 * platform's front sets them (hosted Supabase: Cloudflare sets `CF-Connecting-IP` to the address that connected
 * to it, docs/deploy.md). So the stack, which is its own front, drops what the caller sent and sets them itself.
 */
const CALLER_SET = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'cf-connecting-ip',
  'true-client-ip',
  'x-client-ip',
];

/** The peer address as clients know it: an IPv4 peer of a dual-stack socket without its `::ffff:` prefix. */
export function clientAddress(peer: string): string {
  return peer.startsWith('::ffff:') && peer.includes('.') ? peer.slice(7) : peer;
}

/**
 * The request's headers as the services see them (the database's `request.headers`, the functions' `Request`):
 * the caller's forwarding headers removed, and `X-Forwarded-For`, `X-Real-IP` and `CF-Connecting-IP` set to the
 * address that connected, as Supabase's gateway sets them. Once, where every request enters (server.ts).
 */
export function withPlatformAddress(headers: IncomingHttpHeaders, peer: string): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = { ...headers };
  for (const name of CALLER_SET) delete out[name];
  const address = clientAddress(peer);
  if (address) {
    out['x-forwarded-for'] = address;
    out['x-real-ip'] = address;
    out['cf-connecting-ip'] = address;
  }
  return out;
}
