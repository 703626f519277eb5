import type { RouteObject } from 'react-router';

/** Inventory's screens (spec §2 "Inventory", under Outlet Services), relative to /menu. */
export const inventoryRoutes: RouteObject[] = [
  {
    path: 'app/inventory-location',
    lazy: async () => ({
      Component: (await import('./lists/inventory-location/InventoryLocationPage.tsx')).InventoryLocationPage,
    }),
  },
  {
    path: 'app/item-category',
    lazy: async () => ({ Component: (await import('./lists/item-category/ItemCategoryPage.tsx')).ItemCategoryPage }),
  },
  {
    path: 'app/item-master',
    lazy: async () => ({ Component: (await import('./lists/inventory-item/InventoryItemPage.tsx')).InventoryItemPage }),
  },
  {
    path: 'app/item-receiving',
    lazy: async () => ({ Component: (await import('./stock/StockPages.tsx')).ItemReceivingPage }),
  },
  {
    path: 'app/item-transferring',
    lazy: async () => ({ Component: (await import('./stock/StockPages.tsx')).ItemTransferringPage }),
  },
];
