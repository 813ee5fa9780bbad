-- Issue 13: a boutique's opening hours summary (shop.opening_hours, the reservation modal's and mail's) is read
-- in the store's language too, so a store view may hold a boutique's text of its own like a product's.
alter table store_view_text drop constraint store_view_text_entity_check;
alter table store_view_text add constraint store_view_text_entity_check
  check (entity in ('product', 'category', 'collection', 'attribute_option', 'shop'));
