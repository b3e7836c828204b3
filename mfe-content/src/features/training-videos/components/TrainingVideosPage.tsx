import { useState } from 'react';
import styled from 'styled-components';
import { EmptyState, Grid, PageHeader, QueryState, useFocusedRecord, usePlatform } from 'shared-ui';
import { Modal } from 'shared-ui/overlays';
import { title } from '../../../lib/links';
import { AdminListActions } from '../../../components/admin-list/AdminListActions';
import { OrderedListAdmin } from '../../../components/admin-list/OrderedListAdmin';
import { useAdminList } from '../../../components/admin-list/use-admin-list';
import { useGetTrainingVideosQuery, type TrainingVideo } from '../api/training-videos-api';
import { useGetVideoResourcesQuery, useRemoveStoredFilesMutation, type VideoResource } from '../api/video-resources-api';
import { ResourceList } from './ResourceList';
import { VideoCard } from './VideoCard';
import { VideoFormModal } from './VideoFormModal';
import { VideoPlayerModal } from './VideoPlayerModal';

/** Cards a desktop frame fits in one row (280 px columns): their thumbnails are the screen's first paint. */
const FIRST_ROW = 4;

const Banner = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Training Videos (spec 1): the grid; admins add, edit, delete, re-order and play; clients go to the sign-up page. */
export default function TrainingVideosPage() {
  const { config } = usePlatform();
  const videos = useGetTrainingVideosQuery();
  const resources = useGetVideoResourcesQuery();
  const [removeFiles] = useRemoveStoredFilesMutation();
  // `?focus=<video id>` (a search result, a shared link): that video in view and highlighted.
  const focus = useFocusedRecord(videos.isSuccess);
  const list = useAdminList<TrainingVideo>();
  const [playing, setPlaying] = useState<TrainingVideo | null>(null);
  const [showingResources, setShowingResources] = useState<TrainingVideo | null>(null);
  const rows = videos.data ?? [];
  const resourcesOf = (videoId: string): VideoResource[] => (resources.data ?? []).filter((r) => r.video_id === videoId);

  return (
    <>
      <PageHeader
        title={title('training-videos')}
        actions={
          list.isAdmin && (
            <AdminListActions
              reorderLabel="Re-order Videos"
              addLabel="Add Training Video"
              onReorder={list.openReorder}
              onAdd={list.openAdd}
              canReorder={rows.length > 1}
            />
          )
        }
      />
      <Banner>Fast and Easy Training for Anyone to Understand</Banner>
      <QueryState
        query={videos}
        loadingLabel="Loading videos..."
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title="No training videos yet" />}
      >
        {(data) => (
          <Grid $min="280px">
            {data.map((video, index) => (
              <VideoCard
                key={video.id}
                firstRow={index < FIRST_ROW}
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
          <Modal
            isOpen={showingResources !== null}
            onClose={() => setShowingResources(null)}
            title={`Resource Materials: ${showingResources?.title ?? ''}`}
          >
            {showingResources && <ResourceList resources={resourcesOf(showingResources.id)} canDelete />}
          </Modal>
        </>
      )}
      <OrderedListAdmin
        list={list}
        table="training_videos"
        items={rows}
        orderKey="display_order"
        getLabel={(v) => v.title}
        reorderTitle="Re-order Videos"
        deleteTitle="Delete Video?"
        deleteMessage={(v) => {
          const count = resourcesOf(v.id).length;
          return `"${v.title}" and its ${count} resource${count === 1 ? '' : 's'} will be permanently deleted.`;
        }}
        renderForm={({ isOpen, item, onClose }) => (
          <VideoFormModal isOpen={isOpen} video={item} resources={item ? resourcesOf(item.id) : []} onClose={onClose} />
        )}
        onDeleted={(v) => {
          // Spec 1: a failure removing the stored files is not shown (the video and its resources are gone).
          void removeFiles([v.video_url, v.thumbnail_url, ...resourcesOf(v.id).map((r) => r.url)]);
        }}
        failureMessage={(action, message) =>
          action === 'delete' ? `Failed to delete video: ${message}` : `Failed to save video order: ${message}`
        }
      />
    </>
  );
}
