import { NotFoundView } from '../../components/not-found-view';

export default function NotFoundPage() {
  return <NotFoundView />;
}
