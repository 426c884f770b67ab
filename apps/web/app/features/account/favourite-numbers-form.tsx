import type { FavouriteNumber } from '@drawline/contracts';
import { Form, useNavigation } from 'react-router';
import type { FormErrors } from '../../lib/form-errors';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import {
  type FavouriteLottery,
  favouriteField,
  linesOf,
  NEW_LINES_PER_LOTTERY,
  numbersText,
} from './favourite-numbers';

interface Props {
  lotteries: FavouriteLottery[];
  favouriteNumbers: FavouriteNumber[];
  errors?: FormErrors;
  /** What a refused form held, by field. */
  values?: Record<string, string>;
  saved?: boolean;
}

/**
 * The favourite numbers form (docs/decisions/348): per lottery its lines, one more blank line to
 * add one; emptying a line removes it. Numbers are typed with commas or spaces; the play pages
 * offer them ("Use my favourites", decision 043).
 */
export function FavouriteNumbersForm({ lotteries, favouriteNumbers, errors = {}, values, saved }: Props) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting';
  if (!lotteries.length) return <p>There are no lotteries to keep favourite numbers for.</p>;
  return (
    <Form method="post" noValidate className="stack">
      {saved ? (
        <p className="notice notice--success" role="status">
          Your favourite numbers are saved.
        </p>
      ) : null}
      <FormError>{errors.general}</FormError>
      {lotteries.map((lottery) => {
        const lines = linesOf(favouriteNumbers, lottery.lotteryKey);
        const slots = Array.from({ length: lines.length + NEW_LINES_PER_LOTTERY }, (_, line) => ({
          line,
          id: favouriteField(lottery.lotteryKey, line, 'Numbers'),
        }));
        return (
          // The card holds the fieldset: the account pages' fieldsets have no border nor padding, so a
          // fieldset that is itself the card lost its padding and its legend sat on its edge.
          <div key={lottery.lotteryKey} className="card">
            <fieldset className="stack">
              <legend>
                <h2>{lottery.name}</h2>
              </legend>
              {slots.map(({ line, id }) => (
                <div key={id} className="stack">
                  <h3>{line < lines.length ? `Line ${line + 1}` : 'Add a line'}</h3>
                  {lottery.sets.map((set) => {
                    const field = favouriteField(lottery.lotteryKey, line, set.name);
                    const kept = numbersText(lines[line]?.[set.name]);
                    return (
                      <TextField
                        key={field}
                        name={field}
                        label={set.name === 'Numbers' ? 'Numbers' : 'Powerball'}
                        hint={`Up to ${set.count} from ${set.min} to ${set.max}, separated by commas`}
                        inputMode="numeric"
                        autoComplete="off"
                        defaultValue={values ? (values[field] ?? '') : kept}
                        error={errors[field]}
                      />
                    );
                  })}
                </div>
              ))}
            </fieldset>
          </div>
        );
      })}
      <Button type="submit" variant="primary" loading={saving}>
        Save favourite numbers
      </Button>
    </Form>
  );
}
