import type { Address } from '@drawline/contracts';
import { useId } from 'react';
import type { FormErrors } from '../../lib/form-errors';
import { TextField } from '../../ui/field';

export const countries = [
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'GB', name: 'United Kingdom' },
] as const;

/** The address fields (3-account.md §5 default address rules), named address.* in the form. */
export function AddressFields({
  address,
  errors,
}: {
  address: Partial<Address> | null | undefined;
  errors: FormErrors;
}) {
  const countryId = useId();
  return (
    <fieldset className="stack">
      <legend>Address</legend>
      <TextField
        label="Street address"
        name="address.address"
        autoComplete="street-address"
        defaultValue={address?.address}
        error={errors['address.address']}
      />
      <div className="account-row">
        <TextField
          label="Suburb"
          name="address.suburb"
          autoComplete="address-level2"
          defaultValue={address?.suburb}
          error={errors['address.suburb']}
        />
        <TextField
          label="State"
          name="address.state"
          autoComplete="address-level1"
          defaultValue={address?.state}
          error={errors['address.state']}
        />
      </div>
      <div className="account-row">
        <TextField
          label="Post code"
          name="address.postcode"
          autoComplete="postal-code"
          defaultValue={address?.postcode}
          error={errors['address.postcode']}
        />
        <div className="field">
          <label className="field-label" htmlFor={countryId}>
            Country
          </label>
          <select id={countryId} name="address.country" className="field-input" defaultValue={address?.country ?? 'AU'}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}

/** The address.* fields as typed. */
export function addressFieldsOf(form: FormData): Address {
  const get = (k: string) => {
    const v = form.get(`address.${k}`);
    return typeof v === 'string' ? v.trim() : '';
  };
  return {
    address: get('address'),
    suburb: get('suburb'),
    state: get('state'),
    postcode: get('postcode'),
    country: get('country') || 'AU',
  };
}

/** The address.* fields, or null when all are empty (an optional address left out). */
export function addressFromForm(form: FormData): Address | null {
  const address = addressFieldsOf(form);
  return address.address || address.suburb || address.state || address.postcode ? address : null;
}
