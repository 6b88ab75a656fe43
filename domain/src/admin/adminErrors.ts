/**
 * Why the back office refused a change. Staff forms name other records (a category, a picture, a product):
 * one that does not exist is a refusal of that form field (422, with `details.fields`), not a missing page.
 */
export type AdminErrorCode =
  // Staff and roles.
  | 'ROLE_NOT_FOUND'
  | 'OWNER_ONLY'
  | 'GRANT_BEYOND_OWN'
  | 'USERNAME_TAKEN'
  | 'LAST_OWNER'
  | 'OWNER_ROLE_FIXED'
  | 'ROLE_IN_USE'
  // A form names a record that does not exist.
  | 'CATEGORY_NOT_FOUND'
  | 'EVENT_NOT_FOUND'
  | 'IMAGE_NOT_FOUND'
  | 'RELATED_NOT_FOUND'
  | 'OPTION_NOT_FOUND'
  | 'GROUP_ITEM_NOT_FOUND'
  /** Answered as PRODUCT_NOT_FOUND (what the back office has always read), with 422 rather than 404. */
  | 'NAMED_PRODUCT_NOT_FOUND'
  // A form would break a rule of the shop's records.
  | 'OPTION_REMOVAL_REFUSED'
  | 'STOCK_BELOW_ZERO'
  | 'DISCOUNT_TYPE_FIXED'
  | 'PAGE_CONTENT_IN_USE'
  // A name or a place another record holds.
  | 'SKU_TAKEN'
  | 'URL_NAME_TAKEN'
  | 'COUPON_CODE_TAKEN'
  | 'BANNER_SLOT_TAKEN'
  | 'PAGE_CONTENT_EXISTS'
  // Someone else got there first: the order changed since the page was loaded, a rebuild runs already.
  | 'ORDER_CHANGED'
  | 'REBUILD_RUNNING';
