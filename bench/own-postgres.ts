/**
 * A PostgreSQL server of the bench's own, in a temporary folder on its own port (never the shared one),
 * run as the postgres user when the bench runs as root (initdb refuses root).
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export class OwnPostgres {
  readonly dir = mkdtempSync(join(tmpdir(), 'vm-bench-pg-'));
  constructor(
    readonly bin: string,
    readonly port: number,
  ) {}
  static find(): string | undefined {
    const root = '/usr/lib/postgresql';
    if (!existsSync(root)) return undefined;
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    return versions.map((v) => join(root, v, 'bin')).find((b) => existsSync(join(b, 'initdb')) && existsSync(join(b, 'pg_ctl')));
  }
  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }
  /** Runs a server tool, as the postgres user when the bench runs as root (initdb refuses root). Async: the load keeps running. */
  private async run(tool: string, args: string[]) {
    const asRoot = process.getuid?.() === 0;
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(this.bin, tool), ...args]] : [join(this.bin, tool), args];
    await promisify(execFile)(cmd, argv);
  }
  async init() {
    if (process.getuid?.() === 0) {
      const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString());
      chownSync(this.dir, id('-u'), id('-g'));
    }
    await this.run('initdb', ['-D', join(this.dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }
  start() {
    return this.run('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-l',
      join(this.dir, 'log'),
      '-w',
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
  }
  stop(mode: 'immediate' | 'fast') {
    return this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', mode, '-w', 'stop']);
  }
  remove() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
