import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openSignedIn, seriousViolations, serviceDb } from '../support';

// Journeys of several screens with real uploads and axe: generous on a busy machine.
test.describe.configure({ timeout: 120_000 });

// Journeys of many real round trips (and axe, seconds on a busy machine): more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const run = randomUUID().slice(0, 6);
const title = `Video ${run}`;
const png = readFileSync('infra/supabase/seed-files/business-documents/training_videos/thumbnails/demo_welcome.png');
const mp4 = readFileSync('infra/supabase/seed-files/business-documents/training_videos/videos/demo_welcome.mp4');

test('the demo videos show their thumbnails, and a client is sent to the sign-up page', async ({ page }) => {
  await openSignedIn(page, 'client', '/training');
  await expect(page.getByText('Fast and Easy Training for Anyone to Understand')).toBeVisible();
  const thumbnail = page.getByRole('img', { name: 'Thumbnail of Welcome to your business build-out' });
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('button', { name: 'Add Training Video' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Resource Materials (1)' }).first()).toHaveAttribute('target', '_blank');
  expect(await seriousViolations(page, 'mfe_content')).toEqual([]);
});

test('the admin adds a video with two resources, plays it, downloads a resource, re-orders and deletes it with its files', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/training');
  await page.getByRole('button', { name: 'Add Training Video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Training Video' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('How to file your annual report.');
  await dialog.getByLabel('Duration').fill('3:05');
  // Spec: the submit stays disabled while the thumbnail or the video file is missing.
  await expect(dialog.getByRole('button', { name: 'Add Video' })).toBeDisabled();
  await dialog.getByLabel('Thumbnail', { exact: true }).setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: png });
  await dialog.getByLabel('Video file', { exact: true }).setInputFiles({ name: 'annual report.mp4', mimeType: 'video/mp4', buffer: mp4 });
  await dialog.getByLabel('Resource files').setInputFiles([
    { name: 'checklist.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 checklist') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') },
  ]);
  await dialog.getByRole('button', { name: 'Add Video' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  await page.reload();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('button', { name: 'Resource Materials (2)' })).toBeVisible();
  await expect(card.getByRole('img', { name: `Thumbnail of ${title}` })).toBeVisible();

  await card.getByRole('button', { name: `Play ${title}` }).click();
  const player = page.getByRole('dialog', { name: title });
  await expect(player.locator('video')).toHaveAttribute('src', /token=/);
  await player.getByRole('button', { name: 'Close' }).click();

  await card.getByRole('button', { name: 'Resource Materials (2)' }).click();
  const resources = page.getByRole('dialog', { name: `Resource Materials: ${title}` });
  const download = page.waitForEvent('download');
  await resources.getByRole('listitem').filter({ hasText: 'checklist.pdf' }).getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('Video Resource Material-checklist.pdf');
  await resources.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Re-order Videos' }).click();
  const reorder = page.getByRole('dialog', { name: 'Re-order Videos' });
  await reorder.getByText(title).click();
  await reorder.getByRole('button', { name: 'Move Up' }).click();
  await reorder.getByRole('button', { name: 'Save Order' }).click();
  await expect(reorder).toBeHidden();
  await page.reload();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  const titles = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(titles.indexOf(title)).toBe(titles.length - 2);

  const service = serviceDb();
  const { data: row } = await service.from('training_videos').select('id, video_url, thumbnail_url').eq('title', title).single();
  const { data: files } = await service.from('video_resources').select('url').eq('video_id', row!.id);
  const paths = [row!.video_url, row!.thumbnail_url, ...(files ?? []).map((f) => f.url)] as string[];
  expect(paths).toHaveLength(4);

  // An admin deletes one resource inside the edit modal ("Delete Resource?").
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Training Video' });
  await edit.getByRole('button', { name: 'Delete notes.txt' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Resource?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(edit.getByRole('button', { name: 'Delete notes.txt' })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('article', { name: title }).getByRole('button', { name: 'Resource Materials (1)' })).toBeVisible();

  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Video?' });
  await expect(confirm).toContainText('1 resource');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await expect
    .poll(async () => {
      const signed = await service.storage.from('business-documents').createSignedUrls(paths, 60);
      return (signed.data ?? []).filter((s) => !s.error).length;
    })
    .toBe(0);
});
