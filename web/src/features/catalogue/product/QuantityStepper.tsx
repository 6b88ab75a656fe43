import { useId, useState } from 'react';
import { MinusIcon, PlusIcon } from '../../../components/icons/catalogueIcons.tsx';
import { useT } from '../../../lib/intl.tsx';
import { clampQuantity } from './productView.ts';

/** Quantity from 1 to the stock: minus stops at 1, plus at the stock, typed numbers are kept in range. */
export function QuantityStepper({
  value,
  stock,
  onChange,
}: {
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
}) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (text: string) => {
    setDraft(null);
    onChange(clampQuantity(Number.parseInt(text, 10), stock));
  };

  return (
    <div className="quantity">
      <label htmlFor={id} className="visually-hidden">
        {t('catalogue.quantity.label')}
      </label>
      <button
        type="button"
        className="icon-button"
        aria-label={t('catalogue.quantity.decrease')}
        disabled={value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, stock))}
        data-testid="quantity-decrease"
      >
        <MinusIcon />
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, stock)}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
        data-testid="quantity"
      />
      <button
        type="button"
        className="icon-button"
        aria-label={t('catalogue.quantity.increase')}
        disabled={value >= stock}
        onClick={() => onChange(clampQuantity(value + 1, stock))}
        data-testid="quantity-increase"
      >
        <PlusIcon />
      </button>
    </div>
  );
}
