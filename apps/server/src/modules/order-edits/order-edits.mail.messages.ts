import type { StoreLocale } from '@storedesk/contract';

/*
 * The words of the mail that asks a customer to accept an order edit, in each of the store
 * languages (`default_locale`, the 21 interface languages), as the other order mails hold theirs.
 * One typed record per language: a missing or extra sentence fails the type check.
 */

export interface OrderEditMailMessages {
  /** The subject; `{id}` is the order number. */
  subject: string;
  /** Its first sentence: the order was changed; look, then accept or decline. */
  intro: string;
  /** Heading of the lines the edit adds. */
  added: string;
  /** Heading of the lines it removes. */
  removed: string;
  /** Heading of the lines whose quantity changes. */
  changed: string;
  /** A changed line: `{quantity}` now, `{title}`, `{was}` the quantity before. */
  changedLine: string;
  /** The order's total once accepted; `{amount}`. */
  newTotal: string;
  /** It costs more: what to pay to accept, `{amount}`. */
  pay: string;
  /** It costs less: what is refunded once accepted, `{amount}`. */
  refund: string;
  /** Neither. */
  same: string;
  /** Before the link to the page where the customer accepts or declines. */
  link: string;
}

/** English. */
const en: OrderEditMailMessages = {
  subject: 'Changes to your order #{id}',
  intro:
    'Your order #{id} was changed at your request. Please look at the changes, then accept or decline them.',
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  changedLine: '{quantity} × {title} (before: {was})',
  newTotal: 'New total: {amount}',
  pay: 'To accept, pay the difference of {amount}.',
  refund: 'When you accept, {amount} is refunded to you.',
  same: 'The total does not change.',
  link: 'Accept or decline the changes here:',
};

/** German. */
const de: OrderEditMailMessages = {
  subject: 'Änderungen an Ihrer Bestellung #{id}',
  intro:
    'Ihre Bestellung #{id} wurde auf Ihren Wunsch geändert. Bitte sehen Sie sich die Änderungen an und nehmen Sie sie an oder lehnen Sie sie ab.',
  added: 'Hinzugefügt',
  removed: 'Entfernt',
  changed: 'Geändert',
  changedLine: '{quantity} × {title} (vorher: {was})',
  newTotal: 'Neue Summe: {amount}',
  pay: 'Um die Änderungen anzunehmen, zahlen Sie die Differenz von {amount}.',
  refund: 'Wenn Sie annehmen, erstatten wir Ihnen {amount}.',
  same: 'Die Summe ändert sich nicht.',
  link: 'Hier nehmen Sie die Änderungen an oder lehnen sie ab:',
};

/** French. */
const fr: OrderEditMailMessages = {
  subject: 'Modifications de votre commande #{id}',
  intro:
    'Votre commande #{id} a été modifiée à votre demande. Consultez les modifications, puis acceptez-les ou refusez-les.',
  added: 'Ajouté',
  removed: 'Retiré',
  changed: 'Modifié',
  changedLine: '{quantity} × {title} (avant : {was})',
  newTotal: 'Nouveau total : {amount}',
  pay: 'Pour accepter, réglez la différence de {amount}.',
  refund: 'Si vous acceptez, {amount} vous sera remboursé.',
  same: 'Le total ne change pas.',
  link: 'Acceptez ou refusez les modifications ici :',
};

/** Spanish. */
const es: OrderEditMailMessages = {
  subject: 'Cambios en tu pedido #{id}',
  intro:
    'Tu pedido #{id} se ha modificado a petición tuya. Revisa los cambios y acéptalos o recházalos.',
  added: 'Añadido',
  removed: 'Eliminado',
  changed: 'Modificado',
  changedLine: '{quantity} × {title} (antes: {was})',
  newTotal: 'Nuevo total: {amount}',
  pay: 'Para aceptar, paga la diferencia de {amount}.',
  refund: 'Si aceptas, te reembolsaremos {amount}.',
  same: 'El total no cambia.',
  link: 'Acepta o rechaza los cambios aquí:',
};

/** Italian. */
const it: OrderEditMailMessages = {
  subject: 'Modifiche al tuo ordine #{id}',
  intro:
    'Il tuo ordine #{id} è stato modificato su tua richiesta. Controlla le modifiche e poi accettale o rifiutale.',
  added: 'Aggiunto',
  removed: 'Rimosso',
  changed: 'Modificato',
  changedLine: '{quantity} × {title} (prima: {was})',
  newTotal: 'Nuovo totale: {amount}',
  pay: 'Per accettare, paga la differenza di {amount}.',
  refund: 'Se accetti, ti rimborseremo {amount}.',
  same: 'Il totale non cambia.',
  link: 'Accetta o rifiuta le modifiche qui:',
};

