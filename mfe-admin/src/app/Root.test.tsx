import { routesOf } from 'shared-ui';
import { describeRemoteRoot } from 'shared-ui/testing';
import { Root } from './Root';

describeRemoteRoot('mfe-admin', Root, routesOf('mfe_admin'));
