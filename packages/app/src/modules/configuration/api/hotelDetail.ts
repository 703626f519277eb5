import type { Schemas, UploadProgress } from '@pms/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useApi } from '../../../shared/api.ts';
import { fullHotelDetailQuery } from '../../../shared/hotelDetail.ts';
import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

type HotelDetailFull = Schemas['HotelDetailFull'];
type HotelImage = Schemas['HotelImage'];

/** The hotel's whole record for staff (configuration/HotelDetail get-full): one row. */

/** Every country with its names in the three languages, for the hotel's address. */
export const countriesQuery = () => actionQuery('configuration/country', 'list-full', []);

export const useUpdateHotelDetail = () => useCommand('configuration/HotelDetail', 'update');
export const useRemoveHotelImage = () => useCommand('configuration/HotelDetail', 'remove-image');

/**
 * Uploads one of the hotel's images with its progress (files/hotel-detail/{image}): a file body,
 * not an action, so it goes through the api client's upload instead of a command. Its answer is
 * the record as `get-full` reads it, which the cache takes at once; leaving the page, or
 * `cancel`, stops an upload on its way.
 */
export function useHotelImageUpload(image: HotelImage) {
  const api = useApi();
  const queryClient = useQueryClient();
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  /** Answers the hotel detail after the upload, or null when it was cancelled; throws the ApiError. */
  const upload = useCallback(
    async (file: File, version: number, onProgress: (progress: UploadProgress) => void) => {
      const controller = new AbortController();
      running.current = controller;
      try {
        const answer = await api.upload('files/hotel-detail/{image}', { path: { image }, query: { version } }, file, {
          signal: controller.signal,
          onProgress,
        });
        queryClient.setQueryData(fullHotelDetailQuery().queryKey, answer.data);
        // The shell's logo and the login page's background (configuration/HotelDetail get).
        void queryClient.invalidateQueries({ queryKey: ['configuration/HotelDetail', 'get'] });
        return (answer.data[0] ?? null) as HotelDetailFull | null;
      } catch (error) {
        if (controller.signal.aborted) return null;
        throw error;
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [api, queryClient, image],
  );
  const cancel = useCallback(() => running.current?.abort(), []);
  return { upload, cancel };
}
