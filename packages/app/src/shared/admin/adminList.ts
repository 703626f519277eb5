import { ApiError } from '@pms/api-client';
import { useDialogs, useToast } from '@pms/ui';
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
 * What every administration list does around a command on its rows: the busy popup, a reload
 * afterwards, the success toast, the spec's red alert for a refusal (§8), and "changed by someone
 * else" for a stale version.
 */
export function useAdminCommands(reload: () => void) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const toast = useToast();
  const [isBusy, setBusy] = useState(false);

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
      reload();
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

  return { isBusy, succeeded, reportStale, run, remove };
}
