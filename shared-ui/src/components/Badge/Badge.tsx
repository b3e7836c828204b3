import type { ReactNode } from 'react';
import styled, { css, keyframes, type DefaultTheme } from 'styled-components';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'danger' | 'warning' | 'info';

function tones(theme: DefaultTheme, tone: BadgeTone): { bg: string; fg: string } {
  const c = theme.colors;
  switch (tone) {
    case 'brand':
      return { bg: c.brandSoft, fg: c.brandHover };
    case 'success':
      return { bg: c.successSoft, fg: c.successHover };
    case 'danger':
      return { bg: c.dangerSoft, fg: c.dangerHover };
    case 'warning':
      return { bg: c.warningSoft, fg: c.warning };
    case 'info':
      return { bg: c.infoSoft, fg: c.info };
    case 'neutral':
      return { bg: c.surfaceMuted, fg: c.textMuted };
  }
}

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(22, 163, 74, 0.6); }
  70% { box-shadow: 0 0 0 8px rgba(22, 163, 74, 0); }
  100% { box-shadow: 0 0 0 0 rgba(22, 163, 74, 0); }
`;

const Root = styled.span<{ $tone: BadgeTone; $solid: boolean; $pulsing: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.4;
  vertical-align: middle;
  white-space: nowrap;
  // The solid LIVE badge: the darker green keeps white text above 4.5:1 (success itself is 3.3:1).
  background: ${({ theme, $tone, $solid }) => ($solid ? theme.colors.successHover : tones(theme, $tone).bg)};
  color: ${({ theme, $tone, $solid }) => ($solid ? '#ffffff' : tones(theme, $tone).fg)};
  ${({ $pulsing }) =>
    $pulsing &&
    css`
      animation: ${pulse} 1.6s ease-out infinite;
    `}
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  /** A pulsing ring (the LIVE badge). Turned off for users who prefer reduced motion. */
  isPulsing?: boolean;
  className?: string;
}

/** A small status label ("Active", "Pending", "email", "oauth"). */
export function Badge({ children, tone = 'neutral', isPulsing = false, className }: BadgeProps) {
  return (
    <Root $tone={tone} $solid={false} $pulsing={isPulsing} className={className} data-pulsing={isPulsing || undefined}>
      {children}
    </Root>
  );
}

/** The pulsing green LIVE badge of CapitalScore (sidebar and /dnb). */
export function LiveBadge({ className }: { className?: string }) {
  return (
    <Root $tone="success" $solid $pulsing className={className} data-pulsing>
      LIVE
    </Root>
  );
}
