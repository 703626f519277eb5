import { Button, Inline, Link, Notice } from '@pms/ui';
import { atom, useAtom, useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { sessionAtom } from '../../shared/session/controller.ts';
import { soleAdministratorMessages as m } from './messages.ts';

/** Closed by the administrator for the rest of this tab's life; a new sign-in warns again. */
const dismissedAtom = atom(false);

/**
 * Warns an administrator who is the hotel's only active one (issue 15): six wrong passwords
 * would lock them out with nobody in the app to unlock them, so a second administrator is asked
 * for, with the way to the users screen.
 */
export function SoleAdministratorNotice() {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const [dismissed, setDismissed] = useAtom(dismissedAtom);
  const count = session?.activeAdministrators;
  if (dismissed || count === undefined || count >= 2) return null;
  return (
    <Notice tone="warning" title={intl.formatMessage(m.title)}>
      <Inline space="md">
        <span>{intl.formatMessage(m.body)}</span>
        <Link href="/menu/app/user">{intl.formatMessage(m.users)}</Link>
        <Button variant="secondary" size="sm" onPress={() => setDismissed(true)}>
          {intl.formatMessage(m.dismiss)}
        </Button>
      </Inline>
    </Notice>
  );
}
