import { bookButtonLabel, deleteBookMessage, validateBook } from './book-rules';

describe('book rules', () => {
  const valid = { title: 'Blueprint', path: 'https://example.com/book.pdf', cover: null };

  it('requires a title and a Download URL that is a URL', () => {
    expect(validateBook(valid)).toEqual({});
    expect(validateBook({ ...valid, title: '' }).title).toBe('Title is required');
    expect(validateBook({ ...valid, path: '' }).path).toBe('Download URL is required');
    expect(validateBook({ ...valid, path: 'not a url' }).path).toBe('Enter a valid URL (https://...)');
  });

  it('takes only an image as cover', () => {
    expect(validateBook({ ...valid, cover: new File(['x'], 'c.png', { type: 'image/png' }) })).toEqual({});
    expect(validateBook({ ...valid, cover: new File(['x'], 'c.pdf', { type: 'application/pdf' }) }).cover).toBeDefined();
  });

  it('labels the first card Download and the others Subscribe', () => {
    expect([0, 1, 2].map(bookButtonLabel)).toEqual(['Download', 'Subscribe', 'Subscribe']);
  });

  it('asks with the exact confirmation text', () => {
    expect(deleteBookMessage('Blueprint')).toBe('Are you sure you want to delete "Blueprint"? This action cannot be undone.');
  });
});
