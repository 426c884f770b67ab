import {
  checkForm,
  consoleAllows,
  consoleGiveawayRequestSchema,
  type GiveawayDisplay,
  giveawayDisplaySchema,
  type StaffPort,
  snakeKey,
} from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { type FieldPlace, outcomeOf, refusedForm } from '../console-action.server';
import { minorUnitsOf } from '../money-input';
import { requireConsoleStaff } from '../staff-session.server';

/** The giveaways, newest close first (decision 460); content editors also get the form that makes one. */
export async function loadConsoleGiveaways(request: Request, context: AppLoadContext) {
  const { me, staff } = await requireConsoleStaff(request, context, 'giveaways');
  return { giveaways: await staff.giveaways({ limit: 100 }), mayEdit: consoleAllows(me.roles, 'content') };
}
export type ConsoleGiveawaysData = Awaited<ReturnType<typeof loadConsoleGiveaways>>;

/** One giveaway: its form for content editors, its entries and draw for draw operators. */
export async function loadConsoleGiveaway(request: Request, context: AppLoadContext, giveawayId: string) {
  const { me, staff } = await requireConsoleStaff(request, context, 'giveaways');
  const mayDraw = consoleAllows(me.roles, 'giveawayDraws');
  const [giveaway, draw] = await Promise.all([
    staff.giveaway(giveawayId),
    mayDraw ? staff.giveawayDraw(giveawayId) : null,
  ]);
  return { giveaway, draw, mayEdit: consoleAllows(me.roles, 'content') };
}
export type ConsoleGiveawayData = Awaited<ReturnType<typeof loadConsoleGiveaway>>;

/** The prizes won, for finance: paid with the draw, or goods to send (decision 460). */
export async function loadConsoleGiveawayPayouts(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'giveawayPayouts');
  return { payouts: await staff.giveawayPayouts({ limit: 100 }) };
}
export type ConsoleGiveawayPayoutsData = Awaited<ReturnType<typeof loadConsoleGiveawayPayouts>>;

const labels: Record<string, string> = {
  type: 'Type',
  title: 'Title',
  description: 'Description',
  imageMobile: 'Phone picture',
  imageDesktop: 'Wide picture',
  openAt: 'Opens',
  closeAt: 'Closes',
  prizeKind: 'Prize kind',
  prizeName: 'Prize',
  prizeAmount: 'Prize amount',
  winnersCount: 'Winners',
};
const placeOf = (path: string): FieldPlace => {
  const name = path.split('.')[0] ?? path;
  return { field: snakeKey(name), label: labels[name] ?? 'The giveaway' };
};

/** A datetime-local value on the shop's clock (AEST, no daylight saving) as an instant. */
const aestInstant = (typed: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(typed) ? `${typed}:00+10:00` : typed);

/** The display fields as typed; each picture is the chosen file's upload, else the address kept. */
function displayOf(form: FormData): GiveawayDisplay & { files: Record<'imageMobile' | 'imageDesktop', File | null> } {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const file = (name: string) => {
    const f = form.get(`${name}File`);
    return f instanceof File && f.size > 0 ? f : null;
  };
  return {
    title: text('title'),
    description: text('description'),
    imageMobile: text('imageMobile'),
    imageDesktop: text('imageDesktop'),
    files: { imageMobile: file('imageMobile'), imageDesktop: file('imageDesktop') },
  };
}

/** Uploads the chosen pictures through the content files upload (decision 435) and answers their addresses. */
async function withUploads(staff: StaffPort, display: ReturnType<typeof displayOf>): Promise<GiveawayDisplay> {
  const { files, ...fields } = display;
  const upload = async (f: File | null, kept: string) =>
    f ? (await staff.uploadGiveawayPicture(new Uint8Array(await f.arrayBuffer()))).url : kept;
  return {
    ...fields,
    imageMobile: await upload(files.imageMobile, fields.imageMobile),
    imageDesktop: await upload(files.imageDesktop, fields.imageDesktop),
  };
}

/** A content editor makes a giveaway: the form checked by the call's schema, then the pictures uploaded, then the call. */
export async function consoleGiveawaysAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const display = displayOf(form);
  const goods = text('prizeKind') === 'goods';
  const amount = goods ? 0 : minorUnitsOf(text('prizeAmount'));
  if (amount === null || amount < 0) return refusedForm({ prizeAmount: 'Enter an amount such as 5.00' }, placeOf);
  const { files: _files, ...fields } = display;
  const checked = checkForm(consoleGiveawayRequestSchema, {
    ...fields,
    type: text('type'),
    openAt: aestInstant(text('openAt')),
    closeAt: aestInstant(text('closeAt')),
    prizeKind: text('prizeKind'),
    prizeName: text('prizeName'),
    prizeAmount: amount,
    winnersCount: Number(text('winnersCount') || '1'),
  });
  if (checked.errors) return refusedForm(checked.errors, placeOf);
  const input = checked.data;
  return outcomeOf(async () => {
    const made = await staff.createGiveaway({ ...input, ...(await withUploads(staff, display)) });
    return `${made.title} is made: ${made.type} giveaway number ${made.number}.`;
  });
}

/** A content editor changes how a giveaway is shown (title, description, pictures) until its draw. */
export async function consoleGiveawayAction(request: Request, context: AppLoadContext, giveawayId: string) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const display = displayOf(await request.formData());
  const { files: _files, ...fields } = display;
  const checked = checkForm(giveawayDisplaySchema, fields);
  if (checked.errors) return refusedForm(checked.errors, placeOf);
  return outcomeOf(async () => {
    await staff.editGiveaway(giveawayId, await withUploads(staff, display));
    return 'Saved: the shop shows the new title, description and pictures.';
  });
}
