// Writes the public pages as HTML at build time (after `vite build` and the SSR build of
// src/web/entry-server.tsx, before compress-assets.mjs): dist/web/<lang>/<segment>/index.html,
// with the rendered markup in #root and the page's <html lang>, title, description and hreflang
// links, plus dist/web/prerendered.json listing the paths (the server serves exactly those) and
// dist/web/routes.json, the router's path patterns (any other page is a 404).
// It also writes dist/web/csp.json: the SHA-256 of each inline script, which the server's
// Content-Security-Policy allows (src/server/plugins/security-headers.ts).
// No network, no browser: a few hundred milliseconds.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The SSR bundle loads React, MUI and Emotion from node_modules, and they pick their builds by
// NODE_ENV: without it they run as in development, where MUI labels its class names
// (`css-1x2y3z-MuiButton-root`). The browser runs the production builds, so its class names
// would differ from the prerendered ones and Emotion would insert every style again while
// hydrating (about 400 rules on the home page).
process.env.NODE_ENV = 'production';

const webRoot = path.resolve('dist/web');
const serverEntry = path.resolve('dist/ssr/entry-server.js');
// Absolute hreflang/canonical URLs need the public origin; without it they are root-relative
// (the client makes them absolute after load).
const origin = (process.env.PUBLIC_ORIGIN ?? '').replace(/\/$/, '');

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const started = Date.now();
const spaTemplate = await readFile(path.join(webRoot, 'index.html'), 'utf8');
for (const marker of [
  '<div id="root"></div>',
  '<html lang="en">',
  '<title>',
  '</head>',
  '</body>',
]) {
  if (!spaTemplate.includes(marker)) throw new Error(`dist/web/index.html has no ${marker}`);
}

// The prerendered pages are complete without JavaScript, so the app must not hold up their
// first paint: index.html's entry <script> in <head> (and any modulepreload) goes, and a small
// inline script loads the entry once the first contentful paint is on screen. Lighthouse
// counts every request that ends before the largest contentful paint (the first paint here)
// as needed for it.
const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const entry = spaTemplate.match(entryTag)?.[1];
if (!entry) throw new Error('dist/web/index.html has no entry <script type="module">');
const loader = `<script>
      (function () {
        var d = document, w = window, clicks = [], started = false;
        // A button pressed before the app runs is pressed again once it runs (main.tsx).
        function early(event) {
          var target = event.target.closest && event.target.closest('button, [role="button"], [role="tab"]');
          if (target && d.getElementById('root').contains(target)) clicks.push(target);
        }
        d.addEventListener('click', early, true);
        w.__earlyClicks = {
          stop: function () { d.removeEventListener('click', early, true); },
          replay: function () {
            clicks.splice(0).forEach(function (target) { if (target.isConnected) target.click(); });
          }
        };
        function start() {
          if (started) return;
          started = true;
          var script = d.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          // Nothing on the page waits for it: it must not count as render-blocking.
          script.fetchPriority = 'low';
          script.src = ${JSON.stringify(entry)};
          d.head.appendChild(script);
        }
        // Once the first contentful paint is on screen (reported after it is presented; the
        // first frame's callbacks run before that). A tab that paints nothing yet (hidden, or a
        // browser without paint timing) starts after three seconds.
        try {
          new PerformanceObserver(function (list, observer) {
            if (list.getEntriesByName('first-contentful-paint').length) {
              observer.disconnect();
              setTimeout(start, 0);
            }
          }).observe({ type: 'paint', buffered: true });
        } catch (error) {
          requestAnimationFrame(function () { setTimeout(start, 0); });
        }
        setTimeout(start, 3000);
      })();
    </script>`;
// The CSP names inline scripts by the hash of their exact text: whatever writes or changes an
// inline script must leave it in this list, and the check below fails the build otherwise.
const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const sha256 = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const scriptHashes = [...loader.matchAll(inlineScript)].map((match) => sha256(match[1]));
if (scriptHashes.length !== 1) throw new Error('prerender: the loader must be one inline <script>');
function checkInlineScripts(html, name) {
  for (const [, text] of html.matchAll(inlineScript)) {
    if (!scriptHashes.includes(sha256(text))) {
      throw new Error(`prerender: ${name} has an inline <script> the CSP does not allow`);
    }
  }
}
checkInlineScripts(spaTemplate, 'dist/web/index.html');

