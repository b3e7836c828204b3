import type { ApiRequest } from '../http/types';
import type { Db } from '../db/types';
import { sessionMeta } from './deps';

/**
 * Writes a failed password sign-in to the account's activity log (private.record_sign_in_failure, migration
 * 20261126030100; it ignores unknown addresses). Not awaited by the caller: the answer must take as long for an
 * existing account as for an unknown one. A failure to write is logged, never shown to the caller.
 */
export function recordSignInFailure(db: Db, email: string, req: ApiRequest): void {
  const meta = sessionMeta(req);
  db.query('select private.record_sign_in_failure($1, $2, $3)', [email, meta.ip ?? null, meta.userAgent ?? null]).catch((error: Error) => {
    process.stderr.write(`auth: recording a failed sign-in failed: ${error.message}\n`);
  });
}
