import type { ConsoleCapabilities } from '@drawline/contracts';
import { Form } from 'react-router';
import { ActionOutcome, type ConsoleColumn, ConsoleErrorBoundary, ConsoleTable } from '../features/console';
import { outcomeOf, requireConsoleStaff } from '../features/console/index.server';
import type { Route } from './+types/console-capabilities';

export function meta() {
  return [{ title: 'Capabilities | Drawline console' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { call } = await requireConsoleStaff(request, context, 'content');
  return (await call<ConsoleCapabilities>('/capabilities')).result as ConsoleCapabilities;
}

/** One switch for one segment (docs/decisions/239); the API writes the audit row with it. */
export async function action({ request, context }: Route.ActionArgs) {
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

/** Capabilities per segment: sitewide switches as they are, each segment's own on or off. */
export default function ConsoleCapabilitiesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { sitewide, suppressed, segments } = loaderData;
  const isOff = (segment: string, capability: string) =>
    suppressed.some((s) => s.segmentName === segment && s.capability === capability);
  const columns: ConsoleColumn<(typeof sitewide)[number]>[] = [
    { header: 'Capability', rowHeader: true, cell: (c) => c.name },
    { header: 'Sitewide', cell: (c) => (c.enabled ? 'on' : 'off') },
    ...segments.map((s) => ({
      header: s,
      cell: (c: (typeof sitewide)[number]) => {
        const off = isOff(s, c.name);
        return c.enabled ? (
          <Form method="post">
            <input type="hidden" name="segment" value={s} />
            <input type="hidden" name="capability" value={c.name} />
            <input type="hidden" name="on" value={off ? 'true' : 'false'} />
            <button
              type="submit"
              className="console-button console-button--quiet"
              aria-label={`${off ? 'Turn on' : 'Turn off'} ${c.name} for ${s}`}
            >
              {off ? 'off – turn on' : 'on – turn off'}
            </button>
          </Form>
        ) : (
          'off'
        );
      },
    })),
  ];
  return (
    <>
      <h1>Capabilities per segment</h1>
      <p>A capability off sitewide is off for every segment; a segment can turn off one that is on sitewide.</p>
      <ActionOutcome error={actionData?.error} done={actionData?.done} />
      <div className="console-scroll">
        <ConsoleTable caption="Capabilities by segment" rows={sitewide} rowKey={(c) => c.name} columns={columns} />
      </div>
    </>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
