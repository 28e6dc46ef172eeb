import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * The event bus between server instances (docs/architecture.md, the shape of the system): every instance hears every event and
 * delivers it to its own sockets. In memory for one process; Redis pub/sub when REDIS_URL is set.
 */
export interface EventBus {
  /** Sends a payload to every instance, this one included; answers how many instances hear it. */
  publish(payload: string): Promise<number>;
  /** Registers the one handler that receives every payload. */
  subscribe(handler: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'rootshare:events';

/** One process: an EventEmitter, delivered on the next tick like a network bus would. */
export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  return {
    publish: async (payload) => {
      setImmediate(() => emitter.emit(CHANNEL, payload));
      return emitter.listenerCount(CHANNEL);
    },
    subscribe: async (handler) => {
      emitter.on(CHANNEL, handler);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/** Many processes: Redis pub/sub on one channel (a subscribed connection cannot publish, hence two). */
export function createRedisBus(url: string, onError: (error: Error) => void): EventBus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null, enableOfflineQueue: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  return {
    publish: (payload) => publisher.publish(CHANNEL, payload),
    subscribe: async (handler) => {
      subscriber.on('message', (channel: string, payload: string) => {
        if (channel === CHANNEL) handler(payload);
      });
      // ioredis re-subscribes by itself after a reconnect.
      await subscriber.subscribe(CHANNEL);
    },
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
