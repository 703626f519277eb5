import type { LineAmounts } from '@pms/domain/charges';
import { formatMoney } from '@pms/ui';
import { useIntl } from 'react-intl';
import { postingMessages as m } from './messages.ts';
import * as styles from './Posting.css.ts';

/** Net, service charge, tax and total of a charge line, as the server will store them. */
export function PostingPreview({ line, currency }: { line: LineAmounts | null; currency: string }) {
  const intl = useIntl();
  if (!line) return <p className={styles.muted}>{intl.formatMessage(m.previewEmpty)}</p>;
  const rows = [
    [m.net, line.netAmount],
    [m.serviceCharge, line.serviceCharge],
    [m.tax, line.tax],
  ] as const;
  return (
    <dl className={styles.preview} aria-label={intl.formatMessage(m.previewLabel)}>
      {rows.map(([label, value]) => (
        <div key={label.id} style={{ display: 'contents' }}>
          <dt className={styles.previewLabel}>{intl.formatMessage(label)}</dt>
          <dd className={styles.previewValue}>{formatMoney(value)}</dd>
        </div>
      ))}
      <dt className={styles.previewTotalLabel}>{`${intl.formatMessage(m.total)} (${currency})`}</dt>
      <dd className={styles.previewTotalValue} data-testid="charge-total">
        {formatMoney(line.total)}
      </dd>
    </dl>
  );
}
