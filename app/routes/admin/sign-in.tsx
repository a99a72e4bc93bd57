import { PlaceholderPage } from "~/components/placeholder-page";
import { privateMeta } from "~/features/seo/meta";

export const meta = () => privateMeta("Connexion administrateur");

export default function SignInPage() {
  return <PlaceholderPage title={"Connexion administrateur"} />;
}
