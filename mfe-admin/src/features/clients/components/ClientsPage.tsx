import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Cluster, EmptyState, PageHeader, QueryState, Select, TextField } from 'shared-ui';
import { useSearchParams } from 'shared-ui/router';
import { title } from '../../../lib/links';
import { useGetClientsQuery } from '../api/clients-api';
import { useGetPendingInvitationsQuery } from '../api/invitations-api';
import { CLIENT_SORTS, pageCount, readClientsView, writeClientsView, type ClientsView } from '../clients-view';
import { ClientsPager } from './ClientsPager';
import { ClientsTable } from './ClientsTable';
import { InviteClientDialog } from './InviteClientDialog';
import { PendingInvitations } from './PendingInvitations';

/** The sort and the search side by side (each at least 220px), wrapping on a narrow screen. */
const Controls = styled(Cluster)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  & > * {
    min-width: 220px;
  }
`;

const SEARCH_DELAY_MS = 300;

/** Clients (spec 1): every non-admin user, sorted, paged and searched on the server; the view lives in the URL. */
export default function ClientsPage() {
  const [params, setParams] = useSearchParams();
  const view = readClientsView(params);
  const [searchText, setSearchText] = useState(view.search);
  const query = useGetClientsQuery(view);
  const invitations = useGetPendingInvitationsQuery().data ?? [];
  const [isInviting, setIsInviting] = useState(false);

  const show = (next: ClientsView) => setParams(writeClientsView(next));

  // Typing settles for a moment before the search reaches the URL (and the server); back to page 1.
  useEffect(() => {
    if (searchText.trim() === view.search.trim()) return undefined;
    const timer = setTimeout(() => show({ ...view, search: searchText, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts a search
  }, [searchText]);

  return (
    <>
      <PageHeader
        title={title('clients')}
        subtitle="A list of all registered clients including their details"
        actions={<Button onClick={() => setIsInviting(true)}>Invite Client</Button>}
      />
      {isInviting && <InviteClientDialog onClose={() => setIsInviting(false)} />}
      <PendingInvitations invitations={invitations} />
      <Controls $gap="md">
        <Select
          label="Sort by"
          value={view.sort}
          options={CLIENT_SORTS}
          onChange={(event) => show({ ...view, sort: event.target.value as ClientsView['sort'], page: 1 })}
        />
        <TextField
          label="Search clients"
          type="search"
          placeholder="Name or email"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </Controls>
      <QueryState
        query={query}
        loadingLabel="Loading clients..."
        errorMessage="Failed to load client data"
        isEmpty={(page) => !page || page.clients.length === 0}
        empty={
          view.search ? (
            <EmptyState title="No clients found" description={`No client's name or email contains "${view.search}".`} />
          ) : (
            <EmptyState title="No clients found" description="When you have clients, they'll appear here" />
          )
        }
      >
        {(page) => (
          <>
            <ClientsTable clients={page.clients} sort={view.sort} pendingIds={new Set(invitations.map((i) => i.user_id))} />
            <ClientsPager page={view.page} pages={pageCount(page.total)} total={page.total} onPage={(p) => show({ ...view, page: p })} />
          </>
        )}
      </QueryState>
    </>
  );
}
