import { Link } from 'react-router';
import { buttonClassName } from '@/components/button';

/** A detail page's Edit: its `edit` child route, which opens as a modal over the page. */
export function EditLink({ label }: { label: string }) {
  return (
    <Link to="edit" className={buttonClassName('secondary')}>
      {label}
    </Link>
  );
}
