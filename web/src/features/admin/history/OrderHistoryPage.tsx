import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { useStaff } from '../kit/useStaff.ts';
import { useAdminT } from '../useAdminT.ts';
import { Timeline } from './Timeline.tsx';

/** /admin/orders/:orderId/history: an order's timeline on a page of its own, behind the orders read grant. */
export function OrderHistoryPage() {
  const t = useAdminT();
  const { can } = useStaff();
  const { orderId = '' } = useParams();
  const heading = t('admin.history.orderHeading', { orderId });
  usePageTitle(`${heading} | ${t('admin.title')}`);
  if (!can('orders'))
    return (
      <p role="alert" className="admin-no-access">
        {t('admin.noAccess', { section: t('admin.section.orders') })}
      </p>
    );
  return (
    <section>
      <p>
        <Link to={`/admin/orders/${orderId}`}>{t('admin.history.backToOrder')}</Link>
      </p>
      <h1>{heading}</h1>
      <Timeline path={`admin/orders/${orderId}/history`} />
    </section>
  );
}
