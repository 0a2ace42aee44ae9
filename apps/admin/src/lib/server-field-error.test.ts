import { StoredeskError } from '@storedesk/client';
import { describe, expect, it } from 'vitest';
import { serverFieldError } from './server-field-error';

const answer = (status: number, body: Record<string, string>) =>
  new StoredeskError(body.message!, { kind: 'response', status, body });

describe('serverFieldError', () => {
  it('a taken handle (422 duplicate_handle) is about the handle field', () => {
    const error = answer(422, {
      type: 'duplicate_error',
      code: 'duplicate_handle',
      message: 'Product collection with handle summer already exists.',
    });
    expect(serverFieldError(error, ['title', 'handle'])).toEqual({
      field: 'handle',
      message: undefined,
      code: 'duplicate_handle',
    });
  });

  it('an invalid_data message that starts with a known field is about that field', () => {
    const message = 'parent_category_id: a category cannot be moved under itself';
    expect(
      serverFieldError(answer(400, { type: 'invalid_data', message }), ['parent_category_id']),
    ).toEqual({ field: 'parent_category_id', message, code: undefined });
    expect(
      serverFieldError(answer(400, { type: 'invalid_data', message: 'title must not be empty' }), [
        'title',
      ])?.field,
    ).toBe('title');
  });

  it('a duplicate_error names its field by path or as v1 words it', () => {
    const kind = answer(422, {
      type: 'duplicate_error',
      message: 'type: the store already has a default shipping profile',
    });
    expect(serverFieldError(kind, ['name', 'type'])).toMatchObject({ field: 'type' });
    const email = answer(422, {
      type: 'duplicate_error',
      code: 'email_taken',
      message: 'A user with the email ada@example.com already exists.',
    });
    expect(serverFieldError(email, ['email'])).toEqual({
      field: 'email',
      message: 'A user with the email ada@example.com already exists.',
      code: 'email_taken',
    });
    expect(serverFieldError(email, ['name'])).toBeNull();
  });

  it('anything else is for the form as a whole', () => {
    const children = answer(400, {
      type: 'invalid_data',
      code: 'category_has_children',
      message: 'Product category x has child categories: delete or move its children first',
    });
    expect(serverFieldError(children, ['name', 'handle'])).toBeNull();
    expect(serverFieldError(new Error('offline'), ['handle'])).toBeNull();
    expect(
      serverFieldError(answer(404, { type: 'not_found', message: 'handle gone' }), ['handle']),
    ).toBeNull();
    // A state conflict is retried, then shown for the form: it names no field to fix.
    expect(
      serverFieldError(answer(409, { type: 'conflict', message: 'handle: try again' }), ['handle']),
    ).toBeNull();
  });
});
