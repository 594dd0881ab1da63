// B's create route (a lazy chunk, as a route of a code-split app).
import { useMemo } from 'react';
import { createForm } from '@formily/core';
import { createSchemaField, FormProvider } from '@formily/react';
import { SIZES } from '../../lib/protocol';
import { CreateHeader } from '../shared/home';
import { FormItem, Input, NumberInput, RadioGroup, TextArea } from './components';
import { routeSchema } from './schemas';

const SchemaField = createSchemaField({ components: { FormItem, Input, TextArea, NumberInput, RadioGroup } });

export default function RouteForm() {
  const form = useMemo(() => createForm(), []);
  const schema = useMemo(() => routeSchema(SIZES.routeFields), []);
  return (
    <FormProvider form={form}>
      <CreateHeader />
      <div className="bench-form">
        <SchemaField schema={schema} />
      </div>
    </FormProvider>
  );
}
