import type { Queryable } from '../db/types';
import { createOneTimeToken, type ConsumedToken } from './one-time-tokens';
import { updateEmailIdentity } from './users';

/** GoTrue's answer when the first of two e-mail change links was followed (double_confirm_changes). */
export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

export interface EmailChangeLinks {
  /** Token of the link sent to the new address. */
  toNew: string;
  /** Token of the link sent to the current address (double_confirm_changes only). */
  toCurrent?: string;
}

/**
 * Records a pending change to `next` and creates its link tokens: one for the new address, and with
 * `double` (config.toml `[auth.email] double_confirm_changes`) one for the current address too.
 * Earlier pending links of the user stop working.
 */
export async function requestEmailChange(
  tx: Queryable,
  double: boolean,
  userId: string,
  current: string | null,
  next: string,
): Promise<EmailChangeLinks> {
  await tx.query(`delete from auth.one_time_tokens where user_id = $1::uuid and token_type like 'email_change_token%'`, [userId]);
  const toNew = await createOneTimeToken(tx, userId, 'email_change_token_new', next, false);
  const toCurrent = double && current ? await createOneTimeToken(tx, userId, 'email_change_token_current', next, false) : undefined;
  await tx.query(
    `update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0, updated_at = now() where id = $1::uuid`,
    [userId, next],
  );
  return { toNew, toCurrent };
}

export type EmailChangeOutcome = { kind: 'changed'; from: string | null; to: string } | { kind: 'half' } | { kind: 'invalid' };

/** A followed e-mail change link: the change is made once every link it sent was followed. */
export async function applyEmailChangeToken(tx: Queryable, consumed: ConsumedToken): Promise<EmailChangeOutcome> {
  const { rows } = await tx.query<{ email: string | null; email_change: string | null }>(
    `select email, email_change from auth.users where id = $1::uuid for update`,
    [consumed.userId],
  );
  const user = rows[0];
  if (!user || !user.email_change || user.email_change !== consumed.relatesTo) return { kind: 'invalid' };
  const { rows: pending } = await tx.query<{ n: number }>(
    `select count(*)::int as n from auth.one_time_tokens where user_id = $1::uuid and token_type like 'email_change_token%'`,
    [consumed.userId],
  );
  if (pending[0].n > 0) {
    await tx.query(`update auth.users set email_change_confirm_status = 1, updated_at = now() where id = $1::uuid`, [consumed.userId]);
    return { kind: 'half' };
  }
  await tx.query(
    `update auth.users set email = $2, email_change = '', email_change_sent_at = null, email_change_confirm_status = 0, updated_at = now() where id = $1::uuid`,
    [consumed.userId, consumed.relatesTo],
  );
  await updateEmailIdentity(tx, consumed.userId, consumed.relatesTo);
  return { kind: 'changed', from: user.email, to: consumed.relatesTo };
}
