import { useLingui } from '@lingui/react/macro';
import { PHONE_MAX } from '@shared/query/constants';
import { maskPhone } from '@shared/validation/phone-mask';
import { TextField } from '@client/components/ui/text-field';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The optional phone with the US mask of docs/spec/product-spec.md §5, applied on every keystroke. */
export function PhoneField({ onChange, ...field }: Props) {
  const { t } = useLingui();
  return (
    <TextField
      {...field}
      label={t`Phone (optional)`}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(303) 555-0100"
      maxLength={PHONE_MAX}
      required={false}
      onChange={(value) => onChange(maskPhone(value))}
    />
  );
}
