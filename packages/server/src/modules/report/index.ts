export { reportHandlers } from './dashboard.ts';
