import { useSession } from 'shared-ui';

/** The signed-in user's id (remotes mount only with a session; undefined for a moment at most). */
export function useSignedInId(): string | undefined {
  return useSession().user?.id;
}
