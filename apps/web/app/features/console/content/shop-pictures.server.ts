import { CONTENT_FILES_PAGE_SIZE, cataloguePictureTargets } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { outcomeOf } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

/** The console's shop pictures (issue 28, decision 499): every offer logo, undrawn raffle prize and cause. */
export async function loadConsoleShopPictures(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  return staff.cataloguePictures();
}

const notFound = () => data({ message: 'There is no such picture to replace.' }, { status: 404 });

/** One picture and the uploaded pictures to choose from, a page at a time (decision 495's list). */
export async function loadConsoleShopPicture(
  request: Request,
  context: AppLoadContext,
  params: { target?: string; key?: string },
) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  if (!(cataloguePictureTargets as readonly string[]).includes(params.target ?? '')) throw notFound();
  const list = await staff.cataloguePictures();
  const picture = [...list.offerLogos, ...list.prizes, ...list.causes].find(
    (p) => p.target === params.target && p.key === params.key,
  );
  if (!picture) throw notFound();
  const asked = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const files = await staff.contentFiles({
    limit: CONTENT_FILES_PAGE_SIZE,
    offset: (page - 1) * CONTENT_FILES_PAGE_SIZE,
  });
  return {
    picture,
    files: files.files,
    page,
    pages: Math.max(1, Math.ceil(files.total / CONTENT_FILES_PAGE_SIZE)),
  };
}

/** Replaces the picture with the chosen upload and its text, through the staff port (audited, answers cleared). */
export async function consoleShopPictureAction(
  request: Request,
  context: AppLoadContext,
  params: { target?: string; key?: string },
) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
  const fileId = String(form.get('file_id') ?? '');
  const alt = String(form.get('alt') ?? '');
  return outcomeOf(async () => {
    const saved = await staff.replaceCataloguePicture(params.target ?? '', params.key ?? '', { fileId, alt });
    return `The picture of ${saved.name} is replaced. The shop shows it from the next page load.`;
  });
}
