import { ApiError } from '@pms/api-client';
import { Button, Card, ProgressBar, useDialogs, useToast } from '@pms/ui';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle, isStaleVersion } from '../../../../shared/admin/failures.ts';
import { commonMessages } from '../../../../shared/admin/messages.ts';
import { useApi } from '../../../../shared/api.ts';
import * as styles from './HotelDetailPage.css.ts';
import { type HotelDetailFull, type HotelImage, IMAGE_TYPES, imageProblem } from './hotelDetailForm.ts';
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
  /** The hotel detail after the image changed (its version has moved on). */
  onChanged: (detail: HotelDetailFull) => void;
  /** Someone else changed the hotel detail first: the page says so and reloads. */
  onStale: () => void;
}

interface Upload {
  name: string;
  loaded: number;
  total: number;
  controller: AbortController;
}

const ACCEPT = IMAGE_TYPES.join(',');

/**
 * One of the hotel's two images: a preview, Upload (with a progress bar, and Cancel while it runs)
 * and Remove. Each takes effect at once, under the hotel detail's version.
 */
export function HotelImageCard({ image, url, version, hotelName, onChanged, onStale }: HotelImageCardProps) {
  const intl = useIntl();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [isRemoving, setRemoving] = useState(false);
  const isLogo = image === 'logo';
  const label = intl.formatMessage(isLogo ? hotelDetailMessages.logo : hotelDetailMessages.background);

  // Leaving the page stops an upload on its way.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

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
    const controller = new AbortController();
    running.current = controller;
    setUpload({ name: file.name, loaded: 0, total: file.size, controller });
    try {
      const answer = await api.upload('files/hotel-detail/{image}', { path: { image }, query: { version } }, file, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          setUpload((current) => (current?.controller === controller ? { ...current, loaded, total } : current)),
      });
      const detail = answer.data[0];
      if (detail) onChanged(detail);
      toast.show({ tone: 'success', title: intl.formatMessage(commonMessages.success) });
    } catch (error) {
      if (!controller.signal.aborted) refused(error);
    } finally {
      if (running.current === controller) running.current = null;
      setUpload((current) => (current?.controller === controller ? null : current));
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
    setRemoving(true);
    try {
      const answer = await api.call('configuration/HotelDetail', 'remove-image', [{ image, version }], {
        idempotencyKey: crypto.randomUUID(),
      });
      const detail = answer.data[0];
      if (detail) onChanged(detail);
      toast.show({ tone: 'success', title: intl.formatMessage(commonMessages.success) });
    } catch (error) {
      if (isStaleVersion(error)) onStale();
      else void dialogs.error({ title: failureTitle(intl, error), message: failureText(intl, error) });
    } finally {
      setRemoving(false);
    }
  };

  const busy = upload !== null || isRemoving;
  return (
    <Card heading={label} level={2} padding="md">
      <div className={styles.imageBody}>
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
            <Button size="sm" variant="secondary" onPress={() => upload.controller.abort()}>
              {intl.formatMessage(hotelDetailMessages.cancelUpload)}
            </Button>
          </div>
        ) : (
          <div className={styles.imageActions}>
            <Button size="sm" variant="secondary" onPress={() => input.current?.click()} isDisabled={busy}>
              {intl.formatMessage(url ? hotelDetailMessages.replace : hotelDetailMessages.upload)}
            </Button>
            {url ? (
              <Button size="sm" variant="secondary" onPress={() => void remove()} isDisabled={busy}>
                {intl.formatMessage(hotelDetailMessages.remove)}
              </Button>
            ) : null}
          </div>
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
      </div>
    </Card>
  );
}
