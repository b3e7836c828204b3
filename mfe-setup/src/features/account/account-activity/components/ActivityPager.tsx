import { Button, Cluster } from 'shared-ui';

/** Previous / Next through the pages of the activity log. */
export function ActivityPager({ page, hasNext, onPage }: { page: number; hasNext: boolean; onPage: (page: number) => void }) {
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label="Pages of account activity">
      <Cluster $justify="between" $gap="md">
        <span aria-live="polite">Page {page}</span>
        <span>
          <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>Previous</Button>{' '}
          <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={!hasNext}>Next</Button>
        </span>
      </Cluster>
    </nav>
  );
}
