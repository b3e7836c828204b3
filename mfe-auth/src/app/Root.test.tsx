import { SCREENS } from '../screens';
import { createFakePlatform, describeRemoteRoot } from 'shared-ui/testing';
import { browser } from '../lib/browser';
import { Root } from './Root';

beforeEach(() => {
  // Google's start checks the authorize address over HTTP; answer as a server that redirects.
  global.fetch = jest.fn(() => Promise.resolve({ type: 'opaqueredirect', status: 0 } as Response));
  // jsdom does not implement navigation; /signin/auto leaves for Google at once.
  jest.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
});

describeRemoteRoot('mfe-auth', Root, SCREENS.screens, () => createFakePlatform({ session: null }));
