import { SHIPPING_METHODS } from '@shop/domain/orders/apiSchemas';
import { useSelector } from '@xstate/react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { AreaSelect } from '../../components/forms/AreaSelect.tsx';
import { Field } from '../../components/forms/Field.tsx';
import { FormAlert } from '../../components/forms/FormAlert.tsx';
import { addressText, addressVariant, savedAddressParts } from '../../lib/addressDisplay.ts';
import { type MessageKey, type Translate, useLocale, useT } from '../../lib/intl.tsx';
import type { CheckoutLocation, CheckoutMachine } from './checkoutMachine.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { isMarked, type ShippingForm, type ShippingProblems } from './shippingForm.ts';

type Actor = ActorRefFrom<CheckoutMachine>;
type TextField = {
  [Key in keyof ShippingForm]: ShippingForm[Key] extends string ? Key : never;
}[keyof ShippingForm];

const HONG_KONG = 6;

/** Seed 001 §5's messages for the problems a NEXT found, in screen order. */
export function problemMessages(problems: ShippingProblems | null, t: Translate): string[] {
  if (!problems) return [];
  const messages: string[] = [];
  if (problems.pointMissing) messages.push(t(`checkout.validation.${problems.pointMissing}`));
  if (problems.missing.length > 0) {
    const fields = problems.missing.map((field) => t(`checkout.field.${field}` as MessageKey));
    messages.push(t('checkout.validation.fillIn', { fields: fields.join(t('checkout.listSeparator')) }));
  }
  if (problems.phoneDigits !== null)
    messages.push(t('checkout.validation.phoneDigits', { digits: problems.phoneDigits }));
  if (problems.billingPhoneDigits !== null)
    messages.push(t('checkout.validation.billingPhoneDigits', { digits: problems.billingPhoneDigits }));
  return messages;
}

/** Hong Kong's regions → districts → areas, as GET location/ gives them. */
function areasOf(locations: readonly CheckoutLocation[], province: string, city: string) {
  const hongKong = locations.find((location) => location.locationId === HONG_KONG);
  const provinces = Object.keys(hongKong?.provinceDistricts ?? {});
  const cities = hongKong?.provinceDistricts?.[province] ?? [];
  const zones = hongKong?.cityZones?.[city] ?? [];
  return { provinces, cities, zones };
}

/** Step 1 (seed 001 §2): method, address or pick-up point, contact, billing, VIP points, the summary. */
export function ShippingStep({ actor }: { actor: Actor }) {
  const t = useT();
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const loaded = useSelector(actor, (snapshot) => snapshot.context.loaded);
  const priced = useSelector(actor, (snapshot) => snapshot.context.priced);
  const shipping = useSelector(actor, (snapshot) => snapshot.context.shipping);
  const problems = useSelector(actor, (snapshot) => snapshot.context.problems);
  const shopper = useSelector(actor, (snapshot) => snapshot.context.shopper);
  const priceStale = useSelector(actor, (snapshot) => snapshot.context.priceStale);
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  const updating = useSelector(
    actor,
    (snapshot) => snapshot.matches({ shipping: 'pricing' }) || snapshot.matches({ shipping: 'quoting' }),
  );
  const alertId = useId();
  const messages = [
    ...problemMessages(problems, t),
    ...(problems && priceStale ? [t('checkout.validation.stale')] : []),
  ];
  const home = form.shippingMethod === 'HOME_DELIVERY';
  const addresses = loaded?.addresses ?? [];
  const typing = !shopper || form.addressId === null || addresses.length === 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'NEXT' });
  };

  return (
    <form className="checkout-form" noValidate onSubmit={submit} aria-describedby={alertId}>
      <MethodChoice actor={actor} method={form.shippingMethod} />
      {home && shopper && addresses.length > 0 ? <SavedAddressChoice actor={actor} form={form} /> : null}
      <fieldset className="checkout-fieldset">
        <legend>{t('checkout.address.legend')}</legend>
        {home ? null : <PickupPointChoice actor={actor} form={form} />}
        {home && typing ? (
          <CountryChoice actor={actor} form={form} locations={loaded?.locations ?? []} />
        ) : null}
        {typing || !home ? (
          <>
            <TextInput
              actor={actor}
              form={form}
              field="recipient"
              labelKey="checkout.recipient"
              autoComplete="name"
            />
            <PhoneInput actor={actor} form={form} locations={loaded?.locations ?? []} billing={false} />
          </>
        ) : null}
        {home && typing ? (
          <AddressInputs actor={actor} form={form} locations={loaded?.locations ?? []} billing={false} />
        ) : null}
        <TextInput
          actor={actor}
          form={form}
          field="email"
          labelKey="checkout.email"
          type="email"
          autoComplete="email"
        />
      </fieldset>
      <BillingInputs actor={actor} form={form} locations={loaded?.locations ?? []} />
      {shopper?.vip && priced ? (
        <PointsInput actor={actor} usable={priced.usablePoints} used={priced.pointsUsed} />
      ) : null}
      <FormAlert id={alertId} messages={messages} data-testid="checkout-problems" />
      {notice === 'offline' || notice === 'pricingFailed' ? (
        <p className="checkout-notice" role="status">
          {t(notice === 'offline' ? 'checkout.offline' : 'checkout.pricingFailed')}
        </p>
      ) : null}
      {priced ? <OrderSummary priced={priced} shipping={shipping} /> : null}
      <div className="checkout-actions">
        <button type="submit" className="button" disabled={updating} aria-busy={updating || undefined}>
          {t(updating ? 'checkout.updatingPrices' : 'checkout.next')}
        </button>
      </div>
    </form>
  );
}

