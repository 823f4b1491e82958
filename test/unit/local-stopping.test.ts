// The local stack's stop helpers with real child processes and servers: a child that ignores
// SIGTERM is killed, a child already ended by a signal is not waited for, a server with an open
// keep-alive connection closes, a part that never ends is given up on, and a start-up step ends
// as soon as its signal aborts.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeServer, hasEnded, stopChildProcess, stopPart, unlessAborted } from '../../infra/local/stopping';

/** A node child that prints "ready" once its SIGTERM handler (if any) is in place. */
function child(script: string): Promise<ChildProcess> {
  const process_ = spawn(process.execPath, ['-e', `${script}; console.log('ready'); setInterval(() => {}, 1000);`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    process_.stdout?.once('data', () => resolve(process_));
    process_.once('error', reject);
  });
}

const exited = (process_: ChildProcess) => new Promise<void>((done) => (hasEnded(process_) ? done() : process_.once('exit', () => done())));

describe('stopping the local stack’s parts', () => {
  it('ends a child that obeys SIGTERM', async () => {
    const obedient = await child('');
    expect(await stopChildProcess(obedient, 10_000)).toBe('terminó (SIGTERM)');
    expect(hasEnded(obedient)).toBe(true);
  });

  it('kills a child that ignores SIGTERM once the grace period is over', async () => {
    const stubborn = await child("process.on('SIGTERM', () => {})");
    const started = performance.now();
    expect(await stopChildProcess(stubborn, 300)).toBe('terminó (SIGKILL) tras SIGKILL');
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('does not wait for a child that a signal already ended (its exitCode is null)', async () => {
    const gone = await child('');
    gone.kill('SIGKILL');
    await exited(gone);
    expect(gone.exitCode).toBeNull();
    expect(await stopChildProcess(gone)).toBe('ya había terminado (SIGKILL)');
  });

  it('closes a server that holds an idle keep-alive connection, and one that no longer listens', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((done, fail) => {
      request({ port, host: '127.0.0.1', agent }, (res) => {
        res.resume();
        res.on('end', () => done());
      })
        .on('error', fail)
        .end();
    });
    expect(await closeServer(server)).toBe('cerrado');
    expect(await closeServer(server)).toBe('no escuchaba');
    agent.destroy();
  });

  it('gives up on a part that never ends, and logs it with its time', async () => {
    const lines: string[] = [];
    await stopPart(
      'parte colgada',
      () => new Promise<void>(() => undefined),
      (line) => lines.push(line),
      200,
    );
    await stopPart(
      'parte rota',
      () => Promise.reject(new Error('falló')),
      (line) => lines.push(line),
    );
    expect(lines[0]).toMatch(/^detener parte colgada: SIN TERMINAR tras 200 ms, se deja de esperar \(\d+ ms\)$/);
    expect(lines[1]).toMatch(/^detener parte rota: error falló \(\d+ ms\)$/);
  });

  it('ends a start-up step as soon as its signal aborts, and passes a result through', async () => {
    const controller = new AbortController();
    const never = unlessAborted(new Promise(() => undefined), controller.signal);
    controller.abort(new Error('detenida por SIGINT durante el inicio'));
    await expect(never).rejects.toThrow('detenida por SIGINT durante el inicio');
    await expect(unlessAborted(Promise.resolve(7), new AbortController().signal)).resolves.toBe(7);
    await expect(unlessAborted(Promise.resolve(7), controller.signal)).rejects.toThrow('durante el inicio');
  });
});
