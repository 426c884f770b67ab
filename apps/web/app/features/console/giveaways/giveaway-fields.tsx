import { snakeKey } from '@drawline/contracts';
import { Field, TextAreaField } from '../console-form';

export type FieldErrors = Record<string, string[]> | undefined;
export const fieldError = (fields: FieldErrors, name: string) => fields?.[snakeKey(name)]?.[0];

/** The fields a content editor may change until the draw: title, description and the two pictures. */
export function GiveawayDisplayFields({
  idPrefix,
  fields,
  values,
}: {
  idPrefix: string;
  fields: FieldErrors;
  values?: { title: string; description: string; imageMobile: string; imageDesktop: string };
}) {
  const picture = (name: 'imageMobile' | 'imageDesktop', label: string) => (
    <>
      <Field
        id={`${idPrefix}-${name}`}
        name={name}
        label={`${label}: its address`}
        hint="An uploaded file's /cms/files/… address or one of the shop's own /pictures/… pictures; empty for none."
        defaultValue={values?.[name] ?? ''}
        maxLength={300}
        error={fieldError(fields, name)}
      />
      <Field
        id={`${idPrefix}-${name}-file`}
        name={`${name}File`}
        label={`${label}: or upload a new one`}
        hint="JPEG, PNG, WebP or GIF up to 1 MB; it is re-encoded and its metadata removed."
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
      />
    </>
  );
  return (
    <>
      <Field
        id={`${idPrefix}-title`}
        name="title"
        label="Title"
        required
        minLength={3}
        maxLength={120}
        defaultValue={values?.title}
        error={fieldError(fields, 'title')}
      />
      <TextAreaField
        id={`${idPrefix}-description`}
        name="description"
        label="Description (members read it)"
        maxLength={2000}
        rows={3}
        defaultValue={values?.description}
        error={fieldError(fields, 'description')}
      />
      {picture('imageMobile', 'Phone picture')}
      {picture('imageDesktop', 'Wide picture')}
    </>
  );
}
