import type { AddressGeography } from '@shop/domain/members/address';
import { type FormEvent, useId, useState } from 'react';
import { AreaSelect } from '../../../components/forms/AreaSelect.tsx';
import { Field } from '../../../components/forms/Field.tsx';
import { FormAlert } from '../../../components/forms/FormAlert.tsx';
import { CloseIcon } from '../../../components/icons/icons.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { apiErrorMessageKey, isApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/intl.tsx';
import { type AddressRecord, addAddress, editAddress } from '../api.ts';
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
        <Field id={ids.recipient} label={t('account.address.recipient')}>
          <input
            id={ids.recipient}
            autoComplete="name"
            maxLength={100}
            value={values.recipient}
            onChange={text('recipient')}
            data-autofocus
          />
        </Field>
        <div className="phone-fields">
          <Field id={ids.phoneCountry} label={t('account.address.phoneCountry')} className="phone-region">
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
          </Field>
          <Field id={ids.contact} label={t('account.address.contactNumber')} className="phone-number">
            <input
              id={ids.contact}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={20}
              value={values.contactNumber}
              onChange={text('contactNumber')}
            />
          </Field>
        </div>
        <AreaSelect
          placeholder={t('account.select.placeholder')}
          id={ids.region}
          label={t('account.address.region')}
          names={options.provinces}
          value={values.addressProvince}
          onChange={select('addressProvince')}
        />
        {options.cities.length > 0 ? (
          <AreaSelect
            placeholder={t('account.select.placeholder')}
            id={ids.district}
            label={t('account.address.district')}
            names={options.cities}
            value={values.addressCity}
            onChange={select('addressCity')}
          />
        ) : null}
        {options.zones.length > 0 ? (
          <AreaSelect
            placeholder={t('account.select.placeholder')}
            id={ids.zone}
            label={t('account.address.zone')}
            names={options.zones}
            value={values.addressZone}
            onChange={select('addressZone')}
          />
        ) : null}
        <Field id={ids.row1} label={t('account.address.row1')}>
          <input
            id={ids.row1}
            autoComplete="address-line1"
            maxLength={200}
            value={values.addressRow1}
            onChange={text('addressRow1')}
          />
        </Field>
        <div className="field-row field-row-3">
          <Field id={ids.row2} label={t('account.address.row2')}>
            <input
              id={ids.row2}
              autoComplete="address-line2"
              maxLength={200}
              value={values.addressRow2}
              onChange={text('addressRow2')}
            />
          </Field>
          <Field id={ids.row3} label={t('account.address.row3')}>
            <input id={ids.row3} maxLength={200} value={values.addressRow3} onChange={text('addressRow3')} />
          </Field>
          <Field id={ids.row4} label={t('account.address.row4')}>
            <input id={ids.row4} maxLength={200} value={values.addressRow4} onChange={text('addressRow4')} />
          </Field>
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
