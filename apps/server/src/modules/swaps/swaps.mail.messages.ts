import type { StoreLocale } from '@storedesk/contract';

/*
 * The words of the exchange mail in each of the store languages (`default_locale`, the 21
 * interface languages), as returns.mail.messages.ts holds those of the return mails. One typed
 * record per language: a missing or extra sentence fails the type check. Placeholders: `{id}`
 * the order number, `{amount}` a sum already written in the language's own way.
 */

export interface SwapMailMessages {
  /** The exchange mail's subject; `{id}` is the order number. */
  subject: string;
  /** Its first sentence. */
  intro: string;
  /** Above the order's lines coming back. */
  returning: string;
  /** Above the new lines sent in exchange (left out when there are none). */
  sending: string;
  /** The store owes the customer: `{amount}` is given back. */
  refund: string;
  /** The customer owes `{amount}` to confirm the exchange; the link to pay follows. */
  payLink: string;
  /** The customer owes `{amount}`; the store has no payment link and sends the way to pay later. */
  payLater: string;
  /** The customer has already paid the `{amount}` owed (a mail written after confirmation). */
  paid: string;
  /** Nothing is owed either way. */
  nothingToPay: string;
  /** What the customer does now, and what follows, while the difference is still to be paid. */
  nextUnpaid: string;
  /** What the customer does now, and what follows, once nothing is left to pay. */
  nextConfirmed: string;
}

/** English. */
const en: SwapMailMessages = {
  subject: 'Exchange registered for order #{id}',
  intro: 'We have registered an exchange on your order #{id}.',
  returning: 'You send back:',
  sending: 'We send you in exchange:',
  refund: 'We will refund you the difference of {amount}.',
  payLink: 'To confirm the exchange, please pay the difference of {amount} here:',
  payLater:
    'To confirm the exchange, please pay the difference of {amount}. We will let you know how to pay in a separate message.',
  paid: 'Thank you for paying the difference of {amount}.',
  nothingToPay: 'There is nothing to pay for this exchange.',
  nextUnpaid:
    'Please send the items back to us. We will ship your new items as soon as the difference is paid.',
  nextConfirmed:
    'Please send the items back to us. We will ship your new items as soon as your return arrives.',
};

/** German. */
const de: SwapMailMessages = {
  subject: 'Umtausch für Bestellung #{id} angemeldet',
  intro: 'Wir haben einen Umtausch zu Ihrer Bestellung #{id} erfasst.',
  returning: 'Sie senden uns zurück:',
  sending: 'Wir senden Ihnen im Austausch:',
  refund: 'Die Differenz von {amount} erstatten wir Ihnen.',
  payLink: 'Um den Umtausch zu bestätigen, zahlen Sie bitte die Differenz von {amount} hier:',
  payLater:
    'Um den Umtausch zu bestätigen, zahlen Sie bitte die Differenz von {amount}. Wie Sie bezahlen können, teilen wir Ihnen gesondert mit.',
  paid: 'Vielen Dank, dass Sie die Differenz von {amount} bezahlt haben.',
  nothingToPay: 'Für diesen Umtausch ist nichts zu bezahlen.',
  nextUnpaid:
    'Bitte senden Sie die Artikel an uns zurück. Die neuen Artikel schicken wir Ihnen, sobald die Differenz bezahlt ist.',
  nextConfirmed:
    'Bitte senden Sie die Artikel an uns zurück. Die neuen Artikel schicken wir Ihnen, sobald Ihre Rücksendung bei uns eingetroffen ist.',
};

/** French. */
const fr: SwapMailMessages = {
  subject: 'Échange enregistré pour la commande #{id}',
  intro: 'Nous avons enregistré un échange sur votre commande #{id}.',
  returning: 'Vous nous renvoyez\u00a0:',
  sending: 'Nous vous envoyons en échange\u00a0:',
  refund: 'Nous vous rembourserons la différence de {amount}.',
  payLink: 'Pour confirmer l’échange, merci de régler la différence de {amount} ici\u00a0:',
  payLater:
    'Pour confirmer l’échange, il reste à régler la différence de {amount}. Nous vous indiquerons comment payer dans un message séparé.',
  paid: 'Merci d’avoir réglé la différence de {amount}.',
  nothingToPay: 'Vous n’avez rien à payer pour cet échange.',
  nextUnpaid:
    'Merci de nous renvoyer les articles. Nous vous enverrons les nouveaux articles dès que la différence sera réglée.',
  nextConfirmed:
    'Merci de nous renvoyer les articles. Nous vous enverrons les nouveaux articles dès réception de votre retour.',
};

