import type { ActionOf, ApiPath, RequestData, ResponseData } from '@pms/api-client';
import type { FormValidationErrors } from '@pms/ui';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorsOf } from '../admin/failures.ts';
import { ownWritesOf } from '../live/ownWrites.ts';
import { apiOf } from './client.ts';
import { createIntentKeys } from './intentKeys.ts';

export interface CommandOptions<P extends ApiPath, A extends ActionOf<P>> {
  /**
   * What the command changes, as query-key prefixes: `['configuration/room']` reads again every
   * read of that path. Every read of the command's own path is read again in any case.
   */
  invalidates?: readonly QueryKey[] | ((data: RequestData<P, A>, answer: ResponseData<P, A>) => readonly QueryKey[]);
  /** Send an Idempotency-Key, one per user intent (intentKeys.ts); default true. */
  idempotent?: boolean;
  /** List fields whose item errors ('/data/0/roles/1') belong on the list's own input. */
  listFields?: readonly string[];
}

/**
 * One command action of the API, as a form or a button sends it: pending state, the server's
 * field errors by input name, one Idempotency-Key per user intent, and the reads it changed
 * invalidated. `run` answers the action's data or throws the ApiError.
 */
export function useCommand<P extends ApiPath, A extends ActionOf<P>>(
  path: P,
  action: A,
  options: CommandOptions<P, A> = {},
) {
  const queryClient = useQueryClient();
  const [intents] = useState(() => createIntentKeys());
  const { idempotent = true, invalidates, listFields } = options;

  const invalidated = (data: RequestData<P, A>, answer: ResponseData<P, A>): QueryKey[] => [
    [path],
    ...(typeof invalidates === 'function' ? invalidates(data, answer) : (invalidates ?? [])),
  ];

  const mutation = useMutation({
    mutationFn: async (data: RequestData<P, A>) => {
      const idempotencyKey = idempotent ? intents.keyFor([path, action, data]) : undefined;
      // The live stream tells this tab its own change too: it leaves out what onSuccess reads again.
      const own = idempotencyKey ? ownWritesOf(queryClient).begin(idempotencyKey) : undefined;
      try {
        const answer = await apiOf(queryClient).call(path, action, data, idempotencyKey ? { idempotencyKey } : {});
        const result = answer.data as ResponseData<P, A>;
        own?.answered(invalidated(data, result));
        return result;
      } catch (error) {
        own?.failed();
        throw error;
      }
    },
    onSuccess: async (answer, data) => {
      intents.succeeded();
      await Promise.all(invalidated(data, answer).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });

  // Broken contract rules read in the user's language (see fieldErrorsOf).
  const intl = useIntl();
  const fieldErrors: FormValidationErrors = useMemo(
    () => fieldErrorsOf(mutation.error, listFields, intl),
    [mutation.error, listFields, intl],
  );

  return {
    /** Sends the command; answers its data, or throws the ApiError (also kept in `error`). */
    run: mutation.mutateAsync,
    isPending: mutation.isPending,
    error: mutation.error,
    fieldErrors,
    /** Forgets the last error (a dialog closed, a field edited). */
    reset: mutation.reset,
  };
}
