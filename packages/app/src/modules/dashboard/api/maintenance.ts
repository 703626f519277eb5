import { actionQuery, refreshed } from '../../../shared/query/actionQuery.ts';

/** The engineer dashboard's figures, counted from the orders to do (engineering/maintenance). */
export const maintenanceFiguresQuery = () =>
  actionQuery('engineering/maintenance', 'list', [{ statuses: ['open', 'in-progress'] }], {
    ...refreshed,
    select: (orders) => ({
      open: orders.filter((order) => order.status === 'open').length,
      inProgress: orders.filter((order) => order.status === 'in-progress').length,
      urgent: orders.filter((order) => order.priority === 'urgent' || order.priority === 'high').length,
      outOfOrder: new Set(orders.filter((order) => order.outOfOrderActive).map((order) => order.roomId)).size,
    }),
  });
