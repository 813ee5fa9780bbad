-- Catalogue text per store view (issue 13): the name, description and labels an editor writes for one store
-- view, over the default text kept in the entity's own row (Magento's store-scoped attribute values with the
-- admin value as fallback). One table for every kind of text, so that a new translatable field is a row, not
-- a migration; a store view without a row reads the default.
create table store_view_text (
  entity text not null check (entity in ('product', 'category', 'collection', 'attribute_option')),
  entity_id int not null,
  field text not null check (field ~ '^[a-z_]+$' and length(field) <= 40),
  store_id int not null references store(id) on delete cascade,
  value text not null check (length(value) <= 20000),
  primary key (store_id, entity, entity_id, field)
);
