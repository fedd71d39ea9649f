--
-- PostgreSQL database dump
--

\restrict LwW1t64TL8b83dh9qKZyKWu9MLnn3K0NFOucGdopZNZCPUGhuNhYz1MszZj2aTd

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

INSERT INTO __SCHEMA__.accounts VALUES (3, 'Cy Fixture', 'cy fixture', '$argon2id$v=19$m=65536,t=3,p=4$J5Ugyf51usJV8Na2MbtxZQ$CfrfJYKCMk1jySdrJoPkiBcp5185Apgoik5RqsUelzk', '2026-12-07 21:23:28.071595+00', 0, 0, 'cyfixture', NULL, NULL);
INSERT INTO __SCHEMA__.accounts VALUES (1, 'Ada Fixture', 'ada fixture', '$argon2id$v=19$m=65536,t=3,p=4$DMpoZzVvAnp58pw88ojLxw$UsGRf0vWnXDPn3U3SowudneJ0dVB7dwrWQwaeSCVCwE', '2026-12-07 21:23:24.305481+00', 5, 8, 'adafixture', NULL, NULL);
INSERT INTO __SCHEMA__.accounts VALUES (2, 'Bob Fixture', 'bob fixture', '$argon2id$v=19$m=65536,t=3,p=4$tOUsWuc3aVNY8xR1J09LcQ$2f+zNGAoJ2724f2GlbS0HR2TRO4DmnD7C7rBP5LUC1o', '2026-12-07 21:23:24.59995+00', 3, 3, 'bobfixture', NULL, NULL);


