import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.html': 'text/html' };

/**
 * A bare static server over `mounts` (URL prefix -> folder) on 127.0.0.1 (a free port by default): the
 * release check reads a folder store through it when the portal is not running; the dev loop serves its
 * build with it; tests use it.
 */
export async function serveDirs(mounts: Record<string, string>, port = 0): Promise<{ url: string; close(): Promise<void> }> {
  const list = Object.entries(mounts).map(([prefix, dir]) => [prefix, resolve(dir)] as const);
  const server: Server = createServer(async (req, res) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      // A malformed `%` escape (or URL) is the client's mistake: 400, and the server keeps serving.
      res.writeHead(400, { 'Content-Type': 'text/plain' });
      return res.end('Bad Request');
    }
    for (const [prefix, dir] of list) {
      if (!path.startsWith(prefix)) continue;
      const file = normalize(join(dir, path.slice(prefix.length)));
      if (!file.startsWith(dir + sep)) break;
      try {
        if ((await stat(file)).isFile()) {
          res.writeHead(200, {
            'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
            'Access-Control-Allow-Origin': '*',
            'Cache-Control': 'no-cache',
          });
          return res.end(req.method === 'HEAD' ? undefined : await readFile(file));
        }
      } catch {
        /* 404 below */
      }
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not Found');
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  const actual = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}
