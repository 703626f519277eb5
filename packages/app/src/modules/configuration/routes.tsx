import type { RouteObject } from 'react-router';

/**
 * The configuration screens built so far, relative to /menu (spec §2): users and roles, the
 * interface texts and manuals, and the master-data lists.
 */
export const configurationRoutes: RouteObject[] = [
  {
    path: 'app/user',
    lazy: async () => ({ Component: (await import('./UserPage.tsx')).UserPage }),
  },
  {
    path: 'app/role-management',
    lazy: async () => ({ Component: (await import('./RolePage.tsx')).RolePage }),
  },
  {
    path: 'app/floor-category',
    lazy: async () => ({
      Component: (await import('./lists/floor-category/FloorCategoryPage.tsx')).FloorCategoryPage,
    }),
  },
  {
    path: 'app/room-type',
    lazy: async () => ({ Component: (await import('./lists/room-type/RoomTypePage.tsx')).RoomTypePage }),
  },
  {
    path: 'app/room-number',
    lazy: async () => ({ Component: (await import('./lists/room-number/RoomNumberPage.tsx')).RoomNumberPage }),
  },
  {
    path: 'app/hotel-detail',
    lazy: async () => ({ Component: (await import('./lists/hotel-detail/HotelDetailPage.tsx')).HotelDetailPage }),
  },
  {
    path: 'app/language-config',
    lazy: async () => ({ Component: (await import('./LanguageConfigPage.tsx')).LanguageConfigPage }),
  },
  {
    path: 'app/setting-help',
    lazy: async () => ({ Component: (await import('./HelpSettingPage.tsx')).HelpSettingPage }),
  },
  {
    path: 'app/title',
    lazy: async () => ({ Component: (await import('./lists/title/TitlePage.tsx')).TitlePage }),
  },
  {
    path: 'app/segment',
    lazy: async () => ({ Component: (await import('./lists/segment/SegmentPage.tsx')).SegmentPage }),
  },
  {
    path: 'app/market',
    lazy: async () => ({ Component: (await import('./lists/market/MarketPage.tsx')).MarketPage }),
  },
  {
    path: 'app/meal-type',
    lazy: async () => ({ Component: (await import('./lists/meal-type/MealTypePage.tsx')).MealTypePage }),
  },
  {
    path: 'app/source',
    lazy: async () => ({ Component: (await import('./lists/source/SourcePage.tsx')).SourcePage }),
  },
  {
    path: 'app/room-feature',
    lazy: async () => ({ Component: (await import('./lists/room-feature/RoomFeaturePage.tsx')).RoomFeaturePage }),
  },
  {
    path: 'app/bed-type',
    lazy: async () => ({ Component: (await import('./lists/bed-type/BedTypePage.tsx')).BedTypePage }),
  },
  {
    path: 'app/keep-at',
    lazy: async () => ({ Component: (await import('./lists/keep-at/KeepAtPage.tsx')).KeepAtPage }),
  },
  {
    path: 'app/cencellation-reason',
    lazy: async () => ({
      Component: (await import('./lists/cancellation-reason/CancellationReasonPage.tsx')).CancellationReasonPage,
    }),
  },
  {
    path: 'app/guest-type',
    lazy: async () => ({ Component: (await import('./lists/guest-type/GuestTypePage.tsx')).GuestTypePage }),
  },
  {
    path: 'app/territory',
    lazy: async () => ({ Component: (await import('./lists/territory/TerritoryPage.tsx')).TerritoryPage }),
  },
  {
    path: 'app/department',
    lazy: async () => ({ Component: (await import('./lists/department/DepartmentPage.tsx')).DepartmentPage }),
  },
  {
    path: 'app/maintenance-type',
    lazy: async () => ({
      Component: (await import('./lists/maintenance-type/MaintenanceTypePage.tsx')).MaintenanceTypePage,
    }),
  },
  {
    path: 'app/occupancy-type',
    lazy: async () => ({ Component: (await import('./lists/occupancy-type/OccupancyTypePage.tsx')).OccupancyTypePage }),
  },
  {
    path: 'app/transaction-group',
    lazy: async () => ({
      Component: (await import('./lists/transaction-group/TransactionGroupPage.tsx')).TransactionGroupPage,
    }),
  },
  {
    path: 'app/term-of-payment',
    lazy: async () => ({
      Component: (await import('./lists/term-of-payment/TermOfPaymentPage.tsx')).TermOfPaymentPage,
    }),
  },
  {
    path: 'app/room-category',
    lazy: async () => ({ Component: (await import('./lists/room-category/RoomCategoryPage.tsx')).RoomCategoryPage }),
  },
  {
    path: 'app/city',
    lazy: async () => ({ Component: (await import('./lists/city/CityPage.tsx')).CityPage }),
  },
  {
    path: 'app/bank-account',
    lazy: async () => ({ Component: (await import('./lists/bank-account/BankAccountPage.tsx')).BankAccountPage }),
  },
  {
    path: 'app/out-let',
    lazy: async () => ({ Component: (await import('./lists/outlet/OutletPage.tsx')).OutletPage }),
  },
  {
    path: 'app/outlet-item',
    lazy: async () => ({ Component: (await import('./lists/outlet-item/OutletItemPage.tsx')).OutletItemPage }),
  },
  {
    path: 'app/minibar-type',
    lazy: async () => ({ Component: (await import('./lists/minibar-type/MinibarTypePage.tsx')).MinibarTypePage }),
  },
  {
    path: 'app/hotel-year',
    lazy: async () => ({ Component: (await import('./lists/hotel-year/HotelYearPage.tsx')).HotelYearPage }),
  },
  {
    path: 'app/room-bed',
    lazy: async () => ({ Component: (await import('./lists/room-bed/RoomBedPage.tsx')).RoomBedPage }),
  },
  {
    path: 'app/rate-code',
    lazy: async () => ({ Component: (await import('./lists/rate-code/RateCodePage.tsx')).RateCodePage }),
  },
  {
    path: 'app/transaction-code',
    lazy: async () => ({
      Component: (await import('./lists/transaction-code/TransactionCodePage.tsx')).TransactionCodePage,
    }),
  },
  {
    path: 'app/hotel-tax-type',
    lazy: async () => ({ Component: (await import('./lists/hotel-tax-type/HotelTaxTypePage.tsx')).HotelTaxTypePage }),
  },
  {
    path: 'app/payment-type',
    lazy: async () => ({ Component: (await import('./lists/payment-type/PaymentTypePage.tsx')).PaymentTypePage }),
  },
  {
    path: 'app/child-policy',
    lazy: async () => ({ Component: (await import('./lists/child-policy/ChildPolicyPage.tsx')).ChildPolicyPage }),
  },
  {
    path: 'app/currency-unit',
    lazy: async () => ({ Component: (await import('./lists/currency-unit/CurrencyUnitPage.tsx')).CurrencyUnitPage }),
  },
  {
    path: 'app/exchangerate',
    lazy: async () => ({ Component: (await import('./lists/exchangerate/ExchangeRatePage.tsx')).ExchangeRatePage }),
  },
  {
    path: 'app/country',
    lazy: async () => ({ Component: (await import('./lists/country/CountryPage.tsx')).CountryPage }),
  },
  {
    path: 'app/building',
    lazy: async () => ({ Component: (await import('./lists/building/BuildingPage.tsx')).BuildingPage }),
  },
];
