import { useRoutes } from 'react-router';
import { OrderDetailPage } from './OrderDetailPage.tsx';
import { OrdersListPage } from './OrdersListPage.tsx';
import './orders.css';

/** /admin/orders: the order table (filters in the URL) and an order's detail with the staff's commands. */
export default function OrdersSection() {
  return useRoutes([
    { index: true, element: <OrdersListPage /> },
    { path: ':orderId', element: <OrderDetailPage /> },
  ]);
}
