/* eslint-disable @typescript-eslint/ban-ts-comment -- The workspace's type check runs before the library is
   built, when '@company/ui' has no declarations yet; consumer.test.ts type-checks this app against the
   packed package, without the next line. */
// @ts-nocheck
/*
 * A form the library does not ship, built from its form kit: the microsite's own fields and schema,
 * the library's validation flow, error summary, busy state and success view.
 */
import { Field, FormErrorSummary, FormSuccess, Input, RequiredNote, Select, SubmitRow, useLeadForm, type LeadFormField } from '@company/ui';
import { submitLead } from '@company/lead-api/client';
import { endpoints, webinar } from './content';
import { registrationSchema } from './schemas';

type Values = { name: string; email: string; session: string };

const fields: ReadonlyArray<LeadFormField<Values>> = [
  { name: 'name', required: true },
  { name: 'email', required: true },
  { name: 'session', required: true },
];

export function WebinarSignUp() {
  const form = useLeadForm({
    initialValues: { name: '', email: '', session: '' },
    fields,
    schema: registrationSchema,
    errorTexts: webinar.errors,
    errorPrefix: webinar.errorPrefix,
    onSubmit: (registration) => submitLead(endpoints.webinar, registration),
  });

  if (form.status === 'success') {
    return <FormSuccess title={webinar.successTitle}>{form.result}</FormSuccess>;
  }
  return (
    <form noValidate aria-label={webinar.formLabel} className="signup" onSubmit={(event) => void form.handleSubmit(event)}>
      <FormErrorSummary form={form} />
      <RequiredNote>{webinar.requiredNote}</RequiredNote>
      <Field {...form.field('name')} label={webinar.name}>
        <Input {...form.control('name')} autoComplete="name" />
      </Field>
      <Field {...form.field('email')} label={webinar.email}>
        <Input {...form.control('email')} type="email" autoComplete="email" />
      </Field>
      <Field {...form.field('session')} label={webinar.session}>
        <Select {...form.control('session')} placeholder={webinar.sessionPlaceholder}>
          {webinar.sessions.map((session) => (
            <option key={session.value} value={session.value}>
              {session.label}
            </option>
          ))}
        </Select>
      </Field>
      <SubmitRow
        form={form}
        label={webinar.submit}
        busyLabel={webinar.busy}
        busyAnnouncement={webinar.busyAnnouncement}
        successAnnouncement={webinar.successAnnouncement}
      />
    </form>
  );
}
