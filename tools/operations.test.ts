import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// No Docker engine where the tests run: these read docker-compose.yml, the proxy's Caddyfile and the bff's
// configuration schema, and check that the cluster profile is wired as docs/operations.md describes it.

const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  profiles?: string[];
  environment?: Record<string, string | number>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
}

// Compose reads `<<:` merge keys (the file's x- templates), which YAML 1.2 leaves off by default.
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const services = Object.entries(compose.services);
const inCluster = services.filter(([, service]) => service.profiles?.includes('cluster'));
const kurrentNodes = inCluster.filter(([, service]) => service.image?.includes('/kurrentdb:'));
const bffReplicas = inCluster.filter(([, service]) => service.build !== undefined);
const env = (service: Service, name: string) => String(service.environment?.[name] ?? '');

/** The variables bff/src/config.ts reads: the keys of its envSchema. */
function configVariables(): string[] {
  const schema =
    /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(read('bff/src/config.ts'))?.[1] ?? '';
  return [...schema.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]!);
}

describe('docker-compose.yml', () => {
  it('starts the single-node shape by default, as before', () => {
    const always = services.filter(([, service]) => !service.profiles).map(([name]) => name);
    expect(always).toEqual(['kurrentdb', 'postgres', 'bff']);
  });

  it('runs a three-node KurrentDB cluster in the cluster profile, each node seeded with the other two', () => {
    const names = kurrentNodes.map(([name]) => name);
    expect(names).toHaveLength(3);
    for (const [name, node] of kurrentNodes) {
      expect(env(node, 'KURRENTDB_CLUSTER_SIZE')).toBe('3');
      const seeds = env(node, 'KURRENTDB_GOSSIP_SEED').split(',').sort();
      expect(seeds).toEqual(names.filter((other) => other !== name).map((other) => `${other}:2113`));
      expect(env(node, 'KURRENTDB_NODE_HOST_ADVERTISE_AS')).toBe(name);
      expect(node.volumes?.[0]).toMatch(new RegExp(`^${name}-data:`));
    }
  });

  it('runs two bff replicas on the cluster and their own Postgres, reachable only through the proxy', () => {
    expect(bffReplicas.map(([name]) => name)).toEqual(['bff-1', 'bff-2']);
    for (const [, replica] of bffReplicas) {
      const storeHosts = /^kurrentdb:\/\/([^?/]+)/.exec(env(replica, 'EVENTSTORE_URL'))?.[1]?.split(',');
      expect(storeHosts).toEqual(kurrentNodes.map(([name]) => `${name}:2113`));
      const databaseHost = new URL(env(replica, 'DATABASE_URL')).hostname;
      expect(compose.services[databaseHost]?.profiles).toEqual(['cluster']);
      expect(env(replica, 'TRUST_PROXY')).toBe('1');
      expect(replica.ports).toBeUndefined();
      expect(replica.healthcheck?.test.join(' ')).toContain('/api/health/ready');
    }
    const published = inCluster.filter(([, service]) => service.ports).map(([name]) => name);
    expect(published).toEqual(['proxy']);
  });

  it('sets only variables the bff reads', () => {
    const known = new Set(configVariables());
    expect(known.size).toBeGreaterThan(30);
    const set = services
      .filter(([, service]) => service.build !== undefined)
      .flatMap(([, service]) => Object.keys(service.environment ?? {}));
    expect(set.filter((name) => !known.has(name))).toEqual([]);
  });
});

describe('deploy/Caddyfile', () => {
  const proxy = compose.services.proxy;
  const mounted = proxy?.volumes?.find((volume) => volume.endsWith(':/etc/caddy/Caddyfile:ro'));
  const caddyfile = read(mounted?.split(':')[0] ?? 'missing');

  it('balances over both bff replicas, checks /api/health/ready and passes the shopper’s address', () => {
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(bffReplicas.map(([name]) => `${name}:3000`));
    expect(caddyfile).toMatch(/^\s*health_uri \/api\/health\/ready$/m);
    expect(caddyfile).toMatch(/^\s*header_up X-Forwarded-For \{remote_host\}$/m);
  });
});

describe('docs/operations.md', () => {
  it('names every variable the bff reads', () => {
    const guide = read('docs/operations.md');
    expect(configVariables().filter((name) => !guide.includes(`\`${name}\``))).toEqual([]);
  });
});
