import { loadConfig } from '../config';
import { openDb } from './open-db';
import type { Db } from './types';

/**
 * A command-line tool on the stack's database (DATABASE_URL, else the PGlite folder under DATA_DIR): main's result
 * is the exit code; an error is printed as `<name>: <message>` and exits 1. main opens the database with `open`,
 * which closes it again when its function has finished.
 */
export function runDbCli(name: string, main: (open: <T>(fn: (db: Db) => Promise<T>) => Promise<T>) => Promise<number>): void {
  const open = async <T>(fn: (db: Db) => Promise<T>): Promise<T> => {
    const db = await openDb(loadConfig());
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  };
  main(open).then(
    (code) => process.exit(code),
    (error: Error) => {
      process.stderr.write(`${name}: ${error.message}\n`);
      process.exit(1);
    },
  );
}
