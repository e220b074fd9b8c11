import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import { Form, TextInput } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { MODERATED_LISTING_FIELDS, type PartnerListingDto } from '@homeward/domain';
import { FormSaveButton } from '../../components/ui/FormSaveButton.js';
import { ProviderAttributeInputs } from '../../features/providers/ProviderAttributeInputs.js';
import { ServiceAreasInput } from '../../features/providers/ServiceAreasInput.js';
import { ServicesInput } from '../../features/providers/ServicesInput.js';
import { emailFormat, requiredText, websiteFormat } from '../../features/providers/provider-form.js';
import { useToast } from '../../lib/toasts.js';
import { PageState } from '../app/PageState.js';
import { PortalPageHeading } from '../app/PortalPageHeading.js';
import { PORTAL_QUERY_KEYS, useListing, usePortalData } from '../app/use-portal.js';
import { serverFieldErrors } from '../lib/server-errors.js';
import { ErrorAlert } from '../../components/ui/ErrorAlert.js';
import { ListingConfirmation } from './ListingConfirmation.js';
import { OfficesList } from './OfficesList.js';
import { PendingNote } from './PendingNote.js';
import { changedListing, LISTING_FIELDS, pendingAreas, pendingByField, phoneFormat } from './listing-form.js';

const full = { gridColumn: '1 / -1' };
const validate = {
  businessName: requiredText('Enter the business name'),
  email: [requiredText('Enter the email address'), emailFormat],
  phone: [requiredText('Enter the phone number'), phoneFormat],
  website: websiteFormat,
};

export const LISTING_TOASTS = {
  saved: { title: 'Listing saved', description: 'Your changes are live in the directory.' },
  savedForApproval: { title: 'Listing saved', description: 'Changes to the name, website or description show once Homeward approves them.' },
  areasForApproval: { title: 'Listing saved', description: 'Areas outside your state show once Homeward approves them. Everything else is live.' },
  nothingChanged: { title: 'Nothing to save', description: 'You have not changed anything yet.' },
} as const;

/** /partners/listing: the provider's own listing. Live fields apply at once; name, website and description wait for approval. */
export function ListingPage() {
  const listing = useListing();
  const data = usePortalData();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);

  if (!listing.data) return <PageState isPending={listing.isPending} error={listing.error} />;
  const record = listing.data;
  const pending = pendingByField(record.pendingChanges);
  const areasWaiting = pendingAreas(record.pendingChanges);

  const save = async (values: Partial<PartnerListingDto>) => {
    setProblem(null);
    const changes = changedListing(record, values);
    if (Object.keys(changes).length === 0) return toast(LISTING_TOASTS.nothingChanged);
    try {
      const saved = await data.updateListing(changes);
      queryClient.setQueryData(PORTAL_QUERY_KEYS.listing, saved);
      void queryClient.invalidateQueries({ queryKey: PORTAL_QUERY_KEYS.changes });
      const newAreasWaiting = pendingAreas(saved.pendingChanges).some((a) => !areasWaiting.includes(a));
      toast(
        newAreasWaiting
          ? LISTING_TOASTS.areasForApproval
          : MODERATED_LISTING_FIELDS.some((f) => f in changes)
            ? LISTING_TOASTS.savedForApproval
            : LISTING_TOASTS.saved,
      );
      return undefined;
    } catch (error) {
      // Everything typed stays in the form; each message goes to the field it names.
      const placed = serverFieldErrors(error, LISTING_FIELDS, 'Your listing could not be saved. Check your connection and try again.');
      setProblem(placed.general);
      return placed.fields;
    }
  };

  return (
    <>
      <PortalPageHeading title="My listing">
        This is what families see in the Homeward directory. Phone, email, services, areas, languages and whether you are taking new clients change as soon as
        you save. A new business name, website or description shows once Homeward approves it.
      </PortalPageHeading>
      <ListingConfirmation listing={record} />
      <ErrorAlert message={problem} sx={{ mb: 2 }} />
      <Form record={record} onSubmit={save as never} noValidate>
        <Box sx={{ display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Box sx={full}>
            <TextInput source="businessName" label="Business name" validate={validate.businessName} fullWidth />
            <PendingNote change={pending.businessName} />
          </Box>
          <TextInput source="phone" label="Phone" type="tel" validate={validate.phone} />
          <TextInput source="email" label="Email" type="email" validate={validate.email} helperText="Families' enquiries are emailed here." />
          <Box sx={full}>
            <TextInput source="website" label="Website" validate={validate.website} helperText="Optional, for example www.example.com.au" fullWidth />
            <PendingNote change={pending.website} />
          </Box>
          <Box sx={full}>
            <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
            <PendingNote change={pending.description} />
          </Box>
          <Box sx={full}>
            <ServicesInput />
          </Box>
          <ServiceAreasInput />
          {areasWaiting.length > 0 ? (
            <Alert severity="info" sx={{ gridColumn: '1 / -1', mb: 2 }} data-testid="areas-waiting">
              Waiting for approval (outside your state): {areasWaiting.join(', ')}. Families do not see these areas until Homeward approves them.
            </Alert>
          ) : null}
          <ProviderAttributeInputs checkedDateBy="server" headingLevel="h2" />
          <Box sx={{ ...full, mt: 2 }}>
            <FormSaveButton label="Save listing" />
          </Box>
        </Box>
      </Form>
      <OfficesList offices={record.offices} />
    </>
  );
}
