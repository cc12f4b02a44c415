import type { Plugin } from 'vite';

/** A public screen: a pattern of the paths that show it, and the source modules it renders first. */
export interface Screen {
  path: string;
  modules: string[];
}

interface AppShellOptions {
  /** Screens whose chunks load ahead of the entry's run, by path (route preloading). */
  screens: Screen[];
  /** Modules whose chunks belong to the app shell (precached by the service worker). */
  offline: string[];
}

/**
 * Two build steps over the finished bundle:
 * - the app shell: the entry chunk, the offline screens' chunks, everything they import statically
 *   and their CSS. The service worker precaches only these, not every route's chunk (charts,
 *   onboarding and admin stay out of a visitor's first download);
 * - route preloading: a small script in index.html (external: the CSP allows no inline script) that
 *   adds modulepreload links for the chunks of the public screen at the current path, so they
 *   download alongside the entry instead of after it has run.
 */
export function appShell({ screens, offline }: AppShellOptions): Plugin & { files: Set<string> } {
  const files = new Set<string>();
  return {
    name: 'kataar-app-shell',
    apply: 'build',
    enforce: 'post',
    files,
    generateBundle(_options, bundle) {
      files.clear();
      const outputs = Object.values(bundle);
      const byName = new Map(outputs.map((output) => [output.fileName, output]));
      const closure = (fileName: string, into: Set<string>, withCss: boolean) => {
        const chunk = byName.get(fileName);
        if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return into;
        into.add(fileName);
        if (withCss) for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
        for (const imported of chunk.imports) closure(imported, into, withCss);
        return into;
      };
      const endsWith = (id: string | null | undefined, module: string) => id?.replaceAll('\\', '/').endsWith(module);
      // The chunk a module starts, else the shared chunk it was merged into (a component that some
      // screens import statically and one loads on demand has no chunk of its own).
      const chunkOf = (module: string) =>
        (
          outputs.find((output) => output.type === 'chunk' && endsWith(output.facadeModuleId, module)) ??
          outputs.find((output) => output.type === 'chunk' && output.moduleIds.some((id) => endsWith(id, module)))
        )?.fileName;
      const entry = outputs.find((output) => output.type === 'chunk' && output.isEntry)?.fileName;
      if (!entry) return;

      for (const module of offline) {
        const chunk = chunkOf(module);
        if (chunk) closure(chunk, files, true);
      }
      closure(entry, files, true);

      const preloaded = closure(entry, new Set(), false);
      const routes = screens.map(({ path, modules }) => {
        const screenFiles = new Set<string>();
        for (const module of modules) {
          const chunk = chunkOf(module);
          if (chunk) closure(chunk, screenFiles, false);
        }
        return [path, [...screenFiles].filter((file) => !preloaded.has(file))];
      });
      const script =
        `(function(){var r=${JSON.stringify(routes)},p=location.pathname;` +
        'for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){for(var j=0;j<r[i][1].length;j++){' +
        "var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+r[i][1][j];" +
        'document.head.appendChild(l)}break}})();';
      const preloadFile = this.getFileName(this.emitFile({ type: 'asset', name: 'route-preload.js', source: script }));
      files.add(preloadFile);
      const html = bundle['index.html'];
      if (html?.type === 'asset') {
        html.source = String(html.source).replace(
          '<script type="module"',
          `<script async src="/${preloadFile}"></script>\n    <script type="module"`,
        );
      }
    },
  };
}
