export const BUSY_MESSAGE = 'Too many uploads right now. Please try again in a moment.';
/** Seconds a refused upload is told to wait (the outbox retries 503 with its own backoff too). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A limit on uploads streaming at once in this process (docs/architecture.md "Attachments"): each holds a chunk
 * buffer and one database statement at a time, so the limit bounds both the memory and the share of
 * the database that uploads take. An upload over the limit waits its turn (first come, first served)
 * for at most `waitMs`; its body is not read meanwhile, so it costs only its socket. Then it gets
 * 503 with Retry-After.
 */
export class UploadSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    private readonly waitMs: number,
  ) {}

  get inUse(): number {
    return this.active;
  }

  /** Resolves with the slot's release, or null when no slot came in time (the caller's 503). */
  async acquire(): Promise<(() => void) | null> {
    if (this.active < this.limit) {
      this.active += 1;
      return this.releaser();
    }
    const granted = await new Promise<boolean>((resolve) => {
      const grant = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(grant);
        if (at >= 0) this.waiting.splice(at, 1);
        resolve(false);
      }, this.waitMs);
      this.waiting.push(grant);
    });
    return granted ? this.releaser() : null;
  }

  /** A release that works once: the slot passes to the next in line, or frees. */
  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    };
  }
}
