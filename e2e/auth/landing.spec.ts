import { expect, test } from '@playwright/test';
import { stackState } from '../support';

const HEADLINE = 'Every success story starts with a decision. Make yours now!';

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('the landing layout: typing headline, note, marketing links, testimonials and footer', async ({ page }) => {
    const { portalUrl } = stackState();
    await page.goto('/signin');
    const headline = page.getByTestId('typing-headline');
    // Typing: part of the sentence first, all of it after ~3 s (59 characters at 50 ms).
    await expect(headline).not.toHaveAttribute('data-done', 'true');
    await expect(headline).toHaveAttribute('data-done', 'true', { timeout: 10_000 });
    await expect(headline).toContainText(HEADLINE);

    await expect(page.getByText('No credit card needed to start building your business right now')).toBeVisible();
    for (const [name, key] of [
      ['Read more about our Business Build-Out Features? Look here', 'buildOutFeatures'],
      ['How This Works', 'howThisWorks'],
    ]) {
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', `${portalUrl}/external/${key}`);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(page.getByRole('figure', { name: 'Welcome video' })).toBeVisible();

    await expect(page.getByRole('heading', { level: 2, name: 'What Our Customers Say' })).toBeVisible();
    await expect(page.getByText('Hundreds of entrepreneurs have successfully launched their businesses with our platform.')).toBeVisible();
    // Three rows of four (plus the hidden copy of each row for the loop).
    for (let row = 1; row <= 3; row++)
      await expect(page.getByRole('list', { name: `Testimonials, row ${row}` }).getByRole('listitem')).toHaveCount(4);
    const cards = page.getByTestId('testimonial-card');
    await expect(cards).toHaveCount(24);
    const box = await cards.first().boundingBox();
    expect(box?.width).toBeCloseTo(350, 0);
    expect(box?.height).toBeCloseTo(180, 0);

    // Rows move on their own and stop under the pointer.
    const track = page.getByTestId('testimonial-track').first();
    const x = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const first = await x();
    await expect.poll(x).not.toBe(first);
    await track.hover({ force: true });
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
    // And it stays where it is, frame after frame.
    const still = await track.evaluate(
      (el) =>
        new Promise<boolean>((resolve) => {
          const at = () => new DOMMatrix(getComputedStyle(el).transform).m41;
          const before = at();
          let frames = 0;
          const next = () => (++frames < 10 ? requestAnimationFrame(next) : resolve(at() === before));
          requestAnimationFrame(next);
        }),
    );
    expect(still).toBe(true);

    const footer = page.getByTestId('landing-footer');
    await expect(footer).toContainText('+1 (555) 010-0000');
    await expect(footer.getByRole('link', { name: 'support@portal.local' })).toHaveAttribute('href', 'mailto:support@portal.local');
    for (const name of ['Terms of Use', 'Privacy Policy', 'Business Policy', 'Pricing & Fees', 'Compliance Information']) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    await expect(footer).toContainText('© 2025');
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('shows the whole headline at once and keeps the testimonials still', async ({ page }) => {
    await page.goto('/signup');
    // Whole at once: done within a second of showing (the screen itself may take a while on a busy machine).
    const headline = page.getByTestId('typing-headline');
    await expect(headline).toBeVisible();
    await expect(headline).toHaveAttribute('data-done', 'true', { timeout: 1000 });
    const track = page.getByTestId('testimonial-track').first();
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });
});
