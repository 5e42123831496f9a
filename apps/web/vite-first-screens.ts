import type { Plugin, Rollup } from 'vite';

/**
 * The screen `/` shows first, by whether the visitor has a session: its module is loaded lazily
 * (lazy-pages.ts), so without a hint the browser learns of it only once the entry has run.
 */
export const FIRST_SCREENS = {
  'index.signed-out.html': 'src/features/auth/AuthScreen.tsx',
  'index.signed-in.html': 'src/app/layout/MainScreen.tsx',
} as const;

/** A chunk's file and every chunk it imports statically, transitively, in load order. */
export function staticClosure(bundle: Rollup.OutputBundle, fileName: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== 'chunk') return;
    seen.add(name);
    chunk.imports.forEach(visit);
  };
  visit(fileName);
  return [...seen];
}

/**
 * The chunks to preload for the screen whose source ends with `source`: its chunk and the chunks it
 * imports, less the ones the entry's HTML already loads. Empty when no chunk has that source.
 */
export function screenPreloads(bundle: Rollup.OutputBundle, source: string): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const screen = chunks.find((c) => c.facadeModuleId?.endsWith(source));
  if (!screen) return [];
  const loaded = new Set(
    chunks.filter((c) => c.isEntry).flatMap((c) => staticClosure(bundle, c.fileName)),
  );
  return staticClosure(bundle, screen.fileName).filter((file) => !loaded.has(file));
}

/** `index.html` with a `<link rel="modulepreload">` for each file, at the end of its head. */
export function withPreloads(html: string, files: readonly string[], base: string): string {
  const links = files
    .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`)
    .join('');
  return html.replace(/\n\s*<\/head>/, `\n${links}  </head>`);
}

/**
 * Writes a copy of `index.html` per first screen (FIRST_SCREENS) that also preloads that screen's
 * chunks, so they download beside the entry instead of after it. The server sends the copy that
 * matches the request (a session cookie or not); index.html itself, and so the initial JS budget,
 * stays as it is.
 */
export function firstScreens(): Plugin {
  let base = '/';
  return {
    name: 'coinwave-first-screens',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      for (const [fileName, source] of Object.entries(FIRST_SCREENS)) {
        const files = screenPreloads(bundle, source);
        if (files.length === 0) this.error(`No chunk for the first screen ${source}`);
        this.emitFile({
          type: 'asset',
          fileName,
          source: withPreloads(String(index.source), files, base),
        });
      }
    },
  };
}
