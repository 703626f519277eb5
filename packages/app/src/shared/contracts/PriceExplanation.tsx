import { Badge, type BadgeTone, formatDate, formatMoney } from '@pms/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { type ContractPrice, signedMoney, stepsAfterBase } from './format.ts';
import {
  explanationHeadingMessage,
  explanationLabelMessage,
  explanationMessages as m,
  outcomeMessages,
  personsTimesMessage,
  stepKindMessages,
  totalInCurrencyMessage,
} from './messages.ts';
import * as styles from './PriceExplanation.css.ts';

type Outcome = ContractPrice['explanation']['offers'][number]['outcome'];

const OUTCOME_TONES: Record<Outcome, BadgeTone> = {
  applied: 'success',
  'not-matched': 'neutral',
  'not-combinable': 'warning',
};

export interface PriceExplanationProps {
  price: ContractPrice;
  /**
   * 'screen' in the app's theme; 'sheet' black on white, for a page that prints (the reservation
   * card), whatever the theme.
   */
  variant?: 'screen' | 'sheet';
  className?: string;
}

/**
 * Why a contract price is what it is, so an agent can tell the partner: the contract and version
 * that priced the stay and the day it was priced as booked, each night from its season's base rate
 * through every step (supplement, child, offer) with its signed amount and the running amount, the
 * compulsory charges, why each offer did or did not apply, and the totals. Amounts are the
 * engine's exact strings, formatted, never computed here.
 */
export function PriceExplanation({ price, variant = 'screen', className }: PriceExplanationProps) {
  const intl = useIntl();
  return (
    <QuoteExplanation
      explanation={price.explanation}
      label={intl.formatMessage(explanationLabelMessage, { code: price.contractCode, version: price.versionNumber })}
      heading={intl.formatMessage(explanationHeadingMessage, {
        code: price.contractCode,
        name: price.contractName,
        version: price.versionNumber,
        date: formatDate(price.bookingDate),
      })}
      variant={variant}
      {...(className ? { className } : {})}
    />
  );
}

export interface QuoteExplanationProps {
  /** The engine's priced quote: a stored booking's, or a what-if quote's. */
  explanation: ContractPrice['explanation'];
  /** The name of the whole explanation for assistive technology. */
  label: string;
  /** The line above the tables (which contract and version, and when), if any. */
  heading?: string;
  variant?: 'screen' | 'sheet';
  className?: string;
}

