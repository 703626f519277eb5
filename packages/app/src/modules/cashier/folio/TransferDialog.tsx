import { Button, Form, formatMoney, ModalDialog, Notice, Radio, RadioGroup, Stack, useToast } from '@pms/ui';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import { useTransferPostings } from '../api/folio.ts';
import type { Posting } from '../api/posting.ts';
import { WindowSelect } from '../posting/ChargeForm.tsx';
import { refusalText } from '../posting/failures.ts';
import { isNoOpenShift, useOpenShift } from '../shift/index.ts';
import { FolioPicker, type FolioTarget } from './FolioPicker.tsx';
import { totalOf } from './folioModel.ts';
import { folioMessages as m } from './messages.ts';

/** The transfer itself, shared by the dialog and guest-folio-v2's move button and drop. */
export function useTransfer() {
  const intl = useIntl();
  const toast = useToast();
  const openShift = useOpenShift();
  const transfer = useTransferPostings();
  const run = async (postingIds: number[], toWindow: number, target?: FolioTarget | null) => {
    if (!(await openShift.ensureShift())) return false;
    try {
      await transfer.run([
        {
          postingIds,
          toWindow,
          ...(target?.folioId !== undefined ? { toFolioId: target.folioId } : {}),
          ...(target?.stayId !== undefined ? { toStayId: target.stayId } : {}),
        },
      ]);
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.success),
        message: intl.formatMessage(m.transferred, { count: postingIds.length }),
      });
      return true;
    } catch (error) {
      if (isNoOpenShift(error)) await openShift.forget();
      throw error;
    }
  };
  return { run, isPending: transfer.isPending };
}

/** Moves the selected postings to another window of this folio or to another folio, as pairs. */
export function TransferDialog({
  folioId,
  postings,
  defaultWindow,
  onDone,
  onClose,
}: {
  folioId: number | null;
  postings: Posting[];
  defaultWindow: number;
  onDone: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const formId = useId();
  const transfer = useTransfer();
  const [where, setWhere] = useState<'this' | 'other'>('this');
  const [target, setTarget] = useState<FolioTarget | null>(null);
  const [window, setWindow] = useState(defaultWindow);
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (transfer.isPending) return;
    setFailure(null);
    if (where === 'other' && !target) {
      setProblem(intl.formatMessage(m.choose));
      return;
    }
    try {
      const done = await transfer.run(
        postings.map((posting) => posting.id),
        window,
        where === 'other' ? target : null,
      );
      if (done) {
        onDone();
        onClose();
      }
    } catch (error) {
      setFailure({ title: failureTitle(intl, error), text: refusalText(intl, error) ?? failureText(intl, error) });
    }
  };
  const close = () => !transfer.isPending && onClose();
  return (
    <ModalDialog
      isOpen
      size="md"
      onOpenChange={(open) => !open && close()}
      title={intl.formatMessage(m.transferTitle)}
      subtitle={intl.formatMessage(m.transferSubtitle, {
        count: postings.length,
        total: formatMoney(totalOf(postings)),
      })}
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={transfer.isPending}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button variant="primary" type="submit" form={formId} isPending={transfer.isPending}>
            {intl.formatMessage(m.transferAction)}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} aria-label={intl.formatMessage(m.transferTitle)}>
        <Stack space="md">
          {failure ? (
            <Notice tone="error" title={failure.title}>
              {failure.text}
            </Notice>
          ) : null}
          <RadioGroup
            label={intl.formatMessage(m.toFolio)}
            value={where}
            onChange={(value) => setWhere(value as 'this' | 'other')}
            orientation="horizontal"
          >
            <Radio value="this">{intl.formatMessage(m.thisFolio)}</Radio>
            <Radio value="other">{intl.formatMessage(m.otherFolio)}</Radio>
          </RadioGroup>
          {where === 'other' ? (
            <FolioPicker
              label={intl.formatMessage(m.toFolio)}
              value={target}
              onChange={(next) => {
                setTarget(next);
                setProblem(undefined);
              }}
              exclude={folioId}
              errorMessage={problem}
            />
          ) : null}
          <WindowSelect value={window} onChange={setWindow} />
        </Stack>
      </Form>
    </ModalDialog>
  );
}
