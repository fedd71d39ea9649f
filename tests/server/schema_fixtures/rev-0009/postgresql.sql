--
-- PostgreSQL database dump
--

\restrict XHrVup77Qw0i10u5u0DAKPhl7wpA7Yad1lENcmcUrGkhJu5dKDQw5VlpB1aqlS1

-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: __SCHEMA__; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA __SCHEMA__;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: accounts; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.accounts (
    id integer NOT NULL,
    name character varying(40) NOT NULL,
    name_key character varying(80) NOT NULL,
    password character varying(200) NOT NULL,
    created timestamp with time zone NOT NULL,
    fine_choices integer DEFAULT 0 NOT NULL,
    judged_choices integer DEFAULT 0 NOT NULL,
    name_skeleton character varying(200),
    bot_since double precision,
    bot_owner integer
);


--
-- Name: accounts_id_seq; Type: SEQUENCE; Schema: __SCHEMA__; Owner: -
--

CREATE SEQUENCE __SCHEMA__.accounts_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: accounts_id_seq; Type: SEQUENCE OWNED BY; Schema: __SCHEMA__; Owner: -
--

ALTER SEQUENCE __SCHEMA__.accounts_id_seq OWNED BY __SCHEMA__.accounts.id;


--
-- Name: actions; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.actions (
    id integer NOT NULL,
    table_id character varying(32) NOT NULL,
    n integer NOT NULL,
    kind character varying(10) NOT NULL,
    seat integer NOT NULL,
    data character varying(60) NOT NULL,
    actor character varying(10) NOT NULL,
    at timestamp with time zone NOT NULL
);


--
-- Name: actions_id_seq; Type: SEQUENCE; Schema: __SCHEMA__; Owner: -
--

CREATE SEQUENCE __SCHEMA__.actions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: actions_id_seq; Type: SEQUENCE OWNED BY; Schema: __SCHEMA__; Owner: -
--

ALTER SEQUENCE __SCHEMA__.actions_id_seq OWNED BY __SCHEMA__.actions.id;


--
-- Name: alembic_version; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.alembic_version (
    version_num character varying(32) NOT NULL
);


--
-- Name: analyses; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.analyses (
    table_id character varying(32) NOT NULL,
    created timestamp with time zone NOT NULL,
    status character varying(10) NOT NULL,
    data text
);


--
-- Name: api_tokens; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.api_tokens (
    id character varying(16) NOT NULL,
    account_id integer NOT NULL,
    name character varying(40) NOT NULL,
    token_hash character varying(64) NOT NULL,
    scopes character varying(40) NOT NULL,
    created double precision NOT NULL,
    last_used double precision
);


--
-- Name: blocks; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.blocks (
    account_id integer NOT NULL,
    blocked_id integer NOT NULL,
    at double precision NOT NULL
);


--
-- Name: challenges; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.challenges (
    id character varying(24) NOT NULL,
    from_id integer NOT NULL,
    to_id integer NOT NULL,
    request text NOT NULL,
    created double precision NOT NULL,
    expires double precision NOT NULL,
    status character varying(10) NOT NULL,
    table_id character varying(32),
    token character varying(32)
);


--
-- Name: chat_lines; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.chat_lines (
    id integer NOT NULL,
    table_id character varying(32) NOT NULL,
    seat integer NOT NULL,
    account_id integer NOT NULL,
    text character varying(400) NOT NULL,
    at double precision NOT NULL
);


--
-- Name: chat_lines_id_seq; Type: SEQUENCE; Schema: __SCHEMA__; Owner: -
--

CREATE SEQUENCE __SCHEMA__.chat_lines_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: chat_lines_id_seq; Type: SEQUENCE OWNED BY; Schema: __SCHEMA__; Owner: -
--

ALTER SEQUENCE __SCHEMA__.chat_lines_id_seq OWNED BY __SCHEMA__.chat_lines.id;


--
-- Name: chat_reports; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.chat_reports (
    id integer NOT NULL,
    line_id integer NOT NULL,
    table_id character varying(32) NOT NULL,
    seat integer NOT NULL,
    author_id integer NOT NULL,
    text character varying(400) NOT NULL,
    said double precision NOT NULL,
    reporter_id integer NOT NULL,
    at double precision NOT NULL
);


--
-- Name: chat_reports_id_seq; Type: SEQUENCE; Schema: __SCHEMA__; Owner: -
--

CREATE SEQUENCE __SCHEMA__.chat_reports_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: chat_reports_id_seq; Type: SEQUENCE OWNED BY; Schema: __SCHEMA__; Owner: -
--

ALTER SEQUENCE __SCHEMA__.chat_reports_id_seq OWNED BY __SCHEMA__.chat_reports.id;


--
-- Name: follows; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.follows (
    account_id integer NOT NULL,
    followed_id integer NOT NULL,
    at double precision NOT NULL
);


--
-- Name: leases; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.leases (
    table_id character varying(32) NOT NULL,
    owner character varying(64) NOT NULL,
    address character varying(200) NOT NULL,
    expires double precision NOT NULL,
    meta text
);


--
-- Name: mail_accounts; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.mail_accounts (
    account_id integer NOT NULL,
    address character varying(254),
    verified double precision,
    mode character varying(10) NOT NULL,
    language character varying(5) NOT NULL,
    key character varying(64) NOT NULL,
    digest_at double precision,
    changed double precision NOT NULL
);


--
-- Name: mail_outbox; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.mail_outbox (
    id integer NOT NULL,
    key character varying(120) NOT NULL,
    account_id integer NOT NULL,
    kind character varying(10) NOT NULL,
    table_id character varying(32),
    payload text,
    status character varying(10) NOT NULL,
    created double precision NOT NULL,
    due double precision NOT NULL,
    expires double precision NOT NULL,
    attempts integer NOT NULL,
    owner character varying(64),
    lease double precision,
    sent double precision
);


--
-- Name: mail_outbox_id_seq; Type: SEQUENCE; Schema: __SCHEMA__; Owner: -
--

CREATE SEQUENCE __SCHEMA__.mail_outbox_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: mail_outbox_id_seq; Type: SEQUENCE OWNED BY; Schema: __SCHEMA__; Owner: -
--

ALTER SEQUENCE __SCHEMA__.mail_outbox_id_seq OWNED BY __SCHEMA__.mail_outbox.id;


--
-- Name: mail_tokens; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.mail_tokens (
    token_hash character varying(64) NOT NULL,
    account_id integer NOT NULL,
    address character varying(254) NOT NULL,
    created double precision NOT NULL,
    expires double precision NOT NULL
);


--
-- Name: mutes; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.mutes (
    account_id integer NOT NULL,
    muted_id integer NOT NULL,
    at double precision NOT NULL
);


--
-- Name: rating_changes; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.rating_changes (
    table_id character varying(32) NOT NULL,
    seat integer NOT NULL,
    account_id integer NOT NULL,
    variant character varying(40) NOT NULL,
    mu_before double precision NOT NULL,
    sigma_before double precision NOT NULL,
    mu_after double precision NOT NULL,
    sigma_after double precision NOT NULL,
    at double precision NOT NULL
);


--
-- Name: ratings; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.ratings (
    account_id integer NOT NULL,
    variant character varying(40) NOT NULL,
    mu double precision NOT NULL,
    sigma double precision NOT NULL,
    games integer NOT NULL
);


--
-- Name: seats; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.seats (
    table_id character varying(32) NOT NULL,
    seat integer NOT NULL,
    kind character varying(10) NOT NULL,
    bot character varying(60),
    token_hash character varying(64),
    claimed boolean NOT NULL
);


--
-- Name: seek_people; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.seek_people (
    seek_id character varying(24) NOT NULL,
    account_id integer NOT NULL,
    at double precision NOT NULL,
    seat integer,
    token character varying(32)
);


--
-- Name: seeks; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.seeks (
    id character varying(24) NOT NULL,
    account_id integer NOT NULL,
    request text NOT NULL,
    rating_low double precision,
    rating_high double precision,
    created double precision NOT NULL,
    expires double precision NOT NULL,
    fill_at double precision,
    making_at double precision,
    status character varying(10) NOT NULL,
    table_id character varying(32),
    token character varying(32)
);


--
-- Name: sessions; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.sessions (
    token_hash character varying(64) NOT NULL,
    account_id integer NOT NULL,
    created double precision NOT NULL,
    expires double precision NOT NULL
);


--
-- Name: table_accounts; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.table_accounts (
    table_id character varying(32) NOT NULL,
    seat integer NOT NULL,
    account_id integer NOT NULL,
    address character varying(64),
    at double precision NOT NULL,
    finished timestamp with time zone,
    fine integer,
    judged integer
);


--
-- Name: tables; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.tables (
    id character varying(32) NOT NULL,
    name character varying(100) NOT NULL,
    variant character varying(40) NOT NULL,
    players integer NOT NULL,
    options json NOT NULL,
    seed bigint NOT NULL,
    seed_given boolean NOT NULL,
    timer double precision,
    created timestamp with time zone NOT NULL,
    finished timestamp with time zone,
    record text,
    summary text,
    rated boolean DEFAULT false NOT NULL
);


--
-- Name: vacations; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.vacations (
    account_id integer NOT NULL,
    starts double precision NOT NULL,
    ends double precision NOT NULL
);


--
-- Name: accounts id; Type: DEFAULT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.accounts ALTER COLUMN id SET DEFAULT nextval('__SCHEMA__.accounts_id_seq'::regclass);


--
-- Name: actions id; Type: DEFAULT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.actions ALTER COLUMN id SET DEFAULT nextval('__SCHEMA__.actions_id_seq'::regclass);


--
-- Name: chat_lines id; Type: DEFAULT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.chat_lines ALTER COLUMN id SET DEFAULT nextval('__SCHEMA__.chat_lines_id_seq'::regclass);


--
-- Name: chat_reports id; Type: DEFAULT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.chat_reports ALTER COLUMN id SET DEFAULT nextval('__SCHEMA__.chat_reports_id_seq'::regclass);


--
-- Name: mail_outbox id; Type: DEFAULT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.mail_outbox ALTER COLUMN id SET DEFAULT nextval('__SCHEMA__.mail_outbox_id_seq'::regclass);


--
-- Data for Name: accounts; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.accounts VALUES (1, 'Ada Fixture', 'ada fixture', '$argon2id$v=19$m=65536,t=3,p=4$MiHRSyxa/E/K8P6AfVEoBQ$HK5MMVHJJCpSw+TjH49kAxAGFhcN5KTNJQoqQxzCCJ4', '2026-12-07 21:26:17.34108+00', 5, 6, 'adafixture', NULL, NULL);
INSERT INTO __SCHEMA__.accounts VALUES (3, 'Cy Fixture', 'cy fixture', '$argon2id$v=19$m=65536,t=3,p=4$MavTb1ry6EqaiPv7u+ReIQ$UdHDx857oQ5UoX7m/a+69709wjaKsUiV4EW5BPUUmCs', '2026-12-07 21:26:20.577446+00', 0, 0, 'cyfixture', NULL, NULL);
INSERT INTO __SCHEMA__.accounts VALUES (2, 'Bob Fixture', 'bob fixture', '$argon2id$v=19$m=65536,t=3,p=4$ofPIzL3/kkv+Ag+gosw/ag$PtUNLQtpnLgJ532YdJ5xWYUzwzCwe7zhEjhauF4GjaE', '2026-12-07 21:26:17.607205+00', 5, 5, 'bobfixture', NULL, NULL);


