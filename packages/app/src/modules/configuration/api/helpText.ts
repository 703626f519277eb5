import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

/** Every manual, one per menu and language (configuration/help-text list). */
export const helpTextsQuery = () => actionQuery('configuration/help-text', 'list', []);

export const useCreateHelpText = () => useCommand('configuration/help-text', 'create');
export const useUpdateHelpText = () => useCommand('configuration/help-text', 'update');
export const useDeleteHelpText = () => useCommand('configuration/help-text', 'delete');
