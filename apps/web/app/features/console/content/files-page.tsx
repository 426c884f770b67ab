import { type FormEvent, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { ActionOutcome, Field } from '../console-form';
import { FileList } from './file-list';
import type { FilesAnswer } from './files.server';

/**
 * The console's pictures (issue 28, decision 464): an editor uploads a picture (sniffed, re-encoded
 * as WebP at most 2400 px wide, its metadata dropped, decision 435) and gets its address, its size
 * and the markdown that puts it in a post or page, or the values of a post's image fields.
 */
export function FilesPage({
  maxMegabytes,
  answer,
  ...list
}: { maxMegabytes: number; answer?: FilesAnswer | undefined } & Parameters<typeof FileList>[0]) {
  const busy = useNavigation().state === 'submitting';
  const file = answer?.file;
  // A picture over the cap is refused here, before its bytes travel (the server refuses it too, with a 413).
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const checkSize = (input: HTMLInputElement | null) => {
    const size = input?.files?.[0]?.size ?? 0;
    const message = size > maxMegabytes * 1024 * 1024 ? `The picture is larger than ${maxMegabytes} MB.` : null;
    setTooLarge(message);
    return message;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem('picture');
    if (checkSize(input instanceof HTMLInputElement ? input : null)) event.preventDefault();
  };
  return (
    <>
      <h1>Pictures</h1>
      <p>
        Upload a JPEG, PNG, WebP, GIF or AVIF picture of up to {maxMegabytes} MB. It is kept as a new WebP file at most
        2400 pixels wide, without its camera or location data.
      </p>
      <ActionOutcome error={tooLarge ?? answer?.error} done={tooLarge ? null : answer?.done} />
      <Form method="post" encType="multipart/form-data" className="console-form" onSubmit={onSubmit}>
        <Field
          id="file-picture"
          name="picture"
          label="Picture"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          required
          error={tooLarge ?? answer?.fields.picture?.[0]}
          onChange={(event) => checkSize(event.currentTarget)}
        />
        <Field
          id="file-alt"
          name="alt"
          label="Description (alt text)"
          hint="What the picture shows, for readers who cannot see it."
          maxLength={300}
        />
        <button type="submit" className="console-button" disabled={busy}>
          {busy ? 'Uploading…' : 'Upload'}
        </button>
      </Form>
      {file ? (
        <section aria-labelledby="uploaded-heading" className="console-uploaded">
          <h2 id="uploaded-heading">Uploaded picture</h2>
          <img
            src={file.url}
            width={file.width}
            height={file.height}
            alt={file.alt}
            className="console-uploaded-picture"
          />
          <dl className="console-details">
            <dt>Address</dt>
            <dd>
              <code>{file.url}</code>
            </dd>
            <dt>Width and height</dt>
            <dd>
              {file.width} × {file.height} px
            </dd>
          </dl>
          <Field
            id="file-markdown"
            label="Markdown for a post's or page's body"
            readOnly
            value={`![${file.alt.replace(/[[\]]/g, '')}](${file.url})`}
          />
          <p>For a post's picture, give the address, width, height and description in the post's image fields.</p>
        </section>
      ) : null}
      <FileList {...list} />
    </>
  );
}
