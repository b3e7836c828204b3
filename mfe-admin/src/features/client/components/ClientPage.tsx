import type { ReactNode } from 'react';
import { Cluster, PageHeader, QueryState, Spinner, Stack } from 'shared-ui';
import { href, title } from '../../../lib/links';
import { Link, useParams } from 'shared-ui/router';
import {
  useGetClientDocumentsQuery,
  useGetClientQuery,
  useGetClientTasksQuery,
  useGetOwnerProfileQuery,
  useGetPaymentsQuery,
} from '../api/client-api';
import { ClientActivity } from './ClientActivity';
import { ClientAuthenticators } from './ClientAuthenticators';
import { ClientDocuments } from './ClientDocuments';
import { ClientPayments } from './ClientPayments';
import { ClientSummary } from './ClientSummary';
import { ClientTasks } from './ClientTasks';

export interface ClientPageProps {
  /** The client's program requests (another feature's section: src/app/ClientScreen wires it in). */
  requests?: (userId: string) => ReactNode;
  /** Whether that section has its data (a hook: the page shows its sections together). */
  useRequestsLoaded?: (userId: string) => boolean;
}

const alwaysLoaded = () => true;

/**
 * Whether the sections with others below them have their data: the page shows them together, so nothing moves
 * down when an answer comes (Lighthouse measured a layout shift of 0.41 while each grew on its own). Each section
 * still shows its own error.
 */
function useSectionsLoaded(userId: string, useRequestsLoaded: (userId: string) => boolean): boolean {
  const loading = [
    useGetOwnerProfileQuery(userId),
    useGetClientTasksQuery(userId),
    useGetPaymentsQuery(userId),
    useGetClientDocumentsQuery(userId),
  ];
  const requestsLoaded = useRequestsLoaded(userId);
  return requestsLoaded && loading.every((query) => !query.isLoading);
}

/** One client (`/clients/:id`): who they are, their build-out, payments, program requests and documents. */
export default function ClientPage({ requests, useRequestsLoaded = alwaysLoaded }: ClientPageProps) {
  const { id = '' } = useParams();
  const client = useGetClientQuery(id);
  const isLoaded = useSectionsLoaded(id, useRequestsLoaded);
  const name = client.data?.name || client.data?.email || title('client');
  return (
    <>
      <PageHeader
        title={name}
        subtitle={client.data?.email ?? undefined}
        actions={
          <Cluster $gap="md">
            <Link to={href('conversations', { client: id, filter: 'all' })}>Conversation</Link>
            <Link to={href('clients')}>All clients</Link>
          </Cluster>
        }
      />
      <QueryState query={client} loadingLabel="Loading client..." errorMessage="Failed to load client data">
        {(row) =>
          !isLoaded ? (
            <Spinner label="Loading client..." />
          ) : (
            <Stack $gap="lg">
              <ClientSummary client={row} />
              <ClientTasks userId={row.id} />
              <ClientPayments userId={row.id} />
              {requests?.(row.id)}
              <ClientDocuments userId={row.id} />
              <ClientAuthenticators userId={row.id} />
              <ClientActivity userId={row.id} />
            </Stack>
          )
        }
      </QueryState>
    </>
  );
}
