import net from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A TCP relay to put between a client and a database server, that a test can take down (every
 * open connection cut, new ones refused) and bring back: the database "going away" and
 * returning, without stopping the real server behind it.
 */
export async function startTcpProxy(target: net.NetConnectOpts) {
  const open = new Set<net.Socket>();
  let accepting = true;
  const server = net.createServer((client) => {
    if (!accepting) return void client.destroy();
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => {
        open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    down() {
      accepting = false;
      for (const socket of open) socket.destroy();
    },
    up() {
      accepting = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
