/** Small coordination helpers for the import's pipeline of batches. */

/** A queue of results read with for-await, in the order they were pushed, until end(). */
export class Outcomes<T> implements AsyncIterable<T> {
  private readonly items: T[] = [];
  private ended = false;
  private wake: (() => void) | undefined;

  push(item: T) {
    this.items.push(item);
    this.notify();
  }

  end() {
    this.ended = true;
    this.notify();
  }

  private notify() {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  async *[Symbol.asyncIterator]() {
    for (;;) {
      if (this.items.length > 0) yield this.items.shift()!;
      else if (this.ended) return;
      else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

/** At most `free` holders at once; take() waits for a give(). */
export class Slots {
  private readonly waiting: (() => void)[] = [];

  constructor(private free: number) {}

  take(): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  give() {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}
