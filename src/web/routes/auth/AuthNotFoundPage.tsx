import { NotFoundPage } from '../errors/NotFoundPage';

export default function AuthNotFoundPage() {
  return <NotFoundPage framed={false} />;
}
