import { describe, expect, it } from 'vitest';
import {
  destinationOf,
  EMPTY_SHIPPING_FORM,
  effectiveBilling,
  hasProblems,
  isMarked,
  pickupCountryId,
  type ShippingForm,
  shippingProblems,
} from './shippingForm.ts';

const lengths = (locationId: number) => ({ 6: 8, 11: 8, 30: 11 })[locationId];

const home: ShippingForm = {
  ...EMPTY_SHIPPING_FORM,
  recipient: '李小明',
  province: '香港島',
  city: '中西區',
  zone: '中環',
  address3: '12樓',
  phone: '98765432',
  email: 'siuming@example.com',
};

describe('shipping rules of seed 001 §5', () => {
  it('a complete home delivery passes, with billing copied from the delivery address', () => {
    expect(hasProblems(shippingProblems(home, lengths))).toBe(false);
    expect(effectiveBilling(home)).toMatchObject({
      billingProvince: '香港島',
      billingZone: '中環',
      billingAddress3: '12樓',
      billingPhone: '98765432',
      billingEmail: 'siuming@example.com',
    });
  });

  it('"please select" (the empty option) and blank text count as empty', () => {
    const problems = shippingProblems({ ...home, city: '', zone: '  ' }, lengths);
    expect(problems.missing).toEqual(['city', 'zone']);
  });

  it('home delivery needs at least one address row, any of the four', () => {
    const none = { ...home, address3: '' };
    expect(shippingProblems(none, lengths).missing).toEqual(['address']);
    expect(shippingProblems({ ...none, address4: 'A室' }, lengths).missing).toEqual([]);
  });

  it('separate billing needs its province, city, zone and a phone of the right length', () => {
    const problems = shippingProblems(
      { ...home, billingSameAsDelivery: false, billingPhone: '1234' },
      lengths,
    );
    expect(problems.missing).toEqual(['billingProvince', 'billingCity', 'billingZone']);
    expect(problems.billingPhoneDigits).toBe(8);
  });

  it("the phone's length is its country's numberOfDigit, 8 when the country is unknown", () => {
    expect(shippingProblems({ ...home, phoneCountryId: 30, phone: '98765432' }, lengths).phoneDigits).toBe(
      11,
    );
    expect(
      shippingProblems({ ...home, phoneCountryId: 30, phone: '13800138000' }, lengths).phoneDigits,
    ).toBeNull();
    expect(shippingProblems({ ...home, phoneCountryId: 99, phone: '1234567' }, lengths).phoneDigits).toBe(8);
    // Spaces and dashes are not digits: "9876 5432" has eight.
    expect(shippingProblems({ ...home, phone: '9876 5432' }, lengths).phoneDigits).toBeNull();
  });

  it('a locker or station needs the point, the recipient, the phone and the email, not an address', () => {
    const locker: ShippingForm = {
      ...EMPTY_SHIPPING_FORM,
      shippingMethod: 'SF_LOCKER',
      recipient: '李小明',
      phone: '98765432',
      email: 'a@example.com',
    };
    expect(shippingProblems(locker, lengths)).toEqual({
      missing: [],
      pointMissing: 'SF_LOCKER',
      phoneDigits: null,
      billingPhoneDigits: null,
    });
    expect(hasProblems(shippingProblems({ ...locker, pickupPoint: 'H852KL001' }, lengths))).toBe(false);
    const station = shippingProblems({ ...EMPTY_SHIPPING_FORM, shippingMethod: 'SF_STATION' }, lengths);
    expect(station.pointMissing).toBe('SF_STATION');
    expect(station.missing).toEqual(['recipient', 'phone', 'email']);
  });
});

describe('the destination of seed 001 §4', () => {
  it('pick-up points are Hong Kong (6), except codes starting H853 (Macau, 11)', () => {
    expect(pickupCountryId('H852KL001')).toBe(6);
    expect(pickupCountryId('H853MO001')).toBe(11);
    expect(pickupCountryId('h853s002')).toBe(11);
  });

  it('home delivery goes to the chosen country; a pick-up point decides its own', () => {
    expect(destinationOf({ shippingMethod: 'HOME_DELIVERY', countryId: 30, pickupPoint: 'H853MO001' })).toBe(
      30,
    );
    expect(destinationOf({ shippingMethod: 'SF_LOCKER', countryId: 30, pickupPoint: 'H853MO001' })).toBe(11);
    expect(destinationOf({ shippingMethod: 'SF_STATION', countryId: 30, pickupPoint: '' })).toBe(6);
  });
});

describe('the controls a NEXT marks invalid', () => {
  it('are the ones its problems name: the first row for a missing address, a phone of the wrong length', () => {
    const problems = shippingProblems({ ...home, address3: '', zone: '', phone: '9876' }, lengths);
    const marked = (Object.keys(home) as (keyof ShippingForm)[]).filter((field) => isMarked(problems, field));
    expect(marked).toEqual(['zone', 'address1', 'phone']);
    expect(isMarked(null, 'recipient')).toBe(false);
    const locker = shippingProblems({ ...home, shippingMethod: 'SF_LOCKER' }, lengths);
    expect(isMarked(locker, 'pickupPoint')).toBe(true);
  });
});
