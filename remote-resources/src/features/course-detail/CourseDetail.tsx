import { Link, useParams } from 'react-router-dom';
import { ResourcePage } from '../layout/ResourcePage.tsx';

export default function CourseDetail() {
  const { id = '' } = useParams();
  return (
    <ResourcePage title={id.toUpperCase()} intro="Course notes and files.">
      <Link to="/notes">Back to Notes</Link>
    </ResourcePage>
  );
}
