import {
  constructRow,
  type Row,
  type RowData,
  type RowModel,
  type Table,
  type TableFeatures,
} from '@tanstack/react-table';

/**
 * A core row model (TanStack's `coreRowModel` feature slot) that builds each Row the first time it
 * is read. TanStack's own builds a Row, its value caches and a `rowsById` entry for every item before
 * anything renders, which with 100,000 rows is most of the first render and most of its garbage.
 * Here an unsorted grid builds only the rows it shows; sorting reads, and so builds, all of them.
 * `rows` and `flatRows` are arrays (proxied) so every row-model stage reads them as usual.
 */
export function createLazyCoreRowModel() {
  return <TFeatures extends TableFeatures, TData extends RowData>(table: Table<TFeatures, TData>) => {
    let source: readonly TData[] | undefined;
    let model: RowModel<TFeatures, TData> | undefined;
    return (): RowModel<TFeatures, TData> => {
      const data = table.options.data;
      if (model === undefined || data !== source) {
        source = data;
        model = lazyRowModel(table, data);
      }
      return model;
    };
  };
}

function lazyRowModel<TFeatures extends TableFeatures, TData extends RowData>(
  table: Table<TFeatures, TData>,
  data: readonly TData[],
): RowModel<TFeatures, TData> {
  const count = data.length;
  // Filled (not holey) so that `index in rows` holds and array methods visit every index.
  const built = new Array<Row<TFeatures, TData> | undefined>(count).fill(undefined);
  const rowAt = (index: number): Row<TFeatures, TData> => {
    let row = built[index];
    if (row === undefined) {
      const original = data[index] as TData;
      row = constructRow(table, table.getRowId(original, index), original, index, 0);
      built[index] = row;
    }
    return row;
  };
  const rows = new Proxy(built, {
    get(target, key, receiver) {
      if (typeof key === 'string') {
        const index = Number(key);
        if (Number.isInteger(index) && index >= 0 && index < count) return rowAt(index);
      }
      return Reflect.get(target, key, receiver);
    },
  }) as Row<TFeatures, TData>[];

  // Ids are only looked up by features this grid does not use; map them on first need, from the
  // data, without building rows.
  let indexById: Map<string, number> | undefined;
  const indexOf = (id: string) => {
    if (!indexById) {
      indexById = new Map();
      for (let index = 0; index < count; index++) {
        indexById.set(table.getRowId(data[index] as TData, index), index);
      }
    }
    return indexById.get(id);
  };
  const rowsById = new Proxy(Object.create(null) as Record<string, Row<TFeatures, TData>>, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      const index = indexOf(key);
      return index === undefined ? undefined : rowAt(index);
    },
    has(_target, key) {
      return typeof key === 'string' && indexOf(key) !== undefined;
    },
  });

  return { rows, flatRows: rows, rowsById };
}
