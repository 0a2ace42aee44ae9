import { StoredeskError } from '@storedesk/client';
import { describe, expect, it } from 'vitest';
import { createFormPath } from '../product-create/schema';
import { serverIssues } from './server-errors';

const apiError = (status: number, body: { type: string; message: string; code?: string }) =>
  new StoredeskError(`Request failed with status code ${status}`, {
    kind: 'response',
    status,
    body,
  });

describe('server errors on product fields', () => {
  const isField = (path: string) => createFormPath(path, [['usd', 'eur'], [], ['usd']]) !== null;

  it('puts a taken handle on the handle', () => {
    const error = apiError(422, {
      type: 'duplicate_error',
      message: 'Product with handle shirt already exists.',
      code: 'duplicate_handle',
    });
    expect(serverIssues(error, isField)).toEqual([
      { path: 'handle', message: 'Product with handle shirt already exists.' },
    ]);
  });

  it('puts a variant SKU clash on that SKU cell', () => {
    const error = apiError(422, {
      type: 'duplicate_error',
      message: 'variants.2.sku: a variant with sku TS-1 already exists in this store.',
    });
    const [issue] = serverIssues(error, isField);
    expect(issue).toEqual({
      path: 'variants.2.sku',
      message: 'A variant with sku TS-1 already exists in this store.',
    });
    expect(createFormPath(issue!.path, [])).toBe('variants.2.sku');
  });

  it('maps a price index to its currency cell, and splits joined messages', () => {
    const error = apiError(400, {
      type: 'invalid_data',
      message: 'title must not be empty; variants.0.prices.1.amount must be at least 0',
    });
    const issues = serverIssues(error, isField);
    expect(issues.map((issue) => issue.path)).toEqual(['title', 'variants.0.prices.1.amount']);
    expect(createFormPath('variants.0.prices.1.amount', [['usd', 'eur']])).toBe(
      'variants.0.prices.eur',
    );
  });

  it('keeps sentences that name no field for the form', () => {
    const error = apiError(400, {
      type: 'invalid_data',
      message: 'another variant already has the options S',
    });
    expect(serverIssues(error, isField)).toEqual([
      { path: '', message: 'another variant already has the options S' },
    ]);
  });
});
