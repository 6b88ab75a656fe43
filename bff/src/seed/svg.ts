/**
 * Small, valid SVG images for the demo shop: product packshots, banners, covers and icons. Every image sets
 * width, height and viewBox, escapes its text and stays well under 4 KB.
 */

export const FONT_STACK = `system-ui, -apple-system, 'PingFang HK', 'Noto Sans CJK TC', 'Microsoft JhengHei', sans-serif`;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Width of a text in "units": a CJK character counts 1, anything narrower about half. */
function textUnits(text: string): number {
  let units = 0;
  for (const char of text) units += (char.codePointAt(0) ?? 0) > 0x2e7f ? 1 : 0.55;
  return units;
}

/**
 * Splits a text into at most `maxLines` lines of about `maxUnits` each, breaking at spaces for Latin text
 * and anywhere for CJK. The last line is cut with an ellipsis when the text does not fit.
 */
export function wrapText(text: string, maxUnits: number, maxLines: number): string[] {
  const tokens = text.match(/[\u2e80-\uffff]|[^\s\u2e80-\uffff]+|\s+/g) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const candidate = line + token;
    if (textUnits(candidate.trim()) <= maxUnits || line.trim() === '') {
      line = candidate;
      continue;
    }
    lines.push(line.trim());
    line = token.trim() === '' ? '' : token;
  }
  if (line.trim() !== '') lines.push(line.trim());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${[...last].slice(0, Math.max(1, [...last].length - 1)).join('')}…`;
  return kept;
}

export interface Palette {
  /** Main colour of the pack. */
  main: string;
  /** Darker shade for text on light backgrounds (contrast 4.5:1 or better on white). */
  dark: string;
  /** Very light tint for backgrounds. */
  light: string;
  /** Second colour for gradients. */
  accent: string;
}

export function paletteFromHue(hue: number): Palette {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  return {
    main: `hsl(${h},46%,52%)`,
    dark: `hsl(${h},55%,24%)`,
    light: `hsl(${h},45%,94%)`,
    accent: `hsl(${(h + 40) % 360},50%,30%)`,
  };
}

function open(width: number, height: number, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`;
}

