/**
 * Every interactive component in every state at once, for Foundations/Interactive states. A pointer
 * or keyboard can only put one element in one state at a time, so the states are forced: each
 * `:hover`, `:focus-visible` and `:active` rule of the page's stylesheets gets a twin that also
 * applies inside a `force-hover` (…) box. The components' own classes draw every state, so what is
 * shown is exactly what a visitor sees.
 */
import * as React from 'react';
import type { ReactNode } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../primitives/accordion/accordion';
import { Button } from '../primitives/button/button';
import { Checkbox, Field, Input, Select, Textarea } from '../primitives/form-field/form-field';
import { Tabs, TabsList, TabsTrigger } from '../primitives/tabs/tabs';
import { ProductCard } from '../patterns/product-card/product-card';

const PSEUDO_CLASS = /(?<!\\):(hover|focus-visible|active)\b/g;
const forcedSheets = new WeakSet<CSSStyleSheet>();

type RuleParent = CSSStyleSheet | CSSGroupingRule | CSSStyleRule;

/** Adds, after every rule that uses one of the pseudo-classes, its twin for the forcing boxes. */
function addForcedTwins(parent: RuleParent) {
  const rules = [...parent.cssRules];
  for (let index = rules.length - 1; index >= 0; index--) {
    const rule = rules[index]!;
    if (rule instanceof CSSStyleRule) {
      if (rule.cssRules.length) addForcedTwins(rule);
      const selector = rule.selectorText;
      if (!PSEUDO_CLASS.test(selector)) continue;
      PSEUDO_CLASS.lastIndex = 0;
      const forced = selector.replace(PSEUDO_CLASS, (_, state: string) => `:is(.force-${state}, .force-${state} *)`);
      const text = rule.cssText;
      try {
        parent.insertRule(`${forced} ${text.slice(text.indexOf('{'))}`, index + 1);
      } catch {
        // A rule the browser cannot take back (an unknown nested form) is left as it is.
      }
    } else if ('cssRules' in rule) {
      addForcedTwins(rule as CSSGroupingRule);
    }
  }
}

function useForcedStates() {
  React.useLayoutEffect(() => {
    for (const sheet of document.styleSheets) {
      if (forcedSheets.has(sheet)) continue;
      forcedSheets.add(sheet);
      try {
        addForcedTwins(sheet);
      } catch {
        // A stylesheet from another origin cannot be read; the library's own are same-origin.
      }
    }
  }, []);
}

const STATES = ['Default', 'Hover', 'Focus visible', 'Pressed', 'Disabled', 'Busy', 'Error'] as const;
type State = (typeof STATES)[number];

const FORCED: Partial<Record<State, string>> = {
  Hover: 'force-hover',
  'Focus visible': 'force-focus-visible',
  Pressed: 'force-hover force-active',
};

/** `forced`: the class that forces the state; a family puts it around the part that shows it. */
type Family = { name: string; note: string; ownBox?: boolean; tileWidth?: string; render: (state: State, forced?: string) => ReactNode | null };

