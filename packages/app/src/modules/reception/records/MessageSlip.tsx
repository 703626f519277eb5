import { Button, formatDateTime, lightTheme, ModalDialog, themeRoot } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { hotelDetailQuery } from '../../../shared/hotelDetail.ts';
import { type GuestMessage, usePrintMessage } from '../api/records.ts';
import * as styles from './MessageSlip.css.ts';
import { recordMessages as m, slipGuestMessage } from './messages.ts';
import { useRowCommand } from './parts.tsx';

/** The slip's lines, the same on screen and on paper. */
function SlipContent({ message, hotelName }: { message: GuestMessage; hotelName: string }) {
  const intl = useIntl();
  return (
    <>
      <p className={styles.hotel}>{hotelName}</p>
      <h2 className={styles.heading}>{intl.formatMessage(m.slipTitle)}</h2>
      <p className={styles.line}>
        <strong>{intl.formatMessage(m.slipFor)}: </strong>
        {intl.formatMessage(slipGuestMessage, { guest: message.guestName, room: message.roomNumber || '—' })}
      </p>
      <p className={styles.line}>
        <strong>{intl.formatMessage(m.slipFrom)}: </strong>
        {[message.fromName, message.fromContact].filter(Boolean).join(' · ')}
      </p>
      <p className={styles.text}>{message.text}</p>
      <p className={styles.line}>
        {intl.formatMessage(m.slipTaken)}: {formatDateTime(message.takenAt)} · {message.takenBy}
      </p>
    </>
  );
}

/**
 * The print view of one message: a slip for the guest (hotel, guest and room, who left it, the
 * text, when and by whom it was taken). Print records that it was printed, then prints the slip
 * alone on the page.
 */
export function MessageSlip({ message, onClose }: { message: GuestMessage; onClose: () => void }) {
  const intl = useIntl();
  const hotel = useQuery(hotelDetailQuery());
  const record = usePrintMessage();
  const command = useRowCommand();
  const hotelName = hotel.data?.name ?? '';
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.messagePrint)}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage(m.close)}
          </Button>
          <Button
            variant="primary"
            isPending={record.isPending}
            onPress={async () => {
              await command(() => record.run([{ id: message.id, version: message.version }]));
              window.print();
            }}
          >
            {intl.formatMessage(m.slipPrint)}
          </Button>
        </>
      }
    >
      <div className={styles.preview}>
        <SlipContent message={message} hotelName={hotelName} />
      </div>
      {createPortal(
        <div className={[lightTheme, themeRoot, styles.paper].join(' ')} data-message-slip="">
          <style>{'@media print { @page { size: A5 portrait; margin: 14mm; } }'}</style>
          <SlipContent message={message} hotelName={hotelName} />
        </div>,
        document.body,
      )}
    </ModalDialog>
  );
}
