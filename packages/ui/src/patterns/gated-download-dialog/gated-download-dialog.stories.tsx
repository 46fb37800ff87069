import { downloadLeadSchema, emailHint, INTENT_OPTIONS } from '@company/lead-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { scriptsFor, SITE_KEY, standIn, standInTurnstileUrl } from '../bot-challenge/bot-challenge.fixtures';
import { Button } from '../../primitives/button/button';
import { navigations, RouterLink } from '../../../test/stories/router-link';
import { recordDownloads, type RecordedDownload, sleep, slowSchema } from '../../../test/stories/story-helpers';
import { code, docsFrame, snippet } from '../../../test/stories/story-docs';
import { GatedDownloadDialog, type GatedDownloadDialogProps } from './gated-download-dialog';

/** A product page's 'Download Product Datasheet' button and the gate it opens. */
function ProductPage({ open: initiallyOpen, onOpenChange, ...props }: GatedDownloadDialogProps) {
  const [open, setOpen] = React.useState(initiallyOpen);
  return (
    <div className="ui:p-8">
      <h1 className="ui:text-2xl ui:font-bold ui:text-ink-900">ALD System</h1>
      <Button className="ui:mt-4" variant="secondary" onClick={() => setOpen(true)}>
        Download Product Datasheet
      </Button>
      <GatedDownloadDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    </div>
  );
}

let downloads: RecordedDownload[] = [];

const FILE_URL = '/docs/ald-system-datasheet.pdf';
const FILE_NAME = 'ald-system-datasheet.pdf';

const meta = {
  title: 'Patterns/GatedDownloadDialog',
  component: GatedDownloadDialog,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  parameters: {
    // On the docs page each story gets its own frame, where its play opens the dialog and brings it
    // into its state (a modal rendered inline would cover the page).
    ...docsFrame(720),
    // The product page's button and the gate it opens; the lead goes to the API in the background.
    ...snippet<GatedDownloadDialogProps>({
      setup: ['const [open, setOpen] = React.useState(false);'],
      args: {
        open: code('open'),
        onOpenChange: code('setOpen'),
        onSubmit: code("(lead) => void submitLead('/api/leads', lead)", {
          '@company/lead-client/client': ['submitLead'],
        }),
        linkComponent: undefined,
        botChallengeScriptUrl: undefined,
      },
      render: (args) => (
        <>
          <Button variant="secondary" onClick={code('() => setOpen(true)')}>
            Download Product Datasheet
          </Button>
          <GatedDownloadDialog {...args} />
        </>
      ),
    }),
  },
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Download the ALD System Datasheet',
    fileUrl: FILE_URL,
    fileName: FILE_NAME,
    schema: downloadLeadSchema,
    emailHint,
    intentOptions: INTENT_OPTIONS,
    onSubmit: fn<GatedDownloadDialogProps['onSubmit']>(),
    onDownloaded: fn(),
    linkComponent: RouterLink,
    privacyHref: '/privacy',
    // The site's own busy label, word for word (the library's default is 'Submitting…').
    messages: { busy: 'Submitting....' },
  },
  beforeEach: () => {
    navigations.length = 0;
    const recording = recordDownloads();
    downloads = recording.downloads;
    return recording.stop;
  },
  render: (args) => <ProductPage {...args} />,
} satisfies Meta<typeof GatedDownloadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const opener = () => screen.getByRole('button', { name: 'Download Product Datasheet' });
const dialog = () => screen.getByRole('dialog');
const field = (name: string) => within(dialog()).getByRole('textbox', { name });
const intent = () => within(dialog()).getByRole('combobox', { name: 'What brings you here?' });
const optIn = () => within(dialog()).getByRole('checkbox', { name: /1 to 2 e-mails a month/ });
const submitButton = () => within(dialog()).getByRole('button', { name: /^(Download Now|Submitting\.\.\.\.)$/ });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

async function open() {
  await userEvent.click(opener());
  await waitFor(() => expect(field('Full Name')).toHaveFocus());
}

