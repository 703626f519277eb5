import { parseAmount } from '@pms/domain/money';
import { Button, formatDate, formatMoney, TextField } from '@pms/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { weekdayMessages } from '../messages.ts';
import { weekdayOf } from '../nights.ts';
import { nightField, stayField } from './checks.ts';
import {
  isOverridden,
  LIMITS,
  type NightDraft,
  repriced,
  type StayDraft,
  tidyAmount,
  withAmount,
  withSameRate,
} from './draft.ts';
import { stayDetailMessages as d, stayMessages as m, rateForMessage, reasonForMessage } from './messages.ts';
import * as styles from './StayEditor.css.ts';
import type { FieldMessages, StayChange } from './useBookingDraft.ts';

interface NightlyRatesProps {
  stay: StayDraft;
  index: number;
  errors: FieldMessages;
  /** The rate resolution could not be read: base rates are offered. */
  isFallback: boolean;
  /** The company's contract does not sell the stay as it is: nothing is offered (the stay says why). */
  isRefused?: boolean;
  /** How the rate and reason fields name their night: with its weekday ("Mo 23-Nov-2026") or the date alone. */
  nightNames: 'weekday' | 'date';
  isDisabled: boolean;
  onChange: StayChange;
}

/**
 * The price of each night of a stay: as offered, as kept, and why it differs. Every night can be
 * priced again from the rate code, or all set to one rate. Amounts are exact strings as typed.
 */
export function NightlyRates({
  stay,
  index,
  errors,
  isFallback,
  isRefused = false,
  nightNames,
  isDisabled,
  onChange,
}: NightlyRatesProps) {
  const intl = useIntl();
  const captionId = useId();
  const [sameRate, setSameRate] = useState('');
  if (stay.nights.length === 0) {
    return <p className={styles.muted}>{intl.formatMessage(m.ratesPending)}</p>;
  }
  const ratesField = stayField(index, 'nightlyRates');
  const changeNight = (position: number, patch: (night: NightDraft) => NightDraft, field: 'amount' | 'reason') =>
    onChange(
      stay.key,
      (current) => ({
        ...current,
        nights: current.nights.map((night, at) => (at === position ? patch(night) : night)),
      }),
      [nightField(index, position, field), ratesField],
    );
  const sourceLabel = (source: string | null) =>
    source === 'contract'
      ? intl.formatMessage(m.sourceContract)
      : source === 'rate-code'
        ? intl.formatMessage(m.sourceRateCode)
        : source === 'base-rate'
          ? intl.formatMessage(m.sourceBaseRate)
          : '';
  const dayName = (night: string) =>
    `${intl.formatMessage(weekdayMessages[weekdayOf(night) as keyof typeof weekdayMessages])} ${formatDate(night)}`;
  const fieldName = (night: string) => (nightNames === 'weekday' ? dayName(night) : formatDate(night));
  const sameRateValue = parseAmount(sameRate);
  const byContract = stay.contractPrice !== null || stay.nights.some((night) => night.source === 'contract');

  return (
    <div className={styles.rates}>
      <div className={styles.ratesBar}>
        <p className={styles.muted}>{intl.formatMessage(d.ratesHelp)}</p>
        <div className={styles.sameRate}>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={isDisabled}
            onPress={() => onChange(stay.key, repriced, [ratesField])}
          >
            {intl.formatMessage(byContract ? d.priceAgainContract : d.priceAgain)}
          </Button>
          <TextField
            label={intl.formatMessage(d.sameRate)}
            value={sameRate}
            onChange={setSameRate}
            inputMode="decimal"
            isDisabled={isDisabled}
            className={styles.amountField}
          />
          <Button
            variant="secondary"
            size="sm"
            isDisabled={isDisabled || sameRateValue === null}
            onPress={() => {
              if (sameRateValue === null) return;
              onChange(stay.key, (current) => withSameRate(current, sameRateValue), [ratesField]);
              setSameRate('');
            }}
          >
            {intl.formatMessage(d.applyRate)}
          </Button>
        </div>
      </div>
      {isFallback ? <p className={styles.muted}>{intl.formatMessage(m.quoteFailed)}</p> : null}
      <div className={styles.ratesScroller}>
        <table className={styles.ratesTable} aria-labelledby={captionId}>
          <caption id={captionId} className={styles.ratesCaption}>
            {intl.formatMessage(m.ratesHeading)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.night)}</th>
              <th scope="col" className={styles.numeric}>
                {intl.formatMessage(m.offered)}
              </th>
              <th scope="col">{intl.formatMessage(m.rate)}</th>
              <th scope="col">{intl.formatMessage(m.reason)}</th>
            </tr>
          </thead>
          <tbody>
            {stay.nights.map((night, position) => {
              const amountName = nightField(index, position, 'amount');
              const reasonName = nightField(index, position, 'reason');
              const named = fieldName(night.night);
              const overridden = isOverridden(night);
              return (
                <tr key={night.night} data-overridden={overridden ? 'true' : undefined}>
                  <th scope="row" className={styles.nightCell}>
                    {dayName(night.night)}
                  </th>
                  <td className={styles.numeric}>
                    {isRefused ? (
                      '—'
                    ) : night.offered === null ? (
                      '…'
                    ) : (
                      <span className={styles.offered}>
                        {formatMoney(night.offered)}
                        <span className={styles.source}>{sourceLabel(night.source)}</span>
                      </span>
                    )}
                  </td>
                  <td>
                    <TextField
                      aria-label={intl.formatMessage(rateForMessage, { night: named })}
                      name={amountName}
                      value={night.amount}
                      inputMode="decimal"
                      isDisabled={isDisabled}
                      onChange={(amount) => changeNight(position, (current) => withAmount(current, amount), 'amount')}
                      onBlur={() => {
                        const tidy = tidyAmount(night.amount);
                        if (tidy !== night.amount) {
                          onChange(
                            stay.key,
                            (current) => ({
                              ...current,
                              nights: current.nights.map((each) =>
                                each.night === night.night ? { ...each, amount: tidyAmount(each.amount) } : each,
                              ),
                            }),
                            [],
                          );
                        }
                      }}
                      isInvalid={Boolean(errors[amountName])}
                      errorMessage={errors[amountName]}
                      className={styles.amountField}
                    />
                  </td>
                  <td>
                    <TextField
                      aria-label={intl.formatMessage(reasonForMessage, { night: named })}
                      name={reasonName}
                      value={night.reason}
                      maxLength={LIMITS.rateReason}
                      placeholder={overridden ? intl.formatMessage(m.reasonPlaceholder) : undefined}
                      isRequired={overridden}
                      isDisabled={isDisabled}
                      onChange={(reason) => changeNight(position, (current) => ({ ...current, reason }), 'reason')}
                      isInvalid={Boolean(errors[reasonName])}
                      errorMessage={errors[reasonName]}
                      className={styles.reasonField}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
