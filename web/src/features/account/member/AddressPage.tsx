import type { AddressGeography } from '@shop/domain/members/address';
import { MAX_ADDRESSES } from '@shop/domain/members/address';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormAlert } from '../../../components/forms/FormAlert.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { addressVariant } from '../../../lib/addressDisplay.ts';
import { apiErrorMessageKey, isApiError } from '../../../lib/api.ts';
import { type MessageKey, useLocale, useT } from '../../../lib/intl.tsx';
import {
  type AddressRecord,
  deleteAddress,
  fetchAddresses,
  fetchLocations,
  setDefaultAddress,
} from '../api.ts';
import { callingCodeOf } from '../validation.ts';
import { AddressDialog, type AddressDialogMode } from './AddressDialog.tsx';
import { addressLine, geographyFromLocations } from './addressForm.ts';
import { LoadFailed, LoadingSkeleton } from './loadStates.tsx';

type ListLoad =
  | { state: 'loading' }
  | { state: 'failed'; key: MessageKey }
  | { state: 'ready'; addresses: AddressRecord[] };
type Notice = { key: MessageKey; tone: 'error' | 'success' } | null;

/**
 * /member/address (spec 000 §2, §5, §8): list, add, edit, delete with confirmation, set default; at most 3
 * addresses, the add button goes at 3.
 */
export function AddressRoute() {
  const t = useT();
  usePageTitle(t('account.address.title'));
  const locale = useLocale();
  const [load, setLoad] = useState<ListLoad>({ state: 'loading' });
  const [geography, setGeography] = useState<AddressGeography | null>(null);
  const [dialog, setDialog] = useState<AddressDialogMode | null>(null);
  const [deleting, setDeleting] = useState<AddressRecord | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const deleteHeadingId = useId();
  const noticeId = useId();

  const reload = useCallback(async () => {
    try {
      setLoad({ state: 'ready', addresses: await fetchAddresses() });
    } catch (error) {
      setLoad({
        state: 'failed',
        key: isApiError(error) && error.isNetworkError ? 'error.network' : 'account.member.loadFailed',
      });
    }
  }, []);

  useEffect(() => {
    void reload();
    fetchLocations().then(
      (locations) => setGeography(geographyFromLocations(locations)),
      () => setGeography({ numberOfDigit: () => 8, provinces: [] }),
    );
  }, [reload]);

  const saved = async () => {
    setDialog(null);
    setNotice(null);
    await reload();
  };

  const makeDefault = async (address: AddressRecord) => {
    setBusy(true);
    try {
      await setDefaultAddress(address.addressId);
      setNotice({ key: 'account.address.defaultSet', tone: 'success' });
      await reload();
    } catch (error) {
      setNotice({
        key:
          isApiError(error) && error.isNetworkError
            ? apiErrorMessageKey(error)
            : 'account.address.defaultFailed',
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteAddress(deleting.addressId);
      setNotice({ key: 'account.address.deleted', tone: 'success' });
      await reload();
    } catch {
      setNotice({ key: 'account.address.deleteFailed', tone: 'error' });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const addresses = load.state === 'ready' ? load.addresses : [];
  return (
    <section className="member-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId}>{t('account.address.title')}</h2>
        {load.state === 'ready' && addresses.length < MAX_ADDRESSES ? (
          <button
            type="button"
            className="button"
            aria-haspopup="dialog"
            disabled={geography === null}
            onClick={() => setDialog({ mode: 'new' })}
          >
            {t('account.address.add')}
          </button>
        ) : null}
      </div>
      <FormAlert id={noticeId} tone={notice?.tone ?? 'error'} messages={notice ? [t(notice.key)] : []} />
      {load.state === 'loading' ? (
        <LoadingSkeleton heading lines={1} />
      ) : load.state === 'failed' ? (
        <LoadFailed message={t(load.key)} onRetry={() => void reload()} />
      ) : (
        <>
          {addresses.length === 0 ? <p>{t('account.address.empty')}</p> : null}
          <ul className="address-list">
            {addresses.map((address) => (
              <li key={address.addressId} className="address-card" data-default={address.isDefault}>
                <p className="address-recipient">
                  <strong>{address.recipient}</strong>
                  {address.isDefault ? (
                    <span className="default-badge">{t('account.address.default')}</span>
                  ) : null}
                </p>
                <p>{`+${callingCodeOf(address.phoneCountryId)} ${address.contactNumber}`}</p>
                <p data-testid="address-line">{addressLine(address, addressVariant(locale))}</p>
                <div className="address-actions">
                  {address.isDefault ? null : (
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={busy}
                      aria-label={t('account.address.setDefaultFor', { recipient: address.recipient })}
                      onClick={() => void makeDefault(address)}
                    >
                      {t('account.address.setDefault')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-haspopup="dialog"
                    disabled={geography === null}
                    aria-label={t('account.address.editFor', { recipient: address.recipient })}
                    onClick={() => setDialog({ mode: 'edit', address })}
                  >
                    {t('account.address.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-haspopup="dialog"
                    aria-label={t('account.address.deleteFor', { recipient: address.recipient })}
                    onClick={() => setDeleting(address)}
                  >
                    {t('account.address.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          {addresses.length >= MAX_ADDRESSES ? (
            <p className="form-note">{t('account.address.limit')}</p>
          ) : null}
        </>
      )}
      {geography ? (
        <AddressDialog mode={dialog} geography={geography} onClose={() => setDialog(null)} onSaved={saved} />
      ) : null}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        labelledBy={deleteHeadingId}
        className="modal account-modal confirm-modal"
      >
        <div className="modal-body">
          <h2 id={deleteHeadingId}>{t('account.address.deleteTitle')}</h2>
          <p>{t('account.address.deleteConfirm', { recipient: deleting?.recipient ?? '' })}</p>
          <div className="form-actions">
            <button type="button" className="button" disabled={busy} onClick={() => void confirmDelete()}>
              {t('account.address.deleteYes')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              data-autofocus
              onClick={() => setDeleting(null)}
            >
              {t('account.address.cancel')}
            </button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}
