import crypto from 'node:crypto';
import { isPgError, type Db, type Queryable } from '../db/types';

export type Extension = 'broadcast' | 'presence';
export const EXTENSIONS: Extension[] = ['broadcast', 'presence'];

/** Whether the caller may receive (read) and send (write) each extension on one private topic; undefined: not checked yet. */
export interface Policies {
  broadcast: { read?: boolean; write?: boolean };
  presence: { read?: boolean; write?: boolean };
}

/** Who asks, for which topic: what the policies see through realtime.topic(), auth.uid(), auth.jwt(), current_role. */
export interface AuthorizationContext {
  topic: string;
  role: string;
  claimsJson: string;
  sub: string | undefined;
}

class RolledBack<T> {
  constructor(readonly value: T) {}
}

/** Runs fn in a transaction that is always rolled back (nothing a check writes is kept); returns fn's result. */
async function rolledBack<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await fn(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
  throw new Error('unreachable');
}

/** Realtime's set_conn_config: the caller's role and claims for the rest of the transaction. */
function setCaller(tx: Queryable, auth: AuthorizationContext) {
  return tx.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true), set_config('request.jwt.claims', $3, true),
            set_config('request.jwt.claim.sub', $4, true), set_config('request.jwt.claim.role', $1, true),
            set_config('request.headers', '{}', true)`,
    [auth.role, auth.topic, auth.claimsJson, auth.sub ?? ''],
  );
}

/**
 * Read policies, as hosted Realtime's Authorization.get_read_authorizations: one row per extension is inserted into
 * realtime.messages with the stack's own rights, then, as the caller, the rows it can SELECT through RLS are its read
 * rights; the transaction is rolled back. A policy that fails reads as "no" (hosted: RlsPolicyError, unauthorized).
 */
export async function readPolicies(db: Db, auth: AuthorizationContext, policies: Policies): Promise<Policies> {
  const ids = Object.fromEntries(EXTENSIONS.map((e) => [e, crypto.randomUUID()])) as Record<Extension, string>;
  try {
    const visible = await rolledBack(db, async (tx) => {
      await tx.query(`insert into realtime.messages (id, topic, extension) values ($1, $3, 'broadcast'), ($2, $3, 'presence')`, [
        ids.broadcast,
        ids.presence,
        auth.topic,
      ]);
      await setCaller(tx, auth);
      const { rows } = await tx.query<{ id: string }>(`select id::text as id from realtime.messages where id = any($1::uuid[])`, [
        [ids.broadcast, ids.presence],
      ]);
      return new Set(rows.map((r) => r.id));
    });
    return {
      broadcast: { ...policies.broadcast, read: visible.has(ids.broadcast) },
      presence: { ...policies.presence, read: visible.has(ids.presence) },
    };
  } catch {
    return { broadcast: { ...policies.broadcast, read: false }, presence: { ...policies.presence, read: false } };
  }
}

/**
 * Write policies, as get_write_authorizations: as the caller, a row per extension is INSERTed (each under a
 * savepoint); refused by RLS (insufficient_privilege) means no. Rolled back.
 */
export async function writePolicies(db: Db, auth: AuthorizationContext, policies: Policies): Promise<Policies> {
  try {
    const allowed = await rolledBack(db, async (tx) => {
      await setCaller(tx, auth);
      const result: Record<Extension, boolean> = { broadcast: false, presence: false };
      for (const extension of EXTENSIONS) {
        await tx.query('savepoint realtime_write_check');
        try {
          await tx.query(`insert into realtime.messages (topic, extension) values ($1, $2)`, [auth.topic, extension]);
          result[extension] = true;
        } catch (error) {
          if (!isPgError(error) || error.code !== '42501') throw error;
        }
        await tx.query('rollback to savepoint realtime_write_check');
      }
      return result;
    });
    return {
      broadcast: { ...policies.broadcast, write: allowed.broadcast },
      presence: { ...policies.presence, write: allowed.presence },
    };
  } catch {
    return { broadcast: { ...policies.broadcast, write: false }, presence: { ...policies.presence, write: false } };
  }
}