/** Croatian. */
const hr: SwapMailMessages = {
  subject: 'Zabilježena zamjena za narudžbu #{id}',
  intro: 'Zabilježili smo zamjenu za vašu narudžbu #{id}.',
  returning: 'Vraćate nam:',
  sending: 'U zamjenu vam šaljemo:',
  refund: 'Vratit ćemo vam razliku od {amount}.',
  payLink: 'Da biste potvrdili zamjenu, molimo platite razliku od {amount} ovdje:',
  payLater:
    'Da biste potvrdili zamjenu, potrebno je platiti razliku od {amount}. Upute za plaćanje poslat ćemo vam zasebnom porukom.',
  paid: 'Hvala vam što ste platili razliku od {amount}.',
  nothingToPay: 'Za ovu zamjenu ne trebate ništa platiti.',
  nextUnpaid:
    'Molimo pošaljite nam artikle natrag. Nove artikle poslat ćemo vam čim razlika bude plaćena.',
  nextConfirmed:
    'Molimo pošaljite nam artikle natrag. Nove artikle poslat ćemo vam čim nam stigne vaš povrat.',
};

/** Italian. */
const it: SwapMailMessages = {
  subject: 'Cambio registrato per l’ordine #{id}',
  intro: 'Abbiamo registrato un cambio sul tuo ordine #{id}.',
  returning: 'Ci rimandi:',
  sending: 'Ti inviamo in cambio:',
  refund: 'Ti rimborseremo la differenza di {amount}.',
  payLink: 'Per confermare il cambio, paga la differenza di {amount} qui:',
  payLater:
    'Per confermare il cambio, resta da pagare la differenza di {amount}. Ti invieremo a parte le indicazioni per il pagamento.',
  paid: 'Grazie per aver pagato la differenza di {amount}.',
  nothingToPay: 'Per questo cambio non c’è nulla da pagare.',
  nextUnpaid:
    'Rispediscici gli articoli. Ti invieremo i nuovi articoli non appena la differenza sarà pagata.',
  nextConfirmed:
    'Rispediscici gli articoli. Ti invieremo i nuovi articoli non appena riceveremo il tuo reso.',
};

/** Brazilian Portuguese. */
const pt: SwapMailMessages = {
  subject: 'Troca registrada para o pedido #{id}',
  intro: 'Registramos uma troca no seu pedido #{id}.',
  returning: 'Você nos devolve:',
  sending: 'Enviamos para você em troca:',
  refund: 'Vamos reembolsar a diferença de {amount}.',
  payLink: 'Para confirmar a troca, pague a diferença de {amount} aqui:',
  payLater:
    'Para confirmar a troca, falta pagar a diferença de {amount}. Enviaremos as instruções de pagamento em uma mensagem separada.',
  paid: 'Obrigado por pagar a diferença de {amount}.',
  nothingToPay: 'Não há nada a pagar por esta troca.',
  nextUnpaid:
    'Envie os itens de volta para nós. Enviaremos os novos itens assim que a diferença for paga.',
  nextConfirmed:
    'Envie os itens de volta para nós. Enviaremos os novos itens assim que a sua devolução chegar.',
};

/** Ukrainian. */
const uk: SwapMailMessages = {
  subject: 'Обмін за замовленням #{id} зареєстровано',
  intro: 'Ми зареєстрували обмін за вашим замовленням #{id}.',
  returning: 'Ви повертаєте нам:',
  sending: 'Натомість ми надішлемо вам:',
  refund: 'Ми повернемо вам різницю в сумі {amount}.',
  payLink: 'Щоб підтвердити обмін, будь ласка, сплатіть різницю в сумі {amount} тут:',
  payLater:
    'Щоб підтвердити обмін, потрібно сплатити різницю в сумі {amount}. Як це зробити, ми повідомимо окремим листом.',
  paid: 'Дякуємо, що сплатили різницю в сумі {amount}.',
  nothingToPay: 'За цей обмін нічого доплачувати не потрібно.',
  nextUnpaid:
    'Будь ласка, надішліть нам ці товари назад. Нові товари ми відправимо, щойно різницю буде сплачено.',
  nextConfirmed:
    'Будь ласка, надішліть нам ці товари назад. Нові товари ми відправимо, щойно отримаємо ваше повернення.',
};

