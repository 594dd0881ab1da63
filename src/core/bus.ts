import mitt, { type Emitter } from 'mitt';
import type { RuntimeEvents } from './events';

export type Disposer = () => void;

/** Typed event bus over mitt. `on()` returns a disposer. */
export interface EventBus<E extends Record<string, unknown> = RuntimeEvents> {
  on<K extends keyof E>(type: K, handler: (payload: E[K]) => void): Disposer;
  once<K extends keyof E>(type: K, handler: (payload: E[K]) => void): Disposer;
  emit<K extends keyof E>(type: K, payload: E[K]): void;
  /** Removes every handler (runtime disposal). */
  clear(): void;
}

export function createBus<E extends Record<string, unknown> = RuntimeEvents>(): EventBus<E> {
  const emitter: Emitter<E> = mitt<E>();
  const bus: EventBus<E> = {
    on(type, handler) {
      emitter.on(type, handler);
      return () => emitter.off(type, handler);
    },
    once(type, handler) {
      const wrapped = (payload: E[typeof type]) => {
        emitter.off(type, wrapped);
        handler(payload);
      };
      emitter.on(type, wrapped);
      return () => emitter.off(type, wrapped);
    },
    emit(type, payload) {
      emitter.emit(type, payload);
    },
    clear() {
      emitter.all.clear();
    },
  };
  return bus;
}
