import { defineMessage, defineMessages } from 'react-intl';

export const stockMessages = defineMessages({
  receivingTitle: { id: 'inventory.stock.receivingTitle', defaultMessage: 'Item receiving' },
  receivingIntro: {
    id: 'inventory.stock.receivingIntro',
    defaultMessage:
      "A supplier's delivery into a store: every line in one receipt. Each item's average cost is recalculated; a delivery note is received once.",
  },
  transferringTitle: { id: 'inventory.stock.transferringTitle', defaultMessage: 'Item transferring' },
  transferringIntro: {
    id: 'inventory.stock.transferringIntro',
    defaultMessage:
      'Moves stock from one location to another, all lines or none. Stock never goes below zero: a line short of stock is refused.',
  },
  location: { id: 'inventory.stock.location', defaultMessage: 'Into location' },
  place: { id: 'inventory.stock.place', defaultMessage: 'Location' },
  fromLocation: { id: 'inventory.stock.fromLocation', defaultMessage: 'From location' },
  toLocation: { id: 'inventory.stock.toLocation', defaultMessage: 'To location' },
  supplier: { id: 'inventory.stock.supplier', defaultMessage: 'Supplier' },
  supplierDocument: { id: 'inventory.stock.supplierDocument', defaultMessage: 'Delivery note no.' },
  note: { id: 'inventory.stock.note', defaultMessage: 'Note' },
  lines: { id: 'inventory.stock.lines', defaultMessage: 'Lines' },
  item: { id: 'inventory.stock.item', defaultMessage: 'Item' },
  unit: { id: 'inventory.stock.unit', defaultMessage: 'Unit' },
  quantity: { id: 'inventory.stock.quantity', defaultMessage: 'Quantity' },
  unitCost: { id: 'inventory.stock.unitCost', defaultMessage: 'Unit cost' },
  amount: { id: 'inventory.stock.amount', defaultMessage: 'Amount' },
  total: { id: 'inventory.stock.total', defaultMessage: 'Total' },
  onHandFrom: { id: 'inventory.stock.onHandFrom', defaultMessage: 'On hand (from)' },
  onHandTo: { id: 'inventory.stock.onHandTo', defaultMessage: 'On hand (to)' },
  addLine: { id: 'inventory.stock.addLine', defaultMessage: 'Add line' },
  receive: { id: 'inventory.stock.receive', defaultMessage: 'Receive' },
  transfer: { id: 'inventory.stock.transfer', defaultMessage: 'Transfer' },
  clear: { id: 'inventory.stock.clear', defaultMessage: 'Clear' },
  required: { id: 'inventory.stock.required', defaultMessage: 'Required' },
  quantityInvalid: {
    id: 'inventory.stock.quantityInvalid',
    defaultMessage: 'A quantity more than zero, up to three decimals',
  },
  costInvalid: { id: 'inventory.stock.costInvalid', defaultMessage: 'An amount, up to two decimals' },
  sameLocation: { id: 'inventory.stock.sameLocation', defaultMessage: 'Choose another location' },
  recentReceipts: { id: 'inventory.stock.recentReceipts', defaultMessage: 'Recent receipts' },
  recentTransfers: { id: 'inventory.stock.recentTransfers', defaultMessage: 'Recent transfers' },
  stockOnHand: { id: 'inventory.stock.stockOnHand', defaultMessage: 'Stock on hand' },
  allLocations: { id: 'inventory.stock.allLocations', defaultMessage: 'All locations' },
  parLevel: { id: 'inventory.stock.parLevel', defaultMessage: 'Par level' },
  averageCost: { id: 'inventory.stock.averageCost', defaultMessage: 'Average cost' },
  value: { id: 'inventory.stock.value', defaultMessage: 'Value' },
  documentNumber: { id: 'inventory.stock.documentNumber', defaultMessage: 'No.' },
  date: { id: 'inventory.stock.date', defaultMessage: 'Date' },
  items: { id: 'inventory.stock.items', defaultMessage: 'Items' },
  by: { id: 'inventory.stock.by', defaultMessage: 'By' },
  belowPar: { id: 'inventory.stock.belowPar', defaultMessage: 'Below par' },
});

export const removeLineMessage = defineMessage<{ line: number }>({
  id: 'inventory.stock.removeLine',
  defaultMessage: 'Remove line {line}',
});
export const shortStockMessage = defineMessage<{ short: string }>({
  id: 'inventory.stock.shortStock',
  defaultMessage: '{short} short',
});
export const receivedMessage = defineMessage<{ number: number; total: string }>({
  id: 'inventory.stock.received',
  defaultMessage: 'Receipt {number} saved: {total}',
});
export const transferredMessage = defineMessage<{ number: number }>({
  id: 'inventory.stock.transferred',
  defaultMessage: 'Transfer {number} saved',
});
