import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@resume/core';
import type { ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { useFailure } from '@/lib/use-failure';

type AccountFields = FieldValues & { email: string };

/**
 * What the log-in and sign-up forms share: a form checked by its core schema, whose submit sends
 * the values and hands the account on, or shows the server's words (or `fallback`) above the fields.
 */
export function useAccountForm<T extends AccountFields>(options: {
  schema: z.ZodType<T, T>;
  defaultValues: DefaultValues<T>;
  send(values: T): Promise<User>;
  fallback: string;
  onDone(user: User): void;
}) {
  const { failure, attempt } = useFailure();
  const form = useForm<T>({ resolver: zodResolver(options.schema), defaultValues: options.defaultValues });
  const submit = form.handleSubmit((values) =>
    attempt(async () => options.onDone(await options.send(values)), options.fallback),
  );
  return { form, failure, submit };
}

type Props<T extends AccountFields> = {
  form: UseFormReturn<T>;
  failure: string | null;
  submit(): void;
  submitLabel: string;
  /** The password fields, between the email and the submit button. */
  children: ReactNode;
};

/** The form around them: the failure line, the email field, the password fields, the submit button. */
export function AccountForm<T extends AccountFields>({
  form,
  failure,
  submit,
  submitLabel,
  children,
}: Props<T>) {
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      className="grid gap-4"
    >
      <FormAlert>{failure}</FormAlert>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message as string | undefined}
        {...form.register('email' as Path<T>)}
      />
      {children}
      <SubmitButton busy={isSubmitting} className="w-full">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
