import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { asRole, pgErrorOf } from './support/as-role';
import { createUser, type TestUser } from './support/users';

type Row = Record<string, unknown>;
interface Case {
  rule: string;
  table: string;
  row: Row;
  /** The SQLSTATE and (part of) the message a caller gets back. */
  code: string;
  message: string | RegExp;
}

// Each rule: the rejected row, the error the caller sees; and (in `accepted`) the edge that must pass.
const REJECTED: Case[] = [
  {
    rule: 'CapitalScore below 500',
    table: 'capital_scores',
    row: { score: 499 },
    code: '23514',
    message: 'capital_scores_score_between_500_and_1000',
  },
  {
    rule: 'CapitalScore above 1000',
    table: 'capital_scores',
    row: { score: 1001 },
    code: '23514',
    message: 'capital_scores_score_between_500_and_1000',
  },
  { rule: 'PAYDEX below 0', table: 'paydex_scores', row: { score: -1 }, code: '23514', message: 'paydex_scores_score_between_0_and_100' },
  {
    rule: 'PAYDEX above 100',
    table: 'paydex_scores',
    row: { score: 101 },
    code: '23514',
    message: 'paydex_scores_score_between_0_and_100',
  },
  {
    rule: 'activity status outside completed/in-progress',
    table: 'activities',
    row: { title: 'Call', status: 'pending' },
    code: '23514',
    message: "Only 'completed' or 'in-progress' statuses are allowed for regular activities.",
  },
  { rule: 'activity without a title', table: 'activities', row: { title: '  ' }, code: '23514', message: 'activities_title_required' },
  {
    rule: 'multiple owners with fewer than 2',
    table: 'owner_profiles',
    row: { owner_type: 'multiple', number_of_owners: 1, agreement_confirmed: true },
    code: '23514',
    message: 'Please enter 2 or more for multiple owners.',
  },
  {
    rule: 'sole owner with 2 owners',
    table: 'owner_profiles',
    row: { owner_type: 'sole', number_of_owners: 2, agreement_confirmed: true },
    code: '23514',
    message: 'A sole owner profile has exactly 1 owner.',
  },
  {
    rule: 'zero owners',
    table: 'owner_profiles',
    row: { owner_type: 'sole', number_of_owners: 0, agreement_confirmed: true },
    code: '23514',
    message: 'The number of owners must be at least 1.',
  },
  {
    rule: 'profile without the I AGREE confirmation',
    table: 'owner_profiles',
    row: { agreement_confirmed: false },
    code: '23514',
    message: 'You must type "I AGREE" exactly to proceed',
  },
  {
    rule: 'unknown owner type',
    table: 'owner_profiles',
    row: { owner_type: 'many', number_of_owners: 3, agreement_confirmed: true },
    code: '23514',
    message: 'The owner type must be sole or multiple.',
  },
  {
    rule: 'unknown business structure',
    table: 'owner_profiles',
    row: { business_structure: 'trust', agreement_confirmed: true },
    code: '23514',
    message: 'owner_profiles_business_structure_known',
  },
  {
    rule: 'business account status other than Active/Pending',
    table: 'business_accounts',
    row: { name: 'D&B', status: 'Closed' },
    code: '23514',
    message: 'business_accounts_status_active_or_pending',
  },
  {
    rule: 'business account without a name',
    table: 'business_accounts',
    row: { name: '' },
    code: '23514',
    message: 'business_accounts_name_required',
  },
  {
    rule: 'receivable status outside pending/approved/overdue',
    table: 'account_receivables',
    row: { vendor_name: 'V', status: 'rejected' },
    code: '23514',
    message: 'account_receivables_status_pending_approved_or_overdue',
  },
  {
    rule: 'purchase order status outside pending/approved/rejected',
    table: 'purchase_orders',
    row: { vendor_name: 'V', status: 'overdue' },
    code: '23514',
    message: 'purchase_orders_status_pending_approved_or_rejected',
  },
  {
    rule: 'automation request priority outside High/Medium/Low',
    table: 'request_automations',
    row: { priority: 'Urgent' },
    code: '23514',
    message: 'request_automations_priority_high_medium_or_low',
  },
  {
    rule: 'unknown document type',
    table: 'business_documents',
    row: { document_type: 'Taxes', document_name: 'a.pdf', file_url: 'x/a.pdf' },
    code: '23514',
    message: 'business_documents_type_known',
  },
  {
    rule: 'document without a file',
    table: 'business_documents',
    row: { document_type: 'Bank_Statements', document_name: 'a.pdf' },
    code: '23502',
    message: /file_url/,
  },
  {
    rule: 'social account without a password',
    table: 'social_accounts',
    row: { platform: 'Instagram', username: 'u', password: '' },
    code: '23514',
    message: 'social_accounts_password_required',
  },
  {
    rule: 'social account with a malformed profile URL',
    table: 'social_accounts',
    row: { platform: 'Instagram', username: 'u', password: 'p', profile_url: 'not a url' },
    code: '23514',
    message: 'social_accounts_profile_url_well_formed',
  },
  {
    rule: 'bank account with negative monthly fees',
    table: 'bank_accounts',
    row: { monthly_fees: -1 },
    code: '23514',
    message: 'bank_accounts_monthly_fees_not_negative',
  },
  {
    rule: 'store card without an issuer',
    table: 'store_cards',
    row: { issuer: ' ' },
    code: '23514',
    message: 'store_cards_issuer_required',
  },
  {
    rule: 'program request for an unknown program',
    table: 'program_requests',
    row: { program: 'Gold Program' },
    code: '23514',
    message: 'program_requests_program_known',
  },
];

