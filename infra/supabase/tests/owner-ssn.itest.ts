import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient } from './support/js-driver';
import { createUser, type TestUser } from './support/users';

// DECISIONS 5: the owner's SSN is written through the API and only its last four digits ever come back.
describe('owner SSN: written whole, read as the last four', () => {
  let stack: TestStack;
  let owner: TestUser;
  let admin: TestUser;
  let db: SupabaseClient;

  beforeAll(async () => {
    stack = await startTestStack();
    [owner, admin] = await Promise.all([createUser(stack, 'ssn-owner'), createUser(stack, 'ssn-admin', 'admin')]);
    db = await signedInClient(stack, owner);
  });
  afterAll(() => stack.stop());

  const save = (row: Record<string, unknown>) =>
    db
      .from('owner_profiles')
      .upsert({ agreement_confirmed: true, ...row }, { onConflict: 'user_id' })
      .select('owner_ssn, business_name')
      .single();
  // The sealed SSN (20261126030000), opened with the vault key as only the database owner can.
  const stored = async () =>
    (
      await stack.sql(
        `select private.open_with(ciphertext, private.secret_context(record_table, record_id, field), private.credential_key()) as ssn
    from private.sealed_secrets where record_table = 'owner_profiles' and record_id = $1 and field = 'owner_ssn'`,
        [owner.id],
      )
    )[0]?.ssn ?? null;

  it('keeps the full value out of reach and answers with the mask', async () => {
    const { data, error } = await save({ owner_ssn: '123-45-6789', business_name: 'Mask LLC' });
    expect(error).toBeNull();
    expect(data).toEqual({ owner_ssn: '•••-••-6789', business_name: 'Mask LLC' });
    expect(await stored()).toBe('123456789');
    const read = await db.from('owner_profiles').select('*').single();
    expect(JSON.stringify(read.data)).not.toContain('12345');
  });

  it('an update without the SSN, or with the mask sent back, keeps it', async () => {
    await save({ business_name: 'Renamed LLC' });
    expect(await stored()).toBe('123456789');
    const { data } = await save({ owner_ssn: '•••-••-6789', business_name: 'Again LLC' });
    expect(data?.owner_ssn).toBe('•••-••-6789');
    expect(await stored()).toBe('123456789');
  });

  it('a new SSN replaces it; an empty one removes it', async () => {
    const { data } = await save({ owner_ssn: '987654321' });
    expect(data?.owner_ssn).toBe('•••-••-4321');
    expect(await stored()).toBe('987654321');
    const cleared = await save({ owner_ssn: '' });
    expect(cleared.data?.owner_ssn).toBeNull();
    expect(await stored()).toBeNull();
  });

  it('refuses an SSN without 9 digits, keeping the stored one', async () => {
    await save({ owner_ssn: '111-22-3333' });
    expect(await stored()).toBe('111223333');
    const { error } = await save({ owner_ssn: '12-34' });
    expect(error?.code).toBe('23514');
    expect(error?.message).toBe('The SSN must have 9 digits.');
    expect(await stored()).toBe('111223333');
  });

  it('deleting the profile deletes the SSN', async () => {
    await save({ owner_ssn: '222-33-4444' });
    expect(await stored()).toBe('222334444');
    expect((await db.from('owner_profiles').delete().eq('user_id', owner.id)).error).toBeNull();
    expect(await stored()).toBeNull();
    await save({ owner_ssn: '111-22-3333' });
  });

  it('no API role reaches the private table, not even an admin', async () => {
    const adminDb = await signedInClient(stack, admin);
    const viaRest = await adminDb.from('owner_ssns').select('*');
    expect(viaRest.error).not.toBeNull();
    const adminView = await adminDb.from('owner_profiles').select('owner_ssn').eq('user_id', owner.id).single();
    expect(adminView.data?.owner_ssn).toBe('•••-••-3333');
    const rpc = await adminDb.rpc('owner_profiles_keep_ssn_private');
    expect(rpc.error).not.toBeNull();
  });
});
