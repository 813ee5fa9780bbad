-- Product page content per store view (issue 13): the parallax features, the custom options with their
-- choices and engraving conditions, and the size guides' labels join the texts a store view may have in its
-- own language (migration 028), read with the same fallback to the entity row's own column. So does a
-- boutique's opening hours summary (shop.opening_hours, read by the reservation modal and its mail).
--
-- store_view_text keys every text by an int entity id. A custom option's choice is keyed by (option_id, code)
-- and a size guide by its text code, so both gain an int id of their own here: one key shape for every kind
-- of text keeps the loader a single map lookup, and folding a choice's code into the field name would break
-- the field's own rule ([a-z_], codes hold digits) and hide the choice from any query on entity_id. The
-- existing keys stay as they are (cart lines and product rows refer to them).
alter table product_custom_option_value add column id serial;
alter table product_custom_option_value add constraint product_custom_option_value_id_key unique (id);
alter table size_guide add column id serial;
alter table size_guide add constraint size_guide_id_key unique (id);

alter table store_view_text drop constraint store_view_text_entity_check;
alter table store_view_text add constraint store_view_text_entity_check check (entity in (
  'product', 'category', 'collection', 'attribute_option',
  'product_feature', 'custom_option', 'custom_option_value', 'size_guide', 'shop'
));
