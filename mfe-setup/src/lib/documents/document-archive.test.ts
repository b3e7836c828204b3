import { unzipSync } from 'fflate';
import { archiveNames, zipFiles } from './document-archive';

describe('the documents archive', () => {
  it('puts each document in its section folder and numbers a repeated name', () => {
    expect(
      archiveNames([
        { document_type: 'Standard_Corporate', document_name: 'EIN letter.pdf', file_url: 'u/1_ein.pdf' },
        { document_type: 'Standard_Corporate', document_name: 'EIN letter.pdf', file_url: 'u/2_ein.pdf' },
        { document_type: 'Bank_Statements', document_name: 'a/b:c.pdf', file_url: 'u/3.pdf' },
        { document_type: 'Press Releases', document_name: '', file_url: 'u/4_logo.docx' },
      ]),
    ).toEqual([
      'Standard Corporate/EIN letter.pdf',
      'Standard Corporate/EIN letter (2).pdf',
      'Financial Documents/a_b_c.pdf',
      'Marketing & PR/4_logo.docx',
    ]);
  });

  it('zips every file with its bytes unchanged', async () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    const zip = await zipFiles([
      { name: 'Standard Corporate/a.pdf', bytes: bytes('%PDF-1.4 a') },
      { name: 'Financial Documents/b.pdf', bytes: bytes('%PDF-1.4 b') },
    ]);
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(['Financial Documents/b.pdf', 'Standard Corporate/a.pdf']);
    expect(new TextDecoder().decode(files['Standard Corporate/a.pdf'])).toBe('%PDF-1.4 a');
  });
});
