import '@studyhub/shared-ui/tokens.css';
import { mountApp } from '@studyhub/shared-api';
import { App } from './app/App.tsx';
import { ROUTES } from './app/routes.ts';
import { registerRemotesFromConfig } from './features/remote-loader/load-remote.ts';
import { preloadRouteRemote } from './features/remote-loader/preload-route-remote.ts';

await mountApp(document.getElementById('root')!, <App />, {
  beforeRender: (config) => {
    preloadRouteRemote(config, ROUTES, location.pathname);
    registerRemotesFromConfig(config);
  },
});
