import { Link } from 'shared-ui/router';
import { formatDateTime, Panel, ProgressBar, QueryState, Stack } from 'shared-ui';
import { href } from '../../../lib/links';
import { useGetClientContextQuery, type ClientSummary } from '../api/conversations-api';

/** The client beside the thread: who they are, their build-out progress, latest documents, their page. */
export function ClientContextPanel({ client, online }: { client: ClientSummary; online: boolean }) {
  const context = useGetClientContextQuery(client.id);
  return (
    <Panel as="aside" $gap="sm" aria-label="Client">
      <h2>{client.name || client.email}</h2>
      <small>
        {client.email} · {online ? 'Online' : 'Away'}
      </small>
      <QueryState query={context} loadingLabel="Loading the client..." errorMessage="The client's details could not be loaded.">
        {(c) => {
          const percent = c.total === 0 ? 0 : Math.round((c.completed / c.total) * 100);
          return (
            <Stack $gap="sm">
              <ProgressBar value={percent} label={`Build-out: ${c.completed} of ${c.total} tasks`} />
              <h3>Latest documents</h3>
              {c.documents.length === 0 ? (
                <p>No documents yet.</p>
              ) : (
                <ul>
                  {c.documents.map((d) => (
                    <li key={d.id}>
                      {d.document_name || d.document_type} ({formatDateTime(d.created_at)})
                    </li>
                  ))}
                </ul>
              )}
            </Stack>
          );
        }}
      </QueryState>
      <Link to={href('client', { id: client.id })}>Open the client's page</Link>
    </Panel>
  );
}
