import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { screenPreloads, staticClosure, withPreloads } from './vite-first-screens';

/** A bundle of chunks: name -> [source module, static imports, is the entry]. */
function bundleOf(
  chunks: Record<string, [source: string, imports: string[], isEntry?: boolean]>,
): Rollup.OutputBundle {
  const bundle: Record<string, unknown> = {
    'index.html': { type: 'asset', fileName: 'index.html', source: '' },
  };
  for (const [fileName, [source, imports, isEntry = false]] of Object.entries(chunks))
    bundle[fileName] = { type: 'chunk', fileName, facadeModuleId: source, imports, isEntry };
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
