import { type ConsoleCauseChoice, rafflePictureNames, rafflePictures } from '@drawline/contracts';
import type { ComponentProps } from 'react';
import { Form } from 'react-router';
import { ActionOutcome, ChoiceField, Field, TextAreaField } from '../console-form';
import { bundleRowsOf, prizeRowsOf, type RaffleFormState } from './raffle-form-data';

const pictureChoices = rafflePictures.map((p) => ({ value: p, label: rafflePictureNames[p] }));

/** The picture and description: the only fields a published raffle may change (docs/decisions/267). */
export function RafflePresentationFields({
  state,
  errors,
}: {
  state: RaffleFormState;
  errors: Record<string, string>;
}) {
  return (
    <>
      <TextAreaField
        id="raffle-description"
        name="description"
        label="Description (customers read it)"
        defaultValue={state.values.description}
        error={errors.description}
        required
        minLength={10}
        maxLength={1000}
        rows={3}
      />
      <ChoiceField
        id="raffle-picture"
        legend="Picture"
        type="radio"
        name="picture"
        options={pictureChoices}
        checked={state.values.picture ? [state.values.picture] : []}
        error={errors.picture}
      />
    </>
  );
}

/**
 * The whole raffle as a plain form (works without scripts): name, picture, causes, price, cap,
 * bundles, prizes and times. Rows are numbered inputs; blank rows are left out when read.
 */
export function RaffleForm({
  state,
  errors,
  causes,
  submitLabel,
  idempotencyKey,
  busy,
}: {
  state: RaffleFormState;
  errors: Record<string, string>;
  causes: readonly ConsoleCauseChoice[];
  submitLabel: string;
  /** A create carries its key, so a resent form makes one draft. */
  idempotencyKey?: string;
  busy: boolean;
}) {
  const v = state.values;
  const prizeRows = prizeRowsOf(v);
  const bundleRows = bundleRowsOf(v);
  /** A field named as the API names it, its value and error read from the form by that name. */
  const field = ({ fallback, ...input }: ComponentProps<typeof Field> & { name: string; fallback?: string }) => (
    <Field {...input} defaultValue={fallback ? v[input.name] || fallback : v[input.name]} error={errors[input.name]} />
  );
  return (
    <Form method="post" className="console-form console-form--wide" noValidate>
      {idempotencyKey ? <input type="hidden" name="key" value={idempotencyKey} /> : null}
      <ActionOutcome error={errors.general} />
      {field({ id: 'raffle-name', name: 'name', label: 'Name', required: true, maxLength: 80 })}
      <RafflePresentationFields state={state} errors={errors} />
      <ChoiceField
        id="raffle-causes"
        legend="Causes the raffle supports"
        type="checkbox"
        name="causeKeys"
        options={causes.map((c) => ({ value: c.key, label: `${c.name} (${c.charityName})` }))}
        checked={state.causeKeys}
        error={errors.causeKeys}
      />
      {field({
        id: 'raffle-ticket-price',
        name: 'ticketPrice',
        label: 'Ticket price (AUD)',
        inputMode: 'decimal',
        required: true,
      })}
      {field({
        id: 'raffle-ticket-cap',
        name: 'ticketCap',
        label: 'Ticket cap (tickets on sale in all)',
        inputMode: 'numeric',
        required: true,
      })}
      <fieldset className="console-rows">
        <legend>Bundles (several tickets for one price; one ticket sells at the ticket price)</legend>
        {Array.from({ length: bundleRows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row's number is its name in the form
          <div key={i} className="console-field">
            {field({
              id: `bundle-${i}-tickets`,
              name: `bundles.${i}.tickets`,
              label: `Bundle ${i + 1}: tickets`,
              inputMode: 'numeric',
            })}
            {field({
              id: `bundle-${i}-price`,
              name: `bundles.${i}.price`,
              label: `Bundle ${i + 1}: price (AUD)`,
              inputMode: 'decimal',
            })}
          </div>
        ))}
      </fieldset>
      <fieldset className="console-rows">
        <legend>Prizes (the first is the main prize; leave a row blank to skip it)</legend>
        {errors.prizes ? <span className="console-field-error">{errors.prizes}</span> : null}
        {Array.from({ length: prizeRows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row's number is its name in the form
          <div key={i} className="console-field">
            {field({ id: `prize-${i}-name`, name: `prizes.${i}.name`, label: `Prize ${i + 1}: name` })}
            {field({
              id: `prize-${i}-description`,
              name: `prizes.${i}.description`,
              label: `Prize ${i + 1}: description`,
            })}
            {field({
              id: `prize-${i}-value`,
              name: `prizes.${i}.value`,
              label: `Prize ${i + 1}: value each (AUD)`,
              inputMode: 'decimal',
            })}
            {field({
              id: `prize-${i}-quantity`,
              name: `prizes.${i}.quantity`,
              label: `Prize ${i + 1}: how many`,
              inputMode: 'numeric',
              fallback: '1',
            })}
          </div>
        ))}
      </fieldset>
      {field({
        id: 'raffle-stop',
        name: 'stopDate',
        type: 'datetime-local',
        label: 'Ticket sales stop (AEST)',
        required: true,
      })}
      {field({
        id: 'raffle-draw',
        name: 'drawDate',
        type: 'datetime-local',
        label: 'Prizes drawn (AEST)',
        required: true,
      })}
      <button type="submit" name="intent" value="save" className="console-button" disabled={busy}>
        {submitLabel}
      </button>
    </Form>
  );
}
