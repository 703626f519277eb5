import { Button, Form, Notice, PasswordField, ProgressBar, Spinner, Stack, TextField } from '@pms/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { landingPath } from '../../shared/session/controller.ts';
import { useSession } from '../../shared/session/SessionContext.tsx';
import { LoginLayout } from './LoginLayout.tsx';
import * as styles from './LoginPage.css.ts';
import { type LoginAlert, type LoginView, secondsLeft, viewAfterFailure } from './loginView.ts';
import { failedAttemptsMessage, loginMessages, waitMessage } from './messages.ts';

/**
 * Spec §2 login screen. No required or length checks (spec §5): the server judges every attempt,
 * and its answer decides between the alert, the wait and the block (spec §4).
 */
export function LoginPage() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const [loginName, setLoginName] = useState('');
  const [password, setPassword] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [view, setView] = useState<LoginView>({ kind: 'form' });
  const formRef = useRef<HTMLDivElement>(null);
  const focusPassword = useRef(false);

  useEffect(() => {
    if (view.kind !== 'form' || !focusPassword.current) return;
    focusPassword.current = false;
    formRef.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
  }, [view]);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    setBusy(true);
    try {
      const info = await session.login(loginName, password);
      navigate(landingPath(info), { replace: true });
    } catch (error) {
      setPassword('');
      focusPassword.current = true;
      setView(viewAfterFailure(error, Date.now()));
      setBusy(false);
    }
  }

  function backToForm(options: { forgetUser: boolean }) {
    if (options.forgetUser) setLoginName('');
    focusPassword.current = !options.forgetUser;
    setView({ kind: 'form' });
  }

  return (
    <LoginLayout subtitle={intl.formatMessage(loginMessages.subtitle)}>
      {view.kind === 'locked' ? (
        <LockedPanel until={view.until} onOver={() => backToForm({ forgetUser: false })} />
      ) : view.kind === 'blocked' ? (
        <Stack space="lg">
          <Notice tone="error" title={intl.formatMessage(loginMessages.blockedTitle)}>
            {intl.formatMessage(loginMessages.blockedBody)}
          </Notice>
          <Button variant="secondary" onPress={() => backToForm({ forgetUser: true })}>
            {intl.formatMessage(loginMessages.anotherUser)}
          </Button>
        </Stack>
      ) : (
        <div ref={formRef}>
          <Form onSubmit={signIn} aria-label={intl.formatMessage(loginMessages.signIn)}>
            {view.alert ? <FailureAlert alert={view.alert} /> : null}
            <TextField
              name="loginName"
              label={intl.formatMessage(loginMessages.userId)}
              value={loginName}
              onChange={setLoginName}
              autoComplete="username"
              autoFocus
              isDisabled={isBusy}
            />
            <PasswordField
              name="password"
              label={intl.formatMessage(loginMessages.password)}
              value={password}
              onChange={setPassword}
              isDisabled={isBusy}
            />
            <Button type="submit" variant="primary" className={styles.submit} isDisabled={isBusy}>
              {isBusy ? (
                <>
                  <Spinner size="sm" label={intl.formatMessage(loginMessages.loggingIn)} />
                  {intl.formatMessage(loginMessages.loggingIn)}
                </>
              ) : (
                intl.formatMessage(loginMessages.signIn)
              )}
            </Button>
          </Form>
        </div>
      )}
    </LoginLayout>
  );
}

function FailureAlert({ alert }: { alert: LoginAlert }) {
  const intl = useIntl();
  if (alert.kind === 'connection') {
    return <Notice tone="error" title={intl.formatMessage(loginMessages.checkConnection)} />;
  }
  const lines = [
    alert.detail,
    alert.failedAttempts === undefined
      ? undefined
      : intl.formatMessage(failedAttemptsMessage, { count: alert.failedAttempts }),
  ].filter(Boolean);
  return (
    <Notice tone="error" title={intl.formatMessage(loginMessages.canNotLogin)}>
      {lines.length > 0 ? lines.join(' · ') : undefined}
    </Notice>
  );
}

/** Spec §4: after 3 failures the form gives way to a countdown; when it runs out the form returns. */
function LockedPanel({ until, onOver }: { until: number; onOver: () => void }) {
  const intl = useIntl();
  const [total] = useState(() => secondsLeft(until, Date.now()));
  const [left, setLeft] = useState(total);
  const onOverRef = useRef(onOver);
  onOverRef.current = onOver;

  useEffect(() => {
    const timer = setInterval(() => {
      const remaining = secondsLeft(until, Date.now());
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        onOverRef.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [until]);

  const waitText = intl.formatMessage(waitMessage, { n: left });
  return (
    <Stack space="lg">
      <Notice tone="warning" title={intl.formatMessage(loginMessages.lockedTitle)} />
      <Stack space="xs" align="center" padding="lg" className={styles.countdown}>
        <span className={styles.seconds} aria-hidden="true">
          {left}
        </span>
        <span className={styles.waitText} role="timer">
          {waitText}
        </span>
        <ProgressBar
          aria-label={waitText}
          value={left}
          maxValue={Math.max(1, total)}
          showValueLabel={false}
          size="sm"
        />
      </Stack>
    </Stack>
  );
}