const filled = {
  'Full Name': 'Grace Hopper',
  'Work Email': 'grace@lab.example.edu',
  Organization: 'Example Institute of Technology',
  'Job Title': 'Research Engineer',
  'Research Areas': 'MEMS, 2D materials',
};
const INTENT = 'Looking to buy within 1 year';

/** Fills the text fields (pointer: a click on each; keyboard: Tab to each), the intent and, optionally, the opt-in. */
async function fill(values: Partial<typeof filled>, { keyboard = false, choose = INTENT as string | null, optInToo = false } = {}) {
  for (const [label, value] of Object.entries(values)) {
    const element = field(label);
    if (keyboard) while (document.activeElement !== element) await userEvent.tab();
    else await userEvent.click(element);
    // Real key events, one per character, without the pause user-event puts between them.
    await userEvent.setup({ delay: null }).keyboard(value);
  }
  if (choose) {
    if (keyboard) while (document.activeElement !== intent()) await userEvent.tab();
    await userEvent.selectOptions(intent(), choose);
  }
  if (optInToo) {
    if (keyboard) {
      while (document.activeElement !== optIn()) await userEvent.tab();
      await userEvent.keyboard(' ');
    } else {
      await userEvent.click(optIn());
    }
  }
}

async function submitByKeyboard() {
  const button = submitButton();
  while (document.activeElement !== button) await userEvent.tab();
  await userEvent.keyboard('{Enter}');
}

const expectedLead = {
  fullName: 'Grace Hopper',
  email: 'grace@lab.example.edu',
  organization: 'Example Institute of Technology',
  researchAreas: 'MEMS, 2D materials',
  jobTitle: 'Research Engineer',
  intent: INTENT,
  marketingOptIn: true,
  turnstileToken: '',
  fileName: FILE_NAME,
};

