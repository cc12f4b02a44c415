import path from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * After the browser's build, builds the server's render of the first screen
 * (src/app/first-screen.server.tsx, docs/decisions/023) from the same config into `dist-server`: a
 * Node module the API imports to draw home, listing and profile pages into their HTML. One build
 * command makes both, so the markup never comes from other sources than the app it stands for.
 */
export function firstScreen({ entry, outDir }: { entry: string; outDir: string }): Plugin {
  let root = '';
  let configFile: string | false | undefined;
  let logLevel: 'info' | 'warn' | 'error' | 'silent' | undefined;
  let written = false;
  return {
    name: 'kataar-first-screen',
    apply: (config, env) => env.command === 'build' && !env.isSsrBuild && config.mode !== 'test',
    configResolved(config) {
      root = config.root;
      configFile = config.configFile ?? false;
      logLevel = config.logLevel;
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      if (!written) return;
      await build({
        root,
        configFile,
        logLevel,
        // The browser's files (icons, fonts, banners) are the browser build's; the server needs none.
        publicDir: false,
        build: { ssr: entry, outDir: path.resolve(root, outDir), emptyOutDir: true, sourcemap: false },
      });
    },
  };
}
