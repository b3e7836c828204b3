import { panelOf, type BusinessDocument } from './document-panels';

/**
 * "Download all": one zip of the owner's documents, built in the browser. Why there and not in an edge function:
 * the owner already reads each file of their folder straight from Storage with their own session (nothing to log,
 * no service key), a function would pull every byte through itself under its memory and time limits and then send
 * them again, and the browser's copy is what is saved anyway. The zip is made with fflate (MIT, no dependencies,
 * maintained), loaded only when the button is used (a `lazy-` chunk: no screen's first load carries it). PDFs and
 * Word files are compressed already, so entries are stored (level 0): fast, and the archive is the files' size.
 */

/** Each document's path in the archive: `<panel title>/<name>`, a repeated name numbered (`name (2).pdf`). */
export function archiveNames(docs: readonly Pick<BusinessDocument, 'document_type' | 'document_name' | 'file_url'>[]): string[] {
  const used = new Set<string>();
  return docs.map((doc) => {
    const raw = (doc.document_name || doc.file_url.split('/').pop() || 'document').replace(/[\\/:*?"<>|]+/g, '_');
    const folder = panelOf(doc.document_type).title.replace(/[\\/:*?"<>|]+/g, '_');
    const dot = raw.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [raw.slice(0, dot), raw.slice(dot)] : [raw, ''];
    let name = `${folder}/${raw}`;
    for (let n = 2; used.has(name.toLowerCase()); n += 1) name = `${folder}/${stem} (${n})${ext}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/** The zip of these files (name -> bytes), stored entries. */
export async function zipFiles(files: readonly { name: string; bytes: Uint8Array }[]): Promise<Uint8Array> {
  const { zipSync } = await import(/* webpackChunkName: "lazy-fflate" */ 'fflate');
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const file of files) entries[file.name] = [file.bytes, { level: 0 }];
  return zipSync(entries);
}
