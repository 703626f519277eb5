import type { HandlerMap } from '../../api/handlers.ts';
import { countryHandlers } from './country.ts';
import { currencyHandlers } from './currency.ts';
import { hotelDateHandlers, hotelDetailHandlers } from './hotel.ts';

export const configurationHandlers = {
  'configuration/HotelDetail': hotelDetailHandlers,
  'configuration/hotel': hotelDateHandlers,
  'configuration/currency': currencyHandlers,
  'configuration/country': countryHandlers,
} satisfies Partial<HandlerMap>;
