import { useToast } from '@sewa/ui/toast.tsx';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { PRODUCT_CALLS, type TProductArea, useCreateProduct, useUpdateProduct } from '../api/products';
import { ProductForm } from './product-form';
import { NEW_PRODUCT, productFormOf } from './product-form-values';

const crumbs = (area: TProductArea, t: (key: string) => string, current: string) => [
  { label: t(`list.title-${area}`), href: `/${area}/control-panel` },
  { label: current },
];

/** create-new-product: a product of the company (operator) or a master product (admin). */
export function CreateProductScreen({ area }: { area: TProductArea }) {
  const { t } = useTranslation('products');
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateProduct(area);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <ScreenHeader
        title={t(`product.create-title-${area}`)}
        breadcrumbs={crumbs(area, t, t(`product.create-title-${area}`))}
      />
      <ProductForm
        area={area}
        values={NEW_PRODUCT}
        submitLabel={t('product.create')}
        save={async (input) => {
          const answer = await create.mutateAsync(input);
          toast.success(t('product.created'));
          await navigate({ to: `/${area}/edit-master-product/${answer.data.id}` });
        }}
      />
    </div>
  );
}

/** edit-master-product/{id}: one product (the operator's own, or a master product on the admin site). */
export function EditProductScreen({ area }: { area: TProductArea }) {
  const { t } = useTranslation('products');
  const toast = useToast();
  const update = useUpdateProduct(area);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <RecordScreen contract={PRODUCT_CALLS[area].get}>
        {(product) => (
          <>
            <ScreenHeader
              title={t('product.edit-title', { name: product.name_en })}
              description={product.code ? t('product.from-master', { code: product.code }) : undefined}
              breadcrumbs={crumbs(area, t, product.name_en)}
            />
            <ProductForm
              area={area}
              isEdit
              values={productFormOf(product)}
              submitLabel={t('product.save')}
              save={async (input) => {
                await update.mutateAsync({ id: product.id, ...input });
                toast.success(t('product.saved'));
              }}
            />
          </>
        )}
      </RecordScreen>
    </div>
  );
}
