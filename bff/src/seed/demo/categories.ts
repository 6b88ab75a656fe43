/** Categories, hashtags and functional icons of the demo shop 悅港生活 (Joy Harbour Living). */

export const SHOP_NAME_CHI = '悅港生活';
export const SHOP_NAME_ENG = 'Joy Harbour Living';

export const ALL_PRODUCTS_CATEGORY_ID = 1;
export const HOT_CATEGORY_ID = 60000;
export const HERBAL_CATEGORY_ID = 70000;
export const OFFER_CATEGORY_ID = 80000;

export interface CategorySeed {
  categoryId: number;
  nameChi: string;
  nameEng: string;
  urlNaming: string | null;
  kind: 'product' | 'article';
  /** Hue of the banner images. */
  hue: number;
  subtitle: string;
  metadesc: string;
}

/** The eleven menu categories of specification 000 §2, three readings of one shop. */
export const MENU_CATEGORY_IDS = [
  10100, 10200, 10300, 10400, 10500, 10600, 10700, 10800, 10900, 11100, 11200,
] as const;

export const CATEGORIES: readonly CategorySeed[] = [
  {
    categoryId: ALL_PRODUCTS_CATEGORY_ID,
    nameChi: '全部產品',
    nameEng: 'All Products',
    urlNaming: 'all',
    kind: 'product',
    hue: 196,
    subtitle: '護膚、書本、護髮，一站買齊',
    metadesc: '悅港生活全部產品：護膚保養、健康補充品、課本及圖書、護髮染髮，滿HK$500免運費。',
  },
  {
    categoryId: 10100,
    nameChi: '護膚精華',
    nameEng: 'Serums & Essences',
    urlNaming: 'serums',
    kind: 'product',
    hue: 340,
    subtitle: '針對保濕、亮白、修護的精華液',
    metadesc: '玻尿酸、維他命C、煙酰胺等護膚精華，為香港濕熱天氣而設的輕盈質地。',
  },
  {
    categoryId: 10200,
    nameChi: '面霜及保濕',
    nameEng: 'Creams & Moisturisers',
    urlNaming: 'creams',
    kind: 'product',
    hue: 20,
    subtitle: '日霜、晚霜、防曬及潔面',
    metadesc: '面霜、防曬、潔面及面膜，日夜守護肌膚水潤。',
  },
  {
    categoryId: 10300,
    nameChi: '健康補充品',
    nameEng: 'Health Supplements',
    urlNaming: 'supplements',
    kind: 'product',
    hue: 140,
    subtitle: '魚油、益生菌、維他命及傳統滋補',
    metadesc: '每日健康所需：魚油、益生菌、維他命、靈芝及燕窩，部分產品設半年訂購。',
  },
  {
    categoryId: 10400,
    nameChi: '身體護理',
    nameEng: 'Body Care',
    urlNaming: 'body-care',
    kind: 'product',
    hue: 45,
    subtitle: '沐浴、潤膚及日常清潔',
    metadesc: '身體乳、沐浴露、護手霜及口腔護理，全家適用。',
  },
  {
    categoryId: 10500,
    nameChi: '課本系列',
    nameEng: 'Textbook Series',
    urlNaming: 'textbooks',
    kind: 'product',
    hue: 210,
    subtitle: '小一至小六中文、數學、常識、英文',
    metadesc: '港灣書局小學課本系列，上冊及下冊分開選購，開學前送到府上。',
  },
  {
    categoryId: 10600,
    nameChi: '練習本',
    nameEng: 'Exercise Books',
    urlNaming: 'exercise-books',
    kind: 'product',
    hue: 175,
    subtitle: '每日一練，溫故知新',
    metadesc: '數學、中文閱讀、英文文法練習及各式練習簿。',
  },
  {
    categoryId: 10700,
    nameChi: '故事書',
    nameEng: 'Story Books',
    urlNaming: 'story-books',
    kind: 'product',
    hue: 265,
    subtitle: '親子共讀的香港故事',
    metadesc: '以香港為背景的原創繪本及睡前故事，平裝及精裝可選。',
  },
  {
    categoryId: 10800,
    nameChi: '參考書',
    nameEng: 'Reference Books',
    urlNaming: 'reference-books',
    kind: 'product',
    hue: 230,
    subtitle: '字典、百科及考試溫習',
    metadesc: '字典、百科全書、DSE溫習指南及升中備試用書。',
  },
  {
    categoryId: 10900,
    nameChi: '護髮精華',
    nameEng: 'Hair Serums',
    urlNaming: 'hair-serums',
    kind: 'product',
    hue: 300,
    subtitle: '頭皮養護、烏髮及修護',
    metadesc: '女士滋養、黑髮烏亮、男士強韌三大系列頭皮精華及護髮產品。',
  },
  {
    categoryId: 11100,
    nameChi: '染髮劑',
    nameEng: 'Hair Colorants',
    urlNaming: 'colorants',
    kind: 'product',
    hue: 10,
    subtitle: '植物染髮，溫和遮白',
    metadesc: '草本染髮膏、遮白染髮霜及護色產品，多種色調可選。',
  },
  {
    categoryId: 11200,
    nameChi: '護髮套裝',
    nameEng: 'Hair Care Sets',
    urlNaming: 'hair-sets',
    kind: 'product',
    hue: 280,
    subtitle: '療程套裝及節日禮盒',
    metadesc: '精選護髮套裝及禮盒，比單件購買更划算。',
  },
  {
    categoryId: HOT_CATEGORY_ID,
    nameChi: '熱賣產品',
    nameEng: 'Hot Products',
    urlNaming: 'hot',
    kind: 'product',
    hue: 0,
    subtitle: '街坊最愛，一再回購',
    metadesc: '悅港生活最受歡迎的熱賣產品。',
  },
  {
    categoryId: HERBAL_CATEGORY_ID,
    nameChi: '漢方草本系列',
    nameEng: 'Chinese Herbal Series',
    urlNaming: 'chinese',
    kind: 'product',
    hue: 95,
    subtitle: '傳統草本智慧，現代配方',
    metadesc: '何首烏、生薑、人參、燕窩等漢方草本護膚、護髮及滋補產品。',
  },
  {
    categoryId: OFFER_CATEGORY_ID,
    nameChi: '最新優惠',
    nameEng: 'Latest Offers',
    urlNaming: 'offer',
    kind: 'product',
    hue: 355,
    subtitle: '限時折扣及推介好物',
    metadesc: '最新優惠及推介產品，折扣貨品數量有限，售完即止。',
  },
  {
    categoryId: 90001,
    nameChi: '護膚小貼士',
    nameEng: 'Skincare Tips',
    urlNaming: 'skincare-tips',
    kind: 'article',
    hue: 330,
    subtitle: '專家教你對症護膚',
    metadesc: '換季保濕、防曬及精華使用的實用貼士。',
  },
  {
    categoryId: 90002,
    nameChi: '閱讀與學習',
    nameEng: 'Reading & Learning',
    urlNaming: 'reading',
    kind: 'article',
    hue: 215,
    subtitle: '陪孩子愛上閱讀',
    metadesc: '開學準備、親子閱讀及溫習方法分享。',
  },
  {
    categoryId: 90003,
    nameChi: '護髮知識',
    nameEng: 'Hair Care Know-how',
    urlNaming: 'hair-tips',
    kind: 'article',
    hue: 290,
    subtitle: '由頭皮開始的護髮學問',
    metadesc: '白髮成因、染髮須知及男士頭皮護理。',
  },
  {
    categoryId: 90004,
    nameChi: '品牌活動',
    nameEng: 'Brand News',
    urlNaming: 'news',
    kind: 'article',
    hue: 190,
    subtitle: '最新活動稍後公佈',
    metadesc: '悅港生活的品牌活動及門市消息。',
  },
];

