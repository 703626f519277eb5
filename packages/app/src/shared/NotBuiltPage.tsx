import { Card, Notice } from '@pms/ui';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { notBuiltBodyMessage, sharedMessages } from './messages.ts';
import * as styles from './NotBuiltPage.css.ts';

/**
 * Says plainly that a route's screen does not exist yet, instead of pretending. On its own it is
 * the page's main landmark; inside a frame that has one (`landmark={false}`) it is a plain block.
 */
export function NotBuiltPage({ landmark = true }: { landmark?: boolean }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const Page = landmark ? 'main' : 'div';
  return (
    <Page className={styles.page}>
      <Card>
        <Notice tone="warning" title={intl.formatMessage(sharedMessages.notBuiltTitle)}>
          {intl.formatMessage(notBuiltBodyMessage, { path: pathname })}
        </Notice>
      </Card>
    </Page>
  );
}
