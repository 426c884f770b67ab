import { checkForm, segmentCapabilityParamsSchema, segmentCapabilityRequestSchema } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { outcomeOf, refusedForm } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

export async function loadConsoleCapabilities(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  return staff.consoleCapabilities();
}

/** One switch for one segment (docs/decisions/239); the API writes the audit row with it. */
export async function consoleCapabilitiesAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
  // The switch is checked by the call's own schemas (contracts `checkForm`) before the call.
  const place = checkForm(segmentCapabilityParamsSchema, {
    segmentName: String(form.get('segment') ?? ''),
    capability: String(form.get('capability') ?? ''),
  });
  if (place.errors) return refusedForm(place.errors, placeOf);
  const body = checkForm(segmentCapabilityRequestSchema, { on: form.get('on') === 'true' });
  if (body.errors) return refusedForm(body.errors, placeOf);
  const { segmentName, capability } = place.data;
  return outcomeOf(async () => {
    await staff.setSegmentCapability(segmentName, capability, body.data);
    return `${capability} is ${body.data.on ? 'on' : 'off'} for ${segmentName}.`;
  });
}

/** The switch's hidden fields by the call's names: the form's name for each, and the words for it. */
const placeOf = (path: string) =>
  path === 'segmentName' ? { field: 'segment', label: 'Segment' } : { field: 'capability', label: 'Capability' };
