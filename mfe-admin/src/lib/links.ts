import { screenLinks } from 'shared-ui';
import { SCREENS } from '../screens';

/**
 * Typed links of this remote: `href(id, params)` and `title(id)` of its own screens, `foreign(platform, id)`
 * for another remote's screen listed in SCREENS.links (resolved at runtime from the composed table).
 */
export const { href, title, foreign } = screenLinks(SCREENS);
