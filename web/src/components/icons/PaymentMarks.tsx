/**
 * Payment-brand marks, simplified drawings of our own (no brand artwork is downloaded). Each is an image
 * labelled with the brand's name; the wordmarks are messages too. The cards are those the payment information
 * page lists (Visa, Mastercard, UnionPay): a mark for a card the gateway does not take would mislead.
 */
import { useT } from '../../lib/intl.tsx';

const card = { width: 56, height: 36, viewBox: '0 0 56 36' } as const;

export function PaymentMarks() {
  const t = useT();
  return (
    <ul className="payment-marks">
      <li>
        <svg {...card} role="img" aria-label={t('payment.visa')}>
          <rect width="56" height="36" rx="5" fill="#ffffff" stroke="#c9cfcd" />
          <text
            x="28"
            y="23.5"
            textAnchor="middle"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="15"
            fontStyle="italic"
            fontWeight="700"
            fill="#1a1f71"
          >
            {t('payment.visa.mark')}
          </text>
        </svg>
      </li>
      <li>
        <svg {...card} role="img" aria-label={t('payment.mastercard')}>
          <rect width="56" height="36" rx="5" fill="#ffffff" stroke="#c9cfcd" />
          <circle cx="22" cy="18" r="10" fill="#eb001b" />
          <circle cx="34" cy="18" r="10" fill="#f79e1b" />
          <path d="M28 10a10 10 0 0 1 0 16 10 10 0 0 1 0-16z" fill="#ff5f00" />
        </svg>
      </li>
      <li>
        <svg {...card} role="img" aria-label={t('payment.unionpay')}>
          <rect width="56" height="36" rx="5" fill="#ffffff" stroke="#c9cfcd" />
          <path d="M12 7h11l-5 22H7z" fill="#d9232e" />
          <path d="M23 7h11l-5 22H18z" fill="#1b4c94" />
          <path d="M34 7h12l-5 22H29z" fill="#00838a" />
        </svg>
      </li>
    </ul>
  );
}
