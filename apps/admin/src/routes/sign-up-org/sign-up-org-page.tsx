import { Link } from 'react-router';
import { Card } from '@/components/card';
import { PublicPage } from '@/components/public-page';
import { SignUpForm } from './components/sign-up-form';

const copy = {
  title: 'Create your store',
  subtitle: 'Tell us about you and your organization. You choose a plan next.',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
} as const;

export function SignUpOrgPage() {
  return (
    <PublicPage width="md">
      <Card>
        <h1 className="text-xl font-semibold">{copy.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{copy.subtitle}</p>
        <SignUpForm />
      </Card>
      <p className="mt-6 text-center text-sm text-slate-600">
        {copy.haveAccount}{' '}
        <Link
          to="/login"
          className="font-medium text-slate-900 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
        >
          {copy.logIn}
        </Link>
      </p>
    </PublicPage>
  );
}
