import type { StoreLocale } from '@storedesk/contract';

/*
 * The words of the return mails in each of the store languages (`default_locale`, the 21
 * interface languages), as orders.mail.messages.ts holds those of the order mails. One typed
 * record per language: a missing or extra sentence fails the type check. Placeholders: `{id}`
 * the order number, `{amount}` a sum already written in the language's own way.
 */

export interface ReturnMailMessages {
  /** The return-requested mail's subject; `{id}` is the order number. */
  requestedSubject: string;
  /** Its first sentence, above the lines coming back. */
  requestedIntro: string;
  /** The `{amount}` refunded once the items arrive (left out when none is due). */
  requestedRefund: string;
  /** What the customer does now, and what follows. */
  requestedNext: string;
  /** The return-received mail's subject. */
  receivedSubject: string;
  /** Its first sentence, above the lines that arrived. */
  receivedIntro: string;
  /** The return's refund went through: `{amount}` given back. */
  receivedRefunded: string;
  /** The return's refund is asked of the payment provider and not answered yet. */
  receivedRefundPending: string;
  /** Nothing was to be refunded for the return. */
  receivedNoRefund: string;
  /** A refund was due but is not recorded (the provider refused it): the store handles it. */
  receivedRefundLater: string;
}

/** English. */
const en: ReturnMailMessages = {
  requestedSubject: 'Return requested for order #{id}',
  requestedIntro: 'We have registered a return of these items from your order #{id}:',
  requestedRefund: 'Once they arrive, we will refund {amount}.',
  requestedNext: 'Please send the items back to us. We will write again when they arrive.',
  receivedSubject: 'Return received for order #{id}',
  receivedIntro: 'We have received the items you returned from your order #{id}:',
  receivedRefunded:
    'We have refunded {amount}. It reaches your account in a few days, depending on your bank.',
  receivedRefundPending: 'Your refund of {amount} is on its way.',
  receivedNoRefund: 'No refund was due for this return.',
  receivedRefundLater: 'We will be in touch with you about your refund.',
};

/** German. */
const de: ReturnMailMessages = {
  requestedSubject: 'Rücksendung für Bestellung #{id} angemeldet',
  requestedIntro: 'Wir haben die Rücksendung dieser Artikel aus Ihrer Bestellung #{id} erfasst:',
  requestedRefund: 'Sobald sie bei uns eintreffen, erstatten wir Ihnen {amount}.',
  requestedNext:
    'Bitte senden Sie die Artikel an uns zurück. Wir melden uns wieder, sobald sie angekommen sind.',
  receivedSubject: 'Rücksendung für Bestellung #{id} erhalten',
  receivedIntro: 'Wir haben die zurückgesandten Artikel aus Ihrer Bestellung #{id} erhalten:',
  receivedRefunded:
    'Wir haben Ihnen {amount} erstattet. Der Betrag erreicht Ihr Konto je nach Bank in einigen Tagen.',
  receivedRefundPending: 'Ihre Erstattung von {amount} ist unterwegs.',
  receivedNoRefund: 'Für diese Rücksendung war keine Erstattung fällig.',
  receivedRefundLater: 'Wegen Ihrer Erstattung melden wir uns bei Ihnen.',
};

/** French. */
const fr: ReturnMailMessages = {
  requestedSubject: 'Demande de retour pour la commande #{id}',
  requestedIntro: 'Nous avons enregistré le retour de ces articles de votre commande #{id}\u00a0:',
  requestedRefund: 'Dès leur arrivée, nous vous rembourserons {amount}.',
  requestedNext:
    'Merci de nous renvoyer les articles. Nous vous écrirons à nouveau à leur réception.',
  receivedSubject: 'Retour reçu pour la commande #{id}',
  receivedIntro: 'Nous avons bien reçu les articles retournés de votre commande #{id}\u00a0:',
  receivedRefunded:
    'Nous vous avons remboursé {amount}. Le montant arrive sur votre compte sous quelques jours, selon votre banque.',
  receivedRefundPending: 'Votre remboursement de {amount} est en cours.',
  receivedNoRefund: 'Aucun remboursement n’était dû pour ce retour.',
  receivedRefundLater: 'Nous reviendrons vers vous au sujet de votre remboursement.',
};

