import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { ThemeProvider } from './ThemeProvider';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

// jest resolves styled-components' `main` (its server build, which never injects global styles);
// browsers get the `browser` build, so the test uses that one.
jest.mock('styled-components', () => jest.requireActual('styled-components/dist/styled-components.browser.cjs.js'));

const Probe = styled.p`
  color: ${({ theme: t }) => t.colors.danger};
  ${({ theme: t }) => t.media.md} {
    width: ${({ theme: t }) => t.layout.sidebarWidth.md};
  }
`;

describe('theme', () => {
  it('exposes the tokens the layout needs', () => {
    expect(theme.media.md).toBe('@media (min-width: 768px)');
    expect(theme.media.lg).toBe('@media (min-width: 1024px)');
    expect(theme.layout.sidebarWidth).toEqual({ base: '80%', md: '30%', lg: '25%' });
    expect(theme.colors.danger).toMatch(/^#/);
    expect(theme.colors.success).toMatch(/^#/);
  });

  it('hands the theme to styled components', () => {
    render(
      <ThemeProvider>
        <Probe>hello</Probe>
      </ThemeProvider>,
    );
    expect(screen.getByText('hello')).toHaveStyle({ color: theme.colors.danger });
  });

  it('GlobalStyle injects the base body styles', () => {
    render(
      <ThemeProvider>
        <GlobalStyle />
      </ThemeProvider>,
    );
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    expect(css).toContain('box-sizing:border-box');
  });
});
