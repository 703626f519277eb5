import {
  Button,
  ComboBox,
  ComboBoxItem,
  DatePicker,
  Form,
  formatDate,
  ModalDialog,
  Notice,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  useToast,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import { transactionCodesQuery, transactionGroupsQuery } from '../api/posting.ts';
import { type RoutingInstruction, routingListQuery, useCreateRouting, useDeleteRouting } from '../api/routing.ts';
import { chargeCodes, WINDOWS } from '../posting/postingModel.ts';
import * as styles from './Folio.css.ts';
import { FolioPicker, type FolioTarget } from './FolioPicker.tsx';
import { folioMessages as m } from './messages.ts';

const NO_ROWS: never[] = [];

/**
 * A stay's routing instructions (operations.md §2.6): which charges go to which window or folio,
 * from now on. Lists the live ones, ends one, adds one (by code or group, to a window 2..8 of this
 * folio or to another folio, for the whole stay or some dates).
 */
export function RoutingDialog({
  stayId,
  folioId,
  onClose,
}: {
  stayId: number;
  folioId: number | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const formId = useId();
  const list = useQuery(routingListQuery(stayId));
  const codes = useQuery(transactionCodesQuery());
  const groups = useQuery(transactionGroupsQuery());
  const create = useCreateRouting();
  const remove = useDeleteRouting();
  const [by, setBy] = useState<'code' | 'group'>('code');
  const [codeId, setCodeId] = useState<number | null>(null);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [where, setWhere] = useState<'window' | 'folio'>('window');
  const [target, setTarget] = useState<FolioTarget | null>(null);
  const [window, setWindow] = useState(2);
  const [startsOn, setStartsOn] = useState<string | null>(null);
  const [endsOn, setEndsOn] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const choices = useMemo(() => chargeCodes(codes.data ?? NO_ROWS), [codes.data]);
  const windows = where === 'window' ? WINDOWS.filter((w) => w >= 2) : WINDOWS;
  const errors = { ...problems, ...Object.fromEntries(Object.entries(create.fieldErrors).map(([k, v]) => [k, v[0]])) };

  const describeTarget = (row: RoutingInstruction) =>
    row.toFolioId === null
      ? intl.formatMessage(m.windowTab, { window: row.toWindow })
      : `${row.toFolioLabel} · ${intl.formatMessage(m.windowTab, { window: row.toWindow })}`;
  const describeDates = (row: RoutingInstruction) =>
    row.startsOn === null && row.endsOn === null
      ? intl.formatMessage(m.wholeStay)
      : `${row.startsOn ? formatDate(row.startsOn) : '…'} – ${row.endsOn ? formatDate(row.endsOn) : '…'}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setFailure(null);
    const found: Record<string, string> = {};
    if (by === 'code' && codeId === null) found.transactionCodeId = intl.formatMessage(m.choose);
    if (by === 'group' && groupId === null) found.transactionGroupId = intl.formatMessage(m.choose);
    if (where === 'folio' && !target?.folioId) found.toFolioId = intl.formatMessage(m.choose);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await create.run([
        {
          stayId,
          ...(by === 'code' ? { transactionCodeId: codeId as number } : { transactionGroupId: groupId as number }),
          ...(where === 'folio' && target?.folioId !== undefined ? { toFolioId: target.folioId } : {}),
          toWindow: where === 'window' ? Math.max(2, window) : window,
          ...(startsOn ? { startsOn } : {}),
          ...(endsOn ? { endsOn } : {}),
        },
      ]);
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.success),
        message: intl.formatMessage(m.routingAdded),
      });
      setCodeId(null);
      setGroupId(null);
    } catch (error) {
      setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };

  const end = async (row: RoutingInstruction) => {
    try {
      await remove.run([{ id: row.id }]);
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.success),
        message: intl.formatMessage(m.routingEnded),
      });
    } catch (error) {
      setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };

  const rows = list.data ?? NO_ROWS;
  return (
    <ModalDialog
      isOpen
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.routingTitle)}
      subtitle={intl.formatMessage(m.routingIntro)}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage(m.close)}
          </Button>
          <Button variant="primary" type="submit" form={formId} isPending={create.isPending}>
            {intl.formatMessage(m.addRouting)}
          </Button>
        </>
      }
    >
      <Stack space="md">
        <LoadFailure error={list.error} />
        {failure ? (
          <Notice tone="error" title={failure.title}>
            {failure.text}
          </Notice>
        ) : null}
        {rows.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.routingNone)}</p>
        ) : (
          <ul className={styles.routingList} aria-label={intl.formatMessage(m.routingTitle)}>
            {rows.map((row) => (
              <li key={row.id} className={styles.routingRow}>
                <span>
                  <strong>{row.transactionCode ?? row.transactionGroup}</strong> {row.description} →{' '}
                  {describeTarget(row)} · <span className={styles.muted}>{describeDates(row)}</span>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() => void end(row)}
                  isDisabled={remove.isPending}
                  aria-label={`${intl.formatMessage(m.deleteRouting)} ${row.transactionCode ?? row.transactionGroup}`}
                >
                  {intl.formatMessage(m.deleteRouting)}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Form id={formId} onSubmit={submit} aria-label={intl.formatMessage(m.addRouting)}>
          <Stack space="sm">
            <RadioGroup
              label={intl.formatMessage(m.routingWhat)}
              value={by}
              onChange={(value) => setBy(value as 'code' | 'group')}
              orientation="horizontal"
            >
              <Radio value="code">{intl.formatMessage(m.byCode)}</Radio>
              <Radio value="group">{intl.formatMessage(m.byGroup)}</Radio>
            </RadioGroup>
            {by === 'code' ? (
              <ComboBox
                label={intl.formatMessage(m.byCode)}
                defaultItems={choices}
                selectedKey={codeId === null ? null : String(codeId)}
                onSelectionChange={(key) => setCodeId(key === null ? null : Number(key))}
                isInvalid={errors.transactionCodeId ? true : undefined}
                errorMessage={errors.transactionCodeId}
              >
                {(code) => (
                  <ComboBoxItem id={String(code.id)} textValue={`${code.code} ${code.name}`}>
                    {`${code.code} · ${code.name}`}
                  </ComboBoxItem>
                )}
              </ComboBox>
            ) : (
              <Select
                label={intl.formatMessage(m.byGroup)}
                selectedKey={groupId === null ? null : String(groupId)}
                onSelectionChange={(key) => setGroupId(key === null ? null : Number(key))}
                isInvalid={errors.transactionGroupId ? true : undefined}
                errorMessage={errors.transactionGroupId}
              >
                {(groups.data ?? NO_ROWS).map((group) => (
                  <SelectItem key={group.id} id={String(group.id)} textValue={`${group.code} ${group.name}`}>
                    {`${group.code} · ${group.name}`}
                  </SelectItem>
                ))}
              </Select>
            )}
            <RadioGroup
              label={intl.formatMessage(m.routingTarget)}
              value={where}
              onChange={(value) => setWhere(value as 'window' | 'folio')}
              orientation="horizontal"
            >
              <Radio value="window">{intl.formatMessage(m.ownWindow)}</Radio>
              <Radio value="folio">{intl.formatMessage(m.anotherFolio)}</Radio>
            </RadioGroup>
            <div className={styles.pair}>
              {where === 'folio' ? (
                <FolioPicker
                  label={intl.formatMessage(m.toFolio)}
                  value={target}
                  onChange={setTarget}
                  exclude={folioId}
                  withoutStays
                  errorMessage={errors.toFolioId}
                />
              ) : null}
              <Select
                label={intl.formatMessage(m.toWindow)}
                selectedKey={String(where === 'window' ? Math.max(2, window) : window)}
                onSelectionChange={(key) => setWindow(Number(key))}
                isInvalid={errors.toWindow ? true : undefined}
                errorMessage={errors.toWindow}
              >
                {windows.map((w) => (
                  <SelectItem key={w} id={String(w)}>
                    {intl.formatMessage(m.windowTab, { window: w })}
                  </SelectItem>
                ))}
              </Select>
            </div>
            <div className={styles.pair}>
              <DatePicker
                label={intl.formatMessage(m.routingFrom)}
                value={startsOn}
                onChange={(_, iso) => setStartsOn(iso)}
              />
              <DatePicker
                label={intl.formatMessage(m.routingUntil)}
                value={endsOn}
                onChange={(_, iso) => setEndsOn(iso)}
                isInvalid={errors.endsOn ? true : undefined}
                errorMessage={errors.endsOn}
              />
            </div>
          </Stack>
        </Form>
      </Stack>
    </ModalDialog>
  );
}