function MethodChoice({ actor, method }: { actor: Actor; method: ShippingForm['shippingMethod'] }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="checkout-fieldset checkout-methods">
      <legend>{t('checkout.method.legend')}</legend>
      {SHIPPING_METHODS.map((candidate) => (
        <label key={candidate} className="checkout-choice">
          <input
            type="radio"
            name={name}
            value={candidate}
            checked={method === candidate}
            onChange={() => actor.send({ type: 'SET_METHOD', method: candidate })}
          />
          {t(`checkout.method.${candidate}`)}
        </label>
      ))}
    </fieldset>
  );
}

function SavedAddressChoice({ actor, form }: { actor: Actor; form: ShippingForm }) {
  const t = useT();
  const id = useId();
  const locale = useLocale();
  const addresses = useSelector(actor, (snapshot) => snapshot.context.loaded?.addresses ?? []);
  return (
    <Field id={id} label={t('checkout.savedAddress')}>
      <select
        id={id}
        value={form.addressId ?? ''}
        onChange={(event) =>
          actor.send({
            type: 'PICK_ADDRESS',
            addressId: event.target.value === '' ? null : Number(event.target.value),
          })
        }
      >
        {addresses.map((address) => (
          <option key={address.addressId} value={address.addressId}>
            {`${address.recipient}：${addressText(savedAddressParts(address), addressVariant(locale))}`}
          </option>
        ))}
        <option value="">{t('checkout.savedAddress.new')}</option>
      </select>
    </Field>
  );
}

function CountryChoice({
  actor,
  form,
  locations,
}: {
  actor: Actor;
  form: ShippingForm;
  locations: readonly CheckoutLocation[];
}) {
  const t = useT();
  const id = useId();
  return (
    <Field id={id} label={t('checkout.country')}>
      <select
        id={id}
        value={form.countryId}
        onChange={(event) => actor.send({ type: 'SET_COUNTRY', countryId: Number(event.target.value) })}
      >
        {locations.map((location) => (
          <option key={location.locationId} value={location.locationId}>
            {location.countryName}
          </option>
        ))}
      </select>
    </Field>
  );
}

