/** RFC 5545 §3.1: a content line is at most 75 octets before its line break. */
const LINE_OCTETS = 75;
const utf8 = new TextEncoder();

/**
 * A calendar file with its long lines folded at 75 octets, as RFC 5545 asks. The `ics` package
 * folds at 75 characters, so a line holding Hindi (three octets a letter) could run to over 200
 * octets, which strict calendar readers cut or refuse. Its folds are undone and the lines folded
 * again by octets, never inside a character: a continuation line starts with one space.
 */
export function foldByOctets(ics: string): string {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');
}

function foldLine(line: string): string {
  if (utf8.encode(line).length <= LINE_OCTETS) return line;
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8.encode(character).length;
    // Continuation lines give one octet to their leading space.
    const room = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > room) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}
