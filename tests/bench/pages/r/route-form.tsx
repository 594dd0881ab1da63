// R's create route (a lazy chunk): the server schema is fetched, interpreted and rendered.
import { useEffect, useState } from 'react';
import type { ServerFormSchema } from '@core/form/types';
import { loadData } from '../shared/measure';
import { CreateHeader } from '../shared/home';
import { RForm } from './runtime';

export default function RouteForm() {
  const [schema, setSchema] = useState<ServerFormSchema>();
  useEffect(() => {
    void loadData<{ schema: ServerFormSchema }>('route.json').then((data) => setSchema(data.schema));
  }, []);
  return schema ? (
    <RForm schema={schema}>
      <CreateHeader />
    </RForm>
  ) : (
    <CreateHeader />
  );
}
