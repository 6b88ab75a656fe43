import sanitize from 'sanitize-html';

/**
 * Allow-list HTML sanitiser for staff-written content (page contents, articles, product descriptions). Every
 * write of such HTML (the demo seed, the back office) stores `sanitizeHtml(input)`, and the content routes
 * pass stored HTML through it again before answering, so content written before a rule changed is safe too.
 *
 * The parsing and writing are `sanitize-html`'s (htmlparser2 underneath): the one security-critical parser of
 * the shop is a kept library, not ours. This module holds only the shop's allow-list:
 *
 * Kept: headings, paragraphs, line breaks, lists, links (http, https, mailto, tel, relative), images
 * (http, https, relative, raster data: URLs), tables, figures, quotes, inline emphasis, and a few layout
 * styles (text-align, colours, font weight and style, text-decoration, width, height).
 * Removed with their content: script, style, iframe, object, svg, math, template, noscript, textarea,
 * select, title and the like. Removed, keeping their text: every other element (form, button, font...).
 * Removed attributes: on* handlers, id and name (they can clobber page globals), srcset, anything not listed.
 */

const GLOBAL_ATTRIBUTES = ['title', 'lang', 'dir', 'class', 'style'];

/** Allowed elements and the attributes each may carry besides the global ones. */
const ALLOWED: Record<string, readonly string[]> = {
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
  br: [],
  hr: [],
  div: [],
  span: [],
  section: [],
  article: [],
  header: [],
  footer: [],
  blockquote: ['cite'],
  pre: [],
  code: [],
  ul: [],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  dl: [],
  dt: [],
  dd: [],
  // rel is not kept as written: target="_blank" always gets rel="noopener noreferrer".
  a: ['href', 'target'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  colgroup: ['span'],
  col: ['span'],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  mark: [],
  abbr: [],
  wbr: [],
};

/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'select',
  'option',
  'title',
  'xmp',
  'audio',
  'video',
  'canvas',
];

const RASTER_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[A-Za-z0-9+/=]+$/i;
const COLOUR = /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;
const LENGTH = /^(auto|\d+(\.\d+)?(px|em|rem|%|vw|vh)?)$/i;

/** Per attribute, the values kept (others are dropped); attributes not named here keep any value. */
const VALUE_RULES: Record<string, (value: string, tag: string) => boolean> = {
  target: (value) => value === '_blank',
  width: (value, tag) => tag === 'img' && /^\d{1,5}$/.test(value),
  height: (value, tag) => tag === 'img' && /^\d{1,5}$/.test(value),
  colspan: (value) => /^-?\d{1,5}$/.test(value),
  rowspan: (value) => /^-?\d{1,5}$/.test(value),
  span: (value) => /^-?\d{1,5}$/.test(value),
  start: (value) => /^-?\d{1,5}$/.test(value),
  value: (value) => /^-?\d{1,5}$/.test(value),
  type: (value) => /^[1aAiI]$/.test(value),
  scope: (value) => /^(row|col|rowgroup|colgroup)$/.test(value),
  loading: (value) => value === 'lazy' || value === 'eager',
  dir: (value) => /^(ltr|rtl|auto)$/.test(value),
  // Images may be raster data: URLs; the scheme list lets `data:` through for img only, this narrows it.
  src: (value) => !/^\s*data:/i.test(value) || RASTER_DATA_URL.test(value.replace(/\s/g, '')),
};

/** Drops attribute values outside their rules, and makes a link opening a new window safe for the opener. */
const checkAttributes: sanitize.Transformer = (tagName, attribs) => {
  const kept: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const rule = VALUE_RULES[name];
    if (rule === undefined || rule(value, tagName)) kept[name] = value;
  }
  if (tagName === 'a' && kept.target === '_blank') kept.rel = 'noopener noreferrer';
  else delete kept.rel;
  return { tagName, attribs: kept };
};

const OPTIONS: sanitize.IOptions = {
  allowedTags: Object.keys(ALLOWED),
  allowedAttributes: {
    '*': GLOBAL_ATTRIBUTES,
    ...Object.fromEntries(Object.entries(ALLOWED).map(([tag, names]) => [tag, [...names]])),
    a: ['href', 'target', 'rel'],
  },
  allowedClasses: { '*': [/^[A-Za-z][\w-]*$/] },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify|start|end)$/i],
      color: [COLOUR],
      'background-color': [COLOUR],
      'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/i],
      'font-style': [/^(normal|italic|oblique)$/i],
      'text-decoration': [/^[a-z -]+$/i],
      width: [LENGTH],
      height: [LENGTH],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: { '*': checkAttributes },
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/**
 * Passes until the output reads back as itself. One pass writes the elements it kept as it met them, so a
 * nesting the parser closes implicitly (`<td><tr>` once a broken tag swallowed the `<table>` between them)
 * comes out in a shape the next read would change; stored HTML must be what a browser and the next pass see.
 * A second pass settles every case the generated tests have found; the bound only keeps a surprise finite.
 */
const MAX_PASSES = 4;

export function sanitizeHtml(input: string): string {
  let html = sanitize(input, OPTIONS);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const again = sanitize(html, OPTIONS);
    if (again === html) return html;
    html = again;
  }
  return html;
}
