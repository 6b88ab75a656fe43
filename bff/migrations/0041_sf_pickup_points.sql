-- SF Express smart lockers and stations (seed 001 §3, §4): a demo list for Hong Kong (6) and Macau (11).
-- Locker ids starting H853 are in Macau. Reference data like the location list, so it is here rather than in
-- the demo seed (an existing database gets it too); real lists replace these rows.
create table sf_lockers (
  sf_locker_id text primary key,
  country_id integer not null check (country_id in (6, 11)),
  area text not null,
  address text not null,
  sort_order integer not null default 0,
  check ((sf_locker_id like 'H853%') = (country_id = 11))
);

create table sf_stations (
  sf_station_code text primary key,
  country_id integer not null check (country_id in (6, 11)),
  area text not null,
  sf_station_name text not null,
  address text not null,
  sort_order integer not null default 0
);

insert into sf_lockers (sf_locker_id, country_id, area, address, sort_order) values
  ('H852HK001', 6, '香港島', '中環 德輔道中 68 號 萬宜大廈 地下 順豐智能櫃', 1),
  ('H852HK002', 6, '香港島', '銅鑼灣 軒尼詩道 500 號 希慎廣場 B2 順豐智能櫃', 2),
  ('H852HK003', 6, '香港島', '北角 英皇道 560 號 健威坊 1 樓 順豐智能櫃', 3),
  ('H852KL001', 6, '九龍', '旺角 彌敦道 688 號 旺角中心 地下 順豐智能櫃', 4),
  ('H852KL002', 6, '九龍', '尖沙咀 廣東道 30 號 新港中心 1 樓 順豐智能櫃', 5),
  ('H852KL003', 6, '九龍', '觀塘 觀塘道 418 號 創紀之城五期 地下 順豐智能櫃', 6),
  ('H852NT001', 6, '新界', '沙田 沙田正街 18 號 新城市廣場 L1 順豐智能櫃', 7),
  ('H852NT002', 6, '新界', '荃灣 青山公路 138 號 荃新天地 地下 順豐智能櫃', 8),
  ('H852NT003', 6, '新界', '將軍澳 唐德街 9 號 將軍澳中心 地下 順豐智能櫃', 9),
  ('H853MO001', 11, '澳門半島', '新馬路 61 號 地下 順豐智能櫃', 10),
  ('H853MO002', 11, '澳門半島', '高士德大馬路 48 號 地下 順豐智能櫃', 11),
  ('H853TP001', 11, '氹仔', '氹仔 布拉干薩街 228 號 地下 順豐智能櫃', 12);

insert into sf_stations (sf_station_code, country_id, area, sf_station_name, address, sort_order) values
  ('852A', 6, '香港島', '順豐站 上環', '上環 干諾道中 135 號 地下', 1),
  ('852B', 6, '香港島', '順豐站 灣仔', '灣仔 駱克道 300 號 地下', 2),
  ('852C', 6, '九龍', '順豐站 油麻地', '油麻地 上海街 230 號 地下', 3),
  ('852D', 6, '九龍', '順豐站 九龍灣', '九龍灣 宏開道 8 號 地下', 4),
  ('852E', 6, '新界', '順豐站 大埔', '大埔 安慈路 4 號 地下', 5),
  ('852F', 6, '新界', '順豐站 元朗', '元朗 青山公路 222 號 地下', 6),
  ('853A', 11, '澳門半島', '順豐站 澳門 雅廉訪', '雅廉訪大馬路 60 號 地下', 7),
  ('853B', 11, '氹仔', '順豐站 氹仔 花城', '氹仔 花城 利達新邨 地下', 8);
