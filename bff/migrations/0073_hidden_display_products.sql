-- The display products off sale, usually a few: a category page counts its shown products as the category's rows
-- less these (bff/src/catalogue/listings.ts), instead of joining every row of the category with its product.
create index display_products_hidden_idx on display_products (display_product_id) where status <> 1;
