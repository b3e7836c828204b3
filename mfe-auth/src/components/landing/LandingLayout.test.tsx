import { act, screen, within } from '@testing-library/react';
import { renderWithPlatform } from 'shared-ui/testing';
import { LandingLayout } from './LandingLayout';
import { TESTIMONIAL_ROWS } from './testimonials-data';
import { HEADLINE } from './TypingHeadline';

// Only the supabase client is faked (and unused here); matchMedia is the system's motion setting, which jsdom lacks.

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const typed = () => screen.getByTestId('typing-headline').querySelector('[aria-hidden="true"]')?.textContent ?? '';

describe('the landing layout', () => {
  afterEach(() => jest.useRealTimers());

  it('types the headline one character every 50 ms; screen readers get the sentence once', () => {
    jest.useFakeTimers();
    preferReducedMotion(false);
    renderWithPlatform(<LandingLayout>form</LandingLayout>);
    expect(typed()).toBe('');
    act(() => jest.advanceTimersByTime(50 * 5));
    expect(typed()).toBe(HEADLINE.slice(0, 5));
    act(() => jest.advanceTimersByTime(50 * HEADLINE.length));
    expect(typed()).toBe(HEADLINE);
    expect(screen.getByTestId('typing-headline')).toHaveAttribute('data-done', 'true');
    expect(screen.getAllByText(HEADLINE).filter((el) => !el.closest('[aria-hidden="true"]'))).toHaveLength(1);
  });

  it('keeps to the clock when the timer fires late (a busy main thread): a late tick types what is due', () => {
    jest.useFakeTimers();
    preferReducedMotion(false);
    renderWithPlatform(<LandingLayout>form</LandingLayout>);
    act(() => jest.advanceTimersByTime(50 * 2));
    expect(typed()).toBe(HEADLINE.slice(0, 2));
    // The thread was busy for 1 s: the clock moved on while no tick ran.
    jest.setSystemTime(Date.now() + 1000);
    act(() => jest.advanceTimersByTime(50));
    expect(typed()).toBe(HEADLINE.slice(0, 2 + 20 + 1));
    jest.setSystemTime(Date.now() + 50 * HEADLINE.length);
    act(() => jest.advanceTimersByTime(50));
    expect(screen.getByTestId('typing-headline')).toHaveAttribute('data-done', 'true');
    expect(typed()).toBe(HEADLINE);
  });

  it('shows the whole headline at once and stops the rows for reduced motion', () => {
    preferReducedMotion(true);
    renderWithPlatform(<LandingLayout>form</LandingLayout>);
    expect(typed()).toBe(HEADLINE);
    expect(screen.queryByRole('button', { name: 'Pause testimonials' })).not.toBeInTheDocument();
    screen.getAllByTestId('testimonial-track').forEach((t) => expect(t).toHaveAttribute('data-paused', 'true'));
  });

  it('has the note, the marketing links in new tabs, and three rows of four testimonials looping with a hidden copy', () => {
    preferReducedMotion(false);
    renderWithPlatform(<LandingLayout>form</LandingLayout>);
    expect(screen.getByText('No credit card needed to start building your business right now')).toBeInTheDocument();
    const more = screen.getByRole('link', { name: 'Read more about our Business Build-Out Features? Look here' });
    expect(more).toHaveAttribute('href', 'https://example.test/build-out');
    expect(more).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'How This Works' })).toHaveAttribute('href', 'https://example.test/how');
    expect(screen.getByRole('heading', { level: 2, name: 'What Our Customers Say' })).toBeInTheDocument();
    expect(
      screen.getByText('Hundreds of entrepreneurs have successfully launched their businesses with our platform.'),
    ).toBeInTheDocument();
    TESTIMONIAL_ROWS.forEach((row, i) => {
      const list = screen.getByRole('list', { name: `Testimonials, row ${i + 1}` });
      expect(within(list).getAllByRole('listitem')).toHaveLength(4);
      const verified = within(list).queryAllByText('✓ Verified');
      expect(verified).toHaveLength(row.filter((t) => t.verified).length);
    });
    // The copies exist for the loop but are hidden from assistive technology.
    expect(screen.getAllByTestId('testimonial-card')).toHaveLength(24);
    expect(document.querySelectorAll('[data-duplicate][aria-hidden="true"]')).toHaveLength(3);
  });

  it('the Pause button stops every row', () => {
    preferReducedMotion(false);
    renderWithPlatform(<LandingLayout>form</LandingLayout>);
    act(() => screen.getByRole('button', { name: 'Pause testimonials' }).click());
    screen.getAllByTestId('testimonial-track').forEach((t) => expect(t).toHaveAttribute('data-paused', 'true'));
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
  });

  it('footer: address, support phone and e-mail from config, five policy links in new tabs, 2025', () => {
    preferReducedMotion(false);
    renderWithPlatform(<LandingLayout>form</LandingLayout>);
    const footer = within(screen.getByTestId('landing-footer'));
    expect(footer.getByRole('link', { name: '+1 (555) 010-0000' })).toHaveAttribute('href', 'tel:+15550100000');
    expect(footer.getByRole('link', { name: 'support@example.test' })).toHaveAttribute('href', 'mailto:support@example.test');
    const policies = footer.getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank');
    expect(policies.map((a) => a.textContent)).toEqual([
      'Terms of Use',
      'Privacy Policy',
      'Business Policy',
      'Pricing & Fees',
      'Compliance Information',
    ]);
    expect(footer.getByText(/© 2025/)).toBeInTheDocument();
  });
});
