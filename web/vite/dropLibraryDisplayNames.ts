import type { Plugin } from 'vite';

/** `Name.displayName = "Name";` alone on its line, as the libraries ship it. */
const DISPLAY_NAME_LINE = /^[ \t]*[\w$]+\.displayName = (["'`])[^"'`\n]*\1;?[ \t]*$/gm;

/**
 * Drops the React DevTools names that react-router and react-intl assign at the top level of their modules.
 * The bundler must keep every such assignment (a property write may have effects), and with it the component
 * it names: react-router's <Form> with its submission code, react-intl's <FormattedMessage>, neither of which
 * the shop uses. About 0.5 KB gzip of the first view. Lines are emptied, not removed, so the source map
 * still holds.
 */
export function dropLibraryDisplayNames(packages: readonly string[]): Plugin {
  const inPackage = new RegExp(`node_modules[\\\\/](?:${packages.join('|')})[\\\\/]`);
  return {
    name: 'drop-library-display-names',
    apply: 'build',
    transform(code, id) {
      if (!inPackage.test(id)) return null;
      const dropped = code.replace(DISPLAY_NAME_LINE, '');
      return dropped === code ? null : { code: dropped, map: null };
    },
  };
}
