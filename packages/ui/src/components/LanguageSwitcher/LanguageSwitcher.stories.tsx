import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withPortalHost } from '../AppFrame/shell.fixtures.tsx';
import { type LanguageCode, LanguageSwitcher } from './LanguageSwitcher.tsx';

const meta = {
  title: 'Components/Shell/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { defaultValue: 'EN', onChange: fn() },
  decorators: [withPortalHost],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

// Until it is first pressed the switcher is a light button; the pressed one is replaced by
// react-aria's Select, so the plays look the trigger up again after opening.
const findTrigger = (canvasElement: HTMLElement, name: RegExp = /Language/) =>
  within(canvasElement).getByRole('button', { name });

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = findTrigger(canvasElement);
    await expect(trigger).toHaveTextContent('EN');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['ENEnglish', 'THไทย', 'LAລາວ']);
    await expect(within(listbox).getByRole('option', { name: 'English (EN)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.click(within(listbox).getByRole('option', { name: 'ไทย (TH)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('TH');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(findTrigger(canvasElement)).toHaveTextContent('TH');
  },
};

export const KeyboardChoice: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(findTrigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox).toBeVisible();
    // The list opens on the chosen language, so two steps down reach the third.
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'English (EN)' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('LA');
    const trigger = findTrigger(canvasElement);
    await expect(trigger).toHaveTextContent('LA');
    // The focus comes back to the trigger that replaced the one first pressed.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EnterOpens: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'English (EN)' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(findTrigger(canvasElement)).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function ControlledSwitcher() {
  const [language, setLanguage] = useState<LanguageCode>('LA');
  return (
    <div>
      <LanguageSwitcher value={language} onChange={setLanguage} />
      <output aria-label="Chosen language">{language}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledSwitcher />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Language/ })).toHaveTextContent('LA');
    await userEvent.click(canvas.getByRole('button', { name: /Language/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'English (EN)' }));
    await expect(canvas.getByLabelText('Chosen language')).toHaveTextContent('EN');
  },
};

export const InLao: Story = {
  globals: { locale: 'lo-LA' },
  args: { defaultValue: 'LA' },
  play: async ({ canvasElement }) => {
    await expect(findTrigger(canvasElement, /ພາສາ/)).toHaveTextContent('LA');
    await userEvent.click(findTrigger(canvasElement, /ພາສາ/));
    await within(document.body).findByRole('listbox');
    await expect(findTrigger(canvasElement, /ພາສາ/)).toHaveAttribute('aria-expanded', 'true');
    // Closed again before the axe check, as the other plays end.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
  },
};
