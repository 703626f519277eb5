import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (MaintenanceType): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const maintenanceTypeMessages = defineMessages({
  title: { id: 'configuration.maintenanceType.title', defaultMessage: 'Maintenance types' },
  item: { id: 'configuration.maintenanceType.item', defaultMessage: 'maintenance type' },
  intro: {
    id: 'configuration.maintenanceType.intro',
    defaultMessage: 'The maintenance types other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.maintenanceType.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.maintenanceType.code', defaultMessage: 'Code' },
  name: { id: 'configuration.maintenanceType.name', defaultMessage: 'Name' },
  setsOutOfOrder: { id: 'configuration.maintenanceType.setsOutOfOrder', defaultMessage: 'Sets out of order' },
});
