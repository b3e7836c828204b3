import { useState } from 'react';
import { usePlatform } from 'shared-ui';
import { Form, FormTextField, useForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { FileInput, objectPath, useUpload } from 'shared-ui/upload';
import { validateBook } from '../book-rules';
import { useAddBookMutation, useUpdateBookMutation, type Book } from '../api/books-api';

/** The form's values: the book's own columns (the cover is chosen beside the form). */
type BookValues = Pick<Book, 'title' | 'path'>;

export interface BookFormModalProps {
  book: Book | null;
  isOpen: boolean;
  onClose: () => void;
}

const rule = (key: 'title' | 'path') => (_: unknown, values: BookValues) => validateBook({ ...values, cover: null })[key] ?? true;

/** Add Book / Edit Book (spec 1): title and Download URL required, the cover optional (images only). */
export function BookFormModal({ book, isOpen, onClose }: BookFormModalProps) {
  const { toast } = usePlatform();
  const [create] = useAddBookMutation();
  const [update] = useUpdateBookMutation();
  const { upload, progress, status } = useUpload();
  const [cover, setCover] = useState<File | null>(null);
  const form = useForm<BookValues>({ values: { title: book?.title ?? '', path: book?.path ?? '' } });

  const close = () => {
    setCover(null);
    onClose();
  };

  const save = async ({ title, path }: BookValues) => {
    let coverPath = book?.cover ?? null;
    if (cover) {
      ({ path: coverPath } = await upload(cover, {
        bucket: 'book-covers',
        path: objectPath('book_covers', cover.name),
        accept: 'image/*',
      }));
    }
    const row = { title: title.trim(), path: path.trim(), cover: coverPath };
    return book ? update({ id: book.id, changes: row }).unwrap() : create(row).unwrap();
  };

  return (
    <Modal isOpen={isOpen} onClose={close} title={book ? 'Edit Book' : 'Add Book'}>
      <Form
        form={form}
        aria-label={book ? 'Edit Book' : 'Add Book'}
        submitLabel={book ? 'Update Book' : 'Add Book'}
        busyLabel={status === 'uploading' ? `Uploading cover... ${Math.round(progress * 100)}%` : 'Saving...'}
        onSubmit={save}
        onSuccess={() => {
          toast.success(book ? 'Book updated' : 'Book added');
          close();
        }}
        onCancel={close}
      >
        <FormTextField form={form} name="title" label="Title" rules={{ required: 'Title is required', validate: rule('title') }} />
        <FormTextField
          form={form}
          name="path"
          label="Download URL"
          type="url"
          placeholder="https://"
          rules={{ required: 'Download URL is required', validate: rule('path') }}
        />
        <FileInput
          label="Cover image"
          bucket="book-covers"
          accept="image/*"
          hint={book?.cover ? 'Optional: leave empty to keep the current cover.' : 'Optional: an image up to 5 MB.'}
          files={cover ? [cover] : []}
          onFilesChange={(files) => setCover(files[0] ?? null)}
          progress={status === 'uploading' ? Math.round(progress * 100) : undefined}
          progressLabel="Cover upload progress"
        />
      </Form>
    </Modal>
  );
}
