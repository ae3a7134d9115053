import { defineConfig } from 'vitest/config';
import { serverProjects } from './vitest.projects.ts';

export default defineConfig({ test: { projects: serverProjects } });
