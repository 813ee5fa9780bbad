-- Issue 10, address book: customers add, edit and delete their addresses (the table and its default flags
-- came with the customers in 002). The flags stay on the address (Magento keeps them on the customer; one
-- flag per row keeps "which is the default" and "which addresses are there" in one table, so deleting the
-- default address needs no second write). At most one default billing and one default shipping address per
-- customer, held by the database: two saves racing to change the default cannot leave two.
alter table customer_address add column created_at timestamptz not null default now();
alter table customer_address add column updated_at timestamptz not null default now();

update customer_address a set is_default_billing = false
 where is_default_billing
   and exists (select 1 from customer_address b
                where b.customer_id = a.customer_id and b.is_default_billing and b.id < a.id);
update customer_address a set is_default_shipping = false
 where is_default_shipping
   and exists (select 1 from customer_address b
                where b.customer_id = a.customer_id and b.is_default_shipping and b.id < a.id);

create unique index customer_address_default_billing_idx on customer_address(customer_id)
  where is_default_billing;
create unique index customer_address_default_shipping_idx on customer_address(customer_id)
  where is_default_shipping;