--
-- Data for Name: actions; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.actions VALUES (1, 'Gx71mtCK', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:25:09.016647+00');
INSERT INTO __SCHEMA__.actions VALUES (2, 'Gx71mtCK', 1, 'move', 3, '1-1', 'bot', '2026-12-07 21:25:09.025716+00');
INSERT INTO __SCHEMA__.actions VALUES (3, 'Gx71mtCK', 2, 'move', 4, '1-5', 'bot', '2026-12-07 21:25:09.027194+00');
INSERT INTO __SCHEMA__.actions VALUES (4, 'Gx71mtCK', 3, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:25:09.068723+00');
INSERT INTO __SCHEMA__.actions VALUES (5, 'Gx71mtCK', 4, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:25:09.068813+00');
INSERT INTO __SCHEMA__.actions VALUES (6, 'Gx71mtCK', 5, 'move', 0, '4-5', 'human', '2026-12-07 21:25:09.114416+00');
INSERT INTO __SCHEMA__.actions VALUES (7, 'Gx71mtCK', 6, 'move', 1, '4-6', 'human', '2026-12-07 21:25:09.117032+00');
INSERT INTO __SCHEMA__.actions VALUES (8, 'Gx71mtCK', 7, 'move', 2, '0-6', 'bot', '2026-12-07 21:25:09.118759+00');
INSERT INTO __SCHEMA__.actions VALUES (9, 'Gx71mtCK', 8, 'move', 3, 'pass', 'bot', '2026-12-07 21:25:09.119971+00');
INSERT INTO __SCHEMA__.actions VALUES (10, 'Gx71mtCK', 9, 'move', 4, 'pass', 'bot', '2026-12-07 21:25:09.121+00');
INSERT INTO __SCHEMA__.actions VALUES (11, 'Gx71mtCK', 10, 'move', 0, '0-3', 'human', '2026-12-07 21:25:09.160823+00');
INSERT INTO __SCHEMA__.actions VALUES (12, 'Gx71mtCK', 11, 'move', 1, '3-3', 'human', '2026-12-07 21:25:09.163679+00');
INSERT INTO __SCHEMA__.actions VALUES (13, 'Gx71mtCK', 12, 'move', 2, '1-3', 'bot', '2026-12-07 21:25:09.165133+00');
INSERT INTO __SCHEMA__.actions VALUES (14, 'Gx71mtCK', 13, 'move', 3, 'pass', 'bot', '2026-12-07 21:25:09.166206+00');
INSERT INTO __SCHEMA__.actions VALUES (15, 'Gx71mtCK', 14, 'move', 4, 'pass', 'bot', '2026-12-07 21:25:09.167011+00');
INSERT INTO __SCHEMA__.actions VALUES (16, 'Gx71mtCK', 15, 'move', 0, '1-4', 'human', '2026-12-07 21:25:09.20462+00');
INSERT INTO __SCHEMA__.actions VALUES (17, 'Gx71mtCK', 16, 'move', 1, 'pass', 'human', '2026-12-07 21:25:09.208274+00');
INSERT INTO __SCHEMA__.actions VALUES (18, 'Gx71mtCK', 17, 'move', 2, '0-4', 'bot', '2026-12-07 21:25:09.209698+00');
INSERT INTO __SCHEMA__.actions VALUES (19, 'Gx71mtCK', 18, 'move', 3, 'pass', 'bot', '2026-12-07 21:25:09.210644+00');
INSERT INTO __SCHEMA__.actions VALUES (20, 'Gx71mtCK', 19, 'move', 4, 'pass', 'bot', '2026-12-07 21:25:09.211388+00');
INSERT INTO __SCHEMA__.actions VALUES (21, 'Gx71mtCK', 20, 'move', 0, 'pass', 'human', '2026-12-07 21:25:09.248536+00');
INSERT INTO __SCHEMA__.actions VALUES (22, 'Gx71mtCK', 21, 'move', 1, '0-2', 'human', '2026-12-07 21:25:09.252204+00');
INSERT INTO __SCHEMA__.actions VALUES (23, 'Gx71mtCK', 22, 'move', 2, 'pass', 'bot', '2026-12-07 21:25:09.253896+00');
INSERT INTO __SCHEMA__.actions VALUES (24, 'Gx71mtCK', 23, 'move', 3, '2-4', 'bot', '2026-12-07 21:25:09.25505+00');
INSERT INTO __SCHEMA__.actions VALUES (25, 'Gx71mtCK', 24, 'move', 4, 'pass', 'bot', '2026-12-07 21:25:09.255932+00');
INSERT INTO __SCHEMA__.actions VALUES (26, 'Gx71mtCK', 25, 'move', 0, '3-4', 'human', '2026-12-07 21:25:09.292628+00');
INSERT INTO __SCHEMA__.actions VALUES (27, 'Gx71mtCK', 26, 'move', 1, 'pass', 'human', '2026-12-07 21:25:09.296182+00');
INSERT INTO __SCHEMA__.actions VALUES (28, 'Gx71mtCK', 27, 'move', 2, 'pass', 'bot', '2026-12-07 21:25:09.297521+00');
INSERT INTO __SCHEMA__.actions VALUES (29, 'Gx71mtCK', 28, 'move', 3, 'pass', 'bot', '2026-12-07 21:25:09.298385+00');
INSERT INTO __SCHEMA__.actions VALUES (30, 'Gx71mtCK', 29, 'move', 4, '3-5', 'bot', '2026-12-07 21:25:09.299118+00');
INSERT INTO __SCHEMA__.actions VALUES (31, 'Gx71mtCK', 30, 'move', 0, 'pass', 'human', '2026-12-07 21:25:09.336627+00');
INSERT INTO __SCHEMA__.actions VALUES (32, 'Gx71mtCK', 31, 'move', 1, '5-5', 'human', '2026-12-07 21:25:09.340273+00');
INSERT INTO __SCHEMA__.actions VALUES (33, 'Gx71mtCK', 32, 'move', 2, 'pass', 'bot', '2026-12-07 21:25:09.34171+00');
INSERT INTO __SCHEMA__.actions VALUES (34, 'Gx71mtCK', 33, 'move', 3, '2-5', 'bot', '2026-12-07 21:25:09.342605+00');
INSERT INTO __SCHEMA__.actions VALUES (35, 'Gx71mtCK', 34, 'move', 4, '2-2', 'bot', '2026-12-07 21:25:09.343464+00');
INSERT INTO __SCHEMA__.actions VALUES (36, 'Gx71mtCK', 35, 'move', 0, 'pass', 'human', '2026-12-07 21:25:09.380606+00');
INSERT INTO __SCHEMA__.actions VALUES (37, 'Gx71mtCK', 36, 'move', 1, '1-2', 'human', '2026-12-07 21:25:09.384168+00');
INSERT INTO __SCHEMA__.actions VALUES (38, 'Gx71mtCK', 37, 'move', 2, '2-2', 'bot', '2026-12-07 21:25:09.38599+00');
INSERT INTO __SCHEMA__.actions VALUES (39, 'Gx71mtCK', 38, 'move', 3, '2-6', 'bot', '2026-12-07 21:25:09.387174+00');
INSERT INTO __SCHEMA__.actions VALUES (40, 'Gx71mtCK', 39, 'move', 4, '6-6', 'bot', '2026-12-07 21:25:09.388049+00');
INSERT INTO __SCHEMA__.actions VALUES (41, 'Gx71mtCK', 40, 'move', 0, '3-6', 'human', '2026-12-07 21:25:09.424807+00');
INSERT INTO __SCHEMA__.actions VALUES (42, 'Gx71mtCK', 41, 'move', 1, '2-3', 'human', '2026-12-07 21:25:09.428299+00');
INSERT INTO __SCHEMA__.actions VALUES (43, 'Gx71mtCK', 42, 'move', 2, '1-2', 'bot', '2026-12-07 21:25:09.430132+00');
INSERT INTO __SCHEMA__.actions VALUES (44, 'Gx71mtCK', 43, 'move', 3, '1-3', 'bot', '2026-12-07 21:25:09.43134+00');
INSERT INTO __SCHEMA__.actions VALUES (45, 'Gx71mtCK', 44, 'move', 4, 'pass', 'bot', '2026-12-07 21:25:09.432416+00');
INSERT INTO __SCHEMA__.actions VALUES (46, 'Gx71mtCK', 45, 'move', 0, 'pass', 'human', '2026-12-07 21:25:09.473006+00');
INSERT INTO __SCHEMA__.actions VALUES (47, 'Gx71mtCK', 46, 'move', 1, 'pass', 'human', '2026-12-07 21:25:09.477343+00');
INSERT INTO __SCHEMA__.actions VALUES (48, 'Gx71mtCK', 47, 'move', 2, '3-5', 'bot', '2026-12-07 21:25:09.479156+00');
INSERT INTO __SCHEMA__.actions VALUES (49, 'Gx71mtCK', 48, 'move', 3, 'pass', 'bot', '2026-12-07 21:25:09.488537+00');
INSERT INTO __SCHEMA__.actions VALUES (50, 'Gx71mtCK', 49, 'move', 4, '2-5', 'bot', '2026-12-07 21:25:09.490006+00');
INSERT INTO __SCHEMA__.actions VALUES (51, 'Gx71mtCK', 50, 'move', 0, '2-4', 'human', '2026-12-07 21:25:09.520925+00');
INSERT INTO __SCHEMA__.actions VALUES (52, 'Gx71mtCK', 51, 'move', 1, '4-5', 'human', '2026-12-07 21:25:09.523811+00');
INSERT INTO __SCHEMA__.actions VALUES (53, 'Gx71mtCK', 52, 'move', 2, 'pass', 'bot', '2026-12-07 21:25:09.52562+00');
INSERT INTO __SCHEMA__.actions VALUES (54, 'Gx71mtCK', 53, 'move', 3, 'pass', 'bot', '2026-12-07 21:25:09.526721+00');
INSERT INTO __SCHEMA__.actions VALUES (55, 'Gx71mtCK', 54, 'move', 4, '0-5', 'bot', '2026-12-07 21:25:09.527743+00');
INSERT INTO __SCHEMA__.actions VALUES (56, 'Gx71mtCK', 55, 'move', 0, '0-4', 'human', '2026-12-07 21:25:09.571892+00');
INSERT INTO __SCHEMA__.actions VALUES (57, 'Gx71mtCK', 56, 'move', 1, 'pass', 'human', '2026-12-07 21:25:09.586117+00');
INSERT INTO __SCHEMA__.actions VALUES (58, 'Gx71mtCK', 57, 'move', 2, '4-6', 'bot', '2026-12-07 21:25:09.587975+00');
INSERT INTO __SCHEMA__.actions VALUES (59, 'Gx71mtCK', 58, 'move', 3, 'pass', 'bot', '2026-12-07 21:25:09.589273+00');
INSERT INTO __SCHEMA__.actions VALUES (60, 'Gx71mtCK', 59, 'move', 4, 'pass', 'bot', '2026-12-07 21:25:09.590095+00');
INSERT INTO __SCHEMA__.actions VALUES (61, 'Gx71mtCK', 60, 'move', 0, 'pass', 'human', '2026-12-07 21:25:09.632899+00');
INSERT INTO __SCHEMA__.actions VALUES (62, 'Gx71mtCK', 61, 'move', 1, '0-6', 'human', '2026-12-07 21:25:09.641449+00');
INSERT INTO __SCHEMA__.actions VALUES (63, 'Gx71mtCK', 62, 'move', 2, '0-3', 'bot', '2026-12-07 21:25:09.643129+00');
INSERT INTO __SCHEMA__.actions VALUES (64, '4xyZMRmR', 0, 'move', 2, '1-1', 'bot', '2026-12-07 21:25:09.745414+00');
INSERT INTO __SCHEMA__.actions VALUES (65, '4xyZMRmR', 1, 'move', 3, '1-5', 'bot', '2026-12-07 21:25:09.746752+00');
INSERT INTO __SCHEMA__.actions VALUES (66, '4xyZMRmR', 2, 'move', 4, 'pass', 'bot', '2026-12-07 21:25:09.74784+00');
INSERT INTO __SCHEMA__.actions VALUES (67, '4xyZMRmR', 3, 'chat', 1, 'hello', 'human', '2026-12-07 21:25:09.789005+00');
INSERT INTO __SCHEMA__.actions VALUES (68, '4xyZMRmR', 4, 'move', 0, '5-6', 'human', '2026-12-07 21:25:10.392558+00');
INSERT INTO __SCHEMA__.actions VALUES (69, '4xyZMRmR', 5, 'move', 1, '4-6', 'human', '2026-12-07 21:25:10.997979+00');
INSERT INTO __SCHEMA__.actions VALUES (70, '4xyZMRmR', 6, 'move', 2, 'pass', 'bot', '2026-12-07 21:25:11.000529+00');
INSERT INTO __SCHEMA__.actions VALUES (71, '4xyZMRmR', 7, 'move', 3, '0-4', 'bot', '2026-12-07 21:25:11.002093+00');
INSERT INTO __SCHEMA__.actions VALUES (72, '4xyZMRmR', 8, 'move', 4, '0-1', 'bot', '2026-12-07 21:25:11.003783+00');
INSERT INTO __SCHEMA__.actions VALUES (73, 'bSOUZbP_', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:25:12.293414+00');
INSERT INTO __SCHEMA__.actions VALUES (74, 'bSOUZbP_', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:25:12.343849+00');
INSERT INTO __SCHEMA__.actions VALUES (75, 'bSOUZbP_', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:25:12.343935+00');
INSERT INTO __SCHEMA__.actions VALUES (76, 'bSOUZbP_', 3, 'move', 0, '0-6', 'human', '2026-12-07 21:25:12.388808+00');
INSERT INTO __SCHEMA__.actions VALUES (77, 'bSOUZbP_', 4, 'move', 1, '4-6@BL', 'human', '2026-12-07 21:25:12.391997+00');
INSERT INTO __SCHEMA__.actions VALUES (78, 'bSOUZbP_', 5, 'move', 0, '0-3@TL', 'human', '2026-12-07 21:25:12.432807+00');
INSERT INTO __SCHEMA__.actions VALUES (79, 'bSOUZbP_', 6, 'move', 1, '3-4@BL', 'human', '2026-12-07 21:25:12.436175+00');
INSERT INTO __SCHEMA__.actions VALUES (80, 'bSOUZbP_', 7, 'move', 0, '3-6@BR', 'human', '2026-12-07 21:25:12.480667+00');
INSERT INTO __SCHEMA__.actions VALUES (81, 'bSOUZbP_', 8, 'move', 1, '0-1@TR', 'human', '2026-12-07 21:25:12.483551+00');
INSERT INTO __SCHEMA__.actions VALUES (82, 'bSOUZbP_', 9, 'move', 0, '3-3@BR', 'human', '2026-12-07 21:25:12.524664+00');
INSERT INTO __SCHEMA__.actions VALUES (83, 'bSOUZbP_', 10, 'move', 1, '1-4@TR', 'human', '2026-12-07 21:25:12.528521+00');
INSERT INTO __SCHEMA__.actions VALUES (84, 'bSOUZbP_', 11, 'move', 0, '1-3@cut:1:L', 'human', '2026-12-07 21:25:12.568784+00');
INSERT INTO __SCHEMA__.actions VALUES (85, 'bSOUZbP_', 12, 'move', 1, '0-3@BL', 'human', '2026-12-07 21:25:12.572194+00');
INSERT INTO __SCHEMA__.actions VALUES (86, 'bSOUZbP_', 13, 'move', 0, '1-2@TL', 'human', '2026-12-07 21:25:12.612723+00');
INSERT INTO __SCHEMA__.actions VALUES (87, 'bSOUZbP_', 14, 'move', 1, '2-6@TL', 'human', '2026-12-07 21:25:12.616191+00');
INSERT INTO __SCHEMA__.actions VALUES (88, 'bSOUZbP_', 15, 'move', 0, '4-4@TR', 'human', '2026-12-07 21:25:12.656891+00');
INSERT INTO __SCHEMA__.actions VALUES (89, 'bSOUZbP_', 16, 'move', 1, '3-6@BR', 'human', '2026-12-07 21:25:12.660176+00');
INSERT INTO __SCHEMA__.actions VALUES (90, 'bSOUZbP_', 17, 'move', 0, '1-6@BR', 'human', '2026-12-07 21:25:12.703926+00');
INSERT INTO __SCHEMA__.actions VALUES (91, 'bSOUZbP_', 18, 'move', 1, '3-4@cut:2:R', 'human', '2026-12-07 21:25:12.70718+00');
INSERT INTO __SCHEMA__.actions VALUES (92, 'bSOUZbP_', 19, 'move', 0, '0-5@BL', 'human', '2026-12-07 21:25:12.748709+00');
INSERT INTO __SCHEMA__.actions VALUES (93, 'bSOUZbP_', 20, 'move', 1, '2-4@TR', 'human', '2026-12-07 21:25:12.753834+00');
INSERT INTO __SCHEMA__.actions VALUES (94, 'bSOUZbP_', 21, 'move', 0, '1-5@BL', 'human', '2026-12-07 21:25:12.792734+00');
INSERT INTO __SCHEMA__.actions VALUES (95, 'bSOUZbP_', 22, 'move', 1, '0-6@TL', 'human', '2026-12-07 21:25:12.808676+00');
INSERT INTO __SCHEMA__.actions VALUES (96, 'bSOUZbP_', 23, 'move', 0, '1-6@BL', 'human', '2026-12-07 21:25:12.837674+00');
INSERT INTO __SCHEMA__.actions VALUES (97, 'bSOUZbP_', 24, 'move', 1, '2-3@BR', 'human', '2026-12-07 21:25:12.856702+00');
INSERT INTO __SCHEMA__.actions VALUES (98, 'bSOUZbP_', 25, 'move', 0, '0-4@TL', 'human', '2026-12-07 21:25:12.880818+00');
INSERT INTO __SCHEMA__.actions VALUES (99, 'bSOUZbP_', 26, 'move', 1, '2-5@TR', 'human', '2026-12-07 21:25:12.900508+00');
INSERT INTO __SCHEMA__.actions VALUES (101, 'bSOUZbP_', 28, 'move', 1, '4-6@TL', 'human', '2026-12-07 21:25:12.944618+00');
INSERT INTO __SCHEMA__.actions VALUES (104, 'bSOUZbP_', 31, 'move', 0, 'pass', 'human', '2026-12-07 21:25:13.012588+00');
INSERT INTO __SCHEMA__.actions VALUES (106, 'bSOUZbP_', 33, 'move', 0, '2-6@TL', 'human', '2026-12-07 21:25:13.056584+00');
INSERT INTO __SCHEMA__.actions VALUES (108, 'bSOUZbP_', 35, 'move', 0, '4-6@TL', 'human', '2026-12-07 21:25:13.100497+00');
INSERT INTO __SCHEMA__.actions VALUES (110, 'bSOUZbP_', 37, 'move', 0, '5-5@TR', 'human', '2026-12-07 21:25:13.144619+00');
INSERT INTO __SCHEMA__.actions VALUES (112, 'bSOUZbP_', 39, 'move', 0, '4-4@TL', 'human', '2026-12-07 21:25:13.188616+00');
INSERT INTO __SCHEMA__.actions VALUES (114, 'bSOUZbP_', 41, 'move', 0, '6-6@TL', 'human', '2026-12-07 21:25:13.23665+00');
INSERT INTO __SCHEMA__.actions VALUES (116, 'bSOUZbP_', 43, 'move', 0, '3-6@TL', 'human', '2026-12-07 21:25:13.280594+00');
INSERT INTO __SCHEMA__.actions VALUES (118, 'bSOUZbP_', 45, 'move', 0, '5-6@BL', 'human', '2026-12-07 21:25:13.324585+00');
INSERT INTO __SCHEMA__.actions VALUES (120, 'bSOUZbP_', 47, 'move', 0, '4-5@BL', 'human', '2026-12-07 21:25:13.368602+00');
INSERT INTO __SCHEMA__.actions VALUES (122, 'bSOUZbP_', 49, 'move', 0, '4-4@BL', 'human', '2026-12-07 21:25:13.414476+00');
INSERT INTO __SCHEMA__.actions VALUES (125, '1Ml5Wj3s', 1, 'move', 0, '4-4', 'human', '2026-12-07 21:25:14.188783+00');
INSERT INTO __SCHEMA__.actions VALUES (127, '1Ml5Wj3s', 3, 'move', 0, '1-4@TR', 'human', '2026-12-07 21:25:15.404934+00');
INSERT INTO __SCHEMA__.actions VALUES (129, '1Ml5Wj3s', 5, 'move', 0, '2-3@BR', 'human', '2026-12-07 21:25:16.612434+00');
INSERT INTO __SCHEMA__.actions VALUES (131, '1Ml5Wj3s', 7, 'move', 0, '3-5@BR', 'human', '2026-12-07 21:25:17.82796+00');
INSERT INTO __SCHEMA__.actions VALUES (132, 'nx5E6N3v', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:25:19.121328+00');
INSERT INTO __SCHEMA__.actions VALUES (133, 'nx5E6N3v', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:25:19.184448+00');
INSERT INTO __SCHEMA__.actions VALUES (134, 'nx5E6N3v', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:25:19.185143+00');
INSERT INTO __SCHEMA__.actions VALUES (135, 'nx5E6N3v', 3, 'move', 0, '2-2', 'human', '2026-12-07 21:25:19.232602+00');
INSERT INTO __SCHEMA__.actions VALUES (137, 'nx5E6N3v', 5, 'move', 0, '2-4@BR', 'human', '2026-12-07 21:25:19.276605+00');
INSERT INTO __SCHEMA__.actions VALUES (139, 'nx5E6N3v', 7, 'move', 0, '0-1@TR', 'human', '2026-12-07 21:25:19.320564+00');
INSERT INTO __SCHEMA__.actions VALUES (141, 'nx5E6N3v', 9, 'move', 0, '0-5@TR', 'human', '2026-12-07 21:25:19.368569+00');
INSERT INTO __SCHEMA__.actions VALUES (143, 'nx5E6N3v', 11, 'move', 0, '5-6@BR', 'human', '2026-12-07 21:25:19.423276+00');
INSERT INTO __SCHEMA__.actions VALUES (145, 'nx5E6N3v', 13, 'move', 0, '3-5@TR', 'human', '2026-12-07 21:25:19.468535+00');
INSERT INTO __SCHEMA__.actions VALUES (147, 'nx5E6N3v', 15, 'move', 0, '0-3@TR', 'human', '2026-12-07 21:25:19.52057+00');
INSERT INTO __SCHEMA__.actions VALUES (149, 'nx5E6N3v', 17, 'move', 0, '5-5@cut:3', 'human', '2026-12-07 21:25:19.568731+00');
INSERT INTO __SCHEMA__.actions VALUES (151, 'nx5E6N3v', 19, 'move', 0, 'pass', 'human', '2026-12-07 21:25:19.62057+00');
INSERT INTO __SCHEMA__.actions VALUES (153, 'nx5E6N3v', 21, 'move', 0, '2-3@TR', 'human', '2026-12-07 21:25:19.672592+00');
INSERT INTO __SCHEMA__.actions VALUES (155, 'nx5E6N3v', 23, 'move', 0, '3-4@TR', 'human', '2026-12-07 21:25:19.716545+00');
INSERT INTO __SCHEMA__.actions VALUES (157, 'nx5E6N3v', 25, 'move', 0, '0-3@BR', 'human', '2026-12-07 21:25:19.768555+00');
INSERT INTO __SCHEMA__.actions VALUES (159, 'nx5E6N3v', 27, 'move', 0, '4-6@TR', 'human', '2026-12-07 21:25:19.812502+00');
INSERT INTO __SCHEMA__.actions VALUES (161, 'nx5E6N3v', 29, 'move', 0, '5-5@BR', 'human', '2026-12-07 21:25:19.860559+00');
INSERT INTO __SCHEMA__.actions VALUES (163, 'nx5E6N3v', 31, 'move', 0, '5-6@cut:9', 'human', '2026-12-07 21:25:19.91259+00');
INSERT INTO __SCHEMA__.actions VALUES (165, 'nx5E6N3v', 33, 'move', 0, '1-6@BR', 'human', '2026-12-07 21:25:19.960582+00');
INSERT INTO __SCHEMA__.actions VALUES (167, 'nx5E6N3v', 35, 'move', 0, '2-5@cut:10', 'human', '2026-12-07 21:25:20.00463+00');
INSERT INTO __SCHEMA__.actions VALUES (170, 'nx5E6N3v', 38, 'move', 1, '2-3@TR', 'human', '2026-12-07 21:25:20.06441+00');
INSERT INTO __SCHEMA__.actions VALUES (172, 'nx5E6N3v', 40, 'move', 1, '0-3@BR', 'human', '2026-12-07 21:25:20.108327+00');
INSERT INTO __SCHEMA__.actions VALUES (174, 'nx5E6N3v', 42, 'move', 1, '3-3@TR', 'human', '2026-12-07 21:25:20.152349+00');
INSERT INTO __SCHEMA__.actions VALUES (176, 'nx5E6N3v', 44, 'move', 1, '1-3@TR', 'human', '2026-12-07 21:25:20.200173+00');
INSERT INTO __SCHEMA__.actions VALUES (178, 'nx5E6N3v', 46, 'move', 1, '1-1@cut:11', 'human', '2026-12-07 21:25:20.248324+00');
INSERT INTO __SCHEMA__.actions VALUES (180, 'nx5E6N3v', 48, 'move', 1, '0-2@cut:13', 'human', '2026-12-07 21:25:20.296409+00');
INSERT INTO __SCHEMA__.actions VALUES (182, 'nx5E6N3v', 50, 'move', 1, '0-1@BR', 'human', '2026-12-07 21:25:20.348255+00');
INSERT INTO __SCHEMA__.actions VALUES (184, 'nx5E6N3v', 52, 'move', 1, '0-5@BR', 'human', '2026-12-07 21:25:20.392187+00');
INSERT INTO __SCHEMA__.actions VALUES (186, 'nx5E6N3v', 54, 'move', 1, '4-6@TR', 'human', '2026-12-07 21:25:20.439295+00');
INSERT INTO __SCHEMA__.actions VALUES (188, 'nx5E6N3v', 56, 'move', 1, '5-5@BR', 'human', '2026-12-07 21:25:20.488236+00');
INSERT INTO __SCHEMA__.actions VALUES (190, 'nx5E6N3v', 58, 'move', 1, '5-6@BR', 'human', '2026-12-07 21:25:20.532282+00');
INSERT INTO __SCHEMA__.actions VALUES (192, 'nx5E6N3v', 60, 'move', 1, '0-4@TR', 'human', '2026-12-07 21:25:20.580421+00');
INSERT INTO __SCHEMA__.actions VALUES (194, 'nx5E6N3v', 62, 'move', 1, '3-4@TR', 'human', '2026-12-07 21:25:20.62847+00');
INSERT INTO __SCHEMA__.actions VALUES (196, 'nx5E6N3v', 64, 'move', 1, 'pass', 'human', '2026-12-07 21:25:20.67648+00');
INSERT INTO __SCHEMA__.actions VALUES (198, 'XGz4dqAD', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:25:20.987981+00');
INSERT INTO __SCHEMA__.actions VALUES (201, 'XGz4dqAD', 3, 'move', 1, '0-6@BR', 'human', '2026-12-07 21:25:22.854798+00');
INSERT INTO __SCHEMA__.actions VALUES (206, 'XGz4dqAD', 8, 'move', 0, '3-3@TR', 'human', '2026-12-07 21:25:25.908155+00');
INSERT INTO __SCHEMA__.actions VALUES (208, 'yKSevKW1', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:25:27.257093+00');
INSERT INTO __SCHEMA__.actions VALUES (210, 'yKSevKW1', 3, 'move', 0, '3-3', 'human', '2026-12-07 21:25:27.307581+00');
INSERT INTO __SCHEMA__.actions VALUES (213, 'yKSevKW1', 6, 'move', 1, '0-0@L', 'human', '2026-12-07 21:25:27.360175+00');
INSERT INTO __SCHEMA__.actions VALUES (216, 'yKSevKW1', 9, 'move', 0, '0-1@R', 'human', '2026-12-07 21:25:27.464561+00');
INSERT INTO __SCHEMA__.actions VALUES (219, 'yKSevKW1', 12, 'move', 1, '2-4@L', 'human', '2026-12-07 21:25:27.528704+00');
INSERT INTO __SCHEMA__.actions VALUES (222, 'yKSevKW1', 15, 'move', 0, '2-5@R', 'human', '2026-12-07 21:25:27.604242+00');
INSERT INTO __SCHEMA__.actions VALUES (225, 'yKSevKW1', 18, 'move', 1, 'pass', 'human', '2026-12-07 21:25:27.696006+00');
INSERT INTO __SCHEMA__.actions VALUES (228, 'yKSevKW1', 21, 'move', 0, '3-4@L', 'human', '2026-12-07 21:25:27.752283+00');
INSERT INTO __SCHEMA__.actions VALUES (231, 'yKSevKW1', 24, 'move', 1, 'pass', 'human', '2026-12-07 21:25:27.844693+00');
INSERT INTO __SCHEMA__.actions VALUES (234, 'yKSevKW1', 27, 'move', 0, '2-6@R', 'human', '2026-12-07 21:25:27.904599+00');
INSERT INTO __SCHEMA__.actions VALUES (237, 'yKSevKW1', 30, 'move', 1, '4-5@L', 'human', '2026-12-07 21:25:27.984662+00');
INSERT INTO __SCHEMA__.actions VALUES (240, 'DBUSXe1B', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:25:28.184927+00');
INSERT INTO __SCHEMA__.actions VALUES (243, 'DBUSXe1B', 3, 'move', 1, '1-6@R', 'human', '2026-12-07 21:25:30.001213+00');
INSERT INTO __SCHEMA__.actions VALUES (244, 'DBUSXe1B', 4, 'move', 0, '1-1@R', 'human', '2026-12-07 21:25:30.605983+00');
INSERT INTO __SCHEMA__.actions VALUES (245, 'DBUSXe1B', 5, 'move', 1, '1-3@R', 'human', '2026-12-07 21:25:31.210514+00');
INSERT INTO __SCHEMA__.actions VALUES (247, 'DBUSXe1B', 7, 'move', 1, '2-3@R', 'human', '2026-12-07 21:25:32.419029+00');
INSERT INTO __SCHEMA__.actions VALUES (249, 'DBUSXe1B', 9, 'move', 1, '0-2@R', 'human', '2026-12-07 21:25:33.62814+00');
INSERT INTO __SCHEMA__.actions VALUES (250, 'PFjfFLeF', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:25:34.916508+00');
INSERT INTO __SCHEMA__.actions VALUES (252, 'PFjfFLeF', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:25:34.969121+00');
INSERT INTO __SCHEMA__.actions VALUES (254, 'PFjfFLeF', 4, 'move', 1, '1-5@W', 'human', '2026-12-07 21:25:35.018794+00');
INSERT INTO __SCHEMA__.actions VALUES (257, 'PFjfFLeF', 7, 'move', 0, '0-5@N', 'human', '2026-12-07 21:25:35.104561+00');
INSERT INTO __SCHEMA__.actions VALUES (260, 'PFjfFLeF', 10, 'move', 1, '6-6@S', 'human', '2026-12-07 21:25:35.164702+00');
INSERT INTO __SCHEMA__.actions VALUES (264, 'PFjfFLeF', 14, 'move', 1, '0-2@W', 'human', '2026-12-07 21:25:35.264347+00');
INSERT INTO __SCHEMA__.actions VALUES (267, 'PFjfFLeF', 17, 'move', 0, '2-6@S', 'human', '2026-12-07 21:25:35.340696+00');
INSERT INTO __SCHEMA__.actions VALUES (270, 'Fj81RWV0', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:25:35.540835+00');
INSERT INTO __SCHEMA__.actions VALUES (274, 'Fj81RWV0', 4, 'move', 1, '4-5@S', 'human', '2026-12-07 21:25:37.993204+00');
INSERT INTO __SCHEMA__.actions VALUES (275, 'Fj81RWV0', 5, 'move', 0, '2-5@N', 'human', '2026-12-07 21:25:38.605768+00');
INSERT INTO __SCHEMA__.actions VALUES (278, 'Fj81RWV0', 8, 'move', 1, '3-3@W', 'human', '2026-12-07 21:25:40.431688+00');
INSERT INTO __SCHEMA__.actions VALUES (280, 'Fj81RWV0', 10, 'move', 1, '0-4@E', 'human', '2026-12-07 21:25:41.641221+00');
INSERT INTO __SCHEMA__.actions VALUES (281, '_qcU4abZ', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:25:42.92062+00');
INSERT INTO __SCHEMA__.actions VALUES (283, '_qcU4abZ', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:25:42.973014+00');
INSERT INTO __SCHEMA__.actions VALUES (285, '_qcU4abZ', 4, 'move', 1, '1-2@L', 'human', '2026-12-07 21:25:43.019716+00');
INSERT INTO __SCHEMA__.actions VALUES (288, '_qcU4abZ', 7, 'move', 0, '1-6@L', 'human', '2026-12-07 21:25:43.104596+00');
INSERT INTO __SCHEMA__.actions VALUES (291, '_qcU4abZ', 10, 'move', 1, '0-3@L', 'human', '2026-12-07 21:25:43.156442+00');
INSERT INTO __SCHEMA__.actions VALUES (294, '_qcU4abZ', 13, 'move', 0, 'pass', 'human', '2026-12-07 21:25:43.236482+00');
INSERT INTO __SCHEMA__.actions VALUES (298, '_qcU4abZ', 17, 'move', 0, '3-4', 'human', '2026-12-07 21:25:43.332685+00');
INSERT INTO __SCHEMA__.actions VALUES (301, '_qcU4abZ', 20, 'move', 1, '6-6@R', 'human', '2026-12-07 21:25:43.384498+00');
INSERT INTO __SCHEMA__.actions VALUES (306, 'b37GuH92', 2, 'move', 1, '0-4@L', 'human', '2026-12-07 21:25:44.785208+00');
INSERT INTO __SCHEMA__.actions VALUES (307, 'b37GuH92', 3, 'move', 0, '3-6@R', 'human', '2026-12-07 21:25:45.389053+00');
INSERT INTO __SCHEMA__.actions VALUES (313, 'b37GuH92', 9, 'move', 1, '5-6@R', 'human', '2026-12-07 21:25:49.028013+00');
INSERT INTO __SCHEMA__.actions VALUES (315, 'b37GuH92', 11, 'move', 1, 'pass', 'human', '2026-12-07 21:25:50.247324+00');
INSERT INTO __SCHEMA__.actions VALUES (316, 'wsv6iDb7', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:25:51.521355+00');
INSERT INTO __SCHEMA__.actions VALUES (318, 'wsv6iDb7', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:25:51.576802+00');
INSERT INTO __SCHEMA__.actions VALUES (100, 'bSOUZbP_', 27, 'move', 0, '5-6@cut:-2:L', 'human', '2026-12-07 21:25:12.924542+00');
INSERT INTO __SCHEMA__.actions VALUES (102, 'bSOUZbP_', 29, 'move', 0, '5-5@BL', 'human', '2026-12-07 21:25:12.968673+00');
INSERT INTO __SCHEMA__.actions VALUES (103, 'bSOUZbP_', 30, 'move', 1, '4-5@TL', 'human', '2026-12-07 21:25:12.988618+00');
INSERT INTO __SCHEMA__.actions VALUES (105, 'bSOUZbP_', 32, 'move', 1, '0-2@cut:-1:L', 'human', '2026-12-07 21:25:13.032611+00');
INSERT INTO __SCHEMA__.actions VALUES (107, 'bSOUZbP_', 34, 'move', 1, '0-0@BL', 'human', '2026-12-07 21:25:13.08056+00');
INSERT INTO __SCHEMA__.actions VALUES (109, 'bSOUZbP_', 36, 'move', 1, '2-2@BR', 'human', '2026-12-07 21:25:13.124793+00');
INSERT INTO __SCHEMA__.actions VALUES (111, 'bSOUZbP_', 38, 'move', 1, '0-4@BL', 'human', '2026-12-07 21:25:13.168585+00');
INSERT INTO __SCHEMA__.actions VALUES (113, 'bSOUZbP_', 40, 'move', 1, '0-6@cut:-3:L', 'human', '2026-12-07 21:25:13.2165+00');
INSERT INTO __SCHEMA__.actions VALUES (115, 'bSOUZbP_', 42, 'move', 1, '0-1@BL', 'human', '2026-12-07 21:25:13.260551+00');
INSERT INTO __SCHEMA__.actions VALUES (117, 'bSOUZbP_', 44, 'move', 1, '1-6@BL', 'human', '2026-12-07 21:25:13.30454+00');
INSERT INTO __SCHEMA__.actions VALUES (119, 'bSOUZbP_', 46, 'move', 1, '3-5@TL', 'human', '2026-12-07 21:25:13.348575+00');
INSERT INTO __SCHEMA__.actions VALUES (121, 'bSOUZbP_', 48, 'move', 1, '1-5@TL', 'human', '2026-12-07 21:25:13.392563+00');
INSERT INTO __SCHEMA__.actions VALUES (123, 'bSOUZbP_', 50, 'move', 1, '1-1@TL', 'human', '2026-12-07 21:25:13.440497+00');
INSERT INTO __SCHEMA__.actions VALUES (124, '1Ml5Wj3s', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:25:13.58516+00');
INSERT INTO __SCHEMA__.actions VALUES (126, '1Ml5Wj3s', 2, 'move', 1, '2-4@BR', 'human', '2026-12-07 21:25:14.793131+00');
INSERT INTO __SCHEMA__.actions VALUES (128, '1Ml5Wj3s', 4, 'move', 1, '4-6@TL', 'human', '2026-12-07 21:25:16.009061+00');
INSERT INTO __SCHEMA__.actions VALUES (130, '1Ml5Wj3s', 6, 'move', 1, '1-6@TR', 'human', '2026-12-07 21:25:17.220355+00');
INSERT INTO __SCHEMA__.actions VALUES (136, 'nx5E6N3v', 4, 'move', 1, '1-2@TR', 'human', '2026-12-07 21:25:19.235684+00');
INSERT INTO __SCHEMA__.actions VALUES (138, 'nx5E6N3v', 6, 'move', 1, '1-4@BR', 'human', '2026-12-07 21:25:19.284501+00');
INSERT INTO __SCHEMA__.actions VALUES (140, 'nx5E6N3v', 8, 'move', 1, '1-5@BR', 'human', '2026-12-07 21:25:19.335351+00');
INSERT INTO __SCHEMA__.actions VALUES (142, 'nx5E6N3v', 10, 'move', 1, 'pass', 'human', '2026-12-07 21:25:19.388354+00');
INSERT INTO __SCHEMA__.actions VALUES (144, 'nx5E6N3v', 12, 'move', 1, 'pass', 'human', '2026-12-07 21:25:19.432228+00');
INSERT INTO __SCHEMA__.actions VALUES (146, 'nx5E6N3v', 14, 'move', 1, '1-6@BR', 'human', '2026-12-07 21:25:19.478019+00');
INSERT INTO __SCHEMA__.actions VALUES (148, 'nx5E6N3v', 16, 'move', 1, '0-2@TR', 'human', '2026-12-07 21:25:19.527989+00');
INSERT INTO __SCHEMA__.actions VALUES (150, 'nx5E6N3v', 18, 'move', 1, '3-6@cut:4', 'human', '2026-12-07 21:25:19.580187+00');
INSERT INTO __SCHEMA__.actions VALUES (152, 'nx5E6N3v', 20, 'move', 1, '1-3@BR', 'human', '2026-12-07 21:25:19.625086+00');
INSERT INTO __SCHEMA__.actions VALUES (154, 'nx5E6N3v', 22, 'move', 1, '3-3@BR', 'human', '2026-12-07 21:25:19.680491+00');
INSERT INTO __SCHEMA__.actions VALUES (156, 'nx5E6N3v', 24, 'move', 1, '0-1@cut:5', 'human', '2026-12-07 21:25:19.728394+00');
INSERT INTO __SCHEMA__.actions VALUES (158, 'nx5E6N3v', 26, 'move', 1, '0-5@BR', 'human', '2026-12-07 21:25:19.780266+00');
INSERT INTO __SCHEMA__.actions VALUES (160, 'nx5E6N3v', 28, 'move', 1, '2-6@TR', 'human', '2026-12-07 21:25:19.824279+00');
INSERT INTO __SCHEMA__.actions VALUES (162, 'nx5E6N3v', 30, 'move', 1, '1-2@TR', 'human', '2026-12-07 21:25:19.872272+00');
INSERT INTO __SCHEMA__.actions VALUES (164, 'nx5E6N3v', 32, 'move', 1, '1-5@BR', 'human', '2026-12-07 21:25:19.924012+00');
INSERT INTO __SCHEMA__.actions VALUES (166, 'nx5E6N3v', 34, 'move', 1, '1-4@TR', 'human', '2026-12-07 21:25:19.972244+00');
INSERT INTO __SCHEMA__.actions VALUES (168, 'nx5E6N3v', 36, 'move', 1, '2-4@TR', 'human', '2026-12-07 21:25:20.020306+00');
INSERT INTO __SCHEMA__.actions VALUES (169, 'nx5E6N3v', 37, 'move', 0, '0-6@BR', 'human', '2026-12-07 21:25:20.052488+00');
INSERT INTO __SCHEMA__.actions VALUES (171, 'nx5E6N3v', 39, 'move', 0, 'pass', 'human', '2026-12-07 21:25:20.096504+00');
INSERT INTO __SCHEMA__.actions VALUES (173, 'nx5E6N3v', 41, 'move', 0, '3-5@BR', 'human', '2026-12-07 21:25:20.140517+00');
INSERT INTO __SCHEMA__.actions VALUES (175, 'nx5E6N3v', 43, 'move', 0, '4-5@BR', 'human', '2026-12-07 21:25:20.184677+00');
INSERT INTO __SCHEMA__.actions VALUES (177, 'nx5E6N3v', 45, 'move', 0, 'pass', 'human', '2026-12-07 21:25:20.232581+00');
INSERT INTO __SCHEMA__.actions VALUES (179, 'nx5E6N3v', 47, 'move', 0, '1-5@TR', 'human', '2026-12-07 21:25:20.284521+00');
INSERT INTO __SCHEMA__.actions VALUES (181, 'nx5E6N3v', 49, 'move', 0, '1-4@BR', 'human', '2026-12-07 21:25:20.336544+00');
INSERT INTO __SCHEMA__.actions VALUES (183, 'nx5E6N3v', 51, 'move', 0, '2-5@TR', 'human', '2026-12-07 21:25:20.384808+00');
INSERT INTO __SCHEMA__.actions VALUES (185, 'nx5E6N3v', 53, 'move', 0, '2-4@TR', 'human', '2026-12-07 21:25:20.428551+00');
INSERT INTO __SCHEMA__.actions VALUES (187, 'nx5E6N3v', 55, 'move', 0, 'pass', 'human', '2026-12-07 21:25:20.47643+00');
INSERT INTO __SCHEMA__.actions VALUES (189, 'nx5E6N3v', 57, 'move', 0, '0-6@TR', 'human', '2026-12-07 21:25:20.520445+00');
INSERT INTO __SCHEMA__.actions VALUES (191, 'nx5E6N3v', 59, 'move', 0, '1-6@BR', 'human', '2026-12-07 21:25:20.568552+00');
INSERT INTO __SCHEMA__.actions VALUES (193, 'nx5E6N3v', 61, 'move', 0, '1-1@BR', 'human', '2026-12-07 21:25:20.612705+00');
INSERT INTO __SCHEMA__.actions VALUES (195, 'nx5E6N3v', 63, 'move', 0, '3-6@TR', 'human', '2026-12-07 21:25:20.656529+00');
INSERT INTO __SCHEMA__.actions VALUES (197, 'nx5E6N3v', 65, 'move', 0, '1-2@BR', 'human', '2026-12-07 21:25:20.700568+00');
INSERT INTO __SCHEMA__.actions VALUES (199, 'XGz4dqAD', 1, 'move', 1, '6-6', 'human', '2026-12-07 21:25:21.597046+00');
INSERT INTO __SCHEMA__.actions VALUES (200, 'XGz4dqAD', 2, 'move', 0, '1-6@TR', 'human', '2026-12-07 21:25:22.244068+00');
INSERT INTO __SCHEMA__.actions VALUES (202, 'XGz4dqAD', 4, 'move', 0, '0-1@TR', 'human', '2026-12-07 21:25:23.471836+00');
INSERT INTO __SCHEMA__.actions VALUES (203, 'XGz4dqAD', 5, 'move', 1, '0-5@BR', 'human', '2026-12-07 21:25:24.089857+00');
INSERT INTO __SCHEMA__.actions VALUES (204, 'XGz4dqAD', 6, 'move', 0, '0-3@TR', 'human', '2026-12-07 21:25:24.694596+00');
INSERT INTO __SCHEMA__.actions VALUES (205, 'XGz4dqAD', 7, 'move', 1, '3-5@BR', 'human', '2026-12-07 21:25:25.299444+00');
INSERT INTO __SCHEMA__.actions VALUES (207, 'yKSevKW1', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:25:27.204583+00');
INSERT INTO __SCHEMA__.actions VALUES (209, 'yKSevKW1', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:25:27.257185+00');
INSERT INTO __SCHEMA__.actions VALUES (211, 'yKSevKW1', 4, 'move', 1, '0-3@L', 'human', '2026-12-07 21:25:27.314841+00');
INSERT INTO __SCHEMA__.actions VALUES (212, 'yKSevKW1', 5, 'move', 0, '1-3@R', 'human', '2026-12-07 21:25:27.356754+00');
INSERT INTO __SCHEMA__.actions VALUES (214, 'yKSevKW1', 7, 'move', 0, '1-1@R', 'human', '2026-12-07 21:25:27.400634+00');
INSERT INTO __SCHEMA__.actions VALUES (215, 'yKSevKW1', 8, 'move', 1, '0-4@L', 'human', '2026-12-07 21:25:27.41372+00');
INSERT INTO __SCHEMA__.actions VALUES (217, 'yKSevKW1', 10, 'move', 1, '0-2@R', 'human', '2026-12-07 21:25:27.470873+00');
INSERT INTO __SCHEMA__.actions VALUES (218, 'yKSevKW1', 11, 'move', 0, '4-4@L', 'human', '2026-12-07 21:25:27.512605+00');
INSERT INTO __SCHEMA__.actions VALUES (220, 'yKSevKW1', 13, 'move', 0, 'pass', 'human', '2026-12-07 21:25:27.556381+00');
INSERT INTO __SCHEMA__.actions VALUES (221, 'yKSevKW1', 14, 'move', 1, '2-2@L', 'human', '2026-12-07 21:25:27.596596+00');
INSERT INTO __SCHEMA__.actions VALUES (223, 'yKSevKW1', 16, 'move', 1, '5-5@R', 'human', '2026-12-07 21:25:27.640747+00');
INSERT INTO __SCHEMA__.actions VALUES (224, 'yKSevKW1', 17, 'move', 0, '0-5@R', 'human', '2026-12-07 21:25:27.660625+00');
INSERT INTO __SCHEMA__.actions VALUES (226, 'yKSevKW1', 19, 'move', 0, '2-3@L', 'human', '2026-12-07 21:25:27.704244+00');
INSERT INTO __SCHEMA__.actions VALUES (227, 'yKSevKW1', 20, 'move', 1, 'pass', 'human', '2026-12-07 21:25:27.748734+00');
INSERT INTO __SCHEMA__.actions VALUES (229, 'yKSevKW1', 22, 'move', 1, '4-6@L', 'human', '2026-12-07 21:25:27.792675+00');
INSERT INTO __SCHEMA__.actions VALUES (230, 'yKSevKW1', 23, 'move', 0, '0-6@R', 'human', '2026-12-07 21:25:27.800266+00');
INSERT INTO __SCHEMA__.actions VALUES (232, 'yKSevKW1', 25, 'move', 0, '6-6@L', 'human', '2026-12-07 21:25:27.850603+00');
INSERT INTO __SCHEMA__.actions VALUES (233, 'yKSevKW1', 26, 'move', 1, '1-6@L', 'human', '2026-12-07 21:25:27.89281+00');
INSERT INTO __SCHEMA__.actions VALUES (235, 'yKSevKW1', 28, 'move', 1, '1-4@L', 'human', '2026-12-07 21:25:27.936641+00');
INSERT INTO __SCHEMA__.actions VALUES (236, 'yKSevKW1', 29, 'move', 0, '1-2@R', 'human', '2026-12-07 21:25:27.952736+00');
INSERT INTO __SCHEMA__.actions VALUES (238, 'yKSevKW1', 31, 'move', 0, '3-5@L', 'human', '2026-12-07 21:25:28.004548+00');
INSERT INTO __SCHEMA__.actions VALUES (239, 'yKSevKW1', 32, 'move', 1, '1-5@R', 'human', '2026-12-07 21:25:28.032686+00');
INSERT INTO __SCHEMA__.actions VALUES (241, 'DBUSXe1B', 1, 'move', 1, '6-6', 'human', '2026-12-07 21:25:28.78853+00');
INSERT INTO __SCHEMA__.actions VALUES (242, 'DBUSXe1B', 2, 'move', 0, '4-6@L', 'human', '2026-12-07 21:25:29.397058+00');
INSERT INTO __SCHEMA__.actions VALUES (246, 'DBUSXe1B', 6, 'move', 0, '3-3@R', 'human', '2026-12-07 21:25:31.814778+00');
INSERT INTO __SCHEMA__.actions VALUES (248, 'DBUSXe1B', 8, 'move', 0, '2-2@R', 'human', '2026-12-07 21:25:33.023977+00');
INSERT INTO __SCHEMA__.actions VALUES (251, 'PFjfFLeF', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:25:34.969035+00');
INSERT INTO __SCHEMA__.actions VALUES (253, 'PFjfFLeF', 3, 'move', 0, '5-5', 'human', '2026-12-07 21:25:35.012707+00');
INSERT INTO __SCHEMA__.actions VALUES (255, 'PFjfFLeF', 5, 'move', 0, '5-6@S', 'human', '2026-12-07 21:25:35.06064+00');
INSERT INTO __SCHEMA__.actions VALUES (256, 'PFjfFLeF', 6, 'move', 1, '3-5@E', 'human', '2026-12-07 21:25:35.064249+00');
INSERT INTO __SCHEMA__.actions VALUES (258, 'PFjfFLeF', 8, 'move', 1, '3-3@E', 'human', '2026-12-07 21:25:35.116628+00');
INSERT INTO __SCHEMA__.actions VALUES (259, 'PFjfFLeF', 9, 'move', 0, '0-0@N', 'human', '2026-12-07 21:25:35.152751+00');
INSERT INTO __SCHEMA__.actions VALUES (261, 'PFjfFLeF', 11, 'move', 0, '1-1@W', 'human', '2026-12-07 21:25:35.204646+00');
INSERT INTO __SCHEMA__.actions VALUES (262, 'PFjfFLeF', 12, 'move', 1, '1-2@W', 'human', '2026-12-07 21:25:35.212489+00');
INSERT INTO __SCHEMA__.actions VALUES (263, 'PFjfFLeF', 13, 'move', 0, '0-1@N', 'human', '2026-12-07 21:25:35.248569+00');
INSERT INTO __SCHEMA__.actions VALUES (265, 'PFjfFLeF', 15, 'move', 0, '2-3@E', 'human', '2026-12-07 21:25:35.296884+00');
INSERT INTO __SCHEMA__.actions VALUES (266, 'PFjfFLeF', 16, 'move', 1, '0-3@W', 'human', '2026-12-07 21:25:35.308391+00');
INSERT INTO __SCHEMA__.actions VALUES (268, 'PFjfFLeF', 18, 'move', 1, '3-4@W', 'human', '2026-12-07 21:25:35.356404+00');
INSERT INTO __SCHEMA__.actions VALUES (269, 'PFjfFLeF', 19, 'move', 0, '4-5@W', 'human', '2026-12-07 21:25:35.392054+00');
INSERT INTO __SCHEMA__.actions VALUES (271, 'Fj81RWV0', 1, 'move', 0, '5-5', 'human', '2026-12-07 21:25:36.172592+00');
INSERT INTO __SCHEMA__.actions VALUES (272, 'Fj81RWV0', 2, 'move', 1, '3-5@W', 'human', '2026-12-07 21:25:36.783576+00');
INSERT INTO __SCHEMA__.actions VALUES (273, 'Fj81RWV0', 3, 'move', 0, '0-5@E', 'human', '2026-12-07 21:25:37.388149+00');
INSERT INTO __SCHEMA__.actions VALUES (276, 'Fj81RWV0', 6, 'move', 1, '2-2@N', 'human', '2026-12-07 21:25:39.216634+00');
INSERT INTO __SCHEMA__.actions VALUES (277, 'Fj81RWV0', 7, 'move', 0, '4-4@S', 'human', '2026-12-07 21:25:39.823801+00');
INSERT INTO __SCHEMA__.actions VALUES (279, 'Fj81RWV0', 9, 'move', 0, '0-0@E', 'human', '2026-12-07 21:25:41.036519+00');
INSERT INTO __SCHEMA__.actions VALUES (282, '_qcU4abZ', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:25:42.972572+00');
INSERT INTO __SCHEMA__.actions VALUES (284, '_qcU4abZ', 3, 'move', 0, '1-4', 'human', '2026-12-07 21:25:43.016743+00');
INSERT INTO __SCHEMA__.actions VALUES (287, '_qcU4abZ', 6, 'move', 1, '5-6@L', 'human', '2026-12-07 21:25:43.068595+00');
INSERT INTO __SCHEMA__.actions VALUES (290, '_qcU4abZ', 9, 'move', 0, '3-5@L', 'human', '2026-12-07 21:25:43.148542+00');
INSERT INTO __SCHEMA__.actions VALUES (293, '_qcU4abZ', 12, 'move', 1, '2-3@L', 'human', '2026-12-07 21:25:43.208502+00');
INSERT INTO __SCHEMA__.actions VALUES (295, '_qcU4abZ', 14, 'move', 1, '3-6@L', 'human', '2026-12-07 21:25:43.252415+00');
INSERT INTO __SCHEMA__.actions VALUES (297, '_qcU4abZ', 16, 'move', 1, 'pass', 'human', '2026-12-07 21:25:43.296469+00');
INSERT INTO __SCHEMA__.actions VALUES (300, '_qcU4abZ', 19, 'move', 0, '4-6@R', 'human', '2026-12-07 21:25:43.376698+00');
INSERT INTO __SCHEMA__.actions VALUES (303, '_qcU4abZ', 22, 'move', 1, 'pass', 'human', '2026-12-07 21:25:43.432524+00');
INSERT INTO __SCHEMA__.actions VALUES (304, 'b37GuH92', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:25:43.564846+00');
INSERT INTO __SCHEMA__.actions VALUES (308, 'b37GuH92', 4, 'move', 1, '3-4@R', 'human', '2026-12-07 21:25:45.993115+00');
INSERT INTO __SCHEMA__.actions VALUES (309, 'b37GuH92', 5, 'move', 0, 'pass', 'human', '2026-12-07 21:25:46.601086+00');
INSERT INTO __SCHEMA__.actions VALUES (320, 'wsv6iDb7', 4, 'move', 1, '3-3@R', 'human', '2026-12-07 21:25:51.625929+00');
INSERT INTO __SCHEMA__.actions VALUES (323, 'wsv6iDb7', 7, 'move', 0, '0-6@L', 'human', '2026-12-07 21:25:51.720581+00');
INSERT INTO __SCHEMA__.actions VALUES (326, 'wsv6iDb7', 10, 'move', 1, '4-6@L', 'human', '2026-12-07 21:25:51.776147+00');
INSERT INTO __SCHEMA__.actions VALUES (329, 'wsv6iDb7', 13, 'move', 0, '0-3@R', 'human', '2026-12-07 21:25:51.865998+00');
INSERT INTO __SCHEMA__.actions VALUES (332, 'wsv6iDb7', 16, 'move', 1, '0-4@R', 'human', '2026-12-07 21:25:51.921174+00');
INSERT INTO __SCHEMA__.actions VALUES (333, 'eUEP2C3t', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:25:52.148675+00');
INSERT INTO __SCHEMA__.actions VALUES (334, 'eUEP2C3t', 1, 'move', 0, '2-6', 'human', '2026-12-07 21:25:52.756409+00');
INSERT INTO __SCHEMA__.actions VALUES (338, 'eUEP2C3t', 5, 'move', 0, '2-2@L', 'human', '2026-12-07 21:25:55.196047+00');
INSERT INTO __SCHEMA__.actions VALUES (340, 'eUEP2C3t', 7, 'move', 0, '0-6@R', 'human', '2026-12-07 21:25:56.408547+00');
INSERT INTO __SCHEMA__.actions VALUES (286, '_qcU4abZ', 5, 'move', 0, '2-5@L', 'human', '2026-12-07 21:25:43.060648+00');
INSERT INTO __SCHEMA__.actions VALUES (289, '_qcU4abZ', 8, 'move', 1, '1-5@L', 'human', '2026-12-07 21:25:43.1124+00');
INSERT INTO __SCHEMA__.actions VALUES (292, '_qcU4abZ', 11, 'move', 0, '0-2@L', 'human', '2026-12-07 21:25:43.192575+00');
INSERT INTO __SCHEMA__.actions VALUES (296, '_qcU4abZ', 15, 'move', 0, 'pass', 'human', '2026-12-07 21:25:43.284543+00');
INSERT INTO __SCHEMA__.actions VALUES (299, '_qcU4abZ', 18, 'move', 1, '3-6@L', 'human', '2026-12-07 21:25:43.340189+00');
INSERT INTO __SCHEMA__.actions VALUES (302, '_qcU4abZ', 21, 'move', 0, 'pass', 'human', '2026-12-07 21:25:43.420544+00');
INSERT INTO __SCHEMA__.actions VALUES (305, 'b37GuH92', 1, 'move', 0, '0-6', 'human', '2026-12-07 21:25:44.176479+00');
INSERT INTO __SCHEMA__.actions VALUES (310, 'b37GuH92', 6, 'move', 1, 'pass', 'human', '2026-12-07 21:25:47.205143+00');
INSERT INTO __SCHEMA__.actions VALUES (311, 'b37GuH92', 7, 'move', 1, '6-6', 'human', '2026-12-07 21:25:47.816551+00');
INSERT INTO __SCHEMA__.actions VALUES (312, 'b37GuH92', 8, 'move', 0, '3-6@L', 'human', '2026-12-07 21:25:48.42102+00');
INSERT INTO __SCHEMA__.actions VALUES (314, 'b37GuH92', 10, 'move', 0, '1-5@R', 'human', '2026-12-07 21:25:49.641046+00');
INSERT INTO __SCHEMA__.actions VALUES (317, 'wsv6iDb7', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:25:51.576715+00');
INSERT INTO __SCHEMA__.actions VALUES (319, 'wsv6iDb7', 3, 'move', 0, '2-3', 'human', '2026-12-07 21:25:51.620727+00');
INSERT INTO __SCHEMA__.actions VALUES (322, 'wsv6iDb7', 6, 'move', 1, '0-1@L', 'human', '2026-12-07 21:25:51.676361+00');
INSERT INTO __SCHEMA__.actions VALUES (325, 'wsv6iDb7', 9, 'move', 0, '1-4@L', 'human', '2026-12-07 21:25:51.772609+00');
INSERT INTO __SCHEMA__.actions VALUES (328, 'wsv6iDb7', 12, 'move', 1, '2-5@L', 'human', '2026-12-07 21:25:51.821975+00');
INSERT INTO __SCHEMA__.actions VALUES (331, 'wsv6iDb7', 15, 'move', 0, '4-5@R', 'human', '2026-12-07 21:25:51.916589+00');
INSERT INTO __SCHEMA__.actions VALUES (335, 'eUEP2C3t', 2, 'move', 1, '1-6@R', 'human', '2026-12-07 21:25:53.376452+00');
INSERT INTO __SCHEMA__.actions VALUES (321, 'wsv6iDb7', 5, 'move', 0, '1-2@L', 'human', '2026-12-07 21:25:51.668518+00');
INSERT INTO __SCHEMA__.actions VALUES (324, 'wsv6iDb7', 8, 'move', 1, '1-6@L', 'human', '2026-12-07 21:25:51.730071+00');
INSERT INTO __SCHEMA__.actions VALUES (327, 'wsv6iDb7', 11, 'move', 0, '5-6@L', 'human', '2026-12-07 21:25:51.816637+00');
INSERT INTO __SCHEMA__.actions VALUES (330, 'wsv6iDb7', 14, 'move', 1, '0-5@R', 'human', '2026-12-07 21:25:51.87244+00');
INSERT INTO __SCHEMA__.actions VALUES (336, 'eUEP2C3t', 3, 'move', 0, '0-1@R', 'human', '2026-12-07 21:25:53.982669+00');
INSERT INTO __SCHEMA__.actions VALUES (337, 'eUEP2C3t', 4, 'move', 1, '0-5@R', 'human', '2026-12-07 21:25:54.59147+00');
INSERT INTO __SCHEMA__.actions VALUES (339, 'eUEP2C3t', 6, 'move', 1, '5-6@R', 'human', '2026-12-07 21:25:55.800339+00');
INSERT INTO __SCHEMA__.actions VALUES (341, 'eUEP2C3t', 8, 'move', 1, '0-0@R', 'human', '2026-12-07 21:25:57.017987+00');
INSERT INTO __SCHEMA__.actions VALUES (342, 'eUEP2C3t', 9, 'move', 0, '0-3@R', 'human', '2026-12-07 21:25:57.631242+00');
INSERT INTO __SCHEMA__.actions VALUES (343, 'eUEP2C3t', 10, 'move', 1, '3-3@R', 'human', '2026-12-07 21:25:58.240341+00');
INSERT INTO __SCHEMA__.actions VALUES (344, 'eUEP2C3t', 11, 'move', 0, '3-4@R', 'human', '2026-12-07 21:25:58.848503+00');
INSERT INTO __SCHEMA__.actions VALUES (345, 'eUEP2C3t', 12, 'move', 1, '0-4@R', 'human', '2026-12-07 21:25:59.45655+00');
INSERT INTO __SCHEMA__.actions VALUES (346, 'AwqTH2gS', 0, 'move', 0, '2-6', 'human', '2026-12-07 21:26:01.069377+00');
INSERT INTO __SCHEMA__.actions VALUES (347, 'AwqTH2gS', 1, 'move', 1, '2-2@L', 'bot', '2026-12-07 21:26:01.072766+00');
INSERT INTO __SCHEMA__.actions VALUES (348, 'AwqTH2gS', 2, 'move', 0, '1-6@R', 'human', '2026-12-07 21:26:01.378964+00');
INSERT INTO __SCHEMA__.actions VALUES (349, 'AwqTH2gS', 3, 'move', 1, '1-3@R', 'bot', '2026-12-07 21:26:01.382075+00');
INSERT INTO __SCHEMA__.actions VALUES (350, 'AwqTH2gS', 4, 'undo', 0, '', 'human', '2026-12-07 21:26:01.688128+00');
INSERT INTO __SCHEMA__.actions VALUES (351, 'AwqTH2gS', 5, 'move', 0, '2-3@L', 'human', '2026-12-07 21:26:01.999411+00');
INSERT INTO __SCHEMA__.actions VALUES (352, 'AwqTH2gS', 6, 'move', 1, '3-5@L', 'bot', '2026-12-07 21:26:02.005939+00');
INSERT INTO __SCHEMA__.actions VALUES (353, '-x_vWpBn', 0, 'open', 0, '0', 'human', '2026-12-07 21:26:02.328785+00');
INSERT INTO __SCHEMA__.actions VALUES (354, '-x_vWpBn', 1, 'seat', 2, 'jQD-pgCgAupDXoilHtDZ6G3yT3xcgqs6qZIPRlE6vSA', 'human', '2026-12-07 21:26:02.34063+00');
INSERT INTO __SCHEMA__.actions VALUES (355, '-x_vWpBn', 2, 'name', 2, 'Ola', 'human', '2026-12-07 21:26:02.346179+00');
INSERT INTO __SCHEMA__.actions VALUES (356, '-x_vWpBn', 3, 'move', 0, '6-6', 'human', '2026-12-07 21:26:03.414972+00');
INSERT INTO __SCHEMA__.actions VALUES (357, '-x_vWpBn', 4, 'move', 1, '0-6@L', 'human', '2026-12-07 21:26:04.321182+00');
INSERT INTO __SCHEMA__.actions VALUES (358, '-x_vWpBn', 5, 'move', 2, '5-6@R', 'human', '2026-12-07 21:26:05.227279+00');
INSERT INTO __SCHEMA__.actions VALUES (359, '-x_vWpBn', 6, 'move', 0, '0-3@L', 'human', '2026-12-07 21:26:06.13358+00');
INSERT INTO __SCHEMA__.actions VALUES (360, '-x_vWpBn', 7, 'move', 1, '4-5@R', 'human', '2026-12-07 21:26:07.039287+00');
INSERT INTO __SCHEMA__.actions VALUES (361, 'h2yex_TW', 0, 'move', 0, '2-2', 'human', '2026-12-07 21:26:08.682142+00');
INSERT INTO __SCHEMA__.actions VALUES (362, 'h2yex_TW', 1, 'move', 1, '2-3@BR', 'human', '2026-12-07 21:26:09.287706+00');
INSERT INTO __SCHEMA__.actions VALUES (363, 'h2yex_TW', 2, 'move', 0, '2-4@TL', 'human', '2026-12-07 21:26:09.908592+00');
INSERT INTO __SCHEMA__.actions VALUES (364, 'h2yex_TW', 3, 'takeover', 1, 'greedy', 'human', '2026-12-07 21:26:11.723503+00');
INSERT INTO __SCHEMA__.actions VALUES (365, 'h2yex_TW', 4, 'move', 1, '2-6@BL', 'bot', '2026-12-07 21:26:11.728207+00');
INSERT INTO __SCHEMA__.actions VALUES (366, 'h2yex_TW', 5, 'reclaim', 1, '', 'human', '2026-12-07 21:26:12.092695+00');
INSERT INTO __SCHEMA__.actions VALUES (367, 'h2yex_TW', 6, 'move', 0, '0-2@TR', 'human', '2026-12-07 21:26:12.698669+00');
INSERT INTO __SCHEMA__.actions VALUES (368, 'h2yex_TW', 7, 'move', 1, '0-4@TL', 'human', '2026-12-07 21:26:13.31372+00');
INSERT INTO __SCHEMA__.actions VALUES (369, 'h2yex_TW', 8, 'move', 0, '0-1@TR', 'human', '2026-12-07 21:26:13.929147+00');
INSERT INTO __SCHEMA__.actions VALUES (370, '4dUCY8C7', 0, 'move', 0, '1-1', 'human', '2026-12-07 21:26:14.749206+00');
INSERT INTO __SCHEMA__.actions VALUES (371, '4dUCY8C7', 1, 'move', 1, '1-2@R', 'bot', '2026-12-07 21:26:14.758984+00');
INSERT INTO __SCHEMA__.actions VALUES (372, '4dUCY8C7', 2, 'move', 0, '2-4@R', 'human', '2026-12-07 21:26:14.801891+00');
INSERT INTO __SCHEMA__.actions VALUES (373, '4dUCY8C7', 3, 'move', 1, '0-4@R', 'bot', '2026-12-07 21:26:14.814409+00');
INSERT INTO __SCHEMA__.actions VALUES (374, '4dUCY8C7', 4, 'move', 0, '1-3@L', 'human', '2026-12-07 21:26:14.857038+00');
INSERT INTO __SCHEMA__.actions VALUES (375, '4dUCY8C7', 5, 'move', 1, '0-5@R', 'bot', '2026-12-07 21:26:14.876245+00');
INSERT INTO __SCHEMA__.actions VALUES (376, '4dUCY8C7', 6, 'move', 0, '3-5@L', 'human', '2026-12-07 21:26:14.908795+00');
INSERT INTO __SCHEMA__.actions VALUES (377, '4dUCY8C7', 7, 'move', 1, '5-5@R', 'bot', '2026-12-07 21:26:14.911483+00');
INSERT INTO __SCHEMA__.actions VALUES (378, '4dUCY8C7', 8, 'move', 0, 'pass', 'human', '2026-12-07 21:26:14.952689+00');
INSERT INTO __SCHEMA__.actions VALUES (379, '4dUCY8C7', 9, 'move', 1, '2-5@L', 'bot', '2026-12-07 21:26:14.955031+00');
INSERT INTO __SCHEMA__.actions VALUES (380, '4dUCY8C7', 10, 'move', 0, '2-3@L', 'human', '2026-12-07 21:26:14.99979+00');
INSERT INTO __SCHEMA__.actions VALUES (381, '4dUCY8C7', 11, 'move', 1, 'pass', 'bot', '2026-12-07 21:26:15.002207+00');
INSERT INTO __SCHEMA__.actions VALUES (382, '4dUCY8C7', 12, 'move', 0, 'pass', 'human', '2026-12-07 21:26:15.044679+00');
INSERT INTO __SCHEMA__.actions VALUES (383, 'sZLV7oAB', 0, 'account', 0, ':p:Ada Fixture', 'human', '2026-12-07 21:26:17.646811+00');
INSERT INTO __SCHEMA__.actions VALUES (384, 'sZLV7oAB', 1, 'move', 0, '2-6', 'human', '2026-12-07 21:26:17.69276+00');
INSERT INTO __SCHEMA__.actions VALUES (385, 'sZLV7oAB', 2, 'move', 1, '6-6@R', 'bot', '2026-12-07 21:26:17.694954+00');
INSERT INTO __SCHEMA__.actions VALUES (386, 'sZLV7oAB', 3, 'move', 0, '4-6@R', 'human', '2026-12-07 21:26:17.736628+00');
INSERT INTO __SCHEMA__.actions VALUES (387, 'sZLV7oAB', 4, 'move', 1, '4-4@R', 'bot', '2026-12-07 21:26:17.742515+00');
INSERT INTO __SCHEMA__.actions VALUES (388, 'sZLV7oAB', 5, 'move', 0, '3-4@R', 'human', '2026-12-07 21:26:17.784654+00');
INSERT INTO __SCHEMA__.actions VALUES (389, 'sZLV7oAB', 6, 'move', 1, '0-3@R', 'bot', '2026-12-07 21:26:17.787115+00');
INSERT INTO __SCHEMA__.actions VALUES (390, 'sZLV7oAB', 7, 'move', 0, '0-2@L', 'human', '2026-12-07 21:26:17.828691+00');
INSERT INTO __SCHEMA__.actions VALUES (391, 'sZLV7oAB', 8, 'move', 1, '0-5@L', 'bot', '2026-12-07 21:26:17.831315+00');
INSERT INTO __SCHEMA__.actions VALUES (392, 'sZLV7oAB', 9, 'move', 0, '5-6@L', 'human', '2026-12-07 21:26:17.872591+00');
INSERT INTO __SCHEMA__.actions VALUES (393, 'sZLV7oAB', 10, 'move', 1, '0-1@R', 'bot', '2026-12-07 21:26:17.878803+00');
INSERT INTO __SCHEMA__.actions VALUES (394, 'sZLV7oAB', 11, 'move', 0, '1-3@R', 'human', '2026-12-07 21:26:17.92089+00');
INSERT INTO __SCHEMA__.actions VALUES (395, 'sZLV7oAB', 12, 'move', 1, 'pass', 'bot', '2026-12-07 21:26:17.923235+00');
INSERT INTO __SCHEMA__.actions VALUES (396, 'sZLV7oAB', 13, 'move', 0, 'pass', 'human', '2026-12-07 21:26:17.964681+00');
INSERT INTO __SCHEMA__.actions VALUES (397, '3bMeWeCs', 0, 'account', 0, '1745:p:Ada Fixture', 'human', '2026-12-07 21:26:18.094287+00');
INSERT INTO __SCHEMA__.actions VALUES (398, '3bMeWeCs', 1, 'move', 0, '0-6', 'human', '2026-12-07 21:26:18.453478+00');
INSERT INTO __SCHEMA__.actions VALUES (399, '3bMeWeCs', 2, 'move', 1, '3-6@R', 'bot', '2026-12-07 21:26:18.456078+00');
INSERT INTO __SCHEMA__.actions VALUES (400, '3bMeWeCs', 3, 'move', 0, '0-0@L', 'human', '2026-12-07 21:26:18.759063+00');
INSERT INTO __SCHEMA__.actions VALUES (401, '3bMeWeCs', 4, 'move', 1, '0-3@R', 'bot', '2026-12-07 21:26:18.762079+00');
INSERT INTO __SCHEMA__.actions VALUES (402, '2Wzvzt-I', 0, 'move', 0, '6-6', 'human', '2026-12-07 21:26:19.432712+00');
INSERT INTO __SCHEMA__.actions VALUES (403, '2Wzvzt-I', 1, 'move', 1, '5-6@R', 'bot', '2026-12-07 21:26:19.442696+00');
INSERT INTO __SCHEMA__.actions VALUES (404, '2Wzvzt-I', 2, 'move', 0, '1-5@R', 'human', '2026-12-07 21:26:19.4846+00');
INSERT INTO __SCHEMA__.actions VALUES (405, '2Wzvzt-I', 3, 'move', 1, '1-1@R', 'bot', '2026-12-07 21:26:19.487216+00');
INSERT INTO __SCHEMA__.actions VALUES (406, '2Wzvzt-I', 4, 'move', 0, '2-6@L', 'human', '2026-12-07 21:26:19.528589+00');
INSERT INTO __SCHEMA__.actions VALUES (407, '2Wzvzt-I', 5, 'move', 1, '0-1@R', 'bot', '2026-12-07 21:26:19.531314+00');
INSERT INTO __SCHEMA__.actions VALUES (408, '2Wzvzt-I', 6, 'move', 0, '1-2@L', 'human', '2026-12-07 21:26:19.572688+00');
INSERT INTO __SCHEMA__.actions VALUES (409, '2Wzvzt-I', 7, 'move', 1, '0-6@R', 'bot', '2026-12-07 21:26:19.583718+00');
INSERT INTO __SCHEMA__.actions VALUES (410, '2Wzvzt-I', 8, 'move', 0, '4-6@R', 'human', '2026-12-07 21:26:19.62454+00');
INSERT INTO __SCHEMA__.actions VALUES (411, '2Wzvzt-I', 9, 'move', 1, '1-3@L', 'bot', '2026-12-07 21:26:19.630208+00');
INSERT INTO __SCHEMA__.actions VALUES (412, '2Wzvzt-I', 10, 'move', 0, '4-4@R', 'human', '2026-12-07 21:26:19.67649+00');
INSERT INTO __SCHEMA__.actions VALUES (413, '2Wzvzt-I', 11, 'move', 1, '3-5@L', 'bot', '2026-12-07 21:26:19.714077+00');
INSERT INTO __SCHEMA__.actions VALUES (414, '2Wzvzt-I', 12, 'move', 0, '1-4@R', 'human', '2026-12-07 21:26:19.756845+00');
INSERT INTO __SCHEMA__.actions VALUES (415, '2Wzvzt-I', 13, 'move', 1, '5-5@L', 'bot', '2026-12-07 21:26:19.760114+00');
INSERT INTO __SCHEMA__.actions VALUES (416, '2Wzvzt-I', 14, 'move', 0, '1-6@R', 'human', '2026-12-07 21:26:19.800626+00');
INSERT INTO __SCHEMA__.actions VALUES (417, '2Wzvzt-I', 15, 'move', 1, '2-5@L', 'bot', '2026-12-07 21:26:19.80337+00');
INSERT INTO __SCHEMA__.actions VALUES (418, '2Wzvzt-I', 16, 'move', 0, '0-2@L', 'human', '2026-12-07 21:26:19.844802+00');
INSERT INTO __SCHEMA__.actions VALUES (419, '2Wzvzt-I', 17, 'move', 1, '3-6@R', 'bot', '2026-12-07 21:26:19.847563+00');
INSERT INTO __SCHEMA__.actions VALUES (420, '2Wzvzt-I', 18, 'move', 0, '0-3@R', 'human', '2026-12-07 21:26:19.896013+00');


--
-- Data for Name: alembic_version; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.alembic_version VALUES ('0009');


--
-- Data for Name: analyses; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.analyses VALUES ('Gx71mtCK', '2026-12-07 21:25:12.326846+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "white-snake", "players": 5, "options": {"max_deals": 2}, "seed": 0, "policy": "random", "worlds": 16, "budget": 1.0, "seconds": 0.492, "deals": [{"deal": 1, "returns": [-0.25, 1.0, -0.25, -0.25, -0.25], "decisions": [{"step": 0, "deal": 1, "seat": 3, "move": "1-1", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 1, "deal": 1, "seat": 4, "move": "1-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 2, "deal": 1, "seat": 0, "move": "4-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 3, "deal": 1, "seat": 1, "move": "4-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 4, "deal": 1, "seat": 2, "move": "0-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 0, "move": "0-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 1, "move": "3-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 2, "move": "1-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 12, "deal": 1, "seat": 0, "move": "1-4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4", "mean": 0.6484375, "se": 0.08005430285905936, "n": 16, "hindsight": 0.609375, "hindsight_se": 0.078125}, {"move": "1-6", "mean": 0.5703125, "se": 0.07479899279346391, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "1-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4", "hindsight_loss": 0.0, "gain": 0.0390625, "open": {"status": "solved", "moves": [{"move": "1-4", "value": -0.25, "margin": -7}, {"move": "1-6", "value": -0.25, "margin": null}], "best": "1-4", "nodes": 986}}, {"step": 13, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 14, "deal": 1, "seat": 2, "move": "0-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 15, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 16, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 17, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 18, "deal": 1, "seat": 1, "move": "0-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 19, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 20, "deal": 1, "seat": 3, "move": "2-4", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "2-5", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "2-6", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "2-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-4", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "2-4", "value": -0.25, "margin": -16}, {"move": "2-5", "value": -0.25, "margin": null}, {"move": "2-6", "value": -0.25, "margin": null}], "best": "2-4", "nodes": 169}}, {"step": 21, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 1, "seat": 0, "move": "3-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 23, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 24, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 25, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 26, "deal": 1, "seat": 4, "move": "3-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 27, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 28, "deal": 1, "seat": 1, "move": "5-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 29, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 30, "deal": 1, "seat": 3, "move": "2-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 31, "deal": 1, "seat": 4, "move": "2-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 32, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 33, "deal": 1, "seat": 1, "move": "1-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.58984375, 0.51171875, 0.4375, 0.51171875, 0.4765625, 0.53125, 0.5546875, 0.61328125, 0.59375, 0.4921875, 0.53125, 0.51171875, 0.515625, 0.53125, 0.609375, 0.53125, 0.66796875, 0.51171875, 0.51171875, 0.58984375, 0.62890625, 0.765625, 0.7265625, 0.7265625, 0.828125, 0.82421875, 0.70703125, 0.58984375, 0.6484375, 0.51171875, 0.609375, 0.66796875, 0.53125, 0.58984375, 0.375], [0.45703125, 0.4375, 0.53515625, 0.4453125, 0.47265625, 0.453125, 0.58984375, 0.453125, 0.5703125, 0.453125, 0.47265625, 0.45703125, 0.4765625, 0.48046875, 0.43359375, 0.53125, 0.47265625, 0.41796875, 0.53125, 0.453125, 0.53125, 0.4921875, 0.4140625, 0.453125, 0.453125, 0.43359375, 0.47265625, 0.609375, 0.609375, 0.58984375, 0.765625, 0.609375, 0.765625, 1.0, 1.0], [0.55078125, 0.609375, 0.58984375, 0.5703125, 0.55078125, 0.55859375, 0.53515625, 0.55078125, 0.58984375, 0.51171875, 0.55078125, 0.609375, 0.58984375, 0.51171875, 0.53125, 0.66796875, 0.62890625, 0.62890625, 0.62890625, 0.6875, 0.62890625, 0.55078125, 0.74609375, 0.453125, 0.47265625, 0.55078125, 0.53125, 0.62890625, 0.6875, 0.47265625, 0.47265625, 0.453125, 0.4140625, 0.47265625, 0.375], [0.4375, 0.4921875, 0.4375, 0.41796875, 0.4921875, 0.4140625, 0.4375, 0.375, 0.4375, 0.41796875, 0.39453125, 0.4140625, 0.375, 0.39453125, 0.39453125, 0.37890625, 0.39453125, 0.3984375, 0.39453125, 0.39453125, 0.375, 0.37890625, 0.3828125, 0.375, 0.375, 0.375, 0.37890625, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375], [0.37890625, 0.43359375, 0.44140625, 0.43359375, 0.45703125, 0.41796875, 0.39453125, 0.37890625, 0.45703125, 0.41796875, 0.375, 0.39453125, 0.39453125, 0.375, 0.375, 0.40234375, 0.3984375, 0.39453125, 0.4140625, 0.3828125, 0.375, 0.37890625, 0.3828125, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375]], "curve_se": [[0.053315708160383134, 0.046405367510887835, 0.032727183630540176, 0.046405367510887835, 0.04064341239076917, 0.04860711069048868, 0.05018159437796408, 0.05393984168420722, 0.05294978220431007, 0.043813857486677696, 0.04860711069048868, 0.046405367510887835, 0.046198069145170294, 0.04860711069048868, 0.05434440184689472, 0.04860711069048868, 0.0560169272439396, 0.046405367510887835, 0.046405367510887835, 0.053315708160383134, 0.05513122833249407, 0.05434440184689472, 0.055686441013065406, 0.055686441013065406, 0.04949021877131135, 0.050470123196139194, 0.0560169272439396, 0.053315708160383134, 0.055686441013065406, 0.046405367510887835, 0.05434440184689472, 0.0560169272439396, 0.04860711069048868, 0.053315708160383134, 0.0], [0.03706458194323816, 0.032727183630540176, 0.048358375474974645, 0.03269708966221661, 0.04075830138517104, 0.03712429400871027, 0.053315708160383134, 0.03712429400871027, 0.05203080348302061, 0.03712429400871027, 0.04075830138517104, 0.03706458194323816, 0.04064341239076917, 0.04051605079130727, 0.03271966273336387, 0.04860711069048868, 0.04075830138517104, 0.027271650335950904, 0.04860711069048868, 0.03712429400871027, 0.04860711069048868, 0.043813857486677696, 0.02717220092344736, 0.03712429400871027, 0.03712429400871027, 0.03271966273336387, 0.04075830138517104, 0.05434440184689472, 0.05434440184689472, 0.053315708160383134, 0.05434440184689472, 0.05434440184689472, 0.05434440184689472, 0.0, 0.0], [0.050470123196139194, 0.05434440184689472, 0.053315708160383134, 0.05203080348302061, 0.050470123196139194, 0.04988153020098253, 0.048358375474974645, 0.050470123196139194, 0.053315708160383134, 0.046405367510887835, 0.050470123196139194, 0.05434440184689472, 0.053315708160383134, 0.046405367510887835, 0.04860711069048868, 0.0560169272439396, 0.05513122833249407, 0.05513122833249407, 0.05513122833249407, 0.056126656883367154, 0.05513122833249407, 0.050470123196139194, 0.05513122833249407, 0.03712429400871027, 0.04075830138517104, 0.050470123196139194, 0.04860711069048868, 0.05513122833249407, 0.056126656883367154, 0.04075830138517104, 0.04075830138517104, 0.03712429400871027, 0.02717220092344736, 0.04075830138517104, 0.0], [0.032727183630540176, 0.043813857486677696, 0.032727183630540176, 0.027271650335950904, 0.043813857486677696, 0.02717220092344736, 0.032727183630540176, 0.0, 0.032727183630540176, 0.027271650335950904, 0.01953125, 0.02717220092344736, 0.0, 0.01953125, 0.01953125, 0.00390625, 0.01953125, 0.019794098251873934, 0.01953125, 0.01953125, 0.0, 0.00390625, 0.005434440184689472, 0.0, 0.0, 0.0, 0.00390625, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.00390625, 0.03271966273336387, 0.03271966273336387, 0.03271966273336387, 0.03706458194323816, 0.027271650335950904, 0.01953125, 0.00390625, 0.03706458194323816, 0.027271650335950904, 0.0, 0.01953125, 0.01953125, 0.0, 0.0, 0.02002894122621426, 0.019794098251873934, 0.01953125, 0.02717220092344736, 0.005434440184689472, 0.0, 0.00390625, 0.005434440184689472, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.58984375, "result": 0.375, "own": 0.0390625, "luck": -0.25390625, "dealt": 0.43359375}, {"seat": 1, "decisions": 7, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.45703125, "result": 1.0, "own": 0.0, "luck": 0.54296875, "dealt": 0.58984375}, {"seat": 2, "decisions": 6, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.55078125, "result": 0.375, "own": 0.0, "luck": -0.17578125, "dealt": 0.78515625}, {"seat": 3, "decisions": 7, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.4375, "result": 0.375, "own": 0.0, "luck": -0.0625, "dealt": 0.375}, {"seat": 4, "decisions": 7, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.37890625, "result": 0.375, "own": 0.0, "luck": -0.00390625, "dealt": 0.375}], "chance": [[0.34375, 0.21875, 0.109375, 0.21875, 0.171875, 0.25, 0.296875, 0.390625, 0.359375, 0.1875, 0.25, 0.21875, 0.234375, 0.25, 0.375, 0.25, 0.46875, 0.21875, 0.21875, 0.34375, 0.40625, 0.625, 0.5625, 0.5625, 0.734375, 0.71875, 0.53125, 0.34375, 0.4375, 0.21875, 0.375, 0.46875, 0.25, 0.34375, 0.0], [0.140625, 0.109375, 0.265625, 0.140625, 0.15625, 0.125, 0.34375, 0.125, 0.3125, 0.125, 0.15625, 0.140625, 0.171875, 0.1875, 0.09375, 0.25, 0.15625, 0.078125, 0.25, 0.125, 0.25, 0.1875, 0.0625, 0.125, 0.125, 0.09375, 0.15625, 0.375, 0.375, 0.34375, 0.625, 0.375, 0.625, 1.0, 1.0], [0.28125, 0.375, 0.34375, 0.3125, 0.28125, 0.3125, 0.265625, 0.28125, 0.34375, 0.21875, 0.28125, 0.375, 0.34375, 0.21875, 0.25, 0.46875, 0.40625, 0.40625, 0.40625, 0.5, 0.40625, 0.28125, 0.59375, 0.125, 0.15625, 0.28125, 0.25, 0.40625, 0.5, 0.15625, 0.15625, 0.125, 0.0625, 0.15625, 0.0], [0.109375, 0.1875, 0.109375, 0.078125, 0.1875, 0.0625, 0.109375, 0.0, 0.109375, 0.078125, 0.03125, 0.0625, 0.0, 0.03125, 0.03125, 0.015625, 0.03125, 0.046875, 0.03125, 0.03125, 0.0, 0.015625, 0.03125, 0.0, 0.0, 0.0, 0.015625, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.015625, 0.09375, 0.125, 0.09375, 0.140625, 0.078125, 0.03125, 0.015625, 0.140625, 0.078125, 0.0, 0.03125, 0.03125, 0.0, 0.0, 0.0625, 0.046875, 0.03125, 0.0625, 0.03125, 0.0, 0.015625, 0.03125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]}, {"deal": 2, "returns": [-0.25, -0.25, 1.0, -0.25, -0.25], "decisions": [{"step": 34, "deal": 2, "seat": 2, "move": "2-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 35, "deal": 2, "seat": 3, "move": "2-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 36, "deal": 2, "seat": 4, "move": "6-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 37, "deal": 2, "seat": 0, "move": "3-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 38, "deal": 2, "seat": 1, "move": "2-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 39, "deal": 2, "seat": 2, "move": "1-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 40, "deal": 2, "seat": 3, "move": "1-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 41, "deal": 2, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 42, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 43, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 44, "deal": 2, "seat": 2, "move": "3-5", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5", "mean": 0.70703125, "se": 0.0560169272439396, "n": 32, "hindsight": 0.609375, "hindsight_se": 0.078125}, {"move": "0-3", "mean": 0.671875, "se": 0.055491639700164776, "n": 32, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-5", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3", "hindsight_loss": 0.390625, "gain": 0.017578125, "open": {"status": "solved", "moves": [{"move": "0-3", "value": 1.0, "margin": 6}, {"move": "3-5", "value": 1.0, "margin": 1}], "best": "0-3", "nodes": 1724}}, {"step": 45, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 46, "deal": 2, "seat": 4, "move": "2-5", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5", "mean": 0.5703125, "se": 0.07479899279346391, "n": 16, "hindsight": 0.453125, "hindsight_se": 0.053369535239372906}, {"move": "0-5", "mean": 0.4921875, "se": 0.06298638865858242, "n": 16, "hindsight": 0.453125, "hindsight_se": 0.053369535239372906}], "best": "2-5", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5", "hindsight_loss": 0.0, "gain": 0.0390625, "open": {"status": "solved", "moves": [{"move": "0-5", "value": -0.25, "margin": -1}, {"move": "2-5", "value": -0.25, "margin": -1}], "best": "0-5", "nodes": 903}}, {"step": 47, "deal": 2, "seat": 0, "move": "2-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 48, "deal": 2, "seat": 1, "move": "4-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 49, "deal": 2, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 50, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 51, "deal": 2, "seat": 4, "move": "0-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 52, "deal": 2, "seat": 0, "move": "0-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 53, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 54, "deal": 2, "seat": 2, "move": "4-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 55, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 56, "deal": 2, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 57, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 58, "deal": 2, "seat": 1, "move": "0-6", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "5-6", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "0-6", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "0-6", "value": -0.25, "margin": -13}, {"move": "5-6", "value": -0.25, "margin": null}], "best": "0-6", "nodes": 31}}, {"step": 59, "deal": 2, "seat": 2, "move": "0-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.47265625, 0.4375, 0.453125, 0.43359375, 0.45703125, 0.49609375, 0.43359375, 0.47265625, 0.39453125, 0.39453125, 0.4140625, 0.43359375, 0.39453125, 0.4140625, 0.4140625, 0.47265625, 0.43359375, 0.51171875, 0.4140625, 0.453125, 0.4765625, 0.55078125, 0.55078125, 0.51171875, 0.55078125, 0.39453125, 0.375], [0.49609375, 0.51953125, 0.4765625, 0.47265625, 0.453125, 0.453125, 0.4921875, 0.47265625, 0.41796875, 0.4765625, 0.39453125, 0.40234375, 0.4375, 0.40234375, 0.41796875, 0.39453125, 0.375, 0.41796875, 0.37890625, 0.375, 0.3984375, 0.375, 0.39453125, 0.375, 0.4140625, 0.375, 0.375], [0.62890625, 0.765625, 0.75, 0.58984375, 0.58984375, 0.6328125, 0.609375, 0.78515625, 0.8046875, 0.765625, 0.70703125, 0.70703125, 0.8046875, 0.78515625, 0.70703125, 0.58984375, 0.66796875, 0.6484375, 0.58984375, 0.74609375, 0.7265625, 0.6484375, 0.62890625, 0.78515625, 0.765625, 1.0, 1.0], [0.39453125, 0.4140625, 0.39453125, 0.41796875, 0.39453125, 0.37890625, 0.39453125, 0.453125, 0.39453125, 0.4140625, 0.4921875, 0.4140625, 0.43359375, 0.45703125, 0.4140625, 0.39453125, 0.4140625, 0.37890625, 0.375, 0.41796875, 0.40234375, 0.37890625, 0.375, 0.39453125, 0.39453125, 0.375, 0.375], [0.453125, 0.4921875, 0.53125, 0.43359375, 0.43359375, 0.47265625, 0.53125, 0.51171875, 0.47265625, 0.47265625, 0.45703125, 0.57421875, 0.51171875, 0.51171875, 0.6484375, 0.78515625, 0.765625, 0.74609375, 0.70703125, 0.70703125, 0.66796875, 0.6875, 0.62890625, 0.5703125, 0.5703125, 0.53125, 0.375]], "curve_se": [[0.04075830138517104, 0.032727183630540176, 0.03712429400871027, 0.03271966273336387, 0.03706458194323816, 0.04365065585766651, 0.03271966273336387, 0.04075830138517104, 0.01953125, 0.01953125, 0.02717220092344736, 0.03271966273336387, 0.01953125, 0.02717220092344736, 0.02717220092344736, 0.04075830138517104, 0.03271966273336387, 0.046405367510887835, 0.02717220092344736, 0.03712429400871027, 0.04064341239076917, 0.050470123196139194, 0.050470123196139194, 0.046405367510887835, 0.050470123196139194, 0.01953125, 0.0], [0.04365065585766651, 0.045979132371753974, 0.04064341239076917, 0.04075830138517104, 0.03712429400871027, 0.03712429400871027, 0.043813857486677696, 0.04075830138517104, 0.027271650335950904, 0.04064341239076917, 0.01953125, 0.02002894122621426, 0.032727183630540176, 0.02002894122621426, 0.027271650335950904, 0.01953125, 0.0, 0.027271650335950904, 0.00390625, 0.0, 0.019794098251873934, 0.0, 0.01953125, 0.0, 0.02717220092344736, 0.0, 0.0], [0.05513122833249407, 0.05434440184689472, 0.0544168128075233, 0.053315708160383134, 0.053315708160383134, 0.0546875, 0.05434440184689472, 0.053315708160383134, 0.05203080348302061, 0.05434440184689472, 0.0560169272439396, 0.0560169272439396, 0.05203080348302061, 0.053315708160383134, 0.0560169272439396, 0.053315708160383134, 0.0560169272439396, 0.055686441013065406, 0.053315708160383134, 0.05513122833249407, 0.055686441013065406, 0.055686441013065406, 0.05513122833249407, 0.053315708160383134, 0.05434440184689472, 0.0, 0.0], [0.01953125, 0.02717220092344736, 0.01953125, 0.027271650335950904, 0.01953125, 0.00390625, 0.01953125, 0.03712429400871027, 0.01953125, 0.02717220092344736, 0.043813857486677696, 0.02717220092344736, 0.03271966273336387, 0.03706458194323816, 0.02717220092344736, 0.01953125, 0.02717220092344736, 0.00390625, 0.0, 0.027271650335950904, 0.02002894122621426, 0.00390625, 0.0, 0.01953125, 0.01953125, 0.0, 0.0], [0.03712429400871027, 0.043813857486677696, 0.04860711069048868, 0.03271966273336387, 0.03271966273336387, 0.04075830138517104, 0.04860711069048868, 0.046405367510887835, 0.04075830138517104, 0.04075830138517104, 0.03706458194323816, 0.05170339834043403, 0.046405367510887835, 0.046405367510887835, 0.055686441013065406, 0.053315708160383134, 0.05434440184689472, 0.05513122833249407, 0.0560169272439396, 0.0560169272439396, 0.0560169272439396, 0.056126656883367154, 0.05513122833249407, 0.05203080348302061, 0.05203080348302061, 0.04860711069048868, 0.0]], "seats": [{"seat": 0, "decisions": 5, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.47265625, "result": 0.375, "own": 0.0, "luck": -0.09765625, "dealt": 0.453125}, {"seat": 1, "decisions": 5, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.49609375, "result": 0.375, "own": 0.0, "luck": -0.12109375, "dealt": 0.47265625}, {"seat": 2, "decisions": 6, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.62890625, "result": 1.0, "own": 0.017578125, "luck": 0.353515625, "dealt": 0.74609375}, {"seat": 3, "decisions": 5, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.39453125, "result": 0.375, "own": 0.0, "luck": -0.01953125, "dealt": 0.375}, {"seat": 4, "decisions": 5, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.453125, "result": 0.375, "own": 0.0390625, "luck": -0.1171875, "dealt": 0.43359375}], "chance": [[0.15625, 0.109375, 0.125, 0.09375, 0.140625, 0.203125, 0.09375, 0.15625, 0.03125, 0.03125, 0.0625, 0.09375, 0.03125, 0.0625, 0.0625, 0.15625, 0.09375, 0.21875, 0.0625, 0.125, 0.171875, 0.28125, 0.28125, 0.21875, 0.28125, 0.03125, 0.0], [0.203125, 0.25, 0.171875, 0.15625, 0.125, 0.125, 0.1875, 0.15625, 0.078125, 0.171875, 0.03125, 0.0625, 0.109375, 0.0625, 0.078125, 0.03125, 0.0, 0.078125, 0.015625, 0.0, 0.046875, 0.0, 0.03125, 0.0, 0.0625, 0.0, 0.0], [0.40625, 0.625, 0.609375, 0.34375, 0.34375, 0.421875, 0.375, 0.65625, 0.6875, 0.625, 0.53125, 0.53125, 0.6875, 0.65625, 0.53125, 0.34375, 0.46875, 0.4375, 0.34375, 0.59375, 0.5625, 0.4375, 0.40625, 0.65625, 0.625, 1.0, 1.0], [0.03125, 0.0625, 0.03125, 0.078125, 0.03125, 0.015625, 0.03125, 0.125, 0.03125, 0.0625, 0.1875, 0.0625, 0.09375, 0.140625, 0.0625, 0.03125, 0.0625, 0.015625, 0.0, 0.078125, 0.0625, 0.015625, 0.0, 0.03125, 0.03125, 0.0, 0.0], [0.125, 0.1875, 0.25, 0.09375, 0.09375, 0.15625, 0.25, 0.21875, 0.15625, 0.15625, 0.140625, 0.328125, 0.21875, 0.21875, 0.4375, 0.65625, 0.625, 0.59375, 0.53125, 0.53125, 0.46875, 0.5, 0.40625, 0.3125, 0.3125, 0.25, 0.0]]}], "seats": [{"seat": 0, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 1.0625, "result": 0.75, "own": 0.0390625, "luck": -0.3515625, "dealt": 0.88671875}, {"seat": 1, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.953125, "result": 1.375, "own": 0.0, "luck": 0.421875, "dealt": 1.0625}, {"seat": 2, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 1.1796875, "result": 1.375, "own": 0.017578125, "luck": 0.177734375, "dealt": 1.53125}, {"seat": 3, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.83203125, "result": 0.75, "own": 0.0, "luck": -0.08203125, "dealt": 0.75}, {"seat": 4, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.83203125, "result": 0.75, "own": 0.0390625, "luck": -0.12109375, "dealt": 0.80859375}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('bSOUZbP_', '2026-12-07 21:25:15.937431+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "sausage", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 0, "policy": "random", "worlds": 5, "budget": 1.0, "seconds": 0.74, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "0-6", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-4", "mean": 0.5125, "se": 0.1125, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-2", "mean": 0.5, "se": 0.11470786693528089, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-3", "mean": 0.4, "se": 0.11239029738980329, "n": 20, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5", "mean": 0.4, "se": 0.11239029738980329, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6", "mean": 0.4, "se": 0.11239029738980329, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-5", "mean": 0.3625, "se": 0.10802503364839487, "n": 20, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6", "mean": 0.35, "se": 0.10942433098048311, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6", "mean": 0.3, "se": 0.10513149660756935, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4", "mean": 0.2625, "se": 0.09846686592052438, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-5", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-6", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "6-6", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.05, "hindsight_se": 0.05}], "best": "3-3", "loss": 0.2, "loss_se": 0.13764944032233709, "hindsight_best": "0-6", "hindsight_loss": 0.0, "gain": -0.11696428571428574, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 1, "deal": 1, "seat": 1, "move": "4-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TL", "mean": 0.85, "se": 0.08191780219091253, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@BL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TR", "mean": 0.6125, "se": 0.10953700408153354, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@TR", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BR", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@TR", "mean": 0.55, "se": 0.11413288653790232, "n": 20, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@BR", "mean": 0.5125, "se": 0.1125, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.5, "se": 0.11470786693528089, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "0-0@TL", "loss": 0.0, "loss_se": 0.10259783520851541, "hindsight_best": "0-2@TR", "hindsight_loss": 0.4, "gain": 0.032500000000000084, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "0-3@TL", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-4@TL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-3@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "6-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-3@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-6@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-4@TL", "loss": 0.8, "loss_se": 0.2, "hindsight_best": "0-4@TL", "hindsight_loss": 0.6, "gain": -0.16499999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "3-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TL", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-0@TR", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-4@BL", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "2-4@BL", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TR", "mean": 0.7625, "se": 0.09506749679763542, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-5@TL", "mean": 0.7, "se": 0.10513149660756937, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@BL", "mean": 0.7, "se": 0.10513149660756937, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TR", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BL", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BR", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@TL", "mean": 0.55, "se": 0.11413288653790232, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "3-4@TL", "loss": 0.05, "loss_se": 0.16975214129336988, "hindsight_best": "0-1@TR", "hindsight_loss": 0.20000000000000007, "gain": -0.10568181818181821, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 4, "deal": 1, "seat": 0, "move": "3-6@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "3-3@TL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-6@BR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-5@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "1-3@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-3@TL", "loss": 1.0, "loss_se": 0.0, "hindsight_best": "3-3@TL", "hindsight_loss": 0.4, "gain": -0.3611111111111111, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 5, "deal": 1, "seat": 1, "move": "0-1@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-0@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@TL", "hindsight_loss": 0.19999999999999996, "gain": -0.36, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 6, "deal": 1, "seat": 0, "move": "3-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-5@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-3@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TL", "mean": 0.05, "se": 0.05, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-3@TR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "1-2@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@TR", "hindsight_loss": 0.8, "gain": 0.01874999999999999, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 7, "deal": 1, "seat": 1, "move": "1-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "3-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-1@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.85, "hindsight_se": 0.15}, {"move": "2-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "1-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@TR", "hindsight_loss": 0.6, "gain": 0.20000000000000007, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 8, "deal": 1, "seat": 0, "move": "1-3@cut:1:L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@cut:1:L", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@cut:1:R", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "1-3@cut:1:L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-3@cut:1:L", "hindsight_loss": 0.0, "gain": 0.5666666666666667, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 9, "deal": 1, "seat": 1, "move": "0-3@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@BL", "mean": 0.6666666666666666, "se": 0.12598815766974242, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BR", "mean": 0.6166666666666667, "se": 0.12645973071323333, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.55, "se": 0.12955969390869324, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BL", "mean": 0.55, "se": 0.12955969390869324, "n": 15, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-3@BL", "mean": 0.5333333333333333, "se": 0.13333333333333333, "n": 15, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-6@BR", "mean": 0.5333333333333333, "se": 0.13333333333333333, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.48333333333333334, "se": 0.13017082793177756, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.4666666666666667, "se": 0.13333333333333333, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TR", "mean": 0.4, "se": 0.13093073414159542, "n": 15, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-4@BL", "mean": 0.4, "se": 0.13093073414159542, "n": 15, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.4, "se": 0.13093073414159542, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-1@TL", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-3@BR", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@BR", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.26666666666666666, "se": 0.11818736805705579, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "2-3@BL", "loss": -0.18333333333333332, "loss_se": 0.139015815019, "hindsight_best": "0-3@BL", "hindsight_loss": 0.0, "gain": 0.08333333333333331, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 10, "deal": 1, "seat": 0, "move": "1-2@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TR", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.05, "hindsight_se": 0.05}, {"move": "1-5@TL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.55, "se": 0.11413288653790232, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TL", "mean": 0.4625, "se": 0.11220722136438363, "n": 20, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@TL", "mean": 0.45, "se": 0.11413288653790232, "n": 20, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-4@TR", "loss": 0.35, "loss_se": 0.16662280124501821, "hindsight_best": "1-2@TL", "hindsight_loss": 0.0, "gain": -0.1325, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 11, "deal": 1, "seat": 1, "move": "2-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "3-6@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-5@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-0@BL", "loss": -0.2, "loss_se": 0.37416573867739417, "hindsight_best": "4-5@TR", "hindsight_loss": 0.20000000000000007, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 12, "deal": 1, "seat": 0, "move": "4-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-4@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-5@BL", "loss": 0.2, "loss_se": 0.37416573867739417, "hindsight_best": "4-4@TR", "hindsight_loss": 0.0, "gain": -0.2, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 13, "deal": 1, "seat": 1, "move": "3-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-2@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-1@BL", "hindsight_loss": 0.4, "gain": -0.025000000000000022, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 14, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "0-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.05, "hindsight_se": 0.05}, {"move": "5-6@BR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@BR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-4@BL", "hindsight_loss": 0.04999999999999999, "gain": -0.21666666666666667, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 15, "deal": 1, "seat": 1, "move": "3-4@cut:2:R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@cut:2:L", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@cut:2:R", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-2@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "2-4@TR", "hindsight_loss": 0.4, "gain": -0.05999999999999994, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 16, "deal": 1, "seat": 0, "move": "0-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-4@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.1, "se": 0.06123724356957946, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "0-4@TR", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-5@BL", "hindsight_loss": 0.0, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 17, "deal": 1, "seat": 1, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.45, "se": 0.22912878474779202, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-5@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "0-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-5@BR", "loss": -0.4, "loss_se": 0.24494897427831783, "hindsight_best": "4-6@TL", "hindsight_loss": 0.19999999999999996, "gain": -0.07083333333333336, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 18, "deal": 1, "seat": 0, "move": "1-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "1-5@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "3-6@BR", "hindsight_loss": 0.39999999999999997, "gain": 0.19999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 19, "deal": 1, "seat": 1, "move": "0-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@cut:-1:R", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.45, "se": 0.22912878474779202, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-2@cut:-1:R", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "0-2@cut:-1:R", "hindsight_loss": 0.8, "gain": 0.05833333333333335, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 20, "deal": 1, "seat": 0, "move": "1-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:L", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-4@TL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-4@TL", "hindsight_loss": 0.6, "gain": -0.07999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 21, "deal": 1, "seat": 1, "move": "2-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-0@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-5@BR", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-2@cut:-1:R", "hindsight_loss": 0.6000000000000001, "gain": 0.02857142857142858, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 22, "deal": 1, "seat": 0, "move": "0-4@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@cut:-2:L", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:R", "mean": 0.7, "se": 0.18371173070873836, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "5-6@cut:-2:L", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-4@TL", "hindsight_loss": 0.0, "gain": -0.10000000000000009, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 23, "deal": 1, "seat": 1, "move": "2-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-1@cut:-3:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@cut:-3:L", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "2-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@cut:-3:R", "hindsight_loss": 0.4, "gain": 0.2615384615384616, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 24, "deal": 1, "seat": 0, "move": "5-6@cut:-2:L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@cut:-2:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-4@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@cut:-2:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "3-6@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "5-6@cut:-2:R", "hindsight_loss": 0.4, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 25, "deal": 1, "seat": 1, "move": "4-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-2@cut:-1:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "4-6@TL", "loss": -0.4, "loss_se": 0.24494897427831783, "hindsight_best": "1-6@TL", "hindsight_loss": 0.6000000000000001, "gain": 0.26, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 26, "deal": 1, "seat": 0, "move": "5-5@BL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 27, "deal": 1, "seat": 1, "move": "4-5@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-2@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:L", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "1-5@BL", "loss": -0.2, "loss_se": 0.37416573867739417, "hindsight_best": "0-2@BR", "hindsight_loss": 0.14999999999999997, "gain": -0.1611111111111111, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 28, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 29, "deal": 1, "seat": 1, "move": "0-2@cut:-1:L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "2-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "1-5@BL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "1-5@BL", "hindsight_loss": 0.4, "gain": -0.19999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 30, "deal": 1, "seat": 0, "move": "2-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-5@BL", "loss": 0.2, "loss_se": 0.2, "hindsight_best": "2-6@TL", "hindsight_loss": 0.0, "gain": -0.26666666666666666, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 31, "deal": 1, "seat": 1, "move": "0-0@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@BL", "hindsight_loss": 0.0, "gain": 0.08000000000000007, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 32, "deal": 1, "seat": 0, "move": "4-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "3-6@TL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-6@TL", "hindsight_loss": 0.0, "gain": -0.08, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 33, "deal": 1, "seat": 1, "move": "2-2@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-6@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "2-2@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@BR", "hindsight_loss": 0.0, "gain": 0.050000000000000044, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 34, "deal": 1, "seat": 0, "move": "5-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "5-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "4-5@TR", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "0-5@TR", "hindsight_loss": 0.39999999999999997, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 35, "deal": 1, "seat": 1, "move": "0-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-4@BL", "hindsight_loss": 0.0, "gain": 0.06666666666666665, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 36, "deal": 1, "seat": 0, "move": "4-4@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-5@TL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@TL", "hindsight_loss": 0.0, "gain": -0.15000000000000002, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 37, "deal": 1, "seat": 1, "move": "0-6@cut:-3:L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@cut:-3:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@cut:-3:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-6@cut:-3:R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6@cut:-3:L", "hindsight_loss": 0.0, "gain": -0.20000000000000007, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 38, "deal": 1, "seat": 0, "move": "6-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@TL", "mean": 0.05, "se": 0.05, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "6-6@TL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "6-6@TL", "hindsight_loss": 0.0, "gain": 0.09166666666666667, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 39, "deal": 1, "seat": 1, "move": "0-1@BL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 40, "deal": 1, "seat": 0, "move": "3-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "5-6@TL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "3-6@TL", "hindsight_loss": 0.0, "gain": -0.13333333333333333, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 41, "deal": 1, "seat": 1, "move": "1-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-6@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@BL", "hindsight_loss": 0.19999999999999996, "gain": 0.06666666666666676, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 42, "deal": 1, "seat": 0, "move": "5-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@BL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "4-6@BL", "hindsight_loss": 0.2, "gain": -0.2, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 43, "deal": 1, "seat": 1, "move": "3-5@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 44, "deal": 1, "seat": 0, "move": "4-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-5@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@BL", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 45, "deal": 1, "seat": 1, "move": "1-5@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 46, "deal": 1, "seat": 0, "move": "4-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-4@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@BL", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 47, "deal": 1, "seat": 1, "move": "1-1@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.5, 0.25, 0.5, 0.2, 0.5, 0.0, 0.0, 0.4, 0.5, 1.0, 1.0, 0.45, 0.0, 0.2, 0.0, 0.4, 0.5, 0.2, 0.5, 0.6, 1.0, 0.4, 1.0, 0.6, 0.5, 0.4, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.25, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.65, 1.0, 0.6, 0.5, 0.4, 1.0, 0.8, 0.0, 0.5333333333333333, 0.0, 0.4, 0.5, 0.6, 1.0, 0.4, 1.0, 0.4, 0.0, 0.6, 1.0, 0.6, 1.0, 0.8, 0.5, 0.8, 0.0, 0.4, 1.0, 0.4, 0.5, 0.8, 0.5, 1.0, 1.0, 0.8, 1.0, 0.4, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]], "curve_se": [[0.5, 0.09933992677987828, 0.5, 0.2, 0.5, 0.0, 0.0, 0.24494897427831783, 0.5, 0.0, 0.0, 0.11413288653790232, 0.0, 0.2, 0.0, 0.24494897427831783, 0.5, 0.2, 0.5, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.5, 0.24494897427831783, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.19364916731037085, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.10942433098048311, 0.0, 0.11239029738980329, 0.5, 0.24494897427831783, 0.0, 0.2, 0.0, 0.13333333333333333, 0.0, 0.24494897427831783, 0.5, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.2, 0.5, 0.2, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.5, 0.2, 0.5, 0.0, 0.0, 0.2, 0.0, 0.24494897427831783, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 24, "choices": 22, "given_away": 3.35, "given_away_se": 0.983214384717692, "inaccuracies": 0, "mistakes": 2, "start": 0.5, "result": 0.0, "own": -1.6251587301587302, "luck": 1.1251587301587302, "dealt": 1.0}, {"seat": 1, "decisions": 24, "choices": 20, "given_away": -1.1333333333333333, "given_away_se": 0.893681991587922, "inaccuracies": 0, "mistakes": 0, "start": 0.0, "result": 1.0, "own": -0.09501637251637207, "luck": 1.0950163725163722, "dealt": 1.0}], "chance": [[0.5, 0.25, 0.5, 0.2, 0.5, 0.0, 0.0, 0.4, 0.5, 1.0, 1.0, 0.45, 0.0, 0.2, 0.0, 0.4, 0.5, 0.2, 0.5, 0.6, 1.0, 0.4, 1.0, 0.6, 0.5, 0.4, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.65, 1.0, 0.6, 0.5, 0.4, 1.0, 0.8, 0.0, 0.5333333333333333, 0.0, 0.4, 0.5, 0.6, 1.0, 0.4, 1.0, 0.4, 0.0, 0.6, 1.0, 0.6, 1.0, 0.8, 0.5, 0.8, 0.0, 0.4, 1.0, 0.4, 0.5, 0.8, 0.5, 1.0, 1.0, 0.8, 1.0, 0.4, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 24, "choices": 22, "given_away": 3.35, "given_away_se": 0.983214384717692, "inaccuracies": 0, "mistakes": 2, "start": 0.5, "result": 0.0, "own": -1.6251587301587302, "luck": 1.1251587301587302, "dealt": 1.0}, {"seat": 1, "decisions": 24, "choices": 20, "given_away": -1.1333333333333333, "given_away_se": 0.893681991587922, "inaccuracies": 0, "mistakes": 0, "start": 0.0, "result": 1.0, "own": -0.09501637251637207, "luck": 1.0950163725163722, "dealt": 1.0}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('nx5E6N3v', '2026-12-07 21:25:23.578767+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "sausage-one-way", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 0, "policy": "random", "worlds": 4, "budget": 1.0, "seconds": 0.804, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "2-2", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-2", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5", "hindsight_loss": 0.5, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 1, "deal": 1, "seat": 1, "move": "1-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.3125, "hindsight_se": 0.2366211810750114}, {"move": "0-2@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-2@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@TR", "hindsight_loss": 0.25, "gain": 0.4583333333333333, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "2-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-5@BR", "mean": 0.5625, "se": 0.2576941016011038, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-3@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.22916666666666663, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "1-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@TR", "mean": 0.5625, "se": 0.128086884574495, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@BR", "mean": 0.5625, "se": 0.128086884574495, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-6@TR", "mean": 0.5, "se": 0.12909944487358055, "n": 16, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TR", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-1@TR", "mean": 0.390625, "se": 0.12283277504395966, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@TR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@BR", "mean": 0.328125, "se": 0.11796616305110547, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.3125, "se": 0.11967838846954226, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "1-4@TR", "loss": -0.0625, "loss_se": 0.17001838135919303, "hindsight_best": "1-1@TR", "hindsight_loss": 0.5, "gain": -0.12109375, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-1@TR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 1, "move": "1-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.3125, "hindsight_se": 0.2366211810750114}, {"move": "1-1@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-0@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@BR", "hindsight_loss": 1.0, "gain": 0.0625, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 6, "deal": 1, "seat": 0, "move": "0-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TR", "mean": 0.6666666666666666, "se": 0.1421338109037403, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-3@TR", "mean": 0.5833333333333334, "se": 0.1486470975026408, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-6@TR", "mean": 0.5833333333333334, "se": 0.1486470975026408, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "0-5@TR", "loss": -0.25, "loss_se": 0.13055824196677338, "hindsight_best": "0-5@TR", "hindsight_loss": 0.0, "gain": 0.05555555555555547, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 7, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "5-6@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "3-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "5-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "3-5@TR", "loss": 0.75, "loss_se": 0.25, "hindsight_best": "2-5@TR", "hindsight_loss": 0.75, "gain": -0.44999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 9, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 0, "move": "3-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "4-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@TR", "hindsight_loss": 0.5, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 11, "deal": 1, "seat": 1, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@TR", "mean": 0.5, "se": 0.12909944487358055, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-3@TR", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-6@BR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@BR", "mean": 0.3125, "se": 0.11967838846954226, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.3125, "se": 0.11967838846954226, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "6-6@BR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-6@TR", "mean": 0.125, "se": 0.08539125638299665, "n": 16, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@TR", "loss": -0.125, "loss_se": 0.125, "hindsight_best": "3-3@TR", "hindsight_loss": 0.25, "gain": 0.04464285714285715, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 12, "deal": 1, "seat": 0, "move": "0-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "5-5@cut:3", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-3@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@cut:3", "hindsight_loss": 0.5, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 13, "deal": 1, "seat": 1, "move": "0-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@cut:4", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-0@TR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@TR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@BR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@TR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "3-6@cut:4", "loss": 0.0625, "loss_se": 0.17001838135919303, "hindsight_best": "3-6@cut:4", "hindsight_loss": 0.25, "gain": -0.11458333333333331, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 14, "deal": 1, "seat": 0, "move": "5-5@cut:3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 15, "deal": 1, "seat": 1, "move": "3-6@cut:4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@cut:4", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@BR", "hindsight_loss": 0.25, "gain": 0.035714285714285726, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 16, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 17, "deal": 1, "seat": 1, "move": "1-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-2@BR", "hindsight_loss": 0.25, "gain": -0.20833333333333334, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 18, "deal": 1, "seat": 0, "move": "2-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-3@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-3@BR", "hindsight_loss": 0.25, "gain": -0.012499999999999956, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 19, "deal": 1, "seat": 1, "move": "3-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@BR", "mean": 0.375, "se": 0.18298126367784998, "n": 8, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@cut:5", "mean": 0.28125, "se": 0.15978151935869, "n": 8, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-3@BR", "hindsight_loss": 0.0, "gain": 0.046875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 20, "deal": 1, "seat": 0, "move": "3-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "3-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@BR", "hindsight_loss": 0.5, "gain": 0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 21, "deal": 1, "seat": 1, "move": "0-1@cut:5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 1, "seat": 0, "move": "0-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-3@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "3-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@BR", "hindsight_loss": 0.0, "gain": 0.08333333333333337, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 23, "deal": 1, "seat": 1, "move": "0-5@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "2-4@TR", "mean": 0.703125, "se": 0.11460700513057655, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@TR", "mean": 0.453125, "se": 0.1254549014254392, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-4@TR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@BR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@TR", "mean": 0.1875, "se": 0.10077822185373188, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-5@BR", "mean": 0.1875, "se": 0.10077822185373188, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@TR", "loss": 0.515625, "loss_se": 0.12597277731716483, "hindsight_best": "2-4@TR", "hindsight_loss": 0.5, "gain": -0.16517857142857145, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 24, "deal": 1, "seat": 0, "move": "4-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.875, "se": 0.08539125638299665, "n": 16, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@TR", "mean": 0.75, "se": 0.11180339887498948, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "4-5@TR", "loss": 0.125, "loss_se": 0.125, "hindsight_best": "4-5@TR", "hindsight_loss": 0.25, "gain": -0.0625, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 25, "deal": 1, "seat": 1, "move": "2-6@TR", "kind": "play", "verdict": "mistake", "moves": [{"move": "6-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@cut:8", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "6-6@TR", "loss": 1.0, "loss_se": 0.0, "hindsight_best": "6-6@TR", "hindsight_loss": 0.25, "gain": -0.5, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 26, "deal": 1, "seat": 0, "move": "5-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@BR", "mean": 0.8333333333333334, "se": 0.11236664374387367, "n": 12, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.13055824196677338, "n": 12, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@BR", "mean": 0.6666666666666666, "se": 0.1421338109037403, "n": 12, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@BR", "mean": 0.5833333333333334, "se": 0.1486470975026408, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-6@BR", "mean": 0.5, "se": 0.15075567228888181, "n": 12, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "5-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.16666666666666663, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 27, "deal": 1, "seat": 1, "move": "1-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@cut:8", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-4@cut:8", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-4@cut:8", "hindsight_loss": 0.5, "gain": -0.05, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 28, "deal": 1, "seat": 0, "move": "5-6@cut:9", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@cut:9", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "5-6@cut:9", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.30000000000000004, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 29, "deal": 1, "seat": 1, "move": "1-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "1-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-5@BR", "hindsight_loss": 0.0, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 30, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@cut:10", "mean": 0.875, "se": 0.08539125638299665, "n": 16, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.765625, "se": 0.10574327697305394, "n": 16, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@TR", "mean": 0.75, "se": 0.11180339887498948, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "2-5@cut:10", "loss": -0.015625, "loss_se": 0.12176811552427562, "hindsight_best": "1-6@BR", "hindsight_loss": 0.0, "gain": -0.03125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 31, "deal": 1, "seat": 1, "move": "1-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@TR", "mean": 0.3333333333333333, "se": 0.1421338109037403, "n": 12, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@TR", "mean": 0.3333333333333333, "se": 0.1421338109037403, "n": 12, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@TR", "mean": 0.25, "se": 0.13055824196677338, "n": 12, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@TR", "mean": 0.16666666666666666, "se": 0.11236664374387367, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@TR", "hindsight_loss": 0.25, "gain": 0.0625, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 32, "deal": 1, "seat": 0, "move": "2-5@cut:10", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.875, "se": 0.125, "n": 8, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@cut:10", "mean": 0.875, "se": 0.125, "n": 8, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BR", "mean": 0.5, "se": 0.1889822365046136, "n": 8, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.5, "se": 0.1889822365046136, "n": 8, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@cut:10", "loss": -0.125, "loss_se": 0.125, "hindsight_best": "2-5@cut:10", "hindsight_loss": 0.0, "gain": 0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 33, "deal": 1, "seat": 1, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@TR", "loss": -0.5, "loss_se": 0.28867513459481287, "hindsight_best": "4-6@BR", "hindsight_loss": 0.25, "gain": 0.19374999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 34, "deal": 1, "seat": 0, "move": "0-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@BR", "loss": 0.4375, "loss_se": 0.32874445495957294, "hindsight_best": "0-6@BR", "hindsight_loss": 0.0, "gain": -0.21875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 35, "deal": 1, "seat": 1, "move": "2-3@TR", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-2@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-1@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-3@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-0@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-4@BR", "loss": 0.75, "loss_se": 0.25, "hindsight_best": "2-3@TR", "hindsight_loss": 0.0, "gain": -0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 36, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 37, "deal": 1, "seat": 1, "move": "0-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@cut:12", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-1@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@cut:12", "loss": 0.0, "loss_se": 0.408248290463863, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.5, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 38, "deal": 1, "seat": 0, "move": "3-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "3-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@TR", "hindsight_loss": 0.25, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 39, "deal": 1, "seat": 1, "move": "3-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-3@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@cut:12", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-3@TR", "hindsight_loss": 0.75, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 40, "deal": 1, "seat": 0, "move": "4-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@BR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 41, "deal": 1, "seat": 1, "move": "1-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@cut:11", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@TR", "loss": 0.5, "loss_se": 0.28867513459481287, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.25, "gain": -0.1, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 42, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 43, "deal": 1, "seat": 1, "move": "1-1@cut:11", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-1@cut:11", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.0, "gain": 0.1111111111111111, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 44, "deal": 1, "seat": 0, "move": "1-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-2@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-2@TR", "hindsight_loss": 0.25, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 45, "deal": 1, "seat": 1, "move": "0-2@cut:13", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@cut:12", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@cut:12", "loss": 0.25, "loss_se": 0.25, "hindsight_best": "3-4@BR", "hindsight_loss": 0.25, "gain": -0.09375, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 46, "deal": 1, "seat": 0, "move": "1-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "2-4@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-4@BR", "hindsight_loss": 0.25, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 47, "deal": 1, "seat": 1, "move": "0-1@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "5-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@TR", "hindsight_loss": 0.5, "gain": -0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 48, "deal": 1, "seat": 0, "move": "2-5@TR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 49, "deal": 1, "seat": 1, "move": "0-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-2@TR", "loss": 0.5, "loss_se": 0.28867513459481287, "hindsight_best": "2-2@TR", "hindsight_loss": 0.5, "gain": -0.35, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 50, "deal": 1, "seat": 0, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-2@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "2-4@TR", "hindsight_loss": 0.0, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 51, "deal": 1, "seat": 1, "move": "4-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0625, "hindsight_se": 0.0625}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "4-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@BR", "hindsight_loss": 0.75, "gain": -0.08333333333333333, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 52, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 53, "deal": 1, "seat": 1, "move": "5-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@BR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 54, "deal": 1, "seat": 0, "move": "0-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "0-6@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6@TR", "hindsight_loss": 0.0, "gain": 0.16666666666666663, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 55, "deal": 1, "seat": 1, "move": "5-6@BR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 56, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@BR", "hindsight_loss": 0.0, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 57, "deal": 1, "seat": 1, "move": "0-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-4@TR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 58, "deal": 1, "seat": 0, "move": "1-1@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@BR", "hindsight_loss": 0.0, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 59, "deal": 1, "seat": 1, "move": "3-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-4@TR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 60, "deal": 1, "seat": 0, "move": "3-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@TR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 61, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 62, "deal": 1, "seat": 0, "move": "1-2@BR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.5, 0.5, 1.0, 0.75, 1.0, 1.0, 0.5, 0.6666666666666666, 0.5, 0.25, 1.0, 0.75, 1.0, 0.75, 1.0, 1.0, 0.0, 0.0, 0.0, 0.75, 0.5, 0.75, 0.0, 0.75, 1.0, 0.75, 0.5, 0.8333333333333334, 1.0, 1.0, 1.0, 0.765625, 1.0, 0.875, 0.5, 0.3125, 1.0, 1.0, 0.5, 1.0, 0.625, 1.0, 0.5, 1.0, 1.0, 0.5, 1.0, 0.75, 0.5, 0.0, 0.5, 0.25, 0.5, 1.0, 1.0, 1.0, 1.0, 0.75, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [0.125, 0.5, 0.75, 0.0, 0.3125, 0.0, 0.5, 0.5, 0.0, 0.5, 0.5, 0.0, 0.375, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.5, 0.375, 0.5, 1.0, 0.0, 0.1875, 1.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.3333333333333333, 0.0, 0.5, 0.5, 0.0, 0.0, 0.25, 1.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]], "curve_se": [[0.5, 0.28867513459481287, 0.0, 0.25, 0.0, 0.0, 0.5, 0.1421338109037403, 0.5, 0.25, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.25, 0.5, 0.25, 0.0, 0.25, 0.0, 0.11180339887498948, 0.5, 0.11236664374387367, 0.0, 0.0, 0.0, 0.10574327697305394, 0.0, 0.125, 0.5, 0.2366211810750114, 0.0, 0.0, 0.5, 0.0, 0.375, 0.0, 0.5, 0.0, 0.0, 0.28867513459481287, 0.0, 0.25, 0.5, 0.0, 0.5, 0.25, 0.5, 0.0, 0.0, 0.0, 0.0, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.125, 0.5, 0.25, 0.0, 0.11967838846954226, 0.0, 0.28867513459481287, 0.5, 0.0, 0.5, 0.5, 0.0, 0.125, 0.0, 0.11180339887498948, 0.0, 0.25, 0.0, 0.0, 0.5, 0.18298126367784998, 0.5, 0.0, 0.0, 0.10077822185373188, 0.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.1421338109037403, 0.0, 0.28867513459481287, 0.5, 0.0, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 32, "choices": 24, "given_away": 0.421875, "given_away_se": 0.5989122182511011, "inaccuracies": 0, "mistakes": 1, "start": 0.5, "result": 1.0, "own": 0.6013888888888889, "luck": -0.10138888888888886, "dealt": 0.5}, {"seat": 1, "decisions": 31, "choices": 26, "given_away": 2.390625, "given_away_se": 0.8694672548702835, "inaccuracies": 0, "mistakes": 3, "start": 0.125, "result": 0.0, "own": -0.8958457341269841, "luck": 0.7708457341269841, "dealt": 0.0}], "chance": [[0.5, 0.5, 1.0, 0.75, 1.0, 1.0, 0.5, 0.6666666666666666, 0.5, 0.25, 1.0, 0.75, 1.0, 0.75, 1.0, 1.0, 0.0, 0.0, 0.0, 0.75, 0.5, 0.75, 0.0, 0.75, 1.0, 0.75, 0.5, 0.8333333333333334, 1.0, 1.0, 1.0, 0.75, 1.0, 0.875, 0.5, 0.25, 1.0, 1.0, 0.5, 1.0, 0.5, 1.0, 0.5, 1.0, 1.0, 0.5, 1.0, 0.75, 0.5, 0.0, 0.5, 0.25, 0.5, 1.0, 1.0, 1.0, 1.0, 0.75, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [0.0, 0.5, 0.75, 0.0, 0.3125, 0.0, 0.5, 0.5, 0.0, 0.5, 0.5, 0.0, 0.375, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.5, 0.375, 0.5, 1.0, 0.0, 0.1875, 1.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.3333333333333333, 0.0, 0.5, 0.5, 0.0, 0.0, 0.25, 1.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]]}], "seats": [{"seat": 0, "decisions": 32, "choices": 24, "given_away": 0.421875, "given_away_se": 0.5989122182511011, "inaccuracies": 0, "mistakes": 1, "start": 0.5, "result": 1.0, "own": 0.6013888888888889, "luck": -0.10138888888888886, "dealt": 0.5}, {"seat": 1, "decisions": 31, "choices": 26, "given_away": 2.390625, "given_away_se": 0.8694672548702835, "inaccuracies": 0, "mistakes": 3, "start": 0.125, "result": 0.0, "own": -0.8958457341269841, "luck": 0.7708457341269841, "dealt": 0.0}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('yKSevKW1', '2026-12-07 21:25:29.969305+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "twins", "players": 2, "options": {"set": 6, "hand_size": null, "lead_double": null, "target": 20}, "seed": 0, "policy": "random", "worlds": 62, "budget": 1.0, "seconds": 0.337, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "3-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 1, "deal": 1, "seat": 1, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@L", "mean": 0.43548387096774194, "se": 0.06348327120481284, "n": 62, "hindsight": 0.27419354838709675, "hindsight_se": 0.057118147099084166}, {"move": "0-3@R", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.27419354838709675, "hindsight_se": 0.057118147099084166}], "best": "0-3@L", "loss": -0.06451612903225806, "loss_se": 0.045244314407630756, "hindsight_best": "0-3@L", "hindsight_loss": 0.0, "gain": 0.024193548387096808, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "1-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@R", "mean": 0.8306451612903226, "se": 0.04732890137907808, "n": 62, "hindsight": 0.6451612903225806, "hindsight_se": 0.06126109130650272}, {"move": "3-5@R", "mean": 0.8064516129032258, "se": 0.050584681305417746, "n": 62, "hindsight": 0.7580645161290323, "hindsight_se": 0.05483248790412075}], "best": "1-3@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@R", "hindsight_loss": 0.11290322580645162, "gain": 0.012096774193548376, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "0-0@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 4, "deal": 1, "seat": 0, "move": "1-1@R", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-1@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@L", "mean": 0.7419354838709677, "se": 0.056025056110625186, "n": 62, "hindsight": 0.5645161290322581, "hindsight_se": 0.06243332876293453}, {"move": "1-1@R", "mean": 0.4435483870967742, "se": 0.06308736556581326, "n": 62, "hindsight": 0.28225806451612906, "hindsight_se": 0.057052778479663335}], "best": "0-1@L", "loss": 0.5564516129032258, "loss_se": 0.06308736556581326, "hindsight_best": "0-1@L", "hindsight_loss": 0.717741935483871, "gain": -0.2849462365591398, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 5, "deal": 1, "seat": 1, "move": "0-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@L", "mean": 0.4092741935483871, "se": 0.03122082531436384, "n": 248, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "1-6@R", "mean": 0.3951612903225806, "se": 0.030975549710082047, "n": 248, "hindsight": 0.5887096774193549, "hindsight_se": 0.062476006550926735}], "best": "0-4@L", "loss": -0.036290322580645164, "loss_se": 0.02932387138184897, "hindsight_best": "0-4@L", "hindsight_loss": 0.0, "gain": 0.007056451612903247, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 6, "deal": 1, "seat": 0, "move": "0-1@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "0-2@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "4-4@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "2-4@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "4-5@L", "mean": 0.9959677419354839, "se": 0.004032258064516129, "n": 248, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-4@L", "mean": 0.907258064516129, "se": 0.018456741073081435, "n": 248, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}, {"move": "1-4@L", "mean": 0.6048387096774194, "se": 0.03110702726972489, "n": 248, "hindsight": 0.5967741935483871, "hindsight_se": 0.06280789804452513}, {"move": "4-6@L", "mean": 0.5685483870967742, "se": 0.031513837242691176, "n": 248, "hindsight": 0.5161290322580645, "hindsight_se": 0.06398512305554384}, {"move": "2-2@R", "mean": 0.45564516129032256, "se": 0.031688811310611006, "n": 248, "hindsight": 0.6290322580645161, "hindsight_se": 0.061849987261455165}], "best": "4-5@L", "loss": 0.08870967741935484, "loss_se": 0.01897204278968205, "hindsight_best": "4-5@L", "hindsight_loss": 0.048387096774193505, "gain": 0.20080645161290323, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "2-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@L", "mean": 0.9435483870967742, "se": 0.028409352604361095, "n": 62, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}, {"move": "2-2@R", "mean": 0.9435483870967742, "se": 0.028409352604361095, "n": 62, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}], "best": "2-2@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 12, "deal": 1, "seat": 0, "move": "2-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.12096774193548387, "se": 0.029402525657030033, "n": 124, "hindsight": 0.12903225806451613, "hindsight_se": 0.04292252541026551}, {"move": "2-3@R", "mean": 0.12096774193548387, "se": 0.029402525657030033, "n": 124, "hindsight": 0.0967741935483871, "hindsight_se": 0.037854109292804396}, {"move": "2-5@L", "mean": 0.10483870967741936, "se": 0.02762224192619441, "n": 124, "hindsight": 0.03225806451612903, "hindsight_se": 0.022622157203815378}, {"move": "2-6@L", "mean": 0.08064516129032258, "se": 0.024551508696506567, "n": 124, "hindsight": 0.12096774193548387, "hindsight_se": 0.040952249138978304}, {"move": "2-5@R", "mean": 0.08064516129032258, "se": 0.024551508696506567, "n": 124, "hindsight": 0.20967741935483872, "hindsight_se": 0.052121044358699666}, {"move": "2-6@R", "mean": 0.06451612903225806, "se": 0.02215132694862699, "n": 124, "hindsight": 0.08064516129032258, "hindsight_se": 0.034863085661141255}, {"move": "1-2@R", "mean": 0.04032258064516129, "se": 0.017737166466787604, "n": 124, "hindsight": 0.04032258064516129, "hindsight_se": 0.023838394458107322}, {"move": "1-2@L", "mean": 0.024193548387096774, "se": 0.013854124038505378, "n": 124, "hindsight": 0.03225806451612903, "hindsight_se": 0.022622157203815378}], "best": "2-3@L", "loss": 0.03225806451612903, "loss_se": 0.03609492226684722, "hindsight_best": "2-5@R", "hindsight_loss": 0.0, "gain": 0.0010080645161290314, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 6577}}, {"step": 13, "deal": 1, "seat": 1, "move": "5-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 14, "deal": 1, "seat": 0, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@R", "mean": 0.1774193548387097, "se": 0.03444587215730565, "n": 124, "hindsight": 0.20967741935483872, "hindsight_se": 0.052121044358699666}, {"move": "3-5@R", "mean": 0.1693548387096774, "se": 0.03381847492814875, "n": 124, "hindsight": 0.16129032258064516, "hindsight_se": 0.04709177548576031}, {"move": "5-6@R", "mean": 0.13709677419354838, "se": 0.031012880709678958, "n": 124, "hindsight": 0.14516129032258066, "hindsight_se": 0.045102704312520885}, {"move": "1-2@L", "mean": 0.04838709677419355, "se": 0.01934828108160179, "n": 124, "hindsight": 0.04838709677419355, "hindsight_se": 0.027474514461903608}, {"move": "2-3@L", "mean": 0.0, "se": 0.0, "n": 124, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-6@L", "mean": 0.0, "se": 0.0, "n": 124, "hindsight": 0.016129032258064516, "hindsight_se": 0.016129032258064516}], "best": "0-5@R", "loss": -0.04032258064516129, "loss_se": 0.031148977384145942, "hindsight_best": "0-5@R", "hindsight_loss": 0.0, "gain": 0.08870967741935486, "open": {"status": "solved", "moves": [{"move": "0-5@R", "value": 1.0, "margin": 8}, {"move": "3-5@R", "value": 1.0, "margin": null}, {"move": "5-6@R", "value": 1.0, "margin": null}, {"move": "1-2@L", "value": -1.0, "margin": null}, {"move": "2-3@L", "value": -1.0, "margin": null}, {"move": "2-6@L", "value": -1.0, "margin": null}], "best": "0-5@R", "nodes": 6790}}, {"step": 15, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 16, "deal": 1, "seat": 0, "move": "2-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.3548387096774194, "hindsight_se": 0.06126109130650272}, {"move": "2-6@L", "mean": 0.20967741935483872, "se": 0.052121044358699666, "n": 62, "hindsight": 0.1935483870967742, "hindsight_se": 0.05058468130541774}, {"move": "0-6@R", "mean": 0.1774193548387097, "se": 0.04891305893000953, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}, {"move": "1-2@L", "mean": 0.14516129032258066, "se": 0.045102704312520885, "n": 62, "hindsight": 0.12903225806451613, "hindsight_se": 0.04292252541026551}], "best": "2-3@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-3@L", "hindsight_loss": 0.0, "gain": 0.157258064516129, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": 1.0, "margin": 8}, {"move": "2-3@L", "value": 1.0, "margin": 8}, {"move": "2-6@L", "value": 1.0, "margin": null}, {"move": "0-6@R", "value": 1.0, "margin": null}], "best": "1-2@L", "nodes": 5656}}, {"step": 17, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 18, "deal": 1, "seat": 0, "move": "3-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@L", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.41935483870967744, "hindsight_se": 0.06318024670039094}, {"move": "3-5@L", "mean": 0.3064516129032258, "se": 0.0590275042660008, "n": 62, "hindsight": 0.24193548387096775, "hindsight_se": 0.05483248790412075}, {"move": "0-6@R", "mean": 0.2903225806451613, "se": 0.05811737414282667, "n": 62, "hindsight": 0.3387096774193548, "hindsight_se": 0.060596141174796975}, {"move": "3-4@L", "mean": 0.24193548387096775, "se": 0.05483248790412075, "n": 62, "hindsight": 0.25806451612903225, "hindsight_se": 0.056025056110625186}], "best": "3-6@L", "loss": 0.016129032258064516, "loss_se": 0.07084865735873298, "hindsight_best": "3-6@L", "hindsight_loss": 0.16129032258064518, "gain": -0.06451612903225806, "open": {"status": "solved", "moves": [{"move": "3-4@L", "value": 1.0, "margin": 8}, {"move": "3-5@L", "value": 1.0, "margin": null}, {"move": "3-6@L", "value": 1.0, "margin": null}, {"move": "0-6@R", "value": 1.0, "margin": null}], "best": "3-4@L", "nodes": 2190}}, {"step": 19, "deal": 1, "seat": 1, "move": "4-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.7903225806451613, "se": 0.052121044358699666, "n": 62, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "4-5@L", "mean": 0.6612903225806451, "se": 0.060596141174796975, "n": 62, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "1-4@L", "mean": 0.6451612903225806, "se": 0.06126109130650272, "n": 62, "hindsight": 0.7419354838709677, "hindsight_se": 0.056025056110625186}], "best": "4-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.048387096774193505, "gain": 0.09139784946236562, "open": {"status": "solved", "moves": [{"move": "1-4@L", "value": -1.0, "margin": -8}, {"move": "4-5@L", "value": -1.0, "margin": null}, {"move": "4-6@L", "value": -1.0, "margin": -9}], "best": "1-4@L", "nodes": 1608}}, {"step": 20, "deal": 1, "seat": 0, "move": "0-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.3064516129032258, "se": 0.0590275042660008, "n": 62, "hindsight": 0.22580645161290322, "hindsight_se": 0.05353379475343739}, {"move": "0-6@R", "mean": 0.1774193548387097, "se": 0.04891305893000953, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}], "best": "6-6@L", "loss": 0.0, "loss_se": 0.06084196831471061, "hindsight_best": "6-6@L", "hindsight_loss": 0.11290322580645161, "gain": -0.06451612903225806, "open": {"status": "solved", "moves": [{"move": "6-6@L", "value": 1.0, "margin": 9}, {"move": "0-6@R", "value": 1.0, "margin": 14}], "best": "6-6@L", "nodes": 1135}}, {"step": 21, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 1, "seat": 0, "move": "6-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.3225806451612903, "se": 0.05985260208110381, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}, {"move": "6-6@R", "mean": 0.3225806451612903, "se": 0.05985260208110381, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}], "best": "6-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "6-6@L", "value": 1.0, "margin": 14}, {"move": "6-6@R", "value": 1.0, "margin": null}], "best": "6-6@L", "nodes": 511}}, {"step": 23, "deal": 1, "seat": 1, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-6@R", "mean": 0.8709677419354839, "se": 0.04292252541026551, "n": 62, "hindsight": 0.7903225806451613, "hindsight_se": 0.052121044358699666}, {"move": "1-6@L", "mean": 0.7741935483870968, "se": 0.05353379475343739, "n": 62, "hindsight": 0.8064516129032258, "hindsight_se": 0.050584681305417746}], "best": "1-6@R", "loss": 0.0967741935483871, "loss_se": 0.0752562251812595, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": -0.048387096774193505, "open": {"status": "solved", "moves": [{"move": "1-6@L", "value": -1.0, "margin": -14}, {"move": "1-6@R", "value": -1.0, "margin": null}], "best": "1-6@L", "nodes": 279}}, {"step": 24, "deal": 1, "seat": 0, "move": "2-6@R", "kind": "play", "verdict": "mistake", "moves": [{"move": "1-2@L", "mean": 0.5, "se": 0.06401843996644799, "n": 62, "hindsight": 0.5, "hindsight_se": 0.06401843996644799}, {"move": "2-6@R", "mean": 0.12903225806451613, "se": 0.04292252541026551, "n": 62, "hindsight": 0.24193548387096775, "hindsight_se": 0.05483248790412075}, {"move": "3-6@R", "mean": 0.06451612903225806, "se": 0.03145483312102179, "n": 62, "hindsight": 0.0967741935483871, "hindsight_se": 0.037854109292804396}, {"move": "5-6@R", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-2@L", "loss": 0.3709677419354839, "loss_se": 0.08365611336225112, "hindsight_best": "1-2@L", "hindsight_loss": 0.25806451612903225, "gain": -0.044354838709677435, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": 1.0, "margin": 14}, {"move": "2-6@R", "value": -1.0, "margin": -20}, {"move": "3-6@R", "value": -1.0, "margin": null}, {"move": "5-6@R", "value": -1.0, "margin": null}], "best": "1-2@L", "nodes": 199}}, {"step": 25, "deal": 1, "seat": 1, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-5@L", "mean": 0.6935483870967742, "se": 0.05902750426600079, "n": 62, "hindsight": 0.6612903225806451, "hindsight_se": 0.060596141174796975}], "best": "1-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.0, "gain": 0.15322580645161288, "open": {"status": "solved", "moves": [{"move": "1-4@L", "value": 1.0, "margin": 20}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "1-4@L", "nodes": 36}}, {"step": 26, "deal": 1, "seat": 0, "move": "1-2@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 27, "deal": 1, "seat": 1, "move": "4-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-5@R", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "4-5@L", "value": 1.0, "margin": 20}, {"move": "1-5@R", "value": 1.0, "margin": null}], "best": "4-5@L", "nodes": 15}}, {"step": 28, "deal": 1, "seat": 0, "move": "3-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "3-5@L", "value": -1.0, "margin": -20}, {"move": "5-6@L", "value": -1.0, "margin": null}], "best": "3-5@L", "nodes": 5}}, {"step": 29, "deal": 1, "seat": 1, "move": "1-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.71875, 0.796875, 0.8125, 0.8306451612903226, 0.84375, 0.4435483870967742, 0.40625, 0.421875, 0.4375, 0.40625, 0.0, 0.125, 0.0625, 0.08064516129032258, 0.09375, 0.1774193548387097, 0.234375, 0.3870967741935484, 0.375, 0.24193548387096775, 0.3125, 0.1774193548387097, 0.21875, 0.3225806451612903, 0.0625, 0.12903225806451613, 0.0, 0.0, 0.0, 0.0, 0.0], [0.34375, 0.34375, 0.43548387096774194, 0.21875, 0.34375, 0.53125, 0.4092741935483871, 0.8125, 0.75, 0.75, 0.907258064516129, 1.0, 0.9435483870967742, 0.96875, 0.9375, 0.9375, 0.75, 0.8125, 0.65625, 0.71875, 0.7903225806451613, 0.84375, 0.6875, 0.8125, 0.7741935483870968, 0.78125, 1.0, 1.0, 1.0, 1.0, 1.0]], "curve_se": [[0.08075219711382271, 0.07049427667800301, 0.07010217197868432, 0.04732890137907808, 0.06521328221627366, 0.06308736556581326, 0.0882099653319905, 0.0872674761821009, 0.08909830562090465, 0.0882099653319905, 0.0, 0.05939887041393643, 0.04347552147751577, 0.024551508696506567, 0.052351460373382196, 0.03444587215730565, 0.07440752203021828, 0.06236498355496803, 0.08695104295503155, 0.05483248790412075, 0.08324928557283298, 0.04891305893000953, 0.07424858801742054, 0.05985260208110381, 0.04347552147751577, 0.04292252541026551, 0.0, 0.0, 0.0, 0.0, 0.0], [0.08530513305661303, 0.08530513305661303, 0.06348327120481284, 0.07424858801742054, 0.08530513305661303, 0.08962708359030336, 0.03122082531436384, 0.07010217197868432, 0.0777713771047819, 0.0777713771047819, 0.018456741073081435, 0.0, 0.028409352604361095, 0.03125, 0.04347552147751577, 0.04347552147751577, 0.0777713771047819, 0.07010217197868432, 0.08530513305661303, 0.08075219711382271, 0.052121044358699666, 0.06521328221627366, 0.08324928557283298, 0.07010217197868432, 0.05353379475343739, 0.07424858801742054, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 15, "choices": 10, "given_away": 0.9354838709677419, "given_away_se": 0.1482320497071519, "inaccuracies": 0, "mistakes": 2, "start": 0.71875, "result": 0.0, "own": -0.19926075268817212, "luck": -0.5194892473118279, "dealt": 0.5625}, {"seat": 1, "decisions": 15, "choices": 8, "given_away": 0.08467741935483872, "given_away_se": 0.09450066272350544, "inaccuracies": 1, "mistakes": 0, "start": 0.34375, "result": 1.0, "own": 0.4282930107526883, "luck": 0.22795698924731173, "dealt": 0.375}], "chance": [[0.71875, 0.796875, 0.8125, 0.8306451612903226, 0.84375, 0.4435483870967742, 0.40625, 0.421875, 0.4375, 0.40625, 0.0, 0.125, 0.0625, 0.08064516129032258, 0.09375, 0.1774193548387097, 0.234375, 0.3870967741935484, 0.375, 0.24193548387096775, 0.3125, 0.1774193548387097, 0.21875, 0.3225806451612903, 0.0625, 0.12903225806451613, 0.0, 0.0, 0.0, 0.0, 0.0], [0.34375, 0.34375, 0.43548387096774194, 0.21875, 0.34375, 0.53125, 0.4092741935483871, 0.8125, 0.75, 0.75, 0.907258064516129, 1.0, 0.9435483870967742, 0.96875, 0.9375, 0.9375, 0.75, 0.8125, 0.65625, 0.71875, 0.7903225806451613, 0.84375, 0.6875, 0.8125, 0.7741935483870968, 0.78125, 1.0, 1.0, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 15, "choices": 10, "given_away": 0.9354838709677419, "given_away_se": 0.1482320497071519, "inaccuracies": 0, "mistakes": 2, "start": 0.71875, "result": 0.0, "own": -0.19926075268817212, "luck": -0.5194892473118279, "dealt": 0.5625}, {"seat": 1, "decisions": 15, "choices": 8, "given_away": 0.08467741935483872, "given_away_se": 0.09450066272350544, "inaccuracies": 1, "mistakes": 0, "start": 0.34375, "result": 1.0, "own": 0.4282930107526883, "luck": 0.22795698924731173, "dealt": 0.375}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('PFjfFLeF', '2026-12-07 21:25:37.008137+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "maltese-cross", "players": 2, "options": {"target": 20}, "seed": 0, "policy": "random", "worlds": 55, "budget": 1.0, "seconds": 0.482, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "5-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 1, "deal": 1, "seat": 1, "move": "1-5@W", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@N", "mean": 0.5818181818181818, "se": 0.04724577405731571, "n": 110, "hindsight": 0.34545454545454546, "hindsight_se": 0.06470956516382613}, {"move": "1-5@W", "mean": 0.5636363636363636, "se": 0.04750185058907295, "n": 110, "hindsight": 0.2909090909090909, "hindsight_se": 0.061806297134457996}, {"move": "3-5@S", "mean": 0.5545454545454546, "se": 0.04760548821460328, "n": 110, "hindsight": 0.2909090909090909, "hindsight_se": 0.061806297134457996}, {"move": "3-5@W", "mean": 0.5454545454545454, "se": 0.04769300568972743, "n": 110, "hindsight": 0.3090909090909091, "hindsight_se": 0.06288639360110457}, {"move": "3-5@N", "mean": 0.5409090909090909, "se": 0.04751182556883244, "n": 110, "hindsight": 0.2727272727272727, "hindsight_se": 0.06060606060606061}, {"move": "1-5@E", "mean": 0.5, "se": 0.04789131426105757, "n": 110, "hindsight": 0.23636363636363636, "hindsight_se": 0.05781449705557247}, {"move": "3-5@E", "mean": 0.5, "se": 0.04789131426105757, "n": 110, "hindsight": 0.38181818181818183, "hindsight_se": 0.06611340675536796}, {"move": "1-5@S", "mean": 0.5, "se": 0.04789131426105757, "n": 110, "hindsight": 0.2909090909090909, "hindsight_se": 0.061806297134457996}], "best": "1-5@N", "loss": -0.04090909090909091, "loss_se": 0.03987669599292111, "hindsight_best": "3-5@E", "hindsight_loss": 0.09090909090909094, "gain": 0.027840909090909083, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "5-6@S", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "0-5@S", "mean": 0.9757575757575757, "se": 0.012009835681862292, "n": 165, "hindsight": 0.8727272727272727, "hindsight_se": 0.04535342286998717}, {"move": "0-5@N", "mean": 0.9696969696969697, "se": 0.013385639524223824, "n": 165, "hindsight": 0.7818181818181819, "hindsight_se": 0.05620374845754972}, {"move": "0-5@E", "mean": 0.9575757575757575, "se": 0.015738802848872593, "n": 165, "hindsight": 0.8181818181818182, "hindsight_se": 0.0524863881081478}, {"move": "4-5@S", "mean": 0.806060606060606, "se": 0.030874145136562132, "n": 165, "hindsight": 0.32727272727272727, "hindsight_se": 0.0638524469869863}, {"move": "5-6@N", "mean": 0.8, "se": 0.031234752377721213, "n": 165, "hindsight": 0.5818181818181818, "hindsight_se": 0.06712423323570162}, {"move": "5-6@E", "mean": 0.8, "se": 0.031234752377721213, "n": 165, "hindsight": 0.5636363636363636, "hindsight_se": 0.06748805288278814}, {"move": "5-6@S", "mean": 0.8, "se": 0.031234752377721213, "n": 165, "hindsight": 0.4727272727272727, "hindsight_se": 0.06794008776080904}, {"move": "4-5@N", "mean": 0.793939393939394, "se": 0.03158415324047706, "n": 165, "hindsight": 0.32727272727272727, "hindsight_se": 0.0638524469869863}, {"move": "4-5@E", "mean": 0.7818181818181819, "se": 0.032250781083062896, "n": 165, "hindsight": 0.3090909090909091, "hindsight_se": 0.06288639360110457}], "best": "0-5@S", "loss": 0.1696969696969697, "loss_se": 0.033982129150040376, "hindsight_best": "0-5@S", "hindsight_loss": 0.39999999999999997, "gain": -0.05387205387205385, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "3-5@E", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@E", "mean": 0.5272727272727272, "se": 0.06794008776080904, "n": 55, "hindsight": 0.4909090909090909, "hindsight_se": 0.06803013430498074}, {"move": "3-5@N", "mean": 0.509090909090909, "se": 0.06803013430498074, "n": 55, "hindsight": 0.509090909090909, "hindsight_se": 0.06803013430498074}], "best": "3-5@E", "loss": -0.03636363636363636, "loss_se": 0.04467342300504239, "hindsight_best": "3-5@N", "hindsight_loss": 0.018181818181818132, "gain": 0.00909090909090915, "open": {"status": "solved", "moves": [{"move": "3-5@N", "value": -1.0, "margin": null}, {"move": "3-5@E", "value": -1.0, "margin": null}], "best": "3-5@N", "nodes": 7036}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-5@N", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@N", "mean": 0.9272727272727272, "se": 0.03533910239300182, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@N", "mean": 0.5636363636363636, "se": 0.06748805288278814, "n": 55, "hindsight": 0.12727272727272726, "hindsight_se": 0.04535342286998717}], "best": "0-5@N", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@N", "hindsight_loss": 0.0, "gain": 0.18181818181818188, "open": {"status": "solved", "moves": [{"move": "0-5@N", "value": 1.0, "margin": 32}, {"move": "4-5@N", "value": -1.0, "margin": null}], "best": "0-5@N", "nodes": 9682}}, {"step": 5, "deal": 1, "seat": 1, "move": "3-3@E", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 0, "move": "0-0@N", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@N", "mean": 0.8363636363636363, "se": 0.050343174926776216, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-1@W", "mean": 0.8363636363636363, "se": 0.050343174926776216, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-0@N", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@N", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "0-0@N", "value": 1.0, "margin": 32}, {"move": "1-1@W", "value": 1.0, "margin": null}], "best": "0-0@N", "nodes": 6360}}, {"step": 7, "deal": 1, "seat": 1, "move": "6-6@S", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "1-1@W", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "1-2@W", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@N", "mean": 0.05454545454545454, "se": 0.030903148567228998, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@N", "mean": 0.05454545454545454, "se": 0.030903148567228998, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.05454545454545454, "se": 0.030903148567228998, "n": 55, "hindsight": 0.03636363636363636, "hindsight_se": 0.025473778207916145}, {"move": "0-2@N", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@E", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@E", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@W", "mean": 0.01818181818181818, "se": 0.01818181818181818, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@W", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-3@N", "loss": 0.03636363636363636, "loss_se": 0.025473778207916145, "hindsight_best": "4-6@S", "hindsight_loss": 0.03636363636363636, "gain": -0.03636363636363636, "open": {"status": "solved", "moves": [{"move": "0-2@N", "value": -1.0, "margin": -32}, {"move": "0-3@N", "value": -1.0, "margin": null}, {"move": "0-4@N", "value": -1.0, "margin": null}, {"move": "0-3@E", "value": -1.0, "margin": null}, {"move": "3-4@E", "value": -1.0, "margin": null}, {"move": "4-6@S", "value": -1.0, "margin": null}, {"move": "1-2@W", "value": -1.0, "margin": -34}, {"move": "1-4@W", "value": -1.0, "margin": null}], "best": "0-2@N", "nodes": 1770}}, {"step": 10, "deal": 1, "seat": 0, "move": "0-1@N", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "0-2@W", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@W", "mean": 0.01818181818181818, "se": 0.01818181818181818, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@N", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@E", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@E", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-2@W", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-2@W", "hindsight_loss": 0.0, "gain": 0.014545454545454545, "open": {"status": "solved", "moves": [{"move": "1-4@N", "value": -1.0, "margin": -34}, {"move": "0-3@E", "value": -1.0, "margin": null}, {"move": "3-4@E", "value": -1.0, "margin": null}, {"move": "4-6@S", "value": -1.0, "margin": null}, {"move": "0-2@W", "value": -1.0, "margin": -32}], "best": "1-4@N", "nodes": 79}}, {"step": 12, "deal": 1, "seat": 0, "move": "2-3@E", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 13, "deal": 1, "seat": 1, "move": "0-3@W", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@N", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@W", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@W", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-3@W", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@W", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "1-4@N", "value": -1.0, "margin": -32}, {"move": "4-6@S", "value": -1.0, "margin": null}, {"move": "0-3@W", "value": -1.0, "margin": -29}, {"move": "0-4@W", "value": -1.0, "margin": null}], "best": "1-4@N", "nodes": 40}}, {"step": 14, "deal": 1, "seat": 0, "move": "2-6@S", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6@S", "mean": 0.9272727272727272, "se": 0.03533910239300182, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-6@E", "mean": 0.8363636363636363, "se": 0.050343174926776216, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-6@S", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@S", "hindsight_loss": 0.0, "gain": 0.045454545454545414, "open": {"status": "solved", "moves": [{"move": "2-6@E", "value": 1.0, "margin": 29}, {"move": "2-6@S", "value": 1.0, "margin": 29}], "best": "2-6@E", "nodes": 28}}, {"step": 15, "deal": 1, "seat": 1, "move": "3-4@W", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@W", "mean": 0.07272727272727272, "se": 0.035339102393001816, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@N", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@W", "loss": -0.05454545454545454, "loss_se": 0.030903148567228998, "hindsight_best": "3-4@W", "hindsight_loss": 0.0, "gain": 0.01818181818181818, "open": {"status": "solved", "moves": [{"move": "1-4@N", "value": -1.0, "margin": -29}, {"move": "3-4@W", "value": -1.0, "margin": -27}], "best": "1-4@N", "nodes": 6}}, {"step": 16, "deal": 1, "seat": 0, "move": "4-5@W", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.84375, 0.84375, 0.84375, 0.8, 0.6875, 0.9272727272727272, 0.75, 0.8363636363636363, 0.953125, 0.9375, 0.8125, 0.96875, 0.9375, 0.96875, 0.71875, 0.9272727272727272, 1.0, 1.0], [0.59375, 0.46875, 0.5636363636363636, 0.53125, 0.5272727272727272, 0.71875, 0.34375, 0.375, 0.03125, 0.0625, 0.0, 0.0, 0.01818181818181818, 0.0, 0.0, 0.03125, 0.07272727272727272, 0.0]], "curve_se": [[0.06521328221627366, 0.06521328221627366, 0.06521328221627366, 0.031234752377721213, 0.08324928557283298, 0.03533910239300182, 0.0777713771047819, 0.050343174926776216, 0.03448479532882525, 0.04347552147751577, 0.07010217197868432, 0.03125, 0.04347552147751577, 0.03125, 0.08075219711382271, 0.03533910239300182, 0.0, 0.0], [0.0882099653319905, 0.08962708359030336, 0.04750185058907295, 0.08962708359030336, 0.06794008776080904, 0.08075219711382271, 0.08530513305661303, 0.08695104295503155, 0.03125, 0.04347552147751577, 0.0, 0.0, 0.01818181818181818, 0.0, 0.0, 0.03125, 0.035339102393001816, 0.0]], "seats": [{"seat": 0, "decisions": 9, "choices": 4, "given_away": 0.1696969696969697, "given_away_se": 0.033982129150040376, "inaccuracies": 1, "mistakes": 0, "start": 0.84375, "result": 1.0, "own": 0.17340067340067344, "luck": -0.017150673400673444, "dealt": 0.59375}, {"seat": 1, "decisions": 8, "choices": 6, "given_away": -0.09545454545454546, "given_away_se": 0.07204015251131575, "inaccuracies": 0, "mistakes": 0, "start": 0.59375, "result": 0.0, "own": 0.0332954545454546, "luck": -0.6270454545454546, "dealt": 0.59375}], "chance": [[0.84375, 0.84375, 0.84375, 0.8, 0.6875, 0.9272727272727272, 0.75, 0.8363636363636363, 0.953125, 0.9375, 0.8125, 0.96875, 0.9375, 0.96875, 0.71875, 0.9272727272727272, 1.0, 1.0], [0.59375, 0.46875, 0.5636363636363636, 0.53125, 0.5272727272727272, 0.71875, 0.34375, 0.375, 0.03125, 0.0625, 0.0, 0.0, 0.01818181818181818, 0.0, 0.0, 0.03125, 0.07272727272727272, 0.0]]}], "seats": [{"seat": 0, "decisions": 9, "choices": 4, "given_away": 0.1696969696969697, "given_away_se": 0.033982129150040376, "inaccuracies": 1, "mistakes": 0, "start": 0.84375, "result": 1.0, "own": 0.17340067340067344, "luck": -0.017150673400673444, "dealt": 0.59375}, {"seat": 1, "decisions": 8, "choices": 6, "given_away": -0.09545454545454546, "given_away_se": 0.07204015251131575, "inaccuracies": 0, "mistakes": 0, "start": 0.59375, "result": 0.0, "own": 0.0332954545454546, "luck": -0.6270454545454546, "dealt": 0.59375}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('_qcU4abZ', '2026-12-07 21:25:44.74014+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 20, "teams": false}, "seed": 0, "policy": "random", "worlds": 232, "budget": 1.0, "seconds": 0.459, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "1-4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1", "mean": 0.8502155172413793, "se": 0.011621220735375594, "n": 928, "hindsight": 0.7155172413793104, "hindsight_se": 0.029368680039722758}, {"move": "2-5", "mean": 0.8464439655172413, "se": 0.011630634945318338, "n": 928, "hindsight": 0.6422413793103449, "hindsight_se": 0.031538294596022476}, {"move": "3-5", "mean": 0.8275862068965517, "se": 0.012193961895541549, "n": 928, "hindsight": 0.6314655172413793, "hindsight_se": 0.0316665002207674}, {"move": "0-1", "mean": 0.8211206896551724, "se": 0.012378094439227803, "n": 928, "hindsight": 0.6400862068965517, "hindsight_se": 0.031208551636537848}, {"move": "0-2", "mean": 0.8178879310344828, "se": 0.012467784824800291, "n": 928, "hindsight": 0.6637931034482759, "hindsight_se": 0.031082338581586114}, {"move": "1-6", "mean": 0.8141163793103449, "se": 0.0125357556644377, "n": 928, "hindsight": 0.6745689655172413, "hindsight_se": 0.030599558442443466}, {"move": "1-4", "mean": 0.8033405172413793, "se": 0.01279615342646249, "n": 928, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-1", "loss": 0.040948275862068964, "loss_se": 0.015898634476730057, "hindsight_best": "1-4", "hindsight_loss": 0.0, "gain": -0.022475369458128003, "open": {"status": "solved", "moves": [{"move": "1-1", "value": 1.0, "margin": 11}, {"move": "1-4", "value": 1.0, "margin": 11}, {"move": "0-1", "value": -1.0, "margin": null}, {"move": "0-2", "value": -1.0, "margin": null}, {"move": "2-5", "value": -1.0, "margin": null}, {"move": "3-5", "value": -1.0, "margin": null}, {"move": "1-6", "value": -1.0, "margin": null}], "best": "1-1", "nodes": 7135}}, {"step": 1, "deal": 1, "seat": 1, "move": "1-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@L", "mean": 0.47844827586206895, "se": 0.03214951953871478, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@L", "mean": 0.41810344827586204, "se": 0.03216452631697347, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-5@L", "loss": 0.0603448275862069, "loss_se": 0.03891420119626146, "hindsight_best": "1-2@L", "hindsight_loss": 0.0, "gain": -0.03017241379310348, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": -1.0, "margin": -11}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "1-2@L", "nodes": 405}}, {"step": 2, "deal": 1, "seat": 0, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@L", "mean": 0.8556034482758621, "se": 0.023025357879665316, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@L", "mean": 0.790948275862069, "se": 0.02649155237012772, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@L", "hindsight_loss": 0.0, "gain": 0.032327586206896575, "open": {"status": "solved", "moves": [{"move": "0-2@L", "value": 1.0, "margin": 11}, {"move": "2-5@L", "value": 1.0, "margin": 11}], "best": "0-2@L", "nodes": 479}}, {"step": 3, "deal": 1, "seat": 1, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@L", "mean": 0.42887931034482757, "se": 0.03205776334545149, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5@L", "mean": 0.3706896551724138, "se": 0.03133489800914075, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@L", "mean": 0.36637931034482757, "se": 0.03125651406079145, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-6@L", "hindsight_loss": 0.0, "gain": 0.04022988505747127, "open": {"status": "solved", "moves": [{"move": "0-5@L", "value": -1.0, "margin": -11}, {"move": "1-5@L", "value": -1.0, "margin": null}, {"move": "5-6@L", "value": -1.0, "margin": -17}], "best": "0-5@L", "nodes": 276}}, {"step": 4, "deal": 1, "seat": 0, "move": "1-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 1, "move": "1-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 0, "move": "3-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.34051724137931033, "se": 0.03087854330581278, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@L", "mean": 0.3254310344827586, "se": 0.030446727675785653, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@L", "mean": 0.32112068965517243, "se": 0.030338227660144736, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "2-3@L", "loss": -0.04310344827586207, "loss_se": 0.031020173842195915, "hindsight_best": "0-3@L", "hindsight_loss": 0.0, "gain": -0.007902298850574696, "open": {"status": "solved", "moves": [{"move": "0-3@L", "value": -1.0, "margin": -17}, {"move": "2-3@L", "value": -1.0, "margin": null}, {"move": "3-6@L", "value": -1.0, "margin": null}], "best": "0-3@L", "nodes": 37}}, {"step": 8, "deal": 1, "seat": 0, "move": "0-2@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "0-1@L", "mean": 0.9181034482758621, "se": 0.017516740504115388, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@L", "mean": 0.8060344827586207, "se": 0.026015554401819713, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-1@L", "loss": 0.11206896551724138, "loss_se": 0.029324829802440045, "hindsight_best": "0-2@L", "hindsight_loss": 0.0, "gain": -0.05603448275862066, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": 1.0, "margin": 17}, {"move": "0-2@L", "value": 1.0, "margin": 2}], "best": "0-1@L", "nodes": 36}}, {"step": 9, "deal": 1, "seat": 1, "move": "2-3@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 12, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 13, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.8318965517241379, 0.8033405172413793, 0.8663793103448276, 0.8556034482758621, 0.875, 0.8017241379310345, 0.8017241379310345, 0.7801724137931034, 0.8577586206896551, 0.8060344827586207, 0.6551724137931034, 0.6120689655172413, 0.29310344827586204, 0.3103448275862069, 1.0], [0.47413793103448276, 0.43103448275862066, 0.41810344827586204, 0.4870689655172414, 0.42887931034482757, 0.36637931034482757, 0.5517241379310345, 0.3706896551724138, 0.32112068965517243, 0.28879310344827586, 0.2629310344827586, 0.4870689655172414, 0.5387931034482759, 0.5646551724137931, 0.0]], "curve_se": [[0.0346020238839886, 0.01279615342646249, 0.03082921873664505, 0.023025357879665316, 0.03053434667446778, 0.036671538515073286, 0.036671538515073286, 0.038374385267479945, 0.032283202915884816, 0.026015554401819713, 0.044323074959803546, 0.045438974552871256, 0.04244626443180182, 0.04314091325318788, 0.0], [0.04575078652055213, 0.04536068665384507, 0.03216452631697347, 0.04640817168797947, 0.03205776334545149, 0.04429937619098497, 0.0455597003368508, 0.04419897156637474, 0.030338227660144736, 0.04159077339231049, 0.040822322663058824, 0.046002577537032255, 0.044633633584582, 0.04437225503632576, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 3, "given_away": 0.15301724137931033, "given_away_se": 0.03335734133840324, "inaccuracies": 1, "mistakes": 0, "start": 0.8318965517241379, "result": 1.0, "own": -0.04618226600985209, "luck": 0.2142857142857142, "dealt": 0.7025862068965517}, {"seat": 1, "decisions": 7, "choices": 3, "given_away": 0.017241379310344827, "given_away_se": 0.04976511066945569, "inaccuracies": 0, "mistakes": 0, "start": 0.47413793103448276, "result": 0.0, "own": 0.002155172413793094, "luck": -0.47629310344827586, "dealt": 0.2672413793103448}], "chance": [[0.8318965517241379, 0.8033405172413793, 0.8663793103448276, 0.8556034482758621, 0.875, 0.8017241379310345, 0.8017241379310345, 0.7801724137931034, 0.8577586206896551, 0.8060344827586207, 0.6551724137931034, 0.6120689655172413, 0.29310344827586204, 0.3103448275862069, 1.0], [0.47413793103448276, 0.43103448275862066, 0.41810344827586204, 0.4870689655172414, 0.42887931034482757, 0.36637931034482757, 0.5517241379310345, 0.3706896551724138, 0.32112068965517243, 0.28879310344827586, 0.2629310344827586, 0.4870689655172414, 0.5387931034482759, 0.5646551724137931, 0.0]]}, {"deal": 2, "returns": [1.0, -1.0], "decisions": [{"step": 14, "deal": 2, "seat": 0, "move": "3-4", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4", "mean": 0.834051724137931, "se": 0.023996889640261622, "n": 232, "hindsight": 0.9698275862068966, "hindsight_se": 0.0112550208592046}, {"move": "0-3", "mean": 0.8211206896551724, "se": 0.024369382075498634, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-1", "mean": 0.7478448275862069, "se": 0.028325579495535394, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3", "mean": 0.7478448275862069, "se": 0.028160410207396375, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}, {"move": "1-3", "mean": 0.7413793103448276, "se": 0.028484497470494717, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-5", "mean": 0.7349137931034483, "se": 0.028308537707427056, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}, {"move": "4-6", "mean": 0.7198275862068966, "se": 0.029070024064985427, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}], "best": "3-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1", "hindsight_loss": 0.030172413793103425, "gain": 0.07019704433497542, "open": {"status": "solved", "moves": [{"move": "1-1", "value": 1.0, "margin": 18}, {"move": "0-3", "value": 1.0, "margin": null}, {"move": "1-3", "value": 1.0, "margin": null}, {"move": "2-3", "value": 1.0, "margin": null}, {"move": "3-4", "value": 1.0, "margin": 26}, {"move": "0-5", "value": 1.0, "margin": null}, {"move": "4-6", "value": 1.0, "margin": null}], "best": "1-1", "nodes": 2914}}, {"step": 15, "deal": 2, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@L", "mean": 0.12931034482758622, "se": 0.021650393627943465, "n": 232, "hindsight": 0.008620689655172414, "hindsight_se": 0.006082539543196776}, {"move": "3-5@L", "mean": 0.07543103448275862, "se": 0.01640901585027718, "n": 232, "hindsight": 0.004310344827586207, "hindsight_se": 0.004310344827586207}, {"move": "3-6@L", "mean": 0.07327586206896551, "se": 0.01687121292355073, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@L", "loss": 0.05603448275862069, "loss_se": 0.02583562114842568, "hindsight_best": "3-3@L", "hindsight_loss": 0.008620689655172414, "gain": -0.019396551724137928, "open": {"status": "solved", "moves": [{"move": "3-3@L", "value": -1.0, "margin": -26}, {"move": "3-5@L", "value": -1.0, "margin": null}, {"move": "3-6@L", "value": -1.0, "margin": -23}], "best": "3-3@L", "nodes": 950}}, {"step": 16, "deal": 2, "seat": 0, "move": "4-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.8060344827586207, "se": 0.02565442592255611, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@R", "mean": 0.7629310344827587, "se": 0.02730670607664128, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-6@L", "loss": 0.04310344827586207, "loss_se": 0.0345759302539582, "hindsight_best": "4-6@R", "hindsight_loss": 0.0, "gain": -0.02155172413793105, "open": {"status": "solved", "moves": [{"move": "4-6@L", "value": 1.0, "margin": 23}, {"move": "4-6@R", "value": 1.0, "margin": 11}], "best": "4-6@L", "nodes": 22}}, {"step": 17, "deal": 2, "seat": 1, "move": "6-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.11853448275862069, "se": 0.020936029192128766, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@R", "mean": 0.11853448275862069, "se": 0.020936029192128766, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "6-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@R", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "6-6@L", "value": -1.0, "margin": -11}, {"move": "6-6@R", "value": -1.0, "margin": -11}], "best": "6-6@L", "nodes": 12}}, {"step": 18, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 19, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.7198275862068966, 0.834051724137931, 0.7629310344827587, 0.7629310344827587, 0.6853448275862069, 0.6982758620689655, 1.0], [0.10775862068965517, 0.06896551724137931, 0.07327586206896551, 0.07758620689655173, 0.11853448275862069, 0.08620689655172414, 0.0]], "curve_se": [[0.04074309440271512, 0.023996889640261622, 0.039421038158525726, 0.02730670607664128, 0.04220770925029174, 0.04191772405720481, 0.0], [0.027925550574984023, 0.023629251340144583, 0.01687121292355073, 0.024183401164825393, 0.020936029192128766, 0.023928195676064894, 0.0]], "seats": [{"seat": 0, "decisions": 3, "choices": 2, "given_away": 0.04310344827586207, "given_away_se": 0.0345759302539582, "inaccuracies": 0, "mistakes": 0, "start": 0.7198275862068966, "result": 1.0, "own": 0.04864532019704437, "luck": 0.23152709359605905, "dealt": 0.9913793103448276}, {"seat": 1, "decisions": 3, "choices": 2, "given_away": 0.05603448275862069, "given_away_se": 0.02583562114842568, "inaccuracies": 0, "mistakes": 0, "start": 0.10775862068965517, "result": 0.0, "own": -0.019396551724137928, "luck": -0.08836206896551724, "dealt": 0.0}], "chance": [[0.7198275862068966, 0.834051724137931, 0.7629310344827587, 0.7629310344827587, 0.6853448275862069, 0.6982758620689655, 1.0], [0.10775862068965517, 0.06896551724137931, 0.07327586206896551, 0.07758620689655173, 0.11853448275862069, 0.08620689655172414, 0.0]]}], "seats": [{"seat": 0, "decisions": 10, "choices": 5, "given_away": 0.1961206896551724, "given_away_se": 0.04804380474206147, "inaccuracies": 1, "mistakes": 0, "start": 1.5517241379310345, "result": 2.0, "own": 0.0024630541871922818, "luck": 0.44581280788177324, "dealt": 1.6939655172413794}, {"seat": 1, "decisions": 10, "choices": 5, "given_away": 0.07327586206896552, "given_away_se": 0.05607178934248623, "inaccuracies": 0, "mistakes": 0, "start": 0.5818965517241379, "result": 0.0, "own": -0.017241379310344834, "luck": -0.5646551724137931, "dealt": 0.2672413793103448}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('wsv6iDb7', '2026-12-07 21:25:53.495262+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "draw", "players": 2, "options": {"target": 20, "teams": false}, "seed": 0, "policy": "random", "worlds": 212, "budget": 1.0, "seconds": 0.443, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "2-3", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1", "mean": 0.5959119496855346, "se": 0.019409737424077755, "n": 636, "hindsight": 0.5660377358490566, "hindsight_se": 0.0341198763105892}, {"move": "6-6", "mean": 0.5621069182389937, "se": 0.019609467498976685, "n": 636, "hindsight": 0.5070754716981132, "hindsight_se": 0.034009596588598597}, {"move": "5-6", "mean": 0.5165094339622641, "se": 0.01978419767514407, "n": 636, "hindsight": 0.47877358490566035, "hindsight_se": 0.03430903560669878}, {"move": "2-3", "mean": 0.4937106918238994, "se": 0.019809099995878116, "n": 636, "hindsight": 0.2240566037735849, "hindsight_se": 0.028607160870342797}, {"move": "1-5", "mean": 0.4803459119496855, "se": 0.019748350195933503, "n": 636, "hindsight": 0.5188679245283019, "hindsight_se": 0.03439690285738046}, {"move": "1-2", "mean": 0.470125786163522, "se": 0.019743840036218662, "n": 636, "hindsight": 0.44575471698113206, "hindsight_se": 0.034136484074417474}, {"move": "1-4", "mean": 0.45440251572327045, "se": 0.019727861344737755, "n": 636, "hindsight": 0.5471698113207547, "hindsight_se": 0.03410441996718652}], "best": "1-1", "loss": 0.10220125786163523, "loss_se": 0.02651150126826723, "hindsight_best": "1-1", "hindsight_loss": 0.34198113207547165, "gain": -0.016734052111410658, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 13766}}, {"step": 1, "deal": 1, "seat": 1, "move": "3-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@L", "mean": 0.5389150943396226, "se": 0.02409288086413313, "n": 424, "hindsight": 0.7617924528301887, "hindsight_se": 0.029230694310073767}, {"move": "3-3@R", "mean": 0.5023584905660378, "se": 0.024253156175844576, "n": 424, "hindsight": 0.8349056603773585, "hindsight_se": 0.025339374983517193}], "best": "2-5@L", "loss": -0.0011792452830188679, "loss_se": 0.023935172248094584, "hindsight_best": "3-3@R", "hindsight_loss": 0.0, "gain": -0.01827830188679236, "open": {"status": "solved", "moves": [{"move": "3-3@R", "value": 1.0, "margin": 35}, {"move": "2-5@L", "value": -1.0, "margin": null}], "best": "3-3@R", "nodes": 3287}}, {"step": 2, "deal": 1, "seat": 0, "move": "1-2@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 3, "deal": 1, "seat": 1, "move": "0-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@L", "mean": 0.5471698113207547, "se": 0.034267902499365094, "n": 212, "hindsight": 0.8207547169811321, "hindsight_se": 0.026405192252432718}, {"move": "1-6@L", "mean": 0.5330188679245284, "se": 0.03418317425096412, "n": 212, "hindsight": 0.8915094339622641, "hindsight_se": 0.021147403295100765}], "best": "0-1@L", "loss": -0.01650943396226415, "loss_se": 0.030711923323362016, "hindsight_best": "1-6@L", "hindsight_loss": 0.070754716981132, "gain": 0.007075471698113178, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": 1.0, "margin": 35}, {"move": "1-6@L", "value": 1.0, "margin": null}], "best": "0-1@L", "nodes": 2426}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 1, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.7075471698113207, "se": 0.031315863089787975, "n": 212, "hindsight": 0.8018867924528302, "hindsight_se": 0.02743923614637271}, {"move": "1-6@L", "mean": 0.6202830188679245, "se": 0.03332681413976078, "n": 212, "hindsight": 0.8349056603773585, "hindsight_se": 0.0255589828624509}], "best": "4-6@L", "loss": 0.08726415094339622, "loss_se": 0.04084735074570409, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": -0.04363207547169812, "open": {"status": "solved", "moves": [{"move": "1-6@L", "value": 1.0, "margin": 35}, {"move": "4-6@L", "value": -1.0, "margin": null}], "best": "1-6@L", "nodes": 1411}}, {"step": 6, "deal": 1, "seat": 0, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 0.25707547169811323, "se": 0.029992765973492614, "n": 212, "hindsight": 0.22169811320754718, "hindsight_se": 0.028596561272720512}, {"move": "1-5@L", "mean": 0.1957547169811321, "se": 0.02721300588814124, "n": 212, "hindsight": 0.16981132075471697, "hindsight_se": 0.025848211328865393}, {"move": "1-1@L", "mean": 0.19103773584905662, "se": 0.02695995573987885, "n": 212, "hindsight": 0.16037735849056603, "hindsight_se": 0.025262269917687468}], "best": "1-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.0, "gain": 0.042452830188679264, "open": {"status": "solved", "moves": [{"move": "1-1@L", "value": -1.0, "margin": -35}, {"move": "1-4@L", "value": -1.0, "margin": -22}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "1-1@L", "nodes": 1844}}, {"step": 7, "deal": 1, "seat": 1, "move": "4-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@L", "mean": 0.7735849056603774, "se": 0.028616835335013933, "n": 212, "hindsight": 0.7028301886792453, "hindsight_se": 0.03146199953877571}, {"move": "4-6@L", "mean": 0.6933962264150944, "se": 0.03156572989047318, "n": 212, "hindsight": 0.9009433962264151, "hindsight_se": 0.020292400750757347}], "best": "0-4@L", "loss": 0.08018867924528301, "loss_se": 0.04245779775600126, "hindsight_best": "4-6@L", "hindsight_loss": 0.0, "gain": -0.04009433962264153, "open": {"status": "solved", "moves": [{"move": "4-6@L", "value": 1.0, "margin": 22}, {"move": "0-4@L", "value": -1.0, "margin": null}], "best": "4-6@L", "nodes": 916}}, {"step": 8, "deal": 1, "seat": 0, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.31839622641509435, "se": 0.03198346908149187, "n": 212, "hindsight": 0.1792452830188679, "hindsight_se": 0.025762397727398117}, {"move": "5-6@L", "mean": 0.21933962264150944, "se": 0.028388845958789866, "n": 212, "hindsight": 0.08490566037735849, "hindsight_se": 0.01918933960732191}], "best": "6-6@L", "loss": 0.09905660377358491, "loss_se": 0.040236438861653866, "hindsight_best": "6-6@L", "hindsight_loss": 0.09433962264150943, "gain": -0.04952830188679244, "open": {"status": "solved", "moves": [{"move": "5-6@L", "value": -1.0, "margin": -22}, {"move": "6-6@L", "value": -1.0, "margin": null}], "best": "5-6@L", "nodes": 631}}, {"step": 9, "deal": 1, "seat": 1, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@L", "mean": 0.7830188679245284, "se": 0.028376306817828118, "n": 212, "hindsight": 0.7924528301886793, "hindsight_se": 0.02791925919000418}, {"move": "2-5@L", "mean": 0.7594339622641509, "se": 0.029234752469160845, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-5@L", "loss": 0.02358490566037736, "loss_se": 0.03938351598447882, "hindsight_best": "2-5@L", "hindsight_loss": 0.0, "gain": -0.011792452830188704, "open": {"status": "solved", "moves": [{"move": "0-5@L", "value": 1.0, "margin": 22}, {"move": "2-5@L", "value": 1.0, "margin": 20}], "best": "0-5@L", "nodes": 645}}, {"step": 10, "deal": 1, "seat": 0, "move": "0-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@R", "mean": 0.7617924528301887, "se": 0.029038867220351712, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-4@R", "mean": 0.7452830188679245, "se": 0.02999496329402081, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@R", "hindsight_loss": 0.0, "gain": 0.008254716981132115, "open": {"status": "solved", "moves": [{"move": "0-4@R", "value": 1.0, "margin": 20}, {"move": "0-5@R", "value": 1.0, "margin": 45}], "best": "0-4@R", "nodes": 51}}, {"step": 12, "deal": 1, "seat": 0, "move": "4-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@R", "mean": 0.1580188679245283, "se": 0.02499949383576315, "n": 212, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@R", "mean": 0.11084905660377359, "se": 0.02122144665490253, "n": 212, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-5@R", "loss": 0.04716981132075472, "loss_se": 0.027377678612531136, "hindsight_best": "4-5@R", "hindsight_loss": 0.0, "gain": -0.023584905660377353, "open": {"status": "solved", "moves": [{"move": "1-5@R", "value": -1.0, "margin": -45}, {"move": "4-5@R", "value": -1.0, "margin": -28}], "best": "1-5@R", "nodes": 24}}, {"step": 13, "deal": 1, "seat": 1, "move": "0-4@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.6792452830188679, 0.4937106918238994, 0.5141509433962265, 0.5094339622641509, 0.22169811320754718, 0.22169811320754718, 0.2830188679245283, 0.25707547169811323, 0.2971698113207547, 0.21933962264150944, 0.15566037735849056, 0.12264150943396226, 0.1179245283018868, 0.11084905660377359, 0.0], [0.5471698113207547, 0.5471698113207547, 0.5023584905660378, 0.6084905660377359, 0.5471698113207547, 0.8018867924528302, 0.6202830188679245, 0.6556603773584906, 0.6933962264150944, 0.7877358490566038, 0.7594339622641509, 0.6981132075471698, 0.7617924528301887, 1.0, 1.0]], "curve_se": [[0.045551763179035275, 0.019809099995878116, 0.04854465398794324, 0.04878631739837744, 0.04025981917988905, 0.04025981917988905, 0.04396093377439378, 0.029992765973492614, 0.044347268557569375, 0.028388845958789866, 0.034414110143396216, 0.031302455170047296, 0.03111573531811388, 0.02122144665490253, 0.0], [0.04811276711741053, 0.04857738146013503, 0.024253156175844576, 0.047396132704882146, 0.034267902499365094, 0.03889722288318548, 0.03332681413976078, 0.046127293475521636, 0.03156572989047318, 0.03962317631094177, 0.029234752469160845, 0.04480127092110669, 0.029038867220351712, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.24842767295597484, "given_away_se": 0.055419924196772316, "inaccuracies": 0, "mistakes": 0, "start": 0.6792452830188679, "result": 0.0, "own": -0.04739442946990119, "luck": -0.6318508535489666, "dealt": 0.38207547169811323}, {"seat": 1, "decisions": 7, "choices": 6, "given_away": 0.1733490566037736, "given_away_se": 0.08086004383685308, "inaccuracies": 0, "mistakes": 0, "start": 0.5471698113207547, "result": 1.0, "own": -0.09846698113207542, "luck": 0.5512971698113207, "dealt": 0.46226415094339623}], "chance": [[0.6792452830188679, 0.4937106918238994, 0.5141509433962265, 0.5094339622641509, 0.22169811320754718, 0.22169811320754718, 0.2830188679245283, 0.25707547169811323, 0.2971698113207547, 0.21933962264150944, 0.15566037735849056, 0.12264150943396226, 0.1179245283018868, 0.11084905660377359, 0.0], [0.5471698113207547, 0.5471698113207547, 0.5023584905660378, 0.6084905660377359, 0.5471698113207547, 0.8018867924528302, 0.6202830188679245, 0.6556603773584906, 0.6933962264150944, 0.7877358490566038, 0.7594339622641509, 0.6981132075471698, 0.7617924528301887, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.24842767295597484, "given_away_se": 0.055419924196772316, "inaccuracies": 0, "mistakes": 0, "start": 0.6792452830188679, "result": 0.0, "own": -0.04739442946990119, "luck": -0.6318508535489666, "dealt": 0.38207547169811323}, {"seat": 1, "decisions": 7, "choices": 6, "given_away": 0.1733490566037736, "given_away_se": 0.08086004383685308, "inaccuracies": 0, "mistakes": 0, "start": 0.5471698113207547, "result": 1.0, "own": -0.09846698113207542, "luck": 0.5512971698113207, "dealt": 0.46226415094339623}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('4dUCY8C7', '2026-12-07 21:26:17.063894+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 281, "budget": 1.0, "seconds": 0.404, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "1-1", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1", "mean": 0.7740213523131673, "se": 0.02454475070948002, "n": 281, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3", "mean": 0.7722419928825622, "se": 0.02480823440845232, "n": 281, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-3", "mean": 0.7580071174377224, "se": 0.025345724385152178, "n": 281, "hindsight": 0.9466192170818505, "hindsight_se": 0.01343386910190525}, {"move": "3-5", "mean": 0.7562277580071174, "se": 0.025095547313426773, "n": 281, "hindsight": 0.9893238434163701, "hindsight_se": 0.006141828562125601}, {"move": "1-4", "mean": 0.7526690391459074, "se": 0.02547477450345814, "n": 281, "hindsight": 0.9857651245551602, "hindsight_se": 0.007079205909339022}, {"move": "2-4", "mean": 0.7224199288256228, "se": 0.02616107919547799, "n": 281, "hindsight": 0.99644128113879, "hindsight_se": 0.0035587188612099647}, {"move": "0-1", "mean": 0.6921708185053381, "se": 0.027062312953973596, "n": 281, "hindsight": 0.9857651245551602, "hindsight_se": 0.007079205909339022}], "best": "1-1", "loss": -0.033807829181494664, "loss_se": 0.021955964624619823, "hindsight_best": "1-1", "hindsight_loss": 0.0, "gain": 0.027198779867819045, "open": {"status": "solved", "moves": [{"move": "0-1", "value": 1.0, "margin": 20}, {"move": "1-1", "value": 1.0, "margin": 27}, {"move": "1-3", "value": 1.0, "margin": null}, {"move": "2-3", "value": 1.0, "margin": null}, {"move": "1-4", "value": 1.0, "margin": null}, {"move": "2-4", "value": 1.0, "margin": null}, {"move": "3-5", "value": 1.0, "margin": null}], "best": "0-1", "nodes": 2969}}, {"step": 1, "deal": 1, "seat": 1, "move": "1-2@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@L", "mean": 0.34341637010676157, "se": 0.02798301837354346, "n": 281, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@R", "mean": 0.3274021352313167, "se": 0.02758704013500279, "n": 281, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-2@L", "loss": -0.0035587188612099642, "loss_se": 0.024439949876975082, "hindsight_best": "1-2@R", "hindsight_loss": 0.0, "gain": -0.008007117437722422, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": -1.0, "margin": -27}, {"move": "1-2@R", "value": -1.0, "margin": -23}], "best": "1-2@L", "nodes": 1660}}, {"step": 2, "deal": 1, "seat": 0, "move": "2-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@L", "mean": 0.7882562277580071, "se": 0.024087633799925776, "n": 281, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@R", "mean": 0.7722419928825622, "se": 0.02480823440845232, "n": 281, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-4@R", "mean": 0.7722419928825622, "se": 0.024935985033160833, "n": 281, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@L", "mean": 0.7437722419928826, "se": 0.02584406364363512, "n": 281, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-4@L", "mean": 0.7366548042704626, "se": 0.026079260010488017, "n": 281, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-3@L", "loss": -0.012455516014234875, "loss_se": 0.022322680284483108, "hindsight_best": "2-4@R", "hindsight_loss": 0.0, "gain": 0.009608540925266862, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": 1.0, "margin": 23}, {"move": "1-3@L", "value": 1.0, "margin": null}, {"move": "1-4@L", "value": 1.0, "margin": null}, {"move": "2-3@R", "value": 1.0, "margin": null}, {"move": "2-4@R", "value": 1.0, "margin": 24}], "best": "0-1@L", "nodes": 1004}}, {"step": 3, "deal": 1, "seat": 1, "move": "0-4@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 4, "deal": 1, "seat": 0, "move": "1-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@L", "mean": 0.797153024911032, "se": 0.023631244563562196, "n": 281, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@L", "mean": 0.7669039145907474, "se": 0.02456593340291502, "n": 281, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@R", "mean": 0.7277580071174378, "se": 0.025812542209924728, "n": 281, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-4@L", "mean": 0.697508896797153, "se": 0.02698364570594776, "n": 281, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-3@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-3@L", "hindsight_loss": 0.0, "gain": 0.04982206405693945, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": 1.0, "margin": 24}, {"move": "1-3@L", "value": 1.0, "margin": 6}, {"move": "1-4@L", "value": 1.0, "margin": null}, {"move": "0-1@R", "value": 1.0, "margin": null}], "best": "0-1@L", "nodes": 518}}, {"step": 5, "deal": 1, "seat": 1, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@R", "mean": 0.2402135231316726, "se": 0.02509149175867792, "n": 281, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-0@R", "mean": 0.18861209964412812, "se": 0.022967329064513937, "n": 281, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@R", "hindsight_loss": 0.0, "gain": 0.025800711743772242, "open": {"status": "solved", "moves": [{"move": "0-0@R", "value": -1.0, "margin": -6}, {"move": "0-5@R", "value": -1.0, "margin": -6}], "best": "0-0@R", "nodes": 288}}, {"step": 6, "deal": 1, "seat": 0, "move": "3-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@R", "mean": 0.8420818505338078, "se": 0.010707560468713935, "n": 1124, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@L", "mean": 0.7909252669039146, "se": 0.011920617925477607, "n": 1124, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@L", "mean": 0.75355871886121, "se": 0.012688989402344199, "n": 1124, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-5@R", "loss": 0.05115658362989324, "loss_se": 0.01369700475200303, "hindsight_best": "3-5@L", "hindsight_loss": 0.0, "gain": -0.00459667852906287, "open": {"status": "solved", "moves": [{"move": "2-3@L", "value": 1.0, "margin": 6}, {"move": "3-5@L", "value": 1.0, "margin": 6}, {"move": "3-5@R", "value": 1.0, "margin": null}], "best": "2-3@L", "nodes": 115}}, {"step": 7, "deal": 1, "seat": 1, "move": "5-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@L", "mean": 0.4786476868327402, "se": 0.02969337585920588, "n": 281, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-5@R", "mean": 0.4786476868327402, "se": 0.02969337585920588, "n": 281, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-5@L", "mean": 0.3540925266903915, "se": 0.028412897604942068, "n": 281, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-5@R", "mean": 0.3540925266903915, "se": 0.028412897604942068, "n": 281, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@R", "hindsight_loss": 0.0, "gain": 0.0622775800711744, "open": {"status": "solved", "moves": [{"move": "2-5@L", "value": -1.0, "margin": -6}, {"move": "5-5@L", "value": -1.0, "margin": null}, {"move": "2-5@R", "value": -1.0, "margin": null}, {"move": "5-5@R", "value": -1.0, "margin": -6}], "best": "2-5@L", "nodes": 63}}, {"step": 8, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@L", "mean": 0.6921708185053381, "se": 0.02682646216332299, "n": 281, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-5@R", "mean": 0.6921708185053381, "se": 0.02682646216332299, "n": 281, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "2-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "2-5@L", "value": -1.0, "margin": -6}, {"move": "2-5@R", "value": -1.0, "margin": null}], "best": "2-5@L", "nodes": 14}}, {"step": 10, "deal": 1, "seat": 0, "move": "2-3@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 12, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.7285714285714285, 0.7740213523131673, 0.75, 0.7722419928825622, 0.7678571428571429, 0.797153024911032, 0.8357142857142857, 0.7909252669039146, 0.7464285714285714, 0.6035714285714285, 0.6607142857142857, 0.6357142857142857, 0.9321428571428572, 1.0], [0.32857142857142857, 0.3392857142857143, 0.3274021352313167, 0.275, 0.29285714285714287, 0.225, 0.2402135231316726, 0.42142857142857143, 0.4786476868327402, 0.7178571428571429, 0.6921708185053381, 0.25, 0.2642857142857143, 0.0]], "curve_se": [[0.03737652799690615, 0.02454475070948002, 0.036021290952018205, 0.024935985033160833, 0.03563068323817802, 0.023631244563562196, 0.03142833784833316, 0.011920617925477607, 0.0363749277560192, 0.04070815481868149, 0.03935106215954934, 0.040182924852649765, 0.01842369494982398, 0.0], [0.038859455224104694, 0.039676187112856726, 0.02758704013500279, 0.03701510760704819, 0.03826454753811774, 0.035237047797919266, 0.02509149175867792, 0.040952002515838706, 0.02969337585920588, 0.03732124723963482, 0.02682646216332299, 0.03637618908818859, 0.03564227066189376, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.004893238434163701, "given_away_se": 0.034175640108960674, "inaccuracies": 0, "mistakes": 0, "start": 0.7285714285714285, "result": 1.0, "own": 0.08203270632096249, "luck": 0.18939586510760897, "dealt": 0.9928571428571429}, {"seat": 1, "decisions": 6, "choices": 4, "given_away": -0.0035587188612099642, "given_away_se": 0.024439949876975082, "inaccuracies": 0, "mistakes": 0, "start": 0.32857142857142857, "result": 0.0, "own": 0.08007117437722422, "luck": -0.4086426029486528, "dealt": 0.0}], "chance": [[0.7285714285714285, 0.7740213523131673, 0.75, 0.7722419928825622, 0.7678571428571429, 0.797153024911032, 0.8357142857142857, 0.7909252669039146, 0.7464285714285714, 0.6035714285714285, 0.6607142857142857, 0.6357142857142857, 0.9321428571428572, 1.0], [0.32857142857142857, 0.3392857142857143, 0.3274021352313167, 0.275, 0.29285714285714287, 0.225, 0.2402135231316726, 0.42142857142857143, 0.4786476868327402, 0.7178571428571429, 0.6921708185053381, 0.25, 0.2642857142857143, 0.0]]}], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.004893238434163701, "given_away_se": 0.034175640108960674, "inaccuracies": 0, "mistakes": 0, "start": 0.7285714285714285, "result": 1.0, "own": 0.08203270632096249, "luck": 0.18939586510760897, "dealt": 0.9928571428571429}, {"seat": 1, "decisions": 6, "choices": 4, "given_away": -0.0035587188612099642, "given_away_se": 0.024439949876975082, "inaccuracies": 0, "mistakes": 0, "start": 0.32857142857142857, "result": 0.0, "own": 0.08007117437722422, "luck": -0.4086426029486528, "dealt": 0.0}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('sZLV7oAB', '2026-12-07 21:26:19.757602+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 317, "budget": 1.0, "seconds": 0.428, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "2-6", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6", "mean": 0.6624605678233438, "se": 0.026318082457741174, "n": 317, "hindsight": 0.6782334384858044, "hindsight_se": 0.025800255498336058}, {"move": "4-6", "mean": 0.6072555205047319, "se": 0.0267824451481793, "n": 317, "hindsight": 0.6845425867507886, "hindsight_se": 0.025949650588050016}, {"move": "2-6", "mean": 0.6056782334384858, "se": 0.026848797294893374, "n": 317, "hindsight": 0.444794952681388, "hindsight_se": 0.02759582008831639}, {"move": "3-4", "mean": 0.6025236593059937, "se": 0.027164510017407575, "n": 317, "hindsight": 0.7444794952681388, "hindsight_se": 0.024125242054826343}, {"move": "1-3", "mean": 0.5883280757097792, "se": 0.027276152195975862, "n": 317, "hindsight": 0.7602523659305994, "hindsight_se": 0.023384850096144355}, {"move": "1-5", "mean": 0.5883280757097792, "se": 0.027276152195975862, "n": 317, "hindsight": 0.7192429022082019, "hindsight_se": 0.025278984481743788}, {"move": "0-2", "mean": 0.5583596214511041, "se": 0.02739366277233114, "n": 317, "hindsight": 0.6451104100946372, "hindsight_se": 0.026307011804838173}], "best": "5-6", "loss": -0.0015772870662460567, "loss_se": 0.02462618568207675, "hindsight_best": "1-3", "hindsight_loss": 0.3154574132492114, "gain": 0.0038305543037404632, "open": {"status": "solved", "moves": [{"move": "1-3", "value": 1.0, "margin": 16}, {"move": "3-4", "value": 1.0, "margin": null}, {"move": "1-5", "value": 1.0, "margin": null}, {"move": "4-6", "value": 1.0, "margin": null}, {"move": "5-6", "value": 1.0, "margin": null}, {"move": "0-2", "value": 0.0, "margin": null}, {"move": "2-6", "value": 0.0, "margin": 0}], "best": "1-3", "nodes": 6982}}, {"step": 1, "deal": 1, "seat": 1, "move": "6-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 2, "deal": 1, "seat": 0, "move": "4-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@R", "mean": 0.5899053627760252, "se": 0.019097985315131565, "n": 634, "hindsight": 0.43217665615141954, "hindsight_se": 0.02768753203253884}, {"move": "5-6@R", "mean": 0.5867507886435331, "se": 0.019121020219316026, "n": 634, "hindsight": 0.4022082018927445, "hindsight_se": 0.02726547055279755}, {"move": "0-2@L", "mean": 0.5236593059936908, "se": 0.01956648831939207, "n": 634, "hindsight": 0.582018927444795, "hindsight_se": 0.02715523410454795}], "best": "4-6@R", "loss": -0.00473186119873817, "loss_se": 0.016250898067864724, "hindsight_best": "0-2@L", "hindsight_loss": 0.14984227129337546, "gain": 0.023133543638275467, "open": {"status": "solved", "moves": [{"move": "0-2@L", "value": 0.0, "margin": 0}, {"move": "4-6@R", "value": -1.0, "margin": -1}, {"move": "5-6@R", "value": -1.0, "margin": null}], "best": "0-2@L", "nodes": 2541}}, {"step": 3, "deal": 1, "seat": 1, "move": "4-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@R", "mean": 0.5630914826498423, "se": 0.02749693153300591, "n": 317, "hindsight": 0.8485804416403786, "hindsight_se": 0.019790022299565002}, {"move": "4-5@R", "mean": 0.42586750788643535, "se": 0.027272688337660292, "n": 317, "hindsight": 0.33753943217665616, "hindsight_se": 0.026032042177913346}, {"move": "1-4@R", "mean": 0.34858044164037855, "se": 0.02619424467028521, "n": 317, "hindsight": 0.6514195583596214, "hindsight_se": 0.02675980086709118}], "best": "4-4@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@R", "hindsight_loss": 0.0, "gain": 0.11724500525762355, "open": {"status": "solved", "moves": [{"move": "1-4@R", "value": 1.0, "margin": 1}, {"move": "4-4@R", "value": -1.0, "margin": -8}, {"move": "4-5@R", "value": -1.0, "margin": null}], "best": "1-4@R", "nodes": 964}}, {"step": 4, "deal": 1, "seat": 0, "move": "3-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@R", "mean": 0.5646687697160884, "se": 0.027439894896614855, "n": 317, "hindsight": 0.10094637223974763, "hindsight_se": 0.016947069700347133}, {"move": "0-2@L", "mean": 0.48264984227129337, "se": 0.02766278269634009, "n": 317, "hindsight": 0.1719242902208202, "hindsight_se": 0.019701108393031113}], "best": "3-4@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-2@L", "hindsight_loss": 0.07097791798107257, "gain": 0.04100946372239744, "open": {"status": "solved", "moves": [{"move": "3-4@R", "value": 1.0, "margin": 8}, {"move": "0-2@L", "value": -1.0, "margin": null}], "best": "3-4@R", "nodes": 218}}, {"step": 5, "deal": 1, "seat": 1, "move": "0-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 0, "move": "0-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@L", "mean": 0.5914826498422713, "se": 0.026687918056622597, "n": 317, "hindsight": 0.23974763406940064, "hindsight_se": 0.02401665469249935}, {"move": "0-2@R", "mean": 0.45425867507886436, "se": 0.02710357889698908, "n": 317, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-2@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-2@L", "hindsight_loss": 0.0, "gain": 0.06861198738170349, "open": {"status": "solved", "moves": [{"move": "0-2@L", "value": 1.0, "margin": 8}, {"move": "0-2@R", "value": -1.0, "margin": null}], "best": "0-2@L", "nodes": 109}}, {"step": 7, "deal": 1, "seat": 1, "move": "0-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@L", "mean": 0.6845425867507886, "se": 0.025949650588050016, "n": 317, "hindsight": 0.7444794952681388, "hindsight_se": 0.024535544894506975}, {"move": "0-1@L", "mean": 0.6340694006309149, "se": 0.026912353151631856, "n": 317, "hindsight": 0.7129337539432177, "hindsight_se": 0.025449081480505766}, {"move": "0-1@R", "mean": 0.6246056782334385, "se": 0.02705589916836107, "n": 317, "hindsight": 0.7129337539432177, "hindsight_se": 0.025449081480505766}, {"move": "0-5@R", "mean": 0.6025236593059937, "se": 0.02725622899911941, "n": 317, "hindsight": 0.7444794952681388, "hindsight_se": 0.024535544894506975}], "best": "0-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@L", "hindsight_loss": 0.0, "gain": 0.048107255520504655, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": -1.0, "margin": -8}, {"move": "0-5@L", "value": -1.0, "margin": -8}, {"move": "0-1@R", "value": -1.0, "margin": null}, {"move": "0-5@R", "value": -1.0, "margin": null}], "best": "0-1@L", "nodes": 98}}, {"step": 8, "deal": 1, "seat": 0, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@L", "mean": 0.6703470031545742, "se": 0.025726915763100665, "n": 317, "hindsight": 0.45110410094637227, "hindsight_se": 0.02799238091725837}, {"move": "1-5@L", "mean": 0.5078864353312302, "se": 0.02749549990073427, "n": 317, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-6@L", "hindsight_loss": 0.0, "gain": 0.08123028391167197, "open": {"status": "solved", "moves": [{"move": "5-6@L", "value": 1.0, "margin": 8}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "5-6@L", "nodes": 33}}, {"step": 9, "deal": 1, "seat": 1, "move": "0-1@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 0, "move": "1-3@R", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "1-5@R", "mean": 0.735410094637224, "se": 0.012042356146729825, "n": 1268, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@R", "mean": 0.6443217665615142, "se": 0.013001942680637424, "n": 1268, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-5@R", "loss": 0.09108832807570978, "loss_se": 0.018773629135602293, "hindsight_best": "1-3@R", "hindsight_loss": 0.0, "gain": -0.045544164037854884, "open": {"status": "solved", "moves": [{"move": "1-3@R", "value": 1.0, "margin": 8}, {"move": "1-5@R", "value": -1.0, "margin": null}], "best": "1-3@R", "nodes": 10}}, {"step": 11, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 12, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.6170886075949367, 0.6056782334384858, 0.6139240506329114, 0.5899053627760252, 0.5221518987341772, 0.5646687697160884, 0.5917721518987342, 0.5914826498422713, 0.5632911392405063, 0.6703470031545742, 0.7056962025316456, 0.6443217665615142, 0.8164556962025317, 1.0], [0.30063291139240506, 0.3449367088607595, 0.3924050632911392, 0.4810126582278481, 0.5630914826498423, 0.5253164556962026, 0.5253164556962026, 0.5759493670886076, 0.6845425867507886, 0.4873417721518987, 0.5316455696202531, 0.0, 0.0, 0.0]], "curve_se": [[0.03840311015540153, 0.026848797294893374, 0.03780296578188406, 0.019097985315131565, 0.039228052890935845, 0.027439894896614855, 0.03778693273653293, 0.026687918056622597, 0.03828916519372761, 0.025726915763100665, 0.03538803307184629, 0.013001942680637424, 0.028164590933488713, 0.0], [0.03561800290995083, 0.03726681070985416, 0.03818573938541828, 0.03910998780724042, 0.02749693153300591, 0.03959946921964274, 0.03959946921964274, 0.03944129667049419, 0.025949650588050016, 0.039891554369134836, 0.03982434024494674, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 6, "given_away": 0.08477917981072555, "given_away_se": 0.03497127192684571, "inaccuracies": 1, "mistakes": 0, "start": 0.6170886075949367, "result": 1.0, "own": 0.17227166891993395, "luck": 0.21063972348512938, "dealt": 0.7151898734177216}, {"seat": 1, "decisions": 6, "choices": 2, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.30063291139240506, "result": 0.0, "own": 0.1653522607781282, "luck": -0.46598517217053326, "dealt": 0.2974683544303797}], "chance": [[0.6170886075949367, 0.6056782334384858, 0.6139240506329114, 0.5899053627760252, 0.5221518987341772, 0.5646687697160884, 0.5917721518987342, 0.5914826498422713, 0.5632911392405063, 0.6703470031545742, 0.7056962025316456, 0.6443217665615142, 0.8164556962025317, 1.0], [0.30063291139240506, 0.3449367088607595, 0.3924050632911392, 0.4810126582278481, 0.5630914826498423, 0.5253164556962026, 0.5253164556962026, 0.5759493670886076, 0.6845425867507886, 0.4873417721518987, 0.5316455696202531, 0.0, 0.0, 0.0]]}], "seats": [{"seat": 0, "decisions": 7, "choices": 6, "given_away": 0.08477917981072555, "given_away_se": 0.03497127192684571, "inaccuracies": 1, "mistakes": 0, "start": 0.6170886075949367, "result": 1.0, "own": 0.17227166891993395, "luck": 0.21063972348512938, "dealt": 0.7151898734177216}, {"seat": 1, "decisions": 6, "choices": 2, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.30063291139240506, "result": 0.0, "own": 0.1653522607781282, "luck": -0.46598517217053326, "dealt": 0.2974683544303797}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('2Wzvzt-I', '2026-12-07 21:26:22.928129+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "draw", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 141, "budget": 1.0, "seconds": 0.542, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "6-6", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6", "mean": 0.5460992907801419, "se": 0.04207772191259951, "n": 141, "hindsight": 0.6560283687943262, "hindsight_se": 0.03998947169354094}, {"move": "4-4", "mean": 0.48936170212765956, "se": 0.042248146757189194, "n": 141, "hindsight": 0.9929078014184397, "hindsight_se": 0.0070921985815602835}, {"move": "4-6", "mean": 0.4787234042553192, "se": 0.04206918254733398, "n": 141, "hindsight": 0.3971631205673759, "hindsight_se": 0.041354268757768084}, {"move": "0-2", "mean": 0.4148936170212766, "se": 0.04148871222830966, "n": 141, "hindsight": 0.3049645390070922, "hindsight_se": 0.038910260210908376}, {"move": "1-5", "mean": 0.3971631205673759, "se": 0.041354268757768084, "n": 141, "hindsight": 0.4397163120567376, "hindsight_se": 0.04194944891243332}, {"move": "2-6", "mean": 0.39361702127659576, "se": 0.0411364985829013, "n": 141, "hindsight": 0.3191489361702128, "hindsight_se": 0.039396599990321336}, {"move": "1-2", "mean": 0.3900709219858156, "se": 0.0412237447012339, "n": 141, "hindsight": 0.40070921985815605, "hindsight_se": 0.041262945270322995}], "best": "6-6", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4", "hindsight_loss": 0.33687943262411346, "gain": 0.1018237082066869, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 7695}}, {"step": 1, "deal": 1, "seat": 1, "move": "5-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@L", "mean": 0.4228723404255319, "se": 0.02076347117316875, "n": 564, "hindsight": 0.35815602836879434, "hindsight_se": 0.04036505189840195}, {"move": "3-6@R", "mean": 0.375886524822695, "se": 0.02037435265049356, "n": 564, "hindsight": 0.3971631205673759, "hindsight_se": 0.041354268757768084}, {"move": "5-6@L", "mean": 0.37145390070921985, "se": 0.02030609954488088, "n": 564, "hindsight": 0.2801418439716312, "hindsight_se": 0.03778598961656247}, {"move": "0-6@R", "mean": 0.3670212765957447, "se": 0.020274761599152043, "n": 564, "hindsight": 0.3546099290780142, "hindsight_se": 0.04011729480860911}, {"move": "5-6@R", "mean": 0.35726950354609927, "se": 0.020176166539208982, "n": 564, "hindsight": 0.2695035460992908, "hindsight_se": 0.03716039418601651}, {"move": "3-6@L", "mean": 0.33687943262411346, "se": 0.01984033205213212, "n": 564, "hindsight": 0.3404255319148936, "hindsight_se": 0.04004782757933278}], "best": "0-6@L", "loss": 0.06560283687943262, "loss_se": 0.02814738164813127, "hindsight_best": "3-6@R", "hindsight_loss": 0.12765957446808512, "gain": -0.0146276595744681, "open": {"status": "solved", "moves": [{"move": "0-6@L", "value": -1.0, "margin": -27}, {"move": "3-6@L", "value": -1.0, "margin": null}, {"move": "5-6@L", "value": -1.0, "margin": null}, {"move": "0-6@R", "value": -1.0, "margin": null}, {"move": "3-6@R", "value": -1.0, "margin": null}, {"move": "5-6@R", "value": -1.0, "margin": -27}], "best": "0-6@L", "nodes": 8192}}, {"step": 2, "deal": 1, "seat": 0, "move": "1-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.5460992907801419, "se": 0.04177565559875305, "n": 141, "hindsight": 0.75177304964539, "hindsight_se": 0.03650932674108866}, {"move": "1-5@R", "mean": 0.5106382978723404, "se": 0.041947307705841694, "n": 141, "hindsight": 0.5531914893617021, "hindsight_se": 0.04201790991091808}, {"move": "2-6@L", "mean": 0.48936170212765956, "se": 0.042248146757189194, "n": 141, "hindsight": 0.8936170212765957, "hindsight_se": 0.025567772861073125}], "best": "4-6@L", "loss": -0.03900709219858156, "loss_se": 0.042428473092032994, "hindsight_best": "2-6@L", "hindsight_loss": 0.34042553191489355, "gain": -0.004728132387706863, "open": {"status": "solved", "moves": [{"move": "2-6@L", "value": 1.0, "margin": 27}, {"move": "4-6@L", "value": 1.0, "margin": null}, {"move": "1-5@R", "value": 1.0, "margin": 6}], "best": "2-6@L", "nodes": 4005}}, {"step": 3, "deal": 1, "seat": 1, "move": "1-1@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@R", "mean": 0.3723404255319149, "se": 0.02883892147125146, "n": 282, "hindsight": 0.46099290780141844, "hindsight_se": 0.04212892175540383}, {"move": "0-6@L", "mean": 0.3546099290780142, "se": 0.0285386500288787, "n": 282, "hindsight": 0.6312056737588653, "hindsight_se": 0.040776837890915664}, {"move": "3-6@L", "mean": 0.3528368794326241, "se": 0.028450899898968537, "n": 282, "hindsight": 0.5319148936170213, "hindsight_se": 0.04217154080702616}, {"move": "1-1@R", "mean": 0.33865248226950356, "se": 0.028175887175876643, "n": 282, "hindsight": 0.2375886524822695, "hindsight_se": 0.03579377789589961}], "best": "0-1@R", "loss": -0.01773049645390071, "loss_se": 0.03732752036034024, "hindsight_best": "0-6@L", "hindsight_loss": 0.39361702127659576, "gain": -0.015957446808510634, "open": {"status": "solved", "moves": [{"move": "0-6@L", "value": -1.0, "margin": -6}, {"move": "3-6@L", "value": -1.0, "margin": null}, {"move": "0-1@R", "value": -1.0, "margin": null}, {"move": "1-1@R", "value": -1.0, "margin": -27}], "best": "0-6@L", "nodes": 1925}}, {"step": 4, "deal": 1, "seat": 0, "move": "2-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6@L", "mean": 0.5212765957446809, "se": 0.04206918254733398, "n": 141, "hindsight": 0.7978723404255319, "hindsight_se": 0.03375320293415828}, {"move": "4-6@L", "mean": 0.5106382978723404, "se": 0.042248146757189194, "n": 141, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@R", "mean": 0.475177304964539, "se": 0.04220560506202062, "n": 141, "hindsight": 0.41843971631205673, "hindsight_se": 0.04169171895547657}], "best": "2-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-6@L", "hindsight_loss": 0.2021276595744681, "gain": 0.01891252955082745, "open": {"status": "solved", "moves": [{"move": "2-6@L", "value": 1.0, "margin": 27}, {"move": "4-6@L", "value": 1.0, "margin": null}, {"move": "1-2@R", "value": -1.0, "margin": null}], "best": "2-6@L", "nodes": 569}}, {"step": 5, "deal": 1, "seat": 1, "move": "0-1@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 0, "move": "1-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@R", "mean": 0.624113475177305, "se": 0.04093512683672375, "n": 141, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@L", "mean": 0.5602836879432624, "se": 0.04194944891243331, "n": 141, "hindsight": 0.9468085106382979, "hindsight_se": 0.018629681612147085}, {"move": "0-2@L", "mean": 0.41134751773049644, "se": 0.04158817975849245, "n": 141, "hindsight": 0.524822695035461, "hindsight_se": 0.04220560506202062}], "best": "0-2@R", "loss": 0.06382978723404255, "loss_se": 0.055326942012060974, "hindsight_best": "0-2@R", "hindsight_loss": 0.05319148936170215, "gain": 0.028368794326241176, "open": {"status": "solved", "moves": [{"move": "0-2@R", "value": 1.0, "margin": 27}, {"move": "0-2@L", "value": -1.0, "margin": null}, {"move": "1-2@L", "value": -1.0, "margin": -8}], "best": "0-2@R", "nodes": 836}}, {"step": 7, "deal": 1, "seat": 1, "move": "0-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "4-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "1-3@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 0, "move": "4-4@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "3-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@L", "mean": 0.0425531914893617, "se": 0.017059228207176026, "n": 141, "hindsight": 0.05673758865248227, "hindsight_se": 0.019551842201546415}, {"move": "3-6@L", "mean": 0.03546099290780142, "se": 0.015630444397711767, "n": 141, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-5@L", "mean": 0.024822695035460994, "se": 0.01265855983719188, "n": 141, "hindsight": 0.13829787234042554, "hindsight_se": 0.028517215591183646}], "best": "3-3@L", "loss": -0.0035460992907801418, "loss_se": 0.014670005636246639, "hindsight_best": "3-5@L", "hindsight_loss": 0.0, "gain": -0.009456264775413711, "open": {"status": "solved", "moves": [{"move": "3-3@L", "value": 1.0, "margin": 8}, {"move": "3-5@L", "value": 0.0, "margin": 0}, {"move": "3-6@L", "value": -1.0, "margin": null}], "best": "3-3@L", "nodes": 1202}}, {"step": 12, "deal": 1, "seat": 0, "move": "1-4@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 13, "deal": 1, "seat": 1, "move": "5-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@L", "mean": 0.17375886524822695, "se": 0.031824706524343785, "n": 141, "hindsight": 0.12056737588652482, "hindsight_se": 0.024084403477725294}, {"move": "2-5@L", "mean": 0.1524822695035461, "se": 0.02932163739869095, "n": 141, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@L", "mean": 0.12411347517730496, "se": 0.025739335329442316, "n": 141, "hindsight": 0.09219858156028368, "hindsight_se": 0.02445082574103077}], "best": "5-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@L", "hindsight_loss": 0.0, "gain": 0.023640661938534285, "open": {"status": "solved", "moves": [{"move": "5-5@L", "value": 0.0, "margin": 0}, {"move": "0-5@L", "value": -1.0, "margin": null}, {"move": "2-5@L", "value": -1.0, "margin": null}], "best": "5-5@L", "nodes": 387}}, {"step": 14, "deal": 1, "seat": 0, "move": "1-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 15, "deal": 1, "seat": 1, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@L", "mean": 0.2375886524822695, "se": 0.03579377789589961, "n": 141, "hindsight": 0.1702127659574468, "hindsight_se": 0.025078290398108438}, {"move": "2-5@L", "mean": 0.2198581560283688, "se": 0.035002096595997366, "n": 141, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@R", "mean": 0.10638297872340426, "se": 0.02605840151896998, "n": 141, "hindsight": 0.06382978723404255, "hindsight_se": 0.020659751328834564}], "best": "0-5@L", "loss": -0.0070921985815602835, "loss_se": 0.027559374791099923, "hindsight_best": "0-5@L", "hindsight_loss": 0.1702127659574468, "gain": 0.031914893617021295, "open": {"status": "solved", "moves": [{"move": "0-5@L", "value": 0.0, "margin": 0}, {"move": "2-5@L", "value": -1.0, "margin": -24}, {"move": "3-6@R", "value": -1.0, "margin": null}], "best": "0-5@L", "nodes": 171}}, {"step": 16, "deal": 1, "seat": 0, "move": "0-2@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 17, "deal": 1, "seat": 1, "move": "3-6@R", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "0-5@L", "mean": 0.24822695035460993, "se": 0.03650932674108865, "n": 141, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-0@L", "mean": 0.1773049645390071, "se": 0.03227868758272339, "n": 141, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@R", "mean": 0.028368794326241134, "se": 0.014031598482078267, "n": 141, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-5@L", "loss": 0.2198581560283688, "loss_se": 0.03910368440309283, "hindsight_best": "3-6@R", "hindsight_loss": 0.0, "gain": -0.12293144208037825, "open": {"status": "solved", "moves": [{"move": "0-0@L", "value": -1.0, "margin": -24}, {"move": "0-5@L", "value": -1.0, "margin": null}, {"move": "3-6@R", "value": -1.0, "margin": -15}], "best": "0-0@L", "nodes": 17}}, {"step": 18, "deal": 1, "seat": 0, "move": "0-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@L", "mean": 1.0, "se": 0.0, "n": 141, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-3@R", "mean": 1.0, "se": 0.0, "n": 141, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-3@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@R", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "0-3@L", "value": 1.0, "margin": 15}, {"move": "0-3@R", "value": 1.0, "margin": 15}], "best": "0-3@L", "nodes": 2}}], "curve": [[0.4142857142857143, 0.5460992907801419, 0.6142857142857143, 0.5106382978723404, 0.5142857142857142, 0.5212765957446809, 0.37142857142857144, 0.5602836879432624, 0.5785714285714286, 0.7571428571428571, 0.8428571428571429, 0.8642857142857143, 0.9285714285714286, 0.8428571428571429, 0.85, 0.8214285714285714, 0.8, 0.8857142857142857, 1.0, 1.0], [0.4142857142857143, 0.4, 0.35726950354609927, 0.37142857142857144, 0.33865248226950356, 0.4142857142857143, 0.37142857142857144, 0.4, 0.35714285714285715, 0.1357142857142857, 0.12857142857142856, 0.0, 0.024822695035460994, 0.15, 0.17375886524822695, 0.17142857142857143, 0.2198581560283688, 0.24285714285714285, 0.028368794326241134, 0.0]], "curve_se": [[0.05930186364895274, 0.04207772191259951, 0.05859944792614803, 0.041947307705841694, 0.060168352985402906, 0.04206918254733398, 0.05816884316617732, 0.04194944891243331, 0.05900811809057751, 0.05162259237750494, 0.04381267429485672, 0.04059779564871779, 0.031004097581515396, 0.04381267429485672, 0.04238002185686071, 0.04554218380542949, 0.04815434123430769, 0.03830171786284779, 0.0, 0.0], [0.05930186364895274, 0.05897678246195885, 0.020176166539208982, 0.05816884316617732, 0.028175887175876643, 0.05930186364895274, 0.05816884316617732, 0.05897678246195885, 0.05768377522051773, 0.04059779564871779, 0.04029615300200893, 0.0, 0.01265855983719188, 0.04238002185686071, 0.031824706524343785, 0.04537138476459546, 0.035002096595997366, 0.05162259237750494, 0.014031598482078267, 0.0]], "seats": [{"seat": 0, "decisions": 10, "choices": 5, "given_away": 0.024822695035460987, "given_away_se": 0.0697226350715987, "inaccuracies": 0, "mistakes": 0, "start": 0.4142857142857143, "result": 1.0, "own": 0.14437689969604867, "luck": 0.44133738601823697, "dealt": 0.5714285714285714}, {"seat": 1, "decisions": 9, "choices": 6, "given_away": 0.2570921985815603, "given_away_se": 0.06847952400563018, "inaccuracies": 1, "mistakes": 0, "start": 0.4142857142857143, "result": 0.0, "own": -0.10741725768321511, "luck": -0.3068684566024992, "dealt": 0.4142857142857143}], "chance": [[0.4142857142857143, 0.5460992907801419, 0.6142857142857143, 0.5106382978723404, 0.5142857142857142, 0.5212765957446809, 0.37142857142857144, 0.5602836879432624, 0.5785714285714286, 0.7571428571428571, 0.8428571428571429, 0.8642857142857143, 0.9285714285714286, 0.8428571428571429, 0.85, 0.8214285714285714, 0.8, 0.8857142857142857, 1.0, 1.0], [0.4142857142857143, 0.4, 0.35726950354609927, 0.37142857142857144, 0.33865248226950356, 0.4142857142857143, 0.37142857142857144, 0.4, 0.35714285714285715, 0.1357142857142857, 0.12857142857142856, 0.0, 0.024822695035460994, 0.15, 0.17375886524822695, 0.17142857142857143, 0.2198581560283688, 0.24285714285714285, 0.028368794326241134, 0.0]]}], "seats": [{"seat": 0, "decisions": 10, "choices": 5, "given_away": 0.024822695035460987, "given_away_se": 0.0697226350715987, "inaccuracies": 0, "mistakes": 0, "start": 0.4142857142857143, "result": 1.0, "own": 0.14437689969604867, "luck": 0.44133738601823697, "dealt": 0.5714285714285714}, {"seat": 1, "decisions": 9, "choices": 6, "given_away": 0.2570921985815603, "given_away_se": 0.06847952400563018, "inaccuracies": 1, "mistakes": 0, "start": 0.4142857142857143, "result": 0.0, "own": -0.10741725768321511, "luck": -0.3068684566024992, "dealt": 0.4142857142857143}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');


--
-- Data for Name: api_tokens; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: blocks; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.blocks VALUES (1, 3, 1796678780.6685994);


--
-- Data for Name: challenges; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.challenges VALUES ('HKE5-5J1R8Hlis1n', 1, 2, '{"variant":"block","players":2,"options":{},"seats":[{"kind":"human"},{"kind":"human"}],"timer":null,"name":"","rated":false}', 1796678780.7288265, 1796679380.7288265, 'open', NULL, NULL);


--
-- Data for Name: chat_lines; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.chat_lines VALUES (1, '3bMeWeCs', 0, 1, 'fixture free text', 1796678779.065345);


--
-- Data for Name: chat_reports; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.chat_reports VALUES (1, 1, '3bMeWeCs', 0, 1, 'fixture free text', 1796678779.065345, 2, 1796678780.9403136);


--
-- Data for Name: follows; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.follows VALUES (1, 2, 1796678780.608192);


--
-- Data for Name: leases; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: mail_accounts; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.mail_accounts VALUES (1, 'ada@fixture.test', 1796678781.2827044, 'digest', 'pl', '79d2cb61d42fca496ad1aeb56ffcd3c7e9fe10e94044f45472170a3a818775fa', NULL, 1796678781.3180907);


--
-- Data for Name: mail_outbox; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.mail_outbox VALUES (1, 'verify:b3b08c6a72edb0733668e968ffb6051ebd7a2bdef4def61b7b4a9cf0e972a391', 1, 'verify', NULL, NULL, 'sent', 1796678780.9922965, 1796678780.9922965, 1796765180.9922965, 0, '11160-9ac91872b5f8', NULL, 1796678781.2022004);


--
-- Data for Name: mail_tokens; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.mail_tokens VALUES ('b3b08c6a72edb0733668e968ffb6051ebd7a2bdef4def61b7b4a9cf0e972a391', 1, 'ada@fixture.test', 1796678780.9922965, 1796678781.2827044);


--
-- Data for Name: mutes; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: rating_changes; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.rating_changes VALUES ('sZLV7oAB', 0, 1, 'block', 1500, 500, 1745.2439301068182, 485.87253012168327, 1796678777.9650884);


--
-- Data for Name: ratings; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.ratings VALUES (1, 'block', 1745.2439301068182, 485.87253012168327, 1);


--
-- Data for Name: seats; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.seats VALUES ('fo3bmcE-', 0, 'human', NULL, '6dfe2d31cbbdfa238bec86e0c13ea51b8219e022d7025392c21a6f2715bc0421', false);
INSERT INTO __SCHEMA__.seats VALUES ('fo3bmcE-', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('Gx71mtCK', 2, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('Gx71mtCK', 3, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('Gx71mtCK', 4, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('Gx71mtCK', 0, 'human', NULL, 'af150541951d27da65ed53c2a24d569b28fa936b03ecb2811b457867ad34a1e0', true);
INSERT INTO __SCHEMA__.seats VALUES ('Gx71mtCK', 1, 'human', NULL, '8875d5d53a2dae9ed01d768bb944d71067d703d67965da823ab7ac6f0f1aca91', true);
INSERT INTO __SCHEMA__.seats VALUES ('4xyZMRmR', 2, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('4xyZMRmR', 3, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('4xyZMRmR', 4, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('4xyZMRmR', 0, 'human', NULL, '3e45c08ce44606e965117def1b1eae762c79eae8f6c3162927ce210dd6bbf5a8', true);
INSERT INTO __SCHEMA__.seats VALUES ('4xyZMRmR', 1, 'human', NULL, '736b054685a395db824deb954830ac78c7c05487e9176403ba7d05397cdb9412', true);
INSERT INTO __SCHEMA__.seats VALUES ('bSOUZbP_', 0, 'human', NULL, '58b67ffe1a9c4b016e881c9f76c1a6eb3681070fd8dc903644ee89bdca7dd2ba', true);
INSERT INTO __SCHEMA__.seats VALUES ('bSOUZbP_', 1, 'human', NULL, 'd0c766783d31fc074ecb4abc436638651220ec3eb63129f0cfbf5e0c6b74e9e9', true);
INSERT INTO __SCHEMA__.seats VALUES ('1Ml5Wj3s', 0, 'human', NULL, '79490f39213a226941a8aaa2b9353bcd07bf126805cf08ee3f87b2e629897d34', true);
INSERT INTO __SCHEMA__.seats VALUES ('1Ml5Wj3s', 1, 'human', NULL, 'cb96adb6b34bc904b7607fecb9824b928eeee247420ee7803f409a23326a72c4', true);
INSERT INTO __SCHEMA__.seats VALUES ('nx5E6N3v', 0, 'human', NULL, 'fe157257835321c634c46f46e0365884e44f1aaaff51fb12b9e5888a096a9e11', true);
INSERT INTO __SCHEMA__.seats VALUES ('nx5E6N3v', 1, 'human', NULL, 'f1eb718e2583290740f74e693cfd4659d29c2287dc1c16f928a949ac4bc246a0', true);
INSERT INTO __SCHEMA__.seats VALUES ('XGz4dqAD', 0, 'human', NULL, '37a13744d2dcd494cdc4875af3a8471b4f26cdf0eddb44e71dfdd4928df30e80', true);
INSERT INTO __SCHEMA__.seats VALUES ('XGz4dqAD', 1, 'human', NULL, 'e30353189052ec1f5b0f0b7eadf7e0a70a76ec61db511bfb97881545764b0171', true);
INSERT INTO __SCHEMA__.seats VALUES ('yKSevKW1', 0, 'human', NULL, '1fc9dd096bf6d0b40cd3966770f5cda6f2d915c282e02e135fbde843af967671', true);
INSERT INTO __SCHEMA__.seats VALUES ('yKSevKW1', 1, 'human', NULL, 'd1cc81f491ccd4e1791a3c0626d024fc66faf7ecbd163146852b4016a5c8f81f', true);
INSERT INTO __SCHEMA__.seats VALUES ('DBUSXe1B', 0, 'human', NULL, '675f8d4600b00fd780438d54aa6e278367a26d0fd855d348503fc99902d8da70', true);
INSERT INTO __SCHEMA__.seats VALUES ('DBUSXe1B', 1, 'human', NULL, 'd90817699fe97ecd7866bf5a1a4b61e357b48c498816836e108696a24b312277', true);
INSERT INTO __SCHEMA__.seats VALUES ('PFjfFLeF', 0, 'human', NULL, '979d5ab912b2f685580e158c4c3a51bf12c4a00ca2f742be206bec46029385d7', true);
INSERT INTO __SCHEMA__.seats VALUES ('PFjfFLeF', 1, 'human', NULL, '85a1def06213986cffbf9b5faaff5cb184c737966d435202db2b256213ce6b94', true);
INSERT INTO __SCHEMA__.seats VALUES ('Fj81RWV0', 0, 'human', NULL, '6cbecb71a1441cca024af5d33d5ea345eb283f0429daa1b2fb8afff979492fa6', true);
INSERT INTO __SCHEMA__.seats VALUES ('Fj81RWV0', 1, 'human', NULL, 'd3702cee4a7167b84839f682cfb90950d37a02d96cd75d1c913204437ce63fd5', true);
INSERT INTO __SCHEMA__.seats VALUES ('_qcU4abZ', 0, 'human', NULL, '5af0f16372024951010a37f4ca20227139077d394224ad4969bba0f339597d6a', true);
INSERT INTO __SCHEMA__.seats VALUES ('_qcU4abZ', 1, 'human', NULL, '2a7022aca0c0c51068e4866386342b1fa350e680b48917f911396519227d12ae', true);
INSERT INTO __SCHEMA__.seats VALUES ('b37GuH92', 0, 'human', NULL, 'f2ee523145923e4d9e97b64bbbde9c83a368942a4f19bd5b8be08ee9f982b0b8', true);
INSERT INTO __SCHEMA__.seats VALUES ('b37GuH92', 1, 'human', NULL, '9402013900ef992febbab3b28cfbe47ebed7860c9966b81d630596fced56e15a', true);
INSERT INTO __SCHEMA__.seats VALUES ('wsv6iDb7', 0, 'human', NULL, '5a901aafcfde01905ba0e8325ba08448bc060a3da2eff73967e35a5f098ff344', true);
INSERT INTO __SCHEMA__.seats VALUES ('wsv6iDb7', 1, 'human', NULL, '76c53faea760091236e13380c2b7808bf8c3aa00b577ff97f12901492bab7022', true);
INSERT INTO __SCHEMA__.seats VALUES ('eUEP2C3t', 0, 'human', NULL, '2a796f4787df014685bae80c6fff4789fdff80411d44b21816c50b746ff2d588', true);
INSERT INTO __SCHEMA__.seats VALUES ('eUEP2C3t', 1, 'human', NULL, '136b1ef17c80a7c6fab258d815ee2ed948d5f1255a56d491f8b5ba0c793cbf99', true);
INSERT INTO __SCHEMA__.seats VALUES ('AwqTH2gS', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('AwqTH2gS', 0, 'human', NULL, '1309db993b3b808c898387c1ad0eb20794f0eb6863188f3e550ebd3e5fdc9c9f', true);
INSERT INTO __SCHEMA__.seats VALUES ('-x_vWpBn', 2, 'human', NULL, '20c2d2167cacf0787271f95d1787fc4a1f6956f76188dc9d527b7e2952cae32b', false);
INSERT INTO __SCHEMA__.seats VALUES ('-x_vWpBn', 0, 'human', NULL, '535cc3a2379e6da36738e65b94b3bb09c845e8294ab846ae6a169708c3b86975', true);
INSERT INTO __SCHEMA__.seats VALUES ('-x_vWpBn', 1, 'human', NULL, 'a59e7f924b562dd731e6887c86f011f8ae57473b9fd19d6a8e0427c389aa2116', true);
INSERT INTO __SCHEMA__.seats VALUES ('h2yex_TW', 0, 'human', NULL, '69bd50a28f10c19d195541a85d9e0c32e572b6aa440d9dbce4fba7cd4ae311c9', true);
INSERT INTO __SCHEMA__.seats VALUES ('h2yex_TW', 1, 'human', NULL, '08176f901c92a29d7e13f31d55e6ac00b5675b692718cb5b42b6149038e07998', true);
INSERT INTO __SCHEMA__.seats VALUES ('4dUCY8C7', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('4dUCY8C7', 0, 'human', NULL, '10662274ad2d732c27498aea22278882a243437bb51bd9db8fb0879db3f67b5b', true);
INSERT INTO __SCHEMA__.seats VALUES ('gZ-ZiI9G', 0, 'human', NULL, '9d2c922e8eb3e3ec4e6c82b47347f6fd22f82f9ff6327d954cf833b1cbabc07a', false);
INSERT INTO __SCHEMA__.seats VALUES ('gZ-ZiI9G', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('sZLV7oAB', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('sZLV7oAB', 0, 'human', NULL, '2071485067b0dcbc8148db91f546f6a603a8015760eb34ef649aa69239420056', true);
INSERT INTO __SCHEMA__.seats VALUES ('3bMeWeCs', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('3bMeWeCs', 0, 'human', NULL, '802cd48128c80de7ba3c744854a3d6d77195d787e178f694bbcb6e1c865cb978', true);
INSERT INTO __SCHEMA__.seats VALUES ('2Wzvzt-I', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('2Wzvzt-I', 0, 'human', NULL, '48b80e46c502da65fd0108a5e74dd9bee97aaa48ab9452c3cdc0840d7ff207b1', true);
INSERT INTO __SCHEMA__.seats VALUES ('tV5ZVoKa', 0, 'human', NULL, '24d171702cf713f6280b73d9f19f9eff19a9d436f0f0fe3d881718e0dc58bdd3', false);
INSERT INTO __SCHEMA__.seats VALUES ('tV5ZVoKa', 1, 'human', NULL, 'd791d520a3bedfaa8c3e4856ed8456a5750a70067a8cdebbf99b2a8662dfd6d2', false);


--
-- Data for Name: seek_people; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: seeks; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.seeks VALUES ('FfLcHIFG81MVgCbj', 2, '{"variant":"block","players":2,"options":{},"seats":[{"kind":"human"},{"kind":"human"}],"timer":null,"name":"","rated":false,"pace":{"kind":"turn-based","hours":24}}', NULL, NULL, 1796678780.879952, 1797283580.879952, NULL, NULL, 'open', NULL, NULL);


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.sessions VALUES ('b1a882e3d095f1283819a130bf9d406cad5b0d2b9f5abc2746c13a015d687a42', 1, 1796678777.3443727, 1799270777.3443727);
INSERT INTO __SCHEMA__.sessions VALUES ('50ec0564f0366062cd174e1a810dbce929b431951e7f5bcd05a1495db20c186c', 2, 1796678777.6164823, 1799270777.6164823);
INSERT INTO __SCHEMA__.sessions VALUES ('9a3ec50184f7826e52aaf76ea715fa941d05254fff927c59a51b6500c1d4f32d', 3, 1796678780.5802732, 1799270780.5802732);


--
-- Data for Name: table_accounts; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.table_accounts VALUES ('3bMeWeCs', 0, 1, '12ca17b49af2289436f303e0166030a21e525d266e209267433801a8fd4071a0', 1796678778.0846996, NULL, NULL, NULL);
INSERT INTO __SCHEMA__.table_accounts VALUES ('sZLV7oAB', 0, 1, '12ca17b49af2289436f303e0166030a21e525d266e209267433801a8fd4071a0', 1796678777.64007, '2026-12-07 21:26:17.964681+00', 5, 6);
INSERT INTO __SCHEMA__.table_accounts VALUES ('2Wzvzt-I', 0, 2, NULL, 1796678779.9484515, '2026-12-07 21:26:19.896013+00', 5, 5);


--
-- Data for Name: tables; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.tables VALUES ('fo3bmcE-', '', 'maltese-cross', 2, '{}', 19, true, NULL, '2026-12-07 21:25:00.877106+00', '2026-12-07 21:25:02.026319+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "maltese-cross",
  "players": 2,
  "options": {"target": 100},
  "seed": 19,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-3", "1-3", "0-4", "2-4", "0-5", "2-6", "5-6"], ["1-1", "2-5", "3-5", "4-5", "5-5", "3-6", "4-6"]], "stock": ["0-1", "6-6", "2-3", "1-2", "4-4", "3-4", "0-6", "3-3", "2-2", "0-0", "1-4", "1-6", "1-5", "0-2"], "set_aside": []},
    {"event": "lead", "seat": 1}
  ]
}
', '{"id": "fo3bmcE-", "name": "", "variant": "maltese-cross", "players": 2, "options": {"target": 100}, "seed": 19, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "expired", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": false, "away_since": "2026-12-07T21:25:00+00:00", "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": null, "away_seconds": 60.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T21:25:00+00:00", "finished": "2026-12-07T21:25:02+00:00", "seq": 0}', false);
INSERT INTO __SCHEMA__.tables VALUES ('Gx71mtCK', '', 'white-snake', 5, '{"max_deals": 2}', 100, true, NULL, '2026-12-07 21:25:08.949724+00', '2026-12-07 21:25:09.643129+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "white-snake",
  "players": 5,
  "options": {"max_deals": 2},
  "seed": 100,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-3", "1-4", "3-4", "4-5", "1-6"], ["0-2", "1-2", "3-3", "5-5", "4-6"], ["0-0", "0-1", "1-3", "0-4", "0-6"], ["1-1", "2-4", "4-4", "2-5", "2-6"], ["2-2", "1-5", "3-5", "5-6", "6-6"]], "stock": ["2-3", "0-5", "3-6"], "set_aside": []},
    {"event": "lead", "seat": 3},
    {"event": "play", "seat": 3, "move": "1-1"},
    {"event": "play", "seat": 4, "move": "1-5"},
    {"event": "play", "seat": 0, "move": "4-5"},
    {"event": "play", "seat": 1, "move": "4-6"},
    {"event": "play", "seat": 2, "move": "0-6"},
    {"event": "pass", "seat": 3},
    {"event": "pass", "seat": 4},
    {"event": "play", "seat": 0, "move": "0-3"},
    {"event": "play", "seat": 1, "move": "3-3"},
    {"event": "play", "seat": 2, "move": "1-3"},
    {"event": "pass", "seat": 3},
    {"event": "pass", "seat": 4},
    {"event": "play", "seat": 0, "move": "1-4"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 2, "move": "0-4"},
    {"event": "pass", "seat": 3},
    {"event": "pass", "seat": 4},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "0-2"},
    {"event": "pass", "seat": 2},
    {"event": "play", "seat": 3, "move": "2-4"},
    {"event": "pass", "seat": 4},
    {"event": "play", "seat": 0, "move": "3-4"},
    {"event": "pass", "seat": 1},
    {"event": "pass", "seat": 2},
    {"event": "pass", "seat": 3},
    {"event": "play", "seat": 4, "move": "3-5"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "5-5"},
    {"event": "pass", "seat": 2},
    {"event": "play", "seat": 3, "move": "2-5"},
    {"event": "play", "seat": 4, "move": "2-2"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "1-2"},
    {"event": "deal_end", "ending": "domino", "winners": [1], "losers": [0, 2, 3, 4], "rule": "WS-5", "pips": [7, 0, 1, 16, 23], "points": [0, 0, 0, 0, 0]},
    {"event": "token", "seat": 1, "tile": "1-1"},
    {"event": "deal", "deal": 2, "number": 2, "source": "seed", "hands": [["0-4", "2-4", "1-5", "5-5", "3-6"], ["0-2", "2-3", "4-5", "0-6", "5-6"], ["1-2", "2-2", "0-3", "3-5", "4-6"], ["1-3", "3-3", "3-4", "4-4", "2-6"], ["0-0", "0-1", "0-5", "2-5", "6-6"]], "stock": ["1-4", "1-6"], "set_aside": []},
    {"event": "lead", "seat": 2},
    {"event": "play", "seat": 2, "move": "2-2"},
    {"event": "play", "seat": 3, "move": "2-6"},
    {"event": "play", "seat": 4, "move": "6-6"},
    {"event": "play", "seat": 0, "move": "3-6"},
    {"event": "play", "seat": 1, "move": "2-3"},
    {"event": "play", "seat": 2, "move": "1-2"},
    {"event": "play", "seat": 3, "move": "1-3"},
    {"event": "pass", "seat": 4},
    {"event": "pass", "seat": 0},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 2, "move": "3-5"},
    {"event": "pass", "seat": 3},
    {"event": "play", "seat": 4, "move": "2-5"},
    {"event": "play", "seat": 0, "move": "2-4"},
    {"event": "play", "seat": 1, "move": "4-5"},
    {"event": "pass", "seat": 2},
    {"event": "pass", "seat": 3},
    {"event": "play", "seat": 4, "move": "0-5"},
    {"event": "play", "seat": 0, "move": "0-4"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 2, "move": "4-6"},
    {"event": "pass", "seat": 3},
    {"event": "pass", "seat": 4},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "0-6"},
    {"event": "play", "seat": 2, "move": "0-3"},
    {"event": "deal_end", "ending": "domino", "winners": [2], "losers": [0, 1, 3, 4], "rule": "WS-5", "pips": [16, 13, 0, 21, 1], "points": [0, 0, 0, 0, 0]},
    {"event": "token", "seat": 2, "tile": "2-2"},
    {"event": "match_end", "winners": [1, 2], "losers": [0, 3, 4], "ranking": [1, 2, 0, 3, 4], "rule": "WS-8"}
  ]
}
', '{"id": "Gx71mtCK", "name": "", "variant": "white-snake", "players": 5, "options": {"max_deals": 2}, "seed": 100, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 2, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 3, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 4, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1, 2], "losers": [0, 3, 4], "ranking": [1, 2, 0, 3, 4], "rule": "WS-8", "scores": [0, 0, 0, 0, 0], "marks": [0, 0, 0, 0, 0], "tokens": [[], ["1-1"], ["2-2"], [], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:25:08+00:00", "finished": "2026-12-07T21:25:09+00:00", "seq": 60}', false);
INSERT INTO __SCHEMA__.tables VALUES ('4xyZMRmR', '', 'white-snake', 5, '{}', 3533606457235957282, false, NULL, '2026-12-07 21:25:09.686917+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('bSOUZbP_', '', 'sausage', 2, '{"losses": 1}', 101, true, NULL, '2026-12-07 21:25:12.21078+00', '2026-12-07 21:25:13.440497+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "sausage",
  "players": 2,
  "options": {"losses": 1, "take_ends_turn": false},
  "seed": 101,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["1-2", "0-3", "1-3", "3-3", "0-4", "4-4", "0-5", "1-5", "5-5", "0-6", "1-6", "3-6", "5-6", "6-6"], ["0-0", "0-1", "1-1", "0-2", "2-2", "2-3", "1-4", "2-4", "3-4", "2-5", "3-5", "4-5", "2-6", "4-6"]], "stock": [], "set_aside": [], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "0-6"},
    {"event": "play", "seat": 1, "move": "4-6@BL"},
    {"event": "play", "seat": 0, "move": "0-3@TL"},
    {"event": "play", "seat": 1, "move": "3-4@BL"},
    {"event": "play", "seat": 0, "move": "3-6@BR"},
    {"event": "play", "seat": 1, "move": "0-1@TR"},
    {"event": "play", "seat": 0, "move": "3-3@BR"},
    {"event": "play", "seat": 1, "move": "1-4@TR"},
    {"event": "play", "seat": 0, "move": "1-3@cut:1:L"},
    {"event": "take", "seat": 1, "tiles": ["0-1", "0-3", "3-4", "0-6", "3-6", "4-6"]},
    {"event": "play", "seat": 1, "move": "0-3@BL"},
    {"event": "play", "seat": 0, "move": "1-2@TL"},
    {"event": "play", "seat": 1, "move": "2-6@TL"},
    {"event": "play", "seat": 0, "move": "4-4@TR"},
    {"event": "play", "seat": 1, "move": "3-6@BR"},
    {"event": "play", "seat": 0, "move": "1-6@BR"},
    {"event": "play", "seat": 1, "move": "3-4@cut:2:R"},
    {"event": "take", "seat": 0, "tiles": ["4-4", "1-6", "3-6"]},
    {"event": "play", "seat": 0, "move": "0-5@BL"},
    {"event": "play", "seat": 1, "move": "2-4@TR"},
    {"event": "play", "seat": 0, "move": "1-5@BL"},
    {"event": "play", "seat": 1, "move": "0-6@TL"},
    {"event": "play", "seat": 0, "move": "1-6@BL"},
    {"event": "play", "seat": 1, "move": "2-3@BR"},
    {"event": "play", "seat": 0, "move": "0-4@TL"},
    {"event": "play", "seat": 1, "move": "2-5@TR"},
    {"event": "play", "seat": 0, "move": "5-6@cut:-2:L"},
    {"event": "take", "seat": 1, "tiles": ["0-4", "1-5", "0-6", "1-6"]},
    {"event": "play", "seat": 1, "move": "4-6@TL"},
    {"event": "play", "seat": 0, "move": "5-5@BL"},
    {"event": "play", "seat": 1, "move": "4-5@TL"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "0-2@cut:-1:L"},
    {"event": "take", "seat": 0, "tiles": ["0-5", "4-5", "5-5", "2-6", "4-6", "5-6"]},
    {"event": "play", "seat": 0, "move": "2-6@TL"},
    {"event": "play", "seat": 1, "move": "0-0@BL"},
    {"event": "play", "seat": 0, "move": "4-6@TL"},
    {"event": "play", "seat": 1, "move": "2-2@BR"},
    {"event": "play", "seat": 0, "move": "5-5@TR"},
    {"event": "play", "seat": 1, "move": "0-4@BL"},
    {"event": "play", "seat": 0, "move": "4-4@TL"},
    {"event": "play", "seat": 1, "move": "0-6@cut:-3:L"},
    {"event": "take", "seat": 0, "tiles": ["0-4", "4-4", "4-6"]},
    {"event": "play", "seat": 0, "move": "6-6@TL"},
    {"event": "play", "seat": 1, "move": "0-1@BL"},
    {"event": "play", "seat": 0, "move": "3-6@TL"},
    {"event": "play", "seat": 1, "move": "1-6@BL"},
    {"event": "play", "seat": 0, "move": "5-6@BL"},
    {"event": "play", "seat": 1, "move": "3-5@TL"},
    {"event": "play", "seat": 0, "move": "4-5@BL"},
    {"event": "play", "seat": 1, "move": "1-5@TL"},
    {"event": "play", "seat": 0, "move": "4-4@BL"},
    {"event": "play", "seat": 1, "move": "1-1@TL"},
    {"event": "out", "seat": 1},
    {"event": "deal_end", "ending": "domino", "winners": [1], "losers": [0], "rule": "SA-9", "pips": [19, 0], "points": [0, 0]},
    {"event": "match_end", "winners": [1], "losers": [0], "ranking": [1, 0], "rule": "SA-10"}
  ]
}
', '{"id": "bSOUZbP_", "name": "", "variant": "sausage", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 101, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "SA-10", "scores": [0, 0], "marks": [1, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:25:12+00:00", "finished": "2026-12-07T21:25:13+00:00", "seq": 48}', false);
INSERT INTO __SCHEMA__.tables VALUES ('1Ml5Wj3s', '', 'sausage', 2, '{}', 201, true, NULL, '2026-12-07 21:25:13.473869+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('nx5E6N3v', '', 'sausage-one-way', 2, '{"losses": 1}', 102, true, NULL, '2026-12-07 21:25:19.036561+00', '2026-12-07 21:25:20.700568+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "sausage-one-way",
  "players": 2,
  "options": {"losses": 1, "take_ends_turn": false},
  "seed": 102,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-1", "2-2", "0-3", "2-3", "2-4", "3-4", "0-5", "2-5", "3-5", "4-5", "5-5", "0-6", "4-6", "5-6"], ["0-0", "1-1", "0-2", "1-2", "1-3", "3-3", "0-4", "1-4", "4-4", "1-5", "1-6", "2-6", "3-6", "6-6"]], "stock": [], "set_aside": [], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "2-2"},
    {"event": "play", "seat": 1, "move": "1-2@TR"},
    {"event": "play", "seat": 0, "move": "2-4@BR"},
    {"event": "play", "seat": 1, "move": "1-4@BR"},
    {"event": "play", "seat": 0, "move": "0-1@TR"},
    {"event": "play", "seat": 1, "move": "1-5@BR"},
    {"event": "play", "seat": 0, "move": "0-5@TR"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 0, "move": "5-6@BR"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 0, "move": "3-5@TR"},
    {"event": "play", "seat": 1, "move": "1-6@BR"},
    {"event": "play", "seat": 0, "move": "0-3@TR"},
    {"event": "play", "seat": 1, "move": "0-2@TR"},
    {"event": "play", "seat": 0, "move": "5-5@cut:3"},
    {"event": "take", "seat": 1, "tiles": ["0-1", "1-2", "2-2", "1-4", "2-4", "0-5", "1-5"]},
    {"event": "play", "seat": 1, "move": "3-6@cut:4"},
    {"event": "take", "seat": 0, "tiles": ["3-5", "5-5", "5-6"]},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "1-3@BR"},
    {"event": "play", "seat": 0, "move": "2-3@TR"},
    {"event": "play", "seat": 1, "move": "3-3@BR"},
    {"event": "play", "seat": 0, "move": "3-4@TR"},
    {"event": "play", "seat": 1, "move": "0-1@cut:5"},
    {"event": "take", "seat": 0, "tiles": ["0-3", "1-6", "3-6"]},
    {"event": "play", "seat": 0, "move": "0-3@BR"},
    {"event": "play", "seat": 1, "move": "0-5@BR"},
    {"event": "play", "seat": 0, "move": "4-6@TR"},
    {"event": "play", "seat": 1, "move": "2-6@TR"},
    {"event": "play", "seat": 0, "move": "5-5@BR"},
    {"event": "play", "seat": 1, "move": "1-2@TR"},
    {"event": "play", "seat": 0, "move": "5-6@cut:9"},
    {"event": "take", "seat": 1, "tiles": ["0-1", "0-2", "0-3", "1-3", "2-3", "3-3", "3-4", "0-5", "4-6"]},
    {"event": "play", "seat": 1, "move": "1-5@BR"},
    {"event": "play", "seat": 0, "move": "1-6@BR"},
    {"event": "play", "seat": 1, "move": "1-4@TR"},
    {"event": "play", "seat": 0, "move": "2-5@cut:10"},
    {"event": "take", "seat": 1, "tiles": ["5-5", "2-6", "5-6"]},
    {"event": "play", "seat": 1, "move": "2-4@TR"},
    {"event": "play", "seat": 0, "move": "0-6@BR"},
    {"event": "play", "seat": 1, "move": "2-3@TR"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "0-3@BR"},
    {"event": "play", "seat": 0, "move": "3-5@BR"},
    {"event": "play", "seat": 1, "move": "3-3@TR"},
    {"event": "play", "seat": 0, "move": "4-5@BR"},
    {"event": "play", "seat": 1, "move": "1-3@TR"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "1-1@cut:11"},
    {"event": "take", "seat": 0, "tiles": ["1-2", "1-5", "2-5"]},
    {"event": "play", "seat": 0, "move": "1-5@TR"},
    {"event": "play", "seat": 1, "move": "0-2@cut:13"},
    {"event": "take", "seat": 0, "tiles": ["1-1", "1-4", "2-4", "0-6", "1-6"]},
    {"event": "play", "seat": 0, "move": "1-4@BR"},
    {"event": "play", "seat": 1, "move": "0-1@BR"},
    {"event": "play", "seat": 0, "move": "2-5@TR"},
    {"event": "play", "seat": 1, "move": "0-5@BR"},
    {"event": "play", "seat": 0, "move": "2-4@TR"},
    {"event": "play", "seat": 1, "move": "4-6@TR"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "5-5@BR"},
    {"event": "play", "seat": 0, "move": "0-6@TR"},
    {"event": "play", "seat": 1, "move": "5-6@BR"},
    {"event": "play", "seat": 0, "move": "1-6@BR"},
    {"event": "play", "seat": 1, "move": "0-4@TR"},
    {"event": "play", "seat": 0, "move": "1-1@BR"},
    {"event": "play", "seat": 1, "move": "3-4@TR"},
    {"event": "play", "seat": 0, "move": "3-6@TR"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 0, "move": "1-2@BR"},
    {"event": "out", "seat": 0},
    {"event": "deal_end", "ending": "domino", "winners": [0], "losers": [1], "rule": "SA-9", "pips": [0, 32], "points": [0, 0]},
    {"event": "match_end", "winners": [0], "losers": [1], "ranking": [0, 1], "rule": "SA-10"}
  ]
}
', '{"id": "nx5E6N3v", "name": "", "variant": "sausage-one-way", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 102, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "SA-10", "scores": [0, 0], "marks": [0, 1], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:25:19+00:00", "finished": "2026-12-07T21:25:20+00:00", "seq": 63}', false);
INSERT INTO __SCHEMA__.tables VALUES ('XGz4dqAD', '', 'sausage-one-way', 2, '{}', 1683265647557745433, false, NULL, '2026-12-07 21:25:20.732463+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('DBUSXe1B', '', 'twins', 2, '{}', 203, true, NULL, '2026-12-07 21:25:28.050791+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('b37GuH92', '', 'block', 2, '{}', 205, true, NULL, '2026-12-07 21:25:43.466856+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('AwqTH2gS', '', 'draw', 2, '{}', 7, true, NULL, '2026-12-07 21:26:00.673879+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('h2yex_TW', '', 'sausage', 2, '{}', 13, true, NULL, '2026-12-07 21:26:07.947708+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('yKSevKW1', '', 'twins', 2, '{"target": 20}', 103, true, NULL, '2026-12-07 21:25:27.134679+00', '2026-12-07 21:25:28.032686+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "twins",
  "players": 2,
  "options": {"set": 6, "hand_size": null, "lead_double": null, "target": 20},
  "seed": 103,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-1", "1-1", "1-3", "3-3", "2-5", "3-5", "0-6"], ["0-0", "2-2", "0-3", "0-4", "4-5", "1-6", "4-6"]], "stock": ["1-4", "5-5", "2-4", "1-5", "0-2", "4-4", "6-6", "5-6", "3-6", "1-2", "3-4", "0-5", "2-3", "2-6"], "set_aside": []},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "3-3"},
    {"event": "play", "seat": 1, "move": "0-3@L"},
    {"event": "play", "seat": 0, "move": "1-3@R"},
    {"event": "play", "seat": 1, "move": "0-0@L"},
    {"event": "play", "seat": 0, "move": "1-1@R"},
    {"event": "play", "seat": 1, "move": "0-4@L"},
    {"event": "play", "seat": 0, "move": "0-1@R"},
    {"event": "draw", "seat": 1, "tiles": ["1-4", "5-5", "2-4", "1-5", "0-2"]},
    {"event": "play", "seat": 1, "move": "0-2@R"},
    {"event": "draw", "seat": 0, "tiles": ["4-4"]},
    {"event": "play", "seat": 0, "move": "4-4@L"},
    {"event": "play", "seat": 1, "move": "2-4@L"},
    {"event": "draw", "seat": 0, "tiles": ["6-6", "5-6", "3-6", "1-2", "3-4", "0-5", "2-3", "2-6"]},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "2-2@L"},
    {"event": "play", "seat": 0, "move": "2-5@R"},
    {"event": "play", "seat": 1, "move": "5-5@R"},
    {"event": "play", "seat": 0, "move": "0-5@R"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 0, "move": "2-3@L"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 0, "move": "3-4@L"},
    {"event": "play", "seat": 1, "move": "4-6@L"},
    {"event": "play", "seat": 0, "move": "0-6@R"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 0, "move": "6-6@L"},
    {"event": "play", "seat": 1, "move": "1-6@L"},
    {"event": "play", "seat": 0, "move": "2-6@R"},
    {"event": "play", "seat": 1, "move": "1-4@L"},
    {"event": "play", "seat": 0, "move": "1-2@R"},
    {"event": "play", "seat": 1, "move": "4-5@L"},
    {"event": "play", "seat": 0, "move": "3-5@L"},
    {"event": "play", "seat": 1, "move": "1-5@R"},
    {"event": "deal_end", "ending": "domino", "winners": [1], "losers": [0], "rule": "TW-6", "pips": [20, 0], "points": [0, 20]},
    {"event": "match_end", "winners": [1], "losers": [0], "ranking": [1, 0], "rule": "TW-7"}
  ]
}
', '{"id": "yKSevKW1", "name": "", "variant": "twins", "players": 2, "options": {"set": 6, "hand_size": null, "lead_double": null, "target": 20}, "seed": 103, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "TW-7", "scores": [0, 20], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:25:27+00:00", "finished": "2026-12-07T21:25:28+00:00", "seq": 30}', false);
INSERT INTO __SCHEMA__.tables VALUES ('Fj81RWV0', '', 'maltese-cross', 2, '{}', 4271563160379693217, false, NULL, '2026-12-07 21:25:35.411233+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('_qcU4abZ', '', 'block', 2, '{"target": 20}', 105, true, NULL, '2026-12-07 21:25:42.855552+00', '2026-12-07 21:25:43.432524+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "block",
  "players": 2,
  "options": {"target": 20, "teams": false},
  "seed": 105,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-1", "1-1", "0-2", "1-4", "2-5", "3-5", "1-6"], ["1-2", "0-3", "2-3", "0-5", "1-5", "3-6", "5-6"]], "stock": [], "set_aside": ["0-0", "2-2", "1-3", "3-3", "0-4", "2-4", "3-4", "4-4", "4-5", "5-5", "0-6", "2-6", "4-6", "6-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "1-4"},
    {"event": "play", "seat": 1, "move": "1-2@L"},
    {"event": "play", "seat": 0, "move": "2-5@L"},
    {"event": "play", "seat": 1, "move": "5-6@L"},
    {"event": "play", "seat": 0, "move": "1-6@L"},
    {"event": "play", "seat": 1, "move": "1-5@L"},
    {"event": "play", "seat": 0, "move": "3-5@L"},
    {"event": "play", "seat": 1, "move": "0-3@L"},
    {"event": "play", "seat": 0, "move": "0-2@L"},
    {"event": "play", "seat": 1, "move": "2-3@L"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "3-6@L"},
    {"event": "pass", "seat": 0},
    {"event": "pass", "seat": 1},
    {"event": "deal_end", "ending": "block", "winners": [0], "losers": [1], "rule": "R-1", "pips": [3, 5], "points": [5, 0]},
    {"event": "deal", "deal": 2, "number": 1, "source": "seed", "hands": [["1-1", "0-3", "1-3", "2-3", "3-4", "0-5", "4-6"], ["0-2", "2-2", "3-3", "3-5", "5-5", "3-6", "6-6"]], "stock": [], "set_aside": ["0-0", "0-1", "1-2", "0-4", "1-4", "2-4", "4-4", "1-5", "2-5", "4-5", "0-6", "1-6", "2-6", "5-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "3-4"},
    {"event": "play", "seat": 1, "move": "3-6@L"},
    {"event": "play", "seat": 0, "move": "4-6@R"},
    {"event": "play", "seat": 1, "move": "6-6@R"},
    {"event": "pass", "seat": 0},
    {"event": "pass", "seat": 1},
    {"event": "deal_end", "ending": "block", "winners": [0], "losers": [1], "rule": "R-1", "pips": [19, 30], "points": [30, 0]},
    {"event": "match_end", "winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1"}
  ]
}
', '{"id": "_qcU4abZ", "name": "", "variant": "block", "players": 2, "options": {"target": 20, "teams": false}, "seed": 105, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1", "scores": [35, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:25:42+00:00", "finished": "2026-12-07T21:25:43+00:00", "seq": 20}', false);
INSERT INTO __SCHEMA__.tables VALUES ('wsv6iDb7', '', 'draw', 2, '{"target": 20}', 106, true, NULL, '2026-12-07 21:25:51.461159+00', '2026-12-07 21:25:51.921174+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "draw",
  "players": 2,
  "options": {"target": 20, "teams": false},
  "seed": 106,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["1-1", "1-2", "2-3", "1-4", "1-5", "5-6", "6-6"], ["0-1", "3-3", "0-4", "0-5", "2-5", "1-6", "4-6"]], "stock": ["4-4", "4-5", "0-6", "0-3", "2-2", "0-2", "3-5", "2-6", "0-0", "3-4", "2-4", "5-5", "3-6", "1-3"], "set_aside": [], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "2-3"},
    {"event": "play", "seat": 1, "move": "3-3@R"},
    {"event": "play", "seat": 0, "move": "1-2@L"},
    {"event": "play", "seat": 1, "move": "0-1@L"},
    {"event": "draw", "seat": 0, "tiles": ["4-4", "4-5", "0-6"]},
    {"event": "play", "seat": 0, "move": "0-6@L"},
    {"event": "play", "seat": 1, "move": "1-6@L"},
    {"event": "play", "seat": 0, "move": "1-4@L"},
    {"event": "play", "seat": 1, "move": "4-6@L"},
    {"event": "play", "seat": 0, "move": "5-6@L"},
    {"event": "play", "seat": 1, "move": "2-5@L"},
    {"event": "draw", "seat": 0, "tiles": ["0-3"]},
    {"event": "play", "seat": 0, "move": "0-3@R"},
    {"event": "play", "seat": 1, "move": "0-5@R"},
    {"event": "play", "seat": 0, "move": "4-5@R"},
    {"event": "play", "seat": 1, "move": "0-4@R"},
    {"event": "deal_end", "ending": "domino", "winners": [1], "losers": [0], "rule": "R-2", "pips": [28, 0], "points": [0, 28]},
    {"event": "match_end", "winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2"}
  ]
}
', '{"id": "wsv6iDb7", "name": "", "variant": "draw", "players": 2, "options": {"target": 20, "teams": false}, "seed": 106, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2", "scores": [0, 28], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:25:51+00:00", "finished": "2026-12-07T21:25:51+00:00", "seq": 14}', false);
INSERT INTO __SCHEMA__.tables VALUES ('-x_vWpBn', '', 'block', 3, '{}', 11, true, 3600, '2026-12-07 21:26:02.317013+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('gZ-ZiI9G', '', 'block', 2, '{"target": 10}', 260419015425319047, false, NULL, '2026-12-07 21:26:15.049838+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('tV5ZVoKa', '', 'twins', 2, '{}', 17, true, NULL, '2026-12-07 21:26:21.32468+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('PFjfFLeF', '', 'maltese-cross', 2, '{"target": 20}', 104, true, NULL, '2026-12-07 21:25:34.84037+00', '2026-12-07 21:25:35.392054+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "maltese-cross",
  "players": 2,
  "options": {"target": 20},
  "seed": 104,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-0", "0-1", "1-1", "0-5", "4-5", "5-5", "5-6"], ["3-3", "0-4", "1-4", "3-4", "1-5", "3-5", "4-6"]], "stock": ["0-3", "4-4", "1-2", "0-2", "6-6", "2-3", "2-6", "2-4", "2-5", "3-6", "1-6", "1-3", "2-2", "0-6"], "set_aside": []},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "5-5"},
    {"event": "play", "seat": 1, "move": "1-5@W"},
    {"event": "play", "seat": 0, "move": "5-6@S"},
    {"event": "play", "seat": 1, "move": "3-5@E"},
    {"event": "play", "seat": 0, "move": "0-5@N"},
    {"event": "play", "seat": 1, "move": "3-3@E"},
    {"event": "play", "seat": 0, "move": "0-0@N"},
    {"event": "draw", "seat": 1, "tiles": ["0-3", "4-4", "1-2", "0-2", "6-6"]},
    {"event": "play", "seat": 1, "move": "6-6@S"},
    {"event": "play", "seat": 0, "move": "1-1@W"},
    {"event": "play", "seat": 1, "move": "1-2@W"},
    {"event": "play", "seat": 0, "move": "0-1@N"},
    {"event": "play", "seat": 1, "move": "0-2@W"},
    {"event": "draw", "seat": 0, "tiles": ["2-3"]},
    {"event": "play", "seat": 0, "move": "2-3@E"},
    {"event": "play", "seat": 1, "move": "0-3@W"},
    {"event": "draw", "seat": 0, "tiles": ["2-6"]},
    {"event": "play", "seat": 0, "move": "2-6@S"},
    {"event": "play", "seat": 1, "move": "3-4@W"},
    {"event": "play", "seat": 0, "move": "4-5@W"},
    {"event": "deal_end", "ending": "domino", "winners": [0], "losers": [1], "rule": "MC-7", "pips": [0, 27], "points": [27, 0]},
    {"event": "match_end", "winners": [0], "losers": [1], "ranking": [0, 1], "rule": "MC-8"}
  ]
}
', '{"id": "PFjfFLeF", "name": "", "variant": "maltese-cross", "players": 2, "options": {"target": 20}, "seed": 104, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "MC-8", "scores": [27, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:25:34+00:00", "finished": "2026-12-07T21:25:35+00:00", "seq": 17}', false);
INSERT INTO __SCHEMA__.tables VALUES ('eUEP2C3t', '', 'draw', 2, '{}', 351191908738055136, false, NULL, '2026-12-07 21:25:51.974408+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('4dUCY8C7', '', 'block', 2, '{"target": 10}', 3762356782465572379, false, NULL, '2026-12-07 21:26:14.558935+00', '2026-12-07 21:26:15.044679+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "block",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 3762356782465572379,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-1", "1-1", "1-3", "2-3", "1-4", "2-4", "3-5"], ["0-0", "1-2", "0-4", "0-5", "2-5", "5-5", "6-6"]], "stock": [], "set_aside": ["0-2", "2-2", "0-3", "3-3", "3-4", "4-4", "1-5", "4-5", "0-6", "1-6", "2-6", "3-6", "4-6", "5-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "1-1"},
    {"event": "play", "seat": 1, "move": "1-2@R"},
    {"event": "play", "seat": 0, "move": "2-4@R"},
    {"event": "play", "seat": 1, "move": "0-4@R"},
    {"event": "play", "seat": 0, "move": "1-3@L"},
    {"event": "play", "seat": 1, "move": "0-5@R"},
    {"event": "play", "seat": 0, "move": "3-5@L"},
    {"event": "play", "seat": 1, "move": "5-5@R"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "2-5@L"},
    {"event": "play", "seat": 0, "move": "2-3@L"},
    {"event": "pass", "seat": 1},
    {"event": "pass", "seat": 0},
    {"event": "deal_end", "ending": "block", "winners": [0], "losers": [1], "rule": "R-1", "pips": [6, 12], "points": [12, 0]},
    {"event": "match_end", "winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1"}
  ]
}
', '{"id": "4dUCY8C7", "name": "", "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 3762356782465572379, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1", "scores": [12, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T21:26:14+00:00", "finished": "2026-12-07T21:26:15+00:00", "seq": 13}', false);
INSERT INTO __SCHEMA__.tables VALUES ('sZLV7oAB', '', 'block', 2, '{"target": 10}', 2957576992673412684, false, NULL, '2026-12-07 21:26:17.626475+00', '2026-12-07 21:26:17.964681+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "block",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 2957576992673412684,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-2", "1-3", "3-4", "1-5", "2-6", "4-6", "5-6"], ["0-1", "0-3", "1-4", "4-4", "0-5", "4-5", "6-6"]], "stock": [], "set_aside": ["0-0", "1-1", "1-2", "2-2", "2-3", "3-3", "0-4", "2-4", "2-5", "3-5", "5-5", "0-6", "1-6", "3-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "2-6"},
    {"event": "play", "seat": 1, "move": "6-6@R"},
    {"event": "play", "seat": 0, "move": "4-6@R"},
    {"event": "play", "seat": 1, "move": "4-4@R"},
    {"event": "play", "seat": 0, "move": "3-4@R"},
    {"event": "play", "seat": 1, "move": "0-3@R"},
    {"event": "play", "seat": 0, "move": "0-2@L"},
    {"event": "play", "seat": 1, "move": "0-5@L"},
    {"event": "play", "seat": 0, "move": "5-6@L"},
    {"event": "play", "seat": 1, "move": "0-1@R"},
    {"event": "play", "seat": 0, "move": "1-3@R"},
    {"event": "pass", "seat": 1},
    {"event": "pass", "seat": 0},
    {"event": "deal_end", "ending": "block", "winners": [0], "losers": [1], "rule": "R-1", "pips": [6, 14], "points": [14, 0]},
    {"event": "match_end", "winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1"}
  ]
}
', '{"id": "sZLV7oAB", "name": "", "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 2957576992673412684, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0, "account": "Ada Fixture", "rating": null, "provisional": true, "bot_account": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0, "account": null, "rating": 2292, "provisional": false, "bot_account": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1", "scores": [14, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": true, "created": "2026-12-07T21:26:17+00:00", "finished": "2026-12-07T21:26:17+00:00", "seq": 13}', true);
INSERT INTO __SCHEMA__.tables VALUES ('3bMeWeCs', '', 'block', 2, '{}', 280949304195407630, false, NULL, '2026-12-07 21:26:18.008904+00', NULL, NULL, NULL, true);
INSERT INTO __SCHEMA__.tables VALUES ('2Wzvzt-I', '', 'draw', 2, '{"target": 10}', 2872674186300405551, false, NULL, '2026-12-07 21:26:19.373167+00', '2026-12-07 21:26:19.896013+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "draw",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 2872674186300405551,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-2", "1-2", "4-4", "1-5", "2-6", "4-6", "6-6"], ["0-1", "1-1", "3-3", "5-5", "0-6", "3-6", "5-6"]], "stock": ["2-5", "0-5", "2-2", "3-5", "0-0", "1-3", "0-3", "1-6", "1-4", "2-3", "2-4", "0-4", "3-4", "4-5"], "set_aside": [], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "6-6"},
    {"event": "play", "seat": 1, "move": "5-6@R"},
    {"event": "play", "seat": 0, "move": "1-5@R"},
    {"event": "play", "seat": 1, "move": "1-1@R"},
    {"event": "play", "seat": 0, "move": "2-6@L"},
    {"event": "play", "seat": 1, "move": "0-1@R"},
    {"event": "play", "seat": 0, "move": "1-2@L"},
    {"event": "play", "seat": 1, "move": "0-6@R"},
    {"event": "play", "seat": 0, "move": "4-6@R"},
    {"event": "draw", "seat": 1, "tiles": ["2-5", "0-5", "2-2", "3-5", "0-0", "1-3"]},
    {"event": "play", "seat": 1, "move": "1-3@L"},
    {"event": "play", "seat": 0, "move": "4-4@R"},
    {"event": "play", "seat": 1, "move": "3-5@L"},
    {"event": "draw", "seat": 0, "tiles": ["0-3", "1-6", "1-4"]},
    {"event": "play", "seat": 0, "move": "1-4@R"},
    {"event": "play", "seat": 1, "move": "5-5@L"},
    {"event": "play", "seat": 0, "move": "1-6@R"},
    {"event": "play", "seat": 1, "move": "2-5@L"},
    {"event": "play", "seat": 0, "move": "0-2@L"},
    {"event": "play", "seat": 1, "move": "3-6@R"},
    {"event": "play", "seat": 0, "move": "0-3@R"},
    {"event": "deal_end", "ending": "domino", "winners": [0], "losers": [1], "rule": "R-2", "pips": [0, 15], "points": [15, 0]},
    {"event": "match_end", "winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-2"}
  ]
}
', '{"id": "2Wzvzt-I", "name": "", "variant": "draw", "players": 2, "options": {"target": 10, "teams": false}, "seed": 2872674186300405551, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-2", "scores": [15, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T21:26:19+00:00", "finished": "2026-12-07T21:26:19+00:00", "seq": 19}', false);


--
-- Data for Name: vacations; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.vacations VALUES (2, 1796678780.7890313, 1796937980.7890313);


--
-- Name: accounts_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.accounts_id_seq', 3, true);


--
-- Name: actions_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.actions_id_seq', 420, true);


--
-- Name: chat_lines_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.chat_lines_id_seq', 1, true);


--
-- Name: chat_reports_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.chat_reports_id_seq', 1, true);


--
-- Name: mail_outbox_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.mail_outbox_id_seq', 1, true);


--
-- Name: accounts accounts_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.accounts
    ADD CONSTRAINT accounts_pkey PRIMARY KEY (id);


--
-- Name: actions actions_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.actions
    ADD CONSTRAINT actions_pkey PRIMARY KEY (id);


--
-- Name: actions actions_table_id_n_key; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.actions
    ADD CONSTRAINT actions_table_id_n_key UNIQUE (table_id, n);


--
-- Name: alembic_version alembic_version_pkc; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.alembic_version
    ADD CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num);


--
-- Name: analyses analyses_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.analyses
    ADD CONSTRAINT analyses_pkey PRIMARY KEY (table_id);


--
-- Name: api_tokens api_tokens_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.api_tokens
    ADD CONSTRAINT api_tokens_pkey PRIMARY KEY (id);


--
-- Name: blocks blocks_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.blocks
    ADD CONSTRAINT blocks_pkey PRIMARY KEY (account_id, blocked_id);


--
-- Name: challenges challenges_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.challenges
    ADD CONSTRAINT challenges_pkey PRIMARY KEY (id);


--
-- Name: chat_lines chat_lines_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.chat_lines
    ADD CONSTRAINT chat_lines_pkey PRIMARY KEY (id);


--
-- Name: chat_reports chat_reports_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.chat_reports
    ADD CONSTRAINT chat_reports_pkey PRIMARY KEY (id);


--
-- Name: follows follows_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.follows
    ADD CONSTRAINT follows_pkey PRIMARY KEY (account_id, followed_id);


--
-- Name: leases leases_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.leases
    ADD CONSTRAINT leases_pkey PRIMARY KEY (table_id);


--
-- Name: mail_accounts mail_accounts_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.mail_accounts
    ADD CONSTRAINT mail_accounts_pkey PRIMARY KEY (account_id);


--
-- Name: mail_outbox mail_outbox_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.mail_outbox
    ADD CONSTRAINT mail_outbox_pkey PRIMARY KEY (id);


--
-- Name: mail_tokens mail_tokens_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.mail_tokens
    ADD CONSTRAINT mail_tokens_pkey PRIMARY KEY (token_hash);


--
-- Name: mutes mutes_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.mutes
    ADD CONSTRAINT mutes_pkey PRIMARY KEY (account_id, muted_id);


--
-- Name: rating_changes rating_changes_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.rating_changes
    ADD CONSTRAINT rating_changes_pkey PRIMARY KEY (table_id, seat);


--
-- Name: ratings ratings_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.ratings
    ADD CONSTRAINT ratings_pkey PRIMARY KEY (account_id, variant);


--
-- Name: seats seats_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.seats
    ADD CONSTRAINT seats_pkey PRIMARY KEY (table_id, seat);


--
-- Name: seek_people seek_people_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.seek_people
    ADD CONSTRAINT seek_people_pkey PRIMARY KEY (seek_id, account_id);


--
-- Name: seeks seeks_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.seeks
    ADD CONSTRAINT seeks_pkey PRIMARY KEY (id);


--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (token_hash);


--
-- Name: table_accounts table_accounts_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.table_accounts
    ADD CONSTRAINT table_accounts_pkey PRIMARY KEY (table_id, seat);


--
-- Name: tables tables_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.tables
    ADD CONSTRAINT tables_pkey PRIMARY KEY (id);


--
-- Name: accounts uq_accounts_name_key; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.accounts
    ADD CONSTRAINT uq_accounts_name_key UNIQUE (name_key);


--
-- Name: api_tokens uq_api_tokens_token_hash; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.api_tokens
    ADD CONSTRAINT uq_api_tokens_token_hash UNIQUE (token_hash);


--
-- Name: chat_reports uq_chat_reports_line_reporter; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.chat_reports
    ADD CONSTRAINT uq_chat_reports_line_reporter UNIQUE (line_id, reporter_id);


--
-- Name: mail_outbox uq_mail_outbox_key; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.mail_outbox
    ADD CONSTRAINT uq_mail_outbox_key UNIQUE (key);


--
-- Name: vacations vacations_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.vacations
    ADD CONSTRAINT vacations_pkey PRIMARY KEY (account_id, starts);


--
-- Name: ix_accounts_name_skeleton; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_accounts_name_skeleton ON __SCHEMA__.accounts USING btree (name_skeleton);


--
-- Name: ix_actions_table_id; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_actions_table_id ON __SCHEMA__.actions USING btree (table_id);


--
-- Name: ix_api_tokens_account_id; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_api_tokens_account_id ON __SCHEMA__.api_tokens USING btree (account_id);


--
-- Name: ix_blocks_blocked_id; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_blocks_blocked_id ON __SCHEMA__.blocks USING btree (blocked_id);


--
-- Name: ix_challenges_expires; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_challenges_expires ON __SCHEMA__.challenges USING btree (expires);


--
-- Name: ix_challenges_from_id_status; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_challenges_from_id_status ON __SCHEMA__.challenges USING btree (from_id, status);


--
-- Name: ix_challenges_to_id_status; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_challenges_to_id_status ON __SCHEMA__.challenges USING btree (to_id, status);


--
-- Name: ix_chat_lines_at; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_chat_lines_at ON __SCHEMA__.chat_lines USING btree (at);


--
-- Name: ix_chat_lines_table_id_id; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_chat_lines_table_id_id ON __SCHEMA__.chat_lines USING btree (table_id, id);


--
-- Name: ix_chat_reports_at; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_chat_reports_at ON __SCHEMA__.chat_reports USING btree (at);


--
-- Name: ix_chat_reports_reporter_id_at; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_chat_reports_reporter_id_at ON __SCHEMA__.chat_reports USING btree (reporter_id, at);


--
-- Name: ix_follows_followed_id; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_follows_followed_id ON __SCHEMA__.follows USING btree (followed_id);


--
-- Name: ix_mail_outbox_account_id; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_mail_outbox_account_id ON __SCHEMA__.mail_outbox USING btree (account_id);


--
-- Name: ix_mail_outbox_status_due; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_mail_outbox_status_due ON __SCHEMA__.mail_outbox USING btree (status, due);


--
-- Name: ix_mail_tokens_account_id; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_mail_tokens_account_id ON __SCHEMA__.mail_tokens USING btree (account_id);


--
-- Name: ix_mail_tokens_address; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_mail_tokens_address ON __SCHEMA__.mail_tokens USING btree (address);


--
-- Name: ix_rating_changes_account_id; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_rating_changes_account_id ON __SCHEMA__.rating_changes USING btree (account_id);


--
-- Name: ix_ratings_variant_mu; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_ratings_variant_mu ON __SCHEMA__.ratings USING btree (variant, mu);


--
-- Name: ix_seek_people_account_id; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_seek_people_account_id ON __SCHEMA__.seek_people USING btree (account_id);


--
-- Name: ix_seeks_account_id_status; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_seeks_account_id_status ON __SCHEMA__.seeks USING btree (account_id, status);


--
-- Name: ix_seeks_status_expires; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_seeks_status_expires ON __SCHEMA__.seeks USING btree (status, expires);


--
-- Name: ix_sessions_account_id; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_sessions_account_id ON __SCHEMA__.sessions USING btree (account_id);


--
-- Name: ix_table_accounts_account_finished; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_table_accounts_account_finished ON __SCHEMA__.table_accounts USING btree (account_id, finished, table_id, seat);


--
-- Name: ix_table_accounts_account_id; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_table_accounts_account_id ON __SCHEMA__.table_accounts USING btree (account_id);


--
-- Name: ix_tables_finished; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_tables_finished ON __SCHEMA__.tables USING btree (finished);


--
-- Name: ix_vacations_ends; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_vacations_ends ON __SCHEMA__.vacations USING btree (ends);


--
-- Name: actions actions_table_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.actions
    ADD CONSTRAINT actions_table_id_fkey FOREIGN KEY (table_id) REFERENCES __SCHEMA__.tables(id);


--
-- Name: analyses analyses_table_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.analyses
    ADD CONSTRAINT analyses_table_id_fkey FOREIGN KEY (table_id) REFERENCES __SCHEMA__.tables(id);


--
-- Name: api_tokens api_tokens_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.api_tokens
    ADD CONSTRAINT api_tokens_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: blocks blocks_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.blocks
    ADD CONSTRAINT blocks_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: blocks blocks_blocked_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.blocks
    ADD CONSTRAINT blocks_blocked_id_fkey FOREIGN KEY (blocked_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: challenges challenges_from_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.challenges
    ADD CONSTRAINT challenges_from_id_fkey FOREIGN KEY (from_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: challenges challenges_to_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.challenges
    ADD CONSTRAINT challenges_to_id_fkey FOREIGN KEY (to_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: chat_lines chat_lines_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.chat_lines
    ADD CONSTRAINT chat_lines_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: chat_reports chat_reports_author_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.chat_reports
    ADD CONSTRAINT chat_reports_author_id_fkey FOREIGN KEY (author_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: chat_reports chat_reports_reporter_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.chat_reports
    ADD CONSTRAINT chat_reports_reporter_id_fkey FOREIGN KEY (reporter_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: follows follows_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.follows
    ADD CONSTRAINT follows_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: follows follows_followed_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.follows
    ADD CONSTRAINT follows_followed_id_fkey FOREIGN KEY (followed_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: mail_accounts mail_accounts_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.mail_accounts
    ADD CONSTRAINT mail_accounts_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: mail_outbox mail_outbox_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.mail_outbox
    ADD CONSTRAINT mail_outbox_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: mail_tokens mail_tokens_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.mail_tokens
    ADD CONSTRAINT mail_tokens_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: mutes mutes_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.mutes
    ADD CONSTRAINT mutes_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: mutes mutes_muted_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.mutes
    ADD CONSTRAINT mutes_muted_id_fkey FOREIGN KEY (muted_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: rating_changes rating_changes_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.rating_changes
    ADD CONSTRAINT rating_changes_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: rating_changes rating_changes_table_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.rating_changes
    ADD CONSTRAINT rating_changes_table_id_fkey FOREIGN KEY (table_id) REFERENCES __SCHEMA__.tables(id);


--
-- Name: ratings ratings_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.ratings
    ADD CONSTRAINT ratings_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: seats seats_table_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.seats
    ADD CONSTRAINT seats_table_id_fkey FOREIGN KEY (table_id) REFERENCES __SCHEMA__.tables(id);


--
-- Name: seek_people seek_people_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.seek_people
    ADD CONSTRAINT seek_people_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: seek_people seek_people_seek_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.seek_people
    ADD CONSTRAINT seek_people_seek_id_fkey FOREIGN KEY (seek_id) REFERENCES __SCHEMA__.seeks(id);


--
-- Name: seeks seeks_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.seeks
    ADD CONSTRAINT seeks_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: sessions sessions_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.sessions
    ADD CONSTRAINT sessions_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: table_accounts table_accounts_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.table_accounts
    ADD CONSTRAINT table_accounts_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: table_accounts table_accounts_table_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.table_accounts
    ADD CONSTRAINT table_accounts_table_id_fkey FOREIGN KEY (table_id) REFERENCES __SCHEMA__.tables(id);


--
-- Name: vacations vacations_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.vacations
    ADD CONSTRAINT vacations_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- PostgreSQL database dump complete
--

\unrestrict XHrVup77Qw0i10u5u0DAKPhl7wpA7Yad1lENcmcUrGkhJu5dKDQw5VlpB1aqlS1

