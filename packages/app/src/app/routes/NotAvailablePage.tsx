import { Card, Notice } from '@pms/ui';
import { useIntl } from 'react-intl';
import { useLocation, useMatches } from 'react-router';
import { sharedMessages } from '../../shared/messages.ts';
import { notAvailableBodyMessage, sectionPlanMessages } from './messages.ts';
import * as styles from './RoutePage.css.ts';
import { isMenuRouteHandle } from './routeObjects.ts';

/**
 * Stands in for a declared route whose screen is not built yet: names it and says in staff words
 * what its department's screens will do (never its address), under the same title as any other
 * screen not built (e2e journeys wait for that text).
 */
export function NotAvailablePage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isMenuRouteHandle);
  const page = handle ? intl.formatMessage(handle.label) : pathname;
  const plan = handle ? intl.formatMessage(sectionPlanMessages[handle.section]) : '';
  return (
    <div className={styles.page}>
      <Card className={styles.card} heading={page} level={1}>
        <Notice tone="info" title={intl.formatMessage(sharedMessages.notBuiltTitle)}>
          {intl.formatMessage(notAvailableBodyMessage, { page, plan })}
        </Notice>
      </Card>
    </div>
  );
}
