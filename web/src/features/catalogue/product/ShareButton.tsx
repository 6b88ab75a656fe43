import { useState } from 'react';
import { useT } from '../../../lib/intl.tsx';
import { ShareIcon } from './productIcons.tsx';

type ShareState = 'idle' | 'copied' | 'failed';

/**
 * The Web Share sheet where there is one; elsewhere the link goes to the clipboard, with a confirmation. The
 * link is the page's own address, read when shared (the server that rendered the page has no window).
 */
export function ShareButton({ title }: { title: string }) {
  const t = useT();
  const [state, setState] = useState<ShareState>('idle');
  // The link as shared: shown for copying by hand when the clipboard refused it.
  const [sharedUrl, setSharedUrl] = useState('');

  const share = async () => {
    const url = window.location.href;
    setSharedUrl(url);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The shopper closed the sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="share">
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void share()}
        data-testid="share"
      >
        <ShareIcon />
        <span>{t('catalogue.share.button')}</span>
      </button>
      <p className="share-status" role="status">
        {state === 'copied'
          ? t('catalogue.share.copied')
          : state === 'failed'
            ? t('catalogue.share.failed', { url: sharedUrl })
            : ''}
      </p>
    </div>
  );
}
