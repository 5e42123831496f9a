// Lighthouse (mobile profile, simulated throttling) on `/`, `/auth` and a game table, against the
// built production server:
// `pnpm --filter @coinwave/web measure:lighthouse [--no-build] [--runs N] [--against DIR]`
// (N runs: each figure is the median). `--against DIR` also measures another build of the web app
// (its dist folder, e.g. one built from an earlier commit with `vite build --outDir DIR`), page by
// page in turn with this one, and prints its table too: a change's effect, in figures that move
// with the machine's load, is the difference between two builds measured in the same minutes.
// Builds (unless --no-build), starts apps/api/dist/server.js on its own port and temp DATA_DIR
// (@coinwave/local-server, stopped at the end), registers a player in the browser for the signed-in page, and prints a table
// with the targets in README's Measuring. Nothing is downloaded: Debian's Chromium drives both tools.
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort, startBuiltServer } from '@coinwave/local-server';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { CURRENT_USER_KEY } from '../src/lib/current-user';
import { INITIAL_JS_BUDGET_KB, measureInitialJs, toKb } from './initial-js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Each page's full Lighthouse report (JSON) is kept here for a closer look. */
const reportDir = path.join(tmpdir(), 'coinwave-lighthouse-reports');
const TARGET = { score: 95, lcpMs: 2000, cls: 0.05, tbtMs: 150 };

interface Row {
  page: string;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
}

async function audit(
  page: string,
  url: string,
  port: number,
  keepStorage: boolean,
  reportPrefix: string,
): Promise<Row> {
  const run = () =>
    lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The signed-in page needs the session cookie and the stored user set up before it.
      disableStorageReset: keepStorage,
    });
  let result = await run();
  // Now and then the browser's trace of a load misses its start (NO_NAVSTART): Lighthouse asks
  // for another run, and gets one, once.
  if (result?.lhr.runtimeError) result = await run();
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const report = path.join(
    reportDir,
    `${reportPrefix}${page.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`,
  );
  writeFileSync(report, JSON.stringify(lhr));
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
  };
}

/** Each figure's median over the runs of one page (the score too). */
function median(rows: Row[]): Row {
  const mid = (pick: (r: Row) => number) => {
    const sorted = rows.map(pick).sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
  };
  return {
    page: rows[0]!.page,
    score: Math.round(mid((r) => r.score)),
    lcpMs: mid((r) => r.lcpMs),
    cls: mid((r) => r.cls),
    tbtMs: mid((r) => r.tbtMs),
    fcpMs: mid((r) => r.fcpMs),
  };
}

/**
 * Registers a new player from a page that loads none of the app, stores it where the app looks,
 * and clears the HTTP cache (the signed-in audit keeps storage, so nothing else would), so that
 * audit starts cold like the others.
 */
async function signIn(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(async (userKey) => {
    const name = `lh${Date.now().toString(36)}`;
    const response = await fetch('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: name,
        email: `${name}@example.com`,
        password: 'lighthouse-pass-1',
      }),
    });
    if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
    localStorage.setItem(userKey, JSON.stringify(await response.json()));
  }, CURRENT_USER_KEY);
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await page.close();
}

/**
 * Forgets the previous run's player (session cookie and stored user): Lighthouse's storage reset
 * keeps both, which would make the next signed-out audits those of a signed-in player.
 */
async function signOut(context: BrowserContext, base: string): Promise<void> {
  await context.clearCookies();
  const page = await context.newPage();
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(() => localStorage.clear());
  await page.close();
}

/**
 * The table of one build: each page's medians, and with several runs each run's TBT too (the
 * figure that moves most with the machine's load).
 */
