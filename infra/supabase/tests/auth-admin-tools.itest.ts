import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { totpCode, totpStep } from '../../stack/src/auth/mfa/totp';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient } from './support/js-driver';
import { createUser, type TestUser } from './support/users';

// Migration 20261207060100 and the functions invite-client, client-authenticators and use-recovery-code (issue 49
// item 4, issue 51 item 5), through supabase-js against the stack: who may ask, what is logged, what is mailed.

async function failure(call: Promise<{ data: unknown; error: unknown }>): Promise<{ status?: number; error?: string }> {
  const { error } = await call;
  if (!(error instanceof FunctionsHttpError)) return {};
  const response = error.context as Response;
  return { status: response.status, error: ((await response.json()) as { error?: string }).error };
}

/** Enrols and verifies an authenticator app for the signed-in `db`: its session is aal2 afterwards. */
async function withAuthenticator(db: SupabaseClient, name = 'Phone'): Promise<{ factorId: string; secret: string }> {
  const enrol = await db.auth.mfa.enroll({ factorType: 'totp', friendlyName: name });
  if (enrol.error) throw enrol.error;
  const verify = await db.auth.mfa.challengeAndVerify({ factorId: enrol.data.id, code: totpCode(enrol.data.totp.secret, totpStep()) });
  if (verify.error) throw verify.error;
  return { factorId: enrol.data.id, secret: enrol.data.totp.secret };
}

