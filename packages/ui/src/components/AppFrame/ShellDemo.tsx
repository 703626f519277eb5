// A composed shell for stories and visual baselines: how the app is expected to assemble the parts.
import { type CSSProperties, useState } from 'react';
import { formatDate, formatMoney } from '../../format/format.ts';
import { vars } from '../../theme/theme.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { HamburgerMenu } from '../HamburgerMenu/HamburgerMenu.tsx';
import { type LanguageCode, LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher.tsx';
import { PinToggle } from '../PinToggle/PinToggle.tsx';
import { SideMenu } from '../SideMenu/SideMenu.tsx';
import { StatusChip, type StatusChipTone } from '../StatusChip/StatusChip.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs.tsx';
import { Toolbar, ToolbarSeparator } from '../Toolbar/Toolbar.tsx';
import { TopBar, TopBarLink } from '../TopBar/TopBar.tsx';
import { AppFrame } from './AppFrame.tsx';
import { CURRENT_URL, HotelLogo, type ShellLanguage, shellMenu, shellText, topTabs } from './shell.fixtures.tsx';

type RoomState = 'vacant' | 'occupied' | 'dirty' | 'clean' | 'inspected' | 'outOfOrder';

// The app's own map from room state to spec colour.
const roomStateTone: Record<RoomState, StatusChipTone> = {
  vacant: 'gray',
  occupied: 'blue',
  dirty: 'red',
  clean: 'yellow',
  inspected: 'green',
  outOfOrder: 'black',
};

const roomCounts: Record<RoomState, number> = {
  vacant: 14,
  occupied: 64,
  dirty: 9,
  clean: 6,
  inspected: 11,
  outOfOrder: 2,
};

const content = {
  en: {
    actions: 'Reservation actions',
    newReservation: 'New reservation',
    walkIn: 'Walk-in',
    print: 'Print arrivals',
    arrivals: 'Arrivals',
    departures: 'Departures',
    inHouse: 'In house',
    revenue: 'Room revenue (THB)',
    roomStatus: 'Room status',
    todaysArrivals: "Today's arrivals",
    guest: 'Guest',
    room: 'Room',
    nights: 'Nights',
    states: {
      vacant: 'Vacant',
      occupied: 'Occupied',
      dirty: 'Dirty',
      clean: 'Clean',
      inspected: 'Inspected',
      outOfOrder: 'Out of order',
    },
    otherTab: 'Choose an entry in the menu.',
  },
  th: {
    actions: 'การดำเนินการการจอง',
    newReservation: 'สร้างการจองใหม่',
    walkIn: 'วอล์กอิน',
    print: 'พิมพ์รายชื่อแขกเข้าพัก',
    arrivals: 'แขกเข้าพัก',
    departures: 'แขกออก',
    inHouse: 'แขกที่พักอยู่',
    revenue: 'รายได้ห้องพัก (THB)',
    roomStatus: 'สถานะห้องพัก',
    todaysArrivals: 'แขกเข้าพักวันนี้',
    guest: 'แขก',
    room: 'ห้อง',
    nights: 'คืน',
    states: {
      vacant: 'ว่าง',
      occupied: 'มีแขกพัก',
      dirty: 'รอทำความสะอาด',
      clean: 'ทำความสะอาดแล้ว',
      inspected: 'ตรวจแล้ว',
      outOfOrder: 'ปิดซ่อม',
    },
    otherTab: 'เลือกรายการจากเมนู',
  },
  lo: {
    actions: 'ການດຳເນີນການຈອງ',
    newReservation: 'ສ້າງການຈອງໃໝ່',
    walkIn: 'ວອກອິນ',
    print: 'ພິມລາຍຊື່ແຂກເຂົ້າພັກ',
    arrivals: 'ແຂກເຂົ້າພັກ',
    departures: 'ແຂກອອກ',
    inHouse: 'ແຂກທີ່ພັກຢູ່',
    revenue: 'ລາຍຮັບຫ້ອງພັກ (THB)',
    roomStatus: 'ສະຖານະຫ້ອງພັກ',
    todaysArrivals: 'ແຂກເຂົ້າພັກມື້ນີ້',
    guest: 'ແຂກ',
    room: 'ຫ້ອງ',
    nights: 'ຄືນ',
    states: {
      vacant: 'ຫວ່າງ',
      occupied: 'ມີແຂກພັກ',
      dirty: 'ລໍຖ້າທຳຄວາມສະອາດ',
      clean: 'ທຳຄວາມສະອາດແລ້ວ',
      inspected: 'ກວດແລ້ວ',
      outOfOrder: 'ປິດສ້ອມແປງ',
    },
    otherTab: 'ເລືອກລາຍການຈາກເມນູ',
  },
} as const;

const arrivals: { guest: string; room: string; nights: number; state: RoomState }[] = [
  { guest: 'Ms. Anna Schmidt', room: '305', nights: 2, state: 'inspected' },
  { guest: 'Mr. Kittipong Srisuk', room: '412', nights: 3, state: 'clean' },
  { guest: 'Mrs. Chen Wei', room: '118', nights: 1, state: 'dirty' },
  { guest: 'Mr. Souksavanh Phommachanh', room: '220', nights: 4, state: 'inspected' },
  { guest: 'Mr. James Walker', room: '507', nights: 2, state: 'clean' },
];

const LANGUAGE_CODE: Record<ShellLanguage, LanguageCode> = { en: 'EN', th: 'TH', lo: 'LA' };

const cell: CSSProperties = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  height: '30px',
};

