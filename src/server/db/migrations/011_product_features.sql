-- Product page: the gallery's video settings, the parallax feature sections and the model
-- families that the variations carousel groups.

-- Spec 3 "Gallery media item": the default-store title (used when video_title is empty), the custom
-- video's loop and the no-cookie mode of the major video-sharing service.
alter table product_media add column video_title_default text;
alter table product_media add column video_loop boolean not null default false;
alter table product_media add column use_youtube_nocookie boolean not null default true;

-- Parallax sections of a product page, in position order; video_url (an mp4) replaces the image when set.
create table product_feature (
  id serial primary key,
  product_id int not null references product(id) on delete cascade,
  position int not null default 0,
  title text not null,
  body text not null,
  image_url text not null,
  image_alt text not null,
  image_width int not null,
  image_height int not null,
  video_url text
);
create index product_feature_product_idx on product_feature(product_id, position);

-- The model family of a top-level product (e.g. 'chronograph'): the variations carousel shows the family.
create table product_family (
  product_id int primary key references product(id) on delete cascade,
  family text not null
);
create index product_family_family_idx on product_family(family);
