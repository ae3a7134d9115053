import { defineConfig } from 'vite';
import { shellConfig } from '../vite.shared.ts';

export default defineConfig(shellConfig());
