import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient } from './support/js-driver';
import { createUser, type TestUser } from './support/users';

interface Hit {
  kind: string;
  id: string;
  title: string;
  context: string;
  rank: number;
}

const MARK = /[\uE000\uE001]/g;

async function search(client: SupabaseClient, query: string): Promise<Hit[]> {
  const { data, error } = await client.rpc('search_portal', { query });
  if (error) throw new Error(`search "${query.slice(0, 40)}": ${error.code} ${error.message}`);
  return data as Hit[];
}

describe('search_portal: one ranked search over what the caller may read', () => {
  let stack: TestStack;
  let admin: TestUser;
  let client: TestUser;
  let client2: TestUser;
  let asClient: SupabaseClient;
  let asClient2: SupabaseClient;
  let asAdmin: SupabaseClient;
  const ids: Record<string, string> = {};

  const insert = async (kind: string, sql: string, params: unknown[]) => {
    const rows = await stack.sql(`${sql} returning id`, params);
    ids[kind] = String(rows[0].id);
  };

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await createUser(stack, 'admin', 'admin');
    client = await createUser(stack, 'client');
    client2 = await createUser(stack, 'client2');
    const me = client.id;
    await stack.sql(`update public.users set name = 'Quentin Marlowe' where id = $1`, [me]);
    await insert(
      'document',
      `insert into public.business_documents (user_id, document_type, document_name, file_url) values ($1::uuid, 'Bank_Statements', 'Zephyr lease agreement', $1::text || '/1_lease.pdf')`,
      [me],
    );
    await insert(
      'bank_account',
      `insert into public.bank_accounts (user_id, bank_name, account_number, routing_number, account_owner) values ($1, 'Chase Business', '987654321012', '021000021', 'Q. Marlowe')`,
      [me],
    );
    await insert(
      'business_account',
      `insert into public.business_accounts (user_id, name, description) values ($1, 'Dun & Bradstreet', 'Business credit file')`,
      [me],
    );
    await insert(
      'store_card',
      `insert into public.store_cards (user_id, issuer, card_type, account_number, username, password) values ($1, 'Wayfair Professional', 'Store', '6011000990139424', 'wayuser', 'Hunter2-secret')`,
      [me],
    );
    await insert(
      'credit_card',
      `insert into public.credit_cards (user_id, issuer, card_type, password) values ($1, 'Amex Blue Business', 'Revolving', 'Blue-pass-77')`,
      [me],
    );
    await insert(
      'receivable',
      `insert into public.account_receivables (user_id, vendor_name, amount) values ($1, 'Globex Corporation', 1200)`,
      [me],
    );
    await insert(
      'purchase_order',
      `insert into public.purchase_orders (user_id, vendor_name, amount) values ($1, 'Initech Supplies', 300)`,
      [me],
    );
    await insert(
      'social_account',
      `insert into public.social_accounts (user_id, platform, username, password) values ($1, 'Pinterest', 'quentin_m', 'Pin-secret-99')`,
      [me],
    );
    await insert('activity', `insert into public.activities (user_id, title) values ($1, 'Call the notary about bylaws')`, [me]);
    await stack.sql(
      `insert into public.owner_profiles (user_id, business_name, owner_ssn, owner_type, number_of_owners, agreement_confirmed) values ($1, 'Marlowe Bakery LLC', '123-45-6789', 'sole', 1, true)`,
      [me],
    );
    ids.owner_profile = me;
    const [task] = await stack.sql(`select id from public.tasks where user_id = $1 order by position limit 1`, [me]);
    await stack.sql(`update public.tasks set task_name = 'Register the Xylophone trade name' where id = $1`, [task.id]);
    ids.task = String(task.id);
    await insert('loan', `insert into public.loans (title, apr_range) values ('Quasar equipment loan', '7-9%')`, []);
    await insert(
      'training_video',
      `insert into public.training_videos (title, description, duration, video_url, thumbnail_url) values ('Funding basics', 'How lenders read a Kestrel report', '10:00', 'v.mp4', 't.png')`,
      [],
    );
    await insert('book', `insert into public.elite_books (title, path) values ('The Obsidian ledger', 'https://books.test/o.pdf')`, []);
    await insert(
      'automation',
      `insert into public.automations (name, description) values ('Invoice reminder', '<p>Sends a <b>Vortex</b> nudge</p>')`,
      [],
    );
    // client2 has a card with the same issuer: nobody else may find it
    await stack.sql(`insert into public.store_cards (user_id, issuer) values ($1, 'Wayfair Professional')`, [client2.id]);
    await stack.sql(
      `insert into public.owner_profiles (user_id, business_name, owner_type, number_of_owners, agreement_confirmed) values ($1, 'Pelican Plumbing', 'sole', 1, true)`,
      [client2.id],
    );
    [asClient, asClient2, asAdmin] = await Promise.all([client, client2, admin].map((u) => signedInClient(stack, u)));
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('finds each kind of record by its words, with the words marked and no HTML', async () => {
    const words: Record<string, string> = {
      document: 'zephyr',
      bank_account: 'chase',
      business_account: 'bradstreet',
      store_card: 'wayfair',
      credit_card: 'amex blue',
      receivable: 'globex',
      purchase_order: 'initech',
      social_account: 'pinterest',
      task: 'xylophone',
      activity: 'notary',
      owner_profile: 'marlowe bakery',
      loan: 'quasar',
      training_video: 'kestrel',
      book: 'obsidian',
      automation: 'vortex',
    };
    for (const [kind, word] of Object.entries(words)) {
      const hits = await search(asClient, word);
      const hit = hits.find((h) => h.kind === kind);
      expect({ kind, word, id: hit?.id }).toEqual({ kind, word, id: ids[kind] });
      expect(`${hit!.title} ${hit!.context}`).toContain('\uE000');
      expect(`${hit!.title} ${hit!.context}`).not.toMatch(/<\/?[a-z]/i);
    }
    // documents are also found by their section
    expect((await search(asClient, 'bank statements')).map((h) => h.id)).toContain(ids.document);
  });

  it('matches prefixes of short words and forgives a typo', async () => {
    expect((await search(asClient, 'way')).find((h) => h.kind === 'store_card')?.id).toBe(ids.store_card);
    expect((await search(asClient, 'Wayfiar')).find((h) => h.kind === 'store_card')?.id).toBe(ids.store_card);
    const [first] = await search(asClient, 'globex');
    expect(first.title.replace(MARK, '')).toBe('Globex Corporation');
  });

  it("the palette's second read, a found task's status and due date by id, answers its owner only", async () => {
    const [hit] = (await search(asClient, 'xylophone')).filter((h) => h.kind === 'task');
    const read = (as: SupabaseClient) => as.from('tasks').select('id, task_status, task_due_date').in('id', [hit.id]);
    const own = await read(asClient);
    expect(own.error).toBeNull();
    expect(own.data).toEqual([
      { id: ids.task, task_status: expect.any(String), task_due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
    expect((await read(asClient2)).data).toEqual([]);
  });

  it("client2 finds nothing of client's, and no client finds clients", async () => {
    for (const word of ['zephyr', 'chase', 'marlowe', 'xylophone', 'notary', 'quentin']) {
      expect(await search(asClient2, word)).toEqual([]);
    }
    const own = await search(asClient2, 'wayfair');
    expect(own.map((h) => h.kind)).toEqual(['store_card']);
    expect(own[0].id).not.toBe(ids.store_card);
    expect((await search(asClient, 'pelican')).filter((h) => h.kind === 'client')).toEqual([]);
  });

  it('never matches a secret: account and routing numbers, passwords, usernames, the SSN', async () => {
    for (const secret of [
      '987654321012',
      '021000021',
      '6011000990139424',
      'Hunter2-secret',
      'hunter2',
      'Blue-pass-77',
      'Pin-secret-99',
      'quentin_m',
      'wayuser',
      '123-45-6789',
      '6789',
    ]) {
      expect({ secret, hits: await search(asClient, secret) }).toEqual({ secret, hits: [] });
    }
  });

  it('admins find clients by name, e-mail and business, but not their records', async () => {
    const byName = await search(asAdmin, 'quentin');
    expect(byName.filter((h) => h.kind === 'client').map((h) => h.id)).toEqual([client.id]);
    expect((await search(asAdmin, client2.email)).filter((h) => h.kind === 'client').map((h) => h.id)).toEqual([client2.id]);
    const byBusiness = await search(asAdmin, 'pelican plumbing');
    expect(byBusiness.map((h) => [h.kind, h.id])).toEqual([['client', client2.id]]);
    expect(byBusiness[0].context).toContain('Pelican');
    expect((await search(asAdmin, 'admin')).filter((h) => h.kind === 'client')).toEqual([]);
    expect((await search(asAdmin, 'zephyr')).filter((h) => h.kind === 'document')).toEqual([]);
  });

  it('hostile queries give an empty result or a clear 400, never a 500', async () => {
    for (const query of [
      "'",
      '"',
      "'; drop table users; --",
      '&|!:*',
      '!!!',
      ':*',
      'a & b | !c',
      '\\',
      '()',
      '<b>',
      '\uE000chase\uE001',
      '',
      '   ',
      'ü',
      '日本語',
      '🙂🙂🙂',
      'Ünïcode ÇHASE',
    ]) {
      const { data, error } = await asClient.rpc('search_portal', { query });
      expect({ query, error }).toEqual({ query, error: null });
      expect(Array.isArray(data)).toBe(true);
    }
    const long = await asClient.rpc('search_portal', { query: 'x'.repeat(5000) });
    expect(long.status).toBe(400);
    expect(long.error?.message).toBe('Search for at most 200 characters.');
    const perKind = await asClient.rpc('search_portal', { query: 'chase', per_kind: 500 });
    expect(perKind.status).toBe(400);
    const anon = await stack.client().rpc('search_portal', { query: 'chase' });
    expect(anon.error).not.toBeNull();
    expect(anon.status).toBeLessThan(500);
  });
});