--
-- Data for Name: actions; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.actions VALUES (1, '7bI0ao-n', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:22:08.713993+00');
INSERT INTO __SCHEMA__.actions VALUES (2, '7bI0ao-n', 1, 'move', 3, '1-1', 'bot', '2026-12-07 21:22:08.728036+00');
INSERT INTO __SCHEMA__.actions VALUES (3, '7bI0ao-n', 2, 'move', 4, '1-5', 'bot', '2026-12-07 21:22:08.7299+00');
INSERT INTO __SCHEMA__.actions VALUES (4, '7bI0ao-n', 3, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:22:08.772449+00');
INSERT INTO __SCHEMA__.actions VALUES (5, '7bI0ao-n', 4, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:22:08.772623+00');
INSERT INTO __SCHEMA__.actions VALUES (6, '7bI0ao-n', 5, 'move', 0, '4-5', 'human', '2026-12-07 21:22:08.822124+00');
INSERT INTO __SCHEMA__.actions VALUES (7, '7bI0ao-n', 6, 'move', 1, '4-6', 'human', '2026-12-07 21:22:08.824803+00');
INSERT INTO __SCHEMA__.actions VALUES (8, '7bI0ao-n', 7, 'move', 2, '0-6', 'bot', '2026-12-07 21:22:08.826511+00');
INSERT INTO __SCHEMA__.actions VALUES (9, '7bI0ao-n', 8, 'move', 3, 'pass', 'bot', '2026-12-07 21:22:08.827801+00');
INSERT INTO __SCHEMA__.actions VALUES (10, '7bI0ao-n', 9, 'move', 4, 'pass', 'bot', '2026-12-07 21:22:08.828855+00');
INSERT INTO __SCHEMA__.actions VALUES (11, '7bI0ao-n', 10, 'move', 0, '0-3', 'human', '2026-12-07 21:22:08.872705+00');
INSERT INTO __SCHEMA__.actions VALUES (12, '7bI0ao-n', 11, 'move', 1, '3-3', 'human', '2026-12-07 21:22:08.875248+00');
INSERT INTO __SCHEMA__.actions VALUES (13, '7bI0ao-n', 12, 'move', 2, '1-3', 'bot', '2026-12-07 21:22:08.876659+00');
INSERT INTO __SCHEMA__.actions VALUES (14, '7bI0ao-n', 13, 'move', 3, 'pass', 'bot', '2026-12-07 21:22:08.877799+00');
INSERT INTO __SCHEMA__.actions VALUES (15, '7bI0ao-n', 14, 'move', 4, 'pass', 'bot', '2026-12-07 21:22:08.882025+00');
INSERT INTO __SCHEMA__.actions VALUES (16, '7bI0ao-n', 15, 'move', 0, '1-4', 'human', '2026-12-07 21:22:08.918814+00');
INSERT INTO __SCHEMA__.actions VALUES (17, '7bI0ao-n', 16, 'move', 1, 'pass', 'human', '2026-12-07 21:22:08.928365+00');
INSERT INTO __SCHEMA__.actions VALUES (18, '7bI0ao-n', 17, 'move', 2, '0-4', 'bot', '2026-12-07 21:22:08.929902+00');
INSERT INTO __SCHEMA__.actions VALUES (19, '7bI0ao-n', 18, 'move', 3, 'pass', 'bot', '2026-12-07 21:22:08.932414+00');
INSERT INTO __SCHEMA__.actions VALUES (20, '7bI0ao-n', 19, 'move', 4, 'pass', 'bot', '2026-12-07 21:22:08.933231+00');
INSERT INTO __SCHEMA__.actions VALUES (21, '7bI0ao-n', 20, 'move', 0, 'pass', 'human', '2026-12-07 21:22:08.968563+00');
INSERT INTO __SCHEMA__.actions VALUES (22, '7bI0ao-n', 21, 'move', 1, '0-2', 'human', '2026-12-07 21:22:08.977974+00');
INSERT INTO __SCHEMA__.actions VALUES (23, '7bI0ao-n', 22, 'move', 2, 'pass', 'bot', '2026-12-07 21:22:08.980322+00');
INSERT INTO __SCHEMA__.actions VALUES (24, '7bI0ao-n', 23, 'move', 3, '2-4', 'bot', '2026-12-07 21:22:08.981573+00');
INSERT INTO __SCHEMA__.actions VALUES (25, '7bI0ao-n', 24, 'move', 4, 'pass', 'bot', '2026-12-07 21:22:08.984435+00');
INSERT INTO __SCHEMA__.actions VALUES (26, '7bI0ao-n', 25, 'move', 0, '3-4', 'human', '2026-12-07 21:22:09.01896+00');
INSERT INTO __SCHEMA__.actions VALUES (27, '7bI0ao-n', 26, 'move', 1, 'pass', 'human', '2026-12-07 21:22:09.025505+00');
INSERT INTO __SCHEMA__.actions VALUES (28, '7bI0ao-n', 27, 'move', 2, 'pass', 'bot', '2026-12-07 21:22:09.026881+00');
INSERT INTO __SCHEMA__.actions VALUES (29, '7bI0ao-n', 28, 'move', 3, 'pass', 'bot', '2026-12-07 21:22:09.027902+00');
INSERT INTO __SCHEMA__.actions VALUES (30, '7bI0ao-n', 29, 'move', 4, '3-5', 'bot', '2026-12-07 21:22:09.028657+00');
INSERT INTO __SCHEMA__.actions VALUES (31, '7bI0ao-n', 30, 'move', 0, 'pass', 'human', '2026-12-07 21:22:09.068829+00');
INSERT INTO __SCHEMA__.actions VALUES (32, '7bI0ao-n', 31, 'move', 1, '5-5', 'human', '2026-12-07 21:22:09.071165+00');
INSERT INTO __SCHEMA__.actions VALUES (33, '7bI0ao-n', 32, 'move', 2, 'pass', 'bot', '2026-12-07 21:22:09.07297+00');
INSERT INTO __SCHEMA__.actions VALUES (34, '7bI0ao-n', 33, 'move', 3, '2-5', 'bot', '2026-12-07 21:22:09.073813+00');
INSERT INTO __SCHEMA__.actions VALUES (35, '7bI0ao-n', 34, 'move', 4, '2-2', 'bot', '2026-12-07 21:22:09.074749+00');
INSERT INTO __SCHEMA__.actions VALUES (36, '7bI0ao-n', 35, 'move', 0, 'pass', 'human', '2026-12-07 21:22:09.1126+00');
INSERT INTO __SCHEMA__.actions VALUES (37, '7bI0ao-n', 36, 'move', 1, '1-2', 'human', '2026-12-07 21:22:09.120648+00');
INSERT INTO __SCHEMA__.actions VALUES (38, '7bI0ao-n', 37, 'move', 2, '2-2', 'bot', '2026-12-07 21:22:09.123063+00');
INSERT INTO __SCHEMA__.actions VALUES (39, '7bI0ao-n', 38, 'move', 3, '2-6', 'bot', '2026-12-07 21:22:09.132256+00');
INSERT INTO __SCHEMA__.actions VALUES (40, '7bI0ao-n', 39, 'move', 4, '6-6', 'bot', '2026-12-07 21:22:09.133292+00');
INSERT INTO __SCHEMA__.actions VALUES (41, '7bI0ao-n', 40, 'move', 0, '3-6', 'human', '2026-12-07 21:22:09.189097+00');
INSERT INTO __SCHEMA__.actions VALUES (42, '7bI0ao-n', 41, 'move', 1, '2-3', 'human', '2026-12-07 21:22:09.193616+00');
INSERT INTO __SCHEMA__.actions VALUES (43, '7bI0ao-n', 42, 'move', 2, '1-2', 'bot', '2026-12-07 21:22:09.20173+00');
INSERT INTO __SCHEMA__.actions VALUES (44, '7bI0ao-n', 43, 'move', 3, '1-3', 'bot', '2026-12-07 21:22:09.202996+00');
INSERT INTO __SCHEMA__.actions VALUES (45, '7bI0ao-n', 44, 'move', 4, 'pass', 'bot', '2026-12-07 21:22:09.204725+00');
INSERT INTO __SCHEMA__.actions VALUES (46, '7bI0ao-n', 45, 'move', 0, 'pass', 'human', '2026-12-07 21:22:09.237002+00');
INSERT INTO __SCHEMA__.actions VALUES (47, '7bI0ao-n', 46, 'move', 1, 'pass', 'human', '2026-12-07 21:22:09.244426+00');
INSERT INTO __SCHEMA__.actions VALUES (48, '7bI0ao-n', 47, 'move', 2, '3-5', 'bot', '2026-12-07 21:22:09.250192+00');
INSERT INTO __SCHEMA__.actions VALUES (49, '7bI0ao-n', 48, 'move', 3, 'pass', 'bot', '2026-12-07 21:22:09.251557+00');
INSERT INTO __SCHEMA__.actions VALUES (50, '7bI0ao-n', 49, 'move', 4, '2-5', 'bot', '2026-12-07 21:22:09.252623+00');
INSERT INTO __SCHEMA__.actions VALUES (51, '7bI0ao-n', 50, 'move', 0, '2-4', 'human', '2026-12-07 21:22:09.281224+00');
INSERT INTO __SCHEMA__.actions VALUES (52, '7bI0ao-n', 51, 'move', 1, '4-5', 'human', '2026-12-07 21:22:09.298749+00');
INSERT INTO __SCHEMA__.actions VALUES (53, '7bI0ao-n', 52, 'move', 2, 'pass', 'bot', '2026-12-07 21:22:09.321015+00');
INSERT INTO __SCHEMA__.actions VALUES (54, '7bI0ao-n', 53, 'move', 3, 'pass', 'bot', '2026-12-07 21:22:09.322917+00');
INSERT INTO __SCHEMA__.actions VALUES (55, '7bI0ao-n', 54, 'move', 4, '0-5', 'bot', '2026-12-07 21:22:09.32823+00');
INSERT INTO __SCHEMA__.actions VALUES (56, '7bI0ao-n', 55, 'move', 0, '0-4', 'human', '2026-12-07 21:22:09.330063+00');
INSERT INTO __SCHEMA__.actions VALUES (57, '7bI0ao-n', 56, 'move', 1, 'pass', 'human', '2026-12-07 21:22:09.366313+00');
INSERT INTO __SCHEMA__.actions VALUES (58, '7bI0ao-n', 57, 'move', 2, '4-6', 'bot', '2026-12-07 21:22:09.368762+00');
INSERT INTO __SCHEMA__.actions VALUES (59, '7bI0ao-n', 58, 'move', 3, 'pass', 'bot', '2026-12-07 21:22:09.372056+00');
INSERT INTO __SCHEMA__.actions VALUES (60, '7bI0ao-n', 59, 'move', 4, 'pass', 'bot', '2026-12-07 21:22:09.373596+00');
INSERT INTO __SCHEMA__.actions VALUES (61, '7bI0ao-n', 60, 'move', 0, 'pass', 'human', '2026-12-07 21:22:09.385207+00');
INSERT INTO __SCHEMA__.actions VALUES (62, '7bI0ao-n', 61, 'move', 1, '0-6', 'human', '2026-12-07 21:22:09.415981+00');
INSERT INTO __SCHEMA__.actions VALUES (63, '7bI0ao-n', 62, 'move', 2, '0-3', 'bot', '2026-12-07 21:22:09.419141+00');
INSERT INTO __SCHEMA__.actions VALUES (64, 'm4UehXQD', 0, 'move', 4, '1-1', 'bot', '2026-12-07 21:22:09.675807+00');
INSERT INTO __SCHEMA__.actions VALUES (65, 'm4UehXQD', 1, 'chat', 1, 'hello', 'human', '2026-12-07 21:22:09.767083+00');
INSERT INTO __SCHEMA__.actions VALUES (66, 'm4UehXQD', 2, 'move', 0, 'pass', 'human', '2026-12-07 21:22:10.402933+00');
INSERT INTO __SCHEMA__.actions VALUES (67, 'm4UehXQD', 3, 'move', 1, '1-2', 'human', '2026-12-07 21:22:11.016126+00');
INSERT INTO __SCHEMA__.actions VALUES (68, 'm4UehXQD', 4, 'move', 2, 'pass', 'bot', '2026-12-07 21:22:11.018432+00');
INSERT INTO __SCHEMA__.actions VALUES (69, 'm4UehXQD', 5, 'move', 3, '2-6', 'bot', '2026-12-07 21:22:11.020033+00');
INSERT INTO __SCHEMA__.actions VALUES (70, 'm4UehXQD', 6, 'move', 4, 'pass', 'bot', '2026-12-07 21:22:11.021145+00');
INSERT INTO __SCHEMA__.actions VALUES (71, 'jkWAAa3a', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:22:12.563042+00');
INSERT INTO __SCHEMA__.actions VALUES (72, 'jkWAAa3a', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:22:12.648457+00');
INSERT INTO __SCHEMA__.actions VALUES (73, 'jkWAAa3a', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:22:12.649954+00');
INSERT INTO __SCHEMA__.actions VALUES (74, 'jkWAAa3a', 3, 'move', 0, '0-6', 'human', '2026-12-07 21:22:12.700548+00');
INSERT INTO __SCHEMA__.actions VALUES (75, 'jkWAAa3a', 4, 'move', 1, '4-6@BL', 'human', '2026-12-07 21:22:12.728757+00');
INSERT INTO __SCHEMA__.actions VALUES (76, 'jkWAAa3a', 5, 'move', 0, '0-3@TL', 'human', '2026-12-07 21:22:12.776506+00');
INSERT INTO __SCHEMA__.actions VALUES (77, 'jkWAAa3a', 6, 'move', 1, '3-4@BL', 'human', '2026-12-07 21:22:12.793055+00');
INSERT INTO __SCHEMA__.actions VALUES (78, 'jkWAAa3a', 7, 'move', 0, '3-6@BR', 'human', '2026-12-07 21:22:12.840495+00');
INSERT INTO __SCHEMA__.actions VALUES (79, 'jkWAAa3a', 8, 'move', 1, '0-1@TR', 'human', '2026-12-07 21:22:12.852886+00');
INSERT INTO __SCHEMA__.actions VALUES (80, 'jkWAAa3a', 9, 'move', 0, '3-3@BR', 'human', '2026-12-07 21:22:12.884457+00');
INSERT INTO __SCHEMA__.actions VALUES (81, 'jkWAAa3a', 10, 'move', 1, '1-4@TR', 'human', '2026-12-07 21:22:12.916312+00');
INSERT INTO __SCHEMA__.actions VALUES (82, 'jkWAAa3a', 11, 'move', 0, '1-3@cut:1:L', 'human', '2026-12-07 21:22:12.94077+00');
INSERT INTO __SCHEMA__.actions VALUES (83, 'jkWAAa3a', 12, 'move', 1, '0-3@BL', 'human', '2026-12-07 21:22:12.994031+00');
INSERT INTO __SCHEMA__.actions VALUES (84, 'jkWAAa3a', 13, 'move', 0, '1-2@TL', 'human', '2026-12-07 21:22:13.068354+00');
INSERT INTO __SCHEMA__.actions VALUES (85, 'jkWAAa3a', 14, 'move', 1, '2-6@TL', 'human', '2026-12-07 21:22:13.240045+00');
INSERT INTO __SCHEMA__.actions VALUES (86, 'jkWAAa3a', 15, 'move', 0, '4-4@TR', 'human', '2026-12-07 21:22:13.370962+00');
INSERT INTO __SCHEMA__.actions VALUES (87, 'jkWAAa3a', 16, 'move', 1, '3-6@BR', 'human', '2026-12-07 21:22:13.375816+00');
INSERT INTO __SCHEMA__.actions VALUES (88, 'jkWAAa3a', 17, 'move', 0, '1-6@BR', 'human', '2026-12-07 21:22:13.521782+00');
INSERT INTO __SCHEMA__.actions VALUES (89, 'jkWAAa3a', 18, 'move', 1, '3-4@cut:2:R', 'human', '2026-12-07 21:22:13.572061+00');
INSERT INTO __SCHEMA__.actions VALUES (90, 'jkWAAa3a', 19, 'move', 0, '0-5@BL', 'human', '2026-12-07 21:22:13.594425+00');
INSERT INTO __SCHEMA__.actions VALUES (91, 'jkWAAa3a', 20, 'move', 1, '2-4@TR', 'human', '2026-12-07 21:22:13.641565+00');
INSERT INTO __SCHEMA__.actions VALUES (92, 'jkWAAa3a', 21, 'move', 0, '1-5@BL', 'human', '2026-12-07 21:22:13.692008+00');
INSERT INTO __SCHEMA__.actions VALUES (93, 'jkWAAa3a', 22, 'move', 1, '0-6@TL', 'human', '2026-12-07 21:22:13.731902+00');
INSERT INTO __SCHEMA__.actions VALUES (94, 'jkWAAa3a', 23, 'move', 0, '1-6@BL', 'human', '2026-12-07 21:22:13.76476+00');
INSERT INTO __SCHEMA__.actions VALUES (95, 'jkWAAa3a', 24, 'move', 1, '2-3@BR', 'human', '2026-12-07 21:22:13.780856+00');
INSERT INTO __SCHEMA__.actions VALUES (96, 'jkWAAa3a', 25, 'move', 0, '0-4@TL', 'human', '2026-12-07 21:22:13.812543+00');
INSERT INTO __SCHEMA__.actions VALUES (97, 'jkWAAa3a', 26, 'move', 1, '2-5@TR', 'human', '2026-12-07 21:22:13.836338+00');
INSERT INTO __SCHEMA__.actions VALUES (98, 'jkWAAa3a', 27, 'move', 0, '5-6@cut:-2:L', 'human', '2026-12-07 21:22:13.862379+00');
INSERT INTO __SCHEMA__.actions VALUES (99, 'jkWAAa3a', 28, 'move', 1, '4-6@TL', 'human', '2026-12-07 21:22:13.884426+00');
INSERT INTO __SCHEMA__.actions VALUES (102, 'jkWAAa3a', 31, 'move', 0, 'pass', 'human', '2026-12-07 21:22:13.966714+00');
INSERT INTO __SCHEMA__.actions VALUES (105, 'jkWAAa3a', 34, 'move', 1, '0-0@BL', 'human', '2026-12-07 21:22:14.048305+00');
INSERT INTO __SCHEMA__.actions VALUES (108, 'jkWAAa3a', 37, 'move', 0, '5-5@TR', 'human', '2026-12-07 21:22:14.112577+00');
INSERT INTO __SCHEMA__.actions VALUES (111, 'jkWAAa3a', 40, 'move', 1, '0-6@cut:-3:L', 'human', '2026-12-07 21:22:14.192449+00');
INSERT INTO __SCHEMA__.actions VALUES (114, 'jkWAAa3a', 43, 'move', 0, '3-6@TL', 'human', '2026-12-07 21:22:14.272861+00');
INSERT INTO __SCHEMA__.actions VALUES (117, 'jkWAAa3a', 46, 'move', 1, '3-5@TL', 'human', '2026-12-07 21:22:14.478888+00');
INSERT INTO __SCHEMA__.actions VALUES (120, 'jkWAAa3a', 49, 'move', 0, '4-4@BL', 'human', '2026-12-07 21:22:14.604815+00');
INSERT INTO __SCHEMA__.actions VALUES (123, 'tU-3qTdm', 1, 'move', 0, '4-4', 'human', '2026-12-07 21:22:16.143551+00');
INSERT INTO __SCHEMA__.actions VALUES (125, 'tU-3qTdm', 3, 'move', 0, '1-4@TR', 'human', '2026-12-07 21:22:17.443755+00');
INSERT INTO __SCHEMA__.actions VALUES (129, 'tU-3qTdm', 7, 'move', 0, '3-5@BR', 'human', '2026-12-07 21:22:20.039255+00');
INSERT INTO __SCHEMA__.actions VALUES (132, 'G6v6_COo', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:22:21.428998+00');
INSERT INTO __SCHEMA__.actions VALUES (134, 'G6v6_COo', 4, 'move', 1, '1-2@TR', 'human', '2026-12-07 21:22:21.502595+00');
INSERT INTO __SCHEMA__.actions VALUES (137, 'G6v6_COo', 7, 'move', 0, '0-1@TR', 'human', '2026-12-07 21:22:21.686557+00');
INSERT INTO __SCHEMA__.actions VALUES (140, 'G6v6_COo', 10, 'move', 1, 'pass', 'human', '2026-12-07 21:22:21.848844+00');
INSERT INTO __SCHEMA__.actions VALUES (143, 'G6v6_COo', 13, 'move', 0, '3-5@TR', 'human', '2026-12-07 21:22:21.966337+00');
INSERT INTO __SCHEMA__.actions VALUES (146, 'G6v6_COo', 16, 'move', 1, '0-2@TR', 'human', '2026-12-07 21:22:22.107932+00');
INSERT INTO __SCHEMA__.actions VALUES (152, 'G6v6_COo', 22, 'move', 1, '3-3@BR', 'human', '2026-12-07 21:22:22.424766+00');
INSERT INTO __SCHEMA__.actions VALUES (154, 'G6v6_COo', 24, 'move', 1, '0-1@cut:5', 'human', '2026-12-07 21:22:22.481784+00');
INSERT INTO __SCHEMA__.actions VALUES (157, 'G6v6_COo', 27, 'move', 0, '4-6@TR', 'human', '2026-12-07 21:22:22.589427+00');
INSERT INTO __SCHEMA__.actions VALUES (160, 'G6v6_COo', 30, 'move', 1, '1-2@TR', 'human', '2026-12-07 21:22:22.670342+00');
INSERT INTO __SCHEMA__.actions VALUES (163, 'G6v6_COo', 33, 'move', 0, '1-6@BR', 'human', '2026-12-07 21:22:22.768662+00');
INSERT INTO __SCHEMA__.actions VALUES (166, 'G6v6_COo', 36, 'move', 1, '2-4@TR', 'human', '2026-12-07 21:22:22.855927+00');
INSERT INTO __SCHEMA__.actions VALUES (169, 'G6v6_COo', 39, 'move', 0, 'pass', 'human', '2026-12-07 21:22:22.988613+00');
INSERT INTO __SCHEMA__.actions VALUES (172, 'G6v6_COo', 42, 'move', 1, '3-3@TR', 'human', '2026-12-07 21:22:23.050816+00');
INSERT INTO __SCHEMA__.actions VALUES (175, 'G6v6_COo', 45, 'move', 0, 'pass', 'human', '2026-12-07 21:22:23.144644+00');
INSERT INTO __SCHEMA__.actions VALUES (178, 'G6v6_COo', 48, 'move', 1, '0-2@cut:13', 'human', '2026-12-07 21:22:23.204217+00');
INSERT INTO __SCHEMA__.actions VALUES (181, 'G6v6_COo', 51, 'move', 0, '2-5@TR', 'human', '2026-12-07 21:22:23.297652+00');
INSERT INTO __SCHEMA__.actions VALUES (185, 'G6v6_COo', 55, 'move', 0, 'pass', 'human', '2026-12-07 21:22:23.440655+00');
INSERT INTO __SCHEMA__.actions VALUES (187, 'G6v6_COo', 57, 'move', 0, '0-6@TR', 'human', '2026-12-07 21:22:23.499813+00');
INSERT INTO __SCHEMA__.actions VALUES (189, 'G6v6_COo', 59, 'move', 0, '1-6@BR', 'human', '2026-12-07 21:22:23.699412+00');
INSERT INTO __SCHEMA__.actions VALUES (192, 'G6v6_COo', 62, 'move', 1, '3-4@TR', 'human', '2026-12-07 21:22:24.010827+00');
INSERT INTO __SCHEMA__.actions VALUES (195, 'G6v6_COo', 65, 'move', 0, '1-2@BR', 'human', '2026-12-07 21:22:24.365318+00');
INSERT INTO __SCHEMA__.actions VALUES (199, 'TDB7SrgV', 3, 'move', 1, '2-6@BR', 'human', '2026-12-07 21:22:26.581735+00');
INSERT INTO __SCHEMA__.actions VALUES (200, 'TDB7SrgV', 4, 'move', 0, '0-3@TR', 'human', '2026-12-07 21:22:27.201883+00');
INSERT INTO __SCHEMA__.actions VALUES (205, '_E8j3wP4', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:22:31.169632+00');
INSERT INTO __SCHEMA__.actions VALUES (207, '_E8j3wP4', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:22:31.284256+00');
INSERT INTO __SCHEMA__.actions VALUES (210, '_E8j3wP4', 5, 'move', 0, '1-3@R', 'human', '2026-12-07 21:22:31.480588+00');
INSERT INTO __SCHEMA__.actions VALUES (213, '_E8j3wP4', 8, 'move', 1, '0-4@L', 'human', '2026-12-07 21:22:31.566452+00');
INSERT INTO __SCHEMA__.actions VALUES (214, '_E8j3wP4', 9, 'move', 0, '0-1@R', 'human', '2026-12-07 21:22:31.649311+00');
INSERT INTO __SCHEMA__.actions VALUES (215, '_E8j3wP4', 10, 'move', 1, '0-2@R', 'human', '2026-12-07 21:22:31.654804+00');
INSERT INTO __SCHEMA__.actions VALUES (218, '_E8j3wP4', 13, 'move', 0, 'pass', 'human', '2026-12-07 21:22:31.820143+00');
INSERT INTO __SCHEMA__.actions VALUES (221, '_E8j3wP4', 16, 'move', 1, '5-5@R', 'human', '2026-12-07 21:22:32.022242+00');
INSERT INTO __SCHEMA__.actions VALUES (223, '_E8j3wP4', 18, 'move', 1, 'pass', 'human', '2026-12-07 21:22:32.116284+00');
INSERT INTO __SCHEMA__.actions VALUES (226, '_E8j3wP4', 21, 'move', 0, '3-4@L', 'human', '2026-12-07 21:22:32.267495+00');
INSERT INTO __SCHEMA__.actions VALUES (229, '_E8j3wP4', 24, 'move', 1, 'pass', 'human', '2026-12-07 21:22:32.457896+00');
INSERT INTO __SCHEMA__.actions VALUES (232, '_E8j3wP4', 27, 'move', 0, '2-6@R', 'human', '2026-12-07 21:22:32.620041+00');
INSERT INTO __SCHEMA__.actions VALUES (234, '_E8j3wP4', 29, 'move', 0, '1-2@R', 'human', '2026-12-07 21:22:32.691765+00');
INSERT INTO __SCHEMA__.actions VALUES (236, '_E8j3wP4', 31, 'move', 0, '3-5@L', 'human', '2026-12-07 21:22:32.816509+00');
INSERT INTO __SCHEMA__.actions VALUES (244, '3o7oHxey', 6, 'move', 0, '1-1@L', 'human', '2026-12-07 21:22:36.989781+00');
INSERT INTO __SCHEMA__.actions VALUES (245, '3o7oHxey', 7, 'move', 1, '0-0@R', 'human', '2026-12-07 21:22:37.607605+00');
INSERT INTO __SCHEMA__.actions VALUES (249, 'OLDW1RVU', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:22:40.212862+00');
INSERT INTO __SCHEMA__.actions VALUES (251, 'OLDW1RVU', 3, 'move', 0, '5-5', 'human', '2026-12-07 21:22:40.256652+00');
INSERT INTO __SCHEMA__.actions VALUES (254, 'OLDW1RVU', 6, 'move', 1, '3-5@E', 'human', '2026-12-07 21:22:40.328493+00');
INSERT INTO __SCHEMA__.actions VALUES (257, 'OLDW1RVU', 9, 'move', 0, '0-0@N', 'human', '2026-12-07 21:22:40.416636+00');
INSERT INTO __SCHEMA__.actions VALUES (261, 'OLDW1RVU', 13, 'move', 0, '0-1@N', 'human', '2026-12-07 21:22:40.612875+00');
INSERT INTO __SCHEMA__.actions VALUES (264, 'OLDW1RVU', 16, 'move', 1, '0-3@W', 'human', '2026-12-07 21:22:40.692736+00');
INSERT INTO __SCHEMA__.actions VALUES (267, 'OLDW1RVU', 19, 'move', 0, '4-5@W', 'human', '2026-12-07 21:22:40.752859+00');
INSERT INTO __SCHEMA__.actions VALUES (268, 'WN9XgyWQ', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:22:41.108254+00');
INSERT INTO __SCHEMA__.actions VALUES (269, 'WN9XgyWQ', 1, 'move', 1, '5-5', 'human', '2026-12-07 21:22:41.892703+00');
INSERT INTO __SCHEMA__.actions VALUES (270, 'WN9XgyWQ', 2, 'move', 0, '0-5@E', 'human', '2026-12-07 21:22:42.580307+00');
INSERT INTO __SCHEMA__.actions VALUES (285, 'WvLPBPRK', 6, 'move', 1, '5-6@L', 'human', '2026-12-07 21:22:49.260789+00');
INSERT INTO __SCHEMA__.actions VALUES (288, 'WvLPBPRK', 9, 'move', 0, '3-5@L', 'human', '2026-12-07 21:22:49.320873+00');
INSERT INTO __SCHEMA__.actions VALUES (291, 'WvLPBPRK', 12, 'move', 1, '2-3@L', 'human', '2026-12-07 21:22:49.40081+00');
INSERT INTO __SCHEMA__.actions VALUES (294, 'WvLPBPRK', 15, 'move', 0, 'pass', 'human', '2026-12-07 21:22:49.456589+00');
INSERT INTO __SCHEMA__.actions VALUES (297, 'WvLPBPRK', 18, 'move', 1, '3-6@L', 'human', '2026-12-07 21:22:49.545149+00');
INSERT INTO __SCHEMA__.actions VALUES (300, 'WvLPBPRK', 21, 'move', 0, 'pass', 'human', '2026-12-07 21:22:49.607999+00');
INSERT INTO __SCHEMA__.actions VALUES (302, 'OiIRoRS9', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:22:49.841219+00');
INSERT INTO __SCHEMA__.actions VALUES (308, 'OiIRoRS9', 6, 'move', 1, 'pass', 'human', '2026-12-07 21:22:53.563272+00');
INSERT INTO __SCHEMA__.actions VALUES (309, 'OiIRoRS9', 7, 'move', 1, '5-6', 'human', '2026-12-07 21:22:54.171134+00');
INSERT INTO __SCHEMA__.actions VALUES (311, 'OiIRoRS9', 9, 'move', 1, '2-5@L', 'human', '2026-12-07 21:22:55.385217+00');
INSERT INTO __SCHEMA__.actions VALUES (100, 'jkWAAa3a', 29, 'move', 0, '5-5@BL', 'human', '2026-12-07 21:22:13.916422+00');
INSERT INTO __SCHEMA__.actions VALUES (103, 'jkWAAa3a', 32, 'move', 1, '0-2@cut:-1:L', 'human', '2026-12-07 21:22:13.991476+00');
INSERT INTO __SCHEMA__.actions VALUES (106, 'jkWAAa3a', 35, 'move', 0, '4-6@TL', 'human', '2026-12-07 21:22:14.069567+00');
INSERT INTO __SCHEMA__.actions VALUES (109, 'jkWAAa3a', 38, 'move', 1, '0-4@BL', 'human', '2026-12-07 21:22:14.146306+00');
INSERT INTO __SCHEMA__.actions VALUES (112, 'jkWAAa3a', 41, 'move', 0, '6-6@TL', 'human', '2026-12-07 21:22:14.219968+00');
INSERT INTO __SCHEMA__.actions VALUES (115, 'jkWAAa3a', 44, 'move', 1, '1-6@BL', 'human', '2026-12-07 21:22:14.310614+00');
INSERT INTO __SCHEMA__.actions VALUES (118, 'jkWAAa3a', 47, 'move', 0, '4-5@BL', 'human', '2026-12-07 21:22:14.522222+00');
INSERT INTO __SCHEMA__.actions VALUES (121, 'jkWAAa3a', 50, 'move', 1, '1-1@TL', 'human', '2026-12-07 21:22:14.614588+00');
INSERT INTO __SCHEMA__.actions VALUES (122, 'tU-3qTdm', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:22:15.475936+00');
INSERT INTO __SCHEMA__.actions VALUES (124, 'tU-3qTdm', 2, 'move', 1, '2-4@BR', 'human', '2026-12-07 21:22:16.803246+00');
INSERT INTO __SCHEMA__.actions VALUES (126, 'tU-3qTdm', 4, 'move', 1, '4-6@TL', 'human', '2026-12-07 21:22:18.051862+00');
INSERT INTO __SCHEMA__.actions VALUES (127, 'tU-3qTdm', 5, 'move', 0, '2-3@BR', 'human', '2026-12-07 21:22:18.720549+00');
INSERT INTO __SCHEMA__.actions VALUES (128, 'tU-3qTdm', 6, 'move', 1, '1-6@TR', 'human', '2026-12-07 21:22:19.425917+00');
INSERT INTO __SCHEMA__.actions VALUES (135, 'G6v6_COo', 5, 'move', 0, '2-4@BR', 'human', '2026-12-07 21:22:21.552471+00');
INSERT INTO __SCHEMA__.actions VALUES (138, 'G6v6_COo', 8, 'move', 1, '1-5@BR', 'human', '2026-12-07 21:22:21.73805+00');
INSERT INTO __SCHEMA__.actions VALUES (141, 'G6v6_COo', 11, 'move', 0, '5-6@BR', 'human', '2026-12-07 21:22:21.872226+00');
INSERT INTO __SCHEMA__.actions VALUES (144, 'G6v6_COo', 14, 'move', 1, '1-6@BR', 'human', '2026-12-07 21:22:22.048117+00');
INSERT INTO __SCHEMA__.actions VALUES (147, 'G6v6_COo', 17, 'move', 0, '5-5@cut:3', 'human', '2026-12-07 21:22:22.140804+00');
INSERT INTO __SCHEMA__.actions VALUES (149, 'G6v6_COo', 19, 'move', 0, 'pass', 'human', '2026-12-07 21:22:22.278549+00');
INSERT INTO __SCHEMA__.actions VALUES (151, 'G6v6_COo', 21, 'move', 0, '2-3@TR', 'human', '2026-12-07 21:22:22.383045+00');
INSERT INTO __SCHEMA__.actions VALUES (156, 'G6v6_COo', 26, 'move', 1, '0-5@BR', 'human', '2026-12-07 21:22:22.542479+00');
INSERT INTO __SCHEMA__.actions VALUES (159, 'G6v6_COo', 29, 'move', 0, '5-5@BR', 'human', '2026-12-07 21:22:22.650816+00');
INSERT INTO __SCHEMA__.actions VALUES (162, 'G6v6_COo', 32, 'move', 1, '1-5@BR', 'human', '2026-12-07 21:22:22.728364+00');
INSERT INTO __SCHEMA__.actions VALUES (165, 'G6v6_COo', 35, 'move', 0, '2-5@cut:10', 'human', '2026-12-07 21:22:22.824686+00');
INSERT INTO __SCHEMA__.actions VALUES (168, 'G6v6_COo', 38, 'move', 1, '2-3@TR', 'human', '2026-12-07 21:22:22.946212+00');
INSERT INTO __SCHEMA__.actions VALUES (171, 'G6v6_COo', 41, 'move', 0, '3-5@BR', 'human', '2026-12-07 21:22:23.044695+00');
INSERT INTO __SCHEMA__.actions VALUES (174, 'G6v6_COo', 44, 'move', 1, '1-3@TR', 'human', '2026-12-07 21:22:23.100286+00');
INSERT INTO __SCHEMA__.actions VALUES (177, 'G6v6_COo', 47, 'move', 0, '1-5@TR', 'human', '2026-12-07 21:22:23.192695+00');
INSERT INTO __SCHEMA__.actions VALUES (180, 'G6v6_COo', 50, 'move', 1, '0-1@BR', 'human', '2026-12-07 21:22:23.252337+00');
INSERT INTO __SCHEMA__.actions VALUES (184, 'G6v6_COo', 54, 'move', 1, '4-6@TR', 'human', '2026-12-07 21:22:23.399999+00');
INSERT INTO __SCHEMA__.actions VALUES (188, 'G6v6_COo', 58, 'move', 1, '5-6@BR', 'human', '2026-12-07 21:22:23.63599+00');
INSERT INTO __SCHEMA__.actions VALUES (190, 'G6v6_COo', 60, 'move', 1, '0-4@TR', 'human', '2026-12-07 21:22:23.849071+00');
INSERT INTO __SCHEMA__.actions VALUES (193, 'G6v6_COo', 63, 'move', 0, '3-6@TR', 'human', '2026-12-07 21:22:24.048093+00');
INSERT INTO __SCHEMA__.actions VALUES (197, 'TDB7SrgV', 1, 'move', 1, '6-6', 'human', '2026-12-07 21:22:25.365227+00');
INSERT INTO __SCHEMA__.actions VALUES (198, 'TDB7SrgV', 2, 'move', 0, '0-6@TR', 'human', '2026-12-07 21:22:25.977426+00');
INSERT INTO __SCHEMA__.actions VALUES (202, 'TDB7SrgV', 6, 'move', 0, '3-6@BR', 'human', '2026-12-07 21:22:28.551903+00');
INSERT INTO __SCHEMA__.actions VALUES (209, '_E8j3wP4', 4, 'move', 1, '0-3@L', 'human', '2026-12-07 21:22:31.430492+00');
INSERT INTO __SCHEMA__.actions VALUES (212, '_E8j3wP4', 7, 'move', 0, '1-1@R', 'human', '2026-12-07 21:22:31.551765+00');
INSERT INTO __SCHEMA__.actions VALUES (216, '_E8j3wP4', 11, 'move', 0, '4-4@L', 'human', '2026-12-07 21:22:31.702911+00');
INSERT INTO __SCHEMA__.actions VALUES (219, '_E8j3wP4', 14, 'move', 1, '2-2@L', 'human', '2026-12-07 21:22:31.908758+00');
INSERT INTO __SCHEMA__.actions VALUES (222, '_E8j3wP4', 17, 'move', 0, '0-5@R', 'human', '2026-12-07 21:22:32.064861+00');
INSERT INTO __SCHEMA__.actions VALUES (225, '_E8j3wP4', 20, 'move', 1, 'pass', 'human', '2026-12-07 21:22:32.248587+00');
INSERT INTO __SCHEMA__.actions VALUES (228, '_E8j3wP4', 23, 'move', 0, '0-6@R', 'human', '2026-12-07 21:22:32.403907+00');
INSERT INTO __SCHEMA__.actions VALUES (231, '_E8j3wP4', 26, 'move', 1, '1-6@L', 'human', '2026-12-07 21:22:32.566374+00');
INSERT INTO __SCHEMA__.actions VALUES (235, '_E8j3wP4', 30, 'move', 1, '4-5@L', 'human', '2026-12-07 21:22:32.772518+00');
INSERT INTO __SCHEMA__.actions VALUES (237, '_E8j3wP4', 32, 'move', 1, '1-5@R', 'human', '2026-12-07 21:22:32.819169+00');
INSERT INTO __SCHEMA__.actions VALUES (241, '3o7oHxey', 3, 'move', 1, '1-6@L', 'human', '2026-12-07 21:22:35.138592+00');
INSERT INTO __SCHEMA__.actions VALUES (242, '3o7oHxey', 4, 'move', 0, '2-2@R', 'human', '2026-12-07 21:22:35.777375+00');
INSERT INTO __SCHEMA__.actions VALUES (243, '3o7oHxey', 5, 'move', 1, '0-2@R', 'human', '2026-12-07 21:22:36.384238+00');
INSERT INTO __SCHEMA__.actions VALUES (248, 'OLDW1RVU', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:22:40.14664+00');
INSERT INTO __SCHEMA__.actions VALUES (250, 'OLDW1RVU', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:22:40.212944+00');
INSERT INTO __SCHEMA__.actions VALUES (252, 'OLDW1RVU', 4, 'move', 1, '1-5@W', 'human', '2026-12-07 21:22:40.274824+00');
INSERT INTO __SCHEMA__.actions VALUES (255, 'OLDW1RVU', 7, 'move', 0, '0-5@N', 'human', '2026-12-07 21:22:40.36873+00');
INSERT INTO __SCHEMA__.actions VALUES (258, 'OLDW1RVU', 10, 'move', 1, '6-6@S', 'human', '2026-12-07 21:22:40.420578+00');
INSERT INTO __SCHEMA__.actions VALUES (259, 'OLDW1RVU', 11, 'move', 0, '1-1@W', 'human', '2026-12-07 21:22:40.481584+00');
INSERT INTO __SCHEMA__.actions VALUES (262, 'OLDW1RVU', 14, 'move', 1, '0-2@W', 'human', '2026-12-07 21:22:40.643611+00');
INSERT INTO __SCHEMA__.actions VALUES (265, 'OLDW1RVU', 17, 'move', 0, '2-6@S', 'human', '2026-12-07 21:22:40.696254+00');
INSERT INTO __SCHEMA__.actions VALUES (271, 'WN9XgyWQ', 3, 'move', 1, '5-6@W', 'human', '2026-12-07 21:22:43.196738+00');
INSERT INTO __SCHEMA__.actions VALUES (272, 'WN9XgyWQ', 4, 'move', 0, '2-5@S', 'human', '2026-12-07 21:22:43.864549+00');
INSERT INTO __SCHEMA__.actions VALUES (276, 'WN9XgyWQ', 8, 'move', 0, '6-6@W', 'human', '2026-12-07 21:22:46.462833+00');
INSERT INTO __SCHEMA__.actions VALUES (277, 'WN9XgyWQ', 9, 'move', 1, '2-2@S', 'human', '2026-12-07 21:22:47.090597+00');
INSERT INTO __SCHEMA__.actions VALUES (280, 'WvLPBPRK', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:22:49.133424+00');
INSERT INTO __SCHEMA__.actions VALUES (282, 'WvLPBPRK', 3, 'move', 0, '1-4', 'human', '2026-12-07 21:22:49.184739+00');
INSERT INTO __SCHEMA__.actions VALUES (284, 'WvLPBPRK', 5, 'move', 0, '2-5@L', 'human', '2026-12-07 21:22:49.228748+00');
INSERT INTO __SCHEMA__.actions VALUES (287, 'WvLPBPRK', 8, 'move', 1, '1-5@L', 'human', '2026-12-07 21:22:49.304996+00');
INSERT INTO __SCHEMA__.actions VALUES (290, 'WvLPBPRK', 11, 'move', 0, '0-2@L', 'human', '2026-12-07 21:22:49.364841+00');
INSERT INTO __SCHEMA__.actions VALUES (293, 'WvLPBPRK', 14, 'move', 1, '3-6@L', 'human', '2026-12-07 21:22:49.444822+00');
INSERT INTO __SCHEMA__.actions VALUES (296, 'WvLPBPRK', 17, 'move', 0, '3-4', 'human', '2026-12-07 21:22:49.508493+00');
INSERT INTO __SCHEMA__.actions VALUES (299, 'WvLPBPRK', 20, 'move', 1, '6-6@R', 'human', '2026-12-07 21:22:49.598668+00');
INSERT INTO __SCHEMA__.actions VALUES (305, 'OiIRoRS9', 3, 'move', 0, '3-5@R', 'human', '2026-12-07 21:22:51.712124+00');
INSERT INTO __SCHEMA__.actions VALUES (306, 'OiIRoRS9', 4, 'move', 1, '3-4@R', 'human', '2026-12-07 21:22:52.323504+00');
INSERT INTO __SCHEMA__.actions VALUES (310, 'OiIRoRS9', 8, 'move', 0, '0-6@R', 'human', '2026-12-07 21:22:54.776113+00');
INSERT INTO __SCHEMA__.actions VALUES (312, 'OiIRoRS9', 10, 'move', 0, '2-2@L', 'human', '2026-12-07 21:22:55.990064+00');
INSERT INTO __SCHEMA__.actions VALUES (101, 'jkWAAa3a', 30, 'move', 1, '4-5@TL', 'human', '2026-12-07 21:22:13.936424+00');
INSERT INTO __SCHEMA__.actions VALUES (104, 'jkWAAa3a', 33, 'move', 0, '2-6@TL', 'human', '2026-12-07 21:22:14.018708+00');
INSERT INTO __SCHEMA__.actions VALUES (107, 'jkWAAa3a', 36, 'move', 1, '2-2@BR', 'human', '2026-12-07 21:22:14.092408+00');
INSERT INTO __SCHEMA__.actions VALUES (110, 'jkWAAa3a', 39, 'move', 0, '4-4@TL', 'human', '2026-12-07 21:22:14.160341+00');
INSERT INTO __SCHEMA__.actions VALUES (113, 'jkWAAa3a', 42, 'move', 1, '0-1@BL', 'human', '2026-12-07 21:22:14.243686+00');
INSERT INTO __SCHEMA__.actions VALUES (116, 'jkWAAa3a', 45, 'move', 0, '5-6@BL', 'human', '2026-12-07 21:22:14.342618+00');
INSERT INTO __SCHEMA__.actions VALUES (119, 'jkWAAa3a', 48, 'move', 1, '1-5@TL', 'human', '2026-12-07 21:22:14.535995+00');
INSERT INTO __SCHEMA__.actions VALUES (130, 'G6v6_COo', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:22:21.381445+00');
INSERT INTO __SCHEMA__.actions VALUES (131, 'G6v6_COo', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:22:21.428916+00');
INSERT INTO __SCHEMA__.actions VALUES (133, 'G6v6_COo', 3, 'move', 0, '2-2', 'human', '2026-12-07 21:22:21.482821+00');
INSERT INTO __SCHEMA__.actions VALUES (136, 'G6v6_COo', 6, 'move', 1, '1-4@BR', 'human', '2026-12-07 21:22:21.568883+00');
INSERT INTO __SCHEMA__.actions VALUES (139, 'G6v6_COo', 9, 'move', 0, '0-5@TR', 'human', '2026-12-07 21:22:21.788286+00');
INSERT INTO __SCHEMA__.actions VALUES (142, 'G6v6_COo', 12, 'move', 1, 'pass', 'human', '2026-12-07 21:22:21.9122+00');
INSERT INTO __SCHEMA__.actions VALUES (145, 'G6v6_COo', 15, 'move', 0, '0-3@TR', 'human', '2026-12-07 21:22:22.06357+00');
INSERT INTO __SCHEMA__.actions VALUES (148, 'G6v6_COo', 18, 'move', 1, '3-6@cut:4', 'human', '2026-12-07 21:22:22.235283+00');
INSERT INTO __SCHEMA__.actions VALUES (150, 'G6v6_COo', 20, 'move', 1, '1-3@BR', 'human', '2026-12-07 21:22:22.321432+00');
INSERT INTO __SCHEMA__.actions VALUES (153, 'G6v6_COo', 23, 'move', 0, '3-4@TR', 'human', '2026-12-07 21:22:22.456052+00');
INSERT INTO __SCHEMA__.actions VALUES (155, 'G6v6_COo', 25, 'move', 0, '0-3@BR', 'human', '2026-12-07 21:22:22.535295+00');
INSERT INTO __SCHEMA__.actions VALUES (158, 'G6v6_COo', 28, 'move', 1, '2-6@TR', 'human', '2026-12-07 21:22:22.612435+00');
INSERT INTO __SCHEMA__.actions VALUES (161, 'G6v6_COo', 31, 'move', 0, '5-6@cut:9', 'human', '2026-12-07 21:22:22.71701+00');
INSERT INTO __SCHEMA__.actions VALUES (164, 'G6v6_COo', 34, 'move', 1, '1-4@TR', 'human', '2026-12-07 21:22:22.78858+00');
INSERT INTO __SCHEMA__.actions VALUES (167, 'G6v6_COo', 37, 'move', 0, '0-6@BR', 'human', '2026-12-07 21:22:22.908532+00');
INSERT INTO __SCHEMA__.actions VALUES (170, 'G6v6_COo', 40, 'move', 1, '0-3@BR', 'human', '2026-12-07 21:22:23.001623+00');
INSERT INTO __SCHEMA__.actions VALUES (173, 'G6v6_COo', 43, 'move', 0, '4-5@BR', 'human', '2026-12-07 21:22:23.092811+00');
INSERT INTO __SCHEMA__.actions VALUES (176, 'G6v6_COo', 46, 'move', 1, '1-1@cut:11', 'human', '2026-12-07 21:22:23.15186+00');
INSERT INTO __SCHEMA__.actions VALUES (179, 'G6v6_COo', 49, 'move', 0, '1-4@BR', 'human', '2026-12-07 21:22:23.244674+00');
INSERT INTO __SCHEMA__.actions VALUES (182, 'G6v6_COo', 52, 'move', 1, '0-5@BR', 'human', '2026-12-07 21:22:23.341241+00');
INSERT INTO __SCHEMA__.actions VALUES (183, 'G6v6_COo', 53, 'move', 0, '2-4@TR', 'human', '2026-12-07 21:22:23.388544+00');
INSERT INTO __SCHEMA__.actions VALUES (186, 'G6v6_COo', 56, 'move', 1, '5-5@BR', 'human', '2026-12-07 21:22:23.456566+00');
INSERT INTO __SCHEMA__.actions VALUES (191, 'G6v6_COo', 61, 'move', 0, '1-1@BR', 'human', '2026-12-07 21:22:23.871952+00');
INSERT INTO __SCHEMA__.actions VALUES (194, 'G6v6_COo', 64, 'move', 1, 'pass', 'human', '2026-12-07 21:22:24.166726+00');
INSERT INTO __SCHEMA__.actions VALUES (196, 'TDB7SrgV', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:22:24.761522+00');
INSERT INTO __SCHEMA__.actions VALUES (201, 'TDB7SrgV', 5, 'move', 1, '2-3@BR', 'human', '2026-12-07 21:22:27.81971+00');
INSERT INTO __SCHEMA__.actions VALUES (203, 'TDB7SrgV', 7, 'move', 1, '1-3@TR', 'human', '2026-12-07 21:22:29.224583+00');
INSERT INTO __SCHEMA__.actions VALUES (204, 'TDB7SrgV', 8, 'move', 0, '1-5@TR', 'human', '2026-12-07 21:22:29.873694+00');
INSERT INTO __SCHEMA__.actions VALUES (206, '_E8j3wP4', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:22:31.276478+00');
INSERT INTO __SCHEMA__.actions VALUES (208, '_E8j3wP4', 3, 'move', 0, '3-3', 'human', '2026-12-07 21:22:31.422819+00');
INSERT INTO __SCHEMA__.actions VALUES (211, '_E8j3wP4', 6, 'move', 1, '0-0@L', 'human', '2026-12-07 21:22:31.500434+00');
INSERT INTO __SCHEMA__.actions VALUES (217, '_E8j3wP4', 12, 'move', 1, '2-4@L', 'human', '2026-12-07 21:22:31.725357+00');
INSERT INTO __SCHEMA__.actions VALUES (220, '_E8j3wP4', 15, 'move', 0, '2-5@R', 'human', '2026-12-07 21:22:31.983187+00');
INSERT INTO __SCHEMA__.actions VALUES (224, '_E8j3wP4', 19, 'move', 0, '2-3@L', 'human', '2026-12-07 21:22:32.20229+00');
INSERT INTO __SCHEMA__.actions VALUES (227, '_E8j3wP4', 22, 'move', 1, '4-6@L', 'human', '2026-12-07 21:22:32.36732+00');
INSERT INTO __SCHEMA__.actions VALUES (230, '_E8j3wP4', 25, 'move', 0, '6-6@L', 'human', '2026-12-07 21:22:32.536279+00');
INSERT INTO __SCHEMA__.actions VALUES (233, '_E8j3wP4', 28, 'move', 1, '1-4@L', 'human', '2026-12-07 21:22:32.623863+00');
INSERT INTO __SCHEMA__.actions VALUES (238, '3o7oHxey', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:22:33.089105+00');
INSERT INTO __SCHEMA__.actions VALUES (239, '3o7oHxey', 1, 'move', 1, '6-6', 'human', '2026-12-07 21:22:33.698516+00');
INSERT INTO __SCHEMA__.actions VALUES (240, '3o7oHxey', 2, 'move', 0, '2-6@R', 'human', '2026-12-07 21:22:34.457947+00');
INSERT INTO __SCHEMA__.actions VALUES (246, '3o7oHxey', 8, 'move', 0, '1-4@L', 'human', '2026-12-07 21:22:38.214462+00');
INSERT INTO __SCHEMA__.actions VALUES (247, '3o7oHxey', 9, 'move', 1, '0-4@R', 'human', '2026-12-07 21:22:38.821788+00');
INSERT INTO __SCHEMA__.actions VALUES (253, 'OLDW1RVU', 5, 'move', 0, '5-6@S', 'human', '2026-12-07 21:22:40.308638+00');
INSERT INTO __SCHEMA__.actions VALUES (256, 'OLDW1RVU', 8, 'move', 1, '3-3@E', 'human', '2026-12-07 21:22:40.37633+00');
INSERT INTO __SCHEMA__.actions VALUES (260, 'OLDW1RVU', 12, 'move', 1, '1-2@W', 'human', '2026-12-07 21:22:40.506943+00');
INSERT INTO __SCHEMA__.actions VALUES (263, 'OLDW1RVU', 15, 'move', 0, '2-3@E', 'human', '2026-12-07 21:22:40.647295+00');
INSERT INTO __SCHEMA__.actions VALUES (266, 'OLDW1RVU', 18, 'move', 1, '3-4@W', 'human', '2026-12-07 21:22:40.744693+00');
INSERT INTO __SCHEMA__.actions VALUES (273, 'WN9XgyWQ', 5, 'move', 1, '4-5@N', 'human', '2026-12-07 21:22:44.484708+00');
INSERT INTO __SCHEMA__.actions VALUES (274, 'WN9XgyWQ', 6, 'move', 0, '0-0@E', 'human', '2026-12-07 21:22:45.124089+00');
INSERT INTO __SCHEMA__.actions VALUES (275, 'WN9XgyWQ', 7, 'move', 1, '4-4@N', 'human', '2026-12-07 21:22:45.820126+00');
INSERT INTO __SCHEMA__.actions VALUES (278, 'WN9XgyWQ', 10, 'move', 0, '4-6@W', 'human', '2026-12-07 21:22:47.698936+00');
INSERT INTO __SCHEMA__.actions VALUES (279, 'WvLPBPRK', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:22:49.02996+00');
INSERT INTO __SCHEMA__.actions VALUES (281, 'WvLPBPRK', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:22:49.133534+00');
INSERT INTO __SCHEMA__.actions VALUES (283, 'WvLPBPRK', 4, 'move', 1, '1-2@L', 'human', '2026-12-07 21:22:49.18851+00');
INSERT INTO __SCHEMA__.actions VALUES (286, 'WvLPBPRK', 7, 'move', 0, '1-6@L', 'human', '2026-12-07 21:22:49.272811+00');
INSERT INTO __SCHEMA__.actions VALUES (289, 'WvLPBPRK', 10, 'move', 1, '0-3@L', 'human', '2026-12-07 21:22:49.353109+00');
INSERT INTO __SCHEMA__.actions VALUES (292, 'WvLPBPRK', 13, 'move', 0, 'pass', 'human', '2026-12-07 21:22:49.408641+00');
INSERT INTO __SCHEMA__.actions VALUES (295, 'WvLPBPRK', 16, 'move', 1, 'pass', 'human', '2026-12-07 21:22:49.496792+00');
INSERT INTO __SCHEMA__.actions VALUES (298, 'WvLPBPRK', 19, 'move', 0, '4-6@R', 'human', '2026-12-07 21:22:49.560934+00');
INSERT INTO __SCHEMA__.actions VALUES (301, 'WvLPBPRK', 22, 'move', 1, 'pass', 'human', '2026-12-07 21:22:49.651408+00');
INSERT INTO __SCHEMA__.actions VALUES (303, 'OiIRoRS9', 1, 'move', 0, '0-5', 'human', '2026-12-07 21:22:50.496075+00');
INSERT INTO __SCHEMA__.actions VALUES (304, 'OiIRoRS9', 2, 'move', 1, '0-4@L', 'human', '2026-12-07 21:22:51.10615+00');
INSERT INTO __SCHEMA__.actions VALUES (307, 'OiIRoRS9', 5, 'move', 0, 'pass', 'human', '2026-12-07 21:22:52.946119+00');
INSERT INTO __SCHEMA__.actions VALUES (313, 'OiIRoRS9', 11, 'move', 1, '2-4@L', 'human', '2026-12-07 21:22:56.59801+00');
INSERT INTO __SCHEMA__.actions VALUES (314, 'QuSaXdnH', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:22:57.905574+00');
INSERT INTO __SCHEMA__.actions VALUES (315, 'QuSaXdnH', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:22:58.013039+00');
INSERT INTO __SCHEMA__.actions VALUES (316, 'QuSaXdnH', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:22:58.013126+00');
INSERT INTO __SCHEMA__.actions VALUES (317, 'QuSaXdnH', 3, 'move', 0, '2-3', 'human', '2026-12-07 21:22:58.0608+00');
INSERT INTO __SCHEMA__.actions VALUES (318, 'QuSaXdnH', 4, 'move', 1, '3-3@R', 'human', '2026-12-07 21:22:58.064429+00');
INSERT INTO __SCHEMA__.actions VALUES (319, 'QuSaXdnH', 5, 'move', 0, '1-2@L', 'human', '2026-12-07 21:22:58.104653+00');
INSERT INTO __SCHEMA__.actions VALUES (320, 'QuSaXdnH', 6, 'move', 1, '0-1@L', 'human', '2026-12-07 21:22:58.1137+00');
INSERT INTO __SCHEMA__.actions VALUES (321, 'QuSaXdnH', 7, 'move', 0, '0-6@L', 'human', '2026-12-07 21:22:58.148912+00');
INSERT INTO __SCHEMA__.actions VALUES (322, 'QuSaXdnH', 8, 'move', 1, '1-6@L', 'human', '2026-12-07 21:22:58.164565+00');
INSERT INTO __SCHEMA__.actions VALUES (323, 'QuSaXdnH', 9, 'move', 0, '1-4@L', 'human', '2026-12-07 21:22:58.202913+00');
INSERT INTO __SCHEMA__.actions VALUES (324, 'QuSaXdnH', 10, 'move', 1, '4-6@L', 'human', '2026-12-07 21:22:58.245104+00');
INSERT INTO __SCHEMA__.actions VALUES (325, 'QuSaXdnH', 11, 'move', 0, '5-6@L', 'human', '2026-12-07 21:22:58.28936+00');
INSERT INTO __SCHEMA__.actions VALUES (326, 'QuSaXdnH', 12, 'move', 1, '2-5@L', 'human', '2026-12-07 21:22:58.317716+00');
INSERT INTO __SCHEMA__.actions VALUES (327, 'QuSaXdnH', 13, 'move', 0, '0-3@R', 'human', '2026-12-07 21:22:58.356766+00');
INSERT INTO __SCHEMA__.actions VALUES (328, 'QuSaXdnH', 14, 'move', 1, '0-5@R', 'human', '2026-12-07 21:22:58.364555+00');
INSERT INTO __SCHEMA__.actions VALUES (329, 'QuSaXdnH', 15, 'move', 0, '4-5@R', 'human', '2026-12-07 21:22:58.400764+00');
INSERT INTO __SCHEMA__.actions VALUES (330, 'QuSaXdnH', 16, 'move', 1, '0-4@R', 'human', '2026-12-07 21:22:58.408228+00');
INSERT INTO __SCHEMA__.actions VALUES (331, 'cR05eZfe', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:22:58.584926+00');
INSERT INTO __SCHEMA__.actions VALUES (332, 'cR05eZfe', 1, 'move', 0, '3-6', 'human', '2026-12-07 21:22:59.200685+00');
INSERT INTO __SCHEMA__.actions VALUES (333, 'cR05eZfe', 2, 'move', 1, '1-6@R', 'human', '2026-12-07 21:22:59.870174+00');
INSERT INTO __SCHEMA__.actions VALUES (334, 'cR05eZfe', 3, 'move', 0, '2-3@L', 'human', '2026-12-07 21:23:00.536385+00');
INSERT INTO __SCHEMA__.actions VALUES (335, 'cR05eZfe', 4, 'move', 1, '0-1@R', 'human', '2026-12-07 21:23:01.157036+00');
INSERT INTO __SCHEMA__.actions VALUES (336, 'cR05eZfe', 5, 'move', 0, '0-2@L', 'human', '2026-12-07 21:23:01.765842+00');
INSERT INTO __SCHEMA__.actions VALUES (337, 'cR05eZfe', 6, 'move', 1, '0-6@R', 'human', '2026-12-07 21:23:02.388131+00');
INSERT INTO __SCHEMA__.actions VALUES (338, 'cR05eZfe', 7, 'move', 0, '6-6@R', 'human', '2026-12-07 21:23:03.082636+00');
INSERT INTO __SCHEMA__.actions VALUES (339, 'cR05eZfe', 8, 'move', 1, '4-6@R', 'human', '2026-12-07 21:23:03.687114+00');
INSERT INTO __SCHEMA__.actions VALUES (342, 'cR05eZfe', 11, 'move', 0, '1-5@R', 'human', '2026-12-07 21:23:05.515347+00');
INSERT INTO __SCHEMA__.actions VALUES (346, 'cH9uW7yo', 2, 'move', 0, '1-6@R', 'human', '2026-12-07 21:23:08.02151+00');
INSERT INTO __SCHEMA__.actions VALUES (350, 'cH9uW7yo', 6, 'move', 1, '3-5@L', 'bot', '2026-12-07 21:23:08.696603+00');
INSERT INTO __SCHEMA__.actions VALUES (359, 'LLeKLgTA', 0, 'move', 0, '2-2', 'human', '2026-12-07 21:23:15.514059+00');
INSERT INTO __SCHEMA__.actions VALUES (360, 'LLeKLgTA', 1, 'move', 1, '2-3@BR', 'human', '2026-12-07 21:23:16.137337+00');
INSERT INTO __SCHEMA__.actions VALUES (365, 'LLeKLgTA', 6, 'move', 0, '0-2@TR', 'human', '2026-12-07 21:23:19.537183+00');
INSERT INTO __SCHEMA__.actions VALUES (366, 'LLeKLgTA', 7, 'move', 1, '0-4@TL', 'human', '2026-12-07 21:23:20.1474+00');
INSERT INTO __SCHEMA__.actions VALUES (368, '5D43LJOl', 0, 'move', 0, '0-1', 'human', '2026-12-07 21:23:21.444708+00');
INSERT INTO __SCHEMA__.actions VALUES (371, '5D43LJOl', 3, 'move', 1, '1-4@L', 'bot', '2026-12-07 21:23:21.504894+00');
INSERT INTO __SCHEMA__.actions VALUES (374, '5D43LJOl', 6, 'move', 0, 'pass', 'human', '2026-12-07 21:23:21.592651+00');
INSERT INTO __SCHEMA__.actions VALUES (377, '5D43LJOl', 9, 'move', 1, '2-3@L', 'bot', '2026-12-07 21:23:21.6671+00');
INSERT INTO __SCHEMA__.actions VALUES (379, '5D43LJOl', 11, 'move', 1, 'pass', 'bot', '2026-12-07 21:23:21.765712+00');
INSERT INTO __SCHEMA__.actions VALUES (380, 'IX1J8LdQ', 0, 'account', 0, ':p:Ada Fixture', 'human', '2026-12-07 21:23:24.646139+00');
INSERT INTO __SCHEMA__.actions VALUES (381, 'IX1J8LdQ', 1, 'move', 0, '1-5', 'human', '2026-12-07 21:23:24.70481+00');
INSERT INTO __SCHEMA__.actions VALUES (384, 'IX1J8LdQ', 4, 'move', 1, '3-4@L', 'bot', '2026-12-07 21:23:24.756218+00');
INSERT INTO __SCHEMA__.actions VALUES (388, 'IX1J8LdQ', 8, 'move', 1, '6-6@L', 'bot', '2026-12-07 21:23:24.851398+00');
INSERT INTO __SCHEMA__.actions VALUES (391, 'IX1J8LdQ', 11, 'move', 0, '1-1@L', 'human', '2026-12-07 21:23:24.940762+00');
INSERT INTO __SCHEMA__.actions VALUES (394, 'IX1J8LdQ', 14, 'move', 0, '0-1', 'human', '2026-12-07 21:23:24.991735+00');
INSERT INTO __SCHEMA__.actions VALUES (397, 'IX1J8LdQ', 17, 'move', 1, '4-4@R', 'bot', '2026-12-07 21:23:25.045134+00');
INSERT INTO __SCHEMA__.actions VALUES (400, 'IX1J8LdQ', 20, 'move', 0, 'pass', 'human', '2026-12-07 21:23:25.138726+00');
INSERT INTO __SCHEMA__.actions VALUES (403, 'IX1J8LdQ', 23, 'move', 1, '2-2@R', 'bot', '2026-12-07 21:23:25.187288+00');
INSERT INTO __SCHEMA__.actions VALUES (406, 'IX1J8LdQ', 26, 'move', 0, '6-6@L', 'human', '2026-12-07 21:23:25.276789+00');
INSERT INTO __SCHEMA__.actions VALUES (409, 'IX1J8LdQ', 29, 'move', 1, '1-5@L', 'bot', '2026-12-07 21:23:25.323107+00');
INSERT INTO __SCHEMA__.actions VALUES (412, 'MNCAJbx0', 2, 'move', 1, '6-6@R', 'bot', '2026-12-07 21:23:25.912899+00');
INSERT INTO __SCHEMA__.actions VALUES (413, 'MNCAJbx0', 3, 'move', 0, '1-2@L', 'human', '2026-12-07 21:23:26.312537+00');
INSERT INTO __SCHEMA__.actions VALUES (416, 'cppkpjQu', 1, 'move', 1, '4-5@L', 'bot', '2026-12-07 21:23:27.0431+00');
INSERT INTO __SCHEMA__.actions VALUES (419, 'cppkpjQu', 4, 'move', 0, '0-4@L', 'human', '2026-12-07 21:23:27.175771+00');
INSERT INTO __SCHEMA__.actions VALUES (422, 'cppkpjQu', 7, 'move', 1, '1-4@L', 'bot', '2026-12-07 21:23:27.29283+00');
INSERT INTO __SCHEMA__.actions VALUES (425, 'cppkpjQu', 10, 'move', 0, '2-3@L', 'human', '2026-12-07 21:23:27.396133+00');
INSERT INTO __SCHEMA__.actions VALUES (428, 'cppkpjQu', 13, 'move', 1, '3-5@R', 'bot', '2026-12-07 21:23:27.45728+00');
INSERT INTO __SCHEMA__.actions VALUES (430, 'cppkpjQu', 15, 'move', 1, '2-5@R', 'bot', '2026-12-07 21:23:27.52156+00');
INSERT INTO __SCHEMA__.actions VALUES (340, 'cR05eZfe', 9, 'move', 0, '1-4@R', 'human', '2026-12-07 21:23:04.299312+00');
INSERT INTO __SCHEMA__.actions VALUES (341, 'cR05eZfe', 10, 'move', 1, '0-5@L', 'human', '2026-12-07 21:23:04.903853+00');
INSERT INTO __SCHEMA__.actions VALUES (343, 'cR05eZfe', 12, 'move', 1, '5-6@L', 'human', '2026-12-07 21:23:06.123034+00');
INSERT INTO __SCHEMA__.actions VALUES (344, 'cH9uW7yo', 0, 'move', 0, '2-6', 'human', '2026-12-07 21:23:07.715373+00');
INSERT INTO __SCHEMA__.actions VALUES (347, 'cH9uW7yo', 3, 'move', 1, '1-3@R', 'bot', '2026-12-07 21:23:08.041271+00');
INSERT INTO __SCHEMA__.actions VALUES (353, 'hAJtov79', 2, 'name', 2, 'Ola', 'human', '2026-12-07 21:23:09.096759+00');
INSERT INTO __SCHEMA__.actions VALUES (354, 'hAJtov79', 3, 'move', 0, '6-6', 'human', '2026-12-07 21:23:10.189641+00');
INSERT INTO __SCHEMA__.actions VALUES (355, 'hAJtov79', 4, 'move', 1, '0-6@L', 'human', '2026-12-07 21:23:11.114604+00');
INSERT INTO __SCHEMA__.actions VALUES (356, 'hAJtov79', 5, 'move', 2, '5-6@R', 'human', '2026-12-07 21:23:12.025221+00');
INSERT INTO __SCHEMA__.actions VALUES (357, 'hAJtov79', 6, 'move', 0, '0-3@L', 'human', '2026-12-07 21:23:12.931915+00');
INSERT INTO __SCHEMA__.actions VALUES (358, 'hAJtov79', 7, 'move', 1, '4-5@R', 'human', '2026-12-07 21:23:13.838447+00');
INSERT INTO __SCHEMA__.actions VALUES (361, 'LLeKLgTA', 2, 'move', 0, '2-4@TL', 'human', '2026-12-07 21:23:16.744347+00');
INSERT INTO __SCHEMA__.actions VALUES (363, 'LLeKLgTA', 4, 'move', 1, '2-6@BL', 'bot', '2026-12-07 21:23:18.558688+00');
INSERT INTO __SCHEMA__.actions VALUES (364, 'LLeKLgTA', 5, 'reclaim', 1, '', 'human', '2026-12-07 21:23:18.928786+00');
INSERT INTO __SCHEMA__.actions VALUES (367, 'LLeKLgTA', 8, 'move', 0, '0-1@TR', 'human', '2026-12-07 21:23:20.766866+00');
INSERT INTO __SCHEMA__.actions VALUES (370, '5D43LJOl', 2, 'move', 0, '1-3@L', 'human', '2026-12-07 21:23:21.502041+00');
INSERT INTO __SCHEMA__.actions VALUES (373, '5D43LJOl', 5, 'move', 1, '1-2@L', 'bot', '2026-12-07 21:23:21.551476+00');
INSERT INTO __SCHEMA__.actions VALUES (376, '5D43LJOl', 8, 'move', 0, '2-6@L', 'human', '2026-12-07 21:23:21.645612+00');
INSERT INTO __SCHEMA__.actions VALUES (382, 'IX1J8LdQ', 2, 'move', 1, '4-5@R', 'bot', '2026-12-07 21:23:24.708215+00');
INSERT INTO __SCHEMA__.actions VALUES (385, 'IX1J8LdQ', 5, 'move', 0, '2-3@L', 'human', '2026-12-07 21:23:24.797821+00');
INSERT INTO __SCHEMA__.actions VALUES (389, 'IX1J8LdQ', 9, 'move', 0, '2-6@L', 'human', '2026-12-07 21:23:24.896699+00');
INSERT INTO __SCHEMA__.actions VALUES (392, 'IX1J8LdQ', 12, 'move', 1, '0-4@R', 'bot', '2026-12-07 21:23:24.942985+00');
INSERT INTO __SCHEMA__.actions VALUES (395, 'IX1J8LdQ', 15, 'move', 1, '1-4@R', 'bot', '2026-12-07 21:23:24.993619+00');
INSERT INTO __SCHEMA__.actions VALUES (398, 'IX1J8LdQ', 18, 'move', 0, '0-4@L', 'human', '2026-12-07 21:23:25.092719+00');
INSERT INTO __SCHEMA__.actions VALUES (401, 'IX1J8LdQ', 21, 'move', 1, '2-5@R', 'bot', '2026-12-07 21:23:25.141183+00');
INSERT INTO __SCHEMA__.actions VALUES (404, 'IX1J8LdQ', 24, 'move', 0, 'pass', 'human', '2026-12-07 21:23:25.228702+00');
INSERT INTO __SCHEMA__.actions VALUES (407, 'IX1J8LdQ', 27, 'move', 1, 'pass', 'bot', '2026-12-07 21:23:25.279914+00');
INSERT INTO __SCHEMA__.actions VALUES (410, 'MNCAJbx0', 0, 'account', 0, '1414:p:Ada Fixture', 'human', '2026-12-07 21:23:25.516157+00');
INSERT INTO __SCHEMA__.actions VALUES (414, 'MNCAJbx0', 4, 'move', 1, '3-6@R', 'bot', '2026-12-07 21:23:26.336684+00');
INSERT INTO __SCHEMA__.actions VALUES (417, 'cppkpjQu', 2, 'move', 0, '0-5@R', 'human', '2026-12-07 21:23:27.100431+00');
INSERT INTO __SCHEMA__.actions VALUES (420, 'cppkpjQu', 5, 'move', 1, '0-6@R', 'bot', '2026-12-07 21:23:27.178308+00');
INSERT INTO __SCHEMA__.actions VALUES (423, 'cppkpjQu', 8, 'move', 0, '2-4@L', 'human', '2026-12-07 21:23:27.344626+00');
INSERT INTO __SCHEMA__.actions VALUES (426, 'cppkpjQu', 11, 'move', 1, '3-4@L', 'bot', '2026-12-07 21:23:27.398401+00');
INSERT INTO __SCHEMA__.actions VALUES (345, 'cH9uW7yo', 1, 'move', 1, '2-2@L', 'bot', '2026-12-07 21:23:07.718083+00');
INSERT INTO __SCHEMA__.actions VALUES (348, 'cH9uW7yo', 4, 'undo', 0, '', 'human', '2026-12-07 21:23:08.356011+00');
INSERT INTO __SCHEMA__.actions VALUES (349, 'cH9uW7yo', 5, 'move', 0, '2-3@L', 'human', '2026-12-07 21:23:08.694264+00');
INSERT INTO __SCHEMA__.actions VALUES (351, 'hAJtov79', 0, 'open', 0, '0', 'human', '2026-12-07 21:23:09.080747+00');
INSERT INTO __SCHEMA__.actions VALUES (352, 'hAJtov79', 1, 'seat', 2, '-0sjB3x7vW-1W4H8G-8Kl53deD_gkJQHY3FYohpOJQE', 'human', '2026-12-07 21:23:09.092942+00');
INSERT INTO __SCHEMA__.actions VALUES (362, 'LLeKLgTA', 3, 'takeover', 1, 'greedy', 'human', '2026-12-07 21:23:18.55443+00');
INSERT INTO __SCHEMA__.actions VALUES (369, '5D43LJOl', 1, 'move', 1, '0-3@L', 'bot', '2026-12-07 21:23:21.447967+00');
INSERT INTO __SCHEMA__.actions VALUES (372, '5D43LJOl', 4, 'move', 0, '2-4@L', 'human', '2026-12-07 21:23:21.548694+00');
INSERT INTO __SCHEMA__.actions VALUES (375, '5D43LJOl', 7, 'move', 1, '1-6@L', 'bot', '2026-12-07 21:23:21.600347+00');
INSERT INTO __SCHEMA__.actions VALUES (378, '5D43LJOl', 10, 'move', 0, 'pass', 'human', '2026-12-07 21:23:21.734662+00');
INSERT INTO __SCHEMA__.actions VALUES (383, 'IX1J8LdQ', 3, 'move', 0, '1-4@L', 'human', '2026-12-07 21:23:24.75282+00');
INSERT INTO __SCHEMA__.actions VALUES (386, 'IX1J8LdQ', 6, 'move', 1, '2-5@L', 'bot', '2026-12-07 21:23:24.805604+00');
INSERT INTO __SCHEMA__.actions VALUES (387, 'IX1J8LdQ', 7, 'move', 0, '5-6@L', 'human', '2026-12-07 21:23:24.848682+00');
INSERT INTO __SCHEMA__.actions VALUES (390, 'IX1J8LdQ', 10, 'move', 1, '1-2@L', 'bot', '2026-12-07 21:23:24.899876+00');
INSERT INTO __SCHEMA__.actions VALUES (393, 'IX1J8LdQ', 13, 'move', 0, '0-3@R', 'human', '2026-12-07 21:23:24.988642+00');
INSERT INTO __SCHEMA__.actions VALUES (396, 'IX1J8LdQ', 16, 'move', 0, '0-0@L', 'human', '2026-12-07 21:23:25.040627+00');
INSERT INTO __SCHEMA__.actions VALUES (399, 'IX1J8LdQ', 19, 'move', 1, '4-5@R', 'bot', '2026-12-07 21:23:25.095498+00');
INSERT INTO __SCHEMA__.actions VALUES (402, 'IX1J8LdQ', 22, 'move', 0, 'pass', 'human', '2026-12-07 21:23:25.184807+00');
INSERT INTO __SCHEMA__.actions VALUES (405, 'IX1J8LdQ', 25, 'move', 1, '4-6@L', 'bot', '2026-12-07 21:23:25.230959+00');
INSERT INTO __SCHEMA__.actions VALUES (408, 'IX1J8LdQ', 28, 'move', 0, '1-6@L', 'human', '2026-12-07 21:23:25.320604+00');
INSERT INTO __SCHEMA__.actions VALUES (411, 'MNCAJbx0', 1, 'move', 0, '2-6', 'human', '2026-12-07 21:23:25.889675+00');
INSERT INTO __SCHEMA__.actions VALUES (415, 'cppkpjQu', 0, 'move', 0, '5-5', 'human', '2026-12-07 21:23:27.040566+00');
INSERT INTO __SCHEMA__.actions VALUES (418, 'cppkpjQu', 3, 'move', 1, '0-0@R', 'bot', '2026-12-07 21:23:27.129287+00');
INSERT INTO __SCHEMA__.actions VALUES (421, 'cppkpjQu', 6, 'move', 0, '0-1@L', 'human', '2026-12-07 21:23:27.234993+00');
INSERT INTO __SCHEMA__.actions VALUES (424, 'cppkpjQu', 9, 'move', 1, '2-2@L', 'bot', '2026-12-07 21:23:27.347214+00');
INSERT INTO __SCHEMA__.actions VALUES (427, 'cppkpjQu', 12, 'move', 0, '3-6@R', 'human', '2026-12-07 21:23:27.447091+00');
INSERT INTO __SCHEMA__.actions VALUES (429, 'cppkpjQu', 14, 'move', 0, '4-6@L', 'human', '2026-12-07 21:23:27.514269+00');


--
-- Data for Name: alembic_version; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.alembic_version VALUES ('0008');


--
-- Data for Name: analyses; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.analyses VALUES ('7bI0ao-n', '2026-12-07 21:22:13.706794+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "white-snake", "players": 5, "options": {"max_deals": 2}, "seed": 0, "policy": "random", "worlds": 16, "budget": 1.0, "seconds": 0.485, "deals": [{"deal": 1, "returns": [-0.25, 1.0, -0.25, -0.25, -0.25], "decisions": [{"step": 0, "deal": 1, "seat": 3, "move": "1-1", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 1, "deal": 1, "seat": 4, "move": "1-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 2, "deal": 1, "seat": 0, "move": "4-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 3, "deal": 1, "seat": 1, "move": "4-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 4, "deal": 1, "seat": 2, "move": "0-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 0, "move": "0-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 1, "move": "3-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 2, "move": "1-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 12, "deal": 1, "seat": 0, "move": "1-4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4", "mean": 0.6484375, "se": 0.08005430285905936, "n": 16, "hindsight": 0.609375, "hindsight_se": 0.078125}, {"move": "1-6", "mean": 0.5703125, "se": 0.07479899279346391, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "1-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4", "hindsight_loss": 0.0, "gain": 0.0390625, "open": {"status": "solved", "moves": [{"move": "1-4", "value": -0.25, "margin": -7}, {"move": "1-6", "value": -0.25, "margin": null}], "best": "1-4", "nodes": 986}}, {"step": 13, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 14, "deal": 1, "seat": 2, "move": "0-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 15, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 16, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 17, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 18, "deal": 1, "seat": 1, "move": "0-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 19, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 20, "deal": 1, "seat": 3, "move": "2-4", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "2-5", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "2-6", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "2-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-4", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "2-4", "value": -0.25, "margin": -16}, {"move": "2-5", "value": -0.25, "margin": null}, {"move": "2-6", "value": -0.25, "margin": null}], "best": "2-4", "nodes": 169}}, {"step": 21, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 1, "seat": 0, "move": "3-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 23, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 24, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 25, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 26, "deal": 1, "seat": 4, "move": "3-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 27, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 28, "deal": 1, "seat": 1, "move": "5-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 29, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 30, "deal": 1, "seat": 3, "move": "2-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 31, "deal": 1, "seat": 4, "move": "2-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 32, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 33, "deal": 1, "seat": 1, "move": "1-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.58984375, 0.51171875, 0.4375, 0.51171875, 0.4765625, 0.53125, 0.5546875, 0.61328125, 0.59375, 0.4921875, 0.53125, 0.51171875, 0.515625, 0.53125, 0.609375, 0.53125, 0.66796875, 0.51171875, 0.51171875, 0.58984375, 0.62890625, 0.765625, 0.7265625, 0.7265625, 0.828125, 0.82421875, 0.70703125, 0.58984375, 0.6484375, 0.51171875, 0.609375, 0.66796875, 0.53125, 0.58984375, 0.375], [0.45703125, 0.4375, 0.53515625, 0.4453125, 0.47265625, 0.453125, 0.58984375, 0.453125, 0.5703125, 0.453125, 0.47265625, 0.45703125, 0.4765625, 0.48046875, 0.43359375, 0.53125, 0.47265625, 0.41796875, 0.53125, 0.453125, 0.53125, 0.4921875, 0.4140625, 0.453125, 0.453125, 0.43359375, 0.47265625, 0.609375, 0.609375, 0.58984375, 0.765625, 0.609375, 0.765625, 1.0, 1.0], [0.55078125, 0.609375, 0.58984375, 0.5703125, 0.55078125, 0.55859375, 0.53515625, 0.55078125, 0.58984375, 0.51171875, 0.55078125, 0.609375, 0.58984375, 0.51171875, 0.53125, 0.66796875, 0.62890625, 0.62890625, 0.62890625, 0.6875, 0.62890625, 0.55078125, 0.74609375, 0.453125, 0.47265625, 0.55078125, 0.53125, 0.62890625, 0.6875, 0.47265625, 0.47265625, 0.453125, 0.4140625, 0.47265625, 0.375], [0.4375, 0.4921875, 0.4375, 0.41796875, 0.4921875, 0.4140625, 0.4375, 0.375, 0.4375, 0.41796875, 0.39453125, 0.4140625, 0.375, 0.39453125, 0.39453125, 0.37890625, 0.39453125, 0.3984375, 0.39453125, 0.39453125, 0.375, 0.37890625, 0.3828125, 0.375, 0.375, 0.375, 0.37890625, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375], [0.37890625, 0.43359375, 0.44140625, 0.43359375, 0.45703125, 0.41796875, 0.39453125, 0.37890625, 0.45703125, 0.41796875, 0.375, 0.39453125, 0.39453125, 0.375, 0.375, 0.40234375, 0.3984375, 0.39453125, 0.4140625, 0.3828125, 0.375, 0.37890625, 0.3828125, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375]], "curve_se": [[0.053315708160383134, 0.046405367510887835, 0.032727183630540176, 0.046405367510887835, 0.04064341239076917, 0.04860711069048868, 0.05018159437796408, 0.05393984168420722, 0.05294978220431007, 0.043813857486677696, 0.04860711069048868, 0.046405367510887835, 0.046198069145170294, 0.04860711069048868, 0.05434440184689472, 0.04860711069048868, 0.0560169272439396, 0.046405367510887835, 0.046405367510887835, 0.053315708160383134, 0.05513122833249407, 0.05434440184689472, 0.055686441013065406, 0.055686441013065406, 0.04949021877131135, 0.050470123196139194, 0.0560169272439396, 0.053315708160383134, 0.055686441013065406, 0.046405367510887835, 0.05434440184689472, 0.0560169272439396, 0.04860711069048868, 0.053315708160383134, 0.0], [0.03706458194323816, 0.032727183630540176, 0.048358375474974645, 0.03269708966221661, 0.04075830138517104, 0.03712429400871027, 0.053315708160383134, 0.03712429400871027, 0.05203080348302061, 0.03712429400871027, 0.04075830138517104, 0.03706458194323816, 0.04064341239076917, 0.04051605079130727, 0.03271966273336387, 0.04860711069048868, 0.04075830138517104, 0.027271650335950904, 0.04860711069048868, 0.03712429400871027, 0.04860711069048868, 0.043813857486677696, 0.02717220092344736, 0.03712429400871027, 0.03712429400871027, 0.03271966273336387, 0.04075830138517104, 0.05434440184689472, 0.05434440184689472, 0.053315708160383134, 0.05434440184689472, 0.05434440184689472, 0.05434440184689472, 0.0, 0.0], [0.050470123196139194, 0.05434440184689472, 0.053315708160383134, 0.05203080348302061, 0.050470123196139194, 0.04988153020098253, 0.048358375474974645, 0.050470123196139194, 0.053315708160383134, 0.046405367510887835, 0.050470123196139194, 0.05434440184689472, 0.053315708160383134, 0.046405367510887835, 0.04860711069048868, 0.0560169272439396, 0.05513122833249407, 0.05513122833249407, 0.05513122833249407, 0.056126656883367154, 0.05513122833249407, 0.050470123196139194, 0.05513122833249407, 0.03712429400871027, 0.04075830138517104, 0.050470123196139194, 0.04860711069048868, 0.05513122833249407, 0.056126656883367154, 0.04075830138517104, 0.04075830138517104, 0.03712429400871027, 0.02717220092344736, 0.04075830138517104, 0.0], [0.032727183630540176, 0.043813857486677696, 0.032727183630540176, 0.027271650335950904, 0.043813857486677696, 0.02717220092344736, 0.032727183630540176, 0.0, 0.032727183630540176, 0.027271650335950904, 0.01953125, 0.02717220092344736, 0.0, 0.01953125, 0.01953125, 0.00390625, 0.01953125, 0.019794098251873934, 0.01953125, 0.01953125, 0.0, 0.00390625, 0.005434440184689472, 0.0, 0.0, 0.0, 0.00390625, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.00390625, 0.03271966273336387, 0.03271966273336387, 0.03271966273336387, 0.03706458194323816, 0.027271650335950904, 0.01953125, 0.00390625, 0.03706458194323816, 0.027271650335950904, 0.0, 0.01953125, 0.01953125, 0.0, 0.0, 0.02002894122621426, 0.019794098251873934, 0.01953125, 0.02717220092344736, 0.005434440184689472, 0.0, 0.00390625, 0.005434440184689472, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.58984375, "result": 0.375, "own": 0.0390625, "luck": -0.25390625, "dealt": 0.43359375}, {"seat": 1, "decisions": 7, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.45703125, "result": 1.0, "own": 0.0, "luck": 0.54296875, "dealt": 0.58984375}, {"seat": 2, "decisions": 6, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.55078125, "result": 0.375, "own": 0.0, "luck": -0.17578125, "dealt": 0.78515625}, {"seat": 3, "decisions": 7, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.4375, "result": 0.375, "own": 0.0, "luck": -0.0625, "dealt": 0.375}, {"seat": 4, "decisions": 7, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.37890625, "result": 0.375, "own": 0.0, "luck": -0.00390625, "dealt": 0.375}], "chance": [[0.34375, 0.21875, 0.109375, 0.21875, 0.171875, 0.25, 0.296875, 0.390625, 0.359375, 0.1875, 0.25, 0.21875, 0.234375, 0.25, 0.375, 0.25, 0.46875, 0.21875, 0.21875, 0.34375, 0.40625, 0.625, 0.5625, 0.5625, 0.734375, 0.71875, 0.53125, 0.34375, 0.4375, 0.21875, 0.375, 0.46875, 0.25, 0.34375, 0.0], [0.140625, 0.109375, 0.265625, 0.140625, 0.15625, 0.125, 0.34375, 0.125, 0.3125, 0.125, 0.15625, 0.140625, 0.171875, 0.1875, 0.09375, 0.25, 0.15625, 0.078125, 0.25, 0.125, 0.25, 0.1875, 0.0625, 0.125, 0.125, 0.09375, 0.15625, 0.375, 0.375, 0.34375, 0.625, 0.375, 0.625, 1.0, 1.0], [0.28125, 0.375, 0.34375, 0.3125, 0.28125, 0.3125, 0.265625, 0.28125, 0.34375, 0.21875, 0.28125, 0.375, 0.34375, 0.21875, 0.25, 0.46875, 0.40625, 0.40625, 0.40625, 0.5, 0.40625, 0.28125, 0.59375, 0.125, 0.15625, 0.28125, 0.25, 0.40625, 0.5, 0.15625, 0.15625, 0.125, 0.0625, 0.15625, 0.0], [0.109375, 0.1875, 0.109375, 0.078125, 0.1875, 0.0625, 0.109375, 0.0, 0.109375, 0.078125, 0.03125, 0.0625, 0.0, 0.03125, 0.03125, 0.015625, 0.03125, 0.046875, 0.03125, 0.03125, 0.0, 0.015625, 0.03125, 0.0, 0.0, 0.0, 0.015625, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.015625, 0.09375, 0.125, 0.09375, 0.140625, 0.078125, 0.03125, 0.015625, 0.140625, 0.078125, 0.0, 0.03125, 0.03125, 0.0, 0.0, 0.0625, 0.046875, 0.03125, 0.0625, 0.03125, 0.0, 0.015625, 0.03125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]}, {"deal": 2, "returns": [-0.25, -0.25, 1.0, -0.25, -0.25], "decisions": [{"step": 34, "deal": 2, "seat": 2, "move": "2-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 35, "deal": 2, "seat": 3, "move": "2-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 36, "deal": 2, "seat": 4, "move": "6-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 37, "deal": 2, "seat": 0, "move": "3-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 38, "deal": 2, "seat": 1, "move": "2-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 39, "deal": 2, "seat": 2, "move": "1-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 40, "deal": 2, "seat": 3, "move": "1-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 41, "deal": 2, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 42, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 43, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 44, "deal": 2, "seat": 2, "move": "3-5", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5", "mean": 0.70703125, "se": 0.0560169272439396, "n": 32, "hindsight": 0.609375, "hindsight_se": 0.078125}, {"move": "0-3", "mean": 0.671875, "se": 0.055491639700164776, "n": 32, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-5", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3", "hindsight_loss": 0.390625, "gain": 0.017578125, "open": {"status": "solved", "moves": [{"move": "0-3", "value": 1.0, "margin": 6}, {"move": "3-5", "value": 1.0, "margin": 1}], "best": "0-3", "nodes": 1724}}, {"step": 45, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 46, "deal": 2, "seat": 4, "move": "2-5", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5", "mean": 0.5703125, "se": 0.07479899279346391, "n": 16, "hindsight": 0.453125, "hindsight_se": 0.053369535239372906}, {"move": "0-5", "mean": 0.4921875, "se": 0.06298638865858242, "n": 16, "hindsight": 0.453125, "hindsight_se": 0.053369535239372906}], "best": "2-5", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5", "hindsight_loss": 0.0, "gain": 0.0390625, "open": {"status": "solved", "moves": [{"move": "0-5", "value": -0.25, "margin": -1}, {"move": "2-5", "value": -0.25, "margin": -1}], "best": "0-5", "nodes": 903}}, {"step": 47, "deal": 2, "seat": 0, "move": "2-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 48, "deal": 2, "seat": 1, "move": "4-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 49, "deal": 2, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 50, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 51, "deal": 2, "seat": 4, "move": "0-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 52, "deal": 2, "seat": 0, "move": "0-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 53, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 54, "deal": 2, "seat": 2, "move": "4-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 55, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 56, "deal": 2, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 57, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 58, "deal": 2, "seat": 1, "move": "0-6", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "5-6", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "0-6", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "0-6", "value": -0.25, "margin": -13}, {"move": "5-6", "value": -0.25, "margin": null}], "best": "0-6", "nodes": 31}}, {"step": 59, "deal": 2, "seat": 2, "move": "0-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.47265625, 0.4375, 0.453125, 0.43359375, 0.45703125, 0.49609375, 0.43359375, 0.47265625, 0.39453125, 0.39453125, 0.4140625, 0.43359375, 0.39453125, 0.4140625, 0.4140625, 0.47265625, 0.43359375, 0.51171875, 0.4140625, 0.453125, 0.4765625, 0.55078125, 0.55078125, 0.51171875, 0.55078125, 0.39453125, 0.375], [0.49609375, 0.51953125, 0.4765625, 0.47265625, 0.453125, 0.453125, 0.4921875, 0.47265625, 0.41796875, 0.4765625, 0.39453125, 0.40234375, 0.4375, 0.40234375, 0.41796875, 0.39453125, 0.375, 0.41796875, 0.37890625, 0.375, 0.3984375, 0.375, 0.39453125, 0.375, 0.4140625, 0.375, 0.375], [0.62890625, 0.765625, 0.75, 0.58984375, 0.58984375, 0.6328125, 0.609375, 0.78515625, 0.8046875, 0.765625, 0.70703125, 0.70703125, 0.8046875, 0.78515625, 0.70703125, 0.58984375, 0.66796875, 0.6484375, 0.58984375, 0.74609375, 0.7265625, 0.6484375, 0.62890625, 0.78515625, 0.765625, 1.0, 1.0], [0.39453125, 0.4140625, 0.39453125, 0.41796875, 0.39453125, 0.37890625, 0.39453125, 0.453125, 0.39453125, 0.4140625, 0.4921875, 0.4140625, 0.43359375, 0.45703125, 0.4140625, 0.39453125, 0.4140625, 0.37890625, 0.375, 0.41796875, 0.40234375, 0.37890625, 0.375, 0.39453125, 0.39453125, 0.375, 0.375], [0.453125, 0.4921875, 0.53125, 0.43359375, 0.43359375, 0.47265625, 0.53125, 0.51171875, 0.47265625, 0.47265625, 0.45703125, 0.57421875, 0.51171875, 0.51171875, 0.6484375, 0.78515625, 0.765625, 0.74609375, 0.70703125, 0.70703125, 0.66796875, 0.6875, 0.62890625, 0.5703125, 0.5703125, 0.53125, 0.375]], "curve_se": [[0.04075830138517104, 0.032727183630540176, 0.03712429400871027, 0.03271966273336387, 0.03706458194323816, 0.04365065585766651, 0.03271966273336387, 0.04075830138517104, 0.01953125, 0.01953125, 0.02717220092344736, 0.03271966273336387, 0.01953125, 0.02717220092344736, 0.02717220092344736, 0.04075830138517104, 0.03271966273336387, 0.046405367510887835, 0.02717220092344736, 0.03712429400871027, 0.04064341239076917, 0.050470123196139194, 0.050470123196139194, 0.046405367510887835, 0.050470123196139194, 0.01953125, 0.0], [0.04365065585766651, 0.045979132371753974, 0.04064341239076917, 0.04075830138517104, 0.03712429400871027, 0.03712429400871027, 0.043813857486677696, 0.04075830138517104, 0.027271650335950904, 0.04064341239076917, 0.01953125, 0.02002894122621426, 0.032727183630540176, 0.02002894122621426, 0.027271650335950904, 0.01953125, 0.0, 0.027271650335950904, 0.00390625, 0.0, 0.019794098251873934, 0.0, 0.01953125, 0.0, 0.02717220092344736, 0.0, 0.0], [0.05513122833249407, 0.05434440184689472, 0.0544168128075233, 0.053315708160383134, 0.053315708160383134, 0.0546875, 0.05434440184689472, 0.053315708160383134, 0.05203080348302061, 0.05434440184689472, 0.0560169272439396, 0.0560169272439396, 0.05203080348302061, 0.053315708160383134, 0.0560169272439396, 0.053315708160383134, 0.0560169272439396, 0.055686441013065406, 0.053315708160383134, 0.05513122833249407, 0.055686441013065406, 0.055686441013065406, 0.05513122833249407, 0.053315708160383134, 0.05434440184689472, 0.0, 0.0], [0.01953125, 0.02717220092344736, 0.01953125, 0.027271650335950904, 0.01953125, 0.00390625, 0.01953125, 0.03712429400871027, 0.01953125, 0.02717220092344736, 0.043813857486677696, 0.02717220092344736, 0.03271966273336387, 0.03706458194323816, 0.02717220092344736, 0.01953125, 0.02717220092344736, 0.00390625, 0.0, 0.027271650335950904, 0.02002894122621426, 0.00390625, 0.0, 0.01953125, 0.01953125, 0.0, 0.0], [0.03712429400871027, 0.043813857486677696, 0.04860711069048868, 0.03271966273336387, 0.03271966273336387, 0.04075830138517104, 0.04860711069048868, 0.046405367510887835, 0.04075830138517104, 0.04075830138517104, 0.03706458194323816, 0.05170339834043403, 0.046405367510887835, 0.046405367510887835, 0.055686441013065406, 0.053315708160383134, 0.05434440184689472, 0.05513122833249407, 0.0560169272439396, 0.0560169272439396, 0.0560169272439396, 0.056126656883367154, 0.05513122833249407, 0.05203080348302061, 0.05203080348302061, 0.04860711069048868, 0.0]], "seats": [{"seat": 0, "decisions": 5, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.47265625, "result": 0.375, "own": 0.0, "luck": -0.09765625, "dealt": 0.453125}, {"seat": 1, "decisions": 5, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.49609375, "result": 0.375, "own": 0.0, "luck": -0.12109375, "dealt": 0.47265625}, {"seat": 2, "decisions": 6, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.62890625, "result": 1.0, "own": 0.017578125, "luck": 0.353515625, "dealt": 0.74609375}, {"seat": 3, "decisions": 5, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.39453125, "result": 0.375, "own": 0.0, "luck": -0.01953125, "dealt": 0.375}, {"seat": 4, "decisions": 5, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.453125, "result": 0.375, "own": 0.0390625, "luck": -0.1171875, "dealt": 0.43359375}], "chance": [[0.15625, 0.109375, 0.125, 0.09375, 0.140625, 0.203125, 0.09375, 0.15625, 0.03125, 0.03125, 0.0625, 0.09375, 0.03125, 0.0625, 0.0625, 0.15625, 0.09375, 0.21875, 0.0625, 0.125, 0.171875, 0.28125, 0.28125, 0.21875, 0.28125, 0.03125, 0.0], [0.203125, 0.25, 0.171875, 0.15625, 0.125, 0.125, 0.1875, 0.15625, 0.078125, 0.171875, 0.03125, 0.0625, 0.109375, 0.0625, 0.078125, 0.03125, 0.0, 0.078125, 0.015625, 0.0, 0.046875, 0.0, 0.03125, 0.0, 0.0625, 0.0, 0.0], [0.40625, 0.625, 0.609375, 0.34375, 0.34375, 0.421875, 0.375, 0.65625, 0.6875, 0.625, 0.53125, 0.53125, 0.6875, 0.65625, 0.53125, 0.34375, 0.46875, 0.4375, 0.34375, 0.59375, 0.5625, 0.4375, 0.40625, 0.65625, 0.625, 1.0, 1.0], [0.03125, 0.0625, 0.03125, 0.078125, 0.03125, 0.015625, 0.03125, 0.125, 0.03125, 0.0625, 0.1875, 0.0625, 0.09375, 0.140625, 0.0625, 0.03125, 0.0625, 0.015625, 0.0, 0.078125, 0.0625, 0.015625, 0.0, 0.03125, 0.03125, 0.0, 0.0], [0.125, 0.1875, 0.25, 0.09375, 0.09375, 0.15625, 0.25, 0.21875, 0.15625, 0.15625, 0.140625, 0.328125, 0.21875, 0.21875, 0.4375, 0.65625, 0.625, 0.59375, 0.53125, 0.53125, 0.46875, 0.5, 0.40625, 0.3125, 0.3125, 0.25, 0.0]]}], "seats": [{"seat": 0, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 1.0625, "result": 0.75, "own": 0.0390625, "luck": -0.3515625, "dealt": 0.88671875}, {"seat": 1, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.953125, "result": 1.375, "own": 0.0, "luck": 0.421875, "dealt": 1.0625}, {"seat": 2, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 1.1796875, "result": 1.375, "own": 0.017578125, "luck": 0.177734375, "dealt": 1.53125}, {"seat": 3, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.83203125, "result": 0.75, "own": 0.0, "luck": -0.08203125, "dealt": 0.75}, {"seat": 4, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.83203125, "result": 0.75, "own": 0.0390625, "luck": -0.12109375, "dealt": 0.80859375}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('jkWAAa3a', '2026-12-07 21:22:24.835509+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "sausage", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 0, "policy": "random", "worlds": 5, "budget": 1.0, "seconds": 0.852, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "0-6", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-4", "mean": 0.5125, "se": 0.1125, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-2", "mean": 0.5, "se": 0.11470786693528089, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-3", "mean": 0.4, "se": 0.11239029738980329, "n": 20, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5", "mean": 0.4, "se": 0.11239029738980329, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6", "mean": 0.4, "se": 0.11239029738980329, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-5", "mean": 0.3625, "se": 0.10802503364839487, "n": 20, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6", "mean": 0.35, "se": 0.10942433098048311, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6", "mean": 0.3, "se": 0.10513149660756935, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4", "mean": 0.2625, "se": 0.09846686592052438, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-5", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-6", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "6-6", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.05, "hindsight_se": 0.05}], "best": "3-3", "loss": 0.2, "loss_se": 0.13764944032233709, "hindsight_best": "0-6", "hindsight_loss": 0.0, "gain": -0.11696428571428574, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 1, "deal": 1, "seat": 1, "move": "4-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TL", "mean": 0.85, "se": 0.08191780219091253, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@BL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TR", "mean": 0.6125, "se": 0.10953700408153354, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@TR", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BR", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@TR", "mean": 0.55, "se": 0.11413288653790232, "n": 20, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@BR", "mean": 0.5125, "se": 0.1125, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.5, "se": 0.11470786693528089, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "0-0@TL", "loss": 0.0, "loss_se": 0.10259783520851541, "hindsight_best": "0-2@TR", "hindsight_loss": 0.4, "gain": 0.032500000000000084, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "0-3@TL", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-4@TL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-3@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "6-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-3@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-6@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-4@TL", "loss": 0.8, "loss_se": 0.2, "hindsight_best": "0-4@TL", "hindsight_loss": 0.6, "gain": -0.16499999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "3-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TL", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-0@TR", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-4@BL", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "2-4@BL", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TR", "mean": 0.7625, "se": 0.09506749679763542, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-5@TL", "mean": 0.7, "se": 0.10513149660756937, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@BL", "mean": 0.7, "se": 0.10513149660756937, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TR", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BL", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BR", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@TL", "mean": 0.55, "se": 0.11413288653790232, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "3-4@TL", "loss": 0.05, "loss_se": 0.16975214129336988, "hindsight_best": "0-1@TR", "hindsight_loss": 0.20000000000000007, "gain": -0.10568181818181821, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 4, "deal": 1, "seat": 0, "move": "3-6@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "3-3@TL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-6@BR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-5@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "1-3@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-3@TL", "loss": 1.0, "loss_se": 0.0, "hindsight_best": "3-3@TL", "hindsight_loss": 0.4, "gain": -0.3611111111111111, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 5, "deal": 1, "seat": 1, "move": "0-1@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-0@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@TL", "hindsight_loss": 0.19999999999999996, "gain": -0.36, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 6, "deal": 1, "seat": 0, "move": "3-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-5@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-3@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TL", "mean": 0.05, "se": 0.05, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-3@TR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "1-2@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@TR", "hindsight_loss": 0.8, "gain": 0.01874999999999999, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 7, "deal": 1, "seat": 1, "move": "1-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "3-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-1@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.85, "hindsight_se": 0.15}, {"move": "2-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "1-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@TR", "hindsight_loss": 0.6, "gain": 0.20000000000000007, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 8, "deal": 1, "seat": 0, "move": "1-3@cut:1:L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@cut:1:L", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@cut:1:R", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "1-3@cut:1:L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-3@cut:1:L", "hindsight_loss": 0.0, "gain": 0.5666666666666667, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 9, "deal": 1, "seat": 1, "move": "0-3@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@BL", "mean": 0.6666666666666666, "se": 0.12598815766974242, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BR", "mean": 0.6166666666666667, "se": 0.12645973071323333, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.55, "se": 0.12955969390869324, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BL", "mean": 0.55, "se": 0.12955969390869324, "n": 15, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-3@BL", "mean": 0.5333333333333333, "se": 0.13333333333333333, "n": 15, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-6@BR", "mean": 0.5333333333333333, "se": 0.13333333333333333, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.48333333333333334, "se": 0.13017082793177756, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.4666666666666667, "se": 0.13333333333333333, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TR", "mean": 0.4, "se": 0.13093073414159542, "n": 15, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-4@BL", "mean": 0.4, "se": 0.13093073414159542, "n": 15, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.4, "se": 0.13093073414159542, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-1@TL", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-3@BR", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@BR", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.26666666666666666, "se": 0.11818736805705579, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "2-3@BL", "loss": -0.18333333333333332, "loss_se": 0.139015815019, "hindsight_best": "0-3@BL", "hindsight_loss": 0.0, "gain": 0.08333333333333331, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 10, "deal": 1, "seat": 0, "move": "1-2@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TR", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.05, "hindsight_se": 0.05}, {"move": "1-5@TL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.55, "se": 0.11413288653790232, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TL", "mean": 0.4625, "se": 0.11220722136438363, "n": 20, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@TL", "mean": 0.45, "se": 0.11413288653790232, "n": 20, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-4@TR", "loss": 0.35, "loss_se": 0.16662280124501821, "hindsight_best": "1-2@TL", "hindsight_loss": 0.0, "gain": -0.1325, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 11, "deal": 1, "seat": 1, "move": "2-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "3-6@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-5@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-0@BL", "loss": -0.2, "loss_se": 0.37416573867739417, "hindsight_best": "4-5@TR", "hindsight_loss": 0.20000000000000007, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 12, "deal": 1, "seat": 0, "move": "4-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-4@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-5@BL", "loss": 0.2, "loss_se": 0.37416573867739417, "hindsight_best": "4-4@TR", "hindsight_loss": 0.0, "gain": -0.2, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 13, "deal": 1, "seat": 1, "move": "3-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-2@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-1@BL", "hindsight_loss": 0.4, "gain": -0.025000000000000022, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 14, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "0-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.05, "hindsight_se": 0.05}, {"move": "5-6@BR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@BR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-4@BL", "hindsight_loss": 0.04999999999999999, "gain": -0.21666666666666667, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 15, "deal": 1, "seat": 1, "move": "3-4@cut:2:R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@cut:2:L", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@cut:2:R", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-2@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "2-4@TR", "hindsight_loss": 0.4, "gain": -0.05999999999999994, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 16, "deal": 1, "seat": 0, "move": "0-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-4@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.1, "se": 0.06123724356957946, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "0-4@TR", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-5@BL", "hindsight_loss": 0.0, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 17, "deal": 1, "seat": 1, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.45, "se": 0.22912878474779202, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-5@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "0-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-5@BR", "loss": -0.4, "loss_se": 0.24494897427831783, "hindsight_best": "4-6@TL", "hindsight_loss": 0.19999999999999996, "gain": -0.07083333333333336, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 18, "deal": 1, "seat": 0, "move": "1-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "1-5@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "3-6@BR", "hindsight_loss": 0.39999999999999997, "gain": 0.19999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 19, "deal": 1, "seat": 1, "move": "0-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@cut:-1:R", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.45, "se": 0.22912878474779202, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-2@cut:-1:R", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "0-2@cut:-1:R", "hindsight_loss": 0.8, "gain": 0.05833333333333335, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 20, "deal": 1, "seat": 0, "move": "1-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:L", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-4@TL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-4@TL", "hindsight_loss": 0.6, "gain": -0.07999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 21, "deal": 1, "seat": 1, "move": "2-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-0@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-5@BR", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-2@cut:-1:R", "hindsight_loss": 0.6000000000000001, "gain": 0.02857142857142858, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 22, "deal": 1, "seat": 0, "move": "0-4@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@cut:-2:L", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:R", "mean": 0.7, "se": 0.18371173070873836, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "5-6@cut:-2:L", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-4@TL", "hindsight_loss": 0.0, "gain": -0.10000000000000009, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 23, "deal": 1, "seat": 1, "move": "2-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-1@cut:-3:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@cut:-3:L", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "2-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@cut:-3:R", "hindsight_loss": 0.4, "gain": 0.2615384615384616, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 24, "deal": 1, "seat": 0, "move": "5-6@cut:-2:L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@cut:-2:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-4@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@cut:-2:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "3-6@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "5-6@cut:-2:R", "hindsight_loss": 0.4, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 25, "deal": 1, "seat": 1, "move": "4-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-2@cut:-1:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "4-6@TL", "loss": -0.4, "loss_se": 0.24494897427831783, "hindsight_best": "1-6@TL", "hindsight_loss": 0.6000000000000001, "gain": 0.26, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 26, "deal": 1, "seat": 0, "move": "5-5@BL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 27, "deal": 1, "seat": 1, "move": "4-5@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-2@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:L", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "1-5@BL", "loss": -0.2, "loss_se": 0.37416573867739417, "hindsight_best": "0-2@BR", "hindsight_loss": 0.14999999999999997, "gain": -0.1611111111111111, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 28, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 29, "deal": 1, "seat": 1, "move": "0-2@cut:-1:L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "2-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "1-5@BL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "1-5@BL", "hindsight_loss": 0.4, "gain": -0.19999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 30, "deal": 1, "seat": 0, "move": "2-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-5@BL", "loss": 0.2, "loss_se": 0.2, "hindsight_best": "2-6@TL", "hindsight_loss": 0.0, "gain": -0.26666666666666666, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 31, "deal": 1, "seat": 1, "move": "0-0@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@BL", "hindsight_loss": 0.0, "gain": 0.08000000000000007, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 32, "deal": 1, "seat": 0, "move": "4-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "3-6@TL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-6@TL", "hindsight_loss": 0.0, "gain": -0.08, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 33, "deal": 1, "seat": 1, "move": "2-2@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-6@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "2-2@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@BR", "hindsight_loss": 0.0, "gain": 0.050000000000000044, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 34, "deal": 1, "seat": 0, "move": "5-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "5-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "4-5@TR", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "0-5@TR", "hindsight_loss": 0.39999999999999997, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 35, "deal": 1, "seat": 1, "move": "0-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-4@BL", "hindsight_loss": 0.0, "gain": 0.06666666666666665, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 36, "deal": 1, "seat": 0, "move": "4-4@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-5@TL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@TL", "hindsight_loss": 0.0, "gain": -0.15000000000000002, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 37, "deal": 1, "seat": 1, "move": "0-6@cut:-3:L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@cut:-3:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@cut:-3:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-6@cut:-3:R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6@cut:-3:L", "hindsight_loss": 0.0, "gain": -0.20000000000000007, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 38, "deal": 1, "seat": 0, "move": "6-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@TL", "mean": 0.05, "se": 0.05, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "6-6@TL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "6-6@TL", "hindsight_loss": 0.0, "gain": 0.09166666666666667, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 39, "deal": 1, "seat": 1, "move": "0-1@BL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 40, "deal": 1, "seat": 0, "move": "3-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "5-6@TL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "3-6@TL", "hindsight_loss": 0.0, "gain": -0.13333333333333333, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 41, "deal": 1, "seat": 1, "move": "1-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-6@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@BL", "hindsight_loss": 0.19999999999999996, "gain": 0.06666666666666676, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 42, "deal": 1, "seat": 0, "move": "5-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@BL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "4-6@BL", "hindsight_loss": 0.2, "gain": -0.2, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 43, "deal": 1, "seat": 1, "move": "3-5@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 44, "deal": 1, "seat": 0, "move": "4-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-5@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@BL", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 45, "deal": 1, "seat": 1, "move": "1-5@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 46, "deal": 1, "seat": 0, "move": "4-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-4@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@BL", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 47, "deal": 1, "seat": 1, "move": "1-1@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.5, 0.25, 0.5, 0.2, 0.5, 0.0, 0.0, 0.4, 0.5, 1.0, 1.0, 0.45, 0.0, 0.2, 0.0, 0.4, 0.5, 0.2, 0.5, 0.6, 1.0, 0.4, 1.0, 0.6, 0.5, 0.4, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.25, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.65, 1.0, 0.6, 0.5, 0.4, 1.0, 0.8, 0.0, 0.5333333333333333, 0.0, 0.4, 0.5, 0.6, 1.0, 0.4, 1.0, 0.4, 0.0, 0.6, 1.0, 0.6, 1.0, 0.8, 0.5, 0.8, 0.0, 0.4, 1.0, 0.4, 0.5, 0.8, 0.5, 1.0, 1.0, 0.8, 1.0, 0.4, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]], "curve_se": [[0.5, 0.09933992677987828, 0.5, 0.2, 0.5, 0.0, 0.0, 0.24494897427831783, 0.5, 0.0, 0.0, 0.11413288653790232, 0.0, 0.2, 0.0, 0.24494897427831783, 0.5, 0.2, 0.5, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.5, 0.24494897427831783, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.19364916731037085, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.10942433098048311, 0.0, 0.11239029738980329, 0.5, 0.24494897427831783, 0.0, 0.2, 0.0, 0.13333333333333333, 0.0, 0.24494897427831783, 0.5, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.2, 0.5, 0.2, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.5, 0.2, 0.5, 0.0, 0.0, 0.2, 0.0, 0.24494897427831783, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 24, "choices": 22, "given_away": 3.35, "given_away_se": 0.983214384717692, "inaccuracies": 0, "mistakes": 2, "start": 0.5, "result": 0.0, "own": -1.6251587301587302, "luck": 1.1251587301587302, "dealt": 1.0}, {"seat": 1, "decisions": 24, "choices": 20, "given_away": -1.1333333333333333, "given_away_se": 0.893681991587922, "inaccuracies": 0, "mistakes": 0, "start": 0.0, "result": 1.0, "own": -0.09501637251637207, "luck": 1.0950163725163722, "dealt": 1.0}], "chance": [[0.5, 0.25, 0.5, 0.2, 0.5, 0.0, 0.0, 0.4, 0.5, 1.0, 1.0, 0.45, 0.0, 0.2, 0.0, 0.4, 0.5, 0.2, 0.5, 0.6, 1.0, 0.4, 1.0, 0.6, 0.5, 0.4, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.65, 1.0, 0.6, 0.5, 0.4, 1.0, 0.8, 0.0, 0.5333333333333333, 0.0, 0.4, 0.5, 0.6, 1.0, 0.4, 1.0, 0.4, 0.0, 0.6, 1.0, 0.6, 1.0, 0.8, 0.5, 0.8, 0.0, 0.4, 1.0, 0.4, 0.5, 0.8, 0.5, 1.0, 1.0, 0.8, 1.0, 0.4, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 24, "choices": 22, "given_away": 3.35, "given_away_se": 0.983214384717692, "inaccuracies": 0, "mistakes": 2, "start": 0.5, "result": 0.0, "own": -1.6251587301587302, "luck": 1.1251587301587302, "dealt": 1.0}, {"seat": 1, "decisions": 24, "choices": 20, "given_away": -1.1333333333333333, "given_away_se": 0.893681991587922, "inaccuracies": 0, "mistakes": 0, "start": 0.0, "result": 1.0, "own": -0.09501637251637207, "luck": 1.0950163725163722, "dealt": 1.0}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('G6v6_COo', '2026-12-07 21:22:34.361769+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "sausage-one-way", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 0, "policy": "random", "worlds": 4, "budget": 1.0, "seconds": 0.908, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "2-2", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-2", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5", "hindsight_loss": 0.5, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 1, "deal": 1, "seat": 1, "move": "1-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.3125, "hindsight_se": 0.2366211810750114}, {"move": "0-2@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-2@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@TR", "hindsight_loss": 0.25, "gain": 0.4583333333333333, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "2-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-5@BR", "mean": 0.5625, "se": 0.2576941016011038, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-3@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.22916666666666663, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "1-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@TR", "mean": 0.5625, "se": 0.128086884574495, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@BR", "mean": 0.5625, "se": 0.128086884574495, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-6@TR", "mean": 0.5, "se": 0.12909944487358055, "n": 16, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TR", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-1@TR", "mean": 0.390625, "se": 0.12283277504395966, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@TR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@BR", "mean": 0.328125, "se": 0.11796616305110547, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.3125, "se": 0.11967838846954226, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "1-4@TR", "loss": -0.0625, "loss_se": 0.17001838135919303, "hindsight_best": "1-1@TR", "hindsight_loss": 0.5, "gain": -0.12109375, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-1@TR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 1, "move": "1-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.3125, "hindsight_se": 0.2366211810750114}, {"move": "1-1@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-0@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@BR", "hindsight_loss": 1.0, "gain": 0.0625, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 6, "deal": 1, "seat": 0, "move": "0-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TR", "mean": 0.6666666666666666, "se": 0.1421338109037403, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-3@TR", "mean": 0.5833333333333334, "se": 0.1486470975026408, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-6@TR", "mean": 0.5833333333333334, "se": 0.1486470975026408, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "0-5@TR", "loss": -0.25, "loss_se": 0.13055824196677338, "hindsight_best": "0-5@TR", "hindsight_loss": 0.0, "gain": 0.05555555555555547, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 7, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "5-6@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "3-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "5-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "3-5@TR", "loss": 0.75, "loss_se": 0.25, "hindsight_best": "2-5@TR", "hindsight_loss": 0.75, "gain": -0.44999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 9, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 0, "move": "3-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "4-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@TR", "hindsight_loss": 0.5, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 11, "deal": 1, "seat": 1, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@TR", "mean": 0.5, "se": 0.12909944487358055, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-3@TR", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-6@BR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@BR", "mean": 0.3125, "se": 0.11967838846954226, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.3125, "se": 0.11967838846954226, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "6-6@BR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-6@TR", "mean": 0.125, "se": 0.08539125638299665, "n": 16, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@TR", "loss": -0.125, "loss_se": 0.125, "hindsight_best": "3-3@TR", "hindsight_loss": 0.25, "gain": 0.04464285714285715, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 12, "deal": 1, "seat": 0, "move": "0-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "5-5@cut:3", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-3@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@cut:3", "hindsight_loss": 0.5, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 13, "deal": 1, "seat": 1, "move": "0-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@cut:4", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-0@TR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@TR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@BR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@TR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "3-6@cut:4", "loss": 0.0625, "loss_se": 0.17001838135919303, "hindsight_best": "3-6@cut:4", "hindsight_loss": 0.25, "gain": -0.11458333333333331, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 14, "deal": 1, "seat": 0, "move": "5-5@cut:3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 15, "deal": 1, "seat": 1, "move": "3-6@cut:4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@cut:4", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@BR", "hindsight_loss": 0.25, "gain": 0.035714285714285726, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 16, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 17, "deal": 1, "seat": 1, "move": "1-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-2@BR", "hindsight_loss": 0.25, "gain": -0.20833333333333334, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 18, "deal": 1, "seat": 0, "move": "2-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-3@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-3@BR", "hindsight_loss": 0.25, "gain": -0.012499999999999956, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 19, "deal": 1, "seat": 1, "move": "3-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@BR", "mean": 0.375, "se": 0.18298126367784998, "n": 8, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@cut:5", "mean": 0.28125, "se": 0.15978151935869, "n": 8, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-3@BR", "hindsight_loss": 0.0, "gain": 0.046875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 20, "deal": 1, "seat": 0, "move": "3-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "3-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@BR", "hindsight_loss": 0.5, "gain": 0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 21, "deal": 1, "seat": 1, "move": "0-1@cut:5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 1, "seat": 0, "move": "0-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-3@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "3-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@BR", "hindsight_loss": 0.0, "gain": 0.08333333333333337, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 23, "deal": 1, "seat": 1, "move": "0-5@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "2-4@TR", "mean": 0.703125, "se": 0.11460700513057655, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@TR", "mean": 0.453125, "se": 0.1254549014254392, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-4@TR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@BR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@TR", "mean": 0.1875, "se": 0.10077822185373188, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-5@BR", "mean": 0.1875, "se": 0.10077822185373188, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@TR", "loss": 0.515625, "loss_se": 0.12597277731716483, "hindsight_best": "2-4@TR", "hindsight_loss": 0.5, "gain": -0.16517857142857145, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 24, "deal": 1, "seat": 0, "move": "4-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.875, "se": 0.08539125638299665, "n": 16, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@TR", "mean": 0.75, "se": 0.11180339887498948, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "4-5@TR", "loss": 0.125, "loss_se": 0.125, "hindsight_best": "4-5@TR", "hindsight_loss": 0.25, "gain": -0.0625, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 25, "deal": 1, "seat": 1, "move": "2-6@TR", "kind": "play", "verdict": "mistake", "moves": [{"move": "6-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@cut:8", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "6-6@TR", "loss": 1.0, "loss_se": 0.0, "hindsight_best": "6-6@TR", "hindsight_loss": 0.25, "gain": -0.5, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 26, "deal": 1, "seat": 0, "move": "5-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@BR", "mean": 0.8333333333333334, "se": 0.11236664374387367, "n": 12, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.13055824196677338, "n": 12, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@BR", "mean": 0.6666666666666666, "se": 0.1421338109037403, "n": 12, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@BR", "mean": 0.5833333333333334, "se": 0.1486470975026408, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-6@BR", "mean": 0.5, "se": 0.15075567228888181, "n": 12, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "5-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.16666666666666663, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 27, "deal": 1, "seat": 1, "move": "1-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@cut:8", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-4@cut:8", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-4@cut:8", "hindsight_loss": 0.5, "gain": -0.05, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 28, "deal": 1, "seat": 0, "move": "5-6@cut:9", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@cut:9", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "5-6@cut:9", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.30000000000000004, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 29, "deal": 1, "seat": 1, "move": "1-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "1-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-5@BR", "hindsight_loss": 0.0, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 30, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@cut:10", "mean": 0.875, "se": 0.08539125638299665, "n": 16, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.765625, "se": 0.10574327697305394, "n": 16, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@TR", "mean": 0.75, "se": 0.11180339887498948, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "2-5@cut:10", "loss": -0.015625, "loss_se": 0.12176811552427562, "hindsight_best": "1-6@BR", "hindsight_loss": 0.0, "gain": -0.03125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 31, "deal": 1, "seat": 1, "move": "1-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@TR", "mean": 0.3333333333333333, "se": 0.1421338109037403, "n": 12, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@TR", "mean": 0.3333333333333333, "se": 0.1421338109037403, "n": 12, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@TR", "mean": 0.25, "se": 0.13055824196677338, "n": 12, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@TR", "mean": 0.16666666666666666, "se": 0.11236664374387367, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@TR", "hindsight_loss": 0.25, "gain": 0.0625, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 32, "deal": 1, "seat": 0, "move": "2-5@cut:10", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.875, "se": 0.125, "n": 8, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@cut:10", "mean": 0.875, "se": 0.125, "n": 8, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BR", "mean": 0.5, "se": 0.1889822365046136, "n": 8, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.5, "se": 0.1889822365046136, "n": 8, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@cut:10", "loss": -0.125, "loss_se": 0.125, "hindsight_best": "2-5@cut:10", "hindsight_loss": 0.0, "gain": 0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 33, "deal": 1, "seat": 1, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@TR", "loss": -0.5, "loss_se": 0.28867513459481287, "hindsight_best": "4-6@BR", "hindsight_loss": 0.25, "gain": 0.19374999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 34, "deal": 1, "seat": 0, "move": "0-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@BR", "loss": 0.4375, "loss_se": 0.32874445495957294, "hindsight_best": "0-6@BR", "hindsight_loss": 0.0, "gain": -0.21875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 35, "deal": 1, "seat": 1, "move": "2-3@TR", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-2@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-1@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-3@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-0@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-4@BR", "loss": 0.75, "loss_se": 0.25, "hindsight_best": "2-3@TR", "hindsight_loss": 0.0, "gain": -0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 36, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 37, "deal": 1, "seat": 1, "move": "0-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@cut:12", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-1@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@cut:12", "loss": 0.0, "loss_se": 0.408248290463863, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.5, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 38, "deal": 1, "seat": 0, "move": "3-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "3-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@TR", "hindsight_loss": 0.25, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 39, "deal": 1, "seat": 1, "move": "3-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-3@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@cut:12", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-3@TR", "hindsight_loss": 0.75, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 40, "deal": 1, "seat": 0, "move": "4-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@BR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 41, "deal": 1, "seat": 1, "move": "1-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@cut:11", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@TR", "loss": 0.5, "loss_se": 0.28867513459481287, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.25, "gain": -0.1, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 42, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 43, "deal": 1, "seat": 1, "move": "1-1@cut:11", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-1@cut:11", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.0, "gain": 0.1111111111111111, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 44, "deal": 1, "seat": 0, "move": "1-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-2@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-2@TR", "hindsight_loss": 0.25, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 45, "deal": 1, "seat": 1, "move": "0-2@cut:13", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@cut:12", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@cut:12", "loss": 0.25, "loss_se": 0.25, "hindsight_best": "3-4@BR", "hindsight_loss": 0.25, "gain": -0.09375, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 46, "deal": 1, "seat": 0, "move": "1-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "2-4@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-4@BR", "hindsight_loss": 0.25, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 47, "deal": 1, "seat": 1, "move": "0-1@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "5-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@TR", "hindsight_loss": 0.5, "gain": -0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 48, "deal": 1, "seat": 0, "move": "2-5@TR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 49, "deal": 1, "seat": 1, "move": "0-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-2@TR", "loss": 0.5, "loss_se": 0.28867513459481287, "hindsight_best": "2-2@TR", "hindsight_loss": 0.5, "gain": -0.35, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 50, "deal": 1, "seat": 0, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-2@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "2-4@TR", "hindsight_loss": 0.0, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 51, "deal": 1, "seat": 1, "move": "4-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0625, "hindsight_se": 0.0625}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "4-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@BR", "hindsight_loss": 0.75, "gain": -0.08333333333333333, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 52, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 53, "deal": 1, "seat": 1, "move": "5-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@BR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 54, "deal": 1, "seat": 0, "move": "0-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "0-6@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6@TR", "hindsight_loss": 0.0, "gain": 0.16666666666666663, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 55, "deal": 1, "seat": 1, "move": "5-6@BR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 56, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@BR", "hindsight_loss": 0.0, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 57, "deal": 1, "seat": 1, "move": "0-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-4@TR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 58, "deal": 1, "seat": 0, "move": "1-1@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@BR", "hindsight_loss": 0.0, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 59, "deal": 1, "seat": 1, "move": "3-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-4@TR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 60, "deal": 1, "seat": 0, "move": "3-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@TR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 61, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 62, "deal": 1, "seat": 0, "move": "1-2@BR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.5, 0.5, 1.0, 0.75, 1.0, 1.0, 0.5, 0.6666666666666666, 0.5, 0.25, 1.0, 0.75, 1.0, 0.75, 1.0, 1.0, 0.0, 0.0, 0.0, 0.75, 0.5, 0.75, 0.0, 0.75, 1.0, 0.75, 0.5, 0.8333333333333334, 1.0, 1.0, 1.0, 0.765625, 1.0, 0.875, 0.5, 0.3125, 1.0, 1.0, 0.5, 1.0, 0.625, 1.0, 0.5, 1.0, 1.0, 0.5, 1.0, 0.75, 0.5, 0.0, 0.5, 0.25, 0.5, 1.0, 1.0, 1.0, 1.0, 0.75, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [0.125, 0.5, 0.75, 0.0, 0.3125, 0.0, 0.5, 0.5, 0.0, 0.5, 0.5, 0.0, 0.375, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.5, 0.375, 0.5, 1.0, 0.0, 0.1875, 1.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.3333333333333333, 0.0, 0.5, 0.5, 0.0, 0.0, 0.25, 1.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]], "curve_se": [[0.5, 0.28867513459481287, 0.0, 0.25, 0.0, 0.0, 0.5, 0.1421338109037403, 0.5, 0.25, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.25, 0.5, 0.25, 0.0, 0.25, 0.0, 0.11180339887498948, 0.5, 0.11236664374387367, 0.0, 0.0, 0.0, 0.10574327697305394, 0.0, 0.125, 0.5, 0.2366211810750114, 0.0, 0.0, 0.5, 0.0, 0.375, 0.0, 0.5, 0.0, 0.0, 0.28867513459481287, 0.0, 0.25, 0.5, 0.0, 0.5, 0.25, 0.5, 0.0, 0.0, 0.0, 0.0, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.125, 0.5, 0.25, 0.0, 0.11967838846954226, 0.0, 0.28867513459481287, 0.5, 0.0, 0.5, 0.5, 0.0, 0.125, 0.0, 0.11180339887498948, 0.0, 0.25, 0.0, 0.0, 0.5, 0.18298126367784998, 0.5, 0.0, 0.0, 0.10077822185373188, 0.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.1421338109037403, 0.0, 0.28867513459481287, 0.5, 0.0, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 32, "choices": 24, "given_away": 0.421875, "given_away_se": 0.5989122182511011, "inaccuracies": 0, "mistakes": 1, "start": 0.5, "result": 1.0, "own": 0.6013888888888889, "luck": -0.10138888888888886, "dealt": 0.5}, {"seat": 1, "decisions": 31, "choices": 26, "given_away": 2.390625, "given_away_se": 0.8694672548702835, "inaccuracies": 0, "mistakes": 3, "start": 0.125, "result": 0.0, "own": -0.8958457341269841, "luck": 0.7708457341269841, "dealt": 0.0}], "chance": [[0.5, 0.5, 1.0, 0.75, 1.0, 1.0, 0.5, 0.6666666666666666, 0.5, 0.25, 1.0, 0.75, 1.0, 0.75, 1.0, 1.0, 0.0, 0.0, 0.0, 0.75, 0.5, 0.75, 0.0, 0.75, 1.0, 0.75, 0.5, 0.8333333333333334, 1.0, 1.0, 1.0, 0.75, 1.0, 0.875, 0.5, 0.25, 1.0, 1.0, 0.5, 1.0, 0.5, 1.0, 0.5, 1.0, 1.0, 0.5, 1.0, 0.75, 0.5, 0.0, 0.5, 0.25, 0.5, 1.0, 1.0, 1.0, 1.0, 0.75, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [0.0, 0.5, 0.75, 0.0, 0.3125, 0.0, 0.5, 0.5, 0.0, 0.5, 0.5, 0.0, 0.375, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.5, 0.375, 0.5, 1.0, 0.0, 0.1875, 1.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.3333333333333333, 0.0, 0.5, 0.5, 0.0, 0.0, 0.25, 1.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]]}], "seats": [{"seat": 0, "decisions": 32, "choices": 24, "given_away": 0.421875, "given_away_se": 0.5989122182511011, "inaccuracies": 0, "mistakes": 1, "start": 0.5, "result": 1.0, "own": 0.6013888888888889, "luck": -0.10138888888888886, "dealt": 0.5}, {"seat": 1, "decisions": 31, "choices": 26, "given_away": 2.390625, "given_away_se": 0.8694672548702835, "inaccuracies": 0, "mistakes": 3, "start": 0.125, "result": 0.0, "own": -0.8958457341269841, "luck": 0.7708457341269841, "dealt": 0.0}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('_E8j3wP4', '2026-12-07 21:22:37.709033+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "twins", "players": 2, "options": {"set": 6, "hand_size": null, "lead_double": null, "target": 20}, "seed": 0, "policy": "random", "worlds": 62, "budget": 1.0, "seconds": 0.361, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "3-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 1, "deal": 1, "seat": 1, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@L", "mean": 0.43548387096774194, "se": 0.06348327120481284, "n": 62, "hindsight": 0.27419354838709675, "hindsight_se": 0.057118147099084166}, {"move": "0-3@R", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.27419354838709675, "hindsight_se": 0.057118147099084166}], "best": "0-3@L", "loss": -0.06451612903225806, "loss_se": 0.045244314407630756, "hindsight_best": "0-3@L", "hindsight_loss": 0.0, "gain": 0.024193548387096808, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "1-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@R", "mean": 0.8306451612903226, "se": 0.04732890137907808, "n": 62, "hindsight": 0.6451612903225806, "hindsight_se": 0.06126109130650272}, {"move": "3-5@R", "mean": 0.8064516129032258, "se": 0.050584681305417746, "n": 62, "hindsight": 0.7580645161290323, "hindsight_se": 0.05483248790412075}], "best": "1-3@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@R", "hindsight_loss": 0.11290322580645162, "gain": 0.012096774193548376, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "0-0@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 4, "deal": 1, "seat": 0, "move": "1-1@R", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-1@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@L", "mean": 0.7419354838709677, "se": 0.056025056110625186, "n": 62, "hindsight": 0.5645161290322581, "hindsight_se": 0.06243332876293453}, {"move": "1-1@R", "mean": 0.4435483870967742, "se": 0.06308736556581326, "n": 62, "hindsight": 0.28225806451612906, "hindsight_se": 0.057052778479663335}], "best": "0-1@L", "loss": 0.5564516129032258, "loss_se": 0.06308736556581326, "hindsight_best": "0-1@L", "hindsight_loss": 0.717741935483871, "gain": -0.2849462365591398, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 5, "deal": 1, "seat": 1, "move": "0-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@L", "mean": 0.4092741935483871, "se": 0.03122082531436384, "n": 248, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "1-6@R", "mean": 0.3951612903225806, "se": 0.030975549710082047, "n": 248, "hindsight": 0.5887096774193549, "hindsight_se": 0.062476006550926735}], "best": "0-4@L", "loss": -0.036290322580645164, "loss_se": 0.02932387138184897, "hindsight_best": "0-4@L", "hindsight_loss": 0.0, "gain": 0.007056451612903247, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 6, "deal": 1, "seat": 0, "move": "0-1@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "0-2@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "4-4@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "2-4@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "4-5@L", "mean": 0.9959677419354839, "se": 0.004032258064516129, "n": 248, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-4@L", "mean": 0.907258064516129, "se": 0.018456741073081435, "n": 248, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}, {"move": "1-4@L", "mean": 0.6048387096774194, "se": 0.03110702726972489, "n": 248, "hindsight": 0.5967741935483871, "hindsight_se": 0.06280789804452513}, {"move": "4-6@L", "mean": 0.5685483870967742, "se": 0.031513837242691176, "n": 248, "hindsight": 0.5161290322580645, "hindsight_se": 0.06398512305554384}, {"move": "2-2@R", "mean": 0.45564516129032256, "se": 0.031688811310611006, "n": 248, "hindsight": 0.6290322580645161, "hindsight_se": 0.061849987261455165}], "best": "4-5@L", "loss": 0.08870967741935484, "loss_se": 0.01897204278968205, "hindsight_best": "4-5@L", "hindsight_loss": 0.048387096774193505, "gain": 0.20080645161290323, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "2-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@L", "mean": 0.9435483870967742, "se": 0.028409352604361095, "n": 62, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}, {"move": "2-2@R", "mean": 0.9435483870967742, "se": 0.028409352604361095, "n": 62, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}], "best": "2-2@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 12, "deal": 1, "seat": 0, "move": "2-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.12096774193548387, "se": 0.029402525657030033, "n": 124, "hindsight": 0.12903225806451613, "hindsight_se": 0.04292252541026551}, {"move": "2-3@R", "mean": 0.12096774193548387, "se": 0.029402525657030033, "n": 124, "hindsight": 0.0967741935483871, "hindsight_se": 0.037854109292804396}, {"move": "2-5@L", "mean": 0.10483870967741936, "se": 0.02762224192619441, "n": 124, "hindsight": 0.03225806451612903, "hindsight_se": 0.022622157203815378}, {"move": "2-6@L", "mean": 0.08064516129032258, "se": 0.024551508696506567, "n": 124, "hindsight": 0.12096774193548387, "hindsight_se": 0.040952249138978304}, {"move": "2-5@R", "mean": 0.08064516129032258, "se": 0.024551508696506567, "n": 124, "hindsight": 0.20967741935483872, "hindsight_se": 0.052121044358699666}, {"move": "2-6@R", "mean": 0.06451612903225806, "se": 0.02215132694862699, "n": 124, "hindsight": 0.08064516129032258, "hindsight_se": 0.034863085661141255}, {"move": "1-2@R", "mean": 0.04032258064516129, "se": 0.017737166466787604, "n": 124, "hindsight": 0.04032258064516129, "hindsight_se": 0.023838394458107322}, {"move": "1-2@L", "mean": 0.024193548387096774, "se": 0.013854124038505378, "n": 124, "hindsight": 0.03225806451612903, "hindsight_se": 0.022622157203815378}], "best": "2-3@L", "loss": 0.03225806451612903, "loss_se": 0.03609492226684722, "hindsight_best": "2-5@R", "hindsight_loss": 0.0, "gain": 0.0010080645161290314, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 6577}}, {"step": 13, "deal": 1, "seat": 1, "move": "5-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 14, "deal": 1, "seat": 0, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@R", "mean": 0.1774193548387097, "se": 0.03444587215730565, "n": 124, "hindsight": 0.20967741935483872, "hindsight_se": 0.052121044358699666}, {"move": "3-5@R", "mean": 0.1693548387096774, "se": 0.03381847492814875, "n": 124, "hindsight": 0.16129032258064516, "hindsight_se": 0.04709177548576031}, {"move": "5-6@R", "mean": 0.13709677419354838, "se": 0.031012880709678958, "n": 124, "hindsight": 0.14516129032258066, "hindsight_se": 0.045102704312520885}, {"move": "1-2@L", "mean": 0.04838709677419355, "se": 0.01934828108160179, "n": 124, "hindsight": 0.04838709677419355, "hindsight_se": 0.027474514461903608}, {"move": "2-3@L", "mean": 0.0, "se": 0.0, "n": 124, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-6@L", "mean": 0.0, "se": 0.0, "n": 124, "hindsight": 0.016129032258064516, "hindsight_se": 0.016129032258064516}], "best": "0-5@R", "loss": -0.04032258064516129, "loss_se": 0.031148977384145942, "hindsight_best": "0-5@R", "hindsight_loss": 0.0, "gain": 0.08870967741935486, "open": {"status": "solved", "moves": [{"move": "0-5@R", "value": 1.0, "margin": 8}, {"move": "3-5@R", "value": 1.0, "margin": null}, {"move": "5-6@R", "value": 1.0, "margin": null}, {"move": "1-2@L", "value": -1.0, "margin": null}, {"move": "2-3@L", "value": -1.0, "margin": null}, {"move": "2-6@L", "value": -1.0, "margin": null}], "best": "0-5@R", "nodes": 6790}}, {"step": 15, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 16, "deal": 1, "seat": 0, "move": "2-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.3548387096774194, "hindsight_se": 0.06126109130650272}, {"move": "2-6@L", "mean": 0.20967741935483872, "se": 0.052121044358699666, "n": 62, "hindsight": 0.1935483870967742, "hindsight_se": 0.05058468130541774}, {"move": "0-6@R", "mean": 0.1774193548387097, "se": 0.04891305893000953, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}, {"move": "1-2@L", "mean": 0.14516129032258066, "se": 0.045102704312520885, "n": 62, "hindsight": 0.12903225806451613, "hindsight_se": 0.04292252541026551}], "best": "2-3@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-3@L", "hindsight_loss": 0.0, "gain": 0.157258064516129, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": 1.0, "margin": 8}, {"move": "2-3@L", "value": 1.0, "margin": 8}, {"move": "2-6@L", "value": 1.0, "margin": null}, {"move": "0-6@R", "value": 1.0, "margin": null}], "best": "1-2@L", "nodes": 5656}}, {"step": 17, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 18, "deal": 1, "seat": 0, "move": "3-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@L", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.41935483870967744, "hindsight_se": 0.06318024670039094}, {"move": "3-5@L", "mean": 0.3064516129032258, "se": 0.0590275042660008, "n": 62, "hindsight": 0.24193548387096775, "hindsight_se": 0.05483248790412075}, {"move": "0-6@R", "mean": 0.2903225806451613, "se": 0.05811737414282667, "n": 62, "hindsight": 0.3387096774193548, "hindsight_se": 0.060596141174796975}, {"move": "3-4@L", "mean": 0.24193548387096775, "se": 0.05483248790412075, "n": 62, "hindsight": 0.25806451612903225, "hindsight_se": 0.056025056110625186}], "best": "3-6@L", "loss": 0.016129032258064516, "loss_se": 0.07084865735873298, "hindsight_best": "3-6@L", "hindsight_loss": 0.16129032258064518, "gain": -0.06451612903225806, "open": {"status": "solved", "moves": [{"move": "3-4@L", "value": 1.0, "margin": 8}, {"move": "3-5@L", "value": 1.0, "margin": null}, {"move": "3-6@L", "value": 1.0, "margin": null}, {"move": "0-6@R", "value": 1.0, "margin": null}], "best": "3-4@L", "nodes": 2190}}, {"step": 19, "deal": 1, "seat": 1, "move": "4-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.7903225806451613, "se": 0.052121044358699666, "n": 62, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "4-5@L", "mean": 0.6612903225806451, "se": 0.060596141174796975, "n": 62, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "1-4@L", "mean": 0.6451612903225806, "se": 0.06126109130650272, "n": 62, "hindsight": 0.7419354838709677, "hindsight_se": 0.056025056110625186}], "best": "4-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.048387096774193505, "gain": 0.09139784946236562, "open": {"status": "solved", "moves": [{"move": "1-4@L", "value": -1.0, "margin": -8}, {"move": "4-5@L", "value": -1.0, "margin": null}, {"move": "4-6@L", "value": -1.0, "margin": -9}], "best": "1-4@L", "nodes": 1608}}, {"step": 20, "deal": 1, "seat": 0, "move": "0-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.3064516129032258, "se": 0.0590275042660008, "n": 62, "hindsight": 0.22580645161290322, "hindsight_se": 0.05353379475343739}, {"move": "0-6@R", "mean": 0.1774193548387097, "se": 0.04891305893000953, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}], "best": "6-6@L", "loss": 0.0, "loss_se": 0.06084196831471061, "hindsight_best": "6-6@L", "hindsight_loss": 0.11290322580645161, "gain": -0.06451612903225806, "open": {"status": "solved", "moves": [{"move": "6-6@L", "value": 1.0, "margin": 9}, {"move": "0-6@R", "value": 1.0, "margin": 14}], "best": "6-6@L", "nodes": 1135}}, {"step": 21, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 1, "seat": 0, "move": "6-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.3225806451612903, "se": 0.05985260208110381, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}, {"move": "6-6@R", "mean": 0.3225806451612903, "se": 0.05985260208110381, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}], "best": "6-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "6-6@L", "value": 1.0, "margin": 14}, {"move": "6-6@R", "value": 1.0, "margin": null}], "best": "6-6@L", "nodes": 511}}, {"step": 23, "deal": 1, "seat": 1, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-6@R", "mean": 0.8709677419354839, "se": 0.04292252541026551, "n": 62, "hindsight": 0.7903225806451613, "hindsight_se": 0.052121044358699666}, {"move": "1-6@L", "mean": 0.7741935483870968, "se": 0.05353379475343739, "n": 62, "hindsight": 0.8064516129032258, "hindsight_se": 0.050584681305417746}], "best": "1-6@R", "loss": 0.0967741935483871, "loss_se": 0.0752562251812595, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": -0.048387096774193505, "open": {"status": "solved", "moves": [{"move": "1-6@L", "value": -1.0, "margin": -14}, {"move": "1-6@R", "value": -1.0, "margin": null}], "best": "1-6@L", "nodes": 279}}, {"step": 24, "deal": 1, "seat": 0, "move": "2-6@R", "kind": "play", "verdict": "mistake", "moves": [{"move": "1-2@L", "mean": 0.5, "se": 0.06401843996644799, "n": 62, "hindsight": 0.5, "hindsight_se": 0.06401843996644799}, {"move": "2-6@R", "mean": 0.12903225806451613, "se": 0.04292252541026551, "n": 62, "hindsight": 0.24193548387096775, "hindsight_se": 0.05483248790412075}, {"move": "3-6@R", "mean": 0.06451612903225806, "se": 0.03145483312102179, "n": 62, "hindsight": 0.0967741935483871, "hindsight_se": 0.037854109292804396}, {"move": "5-6@R", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-2@L", "loss": 0.3709677419354839, "loss_se": 0.08365611336225112, "hindsight_best": "1-2@L", "hindsight_loss": 0.25806451612903225, "gain": -0.044354838709677435, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": 1.0, "margin": 14}, {"move": "2-6@R", "value": -1.0, "margin": -20}, {"move": "3-6@R", "value": -1.0, "margin": null}, {"move": "5-6@R", "value": -1.0, "margin": null}], "best": "1-2@L", "nodes": 199}}, {"step": 25, "deal": 1, "seat": 1, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-5@L", "mean": 0.6935483870967742, "se": 0.05902750426600079, "n": 62, "hindsight": 0.6612903225806451, "hindsight_se": 0.060596141174796975}], "best": "1-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.0, "gain": 0.15322580645161288, "open": {"status": "solved", "moves": [{"move": "1-4@L", "value": 1.0, "margin": 20}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "1-4@L", "nodes": 36}}, {"step": 26, "deal": 1, "seat": 0, "move": "1-2@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 27, "deal": 1, "seat": 1, "move": "4-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-5@R", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "4-5@L", "value": 1.0, "margin": 20}, {"move": "1-5@R", "value": 1.0, "margin": null}], "best": "4-5@L", "nodes": 15}}, {"step": 28, "deal": 1, "seat": 0, "move": "3-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "3-5@L", "value": -1.0, "margin": -20}, {"move": "5-6@L", "value": -1.0, "margin": null}], "best": "3-5@L", "nodes": 5}}, {"step": 29, "deal": 1, "seat": 1, "move": "1-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.71875, 0.796875, 0.8125, 0.8306451612903226, 0.84375, 0.4435483870967742, 0.40625, 0.421875, 0.4375, 0.40625, 0.0, 0.125, 0.0625, 0.08064516129032258, 0.09375, 0.1774193548387097, 0.234375, 0.3870967741935484, 0.375, 0.24193548387096775, 0.3125, 0.1774193548387097, 0.21875, 0.3225806451612903, 0.0625, 0.12903225806451613, 0.0, 0.0, 0.0, 0.0, 0.0], [0.34375, 0.34375, 0.43548387096774194, 0.21875, 0.34375, 0.53125, 0.4092741935483871, 0.8125, 0.75, 0.75, 0.907258064516129, 1.0, 0.9435483870967742, 0.96875, 0.9375, 0.9375, 0.75, 0.8125, 0.65625, 0.71875, 0.7903225806451613, 0.84375, 0.6875, 0.8125, 0.7741935483870968, 0.78125, 1.0, 1.0, 1.0, 1.0, 1.0]], "curve_se": [[0.08075219711382271, 0.07049427667800301, 0.07010217197868432, 0.04732890137907808, 0.06521328221627366, 0.06308736556581326, 0.0882099653319905, 0.0872674761821009, 0.08909830562090465, 0.0882099653319905, 0.0, 0.05939887041393643, 0.04347552147751577, 0.024551508696506567, 0.052351460373382196, 0.03444587215730565, 0.07440752203021828, 0.06236498355496803, 0.08695104295503155, 0.05483248790412075, 0.08324928557283298, 0.04891305893000953, 0.07424858801742054, 0.05985260208110381, 0.04347552147751577, 0.04292252541026551, 0.0, 0.0, 0.0, 0.0, 0.0], [0.08530513305661303, 0.08530513305661303, 0.06348327120481284, 0.07424858801742054, 0.08530513305661303, 0.08962708359030336, 0.03122082531436384, 0.07010217197868432, 0.0777713771047819, 0.0777713771047819, 0.018456741073081435, 0.0, 0.028409352604361095, 0.03125, 0.04347552147751577, 0.04347552147751577, 0.0777713771047819, 0.07010217197868432, 0.08530513305661303, 0.08075219711382271, 0.052121044358699666, 0.06521328221627366, 0.08324928557283298, 0.07010217197868432, 0.05353379475343739, 0.07424858801742054, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 15, "choices": 10, "given_away": 0.9354838709677419, "given_away_se": 0.1482320497071519, "inaccuracies": 0, "mistakes": 2, "start": 0.71875, "result": 0.0, "own": -0.19926075268817212, "luck": -0.5194892473118279, "dealt": 0.5625}, {"seat": 1, "decisions": 15, "choices": 8, "given_away": 0.08467741935483872, "given_away_se": 0.09450066272350544, "inaccuracies": 1, "mistakes": 0, "start": 0.34375, "result": 1.0, "own": 0.4282930107526883, "luck": 0.22795698924731173, "dealt": 0.375}], "chance": [[0.71875, 0.796875, 0.8125, 0.8306451612903226, 0.84375, 0.4435483870967742, 0.40625, 0.421875, 0.4375, 0.40625, 0.0, 0.125, 0.0625, 0.08064516129032258, 0.09375, 0.1774193548387097, 0.234375, 0.3870967741935484, 0.375, 0.24193548387096775, 0.3125, 0.1774193548387097, 0.21875, 0.3225806451612903, 0.0625, 0.12903225806451613, 0.0, 0.0, 0.0, 0.0, 0.0], [0.34375, 0.34375, 0.43548387096774194, 0.21875, 0.34375, 0.53125, 0.4092741935483871, 0.8125, 0.75, 0.75, 0.907258064516129, 1.0, 0.9435483870967742, 0.96875, 0.9375, 0.9375, 0.75, 0.8125, 0.65625, 0.71875, 0.7903225806451613, 0.84375, 0.6875, 0.8125, 0.7741935483870968, 0.78125, 1.0, 1.0, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 15, "choices": 10, "given_away": 0.9354838709677419, "given_away_se": 0.1482320497071519, "inaccuracies": 0, "mistakes": 2, "start": 0.71875, "result": 0.0, "own": -0.19926075268817212, "luck": -0.5194892473118279, "dealt": 0.5625}, {"seat": 1, "decisions": 15, "choices": 8, "given_away": 0.08467741935483872, "given_away_se": 0.09450066272350544, "inaccuracies": 1, "mistakes": 0, "start": 0.34375, "result": 1.0, "own": 0.4282930107526883, "luck": 0.22795698924731173, "dealt": 0.375}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('OLDW1RVU', '2026-12-07 21:22:46.520514+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "maltese-cross", "players": 2, "options": {"target": 20}, "seed": 0, "policy": "random", "worlds": 55, "budget": 1.0, "seconds": 0.684, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "5-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 1, "deal": 1, "seat": 1, "move": "1-5@W", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@N", "mean": 0.5818181818181818, "se": 0.04724577405731571, "n": 110, "hindsight": 0.34545454545454546, "hindsight_se": 0.06470956516382613}, {"move": "1-5@W", "mean": 0.5636363636363636, "se": 0.04750185058907295, "n": 110, "hindsight": 0.2909090909090909, "hindsight_se": 0.061806297134457996}, {"move": "3-5@S", "mean": 0.5545454545454546, "se": 0.04760548821460328, "n": 110, "hindsight": 0.2909090909090909, "hindsight_se": 0.061806297134457996}, {"move": "3-5@W", "mean": 0.5454545454545454, "se": 0.04769300568972743, "n": 110, "hindsight": 0.3090909090909091, "hindsight_se": 0.06288639360110457}, {"move": "3-5@N", "mean": 0.5409090909090909, "se": 0.04751182556883244, "n": 110, "hindsight": 0.2727272727272727, "hindsight_se": 0.06060606060606061}, {"move": "1-5@E", "mean": 0.5, "se": 0.04789131426105757, "n": 110, "hindsight": 0.23636363636363636, "hindsight_se": 0.05781449705557247}, {"move": "3-5@E", "mean": 0.5, "se": 0.04789131426105757, "n": 110, "hindsight": 0.38181818181818183, "hindsight_se": 0.06611340675536796}, {"move": "1-5@S", "mean": 0.5, "se": 0.04789131426105757, "n": 110, "hindsight": 0.2909090909090909, "hindsight_se": 0.061806297134457996}], "best": "1-5@N", "loss": -0.04090909090909091, "loss_se": 0.03987669599292111, "hindsight_best": "3-5@E", "hindsight_loss": 0.09090909090909094, "gain": 0.027840909090909083, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "5-6@S", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "0-5@S", "mean": 0.9757575757575757, "se": 0.012009835681862292, "n": 165, "hindsight": 0.8727272727272727, "hindsight_se": 0.04535342286998717}, {"move": "0-5@N", "mean": 0.9696969696969697, "se": 0.013385639524223824, "n": 165, "hindsight": 0.7818181818181819, "hindsight_se": 0.05620374845754972}, {"move": "0-5@E", "mean": 0.9575757575757575, "se": 0.015738802848872593, "n": 165, "hindsight": 0.8181818181818182, "hindsight_se": 0.0524863881081478}, {"move": "4-5@S", "mean": 0.806060606060606, "se": 0.030874145136562132, "n": 165, "hindsight": 0.32727272727272727, "hindsight_se": 0.0638524469869863}, {"move": "5-6@N", "mean": 0.8, "se": 0.031234752377721213, "n": 165, "hindsight": 0.5818181818181818, "hindsight_se": 0.06712423323570162}, {"move": "5-6@E", "mean": 0.8, "se": 0.031234752377721213, "n": 165, "hindsight": 0.5636363636363636, "hindsight_se": 0.06748805288278814}, {"move": "5-6@S", "mean": 0.8, "se": 0.031234752377721213, "n": 165, "hindsight": 0.4727272727272727, "hindsight_se": 0.06794008776080904}, {"move": "4-5@N", "mean": 0.793939393939394, "se": 0.03158415324047706, "n": 165, "hindsight": 0.32727272727272727, "hindsight_se": 0.0638524469869863}, {"move": "4-5@E", "mean": 0.7818181818181819, "se": 0.032250781083062896, "n": 165, "hindsight": 0.3090909090909091, "hindsight_se": 0.06288639360110457}], "best": "0-5@S", "loss": 0.1696969696969697, "loss_se": 0.033982129150040376, "hindsight_best": "0-5@S", "hindsight_loss": 0.39999999999999997, "gain": -0.05387205387205385, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "3-5@E", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@E", "mean": 0.5272727272727272, "se": 0.06794008776080904, "n": 55, "hindsight": 0.4909090909090909, "hindsight_se": 0.06803013430498074}, {"move": "3-5@N", "mean": 0.509090909090909, "se": 0.06803013430498074, "n": 55, "hindsight": 0.509090909090909, "hindsight_se": 0.06803013430498074}], "best": "3-5@E", "loss": -0.03636363636363636, "loss_se": 0.04467342300504239, "hindsight_best": "3-5@N", "hindsight_loss": 0.018181818181818132, "gain": 0.00909090909090915, "open": {"status": "solved", "moves": [{"move": "3-5@N", "value": -1.0, "margin": null}, {"move": "3-5@E", "value": -1.0, "margin": null}], "best": "3-5@N", "nodes": 7036}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-5@N", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@N", "mean": 0.9272727272727272, "se": 0.03533910239300182, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@N", "mean": 0.5636363636363636, "se": 0.06748805288278814, "n": 55, "hindsight": 0.12727272727272726, "hindsight_se": 0.04535342286998717}], "best": "0-5@N", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@N", "hindsight_loss": 0.0, "gain": 0.18181818181818188, "open": {"status": "solved", "moves": [{"move": "0-5@N", "value": 1.0, "margin": 32}, {"move": "4-5@N", "value": -1.0, "margin": null}], "best": "0-5@N", "nodes": 9682}}, {"step": 5, "deal": 1, "seat": 1, "move": "3-3@E", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 0, "move": "0-0@N", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@N", "mean": 0.8363636363636363, "se": 0.050343174926776216, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-1@W", "mean": 0.8363636363636363, "se": 0.050343174926776216, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-0@N", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@N", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "0-0@N", "value": 1.0, "margin": 32}, {"move": "1-1@W", "value": 1.0, "margin": null}], "best": "0-0@N", "nodes": 6360}}, {"step": 7, "deal": 1, "seat": 1, "move": "6-6@S", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "1-1@W", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "1-2@W", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@N", "mean": 0.05454545454545454, "se": 0.030903148567228998, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@N", "mean": 0.05454545454545454, "se": 0.030903148567228998, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.05454545454545454, "se": 0.030903148567228998, "n": 55, "hindsight": 0.03636363636363636, "hindsight_se": 0.025473778207916145}, {"move": "0-2@N", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@E", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@E", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@W", "mean": 0.01818181818181818, "se": 0.01818181818181818, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@W", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-3@N", "loss": 0.03636363636363636, "loss_se": 0.025473778207916145, "hindsight_best": "4-6@S", "hindsight_loss": 0.03636363636363636, "gain": -0.03636363636363636, "open": {"status": "solved", "moves": [{"move": "0-2@N", "value": -1.0, "margin": -32}, {"move": "0-3@N", "value": -1.0, "margin": null}, {"move": "0-4@N", "value": -1.0, "margin": null}, {"move": "0-3@E", "value": -1.0, "margin": null}, {"move": "3-4@E", "value": -1.0, "margin": null}, {"move": "4-6@S", "value": -1.0, "margin": null}, {"move": "1-2@W", "value": -1.0, "margin": -34}, {"move": "1-4@W", "value": -1.0, "margin": null}], "best": "0-2@N", "nodes": 1770}}, {"step": 10, "deal": 1, "seat": 0, "move": "0-1@N", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "0-2@W", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@W", "mean": 0.01818181818181818, "se": 0.01818181818181818, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@N", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@E", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@E", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-2@W", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-2@W", "hindsight_loss": 0.0, "gain": 0.014545454545454545, "open": {"status": "solved", "moves": [{"move": "1-4@N", "value": -1.0, "margin": -34}, {"move": "0-3@E", "value": -1.0, "margin": null}, {"move": "3-4@E", "value": -1.0, "margin": null}, {"move": "4-6@S", "value": -1.0, "margin": null}, {"move": "0-2@W", "value": -1.0, "margin": -32}], "best": "1-4@N", "nodes": 79}}, {"step": 12, "deal": 1, "seat": 0, "move": "2-3@E", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 13, "deal": 1, "seat": 1, "move": "0-3@W", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@N", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@W", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@W", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-3@W", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@W", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "1-4@N", "value": -1.0, "margin": -32}, {"move": "4-6@S", "value": -1.0, "margin": null}, {"move": "0-3@W", "value": -1.0, "margin": -29}, {"move": "0-4@W", "value": -1.0, "margin": null}], "best": "1-4@N", "nodes": 40}}, {"step": 14, "deal": 1, "seat": 0, "move": "2-6@S", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6@S", "mean": 0.9272727272727272, "se": 0.03533910239300182, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-6@E", "mean": 0.8363636363636363, "se": 0.050343174926776216, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-6@S", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@S", "hindsight_loss": 0.0, "gain": 0.045454545454545414, "open": {"status": "solved", "moves": [{"move": "2-6@E", "value": 1.0, "margin": 29}, {"move": "2-6@S", "value": 1.0, "margin": 29}], "best": "2-6@E", "nodes": 28}}, {"step": 15, "deal": 1, "seat": 1, "move": "3-4@W", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@W", "mean": 0.07272727272727272, "se": 0.035339102393001816, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@N", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@W", "loss": -0.05454545454545454, "loss_se": 0.030903148567228998, "hindsight_best": "3-4@W", "hindsight_loss": 0.0, "gain": 0.01818181818181818, "open": {"status": "solved", "moves": [{"move": "1-4@N", "value": -1.0, "margin": -29}, {"move": "3-4@W", "value": -1.0, "margin": -27}], "best": "1-4@N", "nodes": 6}}, {"step": 16, "deal": 1, "seat": 0, "move": "4-5@W", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.84375, 0.84375, 0.84375, 0.8, 0.6875, 0.9272727272727272, 0.75, 0.8363636363636363, 0.953125, 0.9375, 0.8125, 0.96875, 0.9375, 0.96875, 0.71875, 0.9272727272727272, 1.0, 1.0], [0.59375, 0.46875, 0.5636363636363636, 0.53125, 0.5272727272727272, 0.71875, 0.34375, 0.375, 0.03125, 0.0625, 0.0, 0.0, 0.01818181818181818, 0.0, 0.0, 0.03125, 0.07272727272727272, 0.0]], "curve_se": [[0.06521328221627366, 0.06521328221627366, 0.06521328221627366, 0.031234752377721213, 0.08324928557283298, 0.03533910239300182, 0.0777713771047819, 0.050343174926776216, 0.03448479532882525, 0.04347552147751577, 0.07010217197868432, 0.03125, 0.04347552147751577, 0.03125, 0.08075219711382271, 0.03533910239300182, 0.0, 0.0], [0.0882099653319905, 0.08962708359030336, 0.04750185058907295, 0.08962708359030336, 0.06794008776080904, 0.08075219711382271, 0.08530513305661303, 0.08695104295503155, 0.03125, 0.04347552147751577, 0.0, 0.0, 0.01818181818181818, 0.0, 0.0, 0.03125, 0.035339102393001816, 0.0]], "seats": [{"seat": 0, "decisions": 9, "choices": 4, "given_away": 0.1696969696969697, "given_away_se": 0.033982129150040376, "inaccuracies": 1, "mistakes": 0, "start": 0.84375, "result": 1.0, "own": 0.17340067340067344, "luck": -0.017150673400673444, "dealt": 0.59375}, {"seat": 1, "decisions": 8, "choices": 6, "given_away": -0.09545454545454546, "given_away_se": 0.07204015251131575, "inaccuracies": 0, "mistakes": 0, "start": 0.59375, "result": 0.0, "own": 0.0332954545454546, "luck": -0.6270454545454546, "dealt": 0.59375}], "chance": [[0.84375, 0.84375, 0.84375, 0.8, 0.6875, 0.9272727272727272, 0.75, 0.8363636363636363, 0.953125, 0.9375, 0.8125, 0.96875, 0.9375, 0.96875, 0.71875, 0.9272727272727272, 1.0, 1.0], [0.59375, 0.46875, 0.5636363636363636, 0.53125, 0.5272727272727272, 0.71875, 0.34375, 0.375, 0.03125, 0.0625, 0.0, 0.0, 0.01818181818181818, 0.0, 0.0, 0.03125, 0.07272727272727272, 0.0]]}], "seats": [{"seat": 0, "decisions": 9, "choices": 4, "given_away": 0.1696969696969697, "given_away_se": 0.033982129150040376, "inaccuracies": 1, "mistakes": 0, "start": 0.84375, "result": 1.0, "own": 0.17340067340067344, "luck": -0.017150673400673444, "dealt": 0.59375}, {"seat": 1, "decisions": 8, "choices": 6, "given_away": -0.09545454545454546, "given_away_se": 0.07204015251131575, "inaccuracies": 0, "mistakes": 0, "start": 0.59375, "result": 0.0, "own": 0.0332954545454546, "luck": -0.6270454545454546, "dealt": 0.59375}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('WvLPBPRK', '2026-12-07 21:22:53.412336+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 20, "teams": false}, "seed": 0, "policy": "random", "worlds": 232, "budget": 1.0, "seconds": 0.537, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "1-4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1", "mean": 0.8502155172413793, "se": 0.011621220735375594, "n": 928, "hindsight": 0.7155172413793104, "hindsight_se": 0.029368680039722758}, {"move": "2-5", "mean": 0.8464439655172413, "se": 0.011630634945318338, "n": 928, "hindsight": 0.6422413793103449, "hindsight_se": 0.031538294596022476}, {"move": "3-5", "mean": 0.8275862068965517, "se": 0.012193961895541549, "n": 928, "hindsight": 0.6314655172413793, "hindsight_se": 0.0316665002207674}, {"move": "0-1", "mean": 0.8211206896551724, "se": 0.012378094439227803, "n": 928, "hindsight": 0.6400862068965517, "hindsight_se": 0.031208551636537848}, {"move": "0-2", "mean": 0.8178879310344828, "se": 0.012467784824800291, "n": 928, "hindsight": 0.6637931034482759, "hindsight_se": 0.031082338581586114}, {"move": "1-6", "mean": 0.8141163793103449, "se": 0.0125357556644377, "n": 928, "hindsight": 0.6745689655172413, "hindsight_se": 0.030599558442443466}, {"move": "1-4", "mean": 0.8033405172413793, "se": 0.01279615342646249, "n": 928, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-1", "loss": 0.040948275862068964, "loss_se": 0.015898634476730057, "hindsight_best": "1-4", "hindsight_loss": 0.0, "gain": -0.022475369458128003, "open": {"status": "solved", "moves": [{"move": "1-1", "value": 1.0, "margin": 11}, {"move": "1-4", "value": 1.0, "margin": 11}, {"move": "0-1", "value": -1.0, "margin": null}, {"move": "0-2", "value": -1.0, "margin": null}, {"move": "2-5", "value": -1.0, "margin": null}, {"move": "3-5", "value": -1.0, "margin": null}, {"move": "1-6", "value": -1.0, "margin": null}], "best": "1-1", "nodes": 7135}}, {"step": 1, "deal": 1, "seat": 1, "move": "1-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@L", "mean": 0.47844827586206895, "se": 0.03214951953871478, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@L", "mean": 0.41810344827586204, "se": 0.03216452631697347, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-5@L", "loss": 0.0603448275862069, "loss_se": 0.03891420119626146, "hindsight_best": "1-2@L", "hindsight_loss": 0.0, "gain": -0.03017241379310348, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": -1.0, "margin": -11}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "1-2@L", "nodes": 405}}, {"step": 2, "deal": 1, "seat": 0, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@L", "mean": 0.8556034482758621, "se": 0.023025357879665316, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@L", "mean": 0.790948275862069, "se": 0.02649155237012772, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@L", "hindsight_loss": 0.0, "gain": 0.032327586206896575, "open": {"status": "solved", "moves": [{"move": "0-2@L", "value": 1.0, "margin": 11}, {"move": "2-5@L", "value": 1.0, "margin": 11}], "best": "0-2@L", "nodes": 479}}, {"step": 3, "deal": 1, "seat": 1, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@L", "mean": 0.42887931034482757, "se": 0.03205776334545149, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5@L", "mean": 0.3706896551724138, "se": 0.03133489800914075, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@L", "mean": 0.36637931034482757, "se": 0.03125651406079145, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-6@L", "hindsight_loss": 0.0, "gain": 0.04022988505747127, "open": {"status": "solved", "moves": [{"move": "0-5@L", "value": -1.0, "margin": -11}, {"move": "1-5@L", "value": -1.0, "margin": null}, {"move": "5-6@L", "value": -1.0, "margin": -17}], "best": "0-5@L", "nodes": 276}}, {"step": 4, "deal": 1, "seat": 0, "move": "1-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 1, "move": "1-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 0, "move": "3-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.34051724137931033, "se": 0.03087854330581278, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@L", "mean": 0.3254310344827586, "se": 0.030446727675785653, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@L", "mean": 0.32112068965517243, "se": 0.030338227660144736, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "2-3@L", "loss": -0.04310344827586207, "loss_se": 0.031020173842195915, "hindsight_best": "0-3@L", "hindsight_loss": 0.0, "gain": -0.007902298850574696, "open": {"status": "solved", "moves": [{"move": "0-3@L", "value": -1.0, "margin": -17}, {"move": "2-3@L", "value": -1.0, "margin": null}, {"move": "3-6@L", "value": -1.0, "margin": null}], "best": "0-3@L", "nodes": 37}}, {"step": 8, "deal": 1, "seat": 0, "move": "0-2@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "0-1@L", "mean": 0.9181034482758621, "se": 0.017516740504115388, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@L", "mean": 0.8060344827586207, "se": 0.026015554401819713, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-1@L", "loss": 0.11206896551724138, "loss_se": 0.029324829802440045, "hindsight_best": "0-2@L", "hindsight_loss": 0.0, "gain": -0.05603448275862066, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": 1.0, "margin": 17}, {"move": "0-2@L", "value": 1.0, "margin": 2}], "best": "0-1@L", "nodes": 36}}, {"step": 9, "deal": 1, "seat": 1, "move": "2-3@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 12, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 13, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.8318965517241379, 0.8033405172413793, 0.8663793103448276, 0.8556034482758621, 0.875, 0.8017241379310345, 0.8017241379310345, 0.7801724137931034, 0.8577586206896551, 0.8060344827586207, 0.6551724137931034, 0.6120689655172413, 0.29310344827586204, 0.3103448275862069, 1.0], [0.47413793103448276, 0.43103448275862066, 0.41810344827586204, 0.4870689655172414, 0.42887931034482757, 0.36637931034482757, 0.5517241379310345, 0.3706896551724138, 0.32112068965517243, 0.28879310344827586, 0.2629310344827586, 0.4870689655172414, 0.5387931034482759, 0.5646551724137931, 0.0]], "curve_se": [[0.0346020238839886, 0.01279615342646249, 0.03082921873664505, 0.023025357879665316, 0.03053434667446778, 0.036671538515073286, 0.036671538515073286, 0.038374385267479945, 0.032283202915884816, 0.026015554401819713, 0.044323074959803546, 0.045438974552871256, 0.04244626443180182, 0.04314091325318788, 0.0], [0.04575078652055213, 0.04536068665384507, 0.03216452631697347, 0.04640817168797947, 0.03205776334545149, 0.04429937619098497, 0.0455597003368508, 0.04419897156637474, 0.030338227660144736, 0.04159077339231049, 0.040822322663058824, 0.046002577537032255, 0.044633633584582, 0.04437225503632576, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 3, "given_away": 0.15301724137931033, "given_away_se": 0.03335734133840324, "inaccuracies": 1, "mistakes": 0, "start": 0.8318965517241379, "result": 1.0, "own": -0.04618226600985209, "luck": 0.2142857142857142, "dealt": 0.7025862068965517}, {"seat": 1, "decisions": 7, "choices": 3, "given_away": 0.017241379310344827, "given_away_se": 0.04976511066945569, "inaccuracies": 0, "mistakes": 0, "start": 0.47413793103448276, "result": 0.0, "own": 0.002155172413793094, "luck": -0.47629310344827586, "dealt": 0.2672413793103448}], "chance": [[0.8318965517241379, 0.8033405172413793, 0.8663793103448276, 0.8556034482758621, 0.875, 0.8017241379310345, 0.8017241379310345, 0.7801724137931034, 0.8577586206896551, 0.8060344827586207, 0.6551724137931034, 0.6120689655172413, 0.29310344827586204, 0.3103448275862069, 1.0], [0.47413793103448276, 0.43103448275862066, 0.41810344827586204, 0.4870689655172414, 0.42887931034482757, 0.36637931034482757, 0.5517241379310345, 0.3706896551724138, 0.32112068965517243, 0.28879310344827586, 0.2629310344827586, 0.4870689655172414, 0.5387931034482759, 0.5646551724137931, 0.0]]}, {"deal": 2, "returns": [1.0, -1.0], "decisions": [{"step": 14, "deal": 2, "seat": 0, "move": "3-4", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4", "mean": 0.834051724137931, "se": 0.023996889640261622, "n": 232, "hindsight": 0.9698275862068966, "hindsight_se": 0.0112550208592046}, {"move": "0-3", "mean": 0.8211206896551724, "se": 0.024369382075498634, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-1", "mean": 0.7478448275862069, "se": 0.028325579495535394, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3", "mean": 0.7478448275862069, "se": 0.028160410207396375, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}, {"move": "1-3", "mean": 0.7413793103448276, "se": 0.028484497470494717, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-5", "mean": 0.7349137931034483, "se": 0.028308537707427056, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}, {"move": "4-6", "mean": 0.7198275862068966, "se": 0.029070024064985427, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}], "best": "3-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1", "hindsight_loss": 0.030172413793103425, "gain": 0.07019704433497542, "open": {"status": "solved", "moves": [{"move": "1-1", "value": 1.0, "margin": 18}, {"move": "0-3", "value": 1.0, "margin": null}, {"move": "1-3", "value": 1.0, "margin": null}, {"move": "2-3", "value": 1.0, "margin": null}, {"move": "3-4", "value": 1.0, "margin": 26}, {"move": "0-5", "value": 1.0, "margin": null}, {"move": "4-6", "value": 1.0, "margin": null}], "best": "1-1", "nodes": 2914}}, {"step": 15, "deal": 2, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@L", "mean": 0.12931034482758622, "se": 0.021650393627943465, "n": 232, "hindsight": 0.008620689655172414, "hindsight_se": 0.006082539543196776}, {"move": "3-5@L", "mean": 0.07543103448275862, "se": 0.01640901585027718, "n": 232, "hindsight": 0.004310344827586207, "hindsight_se": 0.004310344827586207}, {"move": "3-6@L", "mean": 0.07327586206896551, "se": 0.01687121292355073, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@L", "loss": 0.05603448275862069, "loss_se": 0.02583562114842568, "hindsight_best": "3-3@L", "hindsight_loss": 0.008620689655172414, "gain": -0.019396551724137928, "open": {"status": "solved", "moves": [{"move": "3-3@L", "value": -1.0, "margin": -26}, {"move": "3-5@L", "value": -1.0, "margin": null}, {"move": "3-6@L", "value": -1.0, "margin": -23}], "best": "3-3@L", "nodes": 950}}, {"step": 16, "deal": 2, "seat": 0, "move": "4-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.8060344827586207, "se": 0.02565442592255611, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@R", "mean": 0.7629310344827587, "se": 0.02730670607664128, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-6@L", "loss": 0.04310344827586207, "loss_se": 0.0345759302539582, "hindsight_best": "4-6@R", "hindsight_loss": 0.0, "gain": -0.02155172413793105, "open": {"status": "solved", "moves": [{"move": "4-6@L", "value": 1.0, "margin": 23}, {"move": "4-6@R", "value": 1.0, "margin": 11}], "best": "4-6@L", "nodes": 22}}, {"step": 17, "deal": 2, "seat": 1, "move": "6-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.11853448275862069, "se": 0.020936029192128766, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@R", "mean": 0.11853448275862069, "se": 0.020936029192128766, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "6-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@R", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "6-6@L", "value": -1.0, "margin": -11}, {"move": "6-6@R", "value": -1.0, "margin": -11}], "best": "6-6@L", "nodes": 12}}, {"step": 18, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 19, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.7198275862068966, 0.834051724137931, 0.7629310344827587, 0.7629310344827587, 0.6853448275862069, 0.6982758620689655, 1.0], [0.10775862068965517, 0.06896551724137931, 0.07327586206896551, 0.07758620689655173, 0.11853448275862069, 0.08620689655172414, 0.0]], "curve_se": [[0.04074309440271512, 0.023996889640261622, 0.039421038158525726, 0.02730670607664128, 0.04220770925029174, 0.04191772405720481, 0.0], [0.027925550574984023, 0.023629251340144583, 0.01687121292355073, 0.024183401164825393, 0.020936029192128766, 0.023928195676064894, 0.0]], "seats": [{"seat": 0, "decisions": 3, "choices": 2, "given_away": 0.04310344827586207, "given_away_se": 0.0345759302539582, "inaccuracies": 0, "mistakes": 0, "start": 0.7198275862068966, "result": 1.0, "own": 0.04864532019704437, "luck": 0.23152709359605905, "dealt": 0.9913793103448276}, {"seat": 1, "decisions": 3, "choices": 2, "given_away": 0.05603448275862069, "given_away_se": 0.02583562114842568, "inaccuracies": 0, "mistakes": 0, "start": 0.10775862068965517, "result": 0.0, "own": -0.019396551724137928, "luck": -0.08836206896551724, "dealt": 0.0}], "chance": [[0.7198275862068966, 0.834051724137931, 0.7629310344827587, 0.7629310344827587, 0.6853448275862069, 0.6982758620689655, 1.0], [0.10775862068965517, 0.06896551724137931, 0.07327586206896551, 0.07758620689655173, 0.11853448275862069, 0.08620689655172414, 0.0]]}], "seats": [{"seat": 0, "decisions": 10, "choices": 5, "given_away": 0.1961206896551724, "given_away_se": 0.04804380474206147, "inaccuracies": 1, "mistakes": 0, "start": 1.5517241379310345, "result": 2.0, "own": 0.0024630541871922818, "luck": 0.44581280788177324, "dealt": 1.6939655172413794}, {"seat": 1, "decisions": 10, "choices": 5, "given_away": 0.07327586206896552, "given_away_se": 0.05607178934248623, "inaccuracies": 0, "mistakes": 0, "start": 0.5818965517241379, "result": 0.0, "own": -0.017241379310344834, "luck": -0.5646551724137931, "dealt": 0.2672413793103448}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('QuSaXdnH', '2026-12-07 21:23:01.633323+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "draw", "players": 2, "options": {"target": 20, "teams": false}, "seed": 0, "policy": "random", "worlds": 212, "budget": 1.0, "seconds": 0.466, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "2-3", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1", "mean": 0.5959119496855346, "se": 0.019409737424077755, "n": 636, "hindsight": 0.5660377358490566, "hindsight_se": 0.0341198763105892}, {"move": "6-6", "mean": 0.5621069182389937, "se": 0.019609467498976685, "n": 636, "hindsight": 0.5070754716981132, "hindsight_se": 0.034009596588598597}, {"move": "5-6", "mean": 0.5165094339622641, "se": 0.01978419767514407, "n": 636, "hindsight": 0.47877358490566035, "hindsight_se": 0.03430903560669878}, {"move": "2-3", "mean": 0.4937106918238994, "se": 0.019809099995878116, "n": 636, "hindsight": 0.2240566037735849, "hindsight_se": 0.028607160870342797}, {"move": "1-5", "mean": 0.4803459119496855, "se": 0.019748350195933503, "n": 636, "hindsight": 0.5188679245283019, "hindsight_se": 0.03439690285738046}, {"move": "1-2", "mean": 0.470125786163522, "se": 0.019743840036218662, "n": 636, "hindsight": 0.44575471698113206, "hindsight_se": 0.034136484074417474}, {"move": "1-4", "mean": 0.45440251572327045, "se": 0.019727861344737755, "n": 636, "hindsight": 0.5471698113207547, "hindsight_se": 0.03410441996718652}], "best": "1-1", "loss": 0.10220125786163523, "loss_se": 0.02651150126826723, "hindsight_best": "1-1", "hindsight_loss": 0.34198113207547165, "gain": -0.016734052111410658, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 13766}}, {"step": 1, "deal": 1, "seat": 1, "move": "3-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@L", "mean": 0.5389150943396226, "se": 0.02409288086413313, "n": 424, "hindsight": 0.7617924528301887, "hindsight_se": 0.029230694310073767}, {"move": "3-3@R", "mean": 0.5023584905660378, "se": 0.024253156175844576, "n": 424, "hindsight": 0.8349056603773585, "hindsight_se": 0.025339374983517193}], "best": "2-5@L", "loss": -0.0011792452830188679, "loss_se": 0.023935172248094584, "hindsight_best": "3-3@R", "hindsight_loss": 0.0, "gain": -0.01827830188679236, "open": {"status": "solved", "moves": [{"move": "3-3@R", "value": 1.0, "margin": 35}, {"move": "2-5@L", "value": -1.0, "margin": null}], "best": "3-3@R", "nodes": 3287}}, {"step": 2, "deal": 1, "seat": 0, "move": "1-2@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 3, "deal": 1, "seat": 1, "move": "0-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@L", "mean": 0.5471698113207547, "se": 0.034267902499365094, "n": 212, "hindsight": 0.8207547169811321, "hindsight_se": 0.026405192252432718}, {"move": "1-6@L", "mean": 0.5330188679245284, "se": 0.03418317425096412, "n": 212, "hindsight": 0.8915094339622641, "hindsight_se": 0.021147403295100765}], "best": "0-1@L", "loss": -0.01650943396226415, "loss_se": 0.030711923323362016, "hindsight_best": "1-6@L", "hindsight_loss": 0.070754716981132, "gain": 0.007075471698113178, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": 1.0, "margin": 35}, {"move": "1-6@L", "value": 1.0, "margin": null}], "best": "0-1@L", "nodes": 2426}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 1, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.7075471698113207, "se": 0.031315863089787975, "n": 212, "hindsight": 0.8018867924528302, "hindsight_se": 0.02743923614637271}, {"move": "1-6@L", "mean": 0.6202830188679245, "se": 0.03332681413976078, "n": 212, "hindsight": 0.8349056603773585, "hindsight_se": 0.0255589828624509}], "best": "4-6@L", "loss": 0.08726415094339622, "loss_se": 0.04084735074570409, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": -0.04363207547169812, "open": {"status": "solved", "moves": [{"move": "1-6@L", "value": 1.0, "margin": 35}, {"move": "4-6@L", "value": -1.0, "margin": null}], "best": "1-6@L", "nodes": 1411}}, {"step": 6, "deal": 1, "seat": 0, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 0.25707547169811323, "se": 0.029992765973492614, "n": 212, "hindsight": 0.22169811320754718, "hindsight_se": 0.028596561272720512}, {"move": "1-5@L", "mean": 0.1957547169811321, "se": 0.02721300588814124, "n": 212, "hindsight": 0.16981132075471697, "hindsight_se": 0.025848211328865393}, {"move": "1-1@L", "mean": 0.19103773584905662, "se": 0.02695995573987885, "n": 212, "hindsight": 0.16037735849056603, "hindsight_se": 0.025262269917687468}], "best": "1-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.0, "gain": 0.042452830188679264, "open": {"status": "solved", "moves": [{"move": "1-1@L", "value": -1.0, "margin": -35}, {"move": "1-4@L", "value": -1.0, "margin": -22}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "1-1@L", "nodes": 1844}}, {"step": 7, "deal": 1, "seat": 1, "move": "4-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@L", "mean": 0.7735849056603774, "se": 0.028616835335013933, "n": 212, "hindsight": 0.7028301886792453, "hindsight_se": 0.03146199953877571}, {"move": "4-6@L", "mean": 0.6933962264150944, "se": 0.03156572989047318, "n": 212, "hindsight": 0.9009433962264151, "hindsight_se": 0.020292400750757347}], "best": "0-4@L", "loss": 0.08018867924528301, "loss_se": 0.04245779775600126, "hindsight_best": "4-6@L", "hindsight_loss": 0.0, "gain": -0.04009433962264153, "open": {"status": "solved", "moves": [{"move": "4-6@L", "value": 1.0, "margin": 22}, {"move": "0-4@L", "value": -1.0, "margin": null}], "best": "4-6@L", "nodes": 916}}, {"step": 8, "deal": 1, "seat": 0, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.31839622641509435, "se": 0.03198346908149187, "n": 212, "hindsight": 0.1792452830188679, "hindsight_se": 0.025762397727398117}, {"move": "5-6@L", "mean": 0.21933962264150944, "se": 0.028388845958789866, "n": 212, "hindsight": 0.08490566037735849, "hindsight_se": 0.01918933960732191}], "best": "6-6@L", "loss": 0.09905660377358491, "loss_se": 0.040236438861653866, "hindsight_best": "6-6@L", "hindsight_loss": 0.09433962264150943, "gain": -0.04952830188679244, "open": {"status": "solved", "moves": [{"move": "5-6@L", "value": -1.0, "margin": -22}, {"move": "6-6@L", "value": -1.0, "margin": null}], "best": "5-6@L", "nodes": 631}}, {"step": 9, "deal": 1, "seat": 1, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@L", "mean": 0.7830188679245284, "se": 0.028376306817828118, "n": 212, "hindsight": 0.7924528301886793, "hindsight_se": 0.02791925919000418}, {"move": "2-5@L", "mean": 0.7594339622641509, "se": 0.029234752469160845, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-5@L", "loss": 0.02358490566037736, "loss_se": 0.03938351598447882, "hindsight_best": "2-5@L", "hindsight_loss": 0.0, "gain": -0.011792452830188704, "open": {"status": "solved", "moves": [{"move": "0-5@L", "value": 1.0, "margin": 22}, {"move": "2-5@L", "value": 1.0, "margin": 20}], "best": "0-5@L", "nodes": 645}}, {"step": 10, "deal": 1, "seat": 0, "move": "0-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@R", "mean": 0.7617924528301887, "se": 0.029038867220351712, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-4@R", "mean": 0.7452830188679245, "se": 0.02999496329402081, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@R", "hindsight_loss": 0.0, "gain": 0.008254716981132115, "open": {"status": "solved", "moves": [{"move": "0-4@R", "value": 1.0, "margin": 20}, {"move": "0-5@R", "value": 1.0, "margin": 45}], "best": "0-4@R", "nodes": 51}}, {"step": 12, "deal": 1, "seat": 0, "move": "4-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@R", "mean": 0.1580188679245283, "se": 0.02499949383576315, "n": 212, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@R", "mean": 0.11084905660377359, "se": 0.02122144665490253, "n": 212, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-5@R", "loss": 0.04716981132075472, "loss_se": 0.027377678612531136, "hindsight_best": "4-5@R", "hindsight_loss": 0.0, "gain": -0.023584905660377353, "open": {"status": "solved", "moves": [{"move": "1-5@R", "value": -1.0, "margin": -45}, {"move": "4-5@R", "value": -1.0, "margin": -28}], "best": "1-5@R", "nodes": 24}}, {"step": 13, "deal": 1, "seat": 1, "move": "0-4@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.6792452830188679, 0.4937106918238994, 0.5141509433962265, 0.5094339622641509, 0.22169811320754718, 0.22169811320754718, 0.2830188679245283, 0.25707547169811323, 0.2971698113207547, 0.21933962264150944, 0.15566037735849056, 0.12264150943396226, 0.1179245283018868, 0.11084905660377359, 0.0], [0.5471698113207547, 0.5471698113207547, 0.5023584905660378, 0.6084905660377359, 0.5471698113207547, 0.8018867924528302, 0.6202830188679245, 0.6556603773584906, 0.6933962264150944, 0.7877358490566038, 0.7594339622641509, 0.6981132075471698, 0.7617924528301887, 1.0, 1.0]], "curve_se": [[0.045551763179035275, 0.019809099995878116, 0.04854465398794324, 0.04878631739837744, 0.04025981917988905, 0.04025981917988905, 0.04396093377439378, 0.029992765973492614, 0.044347268557569375, 0.028388845958789866, 0.034414110143396216, 0.031302455170047296, 0.03111573531811388, 0.02122144665490253, 0.0], [0.04811276711741053, 0.04857738146013503, 0.024253156175844576, 0.047396132704882146, 0.034267902499365094, 0.03889722288318548, 0.03332681413976078, 0.046127293475521636, 0.03156572989047318, 0.03962317631094177, 0.029234752469160845, 0.04480127092110669, 0.029038867220351712, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.24842767295597484, "given_away_se": 0.055419924196772316, "inaccuracies": 0, "mistakes": 0, "start": 0.6792452830188679, "result": 0.0, "own": -0.04739442946990119, "luck": -0.6318508535489666, "dealt": 0.38207547169811323}, {"seat": 1, "decisions": 7, "choices": 6, "given_away": 0.1733490566037736, "given_away_se": 0.08086004383685308, "inaccuracies": 0, "mistakes": 0, "start": 0.5471698113207547, "result": 1.0, "own": -0.09846698113207542, "luck": 0.5512971698113207, "dealt": 0.46226415094339623}], "chance": [[0.6792452830188679, 0.4937106918238994, 0.5141509433962265, 0.5094339622641509, 0.22169811320754718, 0.22169811320754718, 0.2830188679245283, 0.25707547169811323, 0.2971698113207547, 0.21933962264150944, 0.15566037735849056, 0.12264150943396226, 0.1179245283018868, 0.11084905660377359, 0.0], [0.5471698113207547, 0.5471698113207547, 0.5023584905660378, 0.6084905660377359, 0.5471698113207547, 0.8018867924528302, 0.6202830188679245, 0.6556603773584906, 0.6933962264150944, 0.7877358490566038, 0.7594339622641509, 0.6981132075471698, 0.7617924528301887, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.24842767295597484, "given_away_se": 0.055419924196772316, "inaccuracies": 0, "mistakes": 0, "start": 0.6792452830188679, "result": 0.0, "own": -0.04739442946990119, "luck": -0.6318508535489666, "dealt": 0.38207547169811323}, {"seat": 1, "decisions": 7, "choices": 6, "given_away": 0.1733490566037736, "given_away_se": 0.08086004383685308, "inaccuracies": 0, "mistakes": 0, "start": 0.5471698113207547, "result": 1.0, "own": -0.09846698113207542, "luck": 0.5512971698113207, "dealt": 0.46226415094339623}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('5D43LJOl', '2026-12-07 21:23:23.830458+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 294, "budget": 1.0, "seconds": 0.444, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "0-1", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6", "mean": 0.808390022675737, "se": 0.013014732753387843, "n": 882, "hindsight": 0.6921768707482994, "hindsight_se": 0.025243355232311266}, {"move": "5-6", "mean": 0.8066893424036281, "se": 0.013146206558483463, "n": 882, "hindsight": 0.7653061224489796, "hindsight_se": 0.024285695750745687}, {"move": "2-5", "mean": 0.7998866213151927, "se": 0.013323155706493884, "n": 882, "hindsight": 0.6564625850340136, "hindsight_se": 0.0261271017348058}, {"move": "2-4", "mean": 0.7789115646258503, "se": 0.01379570380598478, "n": 882, "hindsight": 0.45068027210884354, "hindsight_se": 0.027791831063363658}, {"move": "0-1", "mean": 0.7488662131519275, "se": 0.01442216629510674, "n": 882, "hindsight": 0.45408163265306123, "hindsight_se": 0.027284970595617457}, {"move": "1-3", "mean": 0.7443310657596371, "se": 0.014420952190941616, "n": 882, "hindsight": 0.467687074829932, "hindsight_se": 0.027876946294292295}, {"move": "0-0", "mean": 0.7352607709750567, "se": 0.014635177122512423, "n": 882, "hindsight": 0.4387755102040816, "hindsight_se": 0.027553363554000575}], "best": "2-6", "loss": 0.04308390022675737, "loss_se": 0.018514609160199272, "hindsight_best": "5-6", "hindsight_loss": 0.3112244897959183, "gain": -0.02575315840621961, "open": {"status": "solved", "moves": [{"move": "5-6", "value": 1.0, "margin": 13}, {"move": "0-0", "value": -1.0, "margin": null}, {"move": "0-1", "value": -1.0, "margin": -5}, {"move": "1-3", "value": -1.0, "margin": null}, {"move": "2-4", "value": -1.0, "margin": null}, {"move": "2-5", "value": -1.0, "margin": null}, {"move": "2-6", "value": -1.0, "margin": null}], "best": "5-6", "nodes": 5068}}, {"step": 1, "deal": 1, "seat": 1, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@R", "mean": 0.608843537414966, "se": 0.028099674082290114, "n": 294, "hindsight": 0.5833333333333334, "hindsight_se": 0.026656173204128133}, {"move": "1-2@R", "mean": 0.5748299319727891, "se": 0.0284765492521887, "n": 294, "hindsight": 0.5272108843537415, "hindsight_se": 0.028257316266880526}, {"move": "0-3@L", "mean": 0.5289115646258503, "se": 0.02871009979181468, "n": 294, "hindsight": 0.7704081632653061, "hindsight_se": 0.023911503774843423}, {"move": "0-5@L", "mean": 0.5068027210884354, "se": 0.028503575075513425, "n": 294, "hindsight": 0.41836734693877553, "hindsight_se": 0.027265970106432877}, {"move": "1-6@R", "mean": 0.5017006802721088, "se": 0.028759568608728196, "n": 294, "hindsight": 0.46598639455782315, "hindsight_se": 0.027608481073360905}], "best": "1-4@R", "loss": 0.07993197278911565, "loss_se": 0.03595669377407738, "hindsight_best": "0-3@L", "hindsight_loss": 0.0, "gain": -0.015306122448979553, "open": {"status": "solved", "moves": [{"move": "0-3@L", "value": 1.0, "margin": 5}, {"move": "0-5@L", "value": 1.0, "margin": null}, {"move": "1-2@R", "value": 1.0, "margin": null}, {"move": "1-4@R", "value": 1.0, "margin": null}, {"move": "1-6@R", "value": 1.0, "margin": null}], "best": "0-3@L", "nodes": 1328}}, {"step": 2, "deal": 1, "seat": 0, "move": "1-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@L", "mean": 0.7465986394557823, "se": 0.025007625462723917, "n": 294, "hindsight": 0.4387755102040816, "hindsight_se": 0.028485560708951523}, {"move": "1-3@R", "mean": 0.641156462585034, "se": 0.027761979082198664, "n": 294, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-3@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-3@L", "hindsight_loss": 0.0, "gain": 0.05272108843537415, "open": {"status": "solved", "moves": [{"move": "1-3@L", "value": -1.0, "margin": -5}, {"move": "1-3@R", "value": -1.0, "margin": null}], "best": "1-3@L", "nodes": 431}}, {"step": 3, "deal": 1, "seat": 1, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 0.5408163265306123, "se": 0.02871130316953955, "n": 294, "hindsight": 0.5527210884353742, "hindsight_se": 0.028288215855570953}, {"move": "1-2@R", "mean": 0.49489795918367346, "se": 0.028858935965754534, "n": 294, "hindsight": 0.4557823129251701, "hindsight_se": 0.028895683606326227}, {"move": "1-4@R", "mean": 0.4931972789115646, "se": 0.028807410516628797, "n": 294, "hindsight": 0.5663265306122449, "hindsight_se": 0.028190338510046528}, {"move": "1-2@L", "mean": 0.4880952380952381, "se": 0.028952507655380672, "n": 294, "hindsight": 0.5425170068027211, "hindsight_se": 0.028954553287106406}, {"move": "1-6@R", "mean": 0.47959183673469385, "se": 0.028886116630292728, "n": 294, "hindsight": 0.5238095238095238, "hindsight_se": 0.028776553873917192}, {"move": "1-6@L", "mean": 0.477891156462585, "se": 0.028527980233575452, "n": 294, "hindsight": 0.5238095238095238, "hindsight_se": 0.02887723017167402}], "best": "1-4@L", "loss": -0.06972789115646258, "loss_se": 0.026019768916023717, "hindsight_best": "1-4@R", "hindsight_loss": 0.013605442176870763, "gain": 0.045068027210884376, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": 1.0, "margin": 5}, {"move": "1-4@L", "value": 1.0, "margin": 5}, {"move": "1-6@L", "value": 1.0, "margin": null}, {"move": "1-2@R", "value": 1.0, "margin": null}, {"move": "1-4@R", "value": 1.0, "margin": null}, {"move": "1-6@R", "value": 1.0, "margin": null}], "best": "1-2@L", "nodes": 516}}, {"step": 4, "deal": 1, "seat": 0, "move": "2-4@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 1, "move": "1-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@L", "mean": 0.5986394557823129, "se": 0.02833058243033107, "n": 294, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@R", "mean": 0.5187074829931972, "se": 0.028738966949945613, "n": 294, "hindsight": 0.09863945578231292, "hindsight_se": 0.017419704972098576}, {"move": "1-6@R", "mean": 0.5034013605442177, "se": 0.028708552517763785, "n": 294, "hindsight": 0.09183673469387756, "hindsight_se": 0.012528163885235618}, {"move": "2-3@L", "mean": 0.4608843537414966, "se": 0.028668810572393854, "n": 294, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-2@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-2@L", "hindsight_loss": 0.0, "gain": 0.07823129251700678, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": 1.0, "margin": 5}, {"move": "2-3@L", "value": 1.0, "margin": null}, {"move": "1-2@R", "value": -1.0, "margin": null}, {"move": "1-6@R", "value": -1.0, "margin": null}], "best": "1-2@L", "nodes": 102}}, {"step": 6, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-6@L", "mean": 0.7278911564625851, "se": 0.025549450126508187, "n": 294, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@R", "mean": 0.7278911564625851, "se": 0.025549450126508187, "n": 294, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "1-6@L", "value": 1.0, "margin": 5}, {"move": "1-6@R", "value": 1.0, "margin": null}], "best": "1-6@L", "nodes": 35}}, {"step": 8, "deal": 1, "seat": 0, "move": "2-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@L", "mean": 0.5289115646258503, "se": 0.020283806626333892, "n": 588, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-6@L", "mean": 0.5093537414965986, "se": 0.02051036705677861, "n": 588, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-6@L", "loss": 0.0195578231292517, "loss_se": 0.01821556295768281, "hindsight_best": "2-6@L", "hindsight_loss": 0.0, "gain": -0.009778911564625847, "open": {"status": "solved", "moves": [{"move": "2-6@L", "value": -1.0, "margin": -5}, {"move": "5-6@L", "value": -1.0, "margin": null}], "best": "2-6@L", "nodes": 15}}, {"step": 9, "deal": 1, "seat": 1, "move": "2-3@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.7959183673469388, 0.7488662131519275, 0.6360544217687075, 0.7465986394557823, 0.6564625850340136, 0.6292517006802721, 0.5170068027210885, 0.5170068027210885, 0.47619047619047616, 0.5093537414965986, 0.21428571428571427, 0.1598639455782313, 0.0], [0.5068027210884354, 0.5374149659863946, 0.5289115646258503, 0.4965986394557823, 0.5408163265306123, 0.45918367346938777, 0.5986394557823129, 0.7210884353741497, 0.7278911564625851, 0.717687074829932, 0.7074829931972789, 0.8945578231292517, 1.0]], "curve_se": [[0.03300383532325526, 0.01442216629510674, 0.03908068514954411, 0.025007625462723917, 0.03885496553906729, 0.03982782444465386, 0.03992321104835837, 0.040502552517953, 0.040479068237363636, 0.02051036705677861, 0.03344032777032302, 0.029748422735449705, 0.0], [0.040666562753696484, 0.04069578074052435, 0.02871009979181468, 0.04052602318972267, 0.02871130316953955, 0.04052993364693153, 0.02833058243033107, 0.03583776816670954, 0.025549450126508187, 0.036462491150500084, 0.03702536028752423, 0.023759549241426748, 0.0]], "seats": [{"seat": 0, "decisions": 6, "choices": 3, "given_away": 0.06264172335600907, "given_away_se": 0.025973014577061342, "inaccuracies": 0, "mistakes": 0, "start": 0.7959183673469388, "result": 0.0, "own": 0.017189018464528694, "luck": -0.8131073858114675, "dealt": 0.5272108843537415}, {"seat": 1, "decisions": 6, "choices": 4, "given_away": 0.010204081632653073, "given_away_se": 0.04438369296944599, "inaccuracies": 0, "mistakes": 0, "start": 0.5068027210884354, "result": 1.0, "own": 0.1079931972789116, "luck": 0.385204081632653, "dealt": 0.5136054421768708}], "chance": [[0.7959183673469388, 0.7488662131519275, 0.6360544217687075, 0.7465986394557823, 0.6564625850340136, 0.6292517006802721, 0.5170068027210885, 0.5170068027210885, 0.47619047619047616, 0.5093537414965986, 0.21428571428571427, 0.1598639455782313, 0.0], [0.5068027210884354, 0.5374149659863946, 0.5289115646258503, 0.4965986394557823, 0.5408163265306123, 0.45918367346938777, 0.5986394557823129, 0.7210884353741497, 0.7278911564625851, 0.717687074829932, 0.7074829931972789, 0.8945578231292517, 1.0]]}], "seats": [{"seat": 0, "decisions": 6, "choices": 3, "given_away": 0.06264172335600907, "given_away_se": 0.025973014577061342, "inaccuracies": 0, "mistakes": 0, "start": 0.7959183673469388, "result": 0.0, "own": 0.017189018464528694, "luck": -0.8131073858114675, "dealt": 0.5272108843537415}, {"seat": 1, "decisions": 6, "choices": 4, "given_away": 0.010204081632653073, "given_away_se": 0.04438369296944599, "inaccuracies": 0, "mistakes": 0, "start": 0.5068027210884354, "result": 1.0, "own": 0.1079931972789116, "luck": 0.385204081632653, "dealt": 0.5136054421768708}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('IX1J8LdQ', '2026-12-07 21:23:28.484979+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 134, "budget": 1.0, "seconds": 0.506, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "1-5", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6", "mean": 0.7378731343283582, "se": 0.018713428589835754, "n": 536, "hindsight": 0.9029850746268657, "hindsight_se": 0.025664555240625032}, {"move": "1-1", "mean": 0.7220149253731343, "se": 0.0190970153750754, "n": 536, "hindsight": 0.9328358208955224, "hindsight_se": 0.021704292938325036}, {"move": "2-3", "mean": 0.7014925373134329, "se": 0.019562341196513705, "n": 536, "hindsight": 0.8955223880597015, "hindsight_se": 0.02652308407876533}, {"move": "1-5", "mean": 0.6996268656716418, "se": 0.01973106298372943, "n": 536, "hindsight": 0.8805970149253731, "hindsight_se": 0.028117090330363654}, {"move": "5-6", "mean": 0.6977611940298507, "se": 0.019633384263259453, "n": 536, "hindsight": 0.9776119402985075, "hindsight_se": 0.012828198053329654}, {"move": "0-3", "mean": 0.6958955223880597, "se": 0.019712589128262095, "n": 536, "hindsight": 0.9029850746268657, "hindsight_se": 0.025664555240625032}, {"move": "1-4", "mean": 0.6847014925373134, "se": 0.01978177712872392, "n": 536, "hindsight": 0.8731343283582089, "hindsight_se": 0.0288593651158899}], "best": "2-6", "loss": 0.020522388059701493, "loss_se": 0.025994935886972895, "hindsight_best": "5-6", "hindsight_loss": 0.09701492537313439, "gain": -0.005996801705756893, "open": {"status": "solved", "moves": [{"move": "1-1", "value": 1.0, "margin": 13}, {"move": "0-3", "value": 1.0, "margin": null}, {"move": "1-4", "value": 1.0, "margin": null}, {"move": "1-5", "value": 1.0, "margin": 13}, {"move": "5-6", "value": 1.0, "margin": null}, {"move": "2-3", "value": -1.0, "margin": null}, {"move": "2-6", "value": -1.0, "margin": null}], "best": "1-1", "nodes": 4650}}, {"step": 1, "deal": 1, "seat": 1, "move": "4-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@R", "mean": 0.2935323383084577, "se": 0.022397018371373808, "n": 402, "hindsight": 0.05223880597014925, "hindsight_se": 0.019293910590440118}, {"move": "3-5@R", "mean": 0.2885572139303483, "se": 0.02207116688437918, "n": 402, "hindsight": 0.11194029850746269, "hindsight_se": 0.027339369293471884}, {"move": "2-5@R", "mean": 0.27238805970149255, "se": 0.02170215788623762, "n": 402, "hindsight": 0.11194029850746269, "hindsight_se": 0.027339369293471884}, {"move": "1-2@L", "mean": 0.23383084577114427, "se": 0.020766789371713775, "n": 402, "hindsight": 0.022388059701492536, "hindsight_se": 0.012828198053329654}], "best": "4-5@R", "loss": -0.018656716417910446, "loss_se": 0.019549725084751297, "hindsight_best": "2-5@R", "hindsight_loss": 0.05970149253731344, "gain": 0.021455223880597007, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": -1.0, "margin": -13}, {"move": "2-5@R", "value": -1.0, "margin": null}, {"move": "3-5@R", "value": -1.0, "margin": null}, {"move": "4-5@R", "value": -1.0, "margin": -8}], "best": "1-2@L", "nodes": 2050}}, {"step": 2, "deal": 1, "seat": 0, "move": "1-4@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "1-4@R", "mean": 0.7475124378109452, "se": 0.0212251330820389, "n": 402, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-1@L", "mean": 0.6691542288557214, "se": 0.023029872133170027, "n": 402, "hindsight": 0.9402985074626866, "hindsight_se": 0.020544692585423442}, {"move": "1-4@L", "mean": 0.5485074626865671, "se": 0.024505393067365027, "n": 402, "hindsight": 0.8955223880597015, "hindsight_se": 0.02652308407876533}], "best": "1-4@R", "loss": 0.19900497512437812, "loss_se": 0.029000932632588593, "hindsight_best": "1-4@R", "hindsight_loss": 0.10447761194029848, "gain": -0.10655058043117738, "open": {"status": "solved", "moves": [{"move": "1-1@L", "value": 1.0, "margin": 8}, {"move": "1-4@R", "value": 1.0, "margin": null}, {"move": "1-4@L", "value": -1.0, "margin": -2}], "best": "1-1@L", "nodes": 968}}, {"step": 3, "deal": 1, "seat": 1, "move": "3-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@L", "mean": 0.3880597014925373, "se": 0.04158573741576253, "n": 134, "hindsight": 0.12686567164179105, "hindsight_se": 0.0288593651158899}, {"move": "0-4@R", "mean": 0.376865671641791, "se": 0.04185297085582467, "n": 134, "hindsight": 0.13432835820895522, "hindsight_se": 0.029568863219678807}, {"move": "3-4@R", "mean": 0.332089552238806, "se": 0.04031912796370789, "n": 134, "hindsight": 0.08955223880597014, "hindsight_se": 0.024759388791211118}, {"move": "3-4@L", "mean": 0.31343283582089554, "se": 0.03952062435610377, "n": 134, "hindsight": 0.06716417910447761, "hindsight_se": 0.021704292938325036}], "best": "0-4@L", "loss": 0.011194029850746268, "loss_se": 0.04867980399488431, "hindsight_best": "0-4@R", "hindsight_loss": 0.06716417910447761, "gain": -0.039179104477611915, "open": {"status": "solved", "moves": [{"move": "0-4@L", "value": 1.0, "margin": 2}, {"move": "0-4@R", "value": 1.0, "margin": null}, {"move": "3-4@L", "value": -1.0, "margin": -4}, {"move": "3-4@R", "value": -1.0, "margin": null}], "best": "0-4@L", "nodes": 215}}, {"step": 4, "deal": 1, "seat": 0, "move": "2-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.6305970149253731, "se": 0.04100394823128114, "n": 134, "hindsight": 0.8134328358208955, "hindsight_se": 0.03377945469688022}, {"move": "0-3@L", "mean": 0.5522388059701493, "se": 0.04213093422649793, "n": 134, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-3@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@L", "hindsight_loss": 0.18656716417910446, "gain": 0.03917910447761186, "open": {"status": "solved", "moves": [{"move": "0-3@L", "value": 1.0, "margin": 4}, {"move": "2-3@L", "value": -1.0, "margin": -2}], "best": "0-3@L", "nodes": 107}}, {"step": 5, "deal": 1, "seat": 1, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@R", "mean": 0.27611940298507465, "se": 0.03729098191150445, "n": 134, "hindsight": 0.20149253731343283, "hindsight_se": 0.03478108710857589}, {"move": "1-2@L", "mean": 0.22761194029850745, "se": 0.035773696600593305, "n": 134, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-5@L", "mean": 0.22388059701492538, "se": 0.03575467076187536, "n": 134, "hindsight": 0.19402985074626866, "hindsight_se": 0.03429003535363816}], "best": "0-4@R", "loss": 0.05223880597014925, "loss_se": 0.04376404554071818, "hindsight_best": "0-4@R", "hindsight_loss": 0.007462686567164173, "gain": -0.018656716417910446, "open": {"status": "solved", "moves": [{"move": "2-5@L", "value": 1.0, "margin": 2}, {"move": "1-2@L", "value": -1.0, "margin": null}, {"move": "0-4@R", "value": -1.0, "margin": null}], "best": "2-5@L", "nodes": 81}}, {"step": 6, "deal": 1, "seat": 0, "move": "5-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "6-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.2873134328358209, "se": 0.037965627772311536, "n": 134, "hindsight": 0.2462686567164179, "hindsight_se": 0.03735829420800215}, {"move": "0-4@R", "mean": 0.208955223880597, "se": 0.03444841973158314, "n": 134, "hindsight": 0.12686567164179105, "hindsight_se": 0.0288593651158899}], "best": "6-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@L", "hindsight_loss": 0.0, "gain": 0.03917910447761194, "open": {"status": "solved", "moves": [{"move": "6-6@L", "value": 1.0, "margin": 2}, {"move": "0-4@R", "value": -1.0, "margin": null}], "best": "6-6@L", "nodes": 40}}, {"step": 8, "deal": 1, "seat": 0, "move": "2-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "1-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@R", "mean": 0.4085820895522388, "se": 0.02907980474140571, "n": 268, "hindsight": 0.44776119402985076, "hindsight_se": 0.04311822418389968}, {"move": "1-2@L", "mean": 0.3376865671641791, "se": 0.028760657823159095, "n": 268, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-4@R", "loss": 0.0708955223880597, "loss_se": 0.030405468199505542, "hindsight_best": "0-4@R", "hindsight_loss": 0.44776119402985076, "gain": -0.035447761194029814, "open": {"status": "solved", "moves": [{"move": "0-4@R", "value": 1.0, "margin": 2}, {"move": "1-2@L", "value": -1.0, "margin": -8}], "best": "0-4@R", "nodes": 27}}, {"step": 10, "deal": 1, "seat": 0, "move": "1-1@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "0-4@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 12, "deal": 1, "seat": 0, "move": "0-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.753731343283582, 0.6996268656716418, 0.6716417910447762, 0.5485074626865671, 0.6268656716417911, 0.6305970149253731, 0.6940298507462687, 0.7910447761194029, 0.7835820895522388, 0.7835820895522388, 0.9104477611940298, 0.7910447761194029, 1.0, 1.0], [0.373134328358209, 0.26119402985074625, 0.2935323383084577, 0.2537313432835821, 0.31343283582089554, 0.2462686567164179, 0.22388059701492538, 0.3582089552238806, 0.2873134328358209, 0.4253731343283582, 0.3376865671641791, 0.22388059701492538, 0.1791044776119403, 0.0]], "curve_se": [[0.051408402742123833, 0.01973106298372943, 0.0568192787651389, 0.024505393067365027, 0.05760099539130311, 0.04100394823128114, 0.05622210739231777, 0.04773150366170383, 0.05012860055860024, 0.05012860055860024, 0.0351474459891143, 0.05004436490749023, 0.0, 0.0], [0.058574274888062584, 0.05354697248854754, 0.022397018371373808, 0.05356272854964727, 0.03952062435610377, 0.05140840274212384, 0.03575467076187536, 0.05901916735666635, 0.037965627772311536, 0.05944653837938865, 0.028760657823159095, 0.04789034437914002, 0.045984743376427696, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 3, "given_away": 0.21952736318407962, "given_away_se": 0.038945998322392164, "inaccuracies": 1, "mistakes": 0, "start": 0.753731343283582, "result": 1.0, "own": -0.07336827765932241, "luck": 0.31963693437574037, "dealt": 0.9104477611940298}, {"seat": 1, "decisions": 6, "choices": 5, "given_away": 0.11567164179104478, "given_away_se": 0.07477766542485066, "inaccuracies": 0, "mistakes": 0, "start": 0.373134328358209, "result": 0.0, "own": -0.032649253731343225, "luck": -0.3404850746268657, "dealt": 0.08955223880597014}], "chance": [[0.753731343283582, 0.6996268656716418, 0.6716417910447762, 0.5485074626865671, 0.6268656716417911, 0.6305970149253731, 0.6940298507462687, 0.7910447761194029, 0.7835820895522388, 0.7835820895522388, 0.9104477611940298, 0.7910447761194029, 1.0, 1.0], [0.373134328358209, 0.26119402985074625, 0.2935323383084577, 0.2537313432835821, 0.31343283582089554, 0.2462686567164179, 0.22388059701492538, 0.3582089552238806, 0.2873134328358209, 0.4253731343283582, 0.3376865671641791, 0.22388059701492538, 0.1791044776119403, 0.0]]}, {"deal": 2, "returns": [-1.0, 1.0], "decisions": [{"step": 13, "deal": 2, "seat": 0, "move": "0-1", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "6-6", "mean": 0.7313432835820896, "se": 0.0380688870909687, "n": 134, "hindsight": 0.746268656716418, "hindsight_se": 0.03773191432713372}, {"move": "3-6", "mean": 0.6231343283582089, "se": 0.04151645404896711, "n": 134, "hindsight": 0.7686567164179104, "hindsight_se": 0.03656527469759903}, {"move": "0-0", "mean": 0.585820895522388, "se": 0.04154670099904136, "n": 134, "hindsight": 0.7014925373134329, "hindsight_se": 0.03967923619495465}, {"move": "1-6", "mean": 0.5410447761194029, "se": 0.04238979237181944, "n": 134, "hindsight": 0.7686567164179104, "hindsight_se": 0.03656527469759903}, {"move": "0-1", "mean": 0.5223880597014925, "se": 0.04298692155535411, "n": 134, "hindsight": 0.5671641791044776, "hindsight_se": 0.042962562216652206}, {"move": "0-3", "mean": 0.458955223880597, "se": 0.043046543678244197, "n": 134, "hindsight": 0.8507462686567164, "hindsight_se": 0.030898457881000936}, {"move": "0-4", "mean": 0.44029850746268656, "se": 0.04238855757980729, "n": 134, "hindsight": 0.6044776119402985, "hindsight_se": 0.042398434908982444}], "best": "6-6", "loss": 0.208955223880597, "loss_se": 0.043773612497995155, "hindsight_best": "0-3", "hindsight_loss": 0.28358208955223885, "gain": -0.03518123667377404, "open": {"status": "solved", "moves": [{"move": "0-0", "value": 1.0, "margin": 11}, {"move": "0-3", "value": 1.0, "margin": null}, {"move": "0-4", "value": 1.0, "margin": null}, {"move": "1-6", "value": 1.0, "margin": null}, {"move": "3-6", "value": 1.0, "margin": null}, {"move": "6-6", "value": 1.0, "margin": null}, {"move": "0-1", "value": -1.0, "margin": -13}], "best": "0-0", "nodes": 5566}}, {"step": 14, "deal": 2, "seat": 1, "move": "1-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@R", "mean": 0.35447761194029853, "se": 0.04096819045225875, "n": 134, "hindsight": 0.30597014925373134, "hindsight_se": 0.03995791178767271}, {"move": "1-4@R", "mean": 0.2873134328358209, "se": 0.038697536322907386, "n": 134, "hindsight": 0.40298507462686567, "hindsight_se": 0.042531554341430834}], "best": "1-5@R", "loss": 0.06716417910447761, "loss_se": 0.04731336734411195, "hindsight_best": "1-4@R", "hindsight_loss": 0.0, "gain": -0.03358208955223885, "open": {"status": "solved", "moves": [{"move": "1-4@R", "value": 1.0, "margin": 13}, {"move": "1-5@R", "value": -1.0, "margin": null}], "best": "1-4@R", "nodes": 782}}, {"step": 15, "deal": 2, "seat": 0, "move": "0-0@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@L", "mean": 0.48507462686567165, "se": 0.04333617784312706, "n": 134, "hindsight": 0.5597014925373134, "hindsight_se": 0.043045327725708654}, {"move": "0-4@R", "mean": 0.48134328358208955, "se": 0.043163115631960285, "n": 134, "hindsight": 0.4626865671641791, "hindsight_se": 0.04323460286839721}, {"move": "0-3@L", "mean": 0.4291044776119403, "se": 0.0420924034273227, "n": 134, "hindsight": 0.7985074626865671, "hindsight_se": 0.03478108710857589}, {"move": "0-4@L", "mean": 0.3917910447761194, "se": 0.0421619818026924, "n": 134, "hindsight": 0.3358208955223881, "hindsight_se": 0.040951578012957554}], "best": "0-0@L", "loss": -0.018656716417910446, "loss_se": 0.03834425085770756, "hindsight_best": "0-3@L", "hindsight_loss": 0.23880597014925375, "gain": 0.03824626865671643, "open": {"status": "solved", "moves": [{"move": "0-0@L", "value": -1.0, "margin": -13}, {"move": "0-3@L", "value": -1.0, "margin": null}, {"move": "0-4@L", "value": -1.0, "margin": null}, {"move": "0-4@R", "value": -1.0, "margin": null}], "best": "0-0@L", "nodes": 509}}, {"step": 16, "deal": 2, "seat": 1, "move": "4-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@R", "mean": 0.3843283582089552, "se": 0.0416775174566974, "n": 134, "hindsight": 0.48507462686567165, "hindsight_se": 0.04333617784312706}, {"move": "4-5@R", "mean": 0.35447761194029853, "se": 0.04096819045225875, "n": 134, "hindsight": 0.4253731343283582, "hindsight_se": 0.042869870496552456}, {"move": "4-6@R", "mean": 0.20522388059701493, "se": 0.034818689107825616, "n": 134, "hindsight": 0.417910447761194, "hindsight_se": 0.04276718802455994}], "best": "4-4@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@R", "hindsight_loss": 0.0, "gain": 0.06965174129353235, "open": {"status": "solved", "moves": [{"move": "4-4@R", "value": 1.0, "margin": 13}, {"move": "4-5@R", "value": 1.0, "margin": null}, {"move": "4-6@R", "value": -1.0, "margin": null}], "best": "4-4@R", "nodes": 305}}, {"step": 17, "deal": 2, "seat": 0, "move": "0-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@L", "mean": 0.35447761194029853, "se": 0.04096819045225875, "n": 134, "hindsight": 0.7388059701492538, "hindsight_se": 0.0380908795174657}, {"move": "0-4@R", "mean": 0.3283582089552239, "se": 0.040374911465100846, "n": 134, "hindsight": 0.5074626865671642, "hindsight_se": 0.043350669125205084}, {"move": "0-4@L", "mean": 0.3208955223880597, "se": 0.03977936325336961, "n": 134, "hindsight": 0.3208955223880597, "hindsight_se": 0.04047849016651382}], "best": "0-3@L", "loss": -0.0037313432835820895, "loss_se": 0.051215795414515874, "hindsight_best": "0-3@L", "hindsight_loss": 0.41791044776119407, "gain": -0.013681592039801016, "open": {"status": "solved", "moves": [{"move": "0-3@L", "value": -1.0, "margin": -13}, {"move": "0-4@L", "value": -1.0, "margin": -13}, {"move": "0-4@R", "value": -1.0, "margin": null}], "best": "0-3@L", "nodes": 353}}, {"step": 18, "deal": 2, "seat": 1, "move": "4-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.43656716417910446, "se": 0.04251309045762543, "n": 134, "hindsight": 0.7761194029850746, "hindsight_se": 0.03614487092173129}, {"move": "4-5@L", "mean": 0.39925373134328357, "se": 0.041293966121446646, "n": 134, "hindsight": 0.7164179104477612, "hindsight_se": 0.03908380123629714}, {"move": "4-5@R", "mean": 0.3880597014925373, "se": 0.04158573741576253, "n": 134, "hindsight": 0.7313432835820896, "hindsight_se": 0.03843560038562473}, {"move": "4-6@R", "mean": 0.376865671641791, "se": 0.04185297085582467, "n": 134, "hindsight": 0.7761194029850746, "hindsight_se": 0.03614487092173129}], "best": "4-6@L", "loss": 0.048507462686567165, "loss_se": 0.04936739383706863, "hindsight_best": "4-6@L", "hindsight_loss": 0.04477611940298509, "gain": -0.012126865671641784, "open": {"status": "solved", "moves": [{"move": "4-5@L", "value": 1.0, "margin": 13}, {"move": "4-6@L", "value": 1.0, "margin": null}, {"move": "4-5@R", "value": 1.0, "margin": 24}, {"move": "4-6@R", "value": 1.0, "margin": null}], "best": "4-5@L", "nodes": 315}}, {"step": 19, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 20, "deal": 2, "seat": 1, "move": "2-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@R", "mean": 0.5186567164179104, "se": 0.04250816540079036, "n": 134, "hindsight": 0.48507462686567165, "hindsight_se": 0.04333617784312706}, {"move": "4-6@L", "mean": 0.5074626865671642, "se": 0.04269859585848211, "n": 134, "hindsight": 0.7611940298507462, "hindsight_se": 0.03696957484795507}, {"move": "2-5@R", "mean": 0.503731343283582, "se": 0.0422066501891134, "n": 134, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-5@R", "loss": -0.011194029850746268, "loss_se": 0.03762773028752795, "hindsight_best": "2-5@R", "hindsight_loss": 0.0, "gain": -0.006218905472636926, "open": {"status": "solved", "moves": [{"move": "4-6@L", "value": 1.0, "margin": 24}, {"move": "1-5@R", "value": 1.0, "margin": null}, {"move": "2-5@R", "value": 1.0, "margin": 24}], "best": "4-6@L", "nodes": 181}}, {"step": 21, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 2, "seat": 1, "move": "2-2@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@R", "mean": 0.8507462686567164, "se": 0.030441082220668124, "n": 134, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@L", "mean": 0.835820895522388, "se": 0.03168132948515674, "n": 134, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-2@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@R", "hindsight_loss": 0.0, "gain": 0.007462686567164201, "open": {"status": "solved", "moves": [{"move": "4-6@L", "value": 1.0, "margin": 24}, {"move": "2-2@R", "value": 1.0, "margin": 24}], "best": "4-6@L", "nodes": 110}}, {"step": 23, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 24, "deal": 2, "seat": 1, "move": "4-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 25, "deal": 2, "seat": 0, "move": "6-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.03731343283582089, "se": 0.016434225374286397, "n": 134, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@L", "mean": 0.0, "se": 0.0, "n": 134, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@L", "mean": 0.0, "se": 0.0, "n": 134, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "6-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@L", "hindsight_loss": 0.0, "gain": 0.02487562189054726, "open": {"status": "solved", "moves": [{"move": "1-6@L", "value": -1.0, "margin": -24}, {"move": "3-6@L", "value": -1.0, "margin": null}, {"move": "6-6@L", "value": -1.0, "margin": -12}], "best": "1-6@L", "nodes": 33}}, {"step": 26, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 27, "deal": 2, "seat": 0, "move": "1-6@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "3-6@L", "mean": 0.11940298507462686, "se": 0.028117090330363654, "n": 134, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@L", "mean": 0.0, "se": 0.0, "n": 134, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-6@L", "loss": 0.11940298507462686, "loss_se": 0.028117090330363654, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": -0.05970149253731343, "open": {"status": "solved", "moves": [{"move": "1-6@L", "value": -1.0, "margin": -12}, {"move": "3-6@L", "value": -1.0, "margin": null}], "best": "1-6@L", "nodes": 8}}, {"step": 28, "deal": 2, "seat": 1, "move": "1-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.6044776119402985, 0.5223880597014925, 0.5074626865671642, 0.48507462686567165, 0.3656716417910448, 0.3208955223880597, 0.09701492537313433, 0.208955223880597, 0.13432835820895522, 0.11940298507462686, 0.08955223880597014, 0.04477611940298507, 0.029850746268656716, 0.03731343283582089, 0.08955223880597014, 0.0, 0.0], [0.31343283582089554, 0.291044776119403, 0.2873134328358209, 0.27611940298507465, 0.3843283582089552, 0.31343283582089554, 0.3880597014925373, 0.5895522388059702, 0.503731343283582, 0.835820895522388, 0.8507462686567164, 0.8880597014925373, 0.8955223880597015, 0.7388059701492538, 0.7611940298507462, 1.0, 1.0]], "curve_se": [[0.05971562474073953, 0.04298692155535411, 0.06153888993459195, 0.04333617784312706, 0.05783490902536135, 0.03977936325336961, 0.035648045197882366, 0.05004436490749023, 0.04060556086388752, 0.03991390587591173, 0.0351474459891143, 0.025456801952908708, 0.02094714821693245, 0.016434225374286397, 0.0351474459891143, 0.0, 0.0], [0.056101910338970294, 0.054375752807364654, 0.038697536322907386, 0.05346812253782258, 0.0416775174566974, 0.056101910338970294, 0.04158573741576253, 0.0581695119700367, 0.0422066501891134, 0.04559776810901333, 0.030441082220668124, 0.038074553021499556, 0.03611835636222792, 0.05248054167113627, 0.0513919861992361, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 8, "choices": 5, "given_away": 0.30597014925373134, "given_away_se": 0.08246235015781941, "inaccuracies": 2, "mistakes": 0, "start": 0.6044776119402985, "result": 0.0, "own": -0.045442430703624796, "luck": -0.5590351812366737, "dealt": 0.6791044776119403}, {"seat": 1, "decisions": 8, "choices": 5, "given_away": 0.1044776119402985, "given_away_se": 0.0780483208678705, "inaccuracies": 0, "mistakes": 0, "start": 0.31343283582089554, "result": 1.0, "own": 0.025186567164178997, "luck": 0.6613805970149255, "dealt": 0.34328358208955223}], "chance": [[0.6044776119402985, 0.5223880597014925, 0.5074626865671642, 0.48507462686567165, 0.3656716417910448, 0.3208955223880597, 0.09701492537313433, 0.208955223880597, 0.13432835820895522, 0.11940298507462686, 0.08955223880597014, 0.04477611940298507, 0.029850746268656716, 0.03731343283582089, 0.08955223880597014, 0.0, 0.0], [0.31343283582089554, 0.291044776119403, 0.2873134328358209, 0.27611940298507465, 0.3843283582089552, 0.31343283582089554, 0.3880597014925373, 0.5895522388059702, 0.503731343283582, 0.835820895522388, 0.8507462686567164, 0.8880597014925373, 0.8955223880597015, 0.7388059701492538, 0.7611940298507462, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 15, "choices": 8, "given_away": 0.525497512437811, "given_away_se": 0.0911966555246331, "inaccuracies": 3, "mistakes": 0, "start": 1.3582089552238805, "result": 1.0, "own": -0.11881070836294721, "luck": -0.23939824686093336, "dealt": 1.58955223880597}, {"seat": 1, "decisions": 14, "choices": 10, "given_away": 0.22014925373134328, "given_away_se": 0.10808903569134558, "inaccuracies": 0, "mistakes": 0, "start": 0.6865671641791045, "result": 1.0, "own": -0.007462686567164228, "luck": 0.32089552238805974, "dealt": 0.43283582089552236}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('cppkpjQu', '2026-12-07 21:23:30.664132+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "draw", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 205, "budget": 1.0, "seconds": 0.465, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "5-5", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5", "mean": 0.7292682926829268, "se": 0.03101363850643002, "n": 205, "hindsight": 0.6, "hindsight_se": 0.03429971702850177}, {"move": "0-4", "mean": 0.5926829268292683, "se": 0.03431331723404355, "n": 205, "hindsight": 0.6121951219512195, "hindsight_se": 0.03402657139441125}, {"move": "1-3", "mean": 0.5634146341463414, "se": 0.03463812022116247, "n": 205, "hindsight": 0.6048780487804878, "hindsight_se": 0.03387712413595769}, {"move": "0-5", "mean": 0.5585365853658537, "se": 0.03468018844359493, "n": 205, "hindsight": 0.573170731707317, "hindsight_se": 0.034543701493528305}, {"move": "0-1", "mean": 0.524390243902439, "se": 0.03487973762938018, "n": 205, "hindsight": 0.6536585365853659, "hindsight_se": 0.0333129143931437}, {"move": "2-4", "mean": 0.524390243902439, "se": 0.03487973762938018, "n": 205, "hindsight": 0.4926829268292683, "hindsight_se": 0.03500325338102091}, {"move": "2-3", "mean": 0.4878048780487805, "se": 0.03499658799899704, "n": 205, "hindsight": 0.5341463414634147, "hindsight_se": 0.0346675733369815}], "best": "5-5", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1", "hindsight_loss": 0.0536585365853659, "gain": 0.1606271777003484, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 1, "deal": 1, "seat": 1, "move": "4-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@R", "mean": 0.47804878048780486, "se": 0.017454568411721667, "n": 820, "hindsight": 0.43902439024390244, "hindsight_se": 0.03474571316588905}, {"move": "4-5@R", "mean": 0.45914634146341465, "se": 0.017359468474426855, "n": 820, "hindsight": 0.4951219512195122, "hindsight_se": 0.03491984466175142}, {"move": "2-5@L", "mean": 0.4585365853658537, "se": 0.017411236082989015, "n": 820, "hindsight": 0.45365853658536587, "hindsight_se": 0.034856320548775244}, {"move": "4-5@L", "mean": 0.44085365853658537, "se": 0.017316527360742687, "n": 820, "hindsight": 0.5170731707317073, "hindsight_se": 0.03498658754501403}], "best": "2-5@R", "loss": 0.00548780487804878, "loss_se": 0.02401225728813403, "hindsight_best": "4-5@L", "hindsight_loss": 0.0, "gain": -0.018292682926829285, "open": {"status": "solved", "moves": [{"move": "2-5@L", "value": 1.0, "margin": 4}, {"move": "4-5@L", "value": 1.0, "margin": null}, {"move": "2-5@R", "value": 1.0, "margin": null}, {"move": "4-5@R", "value": 1.0, "margin": null}], "best": "2-5@L", "nodes": 12494}}, {"step": 2, "deal": 1, "seat": 0, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@L", "mean": 0.6780487804878049, "se": 0.023038137806120493, "n": 410, "hindsight": 0.5, "hindsight_se": 0.03492151478847891}, {"move": "2-4@L", "mean": 0.6426829268292683, "se": 0.023663896876644004, "n": 410, "hindsight": 0.6146341463414634, "hindsight_se": 0.03407452994026217}, {"move": "0-5@R", "mean": 0.625609756097561, "se": 0.023899362815188306, "n": 410, "hindsight": 0.4878048780487805, "hindsight_se": 0.03499658799899704}], "best": "0-4@L", "loss": 0.0524390243902439, "loss_se": 0.03171058529833666, "hindsight_best": "2-4@L", "hindsight_loss": 0.12682926829268293, "gain": -0.023170731707317094, "open": {"status": "solved", "moves": [{"move": "0-4@L", "value": -1.0, "margin": -28}, {"move": "2-4@L", "value": -1.0, "margin": null}, {"move": "0-5@R", "value": -1.0, "margin": -28}], "best": "0-4@L", "nodes": 7575}}, {"step": 3, "deal": 1, "seat": 1, "move": "0-0@R", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@L", "mean": 0.4658536585365854, "se": 0.03483958442616603, "n": 205, "hindsight": 0.44878048780487806, "hindsight_se": 0.03482284026004959}, {"move": "0-0@R", "mean": 0.4585365853658537, "se": 0.034886425336781185, "n": 205, "hindsight": 0.6146341463414634, "hindsight_se": 0.03407452994026217}, {"move": "1-4@L", "mean": 0.4292682926829268, "se": 0.034482021543896825, "n": 205, "hindsight": 0.3804878048780488, "hindsight_se": 0.03399227386387861}, {"move": "0-6@R", "mean": 0.4219512195121951, "se": 0.0344913228409672, "n": 205, "hindsight": 0.6560975609756098, "hindsight_se": 0.033167285386559005}], "best": "3-4@L", "loss": -0.05609756097560976, "loss_se": 0.04654615118943251, "hindsight_best": "0-6@R", "hindsight_loss": 0.04146341463414638, "gain": 0.014634146341463428, "open": {"status": "solved", "moves": [{"move": "0-0@R", "value": 1.0, "margin": 28}, {"move": "0-6@R", "value": 1.0, "margin": null}, {"move": "1-4@L", "value": -1.0, "margin": null}, {"move": "3-4@L", "value": -1.0, "margin": null}], "best": "0-0@R", "nodes": 3262}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@L", "mean": 0.8, "se": 0.027791324609979205, "n": 205, "hindsight": 0.2682926829268293, "hindsight_se": 0.031021159699339534}, {"move": "0-4@R", "mean": 0.6658536585365854, "se": 0.032934356261022917, "n": 205, "hindsight": 0.37073170731707317, "hindsight_se": 0.033816815380584196}, {"move": "0-1@R", "mean": 0.6, "se": 0.03429971702850177, "n": 205, "hindsight": 0.2073170731707317, "hindsight_se": 0.02827709460242627}, {"move": "2-4@L", "mean": 0.551219512195122, "se": 0.03482284026004959, "n": 205, "hindsight": 0.6341463414634146, "hindsight_se": 0.033723556021644646}], "best": "0-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-4@L", "hindsight_loss": 0.36585365853658536, "gain": 0.1457317073170732, "open": {"status": "solved", "moves": [{"move": "0-4@L", "value": -1.0, "margin": -28}, {"move": "2-4@L", "value": -1.0, "margin": null}, {"move": "0-1@R", "value": -1.0, "margin": null}, {"move": "0-4@R", "value": -1.0, "margin": null}], "best": "0-4@L", "nodes": 1305}}, {"step": 5, "deal": 1, "seat": 1, "move": "0-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@L", "mean": 0.4, "se": 0.03412498478127623, "n": 205, "hindsight": 0.6926829268292682, "hindsight_se": 0.03230319671764631}, {"move": "0-6@R", "mean": 0.3902439024390244, "se": 0.03415317278117097, "n": 205, "hindsight": 0.6829268292682927, "hindsight_se": 0.0325800503687252}], "best": "0-6@L", "loss": 0.00975609756097561, "loss_se": 0.0407604917808541, "hindsight_best": "0-6@L", "hindsight_loss": 0.009756097560975507, "gain": -0.004878048780487809, "open": {"status": "solved", "moves": [{"move": "0-6@L", "value": 1.0, "margin": 28}, {"move": "0-6@R", "value": 1.0, "margin": 28}], "best": "0-6@L", "nodes": 266}}, {"step": 6, "deal": 1, "seat": 0, "move": "0-1@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "1-4@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "2-4@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "2-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@L", "mean": 0.5121951219512195, "se": 0.03499658799899704, "n": 205, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@L", "mean": 0.34146341463414637, "se": 0.03320067852340354, "n": 205, "hindsight": 0.32682926829268294, "hindsight_se": 0.03265782743228046}], "best": "2-2@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@L", "hindsight_loss": 0.0, "gain": 0.08536585365853655, "open": {"status": "solved", "moves": [{"move": "2-2@L", "value": 1.0, "margin": 28}, {"move": "2-5@L", "value": 1.0, "margin": null}], "best": "2-2@L", "nodes": 99}}, {"step": 10, "deal": 1, "seat": 0, "move": "2-3@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "3-4@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 12, "deal": 1, "seat": 0, "move": "3-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 13, "deal": 1, "seat": 1, "move": "3-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 14, "deal": 1, "seat": 0, "move": "4-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 15, "deal": 1, "seat": 1, "move": "2-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.5294117647058824, 0.7292682926829268, 0.6568627450980392, 0.625609756097561, 0.6274509803921569, 0.8, 0.6862745098039216, 0.6421568627450981, 0.696078431372549, 0.6568627450980392, 0.7941176470588235, 0.7745098039215687, 0.4803921568627451, 0.7254901960784313, 0.22549019607843138, 0.2647058823529412, 0.0], [0.4803921568627451, 0.47549019607843135, 0.44085365853658537, 0.5147058823529411, 0.4585365853658537, 0.4362745098039216, 0.3902439024390244, 0.4215686274509804, 0.24509803921568626, 0.4117647058823529, 0.5121951219512195, 0.2647058823529412, 0.5882352941176471, 0.5980392156862745, 0.8970588235294118, 1.0, 1.0]], "curve_se": [[0.04966570903978531, 0.03101363850643002, 0.047240073523838834, 0.023899362815188306, 0.04810840148082637, 0.027791324609979205, 0.04617034827006716, 0.047443603412634996, 0.04576665403207762, 0.047240073523838834, 0.040233822736177476, 0.041583075330832886, 0.04971358884367401, 0.044405219061793254, 0.041583075330832886, 0.04389869956808776, 0.0], [0.04971358884367401, 0.04895404273754177, 0.017316527360742687, 0.04948574718618379, 0.034886425336781185, 0.04909962407421098, 0.03415317278117097, 0.04913595201274502, 0.042801058373643994, 0.04897104952726362, 0.03499658799899704, 0.04389869956808776, 0.04897104952726362, 0.04878608714466992, 0.029833417083931033, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 8, "choices": 3, "given_away": 0.0524390243902439, "given_away_se": 0.03171058529833666, "inaccuracies": 0, "mistakes": 0, "start": 0.5294117647058824, "result": 0.0, "own": 0.2831881533101045, "luck": -0.8125999180159869, "dealt": 0.5392156862745098}, {"seat": 1, "decisions": 8, "choices": 4, "given_away": -0.04085365853658537, "given_away_se": 0.06636678672979528, "inaccuracies": 0, "mistakes": 0, "start": 0.4803921568627451, "result": 1.0, "own": 0.07682926829268288, "luck": 0.44277857484457195, "dealt": 0.46568627450980393}], "chance": [[0.5294117647058824, 0.7292682926829268, 0.6568627450980392, 0.625609756097561, 0.6274509803921569, 0.8, 0.6862745098039216, 0.6421568627450981, 0.696078431372549, 0.6568627450980392, 0.7941176470588235, 0.7745098039215687, 0.4803921568627451, 0.7254901960784313, 0.22549019607843138, 0.2647058823529412, 0.0], [0.4803921568627451, 0.47549019607843135, 0.44085365853658537, 0.5147058823529411, 0.4585365853658537, 0.4362745098039216, 0.3902439024390244, 0.4215686274509804, 0.24509803921568626, 0.4117647058823529, 0.5121951219512195, 0.2647058823529412, 0.5882352941176471, 0.5980392156862745, 0.8970588235294118, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 8, "choices": 3, "given_away": 0.0524390243902439, "given_away_se": 0.03171058529833666, "inaccuracies": 0, "mistakes": 0, "start": 0.5294117647058824, "result": 0.0, "own": 0.2831881533101045, "luck": -0.8125999180159869, "dealt": 0.5392156862745098}, {"seat": 1, "decisions": 8, "choices": 4, "given_away": -0.04085365853658537, "given_away_se": 0.06636678672979528, "inaccuracies": 0, "mistakes": 0, "start": 0.4803921568627451, "result": 1.0, "own": 0.07682926829268288, "luck": 0.44277857484457195, "dealt": 0.46568627450980393}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');


