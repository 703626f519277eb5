import type { Schemas } from '@pms/api-client';
import { Button, ComboBox, ComboBoxItem, Inline, ModalDialog, Notice, Stack } from '@pms/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, isStaleVersion } from '../../../shared/admin/failures.ts';
import { commonMessages } from '../../../shared/admin/messages.ts';
import { SEARCH_DELAY_MS } from '../../../shared/list/useListParams.ts';
import { useDebounced } from '../../../shared/useDebounced.ts';
import { guestProfileQuery, guestSearchQuery, guestStaysQuery, useMergeGuestProfiles } from '../api/guestProfile.ts';
import { vipText } from './GuestForm.tsx';
import * as styles from './GuestProfile.css.ts';
import { type GuestProfile, guestName } from './guestFields.ts';
import { mergedProfile } from './merge.ts';
import { guestMessages as m, mergeWhatMessage } from './messages.ts';
import type { GuestReferences } from './useGuestReferences.ts';

type Candidate = Schemas['GuestProfileSearchRow'];

interface MergeDialogProps {
  /** The profile the dialog was opened from; kept unless staff swap the two. */
  profile: GuestProfile;
  /** Reservations booked for `profile`: they move when the other profile is kept. */
  reservationCount: number;
  references: GuestReferences;
  onClose: () => void;
  onMerged: (result: Schemas['GuestProfileMergeResult']) => void;
  /** One of the two changed meanwhile: the screen says so and reloads. */
  onStale: () => void;
}

const SHOWN = 20;
const NO_CANDIDATES: Candidate[] = [];

/** The rows of the comparison, in the form's order. */
const COMPARED = [
  'titleId',
  'firstName',
  'lastName',
  'nationalityId',
  'cityId',
  'idNumber',
  'email',
  'phone',
  'vipLevel',
  'guestTypeId',
  'notes',
] as const;
type Compared = (typeof COMPARED)[number];

/**
 * Merge a duplicate (reservation/guest-profile `merge`): find the other profile of the same guest
 * by the server's search (it starts with the same last name), compare the two side by side with
 * what the kept profile becomes, then merge. Either can be kept.
 */
