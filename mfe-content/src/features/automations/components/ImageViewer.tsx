import styled from 'styled-components';
import { ButtonLink } from 'shared-ui';
import { Modal } from 'shared-ui/overlays';
import { useGetSignedUrlQuery } from '../../../lib/signed-url-api';

const Full = styled.img`
  display: block;
  max-width: 100%;
  max-height: 75vh;
  margin: 0 auto;
`;

/** The automation image at full size, with open-in-new-tab (spec 1). */
export function ImageViewer({ isOpen, path, title, onClose }: { isOpen: boolean; path: string; title: string; onClose: () => void }) {
  const { data: url } = useGetSignedUrlQuery(path, { skip: !isOpen });
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      size="xl"
      closeOnBackdropClick
      footer={
        url && (
          <ButtonLink href={url} target="_blank" rel="noopener noreferrer">
            Open in new tab
          </ButtonLink>
        )
      }
    >
      {url && <Full src={url} alt={`Image of ${title}`} />}
    </Modal>
  );
}
