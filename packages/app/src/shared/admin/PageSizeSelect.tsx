import { Select, SelectItem } from '@pms/ui';
import { useId } from 'react';
import * as styles from './PageSizeSelect.css.ts';

/** The rows a server-paged list offers per page, and where it starts. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** "Rows per page" beside a server-paged list; a new size starts again at the first page. */
export function PageSizeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (pageSize: number) => void;
}) {
  const labelId = useId();
  return (
    <div className={styles.box}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <Select
        aria-labelledby={labelId}
        items={PAGE_SIZES.map((size) => ({ id: size }))}
        value={value}
        onChange={(key) => {
          if (typeof key === 'number') onChange(key);
        }}
        className={styles.select}
      >
        {(option) => (
          <SelectItem id={option.id} textValue={String(option.id)}>
            {String(option.id)}
          </SelectItem>
        )}
      </Select>
    </div>
  );
}
