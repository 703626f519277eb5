import type { Schemas } from '@pms/api-client';
import { Button, ModalDialog, Notice, Stack } from '@pms/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import * as adminStyles from '../../shared/admin/AdminScreen.css.ts';
import { CopyIcon } from '../../shared/admin/icons.tsx';
import { temporaryNoticeMessage, userMessages, userSubtitleMessage } from './messages.ts';
import * as styles from './UserPage.css.ts';

interface TemporaryPasswordDialogProps {
  user: Schemas['UserWithPassword'];
  onClose: () => void;
}

/**
 * The one showing of a temporary password the server made (create, reset): the server keeps only
 * its hash, so closing this dialog loses it for good.
 */
export function TemporaryPasswordDialog({ user, onClose }: TemporaryPasswordDialogProps) {
  const intl = useIntl();
  const labelId = useId();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(user.temporaryPassword);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(userMessages.temporaryTitle)}
      subtitle={intl.formatMessage(userSubtitleMessage, { name: user.displayName, loginName: user.loginName })}
      size="sm"
      footer={
        <Button variant="primary" onPress={onClose} autoFocus>
          {intl.formatMessage(userMessages.done)}
        </Button>
      }
    >
      <Stack gap="md">
        <Stack gap="xs">
          <p id={labelId} className={styles.passwordLabel}>
            {intl.formatMessage(userMessages.temporaryLabel)}
          </p>
          <div className={styles.passwordBox}>
            <output aria-labelledby={labelId} className={styles.passwordValue} data-testid="temporary-password">
              {user.temporaryPassword}
            </output>
            <Button variant="secondary" size="sm" onPress={copy}>
              <span className={adminStyles.buttonContent}>
                <CopyIcon />
                {intl.formatMessage(userMessages.copy)}
              </span>
            </Button>
          </div>
          <p role="status" className={styles.copyStatus}>
            {copyState === 'copied'
              ? intl.formatMessage(userMessages.copied)
              : copyState === 'failed'
                ? intl.formatMessage(userMessages.copyFailed)
                : null}
          </p>
        </Stack>
        <Notice tone="warning" title={intl.formatMessage(userMessages.temporaryNoticeTitle)}>
          {intl.formatMessage(temporaryNoticeMessage, { name: user.displayName })}
        </Notice>
      </Stack>
    </ModalDialog>
  );
}
