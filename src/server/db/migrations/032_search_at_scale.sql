-- Search at 20,000 and 200,000 products (issue 18): a search ranks every match (ts_rank_cd) to keep the best
-- 2,000, and must know of each whether it is listed (top-level and visible) and its position (the tie-break).
-- Before, the English matches were found and ranked in `product` itself (47 MB at 20,000 products: the planner
-- scanned it whole at 10 % selectivity, and hash-joined every top-level product for the position), and a store
-- view's matches were joined to every top-level product and looked up a second time for their rank. Now each
-- search reads one narrow table through its GIN index and finds there, per match, its document, whether it is
-- listed and its position, so its cost follows its matches and not the catalogue.

-- The English document (product.search_document, still written as before) of every top-level product that has
-- one, with what the ranking needs of the product. Kept by the triggers below: no writer of products changes.
create table product_search (
  product_id int primary key references product(id) on delete cascade,
  listed boolean not null,
  position int not null,
  document tsvector not null
);
create index product_search_document_idx on product_search using gin(document);

-- The store views' documents carry the same two facts (written with the document by refreshStoreViewSearch,
-- kept in step with the product by the triggers below).
alter table store_view_search
  add column listed boolean not null default false,
  add column position int not null default 0;

-- Nothing reads product.search_document through an index any more; keeping it would cost every product write.
drop index product_search_idx;

-- Statement triggers with the changed rows as a table: one set-based statement per insert or update, so a bulk
-- insert of 2,000 products is three statements here, not 6,000.
create function product_search_sync() returns trigger language plpgsql as $$
begin
  insert into product_search (product_id, listed, position, document)
  select n.id, n.is_visible, n.position, n.search_document
    from changed n
   where n.parent_id is null and n.search_document is not null
  on conflict (product_id) do update
     set listed = excluded.listed, position = excluded.position, document = excluded.document
   where (product_search.listed, product_search.position, product_search.document)
         is distinct from (excluded.listed, excluded.position, excluded.document);
  if tg_op = 'UPDATE' then
    delete from product_search s using changed n
     where s.product_id = n.id and (n.parent_id is not null or n.search_document is null);
    update store_view_search s
       set listed = n.parent_id is null and n.is_visible, position = n.position
      from changed n
     where s.product_id = n.id
       and (s.listed, s.position) is distinct from (n.parent_id is null and n.is_visible, n.position);
  end if;
  return null;
end;
$$;

create trigger product_search_insert after insert on product
  referencing new table as changed for each statement execute function product_search_sync();

create trigger product_search_update after update on product
  referencing new table as changed for each statement execute function product_search_sync();

insert into product_search (product_id, listed, position, document)
select id, is_visible, position, search_document
  from product
 where parent_id is null and search_document is not null;

update store_view_search s
   set listed = p.parent_id is null and p.is_visible, position = p.position
  from product p
 where p.id = s.product_id;
