import path from 'node:path';
import type { StackConfig } from '../config';
import { openPglite } from './pglite-db';
import { openPostgres } from './postgres-db';
import type { Db } from './types';

export function openDb(config: Pick<StackConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(path.join(config.dataDir, 'pgdata'));
}