describe('auth admin tools and recovery codes', () => {
  let stack: TestStack;
  let admin: TestUser;
  let adminDb: SupabaseClient;

  const inbox = async (to: string) =>
    (await (await fetch(`${stack.inboxUrl}/api/messages?to=${encodeURIComponent(to)}`)).json()) as Array<{
      subject: string;
      text?: string;
      links: string[];
    }>;
  const activity = async (account: string) =>
    (await stack.sql(
      `select event, summary, actor_id::text as actor_id from public.account_activity where user_id = $1 order by occurred_at`,
      [account],
    )) as Array<{ event: string; summary: string; actor_id: string | null }>;

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await createUser(stack, 'admin', 'admin');
    adminDb = await signedInClient(stack, admin);
    await withAuthenticator(adminDb, 'Admin phone');
  });
  afterAll(() => stack.stop());

  describe('public.assert_admin_at_aal2', () => {
    it('refuses a client and an admin without a second factor; passes an admin at aal2', async () => {
      const client = await signedInClient(stack, await createUser(stack, 'plain'));
      expect((await client.rpc('assert_admin_at_aal2')).error?.code).toBe('42501');
      const aal1Admin = await signedInClient(stack, await createUser(stack, 'admin-aal1', 'admin'));
      expect((await aal1Admin.rpc('assert_admin_at_aal2')).error?.code).toBe('42501');
      expect(await adminDb.rpc('assert_admin_at_aal2')).toMatchObject({ error: null, data: true });
      expect((await stack.client().rpc('assert_admin_at_aal2')).error).not.toBeNull();
    });

    it('no API role but service_role may write the log entries', async () => {
      const client = await signedInClient(stack, await createUser(stack, 'writer'));
      const args = { account: admin.id, actor: admin.id };
      expect((await client.rpc('record_client_invitation', args)).error?.code).toBe('42501');
      expect((await adminDb.rpc('record_client_invitation', args)).error?.code).toBe('42501');
    });
  });

  describe('recovery codes (public.create_recovery_codes, redeem_recovery_code)', () => {
    it('makes ten one-time codes, keeps only hashes, and uses each once', async () => {
      const owner = await createUser(stack, 'codes');
      const db = await signedInClient(stack, owner);
      const made = await db.rpc('create_recovery_codes');
      expect(made.error).toBeNull();
      const codes = made.data as string[];
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      const stored = await stack.sql(`select encode(code_hash, 'hex') as h from private.recovery_codes where user_id = $1`, [owner.id]);
      expect(stored).toHaveLength(10);
      expect(JSON.stringify(stored)).not.toContain(codes[0].replace('-', ''));
      expect((await db.rpc('recovery_codes_left')).data).toBe(10);

      expect((await db.rpc('redeem_recovery_code', { code: 'aaaaa-aaaaa' })).data).toBe(false);
      expect((await db.rpc('redeem_recovery_code', { code: ` ${codes[3].toUpperCase().replace('-', ' ')} ` })).data).toBe(true);
      expect((await db.rpc('redeem_recovery_code', { code: codes[3] })).data).toBe(false);
      expect((await db.rpc('recovery_codes_left')).data).toBe(9);
      expect((await activity(owner.id)).map((e) => e.event)).toEqual(
        expect.arrayContaining(['recovery_codes_created', 'recovery_code_used']),
      );

      // New codes replace the old ones.
      const again = (await db.rpc('create_recovery_codes')).data as string[];
      expect((await db.rpc('redeem_recovery_code', { code: codes[0] })).data).toBe(false);
      expect((await db.rpc('redeem_recovery_code', { code: again[0] })).data).toBe(true);
    });

    it('stops after five wrong codes in 15 minutes', async () => {
      const db = await signedInClient(stack, await createUser(stack, 'guesser'));
      const codes = (await db.rpc('create_recovery_codes')).data as string[];
      for (let i = 0; i < 5; i++) expect((await db.rpc('redeem_recovery_code', { code: `wrong-${i}` })).data).toBe(false);
      const refused = await db.rpc('redeem_recovery_code', { code: codes[0] });
      expect(refused.error?.code).toBe('42501');
      expect(refused.error?.message).toBe('Too many wrong recovery codes. Please wait 15 minutes and try again.');
    });

    it('with an authenticator, new codes need a session verified with it (a password alone makes none)', async () => {
      const owner = await createUser(stack, 'enrolled');
      const db = await signedInClient(stack, owner);
      await withAuthenticator(db);
      expect((await db.rpc('create_recovery_codes')).error).toBeNull();
      const aal1 = await signedInClient(stack, owner);
      const refused = await aal1.rpc('create_recovery_codes');
      expect(refused.error?.code).toBe('42501');
      expect(refused.error?.message).toBe('Enter a code from your authenticator app first.');
      expect((await stack.client().rpc('create_recovery_codes')).error).not.toBeNull();
    });
  });

  describe('use-recovery-code', () => {
    it('a saved code, after the password, removes the authenticators; the owner is told by e-mail', async () => {
      const owner = await createUser(stack, 'lost');
      const first = await signedInClient(stack, owner);
      await withAuthenticator(first);
      const codes = (await first.rpc('create_recovery_codes')).data as string[];

      const signedIn = await signedInClient(stack, owner); // password only: aal1, a verified factor waiting
      expect(await failure(signedIn.functions.invoke('use-recovery-code', { body: { code: 'wrong-code' } }))).toEqual({
        status: 400,
        error: 'This recovery code is not right, or it was used already.',
      });
      const used = await signedIn.functions.invoke('use-recovery-code', { body: { code: codes[1] } });
      expect(used.error).toBeNull();
      expect(used.data).toEqual({ removed: 1 });
      await signedIn.auth.refreshSession();
      expect((await signedIn.auth.mfa.listFactors()).data?.totp).toEqual([]);
      expect((await signedIn.auth.mfa.getAuthenticatorAssuranceLevel()).data?.nextLevel).toBe('aal1');
      expect((await inbox(owner.email)).map((m) => m.subject)).toContain('A recovery code was used to sign in to your account');
      expect((await activity(owner.id)).map((e) => e.event)).toContain('recovery_code_used');
      expect((await stack.client().functions.invoke('use-recovery-code', { body: { code: codes[2] } })).error).not.toBeNull();
    });
  });

  describe('client-authenticators', () => {
    it("an admin at aal2 lists and removes a client's authenticator; logged with how they checked; the client mailed", async () => {
      const client = await createUser(stack, 'phone-lost');
      const clientDb = await signedInClient(stack, client);
      const { factorId } = await withAuthenticator(clientDb, 'Old phone');

      const listed = await adminDb.functions.invoke('client-authenticators', { body: { action: 'list', user_id: client.id } });
      expect(listed.error).toBeNull();
      expect((listed.data as { authenticators: Array<{ id: string; friendly_name: string }> }).authenticators).toEqual([
        expect.objectContaining({ id: factorId, friendly_name: 'Old phone', status: 'verified' }),
      ]);

      const remove = (db: SupabaseClient, verification: string) =>
        db.functions.invoke('client-authenticators', { body: { action: 'remove', user_id: client.id, factor_id: factorId, verification } });
      expect(await failure(remove(adminDb, 'short'))).toEqual({
        status: 400,
        error: 'Say how you checked who is asking (10 to 500 characters).',
      });
      expect((await failure(remove(clientDb, 'Called back on the number on file'))).status).toBe(403);
      const aal1Admin = await signedInClient(stack, admin);
      expect((await failure(remove(aal1Admin, 'Called back on the number on file'))).status).toBe(403);

      const removed = await remove(adminDb, 'Called back on the number on file');
      expect(removed.error).toBeNull();
      expect(removed.data).toEqual({ removed: factorId, notified: true });
      expect((await stack.sql(`select 1 from auth.mfa_factors where id = $1`, [factorId])).length).toBe(0);
      const entry = (await activity(client.id)).find((e) => e.event === 'admin_factor_removed');
      expect(entry).toEqual({
        event: 'admin_factor_removed',
        summary: 'Authenticator app “Old phone” removed by an admin. Identity checked: Called back on the number on file',
        actor_id: admin.id,
      });
      expect((await inbox(client.email)).map((m) => m.subject)).toContain('An authenticator app was removed from your account');
      expect(await failure(remove(adminDb, 'Called back on the number on file'))).toEqual({
        status: 404,
        error: 'This authenticator is no longer set up.',
      });
    });

    it("refuses an admin's own kind and hostile input", async () => {
      const other = await createUser(stack, 'other-admin', 'admin');
      expect(
        (await failure(adminDb.functions.invoke('client-authenticators', { body: { action: 'list', user_id: other.id } }))).status,
      ).toBe(403);
      expect((await failure(adminDb.functions.invoke('client-authenticators', { body: { action: 'list', user_id: 'x' } }))).status).toBe(
        400,
      );
      expect(
        (await failure(adminDb.functions.invoke('client-authenticators', { body: { action: 'drop', user_id: other.id } }))).status,
      ).toBe(400);
    });
  });

  describe('invite-client', () => {
    it('an admin at aal2 invites; the client is pending until the link is followed; logged and mailed', async () => {
      const email = `invited-${Date.now()}@test.local`;
      const invited = await adminDb.functions.invoke('invite-client', { body: { email: ` ${email.toUpperCase()} `, name: 'Ivy Invited' } });
      expect(invited.error).toBeNull();
      const { id } = invited.data as { id: string; email: string };
      const pending = await adminDb.rpc('admin_pending_invitations');
      expect(pending.error).toBeNull();
      expect((pending.data as Array<{ user_id: string; email: string }>).map((p) => p.email)).toContain(email);
      expect((await activity(id)).map((e) => [e.event, e.actor_id])).toContainEqual(['invited', admin.id]);
      const [mail] = await inbox(email);
      expect(mail).toBeDefined();

      // Following the link confirms the address: no longer pending.
      const link = mail.links.find((l) => l.includes('/verify'))!;
      await fetch(link, { redirect: 'manual' });
      const after = (await adminDb.rpc('admin_pending_invitations')).data as Array<{ email: string }>;
      expect(after.map((p) => p.email)).not.toContain(email);

      expect(await failure(adminDb.functions.invoke('invite-client', { body: { email } }))).toEqual({
        status: 409,
        error: 'An account with this e-mail address already exists.',
      });
    });

    it('refuses clients, admins without a second factor, and malformed addresses', async () => {
      const client = await signedInClient(stack, await createUser(stack, 'not-admin'));
      expect((await failure(client.functions.invoke('invite-client', { body: { email: 'x@test.local' } }))).status).toBe(403);
      expect((await client.rpc('admin_pending_invitations')).error?.code).toBe('42501');
      const aal1Admin = await signedInClient(stack, admin);
      expect((await failure(aal1Admin.functions.invoke('invite-client', { body: { email: 'x@test.local' } }))).status).toBe(403);
      expect(await failure(adminDb.functions.invoke('invite-client', { body: { email: 'not an address' } }))).toEqual({
        status: 400,
        error: 'Please enter a valid e-mail address.',
      });
    });
  });
});
