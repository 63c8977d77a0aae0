/**
 * A full garbage collection in a server process started with `--inspect=127.0.0.1:<port>`,
 * through its inspector (loopback): its RSS is then what the process keeps, not garbage V8 has
 * not collected yet. The memory cases of the security suite measure growth so.
 */
export async function collectGarbage(inspectPort: number): Promise<void> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as Array<{
    webSocketDebuggerUrl: string;
  }>;
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const done = new Promise<void>((resolve) => {
    socket.onmessage = (message) => {
      if ((JSON.parse(String(message.data)) as { id?: number }).id === 1) resolve();
    };
  });
  socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
  await done;
  socket.close();
}
