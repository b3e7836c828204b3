// The stack's small public entry for tools beside it (the release tool's canaries): the local stack's address and
// service key from API_PORT and DATA_DIR / JWT_SECRET as the stack reads them, without loading its configuration.
import path from 'node:path';
import { deriveApiKeys } from './api-keys';
import { jwtSecretFromEnv } from './secrets';

export const DEFAULT_API_PORT = 54321;
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '../../.data/stack');

/** Where the local stack of `npm start` answers and its service-role key. */
export function localStackAccess(env: NodeJS.ProcessEnv = process.env): { url: string; serviceKey: string } {
  const port = Number(env.API_PORT) || DEFAULT_API_PORT;
  const { jwtSecret } = jwtSecretFromEnv(env, path.resolve(env.DATA_DIR ?? DEFAULT_DATA_DIR));
  return { url: `http://127.0.0.1:${port}`, serviceKey: deriveApiKeys(jwtSecret).serviceKey };
}
