import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { NOT_FOUND_TITLE } from '../../shared/domain/ui-texts';

/** SHELL-RT-01. */
export default function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={NOT_FOUND_TITLE}
      subTitle="The page you are looking for does not exist."
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Back to home
        </Button>
      }
    />
  );
}
