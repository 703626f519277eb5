import { DataGrid, formatMoney, Tab, TabList, TabPanel, Tabs } from '@pms/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Folio.css.ts';
import { FolioScreen } from './FolioScreen.tsx';
import type { FolioView } from './FolioWorkspace.tsx';
import { folioMessages as m } from './messages.ts';
import { postingColumns } from './postingColumns.tsx';

/** guest-folio: a folio's windows as tabs (balance on each), the window's postings in a grid. */
export function GuestFolioPage() {
  return <FolioScreen title={m.title} windows={(view) => <WindowTabs view={view} />} />;
}

function WindowTabs({ view }: { view: FolioView }) {
  const intl = useIntl();
  const columns = useMemo(() => postingColumns(intl), [intl]);
  const { folio, windows, activeWindow } = view;
  return (
    <Tabs
      selectedKey={String(activeWindow)}
      onSelectionChange={(key) => {
        view.setSelected(new Set());
        view.setActiveWindow(Number(key));
      }}
    >
      <TabList aria-label={intl.formatMessage(m.windowsLabel)}>
        {windows.map(({ window, balance }) => (
          <Tab key={window} id={String(window)}>
            <span className={styles.tabLabel}>
              <span>{intl.formatMessage(m.windowTab, { window })}</span>
              <span className={styles.tabBalance}>{formatMoney(balance)}</span>
            </span>
          </Tab>
        ))}
      </TabList>
      {windows.map(({ window, balance }) => (
        <TabPanel key={window} id={String(window)}>
          <DataGrid
            aria-label={intl.formatMessage(m.windowTab, { window })}
            columns={columns}
            rows={folio.postings.filter((posting) => posting.window === window)}
            getRowId={(row) => String(row.id)}
            selectionMode="multiple"
            selectedKeys={[...view.selected].map(String)}
            onSelectionChange={(keys) => view.setSelected(new Set([...keys].map(Number)))}
            maxHeight="max(14rem, calc(100vh - 30rem))"
          />
          <div className={styles.totals}>
            <span>
              {intl.formatMessage(m.windowTab, { window })}:{' '}
              <span className={styles.totalValue}>{formatMoney(balance)}</span>
            </span>
            <span>
              {intl.formatMessage(m.totalBalance)}:{' '}
              <span className={styles.totalValue}>{formatMoney(folio.balance)}</span>
            </span>
          </div>
        </TabPanel>
      ))}
    </Tabs>
  );
}
