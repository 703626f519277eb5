import type { Schemas } from '@pms/api-client';
import { Button, ComboBox, ComboBoxItem, ModalDialog, Notice } from '@pms/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, isStaleVersion } from '../../../shared/admin/failures.ts';
import { commonMessages } from '../../../shared/admin/messages.ts';
import { useIdempotencyKeys } from '../../../shared/admin/useLoad.ts';
import { useApi } from '../../../shared/api.ts';
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

const SEARCH_DELAY_MS = 300;
const SHOWN = 20;

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
  const api = useApi();
  const keyFor = useIdempotencyKeys();
  const [typed, setTyped] = useState(profile.lastName);
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const [isSearching, setSearching] = useState(false);
  const [duplicate, setDuplicate] = useState<{ profile: GuestProfile; reservations: number } | null>(null);
  const [keepOther, setKeepOther] = useState(false);
  const [isMerging, setMerging] = useState(false);
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);

  useEffect(() => {
    const search = typed.trim();
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setSearching(true);
      api
        .call('reservation/guest-profile', 'search', [{ ...(search ? { search } : {}), limit: SHOWN + 1 }], {
          signal: controller.signal,
          quiet: true,
        })
        .then(
          (answer) => {
            setCandidates((answer.data[0]?.rows ?? []).filter((row) => row.id !== profile.id).slice(0, SHOWN));
            setSearching(false);
          },
          () => {
            if (!controller.signal.aborted) setSearching(false);
          },
        );
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [api, typed, profile.id]);

  const choose = async (id: number | null) => {
    setFailure(null);
    setKeepOther(false);
    if (id === null) {
      setDuplicate(null);
      return;
    }
    try {
      const [got, stays] = await Promise.all([
        api.call('reservation/guest-profile', 'get', [{ id }], { retryOnTimeout: true }),
        api.call('reservation/guest-profile', 'stays', [{ id }], { retryOnTimeout: true }),
      ]);
      const chosen = got.data[0];
      if (!chosen) return;
      setDuplicate({ profile: chosen, reservations: stays.data[0]?.rows.length ?? 0 });
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
      const answer = await api.call('reservation/guest-profile', 'merge', [item], {
        idempotencyKey: keyFor(['merge', item]),
      });
      const result = answer.data[0];
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
      <div className={styles.mergeBody}>
        <p className={styles.hint}>{intl.formatMessage(m.mergeIntro)}</p>
        {failure ? (
          <Notice tone="error" title={failure.title}>
            {failure.text}
          </Notice>
        ) : null}
        <div className={styles.mergePick}>
          <ComboBox<Candidate>
            label={intl.formatMessage(m.duplicate)}
            placeholder={intl.formatMessage(m.duplicatePlaceholder)}
            items={candidates}
            inputValue={typed}
            onInputChange={setTyped}
            selectedKey={duplicate?.profile.id ?? null}
            onSelectionChange={(key) => void choose(key === null ? null : Number(key))}
            isLoading={isSearching}
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
        </div>

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
      </div>
    </ModalDialog>
  );
}
