import styled from 'styled-components';

/** The value and its buttons on one line (MaskedValue, SealedValue). */
export const MaskedRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The revealed value or its mask, in the monospace face. */
export const MaskedText = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  letter-spacing: 0.02em;
  word-break: break-all;
`;
