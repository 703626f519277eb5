import { type ReactNode, useCallback } from 'react';
import { useIntl } from 'react-intl';
import { AdminScreen } from '../../../shared/admin/AdminScreen.tsx';
import { useListParams } from '../../../shared/list/useListParams.ts';
import { FOLIO_FILTERS, FolioFinder } from './FolioFinder.tsx';
import { type FolioRef, type FolioView, FolioWorkspace } from './FolioWorkspace.tsx';
import { folioMessages as m } from './messages.ts';

const ID = /^\d+$/;

/**
 * The frame of both folio screens: the finder until a folio is chosen, then the folio at work.
 * The search, filters, chosen folio and window live in the address (Back returns to the list as
 * it was; a folio can be bookmarked). `windows` lays the windows out.
 */
export function FolioScreen({
  title,
  windows,
}: {
  title: { id: string; defaultMessage: string };
  windows: (view: FolioView) => ReactNode;
}) {
  const intl = useIntl();
  const list = useListParams({ filters: FOLIO_FILTERS });
  const folioId = list.filter('folio');
  const stayId = list.filter('stay');
  const folioRef: FolioRef | null = ID.test(folioId)
    ? { folioId: Number(folioId) }
    : ID.test(stayId)
      ? { stayId: Number(stayId) }
      : null;
  const window = Number(list.filter('w'));
  const activeWindow = Number.isInteger(window) && window >= 1 && window <= 8 ? window : 1;
  const setWindow = useCallback((next: number) => list.setFilter('w', next === 1 ? undefined : String(next)), [list]);
  const back = useCallback(() => list.setFilters({ folio: undefined, stay: undefined, w: undefined }), [list]);
  return (
    <AdminScreen title={intl.formatMessage(title)} intro={intl.formatMessage(m.intro)} bar={null}>
      {folioRef ? (
        <FolioWorkspace
          key={JSON.stringify(folioRef)}
          folioRef={folioRef}
          activeWindow={activeWindow}
          onWindowChange={setWindow}
          onBack={back}
        >
          {windows}
        </FolioWorkspace>
      ) : (
        <FolioFinder list={list} />
      )}
    </AdminScreen>
  );
}
