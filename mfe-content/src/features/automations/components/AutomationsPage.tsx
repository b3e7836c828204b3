import { useState } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, PageHeader, QueryState, useFocusedRecord } from 'shared-ui';
import { AdminListActions } from '../../../components/admin-list/AdminListActions';
import { OrderedListDialogs } from '../../../components/admin-list/OrderedListDialogs';
import { useAdminList } from '../../../components/admin-list/use-admin-list';
import { useGetOrderedItemsQuery } from '../../../lib/ordered-content-api';
import { AUTOMATION_COLUMNS, type Automation } from './automation';
import { AutomationCard } from './AutomationCard';
import { AutomationFormModal } from './AutomationFormModal';
import { AutomationRequests } from './AutomationRequests';
import { RequestAutomationModal } from './RequestAutomationModal';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

/** Automations (spec 1): the catalogue; admins manage it, clients request new ones and follow their requests. */
export default function AutomationsPage() {
  const automations = useGetOrderedItemsQuery({ table: 'automations', select: AUTOMATION_COLUMNS });
  const list = useAdminList<Automation>();
  // `?focus=<automation id>` (a search result, a shared link): that automation in view and highlighted.
  const focus = useFocusedRecord(automations.isSuccess);
  const [isRequesting, setRequesting] = useState(false);
  const rows = (automations.data ?? []) as unknown as Automation[];
  const label = (a: Automation) => a.name || a.type || 'Automation';

  return (
    <>
      <PageHeader
        title="Automations"
        subtitle="Custom automations branded to your business"
        actions={
          list.isAdmin ? (
            <AdminListActions reorderLabel="Re-order Automations" addLabel="Add Automation" onReorder={list.openReorder} onAdd={list.openAdd} canReorder={rows.length > 1} />
          ) : (
            <Button onClick={() => setRequesting(true)}>Request Automation</Button>
          )
        }
      />
      <QueryState
        query={automations}
        loadingLabel="Loading automations..."
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title="No automations configured yet" />}
      >
        {() => (
          <Grid>
            {rows.map((a) => (
              <AutomationCard key={a.id} automation={a} isAdmin={list.isAdmin} onEdit={() => list.openEdit(a)} onDelete={() => list.askDelete(a)} mark={focus.mark(a.id)} />
            ))}
          </Grid>
        )}
      </QueryState>
      <AutomationRequests isAdmin={list.isAdmin} />
      {list.isAdmin ? (
        <>
          <AutomationFormModal
            isOpen={list.dialog.kind === 'add' || list.dialog.kind === 'edit'}
            automation={list.dialog.kind === 'edit' ? list.dialog.item : null}
            onClose={list.close}
          />
          <OrderedListDialogs
            table="automations"
            items={rows}
            dialog={list.dialog}
            onClose={list.close}
            getLabel={label}
            reorderTitle="Re-order Automations"
            orderKey="display_order"
            deleteTitle="Delete Automation?"
            deleteMessage={(a) => `Are you sure you want to delete "${label(a)}"? This action cannot be undone.`}
          />
        </>
      ) : (
        <RequestAutomationModal isOpen={isRequesting} onClose={() => setRequesting(false)} />
      )}
    </>
  );
}
