import { SCREENS } from './screens';
import { describeRemoteLifecycles } from 'shared-ui/testing';
import * as lifecycles from './lifecycles';

describeRemoteLifecycles('mfe-setup', lifecycles, SCREENS.screens[0]);
