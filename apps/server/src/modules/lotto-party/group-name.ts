import { LOTTO_PARTY_GROUP_NAME, lottoPartyErrorCodes } from '@drawline/contracts';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { AppError } from '../../platform/app-error';

/** One matcher per process: obscenity's English words with its transformers for leet-speak and spacing (decision 392). */
const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

// Control characters (NUL included) and unpaired surrogates are never part of a name.
const UNFIT = /[\p{Cc}\p{Cs}\p{Co}\u2028\u2029]/u;

function refuse(code: string, message: string): never {
  throw new AppError('validation_failed', { message, errors: [{ target: 'group_name', code, message }] });
}

/** The name as kept (trimmed, NFC) and its folded form for uniqueness, or 400 with the reason. */
export function checkGroupName(raw: string): { name: string; folded: string } {
  if (UNFIT.test(raw)) refuse('invalid_characters', 'The group name holds characters that are not allowed.');
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  const length = [...name].length;
  if (length < LOTTO_PARTY_GROUP_NAME.min || length > LOTTO_PARTY_GROUP_NAME.max) {
    refuse(
      'invalid_length',
      `The group name must be ${LOTTO_PARTY_GROUP_NAME.min} to ${LOTTO_PARTY_GROUP_NAME.max} characters.`,
    );
  }
  if (profanity.hasMatch(name)) refuse(lottoPartyErrorCodes.profanity, 'Please choose a different group name.');
  return { name, folded: name.toLowerCase() };
}
