/** A row of `elite_books` (spec 1): cover is a path in the public book-covers bucket or an absolute URL. */
export interface Book {
  id: string;
  title: string;
  path: string;
  cover: string | null;
  order_id: number;
}
