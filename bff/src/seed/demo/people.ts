/** Demo accounts. Both members and the owner use the password Passw0rd!. */

export const DEMO_PASSWORD = 'Passw0rd!';
export const VIP_OPENING_POINTS = 8600;

export interface MemberSeed {
  key: 'ordinary' | 'vip';
  firstname: string;
  lastname: string;
  email: string;
  locationId: number;
  phone: string;
  gender: 'male' | 'female' | 'other';
  birthdayMonth: number;
  ageGroupId: number;
  memberLevelId: 1 | 2;
  acceptPromotion: boolean;
  /** Months from the seed time; null for none (ordinary members have no membership expiry). */
  membershipMonths: number | null;
}

export const MEMBERS: readonly MemberSeed[] = [
  {
    key: 'ordinary',
    firstname: '嘉欣',
    lastname: '陳',
    email: 'kayan.chan@example.com',
    locationId: 6,
    phone: '91234567',
    gender: 'female',
    birthdayMonth: 3,
    ageGroupId: 3,
    memberLevelId: 1,
    acceptPromotion: true,
    membershipMonths: null,
  },
  {
    key: 'vip',
    firstname: '志明',
    lastname: '李',
    email: 'chiming.lee@example.com',
    locationId: 6,
    phone: '98765432',
    gender: 'male',
    birthdayMonth: 8,
    ageGroupId: 4,
    memberLevelId: 2,
    acceptPromotion: false,
    membershipMonths: 12,
  },
];

export const STAFF = [{ username: 'owner', displayName: '店主 Owner', roles: ['owner'] }] as const;

/**
 * Demo roles beside the owner's (which the migration creates): what a small shop's staff split into. The owner
 * changes them, or adds others, in the permissions section.
 */
export const STAFF_ROLES = [
  {
    role: 'orders',
    label: '訂單處理 Orders',
    permissions: { orders: 'write', members: 'read', points: 'read', inventory: 'read' },
  },
  {
    role: 'catalogue',
    label: '產品管理 Catalogue',
    permissions: {
      products: 'write',
      inventory: 'write',
      prices: 'write',
      discounts: 'write',
      reports: 'read',
    },
  },
  {
    role: 'content',
    label: '內容編輯 Content',
    permissions: {
      articles: 'write',
      messages: 'write',
      marketingEvents: 'write',
      pageContent: 'write',
      banners: 'write',
    },
  },
] as const;
