import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../primitives/button/button';
import { ComparisonTable } from '../primitives/comparison-table/comparison-table';
import { KeyFigures, type KeyFigure } from '../primitives/key-figures/key-figures';
import { SpecTable, type SpecRow } from '../primitives/spec-table/spec-table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/tabs/tabs';
import { CookieBanner } from './cookie-banner/cookie-banner';
import { MegaMenu, type MegaMenuData } from './mega-menu/mega-menu';
import { ProductCard } from './product-card/product-card';
import { QuoteDialog, type QuoteRequestValues } from './quote-dialog/quote-dialog';
import type { FormSchema } from '../lib/schema-form';

/** A schema that accepts what it is given: the dialog is shown here, never sent. */
const acceptAll: FormSchema<QuoteRequestValues> = {
  '~standard': { version: 1, vendor: 'story', validate: (value) => ({ value: value as QuoteRequestValues }) },
};

/**
 * The components with another language's texts on a 320 px phone: German, whose compounds are longer
 * than a chip, a cell or a button is wide, and Chinese, which breaks between characters. The page's
 * `lang` is set as a host sets it, on `html`, so the dialog (rendered at the end of the body) has it too.
 */
type Language = {
  lang: string;
  card: { name: string; category: string; summary: string; figures: string[]; action: string; keyFigures: string };
  button: string;
  tabs: string[];
  menu: MegaMenuData;
  spec: { caption: string; parameter: string; value: string; rows: SpecRow[] };
  comparison: { caption: string; columns: string[]; rows: Array<{ label: string; values: string[] }>; highlight: string };
  figures: KeyFigure[];
  cookies: { title: string; accept: string; reject: string; body: string };
  dialog: { title: string; productName: string };
};

const german: Language = {
  lang: 'de',
  card: {
    name: 'Hochdichteplasmaätzanlage ICP-RIE',
    category: 'Trockenätzverfahren',
    summary: 'Induktiv gekoppeltes Plasmaätzen mit unabhängiger Regelung von Plasmadichte und Ionenenergie.',
    figures: ['Helium-Rückseitenkühlung', 'Prozesskammerreinigungsintervall', '1000-3000 W Hochfrequenzgeneratorleistung', '-70 bis 200 °C'],
    action: 'Einzelheiten ansehen',
    keyFigures: 'Kennzahlen',
  },
  button: 'Prozesskammerreinigungsintervall anfragen',
  tabs: ['Prozesskammerreinigungsintervall', 'Hochfrequenzgeneratorleistung', 'Helium-Rückseitenkühlung'],
  menu: {
    label: 'Produktübersicht',
    columns: [
      {
        heading: 'Trockenätzanlagen',
        links: [
          { label: 'Hochdichteplasmaätzanlage', href: '/produkte/icp', description: 'Tiefenätzung mit Helium-Rückseitenkühlung' },
          { label: 'Parallelplattenreaktor', href: '/produkte/rie', description: 'Hochfrequenzgeneratorleistung bis 600 W' },
        ],
      },
      {
        heading: 'Schichtabscheidungsanlagen',
        links: [{ label: 'Atomlagenabscheidung', href: '/produkte/ald', description: 'Prozesskammerreinigungsintervall nach 500 Zyklen' }],
      },
    ],
    actions: [{ label: 'Anwendungstechnikerberatung', href: '/kontakt' }],
  },
  spec: {
    caption: 'Technische Daten',
    parameter: 'Prozessparameterbezeichnung',
    value: 'Spezifikationswert',
    rows: [
      { parameter: 'Hochfrequenzgeneratorleistung', value: '1000-3000 W' },
      { parameter: 'Prozesskammerreinigungsintervall', value: 'Wartungsintervallverlängerung nach 500 Betriebsstunden' },
      { parameter: 'Helium-Rückseitenkühlung', value: 'Substrattemperaturregelung -70 bis 200 °C' },
    ],
  },
  comparison: {
    caption: 'Anlagenvergleich',
    columns: ['Leistungsmerkmal', 'Parallelplattenreaktor', 'Hochdichteplasmaätzanlage'],
    rows: [
      { label: 'Hochfrequenzgeneratorleistung', values: ['300-600 W', '1000-3000 W'] },
      { label: 'Helium-Rückseitenkühlung', values: ['nicht verfügbar', 'Serienausstattung'] },
      { label: 'Prozesskammerreinigungsintervall', values: ['Wöchentlich', 'Betriebsstundenabhängig'] },
    ],
    highlight: 'Empfehlung',
  },
  figures: [
    { value: '1000-3000 W', label: 'Hochfrequenzgeneratorleistung' },
    { value: '500 h', label: 'Prozesskammerreinigungsintervall' },
    { value: '-70 bis 200 °C', label: 'Substrattemperaturregelbereich' },
  ],
  cookies: {
    title: 'Datenschutzeinstellungen',
    accept: 'Alle akzeptieren',
    reject: 'Alle ablehnen',
    body: 'Wir verwenden Analysewerkzeuge zur Reichweitenmessung. Einzelheiten in der Datenschutzerklärung.',
  },
  dialog: { title: 'Angebotsanfrage: Hochdichteplasmaätzanlage', productName: 'Hochdichteplasmaätzanlage' },
};

