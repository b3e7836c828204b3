import { describeRemoteRoot } from 'shared-ui/src/testing/remote-tests';
import { Root } from './Root';
import { ROUTES } from './routes';

describeRemoteRoot('mfe-credit', Root, ROUTES);