/** Portuguese. */
const pt: OrderEditMailMessages = {
  subject: 'Alterações no seu pedido #{id}',
  intro:
    'O seu pedido #{id} foi alterado a seu pedido. Veja as alterações e depois aceite-as ou recuse-as.',
  added: 'Adicionado',
  removed: 'Removido',
  changed: 'Alterado',
  changedLine: '{quantity} × {title} (antes: {was})',
  newTotal: 'Novo total: {amount}',
  pay: 'Para aceitar, pague a diferença de {amount}.',
  refund: 'Se aceitar, {amount} ser-lhe-á reembolsado.',
  same: 'O total não muda.',
  link: 'Aceite ou recuse as alterações aqui:',
};

/** Polish. */
const pl: OrderEditMailMessages = {
  subject: 'Zmiany w Twoim zamówieniu #{id}',
  intro:
    'Twoje zamówienie #{id} zostało zmienione na Twoją prośbę. Sprawdź zmiany, a następnie je zaakceptuj lub odrzuć.',
  added: 'Dodano',
  removed: 'Usunięto',
  changed: 'Zmieniono',
  changedLine: '{quantity} × {title} (wcześniej: {was})',
  newTotal: 'Nowa suma: {amount}',
  pay: 'Aby zaakceptować, zapłać różnicę w wysokości {amount}.',
  refund: 'Po akceptacji zwrócimy Ci {amount}.',
  same: 'Suma się nie zmienia.',
  link: 'Zaakceptuj lub odrzuć zmiany tutaj:',
};

/** Czech. */
const cs: OrderEditMailMessages = {
  subject: 'Změny ve vaší objednávce #{id}',
  intro:
    'Vaše objednávka #{id} byla na vaši žádost změněna. Prohlédněte si změny a potom je přijměte, nebo odmítněte.',
  added: 'Přidáno',
  removed: 'Odebráno',
  changed: 'Změněno',
  changedLine: '{quantity} × {title} (dříve: {was})',
  newTotal: 'Nová celková částka: {amount}',
  pay: 'Pro přijetí zaplaťte rozdíl {amount}.',
  refund: 'Když změny přijmete, vrátíme vám {amount}.',
  same: 'Celková částka se nemění.',
  link: 'Změny přijmete nebo odmítnete zde:',
};

/** Slovenian. */
const sl: OrderEditMailMessages = {
  subject: 'Spremembe vašega naročila #{id}',
  intro:
    'Vaše naročilo #{id} smo na vašo željo spremenili. Oglejte si spremembe in jih nato sprejmite ali zavrnite.',
  added: 'Dodano',
  removed: 'Odstranjeno',
  changed: 'Spremenjeno',
  changedLine: '{quantity} × {title} (prej: {was})',
  newTotal: 'Novi skupni znesek: {amount}',
  pay: 'Če jih želite sprejeti, plačajte razliko v višini {amount}.',
  refund: 'Ko jih sprejmete, vam vrnemo {amount}.',
  same: 'Skupni znesek se ne spremeni.',
  link: 'Spremembe sprejmete ali zavrnete tukaj:',
};

/** Croatian. */
const hr: OrderEditMailMessages = {
  subject: 'Promjene vaše narudžbe #{id}',
  intro:
    'Vaša narudžba #{id} promijenjena je na vaš zahtjev. Pogledajte promjene pa ih prihvatite ili odbijte.',
  added: 'Dodano',
  removed: 'Uklonjeno',
  changed: 'Promijenjeno',
  changedLine: '{quantity} × {title} (prije: {was})',
  newTotal: 'Novi ukupni iznos: {amount}',
  pay: 'Da biste ih prihvatili, platite razliku od {amount}.',
  refund: 'Kada ih prihvatite, vratit ćemo vam {amount}.',
  same: 'Ukupni iznos se ne mijenja.',
  link: 'Promjene prihvatite ili odbijte ovdje:',
};

