import type { ResponseData } from '@pms/api-client';
import { actionQuery, REFERENCE_STALE_MS } from './query/actionQuery.ts';

/** The service answers the hotel's one detail record as a list. */
const theHotel = (details: ResponseData<'configuration/HotelDetail', 'get'>) => details[0];

/**
 * The hotel's name, logo and background (configuration/HotelDetail get): one read shared by the
 * login screen, the shell's top bar and the manual's masthead. It changes seldom, so it is kept
 * as long as the reference lists; saving the hotel's detail reads it again at once.
 */
export const hotelDetailQuery = () =>
  actionQuery('configuration/HotelDetail', 'get', [], {
    staleTime: REFERENCE_STALE_MS,
    select: theHotel,
  });

/**
 * Everything the hotel's detail record holds (get-full: address, contacts, tax id, times), for the
 * hotel-detail screen and the headers of printed documents.
 */
export const fullHotelDetailQuery = () => actionQuery('configuration/HotelDetail', 'get-full', []);
