import {
  formatMoney,
  LOTTO_PARTY_SHARE_PRICE,
  LOTTO_PARTY_SHARES,
  type LottoPartyCreationStep,
  lottoPartyCreationSteps,
} from '@drawline/contracts';
import { type ComponentType, type ReactNode, useState } from 'react';
import { type FormProps, Link } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import { Button, buttonClass } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import type { CreationState } from './creation';

const titles: Record<LottoPartyCreationStep, string> = {
  name_group: 'Name your group',
  select_draw: 'Choose a draw',
  set_share_price: 'Set the share price',
  select_auto_session: 'Play every draw?',
  join_session: 'Buy your shares',
};
const money = (amount: number) => formatMoney({ amount, currency: 'AUD' });

/** The values of the steps before, carried in the form. */
function Carried({ state, except }: { state: CreationState; except: readonly string[] }) {
  const values: Record<string, string> = {
    groupId: state.groupId,
    groupName: state.groupName,
    offer: state.offer,
    drawId: state.drawId,
    sharePrice: state.sharePrice,
    sharesTotal: state.sharesTotal,
    autosession: state.autosession,
  };
  return (
    <>
      {Object.entries(values)
        .filter(([name, value]) => value !== '' && !except.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}

function NameGroup({ state }: { state: CreationState }) {
  return (
    <TextField
      label="Group name"
      name="groupName"
      hint="3 to 40 characters. Members see it, and so does anyone you invite."
      defaultValue={state.groupName}
      maxLength={40}
      required
      autoComplete="off"
      error={state.errors.groupName}
    />
  );
}

function SelectDraw({ state }: { state: CreationState }) {
  if (state.draws.length === 0) return <p>No lotto party draw is on sale right now. Please check back soon.</p>;
  const errorId = state.errors.drawId ? 'lotto-party-draw-error' : undefined;
  return (
    <fieldset className="lotto-party-choices" aria-describedby={errorId}>
      <legend>Which draw is the session for?</legend>
      {state.draws.map((d, i) => (
        <label key={d.drawId} className="lotto-party-choice">
          <input
            type="radio"
            name="drawId"
            value={d.drawId}
            defaultChecked={state.drawId ? state.drawId === d.drawId : i === 0}
            required
          />
          {d.label}
        </label>
      ))}
      {errorId ? (
        <p className="field-error" id={errorId}>
          {state.errors.drawId}
        </p>
      ) : null}
    </fieldset>
  );
}

function SetSharePrice({ state }: { state: CreationState }) {
  return (
    <>
      <TextField
        label="Share price ($)"
        name="sharePrice"
        inputMode="decimal"
        hint={`From ${money(LOTTO_PARTY_SHARE_PRICE.min)} to ${money(LOTTO_PARTY_SHARE_PRICE.max)} a share.`}
        defaultValue={state.sharePrice || '5.00'}
        required
        error={state.errors.sharePrice}
      />
      <TextField
        label="Number of shares"
        name="sharesTotal"
        inputMode="numeric"
        hint={`${LOTTO_PARTY_SHARES.min} to ${LOTTO_PARTY_SHARES.max}. The session buys as many games as its sold shares pay for.`}
        defaultValue={state.sharesTotal || '10'}
        required
        error={state.errors.sharesTotal}
      />
    </>
  );
}

function SelectAutoSession({ state }: { state: CreationState }) {
  return (
    <fieldset className="lotto-party-choices">
      <legend>When this session closes, open the next draw's session by itself?</legend>
      <label className="lotto-party-choice">
        <input type="radio" name="autosession" value="on" defaultChecked={state.autosession === 'on'} />
        Yes, open a session for every draw (you can pause it or turn it off)
      </label>
      <label className="lotto-party-choice">
        <input type="radio" name="autosession" value="off" defaultChecked={state.autosession !== 'on'} />
        No, just this draw
      </label>
    </fieldset>
  );
}

/** The invite link in full, and a copy button once scripts run (the creation's last step and a group's page). */
export function InviteLink({ path }: { path: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const url = hydrated ? new URL(path, window.location.origin).href : path;
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="lotto-party-invite-link">
      <p>
        Invite friends with this link: <a href={path}>{url}</a>
      </p>
      {hydrated ? (
        <Button type="button" variant="secondary" onClick={copy}>
          {copied ? 'Invite link copied' : 'Copy invite link'}
        </Button>
      ) : null}
      <span className="visually-hidden" role="status">
        {copied ? 'The invite link is copied.' : ''}
      </span>
    </div>
  );
}

function JoinSession({ state }: { state: CreationState }) {
  const s = state.session;
  if (!s) return null;
  return (
    <>
      <p>
        Your session is open at {formatMoney(s.sharePrice)} a share. Buy your own shares like any member: they are paid
        at checkout.
      </p>
      {s.invitePath ? <InviteLink path={s.invitePath} /> : null}
      <input type="hidden" name="session" value={s.sessionId} />
      <TextField
        label="Your shares"
        name="shares"
        type="number"
        min={1}
        max={s.sharesRemaining}
        defaultValue={1}
        required
        error={state.errors.shares}
      />
    </>
  );
}

const bodies: Record<LottoPartyCreationStep, ComponentType<{ state: CreationState }>> = {
  name_group: NameGroup,
  select_draw: SelectDraw,
  set_share_price: SetSharePrice,
  select_auto_session: SelectAutoSession,
  join_session: JoinSession,
};
const submitText: Record<LottoPartyCreationStep, string> = {
  name_group: 'Create group',
  select_draw: 'Next',
  set_share_price: 'Next',
  select_auto_session: 'Open the session',
  join_session: 'Add shares to cart',
};
/** Each step's own fields: not carried from before, so the step's answer replaces them. */
const ownFields: Record<LottoPartyCreationStep, readonly string[]> = {
  name_group: ['groupName', 'groupId'],
  select_draw: ['drawId'],
  set_share_price: ['sharePrice', 'sharesTotal'],
  select_auto_session: ['autosession'],
  join_session: [],
};

/**
 * One step of the lotto party creation (3-account.md §4) as a form posting to /lotto-party: the page
 * renders it with React Router's Form, the layout's modal with a fetcher's Form.
 */
export function CreationSteps({
  state,
  FormComponent,
  busy,
  heading,
}: {
  state: CreationState;
  FormComponent: ComponentType<FormProps>;
  busy: boolean;
  /** The step's title as a heading of this level, or none when the modal's title shows it. */
  heading?: (title: string) => ReactNode;
}) {
  const index = lottoPartyCreationSteps.indexOf(state.step);
  const Body = bodies[state.step];
  const stuck = state.step === 'select_draw' && state.draws.length === 0;
  return (
    <div className="lotto-party-create">
      <p className="lotto-party-step">
        Step {index + 1} of {lottoPartyCreationSteps.length}
        {state.groupName && state.step !== 'name_group' ? ` · ${state.groupName}` : ''}
      </p>
      {heading?.(titles[state.step])}
      <FormError>{state.failed ?? state.errors.general}</FormError>
      <FormComponent method="post" action="/lotto-party" className="lotto-party-create-form">
        <input type="hidden" name="step" value={state.step} />
        <Carried state={state} except={ownFields[state.step]} />
        <Body state={state} />
        {stuck ? null : (
          <Button type="submit" variant="primary" loading={busy}>
            {submitText[state.step]}
          </Button>
        )}
      </FormComponent>
      {state.session ? (
        <Link
          to={`/my-account/lotto-party/session/${state.session.sessionId}`}
          className={buttonClass({ variant: 'ghost' }, 'lotto-party-later')}
        >
          Not now: go to the session
        </Link>
      ) : null}
    </div>
  );
}

export const creationTitle = (step: LottoPartyCreationStep) => titles[step];
