import { SCREENS } from '../screens';
import { describeRemoteRoot } from 'shared-ui/testing';
import { Root } from './Root';

describeRemoteRoot('mfe-credit', Root, SCREENS.screens);
