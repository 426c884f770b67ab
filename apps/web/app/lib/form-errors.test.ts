import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { formErrorsOf } from './form-errors';

describe('formErrorsOf', () => {
  it('puts the first message of each target next to its camelCase field', () => {
    const error = new ApiError(
      400,
      'Some fields are not valid.',
      'validation_failed',
      {
        date_of_birth: [{ code: 'x', message: 'Please enter a valid date of birth' }],
        'address.post_code': [
          { code: 'x', message: 'Please enter a valid post code' },
          { code: 'y', message: 'second' },
        ],
        general: [{ code: 'z', message: 'Try again' }],
      },
      null,
    );
    expect(formErrorsOf(error)).toEqual({
      dateOfBirth: 'Please enter a valid date of birth',
      'address.postCode': 'Please enter a valid post code',
      general: 'Try again',
    });
  });

  it('uses the message as a general error when there are no field errors', () => {
    expect(
      formErrorsOf(new ApiError(401, 'The email or password is incorrect.', 'invalid_credentials', null, null)),
    ).toEqual({
      general: 'The email or password is incorrect.',
    });
  });
});
