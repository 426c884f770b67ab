import type { AppLoadContext } from 'react-router';
import { requireConsoleStaff } from '../staff-session.server';

/** The feedback widget's ratings per day and the newest feedback (docs/decisions/446). */
export async function loadConsoleFeedback(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'feedback');
  return staff.feedback();
}

export type ConsoleFeedbackData = Awaited<ReturnType<typeof loadConsoleFeedback>>;
