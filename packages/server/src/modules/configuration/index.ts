import type { HandlerMap } from '../../api/handlers.ts';
import { buildingHandlers } from './building.ts';
import { countryHandlers } from './country.ts';
import { currencyHandlers } from './currency.ts';
import { helpTextHandlers } from './help-text.ts';
import { hotelDateHandlers, hotelDetailHandlers } from './hotel.ts';
import { interfaceTextHandlers } from './interface-text.ts';

export const configurationHandlers = {
  'configuration/HotelDetail': hotelDetailHandlers,
  'configuration/hotel': hotelDateHandlers,
  'configuration/currency': currencyHandlers,
  'configuration/country': countryHandlers,
  'configuration/UserInterfaceText': interfaceTextHandlers,
  'configuration/help-text': helpTextHandlers,
  'configuration/building': buildingHandlers,
} satisfies Partial<HandlerMap>;
