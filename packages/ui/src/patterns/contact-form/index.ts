export { CONTACT_REQUIRED_TEXT, ContactForm, type ContactFormProps, type ContactMessageValues } from './contact-form';
