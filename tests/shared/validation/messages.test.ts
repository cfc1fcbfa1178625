import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN, PHONE_MAX } from '@shared/query/constants';
import { isMessageId, MESSAGE_IDS, MESSAGES } from '@shared/validation/messages';

describe('the validation message ids', () => {
  it('are all different, so one id never means two things', () => {
    expect(new Set(Object.values(MESSAGES)).size).toBe(Object.keys(MESSAGES).length);
    expect(MESSAGE_IDS).toHaveLength(Object.keys(MESSAGES).length);
  });

  it('keep the exact texts of docs/spec/product-spec.md §5 and §8', () => {
    expect(MESSAGES).toMatchObject({
      EMAIL_INVALID: 'Please input valid Email.',
      SELECT_ONE_SERVICE: 'Please select at least one Service.',
      BEDS_AVAILABLE_OVER_TOTAL: 'Available beds should be less than or equal to Total Beds',
      END_TIME_BEFORE_START: 'End Time should be greater than Start time',
      END_DATE_BEFORE_START: 'End date should be equal or greater than Start date',
      PASSWORD_MISMATCH: 'New Password did not Match. Please check and try again.',
      OLD_PASSWORD_INVALID: 'Please check your current password and try again.',
      ACCEPT_TERMS: 'Please accept Terms & Privacy to continue.',
      COUNTRY_REQUIRED: 'Please input your country.',
      SCHEDULE_REQUIRED: 'Please add schedule',
      TOTAL_BEDS_REQUIRED: 'Please type Total Beds',
      COORDINATOR_REQUIRED: 'Please input at least one Coordinator.',
      EMAIL_OR_PASSWORD_INVALID: 'Please check your Email or Password and Try Again.',
    });
  });

  it('spell out the limits of docs/spec/product-spec.md §9', () => {
    expect(MESSAGES.PASSWORD_MIN_LENGTH).toContain(` ${PASSWORD_MIN} `);
    expect(MESSAGES.PHONE_TOO_LONG).toContain(` ${PHONE_MAX} `);
  });

  it('do not repeat the typos of the original', () => {
    expect(MESSAGE_IDS.filter((id) => /shoulds|diffenrent|curent/.test(id))).toEqual([]);
  });

  it('are recognised by isMessageId', () => {
    expect(isMessageId('Please input valid Email.')).toBe(true);
    expect(isMessageId('Invalid email address')).toBe(false);
    expect(isMessageId(undefined)).toBe(false);
  });
});
