import type { StackContext } from '../context';
import { json, type Handler } from '../http/types';

// Placeholder until the storage service lands: answers 501 so the server composes and starts.
export async function createStorageService(_ctx: StackContext): Promise<Handler> {
  return async () => json(501, { message: 'storage service not implemented yet' });
}
