-- Indexes for the catalogue reads at 20,000 products and more (checked with EXPLAIN on PGlite; see the
-- README's "Benchmarks"). Already there from 001: the search document's GIN index, category membership by
-- category (primary key) and by product, prices and stock by product, variations by parent.

-- Search: a SKU prefix (`MA-XT-0001…`) and a variation's full SKU, both compared upper-case.
create index product_sku_upper_idx on product (upper(sku) text_pattern_ops);

-- The catalogue's facet documents read every price of one currency: one index range, amounts included.
create index product_price_currency_idx on product_price (currency_code, product_id) include (amount, rrp);

-- A category's products in their order, read from the index alone.
create index category_product_position_idx on category_product (category_id, position, product_id);
