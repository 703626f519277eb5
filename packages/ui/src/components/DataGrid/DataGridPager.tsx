import type { ReactNode } from 'react';
import { useNumberFormatter } from 'react-aria';
import { Button } from '../Button/Button.tsx';
import { pageButton, pager, pagerButtons, pagerIcon } from './DataGrid.css.ts';
import { useGridStrings } from './DataGrid.strings.ts';
import { pageWindow } from './logic.ts';

export interface DataGridPagerProps {
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  rowCount: number;
  onPageChange: (pageIndex: number) => void;
}

const CHEVRONS = {
  first: 'M11 4 7 8l4 4M5 4v8',
  previous: 'M10 4 6 8l4 4',
  next: 'm6 4 4 4-4 4',
  last: 'm5 4 4 4-4 4M11 4v8',
} as const;

function Chevron({ path }: { path: string }): ReactNode {
  return (
    <svg
      className={pagerIcon}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

/** First / previous / five numbered pages / next / last, and where the page sits in the rows. */
export function DataGridPager({ pageIndex, pageCount, pageSize, rowCount, onPageChange }: DataGridPagerProps) {
  const t = useGridStrings();
  const number = useNumberFormatter({ maximumFractionDigits: 0 });
  const pages = Math.max(1, pageCount);
  const current = Math.min(Math.max(0, pageIndex), pages - 1);
  const isFirst = current <= 0;
  const isLast = current >= pages - 1;
  const from = rowCount === 0 ? 0 : current * pageSize + 1;
  const to = Math.min((current + 1) * pageSize, rowCount);

  return (
    <nav className={pager} aria-label={t('pagination')}>
      <span>{t('rowRange', { from: number.format(from), to: number.format(to), total: number.format(rowCount) })}</span>
      <div className={pagerButtons}>
        <Button
          variant="secondary"
          size="sm"
          className={pageButton}
          aria-label={t('firstPage')}
          isDisabled={isFirst}
          onPress={() => onPageChange(0)}
        >
          <Chevron path={CHEVRONS.first} />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className={pageButton}
          aria-label={t('previousPage')}
          isDisabled={isFirst}
          onPress={() => onPageChange(current - 1)}
        >
          <Chevron path={CHEVRONS.previous} />
        </Button>
        {pageWindow(current, pages).map((page) => {
          const isCurrent = page === current;
          return (
            <Button
              key={page}
              variant={isCurrent ? 'primary' : 'secondary'}
              size="sm"
              className={pageButton}
              aria-label={t('page', { page: number.format(page + 1) })}
              // The current page stays focusable and announced as current rather than disabled.
              render={(domProps) => <button {...domProps} aria-current={isCurrent ? 'page' : undefined} />}
              onPress={() => {
                if (!isCurrent) onPageChange(page);
              }}
            >
              {number.format(page + 1)}
            </Button>
          );
        })}
        <Button
          variant="secondary"
          size="sm"
          className={pageButton}
          aria-label={t('nextPage')}
          isDisabled={isLast}
          onPress={() => onPageChange(current + 1)}
        >
          <Chevron path={CHEVRONS.next} />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className={pageButton}
          aria-label={t('lastPage')}
          isDisabled={isLast}
          onPress={() => onPageChange(pages - 1)}
        >
          <Chevron path={CHEVRONS.last} />
        </Button>
      </div>
      <span aria-live="polite">
        {t('pageStatus', { page: number.format(current + 1), pageCount: number.format(pages) })}
      </span>
    </nav>
  );
}
