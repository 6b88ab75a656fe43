import { MAX_REPORT_DAYS } from './reports.ts';

/**
 * The back office's field messages in Traditional Chinese, keyed by the English text the admin schemas of
 * this folder write (the server answers that text in VALIDATION_FAILED, as its API speaks English to
 * programs). The back office shows staff the Chinese one when its language is zh-HK;
 * `fieldMessages.test.ts` fails when a schema gains a message this table lacks.
 */
export const ZH_HK_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  // Shared
  Required: '必須填寫',
  'Required.': '必須填寫。',
  'Enter a date and time.': '請輸入日期及時間。',
  'The end must be after the start.': '結束時間必須在開始時間之後。',
  'The end must come after the start.': '結束時間必須在開始時間之後。',
  'At most 200,000 characters.': '最多 200,000 個字元。',
  // Content
  'Upload a picture first.': '請先上載圖片。',
  'Use a path such as /category/80000 or an https:// address.':
    '請輸入路徑（例如 /category/80000）或 https:// 網址。',
  'Choose an article category (90001–99999).': '請選擇文章分類（90001–99999）。',
  // Discounts
  'No such date.': '沒有這個日期。',
  'Use a date and time, e.g. 2026-12-01T09:00 (Hong Kong time).':
    '請輸入日期及時間，例如 2026-12-01T09:00（香港時間）。',
  'Enter an amount in HKD, e.g. 30 or 149.50.': '請輸入港幣金額，例如 30 或 149.50。',
  'Use 3 to 30 letters, digits, dashes or underscores.': '請用 3 至 30 個英文字母、數字、連字號或底線。',
  'This type needs a coupon code.': '此類優惠需要優惠碼。',
  'GWP and PWP apply by themselves, without a code.': '買就送及換購會自動套用，不設優惠碼。',
  'The rate is a decimal from 0.01 to 0.99 (0.9 = 10% off).': '折扣率為 0.01 至 0.99 的小數（0.9 即九折）。',
  'Enter the HKD taken off, more than 0.': '請輸入減免的港幣金額，須大於 0。',
  'A gift with purchase needs the spend that unlocks it.': '買就送需要設定消費門檻。',
  'Choose at least one product.': '請選擇最少一件產品。',
  'Choose the products that unlock the add-on.': '請選擇可觸發換購的產品。',
  'Each product once.': '每件產品只可選擇一次。',
  'Only a coupon code can be limited.': '只有優惠碼可以設定限制。',
  // Orders
  'Letters, digits and dashes only.': '只可使用英文字母、數字及連字號。',
  'digits only': '只可輸入數字',
  'HK$ with at most two decimals.': '港幣金額最多兩位小數。',
  'Above zero.': '須大於零。',
  // Products, prices and stock
  'HK$ amount with at most 2 decimals, e.g. 298.50': '港幣金額最多兩位小數，例如 298.50',
  'At most HK$999,999.99': '最多 HK$999,999.99',
  'The price must be above HK$0': '價格必須高於 HK$0',
  'A whole number': '請輸入整數',
  'Lower-case letters, digits and dashes, e.g. rose-hair-serum':
    '只可使用小寫英文字母、數字及連字號，例如 rose-hair-serum',
  'Must contain a letter (a number is read as an id)': '必須包含英文字母（純數字會被當作編號）',
  'Not a stored file name': '不是已儲存的檔案名稱',
  'Empty hashtag': '標籤不可為空',
  'At most 30 related ids': '最多 30 個相關產品編號',
  'Ids separated by commas, e.g. 12, 15': '以逗號分隔的編號，例如 12, 15',
  'Letters, digits, dots, dashes or underscores (up to 40)':
    '只可使用英文字母、數字、點、連字號或底線（最多 40 個）',
  'Cannot be above the price': '不可高於原價',
  'A group product needs at least one product': '組合產品需要最少一件產品',
  'Only a group product holds products': '只有組合產品可以包含產品',
  'A product is chosen twice': '同一產品被選了兩次',
  'Choose at least one category': '請選擇最少一個分類',
  'Add at least one image': '請加入最少一張圖片',
  'Add at least one option': '請加入最少一個選項',
  'This SKU is used twice': '此 SKU 重複使用',
  'A category is chosen twice': '同一分類被選了兩次',
  'Enter a change other than 0': '請輸入 0 以外的變動數量',
  'Say why the stock changes': '請說明庫存變動的原因',
  'Choose at least one product': '請選擇最少一件產品',
  // Reports
  'Use a date as YYYY-MM-DD.': '請以 YYYY-MM-DD 格式輸入日期。',
  'The range ends before it starts.': '結束日期早於開始日期。',
  [`A report covers at most ${MAX_REPORT_DAYS} days.`]: `報表最多涵蓋 ${MAX_REPORT_DAYS} 日。`,
  // Staff
  'Use 3 to 32 letters, digits, dots, dashes or underscores.':
    '請用 3 至 32 個英文字母、數字、點、連字號或底線。',
  'Use 2 to 32 lower-case letters, digits, dashes or underscores.':
    '請用 2 至 32 個小寫英文字母、數字、連字號或底線。',
  'At least 10 characters.': '最少 10 個字元。',
  'At least one letter.': '最少一個英文字母。',
  'At least one digit.': '最少一個數字。',
};
