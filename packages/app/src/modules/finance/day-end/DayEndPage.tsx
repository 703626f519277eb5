import { ApiError } from '@pms/api-client';
import {
  Button,
  formatDate,
  formatMoney,
  Inline,
  Notice,
  ProgressBar,
  Stack,
  Toolbar,
  useDialogs,
  useToast,
} from '@pms/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { AdminScreen, LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import { ReloadIcon } from '../../../shared/admin/icons.tsx';
import { commonMessages } from '../../../shared/admin/messages.ts';
import { hotelDateQuery } from '../../../shared/hotelDate.ts';
import { sessionAtom } from '../../../shared/session/controller.ts';
import { grants } from '../../../shared/session/landing.ts';
import { type DayEndRun, dayEndPreviewQuery, dayEndStatusQuery, useCancelDayEnd, useRunDayEnd } from '../api/dayEnd.ts';
import { DayEndFindings } from './DayEndFindings.tsx';
import { DayEndPlan } from './DayEndPlan.tsx';
import { DayEndProgress, STEP_WORDS } from './DayEndProgress.tsx';
import { dayEndMessages as m } from './messages.ts';

type RunDone = Awaited<ReturnType<ReturnType<typeof useRunDayEnd>['run']>>[number];

/** The refusals of a run or a cancel that staff meet, in their words (day-end.ts on the server). */
const REFUSALS: Record<string, { title: MessageDescriptor; message: typeof m.staleMessage }> = {
  STALE_HOTEL_DATE: { title: m.staleTitle, message: m.staleMessage },
  DAY_END_RUNNING: { title: m.busyTitle, message: m.busyMessage },
  DAY_END_BLOCKED: { title: m.blockedTitle, message: m.blockedMessage },
  DAY_END_DONE: { title: m.doneAlreadyTitle, message: m.doneAlreadyMessage },
};

/**
 * app/day-end, the night audit (spec menu Cashier; issue 19): the preview of the hotel date first
 * (what blocks the run, with the screens that resolve it, what the run decides on its own, and the
 * room charges it will post), then the run for the date the screen read, confirmed, with its steps.
 * A run that stopped is resumed or cancelled here. The cashier and reception run it; management
 * reads the preview and the run.
 */