const FAMILIES: Family[] = [
  {
    name: 'Button, primary',
    note: 'Busy: the label says what is happening and the button ignores presses (aria-disabled).',
    render: (state) =>
      state === 'Error' ? null : (
        <Button disabled={state === 'Disabled'} aria-disabled={state === 'Busy' || undefined}>
          {state === 'Busy' ? 'Sending…' : 'Send Message'}
        </Button>
      ),
  },
  {
    name: 'Button, secondary',
    note: '',
    render: (state) =>
      state === 'Error' || state === 'Busy' ? null : (
        <Button variant="secondary" disabled={state === 'Disabled'}>
          Download Brochure
        </Button>
      ),
  },
  {
    name: 'Dialog actions',
    note: 'The primary action (showing the state) and a ghost Cancel, as at the foot of a dialog.',
    tileWidth: '16rem',
    ownBox: true,
    render: (state, forced) =>
      state === 'Error' ? null : (
        <span style={{ display: 'inline-flex', gap: '0.5rem' }}>
          <Button variant="ghost" disabled={state === 'Disabled' || state === 'Busy'}>
            Cancel
          </Button>
          <span className={forced} style={{ display: 'contents' }}>
            <Button disabled={state === 'Disabled'} aria-disabled={state === 'Busy' || undefined}>
              {state === 'Busy' ? 'Submitting…' : 'Submit Request'}
            </Button>
          </span>
        </span>
      ),
  },
  {
    name: 'Text field',
    note: 'Error: a thicker red edge and the message under the field, tied to it.',
    render: (state) =>
      state === 'Busy' ? null : (
        <Field label="Email" error={state === 'Error' ? 'Please enter an email address.' : undefined}>
          <Input defaultValue={state === 'Default' ? '' : 'ada@lab'} disabled={state === 'Disabled'} />
        </Field>
      ),
  },
  {
    name: 'Select',
    note: '',
    render: (state) =>
      state === 'Busy' ? null : (
        <Field label="Topic" error={state === 'Error' ? 'Please choose a topic.' : undefined}>
          <Select placeholder="Choose a topic" disabled={state === 'Disabled'} defaultValue="">
            <option value="quote">A quote</option>
          </Select>
        </Field>
      ),
  },
  {
    name: 'Textarea',
    note: '',
    render: (state) =>
      state === 'Busy' ? null : (
        <Field label="Message" error={state === 'Error' ? 'Please enter a message.' : undefined}>
          <Textarea rows={2} disabled={state === 'Disabled'} />
        </Field>
      ),
  },
  {
    name: 'Checkbox',
    note: '',
    render: (state) =>
      state === 'Busy' ? null : (
        <Checkbox
          label="Send me the newsletter"
          disabled={state === 'Disabled'}
          error={state === 'Error' ? 'Please agree to continue.' : undefined}
        />
      ),
  },
  {
    name: 'Tab',
    note: 'The first tab is the chosen one; the second shows the state.',
    tileWidth: '12rem',
    ownBox: true,
    render: (state, forced) =>
      state === 'Busy' || state === 'Error' ? null : (
        <Tabs defaultValue="overview">
          <TabsList aria-label={`Tabs, ${state}`}>
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <span className={forced} style={{ display: 'contents' }}>
              <TabsTrigger value="specs" disabled={state === 'Disabled'}>
                Specs
              </TabsTrigger>
            </span>
          </TabsList>
        </Tabs>
      ),
  },
  {
    name: 'Accordion',
    note: '',
    tileWidth: '13rem',
    render: (state) =>
      state === 'Busy' || state === 'Error' ? null : (
        <Accordion type="single" collapsible style={{ width: '100%' }}>
          <AccordionItem value="one">
            <AccordionTrigger disabled={state === 'Disabled'}>What gases can it run?</AccordionTrigger>
            <AccordionContent>O₂, CF₄, SF₆ and Ar.</AccordionContent>
          </AccordionItem>
        </Accordion>
      ),
  },
  {
    name: 'Link (product card)',
    tileWidth: '15rem',
    note: 'The whole card is the link: hover underlines the name, focus outlines the card.',
    render: (state) =>
      state === 'Busy' || state === 'Error' || state === 'Disabled' ? null : (
        <ProductCard
          name="ICP-RIE Etcher"
          category="Etching"
          summary="Anisotropic etching of Si, SiO₂ and III-V."
          href="#"
          figures={['RF 300–1000 W']}
          headingLevel="h3"
        />
      ),
  },
];

/** Each family in a row of tiles, one per state it has, wrapping to the width of the page. */
export function StatesOverview() {
  useForcedStates();
  return (
    <div>
      {FAMILIES.map((family) => (
        <section key={family.name} aria-label={family.name} style={{ padding: '1.25rem 0', borderBottom: '1px solid var(--ui-color-border)' }}>
          <h3 style={{ margin: 0, fontSize: '1rem', fontWeight: 700 }}>{family.name}</h3>
          {family.note ? <p style={{ margin: '0.25rem 0 0', color: 'var(--ui-color-text-muted)', fontSize: '0.875rem' }}>{family.note}</p> : null}
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: `repeat(auto-fill, minmax(${family.tileWidth ?? '10rem'}, 1fr))`,
              gap: '1rem',
              marginTop: '0.75rem',
            }}
          >
            {STATES.map((state) => {
              const content = family.render(state, FORCED[state]);
              if (!content) return null;
              return (
                <figure key={state} style={{ margin: 0 }}>
                  <figcaption
                    style={{
                      fontSize: '0.75rem',
                      fontWeight: 600,
                      color: 'var(--ui-color-text-muted)',
                      textTransform: 'uppercase',
                      letterSpacing: '0.04em',
                      marginBottom: '0.5rem',
                    }}
                  >
                    {state}
                  </figcaption>
                  <div className={family.ownBox ? undefined : FORCED[state]} inert style={{ display: 'flex', alignItems: 'flex-start' }}>
                    {content}
                  </div>
                </figure>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
