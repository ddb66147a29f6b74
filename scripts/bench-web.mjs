import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildIfStale } from './build-if-stale.mjs';

// `npm run bench:web` (issue 15): Lighthouse's mobile preset on the three public pages a visitor lands on,
// three runs each, medians printed against the aims (score ≥ 95, CLS ≤ 0.02, LCP ≤ 2.0 s, JS ≤ 170 KB
// compressed). The production bundle runs on a fresh embedded database with the demo data.

const root = resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const AIMS = { score: 95, cls: 0.02, lcpMs: 2000, jsKb: 170 };

const freePort = () =>
  new Promise((res) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });

async function startServer() {
  buildIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'sewa-bench-web-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [resolve(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: origin,
      // As deployed (deploy/): React's production build renders the pages the server renders (ADR 0029).
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${origin}/runtime-config.js`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first listing's detail page, as a visitor reaches it from the list. */
async function firstDetailPath(origin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/propertylist`);
    const link = page.locator('a[href*="/property-detail/"]').first();
    await link.waitFor({ timeout: 30_000 });
    return new URL(await link.getAttribute('href'), origin).pathname;
  } finally {
    await browser.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const { audits, categories, runtimeError } = result.lhr;
  // A run Lighthouse could not finish (its score is null) is not a measurement: the caller runs another.
  if (categories.performance.score === null) return { error: runtimeError?.code ?? 'no score' };
  const scripts = audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    score: Math.round(categories.performance.score * 100),
    cls: audits['cumulative-layout-shift'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    // What else the score weighs, printed so a low score says where it comes from.
    fcpMs: audits['first-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    siMs: audits['speed-index'].numericValue,
    jsKb: (scripts?.transferSize ?? 0) / 1024,
  };
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const pages = ['/homepage', '/propertylist', await firstDetailPath(server.origin)];
  console.log(
    `Lighthouse mobile preset, ${RUNS} runs each, medians (aims: score ≥ ${AIMS.score}, CLS ≤ ${AIMS.cls}, LCP ≤ ${AIMS.lcpMs} ms, JS ≤ ${AIMS.jsKb} KB)`,
  );
  console.log(
    'page                       score    CLS     LCP ms   JS KB (compressed)   FCP ms  TBT ms   SI ms  (runs)',
  );
  for (const path of pages) {
    const runs = [];
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
      const run = await measure(`${server.origin}${path}`, chrome.port);
      if (run.error) console.log(`  ${path}: a run failed (${run.error}); running another`);
      else runs.push(run);
    }
    if (runs.length < RUNS) throw new Error(`${path}: only ${runs.length} of ${RUNS} runs finished`);
    const m = {
      score: median(runs.map((r) => r.score)),
      cls: median(runs.map((r) => r.cls)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      jsKb: median(runs.map((r) => r.jsKb)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      siMs: median(runs.map((r) => r.siMs)),
    };
    const ms = (x) => String(Math.round(x)).padStart(7);
    const flag = (ok) => (ok ? ' ' : '!');
    console.log(
      `${path.padEnd(26)} ${String(m.score).padStart(5)}${flag(m.score >= AIMS.score)} ${m.cls.toFixed(3).padStart(6)}${flag(m.cls <= AIMS.cls)} ${String(Math.round(m.lcpMs)).padStart(7)}${flag(m.lcpMs <= AIMS.lcpMs)} ${m.jsKb.toFixed(1).padStart(7)}${flag(m.jsKb <= AIMS.jsKb)}            ${ms(m.fcpMs)} ${ms(m.tbtMs)} ${ms(m.siMs)}  (${runs.map((r) => r.score).join(', ')})`,
    );
  }
  console.log("('!' marks a figure outside its aim)");
} finally {
  chrome.kill();
  server.stop();
}