function PickupPointChoice({ actor, form }: { actor: Actor; form: ShippingForm }) {
  const t = useT();
  const id = useId();
  const loaded = useSelector(actor, (snapshot) => snapshot.context.loaded);
  const invalid = useSelector(actor, (snapshot) => isMarked(snapshot.context.problems, 'pickupPoint'));
  const locker = form.shippingMethod === 'SF_LOCKER';
  const points = locker
    ? (loaded?.lockers ?? []).map((point) => ({ code: point.sfLockerId, name: point.address }))
    : (loaded?.stations ?? []).map((point) => ({
        code: point.sfStationCode,
        name: `${point.sfStationName} ${point.address}`,
      }));
  if (points.length === 0) return <p>{t('checkout.noPoints')}</p>;
  return (
    <Field id={id} label={t(locker ? 'checkout.locker' : 'checkout.station')}>
      <select
        id={id}
        value={form.pickupPoint}
        onChange={(event) => actor.send({ type: 'PICK_POINT', code: event.target.value })}
        aria-invalid={invalid || undefined}
        data-testid="checkout-pickup-point"
      >
        <option value="">{t('checkout.select')}</option>
        {points.map((point) => (
          <option key={point.code} value={point.code}>
            {point.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

function TextInput({
  actor,
  form,
  field,
  labelKey,
  type = 'text',
  autoComplete,
}: {
  actor: Actor;
  form: ShippingForm;
  field: TextField;
  labelKey: MessageKey;
  type?: 'text' | 'email';
  autoComplete?: string;
}) {
  const t = useT();
  const id = useId();
  const invalid = useSelector(actor, (snapshot) => isMarked(snapshot.context.problems, field));
  return (
    <Field id={id} label={t(labelKey)}>
      <input
        id={id}
        type={type}
        maxLength={200}
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        value={form[field]}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          actor.send({ type: 'EDIT', values: { [field]: event.target.value } })
        }
      />
    </Field>
  );
}

function PhoneInput({
  actor,
  form,
  locations,
  billing,
}: {
  actor: Actor;
  form: ShippingForm;
  locations: readonly CheckoutLocation[];
  billing: boolean;
}) {
  const t = useT();
  const regionId = useId();
  const phoneId = useId();
  const countryField = billing ? 'billingPhoneCountryId' : 'phoneCountryId';
  const phoneField = billing ? 'billingPhone' : 'phone';
  const invalid = useSelector(actor, (snapshot) => isMarked(snapshot.context.problems, phoneField));
  return (
    <div className="phone-fields">
      <Field id={regionId} label={t('checkout.phoneCountry')}>
        <select
          id={regionId}
          value={form[countryField]}
          autoComplete="tel-country-code"
          onChange={(event) =>
            actor.send({ type: 'EDIT', values: { [countryField]: Number(event.target.value) } })
          }
        >
          {locations.map((location) => (
            <option key={location.locationId} value={location.locationId}>
              {t('checkout.region', { name: location.countryName, callingCode: location.callingCode })}
            </option>
          ))}
        </select>
      </Field>
      <Field id={phoneId} label={t(billing ? 'checkout.billing.phone' : 'checkout.phone')}>
        <input
          id={phoneId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          aria-invalid={invalid || undefined}
          value={form[phoneField]}
          onChange={(event) => actor.send({ type: 'EDIT', values: { [phoneField]: event.target.value } })}
        />
      </Field>
    </div>
  );
}

function AddressInputs({
  actor,
  form,
  locations,
  billing,
}: {
  actor: Actor;
  form: ShippingForm;
  locations: readonly CheckoutLocation[];
  billing: boolean;
}) {
  const t = useT();
  const ids = { province: useId(), city: useId(), zone: useId() };
  const keys = billing
    ? ({ province: 'billingProvince', city: 'billingCity', zone: 'billingZone' } as const)
    : ({ province: 'province', city: 'city', zone: 'zone' } as const);
  const rows = billing
    ? (['billingAddress1', 'billingAddress2', 'billingAddress3', 'billingAddress4'] as const)
    : (['address1', 'address2', 'address3', 'address4'] as const);
  const hongKong = billing || form.countryId === HONG_KONG;
  const areas = areasOf(locations, form[keys.province], form[keys.city]);
  const problems = useSelector(actor, (snapshot) => snapshot.context.problems);
  // Choosing a region clears the district and area below it (as the address book does).
  const pick = (level: 'province' | 'city' | 'zone') => (event: { target: { value: string } }) =>
    actor.send({
      type: 'EDIT',
      values:
        level === 'province'
          ? { [keys.province]: event.target.value, [keys.city]: '', [keys.zone]: '' }
          : level === 'city'
            ? { [keys.city]: event.target.value, [keys.zone]: '' }
            : { [keys.zone]: event.target.value },
    });
  return (
    <>
      {hongKong && areas.provinces.length > 0 ? (
        <>
          <AreaSelect
            id={ids.province}
            label={t('checkout.province')}
            placeholder={t('checkout.select')}
            names={areas.provinces}
            value={form[keys.province]}
            onChange={pick('province')}
            invalid={isMarked(problems, keys.province)}
          />
          <AreaSelect
            id={ids.city}
            label={t('checkout.city')}
            placeholder={t('checkout.select')}
            names={areas.cities}
            value={form[keys.city]}
            onChange={pick('city')}
            invalid={isMarked(problems, keys.city)}
          />
          <AreaSelect
            id={ids.zone}
            label={t('checkout.zone')}
            placeholder={t('checkout.select')}
            names={areas.zones}
            value={form[keys.zone]}
            onChange={pick('zone')}
            invalid={isMarked(problems, keys.zone)}
          />
        </>
      ) : (
        <>
          <TextInput actor={actor} form={form} field={keys.province} labelKey="checkout.province" />
          <TextInput actor={actor} form={form} field={keys.city} labelKey="checkout.city" />
          <TextInput actor={actor} form={form} field={keys.zone} labelKey="checkout.zone" />
        </>
      )}
      <TextInput
        actor={actor}
        form={form}
        field={rows[0]}
        labelKey="checkout.address1"
        autoComplete="address-line1"
      />
      <div className="field-row">
        <TextInput actor={actor} form={form} field={rows[1]} labelKey="checkout.address2" />
        <TextInput actor={actor} form={form} field={rows[2]} labelKey="checkout.address3" />
        <TextInput actor={actor} form={form} field={rows[3]} labelKey="checkout.address4" />
      </div>
    </>
  );
}

function BillingInputs({
  actor,
  form,
  locations,
}: {
  actor: Actor;
  form: ShippingForm;
  locations: readonly CheckoutLocation[];
}) {
  const t = useT();
  const home = form.shippingMethod === 'HOME_DELIVERY';
  const separate = !home || !form.billingSameAsDelivery;
  return (
    <fieldset className="checkout-fieldset">
      <legend>{t('checkout.billing.legend')}</legend>
      <div className="field-row">
        <TextInput
          actor={actor}
          form={form}
          field="billingLastName"
          labelKey="checkout.billing.lastName"
          autoComplete="family-name"
        />
        <TextInput
          actor={actor}
          form={form}
          field="billingFirstName"
          labelKey="checkout.billing.firstName"
          autoComplete="given-name"
        />
      </div>
      <TextInput
        actor={actor}
        form={form}
        field="billingCompanyName"
        labelKey="checkout.billing.company"
        autoComplete="organization"
      />
      {home ? (
        <label className="checkout-choice">
          <input
            type="checkbox"
            checked={form.billingSameAsDelivery}
            onChange={(event) =>
              actor.send({ type: 'EDIT', values: { billingSameAsDelivery: event.target.checked } })
            }
          />
          {t('checkout.billing.same')}
        </label>
      ) : null}
      {separate ? (
        <>
          <AddressInputs actor={actor} form={form} locations={locations} billing />
          <PhoneInput actor={actor} form={form} locations={locations} billing />
        </>
      ) : null}
    </fieldset>
  );
}

function PointsInput({ actor, usable, used }: { actor: Actor; usable: number; used: number }) {
  const t = useT();
  const id = useId();
  const hintId = useId();
  const [points, setPoints] = useState(String(used || ''));
  // The server clamps what was asked for to what the order may use: show what it took.
  useEffect(() => setPoints(used > 0 ? String(used) : ''), [used]);
  return (
    <fieldset className="checkout-fieldset">
      <legend>{t('checkout.points.legend')}</legend>
      <div className="checkout-points">
        <Field id={id} label={t('checkout.points.label')}>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            step={200}
            max={usable}
            value={points}
            aria-describedby={hintId}
            onChange={(event) => setPoints(event.target.value)}
          />
        </Field>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => actor.send({ type: 'SET_POINTS', points: Number(points) || 0 })}
        >
          {t('checkout.points.apply')}
        </button>
      </div>
      <p id={hintId} className="checkout-hint">
        {t('checkout.points.usable', { points: usable })}
      </p>
    </fieldset>
  );
}
