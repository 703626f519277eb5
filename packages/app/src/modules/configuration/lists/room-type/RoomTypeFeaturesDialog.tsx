import { Checkbox, CheckboxGroup, type FormValidationErrors, Notice, Spinner } from '@pms/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog, type SaveFailure } from '../../../../shared/admin/FormDialog.tsx';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../../../shared/admin/failures.ts';
import { commonMessages } from '../../../../shared/admin/messages.ts';
import { useIdempotencyKeys } from '../../../../shared/admin/useLoad.ts';
import { useApi } from '../../../../shared/api.ts';
import type { MasterDataRow } from '../../../../shared/masterData/fields.ts';
import { roomTypeMessages as messages } from './messages.ts';
import * as styles from './RoomTypePage.css.ts';

type Feature = { id: number; code: string; name: string };
type Loaded = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; features: Feature[] };

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
  const api = useApi();
  const keyFor = useIdempotencyKeys();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [selected, setSelected] = useState<string[]>([]);
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [isSaving, setSaving] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per dialog; `onStale` closes it.
  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal, retryOnTimeout: true };
    Promise.all([
      api.call('configuration/room-feature', 'list-minimum', [], options),
      api.call('configuration/room-type', 'features', [{ id: row.id }], options),
    ]).then(
      ([features, current]) => {
        const type = current.data[0];
        // Changed since the grid was loaded: saving could only be refused, so say it now.
        if (type && type.version !== row.version) {
          onStale();
          return;
        }
        setSelected((type?.featureIds ?? []).map(String));
        setLoaded({ state: 'ready', features: features.data as Feature[] });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [api, row.id, row.version]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving || loaded.state !== 'ready') return;
    setErrors({});
    setFailure(null);
    setSaving(true);
    // In the order staff see them; the server keeps them as a set.
    const featureIds = loaded.features.filter((feature) => selected.includes(String(feature.id))).map((f) => f.id);
    const data = [{ id: row.id, version: row.version, featureIds }];
    try {
      await api.call('configuration/room-type', 'set-features', data, {
        idempotencyKey: keyFor(['set-features', data]),
      });
      onSaved();
    } catch (error) {
      setSaving(false);
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
            onChange={setSelected}
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
