import type { Mailer } from '../../src/context';
import { startTestStack, type TestStack } from '../support/test-stack';
import { APP, claimsOf, email, hashParams, inbox, latestLink, navigate } from './helpers';

/** Every key path of a JSON value (values ignored): two answers of the same shape have the same paths. */
function shape(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => shape(v, `${prefix}[]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [`${prefix}.${k}`, ...shape(v, `${prefix}.${k}`)]);
  return [];
}

// Issue 20, items 5 and 6: sign-up never changes an existing account, /recover keeps its time, and an
// e-mail change needs proof, both links (double_confirm_changes) and tells the old address.
describe('auth: account safety with e-mail confirmation', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ autoconfirm: false, siteUrl: APP, doubleConfirmEmailChanges: true });
  });
  afterAll(() => stack.stop());

  it('a repeated sign-up of an unconfirmed address re-sends the link, changes nothing and answers like a new sign-up', async () => {
    const address = email('victim');
    const first = await stack.client().auth.signUp({ email: address, password: 'Victim-pass-1', options: { data: { name: 'Victim' } } });
    expect(first.error).toBeNull();
    const again = await stack
      .client()
      .auth.signUp({ email: address, password: 'Attacker-pass-2', options: { data: { name: 'Attacker' } } });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user!.id).not.toBe(first.data.user!.id);
    expect(shape(again.data.user).sort()).toEqual(shape(first.data.user).sort());
    expect(await stack.sql(`select raw_user_meta_data->>'name' as name from auth.users where id = $1`, [first.data.user!.id])).toEqual([
      { name: 'Victim' },
    ]);

    const messages = await inbox(stack, address);
    expect(messages.map((m) => m.subject)).toEqual(['Confirm Your Signup', 'Confirm Your Signup']);
    await navigate(await latestLink(stack, address));
    expect((await stack.client().auth.signInWithPassword({ email: address, password: 'Attacker-pass-2' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await stack.client().auth.signInWithPassword({ email: address, password: 'Victim-pass-1' })).error).toBeNull();

    // A confirmed address answers the same shape again, and sends nothing.
    const confirmed = await stack
      .client()
      .auth.signUp({ email: address, password: 'Attacker-pass-3', options: { data: { name: 'Attacker' } } });
    expect(shape(confirmed.data.user).sort()).toEqual(shape(first.data.user).sort());
    expect((await inbox(stack, address)).length).toBe(2);
  });

  it('/recover takes as long for an unknown address as for a known one, even with a slow mail provider', async () => {
    const known = email('known');
    await stack.client(stack.serviceKey).auth.admin.createUser({ email: known, password: 'Known-pass-1', email_confirm: true });
    // A mail provider that has not answered yet: it answers once both timings are taken (the catcher behind it keeps
    // the mail). An answer that waited for it would never come.
    const catcher = stack.ctx.mailer;
    let providerAnswers: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (providerAnswers = resolve));
    const sending: Promise<void>[] = [];
    const slow: Mailer = {
      send: (message) => {
        const sent = answered.then(() => catcher.send(message));
        sending.push(sent);
        return sent;
      },
    };
    stack.ctx.mailer = slow;
    try {
      const timed = async (address: string) => {
        const started = performance.now();
        const { error } = await stack.client().auth.resetPasswordForEmail(address);
        expect(error).toBeNull();
        return performance.now() - started;
      };
      const knownMs = await timed(known);
      const unknownMs = await timed(email('nobody'));
      expect(knownMs).toBeLessThan(1200);
      expect(Math.abs(knownMs - unknownMs)).toBeLessThan(250);
    } finally {
      providerAnswers();
      await Promise.allSettled(sending);
      stack.ctx.mailer = catcher;
    }
    expect((await inbox(stack, known))[0].subject).toBe('Reset Your Password');
  });

  it('changing the address needs proof, a link to both addresses, and tells the old one', async () => {
    const address = email('owner');
    await stack.client(stack.serviceKey).auth.admin.createUser({ email: address, password: 'Owner-pass-1', email_confirm: true });
    const client = stack.client();
    const { data: signedIn } = await client.auth.signInWithPassword({ email: address, password: 'Owner-pass-1' });
    await stack.sql(`update auth.sessions set created_at = now() - interval '1 hour' where id = $1`, [
      claimsOf(signedIn.session!.access_token).session_id,
    ]);
    const next = email('new-owner');

    const unproven = await client.auth.updateUser({ email: next });
    expect(unproven.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    const wrong = await client.auth.updateUser({ email: next, current_password: 'not-it' } as never);
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect(await inbox(stack, next)).toEqual([]);

    const asked = await client.auth.updateUser({ email: next, current_password: 'Owner-pass-1' } as never, {
      emailRedirectTo: `${APP}/account`,
    });
    expect(asked.error).toBeNull();
    expect(asked.data.user!.new_email).toBe(next);
    const toCurrent = await latestLink(stack, address);
    const toNew = await latestLink(stack, next);

    const half = await navigate(toNew);
    expect(hashParams(half.location).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect((await stack.client().auth.signInWithPassword({ email: address, password: 'Owner-pass-1' })).error).toBeNull();

    const done = await navigate(toCurrent);
    expect(hashParams(done.location).get('type')).toBe('email_change');
    expect((await stack.client().auth.signInWithPassword({ email: next, password: 'Owner-pass-1' })).error).toBeNull();
    const [notice] = await inbox(stack, address);
    expect(notice.subject).toBe('Your email address was changed');
    expect(notice.text).toContain(next);
  });
});
