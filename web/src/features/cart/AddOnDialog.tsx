import { toCents } from '@shop/domain/money';
import { useId, useState } from 'react';
import { MinusIcon, PlusIcon } from '../../components/icons/catalogueIcons.tsx';
import { fileUrl } from '../../components/product/images.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useT } from '../../lib/intl.tsx';
import type { AddOnOffer } from './cartStore.ts';
import { useFormatHkd } from './Money.tsx';

export interface AddOnChoice {
  discountId: number;
  productId: number;
}

const choiceKey = (choice: AddOnChoice) => `${choice.discountId}:${choice.productId}`;

/**
 * The add-on (GWP / PWP) modal before checkout (spec 000 §4): each add-on 0 or 1; skip goes to checkout;
 * confirm adds the chosen ones and then goes on; confirm with none chosen warns that nothing will be added
 * (a second confirm goes on to checkout).
 */
export function AddOnDialog({
  offers,
  onSkip,
  onConfirm,
  onClose,
}: {
  offers: readonly AddOnOffer[] | null;
  onSkip: () => void;
  /** Resolves false when the add-ons could not be added. */
  onConfirm: (choices: AddOnChoice[]) => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useT();
  const formatHkd = useFormatHkd();
  const titleId = useId();
  const introId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [warned, setWarned] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const set = (choice: AddOnChoice, on: boolean) => {
    setWarned(false);
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(choiceKey(choice));
      else next.delete(choiceKey(choice));
      return next;
    });
  };

  const confirm = async () => {
    if (busy || !offers) return;
    const choices = offers.flatMap((offer) =>
      offer.items
        .map((line) => ({ discountId: offer.addOn.discountId, productId: line.product_id }))
        .filter((choice) => chosen.has(choiceKey(choice))),
    );
    if (choices.length === 0) {
      if (warned) onSkip();
      else setWarned(true);
      return;
    }
    setBusy(true);
    setFailed(false);
    const ok = await onConfirm(choices);
    setBusy(false);
    if (!ok) setFailed(true);
  };

  return (
    <Dialog
      open={offers !== null}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={introId}
      testId="addon-dialog"
    >
      <div className="dialog-body">
        <h2 id={titleId}>{t('cart.addOn.title')}</h2>
        <p id={introId}>{t('cart.addOn.intro')}</p>
        <ul className="addon-list">
          {(offers ?? []).flatMap((offer) =>
            offer.items.map((line) => {
              const choice = { discountId: offer.addOn.discountId, productId: line.product_id };
              const on = chosen.has(choiceKey(choice));
              const name = line.product_name_chi;
              const price = line.product_discount_price ?? 0;
              return (
                <li key={choiceKey(choice)} className="addon-item" data-testid="addon-item">
                  {line.product_image ? (
                    <img src={fileUrl(line.product_image)} width={64} height={64} alt="" loading="lazy" />
                  ) : null}
                  <div className="addon-info">
                    <p className="addon-title">{offer.addOn.discountTitle}</p>
                    <p className="addon-name">{name}</p>
                    <p className="money">
                      {offer.addOn.discountType === 'GWP' || price === 0
                        ? t('cart.addOn.gift')
                        : t('cart.addOn.price', { amount: formatHkd(toCents(price)) })}
                    </p>
                  </div>
                  <fieldset className="cart-quantity">
                    <legend className="visually-hidden">{t('cart.addOn.quantity', { name })}</legend>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('cart.addOn.decrease', { name })}
                      disabled={!on || busy}
                      onClick={() => set(choice, false)}
                      data-testid="addon-minus"
                    >
                      <MinusIcon />
                    </button>
                    <output className="cart-quantity-value" data-testid="addon-quantity">
                      {on ? 1 : 0}
                    </output>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('cart.addOn.increase', { name })}
                      disabled={on || busy}
                      onClick={() => set(choice, true)}
                      data-testid="addon-plus"
                    >
                      <PlusIcon />
                    </button>
                  </fieldset>
                </li>
              );
            }),
          )}
        </ul>
        <div role="alert" className="form-problem" data-testid="addon-alert">
          {failed ? t('cart.addOn.failed') : warned ? t('cart.addOn.noneChosen') : null}
        </div>
        <div className="dialog-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={onSkip}
            disabled={busy}
            data-testid="addon-skip"
          >
            {t('cart.addOn.skip')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => void confirm()}
            disabled={busy}
            data-testid="addon-confirm"
          >
            {busy ? t('cart.addOn.adding') : t('cart.addOn.confirm')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
