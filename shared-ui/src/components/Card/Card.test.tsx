import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { Card, CardBody, CardFooter } from './Card';

describe('Card', () => {
  it('renders title, actions, body and footer', () => {
    renderWithTheme(
      <Card title="Instagram" actions={<button type="button">Edit</button>} accentColor="#e1306c">
        <CardBody>@acme</CardBody>
        <CardFooter>
          <a href="#x">Visit Profile</a>
        </CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Instagram' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Instagram' })).toHaveTextContent('@acme');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit Profile' })).toBeInTheDocument();
  });

  it('renders without a header', () => {
    const { container } = renderWithTheme(
      <Card>
        <CardBody>plain</CardBody>
      </Card>,
    );
    expect(container.querySelector('header')).toBeNull();
    expect(screen.getByText('plain')).toBeInTheDocument();
  });
});
