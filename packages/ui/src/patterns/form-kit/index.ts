export {
  challengeMessages,
  FormErrorSummary,
  FormStatus,
  FormSuccess,
  FormVerification,
  REQUIRED_NOTE_TEXT,
  RequiredNote,
  SubmitRow,
  VERIFICATION_TEXT,
  VerificationNote,
  verificationMessages,
  type FormVerificationProps,
  type VerificationMessages,
  type SubmitRowProps,
} from './form-kit';
export { useLeadForm } from './use-lead-form';
export { validationMessages } from '../../lib/schema-form';
export type {
  FormErrors,
  FormErrorTexts,
  FormValues,
  IssueCode,
  LeadForm,
  LeadFormControl,
  LeadFormField,
  LeadFormStatus,
  LeadFormVerification,
  UseLeadFormOptions,
  ValidationIssue,
  ValidationMessage,
  ValidationMessages,
} from './types';
