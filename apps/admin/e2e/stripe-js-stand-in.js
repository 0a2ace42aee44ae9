/**
 * TEST AID, NOT STRIPE'S CODE. A stand-in for Stripe.js that the browser tests serve instead of
 * https://js.stripe.com/... (stripe.ts routes it), because Stripe can't be reached here. It has
 * only what the shop's checkout uses:
 *
 * - `Stripe(publishableKey)` with `elements().create('card')`: the card element is a plain text
 *   input labelled "Card number" (Stripe's real one lives in Stripe's iframe), with the
 *   `change` (complete once 16 digits are typed), `ready`, `focus` and `blur` events;
 * - `confirmCardPayment(clientSecret, { payment_method: { card } })`: posts the card to
 *   https://api.stripe.com/v1/payment_intents/{id}/confirm as Stripe.js posts its own, and
 *   answers `{ paymentIntent }` or `{ error }` like Stripe.js. The tests route that address to
 *   the Stripe API stand-in (stripe-stand-in.mjs), where the card number decides the outcome.
 *   No 3-D Secure step: the stand-in's cards never ask for one.
 */
(function () {
  // A browser script in a folder type-checked for Node (no DOM types): the page's globals.
  /** @type {any} */
  const browser = globalThis;
  const document = browser.document;

  /** @typedef {(payload: unknown) => void} Listener */

  function cardElement() {
    /** @type {Record<string, Listener[]>} */
    const listeners = {};
    /** @type {any} */
    let host = null;
    /** @type {any} */
    let input = null;
    /** @type {(event: string, payload: unknown) => void} */
    const emit = (event, payload) =>
      (listeners[event] ?? []).forEach((listener) => listener(payload));
    /** @returns {string} */
    const digits = () => (input ? input.value.replace(/\D/g, '') : '');
    const element = {
      /** @param {unknown} target a DOM node or a selector */
      mount(target) {
        host = typeof target === 'string' ? document.querySelector(target) : target;
        host.classList.add('StripeElement');
        input = document.createElement('input');
        input.setAttribute('aria-label', 'Card number');
        input.setAttribute('inputmode', 'numeric');
        input.style.cssText =
          'width:100%;border:0;outline:0;padding:0;background:transparent;font:inherit;font-size:16px';
        input.addEventListener('input', () =>
          emit('change', {
            elementType: 'card',
            empty: digits().length === 0,
            complete: digits().length === 16,
            brand: digits().startsWith('4') ? 'visa' : 'unknown',
            value: { postalCode: '' },
          }),
        );
        input.addEventListener('focus', () => {
          host.classList.add('StripeElement--focus');
          emit('focus', { elementType: 'card' });
        });
        input.addEventListener('blur', () => {
          host.classList.remove('StripeElement--focus');
          emit('blur', { elementType: 'card' });
        });
        host.appendChild(input);
        setTimeout(() => emit('ready', { elementType: 'card' }), 0);
      },
      /**
       * @param {string} event
       * @param {Listener} listener
       */
      on(event, listener) {
        (listeners[event] ??= []).push(listener);
        return element;
      },
      /**
       * @param {string} event
       * @param {Listener} listener
       */
      off(event, listener) {
        listeners[event] = (listeners[event] ?? []).filter((known) => known !== listener);
        return element;
      },
      update() {},
      focus: () => input?.focus(),
      blur: () => input?.blur(),
      clear() {
        if (input) input.value = '';
      },
      unmount() {
        input?.remove();
      },
      destroy() {
        input?.remove();
        input = null;
      },
      cardNumber: digits,
    };
    return element;
  }

  /** @typedef {ReturnType<typeof cardElement>} CardElement */

  /** @param {string} publishableKey */
  function Stripe(publishableKey) {
    /** @type {{ card?: CardElement }} */
    const made = {};
    const elements = {
      /** @param {string} type */
      create(type) {
        if (type !== 'card') throw new Error(`The Stripe.js stand-in has no ${type} element.`);
        made.card = cardElement();
        return made.card;
      },
      /**
       * Stripe.js takes the type, or react-stripe-js's component (its __elementType).
       * @param {string | { __elementType?: string }} type
       */
      getElement: (type) =>
        (typeof type === 'string' ? type : type.__elementType) === 'card'
          ? (made.card ?? null)
          : null,
      update() {},
    };
    /** @param {string} name */
    const unsupported = (name) => () =>
      Promise.reject(new Error(`The Stripe.js stand-in has no ${name}.`));
    return {
      elements: () => elements,
      createToken: unsupported('createToken'),
      createPaymentMethod: unsupported('createPaymentMethod'),
      /**
       * @param {string} clientSecret
       * @param {{ payment_method: { card: CardElement; billing_details?: { name?: string } } }} data
       */
      async confirmCardPayment(clientSecret, data) {
        const id = clientSecret.split('_secret_')[0] ?? '';
        const body = new URLSearchParams({
          key: publishableKey,
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': data.payment_method.card.cardNumber(),
          'payment_method_data[billing_details][name]':
            data.payment_method.billing_details?.name ?? '',
        });
        const response = await fetch(
          `https://api.stripe.com/v1/payment_intents/${encodeURIComponent(id)}/confirm`,
          { method: 'POST', body },
        );
        const answer = /** @type {{ error?: unknown }} */ (await response.json());
        return answer.error ? { error: answer.error } : { paymentIntent: answer };
      },
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }
  // The release @stripe/stripe-js 10 expects (it warns about any other).
  Stripe.version = 'endive';
  browser.Stripe = Stripe;
})();
