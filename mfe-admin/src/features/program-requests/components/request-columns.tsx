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

/** The columns of a list of program requests; with `withClient`, who sent each (linking to their page). */
export function requestColumns({ withClient }: { withClient: boolean }): TableColumn<ProgramRequest>[] {
  return [
    { key: 'created_at', header: 'Requested', render: (r) => formatDateTime(r.created_at) },
    ...(withClient ? [CLIENT_COLUMN] : []),
    { key: 'program', header: 'Program' },
    { key: 'plan', header: 'Plan', render: (r) => r.plan || '-' },
    { key: 'note', header: 'Note', render: (r) => r.note || '-' },
    { key: 'status', header: 'Status', render: (r) => <RequestStatusSelect request={r} /> },
  ];
}
