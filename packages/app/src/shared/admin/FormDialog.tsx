import { Button, Form, type FormValidationErrors, ModalDialog, Notice } from '@pms/ui';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from './messages.ts';

/** Why the last save was refused, shown above the fields. */
export interface SaveFailure {
  title: string;
  text: string;
}

interface FormDialogProps {
  title: string;
  subtitle?: ReactNode;
  /** Saving: the buttons and Escape wait until the server has answered. */
  isSaving: boolean;
  /** Save stays off until the form has what it needs (e.g. its choices are loaded). */
  canSave?: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  validationErrors: FormValidationErrors;
  failure: SaveFailure | null;
  /** Placed in the footer before Cancel and Save, e.g. a link to what the record is about. */
  footerStart?: ReactNode;
  children: ReactNode;
}

/** The add/edit dialog of the administration screens: the form, its refusal, Cancel and Save. */
export function FormDialog({
  title,
  subtitle,
  isSaving,
  canSave = true,
  onClose,
  onSubmit,
  validationErrors,
  failure,
  footerStart,
  children,
}: FormDialogProps) {
  const intl = useIntl();
  const formId = useId();
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !isSaving && onClose()}
      title={title}
      subtitle={subtitle}
      size="lg"
      isKeyboardDismissDisabled={isSaving}
      footer={
        <>
          {footerStart}
          <Button variant="secondary" onPress={onClose} isDisabled={isSaving}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button variant="primary" type="submit" form={formId} isDisabled={isSaving || !canSave}>
            {intl.formatMessage(commonMessages.save)}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit} validationErrors={validationErrors} aria-label={title}>
        {failure ? (
          <Notice tone="error" title={failure.title}>
            {failure.text}
          </Notice>
        ) : null}
        {children}
      </Form>
    </ModalDialog>
  );
}
