-- The store locator (issue 12): each boutique's page address and its opening hours per weekday. Both live in
-- tables of their own so that the seed only ever inserts (a boutique made before this migration gains its
-- rows from the seed step `027_store_locator`; one an editor adds gets them with it).

-- The shop page's URL key (`/{store_code}/storelocator/{url_key}`) and the boutique's own time zone: a
-- boutique in Tokyo is open or closed by Tokyo's clock, whichever store the shopper browses.
create table shop_page (
  shop_id int primary key references shop(id) on delete cascade,
  url_key text not null unique check (url_key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(url_key) <= 64),
  timezone text not null
);

-- Opening hours per ISO weekday (1 Monday ... 7 Sunday), local to the boutique's time zone. A weekday with no
-- row is a closed day; two rows on one day are a lunch break.
create table shop_opening_hours (
  shop_id int not null references shop(id) on delete cascade,
  weekday smallint not null check (weekday between 1 and 7),
  opens time not null,
  closes time not null check (closes > opens),
  primary key (shop_id, weekday, opens)
);
