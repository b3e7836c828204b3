import { act, render, screen } from '@testing-library/react';
import { Card } from '../components/Card/Card';
import { ThemeProvider } from '../theme/ThemeProvider';
import { useFocusedRecord } from './use-focused-record';

function Records({ ready }: { ready: boolean }) {
  const focus = useFocusedRecord(ready);
  return (
    <>
      {['a', 'b'].map((id) => (
        <Card key={id} title={`Record ${id}`} {...focus.mark(id)} />
      ))}
    </>
  );
}

const show = (ready = true) =>
  render(
    <ThemeProvider>
      <Records ready={ready} />
    </ThemeProvider>,
  );

describe('useFocusedRecord', () => {
  const scroll = jest.fn();
  beforeAll(() => {
    Element.prototype.scrollIntoView = scroll;
  });
  beforeEach(() => {
    scroll.mockClear();
    window.history.replaceState(null, '', '/cards');
  });

  it('?focus=<id>: that record is highlighted and brought into view once; keyboard focus stays where it was', () => {
    window.history.replaceState(null, '', '/cards?focus=b');
    const { rerender } = show();
    const b = screen.getByRole('article', { name: 'Record b' });
    expect(b).toHaveAttribute('data-focused', 'true');
    expect(b).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('article', { name: 'Record a' })).not.toHaveAttribute('data-focused');
    expect(b).toHaveStyle({ outline: '3px solid #2563eb' });
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(b);
    rerender(
      <ThemeProvider>
        <Records ready />
      </ThemeProvider>,
    );
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(document.body).toHaveFocus();
  });

  it('waits until the records are shown, and follows a navigation to another ?focus', () => {
    window.history.replaceState(null, '', '/cards?focus=a');
    const { rerender } = show(false);
    expect(scroll).not.toHaveBeenCalled();
    rerender(
      <ThemeProvider>
        <Records ready />
      </ThemeProvider>,
    );
    expect(scroll).toHaveBeenCalledTimes(1);
    act(() => {
      window.history.pushState(null, '', '/cards?focus=b');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('article', { name: 'Record b' })).toHaveAttribute('data-focused', 'true');
    expect(screen.getByRole('article', { name: 'Record a' })).not.toHaveAttribute('data-focused');
    expect(scroll).toHaveBeenCalledTimes(2);
  });

  it('does nothing without ?focus', () => {
    show();
    expect(scroll).not.toHaveBeenCalled();
    expect(document.querySelector('[data-focused]')).toBeNull();
  });
});