/** Arabic. */
const ar: SwapMailMessages = {
  subject: 'تسجيل استبدال للطلب #{id}',
  intro: 'سجّلنا عملية استبدال على طلبك #{id}.',
  returning: 'المنتجات التي ستعيدها إلينا:',
  sending: 'المنتجات التي سنرسلها إليك بدلًا منها:',
  refund: 'سنرد لك فرق السعر البالغ {amount}.',
  payLink: 'لتأكيد الاستبدال، يُرجى دفع فرق السعر البالغ {amount} من هنا:',
  payLater:
    'لتأكيد الاستبدال، يلزم دفع فرق السعر البالغ {amount}. سنرسل لك طريقة الدفع في رسالة منفصلة.',
  paid: 'شكرًا لك على دفع فرق السعر البالغ {amount}.',
  nothingToPay: 'لا يلزمك دفع أي مبلغ مقابل هذا الاستبدال.',
  nextUnpaid: 'يُرجى إعادة المنتجات إلينا. سنرسل لك المنتجات الجديدة بمجرد دفع الفرق.',
  nextConfirmed: 'يُرجى إعادة المنتجات إلينا. سنرسل لك المنتجات الجديدة بمجرد وصول المرتجعات إلينا.',
};

/** Polish. */
const pl: SwapMailMessages = {
  subject: 'Zarejestrowano wymianę z zamówienia #{id}',
  intro: 'Zarejestrowaliśmy wymianę produktów z Twojego zamówienia #{id}.',
  returning: 'Odsyłasz nam:',
  sending: 'W zamian wyślemy Ci:',
  refund: 'Zwrócimy Ci różnicę w wysokości {amount}.',
  payLink: 'Aby potwierdzić wymianę, zapłać różnicę w wysokości {amount} tutaj:',
  payLater:
    'Aby potwierdzić wymianę, trzeba dopłacić różnicę w wysokości {amount}. Sposób płatności prześlemy Ci w osobnej wiadomości.',
  paid: 'Dziękujemy za dopłatę różnicy w wysokości {amount}.',
  nothingToPay: 'Za tę wymianę nie musisz nic dopłacać.',
  nextUnpaid:
    'Odeślij nam te produkty. Nowe produkty wyślemy, gdy tylko różnica zostanie opłacona.',
  nextConfirmed:
    'Odeślij nam te produkty. Nowe produkty wyślemy, gdy tylko dotrze do nas Twój zwrot.',
};

/** Spanish. */
const es: SwapMailMessages = {
  subject: 'Cambio registrado para el pedido #{id}',
  intro: 'Hemos registrado un cambio en tu pedido #{id}.',
  returning: 'Nos devuelves:',
  sending: 'Te enviamos a cambio:',
  refund: 'Te reembolsaremos la diferencia de {amount}.',
  payLink: 'Para confirmar el cambio, paga la diferencia de {amount} aquí:',
  payLater:
    'Para confirmar el cambio, queda por pagar la diferencia de {amount}. Te indicaremos cómo pagar en un mensaje aparte.',
  paid: 'Gracias por pagar la diferencia de {amount}.',
  nothingToPay: 'No tienes nada que pagar por este cambio.',
  nextUnpaid:
    'Envíanos los artículos de vuelta. Te enviaremos los nuevos en cuanto se pague la diferencia.',
  nextConfirmed:
    'Envíanos los artículos de vuelta. Te enviaremos los nuevos en cuanto recibamos tu devolución.',
};

