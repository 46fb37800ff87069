import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@company/ui';
import { Section } from '~/components/page';
import type { CataloguePage } from '~/content/pages/catalogue';

/** The buyers' questions, one open at a time; the same list is the page's FAQPage structured data. */
export function CatalogueFaq({ copy }: { copy: CataloguePage['faq'] }) {
  return (
    <Section title={copy.title}>
      <Accordion type="single" collapsible className="max-w-4xl">
        {copy.items.map((item) => (
          <AccordionItem key={item.question} value={item.question}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </Section>
  );
}
