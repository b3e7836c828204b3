import { SCREENS } from '../screens';
import { describeRemoteRoot } from 'shared-ui/testing';
import { Root } from './Root';

describeRemoteRoot('mfe-content', Root, SCREENS.screens);
