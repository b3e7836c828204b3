import { describeRemoteLifecycles } from 'shared-ui/src/testing/remote-tests';
import { ROUTES } from './app/routes';
import * as lifecycles from './lifecycles';
import { testPlatform } from './testing/fake-platform';

describeRemoteLifecycles('mfe-auth', lifecycles, ROUTES[0], testPlatform);
