import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Checkbox,
  Field,
  FormErrorSummary,
  FormStatus,
  FormSuccess,
  Input,
  RequiredNote,
  Select,
  SubmitRow,
  useLeadForm,
  type FormSchema,
  type LeadFormField,
} from '../../index';

/** What a microsite's webinar sign-up sends. */
type Registration = { name: string; email: string; session: string; reminders: boolean };

const empty: Registration = { name: '', email: '', session: '', reminders: false };
const fields: ReadonlyArray<LeadFormField<Registration>> = [
  { name: 'name', required: true },
  { name: 'email', required: true },
  { name: 'session', required: true },
  { name: 'reminders' },
];

/** A hand-written Standard Schema: the kit works with any (zod, Valibot, ArkType or none of them). */
const registrationSchema: FormSchema<Registration> = {
  '~standard': {
    version: 1,
    vendor: 'webinar-demo',
    validate: (input) => {
      const value = input as Registration;
      const issues: StandardSchemaV1.Issue[] = [];
      if (!value.name?.trim()) issues.push({ message: 'Enter your name.', path: ['name'] });
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.email ?? ''))
        issues.push({ message: 'Enter an e-mail address.', path: ['email'] });
      if (!value.session) issues.push({ message: 'Choose a session.', path: ['session'] });
      return issues.length ? { issues } : { value };
    },
  },
};

const SUCCESS = 'You are registered. The joining link is on its way to your inbox.';

/** A webinar sign-up built only from the package's exported form kit. */
function WebinarSignUp({ onRegister }: { onRegister: (registration: Registration) => Promise<void> }) {
  const form = useLeadForm({
    initialValues: empty,
    fields,
    schema: registrationSchema,
    errorTexts: {
      required: 'Please fill in the required fields.',
      invalid: 'Please correct the fields marked below.',
      verification: 'Please complete the verification.',
    },
    onSubmit: onRegister,
  });
  return (
    <form
      noValidate
      aria-label="Webinar sign-up"
      className="ui:flex ui:max-w-lg ui:flex-col ui:gap-4"
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      <FormErrorSummary form={form} />
      <RequiredNote />
      <Field {...form.field('name')} label="Name">
        <Input {...form.control('name')} autoComplete="name" />
      </Field>
      <Field {...form.field('email')} label="Email">
        <Input {...form.control('email')} type="email" autoComplete="email" />
      </Field>
      <Field {...form.field('session')} label="Session">
        <Select {...form.control('session')} placeholder="Choose a session">
          <option value="emea">Tuesday, 10:00 CET</option>
          <option value="americas">Tuesday, 11:00 EST</option>
        </Select>
      </Field>
      <Checkbox {...form.checkbox('reminders')} label="Remind me the day before." />
      {form.status === 'success' && <FormSuccess title="Thank you!">{SUCCESS}</FormSuccess>}
      {form.failed && <FormStatus visible>Registration failed. Please try again.</FormStatus>}
      <SubmitRow
        form={form}
        label="Register"
        busyLabel="Registering…"
        busyAnnouncement="Registering you."
        successAnnouncement={SUCCESS}
      />
    </form>
  );
}

const meta = {
  title: 'Patterns/FormKit',
  component: WebinarSignUp,
  tags: ['autodocs'],
  args: { onRegister: fn(async () => {}) },
} satisfies Meta<typeof WebinarSignUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Webinar sign-up: submitting empty shows the error summary, which takes focus and lists each
 * error linked to its field; filled in, the registration is sent and the success announced.
 */
export const WebinarSignUpStory: Story = {
  name: 'Webinar sign-up',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));

    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    await expect(summary).toHaveTextContent('Please fill in the required fields.');
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Enter your name.',
      'Enter an e-mail address.',
      'Choose a session.',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Error: Enter your name.');
    await expect(canvas.getByRole('combobox', { name: 'Session' })).toHaveAccessibleDescription(
      'Error: Choose a session.',
    );
    await expect(args.onRegister).not.toHaveBeenCalled();

    // A summary link moves focus to its field.
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your name.' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await userEvent.keyboard('Grace Hopper');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'grace@lab.example.edu');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Session' }), 'Tuesday, 11:00 EST');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remind me the day before.' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(SUCCESS));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onRegister).toHaveBeenCalledWith({
      name: 'Grace Hopper',
      email: 'grace@lab.example.edu',
      session: 'americas',
      reminders: true,
      turnstileToken: '',
    });
  },
};
