import {
  type ManualReviewItem,
  type ManualUploadStatus,
  manualUploadStatuses,
  staffDocumentTypes,
  verificationDocumentNames,
} from '@drawline/contracts';
import { Form, Link } from 'react-router';
import { type ActionAnswer, ActionOutcome } from '../console-form';
import { consoleTime as when } from '../console-time';
import './verification-uploads.css';

const statusNames: Record<ManualUploadStatus, string> = {
  pending: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
};
const kindNames = { photo_id_upload: 'Photo ID', pdf_form: 'PDF form' } as const;
const typeNames: Record<string, string> = {
  'image/jpeg': 'JPEG photo',
  'image/png': 'PNG photo',
  'image/webp': 'WebP photo',
  'application/pdf': 'PDF',
};
const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function Documents({ upload }: { upload: ManualReviewItem }) {
  if (upload.documentsDeletedAt) return <p>Documents deleted {when(upload.documentsDeletedAt)} (retention period).</p>;
  return (
    <ul className="console-documents">
      {upload.documents.map((d, i) => {
        const href = `/console/verification-uploads/${encodeURIComponent(upload.uploadId)}/documents/${encodeURIComponent(d.documentId)}`;
        return (
          <li key={d.documentId}>
            {d.contentType.startsWith('image/') ? (
              <img src={href} alt={`Document ${i + 1} of ${upload.customerName}`} className="console-document-image" />
            ) : null}
            <a href={href} target="_blank" rel="noopener">
              Open document {i + 1} ({typeNames[d.contentType] ?? d.contentType}, {sizeOf(d.size)})
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function Decision({ upload }: { upload: ManualReviewItem }) {
  const id = upload.uploadId;
  return (
    <Form method="post" className="console-decision">
      <input type="hidden" name="uploadId" value={id} />
      <label htmlFor={`doc-${id}`}>Document checked</label>
      <select id={`doc-${id}`} name="documentType" required defaultValue="">
        <option value="" disabled>
          Choose the document
        </option>
        {staffDocumentTypes.map((t) => (
          <option key={t} value={t}>
            {verificationDocumentNames[t]}
          </option>
        ))}
      </select>
      <label htmlFor={`reason-${id}`}>Reason (the customer reads it)</label>
      <input id={`reason-${id}`} name="reason" required minLength={3} maxLength={500} />
      <button type="submit" name="decision" value="approve" className="console-button">
        Approve
      </button>
      <button type="submit" name="decision" value="reject" className="console-button console-button--quiet">
        Reject
      </button>
    </Form>
  );
}

/** Support's and finance's queue of manual ID uploads (decision 466): look, then approve or reject with a reason. */
export function VerificationUploadsPage({
  status,
  uploads,
  answer,
}: {
  status: ManualUploadStatus;
  uploads: ManualReviewItem[];
  answer?: ActionAnswer;
}) {
  return (
    <>
      <h1>ID uploads</h1>
      <p>
        Compare each document with the customer’s name and date of birth. Documents are deleted a set time after the
        decision; every opening is in the audit log.
      </p>
      <nav aria-label="Upload status">
        <ul className="console-tabs">
          {manualUploadStatuses.map((s) => (
            <li key={s}>
              <Link to={`?status=${s}`} aria-current={s === status ? 'page' : undefined}>
                {statusNames[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      {uploads.length === 0 ? <p>No uploads {statusNames[status].toLowerCase()}.</p> : null}
      {uploads.map((u) => (
        <section key={u.uploadId} className="console-card" aria-labelledby={`upload-${u.uploadId}`}>
          <h2 id={`upload-${u.uploadId}`}>
            {kindNames[u.kind]} from {u.customerName}
          </h2>
          <dl className="console-facts">
            <dt>Customer</dt>
            <dd>
              <Link to={`/console/customers/${encodeURIComponent(u.customerId)}`}>{u.email}</Link>
            </dd>
            <dt>Date of birth</dt>
            <dd>{u.dateOfBirth}</dd>
            <dt>Uploaded</dt>
            <dd>{when(u.uploadedAt)}</dd>
            <dt>Status</dt>
            <dd>
              {statusNames[u.status]}
              {u.reviewedAt ? ` ${when(u.reviewedAt)}` : ''}
              {u.reason ? `: ${u.reason}` : ''}
            </dd>
          </dl>
          <Documents upload={u} />
          {u.status === 'pending' ? <Decision upload={u} /> : null}
        </section>
      ))}
    </>
  );
}
