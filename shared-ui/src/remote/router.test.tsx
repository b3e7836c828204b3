import { act, render, screen } from '@testing-library/react';
import { Routes, usePathname } from './router';

const ROUTES = [
  { path: '/', element: <p>home</p> },
  { path: '/documents', element: <p>documents</p> },
];

function go(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    // single-spa turns every history change into a popstate; the router follows those.
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('remote router', () => {
  it('renders the route of the current path, and follows history changes', () => {
    window.history.pushState(null, '', '/');
    render(<Routes routes={ROUTES} />);
    expect(screen.getByText('home')).toBeInTheDocument();
    go('/documents');
    expect(screen.getByText('documents')).toBeInTheDocument();
    expect(screen.queryByText('home')).not.toBeInTheDocument();
  });

  it('matches like the shell: trailing slashes ignored, case and sub-paths not', () => {
    window.history.pushState(null, '', '/documents/');
    render(<Routes routes={ROUTES} fallback={<p>fallback</p>} />);
    expect(screen.getByText('documents')).toBeInTheDocument();
    go('/Documents');
    expect(screen.getByText('fallback')).toBeInTheDocument();
    go('/documents/x');
    expect(screen.getByText('fallback')).toBeInTheDocument();
  });

  it('renders nothing on an unknown path without a fallback', () => {
    window.history.pushState(null, '', '/elsewhere');
    const { container } = render(<Routes routes={ROUTES} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('usePathname gives the path without its trailing slash', () => {
    window.history.pushState(null, '', '/a/b//?q=1');
    function Where() {
      return <p>{usePathname()}</p>;
    }
    render(<Where />);
    expect(screen.getByText('/a/b')).toBeInTheDocument();
  });
});
