import { ComboBox, ComboBoxItem } from '@pms/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { GuestChoice } from '../booking/draft.ts';
import { guestName, useGuestSearch } from '../booking/useGuestSearch.ts';
import { editMessages as m } from './messages.ts';

interface GuestPickerProps {
  /** The booker guest, named as the reservation shows it ("Last, First"). */
  guest: GuestChoice | null;
  isDisabled: boolean;
  errorMessage: string | undefined;
  onChange: (guest: GuestChoice | null) => void;
}

const SHOWN = 20;

/**
 * The booker guest: the guest profiles are searched by the server as staff type, the current guest
 * offered until then. It starts from its props: the screen gives it a new `key` when the
 * reservation is read again or reset.
 */
export function GuestPicker({ guest, isDisabled, errorMessage, onChange }: GuestPickerProps) {
  const intl = useIntl();
  const [inputValue, setInputValue] = useState(guest?.name ?? '');
  // What staff typed; null until they type, so opening the screen searches nothing.
  const [typed, setTyped] = useState<string | null>(null);
  const search = useGuestSearch(typed, { limit: SHOWN });
  const items: GuestChoice[] =
    typed === null ? (guest ? [guest] : []) : search.guests.map((row) => ({ id: row.id, name: guestName(row) }));

  return (
    <ComboBox<GuestChoice>
      name="guestProfileId"
      label={intl.formatMessage(m.guest)}
      placeholder={intl.formatMessage(m.guestPlaceholder)}
      items={items}
      inputValue={inputValue}
      onInputChange={(text) => {
        setInputValue(text);
        setTyped(text);
        if (text === '') onChange(null);
      }}
      selectedKey={guest?.id ?? null}
      onSelectionChange={(key) => {
        if (key === null) return;
        const chosen = items.find((item) => item.id === Number(key));
        if (chosen) {
          setInputValue(chosen.name);
          onChange(chosen);
        }
      }}
      isLoading={search.isLoading}
      isDisabled={isDisabled}
      isInvalid={errorMessage ? true : undefined}
      errorMessage={errorMessage}
      menuTrigger="input"
    >
      {(row) => (
        <ComboBoxItem id={row.id} textValue={row.name}>
          {row.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
