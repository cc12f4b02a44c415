import { readFile, stat } from 'node:fs/promises';

// Each pattern takes the tag's own indentation and line break with it, so removal leaves no gap.
/** A meta or link tag, whose attribute values may hold '>' inside quotes. */
const TAG = /[ \t]*<(?:meta|link)\b(?:[^>"']|"[^"]*"|'[^']*')*>[ \t]*(?:\r?\n)?/gi;
const TITLE = /[ \t]*<title\b[^>]*>[\s\S]*?<\/title\s*>[ \t]*(?:\r?\n)?/gi;
/** Meta tags the server writes per page, so copies in the built file would contradict them. */
const MANAGED_META =
  /\b(?:name|property)\s*=\s*(["']?)(?:description|robots|og:[^"'\s>]*|twitter:[^"'\s>]*)\1(?=[\s/>])/i;
const CANONICAL = /\brel\s*=\s*(["']?)canonical\1(?=[\s/>])/i;

interface Split {
  mtimeMs: number;
  size: number;
  /** Everything before the point where a page's tags go, and everything after it. */
  before: string;
  after: string;
}

/** Stands where the first replaced tag stood (a private-use character, never in a built page). */
const MARK = '\uE000';

/**
 * Cuts the built index.html where the page's tags go (where its <title> was, else just before
 * </head>), without the tags they replace.
 */
export function splitTemplate(html: string): Pick<Split, 'before' | 'after'> {
  const managed = (tag: string) => (/^\s*<meta/i.test(tag) ? MANAGED_META.test(tag) : CANONICAL.test(tag));
  const marked = html.replace(TITLE, MARK).replace(TAG, (tag) => (managed(tag) ? MARK : tag));
  let at = marked.indexOf(MARK);
  if (at === -1) {
    const headEnd = marked.search(/<\/head\s*>/i);
    at = headEnd === -1 ? 0 : marked.lastIndexOf('\n', headEnd) + 1;
  }
  return {
    before: `${marked.slice(0, at).replaceAll(MARK, '')}    `,
    after: `\n${marked.slice(at).replaceAll(MARK, '')}`,
  };
}

/**
 * The web app's index.html held in memory and re-read when the file changes (a rebuild under a
 * running server shows up on the next page view; one stat per view is the whole cost).
 */
export class IndexTemplate {
  private split: Split | undefined;

  constructor(private readonly file: string) {}

  async render(headTags: string): Promise<string> {
    const info = await stat(this.file);
    let split = this.split;
    if (!split || split.mtimeMs !== info.mtimeMs || split.size !== info.size) {
      split = { mtimeMs: info.mtimeMs, size: info.size, ...splitTemplate(await readFile(this.file, 'utf8')) };
      this.split = split;
    }
    return `${split.before}${headTags}${split.after}`;
  }
}
