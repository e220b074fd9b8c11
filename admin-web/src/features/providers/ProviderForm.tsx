import { Box } from '@mui/material';
import { BooleanInput, Form, NumberInput, TextInput, useRecordContext } from 'react-admin';
import { PROVIDER_RULES } from '@homeward/domain';
import { DialogFormBody } from '../../components/ui/DialogFormBody.js';
import { PlaceInputs } from './PlaceInputs.js';
import { PriceListInput } from './PriceListInput.js';
import { ProviderAttributeInputs } from './ProviderAttributeInputs.js';
import { ServiceAreasInput } from './ServiceAreasInput.js';
import { ServicesInput } from './ServicesInput.js';
import { useServices } from './use-services.js';
import { emailFormat, ratingRule, requiredText, websiteFormat, wholeNumberFromZero } from './provider-form.js';

const full = { gridColumn: '1 / -1' };

const validate = {
  businessName: requiredText('Enter the business name'),
  email: [requiredText('Enter the email address'), emailFormat],
  leadEmail: emailFormat,
  phone: requiredText('Enter the phone number'),
  address: requiredText('Enter the street address'),
  website: websiteFormat,
  rating: ratingRule,
  reviewCount: wholeNumberFromZero('Review count'),
  displayPriority: wholeNumberFromZero('Display priority'),
};

function PricesSection() {
  const { data } = useServices();
  const record = useRecordContext<{ pricesUpdatedAt?: string | null }>();
  if (!data) return null;
  return <PriceListInput services={data} pricesUpdatedAt={record?.pricesUpdatedAt ?? null} />;
}

/** The add/edit provider form (spec section 5). Save comes from the surrounding Create/Edit. */
export function ProviderForm({ onCancel }: { onCancel: () => void }) {
  return (
    <Form>
      <DialogFormBody onCancel={onCancel} saveLabel="Save provider">
        <Box sx={{ display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInput source="businessName" label="Business name" validate={validate.businessName} sx={full} />
          <TextInput source="email" label="Email" type="email" validate={validate.email} />
          {/* Beside the provider's own email and well away from the street address, which people typed into it. */}
          <TextInput
            source="leadEmail"
            label="Email for new enquiries"
            type="email"
            validate={validate.leadEmail}
            helperText="Optional. We email each family who asks this provider to contact them here. Leave empty to use the email beside it."
          />
          <TextInput source="name" label="Contact person" />
          <TextInput source="phone" label="Phone" type="tel" validate={validate.phone} />
          <TextInput source="website" label="Website" validate={validate.website} helperText="Optional, for example www.example.com.au" sx={full} />
          <TextInput source="address" label="Street address" validate={validate.address} sx={full} />
          <PlaceInputs />
          <TextInput source="description" label="Description" multiline minRows={3} sx={full} />
          <NumberInput
            size="medium"
            source="rating"
            label="Rating (1 to 5)"
            min={PROVIDER_RULES.ratingMin}
            max={PROVIDER_RULES.ratingMax}
            step={PROVIDER_RULES.ratingStep}
            validate={validate.rating}
          />
          <NumberInput size="medium" source="reviewCount" label="Review count" min={0} step={1} validate={validate.reviewCount} />
          <NumberInput
            size="medium"
            source="displayPriority"
            label="Display priority"
            min={PROVIDER_RULES.displayPriorityMin}
            step={1}
            validate={validate.displayPriority}
            helperText="0 or more. Higher numbers appear earlier in the directory."
          />
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
            <BooleanInput source="isActive" label="Active" helperText={false} />
            <BooleanInput source="isHighlighted" label="Highlighted (Featured)" helperText={false} />
          </Box>
          <Box sx={full}>
            <ServicesInput />
          </Box>
          <ServiceAreasInput />
          <Box sx={full}>
            <PricesSection />
          </Box>
          <ProviderAttributeInputs />
        </Box>
      </DialogFormBody>
    </Form>
  );
}
