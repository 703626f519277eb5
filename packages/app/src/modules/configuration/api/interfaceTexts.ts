import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

/**
 * Every interface text, one record per code and language (configuration/UserInterfaceText list).
 * A write to the path also reads the shell's texts again (shared/i18n/interfaceText.ts), so a
 * saved label shows on the tabs at once.
 */
export const interfaceTextsQuery = () => actionQuery('configuration/UserInterfaceText', 'list', []);

export const useUpdateInterfaceTexts = () => useCommand('configuration/UserInterfaceText', 'update');
export const useCreateInterfaceTexts = () => useCommand('configuration/UserInterfaceText', 'new');
export const useDeleteInterfaceTexts = () => useCommand('configuration/UserInterfaceText', 'delete');
