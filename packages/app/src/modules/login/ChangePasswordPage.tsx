import { ApiError } from '@pms/api-client';
import { Button, Form, type FormValidationErrors, Link, Notice, PasswordField, toValidationErrors } from '@pms/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { landingPath } from '../../shared/session/controller.ts';
import { useSession } from '../../shared/session/SessionContext.tsx';
import { nameAtom } from '../../shared/state.ts';
import { LoginLayout } from './LoginLayout.tsx';
import * as styles from './LoginPage.css.ts';
import { changePasswordMessages, loginMessages } from './messages.ts';

/** The server's minimum (schemas/security/authentication.yaml PasswordChange). */
const MIN_PASSWORD_LENGTH = 8;

/**
 * After an administrator set the password, every /menu route shows this until the staff member
 * picks their own; then they go on to where their roles land them.
 */
export function ChangePasswordPage() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const name = useAtomValue(nameAtom);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const t = (descriptor: (typeof changePasswordMessages)[keyof typeof changePasswordMessages]) =>
    intl.formatMessage(descriptor);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const problems: FormValidationErrors = {};
    if (newPassword.length < MIN_PASSWORD_LENGTH) problems.newPassword = [t(changePasswordMessages.tooShort)];
    if (repeatPassword !== newPassword) problems.repeatPassword = [t(changePasswordMessages.mismatch)];
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const info = await session.changePassword(currentPassword, newPassword);
      navigate(landingPath(info), { replace: true });
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) {
        setFailure(t(changePasswordMessages.failed));
        return;
      }
      if (error.status === 0) {
        setFailure(intl.formatMessage(loginMessages.checkConnection));
        return;
      }
      const fieldErrors = toValidationErrors(error.errors);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFailure(error.desc || t(changePasswordMessages.failed));
    }
  }

  return (
    <LoginLayout subtitle={name || t(changePasswordMessages.title)}>
      <Form onSubmit={save} validationErrors={errors} aria-label={t(changePasswordMessages.title)}>
        <Notice tone="info" title={t(changePasswordMessages.title)}>
          {t(changePasswordMessages.body)}
        </Notice>
        {failure ? (
          <Notice tone="error" title={t(changePasswordMessages.failed)}>
            {failure}
          </Notice>
        ) : null}
        <PasswordField
          name="currentPassword"
          label={t(changePasswordMessages.currentPassword)}
          value={currentPassword}
          onChange={setCurrentPassword}
          autoComplete="current-password"
          autoFocus
          isDisabled={isBusy}
        />
        <PasswordField
          name="newPassword"
          label={t(changePasswordMessages.newPassword)}
          description={t(changePasswordMessages.newPasswordHelp)}
          value={newPassword}
          onChange={setNewPassword}
          autoComplete="new-password"
          isDisabled={isBusy}
        />
        <PasswordField
          name="repeatPassword"
          label={t(changePasswordMessages.repeatPassword)}
          value={repeatPassword}
          onChange={setRepeatPassword}
          autoComplete="new-password"
          isDisabled={isBusy}
        />
        <Button type="submit" variant="primary" className={styles.submit} isDisabled={isBusy}>
          {isBusy ? t(changePasswordMessages.saving) : t(changePasswordMessages.submit)}
        </Button>
        <Link variant="standalone" className={styles.secondaryLink} onPress={() => void session.logout()}>
          {t(changePasswordMessages.logout)}
        </Link>
      </Form>
    </LoginLayout>
  );
}
