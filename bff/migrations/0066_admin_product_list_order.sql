-- The back office's products table opens newest first (docs/backOffice.md): with 100,000 titles, its first page
-- is read from this index instead of sorting every display product.
create index display_products_created_idx
  on display_products (created_at desc nulls last, display_product_id desc);
