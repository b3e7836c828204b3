/** The company's postal address shown in the footer (not a link, so not part of the runtime links). */
export const COMPANY_ADDRESS = '1209 Orange Street, Wilmington, DE 19801, United States';
export const COMPANY_NAME = 'Business Portal';
/** Spec 1 section 1: the footer year is 2025. */
export const FOOTER_YEAR = 2025;
