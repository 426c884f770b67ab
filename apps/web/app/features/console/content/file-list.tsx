import type { ContentFileList } from '@drawline/contracts';
import { Link } from 'react-router';
import { ConsoleTable } from '../console-table';
import { consoleTime } from '../console-time';

type ListedFile = ContentFileList['files'][number];

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-AU')} KB`;

/** A kept picture 64 px wide, read as its 160 px copy (decision 499), not the whole upload. */
export function FileThumb({ file, className }: { file: ListedFile; className: string }) {
  return (
    <img
      src={`${file.url}?w=160`}
      width={64}
      height={Math.max(1, Math.round((64 * file.height) / file.width))}
      alt=""
      loading="lazy"
      className={className}
    />
  );
}

/**
 * The kept pictures, newest first, a page at a time (decision 495): each with a small view, its
 * address to paste into a post's image fields or a picture translation, its size and when it came.
 */
export function FileList({
  files,
  page,
  pages,
  total,
}: {
  files: readonly ListedFile[];
  page: number;
  pages: number;
  total: number;
}) {
  return (
    <section aria-labelledby="kept-pictures-heading">
      <h2 id="kept-pictures-heading">Already uploaded</h2>
      <p>
        {total === 1 ? 'One picture is kept.' : `${total} pictures are kept.`} The newest come first
        {pages > 1 ? `; page ${page} of ${pages}` : ''}.
      </p>
      <ConsoleTable
        caption="Uploaded, newest first"
        rows={files}
        rowKey={(f) => f.id}
        labelled
        className="console-table--cards"
        empty="No picture is kept yet."
        columns={[
          {
            header: 'Preview',
            cell: (f) => <FileThumb file={f} className="console-file-thumb" />,
          },
          { header: 'Address', cell: (f) => <code>{f.url}</code> },
          { header: 'Size', cell: (f) => `${f.width} × ${f.height} px, ${kilobytes(f.size)}` },
          { header: 'Uploaded', cell: (f) => consoleTime(f.uploadedAt) },
        ]}
      />
      {pages > 1 ? (
        <nav aria-label="Pictures pages" className="console-pager">
          {page > 1 ? <Link to={`?page=${page - 1}`}>Newer pictures</Link> : null}
          {page < pages ? <Link to={`?page=${page + 1}`}>Older pictures</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
