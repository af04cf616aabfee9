import { connect, createServer, type Socket } from 'node:net';

export interface Relay {
  /** The page's origin through the relay; cookies are shared with the server's own port. */
  url: string;
  /** Drops every open connection at once, as a network blip does; new ones get through. */
  cut(): void;
  /** Drops every connection and refuses new ones, as a server that is restarting does. */
  down(): Promise<void>;
  /** Accepts connections again, on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of the end-to-end server. A browser that opens the admin app through it
 * keeps its real connections (the event stream too) until the test cuts them: the only way to
 * lose a stream that is already open, which Playwright's routes and offline mode cannot do.
 */
export async function openRelay(targetPort: number): Promise<Relay> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client);
    sockets.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the relay has no port');
  const { port } = address;
  const cut = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  const down = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    cut();
    await closed;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    cut,
    down,
    up: () => listen(port),
    close: async () => {
      if (server.listening) await down();
    },
  };
}
