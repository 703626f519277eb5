import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

/** Every role with its functions and how many users hold it (security/role list). */
export const rolesQuery = () => actionQuery('security/role', 'list', []);

/** What each function grants ("path action"), for the role form; changes only with a release. */
export const roleGrantsQuery = () =>
  actionQuery('security/role', 'list-functions', [], { staleTime: Number.POSITIVE_INFINITY });

export const useCreateRole = () => useCommand('security/role', 'create');
export const useUpdateRole = () => useCommand('security/role', 'update');
export const useDeleteRole = () => useCommand('security/role', 'delete');
