import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SITE_KEY, standInTurnstileUrl } from '../bot-challenge/bot-challenge.fixtures';
import { docsFrame, region, snippet } from '../../../test/stories/story-docs';
import storiesSource from './form-kit.stories.tsx?raw';
// #region webinar-sign-up
import {
  Checkbox,
  Field,
  FormErrorSummary,
  FormStatus,
  FormSuccess,
  FormVerification,
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
      const issues: Array<{ message: string; path: string[] }> = [];
      if (!value.name?.trim()) issues.push({ message: 'Enter your name.', path: ['name'] });
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.email ?? '')) issues.push({ message: 'Enter an e-mail address.', path: ['email'] });
      if (!value.session) issues.push({ message: 'Choose a session.', path: ['session'] });
      return issues.length ? { issues } : { value };
    },
  },
};

const SUCCESS = 'You are registered. The joining link is on its way to your inbox.';

type WebinarSignUpProps = {
  /** Sends the registration; resolves once it is stored, rejects when it could not be. */
  onRegister: (registration: Registration) => Promise<void>;
  /** With a site key, the visitor passes a bot challenge before registering. */
  botChallengeSiteKey?: string;
  /** Where the challenge's script loads from (Cloudflare's by default). */
  botChallengeScriptUrl?: string;
};

/** A webinar sign-up built only from the package's exported form kit. */
export function WebinarSignUp({ onRegister, botChallengeSiteKey, botChallengeScriptUrl }: WebinarSignUpProps) {
  const form = useLeadForm({
    initialValues: empty,
    fields,
    schema: registrationSchema,
    botChallengeSiteKey,
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
      <FormVerification form={form} action="webinar" scriptUrl={botChallengeScriptUrl} />
      <SubmitRow form={form} label="Register" busyLabel="Registering…" busyAnnouncement="Registering you." successAnnouncement={SUCCESS} />
    </form>
  );
}

// #endregion webinar-sign-up

const meta = {
  title: 'Patterns/FormKit',
  component: WebinarSignUp,
  subcomponents: { FormErrorSummary, FormVerification, SubmitRow, FormStatus, FormSuccess, RequiredNote },
  excludeStories: ['WebinarSignUp'],
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  parameters: {
    // On the docs page the story gets its own frame, where its play submits, fixes and sends.
    ...docsFrame(),
    // The example above, as written in this file: the code shown is the code that runs.
    ...snippet({ source: region(storiesSource, 'webinar-sign-up') }),
  },
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
    await expect(links.map((link) => link.textContent)).toEqual(['Enter your name.', 'Enter an e-mail address.', 'Choose a session.']);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Error: Enter your name.');
    await expect(canvas.getByRole('combobox', { name: 'Session' })).toHaveAccessibleDescription('Error: Choose a session.');
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

/**
 * Sent empty from the keyboard (Enter in the first field): the summary takes focus and lists each
 * error; Tab reaches its first link and Enter moves focus to that field. Nothing is sent.
 */
export const RequiredFieldsMissing: Story = {
  name: 'With errors',
  tags: ['dev'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('Please fill in the required fields.');
    await expect(name).toHaveAccessibleDescription('Error: Enter your name.');
    await userEvent.tab();
    await expect(within(summary).getByRole('link', { name: 'Enter your name.' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveFocus();
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/**
 * With a site key (`FormVerification`): Register stays disabled, pointing at the note that says
 * why, until the challenge is ticked; the token goes out with the registration.
 */
export const WithBotChallenge: Story = {
  name: 'With verification',
  tags: ['dev'],
  args: { botChallengeSiteKey: SITE_KEY, botChallengeScriptUrl: standInTurnstileUrl() },
  play: async ({ canvas, args }) => {
    const register = canvas.getByRole('button', { name: 'Register' });
    await expect(register).toBeDisabled();
    await expect(register).toHaveAccessibleDescription('Please complete the verification.');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Grace Hopper');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'grace@lab.example.edu');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Session' }), 'Tuesday, 10:00 CET');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Verify you are human' }));
    await expect(register).toBeEnabled();
    await expect(canvas.queryByText('Please complete the verification.')).not.toBeInTheDocument();

    await userEvent.click(register);
    await expect(await canvas.findByText('Thank you!')).toBeVisible();
    await expect(args.onRegister).toHaveBeenCalledWith(
      expect.objectContaining({ session: 'emea', turnstileToken: expect.stringMatching(/^stand-in-token-/) }),
    );
  },
};
