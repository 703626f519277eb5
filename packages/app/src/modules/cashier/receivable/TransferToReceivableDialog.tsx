import { toCents } from '@pms/domain/money';
import { Button, ComboBox, ComboBoxItem, formatMoney, ModalDialog, Notice, Stack, useToast } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle, fieldErrorsOf } from '../../../shared/admin/failures.ts';
import {
  type ReceivableInvoice,
  type TransferAccount,
  transferAccountsQuery,
  useTransferToReceivable,
} from '../api/receivable.ts';
import { availableMessage, doneMessage, introMessage, transferMessages as m, overLimitMessage } from './messages.ts';

export interface TransferToReceivableDialogProps {
  /** The folio (or a stay's guest folio) and the window whose balance moves. */
  target: { folioId: number } | { stayId: number };
  window: number;
  /** The window's balance as the screen shows it; the server moves what it finds. */
  balance: string;
  /** The company to offer first, e.g. the reservation's. */
  defaultCompanyId?: number | null;
  onClose: () => void;
  onTransferred?: (invoice: ReceivableInvoice) => void;
}

/**
 * "Transfer to company": a folio window's whole balance to a company's accounts receivable, from
 * the folio and departure screens. Restricted accounts cannot be chosen; an account the transfer
 * would take over its credit limit is warned about, and the server refuses it (422 naming it).
 */
export function TransferToReceivableDialog({
  target,
  window,
  balance,
  defaultCompanyId,
  onClose,
  onTransferred,
}: TransferToReceivableDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const accounts = useQuery(transferAccountsQuery());
  const transfer = useTransferToReceivable();
  const [companyId, setCompanyId] = useState<number | null>(defaultCompanyId ?? null);
  const chosen = accounts.data?.find((account) => account.companyId === companyId);
  const overLimit = chosen ? toCents(balance) > toCents(chosen.availableCredit) : false;
  const fieldErrors = fieldErrorsOf(transfer.error, [], intl);
  const companyError = fieldErrors.companyId?.join(' ');
  const otherError =
    transfer.error && !companyError
      ? { title: failureTitle(intl, transfer.error), text: failureText(intl, transfer.error) }
      : null;

  const submit = async () => {
    if (companyId === null || transfer.isPending) return;
    try {
      const [invoice] = await transfer.run([{ ...target, window, companyId }]);
      if (invoice) {
        toast.show({
          tone: 'success',
          title: intl.formatMessage(doneMessage, {
            number: invoice.invoiceNumber,
            amount: formatMoney(invoice.amount),
          }),
        });
        onTransferred?.(invoice);
      }
      onClose();
    } catch {
      // Shown in the dialog from transfer.error.
    }
  };

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !transfer.isPending && onClose()}
      title={intl.formatMessage(m.title)}
      isKeyboardDismissDisabled={transfer.isPending}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={transfer.isPending}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button
            variant="primary"
            onPress={() => void submit()}
            isDisabled={companyId === null || toCents(balance) <= 0n}
            isPending={transfer.isPending}
          >
            {intl.formatMessage(m.transfer)}
          </Button>
        </>
      }
    >
      <Stack space="md">
        <p>{intl.formatMessage(introMessage, { window, amount: formatMoney(balance) })}</p>
        {accounts.data && accounts.data.length === 0 ? (
          <Notice tone="info" title={intl.formatMessage(m.company)}>
            {intl.formatMessage(m.noAccounts)}
          </Notice>
        ) : null}
        <ComboBox<TransferAccount>
          label={intl.formatMessage(m.company)}
          defaultItems={accounts.data ?? []}
          selectedKey={companyId}
          disabledKeys={(accounts.data ?? []).filter((a) => a.restricted || !a.companyActive).map((a) => a.companyId)}
          onSelectionChange={(key) => {
            transfer.reset();
            setCompanyId(key === null ? null : Number(key));
          }}
          isLoading={accounts.isPending}
          isInvalid={companyError ? true : undefined}
          errorMessage={companyError}
          autoFocus
        >
          {(account) => {
            const note = account.restricted
              ? intl.formatMessage(m.restricted)
              : intl.formatMessage(availableMessage, { amount: formatMoney(account.availableCredit) });
            return (
              <ComboBoxItem id={account.companyId} textValue={`${account.companyCode} ${account.companyName}`}>
                {`${account.companyCode} · ${account.companyName} (${note})`}
              </ComboBoxItem>
            );
          }}
        </ComboBox>
        {overLimit && chosen ? (
          <Notice tone="warning" title={intl.formatMessage(m.company)}>
            {intl.formatMessage(overLimitMessage, { amount: formatMoney(chosen.availableCredit) })}
          </Notice>
        ) : null}
        {otherError ? (
          <Notice tone="error" title={otherError.title}>
            {otherError.text}
          </Notice>
        ) : null}
      </Stack>
    </ModalDialog>
  );
}
