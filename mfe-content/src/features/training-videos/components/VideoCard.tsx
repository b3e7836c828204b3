import styled from 'styled-components';
import { Button, ButtonLink, Card, CardBody, CardFooter, type FocusedRecordMark } from 'shared-ui';
import { StoredImage } from '../../../components/StoredImage';
import type { TrainingVideo } from '../api/training-videos-api';

const Thumb = styled.div`
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Duration = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface VideoCardProps {
  video: TrainingVideo;
  resourceCount: number;
  isAdmin: boolean;
  /** Clients: the provider's sign-up page (spec 1: a card and its resources button send the visitor there). */
  signupUrl: string;
  onPlay: () => void;
  onResources: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The `?focus=<id>` highlight (useFocusedRecord). */
  mark?: FocusedRecordMark;
  /** In the first row: its thumbnail is fetched at once (the screen's largest paint), not lazily. */
  firstRow?: boolean;
}

export function VideoCard({
  video,
  resourceCount,
  isAdmin,
  signupUrl,
  onPlay,
  onResources,
  onEdit,
  onDelete,
  mark,
  firstRow = false,
}: VideoCardProps) {
  const resourcesLabel = `Resource Materials (${resourceCount})`;
  return (
    <Card title={video.title} {...mark}>
      <Thumb>
        <StoredImage path={video.thumbnail_url} alt={`Thumbnail of ${video.title}`} priority={firstRow} />
      </Thumb>
      <CardBody>
        <Duration>{video.duration}</Duration>
        <p>{video.description}</p>
      </CardBody>
      <CardFooter>
        {isAdmin ? (
          <>
            <Button size="sm" onClick={onPlay} aria-label={`Play ${video.title}`}>
              Play
            </Button>
            <Button size="sm" variant="secondary" onClick={onResources}>
              {resourcesLabel}
            </Button>
            <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${video.title}`}>
              Edit
            </Button>
            <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Delete ${video.title}`}>
              Delete
            </Button>
          </>
        ) : (
          <>
            <ButtonLink size="sm" href={signupUrl} target="_blank" rel="noopener noreferrer" aria-label={`Watch ${video.title}`}>
              Watch
            </ButtonLink>
            <ButtonLink size="sm" variant="secondary" href={signupUrl} target="_blank" rel="noopener noreferrer">
              {resourcesLabel}
            </ButtonLink>
          </>
        )}
      </CardFooter>
    </Card>
  );
}
