import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { openSignedIn, serviceDb } from '../support';

// The admin's training video upload survives a page reload: a video of several MB goes up slowly, the page is
// reloaded mid-upload, the same file is chosen again and the upload continues from the server's offset
// (shared-ui/upload, TUS), then the video plays.
const CHUNK = 6 * 1024 * 1024; // shared-ui/upload's TUS chunk
const RESUMABLE = '/storage/v1/upload/resumable';
const SEED = 'infra/supabase/seed-files/business-documents/training_videos';
const title = `Resumed ${randomUUID().slice(0, 6)}`;

let dir: string;
let videoPath: string;
let size: number;

test.beforeAll(() => {
  // A real MP4 (it plays) padded to ~8 MB with a trailing `free` box, which players skip.
  const mp4 = readFileSync(`${SEED}/videos/demo_welcome.mp4`);
  const padding = Buffer.alloc(8 * 1000 * 1000 - mp4.length);
  padding.writeUInt32BE(padding.length, 0);
  padding.write('free', 4, 'ascii');
  for (let i = 8; i < padding.length; i += 1) padding[i] = (i * 31 + 7) % 251;
  dir = mkdtempSync(join(tmpdir(), 'e2e-video-'));
  videoPath = join(dir, 'Annual report walkthrough.mp4');
  writeFileSync(videoPath, Buffer.concat([mp4, padding]));
  size = mp4.length + padding.length;
  // One modification time for both picks: the same file, as after a reload.
  utimesSync(videoPath, new Date('2026-11-01T10:00:00Z'), new Date('2026-11-01T10:00:00Z'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const isPatch = (req: Request) => req.method() === 'PATCH' && req.url().includes(RESUMABLE);

async function openFilledForm(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Training Video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Training Video' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Resumed after a reload.');
  await dialog.getByLabel('Duration').fill('0:02');
  await dialog.getByLabel('Thumbnail', { exact: true }).setInputFiles(`${SEED}/thumbnails/demo_welcome.png`);
  await dialog.getByLabel('Video file', { exact: true }).setInputFiles(videoPath);
  return dialog;
}

test('a video upload reloaded mid-way resumes from the server offset when the same file is chosen again, then plays', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'admin', '/training');
  await expect(page.getByRole('button', { name: 'Add Training Video' })).toBeVisible({ timeout: 20_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });

  // First attempt: the video's first chunk reaches the server, then the page is reloaded with the rest in flight.
  const dialog = await openFilledForm(page);
  const firstChunk = page.waitForResponse(
    (res) => isPatch(res.request()) && res.status() === 204 && res.headers()['upload-offset'] === String(CHUNK),
  );
  await dialog.getByRole('button', { name: 'Add Video' }).click();
  await expect(dialog.getByRole('button', { name: 'Uploading Video...' })).toBeVisible();
  const progress = dialog.getByRole('progressbar', { name: 'Video upload progress' });
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  expect(Number(await progress.getAttribute('aria-valuenow'))).toBeLessThan(100);
  const uploadUrl = (await firstChunk).url();
  await page.reload();

  // Second attempt: the same file. tus-js-client asks the server for the offset and sends only the rest.
  const patches: { sent: string | undefined; stored: string | undefined }[] = [];
  page.on('response', (res) => {
    if (isPatch(res.request()) && res.url() === uploadUrl)
      patches.push({ sent: res.request().headers()['upload-offset'], stored: res.headers()['upload-offset'] });
  });
  const asked = page.waitForRequest((req) => req.method() === 'HEAD' && req.url() === uploadUrl);
  const again = await openFilledForm(page);
  await again.getByRole('button', { name: 'Add Video' }).click();
  await asked;
  // Progress does not restart from 0: its first value is past the stored chunk.
  const progress2 = again.getByRole('progressbar', { name: 'Video upload progress' });
  await expect.poll(async () => Number((await progress2.getAttribute('aria-valuenow')) ?? 0)).toBeGreaterThan(0);
  expect(Number(await progress2.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(Math.floor((CHUNK / size) * 100));
  await expect(again).toBeHidden({ timeout: 30_000 });
  expect(patches).toEqual([{ sent: String(CHUNK), stored: String(size) }]);

  // The stored video is whole, and it plays in the portal.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await page.reload();
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  const service = serviceDb();
  const { data: row } = await service.from('training_videos').select('id, video_url, thumbnail_url').eq('title', title).single();
  const { data: file } = await service.storage.from('business-documents').download(row!.video_url as string);
  expect(Buffer.from(await file!.arrayBuffer()).equals(readFileSync(videoPath))).toBe(true);

  await card.getByRole('button', { name: `Play ${title}` }).click();
  const video = page.getByRole('dialog', { name: title }).locator('video');
  const plays = await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<boolean>((resolve) => {
        if (v.readyState >= 2) resolve(true);
        v.addEventListener('loadeddata', () => resolve(true));
        v.addEventListener('error', () => resolve(false));
      }),
  );
  expect(plays).toBe(true);
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Close' }).click();

  // Clean up through the portal: the video and its files go.
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete Video?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
});
