import { routesOf } from 'shared-ui';
import { describeRemoteLifecycles } from 'shared-ui/testing';
import * as lifecycles from './lifecycles';

describeRemoteLifecycles('mfe-admin', lifecycles, routesOf('mfe_admin')[0]);
