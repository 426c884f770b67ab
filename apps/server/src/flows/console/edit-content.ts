import {
  type CmsCollectionName,
  type ContentSaveRequest,
  type ContentStatus,
  componentVariantsSchema,
  type SiteConfigFields,
  type TranslationLocale,
  type TranslationType,
} from '@drawline/contracts';
import type { Tx } from '../../db/client';
import type { ActingStaff } from '../../modules/staff';
import { AppError } from '../../platform/app-error';
import type { ConsoleFlowDeps } from './console-flow.deps';

type Deps = Pick<ConsoleFlowDeps, 'db' | 'content' | 'audit'>;
type Saved = Awaited<ReturnType<ConsoleFlowDeps['content']['saveItem']>>;
export type ConsoleItem = NonNullable<Awaited<ReturnType<ConsoleFlowDeps['content']['anyItem']>>>;

/** What an audit row keeps of an item: its status, publish date, version and fields (no staff secrets live there). */
const auditOf = (item: { status: string; publishDate: string | null; version: number; fields?: unknown } | null) =>
  item ? { status: item.status, publishDate: item.publishDate, version: item.version, fields: item.fields } : null;

export async function saveWithAudit(
  deps: Deps,
  actor: ActingStaff,
  input: {
    collection: CmsCollectionName;
    id?: string;
    status: ContentStatus;
    publishDate: Date | null;
    fields: Record<string, unknown>;
  },
  action: string,
  inTx?: Tx,
): Promise<ConsoleItem> {
  const run = async (tx: Tx) => {
    const before = input.id ? await deps.content.anyItem(input.collection, input.id, tx) : null;
    if (input.id && !before && input.collection !== 'site_config' && input.collection !== 'theme') {
      throw new AppError('not_found', { message: 'There is no such item to save over.' });
    }
    const saved: Saved = await deps.content.saveItem({ ...input, savedBy: actor.staffId }, tx);
    const after = await deps.content.anyItem(input.collection, String(saved.id), tx);
    if (!after) throw new Error('The saved item was not read back.');
    await deps.audit.recordAudit(tx, {
      actor,
      action,
      subjectType: input.collection,
      subjectId: after.id,
      before: auditOf(before),
      after: auditOf(after),
    });
    return after;
  };
  return inTx ? run(inTx) : deps.db.transaction(run);
}

/**
 * Saves the site config changed by `change` as a new published version (decision 504): the
 * current one is read inside the transaction, after the collection's lock, so two editors' changes
 * at once (a label and a variant, say) both land instead of the second building on the old one.
 */
export async function changeSiteConfig(
  deps: Deps,
  actor: ActingStaff,
  action: string,
  change: (fields: SiteConfigFields) => SiteConfigFields | Promise<SiteConfigFields>,
): Promise<ConsoleItem> {
  return deps.db.transaction(async (tx) => {
    await deps.content.lockCollection('site_config', tx);
    const { id, status, publishDate, version, dateUpdated, ...rest } = await deps.content.siteConfig(tx);
    const fields = await change(rest as unknown as SiteConfigFields);
    const input = { collection: 'site_config' as const, id: String(id), status: 'published' as const };
    return saveWithAudit(deps, actor, { ...input, publishDate: null, fields: { ...fields } }, action, tx);
  });
}

/**
 * A content editor saves an item of a collection (decision 434): a new version with its status and
 * publish date (a future date schedules it), every version kept, the audit row in the same
 * transaction. The fields are checked by the collection's schema; nothing is stored when one is
 * refused. Markdown stays source and is sanitised when it is rendered (decision 411).
 */
export async function saveContentItem(
  deps: Deps,
  actor: ActingStaff,
  collection: CmsCollectionName,
  body: ContentSaveRequest,
): Promise<ConsoleItem> {
  return saveWithAudit(
    deps,
    actor,
    {
      collection,
      ...(body.id ? { id: body.id } : {}),
      status: body.status,
      publishDate: body.publishDate ? new Date(body.publishDate) : null,
      fields: body.data,
    },
    body.id ? 'content_item.save' : 'content_item.create',
  );
}

/** Restores a kept version: saved again as the newest version with its status, publish date and fields. */
export async function restoreContentVersion(
  deps: Deps,
  actor: ActingStaff,
  collection: CmsCollectionName,
  id: string,
  version: number,
): Promise<ConsoleItem> {
  const item = await deps.content.anyItem(collection, id);
  const kept = item ? await deps.content.versionOf(id, version) : null;
  if (!item || !kept) throw new AppError('not_found', { message: 'There is no such version of that item.' });
  return saveWithAudit(
    deps,
    actor,
    { collection, id, status: kept.status, publishDate: kept.publishDate, fields: kept.fields },
    'content_item.restore',
  );
}

/**
 * Sets a navigation link's label by its type and key (3-account.md §2 CMS overrides by key): the
 * site config (the published one, or the shop's own while none is) saved as a new published version
 * with the link's label changed, or the override added (its address then given); visitors read it
 * once its cached answer is cleared (the routes clear it).
 */
