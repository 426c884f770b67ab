import { giveawayTypes, PROGRAM_MAX_ENTRIES, PROGRAM_MAX_FAQS, snakeKey } from '@drawline/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { ActionOutcome, Field, TextAreaField } from '../console-form';
import { consoleTime } from '../console-time';
import type { FieldErrors } from './giveaway-fields';
import type { GiveawayAnswer } from './giveaways-page';
import type { ConsoleProgramSettingsData } from './program-settings.server';

const error = (fields: FieldErrors, name: string) => fields?.[name]?.[0];

/** The program's words (decision 461): what members read on the Daily Winners pages; the rules stay the shop's. */
export function ProgramSettingsPage({
  settings,
  updatedAt,
  answer,
}: ConsoleProgramSettingsData & { answer?: GiveawayAnswer }) {
  const busy = useNavigation().state === 'submitting';
  const f = answer?.fields;
  const text = (name: keyof typeof settings & string, label: string, max: number, long = false) => {
    const props = {
      id: `program-${name}`,
      name,
      label,
      required: true,
      maxLength: max,
      defaultValue: String(settings[name]),
      error: error(f, snakeKey(name)),
    };
    return long ? <TextAreaField {...props} rows={2} /> : <Field {...props} />;
  };
  const faqs = [...settings.faqs, ...Array.from({ length: PROGRAM_MAX_FAQS }, () => null)].slice(0, PROGRAM_MAX_FAQS);
  return (
    <>
      <p>
        <Link to="/console/giveaways">All giveaways</Link>
      </p>
      <h1>Daily Winners settings</h1>
      <p>
        {updatedAt ? `Last changed ${consoleTime(updatedAt)}.` : "The shop's own words: not changed yet."} Premium's
        price and the program's address are the shop's rules and stay as they are.
      </p>
      <ActionOutcome error={answer?.error} done={answer?.done} />
      <Form method="post" className="console-form">
        <h2>The program</h2>
        {text('programName', 'Program name', 60)}
        {text('titleContent', 'Title text', 300, true)}
        {text('optInTitle', 'Join title', 80)}
        {text('optInText', 'Join text', 300, true)}
        {text('disclaimerText', 'Footer disclaimer', 500, true)}
        <h2>Tiers</h2>
        {text('freeTierName', 'Free tier name', 40)}
        {text('freeTierDescription', 'Free tier description', 200, true)}
        {text('premiumTierName', 'Premium tier name', 40)}
        {text('premiumTierDescription', 'Premium tier description', 200, true)}
        <h2>Entries per giveaway</h2>
        <p>A change applies to entries written from now on; entries already written are never lowered.</p>
        {(['free', 'premium'] as const).map((tier) => (
          <fieldset key={tier} className="console-choices">
            <legend>{tier === 'free' ? 'Free tier' : 'Premium tier'}</legend>
            {giveawayTypes.map((type) => (
              <Field
                key={type}
                id={`entries-${tier}-${type}`}
                name={`entries_${tier}_${type}`}
                label={`${type[0]?.toUpperCase()}${type.slice(1)} giveaways`}
                type="number"
                min={1}
                max={PROGRAM_MAX_ENTRIES}
                required
                defaultValue={String(settings.entriesPerTier?.[tier][type] ?? '')}
                error={error(f, `entries_${tier}_${type}`)}
              />
            ))}
          </fieldset>
        ))}
        <h2>Who may join</h2>
        <p>
          Names separated by commas or spaces. Leave a list empty to let every customer join; a customer outside either
          list is told they cannot join.
        </p>
        <Field
          id="program-eligiblePricingIds"
          name="eligiblePricingIds"
          label="Pricing ids"
          maxLength={1400}
          defaultValue={settings.eligiblePricingIds.join(', ')}
          error={error(f, 'eligible_pricing_ids')}
        />
        <Field
          id="program-eligibleSegments"
          name="eligibleSegments"
          label="Segments"
          maxLength={1400}
          defaultValue={settings.eligibleSegments.join(', ')}
          error={error(f, 'eligible_segments')}
        />
        <h2>Questions</h2>
        <p>Leave a question and its answer empty to remove it.</p>
        {faqs.map((faq, i) => (
          // Slots are fixed: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: the question slots never reorder
          <fieldset key={i} className="console-choices">
            <legend>Question {i + 1}</legend>
            <Field
              id={`faq-${i}-question`}
              name={`faq${i}Question`}
              label="Question"
              maxLength={200}
              defaultValue={faq?.question ?? ''}
              error={error(f, `faq_${i}_question`)}
            />
            <TextAreaField
              id={`faq-${i}-answer`}
              name={`faq${i}Answer`}
              label="Answer"
              maxLength={1000}
              rows={2}
              defaultValue={faq?.answer ?? ''}
              error={error(f, `faq_${i}_answer`)}
            />
          </fieldset>
        ))}
        <button type="submit" className="console-button" disabled={busy}>
          {busy ? 'Saving…' : 'Save settings'}
        </button>
      </Form>
    </>
  );
}
