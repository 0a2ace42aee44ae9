import type { StoreLocale } from '@storedesk/contract';

/*
 * The words of the order mails in each of the store languages (`default_locale`, the 21
 * interface languages). One typed record per language: a missing or extra sentence fails the
 * type check. Placeholders: `{id}` the order number, `{amount}` a sum already written in the
 * language's own way, `{numbers}` tracking numbers.
 */

export interface OrderMailMessages {
  /** The confirmation's subject; `{id}` is the order number. */
  confirmedSubject: string;
  /** Its first sentence. */
  confirmedThanks: string;
  /** The totals, each with `{amount}` in the store's currency. */
  subtotal: string;
  shipping: string;
  tax: string;
  total: string;
  /** Above the shipping address. */
  shippingTo: string;
  /** Its last sentence. */
  confirmedNext: string;
  /** The shipment mail's subject. */
  shippedSubject: string;
  /** Its first sentence. */
  shippedIntro: string;
  /** Its tracking numbers, `{numbers}` separated by commas. */
  tracking: string;
  /** The refund mail's subject. */
  refundedSubject: string;
  /** Its first sentence, with the `{amount}` refunded. */
  refundedIntro: string;
  /** Its last sentence. */
  refundedNext: string;
  /** The cancelation mail's subject. */
  canceledSubject: string;
  /** Its first sentence. */
  canceledIntro: string;
  /** Its last sentence. */
  canceledNext: string;
}

/** English. */
const en: OrderMailMessages = {
  confirmedSubject: 'Order #{id} confirmed',
  confirmedThanks: 'Thank you for your order #{id}.',
  subtotal: 'Subtotal: {amount}',
  shipping: 'Shipping: {amount}',
  tax: 'Tax: {amount}',
  total: 'Total: {amount}',
  shippingTo: 'Shipping to:',
  confirmedNext: 'We will write again when it ships.',
  shippedSubject: 'Order #{id} has shipped',
  shippedIntro: 'Good news: items of your order #{id} are on their way.',
  tracking: 'Tracking: {numbers}',
  refundedSubject: 'Refund for order #{id}',
  refundedIntro: 'We have refunded {amount} on your order #{id}.',
  refundedNext: 'It reaches your account in a few days, depending on your bank.',
  canceledSubject: 'Order #{id} canceled',
  canceledIntro: 'Your order #{id} has been canceled.',
  canceledNext: 'Any payment taken for it is given back to you.',
};

/** German. */
const de: OrderMailMessages = {
  confirmedSubject: 'Bestellung #{id} bestätigt',
  confirmedThanks: 'Vielen Dank für Ihre Bestellung #{id}.',
  subtotal: 'Zwischensumme: {amount}',
  shipping: 'Versand: {amount}',
  tax: 'Steuer: {amount}',
  total: 'Gesamt: {amount}',
  shippingTo: 'Lieferadresse:',
  confirmedNext: 'Wir melden uns wieder, sobald sie versandt wird.',
  shippedSubject: 'Bestellung #{id} wurde versandt',
  shippedIntro: 'Gute Nachricht: Artikel Ihrer Bestellung #{id} sind unterwegs.',
  tracking: 'Sendungsverfolgung: {numbers}',
  refundedSubject: 'Erstattung für Bestellung #{id}',
  refundedIntro: 'Wir haben Ihnen {amount} für Ihre Bestellung #{id} erstattet.',
  refundedNext: 'Der Betrag erreicht Ihr Konto je nach Bank in einigen Tagen.',
  canceledSubject: 'Bestellung #{id} storniert',
  canceledIntro: 'Ihre Bestellung #{id} wurde storniert.',
  canceledNext: 'Bereits geleistete Zahlungen dafür erhalten Sie zurück.',
};

