import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Card,
  CardBody,
  CardFooter,
  EmptyState,
  Grid,
  PageHeader,
  QueryState,
  Stack,
  useFocusedRecord,
  usePlatform,
} from 'shared-ui';
import { foreign, title } from '../../../lib/links';
import { AdminListActions } from '../../../components/admin-list/AdminListActions';
import { OrderedListAdmin } from '../../../components/admin-list/OrderedListAdmin';
import { useAdminList } from '../../../components/admin-list/use-admin-list';
import { publicObjectUrl } from '../../../lib/storage-urls';
import { useGetBooksQuery, type Book } from '../api/books-api';
import { bookButtonLabel, deleteBookMessage } from '../book-rules';
import { BookFormModal } from './BookFormModal';

/** Covers a desktop frame fits in one row (220 px columns). */
const FIRST_ROW = 5;

const Cover = styled.img`
  width: 100%;
  aspect-ratio: 2 / 3;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Panel = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

/** Elite Financial Strategy Series (spec 1): the book series; admins add, edit, delete and re-order. */
export default function WealthSecretsPage() {
  const platform = usePlatform();
  const { supabase, navigate } = platform;
  const books = useGetBooksQuery();
  const list = useAdminList<Book>();
  // `?focus=<book id>` (a search result, a shared link): that book in view and highlighted.
  const focus = useFocusedRecord(books.isSuccess);
  const rows = books.data ?? [];

  return (
    <>
      <PageHeader
        title={title('wealth-secrets')}
        subtitle="Strategies the wealthy use to build, protect and grow business wealth, one book at a time."
        actions={
          list.isAdmin && (
            <AdminListActions
              reorderLabel="Re-order Books"
              addLabel="Add Book"
              onReorder={list.openReorder}
              onAdd={list.openAdd}
              canReorder={rows.length > 1}
            />
          )
        }
      />
      <Stack $gap="xl">
        <QueryState
          query={books}
          loadingLabel="Loading wealth secrets..."
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState title="No books yet" description={list.isAdmin ? 'Add the first book of the series.' : 'New books appear here.'} />
          }
        >
          {(data) => (
            <Grid $min="220px">
              {data.map((book, index) => (
                <Card key={book.id} title={book.title} {...focus.mark(book.id)}>
                  {book.cover ? (
                    <Cover
                      src={publicObjectUrl(supabase, 'book-covers', book.cover)}
                      alt={`Cover of ${book.title}`}
                      // The first row is the screen's largest paint: fetched at once; the rest when scrolled to.
                      loading={index < FIRST_ROW ? 'eager' : 'lazy'}
                      fetchPriority={index < FIRST_ROW ? 'high' : 'auto'}
                    />
                  ) : null}
                  <CardFooter>
                    <ButtonLink href={book.path} target="_blank" rel="noopener noreferrer">
                      {bookButtonLabel(index)}
                    </ButtonLink>
                    {list.isAdmin && (
                      <>
                        <Button size="sm" variant="secondary" aria-label={`Edit ${book.title}`} onClick={() => list.openEdit(book)}>
                          Edit
                        </Button>
                        <Button size="sm" variant="danger" aria-label={`Delete ${book.title}`} onClick={() => list.askDelete(book)}>
                          Delete
                        </Button>
                      </>
                    )}
                  </CardFooter>
                </Card>
              ))}
            </Grid>
          )}
        </QueryState>
        {/* Below the books once they are there: shown before them, it moved down when they came (a layout shift of 0.073). */}
        {!books.isLoading && (
          <Panel aria-labelledby="secret-docs">
            <h2 id="secret-docs">Secret to Wealth Documents</h2>
            <CardBody>
              <p>Your private wealth documents are kept with your business documents, in their own panel.</p>
              <div>
                <Button variant="secondary" onClick={() => navigate(foreign(platform, 'documents'))}>
                  Open Business Documents
                </Button>
              </div>
            </CardBody>
          </Panel>
        )}
      </Stack>
      <OrderedListAdmin
        list={list}
        table="elite_books"
        items={rows}
        orderKey="order_id"
        getLabel={(b) => b.title}
        reorderTitle="Re-order Books"
        deleteTitle="Delete Book?"
        deleteMessage={(b) => deleteBookMessage(b.title)}
        renderForm={({ isOpen, item, onClose }) => <BookFormModal isOpen={isOpen} book={item} onClose={onClose} />}
      />
    </>
  );
}
