import { ApiError } from '@pms/api-client';
import { useDialogs, useToast } from '@pms/ui';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle, isStaleVersion } from './failures.ts';
import { commonMessages } from './messages.ts';

/** Whether every word of `query` occurs in `text`, ignoring case: the search of every list here. */
export function matchesQuery(text: string, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/);
  const haystack = text.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * The latest value, read through a ref. A grid re-renders every row when its columns change, so
 * columns read their handlers through this and change only with the language.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

interface RunOptions {
  /** Heading of the red alert when the command is refused; "Not saved" or "Not allowed" otherwise. */
  refusedTitle?: (error: unknown) => string | undefined;
  /** Reloads the list after a refusal too: what was refused may have changed meanwhile. */
  reloadOnFailure?: boolean;
}

/**
 * What a list reads again after a command on its rows: the query-key prefixes of its reads
 * (`[['security/user']]`), or, for a screen that still loads by hand, a function.
 */
export type ListReads = readonly QueryKey[] | (() => void);

/**
 * What every administration list does around a command on its rows: the busy popup, the success
 * toast, the spec's red alert for a refusal (§8), "changed by someone else" for a stale version,
 * and the list read again. A command sent with useCommand has already invalidated the reads of its
 * own path when it answers; `reads` are read again after a refusal too (what was refused may
 * have changed meanwhile).
 */
export function useAdminCommands(reads: ListReads) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [isBusy, setBusy] = useState(false);
  // Callers write their keys inline; the latest ones are read when a command ends.
  const latestReads = useLatest(reads);

  const reload = useCallback(() => {
    const current = latestReads.current;
    if (typeof current === 'function') current();
    else for (const queryKey of current) void queryClient.invalidateQueries({ queryKey });
  }, [latestReads, queryClient]);

  const succeeded = useCallback(
    () => toast.show({ tone: 'success', title: intl.formatMessage(commonMessages.success) }),
    [intl, toast],
  );

  const reportStale = useCallback(() => {
    reload();
    void dialogs.error({
      title: intl.formatMessage(commonMessages.staleTitle),
      message: intl.formatMessage(commonMessages.staleBody),
    });
  }, [dialogs, intl, reload]);

  /** Runs one command with the busy popup; answers its result, or undefined once the refusal is shown. */
  const run = async <T>(command: () => Promise<T>, options: RunOptions = {}): Promise<{ value: T } | undefined> => {
    setBusy(true);
    let result: { value: T } | { error: unknown };
    try {
      result = { value: await command() };
    } catch (error) {
      result = { error };
    }
    // The busy popup goes before any alert comes, so the two never show at once.
    setBusy(false);
    if ('value' in result) {
      // useCommand has invalidated what the command changed; a hand-made reload is told here.
      if (typeof latestReads.current === 'function') reload();
      return result;
    }
    if (isStaleVersion(result.error)) {
      reportStale();
      return undefined;
    }
    if (options.reloadOnFailure) reload();
    void dialogs.error({
      title: options.refusedTitle?.(result.error) ?? failureTitle(intl, result.error),
      message: failureText(intl, result.error),
    });
    return undefined;
  };

  /** Spec §8: "Do you want to delete?" first; a refused delete says "Can not Delete" and why. */
  const remove = async (title: string, command: () => Promise<unknown>): Promise<boolean> => {
    const confirmed = await dialogs.confirm({
      title,
      message: intl.formatMessage(commonMessages.confirmDelete),
      isDestructive: true,
    });
    if (!confirmed) return false;
    const done = await run(command, {
      reloadOnFailure: true,
      // A row still in use (409 IN_USE) or kept by a rule (422): the server says which.
      refusedTitle: (error) =>
        error instanceof ApiError && (error.status === 409 || error.status === 422)
          ? intl.formatMessage(commonMessages.canNotDelete)
          : undefined,
    });
    if (done) succeeded();
    return done !== undefined;
  };

  return { isBusy, succeeded, reportStale, reload, run, remove };
}