function Dashboard({ language }: { language: ShellLanguage }) {
  const text = content[language];
  const stats = [
    { label: text.arrivals, value: '18' },
    { label: text.departures, value: '12' },
    { label: text.inHouse, value: '64' },
    { label: text.revenue, value: formatMoney(248350) },
  ];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.xl }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: vars.space.lg,
          flexWrap: 'wrap',
        }}
      >
        <h1 style={{ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold }}>
          {shellText[language].pageTitle}
        </h1>
        <Toolbar aria-label={text.actions}>
          <Button size="sm">{text.newReservation}</Button>
          <Button size="sm" variant="secondary">
            {text.walkIn}
          </Button>
          <ToolbarSeparator />
          <Button size="sm" variant="secondary">
            {text.print}
          </Button>
        </Toolbar>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))', gap: vars.space.lg }}>
        {stats.map((stat) => (
          <Card key={stat.label} padding="md">
            <div style={{ color: vars.color.textMuted, fontSize: vars.fontSize.sm }}>{stat.label}</div>
            <div style={{ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold, lineHeight: 1.2 }}>
              {stat.value}
            </div>
          </Card>
        ))}
      </div>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
          gap: vars.space.lg,
          alignItems: 'start',
        }}
      >
        <Card heading={text.roomStatus} padding="md">
          <ul
            style={{
              display: 'flex',
              flexDirection: 'column',
              gap: vars.space.sm,
              margin: 0,
              padding: 0,
              listStyle: 'none',
            }}
          >
            {(Object.keys(roomCounts) as RoomState[]).map((state) => (
              <li key={state} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <StatusChip tone={roomStateTone[state]}>{text.states[state]}</StatusChip>
                <Badge tone="neutral">{roomCounts[state]}</Badge>
              </li>
            ))}
          </ul>
        </Card>
        <Card heading={text.todaysArrivals} padding="md">
          <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm }}>
            <thead>
              <tr style={{ color: vars.color.textMuted }}>
                <th scope="col" style={{ ...cell, fontWeight: vars.fontWeight.medium }}>
                  {text.guest}
                </th>
                <th scope="col" style={{ ...cell, fontWeight: vars.fontWeight.medium }}>
                  {text.room}
                </th>
                <th scope="col" style={{ ...cell, fontWeight: vars.fontWeight.medium, textAlign: 'end' }}>
                  {text.nights}
                </th>
                <th scope="col" style={{ ...cell, fontWeight: vars.fontWeight.medium }}>
                  {text.roomStatus}
                </th>
              </tr>
            </thead>
            <tbody>
              {arrivals.map((arrival) => (
                <tr key={arrival.room}>
                  <td style={cell}>{arrival.guest}</td>
                  <td style={cell}>{arrival.room}</td>
                  <td style={{ ...cell, textAlign: 'end' }}>{arrival.nights}</td>
                  <td style={cell}>
                    <StatusChip tone={roomStateTone[arrival.state]}>{text.states[arrival.state]}</StatusChip>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      </div>
    </div>
  );
}

export interface ShellDemoProps {
  language: ShellLanguage;
  /** Width of the frame, e.g. '1280px'; at 1024 px or less it shows the hamburger layout. */
  width?: string;
  onNavigate?: (url: string) => void;
}

/** TopBar + top tabs + SideMenu + HamburgerMenu + content, with a hotel's data. */
export function ShellDemo({ language, width = '100%', onNavigate }: ShellDemoProps) {
  const [currentUrl, setCurrentUrl] = useState(CURRENT_URL);
  const [pinned, setPinned] = useState(true);
  const text = shellText[language];
  const menu = shellMenu[language];
  const navigate = (url: string) => {
    setCurrentUrl(url);
    onNavigate?.(url);
  };
  const help = (
    <TopBarLink href="/menu/app/setting-help" icon="help">
      {text.help}
    </TopBarLink>
  );
  const languageSetting = (
    <TopBarLink href="/menu/app/language-config" icon="language">
      {text.languageSetting}
    </TopBarLink>
  );
  return (
    <div style={{ width }}>
      <Tabs defaultSelectedKey={6}>
        <AppFrame
          topBar={
            <TopBar
              logo={<HotelLogo />}
              currencyCode="THB"
              hotelDate={formatDate('2026-11-24')}
              userName={text.userName}
              languageSwitcher={<LanguageSwitcher defaultValue={LANGUAGE_CODE[language]} />}
              helpLink={help}
              languageSettingLink={languageSetting}
              logoutLink={
                <TopBarLink href="/" icon="logout" tone="danger">
                  {text.logout}
                </TopBarLink>
              }
              isPinned={pinned}
              pinToggle={<PinToggle isSelected={pinned} onChange={setPinned} />}
              menuButton={
                <HamburgerMenu
                  items={menu}
                  currentUrl={currentUrl}
                  onNavigate={navigate}
                  footer={
                    <>
                      {help}
                      {languageSetting}
                    </>
                  }
                />
              }
            >
              <TabList aria-label={text.topTabs} items={topTabs}>
                {(item) => <Tab id={item.id}>{item.label[language]}</Tab>}
              </TabList>
            </TopBar>
          }
          sideMenu={<SideMenu items={menu} currentUrl={currentUrl} onNavigate={navigate} />}
        >
          {topTabs.map((tab) => (
            <TabPanel key={tab.id} id={tab.id} style={{ paddingBlock: 0 }}>
              {tab.id === 6 ? (
                <Dashboard language={language} />
              ) : (
                <p style={{ margin: 0, color: vars.color.textMuted }}>{content[language].otherTab}</p>
              )}
            </TabPanel>
          ))}
        </AppFrame>
      </Tabs>
    </div>
  );
}
