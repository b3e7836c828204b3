import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { expect, test, type Page } from '@playwright/test';
import { NODE_CLIENT_OPTIONS, nodeUrl, serviceDb, signInSession, stackState, testUser } from '../support';

// The page an attacker uploads: it would read the local inbox (a reset link) and send it out.
const ATTACK = `<!doctype html><h1 id="shown">uploaded page</h1>
<script>window.ran = true; fetch('/inbox/api/messages').then((r) => r.text()).then((t) => fetch('/rest/v1/pwned?' + encodeURIComponent(t)));</script>`;

/** Every request the page makes, to prove the uploaded script never ran. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => seen.push(r.url()));
  return seen;
}

// Issue 20, item 3: an uploaded HTML file never runs in the API's origin, neither through the PDF-only
// bucket (`application/pdf;,text/html`) nor as plain text/html where a bucket allows HTML.
test('an uploaded HTML page never runs in the API origin', async ({ page }) => {
  const { apiUrl, anonKey } = stackState();
  const session = await signInSession(await testUser('client'));
  const client = createClient(nodeUrl(apiUrl), anonKey, {
    ...NODE_CLIENT_OPTIONS,
    global: { headers: { Authorization: `Bearer ${session.access_token}` } },
  });

  // The PDF-only bucket refuses the disguised page: the type is parsed, not split at ';'.
  const disguised = await client.storage
    .from('user-documents')
    .upload(`${session.user.id}/invoice.pdf`, Buffer.from(ATTACK), { contentType: 'application/pdf;,text/html' });
  expect(disguised.error).toMatchObject({ statusCode: '415' });

  // A bucket that allows HTML (made here with the service role) serves it only as an inert attachment.
  const admin = serviceDb();
  const bucket = `e2e-html-${randomUUID().slice(0, 8)}`;
  expect((await admin.storage.createBucket(bucket, { public: true, allowedMimeTypes: ['text/html'] })).error).toBeNull();
  expect((await admin.storage.from(bucket).upload('page.html', Buffer.from(ATTACK), { contentType: 'text/html' })).error).toBeNull();
  const url = admin.storage.from(bucket).getPublicUrl('page.html').data.publicUrl.replace('//127.0.0.1:', '//localhost:');

  const seen = recordRequests(page);
  const downloading = page.waitForEvent('download');
  await page.goto(url).catch(() => undefined); // a download aborts the navigation
  expect((await downloading).suggestedFilename()).toBe('page.html');

  // Even a browser that ignored the attachment would render it sandboxed, without scripts: the same
  // answer with Content-Disposition removed still runs nothing.
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-disposition'];
    expect(headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    await route.fulfill({ response, headers });
  });
  await page.goto(url);
  await expect(page.locator('#shown')).toHaveText('uploaded page');
  expect(await page.evaluate(() => (window as unknown as { ran?: boolean }).ran)).toBeUndefined();
  expect(seen.filter((u) => u.includes('/inbox') || u.includes('pwned'))).toEqual([]);
});
