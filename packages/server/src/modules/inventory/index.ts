import type { HandlerMap } from '../../api/handlers.ts';
import { provideStockDrawer } from '../../api/stock-hooks.ts';
import { inventoryItemHandlers } from './inventory-item.ts';
import { inventoryLocationHandlers } from './inventory-location.ts';
import { itemCategoryHandlers } from './item-category.ts';
import { drawConsumed, stockHandlers } from './stock.ts';

export const inventoryHandlers = {
  'inventory/inventory-location': inventoryLocationHandlers,
  'inventory/item-category': itemCategoryHandlers,
  'inventory/inventory-item': inventoryItemHandlers,
  'inventory/stock': stockHandlers,
} satisfies Partial<HandlerMap>;

// What other departments' commands consume (the minibar count) is issued in their transaction.
provideStockDrawer('inventory:consumption', drawConsumed);
