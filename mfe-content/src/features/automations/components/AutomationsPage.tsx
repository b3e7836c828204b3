import { useState } from 'react';
import { Button, EmptyState, Grid, PageHeader, QueryState, Stack, useFocusedRecord } from 'shared-ui';
import { title } from '../../../lib/links';
import { AdminListActions } from '../../../components/admin-list/AdminListActions';
import { OrderedListAdmin } from '../../../components/admin-list/OrderedListAdmin';
import { useAdminList } from '../../../components/admin-list/use-admin-list';
import { useGetAutomationRequestsQuery } from '../api/automation-requests-api';
import { useGetAutomationsQuery, type Automation } from '../api/automations-api';
import { AutomationCard } from './AutomationCard';
import { AutomationFormModal } from './AutomationFormModal';
import { AutomationRequests } from './AutomationRequests';
import { RequestAutomationModal } from './RequestAutomationModal';

/** A subscription that only keeps its query asked for: the page does not render again when its answer comes. */
const NOTHING = { selectFromResult: () => ({}) };

/** Automations (spec 1): the catalogue; admins manage it, clients request new ones and follow their requests. */
export default function AutomationsPage() {
  const automations = useGetAutomationsQuery();
  // The requests are asked for at once, but shown below the catalogue only once it is there: shown before it, they
  // moved down when it came (Lighthouse: a layout shift of 0.021).
  useGetAutomationRequestsQuery(undefined, NOTHING);
  const list = useAdminList<Automation>();
  // `?focus=<automation id>` (a search result, a shared link): that automation in view and highlighted.
  const focus = useFocusedRecord(automations.isSuccess);
  const [isRequesting, setRequesting] = useState(false);
  const rows = automations.data ?? [];
  const label = (a: Automation) => a.name || a.type || 'Automation';

  return (
    <>
      <PageHeader
        title={title('automations')}
        subtitle="Custom automations branded to your business"
        actions={
          list.isAdmin ? (
            <AdminListActions
              reorderLabel="Re-order Automations"
              addLabel="Add Automation"
              onReorder={list.openReorder}
              onAdd={list.openAdd}
              canReorder={rows.length > 1}
            />
          ) : (
            <Button onClick={() => setRequesting(true)}>Request Automation</Button>
          )
        }
      />
      <Stack $gap="xl">
        <QueryState
          query={automations}
          loadingLabel="Loading automations..."
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState title="No automations configured yet" />}
        >
          {(data) => (
            <Grid $min="300px">
              {data.map((a) => (
                <AutomationCard
                  key={a.id}
                  automation={a}
                  isAdmin={list.isAdmin}
                  onEdit={() => list.openEdit(a)}
                  onDelete={() => list.askDelete(a)}
                  mark={focus.mark(a.id)}
                />
              ))}
            </Grid>
          )}
        </QueryState>
        {!automations.isLoading && <AutomationRequests isAdmin={list.isAdmin} />}
      </Stack>
      <OrderedListAdmin
        list={list}
        table="automations"
        items={rows}
        orderKey="display_order"
        getLabel={label}
        reorderTitle="Re-order Automations"
        deleteTitle="Delete Automation?"
        deleteMessage={(a) => `Are you sure you want to delete "${label(a)}"? This action cannot be undone.`}
        renderForm={({ isOpen, item, onClose }) => <AutomationFormModal isOpen={isOpen} automation={item} onClose={onClose} />}
      />
      {!list.isAdmin && <RequestAutomationModal isOpen={isRequesting} onClose={() => setRequesting(false)} />}
    </>
  );
}
