import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient } from './support/js-driver';
import { createUser } from './support/users';

// A business presence account and its access details are saved by one function each (one request, one
// transaction), through supabase-js as the portal does; the embed comes back in the typed order.
const COLUMNS = 'id, name, business_account_url, notes, business_account_details(label, value)';

let stack: TestStack;
let owner: SupabaseClient;
let other: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  const [a, b] = await Promise.all([createUser(stack, 'presence-owner'), createUser(stack, 'presence-other')]);
  [owner, other] = await Promise.all([signedInClient(stack, a), signedInClient(stack, b)]);
});
afterAll(() => stack.stop());

const read = (client: SupabaseClient, id: string) =>
  client.from('business_accounts').select(COLUMNS).eq('id', id).order('position', { referencedTable: 'business_account_details' }).single();

const details = (labels: string[]) => labels.map((label) => ({ label, value: `${label} value` }));

describe('add_business_account / update_business_account', () => {
  let id: string;

  it('adds the account with its details, which come back in the order they were typed', async () => {
    const labels = ['Username', 'Password', 'PIN', 'Account number', 'Security answer'];
    const added = await owner.rpc('add_business_account', {
      account_name: ' Yelp ',
      account_url: ' ',
      account_description: '',
      account_notes: 'monthly',
      access_details: details(labels),
    });
    expect(added.error).toBeNull();
    id = added.data as string;
    const { data, error } = await read(owner, id);
    expect(error).toBeNull();
    expect(data).toMatchObject({ name: 'Yelp', business_account_url: null, notes: 'monthly' });
    expect((data as { business_account_details: { label: string }[] }).business_account_details.map((d) => d.label)).toEqual(labels);
  });

  it('adds nothing when a detail is refused (no half-saved account)', async () => {
    const before = await owner.from('business_accounts').select('id');
    const refused = await owner.rpc('add_business_account', {
      account_name: 'Google',
      account_url: '',
      account_description: '',
      account_notes: '',
      access_details: details(['Username', 'Username']),
    });
    expect(refused.error).toMatchObject({ code: '23505' });
    expect(refused.error?.message).toContain('business_account_details_label_unique_per_account');
    const after = await owner.from('business_accounts').select('id');
    expect(after.data).toHaveLength(before.data?.length ?? -1);
  });

  it('updates the fields and every detail value at once, or nothing', async () => {
    const updated = await owner.rpc('update_business_account', {
      account_id: id,
      account_name: 'Yelp for Business',
      account_url: 'biz.yelp.com',
      account_description: '',
      account_notes: '',
      access_details: [
        { label: 'Password', value: 'N3w!' },
        { label: 'PIN', value: '0000' },
      ],
    });
    expect(updated.error).toBeNull();
    const { data } = await read(owner, id);
    expect(data).toMatchObject({ name: 'Yelp for Business', business_account_url: 'biz.yelp.com', notes: null });
    // Every detail is sealed in the credential vault, whatever its label: the row holds the mask (20261128060000).
    expect((data as { business_account_details: { label: string; value: string }[] }).business_account_details.slice(0, 3)).toEqual([
      { label: 'Username', value: '••••••••' },
      { label: 'Password', value: '••••••••' },
      { label: 'PIN', value: '••••••••' },
    ]);
    const [{ plain }] = await stack.sql(
      `select private.open_with(s.ciphertext, private.secret_context(s.record_table, s.record_id, s.field), private.credential_key()) as plain
      from private.sealed_secrets s join public.business_account_details d on d.id = s.record_id where d.business_account_id = $1 and d.label = 'Password'`,
      [id],
    );
    expect(plain).toBe('N3w!');

    const refused = await owner.rpc('update_business_account', {
      account_id: id,
      account_name: '  ',
      account_url: '',
      account_description: '',
      account_notes: '',
      access_details: [{ label: 'PIN', value: '1111' }],
    });
    expect(refused.error).toMatchObject({ code: '23514' });
    const unchanged = await read(owner, id);
    expect(unchanged.data).toMatchObject({ name: 'Yelp for Business' });
  });

  it("refuses another user's account, and anonymous callers", async () => {
    const foreign = await other.rpc('update_business_account', {
      account_id: id,
      account_name: 'Hijacked',
      account_url: '',
      account_description: '',
      account_notes: '',
      access_details: [],
    });
    expect(foreign.error).toMatchObject({ code: 'P0001', message: 'This account no longer exists.' });
    expect((await read(owner, id)).data).toMatchObject({ name: 'Yelp for Business' });
    const anonymous = await stack.client().rpc('add_business_account', {
      account_name: 'X',
      account_url: '',
      account_description: '',
      account_notes: '',
      access_details: [],
    });
    expect(anonymous.error).not.toBeNull();
  });
});
