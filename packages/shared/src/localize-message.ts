/**
 * Server and validation messages are written once, in English (the contract), and translated by
 * looking the English sentence up in a catalog. A catalog key is either a whole sentence or a
 * template whose `{name}` holes match any text ('You are number {position}' → 'आप {position} नंबर पर हैं'),
 * so messages built with values need no change where they are built.
 * A message the catalog does not know stays in English rather than disappearing.
 */
export type MessageCatalog = Readonly<Record<string, string>>;
export type LocalizeMessage = (message: string) => string;

const HOLE = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  /** Characters of the template outside its holes: the more, the more specific the template. */
  literal: number;
  pattern: RegExp;
  holes: string[];
  translation: string;
}

function compileTemplate(english: string, translation: string): Template {
  const holes: string[] = [];
  let source = '';
  let last = 0;
  for (const match of english.matchAll(HOLE)) {
    source += escapeRegExp(english.slice(last, match.index));
    source += '(.+?)';
    holes.push(match[1] ?? '');
    last = (match.index ?? 0) + match[0].length;
  }
  source += escapeRegExp(english.slice(last));
  const literal = english.replace(HOLE, '').length;
  return { literal, pattern: new RegExp(`^${source}$`, 's'), holes, translation };
}

export function createMessageLocalizer(catalog: MessageCatalog): LocalizeMessage {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [english, translation] of Object.entries(catalog)) {
    if (/\{\w+\}/.test(english)) templates.push(compileTemplate(english, translation));
    else exact.set(english, translation);
  }
  // 'You are number {n}.' would swallow 'You are number {n}, about {wait}.': the longer one goes first,
  // so the catalog's order (which area's file is spread first) never decides the translation.
  templates.sort((a, b) => b.literal - a.literal);
  return (message) => {
    const whole = exact.get(message);
    if (whole !== undefined) return whole;
    for (const template of templates) {
      const match = template.pattern.exec(message);
      if (!match) continue;
      const values = new Map(template.holes.map((hole, i) => [hole, match[i + 1] ?? '']));
      return template.translation.replace(HOLE, (_, hole: string) => values.get(hole) ?? '');
    }
    return message;
  };
}
