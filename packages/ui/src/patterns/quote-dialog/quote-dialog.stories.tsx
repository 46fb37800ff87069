import { productRequestSchema } from '@company/lead-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { scriptsFor, SITE_KEY, standIn, standInTurnstileUrl } from '../bot-challenge/bot-challenge.fixtures';
import { Button } from '../../primitives/button/button';
import { navigations, RouterLink } from '../../../test/stories/router-link';
import { deferred, recordDownloads, type RecordedDownload } from '../../../test/stories/story-helpers';
import { code, docsFrame, snippet } from '../../../test/stories/story-docs';
import { QuoteDialog, type QuoteDialogProps } from './quote-dialog';

const REPLY = 'Thank you for your request. Your reference number is IV-7K3D9F. We will reply within one business day.';

/** A product page's 'Contact Sales Team' button and the dialog it opens. */
function ProductPage({ open: initiallyOpen, onOpenChange, ...props }: QuoteDialogProps) {
  const [open, setOpen] = React.useState(initiallyOpen);
  return (
    <div className="ui:p-8">
      <h1 className="ui:text-2xl ui:font-bold ui:text-ink-900">ICP-RIE Etcher</h1>
      <Button className="ui:mt-4" onClick={() => setOpen(true)}>
        Contact Sales Team
      </Button>
      <QuoteDialog
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

const meta = {
  title: 'Patterns/QuoteDialog',
  component: QuoteDialog,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  parameters: {
    // On the docs page each story gets its own frame, where its play opens the dialog and brings it
    // into its state (a modal rendered inline would cover the page).
    ...docsFrame(720),
    // The product page's button and the dialog it opens, with the site's own submit.
    ...snippet<QuoteDialogProps>({
      setup: ['const [open, setOpen] = React.useState(false);'],
      args: {
        open: code('open'),
        onOpenChange: code('setOpen'),
        onSubmit: code("(request) => submitLead('/api/sendEmail', request)", {
          '@company/lead-client/client': ['submitLead'],
        }),
        linkComponent: undefined,
        botChallengeScriptUrl: undefined,
      },
      render: (args) => (
        <>
          <Button onClick={code('() => setOpen(true)')}>Contact Sales Team</Button>
          <QuoteDialog {...args} />
        </>
      ),
    }),
  },
  args: {
    open: false,
    onOpenChange: fn(),
    productName: 'ICP-RIE',
    product: 'icp-etcher',
    datasheetUrl: '/docs/icp-etcher-datasheet.pdf',
    datasheetFileName: 'Ionvale-ICP-RIE-Datasheet.pdf',
    schema: productRequestSchema,
    onSubmit: fn<QuoteDialogProps['onSubmit']>(async () => REPLY),
    onBrochureDownload: fn(),
    linkComponent: RouterLink,
    productsHref: '/products',
    // The site's busy label (the library's default is 'Submitting…').
    messages: { busy: 'Submitting...' },
  },
  beforeEach: () => {
    navigations.length = 0;
    const recording = recordDownloads();
    downloads = recording.downloads;
    return recording.stop;
  },
  render: (args) => <ProductPage {...args} />,
} satisfies Meta<typeof QuoteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const TITLE = 'Request a Quote: ICP-RIE';
const opener = () => screen.getByRole('button', { name: 'Contact Sales Team' });
const dialog = () => screen.getByRole('dialog');
const field = (name: string) => within(dialog()).getByRole('textbox', { name });
const submitButton = () => within(dialog()).getByRole('button', { name: /^(Submit Request|Submitting\.\.\.)$/ });

/** Keyboard submit: Tab to the submit button (from wherever focus is) and press Enter. */
async function submitByKeyboard() {
  const button = submitButton();
  while (document.activeElement !== button) await userEvent.tab();
  await userEvent.keyboard('{Enter}');
}

async function open() {
  await userEvent.click(opener());
  await waitFor(() => expect(field('Name')).toHaveFocus());
}

const filled = {
  Name: 'Ada Lovelace',
  Email: 'ada@lab.example.edu',
  Phone: '+1 555 0100',
  Organization: 'Example University Nanofab',
  Message: '200 mm wafers, SiO2 and Si3N4, about 2 µm deep.',
};

/** Types into each field, moving by clicks (pointer) or Tab (keyboard). */
async function fill(values: Partial<typeof filled>, { keyboard = false } = {}) {
  for (const [label, value] of Object.entries(values)) {
    const element = field(label);
    if (keyboard) {
      while (document.activeElement !== element) await userEvent.tab();
    } else {
      await userEvent.click(element);
    }
    // Real key events, one per character, without the pause user-event puts between them.
    await userEvent.setup({ delay: null }).keyboard(value);
  }
}

async function expectValues(values: Partial<typeof filled>) {
  for (const [label, value] of Object.entries(values)) await expect(field(label)).toHaveValue(value);
}

/** Empty: the title names the product; required fields are marked; nothing is loaded for a challenge. */
export const Empty: Story = {
  name: 'Default',
  tags: ['dev'],
  globals: desktop,
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open();
    const element = dialog();
    await expect(within(element).getByRole('heading', { name: TITLE })).toBeVisible();
    for (const name of ['Name', 'Email', 'Message']) await expect(field(name)).toBeRequired();
    for (const name of ['Phone', 'Organization']) await expect(field(name)).not.toBeRequired();
    await expect(field('Email')).toHaveAttribute('type', 'email');
    // Field names are the API's keys.
    await expect(field('Name')).toHaveAttribute('name', 'name');
    await expect(field('Organization')).toHaveAttribute('name', 'organization');
    await expect(submitButton()).toBeEnabled();
    await expect(within(element).queryByRole('group', { name: 'Verification' })).not.toBeInTheDocument();
  },
};

/**
 * Submitting empty (pointer): 'Please complete required fields.' in an alert that takes focus, and
 * the schema's message under each required field; nothing is sent.
 */
export const RequiredFieldsMissing: Story = {
  name: 'With errors',
  tags: ['dev'],
  globals: desktop,
  play: async ({ args }) => {
    await open();
    await userEvent.click(submitButton());
    const summary = await within(dialog()).findByRole('alert');
    await expect(summary).toHaveTextContent('Please complete required fields.');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('Name')).toHaveAccessibleDescription('Error: Please enter your name.');
    await expect(field('Email')).toHaveAccessibleDescription('Error: Please enter a valid email.');
    await expect(field('Message')).toHaveAccessibleDescription('Error: Please enter a message.');
    await expect(field('Phone')).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // The summary's links lead to the fields.
    await userEvent.click(within(summary).getByRole('link', { name: 'Please enter a message.' }));
    await expect(field('Message')).toHaveFocus();
  },
};

