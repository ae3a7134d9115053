// The portal's addresses of one post, each id encoded; the routes are AdminApp's (`edit/:id`, `edit/:id/history`).

/** Where a post is edited. */
export const editPath = (id: string): string => `/admin/edit/${encodeURIComponent(id)}`;

/** A post's history (docs/decisions/0074). */
export const historyPath = (id: string): string => `${editPath(id)}/history`;
