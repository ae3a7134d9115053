import { ResourcePage } from '../layout/ResourcePage.tsx';

export default function Videos() {
  return <ResourcePage title="Educational Playlists" intro="Curated video playlists for full courses and quick revision." />;
}
