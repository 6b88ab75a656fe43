import { useEffect, useId, useState } from 'react';
import { CloseIcon } from '../../../components/icons/icons.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { useT } from '../../../lib/intl.tsx';
import { fetchPageContent } from '../api.ts';

/** Spec 000 §7: the sign-up modals show page content 5 (terms) and 8 (privacy). */
export const POLICY_PAGES = { terms: 5, privacy: 8 } as const;
export type Policy = keyof typeof POLICY_PAGES;

/** Terms or privacy over the sign-up form, with a way back to it. */
export function PolicyDialog({ policy, onClose }: { policy: Policy | null; onClose: () => void }) {
  const headingId = useId();
  return (
    <Dialog
      open={policy !== null}
      onClose={onClose}
      labelledBy={headingId}
      className="modal account-modal policy-modal"
    >
      {policy ? <PolicyContent policy={policy} headingId={headingId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function PolicyContent({
  policy,
  headingId,
  onClose,
}: {
  policy: Policy;
  headingId: string;
  onClose: () => void;
}) {
  const t = useT();
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    fetchPageContent(POLICY_PAGES[policy]).then(
      (page) => current && setHtml(page.content),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [policy]);

  const title = t(policy === 'terms' ? 'account.policy.terms' : 'account.policy.privacy');
  return (
    <div className="modal-body">
      <div className="modal-head">
        <h2 id={headingId}>{title}</h2>
        <button type="button" className="icon-button" aria-label={t('account.reset.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="policy-text" aria-busy={html === null && !failed}>
        {failed ? (
          <p role="alert">{t('account.policy.loadFailed')}</p>
        ) : html === null ? (
          <>
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line" />
          </>
        ) : (
          // Sanitised by the API when stored and again when served (allow-list sanitiser).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised page content from our own API
          <div dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
      <button type="button" className="button button-block" data-autofocus onClick={onClose}>
        {t('account.policy.back')}
      </button>
    </div>
  );
}
