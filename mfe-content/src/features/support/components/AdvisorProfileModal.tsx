import { DescriptionList, Stack, usePlatform } from 'shared-ui';
import { Modal } from 'shared-ui/overlays';
import styled from 'styled-components';
import type { AdvisorCard } from 'shared-ui/chat';
import { useGetAttachmentUrlQuery } from '../api/support-api';

const Photo = styled.img`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  object-fit: cover;
`;

/** View profile: the advisor's card (name, photo, working hours) and the support line from the runtime config. */
export function AdvisorProfileModal({ card, onClose }: { card: AdvisorCard | null; onClose: () => void }) {
  const { config } = usePlatform();
  const photo = useGetAttachmentUrlQuery(card?.photo_path ?? '', { skip: !card?.photo_path });
  return (
    <Modal isOpen onClose={onClose} title={card ? card.name : 'Support team'}>
      <Stack $gap="md">
        {photo.data && <Photo src={photo.data} alt={`Photo of ${card?.name ?? 'your advisor'}`} />}
        {!card && <p>No advisor is assigned to you yet: the support team answers your messages.</p>}
        <DescriptionList
          items={[
            ...(card ? [{ term: 'Working hours', value: card.working_hours?.trim() || 'Not set' }] : []),
            { term: 'Support phone', value: <a href={`tel:${config.links.supportPhone}`}>{config.links.supportPhone}</a> },
            { term: 'Support e-mail', value: <a href={`mailto:${config.links.supportEmail}`}>{config.links.supportEmail}</a> },
          ]}
        />
      </Stack>
    </Modal>
  );
}
