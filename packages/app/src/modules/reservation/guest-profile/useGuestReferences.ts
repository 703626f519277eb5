import type { Schemas } from '@pms/api-client';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { referenceQuery } from '../../../shared/query/actionQuery.ts';
import { countryName } from './guestFields.ts';

/** A choice of one of the profile's reference fields, as its ComboBox and the screens show it. */
export interface Choice {
  id: number;
  label: string;
}

export type ReferenceField = 'titleId' | 'nationalityId' | 'cityId' | 'guestTypeId';

export interface GuestReferences {
  /** Each reference field's choices, undefined while they load. */
  choices: Record<ReferenceField, Choice[] | undefined>;
  /** Why a list could not be read, if one could not. */
  error: unknown;
  /** The text staff read for a field's value; null for none, the id while the lists load. */
  text: (field: ReferenceField, id: number | null) => string | null;
}

const codeAndName = (row: { code: string; name: string }) => [row.code, row.name].filter(Boolean).join(' · ');

/** The lists a guest profile points into (title, nationality, city, guest type), on the shared cache. */
export function useGuestReferences(): GuestReferences {
  const { locale } = useIntl();
  const [titles, countries, cities, guestTypes] = useQueries({
    queries: [
      referenceQuery('configuration/title'),
      referenceQuery('configuration/country'),
      referenceQuery('configuration/city'),
      referenceQuery('configuration/guest-type'),
    ],
  });

  return useMemo(() => {
    const choicesOf = <T extends { id: number }>(rows: T[] | undefined, label: (row: T) => string) =>
      rows?.map((row) => ({ id: row.id, label: label(row) }));
    const choices: GuestReferences['choices'] = {
      titleId: choicesOf<Schemas['TitleMinimum']>(titles.data, (row) => row.name || row.code),
      nationalityId: choicesOf<Schemas['CountryMinimum']>(countries.data, (row) => countryName(row, locale)),
      cityId: choicesOf<Schemas['CityMinimum']>(cities.data, codeAndName),
      guestTypeId: choicesOf<Schemas['GuestTypeMinimum']>(guestTypes.data, codeAndName),
    };
    // Countries read best in alphabetical order of the staff member's language.
    choices.nationalityId?.sort((a, b) => a.label.localeCompare(b.label, locale));
    const labels = Object.fromEntries(
      Object.entries(choices).map(([field, list]) => [
        field,
        new Map(list?.map((choice) => [choice.id, choice.label])),
      ]),
    ) as Record<ReferenceField, Map<number, string>>;
    return {
      choices,
      error: titles.error ?? countries.error ?? cities.error ?? guestTypes.error ?? undefined,
      text: (field, id) => (id === null ? null : (labels[field].get(id) ?? String(id))),
    };
  }, [
    locale,
    titles.data,
    countries.data,
    cities.data,
    guestTypes.data,
    titles.error,
    countries.error,
    cities.error,
    guestTypes.error,
  ]);
}
