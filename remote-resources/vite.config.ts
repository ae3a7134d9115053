import { defineConfig } from 'vite';
import { remoteConfig } from '../build/app-config.ts';

export default defineConfig(({ command }) => remoteConfig('remote-resources', command));
