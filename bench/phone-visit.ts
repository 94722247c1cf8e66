/**
 * One measured page visit on a throttled phone (bench/phone.ts): the time from navigation
 * until the page's first <h1> is on screen, the bytes transferred until then and the number
 * of sequential round trips before it; and the time until the app is ready (the
 * heading now comes with the HTML, the app's code after it).
 */
import type { BrowserContext, CDPSession } from 'playwright-core';

/** Lighthouse's mobile profile ("slow 4G" and a mid-range phone's CPU). */
export const MOBILE_PROFILE = {
  latencyMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 750,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
} as const;

export interface Visit {
  headingMs: number;
  transferredKb: number;
  requests: number;
  roundTrips: number;
  /** The chain of requests behind `roundTrips`, first to last (path and ms after navigation). */
  chain: string[];
  /** Until the app runs (<html data-hydrated>) and shows no shell placeholder or spinner. */
  readyMs: number;
  readyRoundTrips: number;
}

interface Request {
  url: string;
  type: string;
  start: number;
  end?: number;
  bytes: number;
  /** Answered from the browser's cache: no round trip. */
  cached?: boolean;
}

/**
 * Records `performance.now()` (milliseconds after navigation start) at the first animation
 * frame in which an <h1> with text has a layout box, in window.__headingAt.
 */
const HEADING_PROBE = `(() => {
  const visible = () => [...document.querySelectorAll('h1')].some(
    (h) => h.textContent.trim() !== '' && h.getBoundingClientRect().height > 0);
  const check = () => {
    if (window.__headingAt !== undefined) return;
    if (visible()) window.__headingAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  const ready = () => {
    if (document.documentElement.dataset.hydrated === 'true'
      && !document.querySelector('main[aria-busy="true"], [role="progressbar"]')) {
      window.__readyAt = performance.now();
    } else requestAnimationFrame(ready);
  };
  requestAnimationFrame(ready);
})();`;

/** Request types that can hold the heading back (not images, fonts or the favicon). */
const CRITICAL = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR']);

/** Throttles the page's network and CPU like a mid-range phone on a weak signal. */
async function throttle(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: (MOBILE_PROFILE.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE_PROFILE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
}

/**
 * The longest chain of requests, each asked for only after the one before had finished,
 * ending with the last critical request finished before the heading: walking back from it,
 * each step takes the request that finished last before the current one was asked for.
 */
function criticalChain(requests: Request[], headingMs: number): Request[] {
  const done = requests.filter(
    (r) => CRITICAL.has(r.type) && !r.cached && r.end !== undefined && r.end <= headingMs,
  );
  const chain: Request[] = [];
  let current = done.reduce<Request | undefined>(
    (last, r) => (!last || r.end! > last.end! ? r : last),
    undefined,
  );
  while (current) {
    chain.unshift(current);
    const before = done.filter((r) => r.end! <= current!.start);
    current = before.reduce<Request | undefined>(
      (last, r) => (!last || r.end! > last.end! ? r : last),
      undefined,
    );
  }
  return chain;
}

/** Loads `url` in a new page of `context` and measures it. */
export async function measureVisit(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    await page.addInitScript(HEADING_PROBE);
    const requests = new Map<string, Request>();
    let origin: number | undefined;
    cdp.on('Network.requestWillBeSent', (event) => {
      // CDP's monotonic clock, in seconds; the document's request marks navigation start.
      if (event.type === 'Document' && origin === undefined) origin = event.timestamp;
      requests.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? 'Other',
        start: event.timestamp,
        bytes: 0,
      });
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.cached = true;
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = requests.get(event.requestId);
      if (request && (event.response.fromDiskCache || event.response.fromPrefetchCache))
        request.cached = true;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      request.end = event.timestamp;
      request.bytes = event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as { __headingAt?: number }).__headingAt, null, {
      timeout: 60_000,
      polling: 250,
    });
    const headingMs = await page.evaluate(() => (window as { __headingAt?: number }).__headingAt!);
    await page.waitForFunction(() => (window as { __readyAt?: number }).__readyAt, null, {
      timeout: 60_000,
      polling: 250,
    });
    const readyMs = await page.evaluate(() => (window as { __readyAt?: number }).__readyAt!);
    const all = [...requests.values()].map((r) => ({
      ...r,
      start: (r.start - origin!) * 1000,
      end: r.end === undefined ? undefined : (r.end - origin!) * 1000,
    }));
    const before = all.filter((r) => r.end !== undefined && r.end <= headingMs);
    const chain = criticalChain(all, headingMs);
    await cdp.detach();
    return {
      headingMs: Math.round(headingMs),
      transferredKb: Math.round(before.reduce((n, r) => n + r.bytes, 0) / 102.4) / 10,
      requests: before.length,
      roundTrips: chain.length,
      chain: chain.map((r) => `${new URL(r.url).pathname} ${Math.round(r.end!)}`),
      readyMs: Math.round(readyMs),
      readyRoundTrips: criticalChain(all, readyMs).length,
    };
  } finally {
    await page.close();
  }
}
