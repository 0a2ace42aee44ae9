// Seeds a trial store through the admin API, as a store owner would with the dashboard: two
// regions (US and Canada in USD with 10 % tax, seven European countries in EUR), two shipping
// options each, collections, a category with a child, and 14 products with stock.

/** Seeds the store of the admin `email` on the server at `backend` (e.g. http://127.0.0.1:9471). */
export async function seedTrialStore(backend, email, password) {
  async function call(method, path, body, token) {
    const res = await fetch(backend + path, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text}`);
    return text ? JSON.parse(text) : {};
  }
  const { access_token: token } = await call('POST', '/admin/auth/token', { email, password });
  const a = (method, path, body) => call(method, path, body, token);
  await a('POST', '/admin/store', { store_cors: ['http://localhost:8000'] });
  await a('POST', '/admin/store/currencies/eur');
  const { regions } = await a('GET', '/admin/regions');
  const na = regions[0];
  await a('POST', `/admin/regions/${na.id}`, { name: 'North America', countries: ['us', 'ca'] });
  const { region: eu } = await a('POST', '/admin/regions', {
    name: 'Europe',
    currency_code: 'eur',
    tax_rate: 0,
    payment_providers: ['manual'],
    fulfillment_providers: ['manual'],
    countries: ['gb', 'de', 'dk', 'se', 'fr', 'es', 'it'],
  });
  for (const r of [na, eu]) {
    for (const [name, amount] of [
      ['Standard Shipping', 1000],
      ['Express Shipping', 1500],
    ]) {
      await a('POST', '/admin/shipping-options', {
        name,
        region_id: r.id,
        provider_id: 'manual',
        data: { id: 'manual-fulfillment' },
        price_type: 'flat_rate',
        amount,
      });
    }
  }
  const { collection: latest } = await a('POST', '/admin/collections', {
    title: 'Latest Drops',
    handle: 'latest-drops',
  });
  const { collection: picks } = await a('POST', '/admin/collections', {
    title: 'Weekly Picks',
    handle: 'weekly-picks',
  });
  const { product_category: shirts } = await a('POST', '/admin/product-categories', {
    name: 'Shirts',
    handle: 'shirts',
    is_active: true,
    is_internal: false,
  });
  const { product_category: merch } = await a('POST', '/admin/product-categories', {
    name: 'Merch',
    handle: 'merch',
    is_active: true,
    is_internal: false,
  });
  const sizes = ['S', 'M', 'L', 'XL'];
  const colors = ['Black', 'White'];
  await a('POST', '/admin/products', {
    title: 'Medusa T-Shirt',
    handle: 't-shirt',
    status: 'published',
    description: 'Reimagine the feeling of a classic T-shirt.',
    collection_id: latest.id,
    categories: [{ id: shirts.id }],
    weight: 400,
    options: [{ title: 'Size' }, { title: 'Color' }],
    variants: sizes.flatMap((s) =>
      colors.map((c) => ({
        title: `${s} / ${c}`,
        sku: `SHIRT-${s}-${c.toUpperCase()}`,
        inventory_quantity: s === 'XL' && c === 'White' ? 0 : 100,
        manage_inventory: true,
        prices: [
          { currency_code: 'usd', amount: 2000 },
          { currency_code: 'eur', amount: 1950 },
        ],
        options: [{ value: s }, { value: c }],
      })),
    ),
  });
  await a('POST', '/admin/products', {
    title: 'Medusa Sweatshirt',
    handle: 'sweatshirt',
    status: 'published',
    description: 'Reimagine the feeling of a classic sweatshirt.',
    collection_id: latest.id,
    categories: [{ id: shirts.id }],
    options: [{ title: 'Size' }],
    variants: sizes.map((s) => ({
      title: s,
      sku: `SWEAT-${s}`,
      inventory_quantity: 50,
      manage_inventory: true,
      prices: [
        { currency_code: 'usd', amount: 3500 },
        { currency_code: 'eur', amount: 3300 },
      ],
      options: [{ value: s }],
    })),
  });
  await a('POST', '/admin/products', {
    title: 'Medusa Coffee Mug',
    handle: 'coffee-mug',
    status: 'published',
    description: 'Every programmer’s best friend.',
    collection_id: picks.id,
    categories: [{ id: merch.id }],
    options: [{ title: 'Size' }],
    variants: [
      {
        title: 'One Size',
        sku: 'MUG',
        inventory_quantity: 30,
        manage_inventory: true,
        prices: [
          { currency_code: 'usd', amount: 1000 },
          { currency_code: 'eur', amount: 950 },
        ],
        options: [{ value: 'One Size' }],
      },
    ],
  });
  await a('POST', '/admin/products', {
    title: 'Medusa Shorts',
    handle: 'shorts',
    status: 'published',
    description: 'Reimagine the feeling of classic shorts.',
    collection_id: picks.id,
    categories: [{ id: shirts.id }],
    options: [{ title: 'Size' }],
    variants: sizes.map((s) => ({
      title: s,
      sku: `SHORTS-${s}`,
      inventory_quantity: 25,
      manage_inventory: true,
      prices: [
        { currency_code: 'usd', amount: 2500 },
        { currency_code: 'eur', amount: 2400 },
      ],
      options: [{ value: s }],
    })),
  });
  const { product_category: tees } = await a('POST', '/admin/product-categories', {
    name: 'Tees',
    handle: 'tees',
    is_active: true,
    is_internal: false,
    parent_category_id: shirts.id,
  });
  for (let i = 1; i <= 10; i++) {
    await a('POST', '/admin/products', {
      title: `Sticker ${String(i).padStart(2, '0')}`,
      handle: `sticker-${i}`,
      status: 'published',
      categories: i <= 3 ? [{ id: tees.id }] : [],
      tags: [{ value: 'sticker' }],
      options: [{ title: 'Size' }],
      variants: [
        {
          title: 'One Size',
          inventory_quantity: 100,
          manage_inventory: true,
          prices: [
            { currency_code: 'usd', amount: 100 * i + 50 },
            { currency_code: 'eur', amount: 100 * i },
          ],
          options: [{ value: 'One Size' }],
        },
      ],
    });
  }
  await a('POST', `/admin/regions/${na.id}`, { tax_rate: 10 });
  const { store } = await a('GET', '/admin/store');
  return store.storefront_urls.api_base_url;
}
