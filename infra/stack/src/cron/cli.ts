// `npm run cron -- list` and `npm run cron -- run <name>`: the stack's scheduled jobs (pg_cron style), for
// ops and tests. Uses DATABASE_URL, else the PGlite folder under DATA_DIR (stop the stack first: the
// embedded database has one user at a time).
import { runDbCli } from '../db/cli';
import { listJobs, runJobNamed } from './runner';

runDbCli('cron', async (open) => {
  const [command, name] = process.argv.slice(2);
  if (command !== 'list' && !(command === 'run' && name)) {
    process.stderr.write('usage: npm run cron -- list | run <job name>\n');
    return 2;
  }
  return open(async (db) => {
    if (command === 'list') {
      for (const job of await listJobs(db))
        process.stdout.write(`${job.jobname ?? job.jobid}\t${job.schedule}\t${job.active ? 'active' : 'inactive'}\t${job.command}\n`);
      return 0;
    }
    const run = await runJobNamed(db, name);
    process.stdout.write(`${name}: ${run.status} (${run.message})\n`);
    return run.status === 'succeeded' ? 0 : 1;
  });
});
