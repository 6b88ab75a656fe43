const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Plain text of sanitised HTML (for summaries): tags removed, the common character references decoded,
 * whitespace collapsed, cut at `maxLength` characters with an ellipsis. Only for sanitizeHtml output,
 * where every '<' opens a tag.
 */
export function htmlToText(html: string, maxLength = Number.POSITIVE_INFINITY): string {
  const text = html
    .replace(/<\/(p|h[1-6]|li|tr|div|blockquote)>|<br>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref.startsWith('#x') || ref.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
      if (ref.startsWith('#')) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
      return ENTITIES[ref.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(text);
  return characters.length > maxLength ? `${characters.slice(0, maxLength - 1).join('')}…` : text;
}
