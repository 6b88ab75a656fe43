/** If-None-Match (weak comparison, as RFC 9110 asks for it): does any listed tag name this one? */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
