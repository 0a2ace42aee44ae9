import type { StoreLocale } from '@storedesk/contract';

/*
 * The words of the mail sent when a claim's replacements ship, in each of the store languages
 * (`default_locale`, the 21 interface languages), as swaps.mail.messages.ts holds those of the
 * exchange mail. One typed record per language: a missing or extra sentence fails the type
 * check. Placeholders: `{id}` the order number, `{numbers}` tracking numbers. The replacements
 * are free: no sentence speaks of money.
 */

export interface ClaimMailMessages {
  /** The mail's subject; `{id}` is the order number. */
  subject: string;
  /** Its first sentence: replacements are sent for the items the customer reported. */
  intro: string;
  /** The parcel's tracking numbers, `{numbers}` separated by commas (left out without any). */
  tracking: string;
  /** Its last sentence. */
  closing: string;
}

/** English. */
const en: ClaimMailMessages = {
  subject: 'Replacement for order #{id} is on its way',
  intro: 'We are sending you replacements for the items you reported on your order #{id}.',
  tracking: 'Tracking: {numbers}',
  closing: 'We are sorry for the trouble, and thank you for your patience.',
};

/** German. */
const de: ClaimMailMessages = {
  subject: 'Ersatz für Bestellung #{id} ist unterwegs',
  intro:
    'Für die Artikel Ihrer Bestellung #{id}, die Sie uns gemeldet haben, schicken wir Ihnen Ersatz.',
  tracking: 'Sendungsverfolgung: {numbers}',
  closing: 'Bitte entschuldigen Sie die Unannehmlichkeiten, und vielen Dank für Ihre Geduld.',
};

/** French. */
const fr: ClaimMailMessages = {
  subject: 'Le remplacement pour la commande #{id} est en route',
  intro:
    'Nous vous envoyons des articles de remplacement pour ceux que vous nous avez signalés sur votre commande #{id}.',
  tracking: 'Suivi\u00a0: {numbers}',
  closing: 'Nous sommes désolés pour ce désagrément et vous remercions de votre patience.',
};

/** Croatian. */
const hr: ClaimMailMessages = {
  subject: 'Zamjena za narudžbu #{id} je na putu',
  intro: 'Šaljemo vam zamjenu za artikle iz narudžbe #{id} koje ste nam prijavili.',
  tracking: 'Praćenje pošiljke: {numbers}',
  closing: 'Ispričavamo se zbog neugodnosti i hvala vam na strpljenju.',
};

/** Italian. */
const it: ClaimMailMessages = {
  subject: 'La sostituzione per l’ordine #{id} è in viaggio',
  intro:
    'Ti stiamo inviando gli articoli sostitutivi per quelli che ci hai segnalato nel tuo ordine #{id}.',
  tracking: 'Tracciamento: {numbers}',
  closing: 'Ci scusiamo per l’inconveniente e ti ringraziamo per la pazienza.',
};

/** Brazilian Portuguese. */
const pt: ClaimMailMessages = {
  subject: 'A reposição do pedido #{id} está a caminho',
  intro: 'Estamos enviando a reposição dos itens que você nos informou no seu pedido #{id}.',
  tracking: 'Rastreamento: {numbers}',
  closing: 'Pedimos desculpas pelo transtorno e agradecemos a sua paciência.',
};

/** Ukrainian. */
const uk: ClaimMailMessages = {
  subject: 'Заміна за замовленням #{id} уже в дорозі',
  intro: 'Ми надсилаємо вам заміну товарів із замовлення #{id}, про які ви нам повідомили.',
  tracking: 'Відстеження: {numbers}',
  closing: 'Перепрошуємо за незручності та дякуємо за ваше терпіння.',
};

/** Arabic. */
const ar: ClaimMailMessages = {
  subject: 'البديل الخاص بالطلب #{id} في طريقه إليك',
  intro: 'نرسل إليك بدائل للمنتجات التي أبلغتنا عنها في طلبك #{id}.',
  tracking: 'التتبع: {numbers}',
  closing: 'نعتذر عن الإزعاج، ونشكرك على صبرك.',
};

/** Polish. */
const pl: ClaimMailMessages = {
  subject: 'Produkty zastępcze do zamówienia #{id} są już w drodze',
  intro: 'Wysyłamy Ci produkty zastępcze za pozycje zgłoszone przez Ciebie w zamówieniu #{id}.',
  tracking: 'Śledzenie przesyłki: {numbers}',
  closing: 'Przepraszamy za kłopot i dziękujemy za cierpliwość.',
};

/** Spanish. */
const es: ClaimMailMessages = {
  subject: 'El reemplazo de tu pedido #{id} está en camino',
  intro: 'Te estamos enviando el reemplazo de los artículos que nos indicaste en tu pedido #{id}.',
  tracking: 'Seguimiento: {numbers}',
  closing: 'Sentimos las molestias y te agradecemos tu paciencia.',
};

