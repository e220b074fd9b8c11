import { SaveButton, useSaveContext } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * Always clickable, so a pristine form can be submitted to show its field errors; disabled only while
 * saving (react-admin's default also disables it until something changes, which explains nothing).
 */
export function FormSaveButton({ label }: { label: string }) {
  const { isSubmitting } = useFormState();
  const { saving } = useSaveContext();
  return <SaveButton label={label} alwaysEnable={!(isSubmitting || saving)} />;
}
