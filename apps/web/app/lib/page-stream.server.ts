import { pipeline, Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';

/**
 * The stream a page's HTML goes out on: React's render is piped into `into` (the stylesheet
 * inliner), which is joined, through the rewrites in `then`, to the response body; the stream
 * returned is what the server sends.
 *
 * The body sends on what was written in one turn of the event loop as one piece (pieceByTurn). React
 * writes the home page in 15 pieces (its head, then about 4 KB each), and the compressor behind
 * (@fastify/compress) takes each piece as a job of its own: small pieces cost two to three times
 * the CPU of the same page in one (decision 297). React writes its shell in one turn, so nothing
 * waits longer than that turn.
 *
 * A visitor who leaves mid-page cancels `stream`, and the cancel destroys the body with its
 * reason. While the render is still writing, `pipeline` hears that and `onGone` stops the render.
 * Once the render has ended, `pipeline` has let go of the body, yet the body may still hold the
 * last of the page, unread (the compressor behind it still busy): the body's own listener hears
 * the error then. Unheard, that 'error' ended the whole process (a bench run of issue 12 lost a
 * shop to an ERR_STREAM_PREMATURE_CLOSE on a PassThrough this way).
 */
export function pageStream(into: Transform, onGone: () => void, ...then: Transform[]): ReadableStream<Uint8Array> {
  const body = pieceByTurn();
  body.on('error', onGone);
  pipeline([into, ...then, body], (error) => {
    if (error) onGone();
  });
  return createReadableStreamFromReadable(body);
}

/** A stream that passes on everything written to it in one turn of the event loop as one chunk. */
export function pieceByTurn(): Transform {
  let held: Uint8Array[] = [];
  let due = false;
  const release = () => {
    due = false;
    if (held.length === 0 || stream.destroyed) return;
    const piece = held.length === 1 ? held[0]! : Buffer.concat(held);
    held = [];
    stream.push(piece);
  };
  const stream = new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      held.push(chunk);
      if (!due) {
        due = true;
        setImmediate(release);
      }
      done();
    },
    flush(done) {
      release();
      done();
    },
  });
  return stream;
}
