import styled from 'styled-components';

/** The box of a conversation (header, thread, typing line, composer), the same on both sides. */
export const ChatFrame = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;
