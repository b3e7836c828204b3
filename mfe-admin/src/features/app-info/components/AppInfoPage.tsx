import styled from 'styled-components';
import { Badge, Button, PageHeader, PORTAL_VERSION, QueryState, usePlatform, type RemoteRelease } from 'shared-ui';
import { Table, type TableColumn } from 'shared-ui/tables';
import { title } from '../../../app/links';
import { useCheckApiQuery, useCheckRemotesQuery } from '../api/app-info-api';
import type { RemoteHealth } from '../remote-health';
import { ReleaseHealth } from './ReleaseHealth';

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
  margin-bottom: ${({ theme }) => theme.space.lg};
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function columns(releases: Partial<Record<string, RemoteRelease>>): TableColumn<RemoteHealth>[] {
  return [
    { key: 'remote', header: 'Remote' },
    { key: 'version', header: 'Version', render: (r) => r.version ?? '-' },
    {
      key: 'release',
      header: 'Live release',
      render: (r) => {
        const release = releases[r.remote];
        if (!release) return r.builtAt ? `built ${dateTime.format(new Date(r.builtAt))}` : '-';
        return (
          <>
            <code>{release.live}</code>
            <br />
            <small>
              switched {dateTime.format(new Date(release.switchedAt))}
              {release.previous ? <> · previous <code>{release.previous}</code></> : null}
            </small>
          </>
        );
      },
    },
    { key: 'manifest', header: 'Manifest', render: (r) => <a href={r.manifestUrl} target="_blank" rel="noreferrer noopener">{r.manifestUrl}</a> },
    {
      key: 'status',
      header: 'Health',
      render: (r) => (r.status === 'up' ? <Badge tone="success">Up</Badge> : <><Badge tone="danger">Down</Badge> {r.reason}</>),
    },
  ];
}

/** App info: what is deployed (each remote's version, release, manifest) and whether it loads, and the API's health. */
export default function AppInfoPage() {
  const { config } = usePlatform();
  const remotes = useCheckRemotesQuery(config.remotes);
  const api = useCheckApiQuery(config.apiUrl);
  const releases: Partial<Record<string, RemoteRelease>> = config.releases ?? {};
  const recheck = () => {
    void remotes.refetch();
    void api.refetch();
  };
  return (
    <>
      <PageHeader
        title={title('statistics')}
        subtitle="What is deployed, and whether each part of the portal loads"
        actions={<Button variant="secondary" onClick={recheck} isBusy={remotes.isFetching || api.isFetching} busyLabel="Checking...">Check again</Button>}
      />
      <Facts>
        <div><dt>Shell</dt><dd>{PORTAL_VERSION}</dd></div>
        <div><dt>API</dt><dd>{config.apiUrl}</dd></div>
        <div>
          <dt>API health</dt>
          <dd>{api.data ? (api.data.status === 'up' ? <Badge tone="success">Up ({api.data.ms} ms)</Badge> : <Badge tone="danger">Down</Badge>) : 'Checking...'}</dd>
        </div>
      </Facts>
      <QueryState query={remotes} loadingLabel="Checking remotes...">
        {(rows) => <Table caption="Remotes" showCaption columns={columns(releases)} rows={rows} getRowKey={(r) => r.remote} />}
      </QueryState>
      {Object.keys(releases).length ? <ReleaseHealth releases={releases} /> : null}
    </>
  );
}
