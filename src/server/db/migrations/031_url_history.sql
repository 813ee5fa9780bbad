-- Former addresses of product and category pages (issue 14: a moved URL key answers 301 with the page's
-- current path). Keys are global in this schema (product.url_key and category.url_path are unique, the same in
-- every store view), so is their history. Triggers keep it, whoever changes a key (an admin's SQL, the seed, a
-- feed script): the former key is recorded against its row, and a key that any row takes again is forgotten at
-- once, so a key in use is never a move. A row's history goes with the row. The history maps a former key to
-- its row, not to the next key, so a chain of renames (a -> b -> c) answers the current key in one redirect.
create table product_url_history (
  url_key text primary key,
  product_id int not null references product(id) on delete cascade,
  moved_at timestamptz not null default now()
);
create index product_url_history_product_idx on product_url_history (product_id);

create table category_url_history (
  url_path text primary key,
  category_id int not null references category(id) on delete cascade,
  moved_at timestamptz not null default now()
);
create index category_url_history_category_idx on category_url_history (category_id);

create function product_url_history_record() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.url_key is not null and old.url_key is distinct from new.url_key then
    insert into product_url_history (url_key, product_id) values (old.url_key, new.id)
      on conflict (url_key) do update set product_id = excluded.product_id, moved_at = excluded.moved_at;
  end if;
  if new.url_key is not null then
    delete from product_url_history where url_key = new.url_key;
  end if;
  return null;
end;
$$;

create trigger product_url_history_record after insert or update of url_key on product
  for each row execute function product_url_history_record();

-- A new url_key given alone renames the last segment of the path (Magento's url_path follows the url_key), when
-- the path ends with that key as the seed writes every path; a path given with it is taken as it is.
create function category_url_path_follows_key() returns trigger language plpgsql as $$
begin
  if new.url_key is distinct from old.url_key and new.url_path = old.url_path
     and (old.url_path = old.url_key or right(old.url_path, length(old.url_key) + 1) = '/' || old.url_key) then
    new.url_path := left(old.url_path, length(old.url_path) - length(old.url_key)) || new.url_key;
  end if;
  return new;
end;
$$;

create trigger category_url_path_follows_key before update of url_key on category
  for each row execute function category_url_path_follows_key();

-- A moved category moves its children's paths under it too (each child's update records its own former path
-- and moves its own children in turn), so no page is left at a path below one that no longer exists.
create function category_url_history_record() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.url_path is distinct from new.url_path then
    insert into category_url_history (url_path, category_id) values (old.url_path, new.id)
      on conflict (url_path) do update set category_id = excluded.category_id, moved_at = excluded.moved_at;
    update category set url_path = new.url_path || substr(url_path, length(old.url_path) + 1)
     where parent_id = new.id and left(url_path, length(old.url_path) + 1) = old.url_path || '/';
  end if;
  delete from category_url_history where url_path = new.url_path;
  return null;
end;
$$;

create trigger category_url_history_record after insert or update of url_key, url_path on category
  for each row execute function category_url_history_record();
