import { Button, Form, type FormValidationErrors, ModalDialog, type ModalDialogSize, Notice } from '@pms/ui';
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
  /** Hidden while another dialog asks first (the cashier's shift), kept mounted with its input. */
  isOpen?: boolean;
  size?: ModalDialogSize;
  /** Saving: the buttons and Escape wait until the server has answered. */
  isSaving: boolean;
  /** Save stays off until the form has what it needs (e.g. its choices are loaded). */
  canSave?: boolean;
  /**
   * A command's own button instead of Save (Post, Pay, Transfer), busy while it runs or while
   * something it waits for runs (a shift being opened).
   */
  command?: { label: string; isPending: boolean };
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  validationErrors?: FormValidationErrors;
  failure: SaveFailure | null;
  /** Placed in the footer before Cancel and Save, e.g. a link to what the record is about. */
  footerStart?: ReactNode;
  children: ReactNode;
}

/**
 * The dialog of a form: its refusal above the fields, Cancel and Save (or the command's own
 * button). The add/edit dialog of the administration screens, and the cashier's command forms.
 */
export function FormDialog({
  title,
  subtitle,
  isOpen = true,
  size = 'lg',
  isSaving,
  canSave = true,
  command,
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
      isOpen={isOpen}
      onOpenChange={(open) => !open && !isSaving && onClose()}
      title={title}
      subtitle={subtitle}
      size={size}
      isKeyboardDismissDisabled={isSaving}
      footer={
        <>
          {footerStart}
          <Button variant="secondary" onPress={onClose} isDisabled={isSaving}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          {command ? (
            <Button variant="primary" type="submit" form={formId} isPending={command.isPending}>
              {command.label}
            </Button>
          ) : (
            <Button variant="primary" type="submit" form={formId} isDisabled={isSaving || !canSave}>
              {intl.formatMessage(commonMessages.save)}
            </Button>
          )}
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
