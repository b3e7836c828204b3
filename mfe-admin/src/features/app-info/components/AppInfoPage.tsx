import {
  Badge,
  Button,
  DescriptionList,
  formatDateTime,
  PageHeader,
  PORTAL_VERSION,
  QueryState,
  type RemoteRelease,
  Stack,
  usePlatform,
} from 'shared-ui';
import { Table, type TableColumn } from 'shared-ui/tables';
import { title } from '../../../lib/links';
import { useCheckApiQuery, useCheckRemotesQuery } from '../api/app-info-api';
import { checkingRemotes, type RemoteHealth } from '../remote-health';
import { ReleaseHealth } from './ReleaseHealth';

function columns(releases: Partial<Record<string, RemoteRelease>>): TableColumn<RemoteHealth>[] {
  return [
    { key: 'remote', header: 'Remote' },
    { key: 'version', header: 'Version', render: (r) => r.version ?? '-' },
    {
      key: 'release',
      header: 'Live release',
      render: (r) => {
        const release = releases[r.remote];
        if (!release) return r.builtAt ? `built ${formatDateTime(r.builtAt)}` : '-';
        return (
          <>
            <code>{release.live}</code>
            <br />
            <small>
              switched {formatDateTime(release.switchedAt)}
              {release.previous ? (
                <>
                  {' '}
                  · previous <code>{release.previous}</code>
                </>
              ) : null}
            </small>
          </>
        );
      },
    },
    {
      key: 'manifest',
      header: 'Manifest',
      render: (r) => (
        <a href={r.manifestUrl} target="_blank" rel="noreferrer noopener">
          {r.manifestUrl}
        </a>
      ),
    },
    {
      key: 'status',
      header: 'Health',
      render: (r) => {
        if (r.status === 'checking') return <Badge tone="neutral">Checking...</Badge>;
        return r.status === 'up' ? (
          <Badge tone="success">Up</Badge>
        ) : (
          <>
            <Badge tone="danger">Down</Badge> {r.reason}
          </>
        );
      },
    },
  ];
}

/** App info: what is deployed (each remote's version, release, manifest) and whether it loads, and the API's health. */
export default function AppInfoPage() {
  const { config } = usePlatform();
  const remotes = useCheckRemotesQuery(config.remotes);
  const api = useCheckApiQuery({ apiUrl: config.apiUrl, anonKey: config.anonKey });
  const releases: Partial<Record<string, RemoteRelease>> = config.releases ?? {};
  const recheck = () => {
    void remotes.refetch();
    void api.refetch();
  };
  return (
    <>
      <PageHeader
        title={title('app-info')}
        subtitle="What is deployed, and whether each part of the portal loads"
        actions={
          <Button variant="secondary" onClick={recheck} isBusy={remotes.isFetching || api.isFetching} busyLabel="Checking...">
            Check again
          </Button>
        }
      />
      <Stack $gap="lg">
        <DescriptionList
          layout="inline"
          items={[
            { term: 'Shell', value: PORTAL_VERSION },
            { term: 'API', value: config.apiUrl },
            {
              term: 'API health',
              value: api.data ? (
                api.data.status === 'up' ? (
                  <Badge tone="success">Up ({api.data.ms} ms)</Badge>
                ) : (
                  <Badge tone="danger">Down</Badge>
                )
              ) : (
                'Checking...'
              ),
            },
          ]}
        />
        {remotes.isError ? (
          <QueryState query={remotes}>{() => null}</QueryState>
        ) : (
          <Table
            caption="Remotes"
            showCaption
            columns={columns(releases)}
            rows={remotes.data ?? checkingRemotes(config.remotes)}
            getRowKey={(r) => r.remote}
          />
        )}
        {Object.keys(releases).length ? <ReleaseHealth releases={releases} /> : null}
      </Stack>
    </>
  );
}