/** French. */
const fr: OrderMailMessages = {
  confirmedSubject: 'Commande #{id} confirmée',
  confirmedThanks: 'Merci pour votre commande #{id}.',
  subtotal: 'Sous-total\u00a0: {amount}',
  shipping: 'Livraison\u00a0: {amount}',
  tax: 'Taxes\u00a0: {amount}',
  total: 'Total\u00a0: {amount}',
  shippingTo: 'Adresse de livraison\u00a0:',
  confirmedNext: 'Nous vous écrirons à nouveau lors de son expédition.',
  shippedSubject: 'Commande #{id} expédiée',
  shippedIntro: 'Bonne nouvelle\u00a0: des articles de votre commande #{id} sont en route.',
  tracking: 'Suivi\u00a0: {numbers}',
  refundedSubject: 'Remboursement de la commande #{id}',
  refundedIntro: 'Nous avons remboursé {amount} sur votre commande #{id}.',
  refundedNext: 'Le montant arrive sur votre compte sous quelques jours, selon votre banque.',
  canceledSubject: 'Commande #{id} annulée',
  canceledIntro: 'Votre commande #{id} a été annulée.',
  canceledNext: 'Tout paiement prélevé pour cette commande vous est rendu.',
};

/** Croatian. */
const hr: OrderMailMessages = {
  confirmedSubject: 'Narudžba #{id} potvrđena',
  confirmedThanks: 'Hvala vam na narudžbi #{id}.',
  subtotal: 'Međuzbroj: {amount}',
  shipping: 'Dostava: {amount}',
  tax: 'Porez: {amount}',
  total: 'Ukupno: {amount}',
  shippingTo: 'Adresa dostave:',
  confirmedNext: 'Javit ćemo vam se ponovno kad narudžba bude poslana.',
  shippedSubject: 'Narudžba #{id} je poslana',
  shippedIntro: 'Dobre vijesti: artikli vaše narudžbe #{id} su na putu.',
  tracking: 'Praćenje pošiljke: {numbers}',
  refundedSubject: 'Povrat novca za narudžbu #{id}',
  refundedIntro: 'Vratili smo vam {amount} za narudžbu #{id}.',
  refundedNext: 'Iznos stiže na vaš račun za nekoliko dana, ovisno o vašoj banci.',
  canceledSubject: 'Narudžba #{id} otkazana',
  canceledIntro: 'Vaša narudžba #{id} je otkazana.',
  canceledNext: 'Svaka uplata za nju bit će vam vraćena.',
};

/** Italian. */
const it: OrderMailMessages = {
  confirmedSubject: 'Ordine #{id} confermato',
  confirmedThanks: 'Grazie per il tuo ordine #{id}.',
  subtotal: 'Subtotale: {amount}',
  shipping: 'Spedizione: {amount}',
  tax: 'Imposte: {amount}',
  total: 'Totale: {amount}',
  shippingTo: 'Indirizzo di spedizione:',
  confirmedNext: 'Ti scriveremo di nuovo quando verrà spedito.',
  shippedSubject: 'Ordine #{id} spedito',
  shippedIntro: 'Buone notizie: gli articoli del tuo ordine #{id} sono in viaggio.',
  tracking: 'Tracciamento: {numbers}',
  refundedSubject: 'Rimborso per l’ordine #{id}',
  refundedIntro: 'Abbiamo rimborsato {amount} sul tuo ordine #{id}.',
  refundedNext: 'L’importo arriverà sul tuo conto in pochi giorni, a seconda della tua banca.',
  canceledSubject: 'Ordine #{id} annullato',
  canceledIntro: 'Il tuo ordine #{id} è stato annullato.',
  canceledNext: 'Qualsiasi pagamento ricevuto per questo ordine ti verrà restituito.',
};

