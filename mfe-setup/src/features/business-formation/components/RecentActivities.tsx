import { Suspense, useState } from 'react';
import { Button, Cluster, EmptyState, QueryState, useFocusedRecord, useToast } from 'shared-ui';
import type { Task } from '../../../lib/build-out/task';
import { useUserId } from '../../../lib/use-user-id';
import { useDeleteActivityMutation, useGetActivitiesQuery } from '../api/activities-api';
import { recentActivities, type Activity } from '../activity';
import { ActivityList } from './ActivityList';
import { ActivityDialog, ConfirmDialog } from './lazy-dialogs';
import { StatCard } from './StatCards';

export interface RecentActivitiesProps {
  tasks: readonly Task[];
  onContactSupport: () => void;
  onOpenTask: (task: Task) => void;
}

/** Recent Activities: the client's activities (add, edit, delete with confirmation) and their compliance tasks. */
export function RecentActivities({ tasks, onContactSupport, onOpenTask }: RecentActivitiesProps) {
  const userId = useUserId();
  const query = useGetActivitiesQuery(userId);
  // `?focus=<activity id>` (a search result, a shared link): that activity in view and highlighted.
  const focus = useFocusedRecord(query.isSuccess);
  const [remove, removal] = useDeleteActivityMutation();
  const toast = useToast();
  const [editing, setEditing] = useState<Activity | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Activity | null>(null);

  const handleDelete = async () => {
    if (!deleting) return;
    await remove(deleting.id)
      .unwrap()
      .then(() => toast.success('Activity deleted'))
      .catch(() => undefined);
    setDeleting(null);
  };

  return (
    <StatCard aria-labelledby="recent-activities">
      <Cluster $justify="between" $gap="md">
        <h2 id="recent-activities">Recent Activities</h2>
        <Button size="sm" onClick={() => setEditing(null)}>
          Add Activity
        </Button>
      </Cluster>
      <QueryState query={query} loadingLabel="Loading activities...">
        {(activities: Activity[]) => {
          const items = recentActivities(activities, [...tasks]);
          return items.length === 0 ? (
            <EmptyState title="No activities yet" description="Add an activity to keep track of what you have done." />
          ) : (
            <ActivityList
              items={items}
              onEdit={setEditing}
              onDelete={setDeleting}
              onContactSupport={onContactSupport}
              onOpenTask={onOpenTask}
              mark={focus.mark}
            />
          );
        }}
      </QueryState>
      <Suspense fallback={null}>
        {editing !== undefined && <ActivityDialog activity={editing} onClose={() => setEditing(undefined)} />}
        {deleting !== null && (
          <ConfirmDialog
            isOpen
            title="Delete activity"
            message={`Delete "${deleting.title}"? This cannot be undone.`}
            confirmLabel="Delete"
            busyLabel="Deleting...."
            isBusy={removal.isLoading}
            onConfirm={handleDelete}
            onCancel={() => setDeleting(null)}
          />
        )}
      </Suspense>
    </StatCard>
  );
}
