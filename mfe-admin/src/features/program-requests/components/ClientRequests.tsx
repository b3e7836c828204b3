import { QueryState } from 'shared-ui';
import { Table, type TableColumn } from 'shared-ui/tables';
import { formatDateTime } from '../../../lib/format';
import { useGetProgramRequestsQuery, type ProgramRequest } from '../api/program-requests-api';
import { RequestStatusSelect } from './RequestStatusSelect';
import { Section } from '../../../components/Section';

const COLUMNS: TableColumn<ProgramRequest>[] = [
  { key: 'created_at', header: 'Requested', render: (r) => formatDateTime(r.created_at) },
  { key: 'program', header: 'Program' },
  { key: 'plan', header: 'Plan', render: (r) => r.plan || '-' },
  { key: 'note', header: 'Note', render: (r) => r.note || '-' },
  { key: 'status', header: 'Status', render: (r) => <RequestStatusSelect request={r} /> },
];

export function ClientRequests({ userId }: { userId: string }) {
  const requests = useGetProgramRequestsQuery({ userId });
  return (
    <Section id="client-requests" title="Program requests">
      <QueryState query={requests} loadingLabel="Loading requests..." isEmpty={(rows) => rows.length === 0} empty={<p>No program requests.</p>}>
        {(rows) => <Table caption="Program requests" columns={COLUMNS} rows={rows} getRowKey={(r) => r.id} />}
      </QueryState>
    </Section>
  );
}
