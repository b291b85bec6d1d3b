import {
  Container,
  CssBaseline,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ThemeProvider,
} from '@mui/material';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { cockpitTheme } from './theme';

/** A computed background as lower-case hex, or 'transparent'; jsdom reports rgb()/rgba(). */
function backgroundOf(element: Element): string {
  const colour = getComputedStyle(element).backgroundColor.trim().toLowerCase();
  if (colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour)) return 'transparent';
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour);
  if (!rgb) return colour;
  return `#${rgb
    .slice(1, 4)
    .map((c) => Number(c).toString(16).padStart(2, '0'))
    .join('')}`;
}

function renderInCockpitTheme(ui: ReactNode) {
  return render(<ThemeProvider theme={cockpitTheme}>{ui}</ThemeProvider>);
}

test('a table header cell on screen has the seed header colour #348ac5', () => {
  renderInCockpitTheme(
    <Table>
      <TableHead>
        <TableRow>
          <TableCell>名称</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell>人才港</TableCell>
        </TableRow>
      </TableBody>
    </Table>,
  );
  expect(backgroundOf(screen.getByRole('columnheader', { name: '名称' }))).toBe('#348ac5');
});

test('the active page of a pagination has the seed background #2989ff', () => {
  renderInCockpitTheme(<Pagination count={3} page={2} shape="rounded" size="small" />);
  const active = screen.getByRole('button', { current: 'page' });
  expect(active).toHaveTextContent('2');
  expect(backgroundOf(active)).toBe('#2989ff');
});

test('containers are transparent, so the wall background shows through', () => {
  renderInCockpitTheme(
    <>
      <CssBaseline />
      <Container data-testid="container">
        <TableContainer data-testid="table-container">
          <Table />
        </TableContainer>
      </Container>
    </>,
  );
  expect(backgroundOf(document.body)).toBe('transparent');
  expect(backgroundOf(screen.getByTestId('container'))).toBe('transparent');
  expect(backgroundOf(screen.getByTestId('table-container'))).toBe('transparent');
});
