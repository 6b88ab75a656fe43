/**
 * Draws the shop's mark and rasterises it with Debian's Chromium (no downloads). Run once after changing
 * the drawing, then commit public/icons/*:
 *   node --import tsx web/scripts/renderIcons.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { defaultShopIdentity } from '../src/lib/shopIdentity.ts';

const brand = defaultShopIdentity.brandColour;
const sun = '#f3cf7a';

/** Harbour at dawn: a sun, a junk's two sails, a hull and two waves, on a 100-unit canvas. */
const artwork = `
  <circle cx="68" cy="30" r="11" fill="${sun}"/>
  <path d="M33 64 L46 20 Q52 40 52 64 Z" fill="#ffffff"/>
  <path d="M56 64 L58 34 Q68 48 70 64 Z" fill="#ffffff" fill-opacity="0.85"/>
  <path d="M24 67 H78 L71 77 H31 Z" fill="#ffffff"/>
  <path d="M18 84 q6 -5 12 0 t12 0 t12 0 t12 0 t12 0" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>`;

/** Rounded tile: favicon, header and the "any" icons. */
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img">
  <title>${defaultShopIdentity.name}</title>
  <rect width="100" height="100" rx="22" fill="${brand}"/>${artwork}
</svg>
`;

/** Full-bleed square with the drawing inside the central 80% safe zone (a circle of radius 40). */
const maskableSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${brand}"/>
  <g transform="translate(50 50) scale(0.7) translate(-50 -52)">${artwork}</g>
</svg>
`;

/**
 * A link preview's picture for pages without one of their own: previews (Open Graph) want at least 600 px
 * wide and show 1.91:1, so the mark sits on the brand colour, full bleed, in the middle of 1200 × 630.
 */
const shareSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${brand}"/>
  <g transform="translate(600 315) scale(4.6) translate(-50 -52)">${artwork}</g>
</svg>
`;

/** Square without transparency for iOS, which paints transparent corners black. */
const appleSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${brand}"/>
  <g transform="translate(50 50) scale(0.85) translate(-50 -52)">${artwork}</g>
</svg>
`;

function chromiumPath(): string {
  try {
    return (
      execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim() || '/usr/bin/chromium'
    );
  } catch {
    return '/usr/bin/chromium';
  }
}

const outDir = join(import.meta.dirname, '..', 'public', 'icons');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'logo.svg'), logoSvg);

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const targets: Array<[string, string, number, number?]> = [
    ['icon-192.png', logoSvg, 192],
    ['icon-512.png', logoSvg, 512],
    ['icon-maskable-512.png', maskableSvg, 512],
    ['apple-touch-icon.png', appleSvg, 180],
    ['share-1200x630.png', shareSvg, 1200, 630],
  ];
  for (const [file, svg, width, height = width] of targets) {
    await page.setViewportSize({ width, height });
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${dataUrl}" width="${width}" height="${height}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({
      path: join(outDir, file),
      omitBackground: true,
      clip: { x: 0, y: 0, width, height },
    });
    console.log(`wrote ${file} (${width}×${height})`);
  }
} finally {
  await browser.close();
}
