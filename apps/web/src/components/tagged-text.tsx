import type { ReactNode } from 'react';

/**
 * A translated sentence with one part marked `<tag>…</tag>` (a link, a bold figure), drawn with
 * that part wrapped. It replaces react-i18next's `Trans`, which under Preact drops the marked
 * part's words; translators still see and move the part within the whole sentence.
 */
export function TaggedText({ text, tag, wrap }: { text: string; tag: string; wrap: (part: string) => ReactNode }) {
  const match = new RegExp(`^(.*)<${tag}>(.*)</${tag}>(.*)$`, 's').exec(text);
  if (!match) return <>{text}</>;
  return (
    <>
      {match[1]}
      {wrap(match[2] ?? '')}
      {match[3]}
    </>
  );
}
