import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const SECTIONS: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <p>We collect only what we need to run Rootshare. Most of it comes straight from you:</p>
        <ul>
          <li>
            <strong>Account details.</strong> Your username, e-mail address (and whether you have confirmed it) and password. We store your
            password only as a secure hash, never in plain text.
          </li>
          <li>
            <strong>Profile.</strong> Your bio, avatar and the city or area you choose to show, plus any other details you add to your
            profile.
          </li>
          <li>
            <strong>Plants and listings.</strong> The plants you add to your collection, what you offer or are looking for, and the
            descriptions and care notes you write.
          </li>
          <li>
            <strong>Posts, reels and reviews.</strong> Blog posts, short video reels, comments and the reviews you leave for swap partners.
          </li>
          <li>
            <strong>Messages.</strong> The messages you exchange with other members, including anything you choose to share in the chat of
            an accepted swap, such as a meeting point or an address.
          </li>
          <li>
            <strong>Photos.</strong> Pictures you upload of your plants and yourself. Photos often carry hidden metadata, such as the GPS
            position where they were taken and the camera model. We strip that metadata when you upload a photo, before it is stored or
            shown to anyone.
          </li>
          <li>
            <strong>Approximate location.</strong> Rootshare connects you with people nearby, so we store a location for your profile. Other
            members only ever see it at city level. If you let your browser share your position, we use it to work out distances between
            members; we never show those exact coordinates to anyone.
          </li>
          <li>
            <strong>Phone number (optional).</strong> Only if you give it to us to receive text messages.
          </li>
        </ul>
        <p>
          We also collect a small amount of technical information automatically, such as your IP address, browser type, device type and the
          times you sign in. We use it to keep the service secure and working.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use your information',
    content: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>create and secure your account and keep you signed in;</li>
          <li>show your profile, plants and posts to the community and help you find swaps nearby;</li>
          <li>deliver messages between you and other members;</li>
          <li>
            send you notices you need, such as the link that confirms your e-mail address, password resets, the links and notices of a
            change of e-mail address, swap updates and changes to these policies;
          </li>
          <li>prevent spam, fraud and abuse, and investigate reports about members or content;</li>
          <li>understand, in aggregate, how Rootshare is used so we can fix problems and improve it;</li>
          <li>meet our legal obligations.</li>
        </ul>
        <p>We do not sell your personal information, and we do not use it to show you advertising from other companies.</p>
      </>
    ),
  },
  {
    id: 'what-other-members-see',
    title: 'What other members see',
    content: (
      <>
        <p>
          Rootshare is a community, so much of what you share is meant to be seen. Other members can see your username, avatar, bio,
          city-level location, plants and listings, posts, reels, photos and the reviews you give and receive.
        </p>
        <p>
          Other members <strong>never</strong> see your e-mail address, your password, your phone number or your exact coordinates. A
          distance shown next to a listing is approximate.
        </p>
        <p>
          Your messages are visible only to the people in the conversation. Your address is never shown anywhere by Rootshare; if you decide
          to share it, you do so yourself in the chat of an accepted swap, and only your swap partner sees it. Think carefully before
          sharing, and consider meeting in a public place instead.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'How we share information',
    content: (
      <>
        <p>We share personal information outside Rootshare only in these situations:</p>
        <ul>
          <li>
            <strong>Service providers.</strong> Companies that host our servers, store files, send e-mail or deliver text messages for us.
            They may use your information only to provide those services to us.
          </li>
          <li>
            <strong>Legal reasons.</strong> When we believe in good faith that the law requires it, for example to answer a valid court
            order, or when it is needed to protect someone&apos;s safety or to stop fraud or abuse.
          </li>
          <li>
            <strong>Business changes.</strong> If Rootshare is merged, sold or reorganized, your information may move to the new owner, who
            will have to respect this policy or tell you about any changes first.
          </li>
          <li>
            <strong>With your consent.</strong> In any other case, only when you ask us to or agree to it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'How long we keep information',
    content: (
      <>
        <p>
          We keep your information while your account is open. When you delete content, it disappears from Rootshare right away. When you
          delete your account, we remove your profile, plants, posts, reels and photos and erase the rest of your personal information
          within 30 days, apart from copies in encrypted backups, which are overwritten within a further 90 days.
        </p>
        <p>
          Some things last longer for good reasons. Messages you sent stay in the other person&apos;s conversation, shown as coming from a
          deleted member. Reviews may stay without your name so that the community&apos;s feedback stays fair. We may also keep limited
          records when we need them to resolve disputes, enforce our <Link to="/terms">Terms of Service</Link>, or comply with the law.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <p>
        We protect your information with encrypted connections (HTTPS), hashed passwords and access to personal data limited to the people
        who need it to run the service. No online service can promise perfect security, so please use a strong password that you do not use
        anywhere else, and tell us at once if you think your account has been compromised.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices and rights',
    content: (
      <>
        <p>You stay in control of your information:</p>
        <ul>
          <li>
            <strong>Edit.</strong> You can change your profile, location, plants, posts and photos at any time from your account.
          </li>
          <li>
            <strong>Export.</strong> You can ask for a copy of your data in a common, machine-readable format.
          </li>
          <li>
            <strong>Delete.</strong> You can delete individual posts and photos, or your whole account, from your account settings.
          </li>
          <li>
            <strong>E-mails.</strong> You can turn off optional e-mails in your settings. Some service e-mails cannot be turned off while
            you have an account: the link that confirms your e-mail address when you sign up, password resets, and, when you change your
            address, the confirmation link we send to the new address and the notice we send to the old one (it shows only part of the new
            address).
          </li>
        </ul>
        <p>
          Depending on where you live, you may have further rights, such as the right to know what we hold about you, to correct it or to
          object to certain uses. Write to us at <a href="mailto:privacy@rootshare.app">privacy@rootshare.app</a> and we will respond within
          30 days. We will not treat you differently for using any of these rights.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-local-storage',
    title: 'Cookies and local storage',
    content: (
      <>
        <p>
          To keep you signed in, Rootshare stores a session token in your browser&apos;s local storage, together with a copy of your basic
          account details and the time you last signed in. Signing out removes the session token and account details. If you hide the
          reminder to confirm your e-mail address, the tab&apos;s session storage remembers that until you close the tab. Your browser may
          also cache files so pages load faster.
        </p>
        <p>We do not use advertising cookies, cross-site trackers or third-party analytics that follow you around the web.</p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children under 13',
    content: (
      <p>
        Rootshare is not directed at children under 13, and we do not knowingly collect personal information from them. If you believe a
        child under 13 has created an account, please contact us and we will delete the account and its information promptly.
      </p>
    ),
  },
  {
    id: 'sms-messages',
    title: 'Text messages (SMS)',
    content: (
      <p>
        If you give us your mobile number and agree to receive texts, we may send you messages such as swap reminders and security codes.
        You can stop them at any time by replying <strong>STOP</strong> to any message; reply <strong>HELP</strong> for help. Message and
        data rates may apply. We use your number only to send the texts you asked for and never sell it or share it for marketing.
      </p>
    ),
  },
  {
    id: 'international-users',
    title: 'International users',
    content: (
      <p>
        Rootshare is run from the United States, and your information is stored and processed there and wherever our service providers
        operate. Privacy laws in those places may differ from the laws where you live. Wherever your information is processed, we protect it
        as this policy describes. This policy is governed by the laws of the State of Illinois, as set out in our{' '}
        <Link to="/terms">Terms of Service</Link>.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We may update this policy as Rootshare grows. When we do, we will change the date at the top of this page. If a change is
        significant, we will also tell you by e-mail or with a notice in the app before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        Questions, requests or concerns about your privacy? E-mail us at <a href="mailto:privacy@rootshare.app">privacy@rootshare.app</a>.
        We read every message.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      kind="privacy"
      intro={
        <p>
          Rootshare is a community for swapping plants and cuttings with people nearby. This policy explains, in plain English, what
          information we collect when you use Rootshare, how we use it, who can see it, and the choices you have. By using Rootshare you
          agree to this policy and to our <Link to="/terms">Terms of Service</Link>.
        </p>
      }
      sections={SECTIONS}
      footer={
        <p>
          See also our <Link to="/terms">Terms of Service</Link>, which set out the rules for using Rootshare.
        </p>
      }
    />
  );
}
