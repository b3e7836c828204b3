import { routesOf } from 'shared-ui';
import { describeRemoteRoot } from 'shared-ui/testing';
import { Root } from './Root';

describeRemoteRoot('mfe-content', Root, routesOf('mfe_content'));
