import { useId } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useT } from '../../lib/intl.tsx';
import type { StockProblem } from './cartRules.ts';

/** The out-of-stock pop-up (spec 000 §4): which lines are sold out or have fewer left than chosen. */
export function StockDialog({
  open,
  problems,
  onClose,
}: {
  open: boolean;
  problems: readonly StockProblem[];
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} describedBy={bodyId} testId="stock-dialog">
      <div className="dialog-body">
        <h2 id={titleId}>{t('cart.stock.title')}</h2>
        <p id={bodyId}>{t('cart.stock.body')}</p>
        <ul className="stock-problems">
          {problems.map((problem) => {
            // Option names usually carry their option already ("… 30ml").
            const name =
              problem.volume && !problem.name.includes(problem.volume)
                ? `${problem.name}（${problem.volume}）`
                : problem.name;
            return (
              <li key={problem.key}>
                {problem.inventory > 0
                  ? t('cart.stock.remaining', { name, count: problem.inventory })
                  : t('cart.stock.soldOut', { name })}
              </li>
            );
          })}
        </ul>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} data-autofocus>
            {t('cart.stock.close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
