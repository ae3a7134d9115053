import type { RemoteName } from '@studyhub/shared-api';
import { REMOTE_PAGES } from '@studyhub/shared-api/catalog';
import type { RemoteRoute } from '../common/remotes/remote-route.ts';

/**
 * Each page is a remote module loaded at run time; the app manifest lists them
 * (docs/decisions/0048). Its federation names are REMOTE_NAMES, which a tools test checks: the
 * contract cannot read the manifest itself, being part of a tree-shaken share.
 */
export const ROUTES: readonly RemoteRoute[] = REMOTE_PAGES.map(({ path, remote, module, section }) => ({
  path,
  remote: remote as RemoteName,
  module,
  section,
}));
