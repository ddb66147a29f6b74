import type { TBus, TBusMessage } from '../realtime/bus';

/**
 * Buses of several in-memory "processes" (tests of the cluster on PGlite): a message sent on one reaches
 * the others' handlers asynchronously, through a JSON round trip like a NOTIFY payload.
 */
export function createMemoryBuses(count: number): TBus[] {
  const handlers: ((message: TBusMessage) => void)[][] = Array.from({ length: count }, () => []);
  return handlers.map((own, i) => ({
    shared: true,
    send(message) {
      const payload = JSON.stringify(message);
      setImmediate(() => {
        handlers.forEach((list, j) => {
          if (j !== i) for (const handler of list) handler(JSON.parse(payload));
        });
      });
    },
    onMessage: (handler) => {
      own.push(handler);
    },
    close: async () => {
      own.length = 0;
    },
  }));
}
