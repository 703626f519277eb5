import { useParams } from 'react-router';
import { GuestList } from './GuestList.tsx';
import { GuestProfileView } from './GuestProfileView.tsx';

/**
 * Guest Profile (spec §2 guest-profile): the guest list, and at app/guest-profile/:hash one guest,
 * the hash being the profile's id (so a stay, a booking or a bookmark can link to the guest).
 */
export function GuestProfilePage() {
  const { hash } = useParams();
  if (hash === undefined) return <GuestList />;
  const id = /^\d{1,10}$/.test(hash) ? Number(hash) : 0;
  return <GuestProfileView key={hash} profileId={id > 2_147_483_647 ? 0 : id} />;
}
