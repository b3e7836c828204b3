/** Where the guard keeps a signed-out visitor's deep link (sessionStorage, this tab). */
export const RETURN_TO_KEY = 'portal.return-to';
