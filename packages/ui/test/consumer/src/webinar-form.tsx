/* eslint-disable @typescript-eslint/ban-ts-comment -- The workspace's type check runs before the library is
   built, when '@company/ui' has no declarations yet; consumer.test.ts type-checks this app against the
   packed package, without the next line. */
// @ts-nocheck
/*
 * A form the library does not ship, built from its form kit: the microsite's own fields and schema,
 * the library's validation flow, error summary, busy state and success view.
 */
import {
  Field,
  FormErrorSummary,
  FormSuccess,
  Input,
  RequiredNote,
  Select,
  SubmitRow,
  useLeadForm,
  type IssueCode,
  type LeadFormField,
  type ValidationMessages,
} from '@company/ui';
import { submitLead } from '@company/lead-client/client';
import { endpoints, webinar } from './content';
import { registrationSchema } from './schemas';

type Values = { name: string; email: string; session: string };

const fields: ReadonlyArray<LeadFormField<Values>> = [
  { name: 'name', required: true },
  { name: 'email', required: true },
  { name: 'session', required: true },
];

/** The sign-up form, in German unless given other texts and the words for the rules' codes. */
export function WebinarSignUp({
  texts = webinar,
  validationMessages,
  issueCode,
}: {
  texts?: typeof webinar;
  validationMessages?: ValidationMessages;
  issueCode?: IssueCode;
} = {}) {
  const form = useLeadForm({
    initialValues: { name: '', email: '', session: '' },
    fields,
    schema: registrationSchema,
    errorTexts: texts.errors,
    errorPrefix: texts.errorPrefix,
    validationMessages,
    issueCode,
    onSubmit: (registration) => submitLead(endpoints.webinar, registration),
  });

  if (form.status === 'success') {
    return <FormSuccess title={texts.successTitle}>{form.result}</FormSuccess>;
  }
  return (
    <form noValidate aria-label={texts.formLabel} className="signup" onSubmit={(event) => void form.handleSubmit(event)}>
      <FormErrorSummary form={form} />
      <RequiredNote>{texts.requiredNote}</RequiredNote>
      <Field {...form.field('name')} label={texts.name}>
        <Input {...form.control('name')} autoComplete="name" />
      </Field>
      <Field {...form.field('email')} label={texts.email}>
        <Input {...form.control('email')} type="email" autoComplete="email" />
      </Field>
      <Field {...form.field('session')} label={texts.session}>
        <Select {...form.control('session')} placeholder={texts.sessionPlaceholder}>
          {texts.sessions.map((session) => (
            <option key={session.value} value={session.value}>
              {session.label}
            </option>
          ))}
        </Select>
      </Field>
      <SubmitRow
        form={form}
        label={texts.submit}
        busyLabel={texts.busy}
        busyAnnouncement={texts.busyAnnouncement}
        successAnnouncement={texts.successAnnouncement}
      />
    </form>
  );
}
