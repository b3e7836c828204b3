import { Badge, DescriptionList, QueryState, Stack, type DescriptionItem } from 'shared-ui';
import { useGetCanariesQuery, useGetReleaseHealthQuery } from '../api/release-health-api';
import { CANARY_STATUS, describeFigures, remoteReleases, type RemoteReleasesView } from '../release-view';
import { useLiveReleaseHealth } from '../use-live-release-health';

function items(view: RemoteReleasesView): DescriptionItem[] {
  const list: DescriptionItem[] = [
    {
      term: 'Live',
      value: (
        <>
          <code>{view.live.id}</code> · {describeFigures(view.live)}
        </>
      ),
    },
  ];
  const { canary } = view;
  if (canary) {
    list.push({
      term: 'Canary',
      value: (
        <>
          <code>{canary.id}</code> · {canary.percent}% of signed-in users · {describeFigures(canary)}{' '}
          <Badge tone={canary.status === 'running' ? 'info' : canary.status === 'rolled_back' ? 'danger' : 'neutral'}>
            {CANARY_STATUS[canary.status]}
          </Badge>
        </>
      ),
    });
    if (canary.reason && canary.status === 'rolled_back') list.push({ term: 'Why', value: canary.reason });
  }
  return list;
}

/** Per remote, the live and canary releases with sessions and error rate over the last hour (live: Realtime and a refresh). */
export function ReleaseHealth({ releases }: { releases: Readonly<Record<string, { live: string } | undefined>> }) {
  useLiveReleaseHealth();
  const health = useGetReleaseHealthQuery();
  const canaries = useGetCanariesQuery();
  return (
    <QueryState query={health} loadingLabel="Reading release health...">
      {(rows) => (
        <Stack $gap="lg" aria-label="Releases in the last hour" role="region">
          <h2>Releases in the last hour</h2>
          {remoteReleases(releases, rows, canaries.data ?? []).map((view) => (
            <section key={view.remote} aria-label={`Releases of ${view.remote}`}>
              <h3>{view.remote}</h3>
              <DescriptionList items={items(view)} />
            </section>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
