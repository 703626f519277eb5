import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (Department): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const departmentMessages = defineMessages({
  title: { id: 'configuration.department.title', defaultMessage: 'Departments' },
  item: { id: 'configuration.department.item', defaultMessage: 'department' },
  intro: {
    id: 'configuration.department.intro',
    defaultMessage: 'The departments other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.department.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.department.code', defaultMessage: 'Code' },
  name: { id: 'configuration.department.name', defaultMessage: 'Name' },
  earnsRevenue: { id: 'configuration.department.earnsRevenue', defaultMessage: 'Earns revenue' },
});
