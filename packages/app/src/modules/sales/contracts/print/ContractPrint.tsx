import { formatDate, formatMoney, lightTheme, themeRoot } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { memo, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { hotelDetailQuery } from '../../../../shared/hotelDetail.ts';
import { referenceQuery } from '../../../../shared/query/actionQuery.ts';
import * as print from '../../../../shared/report/ReportPrintLayout.css.ts';
import type { ContractRecord, ContractVersionRecord } from '../api/contract.ts';
import { adultsMessage, contractMessages as m, printMessages as p, ruleKindMessages } from '../messages.ts';
import { ANY_MEAL } from '../model/body.ts';
import { RULE_KINDS, rulesOfKind } from '../model/rules.ts';
import { childPolicyWords, dynamicWords, ruleWords, seasonAllotmentWords } from '../model/words.ts';
import { kindText, useFormats, validityText, versionText } from '../parts.tsx';
import * as styles from './ContractPrint.css.ts';

const LANG: Record<string, string> = { th: 'th', lo: 'lo' };

/** The columns a season's printed rates need: only the meal plans and occupancies it prices. */
function columnsOf(rates: ContractVersionRecord['body']['seasons'][number]['rates']) {
  const keys = new Map<string, { mealPlan: string; adults: number }>();
  for (const rate of rates) {
    const mealPlan = rate.mealPlan ?? ANY_MEAL;
    keys.set(`${mealPlan}|${rate.adults}`, { mealPlan, adults: rate.adults });
  }
  return [...keys.values()].sort((a, b) =>
    a.mealPlan === b.mealPlan ? a.adults - b.adults : a.mealPlan < b.mealPlan ? -1 : 1,
  );
}

/**
 * The contract as a document for signature: the hotel and the partner, the version and its
 * validity, the seasons with their rates and allotment (or a dynamic profile's terms), the child policy, every
 * rule in words, and signature lines for both sides. Hidden on screen; when printing (the report
 * print layout's rules), it is all that shows.
 */
export const ContractPrint = memo(function ContractPrint({
  contract,
  version,
  hotelDate,
}: {
  contract: ContractRecord;
  version: ContractVersionRecord;
  hotelDate: string | undefined;
}) {
  const intl = useIntl();
  const formats = useFormats();
  const hotel = useQuery(hotelDetailQuery());
  const roomTypeList = useQuery(referenceQuery('configuration/room-type'));
  const roomName = (code: string) =>
    (roomTypeList.data as { code: string; name: string }[] | undefined)?.find((type) => type.code === code)?.name ?? '';
  const hotelName = hotel.data?.name ?? '';
  const { body } = version;
  const title = intl.formatMessage(contract.kind === 'static' ? p.titleStatic : p.titleDynamic, {
    code: contract.code,
    name: contract.name,
  });

  // "Save as PDF" names the file after the page title.
  useEffect(() => {
    let previous: string | null = null;
    const before = () => {
      previous = document.title;
      document.title = `${contract.code} v${version.number}`;
    };
    const after = () => {
      if (previous !== null) document.title = previous;
      previous = null;
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      after();
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [contract.code, version.number]);

  const roomTypes = [...new Set(body.seasons.flatMap((season) => season.rates.map((rate) => rate.roomType)))];
  // Each season says its allotment (or that it has none) once any season of the contract holds rooms.
  const hasAllotment = body.seasons.some((season) => (season.allotments ?? []).length > 0);
  const mealText = (mealPlan: string) => (mealPlan === ANY_MEAL ? intl.formatMessage(m.anyMealPlan) : mealPlan);

  return createPortal(
    <div
      className={[lightTheme, themeRoot, print.root].join(' ')}
      lang={LANG[intl.locale.slice(0, 2)] ?? 'en'}
      data-report-print=""
    >
      <style>{'@media print { @page { size: A4 portrait; margin: 14mm 12mm; } }'}</style>
      <header className={print.header}>
        <p className={print.hotel}>{hotelName}</p>
        <h1 className={print.title}>{title}</h1>
        <ul className={print.parameters}>
          <li>{`${intl.formatMessage(m.partner)}: ${contract.companyName}`}</li>
          <li>{`${intl.formatMessage(m.kind)}: ${kindText(intl, contract.kind)}`}</li>
          <li>{`${intl.formatMessage(m.currency)}: ${contract.currencyCode}`}</li>
          <li>{versionText(intl, version)}</li>
          <li>{`${intl.formatMessage(m.validity)}: ${validityText(intl, version.validFrom, version.validTo)}`}</li>
        </ul>
        {hotelDate ? (
          <p className={print.generated}>{`${intl.formatMessage(p.printedOn)}: ${formatDate(hotelDate)}`}</p>
        ) : null}
      </header>

      <section className={styles.section}>
        <h2 className={styles.heading}>{intl.formatMessage(p.termsHeading)}</h2>
        <p>
          {intl.formatMessage(body.dynamic ? p.termsIntroDynamic : p.termsIntro, {
            partner: contract.companyName,
            hotel: hotelName,
            currency: contract.currencyCode,
          })}
        </p>
      </section>

      {body.dynamic ? (
        <section className={styles.section}>
          <h2 className={styles.heading}>{intl.formatMessage(m.publicRate)}</h2>
          <ul className={styles.lines}>
            {dynamicWords(formats, body.dynamic).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : (
        <section className={styles.section}>
          <h2 className={styles.heading}>{intl.formatMessage(m.seasons)}</h2>
          {body.seasons.length === 0 ? <p>{intl.formatMessage(m.noSeasons)}</p> : null}
          {body.seasons.length > 0 ? (
            <table className={print.table}>
              <thead>
                <tr>
                  <th>{intl.formatMessage(m.seasonCode)}</th>
                  <th>{intl.formatMessage(m.seasonName)}</th>
                  <th>{intl.formatMessage(m.nights)}</th>
                  <th data-align="end">{intl.formatMessage(m.minNights)}</th>
                </tr>
              </thead>
              <tbody>
                {body.seasons.map((season) => (
                  <tr key={season.code}>
                    <td>{season.code}</td>
                    <td>{season.name ?? ''}</td>
                    <td data-kind="date">{validityText(intl, season.nights.from, season.nights.to)}</td>
                    <td data-align="end">{season.minNights ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {body.seasons.map((season) => {
            const columns = columnsOf(season.rates);
            const oneMealPlan = columns.every((column) => column.mealPlan === ANY_MEAL);
            const amountOf = (roomType: string, mealPlan: string, adults: number) =>
              season.rates.find(
                (rate) =>
                  rate.roomType === roomType && rate.adults === adults && (rate.mealPlan ?? ANY_MEAL) === mealPlan,
              )?.amount;
            return (
              <div key={season.code} className={styles.section}>
                <h3 className={styles.seasonTitle}>
                  {intl.formatMessage(p.ratesOf, {
                    season: season.name ? `${season.code} ${season.name}` : season.code,
                    currency: contract.currencyCode,
                  })}
                </h3>
                {season.rates.length === 0 ? (
                  <p>{intl.formatMessage(p.noRates)}</p>
                ) : (
                  <table className={print.table}>
                    <thead>
                      <tr>
                        <th>{intl.formatMessage(m.roomType)}</th>
                        {columns.map((column) => (
                          <th key={`${column.mealPlan}|${column.adults}`} data-align="end">
                            {oneMealPlan
                              ? intl.formatMessage(adultsMessage, { count: column.adults })
                              : `${mealText(column.mealPlan)} · ${intl.formatMessage(adultsMessage, { count: column.adults })}`}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {roomTypes
                        .filter((roomType) => season.rates.some((rate) => rate.roomType === roomType))
                        .map((roomType) => (
                          <tr key={roomType}>
                            <td>{`${roomType} ${roomName(roomType)}`.trim()}</td>
                            {columns.map((column) => {
                              const amount = amountOf(roomType, column.mealPlan, column.adults);
                              return (
                                <td key={`${column.mealPlan}|${column.adults}`} data-align="end">
                                  {amount ? formatMoney(amount) : '—'}
                                </td>
                              );
                            })}
                          </tr>
                        ))}
                    </tbody>
                  </table>
                )}
                {hasAllotment ? (
                  <p className={styles.allotment}>
                    {(season.allotments ?? []).length > 0
                      ? intl.formatMessage(p.allotment, {
                          allotments: seasonAllotmentWords(formats, season.allotments).join('; '),
                        })
                      : intl.formatMessage(p.noAllotment)}
                  </p>
                ) : null}
              </div>
            );
          })}
          {hasAllotment ? <p>{intl.formatMessage(p.allotmentNote)}</p> : null}
        </section>
      )}

      <section className={styles.section}>
        <h2 className={styles.heading}>{intl.formatMessage(m.childPolicy)}</h2>
        <ul className={styles.lines}>
          {childPolicyWords(formats, body.childPolicy).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>{intl.formatMessage(p.rulesHeading)}</h2>
        {body.rules.length === 0 ? <p>{intl.formatMessage(p.noRules)}</p> : null}
        {RULE_KINDS.map((kind) => {
          const rules = rulesOfKind(body, kind);
          if (rules.length === 0) return null;
          return (
            <div key={kind}>
              <h3 className={styles.seasonTitle}>{intl.formatMessage(ruleKindMessages[kind])}</h3>
              <ul className={styles.lines}>
                {rules.map(({ rule }) => (
                  <li key={rule.id}>{ruleWords(formats, rule)}</li>
                ))}
              </ul>
            </div>
          );
        })}
        <p>{intl.formatMessage(p.combinationNote)}</p>
      </section>

      <div className={styles.signatures}>
        {[
          intl.formatMessage(p.forHotel, { hotel: hotelName }),
          intl.formatMessage(p.forPartner, { partner: contract.companyName }),
        ].map((side) => (
          <div key={side} className={styles.signature}>
            <strong>{side}</strong>
            {[p.signature, p.nameAndTitle, p.date].map((caption) => (
              <div key={caption.id} className={styles.signatureLine}>
                {intl.formatMessage(caption)}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>,
    document.body,
  );
});
