import { PageHeader, QueryState } from 'shared-ui';
import { href } from '../../../app/links';
import { Link, useParams } from 'shared-ui/router';
import { useGetClientQuery } from '../api/client-api';
import { ClientActivity } from './ClientActivity';
import { ClientDocuments } from './ClientDocuments';
import { ClientPayments } from './ClientPayments';
import { ClientRequests } from './ClientRequests';
import { ClientSummary } from './ClientSummary';
import { ClientTasks } from './ClientTasks';

/** One client (`/clients/:id`): who they are, their build-out, payments, program requests and documents. */
export default function ClientPage() {
  const { id = '' } = useParams();
  const client = useGetClientQuery(id);
  const name = client.data ? client.data.name || client.data.email || 'Client' : 'Client';
  return (
    <>
      <PageHeader title={name} subtitle={client.data?.email ?? undefined} actions={<Link to={href('clients')}>All clients</Link>} />
      <QueryState query={client} loadingLabel="Loading client..." errorMessage="Failed to load client data">
        {(row) => (
          <>
            <ClientSummary client={row} />
            <ClientTasks userId={row.id} />
            <ClientPayments userId={row.id} />
            <ClientRequests userId={row.id} />
            <ClientDocuments userId={row.id} />
            <ClientActivity userId={row.id} />
          </>
        )}
      </QueryState>
    </>
  );
}
