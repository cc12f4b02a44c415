import type { Plugin } from 'vite';

/** A public screen: a pattern of the paths that show it, the source modules it renders first, and its words. */
export interface Screen {
  path: string;
  modules: string[];
  /** Its translation namespaces: src/locales/{language}/{namespace}.json. */
  words: readonly string[];
}

interface AppShellOptions {
  /** Screens whose chunks load ahead of the entry's run, by path (route preloading). */
  screens: Screen[];
  /** Modules whose chunks belong to the app shell (precached by the service worker). */
  offline: string[];
  /** The translation namespaces every page needs before its first frame. */
  shellWords: readonly string[];
  /** The languages the app speaks; the first is the one read when the visitor has chosen none. */
  languages: readonly string[];
  /**
   * Each language's value of <html lang>, which the server sets from the visitor's choice: cheaper
   * to read than the language cookie itself (a cookie read waits on the browser process).
   */
  htmlLangs: Readonly<Record<string, string>>;
}

/**
 * Two build steps over the finished bundle:
 * - the app shell: the entry chunk, the offline screens' chunks, everything they import statically
 *   and their CSS. The service worker precaches only these, not every route's chunk (charts,
 *   onboarding and admin stay out of a visitor's first download);
 * - route preloading: a small script in index.html (external: the CSP allows no inline script) that
 *   adds modulepreload links for the chunks of the public screen at the current path, and for the
 *   words of the shell and of that screen in the visitor's language (from <html lang>), so
 *   they download alongside the entry instead of after it has run. On a page that arrives with its
 *   first screen drawn by the server (docs/decisions/023, `<html data-first-screen>`), the server
 *   holds the app's own script and preloads back (`data-held`), and this script adds them, with
 *   the route's, once that screen has been painted: the page paints from HTML and CSS without the
 *   app's code competing for the phone's bandwidth, and the code follows at once.
 */
export function appShell({
  screens,
  offline,
  shellWords,
  languages,
  htmlLangs,
}: AppShellOptions): Plugin & { files: Set<string> } {
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
      const chunksOf = (modules: string[]) => {
        const chunks = new Set<string>();
        for (const module of modules) {
          const chunk = chunkOf(module);
          if (chunk) closure(chunk, chunks, false);
        }
        return [...chunks].filter((file) => !preloaded.has(file));
      };
      const wordsOf = (namespaces: readonly string[]) =>
        Object.fromEntries(
          languages.map((language) => [
            language,
            chunksOf(namespaces.map((namespace) => `src/locales/${language}/${namespace}.json`)),
          ]),
        );
      const routes = screens.map(({ path, modules, words }) => [path, chunksOf(modules), wordsOf(words)]);
      // r: [path pattern, code chunks, {language: word chunks}]; w: the shell's word chunks by
      // language; h: the language of each <html lang>.
      const byHtmlLang = Object.fromEntries(languages.map((language) => [htmlLangs[language], language]));
      const script =
        `(function(){var r=${JSON.stringify(routes)},w=${JSON.stringify(wordsOf(shellWords))},p=location.pathname,` +
        `h=${JSON.stringify(byHtmlLang)},g=h[document.documentElement.lang]||${JSON.stringify(languages[0])};` +
        // Each preload costs the main thread a moment to start (about half a millisecond on a fast
        // machine, four times that on a phone), and a page asks for twenty or more: they go out in
        // slices of a few milliseconds, each its own task, so starting them never blocks a tap.
        'var q=[];function a(f){for(var j=0;j<f.length;j++)q.push(f[j])}' +
        'function d(){var t=performance.now();while(q.length&&performance.now()-t<4){var o=q.shift();' +
        "if(typeof o!='string'){o.rel='modulepreload';continue}var l=document.createElement('link');" +
        "l.rel='modulepreload';l.crossOrigin='';l.href='/'+o;document.head.appendChild(l)}if(q.length)setTimeout(d)}" +
        // The tags the server held back, made live: the entry anew at once (a script element that was
        // not run when parsed never runs), its links by their relation, first in the queue.
        "function u(){document.querySelectorAll('[data-held]').forEach(function(o){var n;if(o.src){" +
        "n=document.createElement('script');n.type='module';n.crossOrigin='';n.src=o.src;o.replaceWith(n)}" +
        'else q.push(o)})}' +
        'function s(){u();a(w[g]);for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){a(r[i][1]);a(r[i][2][g]);break}d()}' +
        // After the first frame, once parsed (this async script may run before or after that): a
        // frame callback runs just before the frame is painted, a timer after it.
        "if(!document.documentElement.hasAttribute('data-first-screen'))s();else{var f=function(){" +
        "requestAnimationFrame(function(){setTimeout(s)})};document.readyState=='loading'?addEventListener('DOMContentLoaded',f):f()}})();";
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