/** Brazilian Portuguese. */
const pt: OrderMailMessages = {
  confirmedSubject: 'Pedido #{id} confirmado',
  confirmedThanks: 'Obrigado pelo seu pedido #{id}.',
  subtotal: 'Subtotal: {amount}',
  shipping: 'Frete: {amount}',
  tax: 'Impostos: {amount}',
  total: 'Total: {amount}',
  shippingTo: 'Endereço de entrega:',
  confirmedNext: 'Escreveremos novamente quando ele for enviado.',
  shippedSubject: 'Pedido #{id} enviado',
  shippedIntro: 'Boa notícia: itens do seu pedido #{id} estão a caminho.',
  tracking: 'Rastreamento: {numbers}',
  refundedSubject: 'Reembolso do pedido #{id}',
  refundedIntro: 'Reembolsamos {amount} do seu pedido #{id}.',
  refundedNext: 'O valor chega à sua conta em alguns dias, dependendo do seu banco.',
  canceledSubject: 'Pedido #{id} cancelado',
  canceledIntro: 'Seu pedido #{id} foi cancelado.',
  canceledNext: 'Qualquer pagamento feito por ele será devolvido a você.',
};

/** Ukrainian. */
const uk: OrderMailMessages = {
  confirmedSubject: 'Замовлення #{id} підтверджено',
  confirmedThanks: 'Дякуємо за ваше замовлення #{id}.',
  subtotal: 'Проміжний підсумок: {amount}',
  shipping: 'Доставка: {amount}',
  tax: 'Податок: {amount}',
  total: 'Разом: {amount}',
  shippingTo: 'Адреса доставки:',
  confirmedNext: 'Ми напишемо ще раз, коли його буде відправлено.',
  shippedSubject: 'Замовлення #{id} відправлено',
  shippedIntro: 'Гарна новина: товари з вашого замовлення #{id} уже в дорозі.',
  tracking: 'Відстеження: {numbers}',
  refundedSubject: 'Повернення коштів за замовлення #{id}',
  refundedIntro: 'Ми повернули {amount} за вашим замовленням #{id}.',
  refundedNext: 'Кошти надійдуть на ваш рахунок за кілька днів, залежно від вашого банку.',
  canceledSubject: 'Замовлення #{id} скасовано',
  canceledIntro: 'Ваше замовлення #{id} скасовано.',
  canceledNext: 'Усі кошти, сплачені за нього, буде вам повернуто.',
};

/** Arabic. */
const ar: OrderMailMessages = {
  confirmedSubject: 'تم تأكيد الطلب #{id}',
  confirmedThanks: 'شكرًا لك على طلبك #{id}.',
  subtotal: 'المجموع الفرعي: {amount}',
  shipping: 'الشحن: {amount}',
  tax: 'الضريبة: {amount}',
  total: 'الإجمالي: {amount}',
  shippingTo: 'الشحن إلى:',
  confirmedNext: 'سنراسلك مجددًا عند شحنه.',
  shippedSubject: 'تم شحن الطلب #{id}',
  shippedIntro: 'أخبار سارة: منتجات من طلبك #{id} في طريقها إليك.',
  tracking: 'التتبع: {numbers}',
  refundedSubject: 'استرداد مبلغ للطلب #{id}',
  refundedIntro: 'لقد رددنا {amount} عن طلبك #{id}.',
  refundedNext: 'يصل المبلغ إلى حسابك خلال أيام قليلة، حسب البنك الذي تتعامل معه.',
  canceledSubject: 'تم إلغاء الطلب #{id}',
  canceledIntro: 'تم إلغاء طلبك #{id}.',
  canceledNext: 'سيُعاد إليك أي مبلغ دُفع مقابله.',
};

/** Polish. */
const pl: OrderMailMessages = {
  confirmedSubject: 'Zamówienie #{id} potwierdzone',
  confirmedThanks: 'Dziękujemy za zamówienie #{id}.',
  subtotal: 'Suma częściowa: {amount}',
  shipping: 'Wysyłka: {amount}',
  tax: 'Podatek: {amount}',
  total: 'Razem: {amount}',
  shippingTo: 'Adres dostawy:',
  confirmedNext: 'Napiszemy ponownie, gdy zamówienie zostanie wysłane.',
  shippedSubject: 'Zamówienie #{id} zostało wysłane',
  shippedIntro: 'Dobra wiadomość: produkty z zamówienia #{id} są już w drodze.',
  tracking: 'Śledzenie przesyłki: {numbers}',
  refundedSubject: 'Zwrot środków za zamówienie #{id}',
  refundedIntro: 'Zwróciliśmy {amount} za zamówienie #{id}.',
  refundedNext: 'Środki trafią na Twoje konto w ciągu kilku dni, w zależności od banku.',
  canceledSubject: 'Zamówienie #{id} anulowane',
  canceledIntro: 'Twoje zamówienie #{id} zostało anulowane.',
  canceledNext: 'Każda pobrana za nie płatność zostanie Ci zwrócona.',
};

