import { BUSINESS_TYPES, BUSINESS_TYPE_LABELS } from '@kataar/shared/application';
import {
  INDUSTRIES,
  INDUSTRY_STRIP_TITLES,
  categoriesOf,
  findCategoryByValue,
  slugByIndustry,
  type Industry,
} from '@kataar/shared/categories';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '../../components/form-field';
import { PhoneField } from '../../components/phone-field';
import type { OnboardingValues, WizardContext } from './onboarding-values';

const INDUSTRY_OPTIONS = INDUSTRIES.map((industry) => ({
  value: industry,
  label: INDUSTRY_STRIP_TITLES[slugByIndustry[industry]],
}));
const BUSINESS_TYPE_OPTIONS = BUSINESS_TYPES.map((type) => ({ value: type, label: BUSINESS_TYPE_LABELS[type] }));

export const isIndustry = (value: string): value is Industry => (INDUSTRIES as readonly string[]).includes(value);

/** Step 2 'Business Details': the category list follows the industry (values are the table's stored values). */
export function BusinessDetailsStep({ form }: { form: UseFormReturn<OnboardingValues, WizardContext> }) {
  const { register, control, getValues, setValue } = form;
  const { errors } = useFormState({ control });
  const [industry, category] = useWatch({ control, name: ['industry', 'category'] });
  const categories = isIndustry(industry) ? categoriesOf(industry) : [];
  const categoryOptions = categories.map((c) => ({ value: c.value, label: c.label }));
  const chosen = isIndustry(industry) ? findCategoryByValue(industry, category) : undefined;

  // A category of the other industry no longer applies.
  const onIndustryChange = () => {
    const next = getValues('industry');
    if (!isIndustry(next) || !findCategoryByValue(next, getValues('category'))) setValue('category', '');
  };

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Business name"
        required
        autoComplete="organization"
        error={errors.business_name?.message}
        className="sm:col-span-2"
        {...register('business_name')}
      />
      <SelectField
        label="Industry"
        required
        placeholder="Select an industry"
        options={INDUSTRY_OPTIONS}
        error={errors.industry?.message}
        {...register('industry', { onChange: onIndustryChange })}
      />
      <SelectField
        label="Category"
        required
        placeholder={isIndustry(industry) ? 'Select a category' : 'Select an industry first'}
        options={categoryOptions}
        disabled={!isIndustry(industry)}
        error={errors.category?.message}
        {...register('category')}
      />
      <TextField
        label="Speciality"
        placeholder={chosen?.label ?? 'e.g. Root canal and implants'}
        hint="Optional. Shown on your listing card; the category's name when left empty."
        maxLength={80}
        error={errors.speciality?.message}
        className="sm:col-span-2"
        {...register('speciality')}
      />
      <PhoneField
        label="Business contact number"
        required
        hint="A mobile number, or a landline with its area code."
        error={errors.business_contact?.message}
        {...register('business_contact')}
      />
      <SelectField
        label="Business type"
        required
        placeholder="Select a business type"
        options={BUSINESS_TYPE_OPTIONS}
        error={errors.business_type?.message}
        {...register('business_type')}
      />
      <TextField
        label="Base service pricing"
        required
        prefix="₹"
        inputMode="numeric"
        hint="What a standard visit or service costs, in rupees."
        error={errors.base_pricing?.message}
        {...register('base_pricing')}
      />
    </div>
  );
}
