import { PassThrough, Transform } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pageStream, pieceByTurn } from './page-stream.server';

const passOn = () => new Transform({ transform: (chunk, _encoding, done) => done(null, chunk) });
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));
const gone = () => Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

describe('a page stream', () => {
  it('sends what the render writes', async () => {
    const into = passOn();
    const stream = pageStream(into, () => {});
    into.end('<!DOCTYPE html><p>page</p>');
    expect(await new Response(stream).text()).toBe('<!DOCTYPE html><p>page</p>');
  });

  it('stops the render when the visitor leaves while it is writing', async () => {
    const into = passOn();
    let stops = 0;
    const stream = pageStream(into, () => stops++);
    into.write('<!DOCTYPE html>');
    await stream.getReader().cancel(gone());
    await tick();
    expect(stops).toBeGreaterThan(0);
    expect(into.destroyed).toBe(true);
  });

  it('hears a visitor who leaves after the render ended, with the end of the page still unread', async () => {
    // A page half as long again as the response stream takes before it is read: the body still
    // holds its end when the render has ended. Unheard, the cancel's error would end the process.
    const into = passOn();
    let stops = 0;
    const stream = pageStream(into, () => stops++);
    const highWaterMark = new PassThrough().readableHighWaterMark;
    for (let i = 0; i < 12; i++) into.write(Buffer.alloc(highWaterMark / 8, 'a'));
    let ended = false;
    into.end(() => {
      ended = true;
    });
    await tick();
    expect(ended).toBe(true);
    await stream.getReader().cancel(gone());
    await tick();
    expect(stops).toBe(1);
  });
});

describe('pieceByTurn', () => {
  const pieces = (stream: Transform) => {
    const seen: string[] = [];
    stream.on('data', (chunk: Buffer) => seen.push(chunk.toString()));
    return seen;
  };

  it('passes on what was written in one turn as one piece, and each later turn as its own', async () => {
    const stream = pieceByTurn();
    const seen = pieces(stream);
    for (const part of ['<!DOCTYPE html>', '<head>', '</head>']) stream.write(part);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['<!DOCTYPE html><head></head>']);
    stream.write('<body>');
    stream.write('</body>');
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['<!DOCTYPE html><head></head>', '<body></body>']);
  });

  it('passes on what it holds when the page ends, before its end', async () => {
    const stream = pieceByTurn();
    const seen = pieces(stream);
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.write('<p>a</p>');
    stream.end('<p>b</p>');
    await ended;
    expect(seen.join('')).toBe('<p>a</p><p>b</p>');
  });

  it('drops what it holds once destroyed', async () => {
    const stream = pieceByTurn();
    const seen = pieces(stream);
    stream.on('error', () => {});
    stream.write('<p>a</p>');
    stream.destroy(gone());
    await tick();
    expect(seen).toEqual([]);
  });
});
