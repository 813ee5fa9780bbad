-- Editorial content, configured per store view: the home page's ordered blocks and the content pages
-- (stories). Block and section bodies are structured JSON (titles, texts, image references, SKUs), never
-- HTML, so nothing an editor writes can run in a shopper's browser.

-- A content page exists once (its id is the page_id analytics reports in every store); each store that
-- shows it has its own texts in content_page_store.
create table content_page (
  id serial primary key,
  identifier text not null unique check (identifier ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(identifier) <= 100),
  page_type text not null default 'story' check (page_type in ('story')),
  -- {url, alt, width, height}; the alt text is per store (content_page_store.image_alt).
  image_url text not null,
  image_width int not null check (image_width > 0),
  image_height int not null check (image_height > 0),
  -- Products the page mentions, resolved for the store like a product carousel.
  related_skus text[] not null default '{}',
  published_on date,
  is_active boolean not null default true
);

create table content_page_store (
  page_id int not null references content_page(id) on delete cascade,
  store_id int not null references store(id) on delete cascade,
  title text not null,
  meta_title text not null,
  meta_description text not null,
  content_heading text not null,
  excerpt text not null,
  image_alt text not null,
  -- [{type: paragraph|heading|quote|image, ...}] as the contract's PageSection.
  sections jsonb not null default '[]' check (jsonb_typeof(sections) = 'array'),
  primary key (page_id, store_id)
);
create index content_page_store_store_idx on content_page_store(store_id);

-- One row per block of a store's page, in `position` order. `data` holds the block's own fields (the
-- contract's block schema without type and id; product carousels name products by SKU, stories blocks name
-- pages by identifier), so an editor changes content without a deployment.
create table content_block (
  id serial primary key,
  store_id int not null references store(id) on delete cascade,
  page text not null default 'home' check (page in ('home')),
  identifier text not null check (identifier ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(identifier) <= 64),
  block_type text not null
    check (block_type in ('content_slider', 'product_carousel', 'text', 'stories', 'mall_links')),
  position int not null default 0,
  data jsonb not null check (jsonb_typeof(data) = 'object'),
  is_active boolean not null default true,
  unique (store_id, page, identifier)
);
create index content_block_page_idx on content_block(store_id, page, position);
