import type { CataloguePicture, CataloguePictureList, ContentFileList } from '@drawline/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { type ActionAnswer, ActionOutcome, Field } from '../console-form';
import { ConsoleTable } from '../console-table';
import { consoleTime } from '../console-time';
import { FileThumb } from './file-list';
import './shop-pictures.css';

const targetWords: Record<CataloguePicture['target'], string> = {
  offer_logo: 'logo',
  prize: 'prize picture',
  cause: 'cause picture',
};

const pathOf = (p: Pick<CataloguePicture, 'target' | 'key'>) =>
  `/console/content/shop-pictures/${p.target}/${encodeURIComponent(p.key)}`;

/** A picture as the console shows it: the shop's own or a CMS file, in a small fixed box. */
function Thumb({ src, logo }: { src: string | null; logo?: boolean }) {
  if (!src) return <span className="shop-picture-thumb shop-picture-thumb--none">None</span>;
  const height = logo ? 48 : 43;
  return (
    <img
      src={src}
      width={logo ? 48 : 64}
      height={height}
      alt=""
      loading="lazy"
      className={logo ? 'shop-picture-thumb shop-picture-thumb--logo' : 'shop-picture-thumb'}
    />
  );
}

function PictureTable({ caption, rows }: { caption: string; rows: readonly CataloguePicture[] }) {
  const logos = rows[0]?.target === 'offer_logo';
  return (
    <ConsoleTable
      caption={caption}
      rows={rows}
      rowKey={(p) => `${p.target}:${p.key}`}
      labelled
      className="console-table--cards"
      columns={[
        { header: 'Picture', cell: (p) => <Thumb src={p.image} logo={logos} /> },
        { header: 'Name', rowHeader: true, cell: (p) => p.name },
        ...(logos ? [] : [{ header: 'Description', cell: (p: CataloguePicture) => p.alt || 'None (decorative)' }]),
        {
          header: 'Change',
          cell: (p) => (
            <Link to={pathOf(p)} aria-label={`Replace the ${targetWords[p.target]} of ${p.name}`}>
              Replace
            </Link>
          ),
        },
      ]}
    />
  );
}

/**
 * The catalogue's pictures (issue 28, decision 499): every offer's logo, the prizes of raffle draws
 * not yet drawn and every cause, each replaceable by an uploaded picture.
 */
export function ShopPicturesPage({ offerLogos, prizes, causes }: CataloguePictureList) {
  return (
    <>
      <h1>Shop pictures</h1>
      <p>
        Replace an offer's logo, a raffle prize's picture or a cause's picture with one of the{' '}
        <Link to="/console/content/files">uploaded pictures</Link>. The shop shows the new picture from the next page
        load, in the same box as the old one.
      </p>
      <PictureTable caption="Raffle prizes of draws not yet drawn" rows={prizes} />
      <PictureTable caption="Causes" rows={causes} />
      <PictureTable caption="Offer logos" rows={offerLogos} />
    </>
  );
}

type ListedFile = ContentFileList['files'][number];

/** One picture's form: the uploaded pictures to choose from and, but for a logo, what the picture shows. */
export function ShopPicturePage({
  picture,
  files,
  page,
  pages,
  answer,
}: {
  picture: CataloguePicture;
  files: readonly ListedFile[];
  page: number;
  pages: number;
  answer?: (ActionAnswer & { fields: Record<string, string[]> }) | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const logo = picture.target === 'offer_logo';
  const fileError = answer?.fields.file_id?.[0] ?? answer?.fields.fileId?.[0];
  const altError = answer?.fields.alt?.[0];
  return (
    <>
      <p>
        <Link to="/console/content/shop-pictures">Shop pictures</Link>
      </p>
      <h1>
        The {targetWords[picture.target]} of {picture.name}
      </h1>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <section aria-labelledby="current-picture-heading" className="shop-picture-current">
        <h2 id="current-picture-heading">Shown now</h2>
        {picture.image ? (
          <img
            src={picture.image}
            width={logo ? 96 : 240}
            height={logo ? 96 : 160}
            alt={picture.alt ?? ''}
            className={logo ? 'shop-picture-now shop-picture-now--logo' : 'shop-picture-now'}
          />
        ) : (
          <p>No picture: the shop shows a plain box.</p>
        )}
        <p>
          {logo ? 'A logo sits beside the offer’s name, so it has no description of its own.' : null}
          {!logo ? `Description: ${picture.alt || 'none (the picture only decorates the words beside it)'}.` : null}
        </p>
      </section>
      <Form method="post" className="console-form console-form--wide">
        <fieldset
          className="shop-picture-choices"
          aria-describedby={fileError ? 'shop-picture-file-error' : 'shop-picture-file-hint'}
          aria-invalid={fileError ? true : undefined}
        >
          <legend>New picture</legend>
          <p id="shop-picture-file-hint" className="console-hint">
            The newest uploads come first{pages > 1 ? ` (page ${page} of ${pages})` : ''}. A picture of another shape is
            cropped to the shop's box. <Link to="/console/content/files">Upload a new picture</Link>.
          </p>
          {fileError ? (
            <p id="shop-picture-file-error" className="console-field-error">
              {fileError}
            </p>
          ) : null}
          {files.length === 0 ? <p>No picture is uploaded yet.</p> : null}
          {files.map((f) => (
            <label key={f.id} className="shop-picture-choice">
              <input type="radio" name="file_id" value={f.id} required />
              <FileThumb file={f} className="shop-picture-thumb" />
              <span>
                {f.width} × {f.height} px, uploaded {consoleTime(f.uploadedAt)}
              </span>
            </label>
          ))}
        </fieldset>
        {pages > 1 ? (
          <nav aria-label="Uploaded pictures pages" className="console-pager">
            {page > 1 ? <Link to={`?page=${page - 1}`}>Newer pictures</Link> : null}
            {page < pages ? <Link to={`?page=${page + 1}`}>Older pictures</Link> : null}
          </nav>
        ) : null}
        {logo ? null : (
          <Field
            id="shop-picture-alt"
            name="alt"
            label="Description (alt text)"
            hint="What the picture shows, for readers who cannot see it. Leave it empty when it only decorates the name beside it."
            maxLength={250}
            defaultValue={picture.alt ?? ''}
            error={altError}
          />
        )}
        <button type="submit" className="console-button" disabled={busy || files.length === 0}>
          {busy ? 'Saving…' : 'Replace the picture'}
        </button>
      </Form>
    </>
  );
}
