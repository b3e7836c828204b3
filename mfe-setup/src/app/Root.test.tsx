import { render, screen } from '@testing-library/react';
import { createFakePlatform } from 'shared-ui/src/testing/fake-platform';
import { describeRemoteRoot } from 'shared-ui/src/testing/remote-tests';
import { Root } from './Root';
import { ROUTES } from './routes';

describeRemoteRoot('mfe-setup', Root, ROUTES);

it('mfe-setup owns unknown paths: they show home', async () => {
  window.history.pushState(null, '', '/no-such-page');
  render(<Root platform={createFakePlatform()} reportRenderError={jest.fn()} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Business Formation' })).toBeInTheDocument();
});