/** The nights, compulsory charges, offers and totals of a priced quote (see PriceExplanation). */
export function QuoteExplanation({
  explanation,
  label,
  heading,
  variant = 'screen',
  className,
}: QuoteExplanationProps) {
  const intl = useIntl();
  const weekday = (date: string) => intl.formatDate(`${date}T00:00:00Z`, { weekday: 'short', timeZone: 'UTC' });
  const currency = explanation.currency;
  const nightsId = useId();
  const offersId = useId();

  return (
    <section
      className={[styles.explanation, variant === 'sheet' ? styles.sheet : styles.screen, className]
        .filter(Boolean)
        .join(' ')}
      aria-label={label}
      data-testid="price-explanation"
    >
      {heading ? <p className={styles.heading}>{heading}</p> : null}

      {/* Too wide for a narrow screen, the table scrolls sideways; it takes the focus so the keyboard can scroll it too. */}
      <section
        className={styles.scroller}
        aria-labelledby={nightsId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id={nightsId} className={styles.caption}>
            {intl.formatMessage(m.nightsCaption)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.night)}</th>
              <th scope="col">{intl.formatMessage(m.season)}</th>
              <th scope="col" className={styles.numeric}>
                {intl.formatMessage(m.base)}
              </th>
              <th scope="col">{intl.formatMessage(m.step)}</th>
              <th scope="col" className={styles.numeric}>
                {intl.formatMessage(m.change)}
              </th>
              <th scope="col" className={styles.numeric}>
                {intl.formatMessage(m.running)}
              </th>
              <th scope="col" className={styles.numeric}>
                {intl.formatMessage(m.nightAmount)}
              </th>
            </tr>
          </thead>
          {explanation.nights.map((night) => {
            const steps = stepsAfterBase(night);
            const span = Math.max(steps.length, 1);
            const [first, ...rest] = steps;
            const nightCells = (
              <>
                <th scope="rowgroup" rowSpan={span} className={styles.nightCell}>
                  {`${weekday(night.date)} ${formatDate(night.date)}`}
                </th>
                <td rowSpan={span}>{night.season || '—'}</td>
                <td rowSpan={span} className={styles.numeric}>
                  {formatMoney(night.baseRate)}
                </td>
              </>
            );
            const nightAmount = (
              <td rowSpan={span} className={`${styles.numeric} ${styles.nightAmount}`}>
                {formatMoney(night.amount)}
              </td>
            );
            return (
              <tbody key={night.date} className={styles.nightGroup}>
                <tr>
                  {nightCells}
                  {first ? (
                    <StepCells step={first} />
                  ) : (
                    <>
                      <td className={styles.mutedCell}>{intl.formatMessage(m.noStep)}</td>
                      <td />
                      <td className={styles.numeric}>{formatMoney(night.amount)}</td>
                    </>
                  )}
                  {nightAmount}
                </tr>
                {rest.map((step, index) => (
                  // Steps have no id of their own: their place in the night is what they are.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the engine's order is the step's identity
                  <tr key={index}>
                    <StepCells step={step} />
                  </tr>
                ))}
              </tbody>
            );
          })}
          <tfoot>
            <tr>
              <th scope="row" colSpan={6} className={styles.numeric}>
                {intl.formatMessage(m.nightsTotal)}
              </th>
              <td className={`${styles.numeric} ${styles.nightAmount}`}>{formatMoney(explanation.nightsTotal)}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      {explanation.compulsoryCharges.length > 0 ? (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption className={styles.caption}>{intl.formatMessage(m.compulsoryCaption)}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.date)}</th>
                <th scope="col">{intl.formatMessage(m.charge)}</th>
                <th scope="col" className={styles.numeric}>
                  {intl.formatMessage(m.perPerson)}
                </th>
                <th scope="col" className={styles.numeric}>
                  {intl.formatMessage(m.amount)}
                </th>
              </tr>
            </thead>
            <tbody>
              {explanation.compulsoryCharges.map((charge) => (
                <tr key={`${charge.date}-${charge.ruleId}`}>
                  <th scope="row" className={styles.nightCell}>
                    {`${weekday(charge.date)} ${formatDate(charge.date)}`}
                  </th>
                  <td>{charge.name}</td>
                  <td className={styles.numeric}>
                    {intl.formatMessage(personsTimesMessage, {
                      persons: charge.persons,
                      amount: formatMoney(charge.amountPerPerson),
                    })}
                  </td>
                  <td className={styles.numeric}>{formatMoney(charge.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {explanation.offers.length > 0 ? (
        <section
          className={styles.scroller}
          aria-labelledby={offersId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption id={offersId} className={styles.caption}>
              {intl.formatMessage(m.offersCaption)}
            </caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.offer)}</th>
                <th scope="col">{intl.formatMessage(m.outcome)}</th>
                <th scope="col">{intl.formatMessage(m.why)}</th>
              </tr>
            </thead>
            <tbody>
              {explanation.offers.map((offer) => (
                <tr key={offer.ruleId} data-outcome={offer.outcome}>
                  <th scope="row" className={styles.offerCell}>
                    {offer.name}
                    <span className={styles.kind}>{intl.formatMessage(stepKindMessages[offer.kind])}</span>
                  </th>
                  <td>
                    <Badge tone={OUTCOME_TONES[offer.outcome]} className={styles.outcome}>
                      {intl.formatMessage(outcomeMessages[offer.outcome])}
                    </Badge>
                  </td>
                  <td className={styles.reason}>{offer.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      <dl className={styles.totals} aria-label={intl.formatMessage(m.totalsLabel)}>
        <div>
          <dt>{intl.formatMessage(m.nightsTotal)}</dt>
          <dd>{formatMoney(explanation.nightsTotal)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.compulsoryTotal)}</dt>
          <dd>{formatMoney(explanation.compulsoryTotal)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>{intl.formatMessage(m.total)}</dt>
          <dd>{intl.formatMessage(totalInCurrencyMessage, { amount: formatMoney(explanation.total), currency })}</dd>
        </div>
      </dl>
    </section>
  );
}

/** One step of a night: what it is, what it did, and where it left the night. */
function StepCells({ step }: { step: ContractPrice['explanation']['nights'][number]['steps'][number] }) {
  const intl = useIntl();
  return (
    <>
      <td className={styles.stepCell}>
        {step.name}
        <span className={styles.kind}>{intl.formatMessage(stepKindMessages[step.kind])}</span>
      </td>
      <td className={styles.numeric} data-floored={step.floored ? 'true' : undefined}>
        {signedMoney(step.amount)}
        {step.floored ? <span className={styles.floored}>{` (${intl.formatMessage(m.floored)})`}</span> : null}
      </td>
      <td className={styles.numeric}>{formatMoney(step.runningAmount)}</td>
    </>
  );
}
