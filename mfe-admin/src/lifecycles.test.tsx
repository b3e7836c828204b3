import { describeRemoteLifecycles } from 'shared-ui/src/testing/remote-tests';
import { ROUTES } from './app/routes';
import * as lifecycles from './lifecycles';

describeRemoteLifecycles('mfe-admin', lifecycles, ROUTES[0]);
