import { useEffect } from 'react';
import { Form, useNavigation } from 'react-router';
import { type CreationState, CreationSteps } from '../../features/lotto-party';
import { creationAction, loadCreation } from '../../features/lotto-party/index.server';
import { pageTitle } from '../../features/shell';
import { useToasts } from '../../ui/toasts';
import type { Route } from './+types/create';

/**
 * /lotto-party (checkout layout): the lotto party creation's steps as a page (3-account.md §2, §4;
 * decision 453), for a new group or, with ?groupId, a new session of the organiser's group. The
 * layout's creation modal posts its steps here too; without scripts this page is the modal.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCreation(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return creationAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Create a Lotto Party', matches) }, { name: 'robots', content: 'noindex' }];
}

export default function CreatePage({ loaderData, actionData }: Route.ComponentProps) {
  const state: CreationState = actionData ?? loaderData;
  const busy = useNavigation().state === 'submitting';
  const toasts = useToasts();
  useEffect(() => {
    if (actionData?.failed) toasts.notify({ title: 'Something went wrong', message: actionData.failed, icon: 'error' });
  }, [actionData, toasts]);
  return (
    <section className="lotto-party-page">
      <h1>
        {state.groupId && state.step !== 'name_group' ? `New session for ${state.groupName}` : 'Create a Lotto Party'}
      </h1>
      <p>
        Name a group, choose a draw and a share price, invite people you know by a link, and share one set of games and
        its prizes by shares.
      </p>
      <CreationSteps state={state} FormComponent={Form} busy={busy} heading={(title) => <h2>{title}</h2>} />
    </section>
  );
}
