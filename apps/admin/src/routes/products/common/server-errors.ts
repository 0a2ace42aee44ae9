import { getErrorMessage } from '@storedesk/client';

/** One problem the server reported, with the request field it names (`''` when none). */
export interface ServerIssue {
  path: string;
  message: string;
}

const HANDLE_TAKEN = /^Product with handle .+ already exists\.?$|^This handle is taken\.?$/;
/** `variants.2.sku: …`, `title must not be empty`, `body.prices.0.amount must be …`. */
const WITH_PATH = /^([a-z_]+(?:\.[a-z0-9_]+)*)(?::\s*|\s+)(.+)$/;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Splits an API error's message (`invalid_data` answers join one message per field with "; ")
 * into issues naming their field. `isField` says which leading words are request fields, so a
 * sentence starting with an ordinary word is not mistaken for one.
 */
export function serverIssues(error: unknown, isField: (path: string) => boolean): ServerIssue[] {
  const text = getErrorMessage(error);
  const code = (error as { code?: unknown } | null)?.code;
  return text.split('; ').map((part) => {
    if (code === 'duplicate_handle' || HANDLE_TAKEN.test(part))
      return { path: 'handle', message: part };
    const match = WITH_PATH.exec(part);
    if (match) {
      const path = match[1]!.replace(/^body\./, '');
      if (isField(path)) return { path, message: capitalise(match[2]!) };
    }
    return { path: '', message: part };
  });
}
