import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { totpCode, totpStep } from '../../stack/src/auth/mfa/totp';
import { startStack } from '../../stack/src/index';
import { pollUntil } from '../../stack/test/support/arrivals';
import { createTestDatabase } from '../../stack/test/support/test-database';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient, tokenClient } from './support/js-driver';
import { createUser, type TestUser } from './support/users';

// Issue 24, migrations 20261126030000 (vault) and 20261126030100 (activity): secrets sealed at rest by the
// database, revealed only to their owner (at aal2 when enrolled), every reveal and admin change logged.
const KNOWN_PASSWORD = 'Vault-known-pass-7c1f';
const DEMO_SSN = '123-45-6789';
const UNLABELLED_SECRET = 'recovery-7731@vault.test';

describe('credential vault and account activity', () => {
  let stack: TestStack;
  let owner: TestUser;
  let enrolled: TestUser;
  let admin: TestUser;
  let ownerDb: SupabaseClient;
  let adminDb: SupabaseClient;
  let cardId = '';

  beforeAll(async () => {
    stack = await startTestStack({ seed: true });
    [owner, enrolled, admin] = await Promise.all([
      createUser(stack, 'vault-owner'),
      createUser(stack, 'vault-mfa'),
      createUser(stack, 'vault-admin', 'admin'),
    ]);
    [ownerDb, adminDb] = await Promise.all([signedInClient(stack, owner), signedInClient(stack, admin)]);
  });
  afterAll(() => stack.stop());

  const reveal = (db: SupabaseClient, table: string, id: string, field: string) =>
    db.rpc('reveal_secret', { secret_table: table, secret_id: id, secret_field: field });

  it('saves a card in one request and answers with masks; only the owner reveals, and the reveal is logged', async () => {
    const saved = await ownerDb
      .from('store_cards')
      .insert({ issuer: 'Vault Card', account_number: '4111 1111 1111 1234', username: 'vault_user', password: KNOWN_PASSWORD })
      .select('id, account_number, password')
      .single();
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ account_number: '••••1234', password: '••••••••' });
    cardId = saved.data!.id;

    expect((await reveal(ownerDb, 'store_cards', cardId, 'password')).data).toBe(KNOWN_PASSWORD);
    expect((await reveal(ownerDb, 'store_cards', cardId, 'account_number')).data).toBe('4111 1111 1111 1234');

    // Sending the masks back (an edit of another field) keeps the secrets; a new value replaces one.
    expect(
      (await ownerDb.from('store_cards').update({ apr: '9%', password: '••••••••', account_number: '••••1234' }).eq('id', cardId)).error,
    ).toBeNull();
    expect((await reveal(ownerDb, 'store_cards', cardId, 'password')).data).toBe(KNOWN_PASSWORD);

    const activity = await ownerDb
      .from('account_activity')
      .select('event, summary, actor_id')
      .eq('event', 'secret_revealed')
      .order('occurred_at', { ascending: false });
    expect(activity.data?.[0]).toEqual({
      event: 'secret_revealed',
      summary: 'Password of store card “Vault Card” revealed',
      actor_id: owner.id,
    });
  });

  it('an admin sees that a secret exists, never its value; nobody else reveals it', async () => {
    const seen = await adminDb.from('store_cards').select('password, account_number').eq('id', cardId).single();
    expect(seen.data).toEqual({ password: '••••••••', account_number: '••••1234' });
    const refused = await reveal(adminDb, 'store_cards', cardId, 'password');
    expect(refused.error?.code).toBe('42501');
    expect(refused.data).toBeNull();
    expect((await reveal(stack.client(), 'store_cards', cardId, 'password')).error).not.toBeNull();
    expect((await reveal(await signedInClient(stack, enrolled), 'store_cards', cardId, 'password')).error?.code).toBe('42501');
    expect((await adminDb.from('sealed_secrets').select('*')).error).not.toBeNull();
  });

  it('an enrolled owner reveals only in an aal2 session', async () => {
    const db = await signedInClient(stack, enrolled);
    const card = await db.from('credit_cards').insert({ issuer: 'MFA Card', password: 'mfa-secret-pass' }).select('id').single();
    const enrol = await db.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const secret = enrol.data!.totp.secret;
    expect((await db.auth.mfa.challengeAndVerify({ factorId: enrol.data!.id, code: totpCode(secret, totpStep()) })).error).toBeNull();
    expect((await reveal(db, 'credit_cards', card.data!.id, 'password')).data).toBe('mfa-secret-pass');

    const aal1 = await signedInClient(stack, enrolled);
    const refused = await reveal(aal1, 'credit_cards', card.data!.id, 'password');
    expect(refused.error?.code).toBe('42501');
    expect(refused.error?.message).toBe('Enter a code from your authenticator app to reveal this.');
    const events = (await aal1.from('account_activity').select('event').order('occurred_at')).data!.map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(['sign_in', 'factor_added', 'secret_revealed']));
  });

  it('checks the session at each reveal: removing the factor that verified it, or signing out, takes effect at once', async () => {
    const user = await createUser(stack, 'vault-session');
    const db = await signedInClient(stack, user);
    const card = await db.from('credit_cards').insert({ issuer: 'Session Card', password: 'session-secret-pass' }).select('id').single();
    const id = card.data!.id;
    const phone = await db.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const step = totpStep();
    expect(
      (await db.auth.mfa.challengeAndVerify({ factorId: phone.data!.id, code: totpCode(phone.data!.totp.secret, step) })).error,
    ).toBeNull();
    const tablet = await db.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(
      (await db.auth.mfa.challengeAndVerify({ factorId: tablet.data!.id, code: totpCode(tablet.data!.totp.secret, step) })).error,
    ).toBeNull();
    const held = tokenClient(stack, (await db.auth.getSession()).data.session!.access_token);
    expect((await reveal(held, 'credit_cards', id, 'password')).data).toBe('session-secret-pass');
    // The tablet, which verified this session, is removed: the phone stays, the session is aal1 again.
    expect((await db.auth.mfa.unenroll({ factorId: tablet.data!.id })).error).toBeNull();
    const downgraded = await reveal(held, 'credit_cards', id, 'password');
    expect(downgraded.error?.message).toBe('Enter a code from your authenticator app to reveal this.');

    // Without a factor, a password session reveals until it is signed out.
    const plain = await createUser(stack, 'vault-signout');
    const plainDb = await signedInClient(stack, plain);
    const plainCard = await plainDb
      .from('credit_cards')
      .insert({ issuer: 'Plain Card', password: 'plain-secret-pass' })
      .select('id')
      .single();
    const plainHeld = tokenClient(stack, (await plainDb.auth.getSession()).data.session!.access_token);
    expect((await reveal(plainHeld, 'credit_cards', plainCard.data!.id, 'password')).data).toBe('plain-secret-pass');
    expect((await plainDb.auth.signOut({ scope: 'local' })).error).toBeNull();
    const signedOut = await reveal(plainHeld, 'credit_cards', plainCard.data!.id, 'password');
    expect(signedOut.error).toMatchObject({ code: '42501', message: 'Your session has ended: sign in again to reveal this.' });
  });

  it('logs sign-ins with their address and browser, and a password change', async () => {
    const user = await createUser(stack, 'vault-pw');
    const db = await signedInClient(stack, user);
    expect((await db.auth.updateUser({ password: 'Changed-pass-2026!' })).error).toBeNull();
    const logged = (await db.from('account_activity').select('event, summary, ip, user_agent').order('occurred_at')).data!;
    // The fixture's own session (createUser) is logged first; the two entries this test makes follow it.
    const events = logged.slice(-2);
    expect(events.map((e) => e.event)).toEqual(['sign_in', 'password_changed']);
    expect(events[0]).toMatchObject({ summary: 'Signed in', ip: expect.any(String), user_agent: expect.any(String) });
  });

  it('logs a failed sign-in with its address and browser', async () => {
    expect((await stack.client().auth.signInWithPassword({ email: owner.email, password: 'wrong-password' })).error).not.toBeNull();
    let failed: Record<string, unknown>[] = [];
    await pollUntil(async () => {
      failed = (await ownerDb.from('account_activity').select('event, ip, user_agent').eq('event', 'sign_in_failed')).data ?? [];
      return failed.length > 0;
    }, 'the failed sign-in logged');
    expect(failed[0]).toMatchObject({ event: 'sign_in_failed', ip: expect.any(String) });
  });

  it('logs an admin task change for the owner; nobody may change or delete an entry', async () => {
    const task = (await ownerDb.from('tasks').select('id, task_name').order('position').limit(1).single()).data!;
    expect((await adminDb.from('tasks').update({ task_status: 'Completed' }).eq('id', task.id)).error).toBeNull();
    const mine = await ownerDb
      .from('account_activity')
      .select('id, event, summary, actor_email')
      .order('occurred_at', { ascending: false });
    expect(mine.data?.[0]).toMatchObject({
      event: 'admin_task_status',
      summary: `Task “${task.task_name}” marked Completed by an admin`,
      actor_email: admin.email,
    });
    const entryId = mine.data![0].id;
    expect((await adminDb.from('account_activity').select('id').eq('user_id', owner.id)).data!.length).toBe(mine.data!.length);

    for (const db of [ownerDb, adminDb, stack.client(), stack.client(stack.serviceKey)]) {
      const upd = await db.from('account_activity').update({ summary: 'forged' }).eq('id', entryId).select();
      expect(upd.error?.code).toBe('42501');
      const del = await db.from('account_activity').delete().eq('id', entryId).select();
      expect(del.error?.code).toBe('42501');
      const ins = await db.from('account_activity').insert({ user_id: owner.id, event: 'sign_in', summary: 'forged' });
      expect(ins.error?.code).toBe('42501');
    }
    const rows = await stack.sql('select summary from public.account_activity where id = $1', [entryId]);
    expect(rows[0].summary).toBe(`Task “${task.task_name}” marked Completed by an admin`);
  });

  it("seals a business account's details whatever their label, and reveals them to their owner", async () => {
    const added = await ownerDb.rpc('add_business_account', {
      account_name: 'Vault Presence',
      account_url: '',
      account_description: '',
      account_notes: '',
      access_details: [
        { label: 'Login e-mail', value: UNLABELLED_SECRET },
        { label: 'Backup codes', value: '8841-2290' },
      ],
    });
    expect(added.error).toBeNull();
    const details = (
      await ownerDb.from('business_account_details').select('id, label, value').eq('business_account_id', added.data).order('position')
    ).data!;
    expect(details.map((d) => d.value)).toEqual(['••••••••', '••••••••']);
    expect((await reveal(ownerDb, 'business_account_details', details[0].id, 'value')).data).toBe(UNLABELLED_SECRET);
    expect((await reveal(ownerDb, 'business_account_details', details[1].id, 'value')).data).toBe('8841-2290');
  });

  it('keeps a value only when it is exactly the stored mask: a new password with a • is sealed', async () => {
    const card = await ownerDb
      .from('credit_cards')
      .insert({ issuer: 'Bullet Card', account_number: '5500 0000 0000 4321', password: 'first-pass' })
      .select('id, account_number')
      .single();
    const id = card.data!.id;
    expect((await ownerDb.from('credit_cards').update({ password: 'new•pass•2026' }).eq('id', id)).error).toBeNull();
    expect((await reveal(ownerDb, 'credit_cards', id, 'password')).data).toBe('new•pass•2026');
    // A mask-looking value that is not this row's mask is a new secret too.
    expect((await ownerDb.from('credit_cards').update({ account_number: '••••9999' }).eq('id', id)).error).toBeNull();
    expect((await reveal(ownerDb, 'credit_cards', id, 'account_number')).data).toBe('••••9999');
    // The exact mask sent back (an edit of another field) keeps both.
    const row = (await ownerDb.from('credit_cards').select('password, account_number').eq('id', id).single()).data!;
    expect(
      (
        await ownerDb
          .from('credit_cards')
          .update({ ...row, apr: '11%' })
          .eq('id', id)
      ).error,
    ).toBeNull();
    expect((await reveal(ownerDb, 'credit_cards', id, 'password')).data).toBe('new•pass•2026');
    expect((await reveal(ownerDb, 'credit_cards', id, 'account_number')).data).toBe('••••9999');
  });

  it('service_role reads Vault (as the platform grants it) but never a sealed secret: the key alone opens nothing', async () => {
    const service = stack.client(stack.serviceKey);
    expect((await reveal(service, 'store_cards', cardId, 'password')).error).not.toBeNull();
    expect(
      (
        await service
          .schema('private' as 'public')
          .from('sealed_secrets')
          .select('*')
      ).error,
    ).not.toBeNull();
    const asService = (sql: string) =>
      stack.ctx.db.transaction(async (tx) => {
        await tx.exec('set local role service_role');
        return (await tx.query(sql)).rows;
      });
    const [{ key }] = await asService(`select decrypted_secret as key from vault.decrypted_secrets where name = 'credential_vault_key'`);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    await expect(asService('select ciphertext from private.sealed_secrets limit 1')).rejects.toThrow(/permission denied/);
    await expect(asService('select private.credential_key()')).rejects.toThrow(/permission denied/);
    await expect(
      stack.ctx.db.transaction(async (tx) => {
        await tx.exec('set local role authenticated');
        return tx.query('select decrypted_secret from vault.decrypted_secrets');
      }),
    ).rejects.toThrow(/permission denied/);
  });

  it('keeps no plaintext at rest: neither the new card password nor the demo SSN, nor the keys that open them', async () => {
    await stack.sql('checkpoint');
    const [{ key }] = await stack.sql(`select decrypted_secret as key from vault.decrypted_secrets where name = 'credential_vault_key'`);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    // The credential vault's key is a Vault secret, encrypted under the root key, which is outside the database.
    const rootKey = fs.readFileSync(path.join(stack.config.dataDir, 'vault-root-key'), 'utf8').trim();
    const needles = [KNOWN_PASSWORD, DEMO_SSN, 'Hd-demo-pass', 'Insta-demo-pass', UNLABELLED_SECRET, key as string, rootKey];
    if (stack.config.databaseUrl) {
      const dump = execFileSync('pg_dump', ['--no-owner', stack.config.databaseUrl], { maxBuffer: 512 * 1024 * 1024 }).toString('utf8');
      expect(dump).toContain('Vault Card');
      for (const needle of needles) expect(dump.includes(needle)).toBe(false);
    } else {
      const dir = path.join(stack.config.dataDir, 'pgdata');
      const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
      const all = Buffer.concat(files.map((f) => fs.readFileSync(path.join(f.parentPath, f.name))));
      expect(all.includes(Buffer.from('Vault Card'))).toBe(true);
      for (const needle of needles) expect(all.includes(Buffer.from(needle))).toBe(false);
    }
  });

  it('rotation re-encrypts every secret under a new key, each still readable by its owner', async () => {
    const before = await stack.sql(`select decrypted_secret from vault.decrypted_secrets where name = 'credential_vault_key'`);
    const [{ n }] = await stack.sql('select private.rotate_credential_key() as n');
    const [{ total }] = await stack.sql('select count(*)::int as total from private.sealed_secrets');
    expect(n).toBe(total);
    expect(total).toBeGreaterThan(10);
    const after = await stack.sql(`select decrypted_secret from vault.decrypted_secrets where name = 'credential_vault_key'`);
    expect(after[0].decrypted_secret).not.toBe(before[0].decrypted_secret);
    const [{ readable }] = await stack.sql(`select count(*)::int as readable from private.sealed_secrets s
      where private.open_with(s.ciphertext, private.secret_context(s.record_table, s.record_id, s.field), private.credential_key()) is not null`);
    expect(readable).toBe(total);
    expect((await reveal(ownerDb, 'store_cards', cardId, 'password')).data).toBe(KNOWN_PASSWORD);

    const demo = stack.client();
    expect((await demo.auth.signInWithPassword({ email: 'client@demo.local', password: 'Demo-pass-2025!' })).error).toBeNull();
    const profile = (await demo.from('owner_profiles').select('user_id, owner_ssn').single()).data!;
    expect(profile.owner_ssn).toBe('•••-••-6789');
    expect((await reveal(demo, 'owner_profiles', profile.user_id, 'owner_ssn')).data).toBe('123456789');
  });
});

describe("the local Vault's root key lives outside the database", () => {
  it('a database opened with another root key does not start; with its own it does', async () => {
    const database = await createTestDatabase({ template: 'migrated' });
    const keyFile = path.join(database.dataDir, 'vault-root-key');
    const own = fs.readFileSync(keyFile, 'utf8');
    try {
      const boot = () =>
        startStack({ port: 0, dataDir: database.dataDir, databaseUrl: database.databaseUrl, logRequests: false, cron: false });
      fs.writeFileSync(keyFile, `${crypto.randomBytes(32).toString('hex')}\n`);
      await expect(boot()).rejects.toThrow(/Vault secret .* cannot be read with this root key/);
      fs.writeFileSync(keyFile, own);
      const stack = await boot();
      const [{ key }] = (
        await stack.ctx.db.query<{ key: string }>(
          `select decrypted_secret as key from vault.decrypted_secrets where name = 'credential_vault_key'`,
        )
      ).rows;
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      await stack.stop();
    } finally {
      await database.remove();
    }
  });
});