/** Spanish. */
const es: OrderMailMessages = {
  confirmedSubject: 'Pedido #{id} confirmado',
  confirmedThanks: 'Gracias por tu pedido #{id}.',
  subtotal: 'Subtotal: {amount}',
  shipping: 'Envío: {amount}',
  tax: 'Impuestos: {amount}',
  total: 'Total: {amount}',
  shippingTo: 'Dirección de envío:',
  confirmedNext: 'Te escribiremos de nuevo cuando se envíe.',
  shippedSubject: 'El pedido #{id} ha sido enviado',
  shippedIntro: 'Buenas noticias: los artículos de tu pedido #{id} están en camino.',
  tracking: 'Seguimiento: {numbers}',
  refundedSubject: 'Reembolso del pedido #{id}',
  refundedIntro: 'Hemos reembolsado {amount} de tu pedido #{id}.',
  refundedNext: 'Llegará a tu cuenta en unos días, según tu banco.',
  canceledSubject: 'Pedido #{id} cancelado',
  canceledIntro: 'Tu pedido #{id} ha sido cancelado.',
  canceledNext: 'Se te devolverá cualquier pago realizado por él.',
};

/** Hindi. */
const hi: OrderMailMessages = {
  confirmedSubject: 'ऑर्डर #{id} की पुष्टि हो गई',
  confirmedThanks: 'आपके ऑर्डर #{id} के लिए धन्यवाद।',
  subtotal: 'उप-योग: {amount}',
  shipping: 'शिपिंग: {amount}',
  tax: 'कर: {amount}',
  total: 'कुल: {amount}',
  shippingTo: 'शिपिंग पता:',
  confirmedNext: 'इसके भेजे जाने पर हम आपको फिर से लिखेंगे।',
  shippedSubject: 'ऑर्डर #{id} भेज दिया गया है',
  shippedIntro: 'अच्छी खबर: आपके ऑर्डर #{id} के आइटम रास्ते में हैं।',
  tracking: 'ट्रैकिंग: {numbers}',
  refundedSubject: 'ऑर्डर #{id} के लिए रिफ़ंड',
  refundedIntro: 'हमने आपके ऑर्डर #{id} पर {amount} रिफ़ंड कर दिए हैं।',
  refundedNext: 'आपके बैंक के अनुसार, यह राशि कुछ दिनों में आपके खाते में पहुँच जाएगी।',
  canceledSubject: 'ऑर्डर #{id} रद्द कर दिया गया',
  canceledIntro: 'आपका ऑर्डर #{id} रद्द कर दिया गया है।',
  canceledNext: 'इसके लिए लिया गया कोई भी भुगतान आपको लौटा दिया जाएगा।',
};

/** Bosnian. */
const bs: OrderMailMessages = {
  confirmedSubject: 'Narudžba #{id} potvrđena',
  confirmedThanks: 'Hvala vam na narudžbi #{id}.',
  subtotal: 'Međuzbir: {amount}',
  shipping: 'Dostava: {amount}',
  tax: 'Porez: {amount}',
  total: 'Ukupno: {amount}',
  shippingTo: 'Adresa za dostavu:',
  confirmedNext: 'Javit ćemo vam se ponovo kada narudžba bude poslana.',
  shippedSubject: 'Narudžba #{id} je poslana',
  shippedIntro: 'Dobre vijesti: artikli vaše narudžbe #{id} su na putu.',
  tracking: 'Praćenje pošiljke: {numbers}',
  refundedSubject: 'Povrat novca za narudžbu #{id}',
  refundedIntro: 'Vratili smo vam {amount} za narudžbu #{id}.',
  refundedNext: 'Iznos stiže na vaš račun za nekoliko dana, zavisno od vaše banke.',
  canceledSubject: 'Narudžba #{id} otkazana',
  canceledIntro: 'Vaša narudžba #{id} je otkazana.',
  canceledNext: 'Svaka uplata za nju bit će vam vraćena.',
};

