import { QueryState } from 'shared-ui';
import { Table } from 'shared-ui/tables';
import { Section } from '../../../components/Section';
import { useGetProgramRequestsQuery } from '../api/program-requests-api';
import { requestColumns } from './request-columns';

const COLUMNS = requestColumns({ withClient: false });

/** One client's program requests, a section of the client's page (src/app/ClientScreen.tsx). */
export function ClientRequests({ userId }: { userId: string }) {
  const requests = useGetProgramRequestsQuery({ userId });
  return (
    <Section id="client-requests" title="Program requests">
      <QueryState
        query={requests}
        loadingLabel="Loading requests..."
        isEmpty={(rows) => rows.length === 0}
        empty={<p>No program requests.</p>}
      >
        {(rows) => <Table caption="Program requests" columns={COLUMNS} rows={rows} getRowKey={(r) => r.id} />}
      </QueryState>
    </Section>
  );
}
