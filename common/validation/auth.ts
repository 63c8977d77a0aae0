/** Login and password schemas (user spec section 5). The username is the account's e-mail. */
import * as yup from 'yup';
import { VALIDATION_KEYS as K } from './messages.js';
import { emailField, loginPasswordField, passwordField, requiredText, strictObject } from './fields.js';

/** The repeated password: the password rules, and equal to the sibling `password`. */
const passwordRepeatedField = passwordField.oneOf([yup.ref('password')], K.PASSWORDS_DO_NOT_MATCH);

export const loginSchema = strictObject({
  username: emailField,
  password: loginPasswordField,
});
export type LoginInput = yup.InferType<typeof loginSchema>;

export const resetRequestSchema = strictObject({
  username: emailField,
});
export type ResetRequestInput = yup.InferType<typeof resetRequestSchema>;

/** The forgotten-password form: e-mail, new password twice and the token from the e-mailed link. */
export const forgottenPasswordSchema = strictObject({
  username: emailField,
  password: passwordField,
  passwordRepeated: passwordRepeatedField,
  token: requiredText(1000),
});
export type ForgottenPasswordInput = yup.InferType<typeof forgottenPasswordSchema>;

/** The token of a reset link, checked when its page opens (before the form is filled). */
export const resetTokenSchema = strictObject({ token: requiredText(1000) });

/**
 * Own password change, as the forced change after login sends it: the new password twice. Outside
 * that flow the current password is required too (ownPasswordChangeSchema); the server decides
 * which applies from the caller's token, the forms by the page they are on.
 */
export const passwordChangeSchema = strictObject({
  currentPassword: loginPasswordField.notRequired(),
  password: passwordField,
  passwordRepeated: passwordRepeatedField,
});
export type PasswordChangeInput = yup.InferType<typeof passwordChangeSchema>;

/** The own password change on the account page: a stolen token alone cannot change the password. */
export const ownPasswordChangeSchema = passwordChangeSchema.shape({
  // Missing, it is named as such: the spec's body (password twice) was enough before (README, departures).
  currentPassword: loginPasswordField.required(K.CURRENT_PASSWORD_REQUIRED),
});
