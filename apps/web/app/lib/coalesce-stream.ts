import { Transform, type TransformCallback } from 'node:stream';

/**
 * A pass-through stream that sends what is written to it in one turn of the event loop as one
 * chunk (issue 12). React writes a finished page in 2 KB pieces, all in the same turn; each piece
 * then crossed four streams (this one, the web stream of the `Response`, Fastify's, and zlib's
 * compression, one call per piece), which cost more than the bytes. Later writes (a boundary that
 * resolves afterwards) still go out when they are made.
 */
export class CoalescingStream extends Transform {
  private chunks: Buffer[] = [];
  private scheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.chunks.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.release());
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    this.release();
    done();
  }

  private release(): void {
    this.scheduled = false;
    if (this.chunks.length === 0) return;
    const chunks = this.chunks;
    this.chunks = [];
    this.push(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  }
}
