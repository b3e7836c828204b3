import type { ReactNode } from 'react';
import { PageHeader, QueryState } from 'shared-ui';
import { href, title } from '../../../app/links';
import { Link, useParams } from 'shared-ui/router';
import { useGetClientQuery } from '../api/client-api';
import { ClientActivity } from './ClientActivity';
import { ClientDocuments } from './ClientDocuments';
import { ClientPayments } from './ClientPayments';
import { ClientSummary } from './ClientSummary';
import { ClientTasks } from './ClientTasks';

export interface ClientPageProps {
  /** The client's program requests (another feature's section: src/app/ClientScreen wires it in). */
  requests?: (userId: string) => ReactNode;
}

/** One client (`/clients/:id`): who they are, their build-out, payments, program requests and documents. */
export default function ClientPage({ requests }: ClientPageProps) {
  const { id = '' } = useParams();
  const client = useGetClientQuery(id);
  const name = client.data?.name || client.data?.email || title('client');
  return (
    <>
      <PageHeader title={name} subtitle={client.data?.email ?? undefined} actions={<Link to={href('clients')}>All clients</Link>} />
      <QueryState query={client} loadingLabel="Loading client..." errorMessage="Failed to load client data">
        {(row) => (
          <>
            <ClientSummary client={row} />
            <ClientTasks userId={row.id} />
            <ClientPayments userId={row.id} />
            {requests?.(row.id)}
            <ClientDocuments userId={row.id} />
            <ClientActivity userId={row.id} />
          </>
        )}
      </QueryState>
    </>
  );
}
