import { checkForm, manualReviewRequestSchema, manualUploadStatuses } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { outcomeOf, refusedForm } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

/** Support's and finance's queue of manual verification uploads (decision 466): pending by default. */
export async function loadConsoleVerificationUploads(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'customerVerification');
  const asked = new URL(request.url).searchParams.get('status');
  const status = manualUploadStatuses.find((s) => s === asked) ?? 'pending';
  return { status, uploads: await staff.verificationUploads(status) };
}

/** Approve or reject one upload with the document looked at and the reason the customer reads. */
export async function consoleVerificationUploadsAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'customerVerification');
  const form = await request.formData();
  const uploadId = String(form.get('uploadId') ?? '');
  const checked = checkForm(manualReviewRequestSchema, {
    decision: String(form.get('decision') ?? ''),
    documentType: String(form.get('documentType') ?? ''),
    reason: String(form.get('reason') ?? ''),
  });
  if (checked.errors) {
    return refusedForm(checked.errors, (path) =>
      path === 'reason'
        ? { field: 'reason', label: 'Reason' }
        : path === 'documentType'
          ? { field: 'documentType', label: 'Document' }
          : { field: 'decision', label: 'Decision' },
    );
  }
  if (!uploadId) return data({ error: 'Choose an upload.', done: null, fields: {} }, { status: 400 });
  return outcomeOf(async () => {
    await staff.reviewVerificationUpload(uploadId, checked.data);
    return checked.data.decision === 'approve'
      ? 'Approved: the customer is verified and has been told.'
      : 'Rejected: the customer has been told why and may upload again.';
  });
}

/** One document, opened through the staff port for the signed-in member only, never cached. */
export async function loadConsoleVerificationDocument(
  request: Request,
  context: AppLoadContext,
  params: { uploadId: string; documentId: string },
) {
  const { staff } = await requireConsoleStaff(request, context, 'customerVerification');
  const document = await staff.verificationDocument(params.uploadId, params.documentId);
  return new Response(new Uint8Array(document.bytes), {
    headers: {
      'content-type': document.contentType,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'content-security-policy': "default-src 'none'; img-src 'self'; object-src 'self'; sandbox",
    },
  });
}
