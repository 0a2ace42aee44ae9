import { redirect } from 'react-router';
import { clearSignupData, readSignupData } from '@/lib/signup-data';

/**
 * Missing saved data: back to the form (checked before clearing). Otherwise the saved data,
 * password included, is cleared on entry (SPEC point 2).
 */
export function loader() {
  if (!readSignupData()) throw redirect('/sign-up-org');
  clearSignupData();
  return null;
}
