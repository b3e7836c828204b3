import { startTestStack, type TestStack } from '../test/support/test-stack';
import { BENCH_SERVER_URL } from './database';

/**
 * Runs a bench on a test stack with the portal's migrations on PostgreSQL (TEST_DATABASE_URL, else
 * BENCH_DATABASE_SERVER, else the local server), then stops the stack. `bench` resolves whether its targets
 * were met; the process exits 0 unless BENCH_STRICT=1 and one was not (1 on an error).
 */
export function runStackBench(bench: (stack: TestStack) => Promise<boolean>): void {
  const main = async () => {
    process.env.TEST_DATABASE_URL = BENCH_SERVER_URL;
    const stack = await startTestStack();
    let met: boolean;
    try {
      met = await bench(stack);
    } finally {
      await stack.stop();
    }
    process.exit(!met && process.env.BENCH_STRICT === '1' ? 1 : 0);
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
