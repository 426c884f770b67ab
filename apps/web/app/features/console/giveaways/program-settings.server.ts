import { checkForm, giveawayTypes, PROGRAM_MAX_FAQS, programSettingsSchema, snakeKey } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { type FieldPlace, outcomeOf, refusedForm } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

/** The program's words as members read them now (decision 461), for content editors. */
export async function loadConsoleProgramSettings(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  return staff.programSettings();
}
export type ConsoleProgramSettingsData = Awaited<ReturnType<typeof loadConsoleProgramSettings>>;

const labels: Record<string, string> = {
  programName: 'Program name',
  titleContent: 'Title text',
  optInTitle: 'Join title',
  optInText: 'Join text',
  disclaimerText: 'Footer disclaimer',
  freeTierName: 'Free tier name',
  freeTierDescription: 'Free tier description',
  premiumTierName: 'Premium tier name',
  premiumTierDescription: 'Premium tier description',
  faqs: 'Questions',
};
const audienceLabels: Record<string, string> = { eligiblePricingIds: 'Pricing ids', eligibleSegments: 'Segments' };
/** A tier's entries per giveaway type as typed (a blank or non-number is refused by the schema). */
const entriesOf = (form: FormData, tier: string) =>
  Object.fromEntries(
    giveawayTypes.map((type) => {
      const typed = String(form.get(`entries_${tier}_${type}`) ?? '').trim();
      return [type, /^\d{1,4}$/.test(typed) ? Number(typed) : typed];
    }),
  );
/** A list typed with commas or spaces between its names. */
const namesOf = (typed: string) => typed.split(/[\s,]+/).filter(Boolean);
const placeOf = (path: string): FieldPlace => {
  const [name, index, part] = path.split('.');
  if (name === 'entriesPerTier' && index && part) {
    return { field: `entries_${index}_${part}`, label: `${index === 'free' ? 'Free' : 'Premium'} entries: ${part}` };
  }
  if (name === 'faqs' && index !== undefined && part) {
    return { field: `faq_${index}_${part}`, label: `Question ${Number(index) + 1}: ${part}` };
  }
  const key = name ?? path;
  return { field: snakeKey(key), label: labels[key] ?? audienceLabels[key] ?? 'The settings' };
};

/** Saves the words and who may join: the form checked by the call's schema first; a question left blank with its answer is dropped. */
export async function consoleProgramSettingsAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const faqs = Array.from({ length: PROGRAM_MAX_FAQS }, (_, i) => ({
    question: text(`faq${i}Question`),
    answer: text(`faq${i}Answer`),
  })).filter((f) => f.question || f.answer);
  const checked = checkForm(programSettingsSchema, {
    ...Object.fromEntries(Object.keys(labels).map((k) => [k, text(k)])),
    faqs,
    eligiblePricingIds: namesOf(text('eligiblePricingIds')),
    eligibleSegments: namesOf(text('eligibleSegments')),
    entriesPerTier: {
      free: entriesOf(form, 'free'),
      premium: entriesOf(form, 'premium'),
    },
  });
  if (checked.errors) return refusedForm(checked.errors, placeOf);
  const settings = checked.data;
  return outcomeOf(async () => {
    await staff.saveProgramSettings(settings);
    return 'Saved: members read the new words on their next page.';
  });
}
