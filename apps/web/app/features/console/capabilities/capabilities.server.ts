import type { ConsoleCapabilities } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { outcomeOf } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

export async function loadConsoleCapabilities(request: Request, context: AppLoadContext) {
  const { call } = await requireConsoleStaff(request, context, 'content');
  return (await call<ConsoleCapabilities>('/capabilities')).result as ConsoleCapabilities;
}

/** One switch for one segment (docs/decisions/239); the API writes the audit row with it. */
export async function consoleCapabilitiesAction(request: Request, context: AppLoadContext) {
  const { call } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
  const segment = String(form.get('segment') ?? '');
  const capability = String(form.get('capability') ?? '');
  const on = form.get('on') === 'true';
  return outcomeOf(async () => {
    await call(`/segments/${encodeURIComponent(segment)}/capabilities/${encodeURIComponent(capability)}`, {
      method: 'PUT',
      body: { on },
    });
    return `${capability} is ${on ? 'on' : 'off'} for ${segment}.`;
  });
}
