import { render, screen } from '@testing-library/react';
import { SCREENS } from '../screens';
import { createFakePlatform, describeRemoteRoot } from 'shared-ui/testing';
import { Root } from './Root';

describeRemoteRoot('mfe-setup', Root, SCREENS.screens);

it('shows the not-found page, with a link home, on a path no route matches', async () => {
  window.history.pushState(null, '', '/no-such-page');
  render(<Root platform={createFakePlatform()} reportRenderError={jest.fn()} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