const chinese: Language = {
  lang: 'zh-CN',
  card: {
    name: 'ICP-RIE 高密度等离子体刻蚀系统',
    category: '干法刻蚀',
    summary: '电感耦合等离子体刻蚀，可独立控制等离子体密度和离子能量，适用于深槽和高深宽比结构。',
    figures: ['氦气背面冷却', '工艺腔室清洁周期', '1000-3000 W 射频电源功率', '-70 至 200 °C'],
    action: '查看详情',
    keyFigures: '关键参数',
  },
  button: '申请工艺腔室清洁周期评估报价',
  tabs: ['工艺腔室清洁周期', '射频发生器功率', '氦气背面冷却'],
  menu: {
    label: '产品',
    columns: [
      {
        heading: '刻蚀设备',
        links: [
          { label: '高密度等离子体刻蚀系统', href: '/zh/products/icp', description: '配备氦气背面冷却的深硅刻蚀' },
          { label: '平行板反应离子刻蚀', href: '/zh/products/rie', description: '射频功率最高 600 W' },
        ],
      },
      { heading: '薄膜沉积设备', links: [{ label: '原子层沉积', href: '/zh/products/ald', description: '每 500 个循环清洁一次工艺腔室' }] },
    ],
    actions: [{ label: '咨询应用工程师', href: '/zh/contact' }],
  },
  spec: {
    caption: '技术参数',
    parameter: '参数',
    value: '规格',
    rows: [
      { parameter: '射频发生器功率', value: '1000-3000 W' },
      { parameter: '工艺腔室清洁周期', value: '运行 500 小时后延长维护间隔' },
      { parameter: '氦气背面冷却', value: '基片温度控制 -70 至 200 °C' },
    ],
  },
  comparison: {
    caption: '设备比较',
    columns: ['性能特点', '平行板反应离子刻蚀', '高密度等离子体刻蚀系统'],
    rows: [
      { label: '射频发生器功率', values: ['300-600 W', '1000-3000 W'] },
      { label: '氦气背面冷却', values: ['不提供', '标准配置'] },
      { label: '工艺腔室清洁周期', values: ['每周', '按运行小时'] },
    ],
    highlight: '推荐',
  },
  figures: [
    { value: '1000-3000 W', label: '射频发生器功率' },
    { value: '500 h', label: '工艺腔室清洁周期' },
    { value: '-70 至 200 °C', label: '基片温度范围' },
  ],
  cookies: { title: '隐私设置', accept: '全部接受', reject: '全部拒绝', body: '我们使用分析工具统计访问量。详情请参阅隐私政策。' },
  dialog: { title: '报价申请：高密度等离子体刻蚀系统', productName: '高密度等离子体刻蚀系统' },
};

function Showcase({ language }: { language: Language }) {
  const { card, spec, comparison, cookies, dialog } = language;
  // Open from the start; the check closes it at the end, so the screenshot shows the components under it.
  const [dialogOpen, setDialogOpen] = React.useState(true);
  return (
    <div className="ui:space-y-8 ui:p-4">
      <CookieBanner open onChoice={fn()} title={cookies.title} messages={{ accept: cookies.accept, reject: cookies.reject }}>
        <p>{cookies.body}</p>
      </CookieBanner>
      <MegaMenu menu={language.menu} mode="mobile" open onOpenChange={fn()} />
      <ProductCard
        name={card.name}
        category={card.category}
        summary={card.summary}
        href="/produkte/icp"
        figures={card.figures}
        messages={{ action: card.action, keyFigures: card.keyFigures }}
      />
      <Button size="lg">{language.button}</Button>
      <Tabs defaultValue={language.tabs[0]}>
        <TabsList>
          {language.tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {language.tabs.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {tab}
          </TabsContent>
        ))}
      </Tabs>
      <SpecTable caption={spec.caption} parameterHeading={spec.parameter} valueHeading={spec.value} rows={spec.rows} />
      <ComparisonTable
        caption={comparison.caption}
        columns={comparison.columns}
        rows={comparison.rows}
        highlightColumn={2}
        highlightLabel={comparison.highlight}
      />
      <KeyFigures items={language.figures} />
      <QuoteDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        productName={dialog.productName}
        title={dialog.title}
        schema={acceptAll}
        onSubmit={fn(async () => 'ok')}
      />
    </div>
  );
}

