import crypto from 'node:crypto';

/** Rows every owner already has, to which child rows attach. */
export interface Parents {
  businessAccount: string;
  receivable: string;
  purchaseOrder: string;
  /** The user's open Support Chat conversation. */
  conversation: string;
}

export interface FixtureContext {
  /** A training video for video_resources. */
  video: string;
  parents: Record<string, Parents>;
}

export interface TableTarget {
  kind: 'table';
  table: string;
  /** The column that identifies a row (user_id for one-row-per-user tables, kind for notification_kinds). */
  key: 'id' | 'user_id' | 'kind';
  /** A row owned by `owner` (content ignores the owner); carries its key. */
  row(owner: string, ctx: FixtureContext): Record<string, unknown>;
  /** The column an update changes, and a value no fixture has. */
  patch: { column: string; value: unknown };
}

export interface BucketTarget {
  kind: 'bucket';
  bucket: string;
  /** Whether paths live under the owner's id folder. */
  owned: boolean;
  path(owner: string): string;
  contentType: string;
}

export type Target = TableTarget | BucketTarget;

const id = () => crypto.randomUUID();
const tag = () => crypto.randomBytes(4).toString('hex');

function table(name: string, row: TableTarget['row'], patch: TableTarget['patch'], key: TableTarget['key'] = 'id'): TableTarget {
  return { kind: 'table', table: name, key, row, patch };
}
const owned = (name: string, fields: Record<string, unknown>, patch: TableTarget['patch'], key: TableTarget['key'] = 'id') =>
  table(name, (owner) => ({ ...(key === 'id' ? { id: id() } : {}), user_id: owner, ...fields }), patch, key);

const PATCHED = 'patched by the permission matrix';

