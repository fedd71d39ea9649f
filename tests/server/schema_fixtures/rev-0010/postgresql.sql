--
-- PostgreSQL database dump
--

\restrict mtpezum6ziPCjdhIM3CxvPl661btd4jPpAytyYaOUWAepdE9a6UbJdjhhFbe1zc

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
-- Name: tournament_entrants; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.tournament_entrants (
    tournament_id character varying(16) NOT NULL,
    account_id integer NOT NULL,
    joined double precision NOT NULL
);


--
-- Name: tournament_games; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.tournament_games (
    tournament_id character varying(16) NOT NULL,
    number integer NOT NULL,
    round integer NOT NULL,
    seats text NOT NULL,
    table_id character varying(32),
    places text,
    started double precision NOT NULL,
    ended double precision
);


--
-- Name: tournament_seats; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.tournament_seats (
    tournament_id character varying(16) NOT NULL,
    number integer NOT NULL,
    seat integer NOT NULL,
    account_id integer NOT NULL,
    token character varying(64)
);


--
-- Name: tournaments; Type: TABLE; Schema: __SCHEMA__; Owner: -
--

CREATE TABLE __SCHEMA__.tournaments (
    id character varying(16) NOT NULL,
    organiser integer NOT NULL,
    name character varying(80) NOT NULL,
    variant character varying(40) NOT NULL,
    settings text NOT NULL,
    starts double precision NOT NULL,
    status character varying(10) NOT NULL,
    created double precision NOT NULL,
    started double precision,
    ended double precision,
    next_at double precision,
    state text
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

INSERT INTO __SCHEMA__.accounts VALUES (1, 'Ada Fixture', 'ada fixture', '$argon2id$v=19$m=65536,t=3,p=4$6p3Rj9ui8tpG/or2Xdn2og$YlpzsAlhQjlkEF3jW2FOxG0eD8Zr4vd+yOQi986EpSA', '2026-12-07 22:00:18.630944+00', 8, 11, 'adafixture', NULL, NULL);
INSERT INTO __SCHEMA__.accounts VALUES (3, 'Cy Fixture', 'cy fixture', '$argon2id$v=19$m=65536,t=3,p=4$ardo1XhGDx+V3snwoadd6Q$7dDzsCn78aUM3D6DiMMEfz4arWwMVC/hcB7wEHYaa3M', '2026-12-07 22:00:21.715153+00', 0, 0, 'cyfixture', NULL, NULL);
INSERT INTO __SCHEMA__.accounts VALUES (2, 'Bob Fixture', 'bob fixture', '$argon2id$v=19$m=65536,t=3,p=4$GwI38s9STqDBQkXnGl93XQ$YrZmL6feQKbQaMeSD5cudI3wmlwwrndgvdYgEd9Junk', '2026-12-07 22:00:18.759472+00', 7, 7, 'bobfixture', NULL, NULL);


--
-- Data for Name: actions; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.actions VALUES (1, 'TdW1nbXQ', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:59:10.355498+00');
INSERT INTO __SCHEMA__.actions VALUES (2, 'TdW1nbXQ', 1, 'move', 3, '1-1', 'bot', '2026-12-07 21:59:10.392859+00');
INSERT INTO __SCHEMA__.actions VALUES (3, 'TdW1nbXQ', 2, 'move', 4, '1-5', 'bot', '2026-12-07 21:59:10.40091+00');
INSERT INTO __SCHEMA__.actions VALUES (4, 'TdW1nbXQ', 3, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:59:10.436911+00');
INSERT INTO __SCHEMA__.actions VALUES (5, 'TdW1nbXQ', 4, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:59:10.437006+00');
INSERT INTO __SCHEMA__.actions VALUES (6, 'TdW1nbXQ', 5, 'move', 0, '4-5', 'human', '2026-12-07 21:59:10.512768+00');
INSERT INTO __SCHEMA__.actions VALUES (7, 'TdW1nbXQ', 6, 'move', 1, '4-6', 'human', '2026-12-07 21:59:10.515559+00');
INSERT INTO __SCHEMA__.actions VALUES (8, 'TdW1nbXQ', 7, 'move', 2, '0-6', 'bot', '2026-12-07 21:59:10.517031+00');
INSERT INTO __SCHEMA__.actions VALUES (9, 'TdW1nbXQ', 8, 'move', 3, 'pass', 'bot', '2026-12-07 21:59:10.518483+00');
INSERT INTO __SCHEMA__.actions VALUES (10, 'TdW1nbXQ', 9, 'move', 4, 'pass', 'bot', '2026-12-07 21:59:10.519302+00');
INSERT INTO __SCHEMA__.actions VALUES (11, 'TdW1nbXQ', 10, 'move', 0, '0-3', 'human', '2026-12-07 21:59:10.556542+00');
INSERT INTO __SCHEMA__.actions VALUES (12, 'TdW1nbXQ', 11, 'move', 1, '3-3', 'human', '2026-12-07 21:59:10.562585+00');
INSERT INTO __SCHEMA__.actions VALUES (13, 'TdW1nbXQ', 12, 'move', 2, '1-3', 'bot', '2026-12-07 21:59:10.568319+00');
INSERT INTO __SCHEMA__.actions VALUES (14, 'TdW1nbXQ', 13, 'move', 3, 'pass', 'bot', '2026-12-07 21:59:10.569647+00');
INSERT INTO __SCHEMA__.actions VALUES (15, 'TdW1nbXQ', 14, 'move', 4, 'pass', 'bot', '2026-12-07 21:59:10.571689+00');
INSERT INTO __SCHEMA__.actions VALUES (16, 'TdW1nbXQ', 15, 'move', 0, '1-4', 'human', '2026-12-07 21:59:10.604614+00');
INSERT INTO __SCHEMA__.actions VALUES (17, 'TdW1nbXQ', 16, 'move', 1, 'pass', 'human', '2026-12-07 21:59:10.612288+00');
INSERT INTO __SCHEMA__.actions VALUES (18, 'TdW1nbXQ', 17, 'move', 2, '0-4', 'bot', '2026-12-07 21:59:10.613889+00');
INSERT INTO __SCHEMA__.actions VALUES (19, 'TdW1nbXQ', 18, 'move', 3, 'pass', 'bot', '2026-12-07 21:59:10.615857+00');
INSERT INTO __SCHEMA__.actions VALUES (20, 'TdW1nbXQ', 19, 'move', 4, 'pass', 'bot', '2026-12-07 21:59:10.61663+00');
INSERT INTO __SCHEMA__.actions VALUES (21, 'TdW1nbXQ', 20, 'move', 0, 'pass', 'human', '2026-12-07 21:59:10.652524+00');
INSERT INTO __SCHEMA__.actions VALUES (22, 'TdW1nbXQ', 21, 'move', 1, '0-2', 'human', '2026-12-07 21:59:10.656319+00');
INSERT INTO __SCHEMA__.actions VALUES (23, 'TdW1nbXQ', 22, 'move', 2, 'pass', 'bot', '2026-12-07 21:59:10.665341+00');
INSERT INTO __SCHEMA__.actions VALUES (24, 'TdW1nbXQ', 23, 'move', 3, '2-4', 'bot', '2026-12-07 21:59:10.666819+00');
INSERT INTO __SCHEMA__.actions VALUES (25, 'TdW1nbXQ', 24, 'move', 4, 'pass', 'bot', '2026-12-07 21:59:10.669245+00');
INSERT INTO __SCHEMA__.actions VALUES (26, 'TdW1nbXQ', 25, 'move', 0, '3-4', 'human', '2026-12-07 21:59:10.696579+00');
INSERT INTO __SCHEMA__.actions VALUES (27, 'TdW1nbXQ', 26, 'move', 1, 'pass', 'human', '2026-12-07 21:59:10.77882+00');
INSERT INTO __SCHEMA__.actions VALUES (28, 'TdW1nbXQ', 27, 'move', 2, 'pass', 'bot', '2026-12-07 21:59:10.781062+00');
INSERT INTO __SCHEMA__.actions VALUES (29, 'TdW1nbXQ', 28, 'move', 3, 'pass', 'bot', '2026-12-07 21:59:10.796194+00');
INSERT INTO __SCHEMA__.actions VALUES (30, 'TdW1nbXQ', 29, 'move', 4, '3-5', 'bot', '2026-12-07 21:59:10.797832+00');
INSERT INTO __SCHEMA__.actions VALUES (31, 'TdW1nbXQ', 30, 'move', 0, 'pass', 'human', '2026-12-07 21:59:10.820575+00');
INSERT INTO __SCHEMA__.actions VALUES (32, 'TdW1nbXQ', 31, 'move', 1, '5-5', 'human', '2026-12-07 21:59:10.824261+00');
INSERT INTO __SCHEMA__.actions VALUES (33, 'TdW1nbXQ', 32, 'move', 2, 'pass', 'bot', '2026-12-07 21:59:10.833901+00');
INSERT INTO __SCHEMA__.actions VALUES (34, 'TdW1nbXQ', 33, 'move', 3, '2-5', 'bot', '2026-12-07 21:59:10.835073+00');
INSERT INTO __SCHEMA__.actions VALUES (35, 'TdW1nbXQ', 34, 'move', 4, '2-2', 'bot', '2026-12-07 21:59:10.83808+00');
INSERT INTO __SCHEMA__.actions VALUES (36, 'TdW1nbXQ', 35, 'move', 0, 'pass', 'human', '2026-12-07 21:59:10.864498+00');
INSERT INTO __SCHEMA__.actions VALUES (37, 'TdW1nbXQ', 36, 'move', 1, '1-2', 'human', '2026-12-07 21:59:10.892687+00');
INSERT INTO __SCHEMA__.actions VALUES (38, 'TdW1nbXQ', 37, 'move', 2, '2-2', 'bot', '2026-12-07 21:59:10.917154+00');
INSERT INTO __SCHEMA__.actions VALUES (39, 'TdW1nbXQ', 38, 'move', 3, '2-6', 'bot', '2026-12-07 21:59:10.927025+00');
INSERT INTO __SCHEMA__.actions VALUES (40, 'TdW1nbXQ', 39, 'move', 4, '6-6', 'bot', '2026-12-07 21:59:10.934426+00');
INSERT INTO __SCHEMA__.actions VALUES (41, 'TdW1nbXQ', 40, 'move', 0, '3-6', 'human', '2026-12-07 21:59:10.96801+00');
INSERT INTO __SCHEMA__.actions VALUES (42, 'TdW1nbXQ', 41, 'move', 1, '2-3', 'human', '2026-12-07 21:59:10.975677+00');
INSERT INTO __SCHEMA__.actions VALUES (43, 'TdW1nbXQ', 42, 'move', 2, '1-2', 'bot', '2026-12-07 21:59:10.977551+00');
INSERT INTO __SCHEMA__.actions VALUES (44, 'TdW1nbXQ', 43, 'move', 3, '1-3', 'bot', '2026-12-07 21:59:10.985294+00');
INSERT INTO __SCHEMA__.actions VALUES (45, 'TdW1nbXQ', 44, 'move', 4, 'pass', 'bot', '2026-12-07 21:59:10.986755+00');
INSERT INTO __SCHEMA__.actions VALUES (46, 'TdW1nbXQ', 45, 'move', 0, 'pass', 'human', '2026-12-07 21:59:11.022006+00');
INSERT INTO __SCHEMA__.actions VALUES (47, 'TdW1nbXQ', 46, 'move', 1, 'pass', 'human', '2026-12-07 21:59:11.024711+00');
INSERT INTO __SCHEMA__.actions VALUES (48, 'TdW1nbXQ', 47, 'move', 2, '3-5', 'bot', '2026-12-07 21:59:11.041059+00');
INSERT INTO __SCHEMA__.actions VALUES (49, 'TdW1nbXQ', 48, 'move', 3, 'pass', 'bot', '2026-12-07 21:59:11.0427+00');
INSERT INTO __SCHEMA__.actions VALUES (50, 'TdW1nbXQ', 49, 'move', 4, '2-5', 'bot', '2026-12-07 21:59:11.045439+00');
INSERT INTO __SCHEMA__.actions VALUES (51, 'TdW1nbXQ', 50, 'move', 0, '2-4', 'human', '2026-12-07 21:59:11.06887+00');
INSERT INTO __SCHEMA__.actions VALUES (52, 'TdW1nbXQ', 51, 'move', 1, '4-5', 'human', '2026-12-07 21:59:11.091993+00');
INSERT INTO __SCHEMA__.actions VALUES (53, 'TdW1nbXQ', 52, 'move', 2, 'pass', 'bot', '2026-12-07 21:59:11.095123+00');
INSERT INTO __SCHEMA__.actions VALUES (54, 'TdW1nbXQ', 53, 'move', 3, 'pass', 'bot', '2026-12-07 21:59:11.096639+00');
INSERT INTO __SCHEMA__.actions VALUES (55, 'TdW1nbXQ', 54, 'move', 4, '0-5', 'bot', '2026-12-07 21:59:11.097814+00');
INSERT INTO __SCHEMA__.actions VALUES (56, 'TdW1nbXQ', 55, 'move', 0, '0-4', 'human', '2026-12-07 21:59:11.14481+00');
INSERT INTO __SCHEMA__.actions VALUES (57, 'TdW1nbXQ', 56, 'move', 1, 'pass', 'human', '2026-12-07 21:59:11.204477+00');
INSERT INTO __SCHEMA__.actions VALUES (58, 'TdW1nbXQ', 57, 'move', 2, '4-6', 'bot', '2026-12-07 21:59:11.245633+00');
INSERT INTO __SCHEMA__.actions VALUES (59, 'TdW1nbXQ', 58, 'move', 3, 'pass', 'bot', '2026-12-07 21:59:11.247085+00');
INSERT INTO __SCHEMA__.actions VALUES (60, 'TdW1nbXQ', 59, 'move', 4, 'pass', 'bot', '2026-12-07 21:59:11.248334+00');
INSERT INTO __SCHEMA__.actions VALUES (61, 'TdW1nbXQ', 60, 'move', 0, 'pass', 'human', '2026-12-07 21:59:11.252455+00');
INSERT INTO __SCHEMA__.actions VALUES (62, 'TdW1nbXQ', 61, 'move', 1, '0-6', 'human', '2026-12-07 21:59:11.290472+00');
INSERT INTO __SCHEMA__.actions VALUES (63, 'TdW1nbXQ', 62, 'move', 2, '0-3', 'bot', '2026-12-07 21:59:11.292892+00');
INSERT INTO __SCHEMA__.actions VALUES (64, 'niZI3IPZ', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:59:11.444837+00');
INSERT INTO __SCHEMA__.actions VALUES (65, 'niZI3IPZ', 1, 'move', 0, '1-1', 'human', '2026-12-07 21:59:12.075354+00');
INSERT INTO __SCHEMA__.actions VALUES (66, 'niZI3IPZ', 2, 'move', 1, '1-4', 'human', '2026-12-07 21:59:12.679537+00');
INSERT INTO __SCHEMA__.actions VALUES (67, 'niZI3IPZ', 3, 'move', 2, '4-5', 'bot', '2026-12-07 21:59:12.682226+00');
INSERT INTO __SCHEMA__.actions VALUES (68, 'niZI3IPZ', 4, 'move', 3, '5-6', 'bot', '2026-12-07 21:59:12.68378+00');
INSERT INTO __SCHEMA__.actions VALUES (69, 'niZI3IPZ', 5, 'move', 4, '6-6', 'bot', '2026-12-07 21:59:12.685312+00');
INSERT INTO __SCHEMA__.actions VALUES (70, 'niZI3IPZ', 6, 'move', 0, '2-6', 'human', '2026-12-07 21:59:13.296066+00');
INSERT INTO __SCHEMA__.actions VALUES (71, '07hLOSAu', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:59:14.572765+00');
INSERT INTO __SCHEMA__.actions VALUES (72, '07hLOSAu', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:59:14.628789+00');
INSERT INTO __SCHEMA__.actions VALUES (73, '07hLOSAu', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:59:14.628882+00');
INSERT INTO __SCHEMA__.actions VALUES (74, '07hLOSAu', 3, 'move', 0, '0-6', 'human', '2026-12-07 21:59:14.676673+00');
INSERT INTO __SCHEMA__.actions VALUES (75, '07hLOSAu', 4, 'move', 1, '4-6@BL', 'human', '2026-12-07 21:59:14.684318+00');
INSERT INTO __SCHEMA__.actions VALUES (76, '07hLOSAu', 5, 'move', 0, '0-3@TL', 'human', '2026-12-07 21:59:14.728505+00');
INSERT INTO __SCHEMA__.actions VALUES (77, '07hLOSAu', 6, 'move', 1, '3-4@BL', 'human', '2026-12-07 21:59:14.737442+00');
INSERT INTO __SCHEMA__.actions VALUES (78, '07hLOSAu', 7, 'move', 0, '3-6@BR', 'human', '2026-12-07 21:59:14.776513+00');
INSERT INTO __SCHEMA__.actions VALUES (79, '07hLOSAu', 8, 'move', 1, '0-1@TR', 'human', '2026-12-07 21:59:14.792528+00');
INSERT INTO __SCHEMA__.actions VALUES (80, '07hLOSAu', 9, 'move', 0, '3-3@BR', 'human', '2026-12-07 21:59:14.824721+00');
INSERT INTO __SCHEMA__.actions VALUES (81, '07hLOSAu', 10, 'move', 1, '1-4@TR', 'human', '2026-12-07 21:59:14.840673+00');
INSERT INTO __SCHEMA__.actions VALUES (82, '07hLOSAu', 11, 'move', 0, '1-3@cut:1:L', 'human', '2026-12-07 21:59:14.872606+00');
INSERT INTO __SCHEMA__.actions VALUES (83, '07hLOSAu', 12, 'move', 1, '0-3@BL', 'human', '2026-12-07 21:59:14.888457+00');
INSERT INTO __SCHEMA__.actions VALUES (84, '07hLOSAu', 13, 'move', 0, '1-2@TL', 'human', '2026-12-07 21:59:14.920526+00');
INSERT INTO __SCHEMA__.actions VALUES (85, '07hLOSAu', 14, 'move', 1, '2-6@TL', 'human', '2026-12-07 21:59:14.932354+00');
INSERT INTO __SCHEMA__.actions VALUES (86, '07hLOSAu', 15, 'move', 0, '4-4@TR', 'human', '2026-12-07 21:59:14.974796+00');
INSERT INTO __SCHEMA__.actions VALUES (87, '07hLOSAu', 16, 'move', 1, '3-6@BR', 'human', '2026-12-07 21:59:14.978217+00');
INSERT INTO __SCHEMA__.actions VALUES (88, '07hLOSAu', 17, 'move', 0, '1-6@BR', 'human', '2026-12-07 21:59:15.020665+00');
INSERT INTO __SCHEMA__.actions VALUES (89, '07hLOSAu', 18, 'move', 1, '3-4@cut:2:R', 'human', '2026-12-07 21:59:15.028225+00');
INSERT INTO __SCHEMA__.actions VALUES (90, '07hLOSAu', 19, 'move', 0, '0-5@BL', 'human', '2026-12-07 21:59:15.068811+00');
INSERT INTO __SCHEMA__.actions VALUES (91, '07hLOSAu', 20, 'move', 1, '2-4@TR', 'human', '2026-12-07 21:59:15.081522+00');
INSERT INTO __SCHEMA__.actions VALUES (92, '07hLOSAu', 21, 'move', 0, '1-5@BL', 'human', '2026-12-07 21:59:15.113353+00');
INSERT INTO __SCHEMA__.actions VALUES (93, '07hLOSAu', 22, 'move', 1, '0-6@TL', 'human', '2026-12-07 21:59:15.132611+00');
INSERT INTO __SCHEMA__.actions VALUES (94, '07hLOSAu', 23, 'move', 0, '1-6@BL', 'human', '2026-12-07 21:59:15.167968+00');
INSERT INTO __SCHEMA__.actions VALUES (95, '07hLOSAu', 24, 'move', 1, '2-3@BR', 'human', '2026-12-07 21:59:15.176518+00');
INSERT INTO __SCHEMA__.actions VALUES (96, '07hLOSAu', 25, 'move', 0, '0-4@TL', 'human', '2026-12-07 21:59:15.221505+00');
INSERT INTO __SCHEMA__.actions VALUES (97, '07hLOSAu', 26, 'move', 1, '2-5@TR', 'human', '2026-12-07 21:59:15.251123+00');
INSERT INTO __SCHEMA__.actions VALUES (98, '07hLOSAu', 27, 'move', 0, '5-6@cut:-2:L', 'human', '2026-12-07 21:59:15.292531+00');
INSERT INTO __SCHEMA__.actions VALUES (99, '07hLOSAu', 28, 'move', 1, '4-6@TL', 'human', '2026-12-07 21:59:15.304414+00');
INSERT INTO __SCHEMA__.actions VALUES (102, '07hLOSAu', 31, 'move', 0, 'pass', 'human', '2026-12-07 21:59:15.382067+00');
INSERT INTO __SCHEMA__.actions VALUES (105, '07hLOSAu', 34, 'move', 1, '0-0@BL', 'human', '2026-12-07 21:59:15.4681+00');
INSERT INTO __SCHEMA__.actions VALUES (108, '07hLOSAu', 37, 'move', 0, '5-5@TR', 'human', '2026-12-07 21:59:15.559062+00');
INSERT INTO __SCHEMA__.actions VALUES (111, '07hLOSAu', 40, 'move', 1, '0-6@cut:-3:L', 'human', '2026-12-07 21:59:15.620115+00');
INSERT INTO __SCHEMA__.actions VALUES (114, '07hLOSAu', 43, 'move', 0, '3-6@TL', 'human', '2026-12-07 21:59:15.712506+00');
INSERT INTO __SCHEMA__.actions VALUES (117, '07hLOSAu', 46, 'move', 1, '3-5@TL', 'human', '2026-12-07 21:59:15.768214+00');
INSERT INTO __SCHEMA__.actions VALUES (120, '07hLOSAu', 49, 'move', 0, '4-4@BL', 'human', '2026-12-07 21:59:15.860561+00');
INSERT INTO __SCHEMA__.actions VALUES (123, 'onEpyA2B', 1, 'move', 0, '0-2', 'human', '2026-12-07 21:59:16.68434+00');
INSERT INTO __SCHEMA__.actions VALUES (124, 'onEpyA2B', 2, 'move', 1, '2-4@BR', 'human', '2026-12-07 21:59:17.296762+00');
INSERT INTO __SCHEMA__.actions VALUES (125, 'onEpyA2B', 3, 'move', 0, '0-6@TR', 'human', '2026-12-07 21:59:17.912404+00');
INSERT INTO __SCHEMA__.actions VALUES (126, 'onEpyA2B', 4, 'move', 1, '5-6@TR', 'human', '2026-12-07 21:59:18.516612+00');
INSERT INTO __SCHEMA__.actions VALUES (129, 'onEpyA2B', 7, 'move', 0, '1-5@TR', 'human', '2026-12-07 21:59:20.337595+00');
INSERT INTO __SCHEMA__.actions VALUES (135, '0eUY53Nb', 5, 'move', 0, '2-4@BR', 'human', '2026-12-07 21:59:21.768582+00');
INSERT INTO __SCHEMA__.actions VALUES (138, '0eUY53Nb', 8, 'move', 1, '1-5@BR', 'human', '2026-12-07 21:59:21.824351+00');
INSERT INTO __SCHEMA__.actions VALUES (141, '0eUY53Nb', 11, 'move', 0, '5-6@BR', 'human', '2026-12-07 21:59:21.900588+00');
INSERT INTO __SCHEMA__.actions VALUES (145, '0eUY53Nb', 15, 'move', 0, '0-3@TR', 'human', '2026-12-07 21:59:21.996079+00');
INSERT INTO __SCHEMA__.actions VALUES (148, '0eUY53Nb', 18, 'move', 1, '3-6@cut:4', 'human', '2026-12-07 21:59:22.06079+00');
INSERT INTO __SCHEMA__.actions VALUES (151, '0eUY53Nb', 21, 'move', 0, '2-3@TR', 'human', '2026-12-07 21:59:22.135956+00');
INSERT INTO __SCHEMA__.actions VALUES (154, '0eUY53Nb', 24, 'move', 1, '0-1@cut:5', 'human', '2026-12-07 21:59:22.222687+00');
INSERT INTO __SCHEMA__.actions VALUES (157, '0eUY53Nb', 27, 'move', 0, '4-6@TR', 'human', '2026-12-07 21:59:22.284435+00');
INSERT INTO __SCHEMA__.actions VALUES (159, '0eUY53Nb', 29, 'move', 0, '5-5@BR', 'human', '2026-12-07 21:59:22.328485+00');
INSERT INTO __SCHEMA__.actions VALUES (162, '0eUY53Nb', 32, 'move', 1, '1-5@BR', 'human', '2026-12-07 21:59:22.408551+00');
INSERT INTO __SCHEMA__.actions VALUES (165, '0eUY53Nb', 35, 'move', 0, '2-5@cut:10', 'human', '2026-12-07 21:59:22.460527+00');
INSERT INTO __SCHEMA__.actions VALUES (168, '0eUY53Nb', 38, 'move', 1, '2-3@TR', 'human', '2026-12-07 21:59:22.540864+00');
INSERT INTO __SCHEMA__.actions VALUES (171, '0eUY53Nb', 41, 'move', 0, '3-5@BR', 'human', '2026-12-07 21:59:22.604418+00');
INSERT INTO __SCHEMA__.actions VALUES (174, '0eUY53Nb', 44, 'move', 1, '1-3@TR', 'human', '2026-12-07 21:59:22.67657+00');
INSERT INTO __SCHEMA__.actions VALUES (177, '0eUY53Nb', 47, 'move', 0, '1-5@TR', 'human', '2026-12-07 21:59:22.752392+00');
INSERT INTO __SCHEMA__.actions VALUES (180, '0eUY53Nb', 50, 'move', 1, '0-1@BR', 'human', '2026-12-07 21:59:22.844543+00');
INSERT INTO __SCHEMA__.actions VALUES (183, '0eUY53Nb', 53, 'move', 0, '2-4@TR', 'human', '2026-12-07 21:59:22.892103+00');
INSERT INTO __SCHEMA__.actions VALUES (186, '0eUY53Nb', 56, 'move', 1, '5-5@BR', 'human', '2026-12-07 21:59:22.976582+00');
INSERT INTO __SCHEMA__.actions VALUES (189, '0eUY53Nb', 59, 'move', 0, '1-6@BR', 'human', '2026-12-07 21:59:23.024134+00');
INSERT INTO __SCHEMA__.actions VALUES (192, '0eUY53Nb', 62, 'move', 1, '3-4@TR', 'human', '2026-12-07 21:59:23.108457+00');
INSERT INTO __SCHEMA__.actions VALUES (195, '0eUY53Nb', 65, 'move', 0, '1-2@BR', 'human', '2026-12-07 21:59:23.156083+00');
INSERT INTO __SCHEMA__.actions VALUES (200, 'XFxtN01o', 4, 'move', 1, '3-5@BR', 'human', '2026-12-07 21:59:25.760208+00');
INSERT INTO __SCHEMA__.actions VALUES (201, 'XFxtN01o', 5, 'move', 0, '0-2@TR', 'human', '2026-12-07 21:59:26.36482+00');
INSERT INTO __SCHEMA__.actions VALUES (210, '3FTDXYJR', 5, 'move', 0, '1-3@R', 'human', '2026-12-07 21:59:29.748617+00');
INSERT INTO __SCHEMA__.actions VALUES (213, '3FTDXYJR', 8, 'move', 1, '0-4@L', 'human', '2026-12-07 21:59:29.798795+00');
INSERT INTO __SCHEMA__.actions VALUES (216, '3FTDXYJR', 11, 'move', 0, '4-4@L', 'human', '2026-12-07 21:59:29.892579+00');
INSERT INTO __SCHEMA__.actions VALUES (219, '3FTDXYJR', 14, 'move', 1, '2-2@L', 'human', '2026-12-07 21:59:29.940642+00');
INSERT INTO __SCHEMA__.actions VALUES (222, '3FTDXYJR', 17, 'move', 0, '0-5@R', 'human', '2026-12-07 21:59:30.028697+00');
INSERT INTO __SCHEMA__.actions VALUES (225, '3FTDXYJR', 20, 'move', 1, 'pass', 'human', '2026-12-07 21:59:30.083588+00');
INSERT INTO __SCHEMA__.actions VALUES (228, '3FTDXYJR', 23, 'move', 0, '0-6@R', 'human', '2026-12-07 21:59:30.160548+00');
INSERT INTO __SCHEMA__.actions VALUES (231, '3FTDXYJR', 26, 'move', 1, '1-6@L', 'human', '2026-12-07 21:59:30.220746+00');
INSERT INTO __SCHEMA__.actions VALUES (234, '3FTDXYJR', 29, 'move', 0, '1-2@R', 'human', '2026-12-07 21:59:30.296458+00');
INSERT INTO __SCHEMA__.actions VALUES (237, '3FTDXYJR', 32, 'move', 1, '1-5@R', 'human', '2026-12-07 21:59:30.355731+00');
INSERT INTO __SCHEMA__.actions VALUES (239, 'TEchx4xH', 1, 'move', 1, '6-6', 'human', '2026-12-07 21:59:31.371194+00');
INSERT INTO __SCHEMA__.actions VALUES (240, 'TEchx4xH', 2, 'move', 0, '4-6@R', 'human', '2026-12-07 21:59:32.001917+00');
INSERT INTO __SCHEMA__.actions VALUES (244, 'TEchx4xH', 6, 'move', 0, '3-3@L', 'human', '2026-12-07 21:59:34.521347+00');
INSERT INTO __SCHEMA__.actions VALUES (249, 'ixJavgOU', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:59:37.685085+00');
INSERT INTO __SCHEMA__.actions VALUES (251, 'ixJavgOU', 3, 'move', 0, '5-5', 'human', '2026-12-07 21:59:37.734047+00');
INSERT INTO __SCHEMA__.actions VALUES (254, 'ixJavgOU', 6, 'move', 1, '3-5@E', 'human', '2026-12-07 21:59:37.792865+00');
INSERT INTO __SCHEMA__.actions VALUES (257, 'ixJavgOU', 9, 'move', 0, '0-0@N', 'human', '2026-12-07 21:59:37.879254+00');
INSERT INTO __SCHEMA__.actions VALUES (260, 'ixJavgOU', 12, 'move', 1, '1-2@W', 'human', '2026-12-07 21:59:37.936339+00');
INSERT INTO __SCHEMA__.actions VALUES (263, 'ixJavgOU', 15, 'move', 0, '2-3@E', 'human', '2026-12-07 21:59:38.016576+00');
INSERT INTO __SCHEMA__.actions VALUES (266, 'ixJavgOU', 18, 'move', 1, '3-4@W', 'human', '2026-12-07 21:59:38.072306+00');
INSERT INTO __SCHEMA__.actions VALUES (269, '5kOhnQ5Q', 1, 'move', 0, '5-5', 'human', '2026-12-07 21:59:38.870605+00');
INSERT INTO __SCHEMA__.actions VALUES (272, '5kOhnQ5Q', 4, 'move', 1, '0-5@N', 'human', '2026-12-07 21:59:40.697677+00');
INSERT INTO __SCHEMA__.actions VALUES (276, '5kOhnQ5Q', 8, 'move', 1, '1-1@E', 'human', '2026-12-07 21:59:43.131371+00');
INSERT INTO __SCHEMA__.actions VALUES (278, '5kOhnQ5Q', 10, 'move', 1, '2-4@W', 'human', '2026-12-07 21:59:44.348484+00');
INSERT INTO __SCHEMA__.actions VALUES (282, '7c5E-IG_', 3, 'move', 0, '1-4', 'human', '2026-12-07 21:59:45.736658+00');
INSERT INTO __SCHEMA__.actions VALUES (285, '7c5E-IG_', 6, 'move', 1, '5-6@L', 'human', '2026-12-07 21:59:45.784081+00');
INSERT INTO __SCHEMA__.actions VALUES (288, '7c5E-IG_', 9, 'move', 0, '3-5@L', 'human', '2026-12-07 21:59:45.868553+00');
INSERT INTO __SCHEMA__.actions VALUES (291, '7c5E-IG_', 12, 'move', 1, '2-3@L', 'human', '2026-12-07 21:59:45.916109+00');
INSERT INTO __SCHEMA__.actions VALUES (294, '7c5E-IG_', 15, 'move', 0, 'pass', 'human', '2026-12-07 21:59:46.000581+00');
INSERT INTO __SCHEMA__.actions VALUES (297, '7c5E-IG_', 18, 'move', 1, '3-6@L', 'human', '2026-12-07 21:59:46.085007+00');
INSERT INTO __SCHEMA__.actions VALUES (301, '7c5E-IG_', 22, 'move', 1, 'pass', 'human', '2026-12-07 21:59:46.174125+00');
INSERT INTO __SCHEMA__.actions VALUES (303, 'OtB2QiUd', 1, 'move', 0, '3-5', 'human', '2026-12-07 21:59:46.918334+00');
INSERT INTO __SCHEMA__.actions VALUES (306, 'OtB2QiUd', 4, 'move', 1, '0-4@L', 'human', '2026-12-07 21:59:48.736151+00');
INSERT INTO __SCHEMA__.actions VALUES (310, 'OtB2QiUd', 8, 'move', 1, '3-3@R', 'human', '2026-12-07 21:59:51.169883+00');
INSERT INTO __SCHEMA__.actions VALUES (311, 'OtB2QiUd', 9, 'move', 0, 'pass', 'human', '2026-12-07 21:59:51.774528+00');
INSERT INTO __SCHEMA__.actions VALUES (314, 'obtavs5o', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:59:54.348694+00');
INSERT INTO __SCHEMA__.actions VALUES (316, 'obtavs5o', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:59:54.397054+00');
INSERT INTO __SCHEMA__.actions VALUES (318, 'obtavs5o', 4, 'move', 1, '3-3@R', 'human', '2026-12-07 21:59:54.443623+00');
INSERT INTO __SCHEMA__.actions VALUES (321, 'obtavs5o', 7, 'move', 0, '0-6@L', 'human', '2026-12-07 21:59:54.528335+00');
INSERT INTO __SCHEMA__.actions VALUES (324, 'obtavs5o', 10, 'move', 1, '4-6@L', 'human', '2026-12-07 21:59:54.583381+00');
INSERT INTO __SCHEMA__.actions VALUES (327, 'obtavs5o', 13, 'move', 0, '0-3@R', 'human', '2026-12-07 21:59:54.68095+00');
INSERT INTO __SCHEMA__.actions VALUES (330, 'obtavs5o', 16, 'move', 1, '0-4@R', 'human', '2026-12-07 21:59:54.736212+00');
INSERT INTO __SCHEMA__.actions VALUES (332, 'pHZUdU6u', 1, 'move', 0, '5-5', 'human', '2026-12-07 21:59:55.4838+00');
INSERT INTO __SCHEMA__.actions VALUES (100, '07hLOSAu', 29, 'move', 0, '5-5@BL', 'human', '2026-12-07 21:59:15.336721+00');
INSERT INTO __SCHEMA__.actions VALUES (103, '07hLOSAu', 32, 'move', 1, '0-2@cut:-1:L', 'human', '2026-12-07 21:59:15.416944+00');
INSERT INTO __SCHEMA__.actions VALUES (106, '07hLOSAu', 35, 'move', 0, '4-6@TL', 'human', '2026-12-07 21:59:15.508832+00');
INSERT INTO __SCHEMA__.actions VALUES (109, '07hLOSAu', 38, 'move', 1, '0-4@BL', 'human', '2026-12-07 21:59:15.570823+00');
INSERT INTO __SCHEMA__.actions VALUES (112, '07hLOSAu', 41, 'move', 0, '6-6@TL', 'human', '2026-12-07 21:59:15.668098+00');
INSERT INTO __SCHEMA__.actions VALUES (115, '07hLOSAu', 44, 'move', 1, '1-6@BL', 'human', '2026-12-07 21:59:15.722234+00');
INSERT INTO __SCHEMA__.actions VALUES (118, '07hLOSAu', 47, 'move', 0, '4-5@BL', 'human', '2026-12-07 21:59:15.812708+00');
INSERT INTO __SCHEMA__.actions VALUES (121, '07hLOSAu', 50, 'move', 1, '1-1@TL', 'human', '2026-12-07 21:59:15.864031+00');
INSERT INTO __SCHEMA__.actions VALUES (122, 'onEpyA2B', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:59:16.036188+00');
INSERT INTO __SCHEMA__.actions VALUES (128, 'onEpyA2B', 6, 'move', 1, '0-0@TL', 'human', '2026-12-07 21:59:19.731524+00');
INSERT INTO __SCHEMA__.actions VALUES (131, '0eUY53Nb', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:59:21.660918+00');
INSERT INTO __SCHEMA__.actions VALUES (133, '0eUY53Nb', 3, 'move', 0, '2-2', 'human', '2026-12-07 21:59:21.721082+00');
INSERT INTO __SCHEMA__.actions VALUES (136, '0eUY53Nb', 6, 'move', 1, '1-4@BR', 'human', '2026-12-07 21:59:21.775873+00');
INSERT INTO __SCHEMA__.actions VALUES (139, '0eUY53Nb', 9, 'move', 0, '0-5@TR', 'human', '2026-12-07 21:59:21.856472+00');
INSERT INTO __SCHEMA__.actions VALUES (142, '0eUY53Nb', 12, 'move', 1, 'pass', 'human', '2026-12-07 21:59:21.91657+00');
INSERT INTO __SCHEMA__.actions VALUES (146, '0eUY53Nb', 16, 'move', 1, '0-2@TR', 'human', '2026-12-07 21:59:22.012556+00');
INSERT INTO __SCHEMA__.actions VALUES (149, '0eUY53Nb', 19, 'move', 0, 'pass', 'human', '2026-12-07 21:59:22.088514+00');
INSERT INTO __SCHEMA__.actions VALUES (152, '0eUY53Nb', 22, 'move', 1, '3-3@BR', 'human', '2026-12-07 21:59:22.165917+00');
INSERT INTO __SCHEMA__.actions VALUES (155, '0eUY53Nb', 25, 'move', 0, '0-3@BR', 'human', '2026-12-07 21:59:22.237124+00');
INSERT INTO __SCHEMA__.actions VALUES (158, '0eUY53Nb', 28, 'move', 1, '2-6@TR', 'human', '2026-12-07 21:59:22.31996+00');
INSERT INTO __SCHEMA__.actions VALUES (161, '0eUY53Nb', 31, 'move', 0, '5-6@cut:9', 'human', '2026-12-07 21:59:22.372136+00');
INSERT INTO __SCHEMA__.actions VALUES (164, '0eUY53Nb', 34, 'move', 1, '1-4@TR', 'human', '2026-12-07 21:59:22.452424+00');
INSERT INTO __SCHEMA__.actions VALUES (167, '0eUY53Nb', 37, 'move', 0, '0-6@BR', 'human', '2026-12-07 21:59:22.508474+00');
INSERT INTO __SCHEMA__.actions VALUES (170, '0eUY53Nb', 40, 'move', 1, '0-3@BR', 'human', '2026-12-07 21:59:22.584478+00');
INSERT INTO __SCHEMA__.actions VALUES (173, '0eUY53Nb', 43, 'move', 0, '4-5@BR', 'human', '2026-12-07 21:59:22.660902+00');
INSERT INTO __SCHEMA__.actions VALUES (176, '0eUY53Nb', 46, 'move', 1, '1-1@cut:11', 'human', '2026-12-07 21:59:22.736492+00');
INSERT INTO __SCHEMA__.actions VALUES (179, '0eUY53Nb', 49, 'move', 0, '1-4@BR', 'human', '2026-12-07 21:59:22.801792+00');
INSERT INTO __SCHEMA__.actions VALUES (182, '0eUY53Nb', 52, 'move', 1, '0-5@BR', 'human', '2026-12-07 21:59:22.888509+00');
INSERT INTO __SCHEMA__.actions VALUES (185, '0eUY53Nb', 55, 'move', 0, 'pass', 'human', '2026-12-07 21:59:22.936107+00');
INSERT INTO __SCHEMA__.actions VALUES (188, '0eUY53Nb', 58, 'move', 1, '5-6@BR', 'human', '2026-12-07 21:59:23.020497+00');
INSERT INTO __SCHEMA__.actions VALUES (191, '0eUY53Nb', 61, 'move', 0, '1-1@BR', 'human', '2026-12-07 21:59:23.068108+00');
INSERT INTO __SCHEMA__.actions VALUES (194, '0eUY53Nb', 64, 'move', 1, 'pass', 'human', '2026-12-07 21:59:23.152492+00');
INSERT INTO __SCHEMA__.actions VALUES (198, 'XFxtN01o', 2, 'move', 1, '1-5@BR', 'human', '2026-12-07 21:59:24.549019+00');
INSERT INTO __SCHEMA__.actions VALUES (202, 'XFxtN01o', 6, 'move', 1, '1-3@BR', 'human', '2026-12-07 21:59:26.968505+00');
INSERT INTO __SCHEMA__.actions VALUES (204, 'XFxtN01o', 8, 'move', 1, '1-4@BR', 'human', '2026-12-07 21:59:28.181019+00');
INSERT INTO __SCHEMA__.actions VALUES (206, '3FTDXYJR', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:59:29.660927+00');
INSERT INTO __SCHEMA__.actions VALUES (208, '3FTDXYJR', 3, 'move', 0, '3-3', 'human', '2026-12-07 21:59:29.704716+00');
INSERT INTO __SCHEMA__.actions VALUES (211, '3FTDXYJR', 6, 'move', 1, '0-0@L', 'human', '2026-12-07 21:59:29.752137+00');
INSERT INTO __SCHEMA__.actions VALUES (214, '3FTDXYJR', 9, 'move', 0, '0-1@R', 'human', '2026-12-07 21:59:29.836634+00');
INSERT INTO __SCHEMA__.actions VALUES (217, '3FTDXYJR', 12, 'move', 1, '2-4@L', 'human', '2026-12-07 21:59:29.896+00');
INSERT INTO __SCHEMA__.actions VALUES (220, '3FTDXYJR', 15, 'move', 0, '2-5@R', 'human', '2026-12-07 21:59:29.98453+00');
INSERT INTO __SCHEMA__.actions VALUES (223, '3FTDXYJR', 18, 'move', 1, 'pass', 'human', '2026-12-07 21:59:30.032288+00');
INSERT INTO __SCHEMA__.actions VALUES (226, '3FTDXYJR', 21, 'move', 0, '3-4@L', 'human', '2026-12-07 21:59:30.116537+00');
INSERT INTO __SCHEMA__.actions VALUES (229, '3FTDXYJR', 24, 'move', 1, 'pass', 'human', '2026-12-07 21:59:30.174265+00');
INSERT INTO __SCHEMA__.actions VALUES (232, '3FTDXYJR', 27, 'move', 0, '2-6@R', 'human', '2026-12-07 21:59:30.248645+00');
INSERT INTO __SCHEMA__.actions VALUES (235, '3FTDXYJR', 30, 'move', 1, '4-5@L', 'human', '2026-12-07 21:59:30.308516+00');
INSERT INTO __SCHEMA__.actions VALUES (241, 'TEchx4xH', 3, 'move', 1, '1-6@L', 'human', '2026-12-07 21:59:32.650768+00');
INSERT INTO __SCHEMA__.actions VALUES (242, 'TEchx4xH', 4, 'move', 0, '1-1@L', 'human', '2026-12-07 21:59:33.299991+00');
INSERT INTO __SCHEMA__.actions VALUES (243, 'TEchx4xH', 5, 'move', 1, '1-3@L', 'human', '2026-12-07 21:59:33.916703+00');
INSERT INTO __SCHEMA__.actions VALUES (247, 'TEchx4xH', 9, 'move', 1, '0-2@L', 'human', '2026-12-07 21:59:36.339533+00');
INSERT INTO __SCHEMA__.actions VALUES (248, 'ixJavgOU', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:59:37.62942+00');
INSERT INTO __SCHEMA__.actions VALUES (250, 'ixJavgOU', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:59:37.686549+00');
INSERT INTO __SCHEMA__.actions VALUES (252, 'ixJavgOU', 4, 'move', 1, '1-5@W', 'human', '2026-12-07 21:59:37.743837+00');
INSERT INTO __SCHEMA__.actions VALUES (255, 'ixJavgOU', 7, 'move', 0, '0-5@N', 'human', '2026-12-07 21:59:37.832467+00');
INSERT INTO __SCHEMA__.actions VALUES (258, 'ixJavgOU', 10, 'move', 1, '6-6@S', 'human', '2026-12-07 21:59:37.890115+00');
INSERT INTO __SCHEMA__.actions VALUES (261, 'ixJavgOU', 13, 'move', 0, '0-1@N', 'human', '2026-12-07 21:59:37.972615+00');
INSERT INTO __SCHEMA__.actions VALUES (264, 'ixJavgOU', 16, 'move', 1, '0-3@W', 'human', '2026-12-07 21:59:38.0282+00');
INSERT INTO __SCHEMA__.actions VALUES (267, 'ixJavgOU', 19, 'move', 0, '4-5@W', 'human', '2026-12-07 21:59:38.109101+00');
INSERT INTO __SCHEMA__.actions VALUES (268, '5kOhnQ5Q', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:59:38.257317+00');
INSERT INTO __SCHEMA__.actions VALUES (271, '5kOhnQ5Q', 3, 'move', 0, '1-5@E', 'human', '2026-12-07 21:59:40.084106+00');
INSERT INTO __SCHEMA__.actions VALUES (273, '5kOhnQ5Q', 5, 'move', 0, '4-5@W', 'human', '2026-12-07 21:59:41.306267+00');
INSERT INTO __SCHEMA__.actions VALUES (274, '5kOhnQ5Q', 6, 'move', 1, '4-4@W', 'human', '2026-12-07 21:59:41.910591+00');
INSERT INTO __SCHEMA__.actions VALUES (275, '5kOhnQ5Q', 7, 'move', 0, '0-0@N', 'human', '2026-12-07 21:59:42.520125+00');
INSERT INTO __SCHEMA__.actions VALUES (284, '7c5E-IG_', 5, 'move', 0, '2-5@L', 'human', '2026-12-07 21:59:45.780717+00');
INSERT INTO __SCHEMA__.actions VALUES (287, '7c5E-IG_', 8, 'move', 1, '1-5@L', 'human', '2026-12-07 21:59:45.828017+00');
INSERT INTO __SCHEMA__.actions VALUES (290, '7c5E-IG_', 11, 'move', 0, '0-2@L', 'human', '2026-12-07 21:59:45.912591+00');
INSERT INTO __SCHEMA__.actions VALUES (293, '7c5E-IG_', 14, 'move', 1, '3-6@L', 'human', '2026-12-07 21:59:45.964069+00');
INSERT INTO __SCHEMA__.actions VALUES (296, '7c5E-IG_', 17, 'move', 0, '3-4', 'human', '2026-12-07 21:59:46.045402+00');
INSERT INTO __SCHEMA__.actions VALUES (299, '7c5E-IG_', 20, 'move', 1, '6-6@R', 'human', '2026-12-07 21:59:46.128744+00');
INSERT INTO __SCHEMA__.actions VALUES (304, 'OtB2QiUd', 2, 'move', 1, '0-3@L', 'human', '2026-12-07 21:59:47.522693+00');
INSERT INTO __SCHEMA__.actions VALUES (312, 'OtB2QiUd', 10, 'move', 1, 'pass', 'human', '2026-12-07 21:59:52.380441+00');
INSERT INTO __SCHEMA__.actions VALUES (315, 'obtavs5o', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:59:54.39697+00');
INSERT INTO __SCHEMA__.actions VALUES (317, 'obtavs5o', 3, 'move', 0, '2-3', 'human', '2026-12-07 21:59:54.440528+00');
INSERT INTO __SCHEMA__.actions VALUES (320, 'obtavs5o', 6, 'move', 1, '0-1@L', 'human', '2026-12-07 21:59:54.488464+00');
INSERT INTO __SCHEMA__.actions VALUES (323, 'obtavs5o', 9, 'move', 0, '1-4@L', 'human', '2026-12-07 21:59:54.576361+00');
INSERT INTO __SCHEMA__.actions VALUES (326, 'obtavs5o', 12, 'move', 1, '2-5@L', 'human', '2026-12-07 21:59:54.637305+00');
INSERT INTO __SCHEMA__.actions VALUES (329, 'obtavs5o', 15, 'move', 0, '4-5@R', 'human', '2026-12-07 21:59:54.725353+00');
INSERT INTO __SCHEMA__.actions VALUES (331, 'pHZUdU6u', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:59:54.880001+00');
INSERT INTO __SCHEMA__.actions VALUES (334, 'pHZUdU6u', 3, 'move', 0, '2-4@R', 'human', '2026-12-07 21:59:56.694566+00');
INSERT INTO __SCHEMA__.actions VALUES (101, '07hLOSAu', 30, 'move', 1, '4-5@TL', 'human', '2026-12-07 21:59:15.364743+00');
INSERT INTO __SCHEMA__.actions VALUES (104, '07hLOSAu', 33, 'move', 0, '2-6@TL', 'human', '2026-12-07 21:59:15.464556+00');
INSERT INTO __SCHEMA__.actions VALUES (107, '07hLOSAu', 36, 'move', 1, '2-2@BR', 'human', '2026-12-07 21:59:15.512076+00');
INSERT INTO __SCHEMA__.actions VALUES (110, '07hLOSAu', 39, 'move', 0, '4-4@TL', 'human', '2026-12-07 21:59:15.613489+00');
INSERT INTO __SCHEMA__.actions VALUES (113, '07hLOSAu', 42, 'move', 1, '0-1@BL', 'human', '2026-12-07 21:59:15.670983+00');
INSERT INTO __SCHEMA__.actions VALUES (116, '07hLOSAu', 45, 'move', 0, '5-6@BL', 'human', '2026-12-07 21:59:15.764575+00');
INSERT INTO __SCHEMA__.actions VALUES (119, '07hLOSAu', 48, 'move', 1, '1-5@TL', 'human', '2026-12-07 21:59:15.818968+00');
INSERT INTO __SCHEMA__.actions VALUES (127, 'onEpyA2B', 5, 'move', 0, '0-4@BR', 'human', '2026-12-07 21:59:19.124671+00');
INSERT INTO __SCHEMA__.actions VALUES (130, '0eUY53Nb', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:59:21.613195+00');
INSERT INTO __SCHEMA__.actions VALUES (132, '0eUY53Nb', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:59:21.661002+00');
INSERT INTO __SCHEMA__.actions VALUES (134, '0eUY53Nb', 4, 'move', 1, '1-2@TR', 'human', '2026-12-07 21:59:21.724926+00');
INSERT INTO __SCHEMA__.actions VALUES (137, '0eUY53Nb', 7, 'move', 0, '0-1@TR', 'human', '2026-12-07 21:59:21.812563+00');
INSERT INTO __SCHEMA__.actions VALUES (140, '0eUY53Nb', 10, 'move', 1, 'pass', 'human', '2026-12-07 21:59:21.868533+00');
INSERT INTO __SCHEMA__.actions VALUES (143, '0eUY53Nb', 13, 'move', 0, '3-5@TR', 'human', '2026-12-07 21:59:21.948516+00');
INSERT INTO __SCHEMA__.actions VALUES (144, '0eUY53Nb', 14, 'move', 1, '1-6@BR', 'human', '2026-12-07 21:59:21.967989+00');
INSERT INTO __SCHEMA__.actions VALUES (147, '0eUY53Nb', 17, 'move', 0, '5-5@cut:3', 'human', '2026-12-07 21:59:22.043998+00');
INSERT INTO __SCHEMA__.actions VALUES (150, '0eUY53Nb', 20, 'move', 1, '1-3@BR', 'human', '2026-12-07 21:59:22.109617+00');
INSERT INTO __SCHEMA__.actions VALUES (153, '0eUY53Nb', 23, 'move', 0, '3-4@TR', 'human', '2026-12-07 21:59:22.18056+00');
INSERT INTO __SCHEMA__.actions VALUES (156, '0eUY53Nb', 26, 'move', 1, '0-5@BR', 'human', '2026-12-07 21:59:22.272617+00');
INSERT INTO __SCHEMA__.actions VALUES (160, '0eUY53Nb', 30, 'move', 1, '1-2@TR', 'human', '2026-12-07 21:59:22.364504+00');
INSERT INTO __SCHEMA__.actions VALUES (163, '0eUY53Nb', 33, 'move', 0, '1-6@BR', 'human', '2026-12-07 21:59:22.416234+00');
INSERT INTO __SCHEMA__.actions VALUES (166, '0eUY53Nb', 36, 'move', 1, '2-4@TR', 'human', '2026-12-07 21:59:22.496566+00');
INSERT INTO __SCHEMA__.actions VALUES (169, '0eUY53Nb', 39, 'move', 0, 'pass', 'human', '2026-12-07 21:59:22.556447+00');
INSERT INTO __SCHEMA__.actions VALUES (172, '0eUY53Nb', 42, 'move', 1, '3-3@TR', 'human', '2026-12-07 21:59:22.632523+00');
INSERT INTO __SCHEMA__.actions VALUES (175, '0eUY53Nb', 45, 'move', 0, 'pass', 'human', '2026-12-07 21:59:22.705242+00');
INSERT INTO __SCHEMA__.actions VALUES (178, '0eUY53Nb', 48, 'move', 1, '0-2@cut:13', 'human', '2026-12-07 21:59:22.799255+00');
INSERT INTO __SCHEMA__.actions VALUES (181, '0eUY53Nb', 51, 'move', 0, '2-5@TR', 'human', '2026-12-07 21:59:22.847394+00');
INSERT INTO __SCHEMA__.actions VALUES (184, '0eUY53Nb', 54, 'move', 1, '4-6@TR', 'human', '2026-12-07 21:59:22.932623+00');
INSERT INTO __SCHEMA__.actions VALUES (187, '0eUY53Nb', 57, 'move', 0, '0-6@TR', 'human', '2026-12-07 21:59:22.980179+00');
INSERT INTO __SCHEMA__.actions VALUES (190, '0eUY53Nb', 60, 'move', 1, '0-4@TR', 'human', '2026-12-07 21:59:23.064673+00');
INSERT INTO __SCHEMA__.actions VALUES (193, '0eUY53Nb', 63, 'move', 0, '3-6@TR', 'human', '2026-12-07 21:59:23.112136+00');
INSERT INTO __SCHEMA__.actions VALUES (196, 'XFxtN01o', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:59:23.32909+00');
INSERT INTO __SCHEMA__.actions VALUES (197, 'XFxtN01o', 1, 'move', 0, '1-1', 'human', '2026-12-07 21:59:23.940029+00');
INSERT INTO __SCHEMA__.actions VALUES (199, 'XFxtN01o', 3, 'move', 0, '1-2@TR', 'human', '2026-12-07 21:59:25.156129+00');
INSERT INTO __SCHEMA__.actions VALUES (203, 'XFxtN01o', 7, 'move', 0, '0-4@TR', 'human', '2026-12-07 21:59:27.57617+00');
INSERT INTO __SCHEMA__.actions VALUES (205, '3FTDXYJR', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:59:29.55985+00');
INSERT INTO __SCHEMA__.actions VALUES (207, '3FTDXYJR', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:59:29.661017+00');
INSERT INTO __SCHEMA__.actions VALUES (209, '3FTDXYJR', 4, 'move', 1, '0-3@L', 'human', '2026-12-07 21:59:29.707774+00');
INSERT INTO __SCHEMA__.actions VALUES (212, '3FTDXYJR', 7, 'move', 0, '1-1@R', 'human', '2026-12-07 21:59:29.792646+00');
INSERT INTO __SCHEMA__.actions VALUES (215, '3FTDXYJR', 10, 'move', 1, '0-2@R', 'human', '2026-12-07 21:59:29.849826+00');
INSERT INTO __SCHEMA__.actions VALUES (218, '3FTDXYJR', 13, 'move', 0, 'pass', 'human', '2026-12-07 21:59:29.937557+00');
INSERT INTO __SCHEMA__.actions VALUES (221, '3FTDXYJR', 16, 'move', 1, '5-5@R', 'human', '2026-12-07 21:59:29.988733+00');
INSERT INTO __SCHEMA__.actions VALUES (224, '3FTDXYJR', 19, 'move', 0, '2-3@L', 'human', '2026-12-07 21:59:30.07279+00');
INSERT INTO __SCHEMA__.actions VALUES (227, '3FTDXYJR', 22, 'move', 1, '4-6@L', 'human', '2026-12-07 21:59:30.128638+00');
INSERT INTO __SCHEMA__.actions VALUES (230, '3FTDXYJR', 25, 'move', 0, '6-6@L', 'human', '2026-12-07 21:59:30.204485+00');
INSERT INTO __SCHEMA__.actions VALUES (233, '3FTDXYJR', 28, 'move', 1, '1-4@L', 'human', '2026-12-07 21:59:30.264493+00');
INSERT INTO __SCHEMA__.actions VALUES (236, '3FTDXYJR', 31, 'move', 0, '3-5@L', 'human', '2026-12-07 21:59:30.344746+00');
INSERT INTO __SCHEMA__.actions VALUES (238, 'TEchx4xH', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:59:30.757204+00');
INSERT INTO __SCHEMA__.actions VALUES (245, 'TEchx4xH', 7, 'move', 1, '2-3@L', 'human', '2026-12-07 21:59:35.127123+00');
INSERT INTO __SCHEMA__.actions VALUES (246, 'TEchx4xH', 8, 'move', 0, '2-2@L', 'human', '2026-12-07 21:59:35.734108+00');
INSERT INTO __SCHEMA__.actions VALUES (253, 'ixJavgOU', 5, 'move', 0, '5-6@S', 'human', '2026-12-07 21:59:37.781202+00');
INSERT INTO __SCHEMA__.actions VALUES (256, 'ixJavgOU', 8, 'move', 1, '3-3@E', 'human', '2026-12-07 21:59:37.841624+00');
INSERT INTO __SCHEMA__.actions VALUES (259, 'ixJavgOU', 11, 'move', 0, '1-1@W', 'human', '2026-12-07 21:59:37.927985+00');
INSERT INTO __SCHEMA__.actions VALUES (262, 'ixJavgOU', 14, 'move', 1, '0-2@W', 'human', '2026-12-07 21:59:37.984002+00');
INSERT INTO __SCHEMA__.actions VALUES (265, 'ixJavgOU', 17, 'move', 0, '2-6@S', 'human', '2026-12-07 21:59:38.064608+00');
INSERT INTO __SCHEMA__.actions VALUES (270, '5kOhnQ5Q', 2, 'move', 1, '3-5@S', 'human', '2026-12-07 21:59:39.475898+00');
INSERT INTO __SCHEMA__.actions VALUES (277, '5kOhnQ5Q', 9, 'move', 0, '3-3@S', 'human', '2026-12-07 21:59:43.737423+00');
INSERT INTO __SCHEMA__.actions VALUES (279, '7c5E-IG_', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 21:59:45.633371+00');
INSERT INTO __SCHEMA__.actions VALUES (280, '7c5E-IG_', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 21:59:45.689448+00');
INSERT INTO __SCHEMA__.actions VALUES (281, '7c5E-IG_', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 21:59:45.689507+00');
INSERT INTO __SCHEMA__.actions VALUES (283, '7c5E-IG_', 4, 'move', 1, '1-2@L', 'human', '2026-12-07 21:59:45.739008+00');
INSERT INTO __SCHEMA__.actions VALUES (286, '7c5E-IG_', 7, 'move', 0, '1-6@L', 'human', '2026-12-07 21:59:45.824584+00');
INSERT INTO __SCHEMA__.actions VALUES (289, '7c5E-IG_', 10, 'move', 1, '0-3@L', 'human', '2026-12-07 21:59:45.872047+00');
INSERT INTO __SCHEMA__.actions VALUES (292, '7c5E-IG_', 13, 'move', 0, 'pass', 'human', '2026-12-07 21:59:45.956481+00');
INSERT INTO __SCHEMA__.actions VALUES (295, '7c5E-IG_', 16, 'move', 1, 'pass', 'human', '2026-12-07 21:59:46.012496+00');
INSERT INTO __SCHEMA__.actions VALUES (298, '7c5E-IG_', 19, 'move', 0, '4-6@R', 'human', '2026-12-07 21:59:46.095277+00');
INSERT INTO __SCHEMA__.actions VALUES (300, '7c5E-IG_', 21, 'move', 0, 'pass', 'human', '2026-12-07 21:59:46.145798+00');
INSERT INTO __SCHEMA__.actions VALUES (302, 'OtB2QiUd', 0, 'chat', 1, 'hello', 'human', '2026-12-07 21:59:46.312773+00');
INSERT INTO __SCHEMA__.actions VALUES (305, 'OtB2QiUd', 3, 'move', 0, '0-5@R', 'human', '2026-12-07 21:59:48.12801+00');
INSERT INTO __SCHEMA__.actions VALUES (307, 'OtB2QiUd', 5, 'move', 0, '0-6@R', 'human', '2026-12-07 21:59:49.353086+00');
INSERT INTO __SCHEMA__.actions VALUES (308, 'OtB2QiUd', 6, 'move', 1, '3-4@L', 'human', '2026-12-07 21:59:49.95777+00');
INSERT INTO __SCHEMA__.actions VALUES (309, 'OtB2QiUd', 7, 'move', 0, '3-6@R', 'human', '2026-12-07 21:59:50.564916+00');
INSERT INTO __SCHEMA__.actions VALUES (313, 'OtB2QiUd', 11, 'move', 1, '4-4', 'human', '2026-12-07 21:59:52.987288+00');
INSERT INTO __SCHEMA__.actions VALUES (319, 'obtavs5o', 5, 'move', 0, '1-2@L', 'human', '2026-12-07 21:59:54.484465+00');
INSERT INTO __SCHEMA__.actions VALUES (322, 'obtavs5o', 8, 'move', 1, '1-6@L', 'human', '2026-12-07 21:59:54.532329+00');
INSERT INTO __SCHEMA__.actions VALUES (325, 'obtavs5o', 11, 'move', 0, '5-6@L', 'human', '2026-12-07 21:59:54.628632+00');
INSERT INTO __SCHEMA__.actions VALUES (328, 'obtavs5o', 14, 'move', 1, '0-5@R', 'human', '2026-12-07 21:59:54.688269+00');
INSERT INTO __SCHEMA__.actions VALUES (333, 'pHZUdU6u', 2, 'move', 1, '4-5@R', 'human', '2026-12-07 21:59:56.089818+00');
INSERT INTO __SCHEMA__.actions VALUES (335, 'pHZUdU6u', 4, 'move', 1, '3-5@L', 'human', '2026-12-07 21:59:57.299115+00');
INSERT INTO __SCHEMA__.actions VALUES (336, 'pHZUdU6u', 5, 'move', 0, '3-6@L', 'human', '2026-12-07 21:59:57.907969+00');
INSERT INTO __SCHEMA__.actions VALUES (337, 'pHZUdU6u', 6, 'move', 1, '0-2@R', 'human', '2026-12-07 21:59:58.514935+00');
INSERT INTO __SCHEMA__.actions VALUES (338, 'pHZUdU6u', 7, 'move', 0, '0-0@R', 'human', '2026-12-07 21:59:59.12078+00');
INSERT INTO __SCHEMA__.actions VALUES (339, 'pHZUdU6u', 8, 'move', 1, '0-4@R', 'human', '2026-12-07 21:59:59.724642+00');
INSERT INTO __SCHEMA__.actions VALUES (340, 'pHZUdU6u', 9, 'move', 0, '6-6@L', 'human', '2026-12-07 22:00:00.332622+00');
INSERT INTO __SCHEMA__.actions VALUES (341, 'pHZUdU6u', 10, 'move', 1, '1-4@R', 'human', '2026-12-07 22:00:00.939688+00');
INSERT INTO __SCHEMA__.actions VALUES (342, 'pHZUdU6u', 11, 'move', 0, '1-6@L', 'human', '2026-12-07 22:00:01.544203+00');
INSERT INTO __SCHEMA__.actions VALUES (343, 'pHZUdU6u', 12, 'move', 1, '1-5@R', 'human', '2026-12-07 22:00:02.147865+00');
INSERT INTO __SCHEMA__.actions VALUES (344, 'jGr8_Egw', 0, 'move', 0, '0-5', 'human', '2026-12-07 22:00:03.713214+00');
INSERT INTO __SCHEMA__.actions VALUES (345, 'jGr8_Egw', 1, 'move', 1, '2-5@R', 'bot', '2026-12-07 22:00:03.717922+00');
INSERT INTO __SCHEMA__.actions VALUES (346, 'jGr8_Egw', 2, 'move', 0, '2-6@R', 'human', '2026-12-07 22:00:04.021521+00');
INSERT INTO __SCHEMA__.actions VALUES (347, 'jGr8_Egw', 3, 'move', 1, '0-2@L', 'bot', '2026-12-07 22:00:04.028878+00');
INSERT INTO __SCHEMA__.actions VALUES (348, 'jGr8_Egw', 4, 'undo', 0, '', 'human', '2026-12-07 22:00:04.334271+00');
INSERT INTO __SCHEMA__.actions VALUES (349, 'jGr8_Egw', 5, 'move', 0, '0-1@L', 'human', '2026-12-07 22:00:04.639326+00');
INSERT INTO __SCHEMA__.actions VALUES (350, 'jGr8_Egw', 6, 'move', 1, '2-2@R', 'bot', '2026-12-07 22:00:04.646155+00');
INSERT INTO __SCHEMA__.actions VALUES (351, 'MxIDPqnq', 0, 'open', 0, '0', 'human', '2026-12-07 22:00:04.97159+00');
INSERT INTO __SCHEMA__.actions VALUES (352, 'MxIDPqnq', 1, 'seat', 2, 'B8ca3KWfGjcrUBRxVcM6GRTprY1sM4Y5YPhnY91s9mY', 'human', '2026-12-07 22:00:04.975229+00');
INSERT INTO __SCHEMA__.actions VALUES (353, 'MxIDPqnq', 2, 'name', 2, 'Ola', 'human', '2026-12-07 22:00:04.976261+00');
INSERT INTO __SCHEMA__.actions VALUES (354, 'MxIDPqnq', 3, 'move', 0, '2-4', 'human', '2026-12-07 22:00:06.022815+00');
INSERT INTO __SCHEMA__.actions VALUES (357, 'MxIDPqnq', 6, 'move', 0, '0-0@L', 'human', '2026-12-07 22:00:08.748062+00');
INSERT INTO __SCHEMA__.actions VALUES (359, 'oL0DRu79', 0, 'move', 0, '1-6', 'human', '2026-12-07 22:00:11.30658+00');
INSERT INTO __SCHEMA__.actions VALUES (360, 'oL0DRu79', 1, 'move', 1, '1-1@TL', 'human', '2026-12-07 22:00:11.91449+00');
INSERT INTO __SCHEMA__.actions VALUES (363, 'oL0DRu79', 4, 'move', 1, '5-6@BR', 'bot', '2026-12-07 22:00:14.342332+00');
INSERT INTO __SCHEMA__.actions VALUES (366, 'oL0DRu79', 7, 'move', 1, '1-2@TR', 'human', '2026-12-07 22:00:15.908353+00');
INSERT INTO __SCHEMA__.actions VALUES (367, 'oL0DRu79', 8, 'move', 0, '0-2@TR', 'human', '2026-12-07 22:00:16.514769+00');
INSERT INTO __SCHEMA__.actions VALUES (369, '-7YtxnQM', 1, 'move', 1, '2-4@R', 'bot', '2026-12-07 22:00:17.198812+00');
INSERT INTO __SCHEMA__.actions VALUES (372, '-7YtxnQM', 4, 'move', 0, '1-3@L', 'human', '2026-12-07 22:00:17.284471+00');
INSERT INTO __SCHEMA__.actions VALUES (375, '-7YtxnQM', 7, 'move', 1, '1-5@L', 'bot', '2026-12-07 22:00:17.330889+00');
INSERT INTO __SCHEMA__.actions VALUES (378, '-7YtxnQM', 10, 'move', 0, 'pass', 'human', '2026-12-07 22:00:17.416401+00');
INSERT INTO __SCHEMA__.actions VALUES (381, 'Jabzg0uT', 1, 'move', 0, '1-6', 'human', '2026-12-07 22:00:18.82434+00');
INSERT INTO __SCHEMA__.actions VALUES (384, 'Jabzg0uT', 4, 'move', 1, '3-4@L', 'bot', '2026-12-07 22:00:18.870931+00');
INSERT INTO __SCHEMA__.actions VALUES (388, 'Jabzg0uT', 8, 'move', 1, '4-5@L', 'bot', '2026-12-07 22:00:18.965374+00');
INSERT INTO __SCHEMA__.actions VALUES (391, 'Jabzg0uT', 11, 'move', 0, 'pass', 'human', '2026-12-07 22:00:19.052089+00');
INSERT INTO __SCHEMA__.actions VALUES (394, 'Jabzg0uT', 14, 'move', 1, '2-3@R', 'bot', '2026-12-07 22:00:19.098272+00');
INSERT INTO __SCHEMA__.actions VALUES (397, 'Jabzg0uT', 17, 'move', 1, '4-6@R', 'bot', '2026-12-07 22:00:19.142719+00');
INSERT INTO __SCHEMA__.actions VALUES (400, 'Jabzg0uT', 20, 'move', 0, '4-5@R', 'human', '2026-12-07 22:00:19.228445+00');
INSERT INTO __SCHEMA__.actions VALUES (403, 'Jabzg0uT', 23, 'move', 1, '1-6@L', 'bot', '2026-12-07 22:00:19.274606+00');
INSERT INTO __SCHEMA__.actions VALUES (406, 'Jabzg0uT', 26, 'move', 0, '1-1@R', 'human', '2026-12-07 22:00:19.360529+00');
INSERT INTO __SCHEMA__.actions VALUES (409, 'Jabzg0uT', 29, 'move', 1, '6-6', 'bot', '2026-12-07 22:00:19.411046+00');
INSERT INTO __SCHEMA__.actions VALUES (410, 'Jabzg0uT', 30, 'move', 0, '5-6@L', 'human', '2026-12-07 22:00:19.452277+00');
INSERT INTO __SCHEMA__.actions VALUES (413, 'Jabzg0uT', 33, 'move', 1, '0-6@R', 'bot', '2026-12-07 22:00:19.502554+00');
INSERT INTO __SCHEMA__.actions VALUES (416, 'Jabzg0uT', 36, 'move', 0, 'pass', 'human', '2026-12-07 22:00:19.588531+00');
INSERT INTO __SCHEMA__.actions VALUES (419, 'Jabzg0uT', 39, 'move', 1, 'pass', 'bot', '2026-12-07 22:00:19.634454+00');
INSERT INTO __SCHEMA__.actions VALUES (421, 'DTTuFd3j', 0, 'account', 0, '1414:p:Ada Fixture', 'human', '2026-12-07 22:00:19.719055+00');
INSERT INTO __SCHEMA__.actions VALUES (423, 'DTTuFd3j', 2, 'move', 1, '1-6@L', 'bot', '2026-12-07 22:00:20.079978+00');
INSERT INTO __SCHEMA__.actions VALUES (426, 'KxFBjROK', 0, 'move', 0, '4-6', 'human', '2026-12-07 22:00:21.068723+00');
INSERT INTO __SCHEMA__.actions VALUES (429, 'KxFBjROK', 3, 'move', 1, '5-6@L', 'bot', '2026-12-07 22:00:21.118522+00');
INSERT INTO __SCHEMA__.actions VALUES (432, 'KxFBjROK', 6, 'move', 0, '0-5@L', 'human', '2026-12-07 22:00:21.204442+00');
INSERT INTO __SCHEMA__.actions VALUES (435, 'KxFBjROK', 9, 'move', 1, '1-3@R', 'bot', '2026-12-07 22:00:21.250577+00');
INSERT INTO __SCHEMA__.actions VALUES (438, 'KxFBjROK', 12, 'move', 0, '0-3@L', 'human', '2026-12-07 22:00:21.336518+00');
INSERT INTO __SCHEMA__.actions VALUES (355, 'MxIDPqnq', 4, 'move', 1, '0-2@L', 'human', '2026-12-07 22:00:06.937501+00');
INSERT INTO __SCHEMA__.actions VALUES (356, 'MxIDPqnq', 5, 'move', 2, 'pass', 'human', '2026-12-07 22:00:07.842305+00');
INSERT INTO __SCHEMA__.actions VALUES (358, 'MxIDPqnq', 7, 'move', 1, '0-1@L', 'human', '2026-12-07 22:00:09.675195+00');
INSERT INTO __SCHEMA__.actions VALUES (361, 'oL0DRu79', 2, 'move', 0, '4-6@BL', 'human', '2026-12-07 22:00:12.518616+00');
INSERT INTO __SCHEMA__.actions VALUES (364, 'oL0DRu79', 5, 'reclaim', 1, '', 'human', '2026-12-07 22:00:14.700415+00');
INSERT INTO __SCHEMA__.actions VALUES (368, '-7YtxnQM', 0, 'move', 0, '0-2', 'human', '2026-12-07 22:00:17.196424+00');
INSERT INTO __SCHEMA__.actions VALUES (371, '-7YtxnQM', 3, 'move', 1, '0-1@L', 'bot', '2026-12-07 22:00:17.242969+00');
INSERT INTO __SCHEMA__.actions VALUES (374, '-7YtxnQM', 6, 'move', 0, '2-5@L', 'human', '2026-12-07 22:00:17.32846+00');
INSERT INTO __SCHEMA__.actions VALUES (377, '-7YtxnQM', 9, 'move', 1, '1-1@L', 'bot', '2026-12-07 22:00:17.374603+00');
INSERT INTO __SCHEMA__.actions VALUES (382, 'Jabzg0uT', 2, 'move', 1, '4-6@R', 'bot', '2026-12-07 22:00:18.826046+00');
INSERT INTO __SCHEMA__.actions VALUES (385, 'Jabzg0uT', 5, 'move', 0, '2-4@R', 'human', '2026-12-07 22:00:18.913365+00');
INSERT INTO __SCHEMA__.actions VALUES (389, 'Jabzg0uT', 9, 'move', 0, '5-6@R', 'human', '2026-12-07 22:00:19.00853+00');
INSERT INTO __SCHEMA__.actions VALUES (392, 'Jabzg0uT', 12, 'move', 1, '2-2@R', 'bot', '2026-12-07 22:00:19.053472+00');
INSERT INTO __SCHEMA__.actions VALUES (395, 'Jabzg0uT', 15, 'move', 1, '6-6', 'bot', '2026-12-07 22:00:19.099721+00');
INSERT INTO __SCHEMA__.actions VALUES (398, 'Jabzg0uT', 18, 'move', 0, '1-2@L', 'human', '2026-12-07 22:00:19.184638+00');
INSERT INTO __SCHEMA__.actions VALUES (401, 'Jabzg0uT', 21, 'move', 1, '5-5@R', 'bot', '2026-12-07 22:00:19.230292+00');
INSERT INTO __SCHEMA__.actions VALUES (404, 'Jabzg0uT', 24, 'move', 0, '2-3@R', 'human', '2026-12-07 22:00:19.316706+00');
INSERT INTO __SCHEMA__.actions VALUES (407, 'Jabzg0uT', 27, 'move', 1, 'pass', 'bot', '2026-12-07 22:00:19.36235+00');
INSERT INTO __SCHEMA__.actions VALUES (411, 'Jabzg0uT', 31, 'move', 1, '2-5@L', 'bot', '2026-12-07 22:00:19.456547+00');
INSERT INTO __SCHEMA__.actions VALUES (414, 'Jabzg0uT', 34, 'move', 0, '0-3@R', 'human', '2026-12-07 22:00:19.544551+00');
INSERT INTO __SCHEMA__.actions VALUES (417, 'Jabzg0uT', 37, 'move', 1, '1-2@L', 'bot', '2026-12-07 22:00:19.590234+00');
INSERT INTO __SCHEMA__.actions VALUES (420, 'Jabzg0uT', 40, 'move', 0, 'pass', 'human', '2026-12-07 22:00:19.67651+00');
INSERT INTO __SCHEMA__.actions VALUES (422, 'DTTuFd3j', 1, 'move', 0, '1-2', 'human', '2026-12-07 22:00:20.077326+00');
INSERT INTO __SCHEMA__.actions VALUES (425, 'DTTuFd3j', 4, 'move', 1, '3-6@L', 'bot', '2026-12-07 22:00:20.389566+00');
INSERT INTO __SCHEMA__.actions VALUES (428, 'KxFBjROK', 2, 'move', 0, '4-5@L', 'human', '2026-12-07 22:00:21.115981+00');
INSERT INTO __SCHEMA__.actions VALUES (431, 'KxFBjROK', 5, 'move', 1, '0-0@L', 'bot', '2026-12-07 22:00:21.162446+00');
INSERT INTO __SCHEMA__.actions VALUES (434, 'KxFBjROK', 8, 'move', 0, '1-2@R', 'human', '2026-12-07 22:00:21.248508+00');
INSERT INTO __SCHEMA__.actions VALUES (437, 'KxFBjROK', 11, 'move', 1, '2-3@R', 'bot', '2026-12-07 22:00:21.294667+00');
INSERT INTO __SCHEMA__.actions VALUES (362, 'oL0DRu79', 3, 'takeover', 1, 'greedy', 'human', '2026-12-07 22:00:14.337351+00');
INSERT INTO __SCHEMA__.actions VALUES (365, 'oL0DRu79', 6, 'move', 0, '1-3@TL', 'human', '2026-12-07 22:00:15.304095+00');
INSERT INTO __SCHEMA__.actions VALUES (370, '-7YtxnQM', 2, 'move', 0, '1-4@R', 'human', '2026-12-07 22:00:17.240451+00');
INSERT INTO __SCHEMA__.actions VALUES (373, '-7YtxnQM', 5, 'move', 1, '2-3@L', 'bot', '2026-12-07 22:00:17.286818+00');
INSERT INTO __SCHEMA__.actions VALUES (376, '-7YtxnQM', 8, 'move', 0, 'pass', 'human', '2026-12-07 22:00:17.372388+00');
INSERT INTO __SCHEMA__.actions VALUES (379, '-7YtxnQM', 11, 'move', 1, 'pass', 'bot', '2026-12-07 22:00:17.418413+00');
INSERT INTO __SCHEMA__.actions VALUES (380, 'Jabzg0uT', 0, 'account', 0, '1500:p:Ada Fixture', 'human', '2026-12-07 22:00:18.778733+00');
INSERT INTO __SCHEMA__.actions VALUES (383, 'Jabzg0uT', 3, 'move', 0, '1-3@L', 'human', '2026-12-07 22:00:18.868623+00');
INSERT INTO __SCHEMA__.actions VALUES (386, 'Jabzg0uT', 6, 'move', 1, '4-4@L', 'bot', '2026-12-07 22:00:18.916321+00');
INSERT INTO __SCHEMA__.actions VALUES (387, 'Jabzg0uT', 7, 'move', 0, '2-6@R', 'human', '2026-12-07 22:00:18.964206+00');
INSERT INTO __SCHEMA__.actions VALUES (390, 'Jabzg0uT', 10, 'move', 1, '2-5@R', 'bot', '2026-12-07 22:00:19.009887+00');
INSERT INTO __SCHEMA__.actions VALUES (393, 'Jabzg0uT', 13, 'move', 0, 'pass', 'human', '2026-12-07 22:00:19.096495+00');
INSERT INTO __SCHEMA__.actions VALUES (396, 'Jabzg0uT', 16, 'move', 0, '2-6@L', 'human', '2026-12-07 22:00:19.140762+00');
INSERT INTO __SCHEMA__.actions VALUES (399, 'Jabzg0uT', 19, 'move', 1, '4-4@R', 'bot', '2026-12-07 22:00:19.186616+00');
INSERT INTO __SCHEMA__.actions VALUES (402, 'Jabzg0uT', 22, 'move', 0, '2-5@R', 'human', '2026-12-07 22:00:19.272663+00');
INSERT INTO __SCHEMA__.actions VALUES (405, 'Jabzg0uT', 25, 'move', 1, '1-3@R', 'bot', '2026-12-07 22:00:19.31853+00');
INSERT INTO __SCHEMA__.actions VALUES (408, 'Jabzg0uT', 28, 'move', 0, 'pass', 'human', '2026-12-07 22:00:19.408456+00');
INSERT INTO __SCHEMA__.actions VALUES (412, 'Jabzg0uT', 32, 'move', 0, 'pass', 'human', '2026-12-07 22:00:19.50052+00');
INSERT INTO __SCHEMA__.actions VALUES (415, 'Jabzg0uT', 35, 'move', 1, '3-6@R', 'bot', '2026-12-07 22:00:19.546366+00');
INSERT INTO __SCHEMA__.actions VALUES (418, 'Jabzg0uT', 38, 'move', 0, '1-3@L', 'human', '2026-12-07 22:00:19.632605+00');
INSERT INTO __SCHEMA__.actions VALUES (424, 'DTTuFd3j', 3, 'move', 0, '2-3@R', 'human', '2026-12-07 22:00:20.385711+00');
INSERT INTO __SCHEMA__.actions VALUES (427, 'KxFBjROK', 1, 'move', 1, '4-4@L', 'bot', '2026-12-07 22:00:21.071509+00');
INSERT INTO __SCHEMA__.actions VALUES (430, 'KxFBjROK', 4, 'move', 0, '0-6@L', 'human', '2026-12-07 22:00:21.160441+00');
INSERT INTO __SCHEMA__.actions VALUES (433, 'KxFBjROK', 7, 'move', 1, '2-6@R', 'bot', '2026-12-07 22:00:21.206242+00');
INSERT INTO __SCHEMA__.actions VALUES (436, 'KxFBjROK', 10, 'move', 0, '3-5@L', 'human', '2026-12-07 22:00:21.292511+00');
INSERT INTO __SCHEMA__.actions VALUES (439, 'KxFBjROK', 13, 'move', 1, '0-1@L', 'bot', '2026-12-07 22:00:21.338362+00');


--
-- Data for Name: alembic_version; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.alembic_version VALUES ('0010');


--
-- Data for Name: analyses; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.analyses VALUES ('TdW1nbXQ', '2026-12-07 21:59:13.686431+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "white-snake", "players": 5, "options": {"max_deals": 2}, "seed": 0, "policy": "random", "worlds": 16, "budget": 1.0, "seconds": 0.472, "deals": [{"deal": 1, "returns": [-0.25, 1.0, -0.25, -0.25, -0.25], "decisions": [{"step": 0, "deal": 1, "seat": 3, "move": "1-1", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 1, "deal": 1, "seat": 4, "move": "1-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 2, "deal": 1, "seat": 0, "move": "4-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 3, "deal": 1, "seat": 1, "move": "4-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 4, "deal": 1, "seat": 2, "move": "0-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 0, "move": "0-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 1, "move": "3-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 2, "move": "1-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 12, "deal": 1, "seat": 0, "move": "1-4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4", "mean": 0.6484375, "se": 0.08005430285905936, "n": 16, "hindsight": 0.609375, "hindsight_se": 0.078125}, {"move": "1-6", "mean": 0.5703125, "se": 0.07479899279346391, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "1-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4", "hindsight_loss": 0.0, "gain": 0.0390625, "open": {"status": "solved", "moves": [{"move": "1-4", "value": -0.25, "margin": -7}, {"move": "1-6", "value": -0.25, "margin": null}], "best": "1-4", "nodes": 986}}, {"step": 13, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 14, "deal": 1, "seat": 2, "move": "0-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 15, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 16, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 17, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 18, "deal": 1, "seat": 1, "move": "0-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 19, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 20, "deal": 1, "seat": 3, "move": "2-4", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "2-5", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "2-6", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "2-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-4", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "2-4", "value": -0.25, "margin": -16}, {"move": "2-5", "value": -0.25, "margin": null}, {"move": "2-6", "value": -0.25, "margin": null}], "best": "2-4", "nodes": 169}}, {"step": 21, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 1, "seat": 0, "move": "3-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 23, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 24, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 25, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 26, "deal": 1, "seat": 4, "move": "3-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 27, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 28, "deal": 1, "seat": 1, "move": "5-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 29, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 30, "deal": 1, "seat": 3, "move": "2-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 31, "deal": 1, "seat": 4, "move": "2-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 32, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 33, "deal": 1, "seat": 1, "move": "1-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.58984375, 0.51171875, 0.4375, 0.51171875, 0.4765625, 0.53125, 0.5546875, 0.61328125, 0.59375, 0.4921875, 0.53125, 0.51171875, 0.515625, 0.53125, 0.609375, 0.53125, 0.66796875, 0.51171875, 0.51171875, 0.58984375, 0.62890625, 0.765625, 0.7265625, 0.7265625, 0.828125, 0.82421875, 0.70703125, 0.58984375, 0.6484375, 0.51171875, 0.609375, 0.66796875, 0.53125, 0.58984375, 0.375], [0.45703125, 0.4375, 0.53515625, 0.4453125, 0.47265625, 0.453125, 0.58984375, 0.453125, 0.5703125, 0.453125, 0.47265625, 0.45703125, 0.4765625, 0.48046875, 0.43359375, 0.53125, 0.47265625, 0.41796875, 0.53125, 0.453125, 0.53125, 0.4921875, 0.4140625, 0.453125, 0.453125, 0.43359375, 0.47265625, 0.609375, 0.609375, 0.58984375, 0.765625, 0.609375, 0.765625, 1.0, 1.0], [0.55078125, 0.609375, 0.58984375, 0.5703125, 0.55078125, 0.55859375, 0.53515625, 0.55078125, 0.58984375, 0.51171875, 0.55078125, 0.609375, 0.58984375, 0.51171875, 0.53125, 0.66796875, 0.62890625, 0.62890625, 0.62890625, 0.6875, 0.62890625, 0.55078125, 0.74609375, 0.453125, 0.47265625, 0.55078125, 0.53125, 0.62890625, 0.6875, 0.47265625, 0.47265625, 0.453125, 0.4140625, 0.47265625, 0.375], [0.4375, 0.4921875, 0.4375, 0.41796875, 0.4921875, 0.4140625, 0.4375, 0.375, 0.4375, 0.41796875, 0.39453125, 0.4140625, 0.375, 0.39453125, 0.39453125, 0.37890625, 0.39453125, 0.3984375, 0.39453125, 0.39453125, 0.375, 0.37890625, 0.3828125, 0.375, 0.375, 0.375, 0.37890625, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375], [0.37890625, 0.43359375, 0.44140625, 0.43359375, 0.45703125, 0.41796875, 0.39453125, 0.37890625, 0.45703125, 0.41796875, 0.375, 0.39453125, 0.39453125, 0.375, 0.375, 0.40234375, 0.3984375, 0.39453125, 0.4140625, 0.3828125, 0.375, 0.37890625, 0.3828125, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375]], "curve_se": [[0.053315708160383134, 0.046405367510887835, 0.032727183630540176, 0.046405367510887835, 0.04064341239076917, 0.04860711069048868, 0.05018159437796408, 0.05393984168420722, 0.05294978220431007, 0.043813857486677696, 0.04860711069048868, 0.046405367510887835, 0.046198069145170294, 0.04860711069048868, 0.05434440184689472, 0.04860711069048868, 0.0560169272439396, 0.046405367510887835, 0.046405367510887835, 0.053315708160383134, 0.05513122833249407, 0.05434440184689472, 0.055686441013065406, 0.055686441013065406, 0.04949021877131135, 0.050470123196139194, 0.0560169272439396, 0.053315708160383134, 0.055686441013065406, 0.046405367510887835, 0.05434440184689472, 0.0560169272439396, 0.04860711069048868, 0.053315708160383134, 0.0], [0.03706458194323816, 0.032727183630540176, 0.048358375474974645, 0.03269708966221661, 0.04075830138517104, 0.03712429400871027, 0.053315708160383134, 0.03712429400871027, 0.05203080348302061, 0.03712429400871027, 0.04075830138517104, 0.03706458194323816, 0.04064341239076917, 0.04051605079130727, 0.03271966273336387, 0.04860711069048868, 0.04075830138517104, 0.027271650335950904, 0.04860711069048868, 0.03712429400871027, 0.04860711069048868, 0.043813857486677696, 0.02717220092344736, 0.03712429400871027, 0.03712429400871027, 0.03271966273336387, 0.04075830138517104, 0.05434440184689472, 0.05434440184689472, 0.053315708160383134, 0.05434440184689472, 0.05434440184689472, 0.05434440184689472, 0.0, 0.0], [0.050470123196139194, 0.05434440184689472, 0.053315708160383134, 0.05203080348302061, 0.050470123196139194, 0.04988153020098253, 0.048358375474974645, 0.050470123196139194, 0.053315708160383134, 0.046405367510887835, 0.050470123196139194, 0.05434440184689472, 0.053315708160383134, 0.046405367510887835, 0.04860711069048868, 0.0560169272439396, 0.05513122833249407, 0.05513122833249407, 0.05513122833249407, 0.056126656883367154, 0.05513122833249407, 0.050470123196139194, 0.05513122833249407, 0.03712429400871027, 0.04075830138517104, 0.050470123196139194, 0.04860711069048868, 0.05513122833249407, 0.056126656883367154, 0.04075830138517104, 0.04075830138517104, 0.03712429400871027, 0.02717220092344736, 0.04075830138517104, 0.0], [0.032727183630540176, 0.043813857486677696, 0.032727183630540176, 0.027271650335950904, 0.043813857486677696, 0.02717220092344736, 0.032727183630540176, 0.0, 0.032727183630540176, 0.027271650335950904, 0.01953125, 0.02717220092344736, 0.0, 0.01953125, 0.01953125, 0.00390625, 0.01953125, 0.019794098251873934, 0.01953125, 0.01953125, 0.0, 0.00390625, 0.005434440184689472, 0.0, 0.0, 0.0, 0.00390625, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.00390625, 0.03271966273336387, 0.03271966273336387, 0.03271966273336387, 0.03706458194323816, 0.027271650335950904, 0.01953125, 0.00390625, 0.03706458194323816, 0.027271650335950904, 0.0, 0.01953125, 0.01953125, 0.0, 0.0, 0.02002894122621426, 0.019794098251873934, 0.01953125, 0.02717220092344736, 0.005434440184689472, 0.0, 0.00390625, 0.005434440184689472, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.58984375, "result": 0.375, "own": 0.0390625, "luck": -0.25390625, "dealt": 0.43359375}, {"seat": 1, "decisions": 7, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.45703125, "result": 1.0, "own": 0.0, "luck": 0.54296875, "dealt": 0.58984375}, {"seat": 2, "decisions": 6, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.55078125, "result": 0.375, "own": 0.0, "luck": -0.17578125, "dealt": 0.78515625}, {"seat": 3, "decisions": 7, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.4375, "result": 0.375, "own": 0.0, "luck": -0.0625, "dealt": 0.375}, {"seat": 4, "decisions": 7, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.37890625, "result": 0.375, "own": 0.0, "luck": -0.00390625, "dealt": 0.375}], "chance": [[0.34375, 0.21875, 0.109375, 0.21875, 0.171875, 0.25, 0.296875, 0.390625, 0.359375, 0.1875, 0.25, 0.21875, 0.234375, 0.25, 0.375, 0.25, 0.46875, 0.21875, 0.21875, 0.34375, 0.40625, 0.625, 0.5625, 0.5625, 0.734375, 0.71875, 0.53125, 0.34375, 0.4375, 0.21875, 0.375, 0.46875, 0.25, 0.34375, 0.0], [0.140625, 0.109375, 0.265625, 0.140625, 0.15625, 0.125, 0.34375, 0.125, 0.3125, 0.125, 0.15625, 0.140625, 0.171875, 0.1875, 0.09375, 0.25, 0.15625, 0.078125, 0.25, 0.125, 0.25, 0.1875, 0.0625, 0.125, 0.125, 0.09375, 0.15625, 0.375, 0.375, 0.34375, 0.625, 0.375, 0.625, 1.0, 1.0], [0.28125, 0.375, 0.34375, 0.3125, 0.28125, 0.3125, 0.265625, 0.28125, 0.34375, 0.21875, 0.28125, 0.375, 0.34375, 0.21875, 0.25, 0.46875, 0.40625, 0.40625, 0.40625, 0.5, 0.40625, 0.28125, 0.59375, 0.125, 0.15625, 0.28125, 0.25, 0.40625, 0.5, 0.15625, 0.15625, 0.125, 0.0625, 0.15625, 0.0], [0.109375, 0.1875, 0.109375, 0.078125, 0.1875, 0.0625, 0.109375, 0.0, 0.109375, 0.078125, 0.03125, 0.0625, 0.0, 0.03125, 0.03125, 0.015625, 0.03125, 0.046875, 0.03125, 0.03125, 0.0, 0.015625, 0.03125, 0.0, 0.0, 0.0, 0.015625, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.015625, 0.09375, 0.125, 0.09375, 0.140625, 0.078125, 0.03125, 0.015625, 0.140625, 0.078125, 0.0, 0.03125, 0.03125, 0.0, 0.0, 0.0625, 0.046875, 0.03125, 0.0625, 0.03125, 0.0, 0.015625, 0.03125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]}, {"deal": 2, "returns": [-0.25, -0.25, 1.0, -0.25, -0.25], "decisions": [{"step": 34, "deal": 2, "seat": 2, "move": "2-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 35, "deal": 2, "seat": 3, "move": "2-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 36, "deal": 2, "seat": 4, "move": "6-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 37, "deal": 2, "seat": 0, "move": "3-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 38, "deal": 2, "seat": 1, "move": "2-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 39, "deal": 2, "seat": 2, "move": "1-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 40, "deal": 2, "seat": 3, "move": "1-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 41, "deal": 2, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 42, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 43, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 44, "deal": 2, "seat": 2, "move": "3-5", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5", "mean": 0.70703125, "se": 0.0560169272439396, "n": 32, "hindsight": 0.609375, "hindsight_se": 0.078125}, {"move": "0-3", "mean": 0.671875, "se": 0.055491639700164776, "n": 32, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-5", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3", "hindsight_loss": 0.390625, "gain": 0.017578125, "open": {"status": "solved", "moves": [{"move": "0-3", "value": 1.0, "margin": 6}, {"move": "3-5", "value": 1.0, "margin": 1}], "best": "0-3", "nodes": 1724}}, {"step": 45, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 46, "deal": 2, "seat": 4, "move": "2-5", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5", "mean": 0.5703125, "se": 0.07479899279346391, "n": 16, "hindsight": 0.453125, "hindsight_se": 0.053369535239372906}, {"move": "0-5", "mean": 0.4921875, "se": 0.06298638865858242, "n": 16, "hindsight": 0.453125, "hindsight_se": 0.053369535239372906}], "best": "2-5", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5", "hindsight_loss": 0.0, "gain": 0.0390625, "open": {"status": "solved", "moves": [{"move": "0-5", "value": -0.25, "margin": -1}, {"move": "2-5", "value": -0.25, "margin": -1}], "best": "0-5", "nodes": 903}}, {"step": 47, "deal": 2, "seat": 0, "move": "2-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 48, "deal": 2, "seat": 1, "move": "4-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 49, "deal": 2, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 50, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 51, "deal": 2, "seat": 4, "move": "0-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 52, "deal": 2, "seat": 0, "move": "0-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 53, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 54, "deal": 2, "seat": 2, "move": "4-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 55, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 56, "deal": 2, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 57, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 58, "deal": 2, "seat": 1, "move": "0-6", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "5-6", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "0-6", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "0-6", "value": -0.25, "margin": -13}, {"move": "5-6", "value": -0.25, "margin": null}], "best": "0-6", "nodes": 31}}, {"step": 59, "deal": 2, "seat": 2, "move": "0-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.47265625, 0.4375, 0.453125, 0.43359375, 0.45703125, 0.49609375, 0.43359375, 0.47265625, 0.39453125, 0.39453125, 0.4140625, 0.43359375, 0.39453125, 0.4140625, 0.4140625, 0.47265625, 0.43359375, 0.51171875, 0.4140625, 0.453125, 0.4765625, 0.55078125, 0.55078125, 0.51171875, 0.55078125, 0.39453125, 0.375], [0.49609375, 0.51953125, 0.4765625, 0.47265625, 0.453125, 0.453125, 0.4921875, 0.47265625, 0.41796875, 0.4765625, 0.39453125, 0.40234375, 0.4375, 0.40234375, 0.41796875, 0.39453125, 0.375, 0.41796875, 0.37890625, 0.375, 0.3984375, 0.375, 0.39453125, 0.375, 0.4140625, 0.375, 0.375], [0.62890625, 0.765625, 0.75, 0.58984375, 0.58984375, 0.6328125, 0.609375, 0.78515625, 0.8046875, 0.765625, 0.70703125, 0.70703125, 0.8046875, 0.78515625, 0.70703125, 0.58984375, 0.66796875, 0.6484375, 0.58984375, 0.74609375, 0.7265625, 0.6484375, 0.62890625, 0.78515625, 0.765625, 1.0, 1.0], [0.39453125, 0.4140625, 0.39453125, 0.41796875, 0.39453125, 0.37890625, 0.39453125, 0.453125, 0.39453125, 0.4140625, 0.4921875, 0.4140625, 0.43359375, 0.45703125, 0.4140625, 0.39453125, 0.4140625, 0.37890625, 0.375, 0.41796875, 0.40234375, 0.37890625, 0.375, 0.39453125, 0.39453125, 0.375, 0.375], [0.453125, 0.4921875, 0.53125, 0.43359375, 0.43359375, 0.47265625, 0.53125, 0.51171875, 0.47265625, 0.47265625, 0.45703125, 0.57421875, 0.51171875, 0.51171875, 0.6484375, 0.78515625, 0.765625, 0.74609375, 0.70703125, 0.70703125, 0.66796875, 0.6875, 0.62890625, 0.5703125, 0.5703125, 0.53125, 0.375]], "curve_se": [[0.04075830138517104, 0.032727183630540176, 0.03712429400871027, 0.03271966273336387, 0.03706458194323816, 0.04365065585766651, 0.03271966273336387, 0.04075830138517104, 0.01953125, 0.01953125, 0.02717220092344736, 0.03271966273336387, 0.01953125, 0.02717220092344736, 0.02717220092344736, 0.04075830138517104, 0.03271966273336387, 0.046405367510887835, 0.02717220092344736, 0.03712429400871027, 0.04064341239076917, 0.050470123196139194, 0.050470123196139194, 0.046405367510887835, 0.050470123196139194, 0.01953125, 0.0], [0.04365065585766651, 0.045979132371753974, 0.04064341239076917, 0.04075830138517104, 0.03712429400871027, 0.03712429400871027, 0.043813857486677696, 0.04075830138517104, 0.027271650335950904, 0.04064341239076917, 0.01953125, 0.02002894122621426, 0.032727183630540176, 0.02002894122621426, 0.027271650335950904, 0.01953125, 0.0, 0.027271650335950904, 0.00390625, 0.0, 0.019794098251873934, 0.0, 0.01953125, 0.0, 0.02717220092344736, 0.0, 0.0], [0.05513122833249407, 0.05434440184689472, 0.0544168128075233, 0.053315708160383134, 0.053315708160383134, 0.0546875, 0.05434440184689472, 0.053315708160383134, 0.05203080348302061, 0.05434440184689472, 0.0560169272439396, 0.0560169272439396, 0.05203080348302061, 0.053315708160383134, 0.0560169272439396, 0.053315708160383134, 0.0560169272439396, 0.055686441013065406, 0.053315708160383134, 0.05513122833249407, 0.055686441013065406, 0.055686441013065406, 0.05513122833249407, 0.053315708160383134, 0.05434440184689472, 0.0, 0.0], [0.01953125, 0.02717220092344736, 0.01953125, 0.027271650335950904, 0.01953125, 0.00390625, 0.01953125, 0.03712429400871027, 0.01953125, 0.02717220092344736, 0.043813857486677696, 0.02717220092344736, 0.03271966273336387, 0.03706458194323816, 0.02717220092344736, 0.01953125, 0.02717220092344736, 0.00390625, 0.0, 0.027271650335950904, 0.02002894122621426, 0.00390625, 0.0, 0.01953125, 0.01953125, 0.0, 0.0], [0.03712429400871027, 0.043813857486677696, 0.04860711069048868, 0.03271966273336387, 0.03271966273336387, 0.04075830138517104, 0.04860711069048868, 0.046405367510887835, 0.04075830138517104, 0.04075830138517104, 0.03706458194323816, 0.05170339834043403, 0.046405367510887835, 0.046405367510887835, 0.055686441013065406, 0.053315708160383134, 0.05434440184689472, 0.05513122833249407, 0.0560169272439396, 0.0560169272439396, 0.0560169272439396, 0.056126656883367154, 0.05513122833249407, 0.05203080348302061, 0.05203080348302061, 0.04860711069048868, 0.0]], "seats": [{"seat": 0, "decisions": 5, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.47265625, "result": 0.375, "own": 0.0, "luck": -0.09765625, "dealt": 0.453125}, {"seat": 1, "decisions": 5, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.49609375, "result": 0.375, "own": 0.0, "luck": -0.12109375, "dealt": 0.47265625}, {"seat": 2, "decisions": 6, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.62890625, "result": 1.0, "own": 0.017578125, "luck": 0.353515625, "dealt": 0.74609375}, {"seat": 3, "decisions": 5, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.39453125, "result": 0.375, "own": 0.0, "luck": -0.01953125, "dealt": 0.375}, {"seat": 4, "decisions": 5, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.453125, "result": 0.375, "own": 0.0390625, "luck": -0.1171875, "dealt": 0.43359375}], "chance": [[0.15625, 0.109375, 0.125, 0.09375, 0.140625, 0.203125, 0.09375, 0.15625, 0.03125, 0.03125, 0.0625, 0.09375, 0.03125, 0.0625, 0.0625, 0.15625, 0.09375, 0.21875, 0.0625, 0.125, 0.171875, 0.28125, 0.28125, 0.21875, 0.28125, 0.03125, 0.0], [0.203125, 0.25, 0.171875, 0.15625, 0.125, 0.125, 0.1875, 0.15625, 0.078125, 0.171875, 0.03125, 0.0625, 0.109375, 0.0625, 0.078125, 0.03125, 0.0, 0.078125, 0.015625, 0.0, 0.046875, 0.0, 0.03125, 0.0, 0.0625, 0.0, 0.0], [0.40625, 0.625, 0.609375, 0.34375, 0.34375, 0.421875, 0.375, 0.65625, 0.6875, 0.625, 0.53125, 0.53125, 0.6875, 0.65625, 0.53125, 0.34375, 0.46875, 0.4375, 0.34375, 0.59375, 0.5625, 0.4375, 0.40625, 0.65625, 0.625, 1.0, 1.0], [0.03125, 0.0625, 0.03125, 0.078125, 0.03125, 0.015625, 0.03125, 0.125, 0.03125, 0.0625, 0.1875, 0.0625, 0.09375, 0.140625, 0.0625, 0.03125, 0.0625, 0.015625, 0.0, 0.078125, 0.0625, 0.015625, 0.0, 0.03125, 0.03125, 0.0, 0.0], [0.125, 0.1875, 0.25, 0.09375, 0.09375, 0.15625, 0.25, 0.21875, 0.15625, 0.15625, 0.140625, 0.328125, 0.21875, 0.21875, 0.4375, 0.65625, 0.625, 0.59375, 0.53125, 0.53125, 0.46875, 0.5, 0.40625, 0.3125, 0.3125, 0.25, 0.0]]}], "seats": [{"seat": 0, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 1.0625, "result": 0.75, "own": 0.0390625, "luck": -0.3515625, "dealt": 0.88671875}, {"seat": 1, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.953125, "result": 1.375, "own": 0.0, "luck": 0.421875, "dealt": 1.0625}, {"seat": 2, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 1.1796875, "result": 1.375, "own": 0.017578125, "luck": 0.177734375, "dealt": 1.53125}, {"seat": 3, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.83203125, "result": 0.75, "own": 0.0, "luck": -0.08203125, "dealt": 0.75}, {"seat": 4, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.83203125, "result": 0.75, "own": 0.0390625, "luck": -0.12109375, "dealt": 0.80859375}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('07hLOSAu', '2026-12-07 21:59:19.09973+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "sausage", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 0, "policy": "random", "worlds": 5, "budget": 1.0, "seconds": 0.774, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "0-6", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-4", "mean": 0.5125, "se": 0.1125, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-2", "mean": 0.5, "se": 0.11470786693528089, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-3", "mean": 0.4, "se": 0.11239029738980329, "n": 20, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5", "mean": 0.4, "se": 0.11239029738980329, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6", "mean": 0.4, "se": 0.11239029738980329, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-5", "mean": 0.3625, "se": 0.10802503364839487, "n": 20, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6", "mean": 0.35, "se": 0.10942433098048311, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6", "mean": 0.3, "se": 0.10513149660756935, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4", "mean": 0.2625, "se": 0.09846686592052438, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-5", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-6", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "6-6", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.05, "hindsight_se": 0.05}], "best": "3-3", "loss": 0.2, "loss_se": 0.13764944032233709, "hindsight_best": "0-6", "hindsight_loss": 0.0, "gain": -0.11696428571428574, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 1, "deal": 1, "seat": 1, "move": "4-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TL", "mean": 0.85, "se": 0.08191780219091253, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@BL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TR", "mean": 0.6125, "se": 0.10953700408153354, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@TR", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BR", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@TR", "mean": 0.55, "se": 0.11413288653790232, "n": 20, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@BR", "mean": 0.5125, "se": 0.1125, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.5, "se": 0.11470786693528089, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "0-0@TL", "loss": 0.0, "loss_se": 0.10259783520851541, "hindsight_best": "0-2@TR", "hindsight_loss": 0.4, "gain": 0.032500000000000084, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "0-3@TL", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-4@TL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-3@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "6-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-3@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-6@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-4@TL", "loss": 0.8, "loss_se": 0.2, "hindsight_best": "0-4@TL", "hindsight_loss": 0.6, "gain": -0.16499999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "3-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TL", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-0@TR", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-4@BL", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "2-4@BL", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TR", "mean": 0.7625, "se": 0.09506749679763542, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-5@TL", "mean": 0.7, "se": 0.10513149660756937, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@BL", "mean": 0.7, "se": 0.10513149660756937, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TR", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BL", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BR", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@TL", "mean": 0.55, "se": 0.11413288653790232, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "3-4@TL", "loss": 0.05, "loss_se": 0.16975214129336988, "hindsight_best": "0-1@TR", "hindsight_loss": 0.20000000000000007, "gain": -0.10568181818181821, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 4, "deal": 1, "seat": 0, "move": "3-6@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "3-3@TL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-6@BR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-5@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "1-3@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-3@TL", "loss": 1.0, "loss_se": 0.0, "hindsight_best": "3-3@TL", "hindsight_loss": 0.4, "gain": -0.3611111111111111, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 5, "deal": 1, "seat": 1, "move": "0-1@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-0@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@TL", "hindsight_loss": 0.19999999999999996, "gain": -0.36, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 6, "deal": 1, "seat": 0, "move": "3-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-5@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-3@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TL", "mean": 0.05, "se": 0.05, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-3@TR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "1-2@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@TR", "hindsight_loss": 0.8, "gain": 0.01874999999999999, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 7, "deal": 1, "seat": 1, "move": "1-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "3-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-1@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.85, "hindsight_se": 0.15}, {"move": "2-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "1-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@TR", "hindsight_loss": 0.6, "gain": 0.20000000000000007, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 8, "deal": 1, "seat": 0, "move": "1-3@cut:1:L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@cut:1:L", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@cut:1:R", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "1-3@cut:1:L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-3@cut:1:L", "hindsight_loss": 0.0, "gain": 0.5666666666666667, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 9, "deal": 1, "seat": 1, "move": "0-3@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@BL", "mean": 0.6666666666666666, "se": 0.12598815766974242, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BR", "mean": 0.6166666666666667, "se": 0.12645973071323333, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.55, "se": 0.12955969390869324, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BL", "mean": 0.55, "se": 0.12955969390869324, "n": 15, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-3@BL", "mean": 0.5333333333333333, "se": 0.13333333333333333, "n": 15, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-6@BR", "mean": 0.5333333333333333, "se": 0.13333333333333333, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.48333333333333334, "se": 0.13017082793177756, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.4666666666666667, "se": 0.13333333333333333, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TR", "mean": 0.4, "se": 0.13093073414159542, "n": 15, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-4@BL", "mean": 0.4, "se": 0.13093073414159542, "n": 15, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.4, "se": 0.13093073414159542, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-1@TL", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-3@BR", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@BR", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.26666666666666666, "se": 0.11818736805705579, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "2-3@BL", "loss": -0.18333333333333332, "loss_se": 0.139015815019, "hindsight_best": "0-3@BL", "hindsight_loss": 0.0, "gain": 0.08333333333333331, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 10, "deal": 1, "seat": 0, "move": "1-2@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TR", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.05, "hindsight_se": 0.05}, {"move": "1-5@TL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.55, "se": 0.11413288653790232, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TL", "mean": 0.4625, "se": 0.11220722136438363, "n": 20, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@TL", "mean": 0.45, "se": 0.11413288653790232, "n": 20, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-4@TR", "loss": 0.35, "loss_se": 0.16662280124501821, "hindsight_best": "1-2@TL", "hindsight_loss": 0.0, "gain": -0.1325, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 11, "deal": 1, "seat": 1, "move": "2-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "3-6@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-5@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-0@BL", "loss": -0.2, "loss_se": 0.37416573867739417, "hindsight_best": "4-5@TR", "hindsight_loss": 0.20000000000000007, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 12, "deal": 1, "seat": 0, "move": "4-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-4@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-5@BL", "loss": 0.2, "loss_se": 0.37416573867739417, "hindsight_best": "4-4@TR", "hindsight_loss": 0.0, "gain": -0.2, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 13, "deal": 1, "seat": 1, "move": "3-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-2@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-1@BL", "hindsight_loss": 0.4, "gain": -0.025000000000000022, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 14, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "0-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.05, "hindsight_se": 0.05}, {"move": "5-6@BR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@BR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-4@BL", "hindsight_loss": 0.04999999999999999, "gain": -0.21666666666666667, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 15, "deal": 1, "seat": 1, "move": "3-4@cut:2:R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@cut:2:L", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@cut:2:R", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-2@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "2-4@TR", "hindsight_loss": 0.4, "gain": -0.05999999999999994, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 16, "deal": 1, "seat": 0, "move": "0-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-4@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.1, "se": 0.06123724356957946, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "0-4@TR", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-5@BL", "hindsight_loss": 0.0, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 17, "deal": 1, "seat": 1, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.45, "se": 0.22912878474779202, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-5@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "0-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-5@BR", "loss": -0.4, "loss_se": 0.24494897427831783, "hindsight_best": "4-6@TL", "hindsight_loss": 0.19999999999999996, "gain": -0.07083333333333336, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 18, "deal": 1, "seat": 0, "move": "1-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "1-5@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "3-6@BR", "hindsight_loss": 0.39999999999999997, "gain": 0.19999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 19, "deal": 1, "seat": 1, "move": "0-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@cut:-1:R", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.45, "se": 0.22912878474779202, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-2@cut:-1:R", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "0-2@cut:-1:R", "hindsight_loss": 0.8, "gain": 0.05833333333333335, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 20, "deal": 1, "seat": 0, "move": "1-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:L", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-4@TL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-4@TL", "hindsight_loss": 0.6, "gain": -0.07999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 21, "deal": 1, "seat": 1, "move": "2-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-0@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-5@BR", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-2@cut:-1:R", "hindsight_loss": 0.6000000000000001, "gain": 0.02857142857142858, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 22, "deal": 1, "seat": 0, "move": "0-4@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@cut:-2:L", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:R", "mean": 0.7, "se": 0.18371173070873836, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "5-6@cut:-2:L", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-4@TL", "hindsight_loss": 0.0, "gain": -0.10000000000000009, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 23, "deal": 1, "seat": 1, "move": "2-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-1@cut:-3:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@cut:-3:L", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "2-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@cut:-3:R", "hindsight_loss": 0.4, "gain": 0.2615384615384616, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 24, "deal": 1, "seat": 0, "move": "5-6@cut:-2:L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@cut:-2:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-4@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@cut:-2:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "3-6@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "5-6@cut:-2:R", "hindsight_loss": 0.4, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 25, "deal": 1, "seat": 1, "move": "4-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-2@cut:-1:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "4-6@TL", "loss": -0.4, "loss_se": 0.24494897427831783, "hindsight_best": "1-6@TL", "hindsight_loss": 0.6000000000000001, "gain": 0.26, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 26, "deal": 1, "seat": 0, "move": "5-5@BL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 27, "deal": 1, "seat": 1, "move": "4-5@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-2@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:L", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "1-5@BL", "loss": -0.2, "loss_se": 0.37416573867739417, "hindsight_best": "0-2@BR", "hindsight_loss": 0.14999999999999997, "gain": -0.1611111111111111, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 28, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 29, "deal": 1, "seat": 1, "move": "0-2@cut:-1:L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "2-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "1-5@BL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "1-5@BL", "hindsight_loss": 0.4, "gain": -0.19999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 30, "deal": 1, "seat": 0, "move": "2-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-5@BL", "loss": 0.2, "loss_se": 0.2, "hindsight_best": "2-6@TL", "hindsight_loss": 0.0, "gain": -0.26666666666666666, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 31, "deal": 1, "seat": 1, "move": "0-0@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@BL", "hindsight_loss": 0.0, "gain": 0.08000000000000007, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 32, "deal": 1, "seat": 0, "move": "4-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "3-6@TL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-6@TL", "hindsight_loss": 0.0, "gain": -0.08, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 33, "deal": 1, "seat": 1, "move": "2-2@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-6@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "2-2@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@BR", "hindsight_loss": 0.0, "gain": 0.050000000000000044, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 34, "deal": 1, "seat": 0, "move": "5-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "5-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "4-5@TR", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "0-5@TR", "hindsight_loss": 0.39999999999999997, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 35, "deal": 1, "seat": 1, "move": "0-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-4@BL", "hindsight_loss": 0.0, "gain": 0.06666666666666665, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 36, "deal": 1, "seat": 0, "move": "4-4@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-5@TL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@TL", "hindsight_loss": 0.0, "gain": -0.15000000000000002, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 37, "deal": 1, "seat": 1, "move": "0-6@cut:-3:L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@cut:-3:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@cut:-3:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-6@cut:-3:R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6@cut:-3:L", "hindsight_loss": 0.0, "gain": -0.20000000000000007, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 38, "deal": 1, "seat": 0, "move": "6-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@TL", "mean": 0.05, "se": 0.05, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "6-6@TL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "6-6@TL", "hindsight_loss": 0.0, "gain": 0.09166666666666667, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 39, "deal": 1, "seat": 1, "move": "0-1@BL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 40, "deal": 1, "seat": 0, "move": "3-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "5-6@TL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "3-6@TL", "hindsight_loss": 0.0, "gain": -0.13333333333333333, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 41, "deal": 1, "seat": 1, "move": "1-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-6@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@BL", "hindsight_loss": 0.19999999999999996, "gain": 0.06666666666666676, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 42, "deal": 1, "seat": 0, "move": "5-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@BL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "4-6@BL", "hindsight_loss": 0.2, "gain": -0.2, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 43, "deal": 1, "seat": 1, "move": "3-5@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 44, "deal": 1, "seat": 0, "move": "4-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-5@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@BL", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 45, "deal": 1, "seat": 1, "move": "1-5@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 46, "deal": 1, "seat": 0, "move": "4-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-4@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@BL", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 47, "deal": 1, "seat": 1, "move": "1-1@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.5, 0.25, 0.5, 0.2, 0.5, 0.0, 0.0, 0.4, 0.5, 1.0, 1.0, 0.45, 0.0, 0.2, 0.0, 0.4, 0.5, 0.2, 0.5, 0.6, 1.0, 0.4, 1.0, 0.6, 0.5, 0.4, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.25, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.65, 1.0, 0.6, 0.5, 0.4, 1.0, 0.8, 0.0, 0.5333333333333333, 0.0, 0.4, 0.5, 0.6, 1.0, 0.4, 1.0, 0.4, 0.0, 0.6, 1.0, 0.6, 1.0, 0.8, 0.5, 0.8, 0.0, 0.4, 1.0, 0.4, 0.5, 0.8, 0.5, 1.0, 1.0, 0.8, 1.0, 0.4, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]], "curve_se": [[0.5, 0.09933992677987828, 0.5, 0.2, 0.5, 0.0, 0.0, 0.24494897427831783, 0.5, 0.0, 0.0, 0.11413288653790232, 0.0, 0.2, 0.0, 0.24494897427831783, 0.5, 0.2, 0.5, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.5, 0.24494897427831783, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.19364916731037085, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.10942433098048311, 0.0, 0.11239029738980329, 0.5, 0.24494897427831783, 0.0, 0.2, 0.0, 0.13333333333333333, 0.0, 0.24494897427831783, 0.5, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.2, 0.5, 0.2, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.5, 0.2, 0.5, 0.0, 0.0, 0.2, 0.0, 0.24494897427831783, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 24, "choices": 22, "given_away": 3.35, "given_away_se": 0.983214384717692, "inaccuracies": 0, "mistakes": 2, "start": 0.5, "result": 0.0, "own": -1.6251587301587302, "luck": 1.1251587301587302, "dealt": 1.0}, {"seat": 1, "decisions": 24, "choices": 20, "given_away": -1.1333333333333333, "given_away_se": 0.893681991587922, "inaccuracies": 0, "mistakes": 0, "start": 0.0, "result": 1.0, "own": -0.09501637251637207, "luck": 1.0950163725163722, "dealt": 1.0}], "chance": [[0.5, 0.25, 0.5, 0.2, 0.5, 0.0, 0.0, 0.4, 0.5, 1.0, 1.0, 0.45, 0.0, 0.2, 0.0, 0.4, 0.5, 0.2, 0.5, 0.6, 1.0, 0.4, 1.0, 0.6, 0.5, 0.4, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.65, 1.0, 0.6, 0.5, 0.4, 1.0, 0.8, 0.0, 0.5333333333333333, 0.0, 0.4, 0.5, 0.6, 1.0, 0.4, 1.0, 0.4, 0.0, 0.6, 1.0, 0.6, 1.0, 0.8, 0.5, 0.8, 0.0, 0.4, 1.0, 0.4, 0.5, 0.8, 0.5, 1.0, 1.0, 0.8, 1.0, 0.4, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 24, "choices": 22, "given_away": 3.35, "given_away_se": 0.983214384717692, "inaccuracies": 0, "mistakes": 2, "start": 0.5, "result": 0.0, "own": -1.6251587301587302, "luck": 1.1251587301587302, "dealt": 1.0}, {"seat": 1, "decisions": 24, "choices": 20, "given_away": -1.1333333333333333, "given_away_se": 0.893681991587922, "inaccuracies": 0, "mistakes": 0, "start": 0.0, "result": 1.0, "own": -0.09501637251637207, "luck": 1.0950163725163722, "dealt": 1.0}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('0eUY53Nb', '2026-12-07 21:59:24.963201+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "sausage-one-way", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 0, "policy": "random", "worlds": 4, "budget": 1.0, "seconds": 0.79, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "2-2", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-2", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5", "hindsight_loss": 0.5, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 1, "deal": 1, "seat": 1, "move": "1-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.3125, "hindsight_se": 0.2366211810750114}, {"move": "0-2@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-2@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@TR", "hindsight_loss": 0.25, "gain": 0.4583333333333333, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "2-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-5@BR", "mean": 0.5625, "se": 0.2576941016011038, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-3@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.22916666666666663, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "1-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@TR", "mean": 0.5625, "se": 0.128086884574495, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@BR", "mean": 0.5625, "se": 0.128086884574495, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-6@TR", "mean": 0.5, "se": 0.12909944487358055, "n": 16, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TR", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-1@TR", "mean": 0.390625, "se": 0.12283277504395966, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@TR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@BR", "mean": 0.328125, "se": 0.11796616305110547, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.3125, "se": 0.11967838846954226, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "1-4@TR", "loss": -0.0625, "loss_se": 0.17001838135919303, "hindsight_best": "1-1@TR", "hindsight_loss": 0.5, "gain": -0.12109375, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-1@TR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 1, "move": "1-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.3125, "hindsight_se": 0.2366211810750114}, {"move": "1-1@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-0@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@BR", "hindsight_loss": 1.0, "gain": 0.0625, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 6, "deal": 1, "seat": 0, "move": "0-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TR", "mean": 0.6666666666666666, "se": 0.1421338109037403, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-3@TR", "mean": 0.5833333333333334, "se": 0.1486470975026408, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-6@TR", "mean": 0.5833333333333334, "se": 0.1486470975026408, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "0-5@TR", "loss": -0.25, "loss_se": 0.13055824196677338, "hindsight_best": "0-5@TR", "hindsight_loss": 0.0, "gain": 0.05555555555555547, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 7, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "5-6@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "3-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "5-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "3-5@TR", "loss": 0.75, "loss_se": 0.25, "hindsight_best": "2-5@TR", "hindsight_loss": 0.75, "gain": -0.44999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 9, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 0, "move": "3-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "4-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@TR", "hindsight_loss": 0.5, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 11, "deal": 1, "seat": 1, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@TR", "mean": 0.5, "se": 0.12909944487358055, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-3@TR", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-6@BR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@BR", "mean": 0.3125, "se": 0.11967838846954226, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.3125, "se": 0.11967838846954226, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "6-6@BR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-6@TR", "mean": 0.125, "se": 0.08539125638299665, "n": 16, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@TR", "loss": -0.125, "loss_se": 0.125, "hindsight_best": "3-3@TR", "hindsight_loss": 0.25, "gain": 0.04464285714285715, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 12, "deal": 1, "seat": 0, "move": "0-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "5-5@cut:3", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-3@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@cut:3", "hindsight_loss": 0.5, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 13, "deal": 1, "seat": 1, "move": "0-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@cut:4", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-0@TR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@TR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@BR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@TR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "3-6@cut:4", "loss": 0.0625, "loss_se": 0.17001838135919303, "hindsight_best": "3-6@cut:4", "hindsight_loss": 0.25, "gain": -0.11458333333333331, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 14, "deal": 1, "seat": 0, "move": "5-5@cut:3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 15, "deal": 1, "seat": 1, "move": "3-6@cut:4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@cut:4", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@BR", "hindsight_loss": 0.25, "gain": 0.035714285714285726, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 16, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 17, "deal": 1, "seat": 1, "move": "1-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-2@BR", "hindsight_loss": 0.25, "gain": -0.20833333333333334, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 18, "deal": 1, "seat": 0, "move": "2-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-3@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-3@BR", "hindsight_loss": 0.25, "gain": -0.012499999999999956, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 19, "deal": 1, "seat": 1, "move": "3-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@BR", "mean": 0.375, "se": 0.18298126367784998, "n": 8, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@cut:5", "mean": 0.28125, "se": 0.15978151935869, "n": 8, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-3@BR", "hindsight_loss": 0.0, "gain": 0.046875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 20, "deal": 1, "seat": 0, "move": "3-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "3-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@BR", "hindsight_loss": 0.5, "gain": 0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 21, "deal": 1, "seat": 1, "move": "0-1@cut:5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 1, "seat": 0, "move": "0-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-3@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "3-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@BR", "hindsight_loss": 0.0, "gain": 0.08333333333333337, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 23, "deal": 1, "seat": 1, "move": "0-5@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "2-4@TR", "mean": 0.703125, "se": 0.11460700513057655, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@TR", "mean": 0.453125, "se": 0.1254549014254392, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-4@TR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@BR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@TR", "mean": 0.1875, "se": 0.10077822185373188, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-5@BR", "mean": 0.1875, "se": 0.10077822185373188, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@TR", "loss": 0.515625, "loss_se": 0.12597277731716483, "hindsight_best": "2-4@TR", "hindsight_loss": 0.5, "gain": -0.16517857142857145, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 24, "deal": 1, "seat": 0, "move": "4-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.875, "se": 0.08539125638299665, "n": 16, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@TR", "mean": 0.75, "se": 0.11180339887498948, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "4-5@TR", "loss": 0.125, "loss_se": 0.125, "hindsight_best": "4-5@TR", "hindsight_loss": 0.25, "gain": -0.0625, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 25, "deal": 1, "seat": 1, "move": "2-6@TR", "kind": "play", "verdict": "mistake", "moves": [{"move": "6-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@cut:8", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "6-6@TR", "loss": 1.0, "loss_se": 0.0, "hindsight_best": "6-6@TR", "hindsight_loss": 0.25, "gain": -0.5, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 26, "deal": 1, "seat": 0, "move": "5-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@BR", "mean": 0.8333333333333334, "se": 0.11236664374387367, "n": 12, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.13055824196677338, "n": 12, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@BR", "mean": 0.6666666666666666, "se": 0.1421338109037403, "n": 12, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@BR", "mean": 0.5833333333333334, "se": 0.1486470975026408, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-6@BR", "mean": 0.5, "se": 0.15075567228888181, "n": 12, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "5-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.16666666666666663, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 27, "deal": 1, "seat": 1, "move": "1-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@cut:8", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-4@cut:8", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-4@cut:8", "hindsight_loss": 0.5, "gain": -0.05, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 28, "deal": 1, "seat": 0, "move": "5-6@cut:9", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@cut:9", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "5-6@cut:9", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.30000000000000004, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 29, "deal": 1, "seat": 1, "move": "1-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "1-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-5@BR", "hindsight_loss": 0.0, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 30, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@cut:10", "mean": 0.875, "se": 0.08539125638299665, "n": 16, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.765625, "se": 0.10574327697305394, "n": 16, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@TR", "mean": 0.75, "se": 0.11180339887498948, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "2-5@cut:10", "loss": -0.015625, "loss_se": 0.12176811552427562, "hindsight_best": "1-6@BR", "hindsight_loss": 0.0, "gain": -0.03125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 31, "deal": 1, "seat": 1, "move": "1-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@TR", "mean": 0.3333333333333333, "se": 0.1421338109037403, "n": 12, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@TR", "mean": 0.3333333333333333, "se": 0.1421338109037403, "n": 12, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@TR", "mean": 0.25, "se": 0.13055824196677338, "n": 12, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@TR", "mean": 0.16666666666666666, "se": 0.11236664374387367, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@TR", "hindsight_loss": 0.25, "gain": 0.0625, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 32, "deal": 1, "seat": 0, "move": "2-5@cut:10", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.875, "se": 0.125, "n": 8, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@cut:10", "mean": 0.875, "se": 0.125, "n": 8, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BR", "mean": 0.5, "se": 0.1889822365046136, "n": 8, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.5, "se": 0.1889822365046136, "n": 8, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@cut:10", "loss": -0.125, "loss_se": 0.125, "hindsight_best": "2-5@cut:10", "hindsight_loss": 0.0, "gain": 0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 33, "deal": 1, "seat": 1, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@TR", "loss": -0.5, "loss_se": 0.28867513459481287, "hindsight_best": "4-6@BR", "hindsight_loss": 0.25, "gain": 0.19374999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 34, "deal": 1, "seat": 0, "move": "0-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@BR", "loss": 0.4375, "loss_se": 0.32874445495957294, "hindsight_best": "0-6@BR", "hindsight_loss": 0.0, "gain": -0.21875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 35, "deal": 1, "seat": 1, "move": "2-3@TR", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-2@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-1@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-3@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-0@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-4@BR", "loss": 0.75, "loss_se": 0.25, "hindsight_best": "2-3@TR", "hindsight_loss": 0.0, "gain": -0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 36, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 37, "deal": 1, "seat": 1, "move": "0-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@cut:12", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-1@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@cut:12", "loss": 0.0, "loss_se": 0.408248290463863, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.5, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 38, "deal": 1, "seat": 0, "move": "3-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "3-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@TR", "hindsight_loss": 0.25, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 39, "deal": 1, "seat": 1, "move": "3-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-3@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@cut:12", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-3@TR", "hindsight_loss": 0.75, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 40, "deal": 1, "seat": 0, "move": "4-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@BR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 41, "deal": 1, "seat": 1, "move": "1-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@cut:11", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@TR", "loss": 0.5, "loss_se": 0.28867513459481287, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.25, "gain": -0.1, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 42, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 43, "deal": 1, "seat": 1, "move": "1-1@cut:11", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-1@cut:11", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.0, "gain": 0.1111111111111111, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 44, "deal": 1, "seat": 0, "move": "1-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-2@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-2@TR", "hindsight_loss": 0.25, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 45, "deal": 1, "seat": 1, "move": "0-2@cut:13", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@cut:12", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@cut:12", "loss": 0.25, "loss_se": 0.25, "hindsight_best": "3-4@BR", "hindsight_loss": 0.25, "gain": -0.09375, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 46, "deal": 1, "seat": 0, "move": "1-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "2-4@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-4@BR", "hindsight_loss": 0.25, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 47, "deal": 1, "seat": 1, "move": "0-1@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "5-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@TR", "hindsight_loss": 0.5, "gain": -0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 48, "deal": 1, "seat": 0, "move": "2-5@TR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 49, "deal": 1, "seat": 1, "move": "0-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-2@TR", "loss": 0.5, "loss_se": 0.28867513459481287, "hindsight_best": "2-2@TR", "hindsight_loss": 0.5, "gain": -0.35, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 50, "deal": 1, "seat": 0, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-2@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "2-4@TR", "hindsight_loss": 0.0, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 51, "deal": 1, "seat": 1, "move": "4-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0625, "hindsight_se": 0.0625}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "4-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@BR", "hindsight_loss": 0.75, "gain": -0.08333333333333333, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 52, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 53, "deal": 1, "seat": 1, "move": "5-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@BR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 54, "deal": 1, "seat": 0, "move": "0-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "0-6@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6@TR", "hindsight_loss": 0.0, "gain": 0.16666666666666663, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 55, "deal": 1, "seat": 1, "move": "5-6@BR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 56, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@BR", "hindsight_loss": 0.0, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 57, "deal": 1, "seat": 1, "move": "0-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-4@TR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 58, "deal": 1, "seat": 0, "move": "1-1@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@BR", "hindsight_loss": 0.0, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 59, "deal": 1, "seat": 1, "move": "3-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-4@TR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 60, "deal": 1, "seat": 0, "move": "3-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@TR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 61, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 62, "deal": 1, "seat": 0, "move": "1-2@BR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.5, 0.5, 1.0, 0.75, 1.0, 1.0, 0.5, 0.6666666666666666, 0.5, 0.25, 1.0, 0.75, 1.0, 0.75, 1.0, 1.0, 0.0, 0.0, 0.0, 0.75, 0.5, 0.75, 0.0, 0.75, 1.0, 0.75, 0.5, 0.8333333333333334, 1.0, 1.0, 1.0, 0.765625, 1.0, 0.875, 0.5, 0.3125, 1.0, 1.0, 0.5, 1.0, 0.625, 1.0, 0.5, 1.0, 1.0, 0.5, 1.0, 0.75, 0.5, 0.0, 0.5, 0.25, 0.5, 1.0, 1.0, 1.0, 1.0, 0.75, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [0.125, 0.5, 0.75, 0.0, 0.3125, 0.0, 0.5, 0.5, 0.0, 0.5, 0.5, 0.0, 0.375, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.5, 0.375, 0.5, 1.0, 0.0, 0.1875, 1.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.3333333333333333, 0.0, 0.5, 0.5, 0.0, 0.0, 0.25, 1.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]], "curve_se": [[0.5, 0.28867513459481287, 0.0, 0.25, 0.0, 0.0, 0.5, 0.1421338109037403, 0.5, 0.25, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.25, 0.5, 0.25, 0.0, 0.25, 0.0, 0.11180339887498948, 0.5, 0.11236664374387367, 0.0, 0.0, 0.0, 0.10574327697305394, 0.0, 0.125, 0.5, 0.2366211810750114, 0.0, 0.0, 0.5, 0.0, 0.375, 0.0, 0.5, 0.0, 0.0, 0.28867513459481287, 0.0, 0.25, 0.5, 0.0, 0.5, 0.25, 0.5, 0.0, 0.0, 0.0, 0.0, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.125, 0.5, 0.25, 0.0, 0.11967838846954226, 0.0, 0.28867513459481287, 0.5, 0.0, 0.5, 0.5, 0.0, 0.125, 0.0, 0.11180339887498948, 0.0, 0.25, 0.0, 0.0, 0.5, 0.18298126367784998, 0.5, 0.0, 0.0, 0.10077822185373188, 0.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.1421338109037403, 0.0, 0.28867513459481287, 0.5, 0.0, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 32, "choices": 24, "given_away": 0.421875, "given_away_se": 0.5989122182511011, "inaccuracies": 0, "mistakes": 1, "start": 0.5, "result": 1.0, "own": 0.6013888888888889, "luck": -0.10138888888888886, "dealt": 0.5}, {"seat": 1, "decisions": 31, "choices": 26, "given_away": 2.390625, "given_away_se": 0.8694672548702835, "inaccuracies": 0, "mistakes": 3, "start": 0.125, "result": 0.0, "own": -0.8958457341269841, "luck": 0.7708457341269841, "dealt": 0.0}], "chance": [[0.5, 0.5, 1.0, 0.75, 1.0, 1.0, 0.5, 0.6666666666666666, 0.5, 0.25, 1.0, 0.75, 1.0, 0.75, 1.0, 1.0, 0.0, 0.0, 0.0, 0.75, 0.5, 0.75, 0.0, 0.75, 1.0, 0.75, 0.5, 0.8333333333333334, 1.0, 1.0, 1.0, 0.75, 1.0, 0.875, 0.5, 0.25, 1.0, 1.0, 0.5, 1.0, 0.5, 1.0, 0.5, 1.0, 1.0, 0.5, 1.0, 0.75, 0.5, 0.0, 0.5, 0.25, 0.5, 1.0, 1.0, 1.0, 1.0, 0.75, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [0.0, 0.5, 0.75, 0.0, 0.3125, 0.0, 0.5, 0.5, 0.0, 0.5, 0.5, 0.0, 0.375, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.5, 0.375, 0.5, 1.0, 0.0, 0.1875, 1.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.3333333333333333, 0.0, 0.5, 0.5, 0.0, 0.0, 0.25, 1.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]]}], "seats": [{"seat": 0, "decisions": 32, "choices": 24, "given_away": 0.421875, "given_away_se": 0.5989122182511011, "inaccuracies": 0, "mistakes": 1, "start": 0.5, "result": 1.0, "own": 0.6013888888888889, "luck": -0.10138888888888886, "dealt": 0.5}, {"seat": 1, "decisions": 31, "choices": 26, "given_away": 2.390625, "given_away_se": 0.8694672548702835, "inaccuracies": 0, "mistakes": 3, "start": 0.125, "result": 0.0, "own": -0.8958457341269841, "luck": 0.7708457341269841, "dealt": 0.0}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('3FTDXYJR', '2026-12-07 21:59:33.207303+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "twins", "players": 2, "options": {"set": 6, "hand_size": null, "lead_double": null, "target": 20}, "seed": 0, "policy": "random", "worlds": 62, "budget": 1.0, "seconds": 0.355, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "3-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 1, "deal": 1, "seat": 1, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@L", "mean": 0.43548387096774194, "se": 0.06348327120481284, "n": 62, "hindsight": 0.27419354838709675, "hindsight_se": 0.057118147099084166}, {"move": "0-3@R", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.27419354838709675, "hindsight_se": 0.057118147099084166}], "best": "0-3@L", "loss": -0.06451612903225806, "loss_se": 0.045244314407630756, "hindsight_best": "0-3@L", "hindsight_loss": 0.0, "gain": 0.024193548387096808, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "1-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@R", "mean": 0.8306451612903226, "se": 0.04732890137907808, "n": 62, "hindsight": 0.6451612903225806, "hindsight_se": 0.06126109130650272}, {"move": "3-5@R", "mean": 0.8064516129032258, "se": 0.050584681305417746, "n": 62, "hindsight": 0.7580645161290323, "hindsight_se": 0.05483248790412075}], "best": "1-3@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@R", "hindsight_loss": 0.11290322580645162, "gain": 0.012096774193548376, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "0-0@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 4, "deal": 1, "seat": 0, "move": "1-1@R", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-1@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@L", "mean": 0.7419354838709677, "se": 0.056025056110625186, "n": 62, "hindsight": 0.5645161290322581, "hindsight_se": 0.06243332876293453}, {"move": "1-1@R", "mean": 0.4435483870967742, "se": 0.06308736556581326, "n": 62, "hindsight": 0.28225806451612906, "hindsight_se": 0.057052778479663335}], "best": "0-1@L", "loss": 0.5564516129032258, "loss_se": 0.06308736556581326, "hindsight_best": "0-1@L", "hindsight_loss": 0.717741935483871, "gain": -0.2849462365591398, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 5, "deal": 1, "seat": 1, "move": "0-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@L", "mean": 0.4092741935483871, "se": 0.03122082531436384, "n": 248, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "1-6@R", "mean": 0.3951612903225806, "se": 0.030975549710082047, "n": 248, "hindsight": 0.5887096774193549, "hindsight_se": 0.062476006550926735}], "best": "0-4@L", "loss": -0.036290322580645164, "loss_se": 0.02932387138184897, "hindsight_best": "0-4@L", "hindsight_loss": 0.0, "gain": 0.007056451612903247, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 6, "deal": 1, "seat": 0, "move": "0-1@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "0-2@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "4-4@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "2-4@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "4-5@L", "mean": 0.9959677419354839, "se": 0.004032258064516129, "n": 248, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-4@L", "mean": 0.907258064516129, "se": 0.018456741073081435, "n": 248, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}, {"move": "1-4@L", "mean": 0.6048387096774194, "se": 0.03110702726972489, "n": 248, "hindsight": 0.5967741935483871, "hindsight_se": 0.06280789804452513}, {"move": "4-6@L", "mean": 0.5685483870967742, "se": 0.031513837242691176, "n": 248, "hindsight": 0.5161290322580645, "hindsight_se": 0.06398512305554384}, {"move": "2-2@R", "mean": 0.45564516129032256, "se": 0.031688811310611006, "n": 248, "hindsight": 0.6290322580645161, "hindsight_se": 0.061849987261455165}], "best": "4-5@L", "loss": 0.08870967741935484, "loss_se": 0.01897204278968205, "hindsight_best": "4-5@L", "hindsight_loss": 0.048387096774193505, "gain": 0.20080645161290323, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "2-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@L", "mean": 0.9435483870967742, "se": 0.028409352604361095, "n": 62, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}, {"move": "2-2@R", "mean": 0.9435483870967742, "se": 0.028409352604361095, "n": 62, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}], "best": "2-2@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 12, "deal": 1, "seat": 0, "move": "2-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.12096774193548387, "se": 0.029402525657030033, "n": 124, "hindsight": 0.12903225806451613, "hindsight_se": 0.04292252541026551}, {"move": "2-3@R", "mean": 0.12096774193548387, "se": 0.029402525657030033, "n": 124, "hindsight": 0.0967741935483871, "hindsight_se": 0.037854109292804396}, {"move": "2-5@L", "mean": 0.10483870967741936, "se": 0.02762224192619441, "n": 124, "hindsight": 0.03225806451612903, "hindsight_se": 0.022622157203815378}, {"move": "2-6@L", "mean": 0.08064516129032258, "se": 0.024551508696506567, "n": 124, "hindsight": 0.12096774193548387, "hindsight_se": 0.040952249138978304}, {"move": "2-5@R", "mean": 0.08064516129032258, "se": 0.024551508696506567, "n": 124, "hindsight": 0.20967741935483872, "hindsight_se": 0.052121044358699666}, {"move": "2-6@R", "mean": 0.06451612903225806, "se": 0.02215132694862699, "n": 124, "hindsight": 0.08064516129032258, "hindsight_se": 0.034863085661141255}, {"move": "1-2@R", "mean": 0.04032258064516129, "se": 0.017737166466787604, "n": 124, "hindsight": 0.04032258064516129, "hindsight_se": 0.023838394458107322}, {"move": "1-2@L", "mean": 0.024193548387096774, "se": 0.013854124038505378, "n": 124, "hindsight": 0.03225806451612903, "hindsight_se": 0.022622157203815378}], "best": "2-3@L", "loss": 0.03225806451612903, "loss_se": 0.03609492226684722, "hindsight_best": "2-5@R", "hindsight_loss": 0.0, "gain": 0.0010080645161290314, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 6577}}, {"step": 13, "deal": 1, "seat": 1, "move": "5-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 14, "deal": 1, "seat": 0, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@R", "mean": 0.1774193548387097, "se": 0.03444587215730565, "n": 124, "hindsight": 0.20967741935483872, "hindsight_se": 0.052121044358699666}, {"move": "3-5@R", "mean": 0.1693548387096774, "se": 0.03381847492814875, "n": 124, "hindsight": 0.16129032258064516, "hindsight_se": 0.04709177548576031}, {"move": "5-6@R", "mean": 0.13709677419354838, "se": 0.031012880709678958, "n": 124, "hindsight": 0.14516129032258066, "hindsight_se": 0.045102704312520885}, {"move": "1-2@L", "mean": 0.04838709677419355, "se": 0.01934828108160179, "n": 124, "hindsight": 0.04838709677419355, "hindsight_se": 0.027474514461903608}, {"move": "2-3@L", "mean": 0.0, "se": 0.0, "n": 124, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-6@L", "mean": 0.0, "se": 0.0, "n": 124, "hindsight": 0.016129032258064516, "hindsight_se": 0.016129032258064516}], "best": "0-5@R", "loss": -0.04032258064516129, "loss_se": 0.031148977384145942, "hindsight_best": "0-5@R", "hindsight_loss": 0.0, "gain": 0.08870967741935486, "open": {"status": "solved", "moves": [{"move": "0-5@R", "value": 1.0, "margin": 8}, {"move": "3-5@R", "value": 1.0, "margin": null}, {"move": "5-6@R", "value": 1.0, "margin": null}, {"move": "1-2@L", "value": -1.0, "margin": null}, {"move": "2-3@L", "value": -1.0, "margin": null}, {"move": "2-6@L", "value": -1.0, "margin": null}], "best": "0-5@R", "nodes": 6790}}, {"step": 15, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 16, "deal": 1, "seat": 0, "move": "2-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.3548387096774194, "hindsight_se": 0.06126109130650272}, {"move": "2-6@L", "mean": 0.20967741935483872, "se": 0.052121044358699666, "n": 62, "hindsight": 0.1935483870967742, "hindsight_se": 0.05058468130541774}, {"move": "0-6@R", "mean": 0.1774193548387097, "se": 0.04891305893000953, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}, {"move": "1-2@L", "mean": 0.14516129032258066, "se": 0.045102704312520885, "n": 62, "hindsight": 0.12903225806451613, "hindsight_se": 0.04292252541026551}], "best": "2-3@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-3@L", "hindsight_loss": 0.0, "gain": 0.157258064516129, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": 1.0, "margin": 8}, {"move": "2-3@L", "value": 1.0, "margin": 8}, {"move": "2-6@L", "value": 1.0, "margin": null}, {"move": "0-6@R", "value": 1.0, "margin": null}], "best": "1-2@L", "nodes": 5656}}, {"step": 17, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 18, "deal": 1, "seat": 0, "move": "3-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@L", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.41935483870967744, "hindsight_se": 0.06318024670039094}, {"move": "3-5@L", "mean": 0.3064516129032258, "se": 0.0590275042660008, "n": 62, "hindsight": 0.24193548387096775, "hindsight_se": 0.05483248790412075}, {"move": "0-6@R", "mean": 0.2903225806451613, "se": 0.05811737414282667, "n": 62, "hindsight": 0.3387096774193548, "hindsight_se": 0.060596141174796975}, {"move": "3-4@L", "mean": 0.24193548387096775, "se": 0.05483248790412075, "n": 62, "hindsight": 0.25806451612903225, "hindsight_se": 0.056025056110625186}], "best": "3-6@L", "loss": 0.016129032258064516, "loss_se": 0.07084865735873298, "hindsight_best": "3-6@L", "hindsight_loss": 0.16129032258064518, "gain": -0.06451612903225806, "open": {"status": "solved", "moves": [{"move": "3-4@L", "value": 1.0, "margin": 8}, {"move": "3-5@L", "value": 1.0, "margin": null}, {"move": "3-6@L", "value": 1.0, "margin": null}, {"move": "0-6@R", "value": 1.0, "margin": null}], "best": "3-4@L", "nodes": 2190}}, {"step": 19, "deal": 1, "seat": 1, "move": "4-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.7903225806451613, "se": 0.052121044358699666, "n": 62, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "4-5@L", "mean": 0.6612903225806451, "se": 0.060596141174796975, "n": 62, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "1-4@L", "mean": 0.6451612903225806, "se": 0.06126109130650272, "n": 62, "hindsight": 0.7419354838709677, "hindsight_se": 0.056025056110625186}], "best": "4-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.048387096774193505, "gain": 0.09139784946236562, "open": {"status": "solved", "moves": [{"move": "1-4@L", "value": -1.0, "margin": -8}, {"move": "4-5@L", "value": -1.0, "margin": null}, {"move": "4-6@L", "value": -1.0, "margin": -9}], "best": "1-4@L", "nodes": 1608}}, {"step": 20, "deal": 1, "seat": 0, "move": "0-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.3064516129032258, "se": 0.0590275042660008, "n": 62, "hindsight": 0.22580645161290322, "hindsight_se": 0.05353379475343739}, {"move": "0-6@R", "mean": 0.1774193548387097, "se": 0.04891305893000953, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}], "best": "6-6@L", "loss": 0.0, "loss_se": 0.06084196831471061, "hindsight_best": "6-6@L", "hindsight_loss": 0.11290322580645161, "gain": -0.06451612903225806, "open": {"status": "solved", "moves": [{"move": "6-6@L", "value": 1.0, "margin": 9}, {"move": "0-6@R", "value": 1.0, "margin": 14}], "best": "6-6@L", "nodes": 1135}}, {"step": 21, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 1, "seat": 0, "move": "6-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.3225806451612903, "se": 0.05985260208110381, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}, {"move": "6-6@R", "mean": 0.3225806451612903, "se": 0.05985260208110381, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}], "best": "6-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "6-6@L", "value": 1.0, "margin": 14}, {"move": "6-6@R", "value": 1.0, "margin": null}], "best": "6-6@L", "nodes": 511}}, {"step": 23, "deal": 1, "seat": 1, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-6@R", "mean": 0.8709677419354839, "se": 0.04292252541026551, "n": 62, "hindsight": 0.7903225806451613, "hindsight_se": 0.052121044358699666}, {"move": "1-6@L", "mean": 0.7741935483870968, "se": 0.05353379475343739, "n": 62, "hindsight": 0.8064516129032258, "hindsight_se": 0.050584681305417746}], "best": "1-6@R", "loss": 0.0967741935483871, "loss_se": 0.0752562251812595, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": -0.048387096774193505, "open": {"status": "solved", "moves": [{"move": "1-6@L", "value": -1.0, "margin": -14}, {"move": "1-6@R", "value": -1.0, "margin": null}], "best": "1-6@L", "nodes": 279}}, {"step": 24, "deal": 1, "seat": 0, "move": "2-6@R", "kind": "play", "verdict": "mistake", "moves": [{"move": "1-2@L", "mean": 0.5, "se": 0.06401843996644799, "n": 62, "hindsight": 0.5, "hindsight_se": 0.06401843996644799}, {"move": "2-6@R", "mean": 0.12903225806451613, "se": 0.04292252541026551, "n": 62, "hindsight": 0.24193548387096775, "hindsight_se": 0.05483248790412075}, {"move": "3-6@R", "mean": 0.06451612903225806, "se": 0.03145483312102179, "n": 62, "hindsight": 0.0967741935483871, "hindsight_se": 0.037854109292804396}, {"move": "5-6@R", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-2@L", "loss": 0.3709677419354839, "loss_se": 0.08365611336225112, "hindsight_best": "1-2@L", "hindsight_loss": 0.25806451612903225, "gain": -0.044354838709677435, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": 1.0, "margin": 14}, {"move": "2-6@R", "value": -1.0, "margin": -20}, {"move": "3-6@R", "value": -1.0, "margin": null}, {"move": "5-6@R", "value": -1.0, "margin": null}], "best": "1-2@L", "nodes": 199}}, {"step": 25, "deal": 1, "seat": 1, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-5@L", "mean": 0.6935483870967742, "se": 0.05902750426600079, "n": 62, "hindsight": 0.6612903225806451, "hindsight_se": 0.060596141174796975}], "best": "1-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.0, "gain": 0.15322580645161288, "open": {"status": "solved", "moves": [{"move": "1-4@L", "value": 1.0, "margin": 20}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "1-4@L", "nodes": 36}}, {"step": 26, "deal": 1, "seat": 0, "move": "1-2@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 27, "deal": 1, "seat": 1, "move": "4-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-5@R", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "4-5@L", "value": 1.0, "margin": 20}, {"move": "1-5@R", "value": 1.0, "margin": null}], "best": "4-5@L", "nodes": 15}}, {"step": 28, "deal": 1, "seat": 0, "move": "3-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "3-5@L", "value": -1.0, "margin": -20}, {"move": "5-6@L", "value": -1.0, "margin": null}], "best": "3-5@L", "nodes": 5}}, {"step": 29, "deal": 1, "seat": 1, "move": "1-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.71875, 0.796875, 0.8125, 0.8306451612903226, 0.84375, 0.4435483870967742, 0.40625, 0.421875, 0.4375, 0.40625, 0.0, 0.125, 0.0625, 0.08064516129032258, 0.09375, 0.1774193548387097, 0.234375, 0.3870967741935484, 0.375, 0.24193548387096775, 0.3125, 0.1774193548387097, 0.21875, 0.3225806451612903, 0.0625, 0.12903225806451613, 0.0, 0.0, 0.0, 0.0, 0.0], [0.34375, 0.34375, 0.43548387096774194, 0.21875, 0.34375, 0.53125, 0.4092741935483871, 0.8125, 0.75, 0.75, 0.907258064516129, 1.0, 0.9435483870967742, 0.96875, 0.9375, 0.9375, 0.75, 0.8125, 0.65625, 0.71875, 0.7903225806451613, 0.84375, 0.6875, 0.8125, 0.7741935483870968, 0.78125, 1.0, 1.0, 1.0, 1.0, 1.0]], "curve_se": [[0.08075219711382271, 0.07049427667800301, 0.07010217197868432, 0.04732890137907808, 0.06521328221627366, 0.06308736556581326, 0.0882099653319905, 0.0872674761821009, 0.08909830562090465, 0.0882099653319905, 0.0, 0.05939887041393643, 0.04347552147751577, 0.024551508696506567, 0.052351460373382196, 0.03444587215730565, 0.07440752203021828, 0.06236498355496803, 0.08695104295503155, 0.05483248790412075, 0.08324928557283298, 0.04891305893000953, 0.07424858801742054, 0.05985260208110381, 0.04347552147751577, 0.04292252541026551, 0.0, 0.0, 0.0, 0.0, 0.0], [0.08530513305661303, 0.08530513305661303, 0.06348327120481284, 0.07424858801742054, 0.08530513305661303, 0.08962708359030336, 0.03122082531436384, 0.07010217197868432, 0.0777713771047819, 0.0777713771047819, 0.018456741073081435, 0.0, 0.028409352604361095, 0.03125, 0.04347552147751577, 0.04347552147751577, 0.0777713771047819, 0.07010217197868432, 0.08530513305661303, 0.08075219711382271, 0.052121044358699666, 0.06521328221627366, 0.08324928557283298, 0.07010217197868432, 0.05353379475343739, 0.07424858801742054, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 15, "choices": 10, "given_away": 0.9354838709677419, "given_away_se": 0.1482320497071519, "inaccuracies": 0, "mistakes": 2, "start": 0.71875, "result": 0.0, "own": -0.19926075268817212, "luck": -0.5194892473118279, "dealt": 0.5625}, {"seat": 1, "decisions": 15, "choices": 8, "given_away": 0.08467741935483872, "given_away_se": 0.09450066272350544, "inaccuracies": 1, "mistakes": 0, "start": 0.34375, "result": 1.0, "own": 0.4282930107526883, "luck": 0.22795698924731173, "dealt": 0.375}], "chance": [[0.71875, 0.796875, 0.8125, 0.8306451612903226, 0.84375, 0.4435483870967742, 0.40625, 0.421875, 0.4375, 0.40625, 0.0, 0.125, 0.0625, 0.08064516129032258, 0.09375, 0.1774193548387097, 0.234375, 0.3870967741935484, 0.375, 0.24193548387096775, 0.3125, 0.1774193548387097, 0.21875, 0.3225806451612903, 0.0625, 0.12903225806451613, 0.0, 0.0, 0.0, 0.0, 0.0], [0.34375, 0.34375, 0.43548387096774194, 0.21875, 0.34375, 0.53125, 0.4092741935483871, 0.8125, 0.75, 0.75, 0.907258064516129, 1.0, 0.9435483870967742, 0.96875, 0.9375, 0.9375, 0.75, 0.8125, 0.65625, 0.71875, 0.7903225806451613, 0.84375, 0.6875, 0.8125, 0.7741935483870968, 0.78125, 1.0, 1.0, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 15, "choices": 10, "given_away": 0.9354838709677419, "given_away_se": 0.1482320497071519, "inaccuracies": 0, "mistakes": 2, "start": 0.71875, "result": 0.0, "own": -0.19926075268817212, "luck": -0.5194892473118279, "dealt": 0.5625}, {"seat": 1, "decisions": 15, "choices": 8, "given_away": 0.08467741935483872, "given_away_se": 0.09450066272350544, "inaccuracies": 1, "mistakes": 0, "start": 0.34375, "result": 1.0, "own": 0.4282930107526883, "luck": 0.22795698924731173, "dealt": 0.375}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('ixJavgOU', '2026-12-07 21:59:39.191403+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "maltese-cross", "players": 2, "options": {"target": 20}, "seed": 0, "policy": "random", "worlds": 55, "budget": 1.0, "seconds": 0.462, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "5-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 1, "deal": 1, "seat": 1, "move": "1-5@W", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@N", "mean": 0.5818181818181818, "se": 0.04724577405731571, "n": 110, "hindsight": 0.34545454545454546, "hindsight_se": 0.06470956516382613}, {"move": "1-5@W", "mean": 0.5636363636363636, "se": 0.04750185058907295, "n": 110, "hindsight": 0.2909090909090909, "hindsight_se": 0.061806297134457996}, {"move": "3-5@S", "mean": 0.5545454545454546, "se": 0.04760548821460328, "n": 110, "hindsight": 0.2909090909090909, "hindsight_se": 0.061806297134457996}, {"move": "3-5@W", "mean": 0.5454545454545454, "se": 0.04769300568972743, "n": 110, "hindsight": 0.3090909090909091, "hindsight_se": 0.06288639360110457}, {"move": "3-5@N", "mean": 0.5409090909090909, "se": 0.04751182556883244, "n": 110, "hindsight": 0.2727272727272727, "hindsight_se": 0.06060606060606061}, {"move": "1-5@E", "mean": 0.5, "se": 0.04789131426105757, "n": 110, "hindsight": 0.23636363636363636, "hindsight_se": 0.05781449705557247}, {"move": "3-5@E", "mean": 0.5, "se": 0.04789131426105757, "n": 110, "hindsight": 0.38181818181818183, "hindsight_se": 0.06611340675536796}, {"move": "1-5@S", "mean": 0.5, "se": 0.04789131426105757, "n": 110, "hindsight": 0.2909090909090909, "hindsight_se": 0.061806297134457996}], "best": "1-5@N", "loss": -0.04090909090909091, "loss_se": 0.03987669599292111, "hindsight_best": "3-5@E", "hindsight_loss": 0.09090909090909094, "gain": 0.027840909090909083, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "5-6@S", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "0-5@S", "mean": 0.9757575757575757, "se": 0.012009835681862292, "n": 165, "hindsight": 0.8727272727272727, "hindsight_se": 0.04535342286998717}, {"move": "0-5@N", "mean": 0.9696969696969697, "se": 0.013385639524223824, "n": 165, "hindsight": 0.7818181818181819, "hindsight_se": 0.05620374845754972}, {"move": "0-5@E", "mean": 0.9575757575757575, "se": 0.015738802848872593, "n": 165, "hindsight": 0.8181818181818182, "hindsight_se": 0.0524863881081478}, {"move": "4-5@S", "mean": 0.806060606060606, "se": 0.030874145136562132, "n": 165, "hindsight": 0.32727272727272727, "hindsight_se": 0.0638524469869863}, {"move": "5-6@N", "mean": 0.8, "se": 0.031234752377721213, "n": 165, "hindsight": 0.5818181818181818, "hindsight_se": 0.06712423323570162}, {"move": "5-6@E", "mean": 0.8, "se": 0.031234752377721213, "n": 165, "hindsight": 0.5636363636363636, "hindsight_se": 0.06748805288278814}, {"move": "5-6@S", "mean": 0.8, "se": 0.031234752377721213, "n": 165, "hindsight": 0.4727272727272727, "hindsight_se": 0.06794008776080904}, {"move": "4-5@N", "mean": 0.793939393939394, "se": 0.03158415324047706, "n": 165, "hindsight": 0.32727272727272727, "hindsight_se": 0.0638524469869863}, {"move": "4-5@E", "mean": 0.7818181818181819, "se": 0.032250781083062896, "n": 165, "hindsight": 0.3090909090909091, "hindsight_se": 0.06288639360110457}], "best": "0-5@S", "loss": 0.1696969696969697, "loss_se": 0.033982129150040376, "hindsight_best": "0-5@S", "hindsight_loss": 0.39999999999999997, "gain": -0.05387205387205385, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "3-5@E", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@E", "mean": 0.5272727272727272, "se": 0.06794008776080904, "n": 55, "hindsight": 0.4909090909090909, "hindsight_se": 0.06803013430498074}, {"move": "3-5@N", "mean": 0.509090909090909, "se": 0.06803013430498074, "n": 55, "hindsight": 0.509090909090909, "hindsight_se": 0.06803013430498074}], "best": "3-5@E", "loss": -0.03636363636363636, "loss_se": 0.04467342300504239, "hindsight_best": "3-5@N", "hindsight_loss": 0.018181818181818132, "gain": 0.00909090909090915, "open": {"status": "solved", "moves": [{"move": "3-5@N", "value": -1.0, "margin": null}, {"move": "3-5@E", "value": -1.0, "margin": null}], "best": "3-5@N", "nodes": 7036}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-5@N", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@N", "mean": 0.9272727272727272, "se": 0.03533910239300182, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@N", "mean": 0.5636363636363636, "se": 0.06748805288278814, "n": 55, "hindsight": 0.12727272727272726, "hindsight_se": 0.04535342286998717}], "best": "0-5@N", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@N", "hindsight_loss": 0.0, "gain": 0.18181818181818188, "open": {"status": "solved", "moves": [{"move": "0-5@N", "value": 1.0, "margin": 32}, {"move": "4-5@N", "value": -1.0, "margin": null}], "best": "0-5@N", "nodes": 9682}}, {"step": 5, "deal": 1, "seat": 1, "move": "3-3@E", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 0, "move": "0-0@N", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@N", "mean": 0.8363636363636363, "se": 0.050343174926776216, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-1@W", "mean": 0.8363636363636363, "se": 0.050343174926776216, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-0@N", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@N", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "0-0@N", "value": 1.0, "margin": 32}, {"move": "1-1@W", "value": 1.0, "margin": null}], "best": "0-0@N", "nodes": 6360}}, {"step": 7, "deal": 1, "seat": 1, "move": "6-6@S", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "1-1@W", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "1-2@W", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@N", "mean": 0.05454545454545454, "se": 0.030903148567228998, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@N", "mean": 0.05454545454545454, "se": 0.030903148567228998, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.05454545454545454, "se": 0.030903148567228998, "n": 55, "hindsight": 0.03636363636363636, "hindsight_se": 0.025473778207916145}, {"move": "0-2@N", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@E", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@E", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@W", "mean": 0.01818181818181818, "se": 0.01818181818181818, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@W", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-3@N", "loss": 0.03636363636363636, "loss_se": 0.025473778207916145, "hindsight_best": "4-6@S", "hindsight_loss": 0.03636363636363636, "gain": -0.03636363636363636, "open": {"status": "solved", "moves": [{"move": "0-2@N", "value": -1.0, "margin": -32}, {"move": "0-3@N", "value": -1.0, "margin": null}, {"move": "0-4@N", "value": -1.0, "margin": null}, {"move": "0-3@E", "value": -1.0, "margin": null}, {"move": "3-4@E", "value": -1.0, "margin": null}, {"move": "4-6@S", "value": -1.0, "margin": null}, {"move": "1-2@W", "value": -1.0, "margin": -34}, {"move": "1-4@W", "value": -1.0, "margin": null}], "best": "0-2@N", "nodes": 1770}}, {"step": 10, "deal": 1, "seat": 0, "move": "0-1@N", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "0-2@W", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@W", "mean": 0.01818181818181818, "se": 0.01818181818181818, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@N", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@E", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@E", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-2@W", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-2@W", "hindsight_loss": 0.0, "gain": 0.014545454545454545, "open": {"status": "solved", "moves": [{"move": "1-4@N", "value": -1.0, "margin": -34}, {"move": "0-3@E", "value": -1.0, "margin": null}, {"move": "3-4@E", "value": -1.0, "margin": null}, {"move": "4-6@S", "value": -1.0, "margin": null}, {"move": "0-2@W", "value": -1.0, "margin": -32}], "best": "1-4@N", "nodes": 79}}, {"step": 12, "deal": 1, "seat": 0, "move": "2-3@E", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 13, "deal": 1, "seat": 1, "move": "0-3@W", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@N", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@W", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@W", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-3@W", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@W", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "1-4@N", "value": -1.0, "margin": -32}, {"move": "4-6@S", "value": -1.0, "margin": null}, {"move": "0-3@W", "value": -1.0, "margin": -29}, {"move": "0-4@W", "value": -1.0, "margin": null}], "best": "1-4@N", "nodes": 40}}, {"step": 14, "deal": 1, "seat": 0, "move": "2-6@S", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6@S", "mean": 0.9272727272727272, "se": 0.03533910239300182, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-6@E", "mean": 0.8363636363636363, "se": 0.050343174926776216, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-6@S", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@S", "hindsight_loss": 0.0, "gain": 0.045454545454545414, "open": {"status": "solved", "moves": [{"move": "2-6@E", "value": 1.0, "margin": 29}, {"move": "2-6@S", "value": 1.0, "margin": 29}], "best": "2-6@E", "nodes": 28}}, {"step": 15, "deal": 1, "seat": 1, "move": "3-4@W", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@W", "mean": 0.07272727272727272, "se": 0.035339102393001816, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@N", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@W", "loss": -0.05454545454545454, "loss_se": 0.030903148567228998, "hindsight_best": "3-4@W", "hindsight_loss": 0.0, "gain": 0.01818181818181818, "open": {"status": "solved", "moves": [{"move": "1-4@N", "value": -1.0, "margin": -29}, {"move": "3-4@W", "value": -1.0, "margin": -27}], "best": "1-4@N", "nodes": 6}}, {"step": 16, "deal": 1, "seat": 0, "move": "4-5@W", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.84375, 0.84375, 0.84375, 0.8, 0.6875, 0.9272727272727272, 0.75, 0.8363636363636363, 0.953125, 0.9375, 0.8125, 0.96875, 0.9375, 0.96875, 0.71875, 0.9272727272727272, 1.0, 1.0], [0.59375, 0.46875, 0.5636363636363636, 0.53125, 0.5272727272727272, 0.71875, 0.34375, 0.375, 0.03125, 0.0625, 0.0, 0.0, 0.01818181818181818, 0.0, 0.0, 0.03125, 0.07272727272727272, 0.0]], "curve_se": [[0.06521328221627366, 0.06521328221627366, 0.06521328221627366, 0.031234752377721213, 0.08324928557283298, 0.03533910239300182, 0.0777713771047819, 0.050343174926776216, 0.03448479532882525, 0.04347552147751577, 0.07010217197868432, 0.03125, 0.04347552147751577, 0.03125, 0.08075219711382271, 0.03533910239300182, 0.0, 0.0], [0.0882099653319905, 0.08962708359030336, 0.04750185058907295, 0.08962708359030336, 0.06794008776080904, 0.08075219711382271, 0.08530513305661303, 0.08695104295503155, 0.03125, 0.04347552147751577, 0.0, 0.0, 0.01818181818181818, 0.0, 0.0, 0.03125, 0.035339102393001816, 0.0]], "seats": [{"seat": 0, "decisions": 9, "choices": 4, "given_away": 0.1696969696969697, "given_away_se": 0.033982129150040376, "inaccuracies": 1, "mistakes": 0, "start": 0.84375, "result": 1.0, "own": 0.17340067340067344, "luck": -0.017150673400673444, "dealt": 0.59375}, {"seat": 1, "decisions": 8, "choices": 6, "given_away": -0.09545454545454546, "given_away_se": 0.07204015251131575, "inaccuracies": 0, "mistakes": 0, "start": 0.59375, "result": 0.0, "own": 0.0332954545454546, "luck": -0.6270454545454546, "dealt": 0.59375}], "chance": [[0.84375, 0.84375, 0.84375, 0.8, 0.6875, 0.9272727272727272, 0.75, 0.8363636363636363, 0.953125, 0.9375, 0.8125, 0.96875, 0.9375, 0.96875, 0.71875, 0.9272727272727272, 1.0, 1.0], [0.59375, 0.46875, 0.5636363636363636, 0.53125, 0.5272727272727272, 0.71875, 0.34375, 0.375, 0.03125, 0.0625, 0.0, 0.0, 0.01818181818181818, 0.0, 0.0, 0.03125, 0.07272727272727272, 0.0]]}], "seats": [{"seat": 0, "decisions": 9, "choices": 4, "given_away": 0.1696969696969697, "given_away_se": 0.033982129150040376, "inaccuracies": 1, "mistakes": 0, "start": 0.84375, "result": 1.0, "own": 0.17340067340067344, "luck": -0.017150673400673444, "dealt": 0.59375}, {"seat": 1, "decisions": 8, "choices": 6, "given_away": -0.09545454545454546, "given_away_se": 0.07204015251131575, "inaccuracies": 0, "mistakes": 0, "start": 0.59375, "result": 0.0, "own": 0.0332954545454546, "luck": -0.6270454545454546, "dealt": 0.59375}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('7c5E-IG_', '2026-12-07 21:59:47.180002+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 20, "teams": false}, "seed": 0, "policy": "random", "worlds": 232, "budget": 1.0, "seconds": 0.451, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "1-4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1", "mean": 0.8502155172413793, "se": 0.011621220735375594, "n": 928, "hindsight": 0.7155172413793104, "hindsight_se": 0.029368680039722758}, {"move": "2-5", "mean": 0.8464439655172413, "se": 0.011630634945318338, "n": 928, "hindsight": 0.6422413793103449, "hindsight_se": 0.031538294596022476}, {"move": "3-5", "mean": 0.8275862068965517, "se": 0.012193961895541549, "n": 928, "hindsight": 0.6314655172413793, "hindsight_se": 0.0316665002207674}, {"move": "0-1", "mean": 0.8211206896551724, "se": 0.012378094439227803, "n": 928, "hindsight": 0.6400862068965517, "hindsight_se": 0.031208551636537848}, {"move": "0-2", "mean": 0.8178879310344828, "se": 0.012467784824800291, "n": 928, "hindsight": 0.6637931034482759, "hindsight_se": 0.031082338581586114}, {"move": "1-6", "mean": 0.8141163793103449, "se": 0.0125357556644377, "n": 928, "hindsight": 0.6745689655172413, "hindsight_se": 0.030599558442443466}, {"move": "1-4", "mean": 0.8033405172413793, "se": 0.01279615342646249, "n": 928, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-1", "loss": 0.040948275862068964, "loss_se": 0.015898634476730057, "hindsight_best": "1-4", "hindsight_loss": 0.0, "gain": -0.022475369458128003, "open": {"status": "solved", "moves": [{"move": "1-1", "value": 1.0, "margin": 11}, {"move": "1-4", "value": 1.0, "margin": 11}, {"move": "0-1", "value": -1.0, "margin": null}, {"move": "0-2", "value": -1.0, "margin": null}, {"move": "2-5", "value": -1.0, "margin": null}, {"move": "3-5", "value": -1.0, "margin": null}, {"move": "1-6", "value": -1.0, "margin": null}], "best": "1-1", "nodes": 7135}}, {"step": 1, "deal": 1, "seat": 1, "move": "1-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@L", "mean": 0.47844827586206895, "se": 0.03214951953871478, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@L", "mean": 0.41810344827586204, "se": 0.03216452631697347, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-5@L", "loss": 0.0603448275862069, "loss_se": 0.03891420119626146, "hindsight_best": "1-2@L", "hindsight_loss": 0.0, "gain": -0.03017241379310348, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": -1.0, "margin": -11}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "1-2@L", "nodes": 405}}, {"step": 2, "deal": 1, "seat": 0, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@L", "mean": 0.8556034482758621, "se": 0.023025357879665316, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@L", "mean": 0.790948275862069, "se": 0.02649155237012772, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@L", "hindsight_loss": 0.0, "gain": 0.032327586206896575, "open": {"status": "solved", "moves": [{"move": "0-2@L", "value": 1.0, "margin": 11}, {"move": "2-5@L", "value": 1.0, "margin": 11}], "best": "0-2@L", "nodes": 479}}, {"step": 3, "deal": 1, "seat": 1, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@L", "mean": 0.42887931034482757, "se": 0.03205776334545149, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5@L", "mean": 0.3706896551724138, "se": 0.03133489800914075, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@L", "mean": 0.36637931034482757, "se": 0.03125651406079145, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-6@L", "hindsight_loss": 0.0, "gain": 0.04022988505747127, "open": {"status": "solved", "moves": [{"move": "0-5@L", "value": -1.0, "margin": -11}, {"move": "1-5@L", "value": -1.0, "margin": null}, {"move": "5-6@L", "value": -1.0, "margin": -17}], "best": "0-5@L", "nodes": 276}}, {"step": 4, "deal": 1, "seat": 0, "move": "1-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 1, "move": "1-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 0, "move": "3-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.34051724137931033, "se": 0.03087854330581278, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@L", "mean": 0.3254310344827586, "se": 0.030446727675785653, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@L", "mean": 0.32112068965517243, "se": 0.030338227660144736, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "2-3@L", "loss": -0.04310344827586207, "loss_se": 0.031020173842195915, "hindsight_best": "0-3@L", "hindsight_loss": 0.0, "gain": -0.007902298850574696, "open": {"status": "solved", "moves": [{"move": "0-3@L", "value": -1.0, "margin": -17}, {"move": "2-3@L", "value": -1.0, "margin": null}, {"move": "3-6@L", "value": -1.0, "margin": null}], "best": "0-3@L", "nodes": 37}}, {"step": 8, "deal": 1, "seat": 0, "move": "0-2@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "0-1@L", "mean": 0.9181034482758621, "se": 0.017516740504115388, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@L", "mean": 0.8060344827586207, "se": 0.026015554401819713, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-1@L", "loss": 0.11206896551724138, "loss_se": 0.029324829802440045, "hindsight_best": "0-2@L", "hindsight_loss": 0.0, "gain": -0.05603448275862066, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": 1.0, "margin": 17}, {"move": "0-2@L", "value": 1.0, "margin": 2}], "best": "0-1@L", "nodes": 36}}, {"step": 9, "deal": 1, "seat": 1, "move": "2-3@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 12, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 13, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.8318965517241379, 0.8033405172413793, 0.8663793103448276, 0.8556034482758621, 0.875, 0.8017241379310345, 0.8017241379310345, 0.7801724137931034, 0.8577586206896551, 0.8060344827586207, 0.6551724137931034, 0.6120689655172413, 0.29310344827586204, 0.3103448275862069, 1.0], [0.47413793103448276, 0.43103448275862066, 0.41810344827586204, 0.4870689655172414, 0.42887931034482757, 0.36637931034482757, 0.5517241379310345, 0.3706896551724138, 0.32112068965517243, 0.28879310344827586, 0.2629310344827586, 0.4870689655172414, 0.5387931034482759, 0.5646551724137931, 0.0]], "curve_se": [[0.0346020238839886, 0.01279615342646249, 0.03082921873664505, 0.023025357879665316, 0.03053434667446778, 0.036671538515073286, 0.036671538515073286, 0.038374385267479945, 0.032283202915884816, 0.026015554401819713, 0.044323074959803546, 0.045438974552871256, 0.04244626443180182, 0.04314091325318788, 0.0], [0.04575078652055213, 0.04536068665384507, 0.03216452631697347, 0.04640817168797947, 0.03205776334545149, 0.04429937619098497, 0.0455597003368508, 0.04419897156637474, 0.030338227660144736, 0.04159077339231049, 0.040822322663058824, 0.046002577537032255, 0.044633633584582, 0.04437225503632576, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 3, "given_away": 0.15301724137931033, "given_away_se": 0.03335734133840324, "inaccuracies": 1, "mistakes": 0, "start": 0.8318965517241379, "result": 1.0, "own": -0.04618226600985209, "luck": 0.2142857142857142, "dealt": 0.7025862068965517}, {"seat": 1, "decisions": 7, "choices": 3, "given_away": 0.017241379310344827, "given_away_se": 0.04976511066945569, "inaccuracies": 0, "mistakes": 0, "start": 0.47413793103448276, "result": 0.0, "own": 0.002155172413793094, "luck": -0.47629310344827586, "dealt": 0.2672413793103448}], "chance": [[0.8318965517241379, 0.8033405172413793, 0.8663793103448276, 0.8556034482758621, 0.875, 0.8017241379310345, 0.8017241379310345, 0.7801724137931034, 0.8577586206896551, 0.8060344827586207, 0.6551724137931034, 0.6120689655172413, 0.29310344827586204, 0.3103448275862069, 1.0], [0.47413793103448276, 0.43103448275862066, 0.41810344827586204, 0.4870689655172414, 0.42887931034482757, 0.36637931034482757, 0.5517241379310345, 0.3706896551724138, 0.32112068965517243, 0.28879310344827586, 0.2629310344827586, 0.4870689655172414, 0.5387931034482759, 0.5646551724137931, 0.0]]}, {"deal": 2, "returns": [1.0, -1.0], "decisions": [{"step": 14, "deal": 2, "seat": 0, "move": "3-4", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4", "mean": 0.834051724137931, "se": 0.023996889640261622, "n": 232, "hindsight": 0.9698275862068966, "hindsight_se": 0.0112550208592046}, {"move": "0-3", "mean": 0.8211206896551724, "se": 0.024369382075498634, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-1", "mean": 0.7478448275862069, "se": 0.028325579495535394, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3", "mean": 0.7478448275862069, "se": 0.028160410207396375, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}, {"move": "1-3", "mean": 0.7413793103448276, "se": 0.028484497470494717, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-5", "mean": 0.7349137931034483, "se": 0.028308537707427056, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}, {"move": "4-6", "mean": 0.7198275862068966, "se": 0.029070024064985427, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}], "best": "3-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1", "hindsight_loss": 0.030172413793103425, "gain": 0.07019704433497542, "open": {"status": "solved", "moves": [{"move": "1-1", "value": 1.0, "margin": 18}, {"move": "0-3", "value": 1.0, "margin": null}, {"move": "1-3", "value": 1.0, "margin": null}, {"move": "2-3", "value": 1.0, "margin": null}, {"move": "3-4", "value": 1.0, "margin": 26}, {"move": "0-5", "value": 1.0, "margin": null}, {"move": "4-6", "value": 1.0, "margin": null}], "best": "1-1", "nodes": 2914}}, {"step": 15, "deal": 2, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@L", "mean": 0.12931034482758622, "se": 0.021650393627943465, "n": 232, "hindsight": 0.008620689655172414, "hindsight_se": 0.006082539543196776}, {"move": "3-5@L", "mean": 0.07543103448275862, "se": 0.01640901585027718, "n": 232, "hindsight": 0.004310344827586207, "hindsight_se": 0.004310344827586207}, {"move": "3-6@L", "mean": 0.07327586206896551, "se": 0.01687121292355073, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@L", "loss": 0.05603448275862069, "loss_se": 0.02583562114842568, "hindsight_best": "3-3@L", "hindsight_loss": 0.008620689655172414, "gain": -0.019396551724137928, "open": {"status": "solved", "moves": [{"move": "3-3@L", "value": -1.0, "margin": -26}, {"move": "3-5@L", "value": -1.0, "margin": null}, {"move": "3-6@L", "value": -1.0, "margin": -23}], "best": "3-3@L", "nodes": 950}}, {"step": 16, "deal": 2, "seat": 0, "move": "4-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.8060344827586207, "se": 0.02565442592255611, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@R", "mean": 0.7629310344827587, "se": 0.02730670607664128, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-6@L", "loss": 0.04310344827586207, "loss_se": 0.0345759302539582, "hindsight_best": "4-6@R", "hindsight_loss": 0.0, "gain": -0.02155172413793105, "open": {"status": "solved", "moves": [{"move": "4-6@L", "value": 1.0, "margin": 23}, {"move": "4-6@R", "value": 1.0, "margin": 11}], "best": "4-6@L", "nodes": 22}}, {"step": 17, "deal": 2, "seat": 1, "move": "6-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.11853448275862069, "se": 0.020936029192128766, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@R", "mean": 0.11853448275862069, "se": 0.020936029192128766, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "6-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@R", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "6-6@L", "value": -1.0, "margin": -11}, {"move": "6-6@R", "value": -1.0, "margin": -11}], "best": "6-6@L", "nodes": 12}}, {"step": 18, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 19, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.7198275862068966, 0.834051724137931, 0.7629310344827587, 0.7629310344827587, 0.6853448275862069, 0.6982758620689655, 1.0], [0.10775862068965517, 0.06896551724137931, 0.07327586206896551, 0.07758620689655173, 0.11853448275862069, 0.08620689655172414, 0.0]], "curve_se": [[0.04074309440271512, 0.023996889640261622, 0.039421038158525726, 0.02730670607664128, 0.04220770925029174, 0.04191772405720481, 0.0], [0.027925550574984023, 0.023629251340144583, 0.01687121292355073, 0.024183401164825393, 0.020936029192128766, 0.023928195676064894, 0.0]], "seats": [{"seat": 0, "decisions": 3, "choices": 2, "given_away": 0.04310344827586207, "given_away_se": 0.0345759302539582, "inaccuracies": 0, "mistakes": 0, "start": 0.7198275862068966, "result": 1.0, "own": 0.04864532019704437, "luck": 0.23152709359605905, "dealt": 0.9913793103448276}, {"seat": 1, "decisions": 3, "choices": 2, "given_away": 0.05603448275862069, "given_away_se": 0.02583562114842568, "inaccuracies": 0, "mistakes": 0, "start": 0.10775862068965517, "result": 0.0, "own": -0.019396551724137928, "luck": -0.08836206896551724, "dealt": 0.0}], "chance": [[0.7198275862068966, 0.834051724137931, 0.7629310344827587, 0.7629310344827587, 0.6853448275862069, 0.6982758620689655, 1.0], [0.10775862068965517, 0.06896551724137931, 0.07327586206896551, 0.07758620689655173, 0.11853448275862069, 0.08620689655172414, 0.0]]}], "seats": [{"seat": 0, "decisions": 10, "choices": 5, "given_away": 0.1961206896551724, "given_away_se": 0.04804380474206147, "inaccuracies": 1, "mistakes": 0, "start": 1.5517241379310345, "result": 2.0, "own": 0.0024630541871922818, "luck": 0.44581280788177324, "dealt": 1.6939655172413794}, {"seat": 1, "decisions": 10, "choices": 5, "given_away": 0.07327586206896552, "given_away_se": 0.05607178934248623, "inaccuracies": 0, "mistakes": 0, "start": 0.5818965517241379, "result": 0.0, "own": -0.017241379310344834, "luck": -0.5646551724137931, "dealt": 0.2672413793103448}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('obtavs5o', '2026-12-07 21:59:55.577911+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "draw", "players": 2, "options": {"target": 20, "teams": false}, "seed": 0, "policy": "random", "worlds": 212, "budget": 1.0, "seconds": 0.424, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "2-3", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1", "mean": 0.5959119496855346, "se": 0.019409737424077755, "n": 636, "hindsight": 0.5660377358490566, "hindsight_se": 0.0341198763105892}, {"move": "6-6", "mean": 0.5621069182389937, "se": 0.019609467498976685, "n": 636, "hindsight": 0.5070754716981132, "hindsight_se": 0.034009596588598597}, {"move": "5-6", "mean": 0.5165094339622641, "se": 0.01978419767514407, "n": 636, "hindsight": 0.47877358490566035, "hindsight_se": 0.03430903560669878}, {"move": "2-3", "mean": 0.4937106918238994, "se": 0.019809099995878116, "n": 636, "hindsight": 0.2240566037735849, "hindsight_se": 0.028607160870342797}, {"move": "1-5", "mean": 0.4803459119496855, "se": 0.019748350195933503, "n": 636, "hindsight": 0.5188679245283019, "hindsight_se": 0.03439690285738046}, {"move": "1-2", "mean": 0.470125786163522, "se": 0.019743840036218662, "n": 636, "hindsight": 0.44575471698113206, "hindsight_se": 0.034136484074417474}, {"move": "1-4", "mean": 0.45440251572327045, "se": 0.019727861344737755, "n": 636, "hindsight": 0.5471698113207547, "hindsight_se": 0.03410441996718652}], "best": "1-1", "loss": 0.10220125786163523, "loss_se": 0.02651150126826723, "hindsight_best": "1-1", "hindsight_loss": 0.34198113207547165, "gain": -0.016734052111410658, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 13766}}, {"step": 1, "deal": 1, "seat": 1, "move": "3-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@L", "mean": 0.5389150943396226, "se": 0.02409288086413313, "n": 424, "hindsight": 0.7617924528301887, "hindsight_se": 0.029230694310073767}, {"move": "3-3@R", "mean": 0.5023584905660378, "se": 0.024253156175844576, "n": 424, "hindsight": 0.8349056603773585, "hindsight_se": 0.025339374983517193}], "best": "2-5@L", "loss": -0.0011792452830188679, "loss_se": 0.023935172248094584, "hindsight_best": "3-3@R", "hindsight_loss": 0.0, "gain": -0.01827830188679236, "open": {"status": "solved", "moves": [{"move": "3-3@R", "value": 1.0, "margin": 35}, {"move": "2-5@L", "value": -1.0, "margin": null}], "best": "3-3@R", "nodes": 3287}}, {"step": 2, "deal": 1, "seat": 0, "move": "1-2@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 3, "deal": 1, "seat": 1, "move": "0-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@L", "mean": 0.5471698113207547, "se": 0.034267902499365094, "n": 212, "hindsight": 0.8207547169811321, "hindsight_se": 0.026405192252432718}, {"move": "1-6@L", "mean": 0.5330188679245284, "se": 0.03418317425096412, "n": 212, "hindsight": 0.8915094339622641, "hindsight_se": 0.021147403295100765}], "best": "0-1@L", "loss": -0.01650943396226415, "loss_se": 0.030711923323362016, "hindsight_best": "1-6@L", "hindsight_loss": 0.070754716981132, "gain": 0.007075471698113178, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": 1.0, "margin": 35}, {"move": "1-6@L", "value": 1.0, "margin": null}], "best": "0-1@L", "nodes": 2426}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 1, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.7075471698113207, "se": 0.031315863089787975, "n": 212, "hindsight": 0.8018867924528302, "hindsight_se": 0.02743923614637271}, {"move": "1-6@L", "mean": 0.6202830188679245, "se": 0.03332681413976078, "n": 212, "hindsight": 0.8349056603773585, "hindsight_se": 0.0255589828624509}], "best": "4-6@L", "loss": 0.08726415094339622, "loss_se": 0.04084735074570409, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": -0.04363207547169812, "open": {"status": "solved", "moves": [{"move": "1-6@L", "value": 1.0, "margin": 35}, {"move": "4-6@L", "value": -1.0, "margin": null}], "best": "1-6@L", "nodes": 1411}}, {"step": 6, "deal": 1, "seat": 0, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 0.25707547169811323, "se": 0.029992765973492614, "n": 212, "hindsight": 0.22169811320754718, "hindsight_se": 0.028596561272720512}, {"move": "1-5@L", "mean": 0.1957547169811321, "se": 0.02721300588814124, "n": 212, "hindsight": 0.16981132075471697, "hindsight_se": 0.025848211328865393}, {"move": "1-1@L", "mean": 0.19103773584905662, "se": 0.02695995573987885, "n": 212, "hindsight": 0.16037735849056603, "hindsight_se": 0.025262269917687468}], "best": "1-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.0, "gain": 0.042452830188679264, "open": {"status": "solved", "moves": [{"move": "1-1@L", "value": -1.0, "margin": -35}, {"move": "1-4@L", "value": -1.0, "margin": -22}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "1-1@L", "nodes": 1844}}, {"step": 7, "deal": 1, "seat": 1, "move": "4-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@L", "mean": 0.7735849056603774, "se": 0.028616835335013933, "n": 212, "hindsight": 0.7028301886792453, "hindsight_se": 0.03146199953877571}, {"move": "4-6@L", "mean": 0.6933962264150944, "se": 0.03156572989047318, "n": 212, "hindsight": 0.9009433962264151, "hindsight_se": 0.020292400750757347}], "best": "0-4@L", "loss": 0.08018867924528301, "loss_se": 0.04245779775600126, "hindsight_best": "4-6@L", "hindsight_loss": 0.0, "gain": -0.04009433962264153, "open": {"status": "solved", "moves": [{"move": "4-6@L", "value": 1.0, "margin": 22}, {"move": "0-4@L", "value": -1.0, "margin": null}], "best": "4-6@L", "nodes": 916}}, {"step": 8, "deal": 1, "seat": 0, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.31839622641509435, "se": 0.03198346908149187, "n": 212, "hindsight": 0.1792452830188679, "hindsight_se": 0.025762397727398117}, {"move": "5-6@L", "mean": 0.21933962264150944, "se": 0.028388845958789866, "n": 212, "hindsight": 0.08490566037735849, "hindsight_se": 0.01918933960732191}], "best": "6-6@L", "loss": 0.09905660377358491, "loss_se": 0.040236438861653866, "hindsight_best": "6-6@L", "hindsight_loss": 0.09433962264150943, "gain": -0.04952830188679244, "open": {"status": "solved", "moves": [{"move": "5-6@L", "value": -1.0, "margin": -22}, {"move": "6-6@L", "value": -1.0, "margin": null}], "best": "5-6@L", "nodes": 631}}, {"step": 9, "deal": 1, "seat": 1, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@L", "mean": 0.7830188679245284, "se": 0.028376306817828118, "n": 212, "hindsight": 0.7924528301886793, "hindsight_se": 0.02791925919000418}, {"move": "2-5@L", "mean": 0.7594339622641509, "se": 0.029234752469160845, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-5@L", "loss": 0.02358490566037736, "loss_se": 0.03938351598447882, "hindsight_best": "2-5@L", "hindsight_loss": 0.0, "gain": -0.011792452830188704, "open": {"status": "solved", "moves": [{"move": "0-5@L", "value": 1.0, "margin": 22}, {"move": "2-5@L", "value": 1.0, "margin": 20}], "best": "0-5@L", "nodes": 645}}, {"step": 10, "deal": 1, "seat": 0, "move": "0-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@R", "mean": 0.7617924528301887, "se": 0.029038867220351712, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-4@R", "mean": 0.7452830188679245, "se": 0.02999496329402081, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@R", "hindsight_loss": 0.0, "gain": 0.008254716981132115, "open": {"status": "solved", "moves": [{"move": "0-4@R", "value": 1.0, "margin": 20}, {"move": "0-5@R", "value": 1.0, "margin": 45}], "best": "0-4@R", "nodes": 51}}, {"step": 12, "deal": 1, "seat": 0, "move": "4-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@R", "mean": 0.1580188679245283, "se": 0.02499949383576315, "n": 212, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@R", "mean": 0.11084905660377359, "se": 0.02122144665490253, "n": 212, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-5@R", "loss": 0.04716981132075472, "loss_se": 0.027377678612531136, "hindsight_best": "4-5@R", "hindsight_loss": 0.0, "gain": -0.023584905660377353, "open": {"status": "solved", "moves": [{"move": "1-5@R", "value": -1.0, "margin": -45}, {"move": "4-5@R", "value": -1.0, "margin": -28}], "best": "1-5@R", "nodes": 24}}, {"step": 13, "deal": 1, "seat": 1, "move": "0-4@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.6792452830188679, 0.4937106918238994, 0.5141509433962265, 0.5094339622641509, 0.22169811320754718, 0.22169811320754718, 0.2830188679245283, 0.25707547169811323, 0.2971698113207547, 0.21933962264150944, 0.15566037735849056, 0.12264150943396226, 0.1179245283018868, 0.11084905660377359, 0.0], [0.5471698113207547, 0.5471698113207547, 0.5023584905660378, 0.6084905660377359, 0.5471698113207547, 0.8018867924528302, 0.6202830188679245, 0.6556603773584906, 0.6933962264150944, 0.7877358490566038, 0.7594339622641509, 0.6981132075471698, 0.7617924528301887, 1.0, 1.0]], "curve_se": [[0.045551763179035275, 0.019809099995878116, 0.04854465398794324, 0.04878631739837744, 0.04025981917988905, 0.04025981917988905, 0.04396093377439378, 0.029992765973492614, 0.044347268557569375, 0.028388845958789866, 0.034414110143396216, 0.031302455170047296, 0.03111573531811388, 0.02122144665490253, 0.0], [0.04811276711741053, 0.04857738146013503, 0.024253156175844576, 0.047396132704882146, 0.034267902499365094, 0.03889722288318548, 0.03332681413976078, 0.046127293475521636, 0.03156572989047318, 0.03962317631094177, 0.029234752469160845, 0.04480127092110669, 0.029038867220351712, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.24842767295597484, "given_away_se": 0.055419924196772316, "inaccuracies": 0, "mistakes": 0, "start": 0.6792452830188679, "result": 0.0, "own": -0.04739442946990119, "luck": -0.6318508535489666, "dealt": 0.38207547169811323}, {"seat": 1, "decisions": 7, "choices": 6, "given_away": 0.1733490566037736, "given_away_se": 0.08086004383685308, "inaccuracies": 0, "mistakes": 0, "start": 0.5471698113207547, "result": 1.0, "own": -0.09846698113207542, "luck": 0.5512971698113207, "dealt": 0.46226415094339623}], "chance": [[0.6792452830188679, 0.4937106918238994, 0.5141509433962265, 0.5094339622641509, 0.22169811320754718, 0.22169811320754718, 0.2830188679245283, 0.25707547169811323, 0.2971698113207547, 0.21933962264150944, 0.15566037735849056, 0.12264150943396226, 0.1179245283018868, 0.11084905660377359, 0.0], [0.5471698113207547, 0.5471698113207547, 0.5023584905660378, 0.6084905660377359, 0.5471698113207547, 0.8018867924528302, 0.6202830188679245, 0.6556603773584906, 0.6933962264150944, 0.7877358490566038, 0.7594339622641509, 0.6981132075471698, 0.7617924528301887, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.24842767295597484, "given_away_se": 0.055419924196772316, "inaccuracies": 0, "mistakes": 0, "start": 0.6792452830188679, "result": 0.0, "own": -0.04739442946990119, "luck": -0.6318508535489666, "dealt": 0.38207547169811323}, {"seat": 1, "decisions": 7, "choices": 6, "given_away": 0.1733490566037736, "given_away_se": 0.08086004383685308, "inaccuracies": 0, "mistakes": 0, "start": 0.5471698113207547, "result": 1.0, "own": -0.09846698113207542, "luck": 0.5512971698113207, "dealt": 0.46226415094339623}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('-7YtxnQM', '2026-12-07 22:00:18.435742+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 277, "budget": 1.0, "seconds": 0.363, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "0-2", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3", "mean": 0.8002406738868832, "se": 0.01377306603637368, "n": 831, "hindsight": 0.8249097472924187, "hindsight_se": 0.022515777136387936}, {"move": "1-3", "mean": 0.7448856799037304, "se": 0.014938328080204758, "n": 831, "hindsight": 0.5, "hindsight_se": 0.02993304235353086}, {"move": "0-2", "mean": 0.7268351383874849, "se": 0.01527784214306036, "n": 831, "hindsight": 0.30505415162454874, "hindsight_se": 0.02765559337018668}, {"move": "2-5", "mean": 0.7232250300842359, "se": 0.015246977553039293, "n": 831, "hindsight": 0.35018050541516244, "hindsight_se": 0.028713610811000306}, {"move": "1-4", "mean": 0.7208182912154031, "se": 0.015289143548007514, "n": 831, "hindsight": 0.34115523465703973, "hindsight_se": 0.028479958211638835}, {"move": "0-5", "mean": 0.7123947051744886, "se": 0.015432256649954111, "n": 831, "hindsight": 0.3176895306859206, "hindsight_se": 0.02802450356245458}, {"move": "0-0", "mean": 0.7057761732851986, "se": 0.015621341843071897, "n": 831, "hindsight": 0.2888086642599278, "hindsight_se": 0.027159830576506984}], "best": "3-3", "loss": 0.07340553549939831, "loss_se": 0.019360181114405704, "hindsight_best": "3-3", "hindsight_loss": 0.51985559566787, "gain": -0.006618531889290069, "open": {"status": "solved", "moves": [{"move": "3-3", "value": 1.0, "margin": 12}, {"move": "0-0", "value": -1.0, "margin": null}, {"move": "0-2", "value": -1.0, "margin": -4}, {"move": "1-3", "value": -1.0, "margin": null}, {"move": "1-4", "value": -1.0, "margin": null}, {"move": "0-5", "value": -1.0, "margin": null}, {"move": "2-5", "value": -1.0, "margin": null}], "best": "3-3", "nodes": 2070}}, {"step": 1, "deal": 1, "seat": 1, "move": "2-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@R", "mean": 0.6209386281588448, "se": 0.028864920649001046, "n": 277, "hindsight": 0.6570397111913358, "hindsight_se": 0.028573483267653785}, {"move": "0-1@L", "mean": 0.5974729241877257, "se": 0.02912873348090298, "n": 277, "hindsight": 0.5848375451263538, "hindsight_se": 0.029660066290893475}, {"move": "0-6@L", "mean": 0.5974729241877257, "se": 0.028903339109062714, "n": 277, "hindsight": 0.9350180505415162, "hindsight_se": 0.014837195683002916}, {"move": "2-3@R", "mean": 0.592057761732852, "se": 0.02902398419414928, "n": 277, "hindsight": 0.5342960288808665, "hindsight_se": 0.03002557981936636}], "best": "2-4@R", "loss": -0.04151624548736462, "loss_se": 0.025127874494449212, "hindsight_best": "0-6@L", "hindsight_loss": 0.27797833935018046, "gain": 0.01895306859205781, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": 1.0, "margin": 4}, {"move": "0-6@L", "value": 1.0, "margin": null}, {"move": "2-4@R", "value": 1.0, "margin": 4}, {"move": "2-3@R", "value": -1.0, "margin": null}], "best": "0-1@L", "nodes": 866}}, {"step": 2, "deal": 1, "seat": 0, "move": "1-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@R", "mean": 0.7057761732851986, "se": 0.02700902137111623, "n": 277, "hindsight": 0.3104693140794224, "hindsight_se": 0.02785041039263074}, {"move": "0-5@L", "mean": 0.6624548736462094, "se": 0.027824541885538193, "n": 277, "hindsight": 0.41155234657039713, "hindsight_se": 0.02962183222241717}, {"move": "0-0@L", "mean": 0.644404332129964, "se": 0.02841397513697846, "n": 277, "hindsight": 0.33935018050541516, "hindsight_se": 0.028500676034211747}], "best": "1-4@R", "loss": -0.05415162454873646, "loss_se": 0.024975194524660176, "hindsight_best": "0-5@L", "hindsight_loss": 0.10108303249097472, "gain": 0.03489771359807459, "open": {"status": "solved", "moves": [{"move": "0-0@L", "value": -1.0, "margin": -4}, {"move": "0-5@L", "value": -1.0, "margin": null}, {"move": "1-4@R", "value": -1.0, "margin": -6}], "best": "0-0@L", "nodes": 534}}, {"step": 3, "deal": 1, "seat": 1, "move": "0-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@R", "mean": 0.6750902527075813, "se": 0.027486035881290075, "n": 277, "hindsight": 0.5631768953068592, "hindsight_se": 0.02985524739031493}, {"move": "0-1@L", "mean": 0.6407942238267148, "se": 0.02847954370145853, "n": 277, "hindsight": 0.38267148014440433, "hindsight_se": 0.029256116567736433}, {"move": "0-6@L", "mean": 0.6245487364620939, "se": 0.02835158618267482, "n": 277, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@R", "mean": 0.6119133574007221, "se": 0.02871319967388145, "n": 277, "hindsight": 0.8953068592057761, "hindsight_se": 0.018428523011352383}, {"move": "1-1@R", "mean": 0.5956678700361011, "se": 0.029206442620350125, "n": 277, "hindsight": 0.6425992779783394, "hindsight_se": 0.028846510722612004}], "best": "1-5@R", "loss": -0.005415162454873646, "loss_se": 0.023782518556301733, "hindsight_best": "0-6@L", "hindsight_loss": 0.6173285198555957, "gain": 0.01119133574007214, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": 1.0, "margin": 6}, {"move": "0-6@L", "value": 1.0, "margin": null}, {"move": "0-1@R", "value": 1.0, "margin": null}, {"move": "1-1@R", "value": 1.0, "margin": null}, {"move": "1-5@R", "value": -1.0, "margin": null}], "best": "0-1@L", "nodes": 301}}, {"step": 4, "deal": 1, "seat": 0, "move": "1-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@L", "mean": 0.7454873646209387, "se": 0.0260315007462412, "n": 277, "hindsight": 0.5631768953068592, "hindsight_se": 0.02985524739031493}, {"move": "1-3@R", "mean": 0.7148014440433214, "se": 0.02705705763198001, "n": 277, "hindsight": 0.5018050541516246, "hindsight_se": 0.030096267148976657}], "best": "1-3@L", "loss": -0.032490974729241874, "loss_se": 0.01869058322428756, "hindsight_best": "1-3@L", "hindsight_loss": 0.0, "gain": 0.01534296028880866, "open": {"status": "solved", "moves": [{"move": "1-3@L", "value": -1.0, "margin": -6}, {"move": "1-3@R", "value": -1.0, "margin": null}], "best": "1-3@L", "nodes": 149}}, {"step": 5, "deal": 1, "seat": 1, "move": "2-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.555956678700361, "se": 0.029244008750900476, "n": 277, "hindsight": 0.7689530685920578, "hindsight_se": 0.02537146112218082}, {"move": "1-5@R", "mean": 0.4548736462093863, "se": 0.029423096852460674, "n": 277, "hindsight": 0.19855595667870035, "hindsight_se": 0.024011733902867673}, {"move": "1-1@R", "mean": 0.44584837545126355, "se": 0.029534425505783776, "n": 277, "hindsight": 0.37545126353790614, "hindsight_se": 0.029147775180820436}], "best": "2-3@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-3@L", "hindsight_loss": 0.0, "gain": 0.0703971119133574, "open": {"status": "solved", "moves": [{"move": "2-3@L", "value": 1.0, "margin": 6}, {"move": "1-1@R", "value": 1.0, "margin": null}, {"move": "1-5@R", "value": -1.0, "margin": null}], "best": "2-3@L", "nodes": 115}}, {"step": 6, "deal": 1, "seat": 0, "move": "2-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "1-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@L", "mean": 0.7184115523465704, "se": 0.026214072358913786, "n": 277, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5@R", "mean": 0.648014440433213, "se": 0.02846171405285958, "n": 277, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@L", "mean": 0.6263537906137184, "se": 0.028495290849415596, "n": 277, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-1@R", "mean": 0.6010830324909747, "se": 0.029084119067398342, "n": 277, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@L", "hindsight_loss": 1.0, "gain": 0.06994584837545126, "open": {"status": "solved", "moves": [{"move": "4-5@L", "value": 1.0, "margin": 6}, {"move": "1-1@R", "value": 1.0, "margin": null}, {"move": "1-5@R", "value": 1.0, "margin": null}, {"move": "1-5@L", "value": -1.0, "margin": -4}], "best": "4-5@L", "nodes": 77}}, {"step": 8, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "1-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@L", "mean": 0.8754512635379061, "se": 0.018776285606250793, "n": 277, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@R", "mean": 0.8754512635379061, "se": 0.018776285606250793, "n": 277, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-1@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "1-1@L", "value": -1.0, "margin": -4}, {"move": "1-1@R", "value": -1.0, "margin": null}], "best": "1-1@L", "nodes": 9}}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.7028985507246377, 0.7268351383874849, 0.6413043478260869, 0.7057761732851986, 0.6376811594202898, 0.7454873646209387, 0.7246376811594203, 0.7789855072463768, 0.7934782608695652, 0.8333333333333334, 0.6739130434782609, 0.6811594202898551, 1.0], [0.5833333333333334, 0.5253623188405797, 0.6209386281588448, 0.717391304347826, 0.6407942238267148, 0.5652173913043478, 0.555956678700361, 0.5905797101449275, 0.7184115523465704, 0.8840579710144928, 0.8754512635379061, 0.8333333333333334, 0.0]], "curve_se": [[0.03870240092403825, 0.01527784214306036, 0.040814829053611335, 0.02700902137111623, 0.04041730509704018, 0.0260315007462412, 0.03781579670288436, 0.03488587275379619, 0.03400683999341616, 0.03142198083251001, 0.03801796759940471, 0.03880624707241912, 0.0], [0.041006888876064594, 0.042195406586960714, 0.028864920649001046, 0.03812367814036347, 0.02847954370145853, 0.041723832663308584, 0.029244008750900476, 0.04121665607401764, 0.026214072358913786, 0.024818102186518583, 0.018776285606250793, 0.030568735957512676, 0.0]], "seats": [{"seat": 0, "decisions": 6, "choices": 3, "given_away": -0.013237063778580027, "given_away_se": 0.03671395995518907, "inaccuracies": 0, "mistakes": 0, "start": 0.7028985507246377, "result": 1.0, "own": 0.04362214199759318, "luck": 0.25347930727776913, "dealt": 0.41304347826086957}, {"seat": 1, "decisions": 6, "choices": 5, "given_away": -0.04693140794223827, "given_away_se": 0.034597951752807964, "inaccuracies": 0, "mistakes": 0, "start": 0.5833333333333334, "result": 0.0, "own": 0.1704873646209386, "luck": -0.753820697954272, "dealt": 0.5543478260869565}], "chance": [[0.7028985507246377, 0.7268351383874849, 0.6413043478260869, 0.7057761732851986, 0.6376811594202898, 0.7454873646209387, 0.7246376811594203, 0.7789855072463768, 0.7934782608695652, 0.8333333333333334, 0.6739130434782609, 0.6811594202898551, 1.0], [0.5833333333333334, 0.5253623188405797, 0.6209386281588448, 0.717391304347826, 0.6407942238267148, 0.5652173913043478, 0.555956678700361, 0.5905797101449275, 0.7184115523465704, 0.8840579710144928, 0.8754512635379061, 0.8333333333333334, 0.0]]}], "seats": [{"seat": 0, "decisions": 6, "choices": 3, "given_away": -0.013237063778580027, "given_away_se": 0.03671395995518907, "inaccuracies": 0, "mistakes": 0, "start": 0.7028985507246377, "result": 1.0, "own": 0.04362214199759318, "luck": 0.25347930727776913, "dealt": 0.41304347826086957}, {"seat": 1, "decisions": 6, "choices": 5, "given_away": -0.04693140794223827, "given_away_se": 0.034597951752807964, "inaccuracies": 0, "mistakes": 0, "start": 0.5833333333333334, "result": 0.0, "own": 0.1704873646209386, "luck": -0.753820697954272, "dealt": 0.5543478260869565}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('Jabzg0uT', '2026-12-07 22:00:20.66308+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 101, "budget": 1.0, "seconds": 0.455, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "1-6", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6", "mean": 0.8032178217821783, "se": 0.019530930447175143, "n": 404, "hindsight": 0.7722772277227723, "hindsight_se": 0.041341820982401904}, {"move": "5-6", "mean": 0.8007425742574258, "se": 0.019625666896775154, "n": 404, "hindsight": 0.7871287128712872, "hindsight_se": 0.04063026639343206}, {"move": "1-6", "mean": 0.7896039603960396, "se": 0.020075334225301687, "n": 404, "hindsight": 0.7425742574257426, "hindsight_se": 0.04198883714582183}, {"move": "1-3", "mean": 0.7648514851485149, "se": 0.020684799098560587, "n": 404, "hindsight": 0.693069306930693, "hindsight_se": 0.04503590263581845}, {"move": "2-4", "mean": 0.7586633663366337, "se": 0.021061270639743113, "n": 404, "hindsight": 0.7029702970297029, "hindsight_se": 0.04569497330381911}, {"move": "0-0", "mean": 0.7524752475247525, "se": 0.0210653306611519, "n": 404, "hindsight": 0.9108910891089109, "hindsight_se": 0.028490088257303287}, {"move": "0-1", "mean": 0.7487623762376238, "se": 0.021355178880382544, "n": 404, "hindsight": 0.8366336633663366, "hindsight_se": 0.03663366336633663}], "best": "2-6", "loss": 0.0037128712871287127, "loss_se": 0.028065711161809875, "hindsight_best": "0-0", "hindsight_loss": 0.16831683168316836, "gain": 0.01555869872701554, "open": {"status": "solved", "moves": [{"move": "0-0", "value": 1.0, "margin": 24}, {"move": "0-1", "value": 1.0, "margin": null}, {"move": "1-6", "value": 1.0, "margin": 8}, {"move": "2-6", "value": 1.0, "margin": null}, {"move": "1-3", "value": -1.0, "margin": null}, {"move": "2-4", "value": -1.0, "margin": null}, {"move": "5-6", "value": -1.0, "margin": null}], "best": "0-0", "nodes": 2691}}, {"step": 1, "deal": 1, "seat": 1, "move": "4-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 2, "deal": 1, "seat": 0, "move": "1-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@R", "mean": 0.7599009900990099, "se": 0.02982024121901643, "n": 202, "hindsight": 0.7574257425742574, "hindsight_se": 0.04198883714582183}, {"move": "1-3@L", "mean": 0.7301980198019802, "se": 0.0306111469098657, "n": 202, "hindsight": 0.8613861386138614, "hindsight_se": 0.03455431359725772}, {"move": "0-1@L", "mean": 0.698019801980198, "se": 0.031808069898908664, "n": 202, "hindsight": 0.8564356435643564, "hindsight_se": 0.030128958524164237}], "best": "2-4@R", "loss": -0.05198019801980198, "loss_se": 0.03769901721190765, "hindsight_best": "1-3@L", "hindsight_loss": 0.0, "gain": 0.0008250825082507518, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": 1.0, "margin": 8}, {"move": "2-4@R", "value": 1.0, "margin": null}, {"move": "1-3@L", "value": -1.0, "margin": -1}], "best": "0-1@L", "nodes": 764}}, {"step": 3, "deal": 1, "seat": 1, "move": "3-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@L", "mean": 0.4801980198019802, "se": 0.04819555466087821, "n": 101, "hindsight": 0.1782178217821782, "hindsight_se": 0.03826960017839146}, {"move": "4-4@R", "mean": 0.400990099009901, "se": 0.048756721791069824, "n": 101, "hindsight": 0.38613861386138615, "hindsight_se": 0.04868630040849206}, {"move": "2-3@L", "mean": 0.3564356435643564, "se": 0.04737497023869403, "n": 101, "hindsight": 0.1485148514851485, "hindsight_se": 0.035560960388253404}, {"move": "4-5@R", "mean": 0.3217821782178218, "se": 0.04645031329005901, "n": 101, "hindsight": 0.07920792079207921, "hindsight_se": 0.027006300390071004}, {"move": "3-4@R", "mean": 0.2722772277227723, "se": 0.04423427307661124, "n": 101, "hindsight": 0.10891089108910891, "hindsight_se": 0.031152738064459947}], "best": "3-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@R", "hindsight_loss": 0.20792079207920794, "gain": 0.11386138613861385, "open": {"status": "solved", "moves": [{"move": "3-4@L", "value": 1.0, "margin": 1}, {"move": "4-4@R", "value": 1.0, "margin": null}, {"move": "2-3@L", "value": -1.0, "margin": null}, {"move": "3-4@R", "value": -1.0, "margin": null}, {"move": "4-5@R", "value": -1.0, "margin": null}], "best": "3-4@L", "nodes": 390}}, {"step": 4, "deal": 1, "seat": 0, "move": "2-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@L", "mean": 0.7920792079207921, "se": 0.022879548998295786, "n": 303, "hindsight": 0.7029702970297029, "hindsight_se": 0.04569497330381911}, {"move": "2-4@R", "mean": 0.7623762376237624, "se": 0.024155142520830546, "n": 303, "hindsight": 0.8712871287128713, "hindsight_se": 0.03348818717878765}], "best": "2-4@L", "loss": -0.0033003300330033004, "loss_se": 0.01764706547113732, "hindsight_best": "2-4@R", "hindsight_loss": 0.0, "gain": -0.014851485148514865, "open": {"status": "solved", "moves": [{"move": "2-4@L", "value": -1.0, "margin": -1}, {"move": "2-4@R", "value": -1.0, "margin": -1}], "best": "2-4@L", "nodes": 297}}, {"step": 5, "deal": 1, "seat": 1, "move": "4-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@L", "mean": 0.5099009900990099, "se": 0.04924187525072556, "n": 101, "hindsight": 0.22772277227722773, "hindsight_se": 0.04193627442484628}, {"move": "2-5@R", "mean": 0.43564356435643564, "se": 0.04754537506353652, "n": 101, "hindsight": 0.2376237623762376, "hindsight_se": 0.042562743089514216}, {"move": "2-2@R", "mean": 0.3465346534653465, "se": 0.04706356258970349, "n": 101, "hindsight": 0.36633663366336633, "hindsight_se": 0.048180297269688865}, {"move": "2-3@R", "mean": 0.3069306930693069, "se": 0.045582205702641994, "n": 101, "hindsight": 0.297029702970297, "hindsight_se": 0.04569497330381911}, {"move": "4-5@L", "mean": 0.24257425742574257, "se": 0.04198883714582183, "n": 101, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-4@L", "loss": -0.08415841584158416, "loss_se": 0.047756243141030275, "hindsight_best": "2-2@R", "hindsight_loss": 0.1386138613861386, "gain": 0.1415841584158416, "open": {"status": "solved", "moves": [{"move": "2-2@R", "value": 1.0, "margin": 1}, {"move": "2-3@R", "value": 1.0, "margin": null}, {"move": "2-5@R", "value": 1.0, "margin": null}, {"move": "4-4@L", "value": -1.0, "margin": -15}, {"move": "4-5@L", "value": -1.0, "margin": null}], "best": "2-2@R", "nodes": 147}}, {"step": 6, "deal": 1, "seat": 0, "move": "2-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "4-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "5-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@L", "mean": 0.9207920792079208, "se": 0.027006300390071004, "n": 101, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@R", "mean": 0.8712871287128713, "se": 0.03348818717878765, "n": 101, "hindsight": 0.45544554455445546, "hindsight_se": 0.04980109441568036}], "best": "5-6@L", "loss": -0.019801980198019802, "loss_se": 0.02429276068591148, "hindsight_best": "5-6@L", "hindsight_loss": 0.5445544554455446, "gain": -0.024752475247524774, "open": {"status": "solved", "moves": [{"move": "5-6@L", "value": 1.0, "margin": 15}, {"move": "5-6@R", "value": -1.0, "margin": -1}], "best": "5-6@L", "nodes": 35}}, {"step": 9, "deal": 1, "seat": 1, "move": "2-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@L", "mean": 0.6188118811881188, "se": 0.047276579747775535, "n": 101, "hindsight": 0.5544554455445545, "hindsight_se": 0.049702575833707456}, {"move": "2-5@R", "mean": 0.6039603960396039, "se": 0.04788436550235148, "n": 101, "hindsight": 0.5544554455445545, "hindsight_se": 0.049702575833707456}], "best": "2-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@R", "hindsight_loss": 0.0, "gain": -0.007425742574257432, "open": {"status": "solved", "moves": [{"move": "2-5@L", "value": 1.0, "margin": 1}, {"move": "2-5@R", "value": 1.0, "margin": 1}], "best": "2-5@L", "nodes": 36}}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "2-2@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@R", "mean": 1.0, "se": 0.0, "n": 101, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@R", "mean": 0.6138613861386139, "se": 0.046074191202783873, "n": 101, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "2-2@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@R", "hindsight_loss": 0.0, "gain": 0.19306930693069302, "open": {"status": "solved", "moves": [{"move": "2-2@R", "value": 1.0, "margin": 1}, {"move": "2-3@R", "value": -1.0, "margin": null}], "best": "2-2@R", "nodes": 9}}, {"step": 12, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 13, "deal": 1, "seat": 1, "move": "2-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.81, 0.7896039603960396, 0.85, 0.7301980198019802, 0.78, 0.7623762376237624, 0.76, 0.83, 0.9, 0.8712871287128713, 0.72, 0.68, 0.62, 0.64, 0.0], [0.4, 0.44, 0.25, 0.27, 0.4801980198019802, 0.37, 0.5099009900990099, 0.44, 0.34, 0.53, 0.6039603960396039, 0.73, 1.0, 1.0, 1.0]], "curve_se": [[0.05512508966164211, 0.020075334225301687, 0.05, 0.0306111469098657, 0.059178043363451366, 0.024155142520830546, 0.0610118757258932, 0.05270247641627633, 0.04285714285714286, 0.03348818717878765, 0.06414269805898186, 0.06663945022680344, 0.0693409205686377, 0.06857142857142856, 0.0], [0.06998542122237651, 0.06945854732081838, 0.06102859818083951, 0.06261316285946035, 0.04819555466087821, 0.06671596816477496, 0.04924187525072556, 0.06945854732081838, 0.06614763944451557, 0.070580681868775, 0.04788436550235148, 0.060961680838148194, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": -0.07136963696369637, "given_away_se": 0.0557714728445235, "inaccuracies": 0, "mistakes": 0, "start": 0.81, "result": 0.0, "own": -0.023220179160773347, "luck": -0.7867798208392267, "dealt": 0.84}, {"seat": 1, "decisions": 7, "choices": 4, "given_away": -0.08415841584158416, "given_away_se": 0.047756243141030275, "inaccuracies": 0, "mistakes": 0, "start": 0.4, "result": 1.0, "own": 0.44108910891089104, "luck": 0.15891089108910894, "dealt": 0.21}], "chance": [[0.81, 0.7896039603960396, 0.85, 0.7301980198019802, 0.78, 0.7623762376237624, 0.76, 0.83, 0.9, 0.8712871287128713, 0.72, 0.68, 0.62, 0.64, 0.0], [0.4, 0.44, 0.25, 0.27, 0.4801980198019802, 0.37, 0.5099009900990099, 0.44, 0.34, 0.53, 0.6039603960396039, 0.73, 1.0, 1.0, 1.0]]}, {"deal": 2, "returns": [-1.0, 1.0], "decisions": [{"step": 14, "deal": 2, "seat": 1, "move": "6-6", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4", "mean": 0.31683168316831684, "se": 0.0228416302330882, "n": 404, "hindsight": 0.37623762376237624, "hindsight_se": 0.04844407850584185}, {"move": "6-6", "mean": 0.2896039603960396, "se": 0.022182849652859483, "n": 404, "hindsight": 0.21782178217821782, "hindsight_se": 0.04127656155579373}, {"move": "1-6", "mean": 0.22896039603960397, "se": 0.020671473128010775, "n": 404, "hindsight": 0.3069306930693069, "hindsight_se": 0.04612203841129551}, {"move": "4-6", "mean": 0.22400990099009901, "se": 0.020206581184185023, "n": 404, "hindsight": 0.06930693069306931, "hindsight_se": 0.02539753532352606}, {"move": "5-5", "mean": 0.19183168316831684, "se": 0.019337706986501984, "n": 404, "hindsight": 0.3564356435643564, "hindsight_se": 0.04789460048494188}, {"move": "2-2", "mean": 0.17326732673267325, "se": 0.01852469783025988, "n": 404, "hindsight": 0.26732673267326734, "hindsight_se": 0.04425642898738021}, {"move": "1-3", "mean": 0.16212871287128713, "se": 0.018233837990589183, "n": 404, "hindsight": 0.2079207920792079, "hindsight_se": 0.040581983231523164}], "best": "4-4", "loss": 0.027227722772277228, "loss_se": 0.028602876691081087, "hindsight_best": "4-4", "hindsight_loss": 0.15841584158415842, "gain": 0.06294200848656292, "open": {"status": "solved", "moves": [{"move": "2-2", "value": -1.0, "margin": -21}, {"move": "1-3", "value": -1.0, "margin": null}, {"move": "4-4", "value": -1.0, "margin": null}, {"move": "5-5", "value": -1.0, "margin": null}, {"move": "1-6", "value": -1.0, "margin": null}, {"move": "4-6", "value": -1.0, "margin": null}, {"move": "6-6", "value": -1.0, "margin": -10}], "best": "2-2", "nodes": 3650}}, {"step": 15, "deal": 2, "seat": 0, "move": "2-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6@R", "mean": 0.44554455445544555, "se": 0.048696366841021535, "n": 101, "hindsight": 0.7326732673267327, "hindsight_se": 0.04425642898738021}, {"move": "2-6@L", "mean": 0.35148514851485146, "se": 0.046959301135567046, "n": 101, "hindsight": 0.7326732673267327, "hindsight_se": 0.04425642898738021}], "best": "2-6@R", "loss": 0.09405940594059406, "loss_se": 0.0465188513300337, "hindsight_best": "2-6@L", "hindsight_loss": 0.0, "gain": -0.04702970297029707, "open": {"status": "solved", "moves": [{"move": "2-6@L", "value": 1.0, "margin": 10}, {"move": "2-6@R", "value": 1.0, "margin": null}], "best": "2-6@L", "nodes": 1326}}, {"step": 16, "deal": 2, "seat": 1, "move": "4-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@L", "mean": 0.3613861386138614, "se": 0.04726102568262425, "n": 101, "hindsight": 0.15841584158415842, "hindsight_se": 0.0365130473556154}, {"move": "4-6@R", "mean": 0.3217821782178218, "se": 0.04591434039872056, "n": 101, "hindsight": 0.18811881188118812, "hindsight_se": 0.0390807016950308}, {"move": "1-6@R", "mean": 0.2871287128712871, "se": 0.04356998163502599, "n": 101, "hindsight": 0.31683168316831684, "hindsight_se": 0.04652411930483457}], "best": "2-2@L", "loss": -0.1188118811881188, "loss_se": 0.053652952845891194, "hindsight_best": "1-6@R", "hindsight_loss": 0.12871287128712872, "gain": -0.0016501650165016146, "open": {"status": "solved", "moves": [{"move": "2-2@L", "value": -1.0, "margin": -10}, {"move": "1-6@R", "value": -1.0, "margin": null}, {"move": "4-6@R", "value": -1.0, "margin": -2}], "best": "2-2@L", "nodes": 1021}}, {"step": 17, "deal": 2, "seat": 0, "move": "1-2@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "4-5@R", "mean": 0.504950495049505, "se": 0.049499999752450494, "n": 101, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@L", "mean": 0.37623762376237624, "se": 0.047411167896288624, "n": 101, "hindsight": 0.504950495049505, "hindsight_se": 0.049997549199812266}, {"move": "2-3@L", "mean": 0.3613861386138614, "se": 0.04726102568262425, "n": 101, "hindsight": 0.7920792079207921, "hindsight_se": 0.040581983231523164}, {"move": "1-2@L", "mean": 0.30198019801980197, "se": 0.04454345298693858, "n": 101, "hindsight": 0.8415841584158416, "hindsight_se": 0.0365130473556154}], "best": "4-5@R", "loss": 0.20297029702970298, "loss_se": 0.06339340387251399, "hindsight_best": "4-5@R", "hindsight_loss": 0.15841584158415845, "gain": -0.08415841584158418, "open": {"status": "solved", "moves": [{"move": "2-3@L", "value": 1.0, "margin": 2}, {"move": "2-5@L", "value": 1.0, "margin": null}, {"move": "4-5@R", "value": 1.0, "margin": null}, {"move": "1-2@L", "value": -1.0, "margin": -6}], "best": "2-3@L", "nodes": 396}}, {"step": 18, "deal": 2, "seat": 1, "move": "4-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@R", "mean": 0.3564356435643564, "se": 0.04737497023869403, "n": 101, "hindsight": 0.39603960396039606, "hindsight_se": 0.048907283307835524}, {"move": "1-6@L", "mean": 0.3069306930693069, "se": 0.04503590263581845, "n": 101, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@L", "mean": 0.22772277227722773, "se": 0.04073869428008116, "n": 101, "hindsight": 0.1188118811881188, "hindsight_se": 0.03235670225419444}], "best": "4-4@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@R", "hindsight_loss": 0.0, "gain": 0.0594059405940594, "open": {"status": "solved", "moves": [{"move": "4-4@R", "value": 1.0, "margin": 6}, {"move": "1-3@L", "value": -1.0, "margin": null}, {"move": "1-6@L", "value": -1.0, "margin": null}], "best": "4-4@R", "nodes": 97}}, {"step": 19, "deal": 2, "seat": 0, "move": "4-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@R", "mean": 0.297029702970297, "se": 0.044598438136852304, "n": 101, "hindsight": 0.7227722772277227, "hindsight_se": 0.04476298833844481}, {"move": "1-1@L", "mean": 0.2722772277227723, "se": 0.04423427307661124, "n": 101, "hindsight": 0.42574257425742573, "hindsight_se": 0.049445508868054544}], "best": "4-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@R", "hindsight_loss": 0.0, "gain": 0.012376237623762332, "open": {"status": "solved", "moves": [{"move": "1-1@L", "value": -1.0, "margin": -6}, {"move": "4-5@R", "value": -1.0, "margin": -6}], "best": "1-1@L", "nodes": 122}}, {"step": 20, "deal": 2, "seat": 1, "move": "5-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@R", "mean": 0.48514851485148514, "se": 0.04846936643286857, "n": 101, "hindsight": 0.5544554455445545, "hindsight_se": 0.049702575833707456}, {"move": "1-6@L", "mean": 0.4207920792079208, "se": 0.04861073571851575, "n": 101, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@L", "mean": 0.29207920792079206, "se": 0.04408998827368776, "n": 101, "hindsight": 0.1485148514851485, "hindsight_se": 0.035560960388253404}], "best": "5-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@R", "hindsight_loss": 0.0, "gain": 0.08580858085808579, "open": {"status": "solved", "moves": [{"move": "5-5@R", "value": 1.0, "margin": 6}, {"move": "1-3@L", "value": -1.0, "margin": null}, {"move": "1-6@L", "value": -1.0, "margin": null}], "best": "5-5@R", "nodes": 66}}, {"step": 21, "deal": 2, "seat": 0, "move": "2-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@R", "mean": 0.3613861386138614, "se": 0.04726102568262425, "n": 101, "hindsight": 0.3564356435643564, "hindsight_se": 0.04789460048494188}, {"move": "1-1@L", "mean": 0.3118811881188119, "se": 0.04551764163949541, "n": 101, "hindsight": 0.504950495049505, "hindsight_se": 0.049997549199812266}], "best": "2-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@L", "hindsight_loss": 0.14851485148514854, "gain": 0.024752475247524774, "open": {"status": "solved", "moves": [{"move": "1-1@L", "value": -1.0, "margin": -6}, {"move": "2-5@R", "value": -1.0, "margin": -2}], "best": "1-1@L", "nodes": 71}}, {"step": 22, "deal": 2, "seat": 1, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-6@L", "mean": 0.7029702970297029, "se": 0.04515003471473407, "n": 101, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-2@R", "mean": 0.5297029702970297, "se": 0.04916217966905824, "n": 101, "hindsight": 0.5544554455445545, "hindsight_se": 0.049702575833707456}, {"move": "1-3@L", "mean": 0.504950495049505, "se": 0.0474576671730965, "n": 101, "hindsight": 0.3465346534653465, "hindsight_se": 0.0475865934285066}], "best": "1-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": 0.12376237623762376, "open": {"status": "solved", "moves": [{"move": "1-6@L", "value": 1.0, "margin": 2}, {"move": "2-2@R", "value": 1.0, "margin": null}, {"move": "1-3@L", "value": -1.0, "margin": null}], "best": "1-6@L", "nodes": 36}}, {"step": 23, "deal": 2, "seat": 0, "move": "2-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 24, "deal": 2, "seat": 1, "move": "1-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 25, "deal": 2, "seat": 0, "move": "1-1@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 26, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 27, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.48, 0.35, 0.35148514851485146, 0.43, 0.30198019801980197, 0.37, 0.297029702970297, 0.38, 0.3613861386138614, 0.41, 0.41, 0.31, 0.15, 0.3, 0.0], [0.12, 0.2896039603960396, 0.29, 0.3217821782178218, 0.28, 0.3564356435643564, 0.44, 0.48514851485148514, 0.58, 0.7029702970297029, 0.47, 0.56, 0.33, 0.43, 1.0]], "curve_se": [[0.06992707571725953, 0.06738557951469003, 0.046959301135567046, 0.06852677117263689, 0.04454345298693858, 0.06822830820719746, 0.044598438136852304, 0.066332495807108, 0.04726102568262425, 0.0680486020789403, 0.0680486020789403, 0.06371172320279359, 0.04791574237499549, 0.05890150893739515, 0.0], [0.04417035666782945, 0.022182849652859483, 0.06403124237432849, 0.04591434039872056, 0.06253162465211226, 0.04737497023869403, 0.06945854732081838, 0.04846936643286857, 0.07050835816716038, 0.04515003471473407, 0.06911983087658825, 0.06797358430497326, 0.06640936742382549, 0.07, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.29702970297029707, "given_away_se": 0.07863031974759768, "inaccuracies": 1, "mistakes": 0, "start": 0.48, "result": 0.0, "own": -0.09405940594059414, "luck": -0.38594059405940584, "dealt": 0.62}, {"seat": 1, "decisions": 7, "choices": 5, "given_away": -0.09158415841584158, "given_away_se": 0.06080101893955901, "inaccuracies": 0, "mistakes": 0, "start": 0.12, "result": 1.0, "own": 0.3302687411598303, "luck": 0.5497312588401697, "dealt": 0.2}], "chance": [[0.48, 0.35, 0.35148514851485146, 0.43, 0.30198019801980197, 0.37, 0.297029702970297, 0.38, 0.3613861386138614, 0.41, 0.41, 0.31, 0.15, 0.3, 0.0], [0.12, 0.2896039603960396, 0.29, 0.3217821782178218, 0.28, 0.3564356435643564, 0.44, 0.48514851485148514, 0.58, 0.7029702970297029, 0.47, 0.56, 0.33, 0.43, 1.0]]}, {"deal": 3, "returns": [-1.0, 1.0], "decisions": [{"step": 28, "deal": 3, "seat": 1, "move": "6-6", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6", "mean": 0.7623762376237624, "se": 0.041977162229109063, "n": 101, "hindsight": 0.7920792079207921, "hindsight_se": 0.040581983231523164}, {"move": "0-6", "mean": 0.6831683168316832, "se": 0.04598900658413304, "n": 101, "hindsight": 0.8514851485148515, "hindsight_se": 0.035560960388253404}, {"move": "3-6", "mean": 0.6336633663366337, "se": 0.047663781789746174, "n": 101, "hindsight": 0.7524752475247525, "hindsight_se": 0.04315741528258093}, {"move": "0-0", "mean": 0.6287128712871287, "se": 0.048058063760441964, "n": 101, "hindsight": 0.42574257425742573, "hindsight_se": 0.049445508868054544}, {"move": "2-5", "mean": 0.5742574257425742, "se": 0.04843395963815845, "n": 101, "hindsight": 0.6485148514851485, "hindsight_se": 0.047483480428838806}, {"move": "1-2", "mean": 0.5643564356435643, "se": 0.049082354684932425, "n": 101, "hindsight": 0.7623762376237624, "hindsight_se": 0.042562743089514216}, {"move": "1-4", "mean": 0.4752475247524752, "se": 0.04944055217325305, "n": 101, "hindsight": 0.6138613861386139, "hindsight_se": 0.04868630040849206}], "best": "6-6", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6", "hindsight_loss": 0.05940594059405935, "gain": 0.14497878359264504, "open": {"status": "solved", "moves": [{"move": "1-2", "value": 1.0, "margin": 13}, {"move": "1-4", "value": 1.0, "margin": null}, {"move": "3-6", "value": 1.0, "margin": null}, {"move": "6-6", "value": 1.0, "margin": 25}, {"move": "0-0", "value": -1.0, "margin": null}, {"move": "2-5", "value": -1.0, "margin": null}, {"move": "0-6", "value": -1.0, "margin": null}], "best": "1-2", "nodes": 3900}}, {"step": 29, "deal": 3, "seat": 0, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@R", "mean": 0.3415841584158416, "se": 0.046634609311210634, "n": 101, "hindsight": 0.18811881188118812, "hindsight_se": 0.0390807016950308}, {"move": "5-6@L", "mean": 0.3316831683168317, "se": 0.04628646687725069, "n": 101, "hindsight": 0.18811881188118812, "hindsight_se": 0.0390807016950308}], "best": "5-6@R", "loss": -0.019801980198019802, "loss_se": 0.04157826455167537, "hindsight_best": "5-6@L", "hindsight_loss": 0.0, "gain": -0.004950495049504955, "open": {"status": "solved", "moves": [{"move": "5-6@L", "value": -1.0, "margin": -25}, {"move": "5-6@R", "value": -1.0, "margin": null}], "best": "5-6@L", "nodes": 1377}}, {"step": 30, "deal": 3, "seat": 1, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@R", "mean": 0.7524752475247525, "se": 0.041994673387026726, "n": 101, "hindsight": 0.7425742574257426, "hindsight_se": 0.04372158844716756}, {"move": "2-5@L", "mean": 0.7475247524752475, "se": 0.041994673387026726, "n": 101, "hindsight": 0.7425742574257426, "hindsight_se": 0.04372158844716756}, {"move": "0-6@R", "mean": 0.7326732673267327, "se": 0.04369355279924005, "n": 101, "hindsight": 0.8217821782178217, "hindsight_se": 0.03826960017839146}], "best": "3-6@R", "loss": -0.06930693069306931, "loss_se": 0.04043678783497453, "hindsight_best": "0-6@R", "hindsight_loss": 0.07920792079207917, "gain": 0.0033003300330033403, "open": {"status": "solved", "moves": [{"move": "2-5@L", "value": 1.0, "margin": 25}, {"move": "3-6@R", "value": 1.0, "margin": null}, {"move": "0-6@R", "value": -1.0, "margin": null}], "best": "2-5@L", "nodes": 987}}, {"step": 31, "deal": 3, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 32, "deal": 3, "seat": 1, "move": "0-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@L", "mean": 0.9306930693069307, "se": 0.024403480284883636, "n": 101, "hindsight": 0.7425742574257426, "hindsight_se": 0.04372158844716756}, {"move": "0-6@R", "mean": 0.8613861386138614, "se": 0.03455431359725772, "n": 101, "hindsight": 0.8613861386138614, "hindsight_se": 0.03455431359725772}, {"move": "3-6@R", "mean": 0.8316831683168316, "se": 0.036067337821954426, "n": 101, "hindsight": 0.7227722772277227, "hindsight_se": 0.04476298833844481}], "best": "1-2@L", "loss": 0.06930693069306931, "loss_se": 0.03981995554889149, "hindsight_best": "0-6@R", "hindsight_loss": 0.0, "gain": -0.01320132013201325, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": 1.0, "margin": 25}, {"move": "3-6@R", "value": 1.0, "margin": null}, {"move": "0-6@R", "value": -1.0, "margin": -5}], "best": "1-2@L", "nodes": 788}}, {"step": 33, "deal": 3, "seat": 0, "move": "0-3@R", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "0-5@R", "mean": 0.43564356435643564, "se": 0.048575431968459724, "n": 101, "hindsight": 0.18811881188118812, "hindsight_se": 0.0390807016950308}, {"move": "0-3@R", "mean": 0.24257425742574257, "se": 0.04139513853537995, "n": 101, "hindsight": 0.10891089108910891, "hindsight_se": 0.031152738064459947}], "best": "0-5@R", "loss": 0.19306930693069307, "loss_se": 0.05927378038453769, "hindsight_best": "0-5@R", "hindsight_loss": 0.07920792079207921, "gain": -0.09653465346534651, "open": {"status": "solved", "moves": [{"move": "0-5@R", "value": 1.0, "margin": 5}, {"move": "0-3@R", "value": -1.0, "margin": -25}], "best": "0-5@R", "nodes": 275}}, {"step": 34, "deal": 3, "seat": 1, "move": "3-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@R", "mean": 0.9603960396039604, "se": 0.01950268871642793, "n": 101, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@L", "mean": 0.693069306930693, "se": 0.04612203841129551, "n": 101, "hindsight": 0.7128712871287128, "hindsight_se": 0.045242216470478665}], "best": "3-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@R", "hindsight_loss": 0.0, "gain": 0.13366336633663367, "open": {"status": "solved", "moves": [{"move": "3-6@R", "value": 1.0, "margin": 25}, {"move": "1-2@L", "value": -1.0, "margin": null}], "best": "3-6@R", "nodes": 107}}, {"step": 35, "deal": 3, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 36, "deal": 3, "seat": 1, "move": "1-2@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 37, "deal": 3, "seat": 0, "move": "1-3@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "1-5@L", "mean": 0.23267326732673269, "se": 0.04136552615693146, "n": 101, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@L", "mean": 0.13366336633663367, "se": 0.033663366336633666, "n": 101, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@L", "mean": 0.019801980198019802, "se": 0.013931927999475532, "n": 101, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-5@L", "loss": 0.21287128712871287, "loss_se": 0.04469175763680146, "hindsight_best": "1-3@L", "hindsight_loss": 0.0, "gain": -0.10891089108910891, "open": {"status": "solved", "moves": [{"move": "1-1@L", "value": -1.0, "margin": -25}, {"move": "1-3@L", "value": -1.0, "margin": -18}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "1-1@L", "nodes": 28}}, {"step": 38, "deal": 3, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 39, "deal": 3, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.39, 0.28, 0.3316831683168317, 0.25, 0.16, 0.32, 0.24257425742574257, 0.08, 0.14, 0.1, 0.019801980198019802, 0.0, 0.0], [0.68, 0.7623762376237624, 0.76, 0.7475247524752475, 0.91, 0.8613861386138614, 0.91, 0.9603960396039604, 0.96, 0.98, 0.9, 0.93, 1.0]], "curve_se": [[0.06744612362350215, 0.06414269805898186, 0.04628646687725069, 0.06102859818083951, 0.050386263110138274, 0.06663945022680343, 0.04139513853537995, 0.03602720060833855, 0.0495695759225642, 0.04285714285714286, 0.013931927999475532, 0.0, 0.0], [0.06509020428511153, 0.041977162229109063, 0.0610118757258932, 0.041994673387026726, 0.03961549892532013, 0.03455431359725772, 0.03961549892532013, 0.01950268871642793, 0.02799416848895061, 0.02, 0.04285714285714286, 0.03502185906323218, 0.0]], "seats": [{"seat": 0, "decisions": 6, "choices": 3, "given_away": 0.38613861386138615, "given_away_se": 0.08508517100452999, "inaccuracies": 2, "mistakes": 0, "start": 0.39, "result": 0.0, "own": -0.21039603960396036, "luck": -0.17960396039603965, "dealt": 0.4}, {"seat": 1, "decisions": 6, "choices": 4, "given_away": 0.0, "given_away_se": 0.0567517635878079, "inaccuracies": 0, "mistakes": 0, "start": 0.68, "result": 1.0, "own": 0.2687411598302688, "luck": 0.051258840169731146, "dealt": 0.5}], "chance": [[0.39, 0.28, 0.3316831683168317, 0.25, 0.16, 0.32, 0.24257425742574257, 0.08, 0.14, 0.1, 0.019801980198019802, 0.0, 0.0], [0.68, 0.7623762376237624, 0.76, 0.7475247524752475, 0.91, 0.8613861386138614, 0.91, 0.9603960396039604, 0.96, 0.98, 0.9, 0.93, 1.0]]}], "seats": [{"seat": 0, "decisions": 20, "choices": 11, "given_away": 0.6117986798679869, "given_away_se": 0.12857943339324132, "inaccuracies": 3, "mistakes": 0, "start": 1.6800000000000002, "result": 0.0, "own": -0.32767562470532785, "luck": -1.352324375294672, "dealt": 1.8599999999999999}, {"seat": 1, "decisions": 20, "choices": 13, "given_away": -0.17574257425742573, "given_away_se": 0.09590717039596286, "inaccuracies": 0, "mistakes": 0, "start": 1.2000000000000002, "result": 3.0, "own": 1.0400990099009901, "luck": 0.7599009900990098, "dealt": 0.91}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 3}');
INSERT INTO __SCHEMA__.analyses VALUES ('KxFBjROK', '2026-12-07 22:00:22.33253+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "draw", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 152, "budget": 1.0, "seconds": 0.383, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "4-6", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2", "mean": 0.7154605263157895, "se": 0.018313432633631572, "n": 608, "hindsight": 0.881578947368421, "hindsight_se": 0.02629399585547494}, {"move": "0-2", "mean": 0.6373355263157895, "se": 0.01949645213367609, "n": 608, "hindsight": 0.7039473684210527, "hindsight_se": 0.03715062154998908}, {"move": "4-6", "mean": 0.6233552631578947, "se": 0.019632585235142785, "n": 608, "hindsight": 0.6052631578947368, "hindsight_se": 0.039777499346220775}, {"move": "0-4", "mean": 0.6208881578947368, "se": 0.01957151225478664, "n": 608, "hindsight": 0.6776315789473685, "hindsight_se": 0.03803510248351587}, {"move": "4-5", "mean": 0.6052631578947368, "se": 0.019805366751790808, "n": 608, "hindsight": 0.6381578947368421, "hindsight_se": 0.03910525752849724}, {"move": "1-4", "mean": 0.5978618421052632, "se": 0.019884836293364388, "n": 608, "hindsight": 0.743421052631579, "hindsight_se": 0.03554180368025687}, {"move": "0-3", "mean": 0.5929276315789473, "se": 0.019889766339430622, "n": 608, "hindsight": 0.6644736842105263, "hindsight_se": 0.038424985593952674}], "best": "2-2", "loss": 0.09210526315789473, "loss_se": 0.026355049618194574, "hindsight_best": "2-2", "hindsight_loss": 0.2763157894736842, "gain": -0.004229323308270638, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 1, "deal": 1, "seat": 1, "move": "4-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@L", "mean": 0.5723684210526315, "se": 0.04026097083296561, "n": 152, "hindsight": 0.34210526315789475, "hindsight_se": 0.0386073159931609}, {"move": "5-6@R", "mean": 0.506578947368421, "se": 0.04068590050224972, "n": 152, "hindsight": 0.375, "hindsight_se": 0.039397364351956274}, {"move": "2-6@R", "mean": 0.4440789473684211, "se": 0.04029922016487612, "n": 152, "hindsight": 0.33881578947368424, "hindsight_se": 0.038375533167977094}], "best": "4-4@L", "loss": -0.08552631578947369, "loss_se": 0.038424985593952674, "hindsight_best": "5-6@R", "hindsight_loss": 0.032894736842105254, "gain": 0.0646929824561403, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "4-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 0.5625, "se": 0.04023515424112663, "n": 152, "hindsight": 0.6381578947368421, "hindsight_se": 0.03910525752849724}, {"move": "0-4@L", "mean": 0.5263157894736842, "se": 0.04063302731486674, "n": 152, "hindsight": 0.6644736842105263, "hindsight_se": 0.038424985593952674}, {"move": "4-5@L", "mean": 0.5, "se": 0.04068942293855797, "n": 152, "hindsight": 0.6414473684210527, "hindsight_se": 0.03888750162047538}], "best": "1-4@L", "loss": 0.0625, "loss_se": 0.05389024660346456, "hindsight_best": "0-4@L", "hindsight_loss": 0.023026315789473673, "gain": -0.02960526315789469, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@L", "mean": 0.5394736842105263, "se": 0.04056242252249033, "n": 152, "hindsight": 0.6842105263157895, "hindsight_se": 0.037246941705294516}, {"move": "2-6@R", "mean": 0.48026315789473684, "se": 0.040388919156034916, "n": 152, "hindsight": 0.34868421052631576, "hindsight_se": 0.038781398887976125}, {"move": "5-6@R", "mean": 0.40131578947368424, "se": 0.039889037033362836, "n": 152, "hindsight": 0.039473684210526314, "hindsight_se": 0.01584601240193291}], "best": "5-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-6@L", "hindsight_loss": 0.0, "gain": 0.06578947368421056, "open": {"status": "solved", "moves": [{"move": "5-6@L", "value": -1.0, "margin": null}, {"move": "2-6@R", "value": -1.0, "margin": null}, {"move": "5-6@R", "value": -1.0, "margin": null}], "best": "5-6@L", "nodes": 3798}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@R", "mean": 0.40131578947368424, "se": 0.028159225876370042, "n": 304, "hindsight": 0.28618421052631576, "hindsight_se": 0.036334410527492075}, {"move": "0-6@L", "mean": 0.3930921052631579, "se": 0.02791450861742696, "n": 304, "hindsight": 0.34868421052631576, "hindsight_se": 0.038781398887976125}], "best": "0-6@R", "loss": -0.008223684210526315, "loss_se": 0.0259920086640068, "hindsight_best": "0-6@L", "hindsight_loss": 0.0, "gain": -0.004111842105263164, "open": {"status": "solved", "moves": [{"move": "0-6@L", "value": 1.0, "margin": 10}, {"move": "0-6@R", "value": 1.0, "margin": null}], "best": "0-6@L", "nodes": 4757}}, {"step": 5, "deal": 1, "seat": 1, "move": "0-0@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@L", "mean": 0.7763157894736842, "se": 0.033911609343436046, "n": 152, "hindsight": 0.7730263157894737, "hindsight_se": 0.03392745416309457}, {"move": "2-6@R", "mean": 0.6875, "se": 0.03757544403494314, "n": 152, "hindsight": 0.694078947368421, "hindsight_se": 0.03706081914424875}, {"move": "0-1@L", "mean": 0.6776315789473685, "se": 0.03803510248351587, "n": 152, "hindsight": 0.6282894736842105, "hindsight_se": 0.03918854695674422}], "best": "0-0@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@L", "hindsight_loss": 0.0, "gain": 0.0625, "open": {"status": "solved", "moves": [{"move": "0-0@L", "value": -1.0, "margin": -10}, {"move": "0-1@L", "value": -1.0, "margin": null}, {"move": "2-6@R", "value": -1.0, "margin": null}], "best": "0-0@L", "nodes": 3463}}, {"step": 6, "deal": 1, "seat": 0, "move": "0-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@L", "mean": 0.4144736842105263, "se": 0.040089737857792046, "n": 152, "hindsight": 0.3618421052631579, "hindsight_se": 0.038825720501169336}, {"move": "0-5@L", "mean": 0.34868421052631576, "se": 0.038781398887976125, "n": 152, "hindsight": 0.20065789473684212, "hindsight_se": 0.032424090379181335}, {"move": "0-3@L", "mean": 0.3092105263157895, "se": 0.03761070869867476, "n": 152, "hindsight": 0.28289473684210525, "hindsight_se": 0.03635511305440016}, {"move": "0-4@L", "mean": 0.3026315789473684, "se": 0.037385206761196665, "n": 152, "hindsight": 0.28289473684210525, "hindsight_se": 0.03665349695640766}], "best": "0-2@L", "loss": 0.06578947368421052, "loss_se": 0.05253345680909698, "hindsight_best": "0-2@L", "hindsight_loss": 0.1611842105263158, "gain": 0.004934210526315763, "open": {"status": "solved", "moves": [{"move": "0-2@L", "value": 1.0, "margin": 10}, {"move": "0-3@L", "value": 1.0, "margin": null}, {"move": "0-4@L", "value": 1.0, "margin": null}, {"move": "0-5@L", "value": 1.0, "margin": 34}], "best": "0-2@L", "nodes": 4976}}, {"step": 7, "deal": 1, "seat": 1, "move": "2-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "1-2@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@R", "mean": 0.4605263157894737, "se": 0.04056242252249033, "n": 152, "hindsight": 0.3223684210526316, "hindsight_se": 0.03803510248351587}, {"move": "0-2@R", "mean": 0.4243421052631579, "se": 0.04008526889349914, "n": 152, "hindsight": 0.3190789473684211, "hindsight_se": 0.036617310452024744}, {"move": "1-2@R", "mean": 0.4144736842105263, "se": 0.03981711299895205, "n": 152, "hindsight": 0.24013157894736842, "hindsight_se": 0.03460502460334423}, {"move": "3-5@L", "mean": 0.3980263157894737, "se": 0.039421911848482316, "n": 152, "hindsight": 0.10526315789473684, "hindsight_se": 0.02497453345092068}], "best": "2-2@R", "loss": 0.0, "loss_se": 0.034614341918261245, "hindsight_best": "2-2@R", "hindsight_loss": 0.08223684210526316, "gain": -0.009868421052631582, "open": {"status": "solved", "moves": [{"move": "0-2@R", "value": 1.0, "margin": 34}, {"move": "1-2@R", "value": 1.0, "margin": 34}, {"move": "2-2@R", "value": 1.0, "margin": null}, {"move": "3-5@L", "value": -1.0, "margin": null}], "best": "0-2@R", "nodes": 4176}}, {"step": 9, "deal": 1, "seat": 1, "move": "1-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@R", "mean": 0.8223684210526315, "se": 0.03110318238312337, "n": 152, "hindsight": 0.75, "hindsight_se": 0.03523807393012047}, {"move": "0-1@R", "mean": 0.7763157894736842, "se": 0.033911609343436046, "n": 152, "hindsight": 0.6973684210526315, "hindsight_se": 0.03679788712286463}], "best": "1-3@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-3@R", "hindsight_loss": 0.0, "gain": 0.023026315789473673, "open": {"status": "solved", "moves": [{"move": "0-1@R", "value": -1.0, "margin": -34}, {"move": "1-3@R", "value": -1.0, "margin": -34}], "best": "0-1@R", "nodes": 2841}}, {"step": 10, "deal": 1, "seat": 0, "move": "3-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@L", "mean": 0.4276315789473684, "se": 0.04026097083296561, "n": 152, "hindsight": 0.09868421052631579, "hindsight_se": 0.02427022773752269}, {"move": "3-5@R", "mean": 0.42105263157894735, "se": 0.03990699778758621, "n": 152, "hindsight": 0.29605263157894735, "hindsight_se": 0.03715062154998908}, {"move": "0-3@R", "mean": 0.3256578947368421, "se": 0.03799268781950499, "n": 152, "hindsight": 0.2631578947368421, "hindsight_se": 0.03583496176361067}], "best": "3-5@L", "loss": -0.009868421052631578, "loss_se": 0.038052996702658035, "hindsight_best": "3-5@R", "hindsight_loss": 0.19736842105263155, "gain": 0.03618421052631576, "open": {"status": "solved", "moves": [{"move": "0-3@R", "value": 1.0, "margin": 34}, {"move": "3-5@L", "value": -1.0, "margin": -18}, {"move": "3-5@R", "value": -1.0, "margin": null}], "best": "0-3@R", "nodes": 885}}, {"step": 11, "deal": 1, "seat": 1, "move": "2-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.8157894736842105, "se": 0.031546980450822305, "n": 152, "hindsight": 0.9078947368421053, "hindsight_se": 0.02353268597044349}, {"move": "2-3@R", "mean": 0.7993421052631579, "se": 0.032424090379181335, "n": 152, "hindsight": 0.9144736842105263, "hindsight_se": 0.022758677130888614}], "best": "2-3@L", "loss": 0.0, "loss_se": 0.02951920997260533, "hindsight_best": "2-3@R", "hindsight_loss": 0.0, "gain": -0.008223684210526327, "open": {"status": "solved", "moves": [{"move": "2-3@L", "value": 1.0, "margin": 18}, {"move": "2-3@R", "value": 1.0, "margin": 17}], "best": "2-3@L", "nodes": 84}}, {"step": 12, "deal": 1, "seat": 0, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@L", "mean": 0.41776315789473684, "se": 0.03999936795514298, "n": 152, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@R", "mean": 0.3059210526315789, "se": 0.03735356622302458, "n": 152, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-2@R", "mean": 0.24013157894736842, "se": 0.03460502460334423, "n": 152, "hindsight": 0.17763157894736842, "hindsight_se": 0.031103182383123373}], "best": "0-3@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@R", "hindsight_loss": 0.17763157894736842, "gain": 0.09649122807017546, "open": {"status": "solved", "moves": [{"move": "0-3@L", "value": -1.0, "margin": -17}, {"move": "0-2@R", "value": -1.0, "margin": null}, {"move": "2-2@R", "value": -1.0, "margin": null}], "best": "0-3@L", "nodes": 21}}, {"step": 13, "deal": 1, "seat": 1, "move": "0-1@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.6710526315789473, 0.6233552631578947, 0.5263157894736842, 0.5, 0.39473684210526316, 0.3930921052631579, 0.27631578947368424, 0.34868421052631576, 0.3815789473684211, 0.4144736842105263, 0.3684210526315789, 0.4276315789473684, 0.18421052631578946, 0.41776315789473684, 0.0], [0.5394736842105263, 0.4605263157894737, 0.5723684210526315, 0.4342105263157895, 0.5394736842105263, 0.7236842105263158, 0.7763157894736842, 0.743421052631579, 0.7171052631578947, 0.75, 0.8223684210526315, 0.8618421052631579, 0.7993421052631579, 1.0, 1.0]], "curve_se": [[0.05425138981075869, 0.019632585235142785, 0.057655006053175376, 0.04068942293855797, 0.05565856869900108, 0.02791450861742696, 0.051635307553548906, 0.038781398887976125, 0.05609235887280059, 0.03981711299895205, 0.0549069556299257, 0.04026097083296561, 0.04476263446376517, 0.03999936795514298, 0.0], [0.057554823516927194, 0.05678766073557724, 0.04026097083296561, 0.05723306097613565, 0.04056242252249033, 0.051635307553548906, 0.033911609343436046, 0.04999422866045287, 0.05158498890503331, 0.05, 0.03110318238312337, 0.039290510673616046, 0.032424090379181335, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 7, "given_away": 0.20230263157894737, "given_away_se": 0.09838840959457361, "inaccuracies": 0, "mistakes": 0, "start": 0.6710526315789473, "result": 0.0, "own": 0.08979479949874691, "luck": -0.7608474310776943, "dealt": 0.7763157894736842}, {"seat": 1, "decisions": 7, "choices": 5, "given_away": -0.08552631578947369, "given_away_se": 0.04845475492975104, "inaccuracies": 0, "mistakes": 0, "start": 0.5394736842105263, "result": 1.0, "own": 0.2077850877192982, "luck": 0.25274122807017546, "dealt": 0.23684210526315788}], "chance": [[0.6710526315789473, 0.6233552631578947, 0.5263157894736842, 0.5, 0.39473684210526316, 0.3930921052631579, 0.27631578947368424, 0.34868421052631576, 0.3815789473684211, 0.4144736842105263, 0.3684210526315789, 0.4276315789473684, 0.18421052631578946, 0.41776315789473684, 0.0], [0.5394736842105263, 0.4605263157894737, 0.5723684210526315, 0.4342105263157895, 0.5394736842105263, 0.7236842105263158, 0.7763157894736842, 0.743421052631579, 0.7171052631578947, 0.75, 0.8223684210526315, 0.8618421052631579, 0.7993421052631579, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 7, "choices": 7, "given_away": 0.20230263157894737, "given_away_se": 0.09838840959457361, "inaccuracies": 0, "mistakes": 0, "start": 0.6710526315789473, "result": 0.0, "own": 0.08979479949874691, "luck": -0.7608474310776943, "dealt": 0.7763157894736842}, {"seat": 1, "decisions": 7, "choices": 5, "given_away": -0.08552631578947369, "given_away_se": 0.04845475492975104, "inaccuracies": 0, "mistakes": 0, "start": 0.5394736842105263, "result": 1.0, "own": 0.2077850877192982, "luck": 0.25274122807017546, "dealt": 0.23684210526315788}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');


--
-- Data for Name: api_tokens; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: blocks; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.blocks VALUES (1, 3, 1796680821.7291937);


--
-- Data for Name: challenges; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.challenges VALUES ('bYus_uy7U1xE4KJ1', 1, 2, '{"variant":"block","players":2,"options":{},"seats":[{"kind":"human"},{"kind":"human"}],"timer":null,"name":"","rated":false}', 1796680821.7351673, 1796681421.7351673, 'open', NULL, NULL);


--
-- Data for Name: chat_lines; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.chat_lines VALUES (1, 'DTTuFd3j', 0, 1, 'fixture free text', 1796680820.6922219);


--
-- Data for Name: chat_reports; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.chat_reports VALUES (1, 1, 'DTTuFd3j', 0, 1, 'fixture free text', 1796680820.6922219, 2, 1796680821.7491937);


--
-- Data for Name: follows; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.follows VALUES (1, 2, 1796680821.722097);


--
-- Data for Name: leases; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.leases VALUES ('tournaments', '06a440d9c0b2e57d', '127.0.0.1:55803', 1796680831.0219398, NULL);


--
-- Data for Name: mail_accounts; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.mail_accounts VALUES (1, 'ada@fixture.test', 1796680821.864084, 'digest', 'pl', '7e8faa6a841ca3992c89d7eff6cfd96a6981f89c422bcd1334d31fbe8010f2af', NULL, 1796680821.8696535);


--
-- Data for Name: mail_outbox; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.mail_outbox VALUES (1, 'verify:3d5a52bef2a06db0a460e66135b7bc1a823edeef15e79f806a2da80194c5db66', 1, 'verify', NULL, NULL, 'sent', 1796680821.7539866, 1796680821.7539866, 1796767221.7539866, 0, '6262-25610cfebdf3', NULL, 1796680821.7876008);


--
-- Data for Name: mail_tokens; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.mail_tokens VALUES ('3d5a52bef2a06db0a460e66135b7bc1a823edeef15e79f806a2da80194c5db66', 1, 'ada@fixture.test', 1796680821.7539866, 1796680821.864084);


--
-- Data for Name: mutes; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: rating_changes; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.rating_changes VALUES ('Jabzg0uT', 0, 1, 'block', 1500, 500, 1414.0925418676334, 485.87253012168327, 1796680819.6768892);


--
-- Data for Name: ratings; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.ratings VALUES (1, 'block', 1414.0925418676334, 485.87253012168327, 1);


--
-- Data for Name: seats; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.seats VALUES ('FDjeWIZq', 0, 'human', NULL, '6b3aa66e52a8bc8a4bda87b54837406ca4a2e6ea13962e07c0256663611bc9d5', false);
INSERT INTO __SCHEMA__.seats VALUES ('FDjeWIZq', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('TdW1nbXQ', 2, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('TdW1nbXQ', 3, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('TdW1nbXQ', 4, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('TdW1nbXQ', 0, 'human', NULL, 'fdbad14d56297744048d8f3e7387d3703e52a3d630cdf5d853fe09b602468e5f', true);
INSERT INTO __SCHEMA__.seats VALUES ('TdW1nbXQ', 1, 'human', NULL, 'd68c40f15dd551c00e4c388a1afbdb248372c06fa8a62d70c1aa01ad41683043', true);
INSERT INTO __SCHEMA__.seats VALUES ('niZI3IPZ', 2, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('niZI3IPZ', 3, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('niZI3IPZ', 4, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('niZI3IPZ', 0, 'human', NULL, '85c17898e06428a01a2698fbe4351ad93ae555fc9045d98198fd9418336347a5', true);
INSERT INTO __SCHEMA__.seats VALUES ('niZI3IPZ', 1, 'human', NULL, 'd4ee7cef352b2dcd40bdd7f62724ee9b28197ef32251e23a789457ec22f8f915', true);
INSERT INTO __SCHEMA__.seats VALUES ('07hLOSAu', 0, 'human', NULL, '2d8994a1a3944c4ec4598f47addae1e09e69b80b0033cfc503731374453af144', true);
INSERT INTO __SCHEMA__.seats VALUES ('07hLOSAu', 1, 'human', NULL, '53d8987182ab29fbe486e29d4991bd772f312cd68e87a9863d12b9d267a96a68', true);
INSERT INTO __SCHEMA__.seats VALUES ('onEpyA2B', 0, 'human', NULL, '60b964b8ba20f0ea4d6d1ca3fc1988a77b1367599f59279b0e48bedafa3e2204', true);
INSERT INTO __SCHEMA__.seats VALUES ('onEpyA2B', 1, 'human', NULL, '506fa896d6e924e47ffd913f290bceba73a7a63003936627a374ca5a4acfca39', true);
INSERT INTO __SCHEMA__.seats VALUES ('0eUY53Nb', 0, 'human', NULL, '6ed507ed6e2dddef0650d6b7cb510fed60f1efff115ec2403056dd41379ce770', true);
INSERT INTO __SCHEMA__.seats VALUES ('0eUY53Nb', 1, 'human', NULL, 'ec088c2ca062822864588a4194bb8c2d3bbaa58812ddb51f73c0e3d1c14c8b7c', true);
INSERT INTO __SCHEMA__.seats VALUES ('XFxtN01o', 0, 'human', NULL, 'eda5ca4f0cf934a84822f91cfa6b80b70458b016f4c0bcfc9e3cb7de58b03f57', true);
INSERT INTO __SCHEMA__.seats VALUES ('XFxtN01o', 1, 'human', NULL, '0cedf3c8c21dfe2597adc0d52dca28a941644597d64bf9f0dbb77b594909b577', true);
INSERT INTO __SCHEMA__.seats VALUES ('3FTDXYJR', 0, 'human', NULL, '4ecc20c04fe3a371f585ec5abed4aead4ed75610e90c4a3f98ae73f2a7be6d11', true);
INSERT INTO __SCHEMA__.seats VALUES ('3FTDXYJR', 1, 'human', NULL, '3d97d6f4688070bff7c974b4262cdaf3f6b686ca7fb92827b3fc2d1522bede85', true);
INSERT INTO __SCHEMA__.seats VALUES ('TEchx4xH', 0, 'human', NULL, '41c139c0decbbefdd7cc95815b0a51a6320941378509f57b336289604097847a', true);
INSERT INTO __SCHEMA__.seats VALUES ('TEchx4xH', 1, 'human', NULL, '3af391e202c3cf5764d3cbad0e511b967b667aa52222f573348c7a4dd8ea549e', true);
INSERT INTO __SCHEMA__.seats VALUES ('ixJavgOU', 0, 'human', NULL, 'fe08ee6b0c9a84897b8cf58bfea9729c577cd02395e819bf7f0f48b61c3ec78b', true);
INSERT INTO __SCHEMA__.seats VALUES ('ixJavgOU', 1, 'human', NULL, '159721b14223d283020189a7c84207f2cf4e8d0e9b9275fd008b258e25abfeaf', true);
INSERT INTO __SCHEMA__.seats VALUES ('5kOhnQ5Q', 0, 'human', NULL, '106acb74099f9240ae268e8def7f2f923829089521787d3ea05d7a64ec70e906', true);
INSERT INTO __SCHEMA__.seats VALUES ('5kOhnQ5Q', 1, 'human', NULL, '416c8a65fe8942a2306d6126a8a3e7f21beabb54e1c55d6582269d699a7e61e8', true);
INSERT INTO __SCHEMA__.seats VALUES ('7c5E-IG_', 0, 'human', NULL, 'd7ea03d39c7e48c404148da852a50119a9bd39ded923a0ea3da68ac4e77fdb7b', true);
INSERT INTO __SCHEMA__.seats VALUES ('7c5E-IG_', 1, 'human', NULL, 'a22c2e294c66261bc506599f33ae4a3eb119cfb96d8945c5d5db698e7aeda380', true);
INSERT INTO __SCHEMA__.seats VALUES ('OtB2QiUd', 0, 'human', NULL, '3d283b4dfbfd5b13de018b7a80b21801033097df7fc2f7dc969df5eb958856ea', true);
INSERT INTO __SCHEMA__.seats VALUES ('OtB2QiUd', 1, 'human', NULL, '3224d2bebe2fd8040cf4bbce7346d7efcbaf0fd4100902fd044ead571b3a7e91', true);
INSERT INTO __SCHEMA__.seats VALUES ('obtavs5o', 0, 'human', NULL, '1a1ef7149397117b6337cb3709768e72d5be93450f2c983e0e1829391dce2198', true);
INSERT INTO __SCHEMA__.seats VALUES ('obtavs5o', 1, 'human', NULL, 'c20537cf411c91d69380fd808f47448170a242692ff8a726e11ba4cf8ca5195a', true);
INSERT INTO __SCHEMA__.seats VALUES ('pHZUdU6u', 0, 'human', NULL, '0a86729bb82b88f1656ad58a0256fe945e55a0c0bb95f729688a6215baa2b622', true);
INSERT INTO __SCHEMA__.seats VALUES ('pHZUdU6u', 1, 'human', NULL, '1b1c1b9bdc13a9992fcb7a0dc153cb4a38411c14c359057e221dea4a6dac4b7f', true);
INSERT INTO __SCHEMA__.seats VALUES ('jGr8_Egw', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('jGr8_Egw', 0, 'human', NULL, '0e1a2fded688bba2f97b8dfb1aef659c61a93213eb64694a88cc2cda39ee7d1b', true);
INSERT INTO __SCHEMA__.seats VALUES ('MxIDPqnq', 2, 'human', NULL, '280ee3c6dc80023b250dfdd7549d8c58960220d390bec5cea3b2d9b264906294', false);
INSERT INTO __SCHEMA__.seats VALUES ('MxIDPqnq', 0, 'human', NULL, 'cc959e6a0bb6ec57ac9cf41ac405bb2118bc26c9bdf45faaf4ef3463a8f6144c', true);
INSERT INTO __SCHEMA__.seats VALUES ('MxIDPqnq', 1, 'human', NULL, '40b3eb68afc59c4182bdc769b88f0b8a6f4833423285d6ea88867e66dd86a6f6', true);
INSERT INTO __SCHEMA__.seats VALUES ('oL0DRu79', 0, 'human', NULL, 'cd6740e1cc1ffd79d9edc45f9c736e0b3460fbaf7702820cce340feaff6dd5d7', true);
INSERT INTO __SCHEMA__.seats VALUES ('oL0DRu79', 1, 'human', NULL, '072a9e81f6dc3b41c43d7efef603bc797ff44f1fc2429f46546a68e8a1df37e7', true);
INSERT INTO __SCHEMA__.seats VALUES ('-7YtxnQM', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('-7YtxnQM', 0, 'human', NULL, '04a2601c084d053d71601fc7029301e5fad3d8d34411bafcd4b33078783ebd55', true);
INSERT INTO __SCHEMA__.seats VALUES ('sDjw5ufs', 0, 'human', NULL, 'f77d517afe599a3eaba69d64917cd1819b4f8c55f471ef7922eb5a5e4221f9bb', false);
INSERT INTO __SCHEMA__.seats VALUES ('sDjw5ufs', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('Jabzg0uT', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('Jabzg0uT', 0, 'human', NULL, '726efeda3a8edea9d2b341115f34c627d84c6668b525fa6a530da4038410ee5c', true);
INSERT INTO __SCHEMA__.seats VALUES ('DTTuFd3j', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('DTTuFd3j', 0, 'human', NULL, '9bca7d96e1a4ee6139a73b77ed0ab4ad92e13d5697cf41271f3a5813f188f008', true);
INSERT INTO __SCHEMA__.seats VALUES ('KxFBjROK', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('KxFBjROK', 0, 'human', NULL, 'f2c461ed659fca2e6a3ad25a1473cc5e52a605c99a49277dacc63a46e499af74', true);
INSERT INTO __SCHEMA__.seats VALUES ('HiD5uGFC', 0, 'human', NULL, 'd4adbab787d19f619bb3e10ae9f9808f82dc46141ffcc892222982ae49992fbc', false);
INSERT INTO __SCHEMA__.seats VALUES ('HiD5uGFC', 1, 'human', NULL, 'b96debb464362d7e40689c1d14a621ea66f9eac81afd60375c62189e2c494d53', false);


--
-- Data for Name: seek_people; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: seeks; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.seeks VALUES ('Enfr_qTe0-Tn3geV', 2, '{"variant":"block","players":2,"options":{},"seats":[{"kind":"human"},{"kind":"human"}],"timer":null,"name":"","rated":false,"pace":{"kind":"turn-based","hours":24}}', NULL, NULL, 1796680821.745087, 1797285621.745087, NULL, NULL, 'open', NULL, NULL);


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.sessions VALUES ('0e01837c0e699311e375050cb39f874a121ae94c3d7a1d851f0954bc5823700b', 1, 1796680818.633458, 1799272818.633458);
INSERT INTO __SCHEMA__.sessions VALUES ('a48f4bfdce5101bfc4abcf8cd9b9453c3ee680101acc4ae12f2f90bb692f9a84', 2, 1796680818.7611208, 1799272818.7611208);
INSERT INTO __SCHEMA__.sessions VALUES ('c968dc0f04f93336a8bf6043bdfe419289ad8bf91ae62fc3530bf068fa3e0227', 3, 1796680821.716774, 1799272821.716774);


--
-- Data for Name: table_accounts; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.table_accounts VALUES ('DTTuFd3j', 0, 1, '12ca17b49af2289436f303e0166030a21e525d266e209267433801a8fd4071a0', 1796680819.710676, NULL, NULL, NULL);
INSERT INTO __SCHEMA__.table_accounts VALUES ('Jabzg0uT', 0, 1, '12ca17b49af2289436f303e0166030a21e525d266e209267433801a8fd4071a0', 1796680818.7743306, '2026-12-07 22:00:19.67651+00', 8, 11);
INSERT INTO __SCHEMA__.table_accounts VALUES ('KxFBjROK', 0, 2, NULL, 1796680821.4209528, '2026-12-07 22:00:21.338362+00', 7, 7);


--
-- Data for Name: tables; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.tables VALUES ('FDjeWIZq', '', 'maltese-cross', 2, '{}', 19, true, NULL, '2026-12-07 21:59:01.659394+00', '2026-12-07 21:59:02.88749+00', '{
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
', '{"id": "FDjeWIZq", "name": "", "variant": "maltese-cross", "players": 2, "options": {"target": 100}, "seed": 19, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "expired", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": false, "away_since": "2026-12-07T21:59:01+00:00", "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": null, "away_seconds": 60.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T21:59:01+00:00", "finished": "2026-12-07T21:59:02+00:00", "seq": 0}', false);
INSERT INTO __SCHEMA__.tables VALUES ('TdW1nbXQ', '', 'white-snake', 5, '{"max_deals": 2}', 100, true, NULL, '2026-12-07 21:59:10.242136+00', '2026-12-07 21:59:11.292892+00', '{
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
', '{"id": "TdW1nbXQ", "name": "", "variant": "white-snake", "players": 5, "options": {"max_deals": 2}, "seed": 100, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 2, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 3, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 4, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1, 2], "losers": [0, 3, 4], "ranking": [1, 2, 0, 3, 4], "rule": "WS-8", "scores": [0, 0, 0, 0, 0], "marks": [0, 0, 0, 0, 0], "tokens": [[], ["1-1"], ["2-2"], [], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:59:10+00:00", "finished": "2026-12-07T21:59:11+00:00", "seq": 60}', false);
INSERT INTO __SCHEMA__.tables VALUES ('niZI3IPZ', '', 'white-snake', 5, '{}', 589128272257873369, false, NULL, '2026-12-07 21:59:11.339087+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('07hLOSAu', '', 'sausage', 2, '{"losses": 1}', 101, true, NULL, '2026-12-07 21:59:14.509663+00', '2026-12-07 21:59:15.864031+00', '{
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
', '{"id": "07hLOSAu", "name": "", "variant": "sausage", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 101, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "SA-10", "scores": [0, 0], "marks": [1, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:59:14+00:00", "finished": "2026-12-07T21:59:15+00:00", "seq": 48}', false);
INSERT INTO __SCHEMA__.tables VALUES ('onEpyA2B', '', 'sausage', 2, '{}', 201, true, NULL, '2026-12-07 21:59:15.911167+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('0eUY53Nb', '', 'sausage-one-way', 2, '{"losses": 1}', 102, true, NULL, '2026-12-07 21:59:21.552491+00', '2026-12-07 21:59:23.156083+00', '{
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
', '{"id": "0eUY53Nb", "name": "", "variant": "sausage-one-way", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 102, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "SA-10", "scores": [0, 0], "marks": [0, 1], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:59:21+00:00", "finished": "2026-12-07T21:59:23+00:00", "seq": 63}', false);
INSERT INTO __SCHEMA__.tables VALUES ('XFxtN01o', '', 'sausage-one-way', 2, '{}', 4522770050901968480, false, NULL, '2026-12-07 21:59:23.213742+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('5kOhnQ5Q', '', 'maltese-cross', 2, '{}', 2392860022268084432, false, NULL, '2026-12-07 21:59:38.123046+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('OtB2QiUd', '', 'block', 2, '{}', 205, true, NULL, '2026-12-07 21:59:46.194538+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('jGr8_Egw', '', 'draw', 2, '{}', 7, true, NULL, '2026-12-07 22:00:03.356769+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('MxIDPqnq', '', 'block', 3, '{}', 11, true, 3600, '2026-12-07 22:00:04.950838+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('DTTuFd3j', '', 'block', 2, '{}', 3590079283867493517, false, NULL, '2026-12-07 22:00:19.699836+00', NULL, NULL, NULL, true);
INSERT INTO __SCHEMA__.tables VALUES ('3FTDXYJR', '', 'twins', 2, '{"target": 20}', 103, true, NULL, '2026-12-07 21:59:29.402628+00', '2026-12-07 21:59:30.355731+00', '{
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
', '{"id": "3FTDXYJR", "name": "", "variant": "twins", "players": 2, "options": {"set": 6, "hand_size": null, "lead_double": null, "target": 20}, "seed": 103, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "TW-7", "scores": [0, 20], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:59:29+00:00", "finished": "2026-12-07T21:59:30+00:00", "seq": 30}', false);
INSERT INTO __SCHEMA__.tables VALUES ('TEchx4xH', '', 'twins', 2, '{}', 203, true, NULL, '2026-12-07 21:59:30.394847+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('ixJavgOU', '', 'maltese-cross', 2, '{"target": 20}', 104, true, NULL, '2026-12-07 21:59:37.57251+00', '2026-12-07 21:59:38.109101+00', '{
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
', '{"id": "ixJavgOU", "name": "", "variant": "maltese-cross", "players": 2, "options": {"target": 20}, "seed": 104, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "MC-8", "scores": [27, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:59:37+00:00", "finished": "2026-12-07T21:59:38+00:00", "seq": 17}', false);
INSERT INTO __SCHEMA__.tables VALUES ('7c5E-IG_', '', 'block', 2, '{"target": 20}', 105, true, NULL, '2026-12-07 21:59:45.576339+00', '2026-12-07 21:59:46.174125+00', '{
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
', '{"id": "7c5E-IG_", "name": "", "variant": "block", "players": 2, "options": {"target": 20, "teams": false}, "seed": 105, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1", "scores": [35, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:59:45+00:00", "finished": "2026-12-07T21:59:46+00:00", "seq": 20}', false);
INSERT INTO __SCHEMA__.tables VALUES ('obtavs5o', '', 'draw', 2, '{"target": 20}', 106, true, NULL, '2026-12-07 21:59:54.289501+00', '2026-12-07 21:59:54.736212+00', '{
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
', '{"id": "obtavs5o", "name": "", "variant": "draw", "players": 2, "options": {"target": 20, "teams": false}, "seed": 106, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2", "scores": [0, 28], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T21:59:54+00:00", "finished": "2026-12-07T21:59:54+00:00", "seq": 14}', false);
INSERT INTO __SCHEMA__.tables VALUES ('pHZUdU6u', '', 'draw', 2, '{}', 1190803564161137783, false, NULL, '2026-12-07 21:59:54.771101+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('oL0DRu79', '', 'sausage', 2, '{}', 13, true, NULL, '2026-12-07 22:00:10.587397+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('-7YtxnQM', '', 'block', 2, '{"target": 10}', 2128485764523990548, false, NULL, '2026-12-07 22:00:17.125853+00', '2026-12-07 22:00:17.418413+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "block",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 2128485764523990548,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-0", "0-2", "1-3", "3-3", "1-4", "0-5", "2-5"], ["0-1", "1-1", "2-3", "2-4", "1-5", "4-5", "0-6"]], "stock": [], "set_aside": ["1-2", "2-2", "0-3", "0-4", "3-4", "4-4", "3-5", "5-5", "1-6", "2-6", "3-6", "4-6", "5-6", "6-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "0-2"},
    {"event": "play", "seat": 1, "move": "2-4@R"},
    {"event": "play", "seat": 0, "move": "1-4@R"},
    {"event": "play", "seat": 1, "move": "0-1@L"},
    {"event": "play", "seat": 0, "move": "1-3@L"},
    {"event": "play", "seat": 1, "move": "2-3@L"},
    {"event": "play", "seat": 0, "move": "2-5@L"},
    {"event": "play", "seat": 1, "move": "1-5@L"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "1-1@L"},
    {"event": "pass", "seat": 0},
    {"event": "pass", "seat": 1},
    {"event": "deal_end", "ending": "block", "winners": [0], "losers": [1], "rule": "R-1", "pips": [11, 15], "points": [15, 0]},
    {"event": "match_end", "winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1"}
  ]
}
', '{"id": "-7YtxnQM", "name": "", "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 2128485764523990548, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1", "scores": [15, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T22:00:17+00:00", "finished": "2026-12-07T22:00:17+00:00", "seq": 12}', false);
INSERT INTO __SCHEMA__.tables VALUES ('sDjw5ufs', '', 'block', 2, '{"target": 10}', 1331253660015741425, false, NULL, '2026-12-07 22:00:17.460456+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('Jabzg0uT', '', 'block', 2, '{"target": 10}', 1036295237515419628, false, NULL, '2026-12-07 22:00:18.766805+00', '2026-12-07 22:00:19.67651+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "block",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 1036295237515419628,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-0", "0-1", "1-3", "2-4", "1-6", "2-6", "5-6"], ["2-2", "2-3", "3-4", "4-4", "2-5", "4-5", "4-6"]], "stock": [], "set_aside": ["1-1", "0-2", "1-2", "0-3", "3-3", "0-4", "1-4", "0-5", "1-5", "3-5", "5-5", "0-6", "3-6", "6-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "1-6"},
    {"event": "play", "seat": 1, "move": "4-6@R"},
    {"event": "play", "seat": 0, "move": "1-3@L"},
    {"event": "play", "seat": 1, "move": "3-4@L"},
    {"event": "play", "seat": 0, "move": "2-4@R"},
    {"event": "play", "seat": 1, "move": "4-4@L"},
    {"event": "play", "seat": 0, "move": "2-6@R"},
    {"event": "play", "seat": 1, "move": "4-5@L"},
    {"event": "play", "seat": 0, "move": "5-6@R"},
    {"event": "play", "seat": 1, "move": "2-5@R"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "2-2@R"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "2-3@R"},
    {"event": "deal_end", "ending": "domino", "winners": [1], "losers": [0], "rule": "R-1", "pips": [1, 0], "points": [0, 1]},
    {"event": "deal", "deal": 2, "number": 1, "source": "seed", "hands": [["1-1", "1-2", "2-3", "3-3", "2-5", "4-5", "2-6"], ["2-2", "1-3", "4-4", "5-5", "1-6", "4-6", "6-6"]], "stock": [], "set_aside": ["0-0", "0-1", "0-2", "0-3", "0-4", "1-4", "2-4", "3-4", "0-5", "1-5", "3-5", "0-6", "3-6", "5-6"], "leader": 1},
    {"event": "lead", "seat": 1},
    {"event": "play", "seat": 1, "move": "6-6"},
    {"event": "play", "seat": 0, "move": "2-6@L"},
    {"event": "play", "seat": 1, "move": "4-6@R"},
    {"event": "play", "seat": 0, "move": "1-2@L"},
    {"event": "play", "seat": 1, "move": "4-4@R"},
    {"event": "play", "seat": 0, "move": "4-5@R"},
    {"event": "play", "seat": 1, "move": "5-5@R"},
    {"event": "play", "seat": 0, "move": "2-5@R"},
    {"event": "play", "seat": 1, "move": "1-6@L"},
    {"event": "play", "seat": 0, "move": "2-3@R"},
    {"event": "play", "seat": 1, "move": "1-3@R"},
    {"event": "play", "seat": 0, "move": "1-1@R"},
    {"event": "pass", "seat": 1},
    {"event": "pass", "seat": 0},
    {"event": "deal_end", "ending": "block", "winners": [1], "losers": [0], "rule": "R-1", "pips": [6, 4], "points": [0, 6]},
    {"event": "deal", "deal": 3, "number": 1, "source": "seed", "hands": [["1-1", "0-3", "1-3", "0-5", "1-5", "5-5", "5-6"], ["0-0", "1-2", "1-4", "2-5", "0-6", "3-6", "6-6"]], "stock": [], "set_aside": ["0-1", "0-2", "2-2", "2-3", "3-3", "0-4", "2-4", "3-4", "4-4", "3-5", "4-5", "1-6", "2-6", "4-6"], "leader": 1},
    {"event": "lead", "seat": 1},
    {"event": "play", "seat": 1, "move": "6-6"},
    {"event": "play", "seat": 0, "move": "5-6@L"},
    {"event": "play", "seat": 1, "move": "2-5@L"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "0-6@R"},
    {"event": "play", "seat": 0, "move": "0-3@R"},
    {"event": "play", "seat": 1, "move": "3-6@R"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "1-2@L"},
    {"event": "play", "seat": 0, "move": "1-3@L"},
    {"event": "pass", "seat": 1},
    {"event": "pass", "seat": 0},
    {"event": "deal_end", "ending": "block", "winners": [1], "losers": [0], "rule": "R-1", "pips": [23, 5], "points": [0, 23]},
    {"event": "match_end", "winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-1"}
  ]
}
', '{"id": "Jabzg0uT", "name": "", "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 1036295237515419628, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0, "account": "Ada Fixture", "rating": 1500, "provisional": true, "bot_account": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0, "account": null, "rating": 2292, "provisional": false, "bot_account": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-1", "scores": [0, 30], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": true, "created": "2026-12-07T22:00:18+00:00", "finished": "2026-12-07T22:00:19+00:00", "seq": 40}', true);
INSERT INTO __SCHEMA__.tables VALUES ('KxFBjROK', '', 'draw', 2, '{"target": 10}', 3452468885983186906, false, NULL, '2026-12-07 22:00:21.007051+00', '2026-12-07 22:00:21.338362+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "draw",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 3452468885983186906,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-2", "2-2", "0-3", "0-4", "1-4", "4-5", "4-6"], ["0-0", "0-1", "1-3", "2-3", "4-4", "2-6", "5-6"]], "stock": ["3-5", "0-5", "1-1", "1-2", "0-6", "6-6", "3-6", "5-5", "2-5", "3-4", "2-4", "3-3", "1-5", "1-6"], "set_aside": [], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "4-6"},
    {"event": "play", "seat": 1, "move": "4-4@L"},
    {"event": "play", "seat": 0, "move": "4-5@L"},
    {"event": "play", "seat": 1, "move": "5-6@L"},
    {"event": "draw", "seat": 0, "tiles": ["3-5", "0-5", "1-1", "1-2", "0-6"]},
    {"event": "play", "seat": 0, "move": "0-6@L"},
    {"event": "play", "seat": 1, "move": "0-0@L"},
    {"event": "play", "seat": 0, "move": "0-5@L"},
    {"event": "play", "seat": 1, "move": "2-6@R"},
    {"event": "play", "seat": 0, "move": "1-2@R"},
    {"event": "play", "seat": 1, "move": "1-3@R"},
    {"event": "play", "seat": 0, "move": "3-5@L"},
    {"event": "play", "seat": 1, "move": "2-3@R"},
    {"event": "play", "seat": 0, "move": "0-3@L"},
    {"event": "play", "seat": 1, "move": "0-1@L"},
    {"event": "deal_end", "ending": "domino", "winners": [1], "losers": [0], "rule": "R-2", "pips": [17, 0], "points": [0, 17]},
    {"event": "match_end", "winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2"}
  ]
}
', '{"id": "KxFBjROK", "name": "", "variant": "draw", "players": 2, "options": {"target": 10, "teams": false}, "seed": 3452468885983186906, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "timeouts": 0}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2", "scores": [0, 17], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T22:00:21+00:00", "finished": "2026-12-07T22:00:21+00:00", "seq": 14}', false);
INSERT INTO __SCHEMA__.tables VALUES ('HiD5uGFC', '', 'twins', 2, '{}', 17, true, NULL, '2026-12-07 22:00:21.872299+00', NULL, NULL, NULL, false);


--
-- Data for Name: tournament_entrants; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: tournament_games; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: tournament_seats; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: tournaments; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: vacations; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.vacations VALUES (2, 1796680821.7399383, 1796940021.7399383);


--
-- Name: accounts_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.accounts_id_seq', 3, true);


--
-- Name: actions_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.actions_id_seq', 439, true);


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
-- Name: tournament_entrants tournament_entrants_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.tournament_entrants
    ADD CONSTRAINT tournament_entrants_pkey PRIMARY KEY (tournament_id, account_id);


--
-- Name: tournament_games tournament_games_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.tournament_games
    ADD CONSTRAINT tournament_games_pkey PRIMARY KEY (tournament_id, number);


--
-- Name: tournament_seats tournament_seats_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.tournament_seats
    ADD CONSTRAINT tournament_seats_pkey PRIMARY KEY (tournament_id, number, seat);


--
-- Name: tournaments tournaments_pkey; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.tournaments
    ADD CONSTRAINT tournaments_pkey PRIMARY KEY (id);


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
-- Name: ix_tournament_entrants_account_id; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_tournament_entrants_account_id ON __SCHEMA__.tournament_entrants USING btree (account_id);


--
-- Name: ix_tournament_games_table_id; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_tournament_games_table_id ON __SCHEMA__.tournament_games USING btree (table_id);


--
-- Name: ix_tournament_seats_account_id; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_tournament_seats_account_id ON __SCHEMA__.tournament_seats USING btree (account_id);


--
-- Name: ix_tournaments_organiser; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_tournaments_organiser ON __SCHEMA__.tournaments USING btree (organiser);


--
-- Name: ix_tournaments_status_starts; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_tournaments_status_starts ON __SCHEMA__.tournaments USING btree (status, starts);


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
-- Name: tournament_entrants tournament_entrants_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.tournament_entrants
    ADD CONSTRAINT tournament_entrants_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: tournament_entrants tournament_entrants_tournament_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.tournament_entrants
    ADD CONSTRAINT tournament_entrants_tournament_id_fkey FOREIGN KEY (tournament_id) REFERENCES __SCHEMA__.tournaments(id);


--
-- Name: tournament_games tournament_games_tournament_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.tournament_games
    ADD CONSTRAINT tournament_games_tournament_id_fkey FOREIGN KEY (tournament_id) REFERENCES __SCHEMA__.tournaments(id);


--
-- Name: tournament_seats tournament_seats_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.tournament_seats
    ADD CONSTRAINT tournament_seats_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: tournament_seats tournament_seats_tournament_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.tournament_seats
    ADD CONSTRAINT tournament_seats_tournament_id_fkey FOREIGN KEY (tournament_id) REFERENCES __SCHEMA__.tournaments(id);


--
-- Name: tournaments tournaments_organiser_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.tournaments
    ADD CONSTRAINT tournaments_organiser_fkey FOREIGN KEY (organiser) REFERENCES __SCHEMA__.accounts(id);


--
-- Name: vacations vacations_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.vacations
    ADD CONSTRAINT vacations_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- PostgreSQL database dump complete
--

\unrestrict mtpezum6ziPCjdhIM3CxvPl661btd4jPpAytyYaOUWAepdE9a6UbJdjhhFbe1zc

