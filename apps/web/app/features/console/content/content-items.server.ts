import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError } from '../../../lib/api';
import { clock } from '../../../lib/clock';
import { outcomeOf } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';
import { type EditableCollection, editableCollections, isEditableCollection, readEditorForm } from './content-editor';

function collectionOf(name: string | undefined): EditableCollection {
  if (!name || !isEditableCollection(name)) throw data('There is no such collection.', { status: 404 });
  return name;
}

/** A collection's items whatever their status (issue 28, decision 434), newest change first. */
export async function loadConsoleContentItems(request: Request, context: AppLoadContext, name: string | undefined) {
  const collection = collectionOf(name);
  const { staff } = await requireConsoleStaff(request, context, 'content');
  return { collection, items: await staff.contentItems(collection), now: clock.now().toISOString() };
}

/** What a refused save answers the form: the API's message and each field's, or the form's own. */
type SaveAnswer = { error: string | null; done: string | null; fields: Record<string, string[]> };
function refusedSave(error: unknown): ReturnType<typeof data<SaveAnswer>> {
  if (error instanceof ApiError && error.status === 400) {
    const fields: Record<string, string[]> = {};
    // The API names an item field `data.<name>`; the form names it `<name>`.
    for (const [target, messages] of Object.entries(error.fieldMessages())) {
      fields[target.replace(/^data\./, '')] = messages;
    }
    return data({ error: error.message, done: null, fields }, { status: 400 });
  }
  throw error;
}

/** Writes a new item (a draft unless published is chosen) and opens it. */
export async function consoleContentItemsAction(request: Request, context: AppLoadContext, name: string | undefined) {
  const collection = collectionOf(name);
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const read = readEditorForm(collection, await request.formData());
  if (read.error) {
    const { field, message } = read.error;
    return data({ error: `${message}.`, done: null, fields: { [field]: [message] } }, { status: 400 });
  }
  try {
    const { id, ...body } = read.body;
    const made = await staff.saveContentItem(collection, body);
    return redirect(`/console/content/${collection}/${encodeURIComponent(made.id)}?saved=1`);
  } catch (error) {
    return refusedSave(error);
  }
}

/** One item, its kept versions and whether it was just saved. */
export async function loadConsoleContentItem(
  request: Request,
  context: AppLoadContext,
  name: string | undefined,
  itemId: string | undefined,
) {
  const collection = collectionOf(name);
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const item = await staff.contentItem(collection, itemId ?? '');
  return {
    collection,
    item,
    saved: new URL(request.url).searchParams.get('saved') === '1',
    now: clock.now().toISOString(),
  };
}
export type ConsoleContentItemData = Awaited<ReturnType<typeof loadConsoleContentItem>>;

/** Saves a new version of the item, or restores a kept one (intent=restore with its version). */
export async function consoleContentItemAction(
  request: Request,
  context: AppLoadContext,
  name: string | undefined,
  itemId: string | undefined,
) {
  const collection = collectionOf(name);
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
  const id = itemId ?? '';
  const one = editableCollections[collection].one;
  if (form.get('intent') === 'preview') {
    try {
      const link = await staff.contentPreviewLink(collection, id, {});
      return data({
        error: null,
        done: `A preview link of version ${link.version} is ready.`,
        fields: {},
        preview: link,
      });
    } catch (error) {
      return refusedSave(error);
    }
  }
  if (form.get('intent') === 'restore') {
    const version = Number(form.get('version'));
    return outcomeOf(async () => {
      const restored = await staff.restoreContentVersion(collection, id, { version });
      return `Version ${version} is restored as version ${restored.version}.`;
    });
  }
  form.set('id', id);
  const read = readEditorForm(collection, form);
  if (read.error) {
    const { field, message } = read.error;
    return data({ error: `${message}.`, done: null, fields: { [field]: [message] } }, { status: 400 });
  }
  try {
    const saved = await staff.saveContentItem(collection, read.body);
    return data({ error: null, done: `The ${one} is saved as version ${saved.version}.`, fields: {} });
  } catch (error) {
    return refusedSave(error);
  }
}
