import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUNSAFE_PortalContext } from 'react-aria';
import { createPortal } from 'react-dom';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/theme.css.ts';
import { OverlayLayer } from './OverlayLayer.tsx';

/** Stands in for a react-aria overlay: portals its content where the portal context says. */
function PortalledBadge() {
  const { getContainer } = useUNSAFE_PortalContext();
  const container = getContainer?.() ?? document.body;
  return createPortal(
    <p
      data-testid="portalled"
      style={{
        margin: 0,
        padding: vars.space.sm,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.text,
      }}
    >
      Portalled inside the themed root
    </p>,
    container,
  );
}

const meta = {
  title: 'Components/Overlays/OverlayLayer',
  component: OverlayLayer,
  args: { children: <PortalledBadge /> },
} satisfies Meta<typeof OverlayLayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeepsTheTheme: Story = {
  play: async ({ canvasElement }) => {
    const badge = await within(canvasElement).findByTestId('portalled');
    // Inside the story's themed root, not at the end of the body: the theme's variables apply.
    await expect(badge.closest('[data-overlay-layer]')).not.toBeNull();
    await expect(getComputedStyle(badge).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};
