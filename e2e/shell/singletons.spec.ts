import { expect, test, type Page } from '@playwright/test';
import { expectTitle, navigateInPage, openSignedIn } from '../support';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** Where each app's files are served: the shell at `/`, each remote from its live release (portal-config.json). */
async function appBases(page: Page, baseURL: string): Promise<Record<string, string>> {
  const { remotes } = (await (await page.request.get(`${baseURL}/portal-config.json`)).json()) as { remotes: Record<string, string> };
  return { shell: '/', ...Object.fromEntries(Object.entries(remotes).map(([name, url]) => [name, new URL('.', url).pathname])) };
}
const CHECKED = [
  'react',
  'react-dom',
  'react-dom/client',
  'styled-components',
  '@reduxjs/toolkit',
  'react-redux',
  'shared-ui',
  'shared-ui/router',
  'shared-ui/data',
];

test("React, react-dom, styled-components and the kit load once, from the shell, with every remote on the page; supabase-js is the shell's alone", async ({
  page,
  baseURL,
}) => {
  const requested = new Set<string>();
  page.on('request', (r) => requested.add(new URL(r.url()).pathname));

  await openSignedIn(page, 'admin', '/documents');
  await expectTitle(page, 'Business Documents', 'mfe_setup');
  for (const [path, remote, title] of [
    ['/training', 'mfe_content', 'Training Videos'],
    ['/term-loan', 'mfe_credit', 'Credit & Loans'],
    ['/clients', 'mfe_admin', 'Clients'],
  ]) {
    await navigateInPage(page, path);
    await expectTitle(page, title, remote);
  }
  // mfe_auth may send a signed-in visitor on; what matters here is that its code loaded too.
  const authLoaded = page.waitForRequest((r) => /\/remotes\/mfe-auth\/[^/]+\/__federation_expose_/.test(r.url()));
  await navigateInPage(page, '/signup');
  await authLoaded;
  await page.waitForLoadState('networkidle');

  // Network log: for each shared package, whose copy (per the build manifests) was fetched.
  const APPS = await appBases(page, baseURL as string);
  const manifests: Record<string, Manifest> = {};
  for (const [app, base] of Object.entries(APPS))
    manifests[app] = await (await page.request.get(`${baseURL}${base}mf-manifest.json`)).json();
  for (const pkg of CHECKED) {
    const providers = Object.entries(manifests)
      .filter(([app, m]) => {
        const files = m.shared.find((s) => s.name === pkg)?.assets.js.sync ?? [];
        return files.some((f) => requested.has(`${APPS[app]}${f}`));
      })
      .map(([app]) => app);
    expect(providers, `copies of ${pkg} fetched`).toEqual(['shell']);
  }

  // Federation share scope (every instance's view of it): one version of each, loaded from the shell.
  const share = await page.evaluate(() => {
    type Info = { loaded?: boolean; from: string };
    const scopes = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> } }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, { versions: string[]; providers: string[] }> = {};
    for (const instance of Object.values(scopes))
      for (const pkgs of Object.values(instance))
        for (const [pkg, versions] of Object.entries(pkgs)) {
          const entry = (result[pkg] ??= { versions: [], providers: [] });
          for (const [version, info] of Object.entries(versions)) {
            if (!entry.versions.includes(version)) entry.versions.push(version);
            if (info.loaded && !entry.providers.includes(info.from)) entry.providers.push(info.from);
          }
        }
    return result;
  });
  // supabase-js is no shared module: the shell makes the page's one client and hands it to the remotes, whose builds
  // fail if they bundle any of it (infra/build/shared-policy.mjs SHELL_ONLY).
  expect(share['@supabase/supabase-js'], 'supabase-js in the share scope').toBeUndefined();
  for (const pkg of ['react', 'react-dom', 'styled-components', 'shared-ui/router']) {
    expect(share[pkg]?.versions, `${pkg} versions in the share scope`).toHaveLength(1);
    expect(share[pkg]?.providers, `${pkg} loaded from`).toEqual(['shell']);
  }
  // shared-ui/data is first loaded by a remote (the shell never imports it at boot): the runtime books the load
  // under that remote's record of the same version, while the network log above shows the shell's files served it.
  expect(share['shared-ui/data']?.versions, 'shared-ui/data versions in the share scope').toHaveLength(1);
});
