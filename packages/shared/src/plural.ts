const rules = new Intl.PluralRules('en-IN');

/** A count with its noun in the right number: (1, 'provider') → '1 provider', (4, 'provider') → '4 providers'. */
export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${n} ${rules.select(n) === 'one' ? one : many}`;
