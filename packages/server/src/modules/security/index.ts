import type { HandlerMap } from '../../api/handlers.ts';
import type { TokenService } from '../../auth/tokens.ts';
import { authenticationHandlers } from './authentication.ts';
import { roleHandlers } from './roles.ts';
import { userHandlers } from './users.ts';

export function securityHandlers(tokens: TokenService) {
  return {
    'security/authentication': authenticationHandlers(tokens),
    'security/user': userHandlers,
    'security/role': roleHandlers,
  } satisfies Partial<HandlerMap>;
}
