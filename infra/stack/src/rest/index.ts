import type { StackContext } from '../context';
import { json, type Handler } from '../http/types';

// Placeholder until the rest service lands: answers 501 so the server composes and starts.
export async function createRestService(_ctx: StackContext): Promise<Handler> {
  return async () => json(501, { message: 'rest service not implemented yet' });
}
