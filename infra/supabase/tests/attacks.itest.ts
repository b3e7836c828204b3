import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient } from './support/js-driver';
import { createUser, type TestUser } from './support/users';

const decode = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

// The attacks the portal must withstand, as a signed-in client would try them with supabase-js.
describe('attacks through the API', () => {
  let stack: TestStack;
  let a: TestUser;
  let b: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    // Restarted once first: a restart must change no privilege.
    stack = await startTestStack({ restarts: 1 });
    [a, b, admin] = await Promise.all([createUser(stack, 'client-a'), createUser(stack, 'client-b'), createUser(stack, 'admin', 'admin')]);
  });
  afterAll(() => stack.stop());

  it('puts the portal role into the access token (app_metadata.role)', async () => {
    const asA = await signedInClient(stack, a);
    const asAdmin = await signedInClient(stack, admin);
    const tokenA = (await asA.auth.getSession()).data.session!.access_token;
    const tokenAdmin = (await asAdmin.auth.getSession()).data.session!.access_token;
    expect(decode(tokenA).app_metadata).toMatchObject({ provider: 'email', role: 'client' });
    expect(decode(tokenAdmin).app_metadata).toMatchObject({ role: 'admin' });
  });

  it('a sign-up through the auth server becomes a client with 45 tasks, whatever role it asks for', async () => {
    const client = stack.client();
    const email = `signup.${Date.now()}@test.local`;
    const { data, error } = await client.auth.signUp({
      email,
      password: 'Sign-up-pass-1',
      options: { data: { name: 'New Owner', phone: '+1 555 4242', role: 'admin' } },
    });
    expect(error).toBeNull();
    const id = data.user!.id;
    expect(decode(data.session!.access_token).app_metadata).toMatchObject({ role: 'client' });
    const { data: me } = await client.from('users').select('email, name, phone, role, provider').eq('id', id).single();
    expect(me).toEqual({ email, name: 'New Owner', phone: '+1 555 4242', role: 'client', provider: 'email' });
    const { count } = await client.from('tasks').select('*', { count: 'exact', head: true });
    expect(count).toBe(45);
  });

  it('the service role creates an admin with app_metadata.role (no client tasks)', async () => {
    const service = stack.client(stack.serviceKey);
    const email = `made-admin.${Date.now()}@test.local`;
    const { data, error } = await service.auth.admin.createUser({
      email,
      password: 'Admin-pass-1',
      email_confirm: true,
      app_metadata: { role: 'admin' },
    });
    expect(error).toBeNull();
    const [row] = await stack.sql(
      'select role, (select count(*) from public.tasks t where t.user_id = u.id)::int as tasks from public.users u where id = $1',
      [data.user!.id],
    );
    expect(row).toEqual({ role: 'admin', tasks: 0 });
  });

  it('a client cannot insert a row for another user', async () => {
    const asA = await signedInClient(stack, a);
    const { error } = await asA.from('bank_accounts').insert({ user_id: b.id, bank_name: 'Not mine' });
    expect(error?.code).toBe('42501');
    expect(error?.message).toContain('row-level security');
    const [row] = await stack.sql('select count(*)::int as n from public.bank_accounts where user_id = $1', [b.id]);
    expect(row.n).toBe(0);
  });

  it('a client cannot make themselves admin, and their next token still says client', async () => {
    const asA = await signedInClient(stack, a);
    const { error } = await asA.from('users').update({ role: 'admin' }).eq('id', a.id);
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('Only an admin can change a role.');
    const { data } = await asA.from('users').select('role').eq('id', a.id).single();
    expect(data).toEqual({ role: 'client' });
    const { data: refreshed } = await asA.auth.refreshSession();
    expect(decode(refreshed.session!.access_token).app_metadata).toMatchObject({ role: 'client' });
    const { data: rpc } = await asA.rpc('is_admin');
    expect(rpc).toBe(false);
  });

  it("an admin changes a role and the user's next token carries it", async () => {
    const asAdmin = await signedInClient(stack, admin);
    const { error } = await asAdmin.from('users').update({ role: 'user' }).eq('id', b.id);
    expect(error).toBeNull();
    const asB = await signedInClient(stack, b);
    expect(decode((await asB.auth.getSession()).data.session!.access_token).app_metadata).toMatchObject({ role: 'user' });
    await asAdmin.from('users').update({ role: 'client' }).eq('id', b.id);
  });

  it("a client cannot read another client's document by its storage path", async () => {
    const asA = await signedInClient(stack, a);
    const asB = await signedInClient(stack, b);
    const path = `${b.id}/contract.pdf`;
    const upload = await asB.storage
      .from('user-documents')
      .upload(path, new Blob(['%PDF-1.4 b'], { type: 'application/pdf' }), { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
    const download = await asA.storage.from('user-documents').download(path);
    expect(download.data).toBeNull();
    const signed = await asA.storage.from('user-documents').createSignedUrl(path, 60);
    expect(signed.data).toBeNull();
    const listed = await asA.storage.from('user-documents').list(b.id);
    expect(listed.data ?? []).toEqual([]);
    const own = await asB.storage.from('user-documents').download(path);
    expect(await own.data?.text()).toBe('%PDF-1.4 b');
    // Admins neither, once it is a document: they open clients' documents through the logged open-document
    // function (open-document.itest.ts).
    const row = await asB
      .from('business_documents')
      .insert({ document_type: 'Standard_Corporate', document_name: 'Contract.pdf', file_url: path });
    expect(row.error).toBeNull();
    const asAdmin = await signedInClient(stack, admin);
    expect((await asAdmin.storage.from('user-documents').download(path)).data).toBeNull();
  });

  it("a client cannot upload into another client's folder, and uploads are limited to 10 MB PDF/DOC/DOCX", async () => {
    const asA = await signedInClient(stack, a);
    const bucket = asA.storage.from('user-documents');
    const pdf = (size = 10) => new Blob(['%'.repeat(size)], { type: 'application/pdf' });
    expect((await bucket.upload(`${b.id}/x.pdf`, pdf(), { contentType: 'application/pdf' })).error).not.toBeNull();
    const png = await bucket.upload(`${a.id}/x.png`, new Blob(['x'], { type: 'image/png' }), { contentType: 'image/png' });
    expect(png.error).not.toBeNull();
    const big = await bucket.upload(`${a.id}/big.pdf`, pdf(10 * 1024 * 1024 + 1), { contentType: 'application/pdf' });
    expect(big.error).not.toBeNull();
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect((await bucket.upload(`${a.id}/ok.docx`, new Blob(['x'], { type: docx }), { contentType: docx })).error).toBeNull();
    expect(
      (await bucket.upload(`${a.id}/ok.doc`, new Blob(['x'], { type: 'application/msword' }), { contentType: 'application/msword' })).error,
    ).toBeNull();
  });

  it('a client cannot call the reorder RPCs', async () => {
    const asA = await signedInClient(stack, a);
    const { error } = await asA.rpc('reorder_training_videos', { ids: [] });
    expect(error?.code).toBe('42501');
  });

  it('migration helpers are not callable through the API', async () => {
    const asA = await signedInClient(stack, a);
    const { error } = await asA.rpc('apply_owner_policies', { tbl: 'tasks' });
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for function apply_owner_policies' });
    const { error: anonError } = await stack.client().rpc('apply_child_policies', { tbl: 'x', parent: 'y', fk: 'z' });
    expect(anonError).toMatchObject({ code: '42501', message: 'permission denied for function apply_child_policies' });
  });

  it('anon reads no content and no user data', async () => {
    const anon = stack.client();
    for (const table of ['training_videos', 'users', 'tasks', 'payments']) {
      const { data } = await anon.from(table).select('*');
      expect(data ?? []).toEqual([]);
    }
  });
});
