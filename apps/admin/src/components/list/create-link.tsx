import { Link, useLocation } from 'react-router';
import { buttonClassName } from '@/components/button';

/** The list's create button: the `new` child route, keeping the list's query string. */
export function CreateLink({ label, to = 'new' }: { label: string; to?: string }) {
  const { search } = useLocation();
  return (
    <Link to={{ pathname: to, search }} className={buttonClassName('primary')}>
      {label}
    </Link>
  );
}
