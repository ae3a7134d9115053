// Renders deploy/nginx/studyhub.conf, the recipe a department copies:
// `node --import tsx server/src/nginx/nginx-example.ts > deploy/nginx/studyhub.conf`.
import { fileURLToPath } from 'node:url';
import { type NginxApp, renderNginxConfig } from './nginx-config.ts';

/** Each app behind the TLS terminator on a local port, its host beside it; the API instances on 8090 and 8091. */
const APPS: NginxApp[] = [
  { name: 'shell', port: 8080, hostAddress: '127.0.0.1:8089', withApi: true },
  { name: 'remote-public', port: 8081, hostAddress: '127.0.0.1:8086' },
  { name: 'remote-resources', port: 8082, hostAddress: '127.0.0.1:8087' },
  { name: 'remote-admin', port: 8083, hostAddress: '127.0.0.1:8088' },
];

const PREAMBLE = `# The StudyHub recipe for Debian's nginx (docs/deploying.md): a TLS terminator or CDN in front
# sends studyhub.example.edu to 8080 (the shell and /api/), public., resources. and admin. to
# 8081-8083; add nginx's set_real_ip_from <its address> and real_ip_header X-Forwarded-For so
# $remote_addr is the visitor's. The API runs as two instances on 8090 and 8091 with
# TRUST_PROXY=127.0.0.1, REDIS_URL and DATABASE_URL. Each app's host serves its kept releases
# (RELEASES_DIR=/srv/studyhub/releases) as the registry says, on 8089 (the shell, with each page's
# head) and 8086-8088: node --import tsx server/src/serve-app.ts --releases=/srv/studyhub/releases
# --app=shell --api=https://studyhub.example.edu 8089 "$(cat /etc/studyhub/shell.runtime-config.json)"
# --page-heads, and the same for each remote without --page-heads. Run: nginx -c /etc/studyhub/nginx.conf.
`;

export function renderNginxExample(): string {
  return PREAMBLE + renderNginxConfig({ runDir: '/var/lib/studyhub-nginx', listenHost: '127.0.0.1', upstreams: ['127.0.0.1:8090', '127.0.0.1:8091'], apps: APPS });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(renderNginxExample());