/** Vietnamese. */
const vi: OrderMailMessages = {
  confirmedSubject: 'Đơn hàng #{id} đã được xác nhận',
  confirmedThanks: 'Cảm ơn bạn đã đặt đơn hàng #{id}.',
  subtotal: 'Tạm tính: {amount}',
  shipping: 'Phí vận chuyển: {amount}',
  tax: 'Thuế: {amount}',
  total: 'Tổng cộng: {amount}',
  shippingTo: 'Giao đến:',
  confirmedNext: 'Chúng tôi sẽ thông báo lại khi đơn hàng được gửi đi.',
  shippedSubject: 'Đơn hàng #{id} đã được gửi đi',
  shippedIntro: 'Tin vui: các sản phẩm trong đơn hàng #{id} của bạn đang trên đường giao.',
  tracking: 'Mã vận đơn: {numbers}',
  refundedSubject: 'Hoàn tiền cho đơn hàng #{id}',
  refundedIntro: 'Chúng tôi đã hoàn {amount} cho đơn hàng #{id} của bạn.',
  refundedNext: 'Số tiền sẽ về tài khoản của bạn trong vài ngày, tùy theo ngân hàng.',
  canceledSubject: 'Đơn hàng #{id} đã bị hủy',
  canceledIntro: 'Đơn hàng #{id} của bạn đã bị hủy.',
  canceledNext: 'Mọi khoản thanh toán cho đơn hàng này sẽ được hoàn lại cho bạn.',
};

/** Tamil. */
const tm: OrderMailMessages = {
  confirmedSubject: 'ஆர்டர் #{id} உறுதிசெய்யப்பட்டது',
  confirmedThanks: 'உங்கள் ஆர்டர் #{id}-க்கு நன்றி.',
  subtotal: 'துணைத்தொகை: {amount}',
  shipping: 'அனுப்புதல்: {amount}',
  tax: 'வரி: {amount}',
  total: 'மொத்தம்: {amount}',
  shippingTo: 'அனுப்பும் முகவரி:',
  confirmedNext: 'இது அனுப்பப்படும்போது மீண்டும் தெரிவிப்போம்.',
  shippedSubject: 'ஆர்டர் #{id} அனுப்பப்பட்டது',
  shippedIntro: 'நல்ல செய்தி: உங்கள் ஆர்டர் #{id}-இன் பொருட்கள் வந்துகொண்டிருக்கின்றன.',
  tracking: 'கண்காணிப்பு: {numbers}',
  refundedSubject: 'ஆர்டர் #{id}-க்கான பணத்திருப்பம்',
  refundedIntro: 'உங்கள் ஆர்டர் #{id}-க்கு {amount} திருப்பி அளித்துள்ளோம்.',
  refundedNext: 'உங்கள் வங்கியைப் பொறுத்து, சில நாட்களில் இது உங்கள் கணக்கை வந்தடையும்.',
  canceledSubject: 'ஆர்டர் #{id} ரத்துசெய்யப்பட்டது',
  canceledIntro: 'உங்கள் ஆர்டர் #{id} ரத்துசெய்யப்பட்டது.',
  canceledNext: 'இதற்காகச் செலுத்தப்பட்ட எந்தத் தொகையும் உங்களுக்குத் திருப்பி அளிக்கப்படும்.',
};

