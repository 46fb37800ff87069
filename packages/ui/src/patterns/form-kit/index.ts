export {
  FormErrorSummary,
  FormStatus,
  FormSuccess,
  FormVerification,
  RequiredNote,
  SubmitRow,
  VERIFICATION_TEXT,
  VerificationNote,
  type FormVerificationProps,
  type SubmitRowProps,
} from './form-kit';
export { useLeadForm } from './use-lead-form';
export type {
  FormErrors,
  FormErrorTexts,
  FormValues,
  LeadForm,
  LeadFormControl,
  LeadFormField,
  LeadFormStatus,
  LeadFormVerification,
  UseLeadFormOptions,
} from './types';