function printTable(runs: Row[][], build: string): boolean {
  const rows = runs.map(median);
  const each = runs[0]!.length > 1;
  const pass = (r: Row) =>
    r.score >= TARGET.score &&
    r.lcpMs < TARGET.lcpMs &&
    r.cls < TARGET.cls &&
    r.tbtMs < TARGET.tbtMs;
  console.log(
    `\nLighthouse mobile, ${build} (targets: score >= ${TARGET.score}, LCP < ${TARGET.lcpMs / 1000} s, CLS < ${TARGET.cls}, TBT < ${TARGET.tbtMs} ms)`,
  );
  console.log(
    `| page | score | LCP | CLS | TBT | FCP | targets |${each ? ' TBT of each run |' : ''}`,
  );
  console.log(`|---|---|---|---|---|---|---|${each ? '---|' : ''}`);
  rows.forEach((r, page) => {
    const tbts = runs[page]!.map((run) => `${Math.round(run.tbtMs)}`).join(' / ');
    console.log(
      `| ${r.page} | ${r.score} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${(r.fcpMs / 1000).toFixed(2)} s | ${pass(r) ? 'met' : 'MISSED'} |${each ? ` ${tbts} ms |` : ''}`,
    );
  });
  return rows.every(pass);
}

/**
 * One run of the three pages on the server at `base`, in the browser behind `port`; each full
 * report goes to reportDir, its name starting with `reportPrefix`.
 */
async function auditPages(
  context: BrowserContext,
  base: string,
  port: number,
  reportPrefix: string,
): Promise<Row[]> {
  await signOut(context, base);
  const home = await audit('/', `${base}/`, port, false, reportPrefix);
  const auth = await audit('/auth', `${base}/auth`, port, false, reportPrefix);
  await signIn(context, base);
  const table = await audit(
    'game table (/?play=slots)',
    `${base}/?play=slots`,
    port,
    true,
    reportPrefix,
  );
  return [home, auth, table];
}

function optionValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  if (at === -1) return undefined;
  const value = process.argv[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} takes a value`);
  return value;
}

async function main(): Promise<void> {
  const runs = Number(optionValue('--runs') ?? 1);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs');
  const against = optionValue('--against');
  if (against !== undefined && !existsSync(path.join(against, 'index.html')))
    throw new Error(`--against ${against}: no built web app (index.html) there`);
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync(
      'pnpm',
      [
        'turbo',
        'run',
        'build',
        '--filter=@coinwave/web',
        '--filter=@coinwave/api',
        '--output-logs=errors-only',
      ],
      { cwd: root, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('The build failed');
  }
  mkdirSync(reportDir, { recursive: true });
  const initial = measureInitialJs(path.join(root, 'apps/web/dist'));
  const debugPort = await freePort();
  const builds: { name: string; server: Awaited<ReturnType<typeof startBuiltServer>> }[] = [];
  const profile = mkdtempSync(path.join(tmpdir(), 'coinwave-lighthouse-chromium-'));
  try {
    const tempPrefix = 'coinwave-lighthouse-';
    builds.push({ name: 'this build', server: await startBuiltServer({ tempPrefix }) });
    if (against !== undefined)
      builds.push({
        name: `the build in ${against}`,
        server: await startBuiltServer({
          tempPrefix,
          env: { WEB_DIST_DIR: path.resolve(against) },
        }),
      });
    // A persistent context is the browser's default one, which Lighthouse's tab shares: the
    // session set up below is what the signed-in audit sees.
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [`--remote-debugging-port=${debugPort}`, ...CHROMIUM_ARGS],
    });
    try {
      // samples[build][page]: each run measures every build in turn, so all see the same minutes.
      const samples: Row[][][] = builds.map(() => [[], [], []]);
      for (let run = 0; run < runs; run++)
        for (const [index, { server }] of builds.entries()) {
          const rows = await auditPages(
            context,
            server.base,
            debugPort,
            index === 0 ? '' : 'against-',
          );
          rows.forEach((row, page) => samples[index]![page]!.push(row));
        }
      if (runs > 1) console.log(`\nMedian of ${runs} runs per page.`);
      const met = builds.map(({ name }, index) => printTable(samples[index]!, name)).shift()!;
      console.log(
        `Initial JS: ${toKb(initial.gzipBytes)} KB gzip (budget ${INITIAL_JS_BUDGET_KB} KB)`,
      );
      console.log(`Full reports: ${reportDir}`);
      if (!met) process.exitCode = 1;
    } finally {
      await context.close();
    }
  } finally {
    for (const { server } of builds) await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
