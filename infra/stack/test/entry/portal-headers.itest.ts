import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startProcess, type StartedProcess } from '../support/start-process';

const ROOT = path.resolve(__dirname, '../../../..');

/** Parses a Content-Security-Policy into directive → sources. */
const parseCsp = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

// Issue 8, item 8: the portal's server sends a CSP that allows what the portal loads and nothing inline.
describe('the portal server (npm start) sends security headers', () => {
  let started: StartedProcess;
  beforeAll(async () => {
    started = await startProcess('start');
  }, 120_000);
  afterAll(() => started.stop());

  it('on the shell, the placeholder pages and the config', async () => {
    const config = await (await fetch(`${started.portalUrl}/portal-config.json`)).json();
    for (const route of ['/', '/sign-in', '/external/chatbot', '/portal-config.json', '/remotes/mfe-auth/mf-manifest.json']) {
      const res = await fetch(`${started.portalUrl}${route}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = parseCsp(res.headers.get('content-security-policy') ?? '');
      // Issue 20, item 12: the chatbot placeholder is framed by Support Chat (the portal itself); nothing else is framed.
      if (route === '/external/chatbot') {
        expect(csp['frame-ancestors']).toEqual(["'self'"]);
        expect(res.headers.get('x-frame-options')).toBeNull();
      } else {
        expect(csp['frame-ancestors']).toEqual(["'none'"]);
        expect(res.headers.get('x-frame-options')).toBe('DENY');
      }
      expect(csp['object-src']).toEqual(["'none'"]);
      // Scripts: the portal, the remotes' origins, the frames' height reporter; never 'unsafe-inline' or eval.
      // (Without builds there is no live release: remotes is empty here; the next test covers remote origins.)
      expect(csp['script-src']).toContain("'self'");
      expect(csp['script-src'].join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
      // Issue 20, item 9: dev servers only when DEV_OVERRIDES=true (not set here), never the API's origin.
      expect(config.devOverrides).toBeUndefined();
      expect(csp['script-src'].join(' ')).not.toMatch(/localhost:\*|127\.0\.0\.1:\*/);
      expect(csp['script-src']).not.toContain(new URL(config.apiUrl).origin);
      // The API for fetch/XHR and realtime, its storage for images and media.
      const api = new URL(config.apiUrl).origin;
      expect(csp['connect-src']).toEqual(expect.arrayContaining([api, api.replace('http', 'ws')]));
      expect(csp['img-src']).toContain(api);
      expect(csp['media-src']).toContain(api);
      // The chatbot's page and the sandboxed documents.
      expect(csp['frame-src']).toEqual(
        expect.arrayContaining([
          new URL(config.links.chatbot).origin === started.portalUrl ? "'self'" : new URL(config.links.chatbot).origin,
          'blob:',
        ]),
      );
    }
  });

  it('follows the runtime config: scripts from the release store path only, API, chatbot, welcome video; loopback dev servers only with devOverrides', async () => {
    const { portalSecurityHeaders } = (await import(path.join(ROOT, 'infra/scripts/portal-headers.mjs'))) as {
      portalSecurityHeaders: (config: unknown) => Record<string, string>;
    };
    const config = {
      apiUrl: 'https://api.example.com',
      remotes: {
        mfe_auth: 'https://cdn.example.net/remotes/mfe-auth/v3/mf-manifest.json',
        mfe_admin: 'https://admin.example.org/mf-manifest.json',
        // The production store: a public bucket on the API's origin, which also serves every upload.
        mfe_credit:
          'https://api.example.com/storage/v1/object/public/portal-releases/mfe-credit/1.2.0-abcdef12-20261125T100000Z/mf-manifest.json',
      },
      links: { chatbot: 'https://chat.example.io/widget', welcomeVideo: 'https://video.example.tv/welcome.mp4' },
    };
    const csp = parseCsp(portalSecurityHeaders(config)['Content-Security-Policy']);
    expect(csp['script-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://cdn.example.net/remotes/',
        'https://admin.example.org/',
        'https://api.example.com/storage/v1/object/public/portal-releases/',
      ]),
    );
    expect(csp['script-src']).not.toContain('https://api.example.com');
    expect(csp['script-src']).not.toContain('https://cdn.example.net');
    expect(csp['script-src']).not.toContain('http://localhost:*');
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(['https://cdn.example.net', 'https://api.example.com', 'wss://api.example.com']),
    );
    expect(csp['frame-src']).toEqual(["'self'", 'blob:', 'https://chat.example.io']);
    expect(csp['media-src']).toEqual(expect.arrayContaining(['https://api.example.com', 'https://video.example.tv']));
    const dev = parseCsp(portalSecurityHeaders({ ...config, devOverrides: true })['Content-Security-Policy']);
    expect(dev['script-src']).toEqual(expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*']));
  });

  it('answers a malformed `%` in a path with 400 and keeps serving (issue 20, item 10)', async () => {
    for (const bad of ['/%', '/remotes/mfe-auth/%E0%A4%A', '/external/%zz'])
      expect((await fetch(`${started.portalUrl}${bad}`)).status).toBe(400);
    expect((await fetch(`${started.portalUrl}/portal-config.json`)).status).toBe(200);
  });

  it("allows by hash exactly the sandboxed frames' height reporter (shared-ui SandboxedDocument)", async () => {
    const source = fs.readFileSync(path.join(ROOT, 'shared-ui/src/html/SandboxedDocument.tsx'), 'utf8');
    const body = /<script nonce="\$\{nonce\}">([\s\S]*?)<\/script>/.exec(source)?.[1];
    const message = /HEIGHT_MESSAGE = '([^']+)'/.exec(source)?.[1];
    expect(body && message).toBeTruthy();
    const hash = `'sha256-${createHash('sha256').update(body!.split('${HEIGHT_MESSAGE}').join(message!)).digest('base64')}'`;
    const csp = parseCsp((await fetch(started.portalUrl)).headers.get('content-security-policy') ?? '');
    // If this fails, the reporter changed: update FRAME_SCRIPT_SHA256 in infra/scripts/portal-headers.mjs.
    expect(csp['script-src']).toContain(hash);
  });
});
