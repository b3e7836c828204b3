/** The shell's version label (spec 1: the desktop application's V5.25.3, shown under the sidebar). */
export const SHELL_VERSION = 'V5.25.3';
