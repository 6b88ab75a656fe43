import { useId } from 'react';
import { Field } from '../../../components/forms/Field.tsx';
import { useT } from '../../../lib/intl.tsx';
import { MEMBER_REGIONS } from '../validation.ts';

export interface PhoneFieldsProps {
  locationId: number;
  onLocationChange: (locationId: number) => void;
  phone: string;
  onPhoneChange: (phone: string) => void;
  invalid?: boolean;
  /** Extra description ids (a hint or the form's alert). */
  describedBy?: string;
  autoFocus?: boolean;
}

/**
 * Region (Hong Kong +852 by default, or Macau +853: spec 000 §5) and the local mobile number. The number is
 * kept as typed; the forms strip non-digits before checking and sending.
 */
export function PhoneFields({
  locationId,
  onLocationChange,
  phone,
  onPhoneChange,
  invalid = false,
  describedBy,
  autoFocus = false,
}: PhoneFieldsProps) {
  const t = useT();
  const regionId = useId();
  const phoneId = useId();
  return (
    <div className="phone-fields">
      <Field id={regionId} label={t('account.region.label')} className="phone-region">
        <select
          id={regionId}
          value={locationId}
          onChange={(event) => onLocationChange(Number(event.target.value))}
          autoComplete="tel-country-code"
        >
          {MEMBER_REGIONS.map((region) => (
            <option key={region.locationId} value={region.locationId}>
              {t(region.label)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={phoneId} label={t('account.phone.label')} className="phone-number">
        <input
          id={phoneId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          value={phone}
          onChange={(event) => onPhoneChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-autofocus={autoFocus || undefined}
        />
      </Field>
    </div>
  );
}
