import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  firstScreenChunks,
  screenPreloads,
  staticClosure,
  staticReach,
  withInlineStyles,
  withPreloads,
  withRoot,
  withWholeRoot,
} from './vite-first-screens';

/** A bundle of chunks: name -> [source module, static imports, is the entry]. */
function bundleOf(
  chunks: Record<string, [source: string, imports: string[], isEntry?: boolean]>,
): Rollup.OutputBundle {
  const bundle: Record<string, unknown> = {
    'index.html': { type: 'asset', fileName: 'index.html', source: '' },
  };
  for (const [fileName, [source, imports, isEntry = false]] of Object.entries(chunks))
    bundle[fileName] = { type: 'chunk', fileName, moduleIds: [source], imports, isEntry };
  return bundle as Rollup.OutputBundle;
}

const bundle = bundleOf({
  'assets/index.js': ['/app/src/main.tsx', ['assets/react.js'], true],
  'assets/react.js': ['/app/node_modules/react/index.js', []],
  'assets/Auth.js': ['/app/src/features/auth/AuthScreen.tsx', ['assets/api.js', 'assets/react.js']],
  'assets/api.js': ['/app/src/lib/api.ts', ['assets/schema.js']],
  'assets/schema.js': ['/app/packages/contract/index.js', ['assets/api.js']],
  'assets/Main.js': ['/app/src/app/layout/MainScreen.tsx', ['assets/api.js']],
});

describe('first-screen preloads', () => {
  it('follows static imports transitively, each file once, through cycles', () => {
    expect(staticClosure(bundle, 'assets/Auth.js')).toEqual([
      'assets/Auth.js',
      'assets/api.js',
      'assets/schema.js',
      'assets/react.js',
    ]);
  });

  it("preloads a screen's chunks except those the entry already loads", () => {
    expect(screenPreloads(bundle, 'src/features/auth/AuthScreen.tsx')).toEqual([
      'assets/Auth.js',
      'assets/api.js',
      'assets/schema.js',
    ]);
    expect(screenPreloads(bundle, 'src/app/layout/MainScreen.tsx')).toEqual([
      'assets/Main.js',
      'assets/api.js',
      'assets/schema.js',
    ]);
    expect(screenPreloads(bundle, 'src/features/missing/Nothing.tsx')).toEqual([]);
  });

  it('adds one modulepreload link per file at the end of the head', () => {
    const html = '<html>\n  <head>\n    <title>x</title>\n  </head>\n  <body></body>\n</html>';
    expect(withPreloads(html, ['assets/a.js', 'assets/b.js'], '/')).toBe(
      '<html>\n  <head>\n    <title>x</title>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/a.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/b.js">\n' +
        '  </head>\n  <body></body>\n</html>',
    );
  });
});

describe('the prerendered signed-out page', () => {
  const page =
    '<html>\n  <head>\n    <link rel="stylesheet" crossorigin href="/assets/app.css">\n  </head>\n' +
    '  <body>\n    <!-- the loading screen -->\n    <div id="root">\n      <p>Loading…</p>\n    </div>\n  </body>\n</html>';

  it('replaces #root, and the comment on it, with the rendered root', () => {
    expect(
      withRoot(page, '<div id="root" data-prerendered="auth"><main>Sign in</main></div>'),
    ).toBe(
      '<html>\n  <head>\n    <link rel="stylesheet" crossorigin href="/assets/app.css">\n  </head>\n' +
        '  <body>\n    <div id="root" data-prerendered="auth"><main>Sign in</main></div>\n  </body>\n</html>',
    );
    expect(() => withRoot('<html><body></body></html>', '<div id="root"></div>')).toThrow(/#root/);
  });

  it('holds the first paint until #root is parsed whole', () => {
    expect(withWholeRoot(page)).toBe(
      '<html>\n  <head>\n    <link rel="stylesheet" crossorigin href="/assets/app.css">\n' +
        '    <link rel="expect" href="#root-end" blocking="render">\n  </head>\n' +
        '  <body>\n    <!-- the loading screen -->\n    <div id="root">\n      <p>Loading…</p>\n    </div>\n' +
        '    <template id="root-end"></template>\n  </body>\n</html>',
    );
    expect(() => withWholeRoot('<html><head></head></html>')).toThrow(/<\/body>/);
  });

  it("writes the build's stylesheet into the page, its link left disabled", () => {
    const withCss = (source: string) =>
      ({ 'assets/app.css': { type: 'asset', fileName: 'assets/app.css', source } }) as never;
    const html = withInlineStyles(page, withCss('body{color:red}'), '/');
    expect(html).toContain('<style>body{color:red}</style>');
    // Neither fetched nor applied: it tells Vite's preload helper the stylesheet is on the page.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      expect.stringMatching(/ href="\/assets\/app\.css" disabled>$/),
    ]);
    expect(() => withInlineStyles(page, {} as never, '/')).toThrow(/No stylesheet/);
    expect(() => withInlineStyles(page, withCss('a{}</style><script>'), '/')).toThrow(/<\/style>/);
  });
});

describe('first-screen chunks', () => {
  const graph = {
    imports: {
      '/app/src/app/main.tsx': ['/app/src/app/router.tsx', '/nm/react.js'],
      '/app/src/app/router.tsx': ['/nm/react.js'],
      '/app/src/features/auth/AuthScreen.tsx': ['/app/src/lib/api.ts', '/nm/react.js'],
      '/app/src/lib/api.ts': ['/nm/typebox.js', '/app/src/features/auth/AuthScreen.tsx'],
      '/app/src/app/layout/MainScreen.tsx': ['/app/src/lib/api.ts', '/nm/icons.js'],
    } as Record<string, string[]>,
    getModuleInfo(id: string) {
      return { importedIds: this.imports[id] ?? [] };
    },
  };

  it('follows static imports, through cycles', () => {
    expect([...staticReach(graph, '/app/src/features/auth/AuthScreen.tsx')].sort()).toEqual([
      '/app/src/features/auth/AuthScreen.tsx',
      '/app/src/lib/api.ts',
      '/nm/react.js',
      '/nm/typebox.js',
    ]);
  });

  it("puts the entry's modules in one chunk, and each first screen's others in one, shared ones with auth", () => {
    const { groups, includeDependenciesRecursively } = firstScreenChunks('/app');
    const byPriority = [...groups].sort((a, b) => b.priority - a.priority);
    const chunkOf = (id: string) =>
      byPriority.reduce<string | null>((chunk, group) => chunk ?? group.name(id, graph), null);
    expect(chunkOf('/app/src/app/main.tsx')).toBe('app');
    expect(chunkOf('/app/src/app/router.tsx')).toBe('app');
    expect(chunkOf('/nm/react.js')).toBe('app');
    expect(chunkOf('/app/src/features/auth/AuthScreen.tsx')).toBe('auth');
    expect(chunkOf('/app/src/lib/api.ts')).toBe('auth');
    expect(chunkOf('/nm/typebox.js')).toBe('auth');
    expect(chunkOf('/app/src/app/layout/MainScreen.tsx')).toBe('main');
    expect(chunkOf('/nm/icons.js')).toBe('main');
    expect(chunkOf('/nm/unused.js')).toBeNull();
    expect(includeDependenciesRecursively).toBe(false);
  });
});
