import type { ConsoleCapabilities } from '@drawline/contracts';
import { data, Form } from 'react-router';
import { ConsoleErrorBoundary } from '../features/console';
import { refusalOf, requireConsoleStaff } from '../features/console/staff-session.server';
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
  try {
    await call(`/segments/${encodeURIComponent(segment)}/capabilities/${encodeURIComponent(capability)}`, {
      method: 'PUT',
      body: { on },
    });
    return data({ error: null, done: `${capability} is ${on ? 'on' : 'off'} for ${segment}.` });
  } catch (error) {
    const { status, message } = refusalOf(error);
    return data({ error: message, done: null }, { status: status === 403 ? 403 : 200 });
  }
}

/** Capabilities per segment: sitewide switches as they are, each segment's own on or off. */
export default function ConsoleCapabilitiesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { sitewide, suppressed, segments } = loaderData;
  const isOff = (segment: string, capability: string) =>
    suppressed.some((s) => s.segmentName === segment && s.capability === capability);
  return (
    <>
      <h1>Capabilities per segment</h1>
      <p>A capability off sitewide is off for every segment; a segment can turn off one that is on sitewide.</p>
      {actionData?.error ? (
        <p className="console-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {actionData?.done ? <p role="status">{actionData.done}</p> : null}
      <div className="console-scroll">
        <table className="console-table">
          <caption>Capabilities by segment</caption>
          <thead>
            <tr>
              <th scope="col">Capability</th>
              <th scope="col">Sitewide</th>
              {segments.map((s) => (
                <th key={s} scope="col">
                  {s}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sitewide.map((c) => (
              <tr key={c.name}>
                <th scope="row">{c.name}</th>
                <td>{c.enabled ? 'on' : 'off'}</td>
                {segments.map((s) => {
                  const off = isOff(s, c.name);
                  return (
                    <td key={s}>
                      {c.enabled ? (
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
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
