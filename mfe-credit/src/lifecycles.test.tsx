import { routesOf } from 'shared-ui';
import { describeRemoteLifecycles } from 'shared-ui/testing';
import * as lifecycles from './lifecycles';

describeRemoteLifecycles('mfe-credit', lifecycles, routesOf('mfe_credit')[0]);
