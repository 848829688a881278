/**
 * The deploy files agree with the app: compose.yaml hands every setting the server reads to the migrations, the
 * instances and the render worker (and .env.example lists each), the Dockerfile's two targets (portal, render), nginx.conf's numbers are the app's (body limit, heartbeat), and the
 * systemd units verify. cluster.test.ts runs nginx.conf itself.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as domain from '@portal/domain';
import { MESSAGE_HEARTBEAT_MS, VIDEO_UPLOAD_MAX_BYTES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inCi } from './support/test-db.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const read = (p: string) => fs.readFileSync(path.join(repoRoot, p), 'utf8');

/** Every environment variable the server's settings read (config*.ts: env.NAME, env['NAME'], 'NAME' in lists). */
function settingsRead(): Set<string> {
  const dir = path.join(repoRoot, 'apps/server/src');
  const names = new Set<string>();
  for (const f of fs.readdirSync(dir).filter((f) => /^config.*\.ts$/.test(f) && !f.includes('.test.'))) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    for (const m of text.matchAll(/env(?:\.|\[')([A-Z][A-Z0-9_]+)/g)) names.add(m[1]!);
    for (const m of text.matchAll(/'([A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g)) names.add(m[1]!);
  }
  return names;
}

/** The settings behind production's refusal to start: payment channels, SMS, and the address payments need. */
const productionCheck = (n: string) =>
  /^(WECHATPAY_|ALIPAY_|PAYMENT_|SMS_|ALIYUN_SMS_|TENCENT_SMS_)/.test(n) || n === 'PUBLIC_BASE_URL';

interface Service {
  build?: { context: string; dockerfile: string; target?: string };
  image?: string;
  env_file?: string | string[];
  environment?: Record<string, string>;
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  networks?: Record<string, { ipv4_address?: string }> | string[];
  ports?: string[];
  volumes?: string[];
}

describe('deploy/compose.yaml', () => {
  const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, Service> };
  const portals = ['migrate', 'portal-a', 'portal-b', 'render'].map((n) => [n, compose.services[n]!] as const);
  const example = read('deploy/.env.example');
  const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));

  it('hands every setting the server reads to the migrations, both instances and the render worker; .env.example lists each', () => {
    const names = settingsRead();
    expect(names.size).toBeGreaterThan(50);
    for (const n of ['WECHATPAY_PRIVATE_KEY', 'ALIPAY_APP_ID', 'PAYMENT_SANDBOX', 'SMS_PROVIDER', 'TRUST_PROXY'])
      expect(names).toContain(n);
    for (const [name, s] of portals) {
      // the whole .env goes in (env_file); `environment:` fixes only what the layout decides
      expect([s.env_file].flat(), name).toContain('.env');
      const fixed = Object.keys(s.environment ?? {});
      const missing = [...names].filter((n) => !fixed.includes(n) && !listed.has(n));
      expect(missing, `${name}: settings neither fixed by compose nor in .env.example`).toEqual([]);
      // nothing production's check needs is pinned by compose: each comes from .env
      expect(fixed.filter(productionCheck), name).toEqual([]);
    }
    expect([...listed].filter(productionCheck).sort()).toEqual([...names].filter(productionCheck).sort());
  });

  it('loads no demo data, trusts nginx for the client address, and migrates once before the instances', () => {
    for (const [name, s] of portals) {
      expect(s.environment?.SEED_DEMO, name).toBe('0');
      expect(s.environment?.NODE_ENV, name).toBe('production');
    }
    const nginx = compose.services.nginx!;
    const proxyAddress = (nginx.networks as Record<string, { ipv4_address: string }>).portal!.ipv4_address;
    for (const [name, s] of portals) expect(s.environment?.TRUST_PROXY, name).toBe(proxyAddress);
    expect(compose.services.migrate!.command).toEqual(['node', 'apps/server/dist/migrate.js']);
    for (const name of ['portal-a', 'portal-b', 'render'])
      expect(compose.services[name]!.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    // published where deploy/.env says (80 and 443 by default); the HTTPS port also goes into nginx.conf's redirect
    expect(nginx.ports).toEqual(['${HTTP_PORT:-80}:80', '${HTTPS_PORT:-443}:443']);
    expect(nginx.environment).toEqual({
      HTTPS_PORT: '${HTTPS_PORT:-443}',
      PORTAL_A: 'portal-a:3000',
      PORTAL_B: 'portal-b:3000',
      NGINX_ENVSUBST_FILTER: '^(HTTPS_PORT|PORTAL_A|PORTAL_B)$$',
    });
    expect(nginx.volumes).toContain('./nginx.conf:/etc/nginx/templates/default.conf.template:ro');
    expect(nginx.volumes).toContain('./certs:/etc/nginx/certs:ro');
    for (const n of ['HTTP_PORT', 'HTTPS_PORT']) expect(listed).toContain(n);
  });

  it('web instances from the portal image render nothing; one render service from the render image renders, unpublished', () => {
    const { render, 'portal-a': a, 'portal-b': b, migrate } = compose.services;
    for (const s of [a!, b!, migrate!]) {
      expect(s.build?.target).toBe('portal');
      expect(s.environment?.AIGC_RENDER_SECONDS).toBe('0');
    }
    expect(render!.build?.target).toBe('render');
    expect(render!.image).not.toBe(a!.image);
    expect(Number(render!.environment?.AIGC_RENDER_SECONDS)).toBeGreaterThan(0);
    // no public port, and no proxy sends it visitors
    expect(render!.ports).toBeUndefined();
    expect(read('deploy/nginx.conf')).not.toMatch(/\brender\b:/);
    // the same database as the instances (the queued videos, its heartbeat)
    expect(render!.environment?.DATABASE_URL).toBe(a!.environment?.DATABASE_URL);
    // the only renderer: its image is the Dockerfile's stage with ffmpeg, the instances' the one without
    const targets = Object.values(compose.services)
      .filter((s) => s.build)
      .map((s) => s.build!.target);
    expect(targets.filter((t) => t === 'render')).toHaveLength(1);
  });

  it('passes `docker compose config` (or docker-compose 1.29, Debian’s) where either is installed', () => {
    const plugin = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0;
    const v1 = !plugin && spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status === 0;
    if (!plugin && !v1) return; // neither here (the parse above still checks the file)
    const env = path.join(repoRoot, 'deploy/.env');
    const made = !fs.existsSync(env);
    if (made) fs.writeFileSync(env, 'POSTGRES_PASSWORD=check\n');
    try {
      const [cmd, ...args] = [...(plugin ? ['docker', 'compose'] : ['docker-compose']), '-f', 'deploy/compose.yaml'];
      const r = spawnSync(cmd!, [...args, 'config', '--quiet'], {
        cwd: repoRoot,
        encoding: 'utf8',
      });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
    } finally {
      if (made) fs.rmSync(env);
    }
  });
});

describe('deploy/nginx.conf', () => {
  const conf = read('deploy/nginx.conf');
  const https = conf.slice(conf.indexOf('listen 443'));
  const plain = conf.slice(conf.indexOf('listen 80;'), conf.indexOf('listen 443'));

  it("takes the largest upload the app accepts: the largest of the domain's upload limits, and 1 MB of form", () => {
    const limits = Object.entries(domain).flatMap(([k, v]) =>
      /_MAX_BYTES$/.test(k) && !/UNPACKED/.test(k) && typeof v === 'number'
        ? [v]
        : /_LIMITS$/.test(k) && typeof (v as { maxBytes?: unknown })?.maxBytes === 'number'
          ? [(v as { maxBytes: number }).maxBytes]
          : [],
    );
    const largest = Math.max(...limits);
    expect(largest).toBeGreaterThanOrEqual(Math.max(VIDEO_UPLOAD_MAX_BYTES, domain.MEDIA_LIMITS.maxBytes));
    const m = /client_max_body_size (\d+)m;/.exec(https);
    // the file and its form's other fields: 1 MB above the largest file
    expect(Number(m?.[1]) * 1024 * 1024).toBe(largest + 1024 * 1024);
  });

  it("has three placeholders, filled by compose from its nginx service and on a systemd host by deploy.md's command", () => {
    const names = [...new Set([...conf.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]!))].sort();
    expect(names).toEqual(['HTTPS_PORT', 'PORTAL_A', 'PORTAL_B']);
    const nginx = (parse(read('deploy/compose.yaml')) as { services: Record<string, Service> }).services.nginx!;
    expect(nginx.environment).toMatchObject({ PORTAL_A: 'portal-a:3000', PORTAL_B: 'portal-b:3000' });
    const filter = new RegExp(String(nginx.environment!.NGINX_ENVSUBST_FILTER).replace('$$', '$'));
    for (const n of names) expect(filter.test(n), n).toBe(true);
    const doc = read('docs/deploy.md');
    expect(doc).toContain("PORTAL_A=127.0.0.1:3001 PORTAL_B=127.0.0.1:3002 envsubst '$HTTPS_PORT $PORTAL_A $PORTAL_B'");
    expect(doc).toContain('portal@3001 portal@3002');
  });

  it("keeps an idle live connection past the heartbeat, passes the browser's Host, and hides /metrics", () => {
    const timeout = /proxy_read_timeout (\d+)s;/.exec(https);
    expect(Number(timeout?.[1]) * 1000).toBeGreaterThan(MESSAGE_HEARTBEAT_MS);
    expect(https).toContain('proxy_set_header Host $http_host;');
    expect(https).toMatch(/location = \/metrics \{\s*return 404;/);
    // HSTS only where a browser takes it; plain HTTP only redirects
    expect(https).toContain('Strict-Transport-Security');
    expect(plain).not.toContain('Strict-Transport-Security');
    // to the HTTPS port browsers use ($host has no port): a placeholder
    expect(plain).toContain('return 301 https://$host:${HTTPS_PORT}$request_uri;');
  });
});

/**
 * `nginx -t` on deploy/nginx.conf as each documented layout fills it: a systemd host by docs/deploy.md's envsubst line,
 * compose as the nginx image's entrypoint does (envsubst of the environment's names that match NGINX_ENVSUBST_FILTER,
 * into conf.d, included by the image's http block with its `main` log). nginx -t resolves upstream names, and
 * portal-a, portal-b exist only on compose's network: there they become 127.0.0.1, and nothing else changes. Both
 * run with the certificate, ACME and log folders moved to a temporary one (the lines that name them).
 */
describe('deploy/nginx.conf under nginx -t, as each layout fills it', () => {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
  const envsubst = spawnSync('envsubst', ['--version']).status === 0;
  const template = read('deploy/nginx.conf');
  const nginxTest = (site: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-t-'));
    fs.mkdirSync(path.join(dir, 'certs'));
    const cert = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=portal'],
      ...['-keyout', `${dir}/certs/privkey.pem`, '-out', `${dir}/certs/fullchain.pem`],
    ]);
    expect(cert.status).toBe(0);
    const moved = site
      .replaceAll('/etc/nginx/certs/', `${dir}/certs/`)
      .replaceAll('/var/www/acme', `${dir}/acme`)
      .replaceAll('/var/log/nginx/', `${dir}/`);
    // only the lines naming those folders differ
    const changed = site.split('\n').filter((l, i) => l !== moved.split('\n')[i]);
    expect(changed.every((l) => /\/etc\/nginx\/certs\/|\/var\/www\/acme|\/var\/log\/nginx\//.test(l))).toBe(true);
    fs.mkdirSync(path.join(dir, 'conf.d'));
    fs.writeFileSync(path.join(dir, 'conf.d/default.conf'), moved);
    // the nginx image's /etc/nginx/nginx.conf, its paths in the temporary folder
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log notice;
events { worker_connections 1024; }
http { default_type application/octet-stream;
  log_format main '$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer"';
  access_log ${dir}/access.log main; sendfile on; keepalive_timeout 65;
  include ${dir}/conf.d/*.conf; }\n`,
    );
    const r = spawnSync(nginx!, ['-t', '-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
      encoding: 'utf8',
    });
    fs.rmSync(dir, { recursive: true, force: true });
    return r;
  };
  const ready = () => {
    if (nginx && envsubst) return true;
    // as the cluster test: in CI with PostgreSQL, where `npm test` installs nginx-light, a missing one fails
    if (inCi() && process.env.TEST_DATABASE_URL)
      throw new Error('nginx -t needs nginx (nginx-light) and envsubst (gettext-base)');
    return false;
  };

  it("a systemd host's file, made by docs/deploy.md's envsubst line", () => {
    if (!ready()) return;
    const line =
      /`(HTTPS_PORT=443 PORTAL_A=\S+ PORTAL_B=\S+ envsubst [^`]+) > \/etc\/nginx\/conf\.d\/portal\.conf`/.exec(
        read('docs/deploy.md'),
      )?.[1];
    expect(line).toBeDefined();
    const filled = spawnSync('sh', ['-c', line!], { cwd: repoRoot, encoding: 'utf8' });
    expect(filled.status).toBe(0);
    expect(filled.stdout).toContain('server 127.0.0.1:3001 max_fails');
    const r = nginxTest(filled.stdout);
    expect(r.stderr).toContain('test is successful');
    expect(r.status).toBe(0);
  });

  it("compose's file, made as the nginx image makes it, portal-a and portal-b named 127.0.0.1", () => {
    if (!ready()) return;
    const service = (parse(read('deploy/compose.yaml')) as { services: Record<string, Service> }).services.nginx!;
    // compose's interpolation with deploy/.env's defaults ($$ is compose's escaped $)
    const env = Object.fromEntries(
      Object.entries(service.environment!).map(([k, v]) => [
        k,
        String(v)
          .replace(/\$\{(\w+):-([^}]*)\}/g, (_, _n: string, d: string) => d)
          .replaceAll('$$', '$'),
      ]),
    );
    expect(env.HTTPS_PORT).toBe('443');
    // the image's 20-envsubst-on-templates.sh: only the names the filter matches
    const filter = new RegExp(env.NGINX_ENVSUBST_FILTER!);
    const names = Object.keys(env).filter((n) => filter.test(n));
    expect(names.sort()).toEqual(['HTTPS_PORT', 'PORTAL_A', 'PORTAL_B']);
    const filled = spawnSync('envsubst', [names.map((n) => `\${${n}}`).join(' ')], {
      input: template,
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
    });
    expect(filled.status).toBe(0);
    const file = filled.stdout;
    // the template with its three placeholders filled, nothing else (envsubst fills `$NAME` too: only comments have it)
    const values: Record<string, string> = { HTTPS_PORT: '443', PORTAL_A: 'portal-a:3000', PORTAL_B: 'portal-b:3000' };
    const fill = /\$(?:\{(HTTPS_PORT|PORTAL_A|PORTAL_B)\}|(HTTPS_PORT|PORTAL_A|PORTAL_B)(?!\w))/g;
    expect(file).toBe(template.replace(fill, (_, a?: string, b?: string) => values[(a ?? b)!]!));
    for (const m of template.matchAll(/^.*\$(HTTPS_PORT|PORTAL_A|PORTAL_B)\b.*$/gm)) expect(m[0]).toMatch(/^\s*#/);
    // the two upstream servers' host names resolvable here; every other byte as compose's nginx reads it
    const local = file.replace(/^(\s*server )portal-[ab](:3000 )/gm, '$1127.0.0.1$2');
    const [a, b] = [file.split('\n'), local.split('\n')];
    expect(a).toHaveLength(b.length);
    const differ = a.flatMap((l, i) => (l === b[i] ? [] : [[l.trim(), b[i]!.trim()]]));
    expect(differ).toEqual([
      ['server portal-a:3000 max_fails=1 fail_timeout=5s;', 'server 127.0.0.1:3000 max_fails=1 fail_timeout=5s;'],
      ['server portal-b:3000 max_fails=1 fail_timeout=5s;', 'server 127.0.0.1:3000 max_fails=1 fail_timeout=5s;'],
    ]);
    const r = nginxTest(local);
    expect(r.stderr).toContain('test is successful');
    expect(r.status).toBe(0);
  });
});

describe('deploy/nginx.conf access log', () => {
  const conf = read('deploy/nginx.conf');
  it('logs each request without its query string (`?token=`, signed links), in both server blocks', () => {
    const formats = new Map(
      [...conf.matchAll(/log_format (\w+)((?:\s+'[^']*')+);/g)].map((m) => [m[1]!, m[2]!.replace(/'\s+'/g, '')]),
    );
    const blocks = conf.split(/\nserver \{/).slice(1);
    expect(blocks).toHaveLength(2);
    for (const block of blocks) {
      // one access log per server block (it replaces the http block's, e.g. the nginx image's `main` with $request)
      const logs = [...block.matchAll(/^\s*access_log (\S+)(?: (\w+))?;/gm)];
      expect(logs).toHaveLength(1);
      const format = formats.get(logs[0]![2] ?? '');
      expect(format, 'a log_format of this file').toBeDefined();
      // nothing that carries the query: the request line, the raw URI, the arguments, the raw Referer
      expect(format).not.toMatch(/\$(request|request_uri|args|query_string|arg_\w+|http_referer)\b/);
      expect(format).toMatch(/\$request_method \$\w+ \$server_protocol/);
    }
    // the path it logs is $request_uri up to the '?'
    const path = /log_format \w+ '[^']*\$request_method \$(\w+)/.exec(conf)![1]!;
    expect(conf).toMatch(new RegExp(`map \\$request_uri \\$${path} \\{\\s*"~\\^\\(\\?<\\w+>\\[\\^\\?\\]\\*\\)"`));
  });
});

describe('deploy/Dockerfile', () => {
  const file = read('deploy/Dockerfile');
  /** The text of each stage by its name (`FROM … AS name` up to the next FROM). */
  const stages = new Map(
    file
      .split(/\n(?=FROM )/)
      .filter((s) => s.startsWith('FROM '))
      .map((s) => [/^FROM \S+(?: AS (\S+))?/.exec(s)![1] ?? '', s] as const),
  );
  const runtime = stages.get('runtime')!;

  it('one build stage; two final targets on one runtime: `portal` (the default, no ffmpeg) and `render` (+ ffmpeg)', () => {
    expect([...stages.keys()].filter((n) => n === 'build')).toHaveLength(1);
    expect(runtime).toMatch(/^FROM debian:bookworm-slim AS runtime$/m);
    expect(stages.get('portal')).toMatch(/^FROM runtime AS portal$/m);
    expect(stages.get('render')).toMatch(/^FROM runtime AS render$/m);
    // the last stage is what `docker build` without --target gives: the image without ffmpeg
    expect([...stages.keys()].at(-1)).toBe('portal');
    expect(file.replace(/^#.*$/gm, '').match(/apt-get install[^\n]*ffmpeg/g)).toHaveLength(1);
    expect(stages.get('render')).toMatch(/apt-get install -y --no-install-recommends ffmpeg/);
    expect(stages.get('render')).toMatch(/rm -rf \/var\/lib\/apt\/lists\/\*/);
    expect(runtime + stages.get('portal')).not.toMatch(/^[^#]*ffmpeg/m);
    for (const t of ['portal', 'render']) {
      expect(stages.get(t)).toContain('COPY --from=app /app /app');
      expect(stages.get(t)).toMatch(/^USER node$/m);
    }
    // docs/deploy.md names both build commands
    const docs = read('docs/deploy.md');
    for (const t of ['portal', 'render']) expect(docs).toContain(`--target ${t}`);
  });

  it('runs the built server with production dependencies only, the font and a health check', () => {
    expect(runtime).toContain('NotoSansCJK-Regular.ttc');
    expect(runtime).toMatch(/^HEALTHCHECK .*\n.*\/livez/m);
    expect(runtime).toMatch(/^CMD \["node", "apps\/server\/launch\.mjs"\]$/m);
    expect(file).toContain('npm ci --omit=dev --workspace @portal/server');
    // ffmpeg comes from Debian, never from an npm package that carries or downloads a binary
    for (const pkg of ['package.json', 'apps/server/package.json'])
      expect(read(pkg)).not.toMatch(/ffmpeg-installer|ffmpeg-static/);
  });
});

describe('deploy/*.service', () => {
  it('run the built server and migrations, and pass systemd-analyze verify (where systemd is installed)', () => {
    const unit = read('deploy/portal@.service');
    const migrate = read('deploy/portal-migrate.service');
    // on the Node.js 22 the production install brings (package.json's dependency `node`), not the host's
    const NODE = '/opt/portal/node_modules/.bin/node';
    expect(unit).toContain(`\nExecStart=${NODE} apps/server/launch.mjs dist/main.js\n`);
    expect(migrate).toContain(`\nExecStart=${NODE} apps/server/dist/migrate.js\n`);
    expect(JSON.parse(read('package.json')).dependencies.node).toMatch(/^\^22\./);
    expect(unit + migrate).not.toContain('tsx');
    const which = spawnSync('systemd-analyze', ['--version']);
    if (which.status !== 0) return;
    // verified as shipped, with /opt/portal's Node.js standing for this machine's (verify checks the binary exists)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-units-'));
    for (const f of ['portal@.service', 'portal-migrate.service'])
      fs.writeFileSync(path.join(dir, f), read(`deploy/${f}`).replaceAll(NODE, process.execPath));
    const r = spawnSync('systemd-analyze', ['verify', './portal@3001.service', './portal-migrate.service'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(r.stderr.trim()).toBe('');
    expect(r.status).toBe(0);
  });
});
