import type { SupabaseClient } from '@supabase/supabase-js';
import { runJobNamed } from '../../stack/src/cron/runner';
import { Arrivals } from '../../stack/test/support/arrivals';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient } from './support/js-driver';
import { createUser, type TestUser } from './support/users';

// Notifications are written by the database (every path notifies), read and marked read only by their
// recipient, streamed live through Realtime, and the reminder job writes each reminder once.
type Row = { kind: string; title: string; body: string; screen: string; params: Record<string, string>; read_at: string | null };

describe('notifications', () => {
  let stack: TestStack;
  let admin: TestUser;
  let client: TestUser;
  let other: TestUser;
  let adminDb: SupabaseClient;
  let clientDb: SupabaseClient;
  let otherDb: SupabaseClient;

  const mine = async (db: SupabaseClient, kind?: string) => {
    let query = db.from('notifications').select('kind, title, body, screen, params, read_at').order('created_at', { ascending: false });
    if (kind) query = query.eq('kind', kind);
    const { data, error } = await query;
    if (error) throw error;
    return data as Row[];
  };

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await createUser(stack, 'admin', 'admin');
    client = await createUser(stack, 'owner');
    other = await createUser(stack, 'other');
    [adminDb, clientDb, otherDb] = await Promise.all([admin, client, other].map((u) => signedInClient(stack, u)));
  });
  afterAll(() => stack.stop());

  it('tells admins about a new client and links to the client', async () => {
    const rows = await mine(adminDb, 'new_client');
    expect(rows).toContainEqual(
      expect.objectContaining({ screen: 'client', params: { id: client.id }, body: `${client.email} signed up.` }),
    );
  });

  it('tells a client when an admin completes a task of their build-out, and only them', async () => {
    const { data: task } = await adminDb
      .from('tasks')
      .select('id, task_name')
      .eq('user_id', client.id)
      .eq('is_compliance', false)
      .limit(1)
      .single();
    const { error } = await adminDb.from('tasks').update({ task_status: 'Completed' }).eq('id', task!.id);
    expect(error).toBeNull();
    const [row] = await mine(clientDb, 'task_status');
    expect(row).toMatchObject({ title: `Task completed: ${task!.task_name}`, screen: 'business-formation', read_at: null });
    expect(await mine(otherDb, 'task_status')).toEqual([]);
  });

  it('lets a recipient only mark their own notifications read', async () => {
    const { error: insert } = await clientDb
      .from('notifications')
      .insert({ user_id: client.id, kind: 'payment_recorded', title: 'x', body: 'x', screen: 'account' });
    expect(insert?.code).toBe('42501');
    const { error: retitle } = await clientDb.from('notifications').update({ title: 'changed' }).eq('kind', 'task_status');
    expect(retitle?.code).toBe('42501');
    const { data: others } = await otherDb
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('user_id', client.id)
      .select();
    expect(others).toEqual([]);
    const { error } = await clientDb.from('notifications').update({ read_at: new Date().toISOString() }).is('read_at', null);
    expect(error).toBeNull();
    expect((await mine(clientDb)).every((r) => r.read_at !== null)).toBe(true);
  });

  it('tells a client about payments, answered requests, tier changes and new content, and admins about requests', async () => {
    await adminDb
      .from('payments')
      .insert({ user_id: client.id, description: 'Deposit', amount: 1600, date: '2026-11-20', status: 'pending' });
    await adminDb.from('payments').update({ status: 'completed' }).eq('user_id', client.id);
    const { data: request } = await clientDb
      .from('program_requests')
      .insert({ program: 'Standard Business Build-Out Program' })
      .select()
      .single();
    await adminDb.from('program_requests').update({ status: 'contacted' }).eq('id', request!.id);
    await clientDb.from('request_automations').insert({ type: 'CRM', priority: 'High' });
    await clientDb.from('capital_scores').insert({ score: 720, last_updated_at: '2026-11-01T00:00:00Z' });
    await clientDb.from('capital_scores').insert({ score: 760, last_updated_at: '2026-11-02T00:00:00Z' });
    await clientDb.from('paydex_scores').insert({ score: 75, last_updated_at: '2026-11-01T00:00:00Z' });
    await clientDb.from('paydex_scores').insert({ score: 82, last_updated_at: '2026-11-02T00:00:00Z' });
    await adminDb.from('training_videos').insert({
      title: 'Net 30 accounts',
      description: 'How vendor credit works',
      duration: '5:00',
      video_url: 'v.mp4',
      thumbnail_url: 't.png',
    });

    const kinds = (await mine(clientDb)).map((r) => r.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'payment_recorded',
        'payment_updated',
        'program_request_answered',
        'capital_score_tier',
        'paydex_tier',
        'training_video',
      ]),
    );
    const [tier] = await mine(clientDb, 'capital_score_tier');
    expect(tier.title).toBe('CapitalScore tier: Emerging to Established');
    expect(tier.screen).toBe('capital-score');
    expect(tier.body).toMatch(
      /^Your CapitalScore went from 720 to 760, which moves you from Emerging to Established\. Established \(750-874\)/,
    );
    const [updated] = await mine(clientDb, 'payment_updated');
    expect(updated.body).toBe('Your payment "Deposit" now reads $1,600.00 on Nov 20, 2026, completed (was pending).');
    expect((await mine(otherDb, 'training_video')).length).toBe(1);
    const adminKinds = (await mine(adminDb)).map((r) => r.kind);
    expect(adminKinds).toEqual(expect.arrayContaining(['new_program_request', 'new_automation_request']));
    expect(await mine(adminDb, 'training_video')).toEqual([]);
  });

  it('writes each compliance reminder once across two runs of the job', async () => {
    await stack.sql(
      `update public.tasks set task_due_date = current_date + 3, task_status = 'Awaiting Completion' where user_id = $1 and is_compliance and position = (select min(position) from public.tasks where user_id = $1 and is_compliance)`,
      [client.id],
    );
    await stack.sql(
      `update public.tasks set task_due_date = current_date - 2, task_status = 'Awaiting Completion' where user_id = $1 and is_compliance and position = (select max(position) from public.tasks where user_id = $1 and is_compliance)`,
      [client.id],
    );
    const [job] = await stack.sql(`select schedule, command from cron.job where jobname = 'compliance-reminders'`);
    expect(job).toEqual({ schedule: '0 * * * *', command: 'select private.send_compliance_reminders()' });
    const expected = await stack.sql(
      `select count(*) filter (where task_due_date between current_date and current_date + 7)::int as due,
              count(*) filter (where task_due_date < current_date)::int as overdue
         from public.tasks where user_id = $1 and is_compliance and task_status <> 'Completed'`,
      [client.id],
    );
    expect((await runJobNamed(stack.ctx.db, 'compliance-reminders')).status).toBe('succeeded');
    const first = { due: await mine(clientDb, 'compliance_due'), overdue: await mine(clientDb, 'compliance_overdue') };
    expect((await runJobNamed(stack.ctx.db, 'compliance-reminders')).status).toBe('succeeded');
    const due = await mine(clientDb, 'compliance_due');
    const overdue = await mine(clientDb, 'compliance_overdue');
    expect({ due: due.length, overdue: overdue.length }).toEqual(expected[0]);
    expect(due).toEqual(first.due);
    expect(overdue).toEqual(first.overdue);
    expect(overdue.length).toBeGreaterThan(0);
    expect(due.some((r) => r.body.endsWith('(in 3 days).'))).toBe(true);
    const runs = await stack.sql(
      `select status from cron.job_run_details d join cron.job j using (jobid) where j.jobname = 'compliance-reminders'`,
    );
    expect(runs.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('streams a new notification to its recipient only, on a private topic only they may join', async () => {
    // A second client of the other user for the public topic (supabase-js keeps one channel per topic name).
    const otherPublicDb = await signedInClient(stack, other);
    await Promise.all([clientDb, otherDb, otherPublicDb].map((db) => db.realtime.setAuth()));
    type Broadcast = { event: string; payload: { operation: string; table: string; record: Row & { user_id: string } } };
    const join = async (db: SupabaseClient, topic: string, isPrivate = true) => {
      const received = new Arrivals<Broadcast>();
      const statuses = new Arrivals<string>();
      let error: Error | undefined;
      const channel = db
        .channel(topic, { config: { private: isPrivate, broadcast: { ack: true } } })
        .on('broadcast', { event: '*' }, (m) => received.push(m as unknown as Broadcast))
        .subscribe((status, e) => {
          error ??= e;
          statuses.push(status);
        });
      const [status] = await statuses.until((s) => s.length > 0, `a join status of ${topic}`);
      return { channel, received, status, error };
    };
    const mineLive = await join(clientDb, `notifications:${client.id}`);
    expect(mineLive.status).toBe('SUBSCRIBED');
    // Another user cannot join the client's topic; the public topic of the same name carries nothing of the client's.
    const stolen = await join(otherDb, `notifications:${client.id}`);
    expect(stolen.status).toBe('CHANNEL_ERROR');
    expect(stolen.error?.message).toContain(
      `Unauthorized: You do not have permissions to read from this Channel topic: notifications:${client.id}`,
    );
    const overheard = await join(otherPublicDb, `notifications:${client.id}`, false);
    expect(overheard.status).toBe('SUBSCRIBED');
    const ownLive = await join(otherDb, `notifications:${other.id}`);
    expect(ownLive.status).toBe('SUBSCRIBED');
    // Nobody but the database sends on it, the user included.
    const sent = await mineLive.channel.send({
      type: 'broadcast',
      event: 'notification',
      payload: { operation: 'INSERT', record: { title: 'Pay here' } },
    });
    expect(sent).toBe('error');

    const payment = (userId: string, description: string) =>
      adminDb.from('payments').insert({ user_id: userId, description, amount: 300, date: '2026-11-21', status: 'completed' });
    expect((await payment(client.id, 'Filing fee')).error).toBeNull();
    // The client's own earlier notifications (the tests before this one) may still be on their way: only the
    // client's rows arrive, this one among them.
    await mineLive.received.until((r) => r.some((b) => b.payload.record.kind === 'payment_recorded'), "the client's notification", 2000);
    expect(mineLive.received.items.every((b) => b.event === 'notification' && b.payload.record.user_id === client.id)).toBe(true);
    expect(mineLive.received.items.find((b) => b.payload.record.kind === 'payment_recorded')?.payload.operation).toBe('INSERT');
    // Read in another tab: the change is broadcast too.
    expect(
      (await clientDb.from('notifications').update({ read_at: new Date().toISOString() }).eq('user_id', client.id).is('read_at', null))
        .error,
    ).toBeNull();
    await mineLive.received.until((r) => r.some((b) => b.payload.operation === 'UPDATE'), 'the read mark', 2000);
    // Notifications stream in the order they are written: once the other user's own arrives, the client's would have.
    expect((await payment(other.id, 'Marker fee')).error).toBeNull();
    await ownLive.received.until((r) => r.length > 0, "the other user's own notification", 2000);
    expect(ownLive.received.items.every((b) => b.payload.record.user_id === other.id)).toBe(true);
    expect(stolen.received.items).toEqual([]);
    expect(overheard.received.items).toEqual([]);
    // The table no longer streams postgres_changes (the bell's old public subscription is refused).
    const system = new Arrivals<{ status?: string; message?: string }>();
    otherDb
      .channel('bell-changes')
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${other.id}` },
        () => undefined,
      )
      .on('system' as never, {} as never, (payload: { status?: string; message?: string }) => system.push(payload))
      .subscribe();
    const [refusal] = await system.until((s) => s.length > 0, 'the refusal');
    expect(refusal).toMatchObject({ status: 'error' });
    await Promise.all([clientDb, otherDb, otherPublicDb].map((db) => db.removeAllChannels()));
  });
});
