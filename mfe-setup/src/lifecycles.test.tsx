import { routesOf } from 'shared-ui';
import { describeRemoteLifecycles } from 'shared-ui/testing';
import * as lifecycles from './lifecycles';

describeRemoteLifecycles('mfe-setup', lifecycles, routesOf('mfe_setup')[0]);
