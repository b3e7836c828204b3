import styled, { keyframes } from 'styled-components';

const Track = styled.div`
  position: relative;
  width: 100%;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Fill = styled.div<{ $percent: number | null }>`
  height: 100%;
  width: ${({ $percent }) => ($percent === null ? '40%' : `${$percent}%`)};
  background: ${({ theme }) => theme.colors.brand};
  transition: width ${({ theme }) => theme.transitions.normal};
  animation: ${({ $percent }) => ($percent === null ? slide : 'none')} 1.2s ease-in-out infinite;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ProgressBarProps {
  /** 0-100, or null for "in progress, amount unknown". */
  value: number | null;
  /** The accessible name ("Upload progress", "Overall Progress"). */
  label: string;
  /** Shows the percentage next to the bar. */
  showValue?: boolean;
}

/** A progressbar (role, aria-valuenow 0-100; indeterminate when value is null). */
export function ProgressBar({ value, label, showValue = true }: ProgressBarProps) {
  const percent = value === null ? null : Math.round(Math.min(100, Math.max(0, value)));
  return (
    <Row>
      <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent ?? undefined}>
        <Fill $percent={percent} />
      </Track>
      {showValue && percent !== null && <span aria-hidden="true">{percent}%</span>}
    </Row>
  );
}
