// Standalone bootstrap: the admin portal on its own origin, with the same store factory.
import '@studyhub/shared-ui/tokens.css';
import { mountApp } from '@studyhub/shared-api';
import { StandaloneAdmin } from './StandaloneAdmin.tsx';

// Without a configured site address, "View Site" can only offer this origin's root.
await mountApp(document.getElementById('root')!, (config) => <StandaloneAdmin siteUrl={config.siteUrl ?? '/'} />);
