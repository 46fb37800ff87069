import { emailHint } from '@company/lead-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { code, docsFrame, snippet } from '../../../test/stories/story-docs';
import { Checkbox, ErrorSummary, Field, FormAlert, Input, Select, Textarea } from './form-field';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  subcomponents: { Input, Textarea, Select, Checkbox, ErrorSummary, FormAlert },
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  // On the docs page each story gets its own frame, where its play types, chooses and ticks.
  parameters: { layout: 'padded', ...docsFrame() },
  args: { label: 'Name', children: <Input name="name" /> },
  decorators: [
    (Story) => (
      <div className="ui:max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the input; a click on it focuses the input; the hint describes it. */
export const TextInput: Story = {
  name: 'Text input',
  tags: ['dev'],
  args: { label: 'Organization', hint: 'Your university, institute or company.', children: <Input name="organization" /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Organization' });
    await expect(input).toHaveAccessibleDescription('Your university, institute or company.');
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.click(canvas.getByText('Organization'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Stanford Nanofabrication Facility');
    await expect(input).toHaveValue('Stanford Nanofabrication Facility');

    await userEvent.tab({ shift: true });
    await expect(input).not.toHaveFocus();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // The focus ring of the library's controls.
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
  },
};

/** Required: a visible `*` (hidden from screen readers, which hear "required" from the input instead). */
export const Required: Story = {
  tags: ['dev'],
  args: { label: 'Email', required: true, children: <Input name="email" type="email" /> },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('type', 'email');
    const mark = canvasElement.querySelector('[data-slot="required-mark"]');
    await expect(mark).toBeVisible();
    await expect(mark).toHaveTextContent('*');
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
  },
};

/** An error: `aria-invalid`, the message tied to the input (after the hint), in the danger colour. */
export const WithError: Story = {
  name: 'With error',
  tags: ['dev'],
  args: {
    label: 'Name',
    required: true,
    hint: 'As you would like us to address you.',
    error: 'Please enter your name.',
    children: <Input name="name" defaultValue="" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('As you would like us to address you. Error: Please enter your name.');
    await expect(canvas.getByText('Please enter your name.')).toBeVisible();
    // The error shows in the danger colour and the field's border turns to it as well.
    await expect(getComputedStyle(input).borderTopColor).toBe('rgb(185, 28, 28)');
    // Typing is never blocked by an error.
    await userEvent.type(input, 'Ada Lovelace');
    await expect(input).toHaveValue('Ada Lovelace');
  },
};

function LiveEmail() {
  const [email, setEmail] = React.useState('');
  return (
    <Field label="Work Email" required advice={emailHint(email)}>
      <Input name="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
    </Field>
  );
}

/**
 * Advice that follows what is typed (the e-mail hint of the download gate), in a polite live region:
 * announced without interrupting, tied to the input while shown, and gone when there is nothing to say.
 */
export const LiveAdvice: Story = {
  parameters: snippet({
    setup: ["const [email, setEmail] = React.useState('');"],
    render: () => (
      <Field label="Work Email" required advice={code('emailHint(email)', { '@company/lead-client/schemas': ['emailHint'] })}>
        <Input name="email" type="email" value={code('email')} onChange={code('(event) => setEmail(event.target.value)')} />
      </Field>
    ),
  }),
  render: () => <LiveEmail />,
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Work Email' });
    const region = canvasElement.querySelector('[data-slot="field-advice"]')!;
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();
    await expect(input).not.toHaveAttribute('aria-describedby');

    await userEvent.type(input, 'ada@');
    await expect(region).toHaveTextContent('Please enter a valid email.');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email.');
    // Advice, not an error.
    await expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.type(input, 'gmail.com');
    await expect(region).toHaveTextContent('Please use a work email if possible.');

    await userEvent.clear(input);
    await userEvent.type(input, 'ada@lab.example.edu');
    await expect(region).toBeEmptyDOMElement();
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const TextareaField: Story = {
  name: 'Textarea',
  tags: ['dev'],
  args: { label: 'Message', required: true, children: <Textarea name="message" /> },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(textarea).toBeRequired();
    await userEvent.click(textarea);
    await userEvent.keyboard('Etch depth 40 µm.{Enter}Sidewall angle 88°.');
    await expect(textarea).toHaveValue('Etch depth 40 µm.\nSidewall angle 88°.');
  },
};

/** A native select with an empty first choice; chosen by pointer or keyboard. */
export const SelectField: Story = {
  name: 'Select',
  tags: ['dev'],
  args: {
    label: 'What brings you here?',
    required: true,
    children: (
      <Select name="intent" placeholder="Select an option" defaultValue="">
        <option>Actively looking to buy</option>
        <option>Expanding my knowledge</option>
      </Select>
    ),
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'What brings you here?' });
    await expect(select).toBeRequired();
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Select an option' })).toHaveProperty('selected', true);

    await userEvent.selectOptions(select, 'Expanding my knowledge');
    await expect(select).toHaveValue('Expanding my knowledge');

    // Keyboard: focus it and move through the options with the arrow keys.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Actively looking to buy');
    await expect(select).toHaveValue('Actively looking to buy');
  },
};

export const SelectWithError: Story = {
  name: 'Select with error',
  tags: ['dev'],
  args: {
    label: 'What brings you here?',
    required: true,
    error: 'Please choose what brings you here.',
    children: (
      <Select name="intent" placeholder="Select an option" defaultValue="">
        <option>Actively looking to buy</option>
      </Select>
    ),
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'What brings you here?' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Error: Please choose what brings you here.');
  },
};

/** The whole label is the click target; Space toggles from the keyboard. */
const checkboxField = () => (
  <Checkbox
    name="marketingOptIn"
    label="Send me application notes (1 to 2 e-mails a month)."
    hint="You can unsubscribe at any time."
    onChange={fn()}
  />
);

export const CheckboxField: Story = {
  name: 'Checkbox',
  tags: ['dev'],
  parameters: snippet({ render: checkboxField }),
  render: checkboxField,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Send me application notes (1 to 2 e-mails a month).' });
    await expect(box).toHaveAccessibleDescription('You can unsubscribe at any time.');
    await expect(box).not.toBeChecked();
    await expect(box).not.toBeRequired();
    await userEvent.click(canvas.getByText('Send me application notes (1 to 2 e-mails a month).'));
    await expect(box).toBeChecked();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    // At least 24 px square (WCAG 2.5.8).
    await expect(box.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
  },
};

const checkboxWithError = () => <Checkbox name="terms" required label="I accept the terms." error="Please accept the terms." />;

export const CheckboxWithError: Story = {
  name: 'Checkbox with error',
  tags: ['dev'],
  parameters: snippet({ render: checkboxWithError }),
  render: checkboxWithError,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms.' });
    await expect(box).toBeRequired();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Error: Please accept the terms.');
  },
};

