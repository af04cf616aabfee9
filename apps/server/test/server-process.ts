import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  /** Resolves to the exit code once the process has ended. */
  exited: Promise<number | null>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The server as `npm start` runs it (from source, through tsx), in a process of its own on a
 * free port and a fresh embedded database: for what only a real process shows (signals, sockets).
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-process-'));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_PASSWORD: 'demo-password-for-tests',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)));
  const base = await new Promise<string>((resolveBase, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening at (http:\/\/[\d.]+:\d+)/.exec(output);
      if (found?.[1]) resolveBase(found[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
  return {
    child,
    base,
    port: Number(new URL(base).port),
    exited: exited.finally(() => rmSync(dataDir, { recursive: true, force: true })),
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port free on 127.0.0.1 now, for a process of a test's own to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