/** Croatian. */
const hr: ReturnMailMessages = {
  requestedSubject: 'Zatražen povrat za narudžbu #{id}',
  requestedIntro: 'Zabilježili smo povrat ovih artikala iz vaše narudžbe #{id}:',
  requestedRefund: 'Čim stignu, vratit ćemo vam {amount}.',
  requestedNext: 'Molimo pošaljite nam artikle natrag. Javit ćemo vam se ponovno kad stignu.',
  receivedSubject: 'Primljen povrat za narudžbu #{id}',
  receivedIntro: 'Primili smo artikle koje ste vratili iz narudžbe #{id}:',
  receivedRefunded:
    'Vratili smo vam {amount}. Iznos stiže na vaš račun za nekoliko dana, ovisno o vašoj banci.',
  receivedRefundPending: 'Vaš povrat novca od {amount} je na putu.',
  receivedNoRefund: 'Za ovaj povrat nije predviđen povrat novca.',
  receivedRefundLater: 'Javit ćemo vam se u vezi s povratom novca.',
};

/** Italian. */
const it: ReturnMailMessages = {
  requestedSubject: 'Reso richiesto per l’ordine #{id}',
  requestedIntro: 'Abbiamo registrato il reso di questi articoli del tuo ordine #{id}:',
  requestedRefund: 'Appena arriveranno, ti rimborseremo {amount}.',
  requestedNext: 'Rispediscici gli articoli. Ti scriveremo di nuovo quando arriveranno.',
  receivedSubject: 'Reso ricevuto per l’ordine #{id}',
  receivedIntro: 'Abbiamo ricevuto gli articoli che hai restituito dal tuo ordine #{id}:',
  receivedRefunded:
    'Ti abbiamo rimborsato {amount}. L’importo arriverà sul tuo conto in pochi giorni, a seconda della tua banca.',
  receivedRefundPending: 'Il tuo rimborso di {amount} è in arrivo.',
  receivedNoRefund: 'Per questo reso non era dovuto alcun rimborso.',
  receivedRefundLater: 'Ti contatteremo riguardo al tuo rimborso.',
};

/** Brazilian Portuguese. */
const pt: ReturnMailMessages = {
  requestedSubject: 'Devolução solicitada para o pedido #{id}',
  requestedIntro: 'Registramos a devolução destes itens do seu pedido #{id}:',
  requestedRefund: 'Assim que eles chegarem, reembolsaremos {amount}.',
  requestedNext: 'Envie os itens de volta para nós. Escreveremos novamente quando eles chegarem.',
  receivedSubject: 'Devolução recebida do pedido #{id}',
  receivedIntro: 'Recebemos os itens que você devolveu do seu pedido #{id}:',
  receivedRefunded:
    'Reembolsamos {amount}. O valor chega à sua conta em alguns dias, dependendo do seu banco.',
  receivedRefundPending: 'Seu reembolso de {amount} está a caminho.',
  receivedNoRefund: 'Não havia reembolso devido para esta devolução.',
  receivedRefundLater: 'Entraremos em contato com você sobre o seu reembolso.',
};

/** Ukrainian. */
const uk: ReturnMailMessages = {
  requestedSubject: 'Запит на повернення за замовленням #{id}',
  requestedIntro: 'Ми зареєстрували повернення цих товарів із вашого замовлення #{id}:',
  requestedRefund: 'Щойно вони надійдуть, ми повернемо вам {amount}.',
  requestedNext:
    'Будь ласка, надішліть нам ці товари назад. Ми напишемо ще раз, коли вони надійдуть.',
  receivedSubject: 'Повернення за замовленням #{id} отримано',
  receivedIntro: 'Ми отримали товари, які ви повернули із замовлення #{id}:',
  receivedRefunded:
    'Ми повернули вам {amount}. Кошти надійдуть на ваш рахунок за кілька днів, залежно від вашого банку.',
  receivedRefundPending: 'Повернення коштів у сумі {amount} уже в дорозі.',
  receivedNoRefund: 'За це повернення відшкодування не передбачено.',
  receivedRefundLater: 'Ми зв’яжемося з вами щодо повернення коштів.',
};

