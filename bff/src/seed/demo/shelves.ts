import type { PackShape } from '../svg.ts';

/**
 * The demo catalogue as written by a person: one shelf per menu category, each line a display product
 * [url name, Chinese name, English name, price in HKD dollars]. Everything else (variants, SKUs, stock,
 * images, hashtags) is derived deterministically in catalogue.ts.
 */

export type Reading = 'beauty' | 'books' | 'hair';

export type Line = readonly [slug: string, nameChi: string, nameEng: string, priceDollars: number];

export interface OptionLabel {
  chi: string;
  eng: string;
  /** Price of this option = base price × factor (rounded to end in 8), plus add. */
  factor?: number;
  add?: number;
  subscriptionPeriod?: number;
  /** Swatch colour for hair colour shades. */
  colour?: string;
}

export interface Shelf {
  categoryId: number;
  reading: Reading;
  brandChi: string;
  brandEng: string;
  skuPrefix: string;
  shape: PackShape;
  /** Hue range the packs are drawn in. */
  hueBase: number;
  icons: readonly string[];
  /** Selling points shown on the second gallery image. */
  points: readonly string[];
  /** The options of line `index` (one option: a product without a choice). */
  options(index: number, line: Line): readonly OptionLabel[];
  /** Share of the price a discounted line is sold at. */
  discountFactor: number;
  lines: readonly Line[];
}

const size = (chi: string, factor = 1): OptionLabel => ({ chi, eng: chi, factor });
const GRADES = ['小一', '小二', '小三', '小四', '小五', '小六'] as const;
const GRADES_ENG = ['Primary 1', 'Primary 2', 'Primary 3', 'Primary 4', 'Primary 5', 'Primary 6'] as const;

function gradeLines(
  slug: string,
  chi: string,
  eng: string,
  price: number,
  from: number,
  to: number,
  step = 4,
): Line[] {
  const lines: Line[] = [];
  for (let g = from; g <= to; g += 1) {
    lines.push([
      `${slug}-p${g}`,
      `${chi}（${GRADES[g - 1]}）`,
      `${eng} (${GRADES_ENG[g - 1]})`,
      price + (g - 1) * step,
    ]);
  }
  return lines;
}

export const SHADES: readonly OptionLabel[] = [
  { chi: '自然黑', eng: 'Natural Black', colour: '#1b1b1b' },
  { chi: '深啡', eng: 'Dark Brown', colour: '#3b2418' },
  { chi: '栗子啡', eng: 'Chestnut Brown', colour: '#6b3a22' },
  { chi: '酒紅', eng: 'Burgundy', colour: '#6d1a2b' },
];

