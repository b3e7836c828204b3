import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { runJobNamed } from '../../stack/src/cron/runner';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient } from './support/js-driver';
import { createUser, type TestUser } from './support/users';

// Safe rollouts in the database: the canary assignment is decided from the caller's id (sticky, not
// choosable), reports are bounded in size and rate, and the rollback job ends a bad canary once.
describe('canary releases and errors per release', () => {
  let stack: TestStack;
  let service: SupabaseClient;
  let admin: TestUser;
  let adminDb: SupabaseClient;
  const clients: { user: TestUser; db: SupabaseClient }[] = [];

  beforeAll(async () => {
    stack = await startTestStack();
    service = stack.client(stack.serviceKey);
    admin = await createUser(stack, 'admin', 'admin');
    adminDb = await signedInClient(stack, admin);
    // mfe_credit's 50% canary (first test) draws its cohort from the user id, and the later tests need both cohorts
    // among clients[1..] (two on live, one on the canary): users are drawn until they have them, since twelve random
    // ones lack them about once in 170 runs.
    const need = { live: 2, canary: 1 };
    while (clients.length < 12) {
      const user = await createUser(stack, `canary${clients.length}`);
      const cohort = (await inCreditCanary(user.id)) ? 'canary' : 'live';
      const left = { ...need, [cohort]: Math.max(0, need[cohort] - 1) };
      if (clients.length > 0) {
        if (left.live + left.canary > 11 - clients.length) continue;
        Object.assign(need, left);
      }
      clients.push({ user, db: await signedInClient(stack, user) });
    }
  });
  afterAll(() => stack.stop());

  const inCreditCanary = async (id: string) =>
    (await stack.sql(`select private.release_bucket($1, 'mfe_credit', '0.2.0-canary1') < 50 as canary`, [id]))[0].canary as boolean;

  const assigned = async (db: SupabaseClient) => {
    const { data, error } = await db.rpc('release_assignment');
    if (error) throw error;
    return data as { remote: string; release_id: string; canary: boolean }[];
  };
  const startCanary = async (remote: string, release: string, live: string, percent: number) => {
    const { error } = await service.rpc('start_release_canary', { remote, release_id: release, live_release_id: live, percent });
    expect(error).toBeNull();
  };

  it('assigns each user the same release on every call and device, about the share asked for', async () => {
    await startCanary('mfe_credit', '0.2.0-canary1', '0.1.0-live1', 50);
    const first = await Promise.all(clients.map((c) => assigned(c.db)));
    // Another device: a second sign-in of the same users.
    const again = await Promise.all(clients.map(async (c) => assigned(await signedInClient(stack, c.user))));
    expect(again).toEqual(first);
    const canaries = first.filter(([row]) => row.canary).length;
    expect(first.every((rows) => rows.length === 1 && rows[0].remote === 'mfe_credit')).toBe(true);
    expect(first.every(([row]) => row.release_id === (row.canary ? '0.2.0-canary1' : '0.1.0-live1'))).toBe(true);
    expect(canaries).toBeGreaterThan(0);
    expect(canaries).toBeLessThan(clients.length);
    // Signed out: nobody is in a cohort.
    expect(await assigned(stack.client()).catch((e: { code: string }) => e.code)).toBe('42501');
  });

  it('cannot be chosen by the client: no arguments, no writes to the canaries, no service-role functions', async () => {
    const { db } = clients.find(() => true)!;
    const withArgs = await db.rpc('release_assignment', { user_id: admin.id });
    expect(withArgs.error).not.toBeNull();
    const insert = await db.from('release_canaries').insert({ remote: 'mfe_setup', release_id: 'x1', live_release_id: 'x0', percent: 100 });
    expect(insert.error?.code).toBe('42501');
    const update = await db.from('release_canaries').update({ percent: 100 }).eq('remote', 'mfe_credit').select();
    expect(update.error?.code ?? update.data).toEqual(update.error ? '42501' : []);
    expect(
      (await db.rpc('start_release_canary', { remote: 'mfe_credit', release_id: 'mine', live_release_id: 'x', percent: 100 })).error?.code,
    ).toBe('42501');
    expect(
      (await adminDb.rpc('start_release_canary', { remote: 'mfe_credit', release_id: 'mine', live_release_id: 'x', percent: 100 })).error
        ?.code,
    ).toBe('42501');
    expect((await db.rpc('check_release_canaries')).error).not.toBeNull();
    // Clients see no canary rows; admins do.
    expect((await db.from('release_canaries').select('id')).data).toEqual([]);
    expect((await adminDb.from('release_canaries').select('release_id, status')).data).toEqual([
      { release_id: '0.2.0-canary1', status: 'running' },
    ]);
  });

  it('stores a report without personal data and refuses oversize, malformed and excessive reports', async () => {
    const { db } = clients[0];
    const session = randomUUID();
    expect((await db.rpc('report_release_session', { remote: 'mfe_setup', release_id: '0.1.0-a', session_id: session })).error).toBeNull();
    const ok = await db.rpc('report_release_error', {
      remote: 'mfe_setup',
      release_id: '0.1.0-a',
      session_id: session,
      kind: 'render',
      message: 'Cannot read name of jane.doe@example.com, phone 555-123-4567',
      screen_id: 'bank-accounts',
    });
    expect(ok.error).toBeNull();
    const [stored] = await stack.sql(`select message, user_hash, screen_id from private.release_errors where session_id = $1`, [session]);
    expect(stored.message).toBe('Cannot read name of [email], phone [number]');
    expect(stored.user_hash).not.toContain(clients[0].user.id);

    const base = { remote: 'mfe_setup', release_id: '0.1.0-a', session_id: session, kind: 'render' };
    const long = await db.rpc('report_release_error', { ...base, message: 'x'.repeat(301) });
    expect(long.error).toMatchObject({ code: '22001', message: 'Message too long: at most 300 characters' });
    expect((await db.rpc('report_release_error', { ...base, kind: 'whatever', message: 'm' })).error?.code).toBe('22023');
    expect((await db.rpc('report_release_error', { ...base, remote: 'mfe_other', message: 'm' })).error?.code).toBe('22023');
    expect((await db.rpc('report_release_error', { ...base, release_id: '../../x', message: 'm' })).error?.code).toBe('22023');
    expect((await stack.client().rpc('report_release_error', { ...base, message: 'm' })).error).not.toBeNull();

    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 31; i++) codes.push((await db.rpc('report_release_error', { ...base, message: `again ${i}` })).error?.code);
    expect(codes.filter((c) => c === undefined)).toHaveLength(29); // 30 per minute, one used above
    expect(codes.at(-1)).toBe('PT429');
    const limited = await db.rpc('report_release_error', { ...base, message: 'one more' });
    expect(limited.error?.message).toBe('Too many reports: at most 30 per minute');
    // Admins read the health; clients may not.
    expect((await db.rpc('release_health')).error?.code).toBe('42501');
    const { data: health } = await adminDb.rpc('release_health');
    expect(health).toContainEqual({
      remote: 'mfe_setup',
      release_id: '0.1.0-a',
      sessions: 1,
      failed_sessions: 1,
      errors: 30,
      error_rate: 1,
    });
  });

  it('takes a session only for the release the caller is assigned, and an error only for a session they reported', async () => {
    // mfe_credit has a 50% canary (first test): each user may report the release release_assignment() gives them.
    const mine = async (db: SupabaseClient) => (await assigned(db)).find((r) => r.remote === 'mfe_credit')!;
    // clients[0] used its error reports for this minute above.
    const onCanary = await Promise.all(clients.slice(1).map(async (c) => ({ ...c, row: await mine(c.db) })));
    const live = onCanary.find((c) => !c.row.canary)!;
    const canary = onCanary.find((c) => c.row.canary)!;
    const report = (db: SupabaseClient, release: string, session = randomUUID()) =>
      db.rpc('report_release_session', { remote: 'mfe_credit', release_id: release, session_id: session });
    // Someone on live cannot report sessions of the canary (nor of a release nobody runs), and the other way round.
    expect((await report(live.db, '0.2.0-canary1')).error).toMatchObject({
      code: '22023',
      message: 'Not your release: mfe_credit is assigned 0.1.0-live1',
    });
    expect((await report(live.db, '9.9.9-made-up')).error?.code).toBe('22023');
    expect((await report(canary.db, '0.1.0-live1')).error?.code).toBe('22023');
    const session = randomUUID();
    expect((await report(live.db, '0.1.0-live1', session)).error).toBeNull();
    expect((await report(canary.db, '0.2.0-canary1')).error).toBeNull();
    // The same page load reported again, or by someone else, adds nothing.
    expect((await report(live.db, '0.1.0-live1', session)).error).toBeNull();
    const liveOther = onCanary.find((c) => !c.row.canary && c !== live)!;
    expect((await report(liveOther.db, '0.1.0-live1', session)).error).toBeNull();
    const rows = await stack.sql(`select count(*)::int as n from private.release_sessions where session_id = $1`, [session]);
    expect(rows[0].n).toBe(1);

    const error = (db: SupabaseClient, release: string, id: string) =>
      db.rpc('report_release_error', { remote: 'mfe_credit', release_id: release, session_id: id, kind: 'render', message: 'boom' });
    // An error needs a session that user reported, of that release.
    const unknown = await error(live.db, '0.1.0-live1', randomUUID());
    expect(unknown.error).toMatchObject({ code: '22023', message: 'Unknown session: report the session of this release first' });
    expect((await error(liveOther.db, '0.1.0-live1', session)).error?.code).toBe('22023');
    expect((await error(live.db, '0.1.0-live1', session)).error).toBeNull();
    const errors = await stack.sql(`select count(*)::int as n from private.release_errors where session_id = $1`, [session]);
    expect(errors[0].n).toBe(1);
  });

  it('judges a canary by distinct users, from the minimum on: one user alone cannot roll it back', async () => {
    await startCanary('mfe_auth', '1.1.0-new', '1.0.0-live', 100);
    const [attacker, ...others] = clients.slice(1, 11);
    // One user, twenty failing page loads of the canary: 100% of sessions, but one user.
    for (let i = 0; i < 20; i++) {
      const session = randomUUID();
      const reported = await attacker.db.rpc('report_release_session', {
        remote: 'mfe_auth',
        release_id: '1.1.0-new',
        session_id: session,
      });
      expect(reported.error).toBeNull();
      const failed = await attacker.db.rpc('report_release_error', {
        remote: 'mfe_auth',
        release_id: '1.1.0-new',
        session_id: session,
        kind: 'render',
        message: 'forged',
      });
      expect(failed.error).toBeNull();
    }
    expect((await service.rpc('check_release_canaries')).data).toBe(0); // 1 user: below the minimum of 10
    // Nine more users, without errors: 10 users, 1 failed (10%), within the rule (+20 points).
    for (const { db } of others)
      expect(
        (await db.rpc('report_release_session', { remote: 'mfe_auth', release_id: '1.1.0-new', session_id: randomUUID() })).error,
      ).toBeNull();
    expect((await service.rpc('check_release_canaries')).data).toBe(0);
    expect((await adminDb.from('release_canaries').select('status').eq('release_id', '1.1.0-new').single()).data?.status).toBe('running');
    expect((await service.rpc('finish_release_canary', { remote: 'mfe_auth', status: 'ended', reason: 'test' })).error).toBeNull();
  });

  it('rolls back a canary whose error rate is past the rule, tells the admins, and only once', async () => {
    await startCanary('mfe_content', '0.3.0-bad', '0.2.9-good', 100);
    expect((await runJobNamed(stack.ctx.db, 'release-canaries')).status).toBe('succeeded');
    const before = await adminDb.from('release_canaries').select('status').eq('release_id', '0.3.0-bad').single();
    expect(before.data?.status).toBe('running'); // no sessions yet: not judged

    for (const [i, { db }] of clients.entries()) {
      const session = randomUUID();
      await db.rpc('report_release_session', { remote: 'mfe_content', release_id: '0.3.0-bad', session_id: session });
      if (i % 4 !== 0)
        await db.rpc('report_release_error', {
          remote: 'mfe_content',
          release_id: '0.3.0-bad',
          session_id: session,
          kind: 'render',
          message: 'boom',
          screen_id: 'training',
        });
    }
    expect((await assigned(clients[0].db)).find((r) => r.remote === 'mfe_content')).toMatchObject({ canary: true });
    expect(await runJobNamed(stack.ctx.db, 'release-canaries')).toMatchObject({ status: 'succeeded' });
    const { data: ended } = await adminDb.from('release_canaries').select('status, reason').eq('release_id', '0.3.0-bad').single();
    expect(ended?.status).toBe('rolled_back');
    expect(ended?.reason).toMatch(/^Error rate 75% over 12 users, against 0% over 0 users of the live release 0\.2\.9-good/);
    // Later loads get live.
    expect((await assigned(clients[0].db)).find((r) => r.remote === 'mfe_content')).toBeUndefined();
    const notified = async () => (await adminDb.from('notifications').select('title, body, screen').eq('kind', 'canary_rolled_back')).data;
    expect(await notified()).toEqual([{ title: 'Canary rolled back: mfe_content 0.3.0-bad', body: ended?.reason, screen: 'app-info' }]);

    expect((await runJobNamed(stack.ctx.db, 'release-canaries')).status).toBe('succeeded');
    expect((await service.rpc('check_release_canaries')).data).toBe(0);
    expect(await notified()).toHaveLength(1);
    // The healthy canary of mfe_credit is still running.
    expect((await adminDb.from('release_canaries').select('status').eq('release_id', '0.2.0-canary1').single()).data?.status).toBe(
      'running',
    );
  });

  it('ends or promotes a running canary for the release tool', async () => {
    expect((await service.rpc('finish_release_canary', { remote: 'mfe_credit', status: 'promoted', reason: 'Promoted' })).error).toBeNull();
    expect((await adminDb.from('release_canaries').select('status').eq('release_id', '0.2.0-canary1').single()).data?.status).toBe(
      'promoted',
    );
    expect(await assigned(clients[0].db)).toEqual([]);
  });
});
