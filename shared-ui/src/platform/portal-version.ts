/** The portal's version label (spec 1: a desktop application labelled V5.25.3): under the sidebar and on App info. */
export const PORTAL_VERSION = 'V5.25.3';