// Rules on tables only admins write: checked as the admin.
const ADMIN_REJECTED: Case[] = [
  {
    rule: 'payment of zero',
    table: 'payments',
    row: { description: 'Fee', amount: 0, date: '2026-01-01' },
    code: '23514',
    message: 'payments_amount_not_zero',
  },
  {
    rule: 'payment status outside completed/pending',
    table: 'payments',
    row: { description: 'Fee', amount: 5, date: '2026-01-01', status: 'paid' },
    code: '23514',
    message: 'payments_status_completed_or_pending',
  },
  {
    rule: 'payment without a description',
    table: 'payments',
    row: { description: '', amount: 5, date: '2026-01-01' },
    code: '23514',
    message: 'payments_description_required',
  },
  {
    rule: 'task priority outside High/Medium/Low',
    table: 'tasks',
    row: { position: 1, task_name: 'T', task_priority: 'Urgent' },
    code: '23514',
    message: 'tasks_priority_high_medium_or_low',
  },
  {
    rule: 'task status outside Awaiting Completion/Submitted/Completed',
    table: 'tasks',
    row: { position: 1, task_name: 'T', task_status: 'Done' },
    code: '23514',
    message: 'tasks_status_known',
  },
  {
    rule: 'training video without a title',
    table: 'training_videos',
    row: { title: ' ', description: 'd', duration: '1:00', video_url: 'v', thumbnail_url: 't' },
    code: '23514',
    message: 'training_videos_title_required',
  },
  {
    rule: 'training video without a duration',
    table: 'training_videos',
    row: { title: 'T', description: 'd', video_url: 'v', thumbnail_url: 't' },
    code: '23502',
    message: /duration/,
  },
  {
    rule: 'book whose download path is not a URL',
    table: 'elite_books',
    row: { title: 'B', path: 'ftp:/x' },
    code: '23514',
    message: 'elite_books_path_is_a_url',
  },
  { rule: 'loan without a title', table: 'loans', row: { title: '' }, code: '23514', message: 'loans_title_required' },
];

const ACCEPTED: Array<{ rule: string; table: string; row: Row }> = [
  { rule: 'CapitalScore 500', table: 'capital_scores', row: { score: 500 } },
  { rule: 'CapitalScore 1000', table: 'capital_scores', row: { score: 1000 } },
  { rule: 'PAYDEX 0', table: 'paydex_scores', row: { score: 0 } },
  { rule: 'PAYDEX 100', table: 'paydex_scores', row: { score: 100 } },
  { rule: 'an in-progress activity by default', table: 'activities', row: { title: 'Call the bank' } },
  {
    rule: 'two owners for multiple',
    table: 'owner_profiles',
    row: { owner_type: 'multiple', number_of_owners: 2, agreement_confirmed: true, business_structure: 'llc' },
  },
  { rule: 'an automation request with no fields at all', table: 'request_automations', row: {} },
];

