import type { Schemas } from '@pms/api-client';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useActionData } from '../../../shared/api.ts';
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

const NONE: [] = [];

const codeAndName = (row: { code: string; name: string }) => [row.code, row.name].filter(Boolean).join(' · ');

/** The lists a guest profile points into (title, nationality, city, guest type), read once per screen. */
export function useGuestReferences(): GuestReferences {
  const { locale } = useIntl();
  const titles = useActionData('configuration/title', 'list-minimum', NONE);
  const countries = useActionData('configuration/country', 'list-minimum', NONE);
  const cities = useActionData('configuration/city', 'list-minimum', NONE);
  const guestTypes = useActionData('configuration/guest-type', 'list-minimum', NONE);

  return useMemo(() => {
    const choicesOf = <T extends { id: number }>(
      list: { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T[] },
      label: (row: T) => string,
    ) => (list.state === 'ready' ? list.data.map((row) => ({ id: row.id, label: label(row) })) : undefined);
    const choices: GuestReferences['choices'] = {
      titleId: choicesOf<Schemas['TitleMinimum']>(titles, (row) => row.name || row.code),
      nationalityId: choicesOf<Schemas['CountryMinimum']>(countries, (row) => countryName(row, locale)),
      cityId: choicesOf<Schemas['CityMinimum']>(cities, codeAndName),
      guestTypeId: choicesOf<Schemas['GuestTypeMinimum']>(guestTypes, codeAndName),
    };
    // Countries read best in alphabetical order of the staff member's language.
    choices.nationalityId?.sort((a, b) => a.label.localeCompare(b.label, locale));
    const labels = Object.fromEntries(
      Object.entries(choices).map(([field, list]) => [
        field,
        new Map(list?.map((choice) => [choice.id, choice.label])),
      ]),
    ) as Record<ReferenceField, Map<number, string>>;
    const failed = [titles, countries, cities, guestTypes].find((list) => list.state === 'failed');
    return {
      choices,
      error: failed?.state === 'failed' ? failed.error : undefined,
      text: (field, id) => (id === null ? null : (labels[field].get(id) ?? String(id))),
    };
  }, [locale, titles, countries, cities, guestTypes]);
}
