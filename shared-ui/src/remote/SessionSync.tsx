import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useSession } from '../platform/use-session';
import { sessionChanged } from './session-slice';

/** Keeps the remote store's `session` slice in step with the platform API. */
export function SessionSync() {
  const { user, role } = useSession();
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(sessionChanged({ userId: user?.id ?? null, email: user?.email ?? null, role }));
  }, [dispatch, user, role]);
  return null;
}
