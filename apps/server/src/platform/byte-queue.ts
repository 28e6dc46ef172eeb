/** Bytes that have arrived but are not yet consumed, kept as the chunks they came in until a caller needs them joined. */
export class ByteQueue {
  private chunks: Buffer[] = [];
  length = 0;

  push(chunk: Buffer): void {
    if (chunk.length === 0) return;
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  /** The first n bytes (all of them when fewer are held), left in the queue. */
  peek(n: number): Buffer {
    const first = this.chunks[0];
    if (first === undefined || first.length >= n) return (first ?? Buffer.alloc(0)).subarray(0, n);
    const joined = Buffer.concat(this.chunks);
    this.chunks = [joined];
    return joined.subarray(0, n);
  }

  /** Removes and answers the first n bytes (all of them when fewer are held). */
  take(n: number): Buffer {
    const taken = this.peek(n);
    this.drop(taken.length);
    return taken;
  }

  /** Removes and answers up to max bytes without joining chunks: for bytes that only pass through. */
  takeSome(max: number): Buffer {
    const taken = (this.chunks[0] ?? Buffer.alloc(0)).subarray(0, max);
    this.drop(taken.length);
    return taken;
  }

  private drop(n: number): void {
    const first = this.chunks[0];
    if (first === undefined || n === 0) return;
    if (first.length === n) this.chunks.shift();
    else this.chunks[0] = first.subarray(n);
    this.length -= n;
  }
}