/** Empty: every field, the four intents, the opt-in (not required) and the privacy notice. */
export const Empty: Story = {
  name: 'Default',
  tags: ['dev'],
  globals: desktop,
  play: async () => {
    await open();
    await expect(dialog()).toHaveAccessibleName('Download the ALD System Datasheet');
    for (const name of ['Full Name', 'Work Email', 'Organization', 'Research Areas']) await expect(field(name)).toBeRequired();
    await expect(field('Job Title')).not.toBeRequired();
    await expect(field('Work Email')).toHaveAttribute('type', 'email');
    // Field names are the API's keys.
    for (const [label, name] of [
      ['Full Name', 'fullName'],
      ['Work Email', 'email'],
      ['Research Areas', 'researchAreas'],
      ['Job Title', 'jobTitle'],
    ]) {
      await expect(field(label!)).toHaveAttribute('name', name);
    }
    await expect(intent()).toBeRequired();
    await expect(intent()).toHaveAttribute('name', 'intent');
    await expect(
      within(intent())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an option', ...INTENT_OPTIONS]);
    await expect(optIn()).not.toBeChecked();
    await expect(optIn()).not.toBeRequired();
    await expect(optIn()).toHaveAttribute('name', 'marketingOptIn');
    await expect(within(dialog()).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(within(dialog()).getByRole('form')).toHaveAccessibleDescription(/Privacy Policy/);
    await expect(submitButton()).toHaveTextContent('Download Now');
    await expect(submitButton()).toBeEnabled();
    await expect(within(dialog()).queryByRole('group', { name: 'Verification' })).not.toBeInTheDocument();
  },
};

/** Submitting empty: 'Please complete all required fields.' takes focus; each field says what it needs; nothing downloads. */
export const RequiredFieldsMissing: Story = {
  name: 'With errors',
  tags: ['dev'],
  globals: desktop,
  play: async ({ args }) => {
    await open();
    await userEvent.click(submitButton());
    const summary = await within(dialog()).findByRole('alert');
    await expect(summary).toHaveTextContent('Please complete all required fields.');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(field('Full Name')).toHaveAccessibleDescription('Error: Please enter your full name.');
    await expect(field('Work Email')).toHaveAccessibleDescription('Error: Please enter a valid email.');
    await expect(field('Organization')).toHaveAccessibleDescription('Error: Please enter your organization.');
    await expect(field('Research Areas')).toHaveAccessibleDescription(
      'For example: MEMS, photonics, 2D materials. Error: Please enter your research areas.',
    );
    await expect(intent()).toHaveAccessibleDescription('Error: Please choose what brings you here.');
    await expect(field('Job Title')).not.toHaveAttribute('aria-invalid');
    await expect(optIn()).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(downloads).toEqual([]);
    await expect(dialog()).toBeVisible();
  },
};

/** Keyboard: part filled, Enter in a field submits; what was typed and chosen stays. */
export const RequiredFieldsMissingByKeyboard: Story = {
  globals: desktop,
  play: async ({ args }) => {
    await open();
    await fill({ 'Full Name': 'Grace Hopper', Organization: 'Example Institute of Technology' }, { keyboard: true, choose: INTENT });
    field('Full Name').focus();
    await userEvent.keyboard('{Enter}');
    const summary = await within(dialog()).findByRole('alert');
    await expect(summary).toHaveTextContent('Please complete all required fields.');
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please enter a valid email.', 'Please enter your research areas.']);
    await expect(field('Full Name')).toHaveValue('Grace Hopper');
    await expect(field('Organization')).toHaveValue('Example Institute of Technology');
    await expect(intent()).toHaveValue(INTENT);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The live e-mail hint, announced politely while typing: an address that is not one, then a free
 * provider's. It is advice: a Gmail address still submits, downloads and closes.
 */
export const EmailHints: Story = {
  globals: desktop,
  play: async ({ args }) => {
    await open();
    const email = field('Work Email');
    const advice = dialog().querySelector('[data-slot="field-advice"]')!;
    await expect(advice).toHaveAttribute('aria-live', 'polite');
    await expect(advice).toBeEmptyDOMElement();

    await userEvent.click(email);
    await userEvent.keyboard('grace@');
    await expect(advice).toHaveTextContent('Please enter a valid email.');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email.');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('gmail.com');
    await expect(advice).toHaveTextContent('Please use a work email if possible.');

    await fill({ 'Full Name': 'Grace Hopper', Organization: 'Navy Lab', 'Research Areas': 'Compilers' });
    await userEvent.click(submitButton());
    await closed();
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'grace@gmail.com' }));
    await expect(downloads).toHaveLength(1);
  },
};

/** A required set that is complete but an e-mail that is not an address: that field only, and the advice does not repeat it. */
export const InvalidEmail: Story = {
  globals: desktop,
  play: async ({ args }) => {
    await open();
    await fill({ ...filled, 'Work Email': 'grace@lab' });
    await userEvent.click(submitButton());
    const summary = await within(dialog()).findByRole('alert');
    await expect(summary).not.toHaveTextContent('Please complete all required fields.');
    await expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Please enter a valid email.']);
    await expect(field('Work Email')).toHaveAccessibleDescription('Error: Please enter a valid email.');
    await expect(within(dialog()).getAllByText('Please enter a valid email.')).toHaveLength(2); // summary + field
    await expect(field('Research Areas')).toHaveValue('MEMS, 2D materials');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled by keyboard alone: Tab through the fields, arrow-free select, Space on the opt-in. */
export const Filled: Story = {
  name: 'Filled in',
  tags: ['dev'],
  globals: desktop,
  play: async () => {
    await open();
    await fill(filled, { keyboard: true, optInToo: true });
    for (const [label, value] of Object.entries(filled)) await expect(field(label)).toHaveValue(value);
    await expect(intent()).toHaveValue(INTENT);
    await expect(optIn()).toBeChecked();
    await expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * A valid submit with the pointer: the lead (with the file name; the page, referrer and utm are the
 * site's to add) is handed over, the file downloads under its name, the callback fires, the dialog
 * closes and focus returns to the button that opened it.
 */
export const SubmitDownloadsAndCloses: Story = {
  globals: desktop,
  play: async ({ args }) => {
    await open();
    await fill(filled, { optInToo: true });
    await userEvent.click(submitButton());
    await closed();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(expectedLead);
    await expect(downloads).toEqual([{ href: new URL(FILE_URL, location.href).href, download: FILE_NAME }]);
    await expect(args.onDownloaded).toHaveBeenCalledWith({ fileUrl: FILE_URL, fileName: FILE_NAME });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener()).toHaveFocus();
  },
};

/** The same by keyboard: Tab to 'Download Now', Enter. */
export const SubmitByKeyboard: Story = {
  globals: desktop,
  play: async ({ args }) => {
    await open();
    await fill(filled, { keyboard: true, optInToo: true });
    await submitByKeyboard();
    await closed();
    await expect(args.onSubmit).toHaveBeenCalledWith(expectedLead);
    await expect(downloads).toHaveLength(1);
    await expect(args.onDownloaded).toHaveBeenCalledOnce();
    await expect(opener()).toHaveFocus();
  },
};

/** While submitting (a slow schema here) the button reads exactly 'Submitting....' and ignores more presses. */
export const Submitting: Story = {
  name: 'Sending',
  tags: ['dev'],
  globals: desktop,
  args: { schema: slowSchema(downloadLeadSchema, 800) },
  // The code shows the schema itself; the story only slows it down.
  parameters: snippet({ args: { schema: downloadLeadSchema } }),
  play: async ({ args }) => {
    await open();
    await fill(filled);
    await userEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent(/^Submitting\.\.\.\.$/));
    await expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog()).getByRole('status')).toHaveTextContent('Submitting.');
    field('Full Name').focus();
    await userEvent.keyboard('{Enter}');
    await closed();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(downloads).toHaveLength(1);
  },
};

/** Closed while still submitting (Escape): nothing is recorded and nothing downloads afterwards. */
export const ClosedWhileSubmitting: Story = {
  globals: desktop,
  args: { schema: slowSchema(downloadLeadSchema, 500) },
  // The code shows the schema itself; the story only slows it down.
  parameters: snippet({ args: { schema: downloadLeadSchema } }),
  play: async ({ args }) => {
    await open();
    await fill(filled);
    await userEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Submitting....'));
    await userEvent.keyboard('{Escape}');
    await closed();
    await sleep(700);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(downloads).toEqual([]);
    await expect(args.onDownloaded).not.toHaveBeenCalled();
  },
};

/** Recording the lead fails (it throws, or its promise rejects): the visitor still gets the file and never sees a failure. */
export const LeadFailureIsNeverShown: Story = {
  globals: desktop,
  play: async ({ args }) => {
    const errors = console.error;
    console.error = fn();
    try {
      mocked(args.onSubmit).mockImplementationOnce(() => {
        throw new Error('offline');
      });
      await open();
      await fill(filled);
      await userEvent.click(submitButton());
      await closed();
      await expect(downloads).toHaveLength(1);
      await expect(args.onDownloaded).toHaveBeenCalledOnce();

      mocked(args.onSubmit).mockImplementationOnce(() => Promise.reject(new Error('500')));
      await open();
      await fill(filled);
      await userEvent.click(submitButton());
      await closed();
      await expect(downloads).toHaveLength(2);
      await expect(args.onDownloaded).toHaveBeenCalledTimes(2);
      await waitFor(() => expect(console.error).toHaveBeenCalledTimes(2));
    } finally {
      console.error = errors;
    }
  },
};

/** Closing resets: reopening shows an empty form without errors. */
export const ClosingResets: Story = {
  globals: desktop,
  play: async () => {
    await open();
    await fill({ 'Full Name': 'Grace Hopper' }, { optInToo: true });
    await userEvent.click(submitButton());
    await within(dialog()).findByRole('alert');
    await userEvent.keyboard('{Escape}');
    await closed();
    await open();
    await expect(field('Full Name')).toHaveValue('');
    await expect(intent()).toHaveValue('');
    await expect(optIn()).not.toBeChecked();
    await expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Once something is filled in, a stray click beside the dialog does not close it; Escape does. */
export const OutsideClickKeepsTypedWork: Story = {
  globals: desktop,
  play: async () => {
    await open();
    await fill({}, { choose: INTENT });
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 5, clientY: 5 } });
    await expect(dialog()).toBeVisible();
    await expect(intent()).toHaveValue(INTENT);
    await userEvent.keyboard('{Escape}');
    await closed();
  },
};

/** The privacy link goes to the site's privacy page through its router link. */
export const PrivacyLink: Story = {
  globals: desktop,
  args: { privacyHref: '/privacy' },
  play: async () => {
    await open();
    const link = within(dialog()).getByRole('link', { name: 'Privacy Policy' });
    while (document.activeElement !== link) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigations).toEqual(['/privacy']);
  },
};

