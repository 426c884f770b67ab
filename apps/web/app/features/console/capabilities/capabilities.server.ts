import type { AppLoadContext } from 'react-router';
import { outcomeOf } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

export async function loadConsoleCapabilities(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  return staff.consoleCapabilities();
}

/** One switch for one segment (docs/decisions/239); the API writes the audit row with it. */
export async function consoleCapabilitiesAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
  const segment = String(form.get('segment') ?? '');
  const capability = String(form.get('capability') ?? '');
  const on = form.get('on') === 'true';
  return outcomeOf(async () => {
    await staff.setSegmentCapability(segment, capability, { on });
    return `${capability} is ${on ? 'on' : 'off'} for ${segment}.`;
  });
}
