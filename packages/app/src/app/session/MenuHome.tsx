import { Card, Notice } from '@pms/ui';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { sessionAtom } from '../../shared/session/controller.ts';
import { landingSection } from '../../shared/session/landing.ts';
import * as styles from './MenuHome.css.ts';
import { sessionMessages } from './messages.ts';

/** /menu itself: the section the session lands on, or a plain word when its roles open none. */
export function MenuHome() {
  const intl = useIntl();
  const info = useAtomValue(sessionAtom);
  const section = info ? landingSection(info) : undefined;
  if (section) return <Navigate to={section.path} replace />;
  return (
    <div className={styles.page}>
      <Card>
        <Notice tone="warning" title={intl.formatMessage(sessionMessages.noSectionTitle)}>
          {intl.formatMessage(sessionMessages.noSectionBody)}
        </Notice>
      </Card>
    </div>
  );
}
