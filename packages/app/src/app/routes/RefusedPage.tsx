import { Button, Card, Notice } from '@pms/ui';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { sessionAtom } from '../../shared/session/controller.ts';
import { landingSection } from '../../shared/session/landing.ts';
import { refusedBodyMessage, routePageMessages } from './messages.ts';
import * as styles from './RoutePage.css.ts';
import type { MenuRouteHandle } from './routeObjects.ts';

/** Shown in place of a screen the session's functions do not open (the 403 of the menu). */
export function RefusedPage({ handle }: { handle: MenuRouteHandle }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const start = session ? landingSection(session) : undefined;
  const page = intl.formatMessage(handle.label);
  const functions = handle.access === 'signed-in' ? '' : handle.access.join(', ');
  return (
    <div className={styles.page}>
      <Card className={styles.card} heading={page} level={1}>
        <Notice tone="error" title={intl.formatMessage(routePageMessages.refusedTitle)} data-status="403">
          {intl.formatMessage(refusedBodyMessage, { page, functions })}
        </Notice>
        {start ? (
          <div className={styles.actions}>
            <Button onPress={() => navigate(start.path)}>{intl.formatMessage(routePageMessages.refusedHome)}</Button>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
