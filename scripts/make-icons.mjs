// Draws Refugio's icon (a white house with a teal heart, on the theme teal) as SVG and renders the
// PNG sizes the manifest and iOS need with Debian Chromium through playwright-core.
// Run: node scripts/make-icons.mjs   (writes public/favicon.svg and public/icons/*.png)
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const TEAL = '#1b5e63';
const WHITE = '#ffffff';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// 512×512 artwork centred on (256, 256). The roof and walls share one rounded outline.
const house = 'M256 92 L432 240 L392 240 L392 412 L120 412 L120 240 L80 240 Z';
const heart =
  'M256 384 C256 384 172 334 172 284 C172 256 194 236 220 236 C236 236 249 244 256 258 ' +
  'C263 244 276 236 292 236 C318 236 340 256 340 284 C340 334 256 384 256 384 Z';

/**
 * @param {{ rounded: boolean, scale: number }} options rounded: a rounded-square tile ("any"
 *   icons, favicon); scale: shrinks the glyph so a maskable icon keeps it inside the safe zone.
 */
function iconSvg({ rounded, scale }) {
  const radius = rounded ? 96 : 0;
  const offset = 256 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <rect width="512" height="512" rx="${radius}" fill="${TEAL}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="${house}" fill="${WHITE}" stroke="${WHITE}" stroke-width="28" stroke-linejoin="round"/>
    <path d="${heart}" fill="${TEAL}"/>
  </g>
</svg>
`;
}

const outputs = [
  { file: 'public/icons/icon-192.png', size: 192, svg: iconSvg({ rounded: true, scale: 1 }) },
  { file: 'public/icons/icon-512.png', size: 512, svg: iconSvg({ rounded: true, scale: 1 }) },
  // Maskable: full bleed, glyph within the central 80% circle the platforms may crop to.
  {
    file: 'public/icons/icon-maskable-512.png',
    size: 512,
    svg: iconSvg({ rounded: false, scale: 0.72 }),
  },
  // iOS rounds the corners itself and shows transparency as black, so full bleed.
  {
    file: 'public/icons/apple-touch-icon.png',
    size: 180,
    svg: iconSvg({ rounded: false, scale: 0.86 }),
  },
];

await mkdir('public/icons', { recursive: true });
await writeFile('public/favicon.svg', iconSvg({ rounded: true, scale: 1 }));

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of outputs) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('width="512" height="512"', `width="${size}" height="${size}"`);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    await writeFile(file, png);
    console.log(`${file} ${size}×${size} ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
