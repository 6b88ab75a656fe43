/**
 * The path segment of a display product: the first of its '|'-separated url names, else its id
 * (/product/{urlName}). Later names are former or alternative names, kept for the record only.
 */
export function urlNameOf(
  displayProductUrlNaming: string | null | undefined,
  displayProductId: number,
): string {
  const first = (displayProductUrlNaming ?? '').split('|')[0]?.trim() ?? '';
  return first === '' ? String(displayProductId) : first;
}
