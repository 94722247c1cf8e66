import { ServerErrorPage } from '../errors/ServerErrorPage';

export default function AuthServerErrorPage() {
  return <ServerErrorPage framed={false} />;
}
