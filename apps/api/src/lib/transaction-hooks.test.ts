import { describe, expect, it } from 'vitest';
import type { Executor } from '../db/client';
import { createTransactionHooks } from './transaction-hooks';

const tx = {} as Executor;

describe('transaction hooks', () => {
  it('runs every listener in the order they registered, one at a time', async () => {
    const hooks = createTransactionHooks<number>();
    const seen: string[] = [];
    hooks.on(async (_tx, n) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`a${n}`);
    });
    hooks.on(async (_tx, n) => void seen.push(`b${n}`));
    await hooks.emit(tx, 1);
    expect(seen).toEqual(['a1', 'b1']);
  });

  it('passes a listener failure to the caller, so the transaction rolls back', async () => {
    const hooks = createTransactionHooks<string>();
    hooks.on(async () => {
      throw new Error('listener failed');
    });
    await expect(hooks.emit(tx, 'x')).rejects.toThrow('listener failed');
  });
});
