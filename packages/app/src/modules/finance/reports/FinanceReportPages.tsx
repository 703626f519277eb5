import { ReportScreen } from '../../../shared/report/ReportScreen.tsx';
import * as reports from './definitions.ts';

// One page per finance report, each the shared report screen with its description (definitions.ts).

export const GuestTrialBalancePage = () => <ReportScreen definition={reports.guestTrialBalance} />;
export const TrialBalanceReportPage = () => <ReportScreen definition={reports.trialBalance} />;
export const HotelRevenuePage = () => <ReportScreen definition={reports.hotelRevenue} />;
export const PostingJournalPage = () => <ReportScreen definition={reports.postingJournal} />;
export const JournalByTransactionCodePage = () => <ReportScreen definition={reports.journalByTransactionCode} />;
export const PostingSummaryPage = () => <ReportScreen definition={reports.postingSummary} />;
export const DailyStatisticReportPage = () => <ReportScreen definition={reports.dailyStatistics} />;
