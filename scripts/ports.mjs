// Default ports (ARCHITECTURE §6), each overridable by environment.
const env = (name, fallback) => Number(process.env[name] ?? fallback);

export const APP_PORTS = {
  shell: env('SHELL_PORT', 5173),
  'remote-public': env('REMOTE_PUBLIC_PORT', 5174),
  'remote-resources': env('REMOTE_RESOURCES_PORT', 5175),
  'remote-admin': env('REMOTE_ADMIN_PORT', 5176),
};
export const API_PORT = env('PORT', 3000);
export const REMOTE_APPS = ['remote-public', 'remote-resources', 'remote-admin'];
