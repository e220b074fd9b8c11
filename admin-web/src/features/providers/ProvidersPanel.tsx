import { useMatch, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths.js';
import { ProviderList } from './ProviderList.js';
import { ProviderCreateDialog, ProviderEditDialog } from './ProviderDialogs.js';

/** Provider Management: the list, with add (/providers/new) and edit (/providers/:id) as dialogs over it. */
export function ProvidersPanel() {
  const navigate = useNavigate();
  const creating = useMatch(paths.providerCreate);
  const editing = useMatch(paths.providerEdit(':id'));
  const close = () => navigate(paths.providers);
  return (
    <>
      <ProviderList />
      {creating ? (
        <ProviderCreateDialog onClose={close} />
      ) : editing?.params.id ? (
        <ProviderEditDialog key={editing.params.id} id={editing.params.id} onClose={close} />
      ) : null}
    </>
  );
}
