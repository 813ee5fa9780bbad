-- Issue 12, popups. The retailers the 'shop in other countries' popup lists (find-a-retailer) for the countries
-- where the house has no web store, and the promotional popups of each store (spec 3 "Popup configuration").
create table retailer (
  id serial primary key,
  name text not null,
  street text not null,
  zip text not null,
  city text not null,
  country_id char(2) not null check (country_id ~ '^[A-Z]{2}$'),
  telephone text,
  url text,
  sort_order int not null default 0,
  is_active boolean not null default true
);
create index retailer_country_idx on retailer(country_id, sort_order, id) where is_active;

-- `popup_index` is the spec's `index`: it names the popup's `{index}-clicked` cookie, so it is unique per store.
create table promotional_popup (
  id serial primary key,
  store_id int not null references store(id) on delete cascade,
  popup_index int not null check (popup_index >= 0),
  timer_s int not null check (timer_s >= 0),
  position text not null check (position in ('center', 'bottom_wide', 'bottom_left', 'bottom_right')),
  title text not null,
  content text not null,
  button_type text not null check (button_type in ('none', 'link', 'newsletter_scroll')),
  button_label text,
  button_new_tab boolean not null default false,
  button_url text,
  sort_order int not null default 0,
  is_active boolean not null default true,
  unique (store_id, popup_index),
  -- A button that does something has a label and a place to go.
  check (button_type = 'none' or (button_label is not null and button_url is not null))
);
