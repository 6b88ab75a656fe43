import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppIntlProvider, formatMessage, useHasMessage, useT } from './intl.tsx';

function IconLabels({ keys }: { keys: string[] }) {
  const hasMessage = useHasMessage();
  return <>{keys.map((key) => (hasMessage(key) ? 'y' : 'n')).join('')}</>;
}

describe('useHasMessage', () => {
  it('answers whether the active catalogue has a key made from data', () => {
    const html = renderToString(
      <AppIntlProvider locale="en" messages={{ 'catalogue.icon.vegan': 'Vegan' }}>
        <IconLabels keys={['catalogue.icon.vegan', 'catalogue.icon.unknown-icon']} />
      </AppIntlProvider>,
    );
    expect(html).toBe('yn');
  });
});

function Published({ date }: { date: Date }) {
  return <>{useT()('catalogue.article.published', { date })}</>;
}

describe('dates', () => {
  // 20:30 UTC on 24 November is 04:30 on 25 November in Hong Kong: the server (UTC) and a phone in Hong Kong
  // must both say the 25th, or a served page fails to hydrate and shows the wrong day.
  const lateEvening = new Date('2026-11-24T20:30:00Z');

  it('are Hong Kong dates whatever the zone of the process formatting them', () => {
    const html = renderToString(
      <AppIntlProvider
        locale="en"
        messages={{ 'catalogue.article.published': 'Published {date, date, long}' }}
      >
        <Published date={lateEvening} />
      </AppIntlProvider>,
    );
    expect(html).toBe('Published November 25, 2026');
  });

  it('are Hong Kong dates in messages formatted outside React too', () => {
    expect(
      formatMessage(
        'zh-HK',
        { 'catalogue.article.published': '發佈於{date, date, long}' },
        'catalogue.article.published',
        { date: lateEvening.getTime() },
      ),
    ).toBe('發佈於2026年11月25日');
  });
});