/** Hindi. */
const hi: SwapMailMessages = {
  subject: 'ऑर्डर #{id} के लिए एक्सचेंज दर्ज हुआ',
  intro: 'हमने आपके ऑर्डर #{id} पर एक्सचेंज दर्ज कर लिया है।',
  returning: 'आप हमें वापस भेजेंगे:',
  sending: 'बदले में हम आपको भेजेंगे:',
  refund: 'हम आपको {amount} का अंतर रिफ़ंड कर देंगे।',
  payLink: 'एक्सचेंज की पुष्टि के लिए, कृपया {amount} का अंतर यहाँ चुकाएँ:',
  payLater:
    'एक्सचेंज की पुष्टि के लिए {amount} का अंतर चुकाना होगा। भुगतान का तरीका हम आपको अलग संदेश में बताएँगे।',
  paid: '{amount} का अंतर चुकाने के लिए धन्यवाद।',
  nothingToPay: 'इस एक्सचेंज के लिए आपको कुछ नहीं चुकाना है।',
  nextUnpaid: 'कृपया आइटम हमें वापस भेजें। अंतर चुकाए जाने के बाद हम आपको नए आइटम भेज देंगे।',
  nextConfirmed: 'कृपया आइटम हमें वापस भेजें। लौटाए गए आइटम मिलते ही हम आपको नए आइटम भेज देंगे।',
};

/** Bosnian. */
const bs: SwapMailMessages = {
  subject: 'Zabilježena zamjena za narudžbu #{id}',
  intro: 'Zabilježili smo zamjenu za vašu narudžbu #{id}.',
  returning: 'Vraćate nam:',
  sending: 'U zamjenu vam šaljemo:',
  refund: 'Vratit ćemo vam razliku od {amount}.',
  payLink: 'Da biste potvrdili zamjenu, molimo platite razliku od {amount} ovdje:',
  payLater:
    'Da biste potvrdili zamjenu, potrebno je platiti razliku od {amount}. Uputstvo za plaćanje poslat ćemo vam u posebnoj poruci.',
  paid: 'Hvala vam što ste platili razliku od {amount}.',
  nothingToPay: 'Za ovu zamjenu ne trebate ništa platiti.',
  nextUnpaid:
    'Molimo pošaljite nam artikle nazad. Nove artikle ćemo vam poslati čim razlika bude plaćena.',
  nextConfirmed:
    'Molimo pošaljite nam artikle nazad. Nove artikle ćemo vam poslati čim nam stigne vaš povrat.',
};

/** Vietnamese. */
const vi: SwapMailMessages = {
  subject: 'Đã ghi nhận yêu cầu đổi hàng cho đơn hàng #{id}',
  intro: 'Chúng tôi đã ghi nhận yêu cầu đổi hàng cho đơn hàng #{id} của bạn.',
  returning: 'Sản phẩm bạn gửi trả:',
  sending: 'Sản phẩm chúng tôi gửi bạn để đổi:',
  refund: 'Chúng tôi sẽ hoàn cho bạn khoản chênh lệch {amount}.',
  payLink: 'Để xác nhận đổi hàng, vui lòng thanh toán khoản chênh lệch {amount} tại đây:',
  payLater:
    'Để xác nhận đổi hàng, bạn cần thanh toán khoản chênh lệch {amount}. Chúng tôi sẽ gửi hướng dẫn thanh toán trong một email riêng.',
  paid: 'Cảm ơn bạn đã thanh toán khoản chênh lệch {amount}.',
  nothingToPay: 'Bạn không cần thanh toán gì cho lần đổi hàng này.',
  nextUnpaid:
    'Vui lòng gửi trả sản phẩm cho chúng tôi. Chúng tôi sẽ gửi sản phẩm mới ngay khi khoản chênh lệch được thanh toán.',
  nextConfirmed:
    'Vui lòng gửi trả sản phẩm cho chúng tôi. Chúng tôi sẽ gửi sản phẩm mới ngay khi nhận được hàng trả lại.',
};

