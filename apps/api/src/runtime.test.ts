import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The project carries its own Node.js (the `node` package, first on the PATH of every npm script),
// so the tests must run on it and not on whatever older Node the machine has.
describe('runtime', () => {
  it('runs on the Node.js major the project declares in engines', () => {
    const rootManifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    const declaredMajor = /(\d+)\./.exec(rootManifest.engines.node)?.[1];
    expect(declaredMajor).toBe('24');
    expect(process.versions.node.split('.')[0]).toBe(declaredMajor);
    expect(process.versions.node).toBe(rootManifest.devDependencies.node);
  });
});
