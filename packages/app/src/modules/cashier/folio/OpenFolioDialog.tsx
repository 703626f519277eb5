import {
  Button,
  ComboBox,
  ComboBoxItem,
  Form,
  ModalDialog,
  Notice,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import { referenceQuery } from '../../../shared/query/actionQuery.ts';
import { useOpenFolio } from '../api/folio.ts';
import { folioMessages as m } from './messages.ts';

const NO_ROWS: never[] = [];

/**
 * Opens a named house account or a company's folio (cashier/folio `open`); opening one that
 * exists opens that one. A guest folio is made by the stay's first posting, a deposit ledger by
 * the deposit screen.
 */
export function OpenFolioDialog({ onOpened, onClose }: { onOpened: (folioId: number) => void; onClose: () => void }) {
  const intl = useIntl();
  const formId = useId();
  const open = useOpenFolio();
  const companies = useQuery(referenceQuery('reservation/company-profile'));
  const [kind, setKind] = useState<'house' | 'company'>('house');
  const [name, setName] = useState('');
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (open.isPending) return;
    setFailure(null);
    if (kind === 'house' && !name.trim()) return setProblem(intl.formatMessage(m.houseNameRequired));
    if (kind === 'company' && companyId === null) return setProblem(intl.formatMessage(m.companyRequired));
    try {
      const [folio] = await open.run([
        kind === 'house'
          ? { ownerKind: 'house', name: name.trim() }
          : { ownerKind: 'company', companyId: companyId as number },
      ]);
      if (folio?.id) onOpened(folio.id);
      onClose();
    } catch (error) {
      setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };
  return (
    <ModalDialog
      isOpen
      size="sm"
      onOpenChange={(isOpen) => !isOpen && !open.isPending && onClose()}
      title={intl.formatMessage(m.openTitle)}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={open.isPending}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button variant="primary" type="submit" form={formId} isPending={open.isPending}>
            {intl.formatMessage(m.openAction)}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} aria-label={intl.formatMessage(m.openTitle)}>
        <Stack space="md">
          {failure ? (
            <Notice tone="error" title={failure.title}>
              {failure.text}
            </Notice>
          ) : null}
          <RadioGroup
            label={intl.formatMessage(m.openKind)}
            value={kind}
            onChange={(value) => {
              setKind(value as 'house' | 'company');
              setProblem(undefined);
            }}
            orientation="horizontal"
          >
            <Radio value="house">{intl.formatMessage(m.kindHouse)}</Radio>
            <Radio value="company">{intl.formatMessage(m.kindCompany)}</Radio>
          </RadioGroup>
          {kind === 'house' ? (
            <TextField
              label={intl.formatMessage(m.houseName)}
              value={name}
              onChange={(value) => {
                setName(value);
                setProblem(undefined);
              }}
              maxLength={100}
              isRequired
              isInvalid={problem ? true : undefined}
              errorMessage={problem}
            />
          ) : (
            <ComboBox
              label={intl.formatMessage(m.company)}
              defaultItems={companies.data ?? NO_ROWS}
              selectedKey={companyId === null ? null : String(companyId)}
              onSelectionChange={(key) => {
                setCompanyId(key === null ? null : Number(key));
                setProblem(undefined);
              }}
              isInvalid={problem ? true : undefined}
              errorMessage={problem}
            >
              {(company) => (
                <ComboBoxItem id={String(company.id)} textValue={`${company.code} ${company.name}`}>
                  {`${company.name} (${company.code})`}
                </ComboBoxItem>
              )}
            </ComboBox>
          )}
        </Stack>
      </Form>
    </ModalDialog>
  );
}