--
-- Data for Name: api_tokens; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: blocks; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.blocks VALUES (1, 3, 1796678608.1300416);


--
-- Data for Name: challenges; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.challenges VALUES ('zA_U-mBJK6P_MtHX', 1, 2, '{"variant":"block","players":2,"options":{},"seats":[{"kind":"human"},{"kind":"human"}],"timer":null,"name":"","rated":false}', 1796678608.144361, 1796679208.144361, 'open', NULL, NULL);


--
-- Data for Name: chat_lines; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.chat_lines VALUES (1, 'MNCAJbx0', 0, 1, 'fixture free text', 1796678606.6575124);


--
-- Data for Name: chat_reports; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.chat_reports VALUES (1, 1, 'MNCAJbx0', 0, 1, 'fixture free text', 1796678606.6575124, 2, 1796678608.1925206);


--
-- Data for Name: follows; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.follows VALUES (1, 2, 1796678608.082878);


--
-- Data for Name: leases; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: mail_accounts; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.mail_accounts VALUES (1, 'ada@fixture.test', 1796678608.386556, 'digest', 'pl', 'a44706e00838760d52ec58050a6a2768bc9c16860325a5fa27163b89a0a7f856', NULL, 1796678608.4067845);


--
-- Data for Name: mail_outbox; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.mail_outbox VALUES (1, 'verify:2c7c39ff00e9e3b8b3994df468006751fc108edbd7c7e0621d327994a7a7dd39', 1, 'verify', NULL, NULL, 'sent', 1796678608.245083, 1796678608.245083, 1796765008.245083, 0, '4152-75901f5e712c', NULL, 1796678608.3373227);


