import { EmptyState } from '@studyhub/shared-ui';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';

export function NotFound() {
  useEffect(() => {
    document.title = 'Page not found · StudyHub';
  }, []);
  return (
    <EmptyState
      title="Page not found"
      headingLevel={1}
      hint="The page you are looking for does not exist or has moved."
      action={<Link to="/">Back to home</Link>}
    />
  );
}
