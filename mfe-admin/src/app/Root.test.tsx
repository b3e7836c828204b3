import { SCREENS } from '../screens';
import { describeRemoteRoot } from 'shared-ui/testing';
import { Root } from './Root';

describeRemoteRoot('mfe-admin', Root, SCREENS.screens);