/** Hindi. */
const hi: ClaimMailMessages = {
  subject: 'ऑर्डर #{id} का रिप्लेसमेंट रास्ते में है',
  intro: 'आपके ऑर्डर #{id} के जिन आइटम के बारे में आपने हमें बताया था, उनके बदले हम आपको नए आइटम भेज रहे हैं।',
  tracking: 'ट्रैकिंग: {numbers}',
  closing: 'हुई असुविधा के लिए हमें खेद है, और आपके धैर्य के लिए धन्यवाद।',
};

/** Bosnian. */
const bs: ClaimMailMessages = {
  subject: 'Zamjena za narudžbu #{id} je na putu',
  intro: 'Šaljemo vam zamjenu za artikle iz narudžbe #{id} koje ste nam prijavili.',
  tracking: 'Praćenje pošiljke: {numbers}',
  closing: 'Izvinjavamo se zbog neugodnosti i hvala vam na strpljenju.',
};

/** Vietnamese. */
const vi: ClaimMailMessages = {
  subject: 'Hàng thay thế cho đơn hàng #{id} đang trên đường giao',
  intro:
    'Chúng tôi đang gửi bạn sản phẩm thay thế cho những sản phẩm trong đơn hàng #{id} mà bạn đã báo với chúng tôi.',
  tracking: 'Mã vận đơn: {numbers}',
  closing: 'Chúng tôi xin lỗi vì sự bất tiện này và cảm ơn bạn đã kiên nhẫn chờ đợi.',
};

/** Tamil. */
const tm: ClaimMailMessages = {
  subject: 'ஆர்டர் #{id}-க்கான மாற்றுப் பொருட்கள் வந்துகொண்டிருக்கின்றன',
  intro: 'உங்கள் ஆர்டர் #{id}-இல் நீங்கள் தெரிவித்த பொருட்களுக்குப் பதிலாக மாற்றுப் பொருட்களை அனுப்புகிறோம்.',
  tracking: 'கண்காணிப்பு: {numbers}',
  closing: 'ஏற்பட்ட சிரமத்திற்கு வருந்துகிறோம், உங்கள் பொறுமைக்கு நன்றி.',
};

/** Russian. */
const ru: ClaimMailMessages = {
  subject: 'Замена по заказу #{id} уже в пути',
  intro: 'Мы отправляем вам замену товаров из заказа #{id}, о которых вы нам сообщили.',
  tracking: 'Отслеживание: {numbers}',
  closing: 'Приносим извинения за неудобства и благодарим вас за терпение.',
};

/** Slovenian. */
const sl: ClaimMailMessages = {
  subject: 'Nadomestni izdelki za naročilo #{id} so na poti',
  intro: 'Pošiljamo vam nadomestne izdelke za tiste iz naročila #{id}, ki ste nam jih prijavili.',
  tracking: 'Sledenje: {numbers}',
  closing: 'Opravičujemo se za nevšečnosti in se vam zahvaljujemo za potrpežljivost.',
};

/** Bulgarian. */
const bg: ClaimMailMessages = {
  subject: 'Замяната по поръчка #{id} е на път',
  intro: 'Изпращаме ви заместващи артикули за тези от поръчка #{id}, за които ни уведомихте.',
  tracking: 'Проследяване: {numbers}',
  closing: 'Извиняваме се за неудобството и ви благодарим за търпението.',
};

/** Korean. */
const ko: ClaimMailMessages = {
  subject: '주문 #{id} 교체 상품 발송 안내',
  intro: '주문 #{id}에서 알려 주신 상품을 대신할 교체 상품을 보내 드립니다.',
  tracking: '배송 추적: {numbers}',
  closing: '불편을 드려 죄송합니다. 기다려 주셔서 감사합니다.',
};

/** Japanese. */
const ja: ClaimMailMessages = {
  subject: 'ご注文 #{id} の代替品を発送しました',
  intro: 'ご注文 #{id} でご連絡いただいた商品について、代替品をお送りします。',
  tracking: '追跡番号：{numbers}',
  closing: 'ご迷惑をおかけして申し訳ございません。お待ちいただき、ありがとうございます。',
};

/** Czech. */
const cs: ClaimMailMessages = {
  subject: 'Náhrada k objednávce #{id} je na cestě',
  intro: 'Posíláme vám náhradní zboží za položky z objednávky #{id}, které jste nám nahlásili.',
  tracking: 'Sledování zásilky: {numbers}',
  closing: 'Omlouváme se za potíže a děkujeme za vaši trpělivost.',
};

/** Simplified Chinese. */
const zh: ClaimMailMessages = {
  subject: '订单 #{id} 的替换商品已发出',
  intro: '针对您在订单 #{id} 中反馈的商品，我们正在为您寄出替换商品。',
  tracking: '物流单号：{numbers}',
  closing: '给您带来不便，我们深表歉意，感谢您的耐心等待。',
};

export const CLAIM_MAIL_MESSAGES: Readonly<Record<StoreLocale, ClaimMailMessages>> = {
  en,
  de,
  fr,
  hr,
  it,
  pt,
  uk,
  ar,
  pl,
  es,
  hi,
  bs,
  vi,
  tm,
  ru,
  sl,
  bg,
  ko,
  ja,
  cs,
  zh,
};
