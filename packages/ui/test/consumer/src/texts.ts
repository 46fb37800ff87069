/* eslint-disable @typescript-eslint/ban-ts-comment -- The workspace's type check runs before the library is
   built, when '@company/ui' has no declarations yet; consumer.test.ts type-checks this app against the
   packed package, without the next line. */
// @ts-nocheck
/*
 * Every text of every component on the other teams' pages (hosts.html), in German and in Chinese. Each
 * `messages` object is typed as the whole set, and the validation messages as one per code of the lead
 * API, so a text or a rule the library or the API adds later fails this app's type check until it is
 * translated.
 */
import type { ValidationCode } from '@company/lead-client/schemas';
import type {
  BotChallengeMessages,
  ContactFormMessages,
  CookieBannerMessages,
  DonutSegment,
  GatedDownloadDialogMessages,
  MegaMenuData,
  ProductCardMessages,
  QuoteDialogMessages,
  SiteFooterMessages,
  SiteHeaderItem,
  SiteHeaderMessages,
  SpecRow,
  ValidationMessage,
} from '@company/ui';
import { cookieMessages, cookieText, headerMessages, quoteMessages, specTable } from './content';

export type Lang = 'de' | 'zh';

/**
 * Where the localised page's forms post to (the contact form's address answers with a refusal naming
 * its fields), and the bot challenge's stand-in scripts: one that defines nothing, one the test holds.
 */
export const localisedEndpoints = {
  contact: '/api/contact-refused',
  quote: (lang: Lang) => `/api/quote-${lang}`,
  brokenChallenge: '/broken-turnstile.js',
  heldChallenge: '/held-turnstile.js',
};

/** The lead API's rules (and its refusals) in the page's words. */
type CodedMessages = Record<
  ValidationCode | 'verification_failed' | 'verification_unavailable' | 'not_ready' | 'storage_full' | 'server_error',
  ValidationMessage
>;

export type Texts = {
  lang: Lang;
  header: SiteHeaderMessages;
  navigation: (requestQuote: () => void) => SiteHeaderItem[];
  productsMenu: (requestQuote: () => void) => MegaMenuData;
  quoteAction: string;
  cookie: CookieBannerMessages;
  cookieText: { before: string; link: string; after: string };
  productName: string;
  quote: QuoteDialogMessages;
  contact: ContactFormMessages;
  gated: GatedDownloadDialogMessages;
  intentOptions: string[];
  footer: SiteFooterMessages;
  footerData: {
    brand: { name: string; description: string };
    socialLabel: string;
    columns: Array<{ heading: string; links: Array<{ label: string; href: string }> }>;
    copyright: string;
    reopenCookies: string;
  };
  productCard: ProductCardMessages;
  cards: Array<{ name: string; category: string; summary: string; href: string; figures: string[] }>;
  botChallenge: BotChallengeMessages;
  spec: { caption: string; parameterHeading: string; valueHeading: string; rows: SpecRow[] };
  steps: Array<{ title: string; body: string }>;
  accordion: Array<{ value: string; title: string; body: string }>;
  donut: { title: string; labelHeading: string; valueHeading: string; segments: DonutSegment[] };
  comparison: { caption: string; columns: string[]; rows: Array<{ label: string; values: string[] }>; highlightLabel: string };
  keyFigures: Array<{ value: string; label: string }>;
  tabs: { label: string; items: Array<{ value: string; title: string; body: string }> };
  ctaBand: { title: string; body: string; primary: string };
  floatingAction: string;
  page: { requestQuote: string; download: string; challengeHeading: string; closeDialog: string };
  webinar: {
    formLabel: string;
    name: string;
    email: string;
    session: string;
    sessionPlaceholder: string;
    sessions: Array<{ value: string; label: string }>;
    requiredNote: string;
    errorPrefix: string;
    errors: { required: string; invalid: string; verification: string };
    submit: string;
    busy: string;
    busyAnnouncement: string;
    successAnnouncement: string;
    successTitle: string;
  };
  validation: CodedMessages;
  /** What the stand-in server answers, in the page's language. */
  replies: { contact: string; quote: string };
};

