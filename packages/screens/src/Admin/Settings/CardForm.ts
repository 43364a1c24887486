import styled from 'styled-components';

/** A settings card's form: its banners, fields and footer one above another. */
export const CardForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
