import { Badge, formatDay } from 'shared-ui';
import { href } from '../../../lib/links';
import { Link } from 'shared-ui/router';
import { Table, type TableColumn } from 'shared-ui/tables';
import type { ClientListItem } from '../../../lib/client';
import { createdArrow, lastSeenCell, programCell, progressCell, providerBadge, type ClientSort } from '../clients-view';

function columns(sort: ClientSort): TableColumn<ClientListItem>[] {
  const arrow = createdArrow(sort);
  return [
    { key: 'name', header: 'Name', render: (c) => <Link to={href('client', { id: c.id })}>{c.name || c.email || 'Unnamed client'}</Link> },
    { key: 'email', header: 'Email', render: (c) => c.email ?? '-' },
    // Where the client stands (issue 51 item 7), in place of the masked Password column (the Provider badge still
    // says whether the client has a password).
    {
      key: 'progress',
      header: 'Progress',
      render: (c) => (
        <span aria-label={`${c.tasks_completed} of ${c.tasks_total} tasks completed`}>
          {progressCell(c.tasks_completed, c.tasks_total)}
        </span>
      ),
    },
    { key: 'program', header: 'Program', render: (c) => programCell(c.program, c.program_status) },
    { key: 'advisor', header: 'Advisor', render: (c) => c.advisor ?? '-' },
    {
      key: 'last_seen_at',
      header: 'Last seen',
      render: (c) => (c.last_seen_at ? <time dateTime={c.last_seen_at}>{lastSeenCell(c.last_seen_at)}</time> : lastSeenCell(null)),
    },
    { key: 'phone', header: 'Phone', render: (c) => c.phone || '-' },
    {
      key: 'provider',
      header: 'Provider',
      render: (c) => {
        const provider = providerBadge(c.has_password);
        return <Badge tone={provider === 'email' ? 'info' : 'brand'}>{provider}</Badge>;
      },
    },
    {
      key: 'created_at',
      header: <>Created{arrow && <span aria-label={arrow === '↓' ? ', newest first' : ', oldest first'}> {arrow}</span>}</>,
      render: (c) => <time dateTime={c.created_at}>{formatDay(c.created_at)}</time>,
    },
  ];
}

export function ClientsTable({ clients, sort }: { clients: readonly ClientListItem[]; sort: ClientSort }) {
  return <Table caption="Clients" columns={columns(sort)} rows={clients} getRowKey={(c) => c.id} isManualSorting />;
}
