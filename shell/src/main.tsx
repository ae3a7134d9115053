import '@studyhub/shared-ui/tokens.css';
import { mountApp } from '@studyhub/shared-api';
import { App } from './app/App.tsx';
import { ROUTES } from './app/routes.ts';
import { connectRemotes } from './common/remotes/remote-modules.ts';
import { keepServedPage, storeServedData } from './features/remote-loader/served-page.tsx';

keepServedPage();
await mountApp(document.getElementById('root')!, <App />, {
  beforeRender: (config, store) => {
    connectRemotes(config, ROUTES, location.pathname);
    storeServedData(store);
  },
});
