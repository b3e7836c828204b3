import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { nodeUrl, openSignedIn, serviceDb, signInSession, stackState, testUser } from '../support';

// A resumable upload through the real portal and stack (shared-ui/upload on the first screen using it,
// /documents): a file of several megabytes shows moving progress, the page is reloaded mid-upload, and
// choosing the same file again resumes from the server's offset and completes.
const CHUNK = 6 * 1024 * 1024; // shared-ui/upload's TUS chunk
const SIZE = 8 * 1000 * 1000;
const RESUMABLE = '/storage/v1/upload/resumable';

let dir: string;
let file: string;

test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'e2e-upload-'));
  file = join(dir, 'Operating Agreement.pdf');
  const head = Buffer.from('%PDF-1.4\n%resumable e2e\n');
  const body = Buffer.alloc(SIZE - head.length);
  for (let i = 0; i < body.length; i += 1) body[i] = (i * 31 + 7) % 251;
  writeFileSync(file, Buffer.concat([head, body]));
  // One modification time for both picks: the same file, as after a reload.
  utimesSync(file, new Date('2026-11-01T10:00:00Z'), new Date('2026-11-01T10:00:00Z'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The page's network, slowed to `bytesPerSecond` for uploads (Chromium's DevTools throttling). */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

const progressOf = async (page: Page) => Number((await page.getByRole('progressbar').first().getAttribute('aria-valuenow')) ?? 0);
const isPatch = (req: Request) => req.method() === 'PATCH' && req.url().includes(RESUMABLE);

test('a large upload shows moving progress, survives a reload mid-upload and resumes from the server offset', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'client', '/documents');
  const input = page.getByLabel(/^Upload to /).first();
  await expect(input).toBeVisible({ timeout: 20_000 });
  await throttleUploads(page, 1.5 * 1024 * 1024);

  // First attempt: the first chunk reaches the server, then the page is reloaded while the rest is in flight.
  await input.setInputFiles(file);
  const firstChunkStored = page.waitForResponse(
    (res) => isPatch(res.request()) && res.status() === 204 && res.request().headers()['upload-offset'] === '0',
  );
  await page.getByRole('button', { name: 'Upload', exact: true }).first().click();
  await expect.poll(() => progressOf(page)).toBeGreaterThan(0);
  const early = await progressOf(page);
  await expect.poll(() => progressOf(page)).toBeGreaterThan(early);
  expect(early).toBeLessThan(100);
  const stored = await firstChunkStored;
  expect(stored.headers()['upload-offset']).toBe(String(CHUNK));
  const uploadUrl = new URL(stored.url());
  await page.reload();

  // The server kept the first chunk, for its creator only.
  const { apiUrl, serviceKey } = stackState();
  const api = nodeUrl(apiUrl);
  const headAs = async (token: string) =>
    fetch(`${api}${uploadUrl.pathname}`, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` } });
  const own = await headAs((await signInSession(await testUser('client'))).access_token);
  expect(own.status).toBe(200);
  expect(own.headers.get('upload-offset')).toBe(String(CHUNK));
  expect((await headAs(serviceKey)).status).toBe(404);

  // Second attempt: the same file again. tus-js-client asks the server for the offset and sends only the rest.
  const patches: { sent: string | undefined; stored: string | undefined }[] = [];
  page.on('response', (res) => {
    if (isPatch(res.request())) patches.push({ sent: res.request().headers()['upload-offset'], stored: res.headers()['upload-offset'] });
  });
  const asked = page.waitForRequest((req) => req.method() === 'HEAD' && req.url() === uploadUrl.href);
  const input2 = page.getByLabel(/^Upload to /).first();
  await expect(input2).toBeVisible({ timeout: 20_000 });
  await input2.setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).first().click();
  await asked;
  await expect(page.getByText('Document uploaded successfully!')).toBeVisible({ timeout: 30_000 });
  expect(patches).toEqual([{ sent: String(CHUNK), stored: String(SIZE) }]);

  // The object is whole: downloaded with the service key, byte for byte.
  const admin = serviceDb();
  const name = Buffer.from(uploadUrl.pathname.split('/').pop()!, 'base64url').toString('utf8').split('/').slice(1, -1).join('/');
  const { data, error } = await admin.storage.from('user-documents').download(name);
  expect(error).toBeNull();
  expect(Buffer.from(await data!.arrayBuffer()).equals(readFileSync(file))).toBe(true);
});
