/** Points: the cart's redemption rules and the member's ledger (points-{memberId}). */
export type PointsErrorCode =
  | 'POINTS_VIP_ONLY'
  | 'PRODUCT_POINT_NOT_FOUND'
  | 'POINTS_OPTION_CONFLICT'
  | 'INSUFFICIENT_POINTS'
  /** More points as cash than the order's caps allow (200 per dollar of goods, 20000, HK$100), or an odd number. */
  | 'POINTS_OVER_LIMIT'
  /** The order already redeemed a different number of points. */
  | 'POINTS_ALREADY_REDEEMED'
  /** A lapse recorded for a member who is not VIP. */
  | 'VIP_NOT_ACTIVE';
