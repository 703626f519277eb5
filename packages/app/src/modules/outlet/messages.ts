import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the Outlet Services home (/menu/app/outlet). */
export const outletMessages = defineMessages({
  title: { id: 'outlet.services.title', defaultMessage: 'Outlet Services' },
  intro: {
    id: 'outlet.services.intro',
    defaultMessage:
      'The hotel’s restaurants, bars and other points of sale, and what each one sells at what price. Choose an outlet to see its items.',
  },
  outletsHeading: { id: 'outlet.services.outlets.heading', defaultMessage: 'Outlets' },
  postsToRoom: { id: 'outlet.services.postsToRoom', defaultMessage: 'Posts to room folios' },
  noDepartment: { id: 'outlet.services.noDepartment', defaultMessage: 'No department' },
  chooseOutlet: {
    id: 'outlet.services.chooseOutlet',
    defaultMessage: 'Choose an outlet above to see what it sells.',
  },
  searchLabel: { id: 'outlet.services.search.label', defaultMessage: 'Search items' },
  searchPlaceholder: { id: 'outlet.services.search.placeholder', defaultMessage: 'Code or name' },
  columnCode: { id: 'outlet.services.column.code', defaultMessage: 'Code' },
  columnName: { id: 'outlet.services.column.name', defaultMessage: 'Name' },
  columnPrice: { id: 'outlet.services.column.price', defaultMessage: 'Price' },
  noItems: {
    id: 'outlet.services.items.none',
    defaultMessage: 'This outlet sells nothing yet. Its items are set up under Config › Outlet items.',
  },
  noOutletsTitle: { id: 'outlet.services.outlets.none.title', defaultMessage: 'No outlets yet' },
  noOutletsBody: {
    id: 'outlet.services.outlets.none.body',
    defaultMessage:
      'Outlets are set up under Config › Outlets, and what they sell under Config › Outlet items, by a user with the configuration role.',
  },
  loading: { id: 'outlet.services.loading', defaultMessage: 'Loading the outlets…' },
  retry: { id: 'outlet.services.retry', defaultMessage: 'Try again' },
  postingTitle: {
    id: 'outlet.services.posting.title',
    defaultMessage: 'Sales are not posted from this screen',
  },
  postingBody: {
    id: 'outlet.services.posting.body',
    defaultMessage:
      'It lists the outlets and their prices. A sale to a guest’s room folio, or paid at the outlet, is posted by the cashier.',
  },
});

export const itemCountMessage = defineMessage<{ count: number }>({
  id: 'outlet.services.itemCount',
  defaultMessage: '{count, plural, one {# item} other {# items}}',
});

export const itemsHeadingMessage = defineMessage<{ outlet: string }>({
  id: 'outlet.services.items.heading',
  defaultMessage: 'Items of {outlet}',
});

export const itemsShownMessage = defineMessage<{ shown: number; total: number }>({
  id: 'outlet.services.items.shown',
  defaultMessage: '{shown} of {total, plural, one {# item} other {# items}}',
});

export const noMatchMessage = defineMessage<{ search: string }>({
  id: 'outlet.services.items.noMatch',
  defaultMessage: 'No item of this outlet has “{search}” in its code or name.',
});