describe('constraints: bad data is refused whatever the client sends', () => {
  let stack: TestStack;
  let client: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    stack = await startTestStack();
    [client, admin] = await Promise.all([createUser(stack, 'client'), createUser(stack, 'admin', 'admin')]);
  });
  afterAll(() => stack.stop());

  const insert = (user: TestUser, table: string, row: Row) =>
    asRole(stack, user, async (tx) => {
      const cols = Object.keys(row).map((c) => `"${c}"`);
      const sql = cols.length
        ? `insert into public.${table} (${cols.join(', ')}) select ${cols.join(', ')} from jsonb_populate_record(null::public.${table}, $1::jsonb)`
        : `insert into public.${table} default values`;
      await tx.query(sql, cols.length ? [JSON.stringify(row)] : []);
    });

  it.each(REJECTED.map((c) => [c.rule, c] as const))('refuses %s', async (_rule, c) => {
    const error = await pgErrorOf(() => insert(client, c.table, c.row));
    expect(error?.code).toBe(c.code);
    if (typeof c.message === 'string') expect(error?.message).toContain(c.message);
    else expect(error?.message).toMatch(c.message);
  });

  it.each(ADMIN_REJECTED.map((c) => [c.rule, c] as const))('refuses %s (even from an admin)', async (_rule, c) => {
    const row = c.table === 'payments' || c.table === 'tasks' ? { user_id: client.id, ...c.row } : c.row;
    const error = await pgErrorOf(() => insert(admin, c.table, row));
    expect(error?.code).toBe(c.code);
    if (typeof c.message === 'string') expect(error?.message).toContain(c.message);
    else expect(error?.message).toMatch(c.message);
  });

  it.each(ACCEPTED.map((c) => [c.rule, c] as const))('accepts %s', async (_rule, c) => {
    if (c.table === 'owner_profiles') await stack.sql('delete from public.owner_profiles where user_id = $1', [client.id]);
    expect(await pgErrorOf(() => insert(client, c.table, c.row))).toBeNull();
  });

  it('keeps score history: the latest row is the current score', async () => {
    await stack.sql('delete from public.capital_scores where user_id = $1', [client.id]);
    await insert(client, 'capital_scores', { score: 640, last_updated_at: '2026-01-01T00:00:00Z' });
    await insert(client, 'capital_scores', { score: 712, last_updated_at: '2026-02-01T00:00:00Z' });
    const rows = await asRole(
      stack,
      client,
      async (tx) =>
        (await tx.query('select score from public.capital_scores where user_id = $1 order by last_updated_at desc limit 1', [client.id]))
          .rows,
    );
    expect(rows).toEqual([{ score: 712 }]);
    const [count] = await stack.sql('select count(*)::int as n from public.capital_scores where user_id = $1', [client.id]);
    expect(count.n).toBe(2);
  });

  it('sets completed_at when a task is completed and clears it when reopened', async () => {
    const [task] = await stack.sql(`select id from public.tasks where user_id = $1 order by position limit 1`, [client.id]);
    await asRole(stack, admin, (tx) => tx.query(`update public.tasks set task_status = 'Completed' where id = $1`, [task.id]));
    const [done] = await stack.sql('select completed_at is not null as c from public.tasks where id = $1', [task.id]);
    expect(done.c).toBe(true);
    await asRole(stack, admin, (tx) => tx.query(`update public.tasks set task_status = 'Awaiting Completion' where id = $1`, [task.id]));
    const [open] = await stack.sql('select completed_at is null as c from public.tasks where id = $1', [task.id]);
    expect(open.c).toBe(true);
  });

  it('refuses moving a row to another user (owner cannot give away or steal rows)', async () => {
    const other = await createUser(stack, 'other');
    await insert(client, 'bank_accounts', { bank_name: 'Mine' });
    const error = await pgErrorOf(() =>
      asRole(stack, client, (tx) => tx.query(`update public.bank_accounts set user_id = $1 where bank_name = 'Mine'`, [other.id])),
    );
    expect(error?.code).toBe('42501');
    const [row] = await stack.sql(`select count(*)::int as n from public.bank_accounts where user_id = $1`, [other.id]);
    expect(row.n).toBe(0);
  });
});
