import { checkForm, raffleRequestSchema } from '@drawline/contracts';
import { type AppLoadContext, data, redirect } from 'react-router';
import { requireConsoleStaff } from '../staff-session.server';
import { readRaffleForm } from './raffle-form-data';
import { raffleApiErrors } from './raffle-form-errors';

/** The raffles written in the console: drafts, on sale and closed (docs/decisions/265). */
export async function loadConsoleRaffles(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'raffles');
  return { raffles: await staff.raffles() };
}

export async function loadConsoleNewRaffle(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'raffles');
  return {
    causes: await staff.raffleCauses(),
    // One key per form shown: sending it twice makes one draft.
    idempotencyKey: crypto.randomUUID(),
  };
}

/** Drafts a raffle: the form is checked by the API's own schema first, then the API checks it again. */
export async function consoleNewRaffleAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'raffles');
  const form = await request.formData();
  const read = readRaffleForm(form);
  if (!read.request) return data({ ...read, request: null }, { status: 400 });
  try {
    const made = await staff.createRaffle(read.request, {
      idempotencyKey: String(form.get('key') ?? crypto.randomUUID()),
    });
    return redirect(`/console/raffles/${encodeURIComponent(made.raffleId)}?saved=1`);
  } catch (error) {
    const errors = raffleApiErrors(error, read.rows);
    return data({ ...read, request: null, errors }, { status: 400 });
  }
}

export async function loadConsoleRaffle(request: Request, context: AppLoadContext, raffleId: string) {
  const { staff } = await requireConsoleStaff(request, context, 'raffles');
  const [raffle, causes] = await Promise.all([staff.raffle(raffleId), staff.raffleCauses()]);
  const url = new URL(request.url);
  return {
    raffle,
    causes,
    confirming: url.searchParams.get('confirm') === 'publish',
    saved: url.searchParams.get('saved') === '1',
  };
}

export type ConsoleRaffleData = Awaited<ReturnType<typeof loadConsoleRaffle>>;

/** What a form on a raffle's page answers: what was done, or the messages (and the form as sent). */
export type RaffleOutcome = {
  done: string | null;
  errors: Record<string, string>;
  state?: ReturnType<typeof readRaffleForm>;
};

/** Saves the draft, publishes it, or (once published) changes its description and picture. */
export async function consoleRaffleAction(request: Request, context: AppLoadContext, raffleId: string) {
  const { staff } = await requireConsoleStaff(request, context, 'raffles');
  const form = await request.formData();
  const intent = form.get('intent');
  const answer = (outcome: RaffleOutcome, status = 200) => data(outcome, { status });
  if (intent === 'publish') {
    try {
      await staff.publishRaffle(raffleId);
      return answer({ done: 'Published: the raffle is on sale in the shop.', errors: {} });
    } catch (error) {
      return answer({ done: null, errors: raffleApiErrors(error, { prizes: [], bundles: [] }) }, 400);
    }
  }
  if (intent === 'present') {
    const saved = await staff.raffle(raffleId);
    const checked = checkForm(raffleRequestSchema, {
      ...saved.raffle,
      description: String(form.get('description') ?? '').trim(),
      picture: String(form.get('picture') ?? ''),
    });
    if (checked.errors) return answer({ done: null, errors: checked.errors }, 400);
    try {
      await staff.editRaffle(raffleId, checked.data);
      return answer({ done: 'Saved: the shop shows the new description and picture.', errors: {} });
    } catch (error) {
      return answer({ done: null, errors: raffleApiErrors(error, { prizes: [], bundles: [] }) }, 400);
    }
  }
  const read = readRaffleForm(form);
  if (!read.request) return answer({ done: null, errors: read.errors, state: read }, 400);
  try {
    await staff.editRaffle(raffleId, read.request);
    return answer({ done: 'Draft saved.', errors: {} });
  } catch (error) {
    return answer({ done: null, errors: raffleApiErrors(error, read.rows), state: read }, 400);
  }
}
