import { PassThrough, pipeline, type Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';

/**
 * The stream a page's HTML goes out on: React's render is piped into `into` (the stylesheet
 * inliner), which is joined, through the rewrites in `then`, to the response body; the stream
 * returned is what the server sends.
 *
 * A visitor who leaves mid-page cancels `stream`, and the cancel destroys the body with its
 * reason. While the render is still writing, `pipeline` hears that and `onGone` stops the render.
 * Once the render has ended, `pipeline` has let go of the body, yet the body may still hold the
 * last of the page, unread (the compressor behind it still busy): the body's own listener hears
 * the error then. Unheard, that 'error' ended the whole process (a bench run of issue 12 lost a
 * shop to an ERR_STREAM_PREMATURE_CLOSE on a PassThrough this way).
 */
export function pageStream(into: Transform, onGone: () => void, ...then: Transform[]): ReadableStream<Uint8Array> {
  const body = new PassThrough();
  body.on('error', onGone);
  pipeline([into, ...then, body], (error) => {
    if (error) onGone();
  });
  return createReadableStreamFromReadable(body);
}
