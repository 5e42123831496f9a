import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The initial-JS budget: what a first visit downloads before any screen, gzipped. */
export const INITIAL_JS_BUDGET_KB = 110;

/**
 * The scripts a first visit loads before anything renders: the entry `<script type="module">`
 * and every `<link rel="modulepreload">` of the built index.html, in document order.
 */
export function initialScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    const isEntry = tag.startsWith('<script') && attr('type') === 'module' && attr('src');
    const isPreload = tag.startsWith('<link') && attr('rel') === 'modulepreload' && attr('href');
    if (isEntry) found.push(attr('src')!);
    else if (isPreload) found.push(attr('href')!);
  }
  return found;
}

export interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/** Gzips (level 9) each initial script of a built dist folder and adds them up. */
export function measureInitialJs(distDir: string): InitialJs {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = initialScripts(html).map((src) => ({
    file: src,
    gzipBytes: gzipSync(readFileSync(path.join(distDir, src)), { level: 9 }).length,
  }));
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** 1 KB = 1024 bytes, one decimal. */
export const toKb = (bytes: number): string => (bytes / 1024).toFixed(1);
