import { type ConsoleContentVersion, type ThemeFields, themeColourLabels } from '@drawline/contracts';
import { Form, useNavigation } from 'react-router';
import { ActionOutcome, ChoiceField, Field, SelectField } from '../console-form';
import { ConsoleTable } from '../console-table';
import { consoleTime } from '../console-time';
import { motifAlignments, themeChecks, themeColourNames, themeTextFields, themeValueOf } from './theme-form';

export interface ThemeAnswer {
  error: string | null;
  done: string | null;
  fields?: Record<string, string[]>;
}

const idOf = (name: string) => `theme-${name.replaceAll('.', '-')}`;

/**
 * The console's theme (issue 28, decision 462): the colours (each checked for a contrast of 4.5 on
 * the server), corners, fonts, logos, icons and motif; each save a published version visitors get on
 * their next page; every kept version restorable.
 */
export function ThemePage({
  version,
  theme,
  versions,
  answer,
}: {
  version: number;
  theme: ThemeFields;
  versions: ConsoleContentVersion[];
  answer?: ThemeAnswer | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const errorOf = (name: string) => answer?.fields?.[name]?.[0];
  const text = (name: string) => String(themeValueOf(theme, name) ?? '');
  return (
    <>
      <h1>Theme</h1>
      <p>
        {version === 0
          ? "Visitors see the shop's own theme: saving this form publishes the first version."
          : `Visitors see version ${version}. Each save publishes a new version on their next page.`}
      </p>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <Form method="post" className="console-form">
        <h2>Colours</h2>
        <p className="console-hint">
          Hex colours such as #0b2f6b. Every colour that text is drawn with or on needs a contrast of at least 4.5:1.
        </p>
        {themeColourNames.map((name) => (
          <div key={name} className="theme-colour">
            <span className="theme-colour-swatch" aria-hidden="true" style={{ background: text(`colors.${name}`) }} />
            <Field
              id={idOf(`colors.${name}`)}
              name={`colors.${name}`}
              label={themeColourLabels[name]}
              defaultValue={text(`colors.${name}`)}
              error={errorOf(`colors.${name}`)}
              required
              maxLength={7}
              pattern="#([0-9a-fA-F]{3}){1,2}"
            />
          </div>
        ))}
        <h2>Shape, fonts, logos and motif</h2>
        {themeTextFields.map((f) => (
          <Field
            key={f.name}
            id={idOf(f.name)}
            name={f.name}
            label={f.label}
            hint={f.hint}
            defaultValue={text(f.name)}
            error={errorOf(f.name)}
            required
            maxLength={2000}
          />
        ))}
        <SelectField
          id={idOf('motif.settings.alignment')}
          name="motif.settings.alignment"
          label="Motif alignment"
          defaultValue={text('motif.settings.alignment')}
          error={errorOf('motif.settings.alignment')}
          options={motifAlignments.map((a) => ({ value: a, label: a }))}
        />
        <ChoiceField
          id="theme-motif-flags"
          legend="Motif"
          type="checkbox"
          name="motifFlags"
          options={themeChecks.map((c) => ({ value: c.name, label: c.label }))}
          checked={themeChecks.filter((c) => themeValueOf(theme, c.name) === true).map((c) => c.name)}
        />
        <button type="submit" className="console-button" disabled={busy}>
          Publish the theme
        </button>
      </Form>
      <h2>Versions</h2>
      <ConsoleTable
        caption="Every saved theme, newest first"
        rows={versions}
        rowKey={(v) => String(v.version)}
        labelled
        className="console-table--cards"
        columns={[
          { header: 'Version', cell: (v) => v.version },
          {
            header: 'Primary colour',
            cell: (v) => String(themeValueOf(v.fields, 'colors.themePrimary') ?? ''),
          },
          { header: 'Saved', cell: (v) => consoleTime(v.savedAt) },
          {
            header: 'Restore',
            cell: (v) =>
              v.version === version ? (
                'Current'
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="version" value={v.version} />
                  <button type="submit" className="console-button" disabled={busy}>
                    Restore version {v.version}
                  </button>
                </Form>
              ),
          },
        ]}
      />
    </>
  );
}
