import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';

const DEMO_PASSWORD = 'Demo-pass-2025!';

describe('demo files: every seeded video, thumbnail, resource and cover exists in storage', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ seed: true });
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('the seeded rows point at objects a signed-in client can load', async () => {
    const client = stack.client();
    const { error: signInError } = await client.auth.signInWithPassword({ email: 'client2@demo.local', password: DEMO_PASSWORD });
    expect(signInError).toBeNull();

    const { data: videos } = await client.from('training_videos').select('video_url, thumbnail_url').order('display_order');
    const { data: resources } = await client.from('video_resources').select('url');
    const paths = [...(videos ?? []).flatMap((v) => [v.video_url, v.thumbnail_url]), ...(resources ?? []).map((r) => r.url)];
    expect(paths).toHaveLength(9);
    const { data: signed, error } = await client.storage.from('business-documents').createSignedUrls(paths, 60);
    expect(error).toBeNull();
    for (const entry of signed ?? []) {
      expect(entry.error).toBeNull();
      const response = await fetch(entry.signedUrl!);
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
    const videoResponse = await fetch(signed![0].signedUrl!);
    expect(videoResponse.headers.get('content-type')).toMatch(/^video\/mp4/);

    const { data: books } = await client.from('elite_books').select('cover').order('order_id');
    for (const book of books ?? []) {
      const { data } = client.storage.from('book-covers').getPublicUrl(book.cover as string);
      const response = await fetch(data.publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/png/);
    }
  });

  it('a restart seeds nothing twice and keeps the files', async () => {
    const { seedStorageObjects } = await import('../../stack/src/storage/seed-objects');
    const path = await import('node:path');
    const stored = await seedStorageObjects(stack.url, stack.serviceKey, path.join(__dirname, '..', 'config.toml'));
    expect(stored).toBe(0);
  });
});
