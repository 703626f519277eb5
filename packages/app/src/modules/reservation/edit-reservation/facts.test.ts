import type { Schemas } from '@pms/api-client';
import { describe, expect, it } from 'vitest';
import { historyFieldOf, suggestedFee } from './facts.ts';

type Reservation = Schemas['Reservation'];
type RoomStay = Schemas['RoomStay'];

const stay = (id: number, more: Partial<RoomStay> = {}): RoomStay => ({
  id,
  lineNumber: id,
  roomTypeId: 1,
  roomTypeCode: 'STD',
  roomId: null,
  roomNumber: '',
  arrival: '2026-11-21',
  departure: '2026-11-23',
  nights: 2,
  adults: 2,
  children: 0,
  mealTypeId: null,
  status: 'confirmed',
  totalAmount: '3600.00',
  nightlyRates: [
    { night: '2026-11-21', amount: '1800.00', reason: '' },
    { night: '2026-11-22', amount: '1800.00', reason: 'Long-stay guest' },
  ],
  version: 1,
  ...more,
});

const reservation = (more: Partial<Reservation> = {}): Reservation => ({
  id: 7,
  confirmationNumber: 'R000007',
  status: 'confirmed',
  channel: 'NON-OTA',
  guestProfileId: 3,
  guestName: 'Phommachanh, Noy',
  companyProfileId: null,
  companyName: '',
  sourceId: null,
  marketId: null,
  segmentId: null,
  rateCodeId: null,
  arrival: '2026-11-21',
  departure: '2026-11-23',
  remark: '',
  internalRemark: '',
  depositRequired: '0.00',
  depositDueDate: null,
  cancellationReasonId: null,
  cancellationNote: '',
  cancellationFee: null,
  cancelledAt: null,
  totalAmount: '3600.00',
  createdAt: '2026-11-01T08:00:00Z',
  createdBy: 'reservation',
  stays: [stay(11)],
  version: 4,
  ...more,
});

describe('cancellation fee and history', () => {
  it('suggests the first night of each stay within a day of arrival, else nothing', () => {
    const loaded = reservation({
      stays: [stay(11), stay(12, { nightlyRates: [{ night: '2026-11-21', amount: '2600.50', reason: '' }] })],
    });
    expect(suggestedFee(loaded, '2026-11-20')).toBe('4400.50');
    expect(suggestedFee(loaded, '2026-11-21')).toBe('4400.50');
    expect(suggestedFee(loaded, '2026-11-19')).toBe('0.00');
  });

  it('reads history fields of stays by their line', () => {
    expect(historyFieldOf('status')).toEqual({ name: 'status' });
    expect(historyFieldOf('stays/2/departure')).toEqual({ stayLine: 2, name: 'departure' });
    expect(historyFieldOf('stays/3')).toEqual({ stayLine: 3, name: '' });
  });
});
