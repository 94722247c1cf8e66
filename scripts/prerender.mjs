// Writes the public pages as HTML at build time (after `vite build` and the SSR build of
// src/web/entry-server.tsx, before compress-assets.mjs): dist/web/<lang>/<segment>/index.html,
// with the rendered markup in #root and the page's <html lang>, title, description and hreflang
// links, plus dist/web/prerendered.json listing the paths (the server serves exactly those).
// No network, no browser: a few hundred milliseconds.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const webRoot = path.resolve('dist/web');
const serverEntry = path.resolve('dist/ssr/entry-server.js');
// Absolute hreflang/canonical URLs need the public origin; without it they are root-relative
// (the client makes them absolute after load).
const origin = (process.env.PUBLIC_ORIGIN ?? '').replace(/\/$/, '');

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const started = Date.now();
const template = await readFile(path.join(webRoot, 'index.html'), 'utf8');
for (const marker of ['<div id="root"></div>', '<html lang="en">', '<title>', '</head>']) {
  if (!template.includes(marker)) throw new Error(`dist/web/index.html has no ${marker}`);
}
const { renderPage, PUBLIC_SEGMENTS, LANGUAGES } = await import(pathToFileURL(serverEntry).href);

function pageHtml(page, segment) {
  const url = (lang) => `${origin}/${lang}${segment ? `/${segment}` : ''}`;
  const links = [
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${url(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${url('en')}" />`,
    `<link rel="canonical" href="${url(page.lang)}" />`,
  ].join('\n    ');
  let html = template
    .replace('<html lang="en">', `<html lang="${page.lang}">`)
    .replace(/\s*<\/head>/, () => `\n    ${links}\n  </head>`)
    // A function, so that `$` in the markup is not a replacement pattern.
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
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
    await writeFile(path.join(dir, 'index.html'), pageHtml(page, segment));
    written.push(pathname);
  }
}
await writeFile(path.join(webRoot, 'prerendered.json'), `${JSON.stringify(written, null, 2)}\n`);
// The SSR bundle is only a build tool.
await rm(path.resolve('dist/ssr'), { recursive: true, force: true });
console.log(`prerendered ${written.length} pages in ${Date.now() - started} ms`);
