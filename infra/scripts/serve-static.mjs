// A small static server for production builds: the shell (with SPA fallback) at `/`, each remote under
// its own URL path, CORS on (federation fetches manifests cross-origin), gzip, and an uncached
// `/portal-config.json` given in memory or found in the shell's dist.
//   CLI: node infra/scripts/serve-static.mjs <dir> [--port 8081]   (serves one build alone)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
/** Content-hashed files never change; entry points and manifests must always be revalidated. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

const gzipCache = new Map();

async function fileIn(root, urlPath) {
  const target = normalize(join(root, decodeURIComponent(urlPath)));
  if (target !== root && !target.startsWith(root + sep)) return null;
  try {
    const s = await stat(target);
    return s.isFile() ? { path: target, mtime: s.mtimeMs } : null;
  } catch {
    return null;
  }
}

function send(req, res, status, body, type, cache) {
  const headers = {
    'Content-Type': type,
    'Cache-Control': cache,
    'Access-Control-Allow-Origin': '*',
    Vary: 'Accept-Encoding',
  };
  let payload = body;
  if (body.length > 512 && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && type !== TYPES['.mp4']) {
    payload = body.gzipped ?? gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = payload.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

async function sendFile(req, res, file, cacheOverride) {
  const ext = extname(file.path);
  const key = `${file.path}:${file.mtime}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = await readFile(file.path);
    if (COMPRESSIBLE.has(ext)) body.gzipped = gzipSync(body);
    gzipCache.set(key, body);
  }
  const cache = cacheOverride ?? (HASHED.test(file.path) ? 'public, max-age=31536000, immutable' : 'no-cache');
  send(req, res, 200, body, TYPES[ext] ?? 'application/octet-stream', cache);
}

/**
 * @param {object} o
 * @param {number} o.port
 * @param {string} [o.host]
 * @param {string} [o.root]       directory served at `/` (SPA fallback to its index.html)
 * @param {Record<string,string>} [o.mounts]  URL prefix (e.g. `/remotes/mfe-auth/`) -> directory
 * @param {() => unknown} [o.config]          current `/portal-config.json` (may be async; overrides a file in root)
 * @param {(path: string) => string | null} [o.pages]  extra generated HTML pages (e.g. link placeholders)
 * @param {(path: string) => Record<string,string> | Promise<Record<string,string>>} [o.headers]  security headers of every response (given its path)
 *        (default: nosniff and a referrer policy; the portal passes its CSP, see portal-headers.mjs)
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
const BASIC_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };

export async function serveStatic({ port, host = '127.0.0.1', root, mounts = {}, config, pages, headers = () => BASIC_HEADERS }) {
  const rootDir = root ? resolve(root) : null;
  const mountList = Object.entries(mounts).map(([prefix, dir]) => [prefix, resolve(dir)]);
  const server = createServer(async (req, res) => {
    try {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      for (const [name, value] of Object.entries(await headers(path))) res.setHeader(name, value);
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD',
        });
        return res.end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return send(req, res, 405, Buffer.from('Method Not Allowed'), TYPES['.txt'], 'no-store');
      if (path === '/portal-config.json' && config) {
        return send(req, res, 200, Buffer.from(JSON.stringify(await config(), null, 2)), TYPES['.json'], 'no-store');
      }
      const page = pages?.(path);
      if (page) return send(req, res, 200, Buffer.from(page), TYPES['.html'], 'no-store');
      for (const [prefix, dir] of mountList) {
        if (!path.startsWith(prefix)) continue;
        const file = await fileIn(dir, path.slice(prefix.length));
        return file ? sendFile(req, res, file) : send(req, res, 404, Buffer.from('Not Found'), TYPES['.txt'], 'no-store');
      }
      if (rootDir) {
        const file = await fileIn(rootDir, path);
        if (file) return sendFile(req, res, file, path === '/portal-config.json' ? 'no-store' : undefined);
        // Client-side routes get the shell's page; a missing asset is a real 404.
        if (!extname(path)) {
          const index = await fileIn(rootDir, '/index.html');
          if (index) return sendFile(req, res, index);
        }
      }
      send(req, res, 404, Buffer.from('Not Found'), TYPES['.txt'], 'no-store');
    } catch (error) {
      // A malformed `%` escape is the client's mistake; nothing else leaks the error's text.
      if (error instanceof URIError) return send(req, res, 400, Buffer.from('Bad Request'), TYPES['.txt'], 'no-store');
      console.error(`serve-static: ${req.method} ${req.url}: ${error?.stack ?? error}`);
      send(req, res, 500, Buffer.from('Internal Server Error'), TYPES['.txt'], 'no-store');
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  const actual = server.address().port;
  return {
    url: `http://localhost:${actual}`,
    close: () =>
      new Promise((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith('--')) ?? 'dist';
  const portFlag = args.indexOf('--port');
  const port = Number(portFlag >= 0 ? args[portFlag + 1] : (process.env.PORT ?? 8081));
  const { url } = await serveStatic({ port, root: dir });
  console.log(`Serving ${resolve(dir)} at ${url} (CORS on)`);
}