/** Tamil. */
const tm: SwapMailMessages = {
  subject: 'ஆர்டர் #{id}-க்குப் பரிமாற்றம் பதிவுசெய்யப்பட்டது',
  intro: 'உங்கள் ஆர்டர் #{id}-இல் ஒரு பரிமாற்றத்தைப் பதிவுசெய்துள்ளோம்.',
  returning: 'நீங்கள் திருப்பி அனுப்புபவை:',
  sending: 'பரிமாற்றமாக நாங்கள் அனுப்புபவை:',
  refund: 'வித்தியாசத் தொகை {amount} உங்களுக்குத் திருப்பி அளிக்கப்படும்.',
  payLink: 'பரிமாற்றத்தை உறுதிசெய்ய, வித்தியாசத் தொகை {amount}-ஐ இங்கே செலுத்தவும்:',
  payLater:
    'பரிமாற்றத்தை உறுதிசெய்ய, வித்தியாசத் தொகை {amount} செலுத்த வேண்டும். பணம் செலுத்தும் முறையைத் தனியாகத் தெரிவிப்போம்.',
  paid: 'வித்தியாசத் தொகை {amount} செலுத்தியதற்கு நன்றி.',
  nothingToPay: 'இந்தப் பரிமாற்றத்திற்கு நீங்கள் எதுவும் செலுத்த வேண்டியதில்லை.',
  nextUnpaid:
    'தயவுசெய்து பொருட்களை எங்களுக்குத் திருப்பி அனுப்புங்கள். வித்தியாசத் தொகை செலுத்தப்பட்டதும் புதிய பொருட்களை அனுப்புவோம்.',
  nextConfirmed:
    'தயவுசெய்து பொருட்களை எங்களுக்குத் திருப்பி அனுப்புங்கள். அவை எங்களை வந்தடைந்ததும் புதிய பொருட்களை அனுப்புவோம்.',
};

/** Russian. */
const ru: SwapMailMessages = {
  subject: 'Обмен по заказу #{id} зарегистрирован',
  intro: 'Мы зарегистрировали обмен по вашему заказу #{id}.',
  returning: 'Вы возвращаете нам:',
  sending: 'Взамен мы отправим вам:',
  refund: 'Мы вернём вам разницу в размере {amount}.',
  payLink: 'Чтобы подтвердить обмен, пожалуйста, оплатите разницу в размере {amount} здесь:',
  payLater:
    'Чтобы подтвердить обмен, нужно оплатить разницу в размере {amount}. Как это сделать, мы сообщим отдельным письмом.',
  paid: 'Спасибо, что оплатили разницу в размере {amount}.',
  nothingToPay: 'За этот обмен ничего доплачивать не нужно.',
  nextUnpaid:
    'Пожалуйста, отправьте нам эти товары обратно. Новые товары мы отправим, как только разница будет оплачена.',
  nextConfirmed:
    'Пожалуйста, отправьте нам эти товары обратно. Новые товары мы отправим, как только получим ваш возврат.',
};

/** Slovenian. */
const sl: SwapMailMessages = {
  subject: 'Zamenjava za naročilo #{id} je zabeležena',
  intro: 'Zabeležili smo zamenjavo za vaše naročilo #{id}.',
  returning: 'Vračate nam:',
  sending: 'V zameno vam pošljemo:',
  refund: 'Razliko v znesku {amount} vam bomo vrnili.',
  payLink: 'Za potrditev zamenjave prosimo, da razliko v znesku {amount} plačate tukaj:',
  payLater:
    'Za potrditev zamenjave je treba plačati razliko v znesku {amount}. Navodila za plačilo vam bomo poslali v ločenem sporočilu.',
  paid: 'Hvala, ker ste plačali razliko v znesku {amount}.',
  nothingToPay: 'Za to zamenjavo vam ni treba ničesar plačati.',
  nextUnpaid:
    'Prosimo, pošljite nam izdelke nazaj. Nove izdelke vam bomo poslali, ko bo razlika plačana.',
  nextConfirmed:
    'Prosimo, pošljite nam izdelke nazaj. Nove izdelke vam bomo poslali, ko prejmemo vrnjene izdelke.',
};

/** Bulgarian. */
const bg: SwapMailMessages = {
  subject: 'Регистрирана замяна по поръчка #{id}',
  intro: 'Регистрирахме замяна по вашата поръчка #{id}.',
  returning: 'Връщате ни:',
  sending: 'В замяна ви изпращаме:',
  refund: 'Ще ви възстановим разликата от {amount}.',
  payLink: 'За да потвърдите замяната, моля, платете разликата от {amount} тук:',
  payLater:
    'За да потвърдите замяната, трябва да платите разликата от {amount}. Ще ви изпратим начина на плащане в отделно съобщение.',
  paid: 'Благодарим ви, че платихте разликата от {amount}.',
  nothingToPay: 'За тази замяна не дължите нищо.',
  nextUnpaid:
    'Моля, изпратете ни артикулите обратно. Ще ви изпратим новите артикули веднага щом разликата бъде платена.',
  nextConfirmed:
    'Моля, изпратете ни артикулите обратно. Ще ви изпратим новите артикули веднага щом получим върнатите.',
};

