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

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Language/ });
    await expect(trigger).toHaveTextContent('EN');

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
    await expect(trigger).toHaveTextContent('TH');
  },
};

export const KeyboardChoice: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Language/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('LA');
    await expect(trigger).toHaveTextContent('LA');
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
    const trigger = within(canvasElement).getByRole('button', { name: /ພາສາ/ });
    await expect(trigger).toHaveTextContent('LA');
  },
};
