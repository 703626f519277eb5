import { Card, formatDate, formatDateTime, Inline, ProgressBar, Stack, StatusChip } from '@pms/ui';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { DAY_END_STEPS, type DayEndRun, type DayEndStep, type DayEndStepName } from '../api/dayEnd.ts';
import { dayEndMessages as m } from './messages.ts';

export const STEP_WORDS: Record<DayEndStepName, MessageDescriptor> = {
  checks: m.stepChecks,
  'no-shows': m.stepNoShows,
  'room-charges': m.stepRoomCharges,
  'room-status': m.stepRoomStatus,
  statistics: m.stepStatistics,
  'close-date': m.stepCloseDate,
};

const STATUS_WORDS: Record<DayEndRun['status'], MessageDescriptor> = {
  running: m.statusRunning,
  completed: m.statusCompleted,
  failed: m.statusFailed,
  cancelled: m.statusCancelled,
};
const STATUS_TONES = { running: 'blue', completed: 'green', failed: 'red', cancelled: 'gray' } as const;

function StepItem({ name, step }: { name: DayEndStepName; step: DayEndStep | undefined }) {
  const intl = useIntl();
  const label = intl.formatMessage(STEP_WORDS[name]);
  return (
    <Stack as="li" space="xs">
      <Inline space="sm">
        <strong>{`${DAY_END_STEPS.indexOf(name) + 1}. ${label}`}</strong>
        {step ? (
          <StatusChip tone={STATUS_TONES[step.status]}>{intl.formatMessage(STATUS_WORDS[step.status])}</StatusChip>
        ) : (
          <StatusChip tone="gray">{intl.formatMessage(m.notRun)}</StatusChip>
        )}
        {step && step.status !== 'failed' ? <span>{intl.formatMessage(m.stepRows, { rows: step.rows })}</span> : null}
      </Inline>
      {step?.error ? <span>{intl.formatMessage(m.failedError, { error: step.error })}</span> : null}
    </Stack>
  );
}

/**
 * A run of the day-end and its steps in order, with a bar of the steps done. `current` says it is
 * the run of the hotel date now open (else it is the last one, of an earlier date).
 */
export function DayEndProgress({ run, current }: { run: DayEndRun; current: boolean }) {
  const intl = useIntl();
  const done = run.steps.filter((step) => step.status === 'completed').length;
  const date = formatDate(run.hotelDate);
  return (
    <Card heading={intl.formatMessage(current ? m.runTitle : m.lastRunTitle, { date })}>
      <Stack space="md">
        <Inline space="md">
          <StatusChip tone={STATUS_TONES[run.status]}>{intl.formatMessage(STATUS_WORDS[run.status])}</StatusChip>
          <span>
            {intl.formatMessage(m.runBy, {
              user: run.startedBy,
              time: formatDateTime(run.startedAt),
              attempts: run.attempts,
            })}
          </span>
        </Inline>
        <ProgressBar
          label={intl.formatMessage(m.progress)}
          value={done}
          maxValue={DAY_END_STEPS.length}
          valueLabel={intl.formatMessage(m.progressValue, { done, total: DAY_END_STEPS.length })}
        />
        <Stack as="ol" space="sm" aria-label={intl.formatMessage(m.stepsLabel)}>
          {DAY_END_STEPS.map((name) => (
            <StepItem key={name} name={name} step={run.steps.find((step) => step.step === name)} />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
