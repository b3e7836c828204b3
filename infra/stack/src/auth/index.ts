import type { StackContext } from '../context';
import { json, type Handler } from '../http/types';

// Placeholder until the auth service lands: answers 501 so the server composes and starts.
export async function createAuthService(_ctx: StackContext): Promise<Handler> {
  return async () => json(501, { message: 'auth service not implemented yet' });
}
