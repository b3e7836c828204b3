// `npm run cron -- list` and `npm run cron -- run <name>`: the stack's scheduled jobs (pg_cron style), for
// ops and tests. Uses DATABASE_URL, else the PGlite folder under DATA_DIR: while a stack (`npm start`,
// `npm run stack`) has that folder open, the job runs in the stack (src/operations/cli.ts), which sees its writes at once.
import { runDbCli } from './cli';

runDbCli('cron', async (run) => {
  const [command, name] = process.argv.slice(2);
  if (command !== 'list' && !(command === 'run' && name)) {
    process.stderr.write('usage: npm run cron -- list | run <job name>\n');
    return 2;
  }
  if (command === 'list') {
    for (const job of await run('cron-list'))
      process.stdout.write(`${job.jobname ?? job.jobid}\t${job.schedule}\t${job.active ? 'active' : 'inactive'}\t${job.command}\n`);
    return 0;
  }
  const result = await run('cron-run', { name });
  process.stdout.write(`${name}: ${result.status} (${result.message})\n`);
  return result.status === 'succeeded' ? 0 : 1;
});
