import { useContext, useEffect } from 'react';
import { ServerPageHeadContext } from './serverPageHead.ts';

/**
 * Sets <meta name="description"> while the calling page is shown (category and product metadata), and puts
 * the page's own description (index.html's) back when it leaves. An empty text keeps the default.
 */
export function useMetaDescription(text: string | null | undefined): void {
  const serverHead = useContext(ServerPageHeadContext);
  if (serverHead && text?.trim()) serverHead.description = text.trim();
  useEffect(() => {
    const description = text?.trim();
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (meta) meta.content = previous;
    };
  }, [text]);
}
