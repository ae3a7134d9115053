/** The API paths of SPEC §7, written once for the server routes and the client endpoints. */
export const API_PATHS = {
  health: '/api/health',
  blogAll: '/api/blog/all',
  blogById: '/api/blog/:id',
  media: '/api/media/:id',
} as const;
