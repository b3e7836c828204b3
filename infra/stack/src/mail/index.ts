import type { StackConfig } from '../config';
import type { Mailer, StackContext } from '../context';
import { json, type Handler } from '../http/types';

// Placeholder until the mail module lands: keeps messages in memory.
export function createMailer(_config: StackConfig): Mailer {
  return { send: async () => undefined };
}

export async function createInboxService(_ctx: StackContext): Promise<Handler> {
  return async () => json(501, { message: 'inbox not implemented yet' });
}