function textLines(
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
  lineHeight: number,
  attrs: string,
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * lineHeight}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`,
    )
    .join('');
}

export type PackShape = 'dropper' | 'jar' | 'box' | 'tube' | 'pump' | 'book' | 'sachet';

interface LabelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Draws the pack and returns where its label is (the white area the name goes on). */
function drawShape(shape: PackShape, p: Palette): { body: string; label: LabelBox } {
  switch (shape) {
    case 'dropper':
      return {
        body: `<ellipse cx="300" cy="118" rx="34" ry="40" fill="${p.dark}"/><rect x="270" y="150" width="60" height="50" fill="${p.dark}"/><rect x="190" y="196" width="220" height="330" rx="36" fill="${p.main}"/>`,
        label: { x: 204, y: 250, w: 192, h: 220 },
      };
    case 'jar':
      return {
        body: `<rect x="150" y="228" width="300" height="62" rx="14" fill="${p.dark}"/><rect x="136" y="284" width="328" height="240" rx="40" fill="${p.main}"/>`,
        label: { x: 160, y: 304, w: 280, h: 196 },
      };
    case 'box':
      return {
        body: `<path d="M170 150 L210 110 L470 110 L430 150 Z" fill="${p.dark}"/><path d="M430 150 L470 110 L470 490 L430 530 Z" fill="${p.accent}"/><rect x="130" y="150" width="300" height="380" fill="${p.main}"/>`,
        label: { x: 150, y: 240, w: 260, h: 220 },
      };
    case 'tube':
      return {
        body: `<path d="M200 110 L400 110 L372 470 L228 470 Z" fill="${p.main}"/><rect x="210" y="92" width="180" height="22" fill="${p.dark}"/><rect x="252" y="470" width="96" height="62" rx="10" fill="${p.dark}"/>`,
        label: { x: 222, y: 170, w: 156, h: 240 },
      };
    case 'pump':
      return {
        body: `<rect x="230" y="72" width="110" height="24" rx="8" fill="${p.dark}"/><rect x="286" y="92" width="28" height="70" fill="${p.dark}"/><rect x="262" y="156" width="76" height="44" rx="8" fill="${p.dark}"/><rect x="180" y="196" width="240" height="334" rx="44" fill="${p.main}"/>`,
        label: { x: 196, y: 250, w: 208, h: 230 },
      };
    case 'book':
      return {
        body: `<rect x="158" y="86" width="300" height="440" rx="6" fill="#f4f1ea" stroke="#d6d0c4" stroke-width="4"/><rect x="142" y="74" width="300" height="444" rx="6" fill="${p.main}"/><rect x="142" y="74" width="30" height="444" fill="${p.dark}"/>`,
        label: { x: 192, y: 170, w: 232, h: 250 },
      };
    case 'sachet':
      return {
        body: `<path d="M150 110 L450 110 L450 520 L150 520 Z" fill="${p.main}"/><path d="M150 110 L450 110 L450 140 L150 140 Z" fill="${p.dark}"/>`,
        label: { x: 170, y: 200, w: 260, h: 240 },
      };
  }
}

export interface PackshotInput {
  shape: PackShape;
  hue: number;
  brand: string;
  nameChi: string;
  nameEng: string;
  /** Option label shown as a badge (50ml, 下冊, 自然黑). */
  badge?: string;
  /** Colour of the badge swatch (hair colour shades). */
  badgeColour?: string;
}

/** A 600×600 product packshot. */
export function packshotSvg(input: PackshotInput): string {
  const p = paletteFromHue(input.hue);
  const { body, label } = drawShape(input.shape, p);
  const cx = label.x + label.w / 2;
  const chiSize = label.w >= 250 ? 28 : 24;
  const chiLines = wrapText(input.nameChi, Math.floor((label.w - 16) / chiSize), 3);
  const engLines = wrapText(input.nameEng, Math.floor((label.w - 12) / 14), 2);
  const top = label.y + 40;
  const nameY = top + 44;
  const engY = nameY + chiLines.length * (chiSize + 8) + 8;
  const font = `font-family="${FONT_STACK}" text-anchor="middle"`;
  const badge =
    input.badge === undefined
      ? ''
      : `<rect x="400" y="36" width="168" height="56" rx="28" fill="#ffffff" stroke="${p.dark}" stroke-width="3"/>${
          input.badgeColour ? `<circle cx="430" cy="64" r="14" fill="${input.badgeColour}"/>` : ''
        }<text x="${input.badgeColour ? 496 : 484}" y="73" font-size="24" font-weight="700" fill="${p.dark}" ${font}>${escapeXml(input.badge)}</text>`;
  return [
    open(600, 600, `${input.nameChi} ${input.nameEng}`),
    `<rect width="600" height="600" fill="${p.light}"/>`,
    `<ellipse cx="300" cy="548" rx="190" ry="18" fill="#000000" opacity="0.08"/>`,
    body,
    `<rect x="${label.x}" y="${label.y}" width="${label.w}" height="${label.h}" rx="10" fill="#ffffff"/>`,
    `<text x="${cx}" y="${top}" font-size="15" font-weight="700" letter-spacing="2" fill="${p.dark}" ${font}>${escapeXml(input.brand)}</text>`,
    textLines(chiLines, cx, nameY, chiSize, chiSize + 8, `font-weight="700" fill="#1f2933" ${font}`),
    textLines(engLines, cx, engY, 14, 18, `fill="#3e4c59" ${font}`),
    badge,
    '</svg>',
  ].join('');
}

/**
 * A 600×600 packshot without lettering, drawn to become a raster (JPEG) packshot: bars stand where the
 * names would be, and light falls across the pack as on a photograph. Text would be drawn with whatever
 * fonts the machine has (a bare server has no CJK font at all), so a drawing without text gives the same
 * picture on every machine.
 */
export function unletteredPackshotSvg(
  input: Pick<PackshotInput, 'shape' | 'hue' | 'nameChi' | 'nameEng'>,
): string {
  const p = paletteFromHue(input.hue);
  const { body, label } = drawShape(input.shape, p);
  const cx = label.x + label.w / 2;
  const bar = (y: number, width: number, height: number, fill: string) =>
    `<rect x="${Math.round(cx - width / 2)}" y="${y}" width="${Math.round(width)}" height="${height}" rx="${height / 2}" fill="${fill}"/>`;
  return [
    open(600, 600, `${input.nameChi} ${input.nameEng}`),
    `<defs><radialGradient id="light" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></radialGradient></defs>`,
    `<rect width="600" height="600" fill="${p.light}"/>`,
    `<ellipse cx="300" cy="548" rx="190" ry="18" fill="#000000" opacity="0.08"/>`,
    body,
    `<rect x="${label.x}" y="${label.y}" width="${label.w}" height="${label.h}" rx="10" fill="#ffffff"/>`,
    bar(label.y + 30, label.w * 0.5, 10, p.dark),
    bar(label.y + 64, label.w * 0.8, 22, '#1f2933'),
    bar(label.y + 98, label.w * 0.6, 22, '#1f2933'),
    bar(label.y + 140, label.w * 0.7, 10, '#3e4c59'),
    `<rect width="600" height="600" fill="url(#light)"/>`,
    '</svg>',
  ].join('');
}

/** A 600×600 second gallery image: the name and the product's points on a card. */
export function detailCardSvg(input: {
  hue: number;
  brand: string;
  nameChi: string;
  nameEng: string;
  points: readonly string[];
}): string {
  const p = paletteFromHue(input.hue);
  const font = `font-family="${FONT_STACK}"`;
  // The card's text column is 456 px wide: 14 characters at 32 px, 25 units at 18 px.
  const nameLines = wrapText(input.nameChi, 14, 2);
  const engLines = wrapText(input.nameEng, 25, 2);
  const pointsTop = 150 + nameLines.length * 40 + engLines.length * 24 + 30;
  const points = input.points
    .slice(0, 4)
    .map(
      (point, i) =>
        `<circle cx="92" cy="${pointsTop + i * 56 - 8}" r="8" fill="${p.main}"/><text x="116" y="${pointsTop + i * 56}" font-size="26" fill="#1f2933" ${font}>${escapeXml(point)}</text>`,
    )
    .join('');
  return [
    open(600, 600, `${input.nameChi} ${input.nameEng}`),
    `<rect width="600" height="600" fill="${p.light}"/>`,
    `<rect x="40" y="40" width="520" height="520" rx="24" fill="#ffffff"/>`,
    `<rect x="40" y="40" width="520" height="16" fill="${p.main}"/>`,
    `<text x="72" y="104" font-size="18" font-weight="700" letter-spacing="2" fill="${p.dark}" ${font}>${escapeXml(input.brand)}</text>`,
    textLines(nameLines, 72, 160, 32, 40, `font-weight="700" fill="#1f2933" ${font}`),
    textLines(engLines, 72, 160 + nameLines.length * 40, 18, 24, `fill="#3e4c59" ${font}`),
    points,
    '</svg>',
  ].join('');
}

export interface BannerInput {
  width: number;
  height: number;
  hue: number;
  title: string;
  subtitle?: string;
  cta?: string;
  /** Small line above the title (the shop's name). */
  kicker?: string;
}

/**
 * A banner: gradient background, soft circles, title, subtitle and a call-to-action pill. Wide banners
 * put the text on the left; square and tall ones centre it.
 */
export function bannerSvg(input: BannerInput): string {
  const { width, height } = input;
  const p = paletteFromHue(input.hue);
  const wide = width / height >= 2;
  const scale = Math.min(width / 1920, height / 600) * (wide ? 1 : 1.9);
  const titleSize = Math.round(Math.max(34, 80 * scale));
  const subSize = Math.round(Math.max(20, 38 * scale));
  const x = wide ? Math.round(width * 0.08) : Math.round(width / 2);
  const anchor = wide ? 'start' : 'middle';
  const maxUnits = wide ? Math.floor((width * 0.55) / titleSize) : Math.floor((width * 0.84) / titleSize);
  const titleLines = wrapText(input.title, maxUnits, 2);
  const subLines = input.subtitle
    ? wrapText(input.subtitle, Math.floor((wide ? width * 0.55 : width * 0.84) / subSize), 2)
    : [];
  const blockHeight =
    titleLines.length * titleSize * 1.2 + subLines.length * subSize * 1.35 + (input.cta ? subSize * 2.6 : 0);
  let y = Math.round((height - blockHeight) / 2 + titleSize);
  const font = `font-family="${FONT_STACK}" text-anchor="${anchor}"`;
  const parts = [
    open(width, height, [input.title, input.subtitle].filter(Boolean).join(' ')),
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.dark}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${Math.round(width * 0.84)}" cy="${Math.round(height * 0.3)}" r="${Math.round(height * 0.42)}" fill="${p.main}" opacity="0.35"/>`,
    `<circle cx="${Math.round(width * 0.7)}" cy="${Math.round(height * 0.95)}" r="${Math.round(height * 0.3)}" fill="#ffffff" opacity="0.08"/>`,
  ];
  if (input.kicker) {
    parts.push(
      `<text x="${x}" y="${Math.round(Math.max(28, 56 * scale))}" font-size="${Math.round(Math.max(16, 26 * scale))}" font-weight="700" letter-spacing="3" fill="#ffffff" opacity="0.9" ${font}>${escapeXml(input.kicker)}</text>`,
    );
  }
  parts.push(
    textLines(
      titleLines,
      x,
      y,
      titleSize,
      Math.round(titleSize * 1.2),
      `font-weight="800" fill="#ffffff" ${font}`,
    ),
  );
  y += Math.round(titleLines.length * titleSize * 1.2);
  parts.push(textLines(subLines, x, y, subSize, Math.round(subSize * 1.35), `fill="#ffffff" ${font}`));
  y += Math.round(subLines.length * subSize * 1.35);
  if (input.cta) {
    const pillH = Math.round(subSize * 1.9);
    const pillW = Math.round(textUnits(input.cta) * subSize + subSize * 2.4);
    const pillX = wide ? x : Math.round(x - pillW / 2);
    const pillY = y - Math.round(subSize * 0.2);
    parts.push(
      `<rect x="${pillX}" y="${pillY}" width="${pillW}" height="${pillH}" rx="${Math.round(pillH / 2)}" fill="#ffffff"/>`,
      `<text x="${pillX + Math.round(pillW / 2)}" y="${pillY + Math.round(pillH * 0.66)}" font-size="${subSize}" font-weight="700" fill="${p.dark}" font-family="${FONT_STACK}" text-anchor="middle">${escapeXml(input.cta)}</text>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

/** A round 96×96 functional icon with a short Chinese label. */
export function iconSvg(input: { hue: number; label: string; title: string }): string {
  const p = paletteFromHue(input.hue);
  const units = textUnits(input.label);
  const size = units <= 2 ? 26 : units <= 3 ? 22 : 17;
  return [
    open(96, 96, input.title),
    `<circle cx="48" cy="48" r="46" fill="${p.dark}"/>`,
    `<circle cx="48" cy="48" r="38" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.6"/>`,
    `<text x="48" y="${48 + Math.round(size * 0.36)}" font-size="${size}" font-weight="700" fill="#ffffff" font-family="${FONT_STACK}" text-anchor="middle">${escapeXml(input.label)}</text>`,
    '</svg>',
  ].join('');
}
