/**
 * Allow-list HTML sanitiser for staff-written content (page contents, articles). Every write of such HTML
 * (the demo seed, the admin back office) stores `sanitizeHtml(input)`, and the content routes pass stored
 * HTML through it again before answering, so content written before this rule existed is safe too.
 *
 * How it stays safe without a full HTML parser: the input is only *read* by a small tokenizer; the output
 * is *written from scratch* from what the tokenizer found, keeping only allowed elements and attributes,
 * with every text and attribute value re-escaped and every element closed. Whatever the tokenizer makes
 * of odd markup, the output can contain no element, attribute or URL scheme outside the lists below. A
 * misreading can lose content, never let script through. The result is a fixed point:
 * sanitizeHtml(sanitizeHtml(x)) === sanitizeHtml(x).
 *
 * Kept: headings, paragraphs, line breaks, lists, links (http, https, mailto, tel, relative), images
 * (http, https, relative, raster data: URLs), tables, figures, quotes, inline emphasis, and a few layout
 * styles (text-align, colours, font weight and style, text-decoration, width, height).
 * Removed with their content: script, style, iframe, object, svg, math, template, noscript, textarea,
 * select, title and the like. Removed, keeping their text: every other element (form, button, font...).
 * Removed attributes: on* handlers, id and name (they can clobber page globals), srcset, anything not listed.
 */

const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'col', 'wbr']);

const GLOBAL_ATTRIBUTES = new Set(['title', 'lang', 'dir', 'class', 'style']);

/** Allowed elements and the attributes each may carry besides the global ones. */
const ALLOWED: Record<string, ReadonlySet<string>> = {
  h1: new Set(),
  h2: new Set(),
  h3: new Set(),
  h4: new Set(),
  h5: new Set(),
  h6: new Set(),
  p: new Set(),
  br: new Set(),
  hr: new Set(),
  div: new Set(),
  span: new Set(),
  section: new Set(),
  article: new Set(),
  header: new Set(),
  footer: new Set(),
  blockquote: new Set(['cite']),
  pre: new Set(),
  code: new Set(),
  ul: new Set(),
  ol: new Set(['start', 'reversed', 'type']),
  li: new Set(['value']),
  dl: new Set(),
  dt: new Set(),
  dd: new Set(),
  // rel is not kept as written: target="_blank" always gets rel="noopener noreferrer".
  a: new Set(['href', 'target']),
  img: new Set(['src', 'alt', 'width', 'height', 'loading']),
  figure: new Set(),
  figcaption: new Set(),
  table: new Set(),
  caption: new Set(),
  colgroup: new Set(['span']),
  col: new Set(['span']),
  thead: new Set(),
  tbody: new Set(),
  tfoot: new Set(),
  tr: new Set(),
  th: new Set(['colspan', 'rowspan', 'scope']),
  td: new Set(['colspan', 'rowspan']),
  strong: new Set(),
  b: new Set(),
  em: new Set(),
  i: new Set(),
  u: new Set(),
  s: new Set(),
  small: new Set(),
  sub: new Set(),
  sup: new Set(),
  mark: new Set(),
  abbr: new Set(),
  wbr: new Set(),
};

/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
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
  'title',
  'xmp',
  'audio',
  'video',
  'canvas',
]);

