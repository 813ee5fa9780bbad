import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useStorePaths } from '../../lib/store-config';
import { watchRegistrationMessages as m } from './messages';
import { WatchProductCard } from './WatchProductCard';
import { watchRegistrationClosed } from './watchRegistrationDialogSlice';
import { selectWatchRegistration } from './watchRegistrationSlice';

/** register_confirmation (spec 2.9): the server's message, 'go to my watches' and 'contact us'. */
export function RegisterConfirmation() {
  const dispatch = useAppDispatch();
  const paths = useStorePaths();
  const { confirmation, selected } = useAppSelector(selectWatchRegistration);
  const close = () => dispatch(watchRegistrationClosed());
  return (
    <div className="watch-step watch-step--done">
      <p className="watch-step__lead" role="status">
        {confirmation}
      </p>
      {selected ? <WatchProductCard product={selected} /> : null}
      <div className="watch-step__actions">
        <Link to={paths.myWatches()} className="button button--primary" onClick={close}>
          <FormattedMessage {...m.goToMyWatches} />
        </Link>
      </div>
      <p className="watch-step__help">
        <FormattedMessage
          {...m.contactHelp}
          values={{
            link: (chunks) => (
              <Link to={paths.contact()} onClick={close}>
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
    </div>
  );
}