/** Russian. */
const ru: OrderMailMessages = {
  confirmedSubject: 'Заказ #{id} подтверждён',
  confirmedThanks: 'Спасибо за ваш заказ #{id}.',
  subtotal: 'Промежуточный итог: {amount}',
  shipping: 'Доставка: {amount}',
  tax: 'Налог: {amount}',
  total: 'Итого: {amount}',
  shippingTo: 'Адрес доставки:',
  confirmedNext: 'Мы напишем снова, когда заказ будет отправлен.',
  shippedSubject: 'Заказ #{id} отправлен',
  shippedIntro: 'Хорошие новости: товары из вашего заказа #{id} уже в пути.',
  tracking: 'Отслеживание: {numbers}',
  refundedSubject: 'Возврат средств по заказу #{id}',
  refundedIntro: 'Мы вернули {amount} по вашему заказу #{id}.',
  refundedNext: 'Средства поступят на ваш счёт в течение нескольких дней, в зависимости от банка.',
  canceledSubject: 'Заказ #{id} отменён',
  canceledIntro: 'Ваш заказ #{id} отменён.',
  canceledNext: 'Все платежи по нему будут вам возвращены.',
};

/** Slovenian. */
const sl: OrderMailMessages = {
  confirmedSubject: 'Naročilo #{id} potrjeno',
  confirmedThanks: 'Hvala za vaše naročilo #{id}.',
  subtotal: 'Vmesna vsota: {amount}',
  shipping: 'Dostava: {amount}',
  tax: 'Davek: {amount}',
  total: 'Skupaj: {amount}',
  shippingTo: 'Naslov za dostavo:',
  confirmedNext: 'Ponovno vam bomo pisali, ko bo naročilo odposlano.',
  shippedSubject: 'Naročilo #{id} je odposlano',
  shippedIntro: 'Dobra novica: izdelki iz vašega naročila #{id} so na poti.',
  tracking: 'Sledenje: {numbers}',
  refundedSubject: 'Vračilo denarja za naročilo #{id}',
  refundedIntro: 'Za vaše naročilo #{id} smo vam vrnili {amount}.',
  refundedNext: 'Znesek bo na vaš račun prispel v nekaj dneh, odvisno od vaše banke.',
  canceledSubject: 'Naročilo #{id} preklicano',
  canceledIntro: 'Vaše naročilo #{id} je bilo preklicano.',
  canceledNext: 'Vsa plačila zanj vam bodo vrnjena.',
};

/** Bulgarian. */
const bg: OrderMailMessages = {
  confirmedSubject: 'Поръчка #{id} е потвърдена',
  confirmedThanks: 'Благодарим ви за поръчка #{id}.',
  subtotal: 'Междинна сума: {amount}',
  shipping: 'Доставка: {amount}',
  tax: 'Данък: {amount}',
  total: 'Общо: {amount}',
  shippingTo: 'Адрес за доставка:',
  confirmedNext: 'Ще ви пишем отново, когато поръчката бъде изпратена.',
  shippedSubject: 'Поръчка #{id} е изпратена',
  shippedIntro: 'Добри новини: артикулите от поръчка #{id} са на път.',
  tracking: 'Проследяване: {numbers}',
  refundedSubject: 'Възстановена сума за поръчка #{id}',
  refundedIntro: 'Възстановихме {amount} по вашата поръчка #{id}.',
  refundedNext: 'Сумата ще постъпи в сметката ви до няколко дни, в зависимост от банката ви.',
  canceledSubject: 'Поръчка #{id} е отменена',
  canceledIntro: 'Вашата поръчка #{id} беше отменена.',
  canceledNext: 'Всяко плащане, направено за нея, ще ви бъде възстановено.',
};

/** Korean. */
const ko: OrderMailMessages = {
  confirmedSubject: '주문 #{id}이(가) 확인되었습니다',
  confirmedThanks: '주문 #{id}에 감사드립니다.',
  subtotal: '소계: {amount}',
  shipping: '배송비: {amount}',
  tax: '세금: {amount}',
  total: '합계: {amount}',
  shippingTo: '배송지:',
  confirmedNext: '상품이 발송되면 다시 알려 드리겠습니다.',
  shippedSubject: '주문 #{id}이(가) 발송되었습니다',
  shippedIntro: '좋은 소식입니다. 주문 #{id}의 상품이 배송 중입니다.',
  tracking: '배송 추적: {numbers}',
  refundedSubject: '주문 #{id} 환불 안내',
  refundedIntro: '주문 #{id}에 대해 {amount}을(를) 환불해 드렸습니다.',
  refundedNext: '은행에 따라 며칠 내에 계좌로 입금됩니다.',
  canceledSubject: '주문 #{id}이(가) 취소되었습니다',
  canceledIntro: '주문 #{id}이(가) 취소되었습니다.',
  canceledNext: '이 주문에 대해 결제된 금액은 모두 환불해 드립니다.',
};

