import type { RemoteName } from '@studyhub/shared-api';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The federated module the remote exposes for this page (docs/architecture.md#module-federation). */
  module: string;
  /** Names the section in titles and in the "section unavailable" panel. */
  section: string;
}
