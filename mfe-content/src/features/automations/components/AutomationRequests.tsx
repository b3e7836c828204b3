import { Badge, formatDateTime, QueryState, Select } from 'shared-ui';
import { Table, type TableColumn } from 'shared-ui/tables';
import {
  useGetAutomationRequestsQuery,
  useSetAutomationRequestStatusMutation,
  type AutomationRequest,
} from '../api/automation-requests-api';

const STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'done', label: 'Done' },
] as const;

function StatusControl({ request }: { request: AutomationRequest }) {
  const [setStatus, { isLoading }] = useSetAutomationRequestStatusMutation();
  return (
    <Select
      label={`Status of the ${request.type || 'automation'} request`}
      hideLabel
      value={request.status}
      options={STATUSES}
      disabled={isLoading}
      onChange={(event) => void setStatus({ id: request.id, status: event.target.value })}
    />
  );
}

/** The requests for new automations: a client's own with their status; for an admin every request, with its status control. */
export function AutomationRequests({ isAdmin }: { isAdmin: boolean }) {
  const requests = useGetAutomationRequestsQuery();
  const columns: TableColumn<AutomationRequest>[] = [
    { key: 'created_at', header: 'Requested', render: (r) => formatDateTime(r.created_at) },
    { key: 'type', header: 'Automation Type', render: (r) => r.type || '-' },
    { key: 'description', header: 'Description', render: (r) => r.description || '-' },
    { key: 'priority', header: 'Priority', render: (r) => r.priority ?? '-' },
    {
      key: 'status',
      header: 'Status',
      render: (r) =>
        isAdmin ? (
          <StatusControl request={r} />
        ) : (
          <Badge tone={r.status === 'done' ? 'success' : 'info'}>{STATUSES.find((s) => s.value === r.status)?.label}</Badge>
        ),
    },
  ];
  return (
    <section aria-labelledby="automation-requests">
      <h2 id="automation-requests">{isAdmin ? 'Automation requests' : 'Your automation requests'}</h2>
      <QueryState
        query={requests}
        loadingLabel="Loading requests..."
        isEmpty={(rows) => rows.length === 0}
        empty={<p>No automation requests yet.</p>}
      >
        {(rows) => <Table caption="Automation requests" columns={columns} rows={rows} getRowKey={(r) => r.id} />}
      </QueryState>
    </section>
  );
}