const de: Texts = {
  lang: 'de',
  header: headerMessages,
  navigation: (requestQuote) => [
    { label: 'Startseite', href: '/' },
    { label: 'Produkte', activeFor: ['/produkte'], menu: de.productsMenu(requestQuote) },
    { label: 'Über uns', href: '/ueber-uns' },
    { label: 'Kontakt', href: '/kontakt' },
  ],
  productsMenu: (requestQuote) => ({
    label: 'Produkte',
    columns: [
      { heading: 'Ätzen', links: [{ label: 'ICP-RIE-Ätzanlage', href: '/produkte/icp-rie' }] },
      { heading: 'Abscheidung', links: [{ label: 'PECVD-Anlage', href: '/produkte/pecvd' }] },
    ],
    actions: [
      { label: 'Alle Produkte', href: '/produkte' },
      { label: 'Angebot anfordern', onSelect: requestQuote },
    ],
  }),
  quoteAction: 'Angebot anfordern',
  cookie: cookieMessages,
  cookieText,
  productName: 'ICP-RIE-Ätzanlage',
  quote: quoteMessages,
  contact: {
    name: 'Vor- und Zuname',
    email: 'E-Mail-Adresse',
    phone: 'Telefon',
    organization: 'Organisation',
    message: 'Nachricht',
    errorPrefix: 'Fehler: ',
    verificationLabel: 'Sicherheitsprüfung',
    verificationLoading: 'Sicherheitsprüfung wird geladen …',
    verificationFailed: 'Die Sicherheitsprüfung konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung.',
    verificationRetry: 'Erneut versuchen',
    formLabel: 'Kontaktformular',
    requiredNote: 'Pflichtfeld',
    requiredError: 'Bitte füllen Sie die Pflichtfelder aus.',
    invalidError: 'Bitte korrigieren Sie die markierten Felder.',
    verification: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
    submit: 'Nachricht senden',
    busy: 'Wird gesendet …',
    busyAnnouncement: 'Ihre Nachricht wird gesendet.',
    failure: 'Die Nachricht konnte nicht gesendet werden. Schreiben Sie uns direkt an',
    successTitle: 'Nachricht gesendet',
    sendAnother: 'Weitere Nachricht senden',
  },
  gated: {
    verificationLabel: 'Sicherheitsprüfung',
    verificationLoading: 'Sicherheitsprüfung wird geladen …',
    verificationFailed: 'Die Sicherheitsprüfung konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung.',
    verificationRetry: 'Erneut versuchen',
    title: 'Datenblatt herunterladen',
    description: 'Ein paar Angaben zu Ihnen, dann beginnt der Download.',
    formLabel: 'Ihre Angaben',
    fullName: 'Vor- und Zuname',
    email: 'Geschäftliche E-Mail-Adresse',
    organization: 'Organisation',
    jobTitle: 'Position',
    researchAreas: 'Forschungsgebiete',
    researchAreasHint: 'Zum Beispiel: MEMS, Photonik, 2D-Materialien.',
    intent: 'Was führt Sie zu uns?',
    intentPlaceholder: 'Bitte wählen',
    marketingOptIn: 'Senden Sie mir gelegentlich Anwendungshinweise (ein- bis zweimal im Monat). Abmeldung jederzeit möglich.',
    privacyNote: 'Wir verwenden diese Angaben, um Ihnen das Dokument zu senden und Ihr Interesse weiterzuverfolgen.',
    privacyLinkIntro: 'Siehe unsere',
    privacyLink: 'Datenschutzerklärung',
    requiredNote: 'Pflichtfeld',
    requiredError: 'Bitte füllen Sie alle Pflichtfelder aus.',
    invalidError: 'Bitte korrigieren Sie die markierten Felder.',
    verification: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
    submit: 'Jetzt herunterladen',
    busy: 'Wird gesendet …',
    busyAnnouncement: 'Wird gesendet.',
    errorPrefix: 'Fehler: ',
    closeLabel: 'Schließen',
  },
  intentOptions: ['Kaufabsicht', 'Technologien vergleichen', 'Weiterbildung'],
  footer: { email: 'E-Mail', phone: 'Dringende Anfragen', social: 'Soziale Medien' },
  footerData: {
    brand: { name: 'Ionvale Systems', description: 'Anlagen zum Plasmaätzen und zur Dünnschichtabscheidung für Forschungslabore.' },
    socialLabel: 'Ionvale Systems auf Video',
    columns: [
      { heading: 'Produkte', links: [{ label: 'ICP-RIE-Ätzanlage', href: '/produkte/icp-rie' }] },
      { heading: 'Unternehmen', links: [{ label: 'Über uns', href: '/ueber-uns' }] },
    ],
    copyright: '© Ionvale Systems',
    reopenCookies: 'Cookie-Einstellungen',
  },
  productCard: { action: 'Details ansehen', keyFigures: 'Kennzahlen' },
  cards: [
    {
      name: 'ICP-RIE-Ätzanlage',
      category: 'Ätzen',
      summary: 'Anisotropes Ätzen von Si, SiO₂ und III-V-Halbleitern auf Wafern bis 200 mm.',
      href: '/produkte/icp-rie',
      figures: ['bis 200 mm', '1000–3000 W ICP', '< 5 × 10⁻⁶ mbar'],
    },
  ],
  botChallenge: {
    label: 'Sicherheitsprüfung',
    loading: 'Sicherheitsprüfung wird geladen …',
    failed: 'Die Sicherheitsprüfung konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung.',
    retry: 'Erneut versuchen',
  },
  spec: specTable,
  steps: [
    { title: 'Anfrage', body: 'Sie beschreiben Ihren Prozess und Ihre Substrate.' },
    { title: 'Prozesstest', body: 'Wir ätzen Ihre Probe im Applikationslabor.' },
  ],
  accordion: [
    { value: 'service', title: 'Wartung', body: 'Wartung und Ersatzteile aus Deutschland.' },
    { value: 'training', title: 'Schulung', body: 'Einweisung an der Anlage.' },
  ],
  donut: {
    title: 'Anlagen nach Anwendung',
    labelHeading: 'Anwendung',
    valueHeading: 'Anteil',
    segments: [
      { label: 'Ätzen', value: 55 },
      { label: 'Abscheidung', value: 45 },
    ],
  },
  comparison: {
    caption: 'RIE und ICP-RIE im Vergleich',
    columns: ['Kriterium', 'RIE', 'ICP-RIE'],
    rows: [
      { label: 'Ätzrate SiO₂', values: ['50 nm/min', '300 nm/min'] },
      { label: 'Plasmadichte', values: ['10⁹ cm⁻³', '10¹¹ cm⁻³'] },
    ],
    highlightLabel: 'Empfohlen',
  },
  keyFigures: [
    { value: '200 mm', label: 'größter Wafer' },
    { value: '3000 W', label: 'ICP-Leistung' },
  ],
  tabs: {
    label: 'Prozesse',
    items: [
      { value: 'si', title: 'Silizium', body: 'Bosch-Prozess mit SF₆ und C₄F₈.' },
      { value: 'sio2', title: 'Siliziumdioxid', body: 'CHF₃/Ar bei niedrigem Druck.' },
    ],
  },
  ctaBand: { title: 'Prozess testen lassen?', body: 'Schicken Sie uns Ihre Probe.', primary: 'Probe einsenden' },
  floatingAction: 'Vertrieb kontaktieren',
  page: {
    requestQuote: 'Angebot für die ICP-RIE anfordern',
    download: 'Datenblatt anfordern',
    challengeHeading: 'Sicherheitsprüfung',
    closeDialog: 'Schließen',
  },
  webinar: {
    formLabel: 'Anmeldung zum Webinar',
    name: 'Ihr Name',
    email: 'E-Mail-Adresse',
    session: 'Termin',
    sessionPlaceholder: 'Termin wählen',
    sessions: [
      { value: 'di-10', label: 'Dienstag, 10:00 Uhr' },
      { value: 'do-16', label: 'Donnerstag, 16:00 Uhr' },
    ],
    requiredNote: 'Pflichtfeld',
    errorPrefix: 'Fehler: ',
    errors: {
      required: 'Bitte füllen Sie die Pflichtfelder aus.',
      invalid: 'Bitte korrigieren Sie die markierten Felder.',
      verification: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
    },
    submit: 'Jetzt anmelden',
    busy: 'Wird angemeldet …',
    busyAnnouncement: 'Sie werden angemeldet.',
    successAnnouncement: 'Sie sind angemeldet.',
    successTitle: 'Sie sind angemeldet.',
  },
  validation: {
    required: ({ field }) => (field === 'name' || field === 'fullName' ? 'Bitte geben Sie Ihren Namen an.' : 'Bitte füllen Sie dieses Feld aus.'),
    too_long: ({ params }) => `Bitte höchstens ${String(params?.max)} Zeichen.`,
    too_many: ({ params }) => `Bitte höchstens ${String(params?.max)} Einträge.`,
    one_line: 'Bitte ohne Zeilenumbruch.',
    invisible_characters: 'Bitte entfernen Sie die unsichtbaren Steuerzeichen.',
    invalid_characters: 'Bitte entfernen Sie die ungültigen Zeichen.',
    email_invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    choice_invalid: 'Bitte wählen Sie eine der Möglichkeiten.',
    number_invalid: 'Bitte wählen Sie einen gültigen Wert.',
    type_invalid: 'Bitte senden Sie einen gültigen Wert.',
    keys_invalid: 'Diese Angaben werden nicht angenommen.',
    configuration_unknown: 'Diese Konfiguration bieten wir nicht an.',
    invalid: 'Bitte prüfen Sie diese Angabe.',
    verification_failed: 'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    verification_unavailable: 'Die Sicherheitsprüfung antwortet nicht. Bitte versuchen Sie es gleich noch einmal.',
    not_ready: 'Der Dienst startet gerade. Bitte versuchen Sie es gleich noch einmal.',
    storage_full: 'Wir können gerade keine Anfragen annehmen. Bitte schreiben Sie uns eine E-Mail.',
    server_error: 'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es gleich noch einmal.',
  },
  replies: { contact: 'Danke. Wir melden uns innerhalb eines Werktags.', quote: 'Danke. Ihre Referenz: IV-DE-0042.' },
};

