import { Fragment } from 'react';

const START = '\uE000';
const STOP = '\uE001';

/** Splits text marked with U+E000 ... U+E001 (search_portal's highlights) into plain and matched parts. */
export function splitMarked(text: string): { text: string; matched: boolean }[] {
  const parts: { text: string; matched: boolean }[] = [];
  for (const [i, chunk] of text.split(START).entries()) {
    const stop = i === 0 ? -1 : chunk.indexOf(STOP);
    if (stop < 0) {
      if (chunk) parts.push({ text: chunk.split(STOP).join(''), matched: false });
      continue;
    }
    if (stop > 0) parts.push({ text: chunk.slice(0, stop), matched: true });
    const rest = chunk
      .slice(stop + 1)
      .split(STOP)
      .join('');
    if (rest) parts.push({ text: rest, matched: false });
  }
  return parts;
}

/** Marks every word of `text` that starts with one of `words` (the screens' matches, found in the browser). */
export function markWords(text: string, words: readonly string[]): string {
  if (words.length === 0) return text;
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => (words.some((w) => word.toLowerCase().startsWith(w)) ? `${START}${word}${STOP}` : word));
}

/** Marked text as React text nodes and <mark>: server text is never parsed as HTML. */
export function Marked({ text }: { text: string }) {
  return (
    <>{splitMarked(text).map((part, i) => (part.matched ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>))}</>
  );
}