export interface HashtagSeed {
  hashtagId: number;
  name: string;
  hidden: boolean;
}

export const HIDDEN_HASHTAG_ID = 91;

export const HASHTAGS: readonly HashtagSeed[] = [
  { hashtagId: 1, name: '新品上市', hidden: false },
  { hashtagId: 2, name: '人氣之選', hidden: false },
  { hashtagId: 3, name: '敏感肌適用', hidden: false },
  { hashtagId: 4, name: '香港製造', hidden: false },
  { hashtagId: 5, name: '考試必備', hidden: false },
  { hashtagId: 6, name: '親子共讀', hidden: false },
  { hashtagId: 7, name: '無矽靈', hidden: false },
  { hashtagId: 8, name: '植物配方', hidden: false },
  { hashtagId: 9, name: '限定套裝', hidden: false },
  { hashtagId: 10, name: '漢方草本', hidden: false },
  { hashtagId: 11, name: '積分換購', hidden: false },
  { hashtagId: 12, name: '送禮首選', hidden: false },
  { hashtagId: HIDDEN_HASHTAG_ID, name: '內部測試', hidden: true },
];

/** Functional icons: key (file `icon-{key}.svg`), short Chinese label for the icon, English title. */
export const FUNCTIONAL_ICONS: Record<string, { label: string; title: string; hue: number }> = {
  moisturising: { label: '保濕', title: 'Moisturising', hue: 200 },
  brightening: { label: '亮白', title: 'Brightening', hue: 40 },
  soothing: { label: '舒緩', title: 'Soothing', hue: 150 },
  'anti-ageing': { label: '抗老', title: 'Anti-ageing', hue: 330 },
  'fragrance-free': { label: '無香料', title: 'Fragrance-free', hue: 180 },
  'dermatologist-tested': { label: '皮膚測試', title: 'Dermatologist tested', hue: 220 },
  vegan: { label: '純素', title: 'Vegan', hue: 110 },
  'gmp-certified': { label: 'GMP', title: 'GMP certified', hue: 210 },
  vegetarian: { label: '素食', title: 'Vegetarian', hue: 100 },
  'sugar-free': { label: '無糖', title: 'Sugar-free', hue: 20 },
  'family-use': { label: '全家', title: 'For the whole family', hue: 35 },
  bilingual: { label: '中英', title: 'Bilingual', hue: 230 },
  'ages-3-6': { label: '3-6歲', title: 'Ages 3 to 6', hue: 280 },
  'ages-6-9': { label: '6-9歲', title: 'Ages 6 to 9', hue: 260 },
  'ages-9-12': { label: '9-12歲', title: 'Ages 9 to 12', hue: 240 },
  'full-colour': { label: '全彩', title: 'Full colour', hue: 0 },
  'answer-key': { label: '附答案', title: 'Answer key included', hue: 190 },
  'exam-focused': { label: '應試', title: 'Exam focused', hue: 350 },
  'silicone-free': { label: '無矽靈', title: 'Silicone-free', hue: 170 },
  'colour-safe': { label: '護色', title: 'Colour safe', hue: 310 },
  'scalp-care': { label: '頭皮', title: 'Scalp care', hue: 130 },
  'ammonia-free': { label: '無氨', title: 'Ammonia-free', hue: 60 },
  'plant-dye': { label: '植物染', title: 'Plant-based dye', hue: 90 },
  'anti-hair-fall': { label: '防脫', title: 'Anti hair fall', hue: 300 },
};
