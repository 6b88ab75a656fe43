-- Countries and regions, the Hong Kong address hierarchy, age groups and SF Express pick-up points.

create table locations (
  location_id integer primary key,
  country_name_chi text not null,
  country_name_eng text not null,
  country_code char(2) not null unique check (country_code ~ '^[A-Z]{2}$'),
  calling_code text not null check (calling_code ~ '^[0-9]{1,4}$'),
  -- Digits of a local mobile number (8 for Hong Kong and Macau).
  number_of_digit smallint not null check (number_of_digit between 4 and 15),
  sort_order integer not null default 0
);

-- Address hierarchy: province (region) -> city (district) -> zone (sub-district).
create table location_provinces (
  province_id integer primary key,
  location_id integer not null references locations (location_id),
  name_chi text not null,
  name_eng text not null,
  sort_order integer not null default 0,
  unique (location_id, name_chi)
);

create table location_districts (
  district_id integer primary key,
  province_id integer not null references location_provinces (province_id),
  name_chi text not null,
  name_eng text not null,
  sort_order integer not null default 0,
  unique (province_id, name_chi)
);

create table location_zones (
  zone_id integer primary key,
  district_id integer not null references location_districts (district_id),
  name_chi text not null,
  name_eng text not null,
  sort_order integer not null default 0,
  unique (district_id, name_chi)
);

create table age_groups (
  age_group_id smallint primary key,
  age_group_name_chi text not null,
  age_group_name_eng text not null,
  status smallint not null default 1,
  sort_order integer not null default 0
);

-- Lockers whose id starts with H853 are in Macau (location 11); H852 ones in Hong Kong (location 6).
create table sf_lockers (
  sf_locker_id text primary key check (sf_locker_id ~ '^H85[23][A-Z0-9]+$'),
  location_id integer generated always as
    (case when sf_locker_id like 'H853%' then 11 else 6 end) stored,
  area text not null,
  district text not null default '',
  address text not null,
  status smallint not null default 1
);

create table sf_stations (
  sf_station_code text primary key check (sf_station_code ~ '^H85[23][A-Z0-9]+$'),
  location_id integer generated always as
    (case when sf_station_code like 'H853%' then 11 else 6 end) stored,
  sf_station_name text not null,
  area text not null,
  district text not null default '',
  address text not null,
  opening_hours text not null default '',
  status smallint not null default 1
);
