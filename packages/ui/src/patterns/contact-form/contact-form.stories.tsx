import { contactMessageSchema } from '@company/lead-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { scriptsFor, SITE_KEY, standIn, standInTurnstileUrl } from '../bot-challenge/bot-challenge.fixtures';
import { deferred } from '../../../test/stories/story-helpers';
import { code, docsFrame, snippet } from '../../../test/stories/story-docs';
import { ContactForm, type ContactFormProps } from './contact-form';

const REPLY = 'Thank you for contacting Ionvale Systems. Your reference number is IV-4M8Q2C. We will reply within one business day.';
const FAILURE = 'Failed to send message. Please try again or contact us directly at sales@ionvale.example';

const meta = {
  title: 'Patterns/ContactForm',
  component: ContactForm,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  parameters: {
    layout: 'padded',
    // On the docs page each story gets its own frame, where its play fills in and sends the form.
    ...docsFrame(),
    // The site's own submit; the challenge's script is Cloudflare's (the stories use a stand-in).
    ...snippet<ContactFormProps>({
      args: {
        onSubmit: code("(message) => submitLead('/api/sendEmail', message)", {
          '@company/lead-client/client': ['submitLead'],
        }),
        botChallengeScriptUrl: undefined,
      },
    }),
  },
  args: {
    schema: contactMessageSchema,
    onSubmit: fn<ContactFormProps['onSubmit']>(async () => REPLY),
    failureEmail: 'sales@ionvale.example',
    // The site's busy label (the library's default is 'Sending…').
    messages: { busy: 'Sending...' },
  },
  decorators: [
    (Story) => (
      <div className="ui:max-w-2xl">
        <h1 className="ui:mb-6 ui:text-2xl ui:font-bold ui:text-ink-900">Contact Us</h1>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const filled = {
  Name: 'Katherine Johnson',
  Email: 'katherine@lab.example.edu',
  Phone: '+1 555 0123',
  Organization: 'Example Research Center',
  Message: 'We would like to discuss an ALD system for 150 mm wafers.',
};

async function fill(canvas: Canvas, values: Partial<typeof filled>, { keyboard = false } = {}) {
  for (const [label, value] of Object.entries(values)) {
    const element = canvas.getByRole('textbox', { name: label });
    if (keyboard) while (document.activeElement !== element) await userEvent.tab();
    else await userEvent.click(element);
    // Real key events, one per character, without the pause user-event puts between them.
    await userEvent.setup({ delay: null }).keyboard(value);
  }
}

async function expectValues(canvas: Canvas, values: Partial<typeof filled>) {
  for (const [label, value] of Object.entries(values)) await expect(canvas.getByRole('textbox', { name: label })).toHaveValue(value);
}

const send = (canvas: Canvas) => canvas.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });

async function sendByKeyboard(canvas: Canvas) {
  while (document.activeElement !== send(canvas)) await userEvent.tab();
  await userEvent.keyboard('{Enter}');
}

/** Empty: the fields, required ones marked, and a form named for assistive technology. */
export const Empty: Story = {
  name: 'Default',
  tags: ['dev'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Contact us' })).toBeVisible();
    for (const name of ['Name', 'Email', 'Message']) await expect(canvas.getByRole('textbox', { name })).toBeRequired();
    for (const name of ['Phone', 'Organization']) await expect(canvas.getByRole('textbox', { name })).not.toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(send(canvas)).toBeEnabled();
  },
};

/** The contact page's `?topic=` pre-fills the message; the topic goes out with it. */
export const PrefilledFromTopic: Story = {
  name: 'Topic chosen',
  tags: ['dev'],
  args: { initialMessage: 'I would like to talk to an expert about my process.', topic: 'expert' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('I would like to talk to an expert about my process.');
    await fill(canvas, { Name: 'Katherine Johnson', Email: 'katherine@lab.example.edu' });
    await sendByKeyboard(canvas);
    await canvas.findByText(REPLY);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Katherine Johnson',
      email: 'katherine@lab.example.edu',
      phone: '',
      organization: '',
      message: 'I would like to talk to an expert about my process.',
      productName: 'General Inquiry',
      topic: 'expert',
      turnstileToken: '',
    });
  },
};

