import type { Catalogue } from './catalogue.ts';
import { SHELVES } from './shelves.ts';

/** Discounts, coupons, gifts (GWP) and purchase-with-purchase add-ons (PWP) of the demo shop. */

export type DiscountType =
  | 'DISCOUNT_COUPON'
  | 'CASH_COUPON'
  | 'FREE_DELIVERY'
  | 'GIFT_COUPON'
  | 'GWP'
  | 'PWP';

export interface DiscountRow {
  discountId: number;
  titleChi: string;
  titleEng: string;
  discountType: DiscountType;
  actionType: '*' | '-';
  /** Rate paid for '*', HKD dollars for '-' (numeric column, sent as text). */
  actionValue: string;
  regularPriceOnly: boolean;
  /** Only for a shopper's first purchase (NEW10). */
  firstPurchaseOnly: boolean;
  minSpendCents: number;
  validFrom: Date | null;
  validTo: Date | null;
  displayProductIds: number[];
  requiresCoupon: boolean;
  status: number;
}

export interface CouponRow {
  couponId: number;
  couponCode: string;
  discountId: number;
}

export interface DiscountData {
  discounts: DiscountRow[];
  coupons: CouponRow[];
  /** [discountId, productId, addOnPriceCents, quantity, sortOrder] */
  items: [number, number, number, number, number][];
  /** [discountId, productId] */
  triggers: [number, number][];
  /** Coupons handed to members: member key → coupon codes. */
  memberCoupons: Record<'ordinary' | 'vip', string[]>;
}

