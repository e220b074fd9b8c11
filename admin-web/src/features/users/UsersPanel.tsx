import { useMatch, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths.js';
import { UserList } from './UserList.js';
import { UserCreateDialog } from './UserCreateDialog.js';

export function UsersPanel() {
  const navigate = useNavigate();
  const creating = useMatch(paths.userCreate);
  return (
    <>
      <UserList />
      {creating ? <UserCreateDialog onClose={() => navigate(paths.users)} /> : null}
    </>
  );
}