/** Bosnian. */
const bs: OrderEditMailMessages = {
  subject: 'Promjene vaše narudžbe #{id}',
  intro:
    'Vaša narudžba #{id} je promijenjena na vaš zahtjev. Pogledajte promjene, a zatim ih prihvatite ili odbijte.',
  added: 'Dodano',
  removed: 'Uklonjeno',
  changed: 'Promijenjeno',
  changedLine: '{quantity} × {title} (prije: {was})',
  newTotal: 'Novi ukupni iznos: {amount}',
  pay: 'Da biste ih prihvatili, platite razliku od {amount}.',
  refund: 'Kada ih prihvatite, vratit ćemo vam {amount}.',
  same: 'Ukupni iznos se ne mijenja.',
  link: 'Promjene prihvatite ili odbijte ovdje:',
};

/** Bulgarian. */
const bg: OrderEditMailMessages = {
  subject: 'Промени в поръчка #{id}',
  intro:
    'Поръчка #{id} беше променена по ваше желание. Прегледайте промените и ги приемете или откажете.',
  added: 'Добавено',
  removed: 'Премахнато',
  changed: 'Променено',
  changedLine: '{quantity} × {title} (преди: {was})',
  newTotal: 'Нова обща сума: {amount}',
  pay: 'За да ги приемете, платете разликата от {amount}.',
  refund: 'Когато ги приемете, ще ви възстановим {amount}.',
  same: 'Общата сума не се променя.',
  link: 'Приемете или откажете промените тук:',
};

/** Russian. */
const ru: OrderEditMailMessages = {
  subject: 'Изменения в заказе #{id}',
  intro:
    'Ваш заказ #{id} изменён по вашей просьбе. Посмотрите изменения, затем примите или отклоните их.',
  added: 'Добавлено',
  removed: 'Удалено',
  changed: 'Изменено',
  changedLine: '{quantity} × {title} (было: {was})',
  newTotal: 'Новая сумма: {amount}',
  pay: 'Чтобы принять изменения, оплатите разницу {amount}.',
  refund: 'Когда вы примете изменения, мы вернём вам {amount}.',
  same: 'Сумма не меняется.',
  link: 'Принять или отклонить изменения можно здесь:',
};

/** Ukrainian. */
const uk: OrderEditMailMessages = {
  subject: 'Зміни у замовленні #{id}',
  intro:
    'Ваше замовлення #{id} змінено на ваше прохання. Перегляньте зміни, а тоді прийміть або відхиліть їх.',
  added: 'Додано',
  removed: 'Вилучено',
  changed: 'Змінено',
  changedLine: '{quantity} × {title} (було: {was})',
  newTotal: 'Нова сума: {amount}',
  pay: 'Щоб прийняти зміни, сплатіть різницю {amount}.',
  refund: 'Коли ви приймете зміни, ми повернемо вам {amount}.',
  same: 'Сума не змінюється.',
  link: 'Прийняти або відхилити зміни можна тут:',
};

/** Arabic. */
const ar: OrderEditMailMessages = {
  subject: 'تغييرات على طلبك رقم #{id}',
  intro: 'عُدّل طلبك رقم #{id} بناءً على طلبك. يُرجى مراجعة التغييرات ثم قبولها أو رفضها.',
  added: 'أُضيف',
  removed: 'أُزيل',
  changed: 'عُدّل',
  changedLine: '{quantity} × {title} (سابقًا: {was})',
  newTotal: 'الإجمالي الجديد: {amount}',
  pay: 'لقبول التغييرات، ادفع الفرق وقدره {amount}.',
  refund: 'عند قبولك التغييرات، نردّ إليك {amount}.',
  same: 'لا يتغيّر الإجمالي.',
  link: 'اقبل التغييرات أو ارفضها من هنا:',
};

/** Hindi. */
const hi: OrderEditMailMessages = {
  subject: 'आपके ऑर्डर #{id} में बदलाव',
  intro: 'आपके अनुरोध पर आपका ऑर्डर #{id} बदला गया है। कृपया बदलाव देखें, फिर उन्हें स्वीकार या अस्वीकार करें।',
  added: 'जोड़ा गया',
  removed: 'हटाया गया',
  changed: 'बदला गया',
  changedLine: '{quantity} × {title} (पहले: {was})',
  newTotal: 'नया कुल: {amount}',
  pay: 'स्वीकार करने के लिए {amount} का अंतर चुकाएँ।',
  refund: 'स्वीकार करने पर आपको {amount} वापस किए जाएँगे।',
  same: 'कुल राशि नहीं बदलती।',
  link: 'बदलाव यहाँ स्वीकार या अस्वीकार करें:',
};

