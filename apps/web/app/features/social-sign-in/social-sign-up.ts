import { formMessages, isCalendarDate, isOldEnough, socialSignupRequestSchema } from '@drawline/contracts';

/**
 * The social sign-up form's rules (decision 381): what POST /social-authentication/signup takes
 * (names, date of birth, the terms), with the age rule the server applies on the AEST date of `now`.
 */
export function socialSignupFormSchema(rules: { minAge: number; now: Date }) {
  const { shape } = socialSignupRequestSchema;
  return socialSignupRequestSchema.pick({ firstname: true, lastname: true, acceptTerms: true }).extend({
    dateOfBirth: shape.dateOfBirth.refine(
      (d) => !isCalendarDate(d) || isOldEnough(d, rules.minAge, rules.now),
      formMessages.tooYoung(rules.minAge),
    ),
  });
}
