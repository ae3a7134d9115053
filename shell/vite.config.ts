import { defineConfig } from 'vite';
import { shellConfig } from '../build/app-config.ts';

export default defineConfig(shellConfig());
