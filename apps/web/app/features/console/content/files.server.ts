import { CONTENT_FILES_PAGE_SIZE, CONTENT_UPLOAD_MAX_BYTES } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { refusalOf, requireConsoleStaff } from '../staff-session.server';

/** What the upload form answers: the kept picture with the alt text asked, or the refusal. */
export interface FilesAnswer {
  error: string | null;
  done: string | null;
  fields: Record<string, string[]>;
  file?: { url: string; width: number; height: number; alt: string };
}

/** The console's files page (issue 28, decisions 464, 495): content editors only; the kept pictures a page at a time. */
export async function loadConsoleFiles(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const asked = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const list = await staff.contentFiles({
    limit: CONTENT_FILES_PAGE_SIZE,
    offset: (page - 1) * CONTENT_FILES_PAGE_SIZE,
  });
  return {
    maxMegabytes: CONTENT_UPLOAD_MAX_BYTES / (1024 * 1024),
    files: list.files,
    page,
    pages: Math.max(1, Math.ceil(list.total / CONTENT_FILES_PAGE_SIZE)),
    total: list.total,
  };
}

const refused = (field: string, message: string, status = 400) =>
  data<FilesAnswer>({ error: message, done: null, fields: { [field]: [message] } }, { status });

/**
 * Uploads the chosen picture through the staff port (the same checks, re-encoding and audit row as
 * POST /staff/api/content/files) and answers its address, size and the markdown that shows it.
 */
export async function consoleFilesAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
  const picture = form.get('picture');
  const alt = String(form.get('alt') ?? '')
    .trim()
    .slice(0, 300);
  if (!(picture instanceof File) || picture.size === 0) return refused('picture', 'Choose a picture to upload.');
  if (picture.size > CONTENT_UPLOAD_MAX_BYTES) return refused('picture', 'The picture is larger than 10 MB.', 413);
  try {
    const kept = await staff.uploadContentFile(new Uint8Array(await picture.arrayBuffer()));
    return data<FilesAnswer>({
      error: null,
      done: `The picture is uploaded: ${kept.width} by ${kept.height} pixels.`,
      fields: {},
      file: { url: kept.url, width: kept.width, height: kept.height, alt },
    });
  } catch (error) {
    const { status, message } = refusalOf(error);
    if (status >= 500) throw error;
    return refused('picture', message, status === 403 ? 403 : 400);
  }
}
