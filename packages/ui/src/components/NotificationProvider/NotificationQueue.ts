import { type ToastOptions, UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { NOTIFICATION_MAX_VISIBLE } from './NotificationProvider.logic.ts';

export interface NotificationQueueOptions {
  maxVisible?: number;
  /** How long a closing notification stays for its leave animation; 0 removes it at once. */
  leaveDuration?: () => number;
}

/**
 * react-aria's toast queue with the rules of the notification stack: the newest pushes the oldest
 * out beyond the maximum (instead of queueing it for later), and a closing notification first
 * plays its leave animation (`isLeaving`) before it is removed.
 */
export class NotificationQueue<T> extends ToastQueue<T> {
  private readonly max: number;
  private readonly leaveDuration: () => number;
  /** Keys on screen, oldest first. */
  private order: string[] = [];
  private leavingKeys: ReadonlySet<string> = new Set();
  private leaveListeners = new Set<() => void>();
  private leaveTimers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor({ maxVisible = NOTIFICATION_MAX_VISIBLE, leaveDuration = () => 0 }: NotificationQueueOptions = {}) {
    super({ maxVisibleToasts: maxVisible });
    this.max = maxVisible;
    this.leaveDuration = leaveDuration;
  }

  override add(content: T, options?: ToastOptions): string {
    const key = super.add(content, options);
    this.order.push(key);
    while (this.order.length > this.max) {
      const oldest = this.order[0];
      if (oldest !== undefined) this.remove(oldest);
    }
    return key;
  }

  /** Starts the leave animation; the notification goes when it ends. */
  override close(key: string): void {
    if (!this.order.includes(key) || this.leavingKeys.has(key)) return;
    const duration = this.leaveDuration();
    if (duration <= 0) {
      this.remove(key);
      return;
    }
    this.setLeaving(new Set([...this.leavingKeys, key]));
    this.leaveTimers.set(
      key,
      setTimeout(() => this.remove(key), duration),
    );
  }

  override clear(): void {
    for (const timer of this.leaveTimers.values()) clearTimeout(timer);
    this.leaveTimers.clear();
    this.order = [];
    this.setLeaving(new Set());
    super.clear();
  }

  /** Keys of the notifications playing their leave animation (a new Set on every change). */
  getLeaving = (): ReadonlySet<string> => this.leavingKeys;

  subscribeLeaving = (listener: () => void) => {
    this.leaveListeners.add(listener);
    return () => {
      this.leaveListeners.delete(listener);
    };
  };

  private remove(key: string) {
    clearTimeout(this.leaveTimers.get(key));
    this.leaveTimers.delete(key);
    this.order = this.order.filter((entry) => entry !== key);
    if (this.leavingKeys.has(key)) this.setLeaving(new Set([...this.leavingKeys].filter((entry) => entry !== key)));
    super.close(key);
  }

  private setLeaving(keys: ReadonlySet<string>) {
    this.leavingKeys = keys;
    for (const listener of this.leaveListeners) listener();
  }
}
