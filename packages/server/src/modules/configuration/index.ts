import type { HandlerMap } from '../../api/handlers.ts';
import { bankAccountHandlers } from './bank-account.ts';
import { bedTypeHandlers } from './bed-type.ts';
import { buildingHandlers } from './building.ts';
import { cancellationReasonHandlers } from './cancellation-reason.ts';
import { childPolicyHandlers } from './child-policy.ts';
import { cityHandlers } from './city.ts';
import { countryHandlers } from './country.ts';
import { currencyHandlers } from './currency.ts';
import { departmentHandlers } from './department.ts';
import { exchangeRateHandlers } from './exchange-rate.ts';
import { floorHandlers } from './floor.ts';
import { guestTypeHandlers } from './guest-type.ts';
import { helpTextHandlers } from './help-text.ts';
import { hotelDateHandlers, hotelDetailHandlers } from './hotel.ts';
import { hotelTaxTypeHandlers } from './hotel-tax-type.ts';
import { hotelYearHandlers } from './hotel-year.ts';
import { interfaceTextHandlers } from './interface-text.ts';
import { keepAtHandlers } from './keep-at.ts';
import { maintenanceTypeHandlers } from './maintenance-type.ts';
import { marketHandlers } from './market.ts';
import { mealTypeHandlers } from './meal-type.ts';
import { minibarTypeHandlers } from './minibar-type.ts';
import { occupancyTypeHandlers } from './occupancy-type.ts';
import { outletHandlers } from './outlet.ts';
import { outletItemHandlers } from './outlet-item.ts';
import { paymentTypeHandlers } from './payment-type.ts';
import { rateCodeHandlers } from './rate-code.ts';
import { roomHandlers } from './room.ts';
import { roomBedHandlers } from './room-bed.ts';
import { roomCategoryHandlers } from './room-category.ts';
import { roomFeatureHandlers } from './room-feature.ts';
import { roomTypeHandlers } from './room-type.ts';
import { segmentHandlers } from './segment.ts';
import { sourceHandlers } from './source.ts';
import { termOfPaymentHandlers } from './term-of-payment.ts';
import { territoryHandlers } from './territory.ts';
import { titleHandlers } from './title.ts';
import { transactionCodeHandlers } from './transaction-code.ts';
import { transactionGroupHandlers } from './transaction-group.ts';

export const configurationHandlers = {
  'configuration/rate-code': rateCodeHandlers,
  'configuration/room-bed': roomBedHandlers,
  'configuration/hotel-year': hotelYearHandlers,
  'configuration/child-policy': childPolicyHandlers,
  'configuration/minibar-type': minibarTypeHandlers,
  'configuration/outlet-item': outletItemHandlers,
  'configuration/outlet': outletHandlers,
  'configuration/bank-account': bankAccountHandlers,
  'configuration/payment-type': paymentTypeHandlers,
  'configuration/hotel-tax-type': hotelTaxTypeHandlers,
  'configuration/transaction-code': transactionCodeHandlers,
  'configuration/city': cityHandlers,
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
  'configuration/exchange-rate': exchangeRateHandlers,
  'configuration/country': countryHandlers,
  'configuration/UserInterfaceText': interfaceTextHandlers,
  'configuration/help-text': helpTextHandlers,
  'configuration/building': buildingHandlers,
  'configuration/floor': floorHandlers,
  'configuration/room-type': roomTypeHandlers,
  'configuration/room': roomHandlers,
} satisfies Partial<HandlerMap>;
