import { Button, Form, ModalDialog, Notice, Select, SelectItem, Stack, TextArea, useToast } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import type { RoomStatus } from '../../../shared/rooms/roomStatus.ts';
import { type MaintenancePriority, maintenanceTypesQuery, useReportFault } from '../api/faults.ts';
import { faultReportedMessage, faultSubtitleMessage, roomStatusMessages as m } from './messages.ts';

const PRIORITIES: Record<MaintenancePriority, MessageDescriptor> = {
  low: m.priorityLow,
  normal: m.priorityNormal,
  high: m.priorityHigh,
  urgent: m.priorityUrgent,
};

/** The contract's longest fault description (MaintenanceCreate.description). */
const DESCRIPTION_MAX_LENGTH = 500;

/**
 * A fault an attendant finds in a room (a dripping tap, a dead lamp), sent to the engineers as a
 * maintenance order on the room: its type, what is wrong and how urgent it is.
 */
export function FaultDialog({ room, onClose }: { room: RoomStatus; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const formId = useId();
  const types = useQuery(maintenanceTypesQuery());
  const report = useReportFault();
  const [typeId, setTypeId] = useState<number | null>(null);
  const [priority, setPriority] = useState<MaintenancePriority>('normal');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ type?: string; description?: string }>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = description.trim();
    const missing = {
      ...(typeId === null ? { type: intl.formatMessage(m.faultTypeRequired) } : {}),
      ...(text === '' ? { description: intl.formatMessage(m.faultDescriptionRequired) } : {}),
    };
    setErrors(missing);
    if (typeId === null || text === '') return;
    try {
      const [order] = await report.run([
        { maintenanceTypeId: typeId, roomId: room.roomId, priority, description: text },
      ]);
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.success),
        message: intl.formatMessage(faultReportedMessage, { order: order?.id ?? 0, room: room.roomNumber }),
      });
      onClose();
    } catch {
      // The failure shows in the dialog (report.error), which stays open for another try.
    }
  };

  const isSaving = report.isPending;
  return (
    <ModalDialog
      isOpen
      size="sm"
      onOpenChange={(open) => !open && !isSaving && onClose()}
      title={intl.formatMessage(m.faultTitle)}
      subtitle={intl.formatMessage(faultSubtitleMessage, { room: room.roomNumber })}
      isKeyboardDismissDisabled={isSaving}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isSaving}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button variant="primary" type="submit" form={formId} isDisabled={isSaving}>
            {intl.formatMessage(m.report)}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        onSubmit={(event) => void submit(event)}
        aria-label={intl.formatMessage(m.faultTitle)}
        validationErrors={report.fieldErrors}
      >
        <Stack space="md">
          {report.error && Object.keys(report.fieldErrors).length === 0 ? (
            <Notice tone="error" title={failureTitle(intl, report.error)}>
              {failureText(intl, report.error)}
            </Notice>
          ) : null}
          <Select<{ id: number; code: string; name: string }>
            name="maintenanceTypeId"
            label={intl.formatMessage(m.faultType)}
            items={types.data ?? []}
            selectedKey={typeId}
            onSelectionChange={(key) => {
              setTypeId(key === null ? null : Number(key));
              setErrors(({ type: _, ...rest }) => rest);
            }}
            isRequired
            isInvalid={errors.type ? true : undefined}
            errorMessage={errors.type}
          >
            {(type) => (
              <SelectItem id={type.id} textValue={type.name}>
                {type.name}
              </SelectItem>
            )}
          </Select>
          <TextArea
            name="description"
            label={intl.formatMessage(m.faultDescription)}
            value={description}
            rows={3}
            maxLength={DESCRIPTION_MAX_LENGTH}
            isRequired
            isInvalid={errors.description ? true : undefined}
            errorMessage={errors.description}
            onChange={(typed) => {
              setDescription(typed);
              setErrors(({ description: _, ...rest }) => rest);
            }}
          />
          <Select
            name="priority"
            label={intl.formatMessage(m.priority)}
            selectedKey={priority}
            onSelectionChange={(key) => key !== null && setPriority(key as MaintenancePriority)}
          >
            {(Object.keys(PRIORITIES) as MaintenancePriority[]).map((choice) => (
              <SelectItem key={choice} id={choice}>
                {intl.formatMessage(PRIORITIES[choice])}
              </SelectItem>
            ))}
          </Select>
        </Stack>
      </Form>
    </ModalDialog>
  );
}
