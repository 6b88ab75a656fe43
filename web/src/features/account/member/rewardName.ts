/**
 * The size to show after a reward item's name, or null: none, or the name already carries it (the shop's
 * variants are named "蜂蜜潤唇膏 50ml" with volume "50ml", which showed as 蜂蜜潤唇膏 50ml（50ml）).
 */
export function volumeToShow(name: string, volume: string): string | null {
  const size = volume.trim();
  if (size === '') return null;
  const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();
  const haystack = squash(name);
  const needle = squash(size);
  // "150ml" does not carry "50ml": the size must not continue a number.
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (!/[\d.]/.test(haystack[at - 1] ?? '')) return null;
  }
  return size;
}
