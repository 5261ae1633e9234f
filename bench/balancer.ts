import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { sleep } from './checkout-lib.ts';

/** Debian's haproxy; installed with apt-get when missing and root (as scripts/e2e.mjs does Chromium). */
export function haproxyBinary(): string {
  for (const p of ['/usr/sbin/haproxy', '/usr/bin/haproxy']) if (existsSync(p)) return p;
  if (process.getuid?.() === 0) {
    console.log('▶ Installing Debian’s haproxy for the cluster test (apt-get)…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync('/usr/sbin/haproxy')) return '/usr/sbin/haproxy';
  }
  throw new Error('The cluster test needs HAProxy: sudo apt-get install haproxy');
}

/** HAProxy with deploy/haproxy.cfg as shipped, in front of three API processes on 127.0.0.1. */
export function spawnBalancer(bindPort: number, apiPorts: readonly [number, number, number]): ChildProcess {
  return spawn(haproxyBinary(), ['-db', '-f', 'deploy/haproxy.cfg'], {
    env: {
      ...process.env,
      VEDMARKED_BIND: `127.0.0.1:${bindPort}`,
      VEDMARKED_API1: `127.0.0.1:${apiPorts[0]}`,
      VEDMARKED_API2: `127.0.0.1:${apiPorts[1]}`,
      VEDMARKED_API3: `127.0.0.1:${apiPorts[2]}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Until the balancer on `base` has answered from all three processes (its health checks rise after 2 × 1 s). */
export async function untilAllThreeBehind(base: string, timeoutMs = 15_000): Promise<void> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const r = await fetch(`${base}/api/health/live`).catch(() => null);
      seen.add(r?.headers.get('x-vedmarked-server') ?? '');
    }
    if (seen.size === 3 && !seen.has('')) return;
    if (performance.now() > until) throw new Error(`the balancer did not see all three processes within ${timeoutMs} ms`);
    await sleep(250);
  }
}
