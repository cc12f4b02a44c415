// Made on first use, not at module load: this module is in every page's first script, and a
// browser's first plural rules load locale data on the main thread while the page starts.
let rules: Intl.PluralRules | undefined;

/** A count with its noun in the right number: (1, 'provider') → '1 provider', (4, 'provider') → '4 providers'. */
export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${n} ${(rules ??= new Intl.PluralRules('en-IN')).select(n) === 'one' ? one : many}`;
