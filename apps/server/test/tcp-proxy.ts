import net from 'node:net';

/** A TCP relay in front of a server, which a test can cut off and bring back (a restart, as clients see it). */
export interface TcpProxy {
  port: number;
  /** Drops every relayed connection and refuses new ones, as a server going down does. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const relay = (client: net.Socket) => {
    const upstream = net.connect(targetPort, targetHost);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server = net.createServer(relay);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const port = await listen(0);
  return {
    port,
    async cut() {
      const closed = stopListening();
      for (const socket of open) socket.destroy();
      await closed;
    },
    async resume() {
      server = net.createServer(relay);
      await listen(port);
    },
    async close() {
      for (const socket of open) socket.destroy();
      if (server.listening) await stopListening();
    },
  };
}
