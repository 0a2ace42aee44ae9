import { redirect } from 'react-router';
import { readSignupData } from '@/lib/signup-data';

/** No saved sign-up data: back to the form (SPEC point 4). */
export function loader() {
  const data = readSignupData();
  if (!data) throw redirect('/sign-up-org');
  return { organization: data.organization, email: data.email };
}
