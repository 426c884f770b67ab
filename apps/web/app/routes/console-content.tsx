import { bannerStateCodeSchema } from '@drawline/contracts';
import { data, Form, useNavigation } from 'react-router';
import { ConsoleErrorBoundary } from '../features/console';
import { refusalOf, requireConsoleStaff } from '../features/console/staff-session.server';
import type { Route } from './+types/console-content';

export function meta() {
  return [{ title: 'Content | Drawline console' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { call } = await requireConsoleStaff(request, context, 'content');
  const banners = (await call<{ stateCode: string; text: string; updatedAt: string }[]>('/sitewide-banners')).result;
  return { banners: banners ?? [] };
}

/** Sets one state's sitewide banner (docs/decisions/236); the API writes the audit row with it. */
export async function action({ request, context }: Route.ActionArgs) {
  const { call } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
  const code = bannerStateCodeSchema.safeParse(
    String(form.get('stateCode') ?? '')
      .toUpperCase()
      .replace('DEFAULT', 'default'),
  );
  if (!code.success) return data({ error: 'Enter a state code such as NSW, or default.', done: null });
  try {
    await call(`/sitewide-banners/${code.data}`, { method: 'PUT', body: { text: String(form.get('text') ?? '') } });
    return data({ error: null, done: `The ${code.data} banner is saved.` });
  } catch (error) {
    const { status, message } = refusalOf(error);
    return data({ error: message, done: null }, { status: status === 403 ? 403 : 200 });
  }
}

export default function ConsoleContent({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1>Sitewide banner</h1>
      <p>Each state can have its own text; states without one show the default. An empty text removes a banner.</p>
      {actionData?.error ? (
        <p className="console-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {actionData?.done ? <p role="status">{actionData.done}</p> : null}
      <table className="console-table">
        <caption>Banners now</caption>
        <thead>
          <tr>
            <th scope="col">State</th>
            <th scope="col">Text</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.banners.length ? (
            loaderData.banners.map((b) => (
              <tr key={b.stateCode}>
                <td>{b.stateCode}</td>
                <td>{b.text || '(none)'}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={2}>None.</td>
            </tr>
          )}
        </tbody>
      </table>
      <Form method="post" className="console-form">
        <h2>Set a banner</h2>
        <label htmlFor="banner-state">State code (or default)</label>
        <input id="banner-state" name="stateCode" defaultValue="default" required maxLength={7} />
        <label htmlFor="banner-text">Text</label>
        <input id="banner-text" name="text" maxLength={300} />
        <button type="submit" className="console-button" disabled={busy}>
          Save banner
        </button>
      </Form>
    </>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
