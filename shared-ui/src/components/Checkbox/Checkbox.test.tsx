import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by label click and by Space', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<Checkbox label="Enable notifications" hint="E-mail me on changes" onChange={(e) => onChange(e.target.checked)} />);
    const box = screen.getByRole('checkbox', { name: 'Enable notifications' });
    expect(box).toHaveAccessibleDescription('E-mail me on changes');
    await user.click(screen.getByText('Enable notifications'));
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });
});
