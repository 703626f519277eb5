import { ReportScreen } from '../../../shared/report/ReportScreen.tsx';
import * as reports from './definitions.ts';

// One page per cashier report, each the shared report screen with its description (definitions.ts).

export const HighBalanceReportPage = () => <ReportScreen definition={reports.highBalance} />;
export const DepositLedgerReportPage = () => <ReportScreen definition={reports.depositLedger} />;
export const DepositTransferReportPage = () => <ReportScreen definition={reports.depositTransfer} />;
export const DepartureExtendedReportPage = () => <ReportScreen definition={reports.departureExtended} />;
export const CurrencyExchangeReportPage = () => <ReportScreen definition={reports.currencyExchange} />;
export const CorrectionsReportPage = () => <ReportScreen definition={reports.corrections} />;
export const CheckedOutMessagesReportPage = () => <ReportScreen definition={reports.checkedOutMessages} />;
export const ClosedShiftReportPage = () => <ReportScreen definition={reports.closedShift} />;
export const ClosedShiftTimeReportPage = () => <ReportScreen definition={reports.closedShiftTime} />;
export const PostingJournalReportPage = () => <ReportScreen definition={reports.postingJournal} />;
