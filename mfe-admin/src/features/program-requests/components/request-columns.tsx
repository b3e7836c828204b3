import styled from 'styled-components';
import { formatDateTime } from 'shared-ui';
import { href } from '../../../lib/links';
import { Link } from 'shared-ui/router';
import type { TableColumn } from 'shared-ui/tables';
import type { ProgramRequest } from '../api/program-requests-api';
import { RequestStatusSelect } from './RequestStatusSelect';

const CLIENT_COLUMN: TableColumn<ProgramRequest> = {
  key: 'client',
  header: 'Client',
  render: (r) => <Link to={href('client', { id: r.user_id })}>{r.users?.name || r.users?.email || 'Client'}</Link>,
};

// Long text wraps inside a bounded width: the table (as wide as its content) never grows past the page for a long note.
const Wrapped = styled.span<{ $width: string }>`
  display: block;
  min-width: 10rem;
  max-width: ${({ $width }) => $width};
  white-space: normal;
  overflow-wrap: anywhere;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

/**
 * The columns of a list of program requests; with `withClient`, who sent each (linking to their page). The Status
 * control, the admin's one action, comes first so it is in view at any width (issue 51 item 7, review M10).
 */
export function requestColumns({ withClient }: { withClient: boolean }): TableColumn<ProgramRequest>[] {
  return [
    { key: 'status', header: 'Status', render: (r) => <RequestStatusSelect request={r} /> },
    { key: 'created_at', header: 'Requested', render: (r) => <Nowrap>{formatDateTime(r.created_at)}</Nowrap> },
    ...(withClient ? [CLIENT_COLUMN] : []),
    { key: 'program', header: 'Program', render: (r) => <Wrapped $width="14rem">{r.program}</Wrapped> },
    { key: 'plan', header: 'Plan', render: (r) => <Wrapped $width="12rem">{r.plan || '-'}</Wrapped> },
    { key: 'note', header: 'Note', render: (r) => <Wrapped $width="24rem">{r.note || '-'}</Wrapped> },
  ];
}
