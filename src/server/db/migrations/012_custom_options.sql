-- Product custom options (spec 2.3): what the shopper fills in or picks besides the variation, the
-- caseback engraving among them, and the size guides (PDFs) that product pages link to.
create table size_guide (
  code text primary key check (code ~ '^[a-z0-9-]{1,60}$'),
  label text not null
);

alter table product add column size_guide_code text references size_guide(code);

-- A configurable watch's options sit on the parent, as Magento's do: every variation takes the same ones.
create table product_custom_option (
  id serial primary key,
  product_id int not null references product(id) on delete cascade,
  code text not null check (code ~ '^[a-z_]{1,40}$'),
  type text not null check (type in ('field', 'area', 'drop_down', 'radio')),
  title text not null,
  is_require boolean not null default false,
  max_characters int check (max_characters is null or max_characters > 0),
  default_value text,
  -- {allowed_characters, conditions_option_id, conditions: {title, text}} when the text is engraved.
  engraving jsonb,
  sort_order int not null default 0,
  unique (product_id, code)
);

create table product_custom_option_value (
  option_id int not null references product_custom_option(id) on delete cascade,
  code text not null check (code ~ '^[a-z0-9_]{1,40}$'),
  title text not null,
  sort_order int not null default 0,
  primary key (option_id, code)
);
