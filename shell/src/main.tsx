import '@studyhub/shared-ui/tokens.css';
import { mountApp } from '@studyhub/shared-api';
import { App } from './app/App.tsx';
import { registerRemotesFromConfig } from './features/remote-loader/load-remote.ts';

await mountApp(document.getElementById('root')!, <App />, { beforeRender: registerRemotesFromConfig });
