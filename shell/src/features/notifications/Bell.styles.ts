import styled from 'styled-components';

// The bell's button and its place (in the first load: the button is there from the first paint).
export const Anchor = styled.div`
  position: relative;
`;

export const BellButton = styled.button`
  position: relative;
  padding: ${({ theme }) => theme.space.sm};
  border: none;
  background: none;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
`;

export const Count = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  min-width: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 18px;
  text-align: center;
`;
