import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

/** 'a.b.c' for every string leaf of a locale file. */
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

const namespaces = [...new Set(Object.keys(files).map((path) => path.split('/')[2]!))];

describe('locale files', () => {
  it.each(namespaces)('%s has the same keys in English and Hindi', (file) => {
    const english = files[`./en/${file}`];
    const hindi = files[`./hi/${file}`];
    expect(english, `en/${file} is missing`).toBeDefined();
    expect(hindi, `hi/${file} is missing`).toBeDefined();
    expect(keysOf(hindi!).sort()).toEqual(keysOf(english!).sort());
  });

  it.each(namespaces)('%s has no empty text', (file) => {
    for (const language of ['en', 'hi']) {
      const tree = files[`./${language}/${file}`] ?? {};
      const empty = keysOf(tree).filter((key) => {
        const value = key
          .split('.')
          .reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, `${language}/${file}`).toEqual([]);
    }
  });
});
