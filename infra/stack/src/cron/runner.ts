import type { StackContext } from '../context';
import type { Db } from '../db/types';
import { sendHttpQueue } from './http-queue';
import { dueAt, parseSchedule } from './schedule';

export interface CronJob {
  jobid: number;
  jobname: string | null;
  schedule: string;
  command: string;
  active: boolean;
}

export interface JobRun {
  status: 'succeeded' | 'failed' | 'skipped';
  message: string;
}

/** Whether the database has the stack's cron schema (not the pg_cron extension, which runs its own jobs). */
export async function stackRunsCron(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ ours: boolean }>(
    `select to_regclass('cron.job') is not null and not exists (select 1 from pg_extension where extname = 'pg_cron') as ours`,
  );
  return rows[0]?.ours === true;
}

export async function listJobs(db: Db): Promise<CronJob[]> {
  const { rows } = await db.query<CronJob>('select jobid::int as jobid, jobname, schedule, command, active from cron.job order by jobid');
  return rows;
}

/**
 * Runs one job as pg_cron does: its command in a transaction of its own, recorded in
 * cron.job_run_details (running, then succeeded or failed with the message). A job already running
 * elsewhere (another stack on the same database) is skipped, as pg_cron never overlaps a job.
 */
export async function runJob(db: Db, job: CronJob): Promise<JobRun> {
  const { rows } = await db.query<{ runid: string }>(
    `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
     values ($1, pg_backend_pid(), current_database(), current_user, $2, 'running', clock_timestamp()) returning runid`,
    [job.jobid, job.command],
  );
  const runid = rows[0].runid;
  let result: JobRun;
  try {
    result = await db.transaction(async (tx) => {
      const lock = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock(74202, $1) as locked', [job.jobid]);
      if (!lock.rows[0]?.locked) return { status: 'skipped', message: 'job already running' } as JobRun;
      await tx.exec(job.command);
      return { status: 'succeeded', message: 'done' } as JobRun;
    });
  } catch (error) {
    result = { status: 'failed', message: (error as Error).message };
  }
  await db.query(`update cron.job_run_details set status = $2, return_message = $3, end_time = clock_timestamp() where runid = $1`, [
    runid,
    result.status === 'skipped' ? 'failed' : result.status,
    result.message,
  ]);
  return result;
}

/** Runs the job of that name now (ops and tests: `npm run cron -- run <name>`). */
export async function runJobNamed(db: Db, name: string): Promise<JobRun> {
  const job = (await listJobs(db)).find((j) => j.jobname === name);
  if (!job) throw new Error(`could not find valid entry for job '${name}'`);
  return runJob(db, job);
}

/**
 * The stack's scheduler: each second it looks for jobs due (a cron schedule at the start of its
 * minute, `N seconds` every N seconds) and runs them, never two runs of one job at once. With
 * `sendHttp` (the stack's own `net` schema) it also sends what jobs queued with `net.http_post`: after
 * each run, and every 5 seconds for requests queued elsewhere.
 */
export function startCronScheduler(
  { db }: Pick<StackContext, 'db'>,
  log: (line: string) => void = () => undefined,
  sendHttp = false,
): { stop(): Promise<void> } {
  const running = new Set<number>();
  const runs = new Set<Promise<unknown>>();
  let sending: Promise<unknown> | undefined;
  const send = () => {
    if (!sendHttp || stopped) return;
    sending ??= sendHttpQueue(db)
      .catch((error: Error) => log(`net: sending the queued requests failed: ${error.message}`))
      .finally(() => (sending = undefined));
  };
  let jobs: CronJob[] = [];
  let loadedAt = 0;
  let lastMinute = Math.floor(Date.now() / 60_000);
  let stopped = false;

  const tick = async () => {
    if (Date.now() - loadedAt > 10_000) {
      jobs = await listJobs(db).catch(() => jobs);
      loadedAt = Date.now();
    }
    if (stopped) return;
    const now = new Date();
    const minute = Math.floor(now.getTime() / 60_000);
    const newMinute = minute !== lastMinute;
    lastMinute = minute;
    if (Math.floor(now.getTime() / 1000) % 5 === 0) send();
    for (const job of jobs) {
      if (!job.active || running.has(job.jobid)) continue;
      const schedule = parseSchedule(job.schedule);
      if (!schedule) continue;
      const due = schedule.kind === 'seconds' ? Math.floor(now.getTime() / 1000) % schedule.every === 0 : newMinute && dueAt(schedule, now);
      if (!due) continue;
      running.add(job.jobid);
      const run = runJob(db, job)
        .then((r) => r.status === 'failed' && log(`cron: job ${job.jobname ?? job.jobid} failed: ${r.message}`))
        .catch((error: Error) => log(`cron: job ${job.jobname ?? job.jobid} could not run: ${error.message}`))
        .finally(() => {
          running.delete(job.jobid);
          runs.delete(run);
          send();
        });
      runs.add(run);
    }
  };
  const timer = setInterval(() => {
    if (!stopped) void tick().catch(() => undefined);
  }, 1000);
  timer.unref();
  return {
    /** Starts no more runs, and settles when the runs under way (and a send) have ended: then the database may close. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.allSettled([...runs, sending]);
    },
  };
}
