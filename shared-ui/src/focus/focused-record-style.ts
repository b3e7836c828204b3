import { css } from 'styled-components';

/**
 * The highlight of the record a link points at (`?focus=<id>`, see `useFocusedRecord`):
 * put it in the styles of any element that takes `mark(id)`'s attributes. Card has it already.
 */
export const focusedRecordStyle = css`
  scroll-margin-top: ${({ theme }) => theme.layout.topBarHeight};
  &[data-focused='true'] {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 2px;
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;
