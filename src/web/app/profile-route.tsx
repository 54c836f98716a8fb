import { ProfilePage } from "../features/profile/components/profile-page.tsx";
import { useSession } from "../lib/session.ts";

export function ProfileRoute() {
  const session = useSession();
  return session.data ? <ProfilePage key={session.data.id} user={session.data} /> : null;
}
