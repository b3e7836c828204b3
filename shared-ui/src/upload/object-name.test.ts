import { MAX_OBJECT_FILE_NAME, objectPath, safeFileName } from './object-name';

describe('objectPath', () => {
  it('is the folder, the timestamp and the name with whitespace as underscores', () => {
    expect(objectPath('training_videos/videos', 'My first video.mp4', 1700)).toBe('training_videos/videos/1700_My_first_video.mp4');
    expect(objectPath('book_covers/', 'cover.png', 5)).toBe('book_covers/5_cover.png');
    expect(objectPath('u1', 'My Articles / final.pdf', 1700000000000)).toBe('u1/1700000000000_My_Articles_final.pdf');
  });

  it('keeps no separator, traversal, accent or character a storage key should not hold', () => {
    expect(safeFileName('a/b\\c.png')).toBe('a_b_c.png');
    expect(safeFileName('../../etc/passwd')).toBe('etc_passwd');
    expect(safeFileName('Invoice #12 (final).pdf')).toBe('Invoice_12_final_.pdf');
    expect(safeFileName('Résumé.docx')).toBe('Resume.docx');
    expect(safeFileName('報告.pdf')).toBe('file.pdf');
    expect(safeFileName('a\u0000b\u202e.pdf')).toBe('a_b_.pdf');
  });

  it('names a file that has nothing left "file"', () => {
    expect(safeFileName('   ')).toBe('file');
    expect(safeFileName('...')).toBe('file');
    expect(safeFileName('.hidden')).toBe('file.hidden');
    expect(objectPath('emojis', '', 1)).toBe('emojis/1_file');
  });

  it('bounds a long name and keeps its extension', () => {
    const name = safeFileName(`${'x'.repeat(5000)}.pdf`);
    expect(name).toHaveLength(MAX_OBJECT_FILE_NAME);
    expect(name.endsWith('x.pdf')).toBe(true);
  });

  it('is always one plain segment below the folder', () => {
    for (const hostile of ['..', '/', '\\', ' . ', '\u0000', 'a/../b', '.hidden', '-', 'ok.pdf']) {
      expect(objectPath('u1', hostile, 1)).toMatch(/^u1\/1_[A-Za-z0-9][A-Za-z0-9._-]*$/);
    }
  });
});
