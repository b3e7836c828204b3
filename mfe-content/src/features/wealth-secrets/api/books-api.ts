import type { Tables } from 'shared-ui';
import { orderedContentApi, orderedListEndpoints } from '../../../lib/ordered-content-api';

/** A row of `elite_books` (spec 1): cover is a path in the public book-covers bucket or an absolute URL. */
export type Book = Tables<'elite_books'>;

/** The book series, in order_id (admins add, edit, delete and re-order; every signed-in user reads). */
export const booksApi = orderedContentApi.injectEndpoints({
  endpoints: (build) => {
    const books = orderedListEndpoints(build, 'elite_books');
    return { getBooks: books.list, addBook: books.create, updateBook: books.update };
  },
});

export const { useGetBooksQuery, useAddBookMutation, useUpdateBookMutation } = booksApi;