const zh: Texts = {
  lang: 'zh',
  header: { menu: '菜单', navigation: '主导航' },
  navigation: (requestQuote) => [
    { label: '首页', href: '/' },
    { label: '产品', activeFor: ['/produkte'], menu: zh.productsMenu(requestQuote) },
    { label: '关于我们', href: '/ueber-uns' },
    { label: '联系我们', href: '/kontakt' },
  ],
  productsMenu: (requestQuote) => ({
    label: '产品',
    columns: [
      { heading: '刻蚀', links: [{ label: 'ICP-RIE 刻蚀机', href: '/produkte/icp-rie' }] },
      { heading: '沉积', links: [{ label: 'PECVD 设备', href: '/produkte/pecvd' }] },
    ],
    actions: [
      { label: '全部产品', href: '/produkte' },
      { label: '索取报价', onSelect: requestQuote },
    ],
  }),
  quoteAction: '索取报价',
  cookie: { title: '本网站的 Cookie', accept: '全部接受', reject: '全部拒绝' },
  cookieText: { before: '我们仅在您同意后使用 Cookie。详情请见我们的', link: '隐私政策', after: '。' },
  productName: 'ICP-RIE 刻蚀机',
  quote: {
    name: '姓名',
    email: '电子邮箱',
    phone: '电话',
    organization: '单位',
    message: '留言',
    errorPrefix: '错误：',
    verificationLabel: '人机验证',
    verificationLoading: '正在加载验证…',
    verificationFailed: '验证无法加载。请检查网络连接后重试。',
    verificationRetry: '重试',
    title: '索取报价：{productName}',
    description: '请介绍您的应用，我们将在一个工作日内回复。',
    formLabel: '报价申请',
    messagePlaceholder: '应用、材料、晶圆尺寸、时间计划……',
    requiredNote: '必填',
    requiredError: '请填写必填项。',
    invalidError: '请更正标出的字段。',
    verification: '请完成人机验证。',
    submit: '提交申请',
    busy: '正在提交…',
    busyAnnouncement: '正在发送您的申请。',
    successTitle: '申请已发送',
    downloadBrochure: '下载产品手册',
    viewAllProducts: '查看全部产品',
    failedEmpty: '发送失败',
    failedUnknown: '表单无法提交。',
    closeLabel: '关闭',
  },
  contact: {
    name: '姓名',
    email: '电子邮箱',
    phone: '电话',
    organization: '单位',
    message: '留言',
    errorPrefix: '错误：',
    verificationLabel: '人机验证',
    verificationLoading: '正在加载验证…',
    verificationFailed: '验证无法加载。请检查网络连接后重试。',
    verificationRetry: '重试',
    formLabel: '联系表单',
    requiredNote: '必填',
    requiredError: '请填写必填项。',
    invalidError: '请更正标出的字段。',
    verification: '请完成人机验证。',
    submit: '发送留言',
    busy: '正在发送…',
    busyAnnouncement: '正在发送您的留言。',
    failure: '留言发送失败。请重试，或直接写信至',
    successTitle: '留言已发送',
    sendAnother: '再发一条留言',
  },
  gated: {
    verificationLabel: '人机验证',
    verificationLoading: '正在加载验证…',
    verificationFailed: '验证无法加载。请检查网络连接后重试。',
    verificationRetry: '重试',
    title: '下载数据表',
    description: '请简单介绍您自己，下载将立即开始。',
    formLabel: '您的信息',
    fullName: '姓名',
    email: '工作邮箱',
    organization: '单位',
    jobTitle: '职务',
    researchAreas: '研究领域',
    researchAreasHint: '例如：MEMS、光子学、二维材料。',
    intent: '您的来意是？',
    intentPlaceholder: '请选择',
    marketingOptIn: '偶尔给我发送应用说明和产品新闻（每月一到两封），可随时退订。',
    privacyNote: '我们使用这些信息向您发送文档并跟进您的需求。',
    privacyLinkIntro: '请参阅我们的',
    privacyLink: '隐私政策',
    requiredNote: '必填',
    requiredError: '请填写全部必填项。',
    invalidError: '请更正标出的字段。',
    verification: '请完成人机验证。',
    submit: '立即下载',
    busy: '正在提交…',
    busyAnnouncement: '正在提交。',
    errorPrefix: '错误：',
    closeLabel: '关闭',
  },
  intentOptions: ['计划采购', '比较技术', '了解知识'],
  footer: { email: '电子邮箱', phone: '紧急咨询', social: '社交媒体' },
  footerData: {
    brand: { name: 'Ionvale Systems', description: '面向科研实验室的等离子刻蚀与薄膜沉积设备。' },
    socialLabel: 'Ionvale Systems 视频频道',
    columns: [
      { heading: '产品', links: [{ label: 'ICP-RIE 刻蚀机', href: '/produkte/icp-rie' }] },
      { heading: '公司', links: [{ label: '关于我们', href: '/ueber-uns' }] },
    ],
    copyright: '© Ionvale Systems',
    reopenCookies: 'Cookie 设置',
  },
  productCard: { action: '查看详情', keyFigures: '关键参数' },
  cards: [
    {
      name: 'ICP-RIE 刻蚀机',
      category: '刻蚀',
      summary: '在最大 200 毫米晶圆上各向异性刻蚀硅、二氧化硅和 III-V 族半导体。',
      href: '/produkte/icp-rie',
      figures: ['最大 200 毫米', 'ICP 功率 1000–3000 瓦', '本底真空 < 5 × 10⁻⁶ 毫巴'],
    },
  ],
  botChallenge: { label: '人机验证', loading: '正在加载验证…', failed: '验证无法加载。请检查网络连接后重试。', retry: '重试' },
  spec: {
    caption: 'ICP-RIE 刻蚀机技术参数',
    parameterHeading: '参数',
    valueHeading: '数值',
    rows: [
      { parameter: 'ICP 功率', value: '1000–3000 瓦' },
      { parameter: '基片尺寸', value: '最大 200 毫米' },
    ],
  },
  steps: [
    { title: '咨询', body: '您介绍工艺和基片。' },
    { title: '工艺测试', body: '我们在应用实验室刻蚀您的样品。' },
  ],
  accordion: [
    { value: 'service', title: '维护', body: '维护与备件。' },
    { value: 'training', title: '培训', body: '设备现场培训。' },
  ],
  donut: {
    title: '按应用划分的设备',
    labelHeading: '应用',
    valueHeading: '占比',
    segments: [
      { label: '刻蚀', value: 55 },
      { label: '沉积', value: 45 },
    ],
  },
  comparison: {
    caption: 'RIE 与 ICP-RIE 对比',
    columns: ['指标', 'RIE', 'ICP-RIE'],
    rows: [
      { label: '二氧化硅刻蚀速率', values: ['每分钟 50 纳米', '每分钟 300 纳米'] },
      { label: '等离子体密度', values: ['10⁹ 每立方厘米', '10¹¹ 每立方厘米'] },
    ],
    highlightLabel: '推荐',
  },
  keyFigures: [
    { value: '200 毫米', label: '最大晶圆' },
    { value: '3000 瓦', label: 'ICP 功率' },
  ],
  tabs: {
    label: '工艺',
    items: [
      { value: 'si', title: '硅', body: '采用 SF₆ 与 C₄F₈ 的博世工艺。' },
      { value: 'sio2', title: '二氧化硅', body: '低压下的 CHF₃/Ar 工艺。' },
    ],
  },
  ctaBand: { title: '想测试您的工艺吗？', body: '请寄来您的样品。', primary: '寄送样品' },
  floatingAction: '联系销售',
  page: { requestQuote: '索取 ICP-RIE 报价', download: '获取数据表', challengeHeading: '人机验证', closeDialog: '关闭' },
  webinar: {
    formLabel: '网络研讨会报名',
    name: '您的姓名',
    email: '电子邮箱',
    session: '场次',
    sessionPlaceholder: '选择场次',
    sessions: [
      { value: 'di-10', label: '周二 10:00' },
      { value: 'do-16', label: '周四 16:00' },
    ],
    requiredNote: '必填',
    errorPrefix: '错误：',
    errors: { required: '请填写必填项。', invalid: '请更正标出的字段。', verification: '请完成人机验证。' },
    submit: '立即报名',
    busy: '正在报名…',
    busyAnnouncement: '正在为您报名。',
    successAnnouncement: '您已报名成功。',
    successTitle: '您已报名成功。',
  },
  validation: {
    required: ({ field }) => (field === 'name' || field === 'fullName' ? '请填写您的姓名。' : '请填写此项。'),
    too_long: ({ params }) => `请不要超过 ${String(params?.max)} 个字符。`,
    too_many: ({ params }) => `最多 ${String(params?.max)} 项。`,
    one_line: '请写在一行内。',
    invisible_characters: '请删除不可见的格式字符。',
    invalid_characters: '请删除无效字符。',
    email_invalid: '请填写有效的电子邮箱。',
    choice_invalid: '请选择一项。',
    number_invalid: '请选择有效的数值。',
    type_invalid: '请发送有效的值。',
    keys_invalid: '不接受这些参数。',
    configuration_unknown: '我们不提供此配置。',
    invalid: '请检查此项。',
    verification_failed: '人机验证未通过，请重试。',
    verification_unavailable: '验证服务暂无响应，请稍后重试。',
    not_ready: '服务正在启动，请稍后重试。',
    storage_full: '我们暂时无法接收新的申请，请发送电子邮件。',
    server_error: '我们这边出了问题，请稍后重试。',
  },
  replies: { contact: '谢谢，我们将在一个工作日内回复。', quote: '谢谢，您的参考编号：IV-CN-0042。' },
};

export const texts: Record<Lang, Texts> = { de, zh };
