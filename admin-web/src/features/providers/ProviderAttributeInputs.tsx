import { Box, Typography } from '@mui/material';
import { CheckboxGroupInput, DateInput, SelectInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ACCEPTING_LABELS, ACCEPTING_NEW_CLIENTS, DIVERSE_NEEDS, PROVIDER_LANGUAGES, REGISTRATION_CATEGORIES } from '@homeward/domain';
import { confirmedDateRule, todayIso } from './provider-form.js';

const full = { gridColumn: '1 / -1' };
const columns = (md: number) => ({ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `repeat(${md}, 1fr)` } } });

const LANGUAGE_CHOICES = PROVIDER_LANGUAGES.map((l) => ({ id: l.code, name: l.label }));
const NEED_CHOICES = DIVERSE_NEEDS.map((d) => ({ id: d.code, name: d.label }));
const CATEGORY_CHOICES = REGISTRATION_CATEGORIES.map((c) => ({ id: c.code, name: `${c.code}. ${c.label}` }));
const ACCEPTING_CHOICES = ACCEPTING_NEW_CLIENTS.map((code) => ({ id: code, name: ACCEPTING_LABELS[code] }));

/**
 * Languages, diverse needs, intake status and registration categories: checkboxes for
 * the fixed lists, and a status whose change dates itself today (the admin can still set another date).
 */
export function ProviderAttributeInputs({
  checkedDateBy = 'form',
  headingLevel = 'h3',
}: {
  checkedDateBy?: 'form' | 'server';
  /** h3 under the console dialog's title; h2 on the portal's page, whose title is the h1. */
  headingLevel?: 'h2' | 'h3';
}) {
  const { setValue } = useFormContext();
  // In the provider portal the server dates the status itself when it changes.
  const datedHere = checkedDateBy === 'form';
  return (
    <>
      <Box sx={full}>
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
          Who they help and how
        </Typography>
      </Box>
      <SelectInput
        source="acceptingNewClients"
        label="Taking new clients?"
        choices={ACCEPTING_CHOICES}
        emptyText="Not stated"
        parse={(value: string) => (value === '' ? null : value)}
        onChange={() => datedHere && setValue('acceptingConfirmedAt', todayIso(), { shouldDirty: true })}
        helperText="Changing this sets the date checked to today."
      />
      {datedHere ? (
        <DateInput source="acceptingConfirmedAt" label="Date checked" validate={confirmedDateRule} helperText="When the provider last confirmed this." />
      ) : null}
      <Box sx={full}>
        <CheckboxGroupInput source="languages" label="Languages staff speak" choices={LANGUAGE_CHOICES} sx={columns(3)} />
      </Box>
      <Box sx={full}>
        <CheckboxGroupInput source="diverseNeeds" label="Groups with diverse needs they support" choices={NEED_CHOICES} sx={columns(2)} />
      </Box>
      <Box sx={full}>
        <CheckboxGroupInput
          source="registrationCategories"
          label="Aged Care Quality and Safety Commission registration categories"
          choices={CATEGORY_CHOICES}
          sx={columns(2)}
        />
      </Box>
    </>
  );
}
