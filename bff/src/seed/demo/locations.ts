/** Countries and regions (specification 000 §3), Hong Kong's address hierarchy, age groups, SF points. */

export const HONG_KONG_LOCATION_ID = 6;
export const MACAU_LOCATION_ID = 11;

/** [locationId, Chinese name, English name, ISO code, calling code, digits of a mobile number] */
export const LOCATIONS: readonly (readonly [number, string, string, string, string, number])[] = [
  [1, '澳洲', 'Australia', 'AU', '61', 9],
  [2, '奧地利', 'Austria', 'AT', '43', 10],
  [3, '加拿大', 'Canada', 'CA', '1', 10],
  [4, '法國', 'France', 'FR', '33', 9],
  [5, '德國', 'Germany', 'DE', '49', 11],
  [HONG_KONG_LOCATION_ID, '香港', 'Hong Kong', 'HK', '852', 8],
  [7, '印尼', 'Indonesia', 'ID', '62', 11],
  [8, '意大利', 'Italy', 'IT', '39', 10],
  [9, '日本', 'Japan', 'JP', '81', 10],
  [10, '韓國', 'Korea', 'KR', '82', 10],
  [MACAU_LOCATION_ID, '澳門', 'Macau', 'MO', '853', 8],
  [12, '馬來西亞', 'Malaysia', 'MY', '60', 9],
  [13, '荷蘭', 'Netherlands', 'NL', '31', 9],
  [14, '新西蘭', 'New Zealand', 'NZ', '64', 9],
  [15, '菲律賓', 'Philippines', 'PH', '63', 10],
  [16, '葡萄牙', 'Portugal', 'PT', '351', 9],
  [17, '新加坡', 'Singapore', 'SG', '65', 8],
  [18, '西班牙', 'Spain', 'ES', '34', 9],
  [19, '瑞士', 'Switzerland', 'CH', '41', 9],
  [20, '台灣', 'Taiwan', 'TW', '886', 9],
  [21, '泰國', 'Thailand', 'TH', '66', 9],
  [22, '英國', 'UK', 'GB', '44', 10],
  [23, '美國', 'USA', 'US', '1', 10],
  [24, '越南', 'Vietnam', 'VN', '84', 9],
];

type Zone = readonly [chi: string, eng: string];
type District = readonly [chi: string, eng: string, zones: readonly Zone[]];
type Province = readonly [chi: string, eng: string, districts: readonly District[]];

