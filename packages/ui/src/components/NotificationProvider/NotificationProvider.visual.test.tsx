import { composeStories } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import * as stories from './NotificationProvider.stories.tsx';

const { Stacked } = composeStories(stories);

const LAO_STACK = [
  { tone: 'info', title: 'ແຂກມາຮອດ', body: 'ທ່ານ ທານາກະ (RSV-2026-00412) ມາຮອດແລ້ວ ສຳລັບຫ້ອງ 1204.' },
  { tone: 'success', title: 'ຫ້ອງສະອາດແລ້ວ', body: 'ຫ້ອງ 1108 ສະອາດ ແລະ ກວດແລ້ວ.' },
  { tone: 'warning', title: 'ອອກຊ້າ', body: 'ຫ້ອງ 905 ຂໍພັກຕໍ່ຮອດ 14:00.' },
  { tone: 'error', title: 'ບັນທຶກບໍ່ສຳເລັດ', body: 'ການບັນທຶກມິນິບາຂອງຫ້ອງ 712 ຖືກປະຕິເສດ.' },
  {
    tone: 'info',
    title: 'ການອັບເດດຂອງແມ່ບ້ານ ຕຶກ A',
    body:
      'ຫ້ອງ 1204 ຖືກໝາຍວ່າສະອາດແລ້ວ ໂດຍ ສົມໃຈ ເວລາ 10:42. ມິນິບາຖືກເຕີມແລ້ວ, ນ້ຳດື່ມສອງຕຸກ ແລະ ໝາກມ່ວງຫິມະພານໜຶ່ງຖົງ ' +
      'ຖືກບັນທຶກເຂົ້າບັນຊີຂອງແຂກທີ່ພັກຢູ່ ທ່ານນາງ ວິໄລສັກ ແລ້ວ.',
  },
] as const;

// The themed screen fills the viewport, as the app's root does; the stack sits bottom right.
function Screen({ children }: { children: ReactNode }) {
  return <div style={{ minHeight: 'calc(100vh - 32px)' }}>{children}</div>;
}

describe('Notification looks', () => {
  it.each([
    ['light', 'en-US'],
    ['dark', 'lo-LA'],
  ] as const)('stack, %s, %s', async (theme, locale) => {
    renderForScreenshot(
      <Screen>
        {/* An explicit `undefined` would replace the story's own stack. */}
        {locale === 'lo-LA' ? <Stacked onMount={[...LAO_STACK]} /> : <Stacked />}
      </Screen>,
      { theme, locale, width: 1024 },
    );
    await expect.element(page.getByRole('alertdialog').nth(4)).toBeInTheDocument();
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`notifications-${theme}-${locale}`);
  });
});
