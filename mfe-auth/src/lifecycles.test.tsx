import { routesOf } from 'shared-ui';
import { createFakePlatform, describeRemoteLifecycles } from 'shared-ui/testing';
import * as lifecycles from './lifecycles';

describeRemoteLifecycles('mfe-auth', lifecycles, routesOf('mfe_auth')[0], () => createFakePlatform({ session: null }));
