import { skipToken } from 'shared-ui/data';
import { useSession } from 'shared-ui';

/**
 * The signed-in user's id as a query argument (`skipToken` until known). Per-user queries filter on it:
 * admins may read every client's rows (row-level security), and My Account shows their own.
 */
export function useUserId(): string | typeof skipToken {
  return useSession().user?.id ?? skipToken;
}
