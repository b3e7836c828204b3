import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render';
import { ReorderDialog } from './ReorderDialog';

interface Automation {
  id: string;
  name: string;
  display_order: number;
}

const automations: Automation[] = [
  { id: 'c', name: 'Chat bot', display_order: 3 },
  { id: 'a', name: 'Auto reply', display_order: 1 },
  { id: 'b', name: 'Birthday mail', display_order: 2 },
];

function Page({ onSave }: { onSave: (items: Automation[]) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Re-order Automations
      </button>
      <ReorderDialog
        isOpen={open}
        title="Re-order Automations"
        items={automations}
        getLabel={(a) => a.name}
        onCancel={() => setOpen(false)}
        onSave={(items) => {
          onSave(items);
          setOpen(false);
        }}
      />
    </>
  );
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Items in order' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

async function open(onSave = jest.fn()) {
  const user = userEvent.setup();
  renderWithTheme(<Page onSave={onSave} />);
  await user.click(screen.getByRole('button', { name: 'Re-order Automations' }));
  return { user, onSave };
}

describe('ReorderDialog / ReorderList', () => {
  it('opens on a sorted, numbered copy with nothing selected and both moves disabled', async () => {
    await open();
    expect(screen.getByRole('dialog', { name: 'Re-order Automations' })).toBeInTheDocument();
    expect(rows()).toEqual(['1Auto reply', '2Birthday mail', '3Chat bot']);
    expect(screen.getByRole('button', { name: 'Move Up' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Move Down' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('disables Move Up at the first item and Move Down at the last; selecting again deselects', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '1 Auto reply' }));
    expect(screen.getByRole('button', { name: '1 Auto reply' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Move Up' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Move Down' })).toHaveAttribute('aria-disabled', 'false');
    await user.click(screen.getByRole('button', { name: '3 Chat bot' }));
    expect(screen.getByRole('button', { name: 'Move Up' })).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByRole('button', { name: 'Move Down' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: '3 Chat bot' }));
    expect(screen.getByRole('button', { name: '3 Chat bot' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves the selected item, keeps it selected, announces it, and saves all items renumbered from 1', async () => {
    const { user, onSave } = await open();
    await user.click(screen.getByRole('button', { name: '3 Chat bot' }));
    await user.click(screen.getByRole('button', { name: 'Move Up' }));
    expect(rows()).toEqual(['1Auto reply', '2Chat bot', '3Birthday mail']);
    expect(screen.getByText('Chat bot moved to position 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move Up' }));
    expect(rows()).toEqual(['1Chat bot', '2Auto reply', '3Birthday mail']);
    expect(screen.getByRole('button', { name: '1 Chat bot' })).toHaveAttribute('aria-pressed', 'true');
    // At the top: another Move Up does nothing, and focus stays on the button.
    await user.click(screen.getByRole('button', { name: 'Move Up' }));
    expect(rows()).toEqual(['1Chat bot', '2Auto reply', '3Birthday mail']);
    expect(screen.getByRole('button', { name: 'Move Up' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save Order' }));
    expect(onSave).toHaveBeenCalledWith([
      { id: 'c', name: 'Chat bot', display_order: 1 },
      { id: 'a', name: 'Auto reply', display_order: 2 },
      { id: 'b', name: 'Birthday mail', display_order: 3 },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves with Alt+Arrow keys on the selected item', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '1 Auto reply' }));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(rows()).toEqual(['1Birthday mail', '2Auto reply', '3Chat bot']);
  });

  it('Cancel discards the changes: reopening starts fresh with nothing selected', async () => {
    const { user, onSave } = await open();
    await user.click(screen.getByRole('button', { name: '2 Birthday mail' }));
    await user.click(screen.getByRole('button', { name: 'Move Down' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Re-order Automations' }));
    expect(rows()).toEqual(['1Auto reply', '2Birthday mail', '3Chat bot']);
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });
});