/**
 * With a site key: nothing loads until the dialog opens; then the button stays disabled, described
 * by 'Please complete the verification.', until the stand-in widget is ticked. The token goes out
 * with the lead.
 */
export const WithBotChallenge: Story = {
  globals: desktop,
  args: { botChallengeSiteKey: SITE_KEY, botChallengeScriptUrl: standInTurnstileUrl() },
  play: async ({ args }) => {
    const url = args.botChallengeScriptUrl!;
    await expect(scriptsFor(url)).toHaveLength(0);
    await open();
    await waitFor(() => expect(scriptsFor(url)).toHaveLength(1));
    await fill(filled);
    await expect(submitButton()).toBeDisabled();
    await expect(submitButton()).toHaveAccessibleDescription('Please complete the verification.');
    field('Full Name').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(await within(dialog()).findByRole('checkbox', { name: 'Verify you are human' }));
    // The server accepts the token only for this form.
    await expect(
      Object.values(standIn().widgets)
        .filter((widget) => !widget.removed)
        .map((widget) => widget.action),
    ).toEqual(['download']);
    await expect(submitButton()).toBeEnabled();
    await userEvent.click(submitButton());
    await closed();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...expectedLead,
      marketingOptIn: false,
      turnstileToken: expect.stringMatching(/^stand-in-token-/),
    });
    await expect(downloads).toHaveLength(1);
    // The widget went with the dialog.
    await expect(Object.values(standIn().widgets).filter((widget) => !widget.removed)).toHaveLength(0);
  },
};

