import { Button, Card, CardBody, usePlatform } from 'shared-ui';
import { foreign } from '../../../lib/links';

/** For an admin: client payments and program requests are managed in the admin area (DECISIONS 12). */
export function AdminAreaCard() {
  const platform = usePlatform();
  return (
    <Card title="Client Payments">
      <CardBody>
        <p>Client payments, program requests and build-out tasks are managed in the admin area.</p>
        <div>
          <Button onClick={() => platform.navigate(foreign(platform, 'clients'))}>Go to the admin area</Button>
        </div>
      </CardBody>
    </Card>
  );
}
