import type { DocumentType, GuestRegistration } from '../api/frontDesk.ts';

/** One guest's registration card as typed: every field a string, checked before it is sent. */
export interface CardDraft {
  firstName: string;
  lastName: string;
  nationalityId: number | null;
  documentType: DocumentType;
  documentNumber: string;
  dateOfBirth: string | null;
  address: string;
}

export const DOCUMENT_TYPES: readonly DocumentType[] = ['passport', 'id-card', 'driving-licence', 'other'];

export const emptyCard = (nationalityId: number | null = null): CardDraft => ({
  firstName: '',
  lastName: '',
  nationalityId,
  documentType: 'passport',
  documentNumber: '',
  dateOfBirth: null,
  address: '',
});

/** A card read back from the server, to change it at check-in. */
export const draftOf = (card: {
  firstName: string;
  lastName: string;
  nationalityId: number;
  documentType: DocumentType;
  documentNumber: string;
  dateOfBirth: string | null;
  address: string;
}): CardDraft => ({ ...card });

/** The fields a card misses (the contract's required ones). */
export type CardProblem = 'lastName' | 'nationalityId' | 'documentNumber';

export function cardProblems(card: CardDraft): CardProblem[] {
  const problems: CardProblem[] = [];
  if (!card.lastName.trim()) problems.push('lastName');
  if (card.nationalityId === null) problems.push('nationalityId');
  if (!card.documentNumber.trim()) problems.push('documentNumber');
  return problems;
}

/** The card as the contract takes it (trimmed; empty optional fields left out). */
export function registrationOf(card: CardDraft): GuestRegistration {
  return {
    ...(card.firstName.trim() ? { firstName: card.firstName.trim() } : {}),
    lastName: card.lastName.trim(),
    nationalityId: card.nationalityId ?? 0,
    documentType: card.documentType,
    documentNumber: card.documentNumber.trim(),
    dateOfBirth: card.dateOfBirth,
    ...(card.address.trim() ? { address: card.address.trim() } : {}),
  };
}
