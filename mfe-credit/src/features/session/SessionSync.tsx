import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useSession } from 'shared-ui';
import { sessionChanged } from './session-slice';

/** Keeps the store's session slice in step with the platform API. */
export function SessionSync() {
  const { user, role } = useSession();
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(sessionChanged({ userId: user?.id ?? null, email: user?.email ?? null, role }));
  }, [dispatch, user, role]);
  return null;
}