/** Arabic. */
const ar: ReturnMailMessages = {
  requestedSubject: 'طلب إرجاع للطلب #{id}',
  requestedIntro: 'سجّلنا إرجاع هذه المنتجات من طلبك #{id}:',
  requestedRefund: 'بمجرد وصولها، سنرد لك {amount}.',
  requestedNext: 'يُرجى إعادة المنتجات إلينا. سنراسلك مجددًا عند وصولها.',
  receivedSubject: 'تم استلام المرتجعات للطلب #{id}',
  receivedIntro: 'استلمنا المنتجات التي أرجعتها من طلبك #{id}:',
  receivedRefunded:
    'لقد رددنا لك {amount}. يصل المبلغ إلى حسابك خلال أيام قليلة، حسب البنك الذي تتعامل معه.',
  receivedRefundPending: 'المبلغ المسترد {amount} في طريقه إليك.',
  receivedNoRefund: 'لا يستحق أي مبلغ مسترد عن هذا الإرجاع.',
  receivedRefundLater: 'سنتواصل معك بشأن استرداد المبلغ.',
};

/** Polish. */
const pl: ReturnMailMessages = {
  requestedSubject: 'Zgłoszono zwrot z zamówienia #{id}',
  requestedIntro: 'Zarejestrowaliśmy zwrot tych produktów z zamówienia #{id}:',
  requestedRefund: 'Gdy do nas dotrą, zwrócimy Ci {amount}.',
  requestedNext: 'Odeślij nam te produkty. Napiszemy ponownie, gdy do nas dotrą.',
  receivedSubject: 'Otrzymaliśmy zwrot z zamówienia #{id}',
  receivedIntro: 'Otrzymaliśmy produkty zwrócone z zamówienia #{id}:',
  receivedRefunded:
    'Zwróciliśmy Ci {amount}. Środki trafią na Twoje konto w ciągu kilku dni, w zależności od banku.',
  receivedRefundPending: 'Zwrot środków w wysokości {amount} jest w drodze.',
  receivedNoRefund: 'Za ten zwrot nie przysługiwał zwrot środków.',
  receivedRefundLater: 'Skontaktujemy się z Tobą w sprawie zwrotu środków.',
};

/** Spanish. */
const es: ReturnMailMessages = {
  requestedSubject: 'Devolución solicitada para el pedido #{id}',
  requestedIntro: 'Hemos registrado la devolución de estos artículos de tu pedido #{id}:',
  requestedRefund: 'En cuanto lleguen, te reembolsaremos {amount}.',
  requestedNext: 'Envíanos los artículos de vuelta. Te escribiremos de nuevo cuando lleguen.',
  receivedSubject: 'Devolución recibida del pedido #{id}',
  receivedIntro: 'Hemos recibido los artículos que devolviste de tu pedido #{id}:',
  receivedRefunded:
    'Te hemos reembolsado {amount}. Llegará a tu cuenta en unos días, según tu banco.',
  receivedRefundPending: 'Tu reembolso de {amount} está en camino.',
  receivedNoRefund: 'Esta devolución no daba lugar a ningún reembolso.',
  receivedRefundLater: 'Nos pondremos en contacto contigo sobre tu reembolso.',
};