const LIBRARY = '[data-slot], [class*="ui:"]';

/**
 * Every box of the library that holds text itself (a chip, a cell, a button, a tab, a link's label, a
 * heading) and whose content is wider than the box, with what it measured. Boxes without text of their
 * own are left to the page-width check: a menu link bleeds past its list on purpose (its hover fill lines
 * up with the text). A scroll container scrolls and a clipping box hides on purpose (the screen-reader-only
 * text), so only boxes that let content spill are measured.
 */
function overflowingBoxes(): string[] {
  const found: string[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    if (!(element instanceof HTMLElement) || !element.closest(LIBRARY) || !element.checkVisibility()) continue;
    const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    const style = getComputedStyle(element);
    if (!ownText || style.display === 'inline' || style.display === 'contents' || style.overflowX !== 'visible') continue;
    if (element.scrollWidth > element.clientWidth + 1) {
      const name = element.getAttribute('data-slot') ?? element.tagName.toLowerCase();
      found.push(`${name} "${(element.textContent ?? '').trim().slice(0, 40)}": ${element.scrollWidth} px of content in ${element.clientWidth} px`);
    }
  }
  return found;
}

/** The library's visible boxes whose right edge is past the screen's (outside a container that scrolls). */
function pastTheScreen(): string[] {
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    if (!(element instanceof HTMLElement) || !element.closest(LIBRARY) || !element.checkVisibility()) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.right <= width + 1) continue;
    let scroller = element.parentElement;
    while (scroller && !['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
    if (scroller && scroller !== document.body && scroller !== document.documentElement) continue;
    found.push(
      `${element.getAttribute('data-slot') ?? element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}": right edge at ${Math.round(box.right)} px`,
    );
  }
  return found;
}

async function expectEverythingFits(language: Language) {
  // The dialog and the menu's panel are open; the menu loads its Radix parts first.
  // The open dialog hides the rest of the page from the accessibility tree, so the link is found by its text.
  await waitFor(() => expect(screen.getAllByText(language.menu.columns[0]!.links[0]!.label)[0]).toBeVisible());
  await expect(screen.getByRole('dialog', { name: language.dialog.title })).toBeVisible();
  await expect(document.documentElement.lang).toBe(language.lang);
  await expect(overflowingBoxes()).toEqual([]);
  await expect(pastTheScreen()).toEqual([]);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  // The phone's width: the checks above are about a 320 px screen.
  await expect(window.innerWidth).toBe(320);
}

/** Closes the dialog, and checks the components it covered once more. */
async function closeDialogAndCheckAgain() {
  // Its × button: Escape goes to the topmost layer, which may be the menu opened alongside it.
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expect(overflowingBoxes()).toEqual([]);
  await expect(pastTheScreen()).toEqual([]);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
}

const meta = {
  title: 'Tests/Languages',
  component: Showcase,
  // Checks that `npm test` runs, not a designer's view: out of the sidebar and the docs (see other stories' 'dev').
  tags: ['!autodocs', '!dev', 'languages'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: async ({ args }) => {
    const previous = document.documentElement.lang;
    document.documentElement.lang = args.language.lang;
    return () => {
      document.documentElement.lang = previous;
    };
  },
} satisfies Meta<typeof Showcase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** German compounds in chips, buttons, tabs, the menu, table headers, figures, the banner and the dialog's title. */
export const German: Story = {
  args: { language: german },
  play: async () => {
    await expectEverythingFits(german);
    await closeDialogAndCheckAgain();
  },
};

/** Simplified Chinese: lines break between characters, and by the strict rules (no line starts with a full stop). */
export const Chinese: Story = {
  args: { language: chinese },
  play: async () => {
    await expectEverythingFits(chinese);
    const cell = screen.getByRole('dialog').querySelector('h2')!;
    await expect(getComputedStyle(cell).lineBreak).toBe('strict');
    await expect(getComputedStyle(cell).wordBreak).toBe('normal');
    await closeDialogAndCheckAgain();
  },
};
