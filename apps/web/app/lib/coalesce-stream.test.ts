import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { CoalescingStream } from './coalesce-stream';

describe('CoalescingStream', () => {
  it('sends what is written in one turn as one chunk, and a later write as another, bytes unchanged', async () => {
    const stream = new CoalescingStream();
    const received: string[] = [];
    stream.on('data', (chunk: Buffer) => received.push(chunk.toString('utf8')));
    stream.write(Buffer.from('<!DOCTYPE html>'));
    stream.write(Buffer.from('<html lang="en-AU">'));
    stream.write(new Uint8Array(Buffer.from('<body>é')));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    stream.write(Buffer.from('</body>'));
    stream.end(Buffer.from('</html>'));
    await once(stream, 'end');
    expect(received).toEqual(['<!DOCTYPE html><html lang="en-AU"><body>é', '</body></html>']);
  });

  it('ends with nothing written', async () => {
    const stream = new CoalescingStream();
    const received: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => received.push(chunk));
    stream.end();
    await once(stream, 'end');
    expect(received).toEqual([]);
  });
});
