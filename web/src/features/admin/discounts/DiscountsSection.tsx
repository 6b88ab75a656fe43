import { useRoutes } from 'react-router';
import { DiscountEditPage, DiscountNewPage } from './DiscountFormPages.tsx';
import { DiscountListPage } from './DiscountListPage.tsx';

/** /admin/discounts: the list (filters by status and type, search by code or title), add and edit. */
export default function DiscountsSection() {
  return useRoutes([
    { index: true, element: <DiscountListPage /> },
    { path: 'new', element: <DiscountNewPage /> },
    { path: ':discountId', element: <DiscountEditPage /> },
  ]);
}
