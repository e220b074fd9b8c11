import { useRef } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths.js';
import { ProviderList } from './ProviderList.js';
import { ProviderCreateDialog, ProviderEditDialog } from './ProviderDialogs.js';

/** Provider Management: the list, with add (/providers/new) and edit (/providers/:id) as dialogs over it. */
export function ProvidersPanel() {
  const navigate = useNavigate();
  // Read at close time: a save's callback is made when the dialog opens, and the list may write its query into the
  // address after that.
  const search = useRef('');
  search.current = useLocation().search;
  const creating = useMatch(paths.providerCreate);
  const editing = useMatch(paths.providerEdit(':id'));
  // Back to the list with its query as it is: the list then has nothing to write into the address, so it cannot
  // race the close by writing its query onto the dialog's path (which reopened the dialog after a save).
  const close = () => navigate({ pathname: paths.providers, search: search.current });
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
