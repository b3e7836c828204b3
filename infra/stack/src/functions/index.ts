import type { StackContext } from '../context';
import { json, type Handler } from '../http/types';

// Placeholder until the functions service lands: answers 501 so the server composes and starts.
export async function createFunctionsService(_ctx: StackContext): Promise<Handler> {
  return async () => json(501, { message: 'functions service not implemented yet' });
}
