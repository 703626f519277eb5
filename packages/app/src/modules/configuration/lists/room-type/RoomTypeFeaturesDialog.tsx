import type { ResponseData } from '@pms/api-client';
import { Checkbox, CheckboxGroup, type FormValidationErrors, Notice, Spinner } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLatest } from '../../../../shared/admin/adminList.ts';
import { FormDialog, type SaveFailure } from '../../../../shared/admin/FormDialog.tsx';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../../../shared/admin/failures.ts';
import { commonMessages } from '../../../../shared/admin/messages.ts';
import type { MasterDataRow } from '../../../../shared/masterData/fields.ts';
import { referenceQuery } from '../../../../shared/query/actionQuery.ts';
import { roomTypeFeaturesQuery, useSetRoomTypeFeatures } from '../../api/roomType.ts';
import { roomTypeMessages as messages } from './messages.ts';
import * as styles from './RoomTypePage.css.ts';

type Feature = { id: number; code: string; name: string };
type Loaded = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; features: Feature[] };

type FeaturesOfType = ResponseData<'configuration/room-type', 'features'>[number];

const NO_IDS: number[] = [];

interface RoomTypeFeaturesDialogProps {
  /** The room type as the grid shows it; its version is the one the save sends. */
  row: MasterDataRow;
  onClose: () => void;
  onSaved: () => void;
  /** The type changed since the grid loaded it: the screen says so and reloads. */
  onStale: () => void;
}

/**
 * The room features of one room type (`features`), a checkbox each, saved whole with
 * `set-features` and the type's row version, as an edit of the type is.
 */
export function RoomTypeFeaturesDialog({ row, onClose, onSaved, onStale }: RoomTypeFeaturesDialogProps) {
  const intl = useIntl();
  const featureList = useQuery(referenceQuery('configuration/room-feature'));
  const current = useQuery(roomTypeFeaturesQuery(row.id));
  const setFeatures = useSetRoomTypeFeatures();
  // What staff ticked; until they tick anything, what the type has.
  const [ticked, setTicked] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const isSaving = setFeatures.isPending;

  // The type as this opening first read it (a cached answer may be from before the last save);
  // the reads its own save brings are not compared with the grid's row.
  const fresh = current.isFetchedAfterMount && !current.isFetching ? current.data : undefined;
  const [opened, setOpened] = useState<{ type: FeaturesOfType | undefined } | null>(null);
  useEffect(() => {
    if (fresh && !opened) setOpened({ type: fresh[0] });
  }, [fresh, opened]);
  const type = opened?.type;
  const isStale = type !== undefined && type.version !== row.version;
  const loaded: Loaded =
    featureList.isError || current.isError
      ? { state: 'failed', error: featureList.error ?? current.error }
      : featureList.data && opened && !isStale
        ? { state: 'ready', features: featureList.data as Feature[] }
        : { state: 'loading' };
  const selected = ticked ?? (type?.featureIds ?? NO_IDS).map(String);

  // Changed since the grid was loaded: saving could only be refused, so say it now.
  const latestOnStale = useLatest(onStale);
  useEffect(() => {
    if (isStale) latestOnStale.current();
  }, [isStale, latestOnStale]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving || loaded.state !== 'ready') return;
    setErrors({});
    setFailure(null);
    // In the order staff see them; the server keeps them as a set.
    const featureIds = loaded.features.filter((feature) => selected.includes(String(feature.id))).map((f) => f.id);
    const data = [{ id: row.id, version: row.version, featureIds }];
    try {
      await setFeatures.run(data);
      onSaved();
    } catch (error) {
      if (isStaleVersion(error)) {
        onStale();
        return;
      }
      const fieldErrors = fieldErrorsOf(error, ['featureIds']);
      setErrors(fieldErrors);
      const allShown =
        Object.keys(fieldErrors).length > 0 && Object.keys(fieldErrors).every((name) => name === 'featureIds');
      if (!allShown) setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };

  const body = () => {
    switch (loaded.state) {
      case 'loading':
        return <Spinner showLabel label={intl.formatMessage(messages.featuresLoading)} />;
      case 'failed':
        return (
          <Notice tone="error" title={intl.formatMessage(commonMessages.canNotConnect)}>
            {failureText(intl, loaded.error)}
          </Notice>
        );
      case 'ready':
        if (loaded.features.length === 0) {
          return <p className={styles.message}>{intl.formatMessage(messages.featuresNone)}</p>;
        }
        return (
          <CheckboxGroup
            name="featureIds"
            label={intl.formatMessage(messages.features)}
            description={intl.formatMessage(messages.featuresHelp)}
            value={selected}
            onChange={setTicked}
            isDisabled={isSaving}
          >
            <div className={styles.featureGrid}>
              {loaded.features.map((feature, index) => (
                <Checkbox key={feature.id} value={String(feature.id)} autoFocus={index === 0}>
                  <span className={styles.featureText}>
                    <span>{feature.name}</span>
                    <span className={styles.featureCode}>{feature.code}</span>
                  </span>
                </Checkbox>
              ))}
            </div>
          </CheckboxGroup>
        );
    }
  };

  return (
    <FormDialog
      title={intl.formatMessage(messages.featuresTitle)}
      subtitle={`${String(row.code ?? '')} · ${String(row.name ?? '')}`}
      isSaving={isSaving}
      canSave={loaded.state === 'ready' && loaded.features.length > 0}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
    >
      {body()}
    </FormDialog>
  );
}