export function MergeDialog({ profile, reservationCount, references, onClose, onMerged, onStale }: MergeDialogProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const mergeCommand = useMergeGuestProfiles();
  const [typed, setTyped] = useState(profile.lastName);
  const search = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  // The server's search as staff type, without the loading popup over the dialog.
  const found = useQuery(guestSearchQuery({ ...(search ? { search } : {}), limit: SHOWN + 1 }, { quiet: true }));
  const candidates = useMemo(
    () => (found.data?.rows ?? NO_CANDIDATES).filter((row) => row.id !== profile.id).slice(0, SHOWN),
    [found.data, profile.id],
  );
  const [duplicate, setDuplicate] = useState<{ profile: GuestProfile; reservations: number } | null>(null);
  const [keepOther, setKeepOther] = useState(false);
  const [isMerging, setMerging] = useState(false);
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);

  const choose = async (id: number | null) => {
    setFailure(null);
    setKeepOther(false);
    if (id === null) {
      setDuplicate(null);
      return;
    }
    try {
      // Read once, as chosen: what the comparison shows is what the merge sends the versions of.
      const [got, stays] = await Promise.all([
        queryClient.fetchQuery(guestProfileQuery(id)),
        queryClient.fetchQuery(guestStaysQuery(id)),
      ]);
      const chosen = got[0];
      if (!chosen) return;
      setDuplicate({ profile: chosen, reservations: stays[0]?.rows.length ?? 0 });
      // The box names the guest chosen, not the words that found them.
      setTyped(guestName(chosen));
    } catch (error) {
      setDuplicate(null);
      setFailure({ title: intl.formatMessage(commonMessages.canNotConnect), text: failureText(intl, error) });
    }
  };

  const keep = duplicate && keepOther ? duplicate.profile : profile;
  const merged = duplicate ? (keepOther ? profile : duplicate.profile) : null;
  const after = merged ? mergedProfile(keep, merged) : null;
  // Reservations that move: those of the profile merged away.
  const moving = keepOther ? reservationCount : (duplicate?.reservations ?? 0);

  const merge = async () => {
    if (!merged || isMerging) return;
    setMerging(true);
    setFailure(null);
    const item = { keepId: keep.id, keepVersion: keep.version, mergeId: merged.id, mergeVersion: merged.version };
    try {
      const answer = await mergeCommand.run([item]);
      const result = answer[0];
      if (result) onMerged(result);
    } catch (error) {
      setMerging(false);
      if (isStaleVersion(error)) {
        onStale();
        return;
      }
      setFailure({ title: intl.formatMessage(m.notMerged), text: failureText(intl, error) });
    }
  };

  const none = intl.formatMessage(commonMessages.empty);
  const textOf = (guest: GuestProfile, field: Compared): string => {
    switch (field) {
      case 'titleId':
      case 'nationalityId':
      case 'cityId':
      case 'guestTypeId':
        return references.text(field, guest[field]) ?? none;
      case 'vipLevel':
        return vipText(intl, guest.vipLevel);
      default:
        return guest[field] || none;
    }
  };
  const label = (field: Compared) =>
    intl.formatMessage(
      {
        titleId: m.titleId,
        firstName: m.firstName,
        lastName: m.lastName,
        nationalityId: m.nationalityId,
        cityId: m.cityId,
        idNumber: m.idNumber,
        email: m.email,
        phone: m.phone,
        vipLevel: m.vipLevel,
        guestTypeId: m.guestTypeId,
        notes: m.notes,
      }[field],
    );

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !isMerging && onClose()}
      title={intl.formatMessage(m.mergeTitle)}
      subtitle={guestName(profile)}
      size="lg"
      isKeyboardDismissDisabled={isMerging}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isMerging}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button variant="primary" onPress={() => void merge()} isDisabled={!merged || isMerging}>
            {intl.formatMessage(m.merge)}
          </Button>
        </>
      }
    >
      <Stack space="md">
        <p className={styles.hint}>{intl.formatMessage(m.mergeIntro)}</p>
        {failure ? (
          <Notice tone="error" title={failure.title}>
            {failure.text}
          </Notice>
        ) : null}
        <Inline space="md" alignY="bottom">
          <ComboBox<Candidate>
            label={intl.formatMessage(m.duplicate)}
            placeholder={intl.formatMessage(m.duplicatePlaceholder)}
            items={candidates}
            inputValue={typed}
            onInputChange={setTyped}
            selectedKey={duplicate?.profile.id ?? null}
            onSelectionChange={(key) => void choose(key === null ? null : Number(key))}
            isLoading={found.isFetching}
            autoFocus
            className={styles.mergeCombo}
          >
            {(candidate) => {
              const details = [candidate.idNumber, candidate.phone, candidate.email].filter(Boolean).join(' · ');
              const text = details ? `${guestName(candidate)} — ${details}` : guestName(candidate);
              return (
                <ComboBoxItem id={candidate.id} textValue={guestName(candidate)}>
                  {text}
                </ComboBoxItem>
              );
            }}
          </ComboBox>
          <Button variant="secondary" onPress={() => setKeepOther((value) => !value)} isDisabled={!duplicate}>
            {intl.formatMessage(m.swap)}
          </Button>
        </Inline>

        {merged && after ? (
          <>
            <table className={styles.comparison}>
              <caption className={styles.comparisonCaption}>{intl.formatMessage(m.comparison)}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.comparisonHead}>
                    {intl.formatMessage(m.field)}
                  </th>
                  <th scope="col" className={styles.comparisonHead}>
                    {intl.formatMessage(m.kept)} · {guestName(keep)}
                  </th>
                  <th scope="col" className={styles.comparisonHead}>
                    {intl.formatMessage(m.merged)} · {guestName(merged)}
                  </th>
                  <th scope="col" className={styles.comparisonHead}>
                    {intl.formatMessage(m.after)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {COMPARED.map((field) => {
                  const filled = after[field] !== keep[field];
                  return (
                    <tr key={field}>
                      <th scope="row" className={styles.comparisonField}>
                        {label(field)}
                      </th>
                      <td className={styles.comparisonCell}>{textOf(keep, field)}</td>
                      <td className={styles.comparisonCell}>{textOf(merged, field)}</td>
                      <td className={`${styles.comparisonCell} ${filled ? styles.comparisonFilled : ''}`}>
                        {textOf(after, field)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <Notice tone="warning" title={intl.formatMessage(m.mergeConfirmTitle)}>
              {intl.formatMessage(mergeWhatMessage, {
                count: moving,
                duplicate: guestName(merged),
                kept: guestName(keep),
              })}
            </Notice>
          </>
        ) : (
          <p className={styles.hint}>{intl.formatMessage(m.pickDuplicate)}</p>
        )}
      </Stack>
    </ModalDialog>
  );
}
