import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { Modal } from 'shared-ui/overlays';
import { useGetSignedUrlQuery } from '../../../lib/signed-url-api';
import type { TrainingVideo } from '../api/training-videos-api';

const Player = styled.div`
  video {
    width: 100%;
    max-height: 70vh;
    background: #000;
  }
`;

/** An admin plays a video in the portal (signed URL of the private file), with the fullscreen toggle. */
export function VideoPlayerModal({ video, onClose }: { video: TrainingVideo | null; onClose: () => void }) {
  const { data: url } = useGetSignedUrlQuery(video?.video_url ?? '', { skip: !video });
  const box = useRef<HTMLDivElement>(null);
  const [isFullscreen, setFullscreen] = useState(false);
  const toggleFullscreen = async () => {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await box.current?.requestFullscreen();
    setFullscreen(Boolean(document.fullscreenElement));
  };
  return (
    <Modal
      isOpen={video !== null}
      onClose={onClose}
      title={video?.title ?? ''}
      size="xl"
      footer={
        <Button variant="secondary" aria-pressed={isFullscreen} onClick={() => void toggleFullscreen().catch(() => undefined)}>
          {isFullscreen ? 'Exit fullscreen' : 'Fullscreen'}
        </Button>
      }
    >
      <Player ref={box}>{url && <video src={url} controls autoPlay aria-label={video?.title} />}</Player>
    </Modal>
  );
}
