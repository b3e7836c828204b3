import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { sendHttpQueue } from '../../stack/src/cron/http-queue';
import { runJobNamed } from '../../stack/src/cron/runner';
import { totpCode, totpStep } from '../../stack/src/auth/mfa/totp';
import { pollUntil } from '../../stack/test/support/arrivals';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient } from './support/js-driver';
import { createUser, type TestUser } from './support/users';

// Issue 24: every admin open or download of a client's document is in the client's account activity. Admins
// read clients' files only through the open-document function (migration 20261126070000), which logs first.
async function errorStatus(error: unknown): Promise<number | undefined> {
  return error instanceof FunctionsHttpError ? (error.context as Response).status : undefined;
}

describe("open-document: admins open clients' documents through a logged function", () => {
  let stack: TestStack;
  let admin: TestUser;
  let a: TestUser;
  let b: TestUser;
  let documentId = '';
  let path = '';
  const CONTENT = '%PDF-1.4 business plan';

  const open = (db: SupabaseClient, body: Record<string, unknown>) =>
    db.functions.invoke<{ signedUrl: string; expiresIn: number }>('open-document', { body });
  const activity = async (db: SupabaseClient, account: string) => {
    const { data, error } = await db
      .from('account_activity')
      .select('event, summary, actor_id, actor_email, details')
      .eq('user_id', account)
      .like('event', 'admin_document_%')
      .order('occurred_at', { ascending: false });
    if (error) throw error;
    return data;
  };

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await createUser(stack, 'admin', 'admin');
    a = await createUser(stack, 'clienta');
    b = await createUser(stack, 'clientb');
    const asA = await signedInClient(stack, a);
    path = `${a.id}/1700000000000_plan.pdf`;
    const upload = await asA.storage
      .from('user-documents')
      .upload(path, new Blob([CONTENT], { type: 'application/pdf' }), { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
    const row = await asA
      .from('business_documents')
      .insert({ document_type: 'Standard_Corporate', document_name: 'Business plan.pdf', file_url: path })
      .select('id')
      .single();
    expect(row.error).toBeNull();
    documentId = row.data!.id;
  });
  afterAll(() => stack.stop());

  it("an admin gets a working link, and the client's activity shows the open and the download", async () => {
    const asAdmin = await signedInClient(stack, admin);
    const opened = await open(asAdmin, { document_id: documentId });
    expect(opened.error).toBeNull();
    expect(opened.data!.expiresIn).toBe(60);
    const inline = await fetch(opened.data!.signedUrl);
    expect(inline.status).toBe(200);
    expect(await inline.text()).toBe(CONTENT);

    const downloaded = await open(asAdmin, { document_id: documentId, download: true });
    expect(downloaded.error).toBeNull();
    const file = await fetch(downloaded.data!.signedUrl);
    expect(await file.text()).toBe(CONTENT);
    expect(file.headers.get('content-disposition')).toContain('attachment');

    const seen = await activity(await signedInClient(stack, a), a.id);
    expect(seen).toEqual([
      {
        event: 'admin_document_downloaded',
        summary: 'Document “Business plan.pdf” downloaded by an admin',
        actor_id: admin.id,
        actor_email: admin.email,
        details: { table: 'business_documents', id: documentId, action: 'downloaded' },
      },
      {
        event: 'admin_document_opened',
        summary: 'Document “Business plan.pdf” opened by an admin',
        actor_id: admin.id,
        actor_email: admin.email,
        details: { table: 'business_documents', id: documentId, action: 'opened' },
      },
    ]);
    // Admins see it on the client's page too; client B sees nothing of it.
    expect(await activity(asAdmin, a.id)).toHaveLength(2);
    expect(await activity(await signedInClient(stack, b), a.id)).toEqual([]);
  });

  it("an admin can no longer download or sign a client's file directly; the owner still can", async () => {
    const asAdmin = await signedInClient(stack, admin);
    expect((await asAdmin.storage.from('user-documents').download(path)).data).toBeNull();
    expect((await asAdmin.storage.from('user-documents').createSignedUrl(path, 60)).data).toBeNull();
    const asA = await signedInClient(stack, a);
    expect(await (await asA.storage.from('user-documents').download(path)).data?.text()).toBe(CONTENT);
    // The owner may use the function too: a link, and no activity entry (not an admin action).
    const own = await open(asA, { document_id: documentId, download: true });
    expect(own.error).toBeNull();
    expect(await (await fetch(own.data!.signedUrl)).text()).toBe(CONTENT);
    expect(await activity(asA, a.id)).toHaveLength(2);
  });

  it("a deleted document's file never opens to an admin; the server removes it, and uploads no row points at", async () => {
    const asA = await signedInClient(stack, a);
    const asAdmin = await signedInClient(stack, admin);
    const upload = async (name: string) => {
      const filePath = `${a.id}/${name}`;
      const { error } = await asA.storage
        .from('user-documents')
        .upload(filePath, new Blob(['%PDF-1.4 old'], { type: 'application/pdf' }), { contentType: 'application/pdf' });
      expect(error).toBeNull();
      return filePath;
    };
    const adminReads = async (filePath: string) =>
      (await asAdmin.storage.from('user-documents').download(filePath)).data !== null ||
      (await asAdmin.storage.from('user-documents').createSignedUrl(filePath, 60)).data !== null ||
      ((await asAdmin.storage.from('user-documents').list(a.id, { search: filePath.split('/')[1] })).data ?? []).length > 0;
    const ownerHas = async (filePath: string) => (await asA.storage.from('user-documents').download(filePath)).data !== null;
    const answered = async () => Number((await stack.sql('select count(*)::int as n from net._http_response'))[0].n);
    const removeJob = async () => {
      const before = await answered();
      expect((await runJobNamed(stack.ctx.db, 'document-files')).status).toBe('succeeded');
      // The job's call to the function is answered (sent here, or by the stack's own cron if it took it first).
      await pollUntil(async () => {
        await sendHttpQueue(stack.ctx.db);
        return (await answered()) > before;
      }, 'the document-files call answered');
      const [answer] = await stack.sql(`select status_code, content from net._http_response order by id desc limit 1`);
      return answer as { status_code: number; content: string } | undefined;
    };

    const filePath = await upload('1700000000001_old.pdf');
    const row = await asA
      .from('business_documents')
      .insert({ document_type: 'Standard_Corporate', document_name: 'Old.pdf', file_url: filePath })
      .select('id')
      .single();
    expect(row.error).toBeNull();
    expect((await asAdmin.storage.from('user-documents').remove([filePath])).data).toEqual([]);
    // The admin deletes the row (as the screens do): its file opens to them neither now nor later.
    expect((await asAdmin.from('business_documents').delete().eq('id', row.data!.id)).error).toBeNull();
    expect(await adminReads(filePath)).toBe(false);
    expect((await asAdmin.storage.from('user-documents').remove([filePath])).data).toEqual([]);
    // An upload whose row was never written: unreadable to admins too; kept for its first hour (an upload's row
    // follows it), then removed.
    const interrupted = await upload('1700000000002_interrupted.pdf');
    const fresh = await upload('1700000000003_in_progress.pdf');
    await stack.sql(`update storage.objects set created_at = now() - interval '2 hours' where name = $1`, [interrupted]);
    expect(await adminReads(interrupted)).toBe(false);
    // A live document's file stays, whatever its age.
    await stack.sql(`update storage.objects set created_at = now() - interval '2 hours' where name = $1`, [path]);

    const answer = await removeJob();
    expect(answer?.status_code).toBe(200);
    expect(JSON.parse(answer!.content)).toEqual({ removed: 2 });
    expect(await ownerHas(filePath)).toBe(false);
    expect(await ownerHas(interrupted)).toBe(false);
    expect(await ownerHas(fresh)).toBe(true);
    expect(await ownerHas(path)).toBe(true);
    // Nothing left to remove: the job makes no call.
    const calls = Number((await stack.sql('select count(*)::int as n from net._http_response'))[0].n);
    expect((await runJobNamed(stack.ctx.db, 'document-files')).status).toBe('succeeded');
    expect(Number((await stack.sql('select count(*)::int as n from net.http_request_queue'))[0].n)).toBe(0);
    expect(Number((await stack.sql('select count(*)::int as n from net._http_response'))[0].n)).toBe(calls);
    // The function takes only the server key, and removes no file a document row points at, whatever it is sent.
    const asClient = await asA.functions.invoke('remove-document-files', { body: { names: [path] } });
    expect(await errorStatus(asClient.error)).toBe(401);
    const service = stack.client(stack.serviceKey);
    const live = await service.functions.invoke('remove-document-files', { body: { names: [path, fresh] } });
    expect(live.data).toEqual({ removed: 1 });
    expect(await ownerHas(path)).toBe(true);
    expect(await ownerHas(fresh)).toBe(false);
    expect(await errorStatus((await service.functions.invoke('remove-document-files', { body: { names: ['../x'] } })).error)).toBe(400);
  });

  it('another client gets 404 and anon 401; nothing is logged', async () => {
    const asB = await signedInClient(stack, b);
    expect(await errorStatus((await open(asB, { document_id: documentId })).error)).toBe(404);
    expect(await errorStatus((await open(stack.client(), { document_id: documentId })).error)).toBe(401);
    expect(await activity(await signedInClient(stack, a), a.id)).toHaveLength(2);
  });

  it('hostile input gets a clear 400; the log entry can only come from the server key', async () => {
    const asAdmin = await signedInClient(stack, admin);
    expect(await errorStatus((await open(asAdmin, { document_id: 'x; drop table users' })).error)).toBe(400);
    expect(await errorStatus((await open(asAdmin, { document_id: documentId, download: 'yes' })).error)).toBe(400);
    expect(await errorStatus((await open(asAdmin, { document_id: crypto.randomUUID() })).error)).toBe(404);
    expect(await errorStatus((await open(asAdmin, { document_id: documentId, table: 'users' })).error)).toBe(400);
    const call = { document_table: 'business_documents', document_id: documentId, action: 'opened' };
    const forged = await asAdmin.rpc('record_document_access', { ...call, actor: admin.id });
    expect(forged.error).not.toBeNull();
    const service = stack.client(stack.serviceKey);
    const notAdmin = await service.rpc('record_document_access', { ...call, actor: b.id });
    expect(notAdmin.error?.code).toBe('42501');
  });

  it("a row pointing at another user's file is never signed for an admin", async () => {
    const asB = await signedInClient(stack, b);
    const row = await asB
      .from('business_documents')
      .insert({ document_type: 'Standard_Corporate', document_name: 'Not mine.pdf', file_url: path })
      .select('id')
      .single();
    expect(row.error).toBeNull();
    const asAdmin = await signedInClient(stack, admin);
    expect(await errorStatus((await open(asAdmin, { document_id: row.data!.id })).error)).toBe(400);
    // ... nor for its "owner" (A's folder is not B's).
    expect(await errorStatus((await open(asB, { document_id: row.data!.id })).error)).toBe(400);
  });

  it("a purchase order's file: the admin's download is logged with the order", async () => {
    const asA = await signedInClient(stack, a);
    const order = await asA.from('purchase_orders').insert({ vendor_name: 'Uline', amount: 120 }).select('id').single();
    expect(order.error).toBeNull();
    const file = `${a.id}/1700000000001_po.pdf`;
    expect(
      (
        await asA.storage
          .from('user-documents')
          .upload(file, new Blob(['%PDF-1.4 po'], { type: 'application/pdf' }), { contentType: 'application/pdf' })
      ).error,
    ).toBeNull();
    const doc = await asA
      .from('purchase_order_documents')
      .insert({ purchase_order_id: order.data!.id, document_name: 'po.pdf', document_url: file })
      .select('id')
      .single();
    expect(doc.error).toBeNull();
    const asAdmin = await signedInClient(stack, admin);
    const link = await open(asAdmin, { document_id: doc.data!.id, table: 'purchase_order_documents', download: true });
    expect(link.error).toBeNull();
    expect(await (await fetch(link.data!.signedUrl)).text()).toBe('%PDF-1.4 po');
    expect((await activity(asA, a.id))[0]).toMatchObject({
      summary: 'Document “po.pdf” of purchase order “Uline” downloaded by an admin',
      actor_id: admin.id,
    });
    expect(
      await errorStatus(
        (await open(await signedInClient(stack, b), { document_id: doc.data!.id, table: 'purchase_order_documents' })).error,
      ),
    ).toBe(404);
  });

  it('with the admin second-factor policy on, an aal1 admin gets 404 and an aal2 admin the link', async () => {
    await stack.sql('update private.security_policy set admin_requires_aal2 = true where id = 1');
    try {
      const asAdmin = await signedInClient(stack, admin);
      expect(await errorStatus((await open(asAdmin, { document_id: documentId })).error)).toBe(404);
      const enrol = await asAdmin.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Admin phone' });
      expect(enrol.error).toBeNull();
      const verified = await asAdmin.auth.mfa.challengeAndVerify({
        factorId: enrol.data!.id,
        code: totpCode(enrol.data!.totp.secret, totpStep()),
      });
      expect(verified.error).toBeNull();
      const opened = await open(asAdmin, { document_id: documentId });
      expect(opened.error).toBeNull();
      expect(await (await fetch(opened.data!.signedUrl)).text()).toBe(CONTENT);
    } finally {
      await stack.sql('update private.security_policy set admin_requires_aal2 = false where id = 1');
    }
  });
});
