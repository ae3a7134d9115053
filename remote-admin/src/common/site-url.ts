import { createContext } from 'react';

/**
 * Where "View Site" leads. Inside the shell the site is this same origin; the standalone
 * bootstrap provides the site's address from its runtime config.
 */
export const SiteUrlContext = createContext('/');
