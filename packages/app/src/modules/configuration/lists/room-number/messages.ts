import { defineMessages } from 'react-intl';

// English here; Thai and Lao in public/assets/i18n/th.json and la.json.
export const roomNumberMessages = defineMessages({
  title: { id: 'configuration.roomNumber.title', defaultMessage: 'Room numbers' },
  item: { id: 'configuration.roomNumber.item', defaultMessage: 'room' },
  intro: {
    id: 'configuration.roomNumber.intro',
    defaultMessage:
      'The rooms of the hotel: their type, where they are, their bed setup when it differs from the type’s, and the room a connecting door leads to. Room numbers are unique; housekeeping keeps the room status.',
  },
  searchPlaceholder: { id: 'configuration.roomNumber.searchPlaceholder', defaultMessage: 'Room number or note' },
  roomNumber: { id: 'configuration.roomNumber.roomNumber', defaultMessage: 'Room number' },
  roomTypeId: { id: 'configuration.roomNumber.roomTypeId', defaultMessage: 'Room type' },
  buildingId: { id: 'configuration.roomNumber.buildingId', defaultMessage: 'Building' },
  floorId: { id: 'configuration.roomNumber.floorId', defaultMessage: 'Floor' },
  roomBedId: { id: 'configuration.roomNumber.roomBedId', defaultMessage: 'Bed setup' },
  connectingRoomId: { id: 'configuration.roomNumber.connectingRoomId', defaultMessage: 'Connecting room' },
  active: { id: 'configuration.roomNumber.active', defaultMessage: 'Active' },
  note: { id: 'configuration.roomNumber.note', defaultMessage: 'Note' },
});
