/**
 * Validation codes of the member forms (sign-up, login, reset, profile, address), with the zh-HK text the
 * API sends (the active catalogue is the Chinese one). A schema issue's message is its code, so the web can
 * show its own catalogue's text for the same code, and the API can turn it into the Chinese sentence.
 */
export const memberMessagesZh = {
  LOCATION_UNSUPPORTED: '只接受香港或澳門的電話號碼',
  PHONE_REQUIRED: '請填寫手提電話號碼',
  PHONE_DIGITS: '手提電話號碼位數不正確',
  VERIFICATION_CODE_REQUIRED: '請填寫驗證碼',
  FIRSTNAME_REQUIRED: '請填寫名字',
  LASTNAME_REQUIRED: '請填寫姓氏',
  NAME_TOO_LONG: '名字太長',
  GENDER_REQUIRED: '請選擇性別',
  EMAIL_REQUIRED: '請填寫電郵',
  EMAIL_INVALID: '電郵格式不正確',
  BIRTHDAY_MONTH_INVALID: '出生月份不正確',
  AGE_GROUP_INVALID: '年齡組別不正確',
  PASSWORD_TOO_SHORT: '密碼最少需要8個字元',
  PASSWORD_TOO_LONG: '密碼太長',
  PASSWORD_MISMATCH: '確認密碼不相同',
  POLICY_NOT_ACCEPTED: '請閱讀並同意條款及私隱政策',
  USERNAME_REQUIRED: '請填寫手提電話號碼',
  PASSWORD_REQUIRED: '請填寫密碼',
  MEMBER_ID_INVALID: '會員編號不正確',
  ADDRESS_ID_INVALID: '地址編號不正確',
  RECIPIENT_REQUIRED: '請填寫收件人',
  ADDRESS_REQUIRED: '請填寫地址',
  CONTACT_NUMBER_REQUIRED: '請填寫手提電話號碼',
  CONTACT_NUMBER_DIGITS: '手提電話號碼位數不正確',
  PHONE_COUNTRY_UNSUPPORTED: '只接受香港或澳門的電話號碼',
  COUNTRY_UNSUPPORTED: '送貨地址只限香港',
  REGION_REQUIRED: '請選擇地區',
  REGION_INVALID: '地區不正確',
  DISTRICT_REQUIRED: '請選擇區域',
  DISTRICT_INVALID: '區域不正確',
  SUB_DISTRICT_REQUIRED: '請選擇分區',
  SUB_DISTRICT_INVALID: '分區不正確',
  TEXT_TOO_LONG: '內容太長',
} as const;

export type MemberMessageCode = keyof typeof memberMessagesZh;

export function isMemberMessageCode(value: string): value is MemberMessageCode {
  return Object.hasOwn(memberMessagesZh, value);
}

/** The Chinese text of a code; a message that is not one of ours (a type error) gets a general sentence. */
export function memberMessageZh(code: string): string {
  return isMemberMessageCode(code) ? memberMessagesZh[code] : '請檢查填寫的資料';
}
