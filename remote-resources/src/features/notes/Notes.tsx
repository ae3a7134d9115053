import { ResourcePage } from '../layout/ResourcePage.tsx';

export default function Notes() {
  return <ResourcePage title="Handwritten Notes" intro="Course notes shared by students, organised by course." />;
}
