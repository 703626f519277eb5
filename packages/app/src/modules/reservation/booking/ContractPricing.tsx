import { Disclosure, formatDate } from '@pms/ui';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { PriceExplanation } from '../../../shared/contracts/PriceExplanation.tsx';
import type { ContractRefusal, RefusalReason } from './contractRefusal.ts';
import type { ContractPrice } from './draft.ts';
import { contractMessages as c, pricedByContractMessage, refusalMessages as r, refusedByMessage } from './messages.ts';
import * as styles from './StayEditor.css.ts';

/** "Priced by contract APT-2627 (version 2)", and why, on demand. */
export function ContractPriceLine({ price }: { price: ContractPrice }) {
  const intl = useIntl();
  return (
    <div className={styles.contract}>
      <p className={styles.contractLine}>
        {intl.formatMessage(pricedByContractMessage, { code: price.contractCode, version: price.versionNumber })}
        <span className={styles.contractName}>{price.contractName}</span>
      </p>
      <Disclosure title={intl.formatMessage(c.whyThisPrice)} level={4} className={styles.why}>
        <PriceExplanation price={price} />
      </Disclosure>
    </div>
  );
}

/** One reason in the user's language where the screen knows it; the server's words otherwise. */
export function refusalText(intl: IntlShape, reason: RefusalReason): string {
  switch (reason.kind) {
    case 'closed-to-arrival':
      return intl.formatMessage(r.closedToArrival, { date: formatDate(reason.date) });
    case 'closed-to-departure':
      return intl.formatMessage(r.closedToDeparture, { date: formatDate(reason.date) });
    case 'min-stay':
      return intl.formatMessage(r.minStay, { nights: reason.nights });
    case 'child-age':
      return intl.formatMessage(r.childAge, { age: reason.age });
    case 'no-rate':
      return intl.formatMessage(c.noRate);
    default:
      return reason.message;
  }
}

/** The company's contract does not sell the stay as it is: why, instead of a price. */
export function ContractRefusalAlert({ refusal }: { refusal: ContractRefusal }) {
  const intl = useIntl();
  const reasons = [...new Set(refusal.reasons.map((reason) => refusalText(intl, reason)))];
  return (
    <div className={styles.refusal} role="alert">
      <p className={styles.refusalTitle}>
        {refusal.contractCode
          ? intl.formatMessage(refusedByMessage, { code: refusal.contractCode })
          : intl.formatMessage(c.refused)}
      </p>
      <ul className={styles.refusalReasons}>
        {reasons.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