/** Tamil. */
const tm: OrderEditMailMessages = {
  subject: 'உங்கள் ஆர்டர் #{id} இல் மாற்றங்கள்',
  intro:
    'உங்கள் கோரிக்கையின்படி உங்கள் ஆர்டர் #{id} மாற்றப்பட்டது. மாற்றங்களைப் பார்த்து, அவற்றை ஏற்கவும் அல்லது நிராகரிக்கவும்.',
  added: 'சேர்க்கப்பட்டது',
  removed: 'நீக்கப்பட்டது',
  changed: 'மாற்றப்பட்டது',
  changedLine: '{quantity} × {title} (முன்பு: {was})',
  newTotal: 'புதிய மொத்தம்: {amount}',
  pay: 'ஏற்க, {amount} வித்தியாசத் தொகையைச் செலுத்துங்கள்.',
  refund: 'நீங்கள் ஏற்றால், {amount} உங்களுக்குத் திருப்பியளிக்கப்படும்.',
  same: 'மொத்தத் தொகை மாறாது.',
  link: 'மாற்றங்களை இங்கே ஏற்கவும் அல்லது நிராகரிக்கவும்:',
};

/** Japanese. */
const ja: OrderEditMailMessages = {
  subject: 'ご注文 #{id} の変更について',
  intro:
    'ご依頼によりご注文 #{id} を変更しました。変更内容をご確認のうえ、承認または却下してください。',
  added: '追加',
  removed: '削除',
  changed: '変更',
  changedLine: '{quantity} × {title}（変更前: {was}）',
  newTotal: '新しい合計: {amount}',
  pay: '承認するには、差額 {amount} をお支払いください。',
  refund: '承認いただくと、{amount} を返金いたします。',
  same: '合計金額は変わりません。',
  link: '変更の承認・却下はこちら:',
};

/** Korean. */
const ko: OrderEditMailMessages = {
  subject: '주문 #{id} 변경 안내',
  intro:
    '요청하신 대로 주문 #{id}이(가) 변경되었습니다. 변경 내용을 확인한 후 수락하거나 거절해 주세요.',
  added: '추가됨',
  removed: '삭제됨',
  changed: '변경됨',
  changedLine: '{quantity} × {title} (이전: {was})',
  newTotal: '새 합계: {amount}',
  pay: '수락하려면 차액 {amount}을(를) 결제해 주세요.',
  refund: '수락하시면 {amount}이(가) 환불됩니다.',
  same: '합계는 바뀌지 않습니다.',
  link: '여기에서 변경을 수락하거나 거절하세요:',
};

/** Chinese (Simplified). */
const zh: OrderEditMailMessages = {
  subject: '您的订单 #{id} 有变更',
  intro: '应您的要求，您的订单 #{id} 已更改。请查看变更内容，然后接受或拒绝。',
  added: '已添加',
  removed: '已移除',
  changed: '已更改',
  changedLine: '{quantity} × {title}（原为：{was}）',
  newTotal: '新总额：{amount}',
  pay: '如需接受，请支付差额 {amount}。',
  refund: '接受后，我们将退还您 {amount}。',
  same: '总额不变。',
  link: '在此接受或拒绝变更：',
};

/** Vietnamese. */
const vi: OrderEditMailMessages = {
  subject: 'Thay đổi đối với đơn hàng #{id} của bạn',
  intro:
    'Đơn hàng #{id} của bạn đã được thay đổi theo yêu cầu của bạn. Vui lòng xem các thay đổi rồi chấp nhận hoặc từ chối.',
  added: 'Đã thêm',
  removed: 'Đã bỏ',
  changed: 'Đã đổi',
  changedLine: '{quantity} × {title} (trước đó: {was})',
  newTotal: 'Tổng mới: {amount}',
  pay: 'Để chấp nhận, hãy thanh toán phần chênh lệch {amount}.',
  refund: 'Khi bạn chấp nhận, {amount} sẽ được hoàn lại cho bạn.',
  same: 'Tổng tiền không thay đổi.',
  link: 'Chấp nhận hoặc từ chối thay đổi tại đây:',
};

export const ORDER_EDIT_MAIL_MESSAGES: Record<StoreLocale, OrderEditMailMessages> = {
  en,
  de,
  fr,
  es,
  it,
  pt,
  pl,
  cs,
  sl,
  hr,
  bs,
  bg,
  ru,
  uk,
  ar,
  hi,
  tm,
  ja,
  ko,
  zh,
  vi,
};
