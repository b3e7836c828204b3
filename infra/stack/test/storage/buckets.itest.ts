import type { TestStack } from '../support/test-stack';
import { newUser, startStorageStack } from './support';

describe('storage buckets through supabase-js', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStorageStack();
  });
  afterAll(() => stack.stop());

  it('lets the service role create, read, update, empty and delete buckets', async () => {
    const admin = stack.client(stack.serviceKey).storage;
    const created = await admin.createBucket('reports', { public: false, fileSizeLimit: '1KB', allowedMimeTypes: ['text/*'] });
    expect(created).toEqual({ data: { name: 'reports' }, error: null });
    const dup = await admin.createBucket('reports');
    expect(dup.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });

    const got = await admin.getBucket('reports');
    expect(got.data).toMatchObject({
      id: 'reports',
      name: 'reports',
      public: false,
      file_size_limit: 1000,
      allowed_mime_types: ['text/*'],
    });
    expect(got.data!.created_at).toMatch(/Z$/);
    expect((await admin.listBuckets()).data!.map((b) => b.id)).toEqual(['reports']);

    expect((await admin.updateBucket('reports', { public: true, fileSizeLimit: 10, allowedMimeTypes: ['text/plain'] })).error).toBeNull();
    expect((await admin.getBucket('reports')).data).toMatchObject({
      public: true,
      file_size_limit: 10,
      allowed_mime_types: ['text/plain'],
    });

    const files = stack.client(stack.serviceKey).storage.from('reports');
    expect((await files.upload('a/one.txt', Buffer.from('1'), { contentType: 'text/plain' })).error).toBeNull();
    expect((await files.upload('big.txt', Buffer.alloc(11), { contentType: 'text/plain' })).error).toMatchObject({ statusCode: '413' });
    const notEmpty = await admin.deleteBucket('reports');
    expect(notEmpty.error).toMatchObject({ statusCode: '409', message: 'The bucket you tried to delete is not empty' });
    // storage-api's answer word for word (the stack has emptied the bucket already when it answers).
    expect((await admin.emptyBucket('reports')).data).toEqual({
      message: 'Empty bucket has been queued. Completion may take up to an hour.',
    });
    expect((await files.list('a')).data).toEqual([]);
    expect((await admin.deleteBucket('reports')).data).toEqual({ message: 'Successfully deleted' });
    expect((await admin.getBucket('reports')).error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
    expect((await admin.deleteBucket('reports')).error).toMatchObject({ statusCode: '404' });
  });

  it('refuses bucket administration to users and anon through RLS on storage.buckets', async () => {
    const user = newUser(stack).client.storage;
    expect((await user.createBucket('mine')).error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await stack.client().storage.createBucket('anon-bucket')).error).toMatchObject({ statusCode: '403' });
    await stack.ctx.db.exec(`insert into storage.buckets (id, name) values ('seeded', 'seeded')`);
    expect((await user.listBuckets()).data).toEqual([]);
    expect((await user.getBucket('seeded')).error).toMatchObject({ statusCode: '404' });
    expect((await user.updateBucket('seeded', { public: true })).error).toMatchObject({ statusCode: '404' });
    expect((await user.deleteBucket('seeded')).error).toMatchObject({ statusCode: '404' });
    expect((await stack.client(stack.serviceKey).storage.getBucket('seeded')).data).toMatchObject({ public: false });
  });

  it('validates bucket names and sizes', async () => {
    const admin = stack.client(stack.serviceKey).storage;
    expect((await admin.createBucket('../up')).error).toMatchObject({ statusCode: '400', message: 'Bucket name invalid' });
    expect((await admin.createBucket('sized', { public: false, fileSizeLimit: 'lots' })).error).toMatchObject({ statusCode: '400' });
  });
});
