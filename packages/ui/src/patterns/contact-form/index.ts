export {
  CONTACT_REQUIRED_TEXT,
  ContactForm,
  contactFormMessages,
  type ContactFormMessages,
  type ContactFormProps,
  type ContactMessageValues,
} from './contact-form';
