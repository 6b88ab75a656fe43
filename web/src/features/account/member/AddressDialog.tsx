import { type AddressGeography, addressSchema } from '@shop/domain/members/address';
import { useId } from 'react';
import { AreaSelect } from '../../../components/forms/AreaSelect.tsx';
import { FormAlert } from '../../../components/forms/FormAlert.tsx';
import { controlProps, FormField } from '../../../components/forms/FormField.tsx';
import { useSchemaForm } from '../../../components/forms/schemaForm.ts';
import { CloseIcon } from '../../../components/icons/icons.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { apiErrorMessageKey, isApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/intl.tsx';
import { type AddressRecord, addAddress, editAddress } from '../api.ts';
import {
  type AddressFormValues,
  addressProblems,
  MEMBER_REGIONS,
  memberFormMessages,
  missingFieldsMessage,
} from '../validation.ts';
import { choose, EMPTY_ADDRESS, optionsFor, valuesOf } from './addressForm.ts';

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
  const ids = { alert: useId(), region: useId(), district: useId(), zone: useId() };
  const form = useSchemaForm(addressSchema(geography), initial, {
    messages: memberFormMessages,
    alertId: ids.alert,
  });
  const options = optionsFor(geography, form.values);
  const select =
    (field: 'addressProvince' | 'addressCity' | 'addressZone') => (event: { target: { value: string } }) =>
      form.edit(choose(field, event.target.value));
  const invalid = (field: keyof AddressFormValues) => form.errors[field] !== undefined;

  const submit = form.onSubmit(async (body) => {
    if (mode.mode === 'edit') await editAddress(mode.address.addressId, body);
    else await addAddress(body);
    onSaved();
  });

  const problems = addressProblems(form.refused);
  const missing = missingFieldsMessage(problems.missing, t);
  // Spec 000 §8: a failed save says "setting failed"; no connection says so.
  const alert = form.failure
    ? [
        t(
          isApiError(form.failure) && form.failure.isNetworkError
            ? apiErrorMessageKey(form.failure)
            : 'account.address.saveFailed',
        ),
      ]
    : [...(missing ? [missing] : []), ...problems.others.map((key) => t(key))];

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
          form.reset(initial);
        }}
      >
        <FormField
          form={form}
          name="recipient"
          label={t('account.address.recipient')}
          autoComplete="name"
          maxLength={100}
          data-autofocus
        />
        <div className="phone-fields">
          <FormField
            form={form}
            name="phoneCountryId"
            label={t('account.address.phoneCountry')}
            className="phone-region"
          >
            <select
              {...controlProps(form, 'phoneCountryId')}
              onChange={(event) => form.set('phoneCountryId', Number(event.target.value))}
            >
              {MEMBER_REGIONS.map((region) => (
                <option key={region.locationId} value={region.locationId}>
                  {t(region.label)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            form={form}
            name="contactNumber"
            label={t('account.address.contactNumber')}
            className="phone-number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={20}
          />
        </div>
        <AreaSelect
          placeholder={t('account.select.placeholder')}
          id={ids.region}
          label={t('account.address.region')}
          names={options.provinces}
          value={form.values.addressProvince}
          onChange={select('addressProvince')}
          invalid={invalid('addressProvince')}
        />
        {options.cities.length > 0 ? (
          <AreaSelect
            placeholder={t('account.select.placeholder')}
            id={ids.district}
            label={t('account.address.district')}
            names={options.cities}
            value={form.values.addressCity}
            onChange={select('addressCity')}
            invalid={invalid('addressCity')}
          />
        ) : null}
        {options.zones.length > 0 ? (
          <AreaSelect
            placeholder={t('account.select.placeholder')}
            id={ids.zone}
            label={t('account.address.zone')}
            names={options.zones}
            value={form.values.addressZone}
            onChange={select('addressZone')}
            invalid={invalid('addressZone')}
          />
        ) : null}
        <FormField
          form={form}
          name="addressRow1"
          label={t('account.address.row1')}
          autoComplete="address-line1"
          maxLength={200}
        />
        <div className="field-row field-row-3">
          <FormField
            form={form}
            name="addressRow2"
            label={t('account.address.row2')}
            autoComplete="address-line2"
            maxLength={200}
          />
          <FormField form={form} name="addressRow3" label={t('account.address.row3')} maxLength={200} />
          <FormField form={form} name="addressRow4" label={t('account.address.row4')} maxLength={200} />
        </div>
        <FormAlert id={ids.alert} messages={alert} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={form.status === 'saving'}>
            {form.status === 'saving' ? t('account.address.saving') : t('account.address.save')}
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
