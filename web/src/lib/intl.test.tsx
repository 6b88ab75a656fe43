import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppIntlProvider, useHasMessage } from './intl.tsx';

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
