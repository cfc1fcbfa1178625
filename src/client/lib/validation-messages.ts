import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MESSAGES, messageIdOfWire, type MessageId } from '@shared/validation/messages';

// The words of the shared validation ids (src/shared/validation/messages.ts): the server and the
// shared schemas speak in English ids, the client owns their translation (docs/spec/conventions.md, i18n).
// Each `msg` repeats the id as a literal so `lingui extract` finds it; a test checks they match.
export const VALIDATION_MESSAGES = {
  [MESSAGES.GENERIC]: msg`Something went wrong. Please try again.`,
  [MESSAGES.EMAIL_REQUIRED]: msg`Please input your email.`,
  [MESSAGES.EMAIL_INVALID]: msg`Please input valid Email.`,
  [MESSAGES.PASSWORD_REQUIRED]: msg`Please input your password`,
  [MESSAGES.PASSWORD_MIN_LENGTH]: msg`Password must be at least 6 characters long.`,
  [MESSAGES.CURRENT_PASSWORD_REQUIRED]: msg`Please input your current password`,
  [MESSAGES.NEW_PASSWORD_REQUIRED]: msg`Please input your new password`,
  [MESSAGES.CONFIRM_PASSWORD_REQUIRED]: msg`Please input your confirm password`,
  [MESSAGES.PASSWORD_MISMATCH]: msg`New Password did not Match. Please check and try again.`,
  [MESSAGES.ACCEPT_TERMS]: msg`Please accept Terms & Privacy to continue.`,
  [MESSAGES.DISPLAY_NAME_REQUIRED]: msg`Please input your Community Service Name.`,
  [MESSAGES.RESET_LINK_INVALID]: msg`This reset link is not valid. Please request a new one.`,
  [MESSAGES.OLD_PASSWORD_INVALID]: msg`Please check your current password and try again.`,
  [MESSAGES.EMAIL_OR_PASSWORD_INVALID]: msg`Please check your Email or Password and Try Again.`,
  [MESSAGES.EMAIL_NOT_FOUND]: msg`Email not found.`,
  [MESSAGES.EMAIL_TAKEN]: msg`This email is already signed up. Please log in instead.`,
  [MESSAGES.RESET_LINK_EXPIRED]: msg`This reset link has expired. Please request a new one.`,
  [MESSAGES.CONTROL_CHARACTERS]: msg`Please remove the invisible control characters from this text.`,
  [MESSAGES.TEXT_TOO_LONG_100]: msg`Please use at most 100 characters.`,
  [MESSAGES.TEXT_TOO_LONG_200]: msg`Please use at most 200 characters.`,
  [MESSAGES.TEXT_TOO_LONG_1000]: msg`Please use at most 1000 characters.`,
  [MESSAGES.TEXT_TOO_LONG_2000]: msg`Please use at most 2000 characters.`,
  [MESSAGES.TEXT_TOO_LONG_5000]: msg`Please use at most 5000 characters.`,
  [MESSAGES.TEXT_TOO_LONG_10000]: msg`Please use at most 10,000 characters.`,
  [MESSAGES.TEXT_TOO_LONG_200000]: msg`Please use at most 200,000 characters.`,
  [MESSAGES.PHONE_TOO_LONG]: msg`Phone number must be at most 14 characters.`,
  [MESSAGES.NAME_REQUIRED]: msg`Please input Name.`,
  [MESSAGES.DESCRIPTION_REQUIRED]: msg`Please input your description.`,
  [MESSAGES.DESCRIPTION_TOO_LONG]: msg`Description in less than 1000 characters.`,
  [MESSAGES.ADDRESS_REQUIRED]: msg`Please input your address.`,
  [MESSAGES.CITY_REQUIRED]: msg`Please input your city.`,
  [MESSAGES.STATE_REQUIRED]: msg`Please input your state.`,
  [MESSAGES.ZIP_REQUIRED]: msg`Please input your zip.`,
  [MESSAGES.COUNTRY_REQUIRED]: msg`Please input your country.`,
  [MESSAGES.SERVICE_DETAIL_REQUIRED]: msg`Please input your service detail.`,
  [MESSAGES.SELECT_ONE_SERVICE]: msg`Please select at least one Service.`,
  [MESSAGES.SELECT_ONE_CATEGORY]: msg`Please select at least one Category.`,
  [MESSAGES.SCHEDULE_REQUIRED]: msg`Please add schedule`,
  [MESSAGES.TOTAL_BEDS_REQUIRED]: msg`Please type Total Beds`,
  [MESSAGES.TOTAL_BEDS_MIN]: msg`Total beds must be at least 1.`,
  [MESSAGES.AVAILABLE_BEDS_MIN]: msg`Available beds must be 0 or more.`,
  [MESSAGES.BEDS_WHOLE_NUMBER]: msg`Beds must be a whole number.`,
  [MESSAGES.BEDS_AVAILABLE_OVER_TOTAL]: msg`Available beds should be less than or equal to Total Beds`,
  [MESSAGES.CRITICAL_DESCRIPTION_REQUIRED]: msg`Please input Description`,
  [MESSAGES.CRITICAL_EXPIRY_INVALID]: msg`Please choose a valid expiry date and time.`,
  [MESSAGES.LOCATION_INVALID]: msg`Please choose a valid location on the map.`,
  [MESSAGES.SERVICE_QUOTA_REACHED]: msg`You reached the Max Limit for adding new services. Please contact the app admin to add more.`,
  [MESSAGES.OWNER_EMAIL_NOT_FOUND]: msg`No user has this owner email.`,
  [MESSAGES.END_TIME_BEFORE_START]: msg`End Time should be greater than Start time`,
  [MESSAGES.END_DATE_BEFORE_START]: msg`End date should be equal or greater than Start date`,
  [MESSAGES.DAY_REQUIRED]: msg`Please select a day.`,
  [MESSAGES.PERIOD_REQUIRED]: msg`Please select a period.`,
  [MESSAGES.START_DATE_REQUIRED]: msg`Please select a start date.`,
  [MESSAGES.END_DATE_REQUIRED]: msg`Please select an end date.`,
  [MESSAGES.DATE_INVALID]: msg`Please enter the date as MM/DD/YYYY.`,
  [MESSAGES.START_TIME_REQUIRED]: msg`Please select a start time.`,
  [MESSAGES.END_TIME_REQUIRED]: msg`Please select an end time.`,
  [MESSAGES.TIME_INVALID]: msg`Please enter the time as h:mm AM or h:mm PM.`,
  [MESSAGES.CRISIS_LINE_NAME_REQUIRED]: msg`Please input crisisline name.`,
  [MESSAGES.CRISIS_LINE_PHONE_REQUIRED]: msg`Please input your phone`,
  [MESSAGES.AREA_REQUIRED]: msg`Please input your area.`,
  [MESSAGES.AREA_TOO_LONG]: msg`Area must be at most 100 characters.`,
  [MESSAGES.HOURS_REQUIRED]: msg`Please input your time.`,
  [MESSAGES.SUBJECT_REQUIRED]: msg`Please input your subject.`,
  [MESSAGES.MESSAGE_REQUIRED]: msg`Please input your message.`,
  [MESSAGES.YOUR_NAME_REQUIRED]: msg`Please input your name.`,
  [MESSAGES.PHONE_NUMBER_REQUIRED]: msg`Please input your phone number.`,
  [MESSAGES.EMAIL_OR_PHONE_REQUIRED]: msg`Please input your email or phone number.`,
  [MESSAGES.SERVICE_QUOTA_MIN]: msg`The service quota must be a whole number, at least 1.`,
  [MESSAGES.COORDINATOR_REQUIRED]: msg`Please input at least one Coordinator.`,
  [MESSAGES.COORDINATOR_NAME_REQUIRED]: msg`Please input the coordinator name.`,
  [MESSAGES.COORDINATOR_DUPLICATE]: msg`Each coordinator needs a different name.`,
} satisfies Record<MessageId, MessageDescriptor>;

function isKnownId(id: string): id is MessageId {
  return Object.hasOwn(VALIDATION_MESSAGES, id);
}

/**
 * The message in the active language. The API's text for an id the original clients read by its
 * words (`messageIdOfWire`) counts as that id. An id this client does not know (a newer server's)
 * is shown as sent: readable English beats an empty error.
 */
export function translateValidation(i18n: I18n, text: string): string {
  const id = messageIdOfWire(text);
  return isKnownId(id) ? i18n._(VALIDATION_MESSAGES[id]) : text;
}