/** Keyboard: one field filled, Enter submits; the others are still required; what was typed stays. */
export const RequiredFieldsMissingByKeyboard: Story = {
  globals: desktop,
  play: async ({ args }) => {
    await open();
    await userEvent.keyboard('Ada Lovelace{Enter}');
    const summary = await within(dialog()).findByRole('alert');
    await expect(summary).toHaveTextContent('Please complete required fields.');
    await expect(within(summary).queryByText('Please enter your name.')).not.toBeInTheDocument();
    await expect(within(summary).getByText('Please enter a valid email.')).toBeVisible();
    await expect(field('Name')).toHaveValue('Ada Lovelace');
    await expect(field('Name')).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Everything required is there but the e-mail is not an address: only that field's message. */
export const InvalidEmail: Story = {
  globals: desktop,
  play: async ({ args }) => {
    await open();
    await fill({ ...filled, Email: 'ada@lab' });
    await userEvent.click(submitButton());
    const summary = await within(dialog()).findByRole('alert');
    await expect(summary).not.toHaveTextContent('Please complete required fields.');
    await expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Please enter a valid email.']);
    await expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    await expectValues({ ...filled, Email: 'ada@lab' });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An optional field too long for the API: the schema's own message under it. */
export const FieldTooLong: Story = {
  globals: desktop,
  play: async ({ args }) => {
    await open();
    await fill({ ...filled, Phone: '1'.repeat(41) });
    await submitByKeyboard();
    await expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Please keep this under 40 characters.');
    await expect(field('Phone')).toHaveAccessibleDescription('Error: Please keep this under 40 characters.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled in by keyboard alone (Tab between fields): every value in place, nothing flagged. */
export const Filled: Story = {
  name: 'Filled in',
  tags: ['dev'],
  globals: desktop,
  play: async () => {
    await open();
    await fill(filled, { keyboard: true });
    await expectValues(filled);
    await expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Submitting: the button says so and ignores another press; one request goes out. */
export const Submitting: Story = {
  name: 'Sending',
  tags: ['dev'],
  globals: desktop,
  args: { onSubmit: fn<QuoteDialogProps['onSubmit']>(() => deferred<string>().promise) },
  play: async ({ args }) => {
    await open();
    await fill(filled);
    await submitByKeyboard();
    await waitFor(() => expect(submitButton()).toHaveTextContent('Submitting...'));
    await expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog()).getByRole('status')).toHaveTextContent('Sending your request.');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/**
 * A 2xx: the server's text (with the reference number) replaces the form and takes focus; the
 * request held exactly the API's fields, trimmed by the schema.
 */
export const Success: Story = {
  name: 'Sent',
  tags: ['dev'],
  globals: desktop,
  play: async ({ args }) => {
    await open();
    await fill({ ...filled, Name: '  Ada Lovelace ' });
    await userEvent.click(submitButton());
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      productName: 'ICP-RIE',
      product: 'icp-etcher',
      name: 'Ada Lovelace',
      email: 'ada@lab.example.edu',
      phone: '+1 555 0100',
      organization: 'Example University Nanofab',
      message: '200 mm wafers, SiO2 and Si3N4, about 2 µm deep.',
      turnstileToken: '',
    });
    const reply = await within(dialog()).findByText(REPLY);
    await waitFor(() => expect(reply.parentElement).toHaveFocus());
    await expect(within(dialog()).getByText('Request sent')).toBeVisible();
    await expect(within(dialog()).queryByRole('textbox')).not.toBeInTheDocument();
    const download = within(dialog()).getByRole('link', { name: 'Download Brochure' });
    await expect(download).toHaveAttribute('href', '/docs/icp-etcher-datasheet.pdf');
    await expect(download).toHaveAttribute('download', 'Ionvale-ICP-RIE-Datasheet.pdf');
    await expect(within(dialog()).getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
  },
};

/** 'Download Brochure' (pointer) downloads the datasheet, reports it, closes the dialog. */
export const DownloadBrochure: Story = {
  globals: desktop,
  play: async ({ args }) => {
    await open();
    await fill(filled);
    await userEvent.click(submitButton());
    await userEvent.click(await within(dialog()).findByRole('link', { name: 'Download Brochure' }));
    await expect(downloads).toEqual([
      { href: new URL('/docs/icp-etcher-datasheet.pdf', location.href).href, download: 'Ionvale-ICP-RIE-Datasheet.pdf' },
    ]);
    await expect(args.onBrochureDownload).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener()).toHaveFocus();
  },
};

/** The products link by keyboard: the site's router link takes it, and the dialog closes. */
export const ProductsLinkByKeyboard: Story = {
  globals: desktop,
  args: { productsHref: '/products' },
  play: async ({ args }) => {
    await open();
    await fill(filled, { keyboard: true });
    await submitByKeyboard();
    await within(dialog()).findByText(REPLY);
    const products = within(dialog()).getByRole('link', { name: 'View All Products' });
    while (document.activeElement !== products) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigations).toEqual(['/products']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Without a datasheet there is nothing to download: only the products link. */
export const SuccessWithoutDatasheet: Story = {
  globals: desktop,
  args: { datasheetUrl: undefined, datasheetFileName: undefined, productName: 'Products Inquiry', product: undefined },
  play: async ({ args }) => {
    await userEvent.click(opener());
    const element = await screen.findByRole('dialog', { name: 'Request a Quote: Products Inquiry' });
    await fill(filled);
    await userEvent.click(within(element).getByRole('button', { name: 'Submit Request' }));
    await within(element).findByText(REPLY);
    await expect(within(element).queryByRole('link', { name: 'Download Brochure' })).not.toBeInTheDocument();
    await expect(within(element).getByRole('link', { name: 'View All Products' })).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ productName: 'Products Inquiry', product: '' }));
  },
};

/** A failure with the server's text: back to the form, everything kept, the text in an alert; then a retry succeeds. */
export const FailureWithServerText: Story = {
  name: 'Failed',
  tags: ['dev'],
  globals: desktop,
  play: async ({ args }) => {
    mocked(args.onSubmit).mockRejectedValueOnce(new Error('Too many requests from this address. Please try again in a minute.'));
    await open();
    await fill(filled);
    await userEvent.click(submitButton());
    const alert = await within(dialog()).findByRole('alert');
    await expect(alert).toHaveTextContent('Too many requests from this address. Please try again in a minute.');
    await expectValues(filled);
    await expect(submitButton()).toHaveTextContent('Submit Request');
    await expect(submitButton()).not.toHaveAttribute('aria-disabled');

    submitButton().focus();
    await userEvent.keyboard('{Enter}');
    await within(dialog()).findByText(REPLY);
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** An Error without a message: 'Failed'. */
export const FailureWithoutMessage: Story = {
  globals: desktop,
  args: { onSubmit: fn<QuoteDialogProps['onSubmit']>(async () => Promise.reject(new Error(''))) },
  play: async () => {
    await open();
    await fill(filled);
    await userEvent.click(submitButton());
    await expect(await within(dialog()).findByRole('alert')).toHaveTextContent(/^Failed$/);
    await expectValues(filled);
  },
};

/** Something thrown that is not an Error: 'Failed to submit form.' */
export const FailureNotAnError: Story = {
  globals: desktop,
  args: { onSubmit: fn<QuoteDialogProps['onSubmit']>(async () => Promise.reject('offline')) },
  play: async () => {
    await open();
    await fill(filled);
    await submitByKeyboard();
    await expect(await within(dialog()).findByRole('alert')).toHaveTextContent(/^Failed to submit form\.$/);
    await expectValues(filled);
  },
};

/** Closing resets: after an error and after a success, reopening shows an empty form. */
export const ClosingResets: Story = {
  globals: desktop,
  play: async ({ args }) => {
    mocked(args.onSubmit).mockRejectedValueOnce(new Error('Service unavailable'));
    await open();
    await fill(filled);
    await userEvent.click(submitButton());
    await within(dialog()).findByRole('alert');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener()).toHaveFocus();

    await open();
    await expectValues({ Name: '', Email: '', Phone: '', Organization: '', Message: '' });
    await expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();

    await fill(filled);
    await userEvent.click(submitButton());
    await within(dialog()).findByText(REPLY);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await open();
    await expectValues({ Name: '', Message: '' });
    await expect(submitButton()).toHaveTextContent('Submit Request');
  },
};

/**
 * A click beside the dialog closes it while it is empty; once something is typed, such a stray
 * click is ignored (it would lose the visitor's work). Escape and the × still close it.
 */
export const OutsideClickKeepsTypedWork: Story = {
  globals: desktop,
  play: async () => {
    const clickOverlay = async () => {
      const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!;
      await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 5, clientY: 5 } });
    };
    await open();
    await clickOverlay();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await open();
    await fill({ Name: filled.Name });
    await clickOverlay();
    await expect(dialog()).toBeVisible();
    await expect(field('Name')).toHaveValue(filled.Name);

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Closed means reset: the next open is empty again, and an outside click closes it.
    await open();
    await expect(field('Name')).toHaveValue('');
    await clickOverlay();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * With a site key: the challenge's script loads only once the dialog opens; the submit button stays
 * disabled (and says why) until the widget is ticked; the token goes out with the request.
 */
export const WithBotChallenge: Story = {
  name: 'With verification',
  tags: ['dev'],
  globals: desktop,
  args: { botChallengeSiteKey: SITE_KEY, botChallengeScriptUrl: standInTurnstileUrl() },
  play: async ({ args }) => {
    const url = args.botChallengeScriptUrl!;
    await expect(scriptsFor(url)).toHaveLength(0);
    await open();
    await waitFor(() => expect(scriptsFor(url)).toHaveLength(1));
    const box = await within(dialog()).findByRole('checkbox', { name: 'Verify you are human' });
    // The server accepts the token only for this form.
    await expect(
      Object.values(standIn().widgets)
        .filter((widget) => !widget.removed)
        .map((widget) => widget.action),
    ).toEqual(['quote']);

    await fill(filled);
    await expect(submitButton()).toBeDisabled();
    await expect(submitButton()).toHaveAccessibleDescription('Please complete the verification.');
    // Enter in a field cannot submit past a disabled button.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(box);
    await expect(submitButton()).toBeEnabled();
    await expect(within(dialog()).queryByText('Please complete the verification.')).not.toBeInTheDocument();
    await userEvent.click(submitButton());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ turnstileToken: expect.stringMatching(/^stand-in-token-/), name: 'Ada Lovelace' }),
    );
    await within(dialog()).findByText(REPLY);
  },
};

/** An expired token disables the button again until the visitor verifies again. */
export const BotChallengeExpires: Story = {
  globals: desktop,
  args: { botChallengeSiteKey: SITE_KEY, botChallengeScriptUrl: standInTurnstileUrl() },
  play: async () => {
    await open();
    const box = await within(dialog()).findByRole('checkbox', { name: 'Verify you are human' });
    box.focus();
    await userEvent.keyboard(' ');
    await expect(submitButton()).toBeEnabled();
    standIn().expireAll();
    await waitFor(() => expect(submitButton()).toBeDisabled());
    await expect(within(dialog()).getByText('Please complete the verification.')).toBeVisible();
  },
};

/** After a failure the token is spent: a fresh challenge, and everything typed is still there. */
export const BotChallengeAfterFailure: Story = {
  globals: desktop,
  args: {
    botChallengeSiteKey: SITE_KEY,
    botChallengeScriptUrl: standInTurnstileUrl(),
  },
  play: async ({ args }) => {
    mocked(args.onSubmit).mockRejectedValueOnce(new Error('Verification failed.'));
    await open();
    await fill(filled);
    await userEvent.click(await within(dialog()).findByRole('checkbox', { name: 'Verify you are human' }));
    await userEvent.click(submitButton());
    await expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Verification failed.');
    await expectValues(filled);
    await waitFor(() => expect(submitButton()).toBeDisabled());
    const fresh = await within(dialog()).findByRole('checkbox', { name: 'Verify you are human' });
    await expect(fresh).not.toBeChecked();
    await userEvent.click(fresh);
    await userEvent.click(submitButton());
    await within(dialog()).findByText(REPLY);
    const tokens = mocked(args.onSubmit).mock.calls.map(([values]) => values.turnstileToken);
    await expect(tokens).toHaveLength(2);
    await expect(tokens[0]).not.toBe(tokens[1]);
    await expect(scriptsFor(args.botChallengeScriptUrl!)).toHaveLength(1);
  },
};

/** Phones: the dialog is a full-screen sheet and the form scrolls inside it. */
export const OnAPhone: Story = {
  name: 'On a phone',
  tags: ['dev'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    await open();
    const box = dialog().getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
    await fill(filled, { keyboard: true });
    await expect(submitButton()).toBeVisible();
  },
};
