import { describe, expect, it } from 'vitest';
import { bannerKind } from './confirmation-banner';

describe('bannerKind', () => {
  const both = { addressConfirmationRequired: true, emailAddressConfirmationRequired: true };

  it('asks for the address first, then the email', () => {
    expect(bannerKind(both, '/')).toBe('address');
    expect(bannerKind({ ...both, addressConfirmationRequired: false }, '/')).toBe('email');
    expect(bannerKind({}, '/')).toBeNull();
  });

  it('is hidden on the change-details page, on the receipt and for visitors', () => {
    expect(bannerKind(both, '/my-account/my-details')).toBeNull();
    expect(bannerKind(both, '/receipt/abc-123')).toBeNull();
    expect(bannerKind(null, '/')).toBeNull();
  });
});