export function DayEndPage() {
  const intl = useIntl();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const session = useAtomValue(sessionAtom);
  const mayRun = session ? grants(session, 'CASHIER') || grants(session, 'RECEPTION') : false;
  const preview = useQuery(dayEndPreviewQuery());
  const status = useQuery(dayEndStatusQuery());
  const runCommand = useRunDayEnd();
  const cancelCommand = useCancelDayEnd();
  const [done, setDone] = useState<RunDone | null>(null);

  const shown = preview.data ?? null;
  const state = status.data ?? null;
  const run: DayEndRun | null = state?.run ?? null;
  const isCurrentRun = run !== null && state !== null && run.hotelDate === state.hotelDate;
  const stopped = isCurrentRun && run?.status === 'failed' ? run : null;
  const blockers = shown?.findings.filter((finding) => finding.severity === 'blocker').length ?? 0;
  const busy = runCommand.isPending || cancelCommand.isPending;

  const reload = () => Promise.all([preview.refetch(), status.refetch()]);

  /** Tells why a run or cancel was refused, reading again what the refusal made stale. */
  const refused = async (error: unknown, hotelDate: string) => {
    await Promise.all([reload(), queryClient.invalidateQueries({ queryKey: hotelDateQuery().queryKey })]);
    // A run that stopped at a step is on screen now, with its step and reason.
    if (error instanceof ApiError && error.code === 'DAY_END_FAILED') return;
    const words = error instanceof ApiError ? REFUSALS[error.code] : undefined;
    await dialogs.error(
      words
        ? {
            title: intl.formatMessage(words.title),
            message: intl.formatMessage(words.message, { date: formatDate(hotelDate) }),
          }
        : { title: failureTitle(intl, error), message: failureText(intl, error) },
    );
  };

  const startRun = async () => {
    if (!shown) return;
    const confirmed = await dialogs.confirm({
      title: intl.formatMessage(m.confirmTitle),
      message: intl.formatMessage(m.confirmRun, {
        date: formatDate(shown.hotelDate),
        next: formatDate(shown.nextHotelDate),
      }),
    });
    if (!confirmed) return;
    setDone(null);
    try {
      const [answer] = await runCommand.run([{ hotelDate: shown.hotelDate }]);
      if (answer) setDone(answer);
    } catch (error) {
      await refused(error, shown.hotelDate);
    }
  };

  const cancelRun = async () => {
    if (!stopped) return;
    const confirmed = await dialogs.confirm({
      title: intl.formatMessage(m.confirmCancelTitle),
      message: intl.formatMessage(m.confirmCancel, { date: formatDate(stopped.hotelDate) }),
    });
    if (!confirmed) return;
    try {
      await cancelCommand.run([{ hotelDate: stopped.hotelDate }]);
      toast.show({ tone: 'success', title: intl.formatMessage(m.cancelled) });
    } catch (error) {
      await refused(error, stopped.hotelDate);
    }
  };

  // Management sees why the run waits too.
  const reason = blockers > 0 ? intl.formatMessage(m.blocked, { count: blockers }) : null;
  const actions = mayRun ? (
    <>
      <Button
        variant="primary"
        isDisabled={!shown?.canRun || busy}
        isPending={runCommand.isPending}
        aria-describedby={reason ? reasonId : undefined}
        onPress={() => void startRun()}
      >
        {intl.formatMessage(stopped ? m.runAgain : m.run)}
      </Button>
      {stopped ? (
        <Button
          variant="secondary"
          isDisabled={busy}
          isPending={cancelCommand.isPending}
          onPress={() => void cancelRun()}
        >
          {intl.formatMessage(m.cancel)}
        </Button>
      ) : null}
    </>
  ) : null;

  return (
    <AdminScreen
      title={intl.formatMessage(m.title)}
      intro={
        shown
          ? intl.formatMessage(m.intro, { date: formatDate(shown.hotelDate), next: formatDate(shown.nextHotelDate) })
          : intl.formatMessage(m.introLoading)
      }
      bar={
        <Inline space="md" align="between" width="full">
          <span id={reasonId} aria-live="polite">
            {reason}
          </span>
          <Toolbar aria-label={intl.formatMessage(m.toolbar)} className={adminStyles.toolbar}>
            {actions}
            <Button
              variant="secondary"
              onPress={() => void reload()}
              isDisabled={preview.isFetching || status.isFetching}
            >
              <span className={adminStyles.buttonContent}>
                <ReloadIcon />
                {intl.formatMessage(commonMessages.reload)}
              </span>
            </Button>
          </Toolbar>
        </Inline>
      }
      notice={<LoadFailure error={preview.error ?? status.error} />}
    >
      <Stack space="lg">
        {mayRun ? null : (
          <Notice tone="info" title={intl.formatMessage(m.title)}>
            {intl.formatMessage(m.readOnly)}
          </Notice>
        )}
        {runCommand.isPending && shown ? (
          <Stack space="sm">
            <ProgressBar label={intl.formatMessage(m.running, { date: formatDate(shown.hotelDate) })} isIndeterminate />
            <span>{intl.formatMessage(m.runningHelp)}</span>
          </Stack>
        ) : null}
        {done ? (
          <Notice tone="success" title={intl.formatMessage(m.doneTitle)}>
            {intl.formatMessage(m.doneMessage, {
              date: formatDate(done.run.hotelDate),
              next: formatDate(done.hotelDate),
              count: done.roomChargeTotals.count,
              total: formatMoney(done.roomChargeTotals.total),
            })}
          </Notice>
        ) : null}
        {stopped ? (
          <Notice
            tone="error"
            title={intl.formatMessage(m.failedTitle, {
              date: formatDate(stopped.hotelDate),
              step: stopped.failedStep ? intl.formatMessage(STEP_WORDS[stopped.failedStep]) : '',
            })}
          >
            <Stack space="xs">
              <span>{intl.formatMessage(m.failedMessage)}</span>
              {stopped.error ? <span>{intl.formatMessage(m.failedError, { error: stopped.error })}</span> : null}
            </Stack>
          </Notice>
        ) : null}
        {done ? (
          <DayEndProgress run={done.run} current />
        ) : run ? (
          <DayEndProgress run={run} current={isCurrentRun} />
        ) : null}
        {shown ? (
          <>
            <DayEndFindings findings={shown.findings} />
            <DayEndPlan preview={shown} />
          </>
        ) : null}
      </Stack>
    </AdminScreen>
  );
}
