/**
 * Gives the first elements of a tag in a page's HTML the ids that links point at (/online_shop_info#payment,
 * /faq#colorant): the server's sanitiser drops every id from stored HTML, so the page adds its own, in
 * document order. An element that already has an id keeps it. Answers the HTML and the ids it placed, so a
 * page lists only anchors that exist.
 */
export function placeAnchors(
  html: string,
  tag: 'h2' | 'section',
  ids: readonly string[],
): { html: string; placed: string[] } {
  const placed: string[] = [];
  let next = 0;
  const opening = new RegExp(`<${tag}(\\s[^>]*)?>`, 'gi');
  const result = html.replace(opening, (match, attributes: string | undefined) => {
    const id = ids[next];
    next += 1;
    if (id === undefined || /\sid\s*=/i.test(attributes ?? '')) return match;
    placed.push(id);
    return `<${tag} id="${id}"${attributes ?? ''}>`;
  });
  return { html: result, placed };
}
