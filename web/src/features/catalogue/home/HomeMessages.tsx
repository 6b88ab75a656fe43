import type { ShopMessage } from '@shop/domain/catalogue/apiSchemas';
import { useEffect, useState } from 'react';
import { useLocale, useT } from '../../../lib/intl.tsx';
import { MessageLink } from './MessageLink.tsx';
import { ShopPopUp } from './ShopPopUp.tsx';
import { fetchShopMessages, isPopUpConfirmed, popUpToShow, wordsOf } from './shopMessages.ts';

/**
 * The home page's shop messages, loaded after the first view: the notices (at the foot of the page, where
 * their arrival moves nothing the shopper is looking at) and the pop-up not yet confirmed in this visit.
 * A failed fetch shows nothing: the messages only decorate the page.
 */
export function HomeMessages() {
  const t = useT();
  const locale = useLocale();
  const [messages, setMessages] = useState<ShopMessage[]>([]);
  const [popUp, setPopUp] = useState<ShopMessage | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchShopMessages(controller.signal)
      .then((running) => {
        setMessages(running);
        setPopUp(popUpToShow(running, isPopUpConfirmed));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const notices = messages.filter((message) => message.kind === 'notice');
  return (
    <>
      {notices.length > 0 ? (
        <section className="home-notices" aria-label={t('catalogue.shopMessages.noticesLabel')}>
          <ul>
            {notices.map((notice) => {
              const { title, text } = wordsOf(notice, locale);
              return (
                <li key={notice.messageId} data-testid="shop-notice">
                  {title ? <strong>{title} </strong> : null}
                  {text} {notice.linkTo ? <MessageLink to={notice.linkTo} /> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {popUp ? (
        <ShopPopUp
          key={popUp.messageId}
          message={popUp}
          onConfirm={() => setPopUp(popUpToShow(messages, isPopUpConfirmed))}
        />
      ) : null}
    </>
  );
}