/** Japanese. */
const ja: OrderMailMessages = {
  confirmedSubject: 'ご注文 #{id} を承りました',
  confirmedThanks: 'ご注文 #{id} をいただき、ありがとうございます。',
  subtotal: '小計：{amount}',
  shipping: '送料：{amount}',
  tax: '税：{amount}',
  total: '合計：{amount}',
  shippingTo: 'お届け先：',
  confirmedNext: '発送時にあらためてご連絡いたします。',
  shippedSubject: 'ご注文 #{id} を発送しました',
  shippedIntro: 'お知らせ：ご注文 #{id} の商品を発送いたしました。',
  tracking: '追跡番号：{numbers}',
  refundedSubject: 'ご注文 #{id} の返金',
  refundedIntro: 'ご注文 #{id} について {amount} を返金いたしました。',
  refundedNext: 'ご利用の銀行により、数日以内に口座へ反映されます。',
  canceledSubject: 'ご注文 #{id} のキャンセル',
  canceledIntro: 'ご注文 #{id} はキャンセルされました。',
  canceledNext: 'お支払い済みの金額はすべて返金いたします。',
};

/** Czech. */
const cs: OrderMailMessages = {
  confirmedSubject: 'Objednávka #{id} potvrzena',
  confirmedThanks: 'Děkujeme za vaši objednávku #{id}.',
  subtotal: 'Mezisoučet: {amount}',
  shipping: 'Doprava: {amount}',
  tax: 'Daň: {amount}',
  total: 'Celkem: {amount}',
  shippingTo: 'Doručovací adresa:',
  confirmedNext: 'Znovu se vám ozveme, až bude objednávka odeslána.',
  shippedSubject: 'Objednávka #{id} byla odeslána',
  shippedIntro: 'Dobrá zpráva: položky vaší objednávky #{id} jsou na cestě.',
  tracking: 'Sledování zásilky: {numbers}',
  refundedSubject: 'Vrácení peněz za objednávku #{id}',
  refundedIntro: 'Vrátili jsme vám {amount} za objednávku #{id}.',
  refundedNext: 'Peníze dorazí na váš účet během několika dní, podle vaší banky.',
  canceledSubject: 'Objednávka #{id} zrušena',
  canceledIntro: 'Vaše objednávka #{id} byla zrušena.',
  canceledNext: 'Veškeré platby za ni vám budou vráceny.',
};

/** Simplified Chinese. */
const zh: OrderMailMessages = {
  confirmedSubject: '订单 #{id} 已确认',
  confirmedThanks: '感谢您的订单 #{id}。',
  subtotal: '小计：{amount}',
  shipping: '运费：{amount}',
  tax: '税费：{amount}',
  total: '总计：{amount}',
  shippingTo: '收货地址：',
  confirmedNext: '订单发货时我们会再次通知您。',
  shippedSubject: '订单 #{id} 已发货',
  shippedIntro: '好消息：您的订单 #{id} 中的商品已在路上。',
  tracking: '物流单号：{numbers}',
  refundedSubject: '订单 #{id} 退款',
  refundedIntro: '我们已为您的订单 #{id} 退款 {amount}。',
  refundedNext: '款项将在几天内到账，具体取决于您的银行。',
  canceledSubject: '订单 #{id} 已取消',
  canceledIntro: '您的订单 #{id} 已被取消。',
  canceledNext: '您为此订单支付的任何款项都将退还给您。',
};

export const ORDER_MAIL_MESSAGES: Readonly<Record<StoreLocale, OrderMailMessages>> = {
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