/** Hong Kong: region (province) → district (city) → sub-district (zone). */
export const HONG_KONG_AREAS: readonly Province[] = [
  [
    '香港島',
    'Hong Kong Island',
    [
      [
        '中西區',
        'Central and Western',
        [
          ['中環', 'Central'],
          ['上環', 'Sheung Wan'],
          ['西環', 'Sai Wan'],
          ['半山', 'Mid-Levels'],
          ['金鐘', 'Admiralty'],
        ],
      ],
      [
        '灣仔區',
        'Wan Chai',
        [
          ['灣仔', 'Wan Chai'],
          ['銅鑼灣', 'Causeway Bay'],
          ['跑馬地', 'Happy Valley'],
          ['大坑', 'Tai Hang'],
        ],
      ],
      [
        '東區',
        'Eastern',
        [
          ['北角', 'North Point'],
          ['鰂魚涌', 'Quarry Bay'],
          ['太古城', 'Taikoo Shing'],
          ['西灣河', 'Sai Wan Ho'],
          ['筲箕灣', 'Shau Kei Wan'],
          ['柴灣', 'Chai Wan'],
        ],
      ],
      [
        '南區',
        'Southern',
        [
          ['香港仔', 'Aberdeen'],
          ['鴨脷洲', 'Ap Lei Chau'],
          ['薄扶林', 'Pok Fu Lam'],
          ['赤柱', 'Stanley'],
          ['淺水灣', 'Repulse Bay'],
        ],
      ],
    ],
  ],
  [
    '九龍',
    'Kowloon',
    [
      [
        '油尖旺區',
        'Yau Tsim Mong',
        [
          ['尖沙咀', 'Tsim Sha Tsui'],
          ['佐敦', 'Jordan'],
          ['油麻地', 'Yau Ma Tei'],
          ['旺角', 'Mong Kok'],
          ['大角咀', 'Tai Kok Tsui'],
        ],
      ],
      [
        '深水埗區',
        'Sham Shui Po',
        [
          ['深水埗', 'Sham Shui Po'],
          ['長沙灣', 'Cheung Sha Wan'],
          ['荔枝角', 'Lai Chi Kok'],
          ['美孚', 'Mei Foo'],
          ['石硤尾', 'Shek Kip Mei'],
        ],
      ],
      [
        '九龍城區',
        'Kowloon City',
        [
          ['九龍城', 'Kowloon City'],
          ['土瓜灣', 'To Kwa Wan'],
          ['紅磡', 'Hung Hom'],
          ['何文田', 'Ho Man Tin'],
          ['九龍塘', 'Kowloon Tong'],
        ],
      ],
      [
        '黃大仙區',
        'Wong Tai Sin',
        [
          ['黃大仙', 'Wong Tai Sin'],
          ['鑽石山', 'Diamond Hill'],
          ['新蒲崗', 'San Po Kong'],
          ['慈雲山', 'Tsz Wan Shan'],
          ['樂富', 'Lok Fu'],
        ],
      ],
      [
        '觀塘區',
        'Kwun Tong',
        [
          ['觀塘', 'Kwun Tong'],
          ['牛頭角', 'Ngau Tau Kok'],
          ['九龍灣', 'Kowloon Bay'],
          ['藍田', 'Lam Tin'],
          ['油塘', 'Yau Tong'],
        ],
      ],
    ],
  ],
  [
    '新界',
    'New Territories',
    [
      [
        '荃灣區',
        'Tsuen Wan',
        [
          ['荃灣', 'Tsuen Wan'],
          ['深井', 'Sham Tseng'],
          ['馬灣', 'Ma Wan'],
        ],
      ],
      [
        '屯門區',
        'Tuen Mun',
        [
          ['屯門市中心', 'Tuen Mun Town Centre'],
          ['友愛', 'Yau Oi'],
          ['兆康', 'Siu Hong'],
          ['掃管笏', 'So Kwun Wat'],
        ],
      ],
      [
        '元朗區',
        'Yuen Long',
        [
          ['元朗市中心', 'Yuen Long Town Centre'],
          ['天水圍', 'Tin Shui Wai'],
          ['錦田', 'Kam Tin'],
          ['洪水橋', 'Hung Shui Kiu'],
        ],
      ],
      [
        '北區',
        'North',
        [
          ['上水', 'Sheung Shui'],
          ['粉嶺', 'Fanling'],
          ['沙頭角', 'Sha Tau Kok'],
        ],
      ],
      [
        '大埔區',
        'Tai Po',
        [
          ['大埔墟', 'Tai Po Market'],
          ['太和', 'Tai Wo'],
          ['大埔滘', 'Tai Po Kau'],
        ],
      ],
      [
        '沙田區',
        'Sha Tin',
        [
          ['沙田市中心', 'Sha Tin Town Centre'],
          ['大圍', 'Tai Wai'],
          ['火炭', 'Fo Tan'],
          ['馬鞍山', 'Ma On Shan'],
        ],
      ],
      [
        '西貢區',
        'Sai Kung',
        [
          ['西貢市中心', 'Sai Kung Town'],
          ['將軍澳', 'Tseung Kwan O'],
          ['坑口', 'Hang Hau'],
          ['清水灣', 'Clear Water Bay'],
        ],
      ],
      [
        '葵青區',
        'Kwai Tsing',
        [
          ['葵涌', 'Kwai Chung'],
          ['葵芳', 'Kwai Fong'],
          ['青衣', 'Tsing Yi'],
        ],
      ],
    ],
  ],
  [
    '離島',
    'Outlying Islands',
    [
      [
        '離島區',
        'Islands',
        [
          ['東涌', 'Tung Chung'],
          ['愉景灣', 'Discovery Bay'],
          ['長洲', 'Cheung Chau'],
          ['南丫島', 'Lamma Island'],
          ['坪洲', 'Peng Chau'],
        ],
      ],
    ],
  ],
];

