import { useRoutes } from 'react-router';
import { RefundsOwedPage } from '../refunds/RefundsOwedPage.tsx';
import { OrderDetailPage } from './OrderDetailPage.tsx';
import { OrdersListPage } from './OrdersListPage.tsx';
import './orders.css';

/**
 * /admin/orders: the order table (filters in the URL), an order's detail with the staff's commands, and the
 * refunds owed (/admin/orders/refunds).
 */
export default function OrdersSection() {
  return useRoutes([
    { index: true, element: <OrdersListPage /> },
    { path: 'refunds', element: <RefundsOwedPage /> },
    { path: ':orderId', element: <OrderDetailPage /> },
  ]);
}
