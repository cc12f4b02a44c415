import { spawnSync } from 'node:child_process';
import { pbkdf2 } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogOutput } from './log-output';

describe('the server log output', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  /** A file open like standard output is: a descriptor ready from the start. */
  const logFile = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kataar-log-'));
    dirs.push(dir);
    const file = path.join(dir, 'out.log');
    return { file, dest: openSync(file, 'a') };
  };
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };

  it('keeps short lines back, then writes every line, in order, on release', () => {
    const { file, dest } = logFile();
    const log = createLogOutput({ dest });
    const lines = Array.from({ length: 50 }, (_, i) => `{"n":${i},"msg":"नमस्ते \\"quoted\\""}\n`);
    for (const line of lines) log.stream.write(line);
    expect(read(file)).toBe('');
    log.release(500);
    expect(read(file)).toBe(lines.join(''));
  });

  it('has every line written when release returns, even while the background threads are busy', async () => {
    const { file, dest } = logFile();
    const log = createLogOutput({ dest });
    // Slow work on every thread of Node's pool: a write handed to the background now would wait.
    const busy = Array.from(
      { length: 8 },
      () => new Promise((resolve) => pbkdf2('secret', 'salt', 400_000, 32, 'sha512', resolve)),
    );
    log.stream.write('last words\n');
    log.release(500);
    expect(read(file)).toBe('last words\n');
    await Promise.all(busy);
  });

  it('hands a full batch on at once, without waiting for the timer or release', async () => {
    const { file, dest } = logFile();
    const log = createLogOutput({ dest });
    const line = `${'x'.repeat(999)}\n`;
    for (let i = 0; i < 20; i++) log.stream.write(line);
    // Written before the timer (every 250 ms) could have done it.
    await vi.waitFor(() => expect(read(file).length).toBeGreaterThanOrEqual(16 * 1024), { timeout: 200, interval: 5 });
    log.release(500);
    expect(read(file)).toBe(line.repeat(20));
  });

  it('writes what a quiet server holds within a moment, and drops lines after release', async () => {
    const { file, dest } = logFile();
    const log = createLogOutput({ dest });
    log.stream.write('one\n');
    await vi.waitFor(() => expect(read(file)).toBe('one\n'), { timeout: 2000, interval: 20 });
    log.release(500);
    expect(log.stream.write('late\n')).toBe(false);
    expect(read(file)).toBe('one\n');
  });

  it('writes the gathered lines when the process exits without a release', () => {
    const { file } = logFile();
    const module = fileURLToPath(new URL('./log-output.ts', import.meta.url));
    const script = [
      `import { openSync } from 'node:fs';`,
      `import { createLogOutput } from ${JSON.stringify(module)};`,
      `const log = createLogOutput({ dest: openSync(${JSON.stringify(file)}, 'a') });`,
      `log.stream.write('gathered\\n');`,
      `process.exit(3);`,
    ].join('\n');
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    expect(child.status).toBe(3);
    expect(read(file)).toBe('gathered\n');
  });
});
