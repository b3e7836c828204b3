import styled from 'styled-components';
import { Button } from 'shared-ui';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ClientsPagerProps {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}

export function ClientsPager({ page, pages, total, onPage }: ClientsPagerProps) {
  return (
    <Bar aria-label="Pages of clients">
      <span aria-live="polite">
        Page {page} of {pages} · {total} {total === 1 ? 'client' : 'clients'}
      </span>
      <span>
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          Previous
        </Button>{' '}
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          Next
        </Button>
      </span>
    </Bar>
  );
}
