import { routesOf } from 'shared-ui';
import { describeRemoteLifecycles } from 'shared-ui/testing';
import * as lifecycles from './lifecycles';

describeRemoteLifecycles('mfe-content', lifecycles, routesOf('mfe_content')[0]);