/** Hindi. */
const hi: ReturnMailMessages = {
  requestedSubject: 'ऑर्डर #{id} के लिए वापसी का अनुरोध',
  requestedIntro: 'हमने आपके ऑर्डर #{id} के इन आइटम की वापसी दर्ज कर ली है:',
  requestedRefund: 'इनके पहुँचते ही हम आपको {amount} रिफ़ंड कर देंगे।',
  requestedNext: 'कृपया आइटम हमें वापस भेजें। उनके पहुँचने पर हम आपको फिर से लिखेंगे।',
  receivedSubject: 'ऑर्डर #{id} की वापसी प्राप्त हुई',
  receivedIntro: 'हमें आपके ऑर्डर #{id} से लौटाए गए आइटम मिल गए हैं:',
  receivedRefunded:
    'हमने आपको {amount} रिफ़ंड कर दिए हैं। आपके बैंक के अनुसार, यह राशि कुछ दिनों में आपके खाते में पहुँच जाएगी।',
  receivedRefundPending: 'आपका {amount} का रिफ़ंड रास्ते में है।',
  receivedNoRefund: 'इस वापसी पर कोई रिफ़ंड देय नहीं था।',
  receivedRefundLater: 'आपके रिफ़ंड के बारे में हम आपसे संपर्क करेंगे।',
};

/** Bosnian. */
const bs: ReturnMailMessages = {
  requestedSubject: 'Zatražen povrat za narudžbu #{id}',
  requestedIntro: 'Zabilježili smo povrat ovih artikala iz vaše narudžbe #{id}:',
  requestedRefund: 'Čim stignu, vratit ćemo vam {amount}.',
  requestedNext: 'Molimo pošaljite nam artikle nazad. Javit ćemo vam se ponovo kada stignu.',
  receivedSubject: 'Primljen povrat za narudžbu #{id}',
  receivedIntro: 'Primili smo artikle koje ste vratili iz narudžbe #{id}:',
  receivedRefunded:
    'Vratili smo vam {amount}. Iznos stiže na vaš račun za nekoliko dana, zavisno od vaše banke.',
  receivedRefundPending: 'Vaš povrat novca od {amount} je na putu.',
  receivedNoRefund: 'Za ovaj povrat nije predviđen povrat novca.',
  receivedRefundLater: 'Javit ćemo vam se u vezi s povratom novca.',
};

/** Vietnamese. */
const vi: ReturnMailMessages = {
  requestedSubject: 'Yêu cầu trả hàng cho đơn hàng #{id}',
  requestedIntro: 'Chúng tôi đã ghi nhận việc trả lại các sản phẩm sau từ đơn hàng #{id} của bạn:',
  requestedRefund: 'Khi nhận được hàng, chúng tôi sẽ hoàn cho bạn {amount}.',
  requestedNext:
    'Vui lòng gửi trả sản phẩm cho chúng tôi. Chúng tôi sẽ thông báo lại khi nhận được hàng.',
  receivedSubject: 'Đã nhận hàng trả lại của đơn hàng #{id}',
  receivedIntro: 'Chúng tôi đã nhận được các sản phẩm bạn trả lại từ đơn hàng #{id}:',
  receivedRefunded:
    'Chúng tôi đã hoàn cho bạn {amount}. Số tiền sẽ về tài khoản của bạn trong vài ngày, tùy theo ngân hàng.',
  receivedRefundPending: 'Khoản hoàn tiền {amount} của bạn đang được xử lý.',
  receivedNoRefund: 'Lần trả hàng này không có khoản hoàn tiền nào.',
  receivedRefundLater: 'Chúng tôi sẽ liên hệ với bạn về việc hoàn tiền.',
};

