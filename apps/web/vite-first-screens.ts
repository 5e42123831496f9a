import path from 'node:path';
import { createServer, type Plugin, type Rollup } from 'vite';

type FirstScreenRender = 'renderAuthRoot' | 'renderMainShellRoot';

/**
 * The screen `/` shows first, by whether the visitor has a session, per copy of index.html:
 * `source`, its module, is loaded lazily (lazy-pages.ts), so without a hint the browser learns of
 * it only once the entry has run; `render`, the export of src/app/first-screen.tsx that renders
 * the copy's `#root` at build time: the auth screen, which has no per-player data, and the main
 * screen's shell, which leaves the player's own parts blank.
 */
export const FIRST_SCREENS = {
  'index.signed-out.html': { source: 'src/features/auth/AuthScreen.tsx', render: 'renderAuthRoot' },
  'index.signed-in.html': {
    source: 'src/app/layout/MainScreen.tsx',
    render: 'renderMainShellRoot',
  },
} as const satisfies Record<string, { source: string; render: FirstScreenRender }>;

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
  const screen = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(source)));
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

/** The page's `#root` (the last element of its body), and the comment on it, replaced by `root`. */
export function withRoot(html: string, root: string): string {
  const found = /(<!--(?:(?!-->)[\s\S])*-->\s*)?<div id="root"/.exec(html);
  const end = html.lastIndexOf('</body>');
  if (!found || end < found.index) throw new Error('index.html has no #root before </body>');
  return `${html.slice(0, found.index)}${root}\n  ${html.slice(end)}`;
}

/** The element after `#root` that each copy's first paint waits for (withWholeRoot). */
const ROOT_END_ID = 'root-end';

/**
 * The page with its first paint held until `#root` is parsed whole. The browser may paint a page
 * it is still parsing: a prerendered screen painted half parsed and then whole moves (its card is
 * centred), a layout shift. `<link rel="expect">` holds rendering until its target is in the
 * document; Chromium lets go at the target's start tag, so the target is an empty element after
 * `#root`. Browsers without `rel="expect"` ignore the link.
 */
export function withWholeRoot(html: string): string {
  const rootEnd = html.lastIndexOf('</body>');
  if (rootEnd === -1) throw new Error('index.html has no </body>');
  const held = `${html.slice(0, rootEnd).trimEnd()}\n    <template id="${ROOT_END_ID}"></template>\n  ${html.slice(rootEnd)}`;
  return held.replace(
    /\n\s*<\/head>/,
    `\n    <link rel="expect" href="#${ROOT_END_ID}" blocking="render">\n  </head>`,
  );
}

/**
 * The page with each of the build's stylesheets that it links written into it instead: the page
 * then paints with its own bytes, without waiting for another request. The link stays, disabled
 * (neither fetched nor applied): Vite's preload helper looks for it before the first lazy chunk
 * runs, and without it fetched the stylesheet again and waited for it.
 */
export function withInlineStyles(html: string, bundle: Rollup.OutputBundle, base: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g,
    (link: string, href: string) => {
      const asset = bundle[href.slice(base.length)];
      if (asset?.type !== 'asset') throw new Error(`No stylesheet ${href} in the build`);
      const css = String(asset.source);
      if (/<\/style/i.test(css)) throw new Error(`${href} holds </style>`);
      return `${link.replace(/>$/, ' disabled>')}<style>${css}</style>`;
    },
  );
}

/**
 * A `#root` rendered by React from the app's own modules (`render`, an export of
 * src/app/first-screen.tsx), loaded through a Vite server that is closed again at once.
 */
export async function renderFirstScreenRoot(
  root: string,
  render: FirstScreenRender,
): Promise<string> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/app/first-screen.tsx')) as Record<
      FirstScreenRender,
      () => Promise<string>
    >;
    return await module[render]();
  } finally {
    await server.close();
  }
}

/**
 * Writes a copy of `index.html` per first screen (FIRST_SCREENS) that also preloads that screen's
 * chunks, so they download beside the entry instead of after it. Each copy also holds its screen,
 * rendered at build time (FIRST_SCREENS' `render`), and its CSS: it paints before any script arrives.
 * React hydrates the auth screen and renders the main screen afresh over its shell (main.tsx).
 * The server sends the copy that matches the request (a session cookie or not); index.html
 * itself, and so the initial JS budget, stays as it is.
 */
export function firstScreens(): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'coinwave-first-screens',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      for (const [fileName, { source, render }] of Object.entries(FIRST_SCREENS)) {
        const files = screenPreloads(bundle, source);
        if (files.length === 0) this.error(`No chunk for the first screen ${source}`);
        const page = withPreloads(String(index.source), files, base);
        const prerendered = await renderFirstScreenRoot(root, render);
        this.emitFile({
          type: 'asset',
          fileName,
          source: withInlineStyles(withWholeRoot(withRoot(page, prerendered)), bundle, base),
        });
      }
    },
  };
}

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `from` imports statically, transitively, itself included. */
export function staticReach(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Rolldown's chunk groups: what the entry imports in one chunk, and each first screen's modules
 * (FIRST_SCREENS), less the entry's, in one chunk; a module both screens use goes with the auth
 * screen. The default split gave the auth screen ten small chunks and the main screen sixteen; on
 * HTTP/1.1 a page fetches six files at a time, so that cost three round trips on a slow link. The
 * signed-out page now loads four scripts and the signed-in page five (the entry's own file is a
 * few hundred bytes), each in one round trip; the main screen also loads the auth screen's few
 * kilobytes.
 */
export function firstScreenChunks(root: string) {
  let reach: { entry: Set<string>; auth: Set<string>; main: Set<string> } | undefined;
  const reachOf = (graph: ModuleGraph) =>
    (reach ??= {
      entry: staticReach(graph, path.join(root, 'src/app/main.tsx')),
      auth: staticReach(graph, path.join(root, FIRST_SCREENS['index.signed-out.html'].source)),
      main: staticReach(graph, path.join(root, FIRST_SCREENS['index.signed-in.html'].source)),
    });
  /** The group of one screen's modules that the entry does not import. */
  const screenGroup = (screen: 'auth' | 'main', priority: number) => ({
    name: (id: string, graph: ModuleGraph) => {
      const modules = reachOf(graph);
      return modules[screen].has(id) && !modules.entry.has(id) ? screen : null;
    },
    priority,
  });
  /**
   * Every module the entry imports statically, in one chunk: split up by what else imports each
   * part, they made four more small files (the JSX runtime, React Query's hooks...), and on
   * HTTP/1.1 a page fetches six at a time.
   */
  const entryGroup = {
    name: (id: string, graph: ModuleGraph) => (reachOf(graph).entry.has(id) ? 'app' : null),
    priority: 3,
  };
  return {
    // A captured module's imports stay where they are: the entry's stay with the entry.
    includeDependenciesRecursively: false,
    groups: [entryGroup, screenGroup('auth', 2), screenGroup('main', 1)],
  };
}
