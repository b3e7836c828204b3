// The stack as its own process for the crash-safety suite (run with `node --import tsx`): the crash
// suite's migrations, the port and data folder from the environment; prints one JSON line when ready.
import path from 'node:path';
import { startStack } from '../../src/index';

startStack({ migrationsDir: path.join(__dirname, 'migrations'), logRequests: false }).then(
  (stack) => process.stdout.write(`${JSON.stringify({ url: stack.url, anonKey: stack.anonKey, serviceKey: stack.serviceKey })}\n`),
  (error) => {
    process.stderr.write(`crash-child: ${error instanceof Error ? error.message : error}\n`);
    process.exit(1);
  },
);