/** [ageGroupId, Chinese name, English name] */
export const AGE_GROUPS: readonly (readonly [number, string, string])[] = [
  [1, '18歲以下', 'Under 18'],
  [2, '18-24歲', '18-24'],
  [3, '25-34歲', '25-34'],
  [4, '35-44歲', '35-44'],
  [5, '45-54歲', '45-54'],
  [6, '55歲或以上', '55 or above'],
];

/** [sfLockerId, area, district, address] — H853 lockers are in Macau. */
export const SF_LOCKERS: readonly (readonly [string, string, string, string])[] = [
  ['H852HK001', '香港島', '中西區', '上環德輔道中示範大廈地下智能櫃'],
  ['H852HK002', '香港島', '灣仔區', '銅鑼灣怡和街示範商場 1 樓智能櫃'],
  ['H852HK003', '香港島', '東區', '太古城道示範中心 B1 智能櫃'],
  ['H852HK004', '香港島', '南區', '香港仔大道示範廣場地下智能櫃'],
  ['H852KL001', '九龍', '油尖旺區', '旺角彌敦道示範中心地下智能櫃'],
  ['H852KL002', '九龍', '深水埗區', '長沙灣道示範工業大廈地下智能櫃'],
  ['H852KL003', '九龍', '觀塘區', '觀塘鴻圖道示範大廈地下智能櫃'],
  ['H852KL004', '九龍', '九龍城區', '紅磡蕪湖街示範商場地下智能櫃'],
  ['H852NT001', '新界', '沙田區', '沙田正街示範廣場 2 樓智能櫃'],
  ['H852NT002', '新界', '荃灣區', '荃灣沙咀道示範中心地下智能櫃'],
  ['H852NT003', '新界', '元朗區', '天水圍天瑞路示範商場地下智能櫃'],
  ['H852NT004', '新界', '西貢區', '將軍澳唐德街示範廣場 1 樓智能櫃'],
  ['H852IS001', '離島', '離島區', '東涌達東路示範商場地下智能櫃'],
  ['H853MO001', '澳門', '澳門半島', '澳門新馬路示範大廈地下智能櫃'],
  ['H853MO002', '澳門', '氹仔', '氹仔成都街示範花園地下智能櫃'],
  ['H853MO003', '澳門', '路環', '路環石排灣示範商場地下智能櫃'],
];

/** [sfStationCode, name, area, district, address, opening hours] — H853 stations are in Macau. */
export const SF_STATIONS: readonly (readonly [string, string, string, string, string, string])[] = [
  ['H852S001', '順豐站（上環）', '香港島', '中西區', '上環永樂街示範大廈地下 A 舖', '星期一至六 11:00-21:00'],
  ['H852S002', '順豐站（北角）', '香港島', '東區', '北角英皇道示範大廈地下 3 號舖', '星期一至日 11:00-21:00'],
  ['H852S003', '順豐站（旺角）', '九龍', '油尖旺區', '旺角花園街示範大廈地下 B 舖', '星期一至日 12:00-22:00'],
  ['H852S004', '順豐站（深水埗）', '九龍', '深水埗區', '深水埗北河街示範樓地下', '星期一至六 11:00-20:00'],
  ['H852S005', '順豐站（九龍灣）', '九龍', '觀塘區', '九龍灣宏光道示範中心地下', '星期一至六 10:00-20:00'],
  ['H852S006', '順豐站（沙田）', '新界', '沙田區', '沙田小瀝源路示範工業中心地下', '星期一至日 11:00-21:00'],
  ['H852S007', '順豐站（屯門）', '新界', '屯門區', '屯門屯喜路示範廣場地下', '星期一至日 11:00-21:00'],
  ['H852S008', '順豐站（大埔）', '新界', '大埔區', '大埔墟寶鄉街示範大廈地下', '星期一至六 11:00-20:00'],
  [
    'H853S001',
    '順豐站（澳門新口岸）',
    '澳門',
    '澳門半島',
    '澳門友誼大馬路示範大廈地下',
    '星期一至六 10:00-20:00',
  ],
  ['H853S002', '順豐站（氹仔）', '澳門', '氹仔', '氹仔布拉干薩街示範花園地下', '星期一至六 10:00-20:00'],
];
