import { Timeline } from './Timeline.tsx';

/** An order's event timeline, for the order detail page (or the history page below). */
export function OrderTimeline({ orderId }: { orderId: number | string }) {
  return <Timeline path={`admin/orders/${orderId}/history`} />;
}