const template = spaTemplate
  .replace(entryTag, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(/\s*<\/body>/, () => `\n    ${loader}\n  </body>`);
const { renderPage, renderShell, PUBLIC_SEGMENTS, SHELL_SCREENS, LANGUAGES, ROUTE_PATTERNS } =
  await import(pathToFileURL(serverEntry).href);

/**
 * Emotion, rendering without a browser, writes a <style data-emotion="css <id>"> before each
 * component it styles (about 150 on the home page). Moved into <head>, with runs of them joined
 * into one tag in their order: the browser has all styles before the first paint instead of
 * restyling as it parses, and the client's Emotion cache, which moves every such tag into
 * <head> and registers its ids before hydrating, moves one or two. Global styles
 * (data-emotion="css-global <id>") stay tags of their own: Emotion finds them by that name.
 */
function hoistStyles(markup) {
  const tags = [];
  const body = markup.replace(
    /<style data-emotion="([^"]+)">([\s\S]*?)<\/style>/g,
    (tag, attribute, rules) => {
      const [key, ...ids] = attribute.split(' ');
      const last = tags[tags.length - 1];
      if (key === 'css' && last?.key === 'css') {
        last.ids.push(...ids);
        last.rules += rules;
      } else {
        tags.push({ key, ids, rules });
      }
      return '';
    },
  );
  const head = tags
    .map(
      ({ key, ids, rules }) => `<style data-emotion="${[key, ...ids].join(' ')}">${rules}</style>`,
    )
    .join('\n    ');
  return { head, body };
}

function pageHtml(page, segment) {
  const url = (lang) => `${origin}/${lang}${segment ? `/${segment}` : ''}`;
  const links = [
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${url(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${url('en')}" />`,
    `<link rel="canonical" href="${url(page.lang)}" />`,
  ].join('\n    ');
  const styles = hoistStyles(page.html);
  let html = template
    .replace('<html lang="en">', `<html lang="${page.lang}">`)
    .replace('href="/en/manifest.webmanifest"', `href="/${page.lang}/manifest.webmanifest"`)
    .replace(/\s*<\/head>/, () => `\n    ${links}\n    ${styles.head}\n  </head>`)
    // A function, so that `$` in the markup is not a replacement pattern.
    .replace('<div id="root"></div>', () => `<div id="root">${styles.body}</div>`);
  if (page.title) {
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  }
  if (page.description) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    );
  }
  return html;
}

const written = [];
for (const lang of LANGUAGES) {
  for (const segment of PUBLIC_SEGMENTS) {
    const pathname = segment ? `/${lang}/${segment}` : `/${lang}`;
    const page = await renderPage(lang, segment);
    if (!page.html.trim()) throw new Error(`prerender: ${pathname} rendered nothing`);
    const dir = path.join(webRoot, ...pathname.split('/').filter(Boolean));
    await mkdir(dir, { recursive: true });
    const html = pageHtml(page, segment);
    checkInlineScripts(html, pathname);
    await writeFile(path.join(dir, 'index.html'), html);
    written.push(pathname);
  }
}
// The signed-in screens people land on get their app shell (frame and heading,
// no person, no data) as HTML too. The screen needs its code at once, so the entry is
// downloaded from the start (modulepreload, index.html's other preloads kept), but it runs
// only after the first paint (the loader above): from the cache, on a repeat visit, it would
// otherwise run first and hold the heading back. `data-shell` tells main.tsx to render anew
// (the session decides what shows) instead of hydrating.
const shellTemplate = spaTemplate
  .replace(entryTag, () => `\n    <link rel="modulepreload" crossorigin href="${entry}" />`)
  .replace(/\s*<\/body>/, () => `\n    ${loader}\n  </body>`);
for (const lang of LANGUAGES) {
  for (const { segment } of SHELL_SCREENS) {
    const pathname = `/${lang}/${segment}`;
    const page = await renderShell(lang, segment);
    const styles = hoistStyles(page.html);
    const html = shellTemplate
      .replace('<html lang="en">', `<html lang="${lang}">`)
      .replace('href="/en/manifest.webmanifest"', `href="/${lang}/manifest.webmanifest"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        /\s*<\/head>/,
        () => `\n    <meta name="robots" content="noindex" />\n    ${styles.head}\n  </head>`,
      )
      .replace('<div id="root"></div>', () => `<div id="root" data-shell>${styles.body}</div>`);
    checkInlineScripts(html, pathname);
    const dir = path.join(webRoot, ...pathname.split('/').filter(Boolean));
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'index.html'), html);
    written.push(pathname);
  }
}
await writeFile(path.join(webRoot, 'prerendered.json'), `${JSON.stringify(written, null, 2)}\n`);
// The router's page paths: the server answers every other page with 404 (plugins/web-app.ts).
await writeFile(path.join(webRoot, 'routes.json'), `${JSON.stringify(ROUTE_PATTERNS, null, 2)}\n`);
await writeFile(path.join(webRoot, 'csp.json'), `${JSON.stringify({ scriptHashes }, null, 2)}\n`);
// The SSR bundle is only a build tool.
await rm(path.resolve('dist/ssr'), { recursive: true, force: true });
console.log(`prerendered ${written.length} pages in ${Date.now() - started} ms`);
