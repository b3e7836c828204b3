import styled from 'styled-components';
import { Badge, Cluster, type FocusedRecordMark, focusedRecordStyle, formatDay } from 'shared-ui';
import type { Task } from '../../../lib/build-out/task';
import { tileStatus } from '../tile-order';

const Tile = styled.button<{ $overdue: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : theme.colors.border)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brandHover};
    outline-offset: 2px;
  }
  ${focusedRecordStyle}
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Meta = styled(Cluster).attrs({ as: 'span' as const, $gap: 'xs' as const })`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ComplianceTileProps {
  task: Task;
  isOverdue: boolean;
  onOpen: (task: Task) => void;
  /** The `?focus=<id>` highlight (useFocusedRecord). */
  mark?: FocusedRecordMark;
}

/** One build-out task: its name, Completed or Pending, its due date, and Overdue when past due. */
export function ComplianceTile({ task, isOverdue, onOpen, mark }: ComplianceTileProps) {
  const status = tileStatus(task);
  return (
    <Tile type="button" $overdue={isOverdue} onClick={() => onOpen(task)} aria-haspopup="dialog" data-testid="compliance-tile" {...mark}>
      <Name>{task.task_name}</Name>
      <Meta>
        <Badge tone={status === 'Completed' ? 'success' : 'warning'}>{status}</Badge>
        {isOverdue && <Badge tone="danger">Overdue</Badge>}
        {task.task_due_date && <span>Due {formatDay(task.task_due_date)}</span>}
      </Meta>
    </Tile>
  );
}
