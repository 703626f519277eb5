import { ComboBox, ComboBoxItem } from '@pms/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../../../shared/api.ts';
import { editMessages as m } from './messages.ts';

interface GuestChoice {
  id: number;
  label: string;
}

interface GuestPickerProps {
  guestProfileId: number | null;
  /** The booker's name as the reservation shows it ("Last, First"), for the guest it has now. */
  guestName: string;
  isDisabled: boolean;
  errorMessage: string | undefined;
  onChange: (guestProfileId: number | null) => void;
}

const SEARCH_DELAY_MS = 300;
const SHOWN = 20;

const labelOf = (guest: { firstName: string; lastName: string }) =>
  [guest.lastName, guest.firstName].filter(Boolean).join(', ');

/**
 * The booker guest: the guest profiles are searched by the server as staff type (tens of
 * thousands of guests would not fit a list), the current guest offered until then. It starts from
 * its props: the screen gives it a new `key` when the reservation is read again or reset.
 */
export function GuestPicker({ guestProfileId, guestName, isDisabled, errorMessage, onChange }: GuestPickerProps) {
  const intl = useIntl();
  const api = useApi();
  const [items, setItems] = useState<GuestChoice[]>(() =>
    guestProfileId === null ? [] : [{ id: guestProfileId, label: guestName }],
  );
  const [inputValue, setInputValue] = useState(guestName);
  // What staff typed; null until they type, so opening the screen searches nothing.
  const [typed, setTyped] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);

  useEffect(() => {
    if (typed === null) return;
    const search = typed.trim();
    if (search === '') {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setLoading(true);
      api
        .call('reservation/guest-profile', 'search', [{ search, limit: SHOWN, sort: 'lastName' }], {
          signal: controller.signal,
          quiet: true,
        })
        .then(
          (answer) => {
            setItems((answer.data[0]?.rows ?? []).map((guest) => ({ id: guest.id, label: labelOf(guest) })));
            setLoading(false);
          },
          () => {
            if (!controller.signal.aborted) setLoading(false);
          },
        );
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [typed, api]);

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
      selectedKey={guestProfileId}
      onSelectionChange={(key) => {
        if (key === null) return;
        const chosen = items.find((item) => item.id === Number(key));
        if (chosen) setInputValue(chosen.label);
        onChange(Number(key));
      }}
      isLoading={isLoading}
      isDisabled={isDisabled}
      isInvalid={errorMessage ? true : undefined}
      errorMessage={errorMessage}
      menuTrigger="input"
    >
      {(guest) => (
        <ComboBoxItem id={guest.id} textValue={guest.label}>
          {guest.label}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
