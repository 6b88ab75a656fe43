import type { AddressGeography } from '@shop/domain/members/address';
import { type FormEvent, useId, useState } from 'react';
import { CloseIcon } from '../../../components/icons/icons.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { apiErrorMessageKey, isApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/intl.tsx';
import { type AddressRecord, addAddress, editAddress } from '../api.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import {
  type AddressFormValues,
  addressProblems,
  MEMBER_REGIONS,
  missingFieldsMessage,
} from '../validation.ts';
import { bodyOf, choose, EMPTY_ADDRESS, optionsFor, valuesOf } from './addressForm.ts';

export type AddressDialogMode = { mode: 'new' } | { mode: 'edit'; address: AddressRecord };

/**
 * The address modal in its two modes (spec 000 §2): new starts empty, edit starts from the address; reset
 * returns to those values; saving closes the modal and the list reloads.
 */
export function AddressDialog({
  mode,
  geography,
  onClose,
  onSaved,
}: {
  mode: AddressDialogMode | null;
  geography: AddressGeography;
  onClose: () => void;
  onSaved: () => void;
}) {
  const headingId = useId();
  return (
    <Dialog
      open={mode !== null}
      onClose={onClose}
      labelledBy={headingId}
      className="modal account-modal address-modal"
    >
      {mode ? (
        <AddressForm
          key={mode.mode === 'edit' ? mode.address.addressId : 'new'}
          mode={mode}
          geography={geography}
          headingId={headingId}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Dialog>
  );
}

function AddressForm({
  mode,
  geography,
  headingId,
  onClose,
  onSaved,
}: {
  mode: AddressDialogMode;
  geography: AddressGeography;
  headingId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const initial = mode.mode === 'edit' ? valuesOf(mode.address) : EMPTY_ADDRESS;
  const [values, setValues] = useState<AddressFormValues>(initial);
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const ids = {
    alert: useId(),
    recipient: useId(),
    phoneCountry: useId(),
    contact: useId(),
    region: useId(),
    district: useId(),
    zone: useId(),
    row1: useId(),
    row2: useId(),
    row3: useId(),
    row4: useId(),
  };
  const options = optionsFor(geography, values);
  const text = (field: keyof AddressFormValues) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
  const select =
    (field: 'addressProvince' | 'addressCity' | 'addressZone') => (event: { target: { value: string } }) =>
      setValues((previous) => choose(previous, field, event.target.value));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problems = addressProblems(values, geography);
    const missing = missingFieldsMessage(problems.missing, t);
    const found = [...(missing ? [missing] : []), ...problems.others.map((key) => t(key))];
    setMessages(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const body = bodyOf(values);
      if (mode.mode === 'edit') await editAddress(mode.address.addressId, body);
      else await addAddress(body);
      onSaved();
    } catch (error) {
      // Spec 000 §8: a failed save says "setting failed"; no connection says so.
      setMessages([
        t(
          isApiError(error) && error.isNetworkError
            ? apiErrorMessageKey(error)
            : 'account.address.saveFailed',
        ),
      ]);
      setBusy(false);
    }
  };

  const reset = () => {
    setValues(initial);
    setMessages([]);
  };

  return (
    <div className="modal-body">
      <div className="modal-head">
        <h2 id={headingId}>
          {t(mode.mode === 'edit' ? 'account.address.editTitle' : 'account.address.newTitle')}
        </h2>
        <button type="button" className="icon-button" aria-label={t('account.reset.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <form
        className="account-form"
        noValidate
        onSubmit={submit}
        onReset={(event) => {
          event.preventDefault();
          reset();
        }}
      >
        <div className="field">
          <label htmlFor={ids.recipient}>{t('account.address.recipient')}</label>
          <input
            id={ids.recipient}
            autoComplete="name"
            maxLength={100}
            value={values.recipient}
            onChange={text('recipient')}
            data-autofocus
          />
        </div>
        <div className="phone-fields">
          <div className="field phone-region">
            <label htmlFor={ids.phoneCountry}>{t('account.address.phoneCountry')}</label>
            <select
              id={ids.phoneCountry}
              value={values.phoneCountryId}
              onChange={(event) =>
                setValues((previous) => ({ ...previous, phoneCountryId: Number(event.target.value) }))
              }
            >
              {MEMBER_REGIONS.map((region) => (
                <option key={region.locationId} value={region.locationId}>
                  {t(region.label)}
                </option>
              ))}
            </select>
          </div>
          <div className="field phone-number">
            <label htmlFor={ids.contact}>{t('account.address.contactNumber')}</label>
            <input
              id={ids.contact}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={20}
              value={values.contactNumber}
              onChange={text('contactNumber')}
            />
          </div>
        </div>
        <div className="field">
          <label htmlFor={ids.region}>{t('account.address.region')}</label>
          <select id={ids.region} value={values.addressProvince} onChange={select('addressProvince')}>
            <option value="">{t('account.select.placeholder')}</option>
            {options.provinces.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        {options.cities.length > 0 ? (
          <div className="field">
            <label htmlFor={ids.district}>{t('account.address.district')}</label>
            <select id={ids.district} value={values.addressCity} onChange={select('addressCity')}>
              <option value="">{t('account.select.placeholder')}</option>
              {options.cities.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {options.zones.length > 0 ? (
          <div className="field">
            <label htmlFor={ids.zone}>{t('account.address.zone')}</label>
            <select id={ids.zone} value={values.addressZone} onChange={select('addressZone')}>
              <option value="">{t('account.select.placeholder')}</option>
              {options.zones.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={ids.row1}>{t('account.address.row1')}</label>
          <input
            id={ids.row1}
            autoComplete="address-line1"
            maxLength={200}
            value={values.addressRow1}
            onChange={text('addressRow1')}
          />
        </div>
        <div className="field-row field-row-3">
          <div className="field">
            <label htmlFor={ids.row2}>{t('account.address.row2')}</label>
            <input
              id={ids.row2}
              autoComplete="address-line2"
              maxLength={200}
              value={values.addressRow2}
              onChange={text('addressRow2')}
            />
          </div>
          <div className="field">
            <label htmlFor={ids.row3}>{t('account.address.row3')}</label>
            <input id={ids.row3} maxLength={200} value={values.addressRow3} onChange={text('addressRow3')} />
          </div>
          <div className="field">
            <label htmlFor={ids.row4}>{t('account.address.row4')}</label>
            <input id={ids.row4} maxLength={200} value={values.addressRow4} onChange={text('addressRow4')} />
          </div>
        </div>
        <FormAlert id={ids.alert} messages={messages} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('account.address.saving') : t('account.address.save')}
          </button>
          <button type="reset" className="button button-secondary">
            {t('account.address.reset')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('account.address.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}
