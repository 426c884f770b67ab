import {
  type CustomerLimit,
  type LimitPeriod,
  type LimitsAnswer,
  limitPeriodNames,
  type SelfExclusionAnswer,
  selfExclusionPeriodNames,
  selfExclusionPeriods,
} from '@drawline/contracts';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import type { FormErrors } from '../../lib/form-errors';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import type { LimitsActionData } from './limits.server';
import './limits.css';

type Kind = 'spend' | 'deposit';
const kindWords: Record<Kind, { limit: string; spent: string; left: string }> = {
  spend: { limit: 'spend limit', spent: 'Spent', left: 'Left to spend' },
  deposit: { limit: 'deposit limit', spent: 'Deposited', left: 'Left to deposit' },
};
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function useBusy(formKey: string): boolean {
  const n = useNavigation();
  return n.state === 'submitting' && n.formData?.get('form') === formKey;
}

/** The errors of this form only (the page has several). */
export function errorsFor(actionData: LimitsActionData | undefined, formKey: string): FormErrors {
  return actionData?.form === formKey ? (actionData.errors ?? {}) : {};
}

/** A limit's figures for its current period, and the change waiting out its cooling-off. */
export function LimitFigures({ limit, kind }: { limit: CustomerLimit; kind: Kind | 'precommitment' }) {
  const l = useLocale();
  const words = kindWords[kind === 'deposit' ? 'deposit' : 'spend'];
  const s = limit.summary;
  return (
    <>
      <dl className="limit-figures">
        <div>
          <dt>{words.spent}</dt>
          <dd>{l.money(s.amountSpent)}</dd>
        </div>
        <div>
          <dt>{words.left}</dt>
          <dd>{l.money(s.remaining)}</dd>
        </div>
        {s.exceededAmount.amount > 0 ? (
          <div>
            <dt>Over the limit by</dt>
            <dd>{l.money(s.exceededAmount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Starts again</dt>
          <dd>{l.drawDate(s.resetsAt)}</dd>
        </div>
      </dl>
      {limit.pending ? (
        <p className="notice notice--warning limit-pending">
          {limit.pending.amount
            ? `Your new limit of ${l.money(limit.pending.amount)} takes effect on ${l.drawDate(limit.pending.effectiveFrom)}.`
            : `This limit ends on ${l.drawDate(limit.pending.effectiveFrom)}.`}
        </p>
      ) : null}
    </>
  );
}

function AmountForm({
  intent,
  kind,
  period,
  label,
  submit,
  defaultValue,
  errors,
}: {
  intent: 'add' | 'edit';
  kind: Kind;
  period?: LimitPeriod;
  label: string;
  submit: string;
  defaultValue?: string;
  errors: FormErrors;
}) {
  const formKey = `${intent}-${kind}-${period ?? 'new'}`;
  const busy = useBusy(formKey);
  const periodId = useId();
  return (
    <Form method="post" className="limit-form">
      <input type="hidden" name="form" value={formKey} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={kind} />
      {period ? (
        <input type="hidden" name="period" value={period} />
      ) : (
        <div className="field">
          <label className="field-label" htmlFor={periodId}>
            Period
          </label>
          <select id={periodId} name="period" className="field-input" defaultValue="weekly">
            {(['daily', 'weekly', 'monthly'] as const).map((p) => (
              <option key={p} value={p}>
                {capitalised(limitPeriodNames[p])}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextField label={label} name="limit" inputMode="decimal" defaultValue={defaultValue} error={errors.limit} />
      <Button type="submit" variant="primary" loading={busy}>
        {submit}
      </Button>
    </Form>
  );
}

export function IdForm({
  intent,
  kind,
  id,
  label,
}: {
  intent: string;
  kind: Kind | 'precommitment';
  id?: string;
  label: string;
}) {
  const formKey = `${intent}-${id ?? kind}`;
  const busy = useBusy(formKey);
  return (
    <Form method="post" className="limit-inline-form">
      <input type="hidden" name="form" value={formKey} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={kind} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <Button type="submit" variant="secondary" size="small" loading={busy}>
        {label}
      </Button>
    </Form>
  );
}

/** The customer's limits of one kind: each with its figures and forms, then a form to add one. */
export function LimitsSection({
  kind,
  answer,
  actionData,
}: {
  kind: Kind;
  answer: LimitsAnswer;
  actionData: LimitsActionData | undefined;
}) {
  const l = useLocale();
  const words = kindWords[kind];
  const headingId = useId();
  const unset = answer.availablePeriods.filter((p) => !answer.customerLimits.some((c) => c.period === p));
  return (
    <section className="card stack limit-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{capitalised(words.limit)}s</h2>
      <p>
        A lower limit applies at once. A higher limit, or removing one, takes effect after {answer.coolingOffDays} days.
      </p>
      {answer.customerLimits.length === 0 ? <p>You have no {words.limit}s.</p> : null}
      <ul className="limit-list">
        {answer.customerLimits.map((limit) => {
          const name = `${capitalised(limitPeriodNames[limit.period])} ${words.limit}`;
          return (
            <li key={limit.id} className="limit-item stack">
              <h3>
                {name}: {l.money(limit.amount)}
              </h3>
              <LimitFigures limit={limit} kind={kind} />
              <AmountForm
                intent="edit"
                kind={kind}
                period={limit.period}
                label={`New ${limitPeriodNames[limit.period]} ${words.limit}`}
                submit="Change limit"
                errors={errorsFor(actionData, `edit-${kind}-${limit.period}`)}
              />
              <div className="limit-actions">
                {limit.pending ? (
                  <IdForm intent="cancel" kind={kind} id={limit.id} label="Cancel the change" />
                ) : (
                  <IdForm intent="remove" kind={kind} id={limit.id} label="Remove limit" />
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {unset.length ? (
        <>
          <h3>Add a {words.limit}</h3>
          <p className="field-hint">
            At most {answer.systemLimits.map((s) => `${l.money(s.amount)} ${limitPeriodNames[s.period]}`).join(', ')}.
          </p>
          <AmountForm
            intent="add"
            kind={kind}
            label={`Amount (${words.limit})`}
            submit="Set limit"
            errors={errorsFor(actionData, `add-${kind}-new`)}
          />
        </>
      ) : null}
    </section>
  );
}

/** Take a break: refuses buying, depositing and marketing until it ends; never lifted early. */
export function SelfExclusionSection({
  exclusion,
  actionData,
}: {
  exclusion: SelfExclusionAnswer;
  actionData: LimitsActionData | undefined;
}) {
  const l = useLocale();
  const busy = useBusy('exclude');
  const headingId = useId();
  const periodId = useId();
  const errors = errorsFor(actionData, 'exclude');
  return (
    <section className="card stack limit-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Take a break</h2>
      {exclusion.excluded ? (
        <p className="notice notice--warning">
          {exclusion.until
            ? `You are taking a break until ${l.drawDate(exclusion.until)}. Until then you cannot buy or deposit, and we send you no marketing.`
            : 'You are taking a break with no end date. You cannot buy or deposit, and we send you no marketing.'}
        </p>
      ) : (
        <p>
          Stop playing for a while. During a break you cannot buy tickets or deposit, and we send you no marketing. A
          break cannot be ended early.
        </p>
      )}
      <Form method="post" className="limit-form">
        <input type="hidden" name="form" value="exclude" />
        <input type="hidden" name="intent" value="exclude" />
        <div className="field">
          <label className="field-label" htmlFor={periodId}>
            {exclusion.excluded ? 'Make my break longer' : 'Break length'}
          </label>
          <select id={periodId} name="period" className="field-input" defaultValue="7_days">
            {selfExclusionPeriods.map((p) => (
              <option key={p} value={p}>
                {selfExclusionPeriodNames[p]}
              </option>
            ))}
          </select>
          {errors.period ? <span className="field-error">{errors.period}</span> : null}
        </div>
        <FormError>{errors.general}</FormError>
        <Button type="submit" variant="primary" loading={busy}>
          Start my break
        </Button>
      </Form>
    </section>
  );
}