/** Tamil. */
const tm: ReturnMailMessages = {
  requestedSubject: 'ஆர்டர் #{id}-க்குத் திருப்பி அனுப்புதல் கோரப்பட்டது',
  requestedIntro: 'உங்கள் ஆர்டர் #{id}-இலிருந்து இந்தப் பொருட்களைத் திருப்பி அனுப்புவதைப் பதிவுசெய்துள்ளோம்:',
  requestedRefund: 'அவை வந்தடைந்ததும், {amount} திருப்பி அளிப்போம்.',
  requestedNext: 'தயவுசெய்து பொருட்களை எங்களுக்குத் திருப்பி அனுப்புங்கள். அவை வந்தடைந்ததும் மீண்டும் தெரிவிப்போம்.',
  receivedSubject: 'ஆர்டர் #{id}-இன் திருப்பி அனுப்பிய பொருட்கள் கிடைத்தன',
  receivedIntro: 'உங்கள் ஆர்டர் #{id}-இலிருந்து நீங்கள் திருப்பி அனுப்பிய பொருட்கள் எங்களுக்குக் கிடைத்தன:',
  receivedRefunded:
    '{amount} திருப்பி அளித்துள்ளோம். உங்கள் வங்கியைப் பொறுத்து, சில நாட்களில் இது உங்கள் கணக்கை வந்தடையும்.',
  receivedRefundPending: 'உங்கள் {amount} பணத்திருப்பம் வந்துகொண்டிருக்கிறது.',
  receivedNoRefund: 'இந்தத் திருப்பி அனுப்புதலுக்குப் பணத்திருப்பம் எதுவும் இல்லை.',
  receivedRefundLater: 'உங்கள் பணத்திருப்பம் குறித்து உங்களைத் தொடர்புகொள்வோம்.',
};

/** Russian. */
const ru: ReturnMailMessages = {
  requestedSubject: 'Запрошен возврат по заказу #{id}',
  requestedIntro: 'Мы зарегистрировали возврат этих товаров из вашего заказа #{id}:',
  requestedRefund: 'Как только они поступят к нам, мы вернём вам {amount}.',
  requestedNext:
    'Пожалуйста, отправьте нам эти товары обратно. Мы напишем снова, когда они прибудут.',
  receivedSubject: 'Возврат по заказу #{id} получен',
  receivedIntro: 'Мы получили товары, которые вы вернули из заказа #{id}:',
  receivedRefunded:
    'Мы вернули вам {amount}. Средства поступят на ваш счёт в течение нескольких дней, в зависимости от банка.',
  receivedRefundPending: 'Возврат средств в размере {amount} уже в пути.',
  receivedNoRefund: 'За этот возврат возмещение не полагалось.',
  receivedRefundLater: 'Мы свяжемся с вами по поводу возврата средств.',
};

/** Slovenian. */
const sl: ReturnMailMessages = {
  requestedSubject: 'Zahtevek za vračilo izdelkov iz naročila #{id}',
  requestedIntro: 'Zabeležili smo vračilo teh izdelkov iz vašega naročila #{id}:',
  requestedRefund: 'Ko prispejo, vam bomo vrnili {amount}.',
  requestedNext: 'Prosimo, pošljite nam izdelke nazaj. Ponovno vam bomo pisali, ko prispejo.',
  receivedSubject: 'Vrnjeni izdelki iz naročila #{id} so prejeti',
  receivedIntro: 'Prejeli smo izdelke, ki ste jih vrnili iz naročila #{id}:',
  receivedRefunded:
    'Vrnili smo vam {amount}. Znesek bo na vaš račun prispel v nekaj dneh, odvisno od vaše banke.',
  receivedRefundPending: 'Vračilo denarja v znesku {amount} je na poti.',
  receivedNoRefund: 'Za to vračilo vam ni pripadalo vračilo denarja.',
  receivedRefundLater: 'Glede vračila denarja vas bomo kontaktirali.',
};

/** Bulgarian. */
const bg: ReturnMailMessages = {
  requestedSubject: 'Заявено връщане за поръчка #{id}',
  requestedIntro: 'Регистрирахме връщането на тези артикули от поръчка #{id}:',
  requestedRefund: 'Щом пристигнат, ще ви възстановим {amount}.',
  requestedNext: 'Моля, изпратете ни артикулите обратно. Ще ви пишем отново, когато пристигнат.',
  receivedSubject: 'Върнатите артикули от поръчка #{id} са получени',
  receivedIntro: 'Получихме артикулите, които върнахте от поръчка #{id}:',
  receivedRefunded:
    'Възстановихме ви {amount}. Сумата ще постъпи в сметката ви до няколко дни, в зависимост от банката ви.',
  receivedRefundPending: 'Възстановяването на {amount} е на път.',
  receivedNoRefund: 'За това връщане не се дължеше възстановяване на сума.',
  receivedRefundLater: 'Ще се свържем с вас относно възстановяването на сумата.',
};

