import styled from 'styled-components';
import { Button, Cluster, EmptyState, PageHeader, QueryState } from 'shared-ui';
import { title } from '../../../lib/links';
import { useSearchParams } from 'shared-ui/router';
import { Table } from 'shared-ui/tables';
import { REQUEST_STATUSES, useGetProgramRequestsQuery, type RequestStatus } from '../api/program-requests-api';
import { requestColumns } from './request-columns';

const FILTERS = [{ value: '', label: 'All' }, ...REQUEST_STATUSES];

const Filters = styled(Cluster)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const COLUMNS = requestColumns({ withClient: true });

function readStatus(value: string | null): RequestStatus | undefined {
  return REQUEST_STATUSES.find((s) => s.value === value)?.value;
}

/**
 * Every program request, newest first, filtered by status (kept in the URL; a small segmented control, review M10),
 * each linking to its client.
 */
export default function ProgramRequestsPage() {
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const requests = useGetProgramRequestsQuery({ status });
  return (
    <>
      <PageHeader title={title('program-requests')} subtitle="Build-out program requests from clients, newest first" />
      <Filters role="group" aria-label="Filter by status" $gap="xs">
        {FILTERS.map((f) => (
          <Button
            key={f.value}
            size="sm"
            variant={(status ?? '') === f.value ? 'primary' : 'secondary'}
            aria-pressed={(status ?? '') === f.value}
            onClick={() => setParams(f.value ? { status: f.value } : {})}
          >
            {f.label}
          </Button>
        ))}
      </Filters>
      <QueryState
        query={requests}
        loadingLabel="Loading requests..."
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            title="No program requests"
            description={status ? 'No request has this status.' : 'Requests clients send from My Account appear here.'}
          />
        }
      >
        {(rows) => <Table caption="Program requests" columns={COLUMNS} rows={rows} getRowKey={(r) => r.id} />}
      </QueryState>
    </>
  );
}
