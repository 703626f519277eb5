import { Button } from '@pms/ui';
import { useIntl } from 'react-intl';
import { refreshMessages, updatedMessage } from './messages.ts';
import * as styles from './RefreshControls.css.ts';

/** "Updated hh:mm:ss" and Reload, at the top of a screen whose figures refresh by themselves. */
export function RefreshControls({ at, onReload }: { at?: Date; onReload: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.controls}>
      {at ? (
        <span className={styles.updated}>
          {intl.formatMessage(updatedMessage, {
            time: intl.formatTime(at, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }),
          })}
        </span>
      ) : null}
      <Button variant="secondary" onPress={onReload}>
        {intl.formatMessage(refreshMessages.reload)}
      </Button>
    </div>
  );
}
