import { bannerStateCodeSchema } from '@drawline/contracts';
import { data, Form, useNavigation } from 'react-router';
import { ActionOutcome, ConsoleErrorBoundary, ConsoleTable, Field } from '../features/console';
import { outcomeOf, requireConsoleStaff } from '../features/console/index.server';
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
  return outcomeOf(async () => {
    await call(`/sitewide-banners/${code.data}`, { method: 'PUT', body: { text: String(form.get('text') ?? '') } });
    return `The ${code.data} banner is saved.`;
  });
}

export default function ConsoleContent({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1>Sitewide banner</h1>
      <p>Each state can have its own text; states without one show the default. An empty text removes a banner.</p>
      <ActionOutcome error={actionData?.error} done={actionData?.done} />
      <ConsoleTable
        caption="Banners now"
        rows={loaderData.banners}
        rowKey={(b) => b.stateCode}
        columns={[
          { header: 'State', cell: (b) => b.stateCode },
          { header: 'Text', cell: (b) => b.text || '(none)' },
        ]}
      />
      <Form method="post" className="console-form">
        <h2>Set a banner</h2>
        <Field
          id="banner-state"
          name="stateCode"
          label="State code (or default)"
          defaultValue="default"
          required
          maxLength={7}
        />
        <Field id="banner-text" name="text" label="Text" maxLength={300} />
        <button type="submit" className="console-button" disabled={busy}>
          Save banner
        </button>
      </Form>
    </>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary };
