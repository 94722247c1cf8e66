/**
 * Web performance benchmark of the landing page (npm run bench:web).
 *
 * 1. Builds the app (npm run build; BENCH_SKIP_BUILD=1 measures the existing dist/web).
 * 2. Starts the real server and loads /en and /de in the system Chromium with an empty cache,
 *    recording every JavaScript and CSS response until the app has hydrated the page and the
 *    network is quiet; their bodies are compressed here with gzip
 *    (level 9) and brotli (quality 11), the sizes a precompressing server or CDN would send.
 * 3. Runs Lighthouse 12 (default config: mobile form factor, simulated throttling,
 *    performance category only) against /en, LIGHTHOUSE_RUNS times (default 3), and reports
 *    the median score and the median LCP, TBT and CLS.
 *
 * Prints a table with PASS/FAIL against the targets, writes bench/results/web.json, and exits
 * 0 whatever the figures are: it measures, it does not gate.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromiumPath, launchBrowser } from '../e2e/support/browser';
import { freePort, removeDir, startServer, type RunningServer } from '../e2e/support/server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = path.join(ROOT, 'bench/results/web.json');
const LANGUAGES = ['en', 'de'] as const;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { landingJsKb: 150, performanceScore: 95 };
// The flags from docs (STACK.md) for the system Chromium in a container.
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const kb = (bytes: number) => bytes / 1024;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Asset {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  brotli: number;
}

interface AssetTotals {
  files: number;
  rawKb: number;
  gzipKb: number;
  brotliKb: number;
}

function totals(assets: Asset[]): AssetTotals {
  const sum = (key: 'raw' | 'gzip' | 'brotli') => round(kb(assets.reduce((n, a) => n + a[key], 0)));
  return { files: assets.length, rawKb: sum('raw'), gzipKb: sum('gzip'), brotliKb: sum('brotli') };
}

function build() {
  if (process.env.BENCH_SKIP_BUILD === '1') {
    console.log('BENCH_SKIP_BUILD=1: measuring the existing dist/web');
    return;
  }
  console.log('building the web app (npm run build) ...');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`npm run build failed with exit code ${result.status}`);
}

/** JS and CSS the page loads until the network is quiet, with an empty cache. */
async function landingAssets(server: RunningServer, lang: string) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const pending: Promise<Asset | undefined>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      const kind =
        type === 'script' || contentType.includes('javascript')
          ? 'js'
          : type === 'stylesheet' || contentType.includes('text/css')
            ? 'css'
            : undefined;
      if (!kind || response.status() !== 200) return;
      pending.push(
        response.body().then(
          (body) => ({
            url: new URL(response.url()).pathname,
            kind,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            brotli: brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }).length,
          }),
          () => undefined,
        ),
      );
    });
    await page.goto(`${server.url}/${lang}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
    // The prerendered page loads the app after its first paint: count what the running,
    // hydrated page has loaded once the network is quiet again.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    const assets = (await Promise.all(pending)).filter((a): a is Asset => a !== undefined);
    return assets.sort((a, b) => b.raw - a.raw);
  } finally {
    await browser.close();
  }
}

/** Chromium with a remote debugging port for Lighthouse, which drives it over CDP. */
async function launchDebuggableChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-chromium-'));
  const child: ChildProcess = spawn(
    chromiumPath(),
    [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('Chromium did not open its remote debugging port');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await removeDir(profile);
    },
  };
}

interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Lighthouse's biggest estimated savings (opportunity audits), largest first. */
  opportunities: { id: string; title: string; savingsMs: number }[];
}

async function lighthouseRuns(url: string): Promise<LighthouseRun[]> {
  const runs: LighthouseRun[] = [];
  for (let i = 1; i <= RUNS; i++) {
    // A fresh browser per run, so no run profits from the cache of the one before.
    const chromium = await launchDebuggableChromium();
    try {
      const result = await lighthouse(url, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const run = {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: round(metric('cumulative-layout-shift'), 3),
        fcpMs: Math.round(metric('first-contentful-paint')),
        speedIndexMs: Math.round(metric('speed-index')),
        opportunities: Object.values(lhr.audits)
          .flatMap((audit) => {
            const details = audit.details as
              { type?: string; overallSavingsMs?: number } | undefined;
            return details?.type === 'opportunity' && (details.overallSavingsMs ?? 0) > 0
              ? [
                  {
                    id: audit.id,
                    title: audit.title,
                    savingsMs: Math.round(details.overallSavingsMs!),
                  },
                ]
              : [];
          })
          .sort((a, b) => b.savingsMs - a.savingsMs)
          .slice(0, 5),
      };
      console.log(
        `lighthouse run ${i}/${RUNS}: score ${run.score}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}`,
      );
      runs.push(run);
    } finally {
      await chromium.stop();
    }
  }
  return runs;
}

async function main() {
  const startedAt = new Date();
  build();
  const server = await startServer({ LOG_LEVEL: 'warn' });
  try {
    const landing: Record<string, { js: AssetTotals; css: AssetTotals; files: Asset[] }> = {};
    for (const lang of LANGUAGES) {
      const assets = await landingAssets(server, lang);
      landing[lang] = {
        js: totals(assets.filter((a) => a.kind === 'js')),
        css: totals(assets.filter((a) => a.kind === 'css')),
        files: assets,
      };
    }
    // Is the server compressing? Lighthouse sees what the server really sends.
    const entry = landing.en!.files.find((a) => a.kind === 'js');
    const probe = entry
      ? await fetch(`${server.url}${entry.url}`, { headers: { 'accept-encoding': 'br, gzip' } })
      : undefined;
    const served = probe?.headers.get('content-encoding') ?? 'none';
    await probe?.arrayBuffer();

    const url = `${server.url}/en`;
    console.log(
      `running Lighthouse ${RUNS} times against ${url} (mobile, simulated throttling) ...`,
    );
    const runs = await lighthouseRuns(url);
    const lighthouseMedian = {
      score: median(runs.map((r) => r.score)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      speedIndexMs: median(runs.map((r) => r.speedIndexMs)),
    };

    const jsGzip = Math.max(...LANGUAGES.map((l) => landing[l]!.js.gzipKb));
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    const targets = {
      landingJsGzipKb: {
        target: `<= ${TARGETS.landingJsKb}`,
        value: jsGzip,
        pass: jsGzip <= TARGETS.landingJsKb,
      },
      performanceScore: {
        target: `>= ${TARGETS.performanceScore}`,
        value: lighthouseMedian.score,
        pass: lighthouseMedian.score >= TARGETS.performanceScore,
      },
    };

    const rows: [string, string, string, string][] = [
      ['metric', 'en', 'de', 'target'],
      [
        'landing JS, gzip KB',
        String(landing.en!.js.gzipKb),
        String(landing.de!.js.gzipKb),
        `${targets.landingJsGzipKb.target}  ${verdict(targets.landingJsGzipKb.pass)}`,
      ],
      [
        'landing JS, brotli KB',
        String(landing.en!.js.brotliKb),
        String(landing.de!.js.brotliKb),
        '',
      ],
      ['landing JS, raw KB', String(landing.en!.js.rawKb), String(landing.de!.js.rawKb), ''],
      ['landing JS files', String(landing.en!.js.files), String(landing.de!.js.files), ''],
      ['landing CSS, gzip KB', String(landing.en!.css.gzipKb), String(landing.de!.css.gzipKb), ''],
      [
        'landing CSS, brotli KB',
        String(landing.en!.css.brotliKb),
        String(landing.de!.css.brotliKb),
        '',
      ],
      [
        `Lighthouse performance (mobile, median of ${runs.length})`,
        String(lighthouseMedian.score),
        '-',
        `${targets.performanceScore.target}  ${verdict(targets.performanceScore.pass)}`,
      ],
      ['  LCP ms', String(lighthouseMedian.lcpMs), '-', ''],
      ['  TBT ms', String(lighthouseMedian.tbtMs), '-', ''],
      ['  CLS', String(lighthouseMedian.cls), '-', ''],
      ['  FCP ms', String(lighthouseMedian.fcpMs), '-', ''],
      ['  Speed Index ms', String(lighthouseMedian.speedIndexMs), '-', ''],
    ];
    const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c]!.length)));
    console.log('');
    for (const [i, row] of rows.entries()) {
      console.log(
        row
          .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
          .join('  '),
      );
      if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    }
    console.log(`\nthe server sends JS with content-encoding: ${served}`);
    console.log('Lighthouse opportunities (first run, estimated savings):');
    for (const item of runs[0]?.opportunities ?? [])
      console.log(`  ${item.id}: ${item.savingsMs} ms`);
    console.log('largest JS files on /en (raw / gzip KB):');
    for (const file of landing.en!.files.filter((a) => a.kind === 'js').slice(0, 5)) {
      console.log(`  ${file.url}  ${round(kb(file.raw))} / ${round(kb(file.gzip))}`);
    }

    await mkdir(path.dirname(RESULTS), { recursive: true });
    await writeFile(
      RESULTS,
      JSON.stringify(
        {
          date: startedAt.toISOString(),
          machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
          landing,
          serverContentEncoding: served,
          lighthouse: {
            url,
            formFactor: 'mobile',
            throttling: 'simulated',
            runs,
            median: lighthouseMedian,
          },
          targets,
        },
        null,
        2,
      ) + '\n',
    );
    console.log(`\nresults written to ${path.relative(ROOT, RESULTS)}`);
  } finally {
    await server.stop();
    await removeDir(server.dataDir);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
