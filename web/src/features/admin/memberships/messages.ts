/** The memberships section: the levels and the rules the shop applies (read-only). */
export const zhHK = {
  'admin.memberships.levels': '會員等級',
  'admin.memberships.level': '等級',
  'admin.memberships.level.ordinary': '普通會員',
  'admin.memberships.level.vip': 'VIP會員',
  'admin.memberships.members': '會員人數',
  'admin.memberships.earns': '賺取積分',
  'admin.memberships.spends': '使用積分',
  'admin.memberships.rules': '規則',
  'admin.memberships.rule.vipSpendThreshold': '累計消費超過 {amount} 自動升級為VIP會員',
  'admin.memberships.rule.earning': 'VIP會員每消費 {amount} 賺取 1 積分',
  'admin.memberships.rule.birthday': '生日月份積分 × {multiplier}',
  'admin.memberships.rule.redeem': '{points} 積分 = HK$1',
  'admin.memberships.rule.cap': '每張訂單最多使用 {points} 積分（{amount}）',
  'admin.memberships.readOnly': '這些規則由系統程式設定，更改須由開發人員處理。',
};

export const en: Record<keyof typeof zhHK, string> = {
  'admin.memberships.levels': 'Membership levels',
  'admin.memberships.level': 'Level',
  'admin.memberships.level.ordinary': 'Ordinary member',
  'admin.memberships.level.vip': 'VIP member',
  'admin.memberships.members': 'Members',
  'admin.memberships.earns': 'Earns points',
  'admin.memberships.spends': 'Spends points',
  'admin.memberships.rules': 'Rules',
  'admin.memberships.rule.vipSpendThreshold': 'Paid spend over {amount} makes a member VIP',
  'admin.memberships.rule.earning': 'VIP members earn 1 point per {amount} spent',
  'admin.memberships.rule.birthday': 'Points × {multiplier} in the birthday month',
  'admin.memberships.rule.redeem': '{points} points = HK$1',
  'admin.memberships.rule.cap': 'At most {points} points ({amount}) per order',
  'admin.memberships.readOnly':
    'These rules are set in the shop’s code; changing them is a developer’s task.',
};