// A plain function rather than a component, so "Show code" prints what it makes.
function summaryDemo() {
  return (
    <div className="ui:flex ui:flex-col ui:gap-4">
      <ErrorSummary
        title="Please complete required fields."
        errors={[
          { message: 'Please enter your name.', targetId: 'demo-name' },
          { message: 'Please enter a valid email.', targetId: 'demo-email' },
          { message: 'Something without a field.' },
        ]}
      />
      <Field id="demo-name" label="Name" required error="Please enter your name.">
        <Input name="name" />
      </Field>
      <Field id="demo-email" label="Email" required error="Please enter a valid email.">
        <Input name="email" type="email" defaultValue="ada@" />
      </Field>
    </div>
  );
}

/** The summary is an alert; each item links to its field and moves focus there (pointer or keyboard). */
export const ErrorSummaryLinks: Story = {
  parameters: snippet({ render: summaryDemo }),
  render: summaryDemo,
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('Please complete required fields.');
    await expect(summary).toHaveAttribute('tabindex', '-1');
    // It takes focus as it appears, so the visitor starts from it.
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Please enter your name.', 'Please enter a valid email.']);
    await expect(within(summary).getByText('Something without a field.')).toBeVisible();

    await userEvent.click(within(summary).getByRole('link', { name: 'Please enter a valid email.' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    // The page's address did not change.
    await expect(window.location.hash).toBe('');

    summary.focus();
    await userEvent.tab();
    await expect(within(summary).getByRole('link', { name: 'Please enter your name.' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  },
};

/** A message about the whole form (a failed send), announced as an alert; links inside stay links. */
const formAlertMessage = () => (
  <FormAlert>
    Failed to send message. Please try again or contact us directly at <a href="mailto:sales@ionvale.example">sales@ionvale.example</a>
  </FormAlert>
);

export const FormAlertMessage: Story = {
  name: 'Form alert',
  tags: ['dev'],
  parameters: snippet({ render: formAlertMessage }),
  render: formAlertMessage,
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to send message. Please try again or contact us directly at sales@ionvale.example');
    await expect(within(alert).getByRole('link', { name: 'sales@ionvale.example' })).toHaveAttribute('href', 'mailto:sales@ionvale.example');
    await userEvent.tab();
    await expect(within(alert).getByRole('link')).toHaveFocus();
  },
};

/** Disabled controls are skipped by Tab and look it. */
export const Disabled: Story = {
  tags: ['dev'],
  args: { label: 'Product', children: <Input name="product" disabled defaultValue="ICP-RIE" /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Product' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};
