import type { ResponseData, Schemas } from '@pms/api-client';
import { actionQuery, referenceQuery, refreshed } from '../../../shared/query/actionQuery.ts';

type OutletItem = Schemas['OutletItem'];

const activeOutlets = (outlets: ResponseData<'configuration/outlet', 'list'>) =>
  outlets.filter((outlet) => outlet.active === 1);

/** The hotel's active outlets, by code; refreshed as live figures are (spec §7). */
export const activeOutletsQuery = () =>
  actionQuery('configuration/outlet', 'list', [], { ...refreshed, select: activeOutlets });

const activeItemsByOutlet = (items: ResponseData<'configuration/outlet-item', 'list'>) => {
  const byOutlet = new Map<number, OutletItem[]>();
  for (const item of items) {
    if (item.active !== 1) continue;
    const list = byOutlet.get(item.outletId);
    if (list) list.push(item);
    else byOutlet.set(item.outletId, [item]);
  }
  return byOutlet as ReadonlyMap<number, readonly OutletItem[]>;
};

/** The active items of every outlet, by outlet id, each outlet's by code; refreshed with the outlets. */
export const outletItemsQuery = () =>
  actionQuery('configuration/outlet-item', 'list', [], { ...refreshed, select: activeItemsByOutlet });

const namesById = (departments: ResponseData<'configuration/department', 'list-minimum'>) =>
  new Map(departments.map((department) => [department.id, department.name])) as ReadonlyMap<number, string>;

/** Department names by id, from the shared reference list. */
export const departmentNamesQuery = () => ({ ...referenceQuery('configuration/department'), select: namesById });
