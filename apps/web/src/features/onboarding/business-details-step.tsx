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
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form-field';
import { PhoneField } from '../../components/phone-field';
import type { OnboardingValues, WizardContext } from './onboarding-values';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useFieldError } from './use-field-error';

export const isIndustry = (value: string): value is Industry => (INDUSTRIES as readonly string[]).includes(value);

/** Step 2 'Business Details': the category list follows the industry (values are the table's stored values). */
export function BusinessDetailsStep({ form }: { form: UseFormReturn<OnboardingValues, WizardContext> }) {
  const { t } = useTranslation('onboarding');
  const tm = useLocalizeMessage();
  const fe = useFieldError();
  const industryOptions = INDUSTRIES.map((value) => ({
    value,
    label: tm(INDUSTRY_STRIP_TITLES[slugByIndustry[value]]),
  }));
  const businessTypeOptions = BUSINESS_TYPES.map((type) => ({ value: type, label: tm(BUSINESS_TYPE_LABELS[type]) }));
  const { register, control, getValues, setValue } = form;
  const { errors } = useFormState({ control });
  const [industry, category] = useWatch({ control, name: ['industry', 'category'] });
  const categories = isIndustry(industry) ? categoriesOf(industry) : [];
  const categoryOptions = categories.map((c) => ({ value: c.value, label: tm(c.label) }));
  const chosen = isIndustry(industry) ? findCategoryByValue(industry, category) : undefined;

  // A category of the other industry no longer applies.
  const onIndustryChange = () => {
    const next = getValues('industry');
    if (!isIndustry(next) || !findCategoryByValue(next, getValues('category'))) setValue('category', '');
  };

  // Registered outside the markup: field names are code, not words shown to people.
  const fields = {
    business_name: register('business_name'),
    industry: register('industry', { onChange: onIndustryChange }),
    category: register('category'),
    speciality: register('speciality'),
    business_contact: register('business_contact'),
    business_type: register('business_type'),
    base_pricing: register('base_pricing'),
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('fields.businessName')}
        required
        autoComplete="organization"
        error={fe(errors.business_name?.message)}
        className="sm:col-span-2"
        {...fields.business_name}
      />
      <SelectField
        label={t('fields.industry')}
        required
        placeholder={t('fields.selectIndustry')}
        options={industryOptions}
        error={fe(errors.industry?.message)}
        {...fields.industry}
      />
      <SelectField
        label={t('fields.category')}
        required
        placeholder={isIndustry(industry) ? t('fields.selectCategory') : t('fields.selectIndustryFirst')}
        options={categoryOptions}
        disabled={!isIndustry(industry)}
        error={fe(errors.category?.message)}
        {...fields.category}
      />
      <TextField
        label={t('fields.speciality')}
        placeholder={chosen ? tm(chosen.label) : t('fields.specialityPlaceholder')}
        hint={t('fields.specialityHint')}
        maxLength={80}
        error={fe(errors.speciality?.message)}
        className="sm:col-span-2"
        {...fields.speciality}
      />
      <PhoneField
        label={t('fields.businessContact')}
        required
        hint={t('fields.businessContactHint')}
        error={fe(errors.business_contact?.message)}
        {...fields.business_contact}
      />
      <SelectField
        label={t('fields.businessType')}
        required
        placeholder={t('fields.selectBusinessType')}
        options={businessTypeOptions}
        error={fe(errors.business_type?.message)}
        {...fields.business_type}
      />
      <TextField
        label={t('fields.pricing')}
        required
        prefix="₹"
        inputMode="numeric"
        hint={t('fields.pricingHint')}
        error={fe(errors.base_pricing?.message)}
        {...fields.base_pricing}
      />
    </div>
  );
}
