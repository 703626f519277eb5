import { defineMessage, defineMessages } from 'react-intl';

export const hotelDetailMessages = defineMessages({
  title: { id: 'configuration.hotelDetail.title', defaultMessage: 'Hotel detail' },
  intro: {
    id: 'configuration.hotelDetail.intro',
    defaultMessage:
      'What the hotel prints on folios, invoices and reports, and the images of the login screen and the top bar.',
  },
  sectionHotel: { id: 'configuration.hotelDetail.section.hotel', defaultMessage: 'Hotel' },
  sectionAddress: { id: 'configuration.hotelDetail.section.address', defaultMessage: 'Address' },
  sectionContact: { id: 'configuration.hotelDetail.section.contact', defaultMessage: 'Contact' },
  sectionStay: { id: 'configuration.hotelDetail.section.stay', defaultMessage: 'Check-in and check-out' },
  sectionImages: { id: 'configuration.hotelDetail.section.images', defaultMessage: 'Images' },
  name: { id: 'configuration.hotelDetail.name', defaultMessage: 'Hotel name' },
  legalName: { id: 'configuration.hotelDetail.legalName', defaultMessage: 'Legal name' },
  legalNameHelp: {
    id: 'configuration.hotelDetail.legalNameHelp',
    defaultMessage: 'The registered company name printed on tax invoices.',
  },
  taxId: { id: 'configuration.hotelDetail.taxId', defaultMessage: 'Tax ID' },
  branchNumber: { id: 'configuration.hotelDetail.branchNumber', defaultMessage: 'Branch number' },
  branchNumberHelp: {
    id: 'configuration.hotelDetail.branchNumberHelp',
    defaultMessage: '00000 for the head office.',
  },
  addressLine1: { id: 'configuration.hotelDetail.addressLine1', defaultMessage: 'Address line 1' },
  addressLine2: { id: 'configuration.hotelDetail.addressLine2', defaultMessage: 'Address line 2' },
  city: { id: 'configuration.hotelDetail.city', defaultMessage: 'City' },
  province: { id: 'configuration.hotelDetail.province', defaultMessage: 'Province' },
  postcode: { id: 'configuration.hotelDetail.postcode', defaultMessage: 'Postcode' },
  country: { id: 'configuration.hotelDetail.country', defaultMessage: 'Country' },
  phone: { id: 'configuration.hotelDetail.phone', defaultMessage: 'Phone' },
  fax: { id: 'configuration.hotelDetail.fax', defaultMessage: 'Fax' },
  email: { id: 'configuration.hotelDetail.email', defaultMessage: 'Email' },
  website: { id: 'configuration.hotelDetail.website', defaultMessage: 'Website' },
  checkInTime: { id: 'configuration.hotelDetail.checkInTime', defaultMessage: 'Check-in time' },
  checkOutTime: { id: 'configuration.hotelDetail.checkOutTime', defaultMessage: 'Check-out time' },
  undo: { id: 'configuration.hotelDetail.undo', defaultMessage: 'Undo changes' },
  unsaved: { id: 'configuration.hotelDetail.unsaved', defaultMessage: 'Unsaved changes' },
  required: { id: 'configuration.hotelDetail.required', defaultMessage: 'Required' },
  invalidEmail: {
    id: 'configuration.hotelDetail.invalidEmail',
    defaultMessage: 'Enter an address such as name@example.com',
  },
  invalidWebsite: {
    id: 'configuration.hotelDetail.invalidWebsite',
    defaultMessage: 'Enter an address starting with http:// or https://',
  },
  invalidPhone: {
    id: 'configuration.hotelDetail.invalidPhone',
    defaultMessage: 'Use digits, spaces and + ( ) . / - only',
  },
  invalidCode: {
    id: 'configuration.hotelDetail.invalidCode',
    defaultMessage: 'Use letters, digits and - only',
  },
  invalidPostcode: {
    id: 'configuration.hotelDetail.invalidPostcode',
    defaultMessage: 'Use letters, digits, spaces and - only',
  },
  logo: { id: 'configuration.hotelDetail.logo', defaultMessage: 'Logo' },
  logoHelp: {
    id: 'configuration.hotelDetail.logoHelp',
    defaultMessage: 'Shown on the login screen and in the top bar. A square image looks best.',
  },
  background: { id: 'configuration.hotelDetail.background', defaultMessage: 'Login background' },
  backgroundHelp: {
    id: 'configuration.hotelDetail.backgroundHelp',
    defaultMessage: 'Fills the login screen behind the sign-in form. A wide landscape image looks best.',
  },
  imagesNote: {
    id: 'configuration.hotelDetail.imagesNote',
    defaultMessage: 'An uploaded or removed image takes effect at once; the other fields wait for Save.',
  },
  imageRules: {
    id: 'configuration.hotelDetail.imageRules',
    defaultMessage: 'PNG, JPEG, WebP, GIF or SVG, up to 2 MB.',
  },
  noImage: { id: 'configuration.hotelDetail.noImage', defaultMessage: 'No image' },
  upload: { id: 'configuration.hotelDetail.upload', defaultMessage: 'Upload image' },
  replace: { id: 'configuration.hotelDetail.replace', defaultMessage: 'Replace image' },
  remove: { id: 'configuration.hotelDetail.remove', defaultMessage: 'Remove image' },
  cancelUpload: { id: 'configuration.hotelDetail.cancelUpload', defaultMessage: 'Cancel upload' },
  canNotUpload: { id: 'configuration.hotelDetail.canNotUpload', defaultMessage: 'Can not upload image' },
  staleBody: {
    id: 'configuration.hotelDetail.staleBody',
    defaultMessage:
      'Someone else changed the hotel detail after you opened it. It has been reloaded: please make your changes again.',
  },
  networkLost: {
    id: 'configuration.hotelDetail.networkLost',
    defaultMessage: 'Please Check Your Network Connection',
  },
});

export const uploadingMessage = defineMessage<{ name: string }>({
  id: 'configuration.hotelDetail.uploading',
  defaultMessage: 'Uploading {name}',
});

export const wrongTypeMessage = defineMessage<{ name: string }>({
  id: 'configuration.hotelDetail.wrongType',
  defaultMessage: '{name} is not a PNG, JPEG, WebP, GIF or SVG image.',
});

export const tooLargeMessage = defineMessage<{ name: string }>({
  id: 'configuration.hotelDetail.tooLarge',
  defaultMessage: '{name} is larger than 2 MB.',
});

export const tooLongMessage = defineMessage<{ max: number }>({
  id: 'configuration.hotelDetail.tooLong',
  defaultMessage: '{max} characters at most',
});

export const imageAltMessage = defineMessage<{ image: string; hotel: string }>({
  id: 'configuration.hotelDetail.imageAlt',
  defaultMessage: '{image} of {hotel}',
});
