import { Form } from 'react-router';
import { Field, SelectField, TextAreaField } from '../console-form';

/**
 * The console's translation form (decision 412): plain, markdown, search, picture and JSON texts of
 * a locale by area and key; a picture's address, size and description (decision 484).
 */
export function TranslationForm({ busy, fields = {} }: { busy: boolean; fields?: Record<string, string[]> }) {
  const errorOf = (id: string) => fields[id]?.[0];
  return (
    <>
      <h2>Translations</h2>
      <Form method="post" className="console-form">
        <input type="hidden" name="intent" value="translation" />
        <SelectField
          id="t-locale"
          name="locale"
          label="Locale"
          options={[
            { value: 'en-AU', label: 'English (Australia)' },
            { value: 'en-GB', label: 'English (United Kingdom)' },
          ]}
        />
        <Field
          id="t-context"
          name="context"
          label="Area"
          hint="The part of the site the wording belongs to (its context), such as blog or common."
          required
          maxLength={120}
        />
        <Field id="t-key" name="key" label="Key" required maxLength={120} />
        <SelectField
          id="t-type"
          name="type"
          label="Type"
          options={[
            { value: 'plain', label: 'Plain text' },
            { value: 'markdown', label: 'Markdown' },
            { value: 'seo', label: 'Search title and description' },
            { value: 'image', label: 'Picture' },
            { value: 'json', label: 'JSON data' },
          ]}
        />
        <TextAreaField
          id="t-value"
          error={errorOf('t-value')}
          name="value"
          label="Wording"
          hint="For a search text: the title on the first line, the description below it. For JSON data: an object or a list."
          rows={4}
          maxLength={50000}
        />
        <fieldset className="console-choices">
          <legend>Picture (for the Picture type)</legend>
          <Field
            id="t-image-url"
            error={errorOf('t-image-url')}
            name="imageUrl"
            label="Picture address"
            hint="The address the Pictures page gave, such as /cms/files/…, or an https address."
            maxLength={2000}
          />
          <Field
            id="t-image-width"
            error={errorOf('t-image-width')}
            name="imageWidth"
            label="Width (pixels)"
            inputMode="numeric"
            maxLength={5}
          />
          <Field
            id="t-image-height"
            error={errorOf('t-image-height')}
            name="imageHeight"
            label="Height (pixels)"
            inputMode="numeric"
            maxLength={5}
          />
          <Field
            id="t-image-description"
            error={errorOf('t-image-description')}
            name="contentDescription"
            label="Description (read out to blind visitors)"
            maxLength={300}
          />
        </fieldset>
        <button type="submit" className="console-button" disabled={busy}>
          Save text
        </button>
      </Form>
    </>
  );
}
