import { useState } from 'react';
import styled from 'styled-components';
import { EmptyState, PageHeader, QueryState, useFocusedRecord, usePlatform } from 'shared-ui';
import { Modal } from 'shared-ui/overlays';
import { AdminListActions } from '../../../components/admin-list/AdminListActions';
import { OrderedListDialogs } from '../../../components/admin-list/OrderedListDialogs';
import { useAdminList } from '../../../components/admin-list/use-admin-list';
import { useGetOrderedItemsQuery } from '../../../lib/ordered-content-api';
import { useGetVideoResourcesQuery, useRemoveStoredFilesMutation, type VideoResource } from '../api/video-resources-api';
import { ResourceList } from './ResourceList';
import { VIDEO_COLUMNS, type TrainingVideo } from './video';
import { VideoCard } from './VideoCard';
import { VideoFormModal } from './VideoFormModal';
import { VideoPlayerModal } from './VideoPlayerModal';

const Banner = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

/** Training Videos (spec 1): the grid; admins add, edit, delete, re-order and play; clients go to the sign-up page. */
export default function TrainingVideosPage() {
  const { config, toast } = usePlatform();
  const videos = useGetOrderedItemsQuery({ table: 'training_videos', select: VIDEO_COLUMNS });
  const resources = useGetVideoResourcesQuery();
  const [removeFiles] = useRemoveStoredFilesMutation();
  // `?focus=<video id>` (a search result, a shared link): that video in view and highlighted.
  const focus = useFocusedRecord(videos.isSuccess);
  const list = useAdminList<TrainingVideo>();
  const [playing, setPlaying] = useState<TrainingVideo | null>(null);
  const [showingResources, setShowingResources] = useState<TrainingVideo | null>(null);
  const rows = (videos.data ?? []) as unknown as TrainingVideo[];
  const resourcesOf = (videoId: string): VideoResource[] => (resources.data ?? []).filter((r) => r.video_id === videoId);

  return (
    <>
      <PageHeader
        title="Training Videos"
        actions={list.isAdmin && (
          <AdminListActions reorderLabel="Re-order Videos" addLabel="Add Training Video" onReorder={list.openReorder} onAdd={list.openAdd} canReorder={rows.length > 1} />
        )}
      />
      <Banner>Fast and Easy Training for Anyone to Understand</Banner>
      <QueryState query={videos} loadingLabel="Loading videos..." isEmpty={(data) => data.length === 0} empty={<EmptyState title="No training videos yet" />}>
        {() => (
          <Grid>
            {rows.map((video) => (
              <VideoCard
                key={video.id}
                video={video}
                resourceCount={resourcesOf(video.id).length}
                isAdmin={list.isAdmin}
                signupUrl={config.links.signupPage}
                onPlay={() => setPlaying(video)}
                onResources={() => setShowingResources(video)}
                onEdit={() => list.openEdit(video)}
                onDelete={() => list.askDelete(video)}
                mark={focus.mark(video.id)}
              />
            ))}
          </Grid>
        )}
      </QueryState>
      {list.isAdmin && (
        <>
          <VideoPlayerModal video={playing} onClose={() => setPlaying(null)} />
          <Modal isOpen={showingResources !== null} onClose={() => setShowingResources(null)} title={`Resource Materials: ${showingResources?.title ?? ''}`}>
            {showingResources && <ResourceList resources={resourcesOf(showingResources.id)} canDelete />}
          </Modal>
          <VideoFormModal
            isOpen={list.dialog.kind === 'add' || list.dialog.kind === 'edit'}
            video={list.dialog.kind === 'edit' ? list.dialog.item : null}
            resources={list.dialog.kind === 'edit' ? resourcesOf(list.dialog.item.id) : []}
            onClose={list.close}
          />
          <OrderedListDialogs
            table="training_videos"
            items={rows}
            dialog={list.dialog}
            onClose={list.close}
            getLabel={(v) => v.title}
            reorderTitle="Re-order Videos"
            orderKey="display_order"
            deleteTitle="Delete Video?"
            deleteMessage={(v) => {
              const count = resourcesOf(v.id).length;
              return `"${v.title}" and its ${count} resource${count === 1 ? '' : 's'} will be permanently deleted.`;
            }}
            onDeleted={(v) => {
              // Spec 1: a failure removing the stored files is not shown (the video and its resources are gone).
              void removeFiles([v.video_url, v.thumbnail_url, ...resourcesOf(v.id).map((r) => r.url)]);
            }}
            onError={(action, message) => toast.error(action === 'delete' ? `Failed to delete video: ${message}` : `Failed to save video order: ${message}`)}
          />
        </>
      )}
    </>
  );
}
