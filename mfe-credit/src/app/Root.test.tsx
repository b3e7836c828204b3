import { routesOf } from 'shared-ui';
import { describeRemoteRoot } from 'shared-ui/testing';
import { Root } from './Root';

describeRemoteRoot('mfe-credit', Root, routesOf('mfe_credit'));
