import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContentLink } from './ContentLink.tsx';

const render = (to: string | null) =>
  renderToString(
    <MemoryRouter>
      <ContentLink to={to} className="banner-link">
        banner
      </ContentLink>
    </MemoryRouter>,
  );

describe('ContentLink', () => {
  it('routes a path of the shop and opens an https site in a new tab, without access to this page', () => {
    expect(render('/category/80000')).toBe(
      '<a class="banner-link" href="/category/80000" data-discover="true">banner</a>',
    );
    expect(render('https://brand.example/campaign')).toBe(
      '<a href="https://brand.example/campaign" target="_blank" rel="noopener noreferrer" class="banner-link">banner</a>',
    );
  });

  it.each([
    '/\\evil.example',
    '//evil.example',
    '/.//evil.example',
    '/\t/evil.example',
    'http://evil.example',
    'javascript:alert(1)',
    '',
    null,
  ])('shows %j as content without a link', (to) => {
    const html = render(to);
    expect(html).toBe('<div class="banner-link">banner</div>');
    expect(html).not.toContain('href');
  });
});
