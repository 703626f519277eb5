import { ApiError } from '@pms/api-client';
import { useDialogs, useToast } from '@pms/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import { type CashierShift, currentShiftQuery, useOpenShiftCommand } from '../api/shift.ts';
import { shiftMessages as m } from './messages.ts';

export interface OpenShift {
  /** The caller's open shift; null when none is open; undefined while it loads. */
  shift: CashierShift | null | undefined;
  /**
   * The open shift, asking for one first when there is none: the spec's shift choice (AM, PM,
   * Night, Cancel) opens the chosen shift. Null when staff cancel or the open is refused (said in
   * an error dialog). Call it before every posting command.
   */
  ensureShift: () => Promise<CashierShift | null>;
  /** After a refusal NO_OPEN_SHIFT (the shift was closed elsewhere): read the shift again. */
  forget: () => Promise<void>;
  isOpening: boolean;
  /**
   * While the shift choice is on screen. A modal form that calls ensureShift() hides itself
   * meanwhile (`isOpen={!isAsking}`, its state kept): a modal makes everything outside it inert,
   * the shift choice included.
   */
  isAsking: boolean;
}

/**
 * The caller's cashier shift for any screen that posts (guest folio, posting, deposits, outlets):
 *
 * ```ts
 * const { shift, ensureShift } = useOpenShift();
 * const submit = async () => {
 *   if (!(await ensureShift())) return; // cancelled: nothing is posted
 *   await post.run([...]);
 * };
 * ```
 */
export function useOpenShift(): OpenShift {
  const intl = useIntl();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const current = useQuery(currentShiftQuery());
  const open = useOpenShiftCommand();
  const [isAsking, setAsking] = useState(false);

  const forget = useCallback(
    () => queryClient.invalidateQueries({ queryKey: currentShiftQuery().queryKey }),
    [queryClient],
  );

  const ensureShift = useCallback(async (): Promise<CashierShift | null> => {
    const known = current.data ?? (await queryClient.fetchQuery(currentShiftQuery()).then((answer) => answer[0]));
    if (known) return known;
    setAsking(true);
    const choice = await dialogs
      .chooseShift({ title: intl.formatMessage(m.chooseTitle), message: intl.formatMessage(m.chooseMessage) })
      .finally(() => setAsking(false));
    if (choice === 'Cancel') return null;
    try {
      const [opened] = await open.run([{ shift: choice }]);
      await forget();
      if (opened) {
        toast.show({
          tone: 'success',
          title: intl.formatMessage(m.openedTitle),
          message: intl.formatMessage(m.opened, { shift: opened.shift }),
        });
      }
      return opened ?? null;
    } catch (error) {
      // Opened in another tab meanwhile: that shift is the one to post in.
      if (error instanceof ApiError && error.code === 'SHIFT_OPEN') {
        const [again] = await queryClient.fetchQuery({ ...currentShiftQuery(), staleTime: 0 });
        if (again) return again;
      }
      setAsking(true);
      await dialogs
        .error({ title: failureTitle(intl, error), message: failureText(intl, error) })
        .finally(() => setAsking(false));
      return null;
    }
  }, [current.data, queryClient, dialogs, intl, open, forget, toast]);

  return { shift: current.data, ensureShift, forget, isOpening: open.isPending, isAsking };
}

/** Whether a command was refused because the caller has no open shift (closed in another tab). */
export const isNoOpenShift = (error: unknown): boolean => error instanceof ApiError && error.code === 'NO_OPEN_SHIFT';
