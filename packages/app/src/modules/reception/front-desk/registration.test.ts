import { describe, expect, it } from 'vitest';
import { cardProblems, emptyCard, registrationOf } from './registration.ts';

describe('registration cards', () => {
  it('names the required fields a card misses', () => {
    expect(cardProblems(emptyCard())).toEqual(['lastName', 'nationalityId', 'documentNumber']);
    expect(cardProblems({ ...emptyCard(3), lastName: ' Keo ', documentNumber: 'P1' })).toEqual([]);
    expect(cardProblems({ ...emptyCard(3), lastName: '  ', documentNumber: 'P1' })).toEqual(['lastName']);
  });

  it('sends the card trimmed, leaving out empty optional fields', () => {
    expect(
      registrationOf({ ...emptyCard(3), firstName: ' Anna ', lastName: 'Keo ', documentNumber: ' P1 ', address: ' ' }),
    ).toEqual({
      firstName: 'Anna',
      lastName: 'Keo',
      nationalityId: 3,
      documentType: 'passport',
      documentNumber: 'P1',
      dateOfBirth: null,
    });
  });
});
