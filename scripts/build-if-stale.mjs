// Builds the web app and/or the API server only when a build is missing or older than what it is
// built from, so `npm start` starts at once after the first time. Usage:
//   node scripts/build-if-stale.mjs [web] [api]     (both when none is named)
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What each build reads (folders are walked) and the file it writes last. */
const targets = {
  web: {
    inputs: ['apps/web', 'packages/shared/src', 'package-lock.json'],
    output: 'apps/web/dist/index.html',
    workspace: 'apps/web',
  },
  api: {
    inputs: [
      'apps/api/src',
      'apps/api/scripts/build.mjs',
      'apps/api/package.json',
      'packages/shared/src',
      'package-lock.json',
    ],
    output: 'apps/api/dist/server.js',
    workspace: 'apps/api',
  },
};

// Tests and build outputs do not change what a build produces.
const skipped = (name) =>
  name === 'node_modules' || name === 'dist' || name === 'dist-server' || /\.test\.tsx?$/.test(name);

function newestMtime(file) {
  const info = statSync(file);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(file)) {
    if (!skipped(entry)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  }
  return newest;
}

function builtAt(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/** Runs the build of each named target whose output is missing or stale; throws if one fails. */
export function buildIfStale(names = Object.keys(targets)) {
  for (const name of names) {
    const target = targets[name];
    if (!target) throw new Error(`unknown build "${name}"; expected ${Object.keys(targets).join(' or ')}`);
    const built = builtAt(path.join(root, target.output));
    const changed = Math.max(...target.inputs.map((input) => newestMtime(path.join(root, input))));
    if (built >= changed) continue;
    console.log(
      `Building ${target.workspace} (${built < 0 ? 'no build yet' : 'sources changed since the last build'})`,
    );
    const run = spawnSync('npm', ['run', 'build', '--silent', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (run.status !== 0) throw new Error(`the ${target.workspace} build failed`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildIfStale(process.argv.length > 2 ? process.argv.slice(2) : undefined);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
