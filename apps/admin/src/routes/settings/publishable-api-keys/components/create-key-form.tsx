import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import { AdminPostPublishableApiKeysReq } from '@storedesk/contract';
import { useAdminCreatePublishableApiKey } from '@storedesk/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { toast } from '@/components/ui/toast';

type Values = z.input<typeof AdminPostPublishableApiKeysReq>;

/** The contract's create body; any title problem reads as one `shell` key. */
const resolver = zodResolver(AdminPostPublishableApiKeysReq, {
  error: () => 'settings.apiKeys.titleRequired',
});

export function CreateKeyForm() {
  const { t } = useTranslation('shell');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver, defaultValues: { title: '' } });
  const create = useAdminCreatePublishableApiKey({
    onSuccess: (data) => {
      toast.success(t('settings.apiKeys.created', { title: data.publishable_api_key.title }));
      reset();
    },
  });

  return (
    <Card aria-labelledby="create-key-heading">
      <h2 id="create-key-heading" className="text-lg font-semibold">
        {t('settings.apiKeys.createHeading')}
      </h2>
      <form
        onSubmit={handleSubmit((values) => create.mutate(values))}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
      >
        {create.isError && (
          <div className="sm:col-span-2">
            <Alert>{getErrorMessage(create.error)}</Alert>
          </div>
        )}
        <TextField
          id="key-title"
          label={t('settings.apiKeys.keyTitle')}
          autoComplete="off"
          error={errors.title ? t('settings.apiKeys.titleRequired') : undefined}
          {...register('title')}
        />
        <Button type="submit" isLoading={create.isPending} className="sm:mt-6">
          {t('settings.apiKeys.create')}
        </Button>
      </form>
    </Card>
  );
}