export async function setNavigationLabel(
  deps: Deps,
  actor: ActingStaff,
  input: { type: string; key: string; label: string; url?: string | undefined },
): Promise<ConsoleItem> {
  return changeSiteConfig(deps, actor, 'navigation_label.set', (fields) => {
    const links = (Object.hasOwn(fields.navigation, input.type) ? fields.navigation[input.type] : undefined) ?? [];
    const link = links.find((l) => l.key === input.key);
    const url = input.url ?? link?.url;
    if (!url) {
      throw new AppError('validation_failed', {
        message: 'A new navigation override needs the address it links to.',
        errors: [{ target: 'url', code: 'invalid', message: 'Give the address the link goes to.' }],
      });
    }
    const changed = { key: input.key, label: input.label, url };
    const navigation = {
      ...fields.navigation,
      [input.type]: link ? links.map((l) => (l.key === input.key ? changed : l)) : [...links, changed],
    };
    return { ...fields, navigation };
  });
}

/**
 * Sets one component's variant (3-account.md §3 component variants): checked against the allowed
 * values (only customerFeedbackBanner takes variant_b or variant_c), the site config saved as a new
 * published version with its audit row, like a navigation label.
 */
export async function setComponentVariant(
  deps: Deps,
  actor: ActingStaff,
  input: { component: string; variant: string },
): Promise<ConsoleItem> {
  const shape = componentVariantsSchema.shape;
  const schema = Object.hasOwn(shape, input.component) ? shape[input.component as keyof typeof shape] : undefined;
  if (!schema) throw new AppError('not_found', { message: 'There is no such component.' });
  if (!schema.safeParse(input.variant).success) {
    throw new AppError('validation_failed', {
      message: 'That variant is not allowed for this component.',
      errors: [{ target: 'variant', code: 'invalid', message: 'Choose one of the allowed variants.' }],
    });
  }
  return changeSiteConfig(deps, actor, 'component_variant.set', (fields) => ({
    ...fields,
    components: { ...fields.components, [input.component]: input.variant },
  }));
}

/** Sets one text of a locale (decision 412), checked by its type; the audit row holds before and after. */
export async function saveTranslationEdit(
  deps: Deps,
  actor: ActingStaff,
  input: { locale: TranslationLocale; context: string; key: string; type: TranslationType; value: unknown },
) {
  return deps.db.transaction(async (tx) => {
    const before = await deps.content.translationOf(input.locale, input.context, input.key, tx);
    await deps.content.saveTranslation({ ...input, savedBy: actor.staffId }, tx);
    const after = await deps.content.translationOf(input.locale, input.context, input.key, tx);
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'translation.set',
      subjectType: 'translation',
      subjectId: `${input.locale}/${input.context}/${input.key}`,
      before,
      after,
    });
    const { locale, context, key, type } = input;
    return { locale, context, key, type, value: after?.value, version: after?.version ?? 1 };
  });
}

/**
 * A preview link of one version of an item (decision 410): signed, 15 minutes long, the only way a
 * draft is seen outside the console; making one is written to the audit log.
 */
export async function makePreviewLink(
  deps: Deps,
  actor: ActingStaff,
  collection: CmsCollectionName,
  id: string,
  version: number | undefined,
): Promise<{ url: string; expiresAt: string; version: number }> {
  const item = await deps.content.anyItem(collection, id);
  const asked = version ?? item?.version;
  const kept = item && asked !== undefined ? await deps.content.versionOf(id, asked) : null;
  if (!item || !kept) throw new AppError('not_found', { message: 'There is no such version of that item.' });
  const { token, expiresAt } = deps.content.previewToken(collection, id, kept.version);
  await deps.db.transaction(async (tx) => {
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'content_item.preview_link',
      subjectType: collection,
      subjectId: id,
      before: null,
      // The link itself is a bearer secret for 15 minutes: the audit row keeps what it opens, not the token.
      after: { version: kept.version, expiresAt },
    });
  });
  return { url: `/preview?token=${encodeURIComponent(token)}`, expiresAt, version: kept.version };
}

/**
 * A content editor uploads an image (decision 435): checked and re-encoded first, then kept with its
 * audit row in one transaction; answered with the address pages use (`/cms/files/{id}`).
 */
export async function uploadImage(deps: Deps, actor: ActingStaff, bytes: Buffer) {
  const prepared = await deps.content.prepareImage(bytes, actor.staffId ?? 'system');
  return deps.db.transaction(async (tx) => {
    const kept = await deps.content.keepImage(prepared, tx);
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'content_file.upload',
      subjectType: 'content_file',
      subjectId: kept.id,
      before: null,
      after: { contentType: kept.contentType, width: kept.width, height: kept.height, size: kept.size },
    });
    return { ...kept, url: `/cms/files/${kept.id}` };
  });
}
