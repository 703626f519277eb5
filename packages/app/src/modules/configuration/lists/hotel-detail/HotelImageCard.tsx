import { ApiError } from '@pms/api-client';
import { Button, Card, Inline, ProgressBar, Stack, useDialogs, useToast } from '@pms/ui';
import { type ChangeEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle, isStaleVersion } from '../../../../shared/admin/failures.ts';
import { commonMessages } from '../../../../shared/admin/messages.ts';
import { useHotelImageUpload, useRemoveHotelImage } from '../../api/hotelDetail.ts';
import * as styles from './HotelDetailPage.css.ts';
import { type HotelImage, IMAGE_TYPES, imageProblem } from './hotelDetailForm.ts';
import {
  hotelDetailMessages,
  imageAltMessage,
  tooLargeMessage,
  uploadingMessage,
  wrongTypeMessage,
} from './messages.ts';

interface HotelImageCardProps {
  image: HotelImage;
  /** Path of the image under /api; empty when the hotel has none. */
  url: string;
  /** The hotel detail's row version: an upload or removal carries it. */
  version: number;
  hotelName: string;
  /** Someone else changed the hotel detail first: the page says so and reloads. */
  onStale: () => void;
}

interface Upload {
  name: string;
  loaded: number;
  total: number;
}

const ACCEPT = IMAGE_TYPES.join(',');

/**
 * One of the hotel's two images: a preview, Upload (with a progress bar, and Cancel while it runs)
 * and Remove. Each takes effect at once, under the hotel detail's version; the page's record is
 * read again with it.
 */
export function HotelImageCard({ image, url, version, hotelName, onStale }: HotelImageCardProps) {
  const intl = useIntl();
  const { upload: uploadFile, cancel } = useHotelImageUpload(image);
  const removeImage = useRemoveHotelImage();
  const dialogs = useDialogs();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const isLogo = image === 'logo';
  const label = intl.formatMessage(isLogo ? hotelDetailMessages.logo : hotelDetailMessages.background);

  const refused = (error: unknown) => {
    if (isStaleVersion(error)) {
      onStale();
      return;
    }
    const offline = error instanceof ApiError && (error.code === 'LOST_CONNECT' || error.code === 'NETWORK');
    void dialogs.error({
      title: intl.formatMessage(hotelDetailMessages.canNotUpload),
      message: offline ? intl.formatMessage(hotelDetailMessages.networkLost) : failureText(intl, error),
    });
  };

  const send = async (file: File) => {
    const problem = imageProblem(file);
    if (problem) {
      void dialogs.error({
        title: intl.formatMessage(hotelDetailMessages.canNotUpload),
        message: intl.formatMessage(problem === 'type' ? wrongTypeMessage : tooLargeMessage, { name: file.name }),
      });
      return;
    }
    setUpload({ name: file.name, loaded: 0, total: file.size });
    try {
      const detail = await uploadFile(file, version, ({ loaded, total }) =>
        setUpload((current) => (current ? { ...current, loaded, total } : current)),
      );
      // null: cancelled, which needs no word.
      if (detail) toast.show({ tone: 'success', title: intl.formatMessage(commonMessages.success) });
    } catch (error) {
      refused(error);
    } finally {
      setUpload(null);
    }
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that picking the same file again is a change too.
    event.target.value = '';
    if (file) void send(file);
  };

  const remove = async () => {
    const confirmed = await dialogs.confirm({
      title: `${label}: ${intl.formatMessage(hotelDetailMessages.remove)}`,
      message: intl.formatMessage(commonMessages.confirmDelete),
      isDestructive: true,
    });
    if (!confirmed) return;
    try {
      await removeImage.run([{ image, version }]);
      toast.show({ tone: 'success', title: intl.formatMessage(commonMessages.success) });
    } catch (error) {
      if (isStaleVersion(error)) onStale();
      else void dialogs.error({ title: failureTitle(intl, error), message: failureText(intl, error) });
    }
  };

  const busy = upload !== null || removeImage.isPending;
  return (
    <Card heading={label} level={2} padding="md">
      <Stack space="sm">
        <div className={isLogo ? styles.logoPreview : styles.backgroundPreview}>
          {url ? (
            <img
              // The file keeps its URL when replaced: the version makes the browser fetch the new one.
              src={`/api${url}?v=${version}`}
              alt={intl.formatMessage(imageAltMessage, { image: label, hotel: hotelName })}
              className={isLogo ? styles.logoImage : styles.backgroundImage}
            />
          ) : (
            <span className={styles.noImage}>{intl.formatMessage(hotelDetailMessages.noImage)}</span>
          )}
        </div>
        <p className={styles.help}>
          {intl.formatMessage(isLogo ? hotelDetailMessages.logoHelp : hotelDetailMessages.backgroundHelp)}{' '}
          {intl.formatMessage(hotelDetailMessages.imageRules)}
        </p>
        {upload ? (
          <div className={styles.progress}>
            <ProgressBar
              className={styles.progressBar}
              label={intl.formatMessage(uploadingMessage, { name: upload.name })}
              value={upload.loaded}
              maxValue={Math.max(upload.total, 1)}
            />
            <Button size="sm" variant="secondary" onPress={cancel}>
              {intl.formatMessage(hotelDetailMessages.cancelUpload)}
            </Button>
          </div>
        ) : (
          <Inline space="sm">
            <Button size="sm" variant="secondary" onPress={() => input.current?.click()} isDisabled={busy}>
              {intl.formatMessage(url ? hotelDetailMessages.replace : hotelDetailMessages.upload)}
            </Button>
            {url ? (
              <Button size="sm" variant="secondary" onPress={() => void remove()} isDisabled={busy}>
                {intl.formatMessage(hotelDetailMessages.remove)}
              </Button>
            ) : null}
          </Inline>
        )}
        {/* The button above opens it; the input itself stays out of sight and out of the tab order. */}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          tabIndex={-1}
          aria-hidden="true"
          aria-label={intl.formatMessage(hotelDetailMessages.upload)}
          onChange={picked}
        />
      </Stack>
    </Card>
  );
}