/** Sending empty (pointer): the required-fields alert takes focus; each field says what it needs. */
export const RequiredFieldsMissing: Story = {
  name: 'With errors',
  tags: ['dev'],
  play: async ({ canvas, args }) => {
    await userEvent.click(send(canvas));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('Please complete required fields.');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Error: Please enter your name.');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Error: Please enter a valid email.');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Error: Please enter a message.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Keyboard: Enter in a field sends; a second attempt after fixing one field shows a fresh summary. */
export const RequiredFieldsMissingByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('Katherine Johnson{Enter}');
    const first = await canvas.findByRole('alert');
    await expect(within(first).queryByText('Please enter your name.')).not.toBeInTheDocument();

    await fill(canvas, { Email: 'katherine@lab.example.edu' }, { keyboard: true });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).not.toBe(first));
    const second = canvas.getByRole('alert');
    await expect(second).toHaveTextContent('Please complete required fields.');
    await expect(
      within(second)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please enter a message.']);
    await waitFor(() => expect(second).toHaveFocus());
    await expectValues(canvas, { Name: 'Katherine Johnson', Email: 'katherine@lab.example.edu' });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, { ...filled, Email: 'katherine at lab' });
    await userEvent.click(send(canvas));
    const summary = await canvas.findByRole('alert');
    await expect(summary).not.toHaveTextContent('Please complete required fields.');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expectValues(canvas, { ...filled, Email: 'katherine at lab' });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  name: 'Filled in',
  tags: ['dev'],
  play: async ({ canvas }) => {
    await fill(canvas, filled, { keyboard: true });
    await expectValues(canvas, filled);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Sending: the button says so and ignores further presses. */
export const Sending: Story = {
  tags: ['dev'],
  args: { onSubmit: fn<ContactFormProps['onSubmit']>(() => deferred<string>().promise) },
  play: async ({ canvas, args }) => {
    await fill(canvas, filled);
    await sendByKeyboard(canvas);
    await waitFor(() => expect(send(canvas)).toHaveTextContent('Sending...'));
    await expect(send(canvas)).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending your message.');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(send(canvas), { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/**
 * Sent: the thank-you view with the server's text takes focus; it says thank you once (the
 * heading says the message was sent, the server's reply thanks) and is as tall as what it says, not
 * the form's height. 'Send Another Message' brings back an empty form (even the pre-filled message)
 * with focus on its first field.
 */
export const SentAndSendAnother: Story = {
  args: { initialMessage: 'A question about service plans.', topic: 'amc' },
  play: async ({ canvas, canvasElement, args }) => {
    const formHeight = canvas.getByRole('form').getBoundingClientRect().height;
    await fill(canvas, { Name: filled.Name, Email: filled.Email, Phone: filled.Phone });
    await userEvent.click(send(canvas));
    const reply = await canvas.findByText(REPLY);
    await expect(canvas.getByText('Message sent')).toBeVisible();
    await waitFor(() => expect(reply.parentElement).toHaveFocus());

    const view = canvasElement.querySelector<HTMLElement>('[data-slot="contact-form"][data-state="sent"]')!;
    await expect(view.textContent?.match(/thank you/gi)).toHaveLength(1);
    // The reply and the button, the gap between them, and no blank below.
    const [success, another] = [...view.children].map((child) => child.getBoundingClientRect());
    await expect(view.getBoundingClientRect().bottom).toBeCloseTo(another!.bottom, 0);
    await expect(another!.top - success!.bottom).toBeLessThanOrEqual(20);
    await expect(view.getBoundingClientRect().height).toBeLessThan(formHeight / 2);
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ topic: 'amc', message: 'A question about service plans.' }));

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send Another Message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expectValues(canvas, { Name: '', Email: '', Phone: '', Organization: '', Message: '' });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();

    // And a second message goes out like the first (by pointer this time).
    await fill(canvas, filled);
    await userEvent.click(send(canvas));
    await canvas.findByText(REPLY);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Another Message' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** A failure: the form stays with everything typed, and the exact failure text with the mailbox as a link. */
export const Failure: Story = {
  name: 'Failed',
  tags: ['dev'],
  play: async ({ canvas, args }) => {
    mocked(args.onSubmit).mockRejectedValueOnce(new Error('Internal Server Error'));
    await fill(canvas, filled);
    await userEvent.click(send(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(FAILURE);
    await expect(alert.textContent).toBe(FAILURE);
    await expect(within(alert).getByRole('link', { name: 'sales@ionvale.example' })).toHaveAttribute('href', 'mailto:sales@ionvale.example');
    await expectValues(canvas, filled);
    await expect(send(canvas)).toHaveTextContent('Send Message');

    // Trying again by keyboard works.
    await sendByKeyboard(canvas);
    await canvas.findByText(REPLY);
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** Whatever was thrown, the same failure text. */
export const FailureNotAnError: Story = {
  args: { onSubmit: fn<ContactFormProps['onSubmit']>(async () => Promise.reject('offline')) },
  play: async ({ canvas }) => {
    await fill(canvas, filled);
    await sendByKeyboard(canvas);
    await expect((await canvas.findByRole('alert')).textContent).toBe(FAILURE);
    await expectValues(canvas, filled);
  },
};

/**
 * With a site key: the challenge's script loads only once the visitor starts on the form (not with
 * the page); the button is disabled until the widget is ticked; the token goes out with the message.
 */
export const WithBotChallenge: Story = {
  name: 'With verification',
  tags: ['dev'],
  args: { botChallengeSiteKey: SITE_KEY, botChallengeScriptUrl: standInTurnstileUrl() },
  play: async ({ canvas, args }) => {
    const url = args.botChallengeScriptUrl!;
    await expect(send(canvas)).toBeDisabled();
    await expect(send(canvas)).toHaveAccessibleDescription('Please complete the verification.');
    await expect(scriptsFor(url)).toHaveLength(0);

    await fill(canvas, filled);
    await waitFor(() => expect(scriptsFor(url)).toHaveLength(1));
    await expect(send(canvas)).toBeDisabled();
    const box = await canvas.findByRole('checkbox', { name: 'Verify you are human' });
    // The server accepts the token only for this form.
    await expect(
      Object.values(standIn().widgets)
        .filter((widget) => !widget.removed)
        .map((widget) => widget.action),
    ).toEqual(['contact']);
    while (document.activeElement !== box) await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(send(canvas)).toBeEnabled();
    await userEvent.click(send(canvas));
    await canvas.findByText(REPLY);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ turnstileToken: expect.stringMatching(/^stand-in-token-/) }));
  },
};
