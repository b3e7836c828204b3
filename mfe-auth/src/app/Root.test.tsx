import { describeRemoteRoot } from 'shared-ui/src/testing/remote-tests';
import { browser } from '../lib/browser';
import { testPlatform } from '../testing/fake-platform';
import { Root } from './Root';
import { ROUTES } from './routes';

beforeEach(() => {
  // Google's start checks the authorize address over HTTP; answer as a server that redirects.
  global.fetch = jest.fn(() => Promise.resolve({ type: 'opaqueredirect', status: 0 } as Response));
  // jsdom does not implement navigation; /signin/auto leaves for Google at once.
  jest.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
});

describeRemoteRoot('mfe-auth', Root, ROUTES, testPlatform);
