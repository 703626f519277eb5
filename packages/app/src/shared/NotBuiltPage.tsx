import { Card, Notice } from '@pms/ui';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { notBuiltBodyMessage, sharedMessages } from './messages.ts';
import * as styles from './NotBuiltPage.css.ts';

/** Says plainly that a route's screen does not exist yet, instead of pretending. */
export function NotBuiltPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <main className={styles.page}>
      <Card>
        <Notice tone="warning" title={intl.formatMessage(sharedMessages.notBuiltTitle)}>
          {intl.formatMessage(notBuiltBodyMessage, { path: pathname })}
        </Notice>
      </Card>
    </main>
  );
}
