-- Search in the store's language (issue 13): each store view that does not read the default English text gets
-- its own search document per top-level product, built from its own texts (store_view_text) with the default
-- text where it has none, in its language's text search configuration ('french', 'german'), or for Japanese,
-- which PostgreSQL has no configuration for, as character bigrams with positions so that a phrase of bigrams
-- finds any substring. The documents are built by the server (domain/catalog/store-view-search.sql.ts: the
-- Japanese tokenising and the accent folding are the same code as the query's), so this holds only the result;
-- English store views keep searching product.search_document (migration 001).
create table store_view_search (
  store_id int not null references store(id) on delete cascade,
  product_id int not null references product(id) on delete cascade,
  document tsvector not null,
  primary key (store_id, product_id)
);
-- The match; its rows of other store views are dropped by the store id afterwards (four such store views in the
-- demo shop, so at most four times the matches; a composite GIN index would need the btree_gin extension,
-- which PGlite does not have).
create index store_view_search_document_idx on store_view_search using gin(document);
create index store_view_search_product_idx on store_view_search (product_id);
