import type { HandlerMap } from '../../api/handlers.ts';
import { bedTypeHandlers } from './bed-type.ts';
import { buildingHandlers } from './building.ts';
import { cancellationReasonHandlers } from './cancellation-reason.ts';
import { countryHandlers } from './country.ts';
import { currencyHandlers } from './currency.ts';
import { departmentHandlers } from './department.ts';
import { guestTypeHandlers } from './guest-type.ts';
import { helpTextHandlers } from './help-text.ts';
import { hotelDateHandlers, hotelDetailHandlers } from './hotel.ts';
import { interfaceTextHandlers } from './interface-text.ts';
import { keepAtHandlers } from './keep-at.ts';
import { maintenanceTypeHandlers } from './maintenance-type.ts';
import { marketHandlers } from './market.ts';
import { mealTypeHandlers } from './meal-type.ts';
import { occupancyTypeHandlers } from './occupancy-type.ts';
import { roomCategoryHandlers } from './room-category.ts';
import { roomFeatureHandlers } from './room-feature.ts';
import { segmentHandlers } from './segment.ts';
import { sourceHandlers } from './source.ts';
import { termOfPaymentHandlers } from './term-of-payment.ts';
import { territoryHandlers } from './territory.ts';
import { titleHandlers } from './title.ts';
import { transactionGroupHandlers } from './transaction-group.ts';

export const configurationHandlers = {
  'configuration/room-category': roomCategoryHandlers,
  'configuration/term-of-payment': termOfPaymentHandlers,
  'configuration/transaction-group': transactionGroupHandlers,
  'configuration/occupancy-type': occupancyTypeHandlers,
  'configuration/maintenance-type': maintenanceTypeHandlers,
  'configuration/department': departmentHandlers,
  'configuration/territory': territoryHandlers,
  'configuration/guest-type': guestTypeHandlers,
  'configuration/cancellation-reason': cancellationReasonHandlers,
  'configuration/keep-at': keepAtHandlers,
  'configuration/bed-type': bedTypeHandlers,
  'configuration/room-feature': roomFeatureHandlers,
  'configuration/source': sourceHandlers,
  'configuration/meal-type': mealTypeHandlers,
  'configuration/market': marketHandlers,
  'configuration/segment': segmentHandlers,
  'configuration/title': titleHandlers,
  'configuration/HotelDetail': hotelDetailHandlers,
  'configuration/hotel': hotelDateHandlers,
  'configuration/currency': currencyHandlers,
  'configuration/country': countryHandlers,
  'configuration/UserInterfaceText': interfaceTextHandlers,
  'configuration/help-text': helpTextHandlers,
  'configuration/building': buildingHandlers,
} satisfies Partial<HandlerMap>;