export function buildDiscounts(now: Date, catalogue: Catalogue): DiscountData {
  const day = 86_400_000;
  const from = new Date(now.getTime() - 30 * day);
  const to = new Date(now.getTime() + 365 * day);
  const firstProduct = (slug: string): number => {
    const id = catalogue.productIdsBySlug.get(slug)?.[0];
    if (id === undefined) throw new Error(`Unknown demo product ${slug}`);
    return id;
  };
  const shelfDisplayIds = (categoryIds: readonly number[]): number[] =>
    SHELVES.filter((shelf) => categoryIds.includes(shelf.categoryId)).flatMap((shelf) =>
      shelf.lines.map(([slug]) => catalogue.displayIdBySlug.get(slug)!),
    );
  const shelfProductIds = (categoryId: number): number[] =>
    SHELVES.filter((shelf) => shelf.categoryId === categoryId).flatMap((shelf) =>
      shelf.lines.flatMap(([slug]) => catalogue.productIdsBySlug.get(slug) ?? []),
    );

  const base = {
    regularPriceOnly: false,
    firstPurchaseOnly: false,
    minSpendCents: 0,
    validFrom: from,
    validTo: to,
    displayProductIds: [] as number[],
    requiresCoupon: true,
    status: 1,
  };
  const discounts: DiscountRow[] = [
    {
      ...base,
      discountId: 1,
      titleChi: '新會員首購正價貨品九折',
      titleEng: 'New members: 10% off regular-priced goods',
      discountType: 'DISCOUNT_COUPON',
      actionType: '*',
      actionValue: '0.90',
      regularPriceOnly: true,
      firstPurchaseOnly: true,
    },
    {
      ...base,
      discountId: 2,
      titleChi: '滿HK$200減HK$30',
      titleEng: 'HK$30 off orders of HK$200 or more',
      discountType: 'CASH_COUPON',
      actionType: '-',
      actionValue: '30',
      minSpendCents: 20_000,
    },
    {
      ...base,
      discountId: 3,
      titleChi: '免運費優惠',
      titleEng: 'Free delivery',
      discountType: 'FREE_DELIVERY',
      actionType: '-',
      actionValue: '0',
    },
    {
      ...base,
      discountId: 4,
      titleChi: '憑碼送玻尿酸保濕精華旅行裝',
      titleEng: 'Free travel-size hydrating serum with this code',
      discountType: 'GIFT_COUPON',
      actionType: '-',
      actionValue: '0',
    },
    {
      ...base,
      discountId: 5,
      titleChi: '2024會員感謝券（已過期）',
      titleEng: '2024 member thank-you voucher (expired)',
      discountType: 'CASH_COUPON',
      actionType: '-',
      actionValue: '50',
      validFrom: new Date('2024-01-01T00:00:00+08:00'),
      validTo: new Date('2025-01-01T00:00:00+08:00'),
    },
    {
      ...base,
      discountId: 6,
      titleChi: '指定護髮套裝額外減HK$30',
      titleEng: 'Extra HK$30 off selected hair care sets',
      discountType: 'CASH_COUPON',
      actionType: '-',
      actionValue: '30',
      displayProductIds: shelfDisplayIds([11200]),
    },
    {
      ...base,
      discountId: 7,
      titleChi: '書本八五折',
      titleEng: '15% off books',
      discountType: 'DISCOUNT_COUPON',
      actionType: '*',
      actionValue: '0.85',
      displayProductIds: shelfDisplayIds([10500, 10600, 10700, 10800]),
    },
    {
      ...base,
      discountId: 8,
      titleChi: '滿HK$300送保濕精華旅行裝',
      titleEng: 'Spend HK$300, get a travel-size hydrating serum',
      discountType: 'GWP',
      actionType: '-',
      actionValue: '0',
      minSpendCents: 30_000,
      requiresCoupon: false,
    },
    {
      ...base,
      discountId: 9,
      titleChi: '滿HK$800送青絲堂護髮禮盒',
      titleEng: 'Spend HK$800, get a Silken Hall hair care box',
      discountType: 'GWP',
      actionType: '-',
      actionValue: '0',
      minSpendCents: 80_000,
      requiresCoupon: false,
    },
    {
      ...base,
      discountId: 10,
      titleChi: '購買護髮精華，HK$38加購頭皮按摩梳',
      titleEng: 'Buy a hair serum, add a scalp massage comb for HK$38',
      discountType: 'PWP',
      actionType: '-',
      actionValue: '0',
      requiresCoupon: false,
    },
    {
      ...base,
      discountId: 11,
      titleChi: '購買課本，HK$10加購透明書套',
      titleEng: 'Buy a textbook, add clear book covers for HK$10',
      discountType: 'PWP',
      actionType: '-',
      actionValue: '0',
      requiresCoupon: false,
    },
    {
      ...base,
      discountId: 12,
      titleChi: '購買護膚精華，HK$15加購化妝棉',
      titleEng: 'Buy a serum, add cotton pads for HK$15',
      discountType: 'PWP',
      actionType: '-',
      actionValue: '0',
      requiresCoupon: false,
    },
    {
      // The shape of a site-wide free-delivery promotion, switched off: by default FREESHIP must matter.
      ...base,
      discountId: 13,
      titleChi: '週年慶全單免運費（未啟用）',
      titleEng: 'Anniversary free delivery on every order (not active)',
      discountType: 'FREE_DELIVERY',
      actionType: '-',
      actionValue: '0',
      requiresCoupon: false,
      status: 0,
    },
  ];

  const coupons: CouponRow[] = [
    { couponId: 1, couponCode: 'NEW10', discountId: 1 },
    { couponId: 2, couponCode: 'CASH30', discountId: 2 },
    { couponId: 3, couponCode: 'FREESHIP', discountId: 3 },
    { couponId: 4, couponCode: 'GIFT2026', discountId: 4 },
    { couponId: 5, couponCode: 'OLD2024', discountId: 5 },
    { couponId: 6, couponCode: 'CRM30', discountId: 6 },
    { couponId: 7, couponCode: 'BOOK15', discountId: 7 },
  ];

  const items: [number, number, number, number, number][] = [
    [4, firstProduct('gift-hydrating-serum-travel'), 0, 1, 0],
    [8, firstProduct('gift-hydrating-serum-travel'), 0, 1, 0],
    [9, firstProduct('gift-hair-care-box'), 0, 1, 0],
    [10, firstProduct('wooden-scalp-massage-comb'), 3_800, 1, 0],
    [11, firstProduct('clear-book-covers'), 1_000, 1, 0],
    [12, firstProduct('cotton-pads'), 1_500, 1, 0],
  ];
  const triggers: [number, number][] = [
    ...shelfProductIds(10900).map((productId): [number, number] => [10, productId]),
    ...shelfProductIds(10500).map((productId): [number, number] => [11, productId]),
    ...shelfProductIds(10100).map((productId): [number, number] => [12, productId]),
  ];

  return {
    discounts,
    coupons,
    items,
    triggers,
    memberCoupons: { ordinary: ['NEW10', 'CASH30'], vip: ['CASH30', 'FREESHIP', 'GIFT2026'] },
  };
}
