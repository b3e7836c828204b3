import type { SupabaseClient } from '@supabase/supabase-js';
import { createScreenTable } from '../../../shared-ui/src/screens/screen-table';
import { PORTAL_SCREENS } from '../../screens/portal-screens';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient } from './support/js-driver';
import { createUser, type TestUser } from './support/users';

// Issue 51 (DECISIONS 18): a task's Submitted status and its rules, held by the database (migration
// 20261207040100): only the owner submits (submit_task), only an admin completes or returns (review_task, or a
// plain update), the submission's columns move only with a submission, and each step is in the owner's account
// activity and notifies the other side. Then the two-way vault (20261207040200): an admin delivers a document into
// a client's folder and sections; nobody else's folder, no overwriting, no reading the client's files directly.
type TaskRow = { id: string; task_name: string; task_status: string; submission_note: string | null; review_note: string | null };

describe('tasks the owner acts on, and documents the advisor delivers', () => {
  let stack: TestStack;
  let admin: TestUser;
  let owner: TestUser;
  let other: TestUser;
  let asAdmin: SupabaseClient;
  let asOwner: SupabaseClient;
  let asOther: SupabaseClient;

  const ownerTask = async (position: number): Promise<TaskRow> => {
    const { data, error } = await asOwner
      .from('tasks')
      .select('id, task_name, task_status, submission_note, review_note')
      .eq('user_id', owner.id)
      .eq('position', position)
      .single();
    if (error) throw error;
    return data as TaskRow;
  };
  const activity = async (event: string) => {
    const { data, error } = await asOwner
      .from('account_activity')
      .select('event, summary, actor_id')
      .eq('user_id', owner.id)
      .eq('event', event);
    if (error) throw error;
    return data;
  };
  const notifications = async (db: SupabaseClient, kind: string) => {
    const { data, error } = await db.from('notifications').select('kind, title, body, screen, params').eq('kind', kind);
    if (error) throw error;
    return data;
  };

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await createUser(stack, 'admin', 'admin');
    owner = await createUser(stack, 'owner');
    other = await createUser(stack, 'other');
    [asAdmin, asOwner, asOther] = await Promise.all([admin, owner, other].map((u) => signedInClient(stack, u)));
  });
  afterAll(() => stack.stop());

  it('the owner submits with a note: Submitted, logged, and the admins are notified with a link to the client', async () => {
    const task = await ownerTask(1);
    const { data, error } = await asOwner.rpc('submit_task', { task_id: task.id, note: '  Chose an LLC with my spouse.  ' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ task_status: 'Submitted', submission_note: 'Chose an LLC with my spouse.' });
    expect(await activity('task_submitted')).toEqual([
      { event: 'task_submitted', summary: `Task “${task.task_name}” submitted for review`, actor_id: owner.id },
    ]);
    const [note] = await notifications(asAdmin, 'task_submitted');
    expect(note).toMatchObject({ title: `Task submitted: ${task.task_name}`, screen: 'client', params: { id: owner.id, focus: task.id } });
    expect(note.body).toContain('Chose an LLC with my spouse.');
    expect(await notifications(asOther, 'task_submitted')).toEqual([]);
  });

  it('refuses a second submission, someone else submitting, and an admin submitting for the owner', async () => {
    const task = await ownerTask(1);
    expect((await asOwner.rpc('submit_task', { task_id: task.id })).error).toMatchObject({ code: 'P0001' });
    const fresh = await ownerTask(2);
    expect((await asOther.rpc('submit_task', { task_id: fresh.id })).error).toMatchObject({ code: 'P0002' });
    expect((await asAdmin.rpc('submit_task', { task_id: fresh.id })).error).toMatchObject({ code: '42501' });
    // Nor around the function: an admin's plain update to Submitted, or writing the owner's note.
    expect((await asAdmin.from('tasks').update({ task_status: 'Submitted' }).eq('id', fresh.id)).error).toMatchObject({ code: '42501' });
    expect((await asAdmin.from('tasks').update({ submission_note: 'forged' }).eq('id', fresh.id)).error).toMatchObject({ code: '42501' });
    // The owner has no update rights on tasks at all: row-level security leaves them nothing to update.
    const own = await asOwner.from('tasks').update({ task_status: 'Completed' }).eq('id', task.id).select();
    expect(own.data).toEqual([]);
    expect((await ownerTask(1)).task_status).toBe('Submitted');
    expect((await ownerTask(2)).task_status).toBe('Awaiting Completion');
  });

  it("refuses a document that is not the owner's, and a note over 2,000 characters", async () => {
    const task = await ownerTask(3);
    const path = `${other.id}/1700000000000_other.pdf`;
    await asOther.storage.from('user-documents').upload(path, new Blob(['%PDF-1.4 x'], { type: 'application/pdf' }));
    const { data: doc } = await asOther
      .from('business_documents')
      .insert({ document_type: 'Miscellaneous Documents', document_name: 'other.pdf', file_url: path })
      .select('id')
      .single();
    expect((await asOwner.rpc('submit_task', { task_id: task.id, document_id: doc!.id })).error).toMatchObject({ code: '22023' });
    expect((await asOwner.rpc('submit_task', { task_id: task.id, note: 'x'.repeat(2001) })).error).toMatchObject({ code: '22001' });
    expect((await ownerTask(3)).task_status).toBe('Awaiting Completion');
  });

  it('a submission with a file of the owner keeps its document until that document is deleted', async () => {
    const task = await ownerTask(4);
    const path = `${owner.id}/1700000000005_proof.pdf`;
    expect(
      (await asOwner.storage.from('user-documents').upload(path, new Blob(['%PDF-1.4 p'], { type: 'application/pdf' }))).error,
    ).toBeNull();
    const { data: doc } = await asOwner
      .from('business_documents')
      .insert({ document_type: 'Miscellaneous Documents', document_name: 'proof.pdf', file_url: path })
      .select('id')
      .single();
    const submitted = await asOwner.rpc('submit_task', { task_id: task.id, document_id: doc!.id });
    expect(submitted.data).toMatchObject({ task_status: 'Submitted', submission_document_id: doc!.id, submission_note: null });
    expect((await asOwner.from('business_documents').delete().eq('id', doc!.id)).error).toBeNull();
    const { data } = await asOwner.from('tasks').select('task_status, submission_document_id').eq('id', task.id).single();
    expect(data).toEqual({ task_status: 'Submitted', submission_document_id: null });
  });

  it("submit_task_with_file: the uploaded file becomes the owner's document and the task is submitted with it, in one call", async () => {
    const task = await ownerTask(5);
    const path = `${owner.id}/1700000000006_bank_letter.pdf`;
    const pdf = new Blob(['%PDF-1.4 letter'], { type: 'application/pdf' });
    expect((await asOwner.storage.from('user-documents').upload(path, pdf)).error).toBeNull();
    const submitted = await asOwner.rpc('submit_task_with_file', {
      task_id: task.id,
      file_path: path,
      file_name: 'bank letter.pdf',
      note: 'The letter.',
    });
    expect(submitted.error).toBeNull();
    expect(submitted.data).toMatchObject({ task_status: 'Submitted', submission_note: 'The letter.' });
    const { data: docs } = await asOwner
      .from('business_documents')
      .select('id, user_id, document_type, document_name')
      .eq('file_url', path);
    expect(docs).toEqual([
      {
        id: submitted.data.submission_document_id,
        user_id: owner.id,
        document_type: 'Miscellaneous Documents',
        document_name: 'bank letter.pdf',
      },
    ]);
    expect(await activity('task_submitted')).toContainEqual(
      expect.objectContaining({ summary: `Task “${task.task_name}” submitted for review` }),
    );
  });

  it("submit_task_with_file refuses a path outside the caller's folder or not uploaded, and a refused submission leaves no document", async () => {
    const task = await ownerTask(6);
    const theirs = `${other.id}/1700000000007_theirs.pdf`;
    expect(
      (await asOther.storage.from('user-documents').upload(theirs, new Blob(['%PDF-1.4 t'], { type: 'application/pdf' }))).error,
    ).toBeNull();
    for (const file_path of [
      theirs,
      `${owner.id}/1700000000008_never_uploaded.pdf`,
      `${owner.id}/../${other.id}/1700000000007_theirs.pdf`,
      'theirs.pdf',
    ]) {
      expect((await asOwner.rpc('submit_task_with_file', { task_id: task.id, file_path })).error).toMatchObject({ code: '22023' });
    }
    // A task already submitted (position 5), and someone else's task: refused, and the file is not registered.
    const mine = `${owner.id}/1700000000009_again.pdf`;
    expect(
      (await asOwner.storage.from('user-documents').upload(mine, new Blob(['%PDF-1.4 a'], { type: 'application/pdf' }))).error,
    ).toBeNull();
    const done = await ownerTask(5);
    expect((await asOwner.rpc('submit_task_with_file', { task_id: done.id, file_path: mine })).error).toMatchObject({ code: 'P0001' });
    const { data: othersTask } = await asOther.from('tasks').select('id').eq('user_id', other.id).eq('position', 6).single();
    expect((await asOwner.rpc('submit_task_with_file', { task_id: othersTask!.id, file_path: mine })).error).toMatchObject({
      code: 'P0002',
    });
    const left = await stack.sql(`select count(*)::int as n from public.business_documents where file_url = any($1)`, [[mine, theirs]]);
    expect(left[0].n).toBe(0);
    expect((await ownerTask(6)).task_status).toBe('Awaiting Completion');
  });

  it('only an admin reviews; a return needs a note; the owner reads the answer and is notified', async () => {
    const task = await ownerTask(1);
    expect((await asOwner.rpc('review_task', { task_id: task.id, decision: 'complete' })).error).toMatchObject({ code: '42501' });
    expect((await asAdmin.rpc('review_task', { task_id: task.id, decision: 'return' })).error).toMatchObject({ code: '22023' });
    expect((await asAdmin.rpc('review_task', { task_id: task.id, decision: 'approve' })).error).toMatchObject({ code: '22023' });

    const returned = await asAdmin.rpc('review_task', { task_id: task.id, decision: 'return', note: 'Please attach the filed Articles.' });
    expect(returned.error).toBeNull();
    expect(await ownerTask(1)).toMatchObject({
      task_status: 'Awaiting Completion',
      submission_note: 'Chose an LLC with my spouse.',
      review_note: 'Please attach the filed Articles.',
    });
    expect(await activity('admin_task_returned')).toEqual([
      expect.objectContaining({
        summary: `Task “${task.task_name}” returned by an admin: Please attach the filed Articles.`,
        actor_id: admin.id,
      }),
    ]);
    expect(await notifications(asOwner, 'task_status')).toContainEqual(
      expect.objectContaining({ title: `Task returned: ${task.task_name}`, params: { focus: task.id } }),
    );
    // Not waiting for review any more: a second answer is refused.
    expect((await asAdmin.rpc('review_task', { task_id: task.id, decision: 'complete' })).error).toMatchObject({ code: 'P0001' });

    // Submitted again, then confirmed.
    expect((await asOwner.rpc('submit_task', { task_id: task.id, note: 'Attached.' })).error).toBeNull();
    const confirmed = await asAdmin.rpc('review_task', { task_id: task.id, decision: 'complete' });
    expect(confirmed.error).toBeNull();
    expect((await ownerTask(1)).task_status).toBe('Completed');
    expect(await activity('admin_task_confirmed')).toEqual([
      expect.objectContaining({ summary: `Task “${task.task_name}” confirmed as Completed by an admin` }),
    ]);
    expect(await notifications(asOwner, 'task_status')).toContainEqual(
      expect.objectContaining({ title: `Task confirmed: ${task.task_name}` }),
    );
    expect((await asOwner.rpc('submit_task', { task_id: task.id })).error).toMatchObject({ code: 'P0001' });
  });

  it('a template names where a task is done', async () => {
    const { data } = await asOwner.from('task_templates').select('id, action_screen, action_label').in('id', [1, 7]).order('id');
    expect(data).toEqual([
      { id: 1, action_screen: null, action_label: null },
      { id: 7, action_screen: 'bank-accounts', action_label: 'Add your bank account' },
    ]);
  });

  // Each template's action_screen is a screen id of the composed screen table (every remote's declarations,
  // infra/screens) that the task's owner may open: an id no remote declares would show no link (tryHref) and go
  // unnoticed, so it fails here, as a renamed screen id does until a migration moves the stored ids with it.
  describe("templates' screens", () => {
    const table = createScreenTable(PORTAL_SCREENS);
    const templates = async () =>
      (await stack.sql('select id, action_screen from public.task_templates where action_screen is not null order by id')) as {
        id: number;
        action_screen: string;
      }[];
    const unreachable = async () =>
      (await templates())
        .filter((t) => table.byId(t.action_screen)?.access !== 'signed-in')
        .map((t) => `template ${t.id}: ${t.action_screen}`);

    it('every action_screen names a declared screen a signed-in owner opens', async () => {
      expect((await templates()).length).toBeGreaterThan(10);
      expect(await unreachable()).toEqual([]);
    });

    it('an unknown id stored, or a screen only admins open, is named', async () => {
      const before = await templates();
      const [first, second] = before;
      await stack.sql(`update public.task_templates set action_screen = 'no-such-screen' where id = $1`, [first.id]);
      await stack.sql(`update public.task_templates set action_screen = 'clients' where id = $1`, [second.id]);
      try {
        expect(await unreachable()).toEqual([`template ${first.id}: no-such-screen`, `template ${second.id}: clients`]);
      } finally {
        for (const t of [first, second])
          await stack.sql(`update public.task_templates set action_screen = $2 where id = $1`, [t.id, t.action_screen]);
      }
      expect(await templates()).toEqual(before);
    });
  });

  describe('the two-way vault', () => {
    const pdf = (text: string) => new Blob([`%PDF-1.4 ${text}`], { type: 'application/pdf' });

    it("an admin delivers into a client's section: marked as theirs, logged, the client notified and able to read it", async () => {
      const path = `${owner.id}/1700000000001_articles.pdf`;
      const upload = await asAdmin.storage.from('user-documents').upload(path, pdf('articles'), { contentType: 'application/pdf' });
      expect(upload.error).toBeNull();
      const row = await asAdmin
        .from('business_documents')
        .insert({ user_id: owner.id, document_type: 'Standard_Corporate', document_name: 'Articles of Organization.pdf', file_url: path })
        .select('id, uploaded_by')
        .single();
      expect(row.error).toBeNull();
      expect(row.data!.uploaded_by).toBe(admin.id);
      expect(await activity('admin_document_delivered')).toEqual([
        expect.objectContaining({ summary: 'Document “Articles of Organization.pdf” delivered by an admin', actor_id: admin.id }),
      ]);
      expect(await notifications(asOwner, 'document_delivered')).toEqual([
        expect.objectContaining({
          title: 'New document from your advisor: Articles of Organization.pdf',
          screen: 'documents',
          params: { focus: row.data!.id },
        }),
      ]);
      const download = await asOwner.storage.from('user-documents').download(path);
      expect(await download.data?.text()).toBe('%PDF-1.4 articles');
      // The admin still reads no client's file directly (every admin read goes through open-document, logged).
      expect((await asAdmin.storage.from('user-documents').download(path)).data).toBeNull();
    });

    it('the owner cannot pass their own upload off as the advisor’s', async () => {
      const path = `${owner.id}/1700000000002_mine.pdf`;
      await asOwner.storage.from('user-documents').upload(path, pdf('mine'));
      const row = await asOwner
        .from('business_documents')
        .insert({ document_type: 'Miscellaneous Documents', document_name: 'mine.pdf', file_url: path, uploaded_by: admin.id })
        .select('uploaded_by')
        .single();
      expect(row.data!.uploaded_by).toBe(owner.id);
    });

    it("refuses a client uploading into another's folder, an admin overwriting a client's file, and rows outside the folder", async () => {
      const intoOwner = await asOther.storage.from('user-documents').upload(`${owner.id}/1700000000003_x.pdf`, pdf('x'));
      expect(intoOwner.error).not.toBeNull();
      const overwrite = await asAdmin.storage
        .from('user-documents')
        .upload(`${owner.id}/1700000000002_mine.pdf`, pdf('replaced'), { upsert: true });
      expect(overwrite.error).not.toBeNull();
      expect(await (await asOwner.storage.from('user-documents').download(`${owner.id}/1700000000002_mine.pdf`)).data?.text()).toBe(
        '%PDF-1.4 mine',
      );
      const outside = await asAdmin
        .from('business_documents')
        .insert({ user_id: owner.id, document_type: 'Standard_Corporate', document_name: 'x.pdf', file_url: `${other.id}/x.pdf` });
      expect(outside.error).toMatchObject({ code: '42501' });
      const notUser = await asAdmin.storage.from('user-documents').upload(`not-a-user/1700000000004_x.pdf`, pdf('x'));
      expect(notUser.error).not.toBeNull();
      // A client cannot deliver into someone else's sections either.
      const forOwner = await asOther
        .from('business_documents')
        .insert({ user_id: owner.id, document_type: 'Standard_Corporate', document_name: 'x.pdf', file_url: `${owner.id}/x.pdf` });
      expect(forOwner.error).toMatchObject({ code: '42501' });
    });
  });
});
