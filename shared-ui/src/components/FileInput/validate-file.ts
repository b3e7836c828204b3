export const MB = 1024 * 1024;

/** The kind of file an `accept` string allows: '.pdf,.doc,.docx', 'application/pdf', 'image/*'. */
function tokens(accept: string | undefined): string[] {
  return (accept ?? '').split(',').map((t) => t.trim().toLowerCase()).filter(Boolean);
}

/** Whether the file matches `accept` by extension, exact MIME type or MIME wildcard. Empty accept allows all. */
export function isAcceptedType(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  const list = tokens(accept);
  if (list.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  return list.some((t) => {
    if (t.startsWith('.')) return name.endsWith(t);
    if (t.endsWith('/*')) return type.startsWith(t.slice(0, -1));
    return type === t;
  });
}

/** Human text for `accept`: '.pdf,.doc,.docx' → 'PDF, DOC, DOCX'; 'image/*' → 'image files'. */
export function describeAccept(accept: string | undefined): string {
  return tokens(accept)
    .map((t) => (t.startsWith('.') ? t.slice(1).toUpperCase() : t.endsWith('/*') ? `${t.slice(0, -2)} files` : (t.split('/')[1] ?? t).toUpperCase()))
    .join(', ');
}

/** '512 B', '1.5 KB', '10 MB', '12.5 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] = bytes < MB ? [bytes / 1024, 'KB'] : [bytes / MB, 'MB'];
  return `${Number(value.toFixed(1))} ${unit}`;
}

export interface FileRules {
  accept?: string;
  maxSizeBytes?: number;
}

/** Null when the file may be used, otherwise the message to show. */
export function validateFile(file: Pick<File, 'name' | 'type' | 'size'>, { accept, maxSizeBytes }: FileRules): string | null {
  if (!isAcceptedType(file, accept)) {
    return `"${file.name}" is not an accepted file type. Choose ${describeAccept(accept)}.`;
  }
  if (maxSizeBytes !== undefined && file.size > maxSizeBytes) {
    return `"${file.name}" is too large (${formatBytes(file.size)}). The limit is ${formatBytes(maxSizeBytes)}.`;
  }
  return null;
}

/** The default hint for a file field: 'PDF, DOC, DOCX up to 10 MB'. */
export function describeRules({ accept, maxSizeBytes }: FileRules): string | undefined {
  const types = describeAccept(accept);
  const size = maxSizeBytes !== undefined ? `up to ${formatBytes(maxSizeBytes)}` : '';
  return [types, size].filter(Boolean).join(' ') || undefined;
}
