import { useState } from 'react';
import { ShareIcon } from '../../../components/icons/catalogueIcons.tsx';
import { useT } from '../../../lib/intl.tsx';

type ShareState = 'idle' | 'copied' | 'failed';

/** The Web Share sheet where there is one; elsewhere the link goes to the clipboard, with a confirmation. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const t = useT();
  const [state, setState] = useState<ShareState>('idle');

  const share = async () => {
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
            ? t('catalogue.share.failed', { url })
            : ''}
      </p>
    </div>
  );
}