export const SHELVES: readonly Shelf[] = [
  {
    categoryId: 10100,
    reading: 'beauty',
    brandChi: '悅港',
    brandEng: 'JOY HARBOUR',
    skuPrefix: 'JHS',
    shape: 'dropper',
    hueBase: 330,
    icons: [
      'moisturising',
      'brightening',
      'soothing',
      'anti-ageing',
      'fragrance-free',
      'dermatologist-tested',
    ],
    points: ['輕盈質地，迅速吸收', '適合香港濕熱天氣', '早晚潔面後使用', '經皮膚科測試'],
    options: (i) => (i % 3 === 2 ? [size('30ml')] : [size('30ml'), size('50ml', 1.45)]),
    discountFactor: 0.8,
    lines: [
      ['hydrating-serum', '玻尿酸深層保濕精華', 'Hyaluronic Deep Hydrating Serum', 298],
      ['vitamin-c-serum', '維他命C亮白精華', 'Vitamin C Brightening Serum', 328],
      ['niacinamide-serum', '煙酰胺淨透精華', 'Niacinamide Clarifying Serum', 268],
      ['retinol-night-serum', '視黃醇修護晚間精華', 'Retinol Renewal Night Serum', 398],
      ['centella-serum', '積雪草舒緩精華', 'Centella Soothing Serum', 258],
      ['ceramide-barrier-serum', '神經酰胺屏障修護精華', 'Ceramide Barrier Repair Serum', 348],
      ['peptide-firming-serum', '胜肽緊緻精華', 'Peptide Firming Serum', 458],
      ['green-tea-essence', '綠茶控油精華水', 'Green Tea Balancing Essence', 198],
      ['rose-essence-toner', '玫瑰保濕爽膚水', 'Rose Hydrating Toner', 168],
      ['white-truffle-ampoule', '白松露煥活安瓶', 'White Truffle Revitalising Ampoule', 488],
      ['caffeine-eye-serum', '咖啡因亮眼精華', 'Caffeine Brightening Eye Serum', 238],
      ['squalane-face-oil', '角鯊烷滋養面油', 'Squalane Nourishing Face Oil', 278],
      ['aha-bha-essence', '果酸煥膚精華', 'AHA/BHA Exfoliating Essence', 228],
      ['probiotic-essence', '益生菌修護精華', 'Probiotic Recovery Essence', 368],
      ['pearl-radiance-essence', '珍珠亮肌精華', 'Pearl Radiance Essence', 318],
      ['collagen-ampoule', '膠原蛋白彈潤安瓶', 'Collagen Bounce Ampoule', 388],
      ['tea-tree-blemish-serum', '茶樹祛痘精華', 'Tea Tree Blemish Serum', 158],
      ['bakuchiol-serum', '補骨脂酚溫和精華', 'Bakuchiol Gentle Serum', 338],
      ['snow-lotus-essence', '雪蓮抗氧精華', 'Snow Lotus Antioxidant Essence', 428],
    ],
  },
  {
    categoryId: 10200,
    reading: 'beauty',
    brandChi: '悅港',
    brandEng: 'JOY HARBOUR',
    skuPrefix: 'JHC',
    shape: 'jar',
    hueBase: 15,
    icons: ['moisturising', 'soothing', 'fragrance-free', 'dermatologist-tested', 'vegan'],
    points: ['鎖水保濕一整天', '不致粉刺配方', '適合混合及乾性肌膚', '香港製造'],
    options: (i) => (i % 2 === 0 ? [size('50ml'), size('100ml', 1.7)] : [size('50ml')]),
    discountFactor: 0.8,
    lines: [
      ['aqua-moisture-cream', '水潤保濕面霜', 'Aqua Moisture Cream', 268],
      ['rich-repair-cream', '深層修護滋潤霜', 'Rich Repair Cream', 328],
      ['oil-free-gel-cream', '清爽無油啫喱霜', 'Oil-Free Gel Cream', 238],
      ['overnight-sleeping-mask', '晚安睡眠面膜', 'Overnight Sleeping Mask', 218],
      ['daily-defence-cream-spf50', '防曬日霜 SPF50', 'Daily Defence Cream SPF50', 258],
      ['light-sun-fluid', '輕盈防曬乳 SPF50+', 'Light Sun Fluid SPF50+', 198],
      ['firming-eye-cream', '緊緻眼霜', 'Firming Eye Cream', 298],
      ['honey-lip-balm', '蜂蜜潤唇膏', 'Honey Lip Balm', 68],
      ['hydrating-sheet-mask', '保濕面膜（5片裝）', 'Hydrating Sheet Mask (5 pcs)', 128],
      ['kaolin-clay-mask', '高嶺土淨化泥膜', 'Kaolin Purifying Clay Mask', 188],
      ['cleansing-balm', '卸妝潔面膏', 'Cleansing Balm', 208],
      ['amino-foaming-cleanser', '氨基酸潔面泡沫', 'Amino Acid Foaming Cleanser', 148],
      ['gentle-micellar-water', '溫和卸妝水', 'Gentle Micellar Water', 128],
      ['hydrating-face-mist', '保濕噴霧', 'Hydrating Face Mist', 118],
      ['ceramide-comfort-cream', '神經酰胺滋潤面霜', 'Ceramide Comfort Cream', 358],
      ['birds-nest-radiance-cream', '燕窩亮澤面霜', "Bird's Nest Radiance Cream", 568],
      ['ginseng-revitalising-cream', '人參活膚面霜', 'Ginseng Revitalising Cream', 488],
      ['mens-fresh-moisturiser', '男士清爽保濕乳', "Men's Fresh Moisturiser", 178],
      ['baby-gentle-cream', '嬰兒溫和潤膚霜', 'Baby Gentle Cream', 138],
    ],
  },
  {
    categoryId: 10300,
    reading: 'beauty',
    brandChi: '悅港健康',
    brandEng: 'JOY HARBOUR WELLNESS',
    skuPrefix: 'JHW',
    shape: 'box',
    hueBase: 120,
    icons: ['gmp-certified', 'vegetarian', 'sugar-free', 'family-use'],
    points: ['GMP認證廠房生產', '每日一次，方便攜帶', '不含人工色素', '孕婦及兒童請先諮詢醫生'],
    options: (i) =>
      i < 4
        ? [
            { chi: '單盒裝', eng: 'Single box' },
            {
              chi: '半年訂購（每次3盒，送貨2次）',
              eng: 'Half-year subscription (3 boxes × 2 deliveries)',
              factor: 2.7,
              subscriptionPeriod: 6,
            },
          ]
        : i % 3 === 1
          ? [
              { chi: '30粒裝', eng: '30 capsules' },
              { chi: '60粒裝', eng: '60 capsules', factor: 1.8 },
            ]
          : [{ chi: '單盒裝', eng: 'Single box' }],
    discountFactor: 0.8,
    lines: [
      ['deep-sea-fish-oil', '深海魚油軟膠囊', 'Deep Sea Fish Oil Softgels', 268],
      ['probiotic-powder', '益生菌粉（30包）', 'Probiotic Powder (30 sachets)', 298],
      ['collagen-drink', '膠原蛋白飲（10支）', 'Collagen Drink (10 bottles)', 388],
      ['daily-multivitamin', '綜合維他命', 'Daily Multivitamin', 198],
      ['vitamin-c-1000', '維他命C 1000 發泡錠', 'Vitamin C 1000 Effervescent Tablets', 98],
      ['calcium-d3-chewables', '鈣+D3咀嚼片', 'Calcium + D3 Chewables', 158],
      ['lutein-eye-capsules', '葉黃素護眼膠囊', 'Lutein Eye Care Capsules', 238],
      ['glucosamine-joint', '葡萄糖胺關節配方', 'Glucosamine Joint Formula', 328],
      ['lingzhi-spore-capsules', '靈芝孢子粉膠囊', 'Lingzhi Spore Capsules', 588],
      ['cordyceps-capsules', '蟲草精華膠囊', 'Cordyceps Essence Capsules', 468],
      ['american-ginseng-tea', '花旗參茶（20包）', 'American Ginseng Tea (20 sachets)', 168],
      ['birds-nest-drink', '即食冰糖燕窩（6樽）', "Ready-to-drink Bird's Nest (6 bottles)", 398],
      ['plant-enzyme-drink', '植物酵素飲', 'Plant Enzyme Drink', 228],
      ['magnesium-tablets', '鎂片', 'Magnesium Tablets', 138],
      ['iron-folic-tablets', '鐵質葉酸片', 'Iron & Folic Acid Tablets', 148],
      ['kids-vitamin-gummies', '兒童維他命軟糖', "Kids' Vitamin Gummies", 128],
      ['zinc-vitamin-d', '鋅+維他命D免疫配方', 'Zinc + Vitamin D Immune Formula', 178],
      ['black-garlic-extract', '黑蒜精華', 'Black Garlic Extract', 258],
      ['red-date-longan-tea', '紅棗桂圓茶', 'Red Date & Longan Tea', 88],
    ],
  },
  {
    categoryId: 10400,
    reading: 'beauty',
    brandChi: '悅港',
    brandEng: 'JOY HARBOUR',
    skuPrefix: 'JHB',
    shape: 'pump',
    hueBase: 40,
    icons: ['moisturising', 'family-use', 'fragrance-free', 'vegan'],
    points: ['溫和不刺激', '全家大小適用', '可循環再用包裝', '清新自然香氣'],
    options: (i) => (i % 3 === 0 ? [size('250ml'), size('500ml', 1.6)] : [size('250ml')]),
    discountFactor: 0.8,
    lines: [
      ['shea-body-lotion', '乳木果身體乳', 'Shea Body Lotion', 148],
      ['yuzu-shower-gel', '柚子沐浴露', 'Yuzu Shower Gel', 98],
      ['hand-cream', '護手霜', 'Hand Cream', 58],
      ['sea-salt-body-scrub', '海鹽身體磨砂', 'Sea Salt Body Scrub', 138],
      ['foot-repair-cream', '足部修護霜', 'Foot Repair Cream', 78],
      ['roll-on-deodorant', '止汗走珠', 'Roll-on Deodorant', 68],
      ['camellia-body-oil', '山茶花身體油', 'Camellia Body Oil', 188],
      ['gentle-hand-wash', '溫和洗手液', 'Gentle Hand Wash', 58],
      ['mosquito-repellent-spray', '天然驅蚊噴霧', 'Natural Mosquito Repellent Spray', 88],
      ['baby-hair-body-wash', '嬰兒洗髮沐浴露', 'Baby Hair & Body Wash', 108],
      ['lavender-bath-salts', '薰衣草浴鹽', 'Lavender Bath Salts', 118],
      ['stretch-mark-cream', '孕婦妊娠霜', 'Stretch Mark Cream', 268],
      ['alcohol-hand-rub', '酒精搓手液', 'Alcohol Hand Rub', 38],
      ['wormwood-foot-soak', '艾草足浴包', 'Wormwood Foot Soak', 98],
      ['herbal-soothing-balm', '草本舒緩膏', 'Herbal Soothing Balm', 78],
      ['body-sun-spray', '身體防曬噴霧 SPF50', 'Body Sun Spray SPF50', 158],
      ['bamboo-charcoal-toothpaste', '竹炭牙膏', 'Bamboo Charcoal Toothpaste', 48],
      ['mint-mouthwash', '薄荷漱口水', 'Mint Mouthwash', 68],
      ['white-tea-body-mist', '白茶香氛噴霧', 'White Tea Body Mist', 168],
    ],
  },
  {
    categoryId: 10500,
    reading: 'books',
    brandChi: '港灣書局',
    brandEng: 'HARBOUR BOOKS',
    skuPrefix: 'HBT',
    shape: 'book',
    hueBase: 210,
    icons: ['full-colour', 'bilingual', 'ages-6-9', 'ages-9-12'],
    points: ['配合教育局課程指引', '全彩印刷，圖文並茂', '附網上學習資源', '上冊及下冊分開出售'],
    options: () => [
      { chi: '上冊', eng: 'Volume 1' },
      { chi: '下冊', eng: 'Volume 2' },
    ],
    discountFactor: 0.9,
    lines: [
      ...gradeLines('new-discovery-chinese', '新探索中國語文', 'New Discovery Chinese Language', 128, 1, 6),
      ...gradeLines('active-maths', '活學數學', 'Active Mathematics', 118, 1, 6),
      ...gradeLines('general-studies-new-world', '常識新天地', 'General Studies New World', 108, 1, 4),
      ...gradeLines('joyful-english-reading', '英語閱讀樂', 'Joyful English Reading', 98, 1, 4),
    ],
  },
  {
    categoryId: 10600,
    reading: 'books',
    brandChi: '港灣書局',
    brandEng: 'HARBOUR BOOKS',
    skuPrefix: 'HBE',
    shape: 'book',
    hueBase: 170,
    icons: ['answer-key', 'exam-focused', 'ages-6-9', 'ages-9-12'],
    points: ['按課題編排，循序漸進', '附詳細答案', '適合課後溫習', '紙質厚身不透墨'],
    options: (_i, [slug]) =>
      slug.startsWith('daily-maths')
        ? [
            { chi: '上學期', eng: 'Term 1' },
            { chi: '下學期', eng: 'Term 2' },
          ]
        : [{ chi: '', eng: '' }],
    discountFactor: 0.9,
    lines: [
      ...gradeLines('daily-maths-practice', '每日一練：數學', 'Daily Practice: Mathematics', 48, 1, 6, 2),
      ...gradeLines(
        'chinese-reading-practice',
        '中文閱讀理解練習',
        'Chinese Reading Comprehension Practice',
        58,
        3,
        6,
        2,
      ),
      ...gradeLines('english-grammar-practice', '英文文法練習', 'English Grammar Practice', 52, 1, 6, 2),
      ['grid-exercise-books', '方格練習簿（12本裝）', 'Grid Exercise Books (pack of 12)', 38],
      ['english-handwriting-book', '英文書法練習簿', 'English Handwriting Practice Book', 28],
      ['mental-maths-drills', '數學速算練習', 'Mental Maths Drills', 48],
      ['chinese-vocabulary-practice', '中文字詞練習', 'Chinese Vocabulary Practice', 52],
    ],
  },
  {
    categoryId: 10700,
    reading: 'books',
    brandChi: '港灣書局',
    brandEng: 'HARBOUR BOOKS',
    skuPrefix: 'HBS',
    shape: 'book',
    hueBase: 265,
    icons: ['ages-3-6', 'ages-6-9', 'full-colour', 'bilingual'],
    points: ['香港原創繪本', '適合親子共讀', '附導讀問題', '環保大豆油墨印刷'],
    options: (i) =>
      i % 2 === 0
        ? [
            { chi: '平裝', eng: 'Paperback' },
            { chi: '精裝', eng: 'Hardcover', add: 40 },
          ]
        : [{ chi: '平裝', eng: 'Paperback' }],
    discountFactor: 0.9,
    lines: [
      ['little-dolphin-goes-home', '小海豚回家', 'The Little Dolphin Goes Home', 78],
      ['grandma-moons-lantern', '月亮婆婆的燈籠', "Grandma Moon's Lantern", 88],
      ['cat-beneath-lion-rock', '獅子山下的貓', 'The Cat Beneath Lion Rock', 98],
      ['ding-ding-tram-trip', '叮叮車去旅行', 'The Ding Ding Tram Takes a Trip', 88],
      ['little-bear-learns-to-fly', '小熊學飛', 'Little Bear Learns to Fly', 68],
      ['starlight-town', '星光小鎮', 'Starlight Town', 108],
      ['great-dim-sum-adventure', '點心大冒險', 'The Great Dim Sum Adventure', 98],
      ['wonderful-umbrella', '奇妙的雨傘', 'The Wonderful Umbrella', 78],
      ['secret-of-the-star-ferry', '天星小輪的秘密', 'The Secret of the Star Ferry', 118],
      ['grandpas-pineapple-bun', '爺爺的菠蘿包', "Grandpa's Pineapple Bun", 88],
      ['zodiac-race', '十二生肖賽跑', 'The Race of the Twelve Zodiac Animals', 98],
      ['first-idiom-stories', '我的第一本成語故事', 'My First Book of Chinese Idiom Stories', 128],
      ['dragon-boat-race', '龍舟比賽', 'The Dragon Boat Race', 88],
      ['little-red-shoes', '小紅鞋', 'The Little Red Shoes', 68],
      ['guardians-of-the-ocean', '海洋守護者', 'Guardians of the Ocean', 138],
      ['night-at-dinosaur-museum', '恐龍博物館奇遇', 'A Night at the Dinosaur Museum', 118],
      ['space-postman', '太空郵差', 'The Space Postman', 108],
      ['little-fox-forest-diary', '小狐狸的森林日記', "Little Fox's Forest Diary", 98],
      ['four-seasons-picture-books', '繪本套裝：四季', 'Picture Book Set: Four Seasons', 268],
      ['100-bedtime-stories', '睡前故事100篇', '100 Bedtime Stories', 158],
    ],
  },
  {
    categoryId: 10800,
    reading: 'books',
    brandChi: '港灣書局',
    brandEng: 'HARBOUR BOOKS',
    skuPrefix: 'HBR',
    shape: 'book',
    hueBase: 235,
    icons: ['exam-focused', 'bilingual', 'answer-key', 'ages-9-12'],
    points: ['資深教師編寫', '最新課程及考評要求', '重點清晰，方便查閱', '附索引'],
    options: (i) =>
      i % 2 === 1
        ? [
            { chi: '普通版', eng: 'Standard edition' },
            { chi: '附練習冊版', eng: 'With workbook', add: 30 },
          ]
        : [{ chi: '', eng: '' }],
    discountFactor: 0.9,
    lines: [
      ['student-chinese-dictionary', '新編學生中文字典', 'New Student Chinese Dictionary', 168],
      ['student-english-chinese-dictionary', '學生英漢雙解詞典', 'Student English–Chinese Dictionary', 198],
      ['idioms-dictionary', '成語熟語詞典', 'Dictionary of Idioms and Sayings', 148],
      ['childrens-illustrated-encyclopedia', '兒童圖解百科全書', "Children's Illustrated Encyclopedia", 298],
      ['illustrated-history-of-hong-kong', '香港歷史圖鑑', 'Illustrated History of Hong Kong', 228],
      ['stories-of-chinese-history', '中國歷史故事全集', 'Complete Stories of Chinese History', 258],
      ['primary-maths-formula-handbook', '小學數學公式手冊', 'Primary Maths Formula Handbook', 78],
      ['english-model-essays', '英文寫作範文集', 'English Writing Model Essays', 98],
      ['chinese-model-essays', '中文作文範文精選', 'Selected Chinese Model Essays', 98],
      ['science-experiments-handbook', '科學實驗手冊', 'Science Experiments Handbook', 138],
      ['world-atlas', '世界地圖集', 'World Atlas', 188],
      ['cantonese-pronunciation-dictionary', '粵語正音字典', 'Cantonese Pronunciation Dictionary', 158],
      ['tang-poems-annotated', '唐詩三百首（注釋本）', 'Three Hundred Tang Poems (Annotated)', 118],
      ['putonghua-pinyin-starter', '普通話拼音入門', 'Putonghua Pinyin Starter', 88],
      ['dse-chinese-revision-guide', 'DSE中文科溫習指南', 'DSE Chinese Language Revision Guide', 168],
      ['dse-maths-past-paper-solutions', 'DSE數學科試題精解', 'DSE Mathematics Past Paper Solutions', 188],
      ['dse-english-vocabulary', 'DSE英文科詞彙手冊', 'DSE English Vocabulary Handbook', 138],
      ['secondary-interview-guide', '升中面試全攻略', 'Secondary School Interview Guide', 128],
      ['pre-s1-mock-papers', '呈分試模擬試卷', 'Pre-S1 Assessment Mock Papers', 148],
      ['classical-chinese-essentials', '中小學生必讀古文', 'Classical Chinese Essentials for Students', 108],
    ],
  },
  {
    categoryId: 10900,
    reading: 'hair',
    brandChi: '青絲堂',
    brandEng: 'SILKEN HALL',
    skuPrefix: 'SHS',
    shape: 'dropper',
    hueBase: 290,
    icons: ['scalp-care', 'silicone-free', 'anti-hair-fall', 'colour-safe'],
    points: ['由頭皮開始養護', '無矽靈，不油膩', '洗髮後按摩頭皮使用', '男女適用'],
    options: (i) => (i % 3 === 1 ? [size('100ml')] : [size('50ml'), size('100ml', 1.7)]),
    discountFactor: 0.8,
    lines: [
      ['nourishing-scalp-essence', '女士滋養頭皮精華', "Women's Nourishing Scalp Essence", 368],
      ['anti-grey-essence', '黑髮烏亮精華', 'Anti-Grey Darkening Essence', 398],
      ['mens-scalp-tonic', '男士強韌頭皮精華', "Men's Strengthening Scalp Tonic", 388],
      ['argan-hair-oil', '摩洛哥堅果護髮油', 'Argan Hair Oil', 198],
      ['keratin-repair-serum', '角蛋白修護精華', 'Keratin Repair Serum', 228],
      ['leave-in-conditioner', '免沖洗護髮乳', 'Leave-in Conditioner', 158],
      ['intensive-repair-hair-mask', '深層修護髮膜', 'Intensive Repair Hair Mask', 188],
      ['ginger-anti-hair-fall-shampoo', '生薑防脫洗髮露', 'Ginger Anti-Hair-Fall Shampoo', 168],
      ['he-shou-wu-shampoo', '何首烏烏髮洗髮露', 'He Shou Wu Darkening Shampoo', 178],
      ['scalp-purifying-scrub', '頭皮淨化磨砂', 'Scalp Purifying Scrub', 178],
      ['silk-protein-conditioner', '絲蛋白柔順護髮素', 'Silk Protein Smoothing Conditioner', 148],
      ['heat-protect-spray', '防熱定型噴霧', 'Heat Protect Spray', 138],
      ['dry-shampoo-spray', '乾洗髮噴霧', 'Dry Shampoo Spray', 98],
      ['anti-dandruff-shampoo', '去屑止癢洗髮露', 'Anti-Dandruff Shampoo', 148],
      ['rosemary-scalp-oil', '迷迭香頭皮油', 'Rosemary Scalp Oil', 218],
      ['camellia-hair-oil', '山茶花護髮油', 'Camellia Hair Oil', 208],
      ['curl-defining-cream', '彈性捲髮霜', 'Curl Defining Cream', 158],
      ['mens-oil-control-shampoo', '男士控油洗髮露', "Men's Oil Control Shampoo", 138],
      ['scalp-revitalising-ampoules', '頭皮養髮安瓶（7支）', 'Scalp Revitalising Ampoules (7 vials)', 488],
    ],
  },
  {
    categoryId: 11100,
    reading: 'hair',
    brandChi: '青絲堂',
    brandEng: 'SILKEN HALL',
    skuPrefix: 'SHC',
    shape: 'box',
    hueBase: 350,
    icons: ['ammonia-free', 'plant-dye', 'colour-safe', 'silicone-free'],
    points: ['植物萃取，溫和上色', '30分鐘完成', '附手套及護色精華', '首次使用前請做皮膚測試'],
    options: (i) => (i % 4 === 3 ? [SHADES[0]!] : SHADES.slice(0, 2 + (i % 3))),
    discountFactor: 0.8,
    lines: [
      ['herbal-hair-colour-cream', '草本植物染髮膏', 'Herbal Hair Colour Cream', 128],
      ['grey-coverage-colour-cream', '白髮專用染髮霜', 'Grey Coverage Colour Cream', 138],
      ['bubble-foam-hair-colour', '泡泡染髮劑', 'Bubble Foam Hair Colour', 118],
      ['henna-colour-powder', '指甲花染髮粉', 'Henna Hair Colour Powder', 108],
      ['mens-5-minute-colour', '男士快速染髮霜', "Men's 5-Minute Hair Colour", 128],
      ['grey-cover-colour-shampoo', '遮白洗髮露', 'Colour Shampoo for Grey Hair', 168],
      ['root-touch-up-pen', '髮根補色筆', 'Root Touch-Up Pen', 98],
      ['colour-care-shampoo', '護色洗髮露', 'Colour Care Shampoo', 138],
      ['colour-care-conditioner', '護色護髮素', 'Colour Care Conditioner', 138],
      ['colour-gloss-treatment', '亮澤染後護理', 'Colour Gloss Treatment', 158],
      ['black-bean-colour-cream', '黑豆天然染髮霜', 'Black Bean Natural Colour Cream', 148],
      ['indigo-herbal-powder', '靛藍草本染髮粉', 'Indigo Herbal Colour Powder', 118],
      ['fashion-colour-cream', '時尚潮色染髮膏', 'Fashion Colour Cream', 148],
      ['one-day-colour-spray', '一日染髮噴霧', 'One-Day Colour Spray', 88],
      ['colour-depositing-mask', '彩色護髮膜', 'Colour Depositing Mask', 168],
      ['lightening-kit', '漂髮套裝', 'Lightening Kit', 158],
      ['hair-colouring-tool-kit', '染髮工具套裝', 'Hair Colouring Tool Kit', 58],
      ['brow-tint', '眉毛染色膏', 'Brow Tint', 88],
      ['mens-beard-colour', '男士鬍鬚染色膏', "Men's Beard Colour", 108],
    ],
  },
  {
    categoryId: 11200,
    reading: 'hair',
    brandChi: '青絲堂',
    brandEng: 'SILKEN HALL',
    skuPrefix: 'SHK',
    shape: 'box',
    hueBase: 275,
    icons: ['scalp-care', 'silicone-free', 'anti-hair-fall', 'plant-dye'],
    points: ['療程式組合，效果更全面', '比單件購買更划算', '附使用步驟卡', '精美禮盒包裝'],
    options: () => [{ chi: '套裝', eng: 'Set' }],
    discountFactor: 0.8,
    lines: [
      ['female-nourishing-set', '女士滋養養髮套裝', "Women's Nourishing Hair Set", 688],
      ['anti-grey-set', '黑髮烏亮套裝', 'Anti-Grey Care Set', 728],
      ['mens-strengthening-set', '男士強韌養髮套裝', "Men's Strengthening Set", 698],
      ['repair-gift-box', '修護護髮禮盒', 'Repair Hair Care Gift Box', 488],
      ['travel-hair-care-kit', '旅行護髮套裝', 'Travel Hair Care Kit', 198],
      ['scalp-spa-set', '頭皮護理SPA套裝', 'Scalp Spa Set', 558],
      ['colour-care-set', '染後護色套裝', 'Colour Care Set', 398],
      ['chinese-herbal-hair-set', '漢方草本護髮套裝', 'Chinese Herbal Hair Set', 588],
      ['curl-styling-set', '捲髮造型套裝', 'Curl Styling Set', 328],
      ['dandruff-relief-set', '去屑舒緩套裝', 'Dandruff Relief Set', 358],
      ['silk-smooth-set', '絲滑柔順套裝', 'Silk Smooth Set', 368],
      ['couples-hair-care-set', '情侶護髮套裝', "Couple's Hair Care Set", 888],
      ['three-month-hair-programme', '三個月養髮療程', 'Three-Month Hair Programme', 1288],
      ['mini-discovery-set', '迷你試用套裝', 'Mini Discovery Set', 128],
      ['argan-oil-duo', '堅果油雙支裝', 'Argan Oil Duo', 338],
      ['lunar-new-year-gift-box', '新春護髮禮盒', 'Lunar New Year Hair Gift Box', 598],
      ['mothers-day-gift-box', '母親節護髮禮盒', "Mother's Day Hair Gift Box", 538],
      ['student-fresh-wash-set', '學生清爽洗護套裝', 'Student Fresh Wash Set', 168],
      ['family-wash-care-bundle', '家庭洗護大套裝', 'Family Wash & Care Bundle', 458],
    ],
  },
];

