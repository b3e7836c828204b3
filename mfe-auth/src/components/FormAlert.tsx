import type { ReactNode } from 'react';
import styled from 'styled-components';

type Tone = 'error' | 'success' | 'info';

const Box = styled.div<{ $tone: Tone }>`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  background: ${({ theme, $tone }) => ({ error: theme.colors.dangerSoft, success: theme.colors.successSoft, info: theme.colors.infoSoft })[$tone]};
  color: ${({ theme, $tone }) => ({ error: theme.colors.dangerHover, success: theme.colors.successHover, info: theme.colors.info })[$tone]};
`;

/**
 * A message next to a form: errors are announced at once (role="alert"), confirmations politely (role="status").
 */
export function FormAlert({ tone = 'error', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
