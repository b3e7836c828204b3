import { SCREENS } from './screens';
import { describeRemoteLifecycles } from 'shared-ui/testing';
import * as lifecycles from './lifecycles';

describeRemoteLifecycles('mfe-admin', lifecycles, SCREENS.screens[0]);
