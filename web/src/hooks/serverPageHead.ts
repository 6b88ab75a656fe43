import { createContext } from 'react';

/**
 * On the server only (server/render.tsx): where the page being rendered leaves its title and description
 * for the HTML's <head> (usePageTitle, useMetaDescription), so shared links and search engines see them
 * before any script runs. In the browser there is no provider and the hooks set the document's own.
 */
export interface ServerPageHead {
  title: string | null;
  description: string | null;
}

export const ServerPageHeadContext = createContext<ServerPageHead | null>(null);
