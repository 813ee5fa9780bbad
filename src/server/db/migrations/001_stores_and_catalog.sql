-- Websites, store views and the catalogue. Money is bigint minor units per currency.
create table website (
  id serial primary key,
  code text not null unique,
  name text not null,
  country_code char(2) not null,
  default_store_code text not null,
  sort_order int not null default 0
);

create table store (
  id serial primary key,
  code text not null unique check (code ~ '^[a-z]{2}-[a-z]{2,4}$'),
  website_id int not null references website(id),
  name text not null,
  locale text not null,
  language_code text not null,
  currency_code char(3) not null,
  timezone text not null,
  country_id char(2) not null,
  is_default_store boolean not null default false,
  sort_order int not null default 0
);

create table attribute_option (
  id serial primary key,
  attribute_code text not null check (attribute_code in ('colour', 'case_size', 'material', 'collection')),
  label text not null,
  swatch text,
  sort_order int not null default 0,
  unique (attribute_code, label)
);

create table collection (
  id serial primary key,
  code text not null unique,
  name text not null,
  description text not null,
  option_id int not null references attribute_option(id)
);

create table category (
  id serial primary key,
  parent_id int references category(id),
  url_key text not null,
  url_path text not null unique,
  name text not null,
  description text,
  level int not null check (level >= 1),
  position int not null default 0,
  display_mode text not null check (display_mode in ('link', 'html', 'list', 'grid')),
  category_type smallint not null default 0,
  collection_id int references collection(id),
  include_in_menu boolean not null default true
);

create table product (
  id serial primary key,
  sku text not null unique,
  type text not null check (type in ('configurable', 'simple')),
  parent_id int references product(id),
  url_key text unique,
  name text not null,
  description text not null default '',
  collection_id int references collection(id),
  colour_option_id int references attribute_option(id),
  case_size_option_id int references attribute_option(id),
  material_option_id int references attribute_option(id),
  category_type smallint not null default 0,
  specifications jsonb not null default '[]',
  is_visible boolean not null default true,
  position int not null default 0,
  created_at timestamptz not null default now(),
  search_document tsvector
);
create index product_parent_idx on product(parent_id);
create index product_search_idx on product using gin(search_document);
create index product_visible_idx on product(is_visible, category_type) where parent_id is null;

create table product_price (
  product_id int not null references product(id) on delete cascade,
  currency_code char(3) not null,
  amount bigint not null check (amount >= 0),
  rrp bigint check (rrp is null or rrp >= 0),
  primary key (product_id, currency_code)
);

create table stock_item (
  product_id int primary key references product(id) on delete cascade,
  qty int not null check (qty >= 0)
);

create table product_media (
  id serial primary key,
  product_id int not null references product(id) on delete cascade,
  position int not null default 0,
  media_type text not null check (media_type in ('image', 'external-video')),
  url text not null,
  alt text not null,
  width int not null,
  height int not null,
  video_url text,
  video_title text
);
create index product_media_product_idx on product_media(product_id, position);

create table category_product (
  category_id int not null references category(id) on delete cascade,
  product_id int not null references product(id) on delete cascade,
  position int not null default 0,
  primary key (category_id, product_id)
);
create index category_product_product_idx on category_product(product_id);

create table strap_compatibility (
  strap_id int not null references product(id) on delete cascade,
  watch_id int not null references product(id) on delete cascade,
  primary key (strap_id, watch_id)
);

create table shop (
  id serial primary key,
  name text not null,
  address text not null,
  zip text not null,
  city text not null,
  country_id char(2) not null,
  phone text not null,
  email text not null,
  latitude double precision not null,
  longitude double precision not null,
  opening_hours jsonb not null default '[]',
  is_reservation_enabled boolean not null default true
);

create table shop_stock (
  shop_id int not null references shop(id) on delete cascade,
  product_id int not null references product(id) on delete cascade,
  qty int not null check (qty >= 0),
  primary key (shop_id, product_id)
);

-- Every watch the manufacture has made: watch registration checks serial (9) and caseback (7) numbers here.
create table watch_registry (
  serial text primary key check (length(serial) = 9),
  caseback text not null check (length(caseback) = 7),
  product_id int not null references product(id),
  manufactured_on date not null
);
create index watch_registry_caseback_idx on watch_registry(caseback);
