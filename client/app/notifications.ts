import type { NotificationType } from '../../common/enums.js';

/** Spec: notifications last 5 seconds by default; zero or less stays until dismissed. */
export const DEFAULT_NOTIFICATION_SECONDS = 5;

export interface Notification {
  id: number;
  type: NotificationType;
  /** Translation keys, shown one after the other. */
  messages: string[];
  /** Interpolation values for the texts (e.g. `{ param }` from an error). */
  params?: Record<string, string>;
  /** Seconds before it goes away; ≤ 0 keeps it until dismissed. */
  duration: number;
}

export interface NotifyInput {
  type: NotificationType;
  message: string | string[];
  params?: Record<string, string>;
  duration?: number;
}

/** The notification list with its timers; React reads it through `useNotifications`. */
export class NotificationStore {
  private items: Notification[] = [];
  private nextId = 1;
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getItems = (): Notification[] => this.items;

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }

  notify(input: NotifyInput): number {
    const id = this.nextId++;
    const duration = input.duration ?? DEFAULT_NOTIFICATION_SECONDS;
    const messages = Array.isArray(input.message) ? input.message : [input.message];
    this.items = [...this.items, { id, type: input.type, messages, params: input.params, duration }];
    if (duration > 0)
      this.timers.set(
        id,
        setTimeout(() => this.dismiss(id), duration * 1000),
      );
    this.emit();
    return id;
  }

  dismiss(id: number): void {
    const timer = this.timers.get(id);
    if (timer) clearTimeout(timer);
    this.timers.delete(id);
    if (!this.items.some((n) => n.id === id)) return;
    this.items = this.items.filter((n) => n.id !== id);
    this.emit();
  }

  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.items = [];
    this.emit();
  }
}
