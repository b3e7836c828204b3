import { SCREENS } from './screens';
import { createFakePlatform, describeRemoteLifecycles } from 'shared-ui/testing';
import * as lifecycles from './lifecycles';

describeRemoteLifecycles('mfe-auth', lifecycles, SCREENS.screens[0], () => createFakePlatform({ session: null }));