/** Elements whose content the browser does not parse as markup: skip straight to their end tag. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'textarea',
  'title',
  'xmp',
]);

const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  semi: ';',
  equals: '=',
  num: '#',
  excl: '!',
  quest: '?',
  percnt: '%',
  tab: '\t',
  newline: '\n',
};

/** Decodes character references in an attribute value, as a browser would for the parts that matter. */
function decodeAttributeValue(value: string): { text: string; unknownEntity: boolean } {
  let unknownEntity = false;
  const text = value.replace(
    /&(?:#(\d+);?|#[xX]([0-9a-fA-F]+);?|([A-Za-z][A-Za-z0-9]*);)/g,
    (whole, decimal?: string, hex?: string, name?: string) => {
      if (decimal !== undefined || hex !== undefined) {
        const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
        if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
          return '\ufffd';
        }
        return String.fromCodePoint(code);
      }
      const decoded = NAMED_ENTITIES[(name ?? '').toLowerCase()];
      if (decoded === undefined) {
        unknownEntity = true;
        return whole;
      }
      return decoded;
    },
  );
  return { text, unknownEntity };
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Text between tags: character references that are well formed are kept as written (they can only ever
 * stand for text), a bare '&' is escaped, and '<' and '>' are escaped.
 */
const escapeText = (text: string) =>
  text
    .replace(/&(?!#\d+;|#[xX][0-9a-fA-F]+;|[A-Za-z][A-Za-z0-9]*;)/g, '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** http(s), mailto, tel, and relative URLs; for images also raster data: URLs. Null when refused. */
function safeUrl(raw: string, attribute: string): string | null {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const compact = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact === '') return null;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // Relative: no scheme before the first '/', '?' or '#'. A ':' before those would be read as a scheme.
    const beforePath = compact.split(/[/?#]/, 1)[0] ?? '';
    if (beforePath.includes(':')) return null;
    return raw.trim();
  }
  if (scheme === 'http' || scheme === 'https') return raw.trim();
  if (attribute === 'href' && (scheme === 'mailto' || scheme === 'tel')) return raw.trim();
  if (
    attribute === 'src' &&
    /^data:image\/(png|jpe?g|gif|webp|avif);base64,[A-Za-z0-9+/=]+$/i.test(compact)
  ) {
    return compact;
  }
  return null;
}

const ALLOWED_STYLE_PROPERTIES = new Set([
  'text-align',
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'text-decoration',
  'width',
  'height',
]);

/** Keeps only allowed properties whose values are plain colours, lengths, keywords and percentages. */
function safeStyle(style: string): string | null {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!ALLOWED_STYLE_PROPERTIES.has(property)) continue;
    if (!/^[#a-zA-Z0-9 ,.%()-]+$/.test(value)) continue;
    if (/url|expression|var|image|attr/i.test(value)) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.length > 0 ? kept.join('; ') : null;
}

function safeAttributeValue(tag: string, name: string, value: string): string | null {
  switch (name) {
    case 'style':
      return safeStyle(value);
    case 'target':
      return value === '_blank' ? '_blank' : null;
    case 'width':
    case 'height':
      return tag === 'img' ? (/^\d{1,5}$/.test(value) ? value : null) : null;
    case 'colspan':
    case 'rowspan':
    case 'span':
    case 'start':
    case 'value':
      return /^-?\d{1,5}$/.test(value) ? value : null;
    case 'reversed':
      return '';
    case 'type':
      return /^[1aAiI]$/.test(value) ? value : null;
    case 'scope':
      return /^(row|col|rowgroup|colgroup)$/.test(value) ? value : null;
    case 'loading':
      return value === 'lazy' || value === 'eager' ? value : null;
    case 'dir':
      return /^(ltr|rtl|auto)$/.test(value) ? value : null;
    case 'class':
      return value
        .split(/\s+/)
        .filter((token) => /^[A-Za-z][\w-]*$/.test(token))
        .join(' ');
    default:
      return value;
  }
}

interface Attribute {
  name: string;
  value: string | null;
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

/** Reads the attributes of a start tag from `start` to its '>'; returns them and the index after '>'. */
function readAttributes(
  html: string,
  start: number,
): { attributes: Attribute[]; end: number; selfClosing: boolean } {
  const attributes: Attribute[] = [];
  let i = start;
  let selfClosing = false;
  while (i < html.length) {
    const char = html[i];
    if (char === '>') return { attributes, end: i + 1, selfClosing };
    if (char === '/' || /\s/.test(char ?? '')) {
      selfClosing = char === '/';
      i += 1;
      continue;
    }
    selfClosing = false;
    ATTRIBUTE.lastIndex = i;
    const match = ATTRIBUTE.exec(html);
    if (!match) {
      i += 1;
      continue;
    }
    const name = (match[1] ?? '').toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? null;
    attributes.push({ name, value });
    i = ATTRIBUTE.lastIndex;
  }
  return { attributes, end: html.length, selfClosing };
}

function renderStartTag(tag: string, attributes: readonly Attribute[]): string {
  const allowed = ALLOWED[tag];
  if (!allowed) return '';
  const seen = new Set<string>();
  const out: string[] = [];
  let opensNewWindow = false;
  for (const { name, value } of attributes) {
    // The first of duplicate attributes wins, as in browsers.
    if (seen.has(name)) continue;
    seen.add(name);
    if (!GLOBAL_ATTRIBUTES.has(name) && !allowed.has(name)) continue;
    const decoded = decodeAttributeValue(value ?? '');
    let safe: string | null;
    if (URL_ATTRIBUTES.has(name)) {
      safe = decoded.unknownEntity ? null : safeUrl(decoded.text, name);
    } else {
      safe = safeAttributeValue(tag, name, decoded.text);
    }
    if (safe === null || (safe === '' && name !== 'reversed' && name !== 'alt')) continue;
    if (name === 'target') opensNewWindow = true;
    out.push(safe === '' ? ` ${name}` : ` ${name}="${escapeAttribute(safe)}"`);
  }
  if (tag === 'a' && opensNewWindow) out.push(' rel="noopener noreferrer"');
  return `<${tag}${out.join('')}>`;
}

/** Index of the end tag `</tag` (case-insensitive, followed by space, '/' or '>'), or -1. */
function findEndTag(html: string, tag: string, from: number): number {
  const pattern = new RegExp(`</${tag}(?=[\\s/>]|$)`, 'gi');
  pattern.lastIndex = from;
  return pattern.exec(html)?.index ?? -1;
}

export function sanitizeHtml(input: string): string {
  const html = input.replaceAll('\u0000', '');
  let out = '';
  const open: string[] = [];
  /** While > 0 we are inside an element dropped with its content; counts nested elements of that name. */
  let dropping: { tag: string; depth: number } | null = null;
  let i = 0;

  const emitText = (text: string) => {
    if (dropping === null && text !== '') out += escapeText(text);
  };

  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      emitText(html.slice(i));
      break;
    }
    emitText(html.slice(i, lt));
    const next = html[lt + 1] ?? '';

    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    if (next === '!' || next === '?') {
      const close = html.indexOf('>', lt + 2);
      i = close < 0 ? html.length : close + 1;
      continue;
    }
    if (next === '/') {
      const match = /^<\/([A-Za-z][^\s/>]*)/.exec(html.slice(lt, lt + 64));
      const close = html.indexOf('>', lt + 2);
      i = close < 0 ? html.length : close + 1;
      if (!match) continue; // "</ >" or "</3": a bogus comment to the browser
      const tag = (match[1] ?? '').toLowerCase();
      if (dropping !== null) {
        if (tag === dropping.tag) {
          dropping.depth -= 1;
          if (dropping.depth === 0) dropping = null;
        }
        continue;
      }
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (!/[A-Za-z]/.test(next)) {
      emitText('<');
      i = lt + 1;
      continue;
    }

    const nameMatch = /^<([A-Za-z][^\s/>]*)/.exec(html.slice(lt, lt + 64));
    const tag = (nameMatch?.[1] ?? '').toLowerCase();
    const { attributes, end, selfClosing } = readAttributes(html, lt + 1 + tag.length);
    i = end;

    if (dropping !== null) {
      if (tag === dropping.tag && !selfClosing) dropping.depth += 1;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (RAW_TEXT.has(tag)) {
        const close = findEndTag(html, tag, i);
        if (close < 0) {
          i = html.length;
        } else {
          const after = html.indexOf('>', close);
          i = after < 0 ? html.length : after + 1;
        }
      } else if (!selfClosing && tag !== 'embed' && tag !== 'frame') {
        dropping = { tag, depth: 1 };
      }
      continue;
    }
    if (tag === 'plaintext') {
      // Everything after <plaintext> is text to a browser.
      emitText(html.slice(i));
      break;
    }
    const rendered = renderStartTag(tag, attributes);
    if (rendered === '') continue;
    out += rendered;
    if (!VOID_ELEMENTS.has(tag)) open.push(tag);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
