import styled from 'styled-components';
import { Button, Cluster } from 'shared-ui';

const Bar = styled(Cluster)`
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
    <Bar as="nav" $justify="between" $gap="md" aria-label="Pages of clients">
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
