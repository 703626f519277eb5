import { ReportScreen } from '../../../shared/report/ReportScreen.tsx';
import { maintenanceReport } from './reportDefinition.ts';

/** Spec §2 app/maintenance-report on the shared report screen. */
export const MaintenanceReportPage = () => <ReportScreen definition={maintenanceReport} />;
