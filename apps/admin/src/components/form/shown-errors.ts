import { get, type FieldError, type FieldErrors, type FieldValues } from 'react-hook-form';

/**
 * The errors as the inputs show them: for each of `fields` with a problem, the server's own
 * sentence when the server put it there (`type: 'server'` with a message), else the form's
 * wording from `messageOf`, whatever zod said. The result goes to `TextInput`'s `errors`;
 * `shown.x?.message` feeds the other fields' error lines.
 */
export function shownErrors<F extends string>(
  errors: FieldErrors<FieldValues>,
  fields: readonly F[],
  messageOf: (field: F, problem: FieldError) => string | undefined,
): FieldErrors & Partial<Record<F, { type: string; message: string | undefined }>> {
  const shown: Record<string, { type: string; message: string | undefined }> = {};
  for (const field of fields) {
    const problem = get(errors, field) as FieldError | undefined;
    if (!problem) continue;
    const server = problem.type === 'server' && typeof problem.message === 'string';
    shown[field] = {
      type: 'shown',
      message: server ? problem.message : messageOf(field, problem),
    };
  }
  return shown as FieldErrors & Partial<Record<F, { type: string; message: string | undefined }>>;
}
