import { Button, Inline } from '@pms/ui';
import { useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { busyReloadsAtom } from '../state.ts';
import { refreshMessages, updatedMessage } from './messages.ts';
import * as styles from './RefreshControls.css.ts';

/** What the controls need of a screen's query: a `useQuery` result will do. */
export interface RefreshedQuery {
  /** When the query last answered (ms since the epoch); 0 before it first did. */
  dataUpdatedAt: number;
  refetch: () => unknown;
}

export interface RefreshControlsProps {
  /**
   * The queries whose figures the screen shows (`refreshed` ones, read again every 20000 ms).
   * Updated says when the oldest of them was read; Reload reads them all again.
   */
  queries: readonly RefreshedQuery[];
}

/** "Updated hh:mm:ss" and Reload, at the top of a screen whose figures refresh by themselves. */
export function RefreshControls({ queries }: RefreshControlsProps) {
  const intl = useIntl();
  const times = queries.map((query) => query.dataUpdatedAt);
  // dataUpdatedAt is 0 until a query first answers: the screen is not up to date before all have.
  const oldest = times.length > 0 && times.every((time) => time > 0) ? Math.min(...times) : undefined;
  const setBusyReloads = useSetAtom(busyReloadsAtom);
  const reload = () => {
    setBusyReloads((count) => count + 1);
    void Promise.allSettled(queries.map((query) => query.refetch())).finally(() =>
      setBusyReloads((count) => count - 1),
    );
  };
  return (
    <Inline space="md">
      {oldest === undefined ? null : (
        <span className={styles.updated}>
          {intl.formatMessage(updatedMessage, {
            time: intl.formatTime(oldest, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }),
          })}
        </span>
      )}
      <Button variant="secondary" onPress={reload}>
        {intl.formatMessage(refreshMessages.reload)}
      </Button>
    </Inline>
  );
}
