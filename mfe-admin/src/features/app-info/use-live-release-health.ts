import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { usePlatform } from 'shared-ui';
import { releaseHealthApi } from './api/release-health-api';

/**
 * Keeps App info's releases current: a canary that starts, ends or is rolled back arrives through Realtime
 * (release_canaries, admins only by RLS); the error rates are read again every `refreshMs` (the reports
 * themselves are not streamed: one row per failure of every user would flood every admin's page). What changed while
 * the channel was away is read again when it joins.
 */
export function useLiveReleaseHealth(refreshMs = 30_000): void {
  const { supabase } = usePlatform();
  const dispatch = useDispatch();
  useEffect(() => {
    const refresh = () => dispatch(releaseHealthApi.util.invalidateTags(['release_health']));
    const channel = supabase
      .channel('release-canaries')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'release_canaries' }, refresh)
      // Each join (the first too: a canary changed between the first read and the join is heard by neither) reads again.
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') refresh();
      });
    const timer = setInterval(refresh, refreshMs);
    return () => {
      clearInterval(timer);
      void supabase.removeChannel(channel);
    };
  }, [supabase, dispatch, refreshMs]);
}
