import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, ButtonLink, Card, CardBody, CardFooter, type FocusedRecordMark, formatDateTime, usePlatform } from 'shared-ui';
import { SafeHtml } from 'shared-ui/html';
import { automationStatusBadge, isImageEmoji } from '../automation-rules';
import type { Automation } from '../api/automations-api';
import { ImageViewer } from './ImageViewer';
import { StoredImage } from '../../../components/StoredImage';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  font-size: 2rem;
  img {
    width: 40px;
    height: 40px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Thumb = styled.button`
  padding: 0;
  border: none;
  background: none;
  cursor: zoom-in;
  img {
    width: 100%;
    max-height: 180px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brandHover};
    outline-offset: 2px;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AutomationCardProps {
  automation: Automation;
  isAdmin: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** The `?focus=<id>` highlight (useFocusedRecord). */
  mark?: FocusedRecordMark;
}

/** One automation (spec 1): emoji or image, name, status badge, image viewer, HTML description and notes (sanitized). */
export function AutomationCard({ automation, isAdmin, onEdit, onDelete, mark }: AutomationCardProps) {
  const { config } = usePlatform();
  const [isViewing, setViewing] = useState(false);
  const badge = automationStatusBadge(automation.status);
  const title = automation.name || automation.type || 'Automation';
  return (
    <Card title={title} actions={<Badge tone={badge.tone}>{badge.label}</Badge>} {...mark}>
      <CardBody>
        <Head aria-hidden="true">
          {isImageEmoji(automation.emoji) ? <StoredImage path={automation.emoji} alt="" /> : <span>{automation.emoji || '⚙️'}</span>}
        </Head>
        {automation.automation_file_url && (
          <>
            <Thumb type="button" onClick={() => setViewing(true)} aria-label={`View the image of ${title}`}>
              <StoredImage path={automation.automation_file_url} alt={`Image of ${title}`} />
            </Thumb>
            <ImageViewer isOpen={isViewing} path={automation.automation_file_url} title={title} onClose={() => setViewing(false)} />
          </>
        )}
        {automation.description && <SafeHtml html={automation.description} />}
        {automation.notes && <SafeHtml html={automation.notes} />}
        {automation.lastUpdated && <Muted>Last updated {formatDateTime(automation.lastUpdated)}</Muted>}
      </CardBody>
      <CardFooter>
        <ButtonLink href={config.links.orderPage} target="_blank" rel="noopener noreferrer">
          Order Automation
        </ButtonLink>
        <ButtonLink href={config.links.signupPage} target="_blank" rel="noopener noreferrer" variant="secondary">
          Activate Automation Credits
        </ButtonLink>
        {isAdmin && (
          <>
            <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit Automation ${title}`}>
              Edit Automation
            </Button>
            <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Delete Automation ${title}`}>
              Delete Automation
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  );
}
