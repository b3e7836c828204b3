import { screen } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform, TEST_CONFIG } from '../../testing/fake-platform';
import { ConfiguredVideo, configuredVideoUrl } from './ConfiguredVideo';

const props = { label: 'Welcome video', videoLabel: 'Welcome to the Business Portal', posterText: 'Watch the welcome video' };
const withLinks = (links: Record<string, unknown>) =>
  createFakePlatform({ config: { ...TEST_CONFIG, links: { ...TEST_CONFIG.links, ...links } } });

describe('ConfiguredVideo', () => {
  it('plays the configured video', () => {
    renderWithPlatform(<ConfiguredVideo {...props} />, withLinks({ welcomeVideo: 'https://cdn.test/welcome.mp4' }));
    const video = screen.getByLabelText('Welcome to the Business Portal');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', 'https://cdn.test/welcome.mp4');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('without a configured video, offers "How This Works" in a new tab', () => {
    renderWithPlatform(<ConfiguredVideo {...props} />, withLinks({ welcomeVideo: undefined }));
    const link = screen.getByRole('link', { name: 'Watch the welcome video' });
    expect(link).toHaveAttribute('href', TEST_CONFIG.links.howThisWorks);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('figure', { name: 'Welcome video' })).toBeInTheDocument();
  });

  it.each([[''], [42], [null]])('reads a malformed welcomeVideo (%p) as none', (value) => {
    expect(configuredVideoUrl({ ...TEST_CONFIG.links, welcomeVideo: value as never })).toBeUndefined();
  });
});
