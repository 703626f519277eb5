import { Button, Checkbox, formatDate, formatMoney } from '@pms/ui';
import { type DragEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Posting } from '../api/posting.ts';
import * as styles from './Folio.css.ts';
import { FolioScreen } from './FolioScreen.tsx';
import type { FolioView } from './FolioWorkspace.tsx';
import { isMovable } from './folioModel.ts';
import { folioMessages as m } from './messages.ts';
import { PostingDescription } from './PostingMarks.tsx';
import { useTransfer } from './TransferDialog.tsx';

const DRAG_TYPE = 'application/x-pms-postings';

/**
 * guest-folio-v2: the same folio with its windows side by side (4 columns on a wide screen,
 * stacked on a phone). Postings are selected by their boxes and moved to another window by the
 * column's Move button or by dragging them onto it; either makes transfer pairs on the server.
 */
export function GuestFolioV2Page() {
  return <FolioScreen title={m.titleV2} windows={(view) => <WindowBoard view={view} />} />;
}

function WindowBoard({ view }: { view: FolioView }) {
  const intl = useIntl();
  const transfer = useTransfer();
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const { folio } = view;
  const movable = (ids: Iterable<number>) =>
    folio.postings.filter((posting) => [...ids].includes(posting.id) && isMovable(posting, view.moved));

  const moveTo = async (window: number, ids: Iterable<number>) => {
    const postings = movable(ids).filter((posting) => posting.window !== window || posting.folioId !== folio.id);
    if (postings.length === 0 || folio.status !== 'open') return;
    try {
      if (
        await transfer.run(
          postings.map((posting) => posting.id),
          window,
        )
      )
        view.setSelected(new Set());
    } catch {
      // A refusal moves nothing; the dialog says why with the same postings chosen.
      view.transfer(postings);
    }
  };
  const toggle = (posting: Posting, on: boolean) => {
    const next = new Set(view.selected);
    if (on) next.add(posting.id);
    else next.delete(posting.id);
    view.setSelected(next);
  };
  const dragStart = (event: DragEvent, posting: Posting) => {
    const ids = view.selected.has(posting.id) ? [...view.selected] : [posting.id];
    event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(ids));
    event.dataTransfer.effectAllowed = 'move';
  };
  const drop = (event: DragEvent, window: number) => {
    event.preventDefault();
    setDropTarget(null);
    const raw = event.dataTransfer.getData(DRAG_TYPE);
    if (!raw) return;
    const ids = (JSON.parse(raw) as unknown[]).filter((id): id is number => typeof id === 'number');
    void moveTo(window, ids);
  };
  const selectedElsewhere = (window: number) =>
    movable(view.selected)
      .filter((posting) => posting.window !== window)
      .map((posting) => posting.id);

  return (
    <>
      <p className={styles.muted}>{intl.formatMessage(m.dragHint)}</p>
      <div className={styles.board}>
        {view.windows.map(({ window, balance }) => {
          const postings = folio.postings.filter((posting) => posting.window === window);
          const incoming = selectedElsewhere(window);
          const headingId = `folio-window-${window}`;
          return (
            <section
              key={window}
              aria-labelledby={headingId}
              className={[styles.column, dropTarget === window ? styles.columnDrop : ''].join(' ')}
              onDragOver={(event) => {
                if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
                event.preventDefault();
                setDropTarget(window);
              }}
              onDragLeave={() => setDropTarget((current) => (current === window ? null : current))}
              onDrop={(event) => drop(event, window)}
            >
              <header className={styles.columnHead}>
                <h2 id={headingId} className={styles.columnTitle}>
                  {intl.formatMessage(m.windowTab, { window })}
                </h2>
                <span className={styles.totalValue}>{formatMoney(balance)}</span>
              </header>
              {postings.length === 0 ? (
                <p className={styles.columnEmpty}>{intl.formatMessage(m.noPostings)}</p>
              ) : (
                <ul className={styles.columnList}>
                  {postings.map((posting) => {
                    const canMove = isMovable(posting, view.moved) && folio.status === 'open';
                    return (
                      <li
                        key={posting.id}
                        className={[styles.item, view.selected.has(posting.id) ? styles.itemSelected : ''].join(' ')}
                        draggable={canMove}
                        onDragStart={(event) => dragStart(event, posting)}
                      >
                        <Checkbox
                          aria-label={`${posting.description} ${formatMoney(posting.total)}`}
                          isSelected={view.selected.has(posting.id)}
                          onChange={(on) => toggle(posting, on)}
                          isDisabled={!canMove}
                        />
                        <span className={styles.itemText}>
                          <PostingDescription posting={posting} />
                          <span className={styles.itemSub}>
                            {`${formatDate(posting.hotelDate)} · ${posting.transactionCode} · ${posting.cashier} ${posting.shift}`}
                          </span>
                        </span>
                        <span className={[styles.itemAmount, posting.void ? styles.voided : ''].join(' ')}>
                          {formatMoney(posting.total)}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              )}
              <div className={styles.columnFoot}>
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={incoming.length === 0 || folio.status !== 'open'}
                  isPending={transfer.isPending}
                  onPress={() => void moveTo(window, incoming)}
                >
                  {intl.formatMessage(m.moveTo, { window })}
                </Button>
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}
