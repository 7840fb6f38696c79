/** Pages handed from a producer (a scanning process) to whoever awaits them, in order. */
export class PageQueue {
  private readonly items: Buffer[] = [];
  private waiter: { resolve: (page: Buffer | null) => void; reject: (error: unknown) => void } | null = null;
  private ended = false;
  private error: unknown = null;

  push(page: Buffer): void {
    if (this.ended) return;
    if (this.waiter) {
      this.waiter.resolve(page);
      this.waiter = null;
    } else {
      this.items.push(page);
    }
  }

  /** No more pages; with `error`, the producer failed after the pages already pushed. */
  end(error: unknown = null): void {
    if (this.ended) return;
    this.ended = true;
    this.error = error;
    if (this.waiter) {
      if (error) this.waiter.reject(error);
      else this.waiter.resolve(null);
      this.waiter = null;
    }
  }

  next(): Promise<Buffer | null> {
    const page = this.items.shift();
    if (page) return Promise.resolve(page);
    if (this.ended) return this.error ? Promise.reject(this.error) : Promise.resolve(null);
    return new Promise((resolve, reject) => {
      this.waiter = { resolve, reject };
    });
  }
}