export const TARGETS: Record<string, Target> = {
  users: table('users', (owner) => ({ id: owner, email: `${tag()}@x.test`, role: 'client' }), { column: 'name', value: PATCHED }),
  training_videos: table(
    'training_videos',
    () => ({ id: id(), title: `Video ${tag()}`, description: 'd', duration: '1:00', video_url: 'v.mp4', thumbnail_url: 't.png' }),
    { column: 'title', value: PATCHED },
  ),
  video_resources: table('video_resources', (_o, ctx) => ({ id: id(), video_id: ctx.video, name: 'r.pdf', url: 'r.pdf' }), {
    column: 'name',
    value: PATCHED,
  }),
  elite_books: table('elite_books', () => ({ id: id(), title: `Book ${tag()}`, path: 'https://books.example/x' }), {
    column: 'title',
    value: PATCHED,
  }),
  automations: table('automations', () => ({ id: id(), name: `Automation ${tag()}` }), { column: 'name', value: PATCHED }),
  loans: table('loans', () => ({ id: id(), title: `Loan ${tag()}` }), { column: 'title', value: PATCHED }),
  task_templates: table(
    'task_templates',
    () => ({ id: 1000 + Math.floor(Math.random() * 1e6), task_name: 't', task_description: 'd', task_priority: 'Low', due_in_days: 1 }),
    { column: 'task_name', value: PATCHED },
  ),
  tasks: owned('tasks', { position: 99, task_name: 'Matrix task', task_priority: 'Low' }, { column: 'task_status', value: 'Completed' }),
  payments: owned('payments', { description: 'Matrix payment', amount: 10, date: '2026-01-01' }, { column: 'status', value: 'completed' }),
  merchant_transactions: owned(
    'merchant_transactions',
    { date: '2026-01-01', description: 'Matrix sale', amount: 5 },
    { column: 'description', value: PATCHED },
  ),
  program_requests: owned('program_requests', { program: 'Standard Business Build-Out Program' }, { column: 'status', value: 'contacted' }),
  business_documents: owned(
    'business_documents',
    { document_type: 'Bank_Statements', document_name: 'a.pdf', file_url: 'x/a.pdf' },
    { column: 'document_name', value: PATCHED },
  ),
  activities: owned('activities', { title: 'Matrix activity' }, { column: 'notes', value: PATCHED }),
  bank_accounts: owned('bank_accounts', { bank_name: 'Matrix bank' }, { column: 'notes', value: PATCHED }),
  business_accounts: owned('business_accounts', { name: 'Matrix account' }, { column: 'notes', value: PATCHED }),
  business_account_details: table(
    'business_account_details',
    (o, ctx) => ({ id: id(), business_account_id: ctx.parents[o].businessAccount, label: `L ${tag()}`, value: 'v' }),
    // The label: every value is sealed in the credential vault (the row holds its mask, whatever was written).
    { column: 'label', value: PATCHED },
  ),
  capital_scores: owned('capital_scores', { score: 700 }, { column: 'score', value: 901 }),
  paydex_scores: owned('paydex_scores', { score: 70 }, { column: 'score', value: 91 }),
  owner_profiles: owned(
    'owner_profiles',
    { business_name: 'Matrix LLC', agreement_confirmed: true },
    { column: 'business_name', value: PATCHED },
    'user_id',
  ),
  notifications: owned(
    'notifications',
    { kind: 'task_status', title: 'Matrix notification', body: 'b', screen: 'business-formation' },
    { column: 'read_at', value: '2026-01-02T00:00:00+00:00' },
  ),
  // Canaries: written only by the service role (the release tool) and the rollback job; admins read them.
  release_canaries: table(
    'release_canaries',
    () => ({ id: id(), remote: 'mfe_credit', release_id: `matrix-${tag()}`, live_release_id: 'matrix-live', percent: 10, status: 'ended' }),
    { column: 'reason', value: PATCHED },
  ),
  account_activity: owned('account_activity', { event: 'sign_in', summary: 'Matrix entry' }, { column: 'summary', value: PATCHED }),
  notification_preferences: owned('notification_preferences', { push_enabled: true }, { column: 'push_enabled', value: false }, 'user_id'),
  // Reference data only the database's functions read (no Data API grant): kind -> screen.
  notification_kinds: table(
    'notification_kinds',
    () => ({ kind: `matrix_${Math.floor(Math.random() * 1e9)}`, screen: 'home' }),
    { column: 'screen', value: PATCHED },
    'kind',
  ),
  // A remote's search kinds (migration 20261207110100): only search_portal's definer helper and the release tool read them.
  remote_search_kinds: table(
    'remote_search_kinds',
    () => ({ kind: `mfe_credit_matrix_${Math.floor(Math.random() * 1e9)}`, remote: 'mfe_credit', fn: 'mfe_credit_matrix' }),
    { column: 'enabled', value: true },
    'kind',
  ),
  website_templates: owned('website_templates', { html: '<p>x</p>' }, { column: 'html', value: PATCHED }, 'user_id'),
  social_accounts: owned('social_accounts', { platform: 'Instagram', username: 'u', password: 'p' }, { column: 'notes', value: PATCHED }),
  request_automations: owned('request_automations', { type: 'Email', priority: 'High' }, { column: 'description', value: PATCHED }),
  store_cards: owned('store_cards', { issuer: 'Matrix store' }, { column: 'apr', value: PATCHED }),
  credit_cards: owned('credit_cards', { issuer: 'Matrix card' }, { column: 'apr', value: PATCHED }),
  account_receivables: owned('account_receivables', { vendor_name: 'Matrix vendor', amount: 1 }, { column: 'status', value: 'approved' }),
  account_receivable_documents: table(
    'account_receivable_documents',
    (o, ctx) => ({ id: id(), account_receivable_id: ctx.parents[o].receivable, document_name: 'a.pdf', document_url: 'x/a.pdf' }),
    { column: 'document_name', value: PATCHED },
  ),
  purchase_orders: owned('purchase_orders', { vendor_name: 'Matrix vendor', amount: 1 }, { column: 'status', value: 'approved' }),
  purchase_order_documents: table(
    'purchase_order_documents',
    (o, ctx) => ({ id: id(), purchase_order_id: ctx.parents[o].purchaseOrder, document_name: 'a.pdf', document_url: 'x/a.pdf' }),
    { column: 'document_name', value: PATCHED },
  ),
  // Support Chat: written only through its functions (send_message, take_conversation, ...); an author edits their
  // own message's text; an admin writes their own advisor card. The fixture conversation is an archived one (each
  // client has one open conversation: the parent).
  conversations: owned(
    'conversations',
    { status: 'archived', archived_at: '2026-01-01T00:00:00+00:00' },
    { column: 'last_message_at', value: '2026-01-02T00:00:00+00:00' },
  ),
  conversation_messages: table(
    'conversation_messages',
    (o, ctx) => ({
      id: id(),
      conversation_id: ctx.parents[o].conversation,
      author_id: o,
      author_role: 'client',
      body: 'Matrix',
      client_id: id(),
    }),
    { column: 'body', value: PATCHED },
  ),
  conversation_reads: table(
    'conversation_reads',
    (o, ctx) => ({ conversation_id: ctx.parents[o].conversation, user_id: o }),
    {
      column: 'last_read_at',
      value: '2026-01-02T00:00:00+00:00',
    },
    'user_id',
  ),
  advisor_cards: table('advisor_cards', (o) => ({ user_id: o, name: 'Matrix advisor' }), { column: 'name', value: PATCHED }, 'user_id'),
  'bucket:chat-attachments': {
    kind: 'bucket',
    bucket: 'chat-attachments',
    owned: true,
    path: (owner) => `${owner}/${tag()}_matrix.pdf`,
    contentType: 'application/pdf',
  },
  'bucket:business-documents': {
    kind: 'bucket',
    bucket: 'business-documents',
    owned: false,
    path: () => `training_videos/resources/${tag()}_matrix.pdf`,
    contentType: 'application/pdf',
  },
  'bucket:book-covers': {
    kind: 'bucket',
    bucket: 'book-covers',
    owned: false,
    path: () => `book_covers/${tag()}_matrix.png`,
    contentType: 'image/png',
  },
  'bucket:user-documents': {
    kind: 'bucket',
    bucket: 'user-documents',
    owned: true,
    path: (owner) => `${owner}/${tag()}_matrix.pdf`,
    contentType: 'application/pdf',
  },
};