/** Korean. */
const ko: SwapMailMessages = {
  subject: '주문 #{id} 교환 접수 안내',
  intro: '주문 #{id}에 대한 교환이 접수되었습니다.',
  returning: '반송하실 상품:',
  sending: '교환으로 보내 드릴 상품:',
  refund: '차액 {amount}을(를) 환불해 드리겠습니다.',
  payLink: '교환을 확정하시려면 아래 링크에서 차액 {amount}을(를) 결제해 주세요:',
  payLater:
    '교환을 확정하시려면 차액 {amount}을(를) 결제해 주셔야 합니다. 결제 방법은 별도로 안내해 드리겠습니다.',
  paid: '차액 {amount}을(를) 결제해 주셔서 감사합니다.',
  nothingToPay: '이번 교환에 대해 결제하실 금액은 없습니다.',
  nextUnpaid: '상품을 저희에게 반송해 주세요. 차액 결제가 완료되면 새 상품을 보내 드리겠습니다.',
  nextConfirmed:
    '상품을 저희에게 반송해 주세요. 반송된 상품이 도착하면 새 상품을 보내 드리겠습니다.',
};

/** Japanese. */
const ja: SwapMailMessages = {
  subject: 'ご注文 #{id} の交換を承りました',
  intro: 'ご注文 #{id} について、商品の交換を承りました。',
  returning: 'ご返送いただく商品：',
  sending: '交換としてお送りする商品：',
  refund: '差額の {amount} を返金いたします。',
  payLink: '交換を確定するには、以下のリンクから差額の {amount} をお支払いください：',
  payLater:
    '交換を確定するには、差額の {amount} のお支払いが必要です。お支払い方法は別途ご案内いたします。',
  paid: '差額の {amount} をお支払いいただき、ありがとうございます。',
  nothingToPay: 'この交換でお支払いいただく金額はありません。',
  nextUnpaid:
    '商品を当店までご返送ください。差額のお支払いを確認しだい、新しい商品をお送りします。',
  nextConfirmed: '商品を当店までご返送ください。返送品が届きしだい、新しい商品をお送りします。',
};

/** Czech. */
const cs: SwapMailMessages = {
  subject: 'Výměna zboží z objednávky #{id} zaevidována',
  intro: 'Zaevidovali jsme výměnu zboží z vaší objednávky #{id}.',
  returning: 'Vracíte nám:',
  sending: 'Výměnou vám pošleme:',
  refund: 'Rozdíl ve výši {amount} vám vrátíme.',
  payLink: 'Pro potvrzení výměny prosím uhraďte rozdíl ve výši {amount} zde:',
  payLater:
    'Pro potvrzení výměny je třeba uhradit rozdíl ve výši {amount}. Jak zaplatit, vám napíšeme v samostatné zprávě.',
  paid: 'Děkujeme, že jste uhradili rozdíl ve výši {amount}.',
  nothingToPay: 'Za tuto výměnu nic nedoplácíte.',
  nextUnpaid:
    'Pošlete nám prosím položky zpět. Nové položky vám odešleme, jakmile bude rozdíl uhrazen.',
  nextConfirmed:
    'Pošlete nám prosím položky zpět. Nové položky vám odešleme, jakmile k nám vrácené zboží dorazí.',
};

/** Simplified Chinese. */
const zh: SwapMailMessages = {
  subject: '订单 #{id} 的换货已登记',
  intro: '我们已为您的订单 #{id} 登记换货。',
  returning: '您需寄回的商品：',
  sending: '我们将换给您的商品：',
  refund: '我们将为您退还差价 {amount}。',
  payLink: '请通过以下链接支付差价 {amount}，以确认换货：',
  payLater: '确认换货需支付差价 {amount}。我们会另行告知您付款方式。',
  paid: '感谢您支付差价 {amount}。',
  nothingToPay: '此次换货无需支付任何费用。',
  nextUnpaid: '请将商品寄回给我们。差价支付后，我们会将新商品寄给您。',
  nextConfirmed: '请将商品寄回给我们。收到退回的商品后，我们会将新商品寄给您。',
};

export const SWAP_MAIL_MESSAGES: Readonly<Record<StoreLocale, SwapMailMessages>> = {
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
