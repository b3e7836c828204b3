import { EmptyState, PageHeader, QueryState, Select } from 'shared-ui';
import { href, title } from '../../../app/links';
import { Link, useSearchParams } from 'shared-ui/router';
import { Table, type TableColumn } from 'shared-ui/tables';
import { formatDateTime } from '../../../lib/format';
import { REQUEST_STATUSES, useGetProgramRequestsQuery, type ProgramRequest, type RequestStatus } from '../api/program-requests-api';
import { RequestStatusSelect } from './RequestStatusSelect';

const FILTERS = [{ value: '', label: 'All statuses' }, ...REQUEST_STATUSES];

const COLUMNS: TableColumn<ProgramRequest>[] = [
  { key: 'created_at', header: 'Requested', render: (r) => formatDateTime(r.created_at) },
  {
    key: 'client',
    header: 'Client',
    render: (r) => <Link to={href('client', { id: r.user_id })}>{r.users?.name || r.users?.email || 'Client'}</Link>,
  },
  { key: 'program', header: 'Program' },
  { key: 'plan', header: 'Plan', render: (r) => r.plan || '-' },
  { key: 'note', header: 'Note', render: (r) => r.note || '-' },
  { key: 'status', header: 'Status', render: (r) => <RequestStatusSelect request={r} /> },
];

function readStatus(value: string | null): RequestStatus | undefined {
  return REQUEST_STATUSES.find((s) => s.value === value)?.value;
}

/** Every program request, newest first, filtered by status (kept in the URL), each linking to its client. */
export default function ProgramRequestsPage() {
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const requests = useGetProgramRequestsQuery({ status });
  return (
    <>
      <PageHeader title={title('program-requests')} subtitle="Build-out program requests from clients, newest first" />
      <Select
        label="Status"
        value={status ?? ''}
        options={FILTERS}
        onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
      />
      <QueryState
        query={requests}
        loadingLabel="Loading requests..."
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState title="No program requests" description={status ? 'No request has this status.' : 'Requests clients send from My Account appear here.'} />}
      >
        {(rows) => <Table caption="Program requests" columns={COLUMNS} rows={rows} getRowKey={(r) => r.id} />}
      </QueryState>
    </>
  );
}