/** Lines that also belong to the 漢方草本系列 category (url name `chinese`). */
export const HERBAL_SLUGS: ReadonlySet<string> = new Set([
  'snow-lotus-essence',
  'birds-nest-radiance-cream',
  'ginseng-revitalising-cream',
  'lingzhi-spore-capsules',
  'cordyceps-capsules',
  'american-ginseng-tea',
  'birds-nest-drink',
  'red-date-longan-tea',
  'wormwood-foot-soak',
  'herbal-soothing-balm',
  'ginger-anti-hair-fall-shampoo',
  'he-shou-wu-shampoo',
  'anti-grey-essence',
  'black-bean-colour-cream',
  'indigo-herbal-powder',
  'chinese-herbal-hair-set',
]);

/**
 * Items outside the shelves: add-ons sold normally and offered at a lower price with purchase (PWP), free
 * gifts (hidden from the storefront, status 0) and discontinued items (status 0).
 */
export interface ExtraLine {
  slug: string;
  nameChi: string;
  nameEng: string;
  priceDollars: number;
  categoryId: number;
  status: 0 | 1;
  shape: PackShape;
  volume: string;
  inventory: number;
  role: 'pwp' | 'gift' | 'discontinued';
}

export const EXTRA_LINES: readonly ExtraLine[] = [
  {
    slug: 'wooden-scalp-massage-comb',
    nameChi: '木柄頭皮按摩梳',
    nameEng: 'Wooden Scalp Massage Comb',
    priceDollars: 88,
    categoryId: 10900,
    status: 1,
    shape: 'sachet',
    volume: '',
    inventory: 160,
    role: 'pwp',
  },
  {
    slug: 'clear-book-covers',
    nameChi: '透明書套（10個）',
    nameEng: 'Clear Book Covers (10 pcs)',
    priceDollars: 28,
    categoryId: 10600,
    status: 1,
    shape: 'sachet',
    volume: '',
    inventory: 900,
    role: 'pwp',
  },
  {
    slug: 'cotton-pads',
    nameChi: '純棉化妝棉（180片）',
    nameEng: 'Cotton Pads (180 pcs)',
    priceDollars: 38,
    categoryId: 10200,
    status: 1,
    shape: 'sachet',
    volume: '',
    inventory: 500,
    role: 'pwp',
  },
  {
    slug: 'gift-hydrating-serum-travel',
    nameChi: '玻尿酸保濕精華旅行裝 10ml（贈品）',
    nameEng: 'Hyaluronic Hydrating Serum Travel Size 10ml (Gift)',
    priceDollars: 58,
    categoryId: 10100,
    status: 0,
    shape: 'dropper',
    volume: '10ml',
    inventory: 400,
    role: 'gift',
  },
  {
    slug: 'gift-hair-care-box',
    nameChi: '青絲堂護髮禮盒（贈品）',
    nameEng: 'Silken Hall Hair Care Box (Gift)',
    priceDollars: 198,
    categoryId: 11200,
    status: 0,
    shape: 'box',
    volume: '',
    inventory: 120,
    role: 'gift',
  },
  {
    slug: 'discontinued-whitening-cream-2019',
    nameChi: '舊版美白面霜（已停售）',
    nameEng: 'Whitening Cream 2019 Edition (Discontinued)',
    priceDollars: 238,
    categoryId: 10200,
    status: 0,
    shape: 'jar',
    volume: '50ml',
    inventory: 0,
    role: 'discontinued',
  },
  {
    slug: 'discontinued-maths-p1-2018',
    nameChi: '活學數學（小一）2018年版',
    nameEng: 'Active Mathematics (Primary 1) 2018 Edition',
    priceDollars: 108,
    categoryId: 10500,
    status: 0,
    shape: 'book',
    volume: '',
    inventory: 12,
    role: 'discontinued',
  },
];