/** The challenge by keyboard: Tab to the widget, Space, Tab on to the button, Enter. */
export const BotChallengeByKeyboard: Story = {
  globals: desktop,
  args: { botChallengeSiteKey: SITE_KEY, botChallengeScriptUrl: standInTurnstileUrl() },
  play: async ({ args }) => {
    await open();
    await fill(filled, { keyboard: true });
    const box = await within(dialog()).findByRole('checkbox', { name: 'Verify you are human' });
    while (document.activeElement !== box) await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(submitButton()).toBeEnabled();
    await submitByKeyboard();
    await closed();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Open with a site key, not yet verified: the state a visitor first sees (checked by axe as it stands). */
export const AwaitingVerification: Story = {
  name: 'Awaiting verification',
  tags: ['dev'],
  globals: desktop,
  args: { open: true, botChallengeSiteKey: SITE_KEY, botChallengeScriptUrl: standInTurnstileUrl() },
  play: async () => {
    await within(dialog()).findByRole('checkbox', { name: 'Verify you are human' });
    await expect(submitButton()).toBeDisabled();
    await expect(within(dialog()).getByText('Please complete the verification.')).toBeVisible();
  },
};

/** Phones: a full-screen sheet; the form scrolls inside it. */
export const OnAPhone: Story = {
  name: 'On a phone',
  tags: ['dev'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    await open();
    const box = dialog().getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
    const body = dialog().querySelector<HTMLElement>('[data-slot="dialog-body"]')!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await fill(filled, { keyboard: true });
    while (document.activeElement !== submitButton()) await userEvent.tab();
    await waitFor(() => expect(body.scrollTop).toBeGreaterThan(0));
  },
};
