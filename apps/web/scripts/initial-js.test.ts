import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { initialScripts, measureInitialJs } from './initial-js';

const html = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
<link rel="stylesheet" crossorigin href="/assets/index-c.css">
<link rel="icon" href="/favicon.svg">
</head><body><script>inline()</script></body></html>`;

describe('initialScripts', () => {
  it('lists the entry module and the modulepreloads, not styles, icons or inline scripts', () => {
    expect(initialScripts(html)).toEqual(['/assets/index-a.js', '/assets/vendor-b.js']);
  });
});

describe('measureInitialJs', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('adds up the gzipped size of every initial script', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'initial-js-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), html);
    const a = 'export const a = 1;'.repeat(50);
    const b = 'random text that compresses less: 0123456789abcdef';
    writeFileSync(path.join(dist, 'assets', 'index-a.js'), a);
    writeFileSync(path.join(dist, 'assets', 'vendor-b.js'), b);
    writeFileSync(path.join(dist, 'assets', 'index-c.css'), 'body{}'.repeat(1000));
    const expected = gzipSync(a, { level: 9 }).length + gzipSync(b, { level: 9 }).length;
    expect(measureInitialJs(dist)).toEqual({
      files: [
        { file: '/assets/index-a.js', gzipBytes: gzipSync(a, { level: 9 }).length },
        { file: '/assets/vendor-b.js', gzipBytes: gzipSync(b, { level: 9 }).length },
      ],
      gzipBytes: expected,
    });
  });
});
