import { describeJwtSecret, describeSigningKeys } from './config';
import { describeChoice } from './db/optional-extensions';
import { startStack } from './index';

/** `npm run stack`: the backend alone, like `supabase start`. */
async function main(): Promise<void> {
  const stack = await startStack({ seed: process.env.SEED !== 'false' });
  const db = stack.config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${stack.config.dataDir}`;
  process.stdout.write(
    [
      '',
      'Local stack is running.',
      `         API URL: ${stack.url}`,
      `        Database: ${db}`,
      ...stack.extensions.map((choice) => `${choice.extension.role.padStart(16)}: ${describeChoice(choice)}`),
      `        anon key: ${stack.anonKey}`,
      `service_role key: ${stack.serviceKey}`,
      ` publishable key: ${stack.publishableKey}`,
      `      secret key: ${stack.secretKey}`,
      `      JWT secret: ${describeJwtSecret(stack.config)}`,
      `    Signing keys: ${describeSigningKeys(stack.config)}`,
      `       Inbox URL: ${stack.inboxUrl ? `${stack.inboxUrl} (this machine only)` : `off (${stack.inboxClosed}; LOCAL_INBOX=true opens it on loopback)`}`,
      '',
    ].join('\n') + '\n',
  );
  const shutdown = (signal: string) => {
    process.stdout.write(`\n${signal}: stopping the stack...\n`);
    stack.stop().then(
      () => process.exit(0),
      (error) => {
        process.stderr.write(`stack: error while stopping: ${error}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error) => {
  process.stderr.write(`stack: failed to start: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
});
