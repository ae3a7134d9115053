// Renders deploy/nginx/studyhub.conf, the recipe a department copies:
// `node --import tsx server/src/nginx/nginx-example.ts > deploy/nginx/studyhub.conf`.
import type { RuntimeConfig } from '@studyhub/shared-api/contract';
import { fileURLToPath } from 'node:url';
import { type NginxApp, renderNginxConfig } from './nginx-config.ts';

const SITE = 'https://studyhub.example.edu';
const REMOTES = {
  remote_public: 'https://public.studyhub.example.edu/remoteEntry.js',
  remote_resources: 'https://resources.studyhub.example.edu/remoteEntry.js',
  remote_admin: 'https://admin.studyhub.example.edu/remoteEntry.js',
};
const REMOTE_CONFIG: RuntimeConfig = { apiBaseUrl: SITE, remotes: {}, siteUrl: `${SITE}/` };

/** Each app behind the TLS terminator on a local port; the API instances on 8090 and 8091. */
const APPS: NginxApp[] = [
  { name: 'shell', port: 8080, runtimeConfig: { apiBaseUrl: SITE, siteUrl: SITE, remotes: REMOTES }, withApi: true, pagesFrom: '127.0.0.1:8089', root: '', runtimeConfigFile: '' },
  { name: 'remote-public', port: 8081, runtimeConfig: REMOTE_CONFIG, root: '', runtimeConfigFile: '' },
  { name: 'remote-resources', port: 8082, runtimeConfig: REMOTE_CONFIG, root: '', runtimeConfigFile: '' },
  { name: 'remote-admin', port: 8083, runtimeConfig: REMOTE_CONFIG, root: '', runtimeConfigFile: '' },
].map((app) => ({ ...app, root: `/srv/studyhub/${app.name}/dist`, runtimeConfigFile: `/etc/studyhub/${app.name}.runtime-config.json` }));

const PREAMBLE = `# The StudyHub recipe for Debian's nginx (docs/deploying.md): a TLS terminator or CDN in front
# sends studyhub.example.edu to 8080 (the shell and /api/), public., resources. and admin. to
# 8081-8083; add nginx's set_real_ip_from <its address> and real_ip_header X-Forwarded-For so
# $remote_addr is the visitor's. The API runs as two instances on 8090 and 8091 with
# TRUST_PROXY=127.0.0.1, REDIS_URL and DATABASE_URL; /etc/studyhub/ holds each app's
# runtime-config.json. The shell's pages come from its host on 8089, which writes each page's
# head: node --import tsx server/src/serve-app.ts /srv/studyhub/shell/dist 8089 "$(cat
# /etc/studyhub/shell.runtime-config.json)" --page-heads. Run: nginx -c /etc/studyhub/nginx.conf.
`;

export function renderNginxExample(): string {
  return PREAMBLE + renderNginxConfig({ runDir: '/var/lib/studyhub-nginx', listenHost: '127.0.0.1', upstreams: ['127.0.0.1:8090', '127.0.0.1:8091'], apps: APPS });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(renderNginxExample());
