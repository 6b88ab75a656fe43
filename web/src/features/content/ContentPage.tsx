import { type ReactNode, useMemo } from 'react';
import { Link, useLoaderData } from 'react-router';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useT } from '../../lib/intl.tsx';
import { placeAnchors } from './anchors.ts';
import type { ContentData } from './loaders.ts';
import './content.css';

/** The HTML comes only from GET /api/pageContent, which sanitises it (allow-list) on the server. */
function RichText({ html, id }: { html: string; id?: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (allow-list), the only source.
    <div className="rich-text" id={id} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/**
 * A content page: the page content's HTML (it carries its own h1), links to its sections where the page
 * has some, and an appendix (contact details) with its own anchor. Title: "name | shop".
 */
export function ContentPage({ children }: { children?: ReactNode }) {
  const t = useT();
  const { definition, page, appendix } = useLoaderData<ContentData>();
  usePageTitle(page.title);
  const anchors = definition?.anchors;
  const body = useMemo(
    () =>
      anchors
        ? placeAnchors(
            page.content,
            anchors.tag,
            anchors.links.map((link) => link.id),
          )
        : null,
    [anchors, page.content],
  );
  const links = anchors?.links.filter((link) => body?.placed.includes(link.id)) ?? [];
  const appendixId = definition?.appendix?.id;

  return (
    <article className="page content-page" data-testid="content-page" data-page-content={page.pageContentId}>
      {links.length > 0 || appendixId ? (
        <nav className="section-nav" aria-label={t('content.sectionsLabel')}>
          <ul>
            {links.map((link) => (
              <li key={link.id}>
                <Link to={`#${link.id}`}>{t(link.label)}</Link>
              </li>
            ))}
            {appendix && appendixId ? (
              <li>
                <Link to={`#${appendixId}`}>{appendix.title}</Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      <RichText html={body?.html ?? page.content} />
      {appendix && appendixId ? (
        <section className="content-appendix" id={appendixId} aria-label={appendix.title}>
          <RichText html={demoteHeadings(appendix.content)} />
        </section>
      ) : null}
      {children}
    </article>
  );
}

/** An appendix sits under the page's h1: its own h1 becomes an h2 (headings stay in order). */
export function demoteHeadings(html: string): string {
  return html.replace(
    /<(\/?)h1(\s[^>]*)?>/gi,
    (_match, slash: string, attributes: string | undefined) => `<${slash}h2${attributes ?? ''}>`,
  );
}
