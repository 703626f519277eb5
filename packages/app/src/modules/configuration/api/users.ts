import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

/** Every user with their roles and sign-in state (security/user list); the screen filters them itself. */
export const usersQuery = () => actionQuery('security/user', 'list', []);

// A role's user count moves with every user saved, enabled or disabled.
const ROLES = [['security/role']] as const;

export const useCreateUser = () => useCommand('security/user', 'create', { invalidates: ROLES });
export const useUpdateUser = () => useCommand('security/user', 'update', { invalidates: ROLES });
export const useUnlockUser = () => useCommand('security/user', 'unlock');
export const useResetPassword = () => useCommand('security/user', 'reset-password');