/** Korean. */
const ko: ReturnMailMessages = {
  requestedSubject: '주문 #{id} 반품 요청 안내',
  requestedIntro: '주문 #{id}의 다음 상품에 대한 반품이 접수되었습니다:',
  requestedRefund: '상품이 도착하면 {amount}을(를) 환불해 드리겠습니다.',
  requestedNext: '상품을 저희에게 반송해 주세요. 상품이 도착하면 다시 알려 드리겠습니다.',
  receivedSubject: '주문 #{id} 반품 상품 수령 안내',
  receivedIntro: '주문 #{id}에서 반품하신 상품을 받았습니다:',
  receivedRefunded: '{amount}을(를) 환불해 드렸습니다. 은행에 따라 며칠 내에 계좌로 입금됩니다.',
  receivedRefundPending: '{amount} 환불이 진행 중입니다.',
  receivedNoRefund: '이 반품에 대해 환불할 금액은 없습니다.',
  receivedRefundLater: '환불과 관련하여 따로 연락드리겠습니다.',
};

/** Japanese. */
const ja: ReturnMailMessages = {
  requestedSubject: 'ご注文 #{id} の返品のお申し込み',
  requestedIntro: 'ご注文 #{id} の以下の商品について、返品を承りました：',
  requestedRefund: '商品の到着後、{amount} を返金いたします。',
  requestedNext: '商品を当店までご返送ください。到着しましたらあらためてご連絡いたします。',
  receivedSubject: 'ご注文 #{id} の返品を受け取りました',
  receivedIntro: 'ご注文 #{id} から返品いただいた商品を受け取りました：',
  receivedRefunded:
    '{amount} を返金いたしました。ご利用の銀行により、数日以内に口座へ反映されます。',
  receivedRefundPending: '{amount} の返金を手続き中です。',
  receivedNoRefund: 'この返品について返金の対象となる金額はありません。',
  receivedRefundLater: '返金については、あらためてご連絡いたします。',
};

/** Czech. */
const cs: ReturnMailMessages = {
  requestedSubject: 'Žádost o vrácení zboží z objednávky #{id}',
  requestedIntro: 'Zaevidovali jsme vrácení těchto položek z vaší objednávky #{id}:',
  requestedRefund: 'Jakmile k nám dorazí, vrátíme vám {amount}.',
  requestedNext: 'Pošlete nám prosím položky zpět. Znovu se vám ozveme, až dorazí.',
  receivedSubject: 'Vrácené zboží z objednávky #{id} jsme přijali',
  receivedIntro: 'Obdrželi jsme položky, které jste vrátili z objednávky #{id}:',
  receivedRefunded:
    'Vrátili jsme vám {amount}. Peníze dorazí na váš účet během několika dní, podle vaší banky.',
  receivedRefundPending: 'Vrácení částky {amount} je na cestě.',
  receivedNoRefund: 'Za toto vrácení vám nenáležela žádná částka.',
  receivedRefundLater: 'Ohledně vrácení peněz se vám ozveme.',
};

/** Simplified Chinese. */
const zh: ReturnMailMessages = {
  requestedSubject: '订单 #{id} 的退货申请',
  requestedIntro: '我们已登记您订单 #{id} 中以下商品的退货：',
  requestedRefund: '商品到达后，我们将为您退款 {amount}。',
  requestedNext: '请将商品寄回给我们。商品到达后我们会再次通知您。',
  receivedSubject: '已收到订单 #{id} 的退货',
  receivedIntro: '我们已收到您从订单 #{id} 退回的商品：',
  receivedRefunded: '我们已为您退款 {amount}。款项将在几天内到账，具体取决于您的银行。',
  receivedRefundPending: '您的退款 {amount} 正在处理中。',
  receivedNoRefund: '此次退货没有应退款项。',
  receivedRefundLater: '关于您的退款，我们会再与您联系。',
};

export const RETURN_MAIL_MESSAGES: Readonly<Record<StoreLocale, ReturnMailMessages>> = {
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
