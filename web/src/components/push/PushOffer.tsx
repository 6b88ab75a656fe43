import { useEffect, useState } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { followWithPush, type PushTarget, pushSupported, stopFollowing } from './pushApi.ts';

type OfferState =
  | { name: 'idle' }
  | { name: 'asking' }
  | { name: 'following'; endpoint: string }
  | { name: 'denied' }
  | { name: 'failed' };

/**
 * "Tell me when it ships" on the order pages, "tell me when it is back" on a sold-out product: asks for
 * notification permission only when tapped, never on page load; says so where the browser has no push.
 */
export function PushOffer({ target }: { target: PushTarget }) {
  const t = useT();
  const locale = useLocale();
  const [state, setState] = useState<OfferState>({ name: 'idle' });
  const kind = 'productId' in target ? 'product' : 'order';
  // Known only in the browser: the server renders nothing here, so the first render matches it.
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => setSupported(pushSupported()), []);

  if (supported === null) return null;
  if (!supported)
    return (
      <p className="push-offer push-offer-unsupported" data-testid="push-offer">
        {t('push.unsupported')}
      </p>
    );

  const follow = async () => {
    setState({ name: 'asking' });
    try {
      const outcome = await followWithPush(target, locale === 'en' ? 'en' : 'zh-HK');
      setState(outcome === 'denied' ? { name: 'denied' } : { name: 'following', endpoint: outcome.endpoint });
    } catch {
      setState({ name: 'failed' });
    }
  };
  const stop = async (endpoint: string) => {
    try {
      await stopFollowing(endpoint, target);
      setState({ name: 'idle' });
    } catch {
      setState({ name: 'failed' });
    }
  };

  return (
    <div className="push-offer" data-testid="push-offer">
      {state.name === 'following' ? (
        <>
          <p role="status">{t('push.following')}</p>
          <button type="button" className="button-secondary" onClick={() => void stop(state.endpoint)}>
            {t('push.stop')}
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            className="button-secondary"
            disabled={state.name === 'asking'}
            onClick={() => void follow()}
          >
            {t(
              state.name === 'asking'
                ? 'push.asking'
                : kind === 'product'
                  ? 'push.product.offer'
                  : 'push.order.offer',
            )}
          </button>
          <p className="push-offer-hint">{t(kind === 'product' ? 'push.product.hint' : 'push.order.hint')}</p>
          {state.name === 'denied' ? <p role="alert">{t('push.denied')}</p> : null}
          {state.name === 'failed' ? <p role="alert">{t('push.failed')}</p> : null}
        </>
      )}
    </div>
  );
}
