// Renders the app's install icons from the favicon's drawing with the system
// Chromium: `node scripts/pwa-icons.mjs`. The PNGs are committed; run again when the logo changes.
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const CROSS = 'M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z';
const BRAND = '#0b6e8a';
// Regular: the favicon as it is. Maskable: the colour to every edge and the cross inside the
// middle 60 %, so any mask shape (circle, squircle) keeps it whole.
const icons = {
  'icon-192.png': {
    size: 192,
    svg: `<rect width="32" height="32" rx="8" fill="${BRAND}"/><path d="${CROSS}" fill="#fff"/>`,
  },
  'icon-512.png': {
    size: 512,
    svg: `<rect width="32" height="32" rx="8" fill="${BRAND}"/><path d="${CROSS}" fill="#fff"/>`,
  },
  'maskable-512.png': {
    size: 512,
    svg: `<rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)"><path d="${CROSS}" fill="#fff"/></g>`,
  },
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  for (const [name, { size, svg }] of Object.entries(icons)) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<body style="margin:0;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}" style="display:block">${svg}</svg></body>`,
    );
    await writeFile(
      new URL(`../src/web/public/icons/${name}`, import.meta.url),
      await page.screenshot({ omitBackground: true }),
    );
    await page.close();
  }
} finally {
  await browser.close();
}