--
-- Data for Name: mail_tokens; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.mail_tokens VALUES ('2c7c39ff00e9e3b8b3994df468006751fc108edbd7c7e0621d327994a7a7dd39', 1, 'ada@fixture.test', 1796678608.245083, 1796678608.386556);


--
-- Data for Name: rating_changes; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.rating_changes VALUES ('IX1J8LdQ', 0, 1, 'block', 1500, 500, 1414.0925418676334, 485.87253012168327, 1796678605.3234038);


--
-- Data for Name: ratings; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.ratings VALUES (1, 'block', 1414.0925418676334, 485.87253012168327, 1);


--
-- Data for Name: seats; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.seats VALUES ('a8SiHxEH', 0, 'human', NULL, 'ebba7453abf375c8efc6b3f423c6efb45213fe20827139692cdf43de4976ff44', false);
INSERT INTO __SCHEMA__.seats VALUES ('a8SiHxEH', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('7bI0ao-n', 2, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('7bI0ao-n', 3, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('7bI0ao-n', 4, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('7bI0ao-n', 0, 'human', NULL, 'ebed1c2eaa1424741d6a3e4809fd8a88573be0ab7ec9f10fd302d2cf745a0f55', true);
INSERT INTO __SCHEMA__.seats VALUES ('7bI0ao-n', 1, 'human', NULL, '79162943962cd2c2d0e436248218ffa6e6068357246f6a348de9669e88e2dbe5', true);
INSERT INTO __SCHEMA__.seats VALUES ('m4UehXQD', 2, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('m4UehXQD', 3, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('m4UehXQD', 4, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('m4UehXQD', 0, 'human', NULL, '5273da743cbe6f007b4d5dd5ab0e186e83c29666b95453a0d09d9c7f3f12ef0c', true);
INSERT INTO __SCHEMA__.seats VALUES ('m4UehXQD', 1, 'human', NULL, '8e230664ca01ee6a703e1b45547ab6e9f315c659fdf65b65e6f0833179d5c346', true);
INSERT INTO __SCHEMA__.seats VALUES ('jkWAAa3a', 0, 'human', NULL, '60b292c3f9ce9c0343730d6b06168a96c3cd0d55d95a2fcccd8ce46295b9051d', true);
INSERT INTO __SCHEMA__.seats VALUES ('jkWAAa3a', 1, 'human', NULL, '729dead9d9c78df31c16c516a95a7175dfd8513a1ec489fdf4bbac062edd3789', true);
INSERT INTO __SCHEMA__.seats VALUES ('tU-3qTdm', 0, 'human', NULL, '610a02c3e965917130c43d9bcd56b316186f54d88341db63fd439911ff667839', true);
INSERT INTO __SCHEMA__.seats VALUES ('tU-3qTdm', 1, 'human', NULL, '918997ba26e7c3512129a7a154b691a9e3ff20b65dfdf94246e8d12ee3376cfc', true);
INSERT INTO __SCHEMA__.seats VALUES ('G6v6_COo', 0, 'human', NULL, 'fad2a755d13745a1402017056663e5b9979fc662bad62b9502b242316464f399', true);
INSERT INTO __SCHEMA__.seats VALUES ('G6v6_COo', 1, 'human', NULL, 'ce9457852ccb6e909d32acc6946bcb70881b3585bba5baa8a02037e1ee453800', true);
INSERT INTO __SCHEMA__.seats VALUES ('TDB7SrgV', 0, 'human', NULL, '09f13eeaca5fc3e5f1d0e24cae3718506d5719f436f76e55216128507cb27c68', true);
INSERT INTO __SCHEMA__.seats VALUES ('TDB7SrgV', 1, 'human', NULL, '66dba2101fe9290e3e885d13d3b0de8a94c5e9ad6518bfbee8723aaef9460b58', true);
INSERT INTO __SCHEMA__.seats VALUES ('_E8j3wP4', 0, 'human', NULL, '1f0df95add33f1af5a67bbcfba80780b67c65b25a53e88057af537021b4752df', true);
INSERT INTO __SCHEMA__.seats VALUES ('_E8j3wP4', 1, 'human', NULL, 'f49500ca8a998593a16ba2024a265067f611ed7e729cf12798938523ae4fc653', true);
INSERT INTO __SCHEMA__.seats VALUES ('3o7oHxey', 0, 'human', NULL, '1d7742d1cfdbca4ceed49a057c9d16f76ffb2b000e047a186cce2305e856aee0', true);
INSERT INTO __SCHEMA__.seats VALUES ('3o7oHxey', 1, 'human', NULL, '697e238dc45106861c8c9945edc68f6b50b9d22268083e99c6c45c0956dae1cb', true);
INSERT INTO __SCHEMA__.seats VALUES ('OLDW1RVU', 0, 'human', NULL, 'c762081e981c2458d54bd999b3f070b499beaf29182d874a5cf240fe28a72b81', true);
INSERT INTO __SCHEMA__.seats VALUES ('OLDW1RVU', 1, 'human', NULL, '7d14a9618a1b886db269319420ea07fa352cee2b96eda6cf4b2f26bc6ae17c67', true);
INSERT INTO __SCHEMA__.seats VALUES ('WN9XgyWQ', 0, 'human', NULL, '4534a848f97dc171a85cef3c7c29af1a0beaab9e1d5cf2503e5e65108e162741', true);
INSERT INTO __SCHEMA__.seats VALUES ('WN9XgyWQ', 1, 'human', NULL, 'f8f4714ce8f4ad047d9e0d793328653cf297b3860b696f623e11573e1946cebb', true);
INSERT INTO __SCHEMA__.seats VALUES ('WvLPBPRK', 0, 'human', NULL, '65b0f440dbf4d9cf551b32e824a2b300712e16a17e50dcce0d06ef31708d4445', true);
INSERT INTO __SCHEMA__.seats VALUES ('WvLPBPRK', 1, 'human', NULL, '6477453a628f511632b980b7f68aa1ac9374e5a1d1189b2e2e54f70af6889af0', true);
INSERT INTO __SCHEMA__.seats VALUES ('OiIRoRS9', 0, 'human', NULL, '0446ae66ed70eecf4416886bf5cd7ce8ee10afd7cd2069c4fd8c89d36539acbd', true);
INSERT INTO __SCHEMA__.seats VALUES ('OiIRoRS9', 1, 'human', NULL, 'e8f7c9d2983b4ac7de22202d2323b881787b45caaf7491a863b7e570a6701dbb', true);
INSERT INTO __SCHEMA__.seats VALUES ('QuSaXdnH', 0, 'human', NULL, '45eec39ee9dd825173a7c35bc19c8b106f513818a2d9e474fc0911e109d6eb8f', true);
INSERT INTO __SCHEMA__.seats VALUES ('QuSaXdnH', 1, 'human', NULL, '78958b293732b473892092149b46f2ea57bf3d00c5fa769d9cc5f0424f801396', true);
INSERT INTO __SCHEMA__.seats VALUES ('cR05eZfe', 0, 'human', NULL, 'af2754b23df78509332fc994026e6d23c05f25c5278ca68579e0d383ce0a44fc', true);
INSERT INTO __SCHEMA__.seats VALUES ('cR05eZfe', 1, 'human', NULL, 'bfb529d6de4af1dcebd73c6ee63e276bd7525865822b03c81e3fbb842f63505e', true);
INSERT INTO __SCHEMA__.seats VALUES ('cH9uW7yo', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('cH9uW7yo', 0, 'human', NULL, '3b384ad0f2011375a6fd31ae545189c3706b4577f444da3496d0dc3346a9e06c', true);
INSERT INTO __SCHEMA__.seats VALUES ('hAJtov79', 2, 'human', NULL, '7ee973097df5e3f3197019c3831dfd7b5584660f7f56e016e23cb069942983d8', false);
INSERT INTO __SCHEMA__.seats VALUES ('hAJtov79', 0, 'human', NULL, '21107d7c1f9f88c5c2641bad2e96ee8ca0cd59014c89d49cc3aee46447e6986f', true);
INSERT INTO __SCHEMA__.seats VALUES ('hAJtov79', 1, 'human', NULL, '703e235eb50544347904b5d8c28696b8cf3aa0cf7182525afa284bf6f383609f', true);
INSERT INTO __SCHEMA__.seats VALUES ('LLeKLgTA', 0, 'human', NULL, 'edde4d035d032d184890f05debec853f037f0dce9722ece13c49b2809d7f1d40', true);
INSERT INTO __SCHEMA__.seats VALUES ('LLeKLgTA', 1, 'human', NULL, 'cd5902b7d1d3a5d6f367290e889bfdb1931f74f0a235f5aeef288e6b98840550', true);
INSERT INTO __SCHEMA__.seats VALUES ('5D43LJOl', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('5D43LJOl', 0, 'human', NULL, 'a515a58d965eaa32de3e33cc1cee132779e0ded81657a858781f00a03015f4fa', true);
INSERT INTO __SCHEMA__.seats VALUES ('GMKI7z9t', 0, 'human', NULL, 'c1f0483b0d567c647bc9a8944f829d85abb80021b9619d717cc8cf7767abe070', false);
INSERT INTO __SCHEMA__.seats VALUES ('GMKI7z9t', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('IX1J8LdQ', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('IX1J8LdQ', 0, 'human', NULL, '42f46ed6c0283e6f0cb38264a431f135a2c41836a3e53da22078d6f6a6c9bbc8', true);
INSERT INTO __SCHEMA__.seats VALUES ('MNCAJbx0', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('MNCAJbx0', 0, 'human', NULL, '6e2f6d4a1805da00807e2880b64b16ad6b906c24924e96ad7794fbe20a19f96a', true);
INSERT INTO __SCHEMA__.seats VALUES ('cppkpjQu', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('cppkpjQu', 0, 'human', NULL, '4efa56ba85e8f0984ffa7b6be8d9e4a20592efdc77c8ebc1a08f387974f85004', true);
INSERT INTO __SCHEMA__.seats VALUES ('BCJWdeBj', 0, 'human', NULL, '481fdc95bda1ebdc189c5a48476d998bdf87424fb312667b318eaca18744bac0', false);
INSERT INTO __SCHEMA__.seats VALUES ('BCJWdeBj', 1, 'human', NULL, 'a60ad6bdd07aa7831e582afeaa9c13ed5bcd49d4b6bdb7022ad4dad6315007bf', false);


--
-- Data for Name: seek_people; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: seeks; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.seeks VALUES ('164HkUOG8Cz4yefQ', 2, '{"variant":"block","players":2,"options":{},"seats":[{"kind":"human"},{"kind":"human"}],"timer":null,"name":"","rated":false,"pace":{"kind":"turn-based","hours":24}}', NULL, NULL, 1796678608.1782298, 1797283408.1782298, NULL, NULL, 'open', NULL, NULL);


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.sessions VALUES ('c3c1b590fc0a380507e526dd3367762d51681851849b36701fb249316549a24e', 1, 1796678604.3160563, 1799270604.3160563);
INSERT INTO __SCHEMA__.sessions VALUES ('f17042a3b0bd4f755c6d722dd6a45922bdc12e45566c59cb32666205639196a9', 2, 1796678604.601939, 1799270604.601939);
INSERT INTO __SCHEMA__.sessions VALUES ('d8ad2a825925f0808dde6d7520617d0cecb797944811ee5f2b257db4aa84cb25', 3, 1796678608.0736465, 1799270608.0736465);


--
-- Data for Name: table_accounts; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.table_accounts VALUES ('MNCAJbx0', 0, 1, '12ca17b49af2289436f303e0166030a21e525d266e209267433801a8fd4071a0', 1796678605.4309561, NULL, NULL, NULL);
INSERT INTO __SCHEMA__.table_accounts VALUES ('IX1J8LdQ', 0, 1, '12ca17b49af2289436f303e0166030a21e525d266e209267433801a8fd4071a0', 1796678604.6376133, '2026-12-07 21:23:25.323107+00', 5, 8);
INSERT INTO __SCHEMA__.table_accounts VALUES ('cppkpjQu', 0, 2, NULL, 1796678607.601938, '2026-12-07 21:23:27.52156+00', 3, 3);


--
-- Data for Name: tables; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.tables VALUES ('a8SiHxEH', '', 'maltese-cross', 2, '{}', 19, true, NULL, '2026-12-07 21:21:58.450355+00', '2026-12-07 21:21:59.670347+00', '{
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
', '{"id": "a8SiHxEH", "name": "", "variant": "maltese-cross", "players": 2, "options": {"target": 100}, "seed": 19, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "expired", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": false, "away_since": "2026-12-07T21:21:58+00:00", "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": null, "away_seconds": 60.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T21:21:58+00:00", "finished": "2026-12-07T21:21:59+00:00", "seq": 0}', false);
INSERT INTO __SCHEMA__.tables VALUES ('7bI0ao-n', '', 'white-snake', 5, '{"max_deals": 2}', 100, true, NULL, '2026-12-07 21:22:08.60458+00', '2026-12-07 21:22:09.419141+00', '{
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
', '{"id": "7bI0ao-n", "name": "", "variant": "white-snake", "players": 5, "options": {"max_deals": 2}, "seed": 100, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 2, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 3, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 4, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1, 2], "losers": [0, 3, 4], "ranking": [1, 2, 0, 3, 4], "rule": "WS-8", "scores": [0, 0, 0, 0, 0], "marks": [0, 0, 0, 0, 0], "tokens": [[], ["1-1"], ["2-2"], [], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:22:08+00:00", "finished": "2026-12-07T21:22:09+00:00", "seq": 60}', false);
INSERT INTO __SCHEMA__.tables VALUES ('m4UehXQD', '', 'white-snake', 5, '{}', 3300553232313580031, false, NULL, '2026-12-07 21:22:09.476508+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('jkWAAa3a', '', 'sausage', 2, '{"losses": 1}', 101, true, NULL, '2026-12-07 21:22:12.289037+00', '2026-12-07 21:22:14.614588+00', '{
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
', '{"id": "jkWAAa3a", "name": "", "variant": "sausage", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 101, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "SA-10", "scores": [0, 0], "marks": [1, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:22:12+00:00", "finished": "2026-12-07T21:22:14+00:00", "seq": 48}', false);
INSERT INTO __SCHEMA__.tables VALUES ('tU-3qTdm', '', 'sausage', 2, '{}', 201, true, NULL, '2026-12-07 21:22:14.69752+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('G6v6_COo', '', 'sausage-one-way', 2, '{"losses": 1}', 102, true, NULL, '2026-12-07 21:22:21.285835+00', '2026-12-07 21:22:24.365318+00', '{
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
', '{"id": "G6v6_COo", "name": "", "variant": "sausage-one-way", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 102, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "SA-10", "scores": [0, 0], "marks": [0, 1], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:22:21+00:00", "finished": "2026-12-07T21:22:24+00:00", "seq": 63}', false);
INSERT INTO __SCHEMA__.tables VALUES ('TDB7SrgV', '', 'sausage-one-way', 2, '{}', 2743430207995882642, false, NULL, '2026-12-07 21:22:24.601077+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('3o7oHxey', '', 'twins', 2, '{}', 203, true, NULL, '2026-12-07 21:22:32.863113+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('WN9XgyWQ', '', 'maltese-cross', 2, '{}', 1338128175056786879, false, NULL, '2026-12-07 21:22:40.795437+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('OiIRoRS9', '', 'block', 2, '{}', 205, true, NULL, '2026-12-07 21:22:49.678137+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('cH9uW7yo', '', 'draw', 2, '{}', 7, true, NULL, '2026-12-07 21:23:07.334914+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('BCJWdeBj', '', 'twins', 2, '{}', 17, true, NULL, '2026-12-07 21:23:28.430049+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('_E8j3wP4', '', 'twins', 2, '{"target": 20}', 103, true, NULL, '2026-12-07 21:22:31.110996+00', '2026-12-07 21:22:32.819169+00', '{
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
', '{"id": "_E8j3wP4", "name": "", "variant": "twins", "players": 2, "options": {"set": 6, "hand_size": null, "lead_double": null, "target": 20}, "seed": 103, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "TW-7", "scores": [0, 20], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:22:31+00:00", "finished": "2026-12-07T21:22:32+00:00", "seq": 30}', false);
INSERT INTO __SCHEMA__.tables VALUES ('OLDW1RVU', '', 'maltese-cross', 2, '{"target": 20}', 104, true, NULL, '2026-12-07 21:22:40.058417+00', '2026-12-07 21:22:40.752859+00', '{
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
', '{"id": "OLDW1RVU", "name": "", "variant": "maltese-cross", "players": 2, "options": {"target": 20}, "seed": 104, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "MC-8", "scores": [27, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:22:40+00:00", "finished": "2026-12-07T21:22:40+00:00", "seq": 17}', false);
INSERT INTO __SCHEMA__.tables VALUES ('WvLPBPRK', '', 'block', 2, '{"target": 20}', 105, true, NULL, '2026-12-07 21:22:48.953029+00', '2026-12-07 21:22:49.651408+00', '{
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
', '{"id": "WvLPBPRK", "name": "", "variant": "block", "players": 2, "options": {"target": 20, "teams": false}, "seed": 105, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1", "scores": [35, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:22:48+00:00", "finished": "2026-12-07T21:22:49+00:00", "seq": 20}', false);
INSERT INTO __SCHEMA__.tables VALUES ('cR05eZfe', '', 'draw', 2, '{}', 121059046717030637, false, NULL, '2026-12-07 21:22:58.465971+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('5D43LJOl', '', 'block', 2, '{"target": 10}', 3037412087703088763, false, NULL, '2026-12-07 21:23:21.378244+00', '2026-12-07 21:23:21.765712+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "block",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 3037412087703088763,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-0", "0-1", "1-3", "2-4", "2-5", "2-6", "5-6"], ["1-2", "0-3", "2-3", "1-4", "4-4", "0-5", "1-6"]], "stock": [], "set_aside": ["1-1", "0-2", "2-2", "3-3", "0-4", "3-4", "1-5", "3-5", "4-5", "5-5", "0-6", "3-6", "4-6", "6-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "0-1"},
    {"event": "play", "seat": 1, "move": "0-3@L"},
    {"event": "play", "seat": 0, "move": "1-3@L"},
    {"event": "play", "seat": 1, "move": "1-4@L"},
    {"event": "play", "seat": 0, "move": "2-4@L"},
    {"event": "play", "seat": 1, "move": "1-2@L"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "1-6@L"},
    {"event": "play", "seat": 0, "move": "2-6@L"},
    {"event": "play", "seat": 1, "move": "2-3@L"},
    {"event": "pass", "seat": 0},
    {"event": "pass", "seat": 1},
    {"event": "deal_end", "ending": "block", "winners": [1], "losers": [0], "rule": "R-1", "pips": [18, 13], "points": [0, 18]},
    {"event": "match_end", "winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-1"}
  ]
}
', '{"id": "5D43LJOl", "name": "", "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 3037412087703088763, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-1", "scores": [0, 18], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T21:23:21+00:00", "finished": "2026-12-07T21:23:21+00:00", "seq": 12}', false);
INSERT INTO __SCHEMA__.tables VALUES ('GMKI7z9t', '', 'block', 2, '{"target": 10}', 4049147706950616721, false, NULL, '2026-12-07 21:23:21.814142+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('QuSaXdnH', '', 'draw', 2, '{"target": 20}', 106, true, NULL, '2026-12-07 21:22:57.81721+00', '2026-12-07 21:22:58.408228+00', '{
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
', '{"id": "QuSaXdnH", "name": "", "variant": "draw", "players": 2, "options": {"target": 20, "teams": false}, "seed": 106, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2", "scores": [0, 28], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:22:57+00:00", "finished": "2026-12-07T21:22:58+00:00", "seq": 14}', false);
INSERT INTO __SCHEMA__.tables VALUES ('hAJtov79', '', 'block', 3, '{}', 11, true, 3600, '2026-12-07 21:23:09.065568+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('LLeKLgTA', '', 'sausage', 2, '{}', 13, true, NULL, '2026-12-07 21:23:14.748558+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('IX1J8LdQ', '', 'block', 2, '{"target": 10}', 1819906230400504217, false, NULL, '2026-12-07 21:23:24.613408+00', '2026-12-07 21:23:25.323107+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "block",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 1819906230400504217,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["1-1", "0-3", "2-3", "1-4", "1-5", "2-6", "5-6"], ["1-2", "0-4", "3-4", "2-5", "3-5", "4-5", "6-6"]], "stock": [], "set_aside": ["0-0", "0-1", "0-2", "2-2", "1-3", "3-3", "2-4", "4-4", "0-5", "5-5", "0-6", "1-6", "3-6", "4-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "1-5"},
    {"event": "play", "seat": 1, "move": "4-5@R"},
    {"event": "play", "seat": 0, "move": "1-4@L"},
    {"event": "play", "seat": 1, "move": "3-4@L"},
    {"event": "play", "seat": 0, "move": "2-3@L"},
    {"event": "play", "seat": 1, "move": "2-5@L"},
    {"event": "play", "seat": 0, "move": "5-6@L"},
    {"event": "play", "seat": 1, "move": "6-6@L"},
    {"event": "play", "seat": 0, "move": "2-6@L"},
    {"event": "play", "seat": 1, "move": "1-2@L"},
    {"event": "play", "seat": 0, "move": "1-1@L"},
    {"event": "play", "seat": 1, "move": "0-4@R"},
    {"event": "play", "seat": 0, "move": "0-3@R"},
    {"event": "deal_end", "ending": "domino", "winners": [0], "losers": [1], "rule": "R-1", "pips": [0, 8], "points": [8, 0]},
    {"event": "deal", "deal": 2, "number": 1, "source": "seed", "hands": [["0-0", "0-1", "0-3", "0-4", "1-6", "3-6", "6-6"], ["2-2", "1-4", "4-4", "1-5", "2-5", "4-5", "4-6"]], "stock": [], "set_aside": ["1-1", "0-2", "1-2", "1-3", "2-3", "3-3", "2-4", "3-4", "0-5", "3-5", "5-5", "0-6", "2-6", "5-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "0-1"},
    {"event": "play", "seat": 1, "move": "1-4@R"},
    {"event": "play", "seat": 0, "move": "0-0@L"},
    {"event": "play", "seat": 1, "move": "4-4@R"},
    {"event": "play", "seat": 0, "move": "0-4@L"},
    {"event": "play", "seat": 1, "move": "4-5@R"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "2-5@R"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "2-2@R"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "4-6@L"},
    {"event": "play", "seat": 0, "move": "6-6@L"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 0, "move": "1-6@L"},
    {"event": "play", "seat": 1, "move": "1-5@L"},
    {"event": "deal_end", "ending": "domino", "winners": [1], "losers": [0], "rule": "R-1", "pips": [12, 0], "points": [0, 12]},
    {"event": "match_end", "winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-1"}
  ]
}
', '{"id": "IX1J8LdQ", "name": "", "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 1819906230400504217, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "account": "Ada Fixture", "rating": null, "provisional": true, "bot_account": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "account": null, "rating": 2292, "provisional": false, "bot_account": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-1", "scores": [8, 12], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": true, "created": "2026-12-07T21:23:24+00:00", "finished": "2026-12-07T21:23:25+00:00", "seq": 29}', true);
INSERT INTO __SCHEMA__.tables VALUES ('MNCAJbx0', '', 'block', 2, '{}', 1744785198423635507, false, NULL, '2026-12-07 21:23:25.375573+00', NULL, NULL, NULL, true);
INSERT INTO __SCHEMA__.tables VALUES ('cppkpjQu', '', 'draw', 2, '{"target": 10}', 943459483023905972, false, NULL, '2026-12-07 21:23:26.972731+00', '2026-12-07 21:23:27.52156+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "draw",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 943459483023905972,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-1", "1-3", "2-3", "0-4", "2-4", "0-5", "5-5"], ["0-0", "2-2", "1-4", "3-4", "2-5", "4-5", "0-6"]], "stock": ["3-6", "3-5", "1-2", "6-6", "1-6", "0-2", "4-6", "3-3", "1-1", "5-6", "4-4", "1-5", "0-3", "2-6"], "set_aside": [], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "5-5"},
    {"event": "play", "seat": 1, "move": "4-5@L"},
    {"event": "play", "seat": 0, "move": "0-5@R"},
    {"event": "play", "seat": 1, "move": "0-0@R"},
    {"event": "play", "seat": 0, "move": "0-4@L"},
    {"event": "play", "seat": 1, "move": "0-6@R"},
    {"event": "play", "seat": 0, "move": "0-1@L"},
    {"event": "play", "seat": 1, "move": "1-4@L"},
    {"event": "play", "seat": 0, "move": "2-4@L"},
    {"event": "play", "seat": 1, "move": "2-2@L"},
    {"event": "play", "seat": 0, "move": "2-3@L"},
    {"event": "play", "seat": 1, "move": "3-4@L"},
    {"event": "draw", "seat": 0, "tiles": ["3-6"]},
    {"event": "play", "seat": 0, "move": "3-6@R"},
    {"event": "draw", "seat": 1, "tiles": ["3-5"]},
    {"event": "play", "seat": 1, "move": "3-5@R"},
    {"event": "draw", "seat": 0, "tiles": ["1-2", "6-6", "1-6", "0-2", "4-6"]},
    {"event": "play", "seat": 0, "move": "4-6@L"},
    {"event": "play", "seat": 1, "move": "2-5@R"},
    {"event": "deal_end", "ending": "domino", "winners": [1], "losers": [0], "rule": "R-2", "pips": [28, 0], "points": [0, 28]},
    {"event": "match_end", "winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2"}
  ]
}
', '{"id": "cppkpjQu", "name": "", "variant": "draw", "players": 2, "options": {"target": 10, "teams": false}, "seed": 943459483023905972, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2", "scores": [0, 28], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T21:23:26+00:00", "finished": "2026-12-07T21:23:27+00:00", "seq": 16}', false);


--
-- Data for Name: vacations; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.vacations VALUES (2, 1796678608.1631365, 1796937808.1631365);


--
-- Name: accounts_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.accounts_id_seq', 3, true);


--
-- Name: actions_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.actions_id_seq', 430, true);


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

\unrestrict LwW1t64TL8b83dh9qKZyKWu9MLnn3K0NFOucGdopZNZCPUGhuNhYz1MszZj2aTd

