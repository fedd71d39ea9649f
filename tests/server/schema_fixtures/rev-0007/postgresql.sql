--
-- PostgreSQL database dump
--

\restrict EflbhusagXNoO0TRPzpade65ZxMPgOz63nxfj6HfW7GxhgiRnjdvgyYYtw6S5hT

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
-- Data for Name: accounts; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.accounts VALUES (1, 'Ada Fixture', 'ada fixture', '$argon2id$v=19$m=65536,t=3,p=4$AULxMZxcKtBV8rqdkOSiRg$I5R7JpVx8kI8jg4sSaeBfdMqu90JKldDpVtXAZW++sA', '2026-12-07 18:16:10.338419+00', 4, 4, 'adafixture', NULL, NULL);
INSERT INTO __SCHEMA__.accounts VALUES (3, 'Cy Fixture', 'cy fixture', '$argon2id$v=19$m=65536,t=3,p=4$fB3UkvgvYCE600N4UasChQ$YUuAWS6Lry3E+FBCMHjMtd+jRyyrCbhjpkSpCt/RA1c', '2026-12-07 18:16:12.928288+00', 0, 0, 'cyfixture', NULL, NULL);
INSERT INTO __SCHEMA__.accounts VALUES (2, 'Bob Fixture', 'bob fixture', '$argon2id$v=19$m=65536,t=3,p=4$E2G17YcYgEeZSjQ45i8lSA$sulI7JpclLUbvuPCbyxka3/LC77xVFxW3aZ+O92Ah8c', '2026-12-07 18:16:10.472492+00', 8, 9, 'bobfixture', NULL, NULL);


--
-- Data for Name: actions; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.actions VALUES (1, 'TxPZ29Xb', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 18:15:03.881384+00');
INSERT INTO __SCHEMA__.actions VALUES (2, 'TxPZ29Xb', 1, 'move', 3, '1-1', 'bot', '2026-12-07 18:15:03.888352+00');
INSERT INTO __SCHEMA__.actions VALUES (3, 'TxPZ29Xb', 2, 'move', 4, '1-5', 'bot', '2026-12-07 18:15:03.890151+00');
INSERT INTO __SCHEMA__.actions VALUES (4, 'TxPZ29Xb', 3, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 18:15:03.932618+00');
INSERT INTO __SCHEMA__.actions VALUES (5, 'TxPZ29Xb', 4, 'chat', 0, 'good_luck', 'human', '2026-12-07 18:15:03.932704+00');
INSERT INTO __SCHEMA__.actions VALUES (6, 'TxPZ29Xb', 5, 'move', 0, '4-5', 'human', '2026-12-07 18:15:03.976921+00');
INSERT INTO __SCHEMA__.actions VALUES (7, 'TxPZ29Xb', 6, 'move', 1, '4-6', 'human', '2026-12-07 18:15:03.979566+00');
INSERT INTO __SCHEMA__.actions VALUES (8, 'TxPZ29Xb', 7, 'move', 2, '0-6', 'bot', '2026-12-07 18:15:03.98111+00');
INSERT INTO __SCHEMA__.actions VALUES (9, 'TxPZ29Xb', 8, 'move', 3, 'pass', 'bot', '2026-12-07 18:15:03.982043+00');
INSERT INTO __SCHEMA__.actions VALUES (10, 'TxPZ29Xb', 9, 'move', 4, 'pass', 'bot', '2026-12-07 18:15:03.982972+00');
INSERT INTO __SCHEMA__.actions VALUES (11, 'TxPZ29Xb', 10, 'move', 0, '0-3', 'human', '2026-12-07 18:15:04.020713+00');
INSERT INTO __SCHEMA__.actions VALUES (12, 'TxPZ29Xb', 11, 'move', 1, '3-3', 'human', '2026-12-07 18:15:04.024143+00');
INSERT INTO __SCHEMA__.actions VALUES (13, 'TxPZ29Xb', 12, 'move', 2, '1-3', 'bot', '2026-12-07 18:15:04.02554+00');
INSERT INTO __SCHEMA__.actions VALUES (14, 'TxPZ29Xb', 13, 'move', 3, 'pass', 'bot', '2026-12-07 18:15:04.0268+00');
INSERT INTO __SCHEMA__.actions VALUES (15, 'TxPZ29Xb', 14, 'move', 4, 'pass', 'bot', '2026-12-07 18:15:04.027687+00');
INSERT INTO __SCHEMA__.actions VALUES (16, 'TxPZ29Xb', 15, 'move', 0, '1-4', 'human', '2026-12-07 18:15:04.064702+00');
INSERT INTO __SCHEMA__.actions VALUES (17, 'TxPZ29Xb', 16, 'move', 1, 'pass', 'human', '2026-12-07 18:15:04.068188+00');
INSERT INTO __SCHEMA__.actions VALUES (18, 'TxPZ29Xb', 17, 'move', 2, '0-4', 'bot', '2026-12-07 18:15:04.06933+00');
INSERT INTO __SCHEMA__.actions VALUES (19, 'TxPZ29Xb', 18, 'move', 3, 'pass', 'bot', '2026-12-07 18:15:04.070193+00');
INSERT INTO __SCHEMA__.actions VALUES (20, 'TxPZ29Xb', 19, 'move', 4, 'pass', 'bot', '2026-12-07 18:15:04.070995+00');
INSERT INTO __SCHEMA__.actions VALUES (21, 'TxPZ29Xb', 20, 'move', 0, 'pass', 'human', '2026-12-07 18:15:04.10868+00');
INSERT INTO __SCHEMA__.actions VALUES (22, 'TxPZ29Xb', 21, 'move', 1, '0-2', 'human', '2026-12-07 18:15:04.112069+00');
INSERT INTO __SCHEMA__.actions VALUES (23, 'TxPZ29Xb', 22, 'move', 2, 'pass', 'bot', '2026-12-07 18:15:04.113178+00');
INSERT INTO __SCHEMA__.actions VALUES (24, 'TxPZ29Xb', 23, 'move', 3, '2-4', 'bot', '2026-12-07 18:15:04.114184+00');
INSERT INTO __SCHEMA__.actions VALUES (25, 'TxPZ29Xb', 24, 'move', 4, 'pass', 'bot', '2026-12-07 18:15:04.114986+00');
INSERT INTO __SCHEMA__.actions VALUES (26, 'TxPZ29Xb', 25, 'move', 0, '3-4', 'human', '2026-12-07 18:15:04.152624+00');
INSERT INTO __SCHEMA__.actions VALUES (27, 'TxPZ29Xb', 26, 'move', 1, 'pass', 'human', '2026-12-07 18:15:04.15605+00');
INSERT INTO __SCHEMA__.actions VALUES (28, 'TxPZ29Xb', 27, 'move', 2, 'pass', 'bot', '2026-12-07 18:15:04.157147+00');
INSERT INTO __SCHEMA__.actions VALUES (29, 'TxPZ29Xb', 28, 'move', 3, 'pass', 'bot', '2026-12-07 18:15:04.157874+00');
INSERT INTO __SCHEMA__.actions VALUES (30, 'TxPZ29Xb', 29, 'move', 4, '3-5', 'bot', '2026-12-07 18:15:04.158634+00');
INSERT INTO __SCHEMA__.actions VALUES (31, 'TxPZ29Xb', 30, 'move', 0, 'pass', 'human', '2026-12-07 18:15:04.196733+00');
INSERT INTO __SCHEMA__.actions VALUES (32, 'TxPZ29Xb', 31, 'move', 1, '5-5', 'human', '2026-12-07 18:15:04.200113+00');
INSERT INTO __SCHEMA__.actions VALUES (33, 'TxPZ29Xb', 32, 'move', 2, 'pass', 'bot', '2026-12-07 18:15:04.201306+00');
INSERT INTO __SCHEMA__.actions VALUES (34, 'TxPZ29Xb', 33, 'move', 3, '2-5', 'bot', '2026-12-07 18:15:04.202077+00');
INSERT INTO __SCHEMA__.actions VALUES (35, 'TxPZ29Xb', 34, 'move', 4, '2-2', 'bot', '2026-12-07 18:15:04.202815+00');
INSERT INTO __SCHEMA__.actions VALUES (36, 'TxPZ29Xb', 35, 'move', 0, 'pass', 'human', '2026-12-07 18:15:04.240599+00');
INSERT INTO __SCHEMA__.actions VALUES (37, 'TxPZ29Xb', 36, 'move', 1, '1-2', 'human', '2026-12-07 18:15:04.24412+00');
INSERT INTO __SCHEMA__.actions VALUES (38, 'TxPZ29Xb', 37, 'move', 2, '2-2', 'bot', '2026-12-07 18:15:04.246269+00');
INSERT INTO __SCHEMA__.actions VALUES (39, 'TxPZ29Xb', 38, 'move', 3, '2-6', 'bot', '2026-12-07 18:15:04.24723+00');
INSERT INTO __SCHEMA__.actions VALUES (40, 'TxPZ29Xb', 39, 'move', 4, '6-6', 'bot', '2026-12-07 18:15:04.24804+00');
INSERT INTO __SCHEMA__.actions VALUES (41, 'TxPZ29Xb', 40, 'move', 0, '3-6', 'human', '2026-12-07 18:15:04.284884+00');
INSERT INTO __SCHEMA__.actions VALUES (42, 'TxPZ29Xb', 41, 'move', 1, '2-3', 'human', '2026-12-07 18:15:04.288043+00');
INSERT INTO __SCHEMA__.actions VALUES (43, 'TxPZ29Xb', 42, 'move', 2, '1-2', 'bot', '2026-12-07 18:15:04.289321+00');
INSERT INTO __SCHEMA__.actions VALUES (44, 'TxPZ29Xb', 43, 'move', 3, '1-3', 'bot', '2026-12-07 18:15:04.29027+00');
INSERT INTO __SCHEMA__.actions VALUES (45, 'TxPZ29Xb', 44, 'move', 4, 'pass', 'bot', '2026-12-07 18:15:04.291103+00');
INSERT INTO __SCHEMA__.actions VALUES (46, 'TxPZ29Xb', 45, 'move', 0, 'pass', 'human', '2026-12-07 18:15:04.328653+00');
INSERT INTO __SCHEMA__.actions VALUES (47, 'TxPZ29Xb', 46, 'move', 1, 'pass', 'human', '2026-12-07 18:15:04.332293+00');
INSERT INTO __SCHEMA__.actions VALUES (48, 'TxPZ29Xb', 47, 'move', 2, '3-5', 'bot', '2026-12-07 18:15:04.333586+00');
INSERT INTO __SCHEMA__.actions VALUES (49, 'TxPZ29Xb', 48, 'move', 3, 'pass', 'bot', '2026-12-07 18:15:04.33449+00');
INSERT INTO __SCHEMA__.actions VALUES (50, 'TxPZ29Xb', 49, 'move', 4, '2-5', 'bot', '2026-12-07 18:15:04.335323+00');
INSERT INTO __SCHEMA__.actions VALUES (51, 'TxPZ29Xb', 50, 'move', 0, '2-4', 'human', '2026-12-07 18:15:04.372783+00');
INSERT INTO __SCHEMA__.actions VALUES (52, 'TxPZ29Xb', 51, 'move', 1, '4-5', 'human', '2026-12-07 18:15:04.376243+00');
INSERT INTO __SCHEMA__.actions VALUES (53, 'TxPZ29Xb', 52, 'move', 2, 'pass', 'bot', '2026-12-07 18:15:04.377461+00');
INSERT INTO __SCHEMA__.actions VALUES (54, 'TxPZ29Xb', 53, 'move', 3, 'pass', 'bot', '2026-12-07 18:15:04.37829+00');
INSERT INTO __SCHEMA__.actions VALUES (55, 'TxPZ29Xb', 54, 'move', 4, '0-5', 'bot', '2026-12-07 18:15:04.378969+00');
INSERT INTO __SCHEMA__.actions VALUES (56, 'TxPZ29Xb', 55, 'move', 0, '0-4', 'human', '2026-12-07 18:15:04.416604+00');
INSERT INTO __SCHEMA__.actions VALUES (57, 'TxPZ29Xb', 56, 'move', 1, 'pass', 'human', '2026-12-07 18:15:04.420156+00');
INSERT INTO __SCHEMA__.actions VALUES (58, 'TxPZ29Xb', 57, 'move', 2, '4-6', 'bot', '2026-12-07 18:15:04.421182+00');
INSERT INTO __SCHEMA__.actions VALUES (59, 'TxPZ29Xb', 58, 'move', 3, 'pass', 'bot', '2026-12-07 18:15:04.422002+00');
INSERT INTO __SCHEMA__.actions VALUES (60, 'TxPZ29Xb', 59, 'move', 4, 'pass', 'bot', '2026-12-07 18:15:04.422881+00');
INSERT INTO __SCHEMA__.actions VALUES (61, 'TxPZ29Xb', 60, 'move', 0, 'pass', 'human', '2026-12-07 18:15:04.460695+00');
INSERT INTO __SCHEMA__.actions VALUES (62, 'TxPZ29Xb', 61, 'move', 1, '0-6', 'human', '2026-12-07 18:15:04.464115+00');
INSERT INTO __SCHEMA__.actions VALUES (63, 'TxPZ29Xb', 62, 'move', 2, '0-3', 'bot', '2026-12-07 18:15:04.465228+00');
INSERT INTO __SCHEMA__.actions VALUES (64, 'aBOD9Wlo', 0, 'chat', 1, 'hello', 'human', '2026-12-07 18:15:04.632804+00');
INSERT INTO __SCHEMA__.actions VALUES (65, 'aBOD9Wlo', 1, 'move', 0, '1-1', 'human', '2026-12-07 18:15:05.236322+00');
INSERT INTO __SCHEMA__.actions VALUES (66, 'aBOD9Wlo', 2, 'move', 1, '1-5', 'human', '2026-12-07 18:15:05.840415+00');
INSERT INTO __SCHEMA__.actions VALUES (67, 'aBOD9Wlo', 3, 'move', 2, '2-5', 'bot', '2026-12-07 18:15:05.84252+00');
INSERT INTO __SCHEMA__.actions VALUES (68, 'aBOD9Wlo', 4, 'move', 3, 'pass', 'bot', '2026-12-07 18:15:05.843842+00');
INSERT INTO __SCHEMA__.actions VALUES (69, 'aBOD9Wlo', 5, 'move', 4, '0-2', 'bot', '2026-12-07 18:15:05.845378+00');
INSERT INTO __SCHEMA__.actions VALUES (70, 'aBOD9Wlo', 6, 'move', 0, '0-6', 'human', '2026-12-07 18:15:06.448225+00');
INSERT INTO __SCHEMA__.actions VALUES (71, 'vcdnQsdk', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 18:15:07.709335+00');
INSERT INTO __SCHEMA__.actions VALUES (72, 'vcdnQsdk', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 18:15:07.756508+00');
INSERT INTO __SCHEMA__.actions VALUES (73, 'vcdnQsdk', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 18:15:07.756566+00');
INSERT INTO __SCHEMA__.actions VALUES (74, 'vcdnQsdk', 3, 'move', 0, '0-6', 'human', '2026-12-07 18:15:07.800736+00');
INSERT INTO __SCHEMA__.actions VALUES (75, 'vcdnQsdk', 4, 'move', 1, '4-6@BL', 'human', '2026-12-07 18:15:07.803505+00');
INSERT INTO __SCHEMA__.actions VALUES (76, 'vcdnQsdk', 5, 'move', 0, '0-3@TL', 'human', '2026-12-07 18:15:07.84468+00');
INSERT INTO __SCHEMA__.actions VALUES (77, 'vcdnQsdk', 6, 'move', 1, '3-4@BL', 'human', '2026-12-07 18:15:07.848041+00');
INSERT INTO __SCHEMA__.actions VALUES (78, 'vcdnQsdk', 7, 'move', 0, '3-6@BR', 'human', '2026-12-07 18:15:07.888696+00');
INSERT INTO __SCHEMA__.actions VALUES (79, 'vcdnQsdk', 8, 'move', 1, '0-1@TR', 'human', '2026-12-07 18:15:07.89205+00');
INSERT INTO __SCHEMA__.actions VALUES (80, 'vcdnQsdk', 9, 'move', 0, '3-3@BR', 'human', '2026-12-07 18:15:07.932677+00');
INSERT INTO __SCHEMA__.actions VALUES (81, 'vcdnQsdk', 10, 'move', 1, '1-4@TR', 'human', '2026-12-07 18:15:07.936058+00');
INSERT INTO __SCHEMA__.actions VALUES (82, 'vcdnQsdk', 11, 'move', 0, '1-3@cut:1:L', 'human', '2026-12-07 18:15:07.976559+00');
INSERT INTO __SCHEMA__.actions VALUES (83, 'vcdnQsdk', 12, 'move', 1, '0-3@BL', 'human', '2026-12-07 18:15:07.98007+00');
INSERT INTO __SCHEMA__.actions VALUES (84, 'vcdnQsdk', 13, 'move', 0, '1-2@TL', 'human', '2026-12-07 18:15:08.020686+00');
INSERT INTO __SCHEMA__.actions VALUES (85, 'vcdnQsdk', 14, 'move', 1, '2-6@TL', 'human', '2026-12-07 18:15:08.028171+00');
INSERT INTO __SCHEMA__.actions VALUES (86, 'vcdnQsdk', 15, 'move', 0, '4-4@TR', 'human', '2026-12-07 18:15:08.064652+00');
INSERT INTO __SCHEMA__.actions VALUES (87, 'vcdnQsdk', 16, 'move', 1, '3-6@BR', 'human', '2026-12-07 18:15:08.072104+00');
INSERT INTO __SCHEMA__.actions VALUES (88, 'vcdnQsdk', 17, 'move', 0, '1-6@BR', 'human', '2026-12-07 18:15:08.108655+00');
INSERT INTO __SCHEMA__.actions VALUES (89, 'vcdnQsdk', 18, 'move', 1, '3-4@cut:2:R', 'human', '2026-12-07 18:15:08.116132+00');
INSERT INTO __SCHEMA__.actions VALUES (90, 'vcdnQsdk', 19, 'move', 0, '0-5@BL', 'human', '2026-12-07 18:15:08.152629+00');
INSERT INTO __SCHEMA__.actions VALUES (91, 'vcdnQsdk', 20, 'move', 1, '2-4@TR', 'human', '2026-12-07 18:15:08.160188+00');
INSERT INTO __SCHEMA__.actions VALUES (92, 'vcdnQsdk', 21, 'move', 0, '1-5@BL', 'human', '2026-12-07 18:15:08.196699+00');
INSERT INTO __SCHEMA__.actions VALUES (93, 'vcdnQsdk', 22, 'move', 1, '0-6@TL', 'human', '2026-12-07 18:15:08.204141+00');
INSERT INTO __SCHEMA__.actions VALUES (94, 'vcdnQsdk', 23, 'move', 0, '1-6@BL', 'human', '2026-12-07 18:15:08.240688+00');
INSERT INTO __SCHEMA__.actions VALUES (95, 'vcdnQsdk', 24, 'move', 1, '2-3@BR', 'human', '2026-12-07 18:15:08.248147+00');
INSERT INTO __SCHEMA__.actions VALUES (96, 'vcdnQsdk', 25, 'move', 0, '0-4@TL', 'human', '2026-12-07 18:15:08.285466+00');
INSERT INTO __SCHEMA__.actions VALUES (97, 'vcdnQsdk', 26, 'move', 1, '2-5@TR', 'human', '2026-12-07 18:15:08.296208+00');
INSERT INTO __SCHEMA__.actions VALUES (98, 'vcdnQsdk', 27, 'move', 0, '5-6@cut:-2:L', 'human', '2026-12-07 18:15:08.328636+00');
INSERT INTO __SCHEMA__.actions VALUES (99, 'vcdnQsdk', 28, 'move', 1, '4-6@TL', 'human', '2026-12-07 18:15:08.340328+00');
INSERT INTO __SCHEMA__.actions VALUES (101, 'vcdnQsdk', 30, 'move', 1, '4-5@TL', 'human', '2026-12-07 18:15:08.384279+00');
INSERT INTO __SCHEMA__.actions VALUES (103, 'vcdnQsdk', 32, 'move', 1, '0-2@cut:-1:L', 'human', '2026-12-07 18:15:08.428466+00');
INSERT INTO __SCHEMA__.actions VALUES (105, 'vcdnQsdk', 34, 'move', 1, '0-0@BL', 'human', '2026-12-07 18:15:08.472216+00');
INSERT INTO __SCHEMA__.actions VALUES (107, 'vcdnQsdk', 36, 'move', 1, '2-2@BR', 'human', '2026-12-07 18:15:08.516354+00');
INSERT INTO __SCHEMA__.actions VALUES (109, 'vcdnQsdk', 38, 'move', 1, '0-4@BL', 'human', '2026-12-07 18:15:08.560365+00');
INSERT INTO __SCHEMA__.actions VALUES (111, 'vcdnQsdk', 40, 'move', 1, '0-6@cut:-3:L', 'human', '2026-12-07 18:15:08.604293+00');
INSERT INTO __SCHEMA__.actions VALUES (113, 'vcdnQsdk', 42, 'move', 1, '0-1@BL', 'human', '2026-12-07 18:15:08.64844+00');
INSERT INTO __SCHEMA__.actions VALUES (115, 'vcdnQsdk', 44, 'move', 1, '1-6@BL', 'human', '2026-12-07 18:15:08.692178+00');
INSERT INTO __SCHEMA__.actions VALUES (117, 'vcdnQsdk', 46, 'move', 1, '3-5@TL', 'human', '2026-12-07 18:15:08.736435+00');
INSERT INTO __SCHEMA__.actions VALUES (118, 'vcdnQsdk', 47, 'move', 0, '4-5@BL', 'human', '2026-12-07 18:15:08.768394+00');
INSERT INTO __SCHEMA__.actions VALUES (120, 'vcdnQsdk', 49, 'move', 0, '4-4@BL', 'human', '2026-12-07 18:15:08.812783+00');
INSERT INTO __SCHEMA__.actions VALUES (122, 'saRg7ekO', 0, 'chat', 1, 'hello', 'human', '2026-12-07 18:15:08.961057+00');
INSERT INTO __SCHEMA__.actions VALUES (124, 'saRg7ekO', 2, 'move', 1, '2-4@BR', 'human', '2026-12-07 18:15:10.169197+00');
INSERT INTO __SCHEMA__.actions VALUES (125, 'saRg7ekO', 3, 'move', 0, '0-6@TR', 'human', '2026-12-07 18:15:10.773917+00');
INSERT INTO __SCHEMA__.actions VALUES (128, 'saRg7ekO', 6, 'move', 1, '0-0@TL', 'human', '2026-12-07 18:15:12.58871+00');
INSERT INTO __SCHEMA__.actions VALUES (134, 'xi_fwvIE', 4, 'move', 1, '1-2@TR', 'human', '2026-12-07 18:15:14.55971+00');
INSERT INTO __SCHEMA__.actions VALUES (136, 'xi_fwvIE', 6, 'move', 1, '1-4@BR', 'human', '2026-12-07 18:15:14.604308+00');
INSERT INTO __SCHEMA__.actions VALUES (138, 'xi_fwvIE', 8, 'move', 1, '1-5@BR', 'human', '2026-12-07 18:15:14.648207+00');
INSERT INTO __SCHEMA__.actions VALUES (140, 'xi_fwvIE', 10, 'move', 1, 'pass', 'human', '2026-12-07 18:15:14.692294+00');
INSERT INTO __SCHEMA__.actions VALUES (142, 'xi_fwvIE', 12, 'move', 1, 'pass', 'human', '2026-12-07 18:15:14.736149+00');
INSERT INTO __SCHEMA__.actions VALUES (146, 'xi_fwvIE', 16, 'move', 1, '0-2@TR', 'human', '2026-12-07 18:15:14.824267+00');
INSERT INTO __SCHEMA__.actions VALUES (148, 'xi_fwvIE', 18, 'move', 1, '3-6@cut:4', 'human', '2026-12-07 18:15:14.872662+00');
INSERT INTO __SCHEMA__.actions VALUES (150, 'xi_fwvIE', 20, 'move', 1, '1-3@BR', 'human', '2026-12-07 18:15:14.916555+00');
INSERT INTO __SCHEMA__.actions VALUES (152, 'xi_fwvIE', 22, 'move', 1, '3-3@BR', 'human', '2026-12-07 18:15:14.960681+00');
INSERT INTO __SCHEMA__.actions VALUES (154, 'xi_fwvIE', 24, 'move', 1, '0-1@cut:5', 'human', '2026-12-07 18:15:15.004534+00');
INSERT INTO __SCHEMA__.actions VALUES (156, 'xi_fwvIE', 26, 'move', 1, '0-5@BR', 'human', '2026-12-07 18:15:15.048498+00');
INSERT INTO __SCHEMA__.actions VALUES (158, 'xi_fwvIE', 28, 'move', 1, '2-6@TR', 'human', '2026-12-07 18:15:15.092525+00');
INSERT INTO __SCHEMA__.actions VALUES (160, 'xi_fwvIE', 30, 'move', 1, '1-2@TR', 'human', '2026-12-07 18:15:15.136549+00');
INSERT INTO __SCHEMA__.actions VALUES (162, 'xi_fwvIE', 32, 'move', 1, '1-5@BR', 'human', '2026-12-07 18:15:15.180229+00');
INSERT INTO __SCHEMA__.actions VALUES (164, 'xi_fwvIE', 34, 'move', 1, '1-4@TR', 'human', '2026-12-07 18:15:15.224721+00');
INSERT INTO __SCHEMA__.actions VALUES (166, 'xi_fwvIE', 36, 'move', 1, '2-4@TR', 'human', '2026-12-07 18:15:15.268452+00');
INSERT INTO __SCHEMA__.actions VALUES (168, 'xi_fwvIE', 38, 'move', 1, '2-3@TR', 'human', '2026-12-07 18:15:15.31233+00');
INSERT INTO __SCHEMA__.actions VALUES (170, 'xi_fwvIE', 40, 'move', 1, '0-3@BR', 'human', '2026-12-07 18:15:15.356651+00');
INSERT INTO __SCHEMA__.actions VALUES (172, 'xi_fwvIE', 42, 'move', 1, '3-3@TR', 'human', '2026-12-07 18:15:15.400676+00');
INSERT INTO __SCHEMA__.actions VALUES (174, 'xi_fwvIE', 44, 'move', 1, '1-3@TR', 'human', '2026-12-07 18:15:15.445832+00');
INSERT INTO __SCHEMA__.actions VALUES (176, 'xi_fwvIE', 46, 'move', 1, '1-1@cut:11', 'human', '2026-12-07 18:15:15.492468+00');
INSERT INTO __SCHEMA__.actions VALUES (178, 'xi_fwvIE', 48, 'move', 1, '0-2@cut:13', 'human', '2026-12-07 18:15:15.536532+00');
INSERT INTO __SCHEMA__.actions VALUES (180, 'xi_fwvIE', 50, 'move', 1, '0-1@BR', 'human', '2026-12-07 18:15:15.580569+00');
INSERT INTO __SCHEMA__.actions VALUES (182, 'xi_fwvIE', 52, 'move', 1, '0-5@BR', 'human', '2026-12-07 18:15:15.624638+00');
INSERT INTO __SCHEMA__.actions VALUES (184, 'xi_fwvIE', 54, 'move', 1, '4-6@TR', 'human', '2026-12-07 18:15:15.668705+00');
INSERT INTO __SCHEMA__.actions VALUES (186, 'xi_fwvIE', 56, 'move', 1, '5-5@BR', 'human', '2026-12-07 18:15:15.712452+00');
INSERT INTO __SCHEMA__.actions VALUES (188, 'xi_fwvIE', 58, 'move', 1, '5-6@BR', 'human', '2026-12-07 18:15:15.75655+00');
INSERT INTO __SCHEMA__.actions VALUES (190, 'xi_fwvIE', 60, 'move', 1, '0-4@TR', 'human', '2026-12-07 18:15:15.800696+00');
INSERT INTO __SCHEMA__.actions VALUES (192, 'xi_fwvIE', 62, 'move', 1, '3-4@TR', 'human', '2026-12-07 18:15:15.844742+00');
INSERT INTO __SCHEMA__.actions VALUES (194, 'xi_fwvIE', 64, 'move', 1, 'pass', 'human', '2026-12-07 18:15:15.888668+00');
INSERT INTO __SCHEMA__.actions VALUES (197, 't_HIE4NY', 1, 'move', 0, '0-0', 'human', '2026-12-07 18:15:16.653058+00');
INSERT INTO __SCHEMA__.actions VALUES (200, 't_HIE4NY', 4, 'move', 1, '1-1@BR', 'human', '2026-12-07 18:15:18.46692+00');
INSERT INTO __SCHEMA__.actions VALUES (201, 't_HIE4NY', 5, 'move', 0, '5-6@TR', 'human', '2026-12-07 18:15:19.072097+00');
INSERT INTO __SCHEMA__.actions VALUES (203, 't_HIE4NY', 7, 'move', 0, '1-4@BR', 'human', '2026-12-07 18:15:20.282005+00');
INSERT INTO __SCHEMA__.actions VALUES (204, 't_HIE4NY', 8, 'move', 1, '1-6@TR', 'human', '2026-12-07 18:15:20.886781+00');
INSERT INTO __SCHEMA__.actions VALUES (205, '4KXR3MJ6', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 18:15:22.149413+00');
INSERT INTO __SCHEMA__.actions VALUES (206, '4KXR3MJ6', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 18:15:22.196806+00');
INSERT INTO __SCHEMA__.actions VALUES (207, '4KXR3MJ6', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 18:15:22.19688+00');
INSERT INTO __SCHEMA__.actions VALUES (208, '4KXR3MJ6', 3, 'move', 0, '3-3', 'human', '2026-12-07 18:15:22.240837+00');
INSERT INTO __SCHEMA__.actions VALUES (210, '4KXR3MJ6', 5, 'move', 0, '1-3@R', 'human', '2026-12-07 18:15:22.284801+00');
INSERT INTO __SCHEMA__.actions VALUES (212, '4KXR3MJ6', 7, 'move', 0, '1-1@R', 'human', '2026-12-07 18:15:22.328684+00');
INSERT INTO __SCHEMA__.actions VALUES (214, '4KXR3MJ6', 9, 'move', 0, '0-1@R', 'human', '2026-12-07 18:15:22.372775+00');
INSERT INTO __SCHEMA__.actions VALUES (216, '4KXR3MJ6', 11, 'move', 0, '4-4@L', 'human', '2026-12-07 18:15:22.416851+00');
INSERT INTO __SCHEMA__.actions VALUES (218, '4KXR3MJ6', 13, 'move', 0, 'pass', 'human', '2026-12-07 18:15:22.460759+00');
INSERT INTO __SCHEMA__.actions VALUES (220, '4KXR3MJ6', 15, 'move', 0, '2-5@R', 'human', '2026-12-07 18:15:22.504657+00');
INSERT INTO __SCHEMA__.actions VALUES (222, '4KXR3MJ6', 17, 'move', 0, '0-5@R', 'human', '2026-12-07 18:15:22.548651+00');
INSERT INTO __SCHEMA__.actions VALUES (224, '4KXR3MJ6', 19, 'move', 0, '2-3@L', 'human', '2026-12-07 18:15:22.592544+00');
INSERT INTO __SCHEMA__.actions VALUES (226, '4KXR3MJ6', 21, 'move', 0, '3-4@L', 'human', '2026-12-07 18:15:22.636675+00');
INSERT INTO __SCHEMA__.actions VALUES (228, '4KXR3MJ6', 23, 'move', 0, '0-6@R', 'human', '2026-12-07 18:15:22.680551+00');
INSERT INTO __SCHEMA__.actions VALUES (230, '4KXR3MJ6', 25, 'move', 0, '6-6@L', 'human', '2026-12-07 18:15:22.72473+00');
INSERT INTO __SCHEMA__.actions VALUES (232, '4KXR3MJ6', 27, 'move', 0, '2-6@R', 'human', '2026-12-07 18:15:22.768703+00');
INSERT INTO __SCHEMA__.actions VALUES (234, '4KXR3MJ6', 29, 'move', 0, '1-2@R', 'human', '2026-12-07 18:15:22.812464+00');
INSERT INTO __SCHEMA__.actions VALUES (235, '4KXR3MJ6', 30, 'move', 1, '4-5@L', 'human', '2026-12-07 18:15:22.820229+00');
INSERT INTO __SCHEMA__.actions VALUES (236, '4KXR3MJ6', 31, 'move', 0, '3-5@L', 'human', '2026-12-07 18:15:22.856597+00');
INSERT INTO __SCHEMA__.actions VALUES (238, 'ohfVhE6i', 0, 'chat', 1, 'hello', 'human', '2026-12-07 18:15:23.005022+00');
INSERT INTO __SCHEMA__.actions VALUES (100, 'vcdnQsdk', 29, 'move', 0, '5-5@BL', 'human', '2026-12-07 18:15:08.37245+00');
INSERT INTO __SCHEMA__.actions VALUES (102, 'vcdnQsdk', 31, 'move', 0, 'pass', 'human', '2026-12-07 18:15:08.416565+00');
INSERT INTO __SCHEMA__.actions VALUES (104, 'vcdnQsdk', 33, 'move', 0, '2-6@TL', 'human', '2026-12-07 18:15:08.460694+00');
INSERT INTO __SCHEMA__.actions VALUES (106, 'vcdnQsdk', 35, 'move', 0, '4-6@TL', 'human', '2026-12-07 18:15:08.504474+00');
INSERT INTO __SCHEMA__.actions VALUES (108, 'vcdnQsdk', 37, 'move', 0, '5-5@TR', 'human', '2026-12-07 18:15:08.54862+00');
INSERT INTO __SCHEMA__.actions VALUES (110, 'vcdnQsdk', 39, 'move', 0, '4-4@TL', 'human', '2026-12-07 18:15:08.592706+00');
INSERT INTO __SCHEMA__.actions VALUES (112, 'vcdnQsdk', 41, 'move', 0, '6-6@TL', 'human', '2026-12-07 18:15:08.636686+00');
INSERT INTO __SCHEMA__.actions VALUES (114, 'vcdnQsdk', 43, 'move', 0, '3-6@TL', 'human', '2026-12-07 18:15:08.68052+00');
INSERT INTO __SCHEMA__.actions VALUES (116, 'vcdnQsdk', 45, 'move', 0, '5-6@BL', 'human', '2026-12-07 18:15:08.724565+00');
INSERT INTO __SCHEMA__.actions VALUES (119, 'vcdnQsdk', 48, 'move', 1, '1-5@TL', 'human', '2026-12-07 18:15:08.780231+00');
INSERT INTO __SCHEMA__.actions VALUES (121, 'vcdnQsdk', 50, 'move', 1, '1-1@TL', 'human', '2026-12-07 18:15:08.824332+00');
INSERT INTO __SCHEMA__.actions VALUES (123, 'saRg7ekO', 1, 'move', 0, '0-2', 'human', '2026-12-07 18:15:09.564483+00');
INSERT INTO __SCHEMA__.actions VALUES (126, 'saRg7ekO', 4, 'move', 1, '5-6@TR', 'human', '2026-12-07 18:15:11.37852+00');
INSERT INTO __SCHEMA__.actions VALUES (127, 'saRg7ekO', 5, 'move', 0, '0-4@BR', 'human', '2026-12-07 18:15:11.983525+00');
INSERT INTO __SCHEMA__.actions VALUES (129, 'saRg7ekO', 7, 'move', 0, '1-5@TR', 'human', '2026-12-07 18:15:13.193468+00');
INSERT INTO __SCHEMA__.actions VALUES (130, 'xi_fwvIE', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 18:15:14.457404+00');
INSERT INTO __SCHEMA__.actions VALUES (131, 'xi_fwvIE', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 18:15:14.512913+00');
INSERT INTO __SCHEMA__.actions VALUES (132, 'xi_fwvIE', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 18:15:14.513006+00');
INSERT INTO __SCHEMA__.actions VALUES (133, 'xi_fwvIE', 3, 'move', 0, '2-2', 'human', '2026-12-07 18:15:14.556737+00');
INSERT INTO __SCHEMA__.actions VALUES (135, 'xi_fwvIE', 5, 'move', 0, '2-4@BR', 'human', '2026-12-07 18:15:14.600732+00');
INSERT INTO __SCHEMA__.actions VALUES (137, 'xi_fwvIE', 7, 'move', 0, '0-1@TR', 'human', '2026-12-07 18:15:14.644741+00');
INSERT INTO __SCHEMA__.actions VALUES (139, 'xi_fwvIE', 9, 'move', 0, '0-5@TR', 'human', '2026-12-07 18:15:14.688716+00');
INSERT INTO __SCHEMA__.actions VALUES (141, 'xi_fwvIE', 11, 'move', 0, '5-6@BR', 'human', '2026-12-07 18:15:14.732575+00');
INSERT INTO __SCHEMA__.actions VALUES (143, 'xi_fwvIE', 13, 'move', 0, '3-5@TR', 'human', '2026-12-07 18:15:14.776602+00');
INSERT INTO __SCHEMA__.actions VALUES (144, 'xi_fwvIE', 14, 'move', 1, '1-6@BR', 'human', '2026-12-07 18:15:14.78055+00');
INSERT INTO __SCHEMA__.actions VALUES (145, 'xi_fwvIE', 15, 'move', 0, '0-3@TR', 'human', '2026-12-07 18:15:14.820646+00');
INSERT INTO __SCHEMA__.actions VALUES (147, 'xi_fwvIE', 17, 'move', 0, '5-5@cut:3', 'human', '2026-12-07 18:15:14.864935+00');
INSERT INTO __SCHEMA__.actions VALUES (149, 'xi_fwvIE', 19, 'move', 0, 'pass', 'human', '2026-12-07 18:15:14.908635+00');
INSERT INTO __SCHEMA__.actions VALUES (151, 'xi_fwvIE', 21, 'move', 0, '2-3@TR', 'human', '2026-12-07 18:15:14.952635+00');
INSERT INTO __SCHEMA__.actions VALUES (153, 'xi_fwvIE', 23, 'move', 0, '3-4@TR', 'human', '2026-12-07 18:15:14.996598+00');
INSERT INTO __SCHEMA__.actions VALUES (155, 'xi_fwvIE', 25, 'move', 0, '0-3@BR', 'human', '2026-12-07 18:15:15.040537+00');
INSERT INTO __SCHEMA__.actions VALUES (157, 'xi_fwvIE', 27, 'move', 0, '4-6@TR', 'human', '2026-12-07 18:15:15.084808+00');
INSERT INTO __SCHEMA__.actions VALUES (159, 'xi_fwvIE', 29, 'move', 0, '5-5@BR', 'human', '2026-12-07 18:15:15.128859+00');
INSERT INTO __SCHEMA__.actions VALUES (161, 'xi_fwvIE', 31, 'move', 0, '5-6@cut:9', 'human', '2026-12-07 18:15:15.172592+00');
INSERT INTO __SCHEMA__.actions VALUES (163, 'xi_fwvIE', 33, 'move', 0, '1-6@BR', 'human', '2026-12-07 18:15:15.216606+00');
INSERT INTO __SCHEMA__.actions VALUES (165, 'xi_fwvIE', 35, 'move', 0, '2-5@cut:10', 'human', '2026-12-07 18:15:15.260879+00');
INSERT INTO __SCHEMA__.actions VALUES (167, 'xi_fwvIE', 37, 'move', 0, '0-6@BR', 'human', '2026-12-07 18:15:15.304884+00');
INSERT INTO __SCHEMA__.actions VALUES (169, 'xi_fwvIE', 39, 'move', 0, 'pass', 'human', '2026-12-07 18:15:15.348697+00');
INSERT INTO __SCHEMA__.actions VALUES (171, 'xi_fwvIE', 41, 'move', 0, '3-5@BR', 'human', '2026-12-07 18:15:15.392561+00');
INSERT INTO __SCHEMA__.actions VALUES (173, 'xi_fwvIE', 43, 'move', 0, '4-5@BR', 'human', '2026-12-07 18:15:15.436532+00');
INSERT INTO __SCHEMA__.actions VALUES (175, 'xi_fwvIE', 45, 'move', 0, 'pass', 'human', '2026-12-07 18:15:15.480603+00');
INSERT INTO __SCHEMA__.actions VALUES (177, 'xi_fwvIE', 47, 'move', 0, '1-5@TR', 'human', '2026-12-07 18:15:15.524734+00');
INSERT INTO __SCHEMA__.actions VALUES (179, 'xi_fwvIE', 49, 'move', 0, '1-4@BR', 'human', '2026-12-07 18:15:15.568723+00');
INSERT INTO __SCHEMA__.actions VALUES (181, 'xi_fwvIE', 51, 'move', 0, '2-5@TR', 'human', '2026-12-07 18:15:15.612758+00');
INSERT INTO __SCHEMA__.actions VALUES (183, 'xi_fwvIE', 53, 'move', 0, '2-4@TR', 'human', '2026-12-07 18:15:15.656729+00');
INSERT INTO __SCHEMA__.actions VALUES (185, 'xi_fwvIE', 55, 'move', 0, 'pass', 'human', '2026-12-07 18:15:15.70059+00');
INSERT INTO __SCHEMA__.actions VALUES (187, 'xi_fwvIE', 57, 'move', 0, '0-6@TR', 'human', '2026-12-07 18:15:15.744739+00');
INSERT INTO __SCHEMA__.actions VALUES (189, 'xi_fwvIE', 59, 'move', 0, '1-6@BR', 'human', '2026-12-07 18:15:15.788733+00');
INSERT INTO __SCHEMA__.actions VALUES (191, 'xi_fwvIE', 61, 'move', 0, '1-1@BR', 'human', '2026-12-07 18:15:15.832606+00');
INSERT INTO __SCHEMA__.actions VALUES (193, 'xi_fwvIE', 63, 'move', 0, '3-6@TR', 'human', '2026-12-07 18:15:15.876761+00');
INSERT INTO __SCHEMA__.actions VALUES (195, 'xi_fwvIE', 65, 'move', 0, '1-2@BR', 'human', '2026-12-07 18:15:15.920483+00');
INSERT INTO __SCHEMA__.actions VALUES (196, 't_HIE4NY', 0, 'chat', 1, 'hello', 'human', '2026-12-07 18:15:16.049321+00');
INSERT INTO __SCHEMA__.actions VALUES (198, 't_HIE4NY', 2, 'move', 1, '0-1@BR', 'human', '2026-12-07 18:15:17.257443+00');
INSERT INTO __SCHEMA__.actions VALUES (199, 't_HIE4NY', 3, 'move', 0, '0-6@TR', 'human', '2026-12-07 18:15:17.862065+00');
INSERT INTO __SCHEMA__.actions VALUES (202, 't_HIE4NY', 6, 'move', 1, '1-5@TR', 'human', '2026-12-07 18:15:19.67692+00');
INSERT INTO __SCHEMA__.actions VALUES (209, '4KXR3MJ6', 4, 'move', 1, '0-3@L', 'human', '2026-12-07 18:15:22.243384+00');
INSERT INTO __SCHEMA__.actions VALUES (211, '4KXR3MJ6', 6, 'move', 1, '0-0@L', 'human', '2026-12-07 18:15:22.28804+00');
INSERT INTO __SCHEMA__.actions VALUES (213, '4KXR3MJ6', 8, 'move', 1, '0-4@L', 'human', '2026-12-07 18:15:22.332158+00');
INSERT INTO __SCHEMA__.actions VALUES (215, '4KXR3MJ6', 10, 'move', 1, '0-2@R', 'human', '2026-12-07 18:15:22.376115+00');
INSERT INTO __SCHEMA__.actions VALUES (217, '4KXR3MJ6', 12, 'move', 1, '2-4@L', 'human', '2026-12-07 18:15:22.420109+00');
INSERT INTO __SCHEMA__.actions VALUES (219, '4KXR3MJ6', 14, 'move', 1, '2-2@L', 'human', '2026-12-07 18:15:22.464004+00');
INSERT INTO __SCHEMA__.actions VALUES (221, '4KXR3MJ6', 16, 'move', 1, '5-5@R', 'human', '2026-12-07 18:15:22.508043+00');
INSERT INTO __SCHEMA__.actions VALUES (223, '4KXR3MJ6', 18, 'move', 1, 'pass', 'human', '2026-12-07 18:15:22.552194+00');
INSERT INTO __SCHEMA__.actions VALUES (225, '4KXR3MJ6', 20, 'move', 1, 'pass', 'human', '2026-12-07 18:15:22.596172+00');
INSERT INTO __SCHEMA__.actions VALUES (227, '4KXR3MJ6', 22, 'move', 1, '4-6@L', 'human', '2026-12-07 18:15:22.640055+00');
INSERT INTO __SCHEMA__.actions VALUES (229, '4KXR3MJ6', 24, 'move', 1, 'pass', 'human', '2026-12-07 18:15:22.684038+00');
INSERT INTO __SCHEMA__.actions VALUES (231, '4KXR3MJ6', 26, 'move', 1, '1-6@L', 'human', '2026-12-07 18:15:22.72816+00');
INSERT INTO __SCHEMA__.actions VALUES (233, '4KXR3MJ6', 28, 'move', 1, '1-4@L', 'human', '2026-12-07 18:15:22.772076+00');
INSERT INTO __SCHEMA__.actions VALUES (237, '4KXR3MJ6', 32, 'move', 1, '1-5@R', 'human', '2026-12-07 18:15:22.864549+00');
INSERT INTO __SCHEMA__.actions VALUES (239, 'ohfVhE6i', 1, 'move', 1, '6-6', 'human', '2026-12-07 18:15:23.608363+00');
INSERT INTO __SCHEMA__.actions VALUES (240, 'ohfVhE6i', 2, 'move', 0, '4-6@R', 'human', '2026-12-07 18:15:24.212855+00');
INSERT INTO __SCHEMA__.actions VALUES (241, 'ohfVhE6i', 3, 'move', 1, '1-6@L', 'human', '2026-12-07 18:15:24.816685+00');
INSERT INTO __SCHEMA__.actions VALUES (242, 'ohfVhE6i', 4, 'move', 0, '1-1@L', 'human', '2026-12-07 18:15:25.421415+00');
INSERT INTO __SCHEMA__.actions VALUES (243, 'ohfVhE6i', 5, 'move', 1, '1-3@L', 'human', '2026-12-07 18:15:26.025824+00');
INSERT INTO __SCHEMA__.actions VALUES (244, 'ohfVhE6i', 6, 'move', 0, '3-3@L', 'human', '2026-12-07 18:15:26.630114+00');
INSERT INTO __SCHEMA__.actions VALUES (245, 'ohfVhE6i', 7, 'move', 1, '2-3@L', 'human', '2026-12-07 18:15:27.234441+00');
INSERT INTO __SCHEMA__.actions VALUES (246, 'ohfVhE6i', 8, 'move', 0, '2-2@L', 'human', '2026-12-07 18:15:27.838856+00');
INSERT INTO __SCHEMA__.actions VALUES (247, 'ohfVhE6i', 9, 'move', 1, '0-2@L', 'human', '2026-12-07 18:15:28.443854+00');
INSERT INTO __SCHEMA__.actions VALUES (248, 'uYdyXiTv', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 18:15:29.701497+00');
INSERT INTO __SCHEMA__.actions VALUES (249, 'uYdyXiTv', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 18:15:29.748871+00');
INSERT INTO __SCHEMA__.actions VALUES (250, 'uYdyXiTv', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 18:15:29.748947+00');
INSERT INTO __SCHEMA__.actions VALUES (251, 'uYdyXiTv', 3, 'move', 0, '5-5', 'human', '2026-12-07 18:15:29.792814+00');
INSERT INTO __SCHEMA__.actions VALUES (252, 'uYdyXiTv', 4, 'move', 1, '1-5@W', 'human', '2026-12-07 18:15:29.795365+00');
INSERT INTO __SCHEMA__.actions VALUES (253, 'uYdyXiTv', 5, 'move', 0, '5-6@S', 'human', '2026-12-07 18:15:29.836596+00');
INSERT INTO __SCHEMA__.actions VALUES (254, 'uYdyXiTv', 6, 'move', 1, '3-5@E', 'human', '2026-12-07 18:15:29.84005+00');
INSERT INTO __SCHEMA__.actions VALUES (255, 'uYdyXiTv', 7, 'move', 0, '0-5@N', 'human', '2026-12-07 18:15:29.880689+00');
INSERT INTO __SCHEMA__.actions VALUES (256, 'uYdyXiTv', 8, 'move', 1, '3-3@E', 'human', '2026-12-07 18:15:29.884037+00');
INSERT INTO __SCHEMA__.actions VALUES (257, 'uYdyXiTv', 9, 'move', 0, '0-0@N', 'human', '2026-12-07 18:15:29.924892+00');
INSERT INTO __SCHEMA__.actions VALUES (258, 'uYdyXiTv', 10, 'move', 1, '6-6@S', 'human', '2026-12-07 18:15:29.928337+00');
INSERT INTO __SCHEMA__.actions VALUES (259, 'uYdyXiTv', 11, 'move', 0, '1-1@W', 'human', '2026-12-07 18:15:29.968632+00');
INSERT INTO __SCHEMA__.actions VALUES (260, 'uYdyXiTv', 12, 'move', 1, '1-2@W', 'human', '2026-12-07 18:15:29.971991+00');
INSERT INTO __SCHEMA__.actions VALUES (261, 'uYdyXiTv', 13, 'move', 0, '0-1@N', 'human', '2026-12-07 18:15:30.012656+00');
INSERT INTO __SCHEMA__.actions VALUES (262, 'uYdyXiTv', 14, 'move', 1, '0-2@W', 'human', '2026-12-07 18:15:30.020476+00');
INSERT INTO __SCHEMA__.actions VALUES (263, 'uYdyXiTv', 15, 'move', 0, '2-3@E', 'human', '2026-12-07 18:15:30.056846+00');
INSERT INTO __SCHEMA__.actions VALUES (264, 'uYdyXiTv', 16, 'move', 1, '0-3@W', 'human', '2026-12-07 18:15:30.064561+00');
INSERT INTO __SCHEMA__.actions VALUES (265, 'uYdyXiTv', 17, 'move', 0, '2-6@S', 'human', '2026-12-07 18:15:30.100828+00');
INSERT INTO __SCHEMA__.actions VALUES (266, 'uYdyXiTv', 18, 'move', 1, '3-4@W', 'human', '2026-12-07 18:15:30.108469+00');
INSERT INTO __SCHEMA__.actions VALUES (269, 'Wt4m4yAu', 1, 'move', 0, '6-6', 'human', '2026-12-07 18:15:30.864382+00');
INSERT INTO __SCHEMA__.actions VALUES (270, 'Wt4m4yAu', 2, 'move', 1, '3-6@E', 'human', '2026-12-07 18:15:31.469132+00');
INSERT INTO __SCHEMA__.actions VALUES (272, 'Wt4m4yAu', 4, 'move', 1, '5-6@N', 'human', '2026-12-07 18:15:32.677997+00');
INSERT INTO __SCHEMA__.actions VALUES (273, 'Wt4m4yAu', 5, 'move', 0, '0-6@W', 'human', '2026-12-07 18:15:33.282259+00');
INSERT INTO __SCHEMA__.actions VALUES (274, 'Wt4m4yAu', 6, 'move', 1, '3-3@E', 'human', '2026-12-07 18:15:33.887046+00');
INSERT INTO __SCHEMA__.actions VALUES (276, 'Wt4m4yAu', 8, 'move', 1, '2-2@S', 'human', '2026-12-07 18:15:35.096275+00');
INSERT INTO __SCHEMA__.actions VALUES (278, 'Wt4m4yAu', 10, 'move', 1, '3-5@E', 'human', '2026-12-07 18:15:36.30615+00');
INSERT INTO __SCHEMA__.actions VALUES (279, 'nVZnk1IA', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 18:15:37.565367+00');
INSERT INTO __SCHEMA__.actions VALUES (280, 'nVZnk1IA', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 18:15:37.61305+00');
INSERT INTO __SCHEMA__.actions VALUES (281, 'nVZnk1IA', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 18:15:37.613127+00');
INSERT INTO __SCHEMA__.actions VALUES (282, 'nVZnk1IA', 3, 'move', 0, '1-4', 'human', '2026-12-07 18:15:37.656792+00');
INSERT INTO __SCHEMA__.actions VALUES (284, 'nVZnk1IA', 5, 'move', 0, '2-5@L', 'human', '2026-12-07 18:15:37.700679+00');
INSERT INTO __SCHEMA__.actions VALUES (286, 'nVZnk1IA', 7, 'move', 0, '1-6@L', 'human', '2026-12-07 18:15:37.744668+00');
INSERT INTO __SCHEMA__.actions VALUES (288, 'nVZnk1IA', 9, 'move', 0, '3-5@L', 'human', '2026-12-07 18:15:37.788657+00');
INSERT INTO __SCHEMA__.actions VALUES (290, 'nVZnk1IA', 11, 'move', 0, '0-2@L', 'human', '2026-12-07 18:15:37.832682+00');
INSERT INTO __SCHEMA__.actions VALUES (292, 'nVZnk1IA', 13, 'move', 0, 'pass', 'human', '2026-12-07 18:15:37.876689+00');
INSERT INTO __SCHEMA__.actions VALUES (293, 'nVZnk1IA', 14, 'move', 1, '3-6@L', 'human', '2026-12-07 18:15:37.884118+00');
INSERT INTO __SCHEMA__.actions VALUES (295, 'nVZnk1IA', 16, 'move', 1, 'pass', 'human', '2026-12-07 18:15:37.928144+00');
INSERT INTO __SCHEMA__.actions VALUES (297, 'nVZnk1IA', 18, 'move', 1, '3-6@L', 'human', '2026-12-07 18:15:37.972549+00');
INSERT INTO __SCHEMA__.actions VALUES (299, 'nVZnk1IA', 20, 'move', 1, '6-6@R', 'human', '2026-12-07 18:15:38.016583+00');
INSERT INTO __SCHEMA__.actions VALUES (301, 'nVZnk1IA', 22, 'move', 1, 'pass', 'human', '2026-12-07 18:15:38.060514+00');
INSERT INTO __SCHEMA__.actions VALUES (306, 'JKS108-J', 4, 'move', 1, '0-1@L', 'human', '2026-12-07 18:15:40.622389+00');
INSERT INTO __SCHEMA__.actions VALUES (307, 'JKS108-J', 5, 'move', 0, '3-5@R', 'human', '2026-12-07 18:15:41.22703+00');
INSERT INTO __SCHEMA__.actions VALUES (309, 'JKS108-J', 7, 'move', 0, '0-5@R', 'human', '2026-12-07 18:15:42.435829+00');
INSERT INTO __SCHEMA__.actions VALUES (310, 'JKS108-J', 8, 'move', 1, '0-3@R', 'human', '2026-12-07 18:15:43.040215+00');
INSERT INTO __SCHEMA__.actions VALUES (312, 'JKS108-J', 10, 'move', 1, '3-4@R', 'human', '2026-12-07 18:15:44.249109+00');
INSERT INTO __SCHEMA__.actions VALUES (317, 'w4nB_HvF', 3, 'move', 0, '2-3', 'human', '2026-12-07 18:15:46.20484+00');
INSERT INTO __SCHEMA__.actions VALUES (319, 'w4nB_HvF', 5, 'move', 0, '1-2@L', 'human', '2026-12-07 18:15:46.24872+00');
INSERT INTO __SCHEMA__.actions VALUES (321, 'w4nB_HvF', 7, 'move', 0, '0-6@L', 'human', '2026-12-07 18:15:46.292678+00');
INSERT INTO __SCHEMA__.actions VALUES (323, 'w4nB_HvF', 9, 'move', 0, '1-4@L', 'human', '2026-12-07 18:15:46.336563+00');
INSERT INTO __SCHEMA__.actions VALUES (325, 'w4nB_HvF', 11, 'move', 0, '5-6@L', 'human', '2026-12-07 18:15:46.380981+00');
INSERT INTO __SCHEMA__.actions VALUES (327, 'w4nB_HvF', 13, 'move', 0, '0-3@R', 'human', '2026-12-07 18:15:46.424737+00');
INSERT INTO __SCHEMA__.actions VALUES (329, 'w4nB_HvF', 15, 'move', 0, '4-5@R', 'human', '2026-12-07 18:15:46.468527+00');
INSERT INTO __SCHEMA__.actions VALUES (331, 'Pw2tW0XE', 0, 'chat', 1, 'hello', 'human', '2026-12-07 18:15:46.612829+00');
INSERT INTO __SCHEMA__.actions VALUES (333, 'Pw2tW0XE', 2, 'move', 1, '1-5@L', 'human', '2026-12-07 18:15:47.820633+00');
INSERT INTO __SCHEMA__.actions VALUES (336, 'Pw2tW0XE', 5, 'move', 0, '0-3@R', 'human', '2026-12-07 18:15:49.633681+00');
INSERT INTO __SCHEMA__.actions VALUES (338, 'Pw2tW0XE', 7, 'move', 0, '2-3@L', 'human', '2026-12-07 18:15:50.842811+00');
INSERT INTO __SCHEMA__.actions VALUES (341, 'Pw2tW0XE', 10, 'move', 1, '2-6@L', 'human', '2026-12-07 18:15:52.656411+00');
INSERT INTO __SCHEMA__.actions VALUES (343, 'Pw2tW0XE', 12, 'move', 1, '4-6@L', 'human', '2026-12-07 18:15:53.865862+00');
INSERT INTO __SCHEMA__.actions VALUES (345, 'cwwaSNUe', 1, 'move', 1, '0-2@L', 'bot', '2026-12-07 18:15:55.428009+00');
INSERT INTO __SCHEMA__.actions VALUES (347, 'cwwaSNUe', 3, 'move', 1, '1-3@R', 'bot', '2026-12-07 18:15:55.732955+00');
INSERT INTO __SCHEMA__.actions VALUES (348, 'cwwaSNUe', 4, 'undo', 0, '', 'human', '2026-12-07 18:15:56.035437+00');
INSERT INTO __SCHEMA__.actions VALUES (350, 'cwwaSNUe', 6, 'move', 1, '1-3@R', 'bot', '2026-12-07 18:15:56.340994+00');
INSERT INTO __SCHEMA__.actions VALUES (354, 'EH3BLtyz', 3, 'move', 0, '2-4', 'human', '2026-12-07 18:15:57.695051+00');
INSERT INTO __SCHEMA__.actions VALUES (355, 'EH3BLtyz', 4, 'move', 1, '4-5@R', 'human', '2026-12-07 18:15:58.600419+00');
INSERT INTO __SCHEMA__.actions VALUES (356, 'EH3BLtyz', 5, 'move', 2, '2-3@L', 'human', '2026-12-07 18:15:59.505564+00');
INSERT INTO __SCHEMA__.actions VALUES (357, 'EH3BLtyz', 6, 'move', 0, '0-3@L', 'human', '2026-12-07 18:16:00.410786+00');
INSERT INTO __SCHEMA__.actions VALUES (358, 'EH3BLtyz', 7, 'move', 1, '0-2@L', 'human', '2026-12-07 18:16:01.316083+00');
INSERT INTO __SCHEMA__.actions VALUES (359, 'oUu1RbwY', 0, 'move', 0, '1-3', 'human', '2026-12-07 18:16:02.922353+00');
INSERT INTO __SCHEMA__.actions VALUES (360, 'oUu1RbwY', 1, 'move', 1, '1-1@TL', 'human', '2026-12-07 18:16:03.527446+00');
INSERT INTO __SCHEMA__.actions VALUES (361, 'oUu1RbwY', 2, 'move', 0, '0-1@TR', 'human', '2026-12-07 18:16:04.131951+00');
INSERT INTO __SCHEMA__.actions VALUES (362, 'oUu1RbwY', 3, 'takeover', 1, 'greedy', 'human', '2026-12-07 18:16:05.941756+00');
INSERT INTO __SCHEMA__.actions VALUES (365, 'oUu1RbwY', 6, 'move', 0, '0-2@TR', 'human', '2026-12-07 18:16:06.896847+00');
INSERT INTO __SCHEMA__.actions VALUES (366, 'oUu1RbwY', 7, 'move', 1, '1-2@BR', 'human', '2026-12-07 18:16:07.501442+00');
INSERT INTO __SCHEMA__.actions VALUES (367, 'oUu1RbwY', 8, 'move', 0, '2-4@TR', 'human', '2026-12-07 18:16:08.106092+00');
INSERT INTO __SCHEMA__.actions VALUES (369, '6vmJIE_W', 1, 'move', 1, '2-2@R', 'bot', '2026-12-07 18:16:08.767007+00');
INSERT INTO __SCHEMA__.actions VALUES (371, '6vmJIE_W', 3, 'move', 1, '5-5@L', 'bot', '2026-12-07 18:16:08.810748+00');
INSERT INTO __SCHEMA__.actions VALUES (373, '6vmJIE_W', 5, 'move', 1, '1-6@L', 'bot', '2026-12-07 18:16:08.854878+00');
INSERT INTO __SCHEMA__.actions VALUES (375, '6vmJIE_W', 7, 'move', 1, '1-4@L', 'bot', '2026-12-07 18:16:08.899199+00');
INSERT INTO __SCHEMA__.actions VALUES (377, '6vmJIE_W', 9, 'move', 1, '3-4@L', 'bot', '2026-12-07 18:16:08.942793+00');
INSERT INTO __SCHEMA__.actions VALUES (379, '6vmJIE_W', 11, 'move', 1, '1-3@R', 'bot', '2026-12-07 18:16:08.986809+00');
INSERT INTO __SCHEMA__.actions VALUES (380, '6vmJIE_W', 12, 'move', 0, '1-1@R', 'human', '2026-12-07 18:16:09.028666+00');
INSERT INTO __SCHEMA__.actions VALUES (382, '6vmJIE_W', 14, 'move', 1, '4-6@R', 'bot', '2026-12-07 18:16:09.03301+00');
INSERT INTO __SCHEMA__.actions VALUES (384, '6vmJIE_W', 16, 'move', 1, '2-2@R', 'bot', '2026-12-07 18:16:09.079117+00');
INSERT INTO __SCHEMA__.actions VALUES (386, '6vmJIE_W', 18, 'move', 1, 'pass', 'bot', '2026-12-07 18:16:09.122554+00');
INSERT INTO __SCHEMA__.actions VALUES (387, 'QnibxZGA', 0, 'account', 0, ':p:Ada Fixture', 'human', '2026-12-07 18:16:10.496949+00');
INSERT INTO __SCHEMA__.actions VALUES (389, 'QnibxZGA', 2, 'move', 1, '4-5@R', 'bot', '2026-12-07 18:16:10.542745+00');
INSERT INTO __SCHEMA__.actions VALUES (391, 'QnibxZGA', 4, 'move', 1, '5-6@L', 'bot', '2026-12-07 18:16:10.58702+00');
INSERT INTO __SCHEMA__.actions VALUES (393, 'QnibxZGA', 6, 'move', 1, '1-5@R', 'bot', '2026-12-07 18:16:10.632168+00');
INSERT INTO __SCHEMA__.actions VALUES (395, 'QnibxZGA', 8, 'move', 1, '0-0@R', 'bot', '2026-12-07 18:16:10.675008+00');
INSERT INTO __SCHEMA__.actions VALUES (397, 'QnibxZGA', 10, 'move', 1, '4-4@R', 'bot', '2026-12-07 18:16:10.718831+00');
INSERT INTO __SCHEMA__.actions VALUES (399, 'QnibxZGA', 12, 'move', 1, '2-5@R', 'bot', '2026-12-07 18:16:10.762936+00');
INSERT INTO __SCHEMA__.actions VALUES (401, 'QnibxZGA', 14, 'move', 1, 'pass', 'bot', '2026-12-07 18:16:10.806727+00');
INSERT INTO __SCHEMA__.actions VALUES (403, 'Kb3N7fVh', 1, 'move', 0, '0-2', 'human', '2026-12-07 18:16:11.209728+00');
INSERT INTO __SCHEMA__.actions VALUES (405, 'Kb3N7fVh', 3, 'move', 0, '1-6@R', 'human', '2026-12-07 18:16:11.514793+00');
INSERT INTO __SCHEMA__.actions VALUES (408, '9Pgg5X6Z', 1, 'move', 1, '4-6@L', 'bot', '2026-12-07 18:16:12.179224+00');
INSERT INTO __SCHEMA__.actions VALUES (410, '9Pgg5X6Z', 3, 'move', 1, '1-4@L', 'bot', '2026-12-07 18:16:12.223146+00');
INSERT INTO __SCHEMA__.actions VALUES (412, '9Pgg5X6Z', 5, 'move', 1, '0-0@L', 'bot', '2026-12-07 18:16:12.267321+00');
INSERT INTO __SCHEMA__.actions VALUES (414, '9Pgg5X6Z', 7, 'move', 1, '1-5@L', 'bot', '2026-12-07 18:16:12.311096+00');
INSERT INTO __SCHEMA__.actions VALUES (416, '9Pgg5X6Z', 9, 'move', 1, '1-2@R', 'bot', '2026-12-07 18:16:12.354892+00');
INSERT INTO __SCHEMA__.actions VALUES (418, '9Pgg5X6Z', 11, 'move', 1, '0-2@R', 'bot', '2026-12-07 18:16:12.398793+00');
INSERT INTO __SCHEMA__.actions VALUES (420, '9Pgg5X6Z', 13, 'move', 1, '1-3@L', 'bot', '2026-12-07 18:16:12.443074+00');
INSERT INTO __SCHEMA__.actions VALUES (422, '9Pgg5X6Z', 15, 'move', 1, '0-3@L', 'bot', '2026-12-07 18:16:12.486814+00');
INSERT INTO __SCHEMA__.actions VALUES (424, '9Pgg5X6Z', 17, 'move', 1, '3-5@R', 'bot', '2026-12-07 18:16:12.530955+00');
INSERT INTO __SCHEMA__.actions VALUES (426, '9Pgg5X6Z', 19, 'move', 1, '3-4@R', 'bot', '2026-12-07 18:16:12.574657+00');
INSERT INTO __SCHEMA__.actions VALUES (428, '9Pgg5X6Z', 21, 'move', 1, 'pass', 'bot', '2026-12-07 18:16:12.618986+00');
INSERT INTO __SCHEMA__.actions VALUES (430, '9Pgg5X6Z', 23, 'move', 1, '2-3@R', 'bot', '2026-12-07 18:16:12.662845+00');
INSERT INTO __SCHEMA__.actions VALUES (432, '9Pgg5X6Z', 25, 'move', 1, 'pass', 'bot', '2026-12-07 18:16:12.706721+00');
INSERT INTO __SCHEMA__.actions VALUES (267, 'uYdyXiTv', 19, 'move', 0, '4-5@W', 'human', '2026-12-07 18:15:30.144757+00');
INSERT INTO __SCHEMA__.actions VALUES (268, 'Wt4m4yAu', 0, 'chat', 1, 'hello', 'human', '2026-12-07 18:15:30.260882+00');
INSERT INTO __SCHEMA__.actions VALUES (271, 'Wt4m4yAu', 3, 'move', 0, '2-6@S', 'human', '2026-12-07 18:15:32.073437+00');
INSERT INTO __SCHEMA__.actions VALUES (275, 'Wt4m4yAu', 7, 'move', 0, '5-5@N', 'human', '2026-12-07 18:15:34.491428+00');
INSERT INTO __SCHEMA__.actions VALUES (277, 'Wt4m4yAu', 9, 'move', 0, '0-0@W', 'human', '2026-12-07 18:15:35.700582+00');
INSERT INTO __SCHEMA__.actions VALUES (283, 'nVZnk1IA', 4, 'move', 1, '1-2@L', 'human', '2026-12-07 18:15:37.659117+00');
INSERT INTO __SCHEMA__.actions VALUES (285, 'nVZnk1IA', 6, 'move', 1, '5-6@L', 'human', '2026-12-07 18:15:37.704137+00');
INSERT INTO __SCHEMA__.actions VALUES (287, 'nVZnk1IA', 8, 'move', 1, '1-5@L', 'human', '2026-12-07 18:15:37.752403+00');
INSERT INTO __SCHEMA__.actions VALUES (289, 'nVZnk1IA', 10, 'move', 1, '0-3@L', 'human', '2026-12-07 18:15:37.796403+00');
INSERT INTO __SCHEMA__.actions VALUES (291, 'nVZnk1IA', 12, 'move', 1, '2-3@L', 'human', '2026-12-07 18:15:37.840326+00');
INSERT INTO __SCHEMA__.actions VALUES (294, 'nVZnk1IA', 15, 'move', 0, 'pass', 'human', '2026-12-07 18:15:37.920658+00');
INSERT INTO __SCHEMA__.actions VALUES (296, 'nVZnk1IA', 17, 'move', 0, '3-4', 'human', '2026-12-07 18:15:37.964813+00');
INSERT INTO __SCHEMA__.actions VALUES (298, 'nVZnk1IA', 19, 'move', 0, '4-6@R', 'human', '2026-12-07 18:15:38.008505+00');
INSERT INTO __SCHEMA__.actions VALUES (300, 'nVZnk1IA', 21, 'move', 0, 'pass', 'human', '2026-12-07 18:15:38.05258+00');
INSERT INTO __SCHEMA__.actions VALUES (302, 'JKS108-J', 0, 'chat', 1, 'hello', 'human', '2026-12-07 18:15:38.204929+00');
INSERT INTO __SCHEMA__.actions VALUES (303, 'JKS108-J', 1, 'move', 0, '1-6', 'human', '2026-12-07 18:15:38.809027+00');
INSERT INTO __SCHEMA__.actions VALUES (304, 'JKS108-J', 2, 'move', 1, '1-1@L', 'human', '2026-12-07 18:15:39.413595+00');
INSERT INTO __SCHEMA__.actions VALUES (305, 'JKS108-J', 3, 'move', 0, '3-6@R', 'human', '2026-12-07 18:15:40.01777+00');
INSERT INTO __SCHEMA__.actions VALUES (308, 'JKS108-J', 6, 'move', 1, '0-4@L', 'human', '2026-12-07 18:15:41.831559+00');
INSERT INTO __SCHEMA__.actions VALUES (311, 'JKS108-J', 9, 'move', 0, 'pass', 'human', '2026-12-07 18:15:43.644534+00');
INSERT INTO __SCHEMA__.actions VALUES (313, 'JKS108-J', 11, 'move', 0, 'pass', 'human', '2026-12-07 18:15:44.853661+00');
INSERT INTO __SCHEMA__.actions VALUES (314, 'w4nB_HvF', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 18:15:46.112627+00');
INSERT INTO __SCHEMA__.actions VALUES (315, 'w4nB_HvF', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 18:15:46.160861+00');
INSERT INTO __SCHEMA__.actions VALUES (316, 'w4nB_HvF', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 18:15:46.160935+00');
INSERT INTO __SCHEMA__.actions VALUES (318, 'w4nB_HvF', 4, 'move', 1, '3-3@R', 'human', '2026-12-07 18:15:46.207264+00');
INSERT INTO __SCHEMA__.actions VALUES (320, 'w4nB_HvF', 6, 'move', 1, '0-1@L', 'human', '2026-12-07 18:15:46.252087+00');
INSERT INTO __SCHEMA__.actions VALUES (322, 'w4nB_HvF', 8, 'move', 1, '1-6@L', 'human', '2026-12-07 18:15:46.296077+00');
INSERT INTO __SCHEMA__.actions VALUES (324, 'w4nB_HvF', 10, 'move', 1, '4-6@L', 'human', '2026-12-07 18:15:46.340024+00');
INSERT INTO __SCHEMA__.actions VALUES (326, 'w4nB_HvF', 12, 'move', 1, '2-5@L', 'human', '2026-12-07 18:15:46.384032+00');
INSERT INTO __SCHEMA__.actions VALUES (328, 'w4nB_HvF', 14, 'move', 1, '0-5@R', 'human', '2026-12-07 18:15:46.428069+00');
INSERT INTO __SCHEMA__.actions VALUES (330, 'w4nB_HvF', 16, 'move', 1, '0-4@R', 'human', '2026-12-07 18:15:46.472014+00');
INSERT INTO __SCHEMA__.actions VALUES (332, 'Pw2tW0XE', 1, 'move', 0, '5-6', 'human', '2026-12-07 18:15:47.216173+00');
INSERT INTO __SCHEMA__.actions VALUES (334, 'Pw2tW0XE', 3, 'move', 0, '1-3@L', 'human', '2026-12-07 18:15:48.424749+00');
INSERT INTO __SCHEMA__.actions VALUES (335, 'Pw2tW0XE', 4, 'move', 1, '0-6@R', 'human', '2026-12-07 18:15:49.029216+00');
INSERT INTO __SCHEMA__.actions VALUES (337, 'Pw2tW0XE', 6, 'move', 1, '3-4@R', 'human', '2026-12-07 18:15:50.238307+00');
INSERT INTO __SCHEMA__.actions VALUES (339, 'Pw2tW0XE', 8, 'move', 1, '0-4@R', 'human', '2026-12-07 18:15:51.44757+00');
INSERT INTO __SCHEMA__.actions VALUES (340, 'Pw2tW0XE', 9, 'move', 0, '2-2@L', 'human', '2026-12-07 18:15:52.052038+00');
INSERT INTO __SCHEMA__.actions VALUES (342, 'Pw2tW0XE', 11, 'move', 0, '0-0@R', 'human', '2026-12-07 18:15:53.261255+00');
INSERT INTO __SCHEMA__.actions VALUES (344, 'cwwaSNUe', 0, 'move', 0, '0-1', 'human', '2026-12-07 18:15:55.425508+00');
INSERT INTO __SCHEMA__.actions VALUES (346, 'cwwaSNUe', 2, 'move', 0, '2-3@L', 'human', '2026-12-07 18:15:55.730757+00');
INSERT INTO __SCHEMA__.actions VALUES (349, 'cwwaSNUe', 5, 'move', 0, '2-6@L', 'human', '2026-12-07 18:15:56.338877+00');
INSERT INTO __SCHEMA__.actions VALUES (351, 'EH3BLtyz', 0, 'open', 0, '0', 'human', '2026-12-07 18:15:56.648655+00');
INSERT INTO __SCHEMA__.actions VALUES (352, 'EH3BLtyz', 1, 'seat', 2, 'UwmVxLDVkVQy3qTPqVRcXwg1X3jxZgruUTLbrXDV5MU', 'human', '2026-12-07 18:15:56.65168+00');
INSERT INTO __SCHEMA__.actions VALUES (353, 'EH3BLtyz', 2, 'name', 2, 'Ola', 'human', '2026-12-07 18:15:56.652524+00');
INSERT INTO __SCHEMA__.actions VALUES (363, 'oUu1RbwY', 4, 'move', 1, '2-3@BR', 'bot', '2026-12-07 18:16:05.943695+00');
INSERT INTO __SCHEMA__.actions VALUES (364, 'oUu1RbwY', 5, 'reclaim', 1, '', 'human', '2026-12-07 18:16:06.292594+00');
INSERT INTO __SCHEMA__.actions VALUES (368, '6vmJIE_W', 0, 'move', 0, '0-2', 'human', '2026-12-07 18:16:08.764769+00');
INSERT INTO __SCHEMA__.actions VALUES (370, '6vmJIE_W', 2, 'move', 0, '0-5@L', 'human', '2026-12-07 18:16:08.80868+00');
INSERT INTO __SCHEMA__.actions VALUES (372, '6vmJIE_W', 4, 'move', 0, '5-6@L', 'human', '2026-12-07 18:16:08.8527+00');
INSERT INTO __SCHEMA__.actions VALUES (374, '6vmJIE_W', 6, 'move', 0, '2-5@R', 'human', '2026-12-07 18:16:08.896903+00');
INSERT INTO __SCHEMA__.actions VALUES (376, '6vmJIE_W', 8, 'move', 0, '3-5@R', 'human', '2026-12-07 18:16:08.940692+00');
INSERT INTO __SCHEMA__.actions VALUES (378, '6vmJIE_W', 10, 'move', 0, '3-6@L', 'human', '2026-12-07 18:16:08.984758+00');
INSERT INTO __SCHEMA__.actions VALUES (381, '6vmJIE_W', 13, 'move', 0, '2-4', 'human', '2026-12-07 18:16:09.031349+00');
INSERT INTO __SCHEMA__.actions VALUES (383, '6vmJIE_W', 15, 'move', 0, '2-6@R', 'human', '2026-12-07 18:16:09.076764+00');
INSERT INTO __SCHEMA__.actions VALUES (385, '6vmJIE_W', 17, 'move', 0, 'pass', 'human', '2026-12-07 18:16:09.120552+00');
INSERT INTO __SCHEMA__.actions VALUES (388, 'QnibxZGA', 1, 'move', 0, '3-4', 'human', '2026-12-07 18:16:10.540679+00');
INSERT INTO __SCHEMA__.actions VALUES (390, 'QnibxZGA', 3, 'move', 0, '3-6@L', 'human', '2026-12-07 18:16:10.584766+00');
INSERT INTO __SCHEMA__.actions VALUES (392, 'QnibxZGA', 5, 'move', 0, 'pass', 'human', '2026-12-07 18:16:10.629707+00');
INSERT INTO __SCHEMA__.actions VALUES (394, 'QnibxZGA', 7, 'move', 0, '0-1@R', 'human', '2026-12-07 18:16:10.672795+00');
INSERT INTO __SCHEMA__.actions VALUES (396, 'QnibxZGA', 9, 'move', 0, '0-4@R', 'human', '2026-12-07 18:16:10.716665+00');
INSERT INTO __SCHEMA__.actions VALUES (398, 'QnibxZGA', 11, 'move', 0, '2-4@R', 'human', '2026-12-07 18:16:10.760774+00');
INSERT INTO __SCHEMA__.actions VALUES (400, 'QnibxZGA', 13, 'move', 0, 'pass', 'human', '2026-12-07 18:16:10.804835+00');
INSERT INTO __SCHEMA__.actions VALUES (402, 'Kb3N7fVh', 0, 'account', 0, '1414:p:Ada Fixture', 'human', '2026-12-07 18:16:10.865447+00');
INSERT INTO __SCHEMA__.actions VALUES (404, 'Kb3N7fVh', 2, 'move', 1, '2-6@R', 'bot', '2026-12-07 18:16:11.212157+00');
INSERT INTO __SCHEMA__.actions VALUES (406, 'Kb3N7fVh', 4, 'move', 1, '0-3@L', 'bot', '2026-12-07 18:16:11.516979+00');
INSERT INTO __SCHEMA__.actions VALUES (407, '9Pgg5X6Z', 0, 'move', 0, '6-6', 'human', '2026-12-07 18:16:12.176805+00');
INSERT INTO __SCHEMA__.actions VALUES (409, '9Pgg5X6Z', 2, 'move', 0, '1-6@R', 'human', '2026-12-07 18:16:12.220717+00');
INSERT INTO __SCHEMA__.actions VALUES (411, '9Pgg5X6Z', 4, 'move', 0, '0-1@L', 'human', '2026-12-07 18:16:12.26488+00');
INSERT INTO __SCHEMA__.actions VALUES (413, '9Pgg5X6Z', 6, 'move', 0, '0-5@L', 'human', '2026-12-07 18:16:12.308726+00');
INSERT INTO __SCHEMA__.actions VALUES (415, '9Pgg5X6Z', 8, 'move', 0, '1-1@R', 'human', '2026-12-07 18:16:12.352798+00');
INSERT INTO __SCHEMA__.actions VALUES (417, '9Pgg5X6Z', 10, 'move', 0, '2-2@R', 'human', '2026-12-07 18:16:12.396728+00');
INSERT INTO __SCHEMA__.actions VALUES (419, '9Pgg5X6Z', 12, 'move', 0, '0-6@R', 'human', '2026-12-07 18:16:12.440873+00');
INSERT INTO __SCHEMA__.actions VALUES (421, '9Pgg5X6Z', 14, 'move', 0, '3-3@L', 'human', '2026-12-07 18:16:12.484747+00');
INSERT INTO __SCHEMA__.actions VALUES (423, '9Pgg5X6Z', 16, 'move', 0, '5-6@R', 'human', '2026-12-07 18:16:12.528965+00');
INSERT INTO __SCHEMA__.actions VALUES (425, '9Pgg5X6Z', 18, 'move', 0, 'pass', 'human', '2026-12-07 18:16:12.572688+00');
INSERT INTO __SCHEMA__.actions VALUES (427, '9Pgg5X6Z', 20, 'move', 0, '4-5@R', 'human', '2026-12-07 18:16:12.616868+00');
INSERT INTO __SCHEMA__.actions VALUES (429, '9Pgg5X6Z', 22, 'move', 0, '2-5@R', 'human', '2026-12-07 18:16:12.660812+00');
INSERT INTO __SCHEMA__.actions VALUES (431, '9Pgg5X6Z', 24, 'move', 0, 'pass', 'human', '2026-12-07 18:16:12.704823+00');


--
-- Data for Name: alembic_version; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.alembic_version VALUES ('0007');


--
-- Data for Name: analyses; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.analyses VALUES ('TxPZ29Xb', '2026-12-07 18:15:05.190557+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "white-snake", "players": 5, "options": {"max_deals": 2}, "seed": 0, "policy": "random", "worlds": 16, "budget": 1.0, "seconds": 0.444, "deals": [{"deal": 1, "returns": [-0.25, 1.0, -0.25, -0.25, -0.25], "decisions": [{"step": 0, "deal": 1, "seat": 3, "move": "1-1", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 1, "deal": 1, "seat": 4, "move": "1-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 2, "deal": 1, "seat": 0, "move": "4-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 3, "deal": 1, "seat": 1, "move": "4-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 4, "deal": 1, "seat": 2, "move": "0-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 0, "move": "0-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 1, "move": "3-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 2, "move": "1-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 12, "deal": 1, "seat": 0, "move": "1-4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4", "mean": 0.6484375, "se": 0.08005430285905936, "n": 16, "hindsight": 0.609375, "hindsight_se": 0.078125}, {"move": "1-6", "mean": 0.5703125, "se": 0.07479899279346391, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "1-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4", "hindsight_loss": 0.0, "gain": 0.0390625, "open": {"status": "solved", "moves": [{"move": "1-4", "value": -0.25, "margin": -7}, {"move": "1-6", "value": -0.25, "margin": null}], "best": "1-4", "nodes": 986}}, {"step": 13, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 14, "deal": 1, "seat": 2, "move": "0-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 15, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 16, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 17, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 18, "deal": 1, "seat": 1, "move": "0-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 19, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 20, "deal": 1, "seat": 3, "move": "2-4", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "2-5", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "2-6", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "2-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-4", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "2-4", "value": -0.25, "margin": -16}, {"move": "2-5", "value": -0.25, "margin": null}, {"move": "2-6", "value": -0.25, "margin": null}], "best": "2-4", "nodes": 169}}, {"step": 21, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 1, "seat": 0, "move": "3-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 23, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 24, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 25, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 26, "deal": 1, "seat": 4, "move": "3-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 27, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 28, "deal": 1, "seat": 1, "move": "5-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 29, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 30, "deal": 1, "seat": 3, "move": "2-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 31, "deal": 1, "seat": 4, "move": "2-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 32, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 33, "deal": 1, "seat": 1, "move": "1-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.58984375, 0.51171875, 0.4375, 0.51171875, 0.4765625, 0.53125, 0.5546875, 0.61328125, 0.59375, 0.4921875, 0.53125, 0.51171875, 0.515625, 0.53125, 0.609375, 0.53125, 0.66796875, 0.51171875, 0.51171875, 0.58984375, 0.62890625, 0.765625, 0.7265625, 0.7265625, 0.828125, 0.82421875, 0.70703125, 0.58984375, 0.6484375, 0.51171875, 0.609375, 0.66796875, 0.53125, 0.58984375, 0.375], [0.45703125, 0.4375, 0.53515625, 0.4453125, 0.47265625, 0.453125, 0.58984375, 0.453125, 0.5703125, 0.453125, 0.47265625, 0.45703125, 0.4765625, 0.48046875, 0.43359375, 0.53125, 0.47265625, 0.41796875, 0.53125, 0.453125, 0.53125, 0.4921875, 0.4140625, 0.453125, 0.453125, 0.43359375, 0.47265625, 0.609375, 0.609375, 0.58984375, 0.765625, 0.609375, 0.765625, 1.0, 1.0], [0.55078125, 0.609375, 0.58984375, 0.5703125, 0.55078125, 0.55859375, 0.53515625, 0.55078125, 0.58984375, 0.51171875, 0.55078125, 0.609375, 0.58984375, 0.51171875, 0.53125, 0.66796875, 0.62890625, 0.62890625, 0.62890625, 0.6875, 0.62890625, 0.55078125, 0.74609375, 0.453125, 0.47265625, 0.55078125, 0.53125, 0.62890625, 0.6875, 0.47265625, 0.47265625, 0.453125, 0.4140625, 0.47265625, 0.375], [0.4375, 0.4921875, 0.4375, 0.41796875, 0.4921875, 0.4140625, 0.4375, 0.375, 0.4375, 0.41796875, 0.39453125, 0.4140625, 0.375, 0.39453125, 0.39453125, 0.37890625, 0.39453125, 0.3984375, 0.39453125, 0.39453125, 0.375, 0.37890625, 0.3828125, 0.375, 0.375, 0.375, 0.37890625, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375], [0.37890625, 0.43359375, 0.44140625, 0.43359375, 0.45703125, 0.41796875, 0.39453125, 0.37890625, 0.45703125, 0.41796875, 0.375, 0.39453125, 0.39453125, 0.375, 0.375, 0.40234375, 0.3984375, 0.39453125, 0.4140625, 0.3828125, 0.375, 0.37890625, 0.3828125, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375]], "curve_se": [[0.053315708160383134, 0.046405367510887835, 0.032727183630540176, 0.046405367510887835, 0.04064341239076917, 0.04860711069048868, 0.05018159437796408, 0.05393984168420722, 0.05294978220431007, 0.043813857486677696, 0.04860711069048868, 0.046405367510887835, 0.046198069145170294, 0.04860711069048868, 0.05434440184689472, 0.04860711069048868, 0.0560169272439396, 0.046405367510887835, 0.046405367510887835, 0.053315708160383134, 0.05513122833249407, 0.05434440184689472, 0.055686441013065406, 0.055686441013065406, 0.04949021877131135, 0.050470123196139194, 0.0560169272439396, 0.053315708160383134, 0.055686441013065406, 0.046405367510887835, 0.05434440184689472, 0.0560169272439396, 0.04860711069048868, 0.053315708160383134, 0.0], [0.03706458194323816, 0.032727183630540176, 0.048358375474974645, 0.03269708966221661, 0.04075830138517104, 0.03712429400871027, 0.053315708160383134, 0.03712429400871027, 0.05203080348302061, 0.03712429400871027, 0.04075830138517104, 0.03706458194323816, 0.04064341239076917, 0.04051605079130727, 0.03271966273336387, 0.04860711069048868, 0.04075830138517104, 0.027271650335950904, 0.04860711069048868, 0.03712429400871027, 0.04860711069048868, 0.043813857486677696, 0.02717220092344736, 0.03712429400871027, 0.03712429400871027, 0.03271966273336387, 0.04075830138517104, 0.05434440184689472, 0.05434440184689472, 0.053315708160383134, 0.05434440184689472, 0.05434440184689472, 0.05434440184689472, 0.0, 0.0], [0.050470123196139194, 0.05434440184689472, 0.053315708160383134, 0.05203080348302061, 0.050470123196139194, 0.04988153020098253, 0.048358375474974645, 0.050470123196139194, 0.053315708160383134, 0.046405367510887835, 0.050470123196139194, 0.05434440184689472, 0.053315708160383134, 0.046405367510887835, 0.04860711069048868, 0.0560169272439396, 0.05513122833249407, 0.05513122833249407, 0.05513122833249407, 0.056126656883367154, 0.05513122833249407, 0.050470123196139194, 0.05513122833249407, 0.03712429400871027, 0.04075830138517104, 0.050470123196139194, 0.04860711069048868, 0.05513122833249407, 0.056126656883367154, 0.04075830138517104, 0.04075830138517104, 0.03712429400871027, 0.02717220092344736, 0.04075830138517104, 0.0], [0.032727183630540176, 0.043813857486677696, 0.032727183630540176, 0.027271650335950904, 0.043813857486677696, 0.02717220092344736, 0.032727183630540176, 0.0, 0.032727183630540176, 0.027271650335950904, 0.01953125, 0.02717220092344736, 0.0, 0.01953125, 0.01953125, 0.00390625, 0.01953125, 0.019794098251873934, 0.01953125, 0.01953125, 0.0, 0.00390625, 0.005434440184689472, 0.0, 0.0, 0.0, 0.00390625, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.00390625, 0.03271966273336387, 0.03271966273336387, 0.03271966273336387, 0.03706458194323816, 0.027271650335950904, 0.01953125, 0.00390625, 0.03706458194323816, 0.027271650335950904, 0.0, 0.01953125, 0.01953125, 0.0, 0.0, 0.02002894122621426, 0.019794098251873934, 0.01953125, 0.02717220092344736, 0.005434440184689472, 0.0, 0.00390625, 0.005434440184689472, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.58984375, "result": 0.375, "own": 0.0390625, "luck": -0.25390625, "dealt": 0.43359375}, {"seat": 1, "decisions": 7, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.45703125, "result": 1.0, "own": 0.0, "luck": 0.54296875, "dealt": 0.58984375}, {"seat": 2, "decisions": 6, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.55078125, "result": 0.375, "own": 0.0, "luck": -0.17578125, "dealt": 0.78515625}, {"seat": 3, "decisions": 7, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.4375, "result": 0.375, "own": 0.0, "luck": -0.0625, "dealt": 0.375}, {"seat": 4, "decisions": 7, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.37890625, "result": 0.375, "own": 0.0, "luck": -0.00390625, "dealt": 0.375}], "chance": [[0.34375, 0.21875, 0.109375, 0.21875, 0.171875, 0.25, 0.296875, 0.390625, 0.359375, 0.1875, 0.25, 0.21875, 0.234375, 0.25, 0.375, 0.25, 0.46875, 0.21875, 0.21875, 0.34375, 0.40625, 0.625, 0.5625, 0.5625, 0.734375, 0.71875, 0.53125, 0.34375, 0.4375, 0.21875, 0.375, 0.46875, 0.25, 0.34375, 0.0], [0.140625, 0.109375, 0.265625, 0.140625, 0.15625, 0.125, 0.34375, 0.125, 0.3125, 0.125, 0.15625, 0.140625, 0.171875, 0.1875, 0.09375, 0.25, 0.15625, 0.078125, 0.25, 0.125, 0.25, 0.1875, 0.0625, 0.125, 0.125, 0.09375, 0.15625, 0.375, 0.375, 0.34375, 0.625, 0.375, 0.625, 1.0, 1.0], [0.28125, 0.375, 0.34375, 0.3125, 0.28125, 0.3125, 0.265625, 0.28125, 0.34375, 0.21875, 0.28125, 0.375, 0.34375, 0.21875, 0.25, 0.46875, 0.40625, 0.40625, 0.40625, 0.5, 0.40625, 0.28125, 0.59375, 0.125, 0.15625, 0.28125, 0.25, 0.40625, 0.5, 0.15625, 0.15625, 0.125, 0.0625, 0.15625, 0.0], [0.109375, 0.1875, 0.109375, 0.078125, 0.1875, 0.0625, 0.109375, 0.0, 0.109375, 0.078125, 0.03125, 0.0625, 0.0, 0.03125, 0.03125, 0.015625, 0.03125, 0.046875, 0.03125, 0.03125, 0.0, 0.015625, 0.03125, 0.0, 0.0, 0.0, 0.015625, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.015625, 0.09375, 0.125, 0.09375, 0.140625, 0.078125, 0.03125, 0.015625, 0.140625, 0.078125, 0.0, 0.03125, 0.03125, 0.0, 0.0, 0.0625, 0.046875, 0.03125, 0.0625, 0.03125, 0.0, 0.015625, 0.03125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]}, {"deal": 2, "returns": [-0.25, -0.25, 1.0, -0.25, -0.25], "decisions": [{"step": 34, "deal": 2, "seat": 2, "move": "2-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 35, "deal": 2, "seat": 3, "move": "2-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 36, "deal": 2, "seat": 4, "move": "6-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 37, "deal": 2, "seat": 0, "move": "3-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 38, "deal": 2, "seat": 1, "move": "2-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 39, "deal": 2, "seat": 2, "move": "1-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 40, "deal": 2, "seat": 3, "move": "1-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 41, "deal": 2, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 42, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 43, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 44, "deal": 2, "seat": 2, "move": "3-5", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5", "mean": 0.70703125, "se": 0.0560169272439396, "n": 32, "hindsight": 0.609375, "hindsight_se": 0.078125}, {"move": "0-3", "mean": 0.671875, "se": 0.055491639700164776, "n": 32, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-5", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3", "hindsight_loss": 0.390625, "gain": 0.017578125, "open": {"status": "solved", "moves": [{"move": "0-3", "value": 1.0, "margin": 6}, {"move": "3-5", "value": 1.0, "margin": 1}], "best": "0-3", "nodes": 1724}}, {"step": 45, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 46, "deal": 2, "seat": 4, "move": "2-5", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5", "mean": 0.5703125, "se": 0.07479899279346391, "n": 16, "hindsight": 0.453125, "hindsight_se": 0.053369535239372906}, {"move": "0-5", "mean": 0.4921875, "se": 0.06298638865858242, "n": 16, "hindsight": 0.453125, "hindsight_se": 0.053369535239372906}], "best": "2-5", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5", "hindsight_loss": 0.0, "gain": 0.0390625, "open": {"status": "solved", "moves": [{"move": "0-5", "value": -0.25, "margin": -1}, {"move": "2-5", "value": -0.25, "margin": -1}], "best": "0-5", "nodes": 903}}, {"step": 47, "deal": 2, "seat": 0, "move": "2-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 48, "deal": 2, "seat": 1, "move": "4-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 49, "deal": 2, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 50, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 51, "deal": 2, "seat": 4, "move": "0-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 52, "deal": 2, "seat": 0, "move": "0-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 53, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 54, "deal": 2, "seat": 2, "move": "4-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 55, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 56, "deal": 2, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 57, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 58, "deal": 2, "seat": 1, "move": "0-6", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "5-6", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "0-6", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "0-6", "value": -0.25, "margin": -13}, {"move": "5-6", "value": -0.25, "margin": null}], "best": "0-6", "nodes": 31}}, {"step": 59, "deal": 2, "seat": 2, "move": "0-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.47265625, 0.4375, 0.453125, 0.43359375, 0.45703125, 0.49609375, 0.43359375, 0.47265625, 0.39453125, 0.39453125, 0.4140625, 0.43359375, 0.39453125, 0.4140625, 0.4140625, 0.47265625, 0.43359375, 0.51171875, 0.4140625, 0.453125, 0.4765625, 0.55078125, 0.55078125, 0.51171875, 0.55078125, 0.39453125, 0.375], [0.49609375, 0.51953125, 0.4765625, 0.47265625, 0.453125, 0.453125, 0.4921875, 0.47265625, 0.41796875, 0.4765625, 0.39453125, 0.40234375, 0.4375, 0.40234375, 0.41796875, 0.39453125, 0.375, 0.41796875, 0.37890625, 0.375, 0.3984375, 0.375, 0.39453125, 0.375, 0.4140625, 0.375, 0.375], [0.62890625, 0.765625, 0.75, 0.58984375, 0.58984375, 0.6328125, 0.609375, 0.78515625, 0.8046875, 0.765625, 0.70703125, 0.70703125, 0.8046875, 0.78515625, 0.70703125, 0.58984375, 0.66796875, 0.6484375, 0.58984375, 0.74609375, 0.7265625, 0.6484375, 0.62890625, 0.78515625, 0.765625, 1.0, 1.0], [0.39453125, 0.4140625, 0.39453125, 0.41796875, 0.39453125, 0.37890625, 0.39453125, 0.453125, 0.39453125, 0.4140625, 0.4921875, 0.4140625, 0.43359375, 0.45703125, 0.4140625, 0.39453125, 0.4140625, 0.37890625, 0.375, 0.41796875, 0.40234375, 0.37890625, 0.375, 0.39453125, 0.39453125, 0.375, 0.375], [0.453125, 0.4921875, 0.53125, 0.43359375, 0.43359375, 0.47265625, 0.53125, 0.51171875, 0.47265625, 0.47265625, 0.45703125, 0.57421875, 0.51171875, 0.51171875, 0.6484375, 0.78515625, 0.765625, 0.74609375, 0.70703125, 0.70703125, 0.66796875, 0.6875, 0.62890625, 0.5703125, 0.5703125, 0.53125, 0.375]], "curve_se": [[0.04075830138517104, 0.032727183630540176, 0.03712429400871027, 0.03271966273336387, 0.03706458194323816, 0.04365065585766651, 0.03271966273336387, 0.04075830138517104, 0.01953125, 0.01953125, 0.02717220092344736, 0.03271966273336387, 0.01953125, 0.02717220092344736, 0.02717220092344736, 0.04075830138517104, 0.03271966273336387, 0.046405367510887835, 0.02717220092344736, 0.03712429400871027, 0.04064341239076917, 0.050470123196139194, 0.050470123196139194, 0.046405367510887835, 0.050470123196139194, 0.01953125, 0.0], [0.04365065585766651, 0.045979132371753974, 0.04064341239076917, 0.04075830138517104, 0.03712429400871027, 0.03712429400871027, 0.043813857486677696, 0.04075830138517104, 0.027271650335950904, 0.04064341239076917, 0.01953125, 0.02002894122621426, 0.032727183630540176, 0.02002894122621426, 0.027271650335950904, 0.01953125, 0.0, 0.027271650335950904, 0.00390625, 0.0, 0.019794098251873934, 0.0, 0.01953125, 0.0, 0.02717220092344736, 0.0, 0.0], [0.05513122833249407, 0.05434440184689472, 0.0544168128075233, 0.053315708160383134, 0.053315708160383134, 0.0546875, 0.05434440184689472, 0.053315708160383134, 0.05203080348302061, 0.05434440184689472, 0.0560169272439396, 0.0560169272439396, 0.05203080348302061, 0.053315708160383134, 0.0560169272439396, 0.053315708160383134, 0.0560169272439396, 0.055686441013065406, 0.053315708160383134, 0.05513122833249407, 0.055686441013065406, 0.055686441013065406, 0.05513122833249407, 0.053315708160383134, 0.05434440184689472, 0.0, 0.0], [0.01953125, 0.02717220092344736, 0.01953125, 0.027271650335950904, 0.01953125, 0.00390625, 0.01953125, 0.03712429400871027, 0.01953125, 0.02717220092344736, 0.043813857486677696, 0.02717220092344736, 0.03271966273336387, 0.03706458194323816, 0.02717220092344736, 0.01953125, 0.02717220092344736, 0.00390625, 0.0, 0.027271650335950904, 0.02002894122621426, 0.00390625, 0.0, 0.01953125, 0.01953125, 0.0, 0.0], [0.03712429400871027, 0.043813857486677696, 0.04860711069048868, 0.03271966273336387, 0.03271966273336387, 0.04075830138517104, 0.04860711069048868, 0.046405367510887835, 0.04075830138517104, 0.04075830138517104, 0.03706458194323816, 0.05170339834043403, 0.046405367510887835, 0.046405367510887835, 0.055686441013065406, 0.053315708160383134, 0.05434440184689472, 0.05513122833249407, 0.0560169272439396, 0.0560169272439396, 0.0560169272439396, 0.056126656883367154, 0.05513122833249407, 0.05203080348302061, 0.05203080348302061, 0.04860711069048868, 0.0]], "seats": [{"seat": 0, "decisions": 5, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.47265625, "result": 0.375, "own": 0.0, "luck": -0.09765625, "dealt": 0.453125}, {"seat": 1, "decisions": 5, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.49609375, "result": 0.375, "own": 0.0, "luck": -0.12109375, "dealt": 0.47265625}, {"seat": 2, "decisions": 6, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.62890625, "result": 1.0, "own": 0.017578125, "luck": 0.353515625, "dealt": 0.74609375}, {"seat": 3, "decisions": 5, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.39453125, "result": 0.375, "own": 0.0, "luck": -0.01953125, "dealt": 0.375}, {"seat": 4, "decisions": 5, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.453125, "result": 0.375, "own": 0.0390625, "luck": -0.1171875, "dealt": 0.43359375}], "chance": [[0.15625, 0.109375, 0.125, 0.09375, 0.140625, 0.203125, 0.09375, 0.15625, 0.03125, 0.03125, 0.0625, 0.09375, 0.03125, 0.0625, 0.0625, 0.15625, 0.09375, 0.21875, 0.0625, 0.125, 0.171875, 0.28125, 0.28125, 0.21875, 0.28125, 0.03125, 0.0], [0.203125, 0.25, 0.171875, 0.15625, 0.125, 0.125, 0.1875, 0.15625, 0.078125, 0.171875, 0.03125, 0.0625, 0.109375, 0.0625, 0.078125, 0.03125, 0.0, 0.078125, 0.015625, 0.0, 0.046875, 0.0, 0.03125, 0.0, 0.0625, 0.0, 0.0], [0.40625, 0.625, 0.609375, 0.34375, 0.34375, 0.421875, 0.375, 0.65625, 0.6875, 0.625, 0.53125, 0.53125, 0.6875, 0.65625, 0.53125, 0.34375, 0.46875, 0.4375, 0.34375, 0.59375, 0.5625, 0.4375, 0.40625, 0.65625, 0.625, 1.0, 1.0], [0.03125, 0.0625, 0.03125, 0.078125, 0.03125, 0.015625, 0.03125, 0.125, 0.03125, 0.0625, 0.1875, 0.0625, 0.09375, 0.140625, 0.0625, 0.03125, 0.0625, 0.015625, 0.0, 0.078125, 0.0625, 0.015625, 0.0, 0.03125, 0.03125, 0.0, 0.0], [0.125, 0.1875, 0.25, 0.09375, 0.09375, 0.15625, 0.25, 0.21875, 0.15625, 0.15625, 0.140625, 0.328125, 0.21875, 0.21875, 0.4375, 0.65625, 0.625, 0.59375, 0.53125, 0.53125, 0.46875, 0.5, 0.40625, 0.3125, 0.3125, 0.25, 0.0]]}], "seats": [{"seat": 0, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 1.0625, "result": 0.75, "own": 0.0390625, "luck": -0.3515625, "dealt": 0.88671875}, {"seat": 1, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.953125, "result": 1.375, "own": 0.0, "luck": 0.421875, "dealt": 1.0625}, {"seat": 2, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 1.1796875, "result": 1.375, "own": 0.017578125, "luck": 0.177734375, "dealt": 1.53125}, {"seat": 3, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.83203125, "result": 0.75, "own": 0.0, "luck": -0.08203125, "dealt": 0.75}, {"seat": 4, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.83203125, "result": 0.75, "own": 0.0390625, "luck": -0.12109375, "dealt": 0.80859375}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('vcdnQsdk', '2026-12-07 18:15:09.829231+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "sausage", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 0, "policy": "random", "worlds": 5, "budget": 1.0, "seconds": 0.723, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "0-6", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-4", "mean": 0.5125, "se": 0.1125, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-2", "mean": 0.5, "se": 0.11470786693528089, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-3", "mean": 0.4, "se": 0.11239029738980329, "n": 20, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5", "mean": 0.4, "se": 0.11239029738980329, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6", "mean": 0.4, "se": 0.11239029738980329, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-5", "mean": 0.3625, "se": 0.10802503364839487, "n": 20, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6", "mean": 0.35, "se": 0.10942433098048311, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6", "mean": 0.3, "se": 0.10513149660756935, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4", "mean": 0.2625, "se": 0.09846686592052438, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-5", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-6", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "6-6", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.05, "hindsight_se": 0.05}], "best": "3-3", "loss": 0.2, "loss_se": 0.13764944032233709, "hindsight_best": "0-6", "hindsight_loss": 0.0, "gain": -0.11696428571428574, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 1, "deal": 1, "seat": 1, "move": "4-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TL", "mean": 0.85, "se": 0.08191780219091253, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@BL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TR", "mean": 0.6125, "se": 0.10953700408153354, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@TR", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BR", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@TR", "mean": 0.55, "se": 0.11413288653790232, "n": 20, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@BR", "mean": 0.5125, "se": 0.1125, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.5, "se": 0.11470786693528089, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "0-0@TL", "loss": 0.0, "loss_se": 0.10259783520851541, "hindsight_best": "0-2@TR", "hindsight_loss": 0.4, "gain": 0.032500000000000084, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "0-3@TL", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-4@TL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-3@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "6-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-3@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-6@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-4@TL", "loss": 0.8, "loss_se": 0.2, "hindsight_best": "0-4@TL", "hindsight_loss": 0.6, "gain": -0.16499999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "3-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TL", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-0@TR", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-4@BL", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "2-4@BL", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TR", "mean": 0.7625, "se": 0.09506749679763542, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-5@TL", "mean": 0.7, "se": 0.10513149660756937, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@BL", "mean": 0.7, "se": 0.10513149660756937, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TR", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BL", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BR", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@TL", "mean": 0.55, "se": 0.11413288653790232, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "3-4@TL", "loss": 0.05, "loss_se": 0.16975214129336988, "hindsight_best": "0-1@TR", "hindsight_loss": 0.20000000000000007, "gain": -0.10568181818181821, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 4, "deal": 1, "seat": 0, "move": "3-6@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "3-3@TL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-6@BR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-5@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "1-3@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-3@TL", "loss": 1.0, "loss_se": 0.0, "hindsight_best": "3-3@TL", "hindsight_loss": 0.4, "gain": -0.3611111111111111, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 5, "deal": 1, "seat": 1, "move": "0-1@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-0@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@TL", "hindsight_loss": 0.19999999999999996, "gain": -0.36, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 6, "deal": 1, "seat": 0, "move": "3-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-5@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-3@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TL", "mean": 0.05, "se": 0.05, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-3@TR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "1-2@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@TR", "hindsight_loss": 0.8, "gain": 0.01874999999999999, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 7, "deal": 1, "seat": 1, "move": "1-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "3-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-1@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.85, "hindsight_se": 0.15}, {"move": "2-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "1-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@TR", "hindsight_loss": 0.6, "gain": 0.20000000000000007, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 8, "deal": 1, "seat": 0, "move": "1-3@cut:1:L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@cut:1:L", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@cut:1:R", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "1-3@cut:1:L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-3@cut:1:L", "hindsight_loss": 0.0, "gain": 0.5666666666666667, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 9, "deal": 1, "seat": 1, "move": "0-3@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@BL", "mean": 0.6666666666666666, "se": 0.12598815766974242, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BR", "mean": 0.6166666666666667, "se": 0.12645973071323333, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.55, "se": 0.12955969390869324, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BL", "mean": 0.55, "se": 0.12955969390869324, "n": 15, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-3@BL", "mean": 0.5333333333333333, "se": 0.13333333333333333, "n": 15, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-6@BR", "mean": 0.5333333333333333, "se": 0.13333333333333333, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.48333333333333334, "se": 0.13017082793177756, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.4666666666666667, "se": 0.13333333333333333, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TR", "mean": 0.4, "se": 0.13093073414159542, "n": 15, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-4@BL", "mean": 0.4, "se": 0.13093073414159542, "n": 15, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.4, "se": 0.13093073414159542, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-1@TL", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-3@BR", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@BR", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.26666666666666666, "se": 0.11818736805705579, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "2-3@BL", "loss": -0.18333333333333332, "loss_se": 0.139015815019, "hindsight_best": "0-3@BL", "hindsight_loss": 0.0, "gain": 0.08333333333333331, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 10, "deal": 1, "seat": 0, "move": "1-2@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TR", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.05, "hindsight_se": 0.05}, {"move": "1-5@TL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.55, "se": 0.11413288653790232, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TL", "mean": 0.4625, "se": 0.11220722136438363, "n": 20, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@TL", "mean": 0.45, "se": 0.11413288653790232, "n": 20, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-4@TR", "loss": 0.35, "loss_se": 0.16662280124501821, "hindsight_best": "1-2@TL", "hindsight_loss": 0.0, "gain": -0.1325, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 11, "deal": 1, "seat": 1, "move": "2-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "3-6@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-5@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-0@BL", "loss": -0.2, "loss_se": 0.37416573867739417, "hindsight_best": "4-5@TR", "hindsight_loss": 0.20000000000000007, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 12, "deal": 1, "seat": 0, "move": "4-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-4@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-5@BL", "loss": 0.2, "loss_se": 0.37416573867739417, "hindsight_best": "4-4@TR", "hindsight_loss": 0.0, "gain": -0.2, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 13, "deal": 1, "seat": 1, "move": "3-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-2@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-1@BL", "hindsight_loss": 0.4, "gain": -0.025000000000000022, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 14, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "0-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.05, "hindsight_se": 0.05}, {"move": "5-6@BR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@BR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-4@BL", "hindsight_loss": 0.04999999999999999, "gain": -0.21666666666666667, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 15, "deal": 1, "seat": 1, "move": "3-4@cut:2:R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@cut:2:L", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@cut:2:R", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-2@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "2-4@TR", "hindsight_loss": 0.4, "gain": -0.05999999999999994, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 16, "deal": 1, "seat": 0, "move": "0-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-4@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.1, "se": 0.06123724356957946, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "0-4@TR", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-5@BL", "hindsight_loss": 0.0, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 17, "deal": 1, "seat": 1, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.45, "se": 0.22912878474779202, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-5@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "0-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-5@BR", "loss": -0.4, "loss_se": 0.24494897427831783, "hindsight_best": "4-6@TL", "hindsight_loss": 0.19999999999999996, "gain": -0.07083333333333336, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 18, "deal": 1, "seat": 0, "move": "1-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "1-5@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "3-6@BR", "hindsight_loss": 0.39999999999999997, "gain": 0.19999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 19, "deal": 1, "seat": 1, "move": "0-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@cut:-1:R", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.45, "se": 0.22912878474779202, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-2@cut:-1:R", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "0-2@cut:-1:R", "hindsight_loss": 0.8, "gain": 0.05833333333333335, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 20, "deal": 1, "seat": 0, "move": "1-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:L", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-4@TL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-4@TL", "hindsight_loss": 0.6, "gain": -0.07999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 21, "deal": 1, "seat": 1, "move": "2-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-0@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-5@BR", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-2@cut:-1:R", "hindsight_loss": 0.6000000000000001, "gain": 0.02857142857142858, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 22, "deal": 1, "seat": 0, "move": "0-4@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@cut:-2:L", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:R", "mean": 0.7, "se": 0.18371173070873836, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "5-6@cut:-2:L", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-4@TL", "hindsight_loss": 0.0, "gain": -0.10000000000000009, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 23, "deal": 1, "seat": 1, "move": "2-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-1@cut:-3:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@cut:-3:L", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "2-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@cut:-3:R", "hindsight_loss": 0.4, "gain": 0.2615384615384616, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 24, "deal": 1, "seat": 0, "move": "5-6@cut:-2:L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@cut:-2:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-4@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@cut:-2:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "3-6@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "5-6@cut:-2:R", "hindsight_loss": 0.4, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 25, "deal": 1, "seat": 1, "move": "4-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-2@cut:-1:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "4-6@TL", "loss": -0.4, "loss_se": 0.24494897427831783, "hindsight_best": "1-6@TL", "hindsight_loss": 0.6000000000000001, "gain": 0.26, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 26, "deal": 1, "seat": 0, "move": "5-5@BL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 27, "deal": 1, "seat": 1, "move": "4-5@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-2@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:L", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "1-5@BL", "loss": -0.2, "loss_se": 0.37416573867739417, "hindsight_best": "0-2@BR", "hindsight_loss": 0.14999999999999997, "gain": -0.1611111111111111, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 28, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 29, "deal": 1, "seat": 1, "move": "0-2@cut:-1:L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "2-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "1-5@BL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "1-5@BL", "hindsight_loss": 0.4, "gain": -0.19999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 30, "deal": 1, "seat": 0, "move": "2-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-5@BL", "loss": 0.2, "loss_se": 0.2, "hindsight_best": "2-6@TL", "hindsight_loss": 0.0, "gain": -0.26666666666666666, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 31, "deal": 1, "seat": 1, "move": "0-0@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@BL", "hindsight_loss": 0.0, "gain": 0.08000000000000007, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 32, "deal": 1, "seat": 0, "move": "4-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "3-6@TL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-6@TL", "hindsight_loss": 0.0, "gain": -0.08, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 33, "deal": 1, "seat": 1, "move": "2-2@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-6@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "2-2@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@BR", "hindsight_loss": 0.0, "gain": 0.050000000000000044, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 34, "deal": 1, "seat": 0, "move": "5-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "5-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "4-5@TR", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "0-5@TR", "hindsight_loss": 0.39999999999999997, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 35, "deal": 1, "seat": 1, "move": "0-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-4@BL", "hindsight_loss": 0.0, "gain": 0.06666666666666665, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 36, "deal": 1, "seat": 0, "move": "4-4@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-5@TL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@TL", "hindsight_loss": 0.0, "gain": -0.15000000000000002, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 37, "deal": 1, "seat": 1, "move": "0-6@cut:-3:L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@cut:-3:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@cut:-3:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-6@cut:-3:R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6@cut:-3:L", "hindsight_loss": 0.0, "gain": -0.20000000000000007, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 38, "deal": 1, "seat": 0, "move": "6-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@TL", "mean": 0.05, "se": 0.05, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "6-6@TL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "6-6@TL", "hindsight_loss": 0.0, "gain": 0.09166666666666667, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 39, "deal": 1, "seat": 1, "move": "0-1@BL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 40, "deal": 1, "seat": 0, "move": "3-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "5-6@TL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "3-6@TL", "hindsight_loss": 0.0, "gain": -0.13333333333333333, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 41, "deal": 1, "seat": 1, "move": "1-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-6@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@BL", "hindsight_loss": 0.19999999999999996, "gain": 0.06666666666666676, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 42, "deal": 1, "seat": 0, "move": "5-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@BL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "4-6@BL", "hindsight_loss": 0.2, "gain": -0.2, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 43, "deal": 1, "seat": 1, "move": "3-5@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 44, "deal": 1, "seat": 0, "move": "4-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-5@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@BL", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 45, "deal": 1, "seat": 1, "move": "1-5@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 46, "deal": 1, "seat": 0, "move": "4-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-4@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@BL", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 47, "deal": 1, "seat": 1, "move": "1-1@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.5, 0.25, 0.5, 0.2, 0.5, 0.0, 0.0, 0.4, 0.5, 1.0, 1.0, 0.45, 0.0, 0.2, 0.0, 0.4, 0.5, 0.2, 0.5, 0.6, 1.0, 0.4, 1.0, 0.6, 0.5, 0.4, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.25, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.65, 1.0, 0.6, 0.5, 0.4, 1.0, 0.8, 0.0, 0.5333333333333333, 0.0, 0.4, 0.5, 0.6, 1.0, 0.4, 1.0, 0.4, 0.0, 0.6, 1.0, 0.6, 1.0, 0.8, 0.5, 0.8, 0.0, 0.4, 1.0, 0.4, 0.5, 0.8, 0.5, 1.0, 1.0, 0.8, 1.0, 0.4, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]], "curve_se": [[0.5, 0.09933992677987828, 0.5, 0.2, 0.5, 0.0, 0.0, 0.24494897427831783, 0.5, 0.0, 0.0, 0.11413288653790232, 0.0, 0.2, 0.0, 0.24494897427831783, 0.5, 0.2, 0.5, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.5, 0.24494897427831783, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.19364916731037085, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.10942433098048311, 0.0, 0.11239029738980329, 0.5, 0.24494897427831783, 0.0, 0.2, 0.0, 0.13333333333333333, 0.0, 0.24494897427831783, 0.5, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.2, 0.5, 0.2, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.5, 0.2, 0.5, 0.0, 0.0, 0.2, 0.0, 0.24494897427831783, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 24, "choices": 22, "given_away": 3.35, "given_away_se": 0.983214384717692, "inaccuracies": 0, "mistakes": 2, "start": 0.5, "result": 0.0, "own": -1.6251587301587302, "luck": 1.1251587301587302, "dealt": 1.0}, {"seat": 1, "decisions": 24, "choices": 20, "given_away": -1.1333333333333333, "given_away_se": 0.893681991587922, "inaccuracies": 0, "mistakes": 0, "start": 0.0, "result": 1.0, "own": -0.09501637251637207, "luck": 1.0950163725163722, "dealt": 1.0}], "chance": [[0.5, 0.25, 0.5, 0.2, 0.5, 0.0, 0.0, 0.4, 0.5, 1.0, 1.0, 0.45, 0.0, 0.2, 0.0, 0.4, 0.5, 0.2, 0.5, 0.6, 1.0, 0.4, 1.0, 0.6, 0.5, 0.4, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.65, 1.0, 0.6, 0.5, 0.4, 1.0, 0.8, 0.0, 0.5333333333333333, 0.0, 0.4, 0.5, 0.6, 1.0, 0.4, 1.0, 0.4, 0.0, 0.6, 1.0, 0.6, 1.0, 0.8, 0.5, 0.8, 0.0, 0.4, 1.0, 0.4, 0.5, 0.8, 0.5, 1.0, 1.0, 0.8, 1.0, 0.4, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 24, "choices": 22, "given_away": 3.35, "given_away_se": 0.983214384717692, "inaccuracies": 0, "mistakes": 2, "start": 0.5, "result": 0.0, "own": -1.6251587301587302, "luck": 1.1251587301587302, "dealt": 1.0}, {"seat": 1, "decisions": 24, "choices": 20, "given_away": -1.1333333333333333, "given_away_se": 0.893681991587922, "inaccuracies": 0, "mistakes": 0, "start": 0.0, "result": 1.0, "own": -0.09501637251637207, "luck": 1.0950163725163722, "dealt": 1.0}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('xi_fwvIE', '2026-12-07 18:15:16.982344+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "sausage-one-way", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 0, "policy": "random", "worlds": 4, "budget": 1.0, "seconds": 0.737, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "2-2", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-2", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5", "hindsight_loss": 0.5, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 1, "deal": 1, "seat": 1, "move": "1-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.3125, "hindsight_se": 0.2366211810750114}, {"move": "0-2@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-2@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@TR", "hindsight_loss": 0.25, "gain": 0.4583333333333333, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "2-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-5@BR", "mean": 0.5625, "se": 0.2576941016011038, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-3@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.22916666666666663, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "1-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@TR", "mean": 0.5625, "se": 0.128086884574495, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@BR", "mean": 0.5625, "se": 0.128086884574495, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-6@TR", "mean": 0.5, "se": 0.12909944487358055, "n": 16, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TR", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-1@TR", "mean": 0.390625, "se": 0.12283277504395966, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@TR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@BR", "mean": 0.328125, "se": 0.11796616305110547, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.3125, "se": 0.11967838846954226, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "1-4@TR", "loss": -0.0625, "loss_se": 0.17001838135919303, "hindsight_best": "1-1@TR", "hindsight_loss": 0.5, "gain": -0.12109375, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-1@TR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 1, "move": "1-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.3125, "hindsight_se": 0.2366211810750114}, {"move": "1-1@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-0@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@BR", "hindsight_loss": 1.0, "gain": 0.0625, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 6, "deal": 1, "seat": 0, "move": "0-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TR", "mean": 0.6666666666666666, "se": 0.1421338109037403, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-3@TR", "mean": 0.5833333333333334, "se": 0.1486470975026408, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-6@TR", "mean": 0.5833333333333334, "se": 0.1486470975026408, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "0-5@TR", "loss": -0.25, "loss_se": 0.13055824196677338, "hindsight_best": "0-5@TR", "hindsight_loss": 0.0, "gain": 0.05555555555555547, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 7, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "5-6@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "3-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "5-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "3-5@TR", "loss": 0.75, "loss_se": 0.25, "hindsight_best": "2-5@TR", "hindsight_loss": 0.75, "gain": -0.44999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 9, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 0, "move": "3-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "4-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@TR", "hindsight_loss": 0.5, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 11, "deal": 1, "seat": 1, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@TR", "mean": 0.5, "se": 0.12909944487358055, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-3@TR", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-6@BR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@BR", "mean": 0.3125, "se": 0.11967838846954226, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.3125, "se": 0.11967838846954226, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "6-6@BR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-6@TR", "mean": 0.125, "se": 0.08539125638299665, "n": 16, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@TR", "loss": -0.125, "loss_se": 0.125, "hindsight_best": "3-3@TR", "hindsight_loss": 0.25, "gain": 0.04464285714285715, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 12, "deal": 1, "seat": 0, "move": "0-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "5-5@cut:3", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-3@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@cut:3", "hindsight_loss": 0.5, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 13, "deal": 1, "seat": 1, "move": "0-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@cut:4", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-0@TR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@TR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@BR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@TR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "3-6@cut:4", "loss": 0.0625, "loss_se": 0.17001838135919303, "hindsight_best": "3-6@cut:4", "hindsight_loss": 0.25, "gain": -0.11458333333333331, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 14, "deal": 1, "seat": 0, "move": "5-5@cut:3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 15, "deal": 1, "seat": 1, "move": "3-6@cut:4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@cut:4", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@BR", "hindsight_loss": 0.25, "gain": 0.035714285714285726, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 16, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 17, "deal": 1, "seat": 1, "move": "1-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-2@BR", "hindsight_loss": 0.25, "gain": -0.20833333333333334, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 18, "deal": 1, "seat": 0, "move": "2-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-3@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-3@BR", "hindsight_loss": 0.25, "gain": -0.012499999999999956, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 19, "deal": 1, "seat": 1, "move": "3-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@BR", "mean": 0.375, "se": 0.18298126367784998, "n": 8, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@cut:5", "mean": 0.28125, "se": 0.15978151935869, "n": 8, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-3@BR", "hindsight_loss": 0.0, "gain": 0.046875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 20, "deal": 1, "seat": 0, "move": "3-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "3-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@BR", "hindsight_loss": 0.5, "gain": 0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 21, "deal": 1, "seat": 1, "move": "0-1@cut:5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 1, "seat": 0, "move": "0-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-3@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "3-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@BR", "hindsight_loss": 0.0, "gain": 0.08333333333333337, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 23, "deal": 1, "seat": 1, "move": "0-5@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "2-4@TR", "mean": 0.703125, "se": 0.11460700513057655, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@TR", "mean": 0.453125, "se": 0.1254549014254392, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-4@TR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@BR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@TR", "mean": 0.1875, "se": 0.10077822185373188, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-5@BR", "mean": 0.1875, "se": 0.10077822185373188, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@TR", "loss": 0.515625, "loss_se": 0.12597277731716483, "hindsight_best": "2-4@TR", "hindsight_loss": 0.5, "gain": -0.16517857142857145, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 24, "deal": 1, "seat": 0, "move": "4-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.875, "se": 0.08539125638299665, "n": 16, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@TR", "mean": 0.75, "se": 0.11180339887498948, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "4-5@TR", "loss": 0.125, "loss_se": 0.125, "hindsight_best": "4-5@TR", "hindsight_loss": 0.25, "gain": -0.0625, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 25, "deal": 1, "seat": 1, "move": "2-6@TR", "kind": "play", "verdict": "mistake", "moves": [{"move": "6-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@cut:8", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "6-6@TR", "loss": 1.0, "loss_se": 0.0, "hindsight_best": "6-6@TR", "hindsight_loss": 0.25, "gain": -0.5, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 26, "deal": 1, "seat": 0, "move": "5-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@BR", "mean": 0.8333333333333334, "se": 0.11236664374387367, "n": 12, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.13055824196677338, "n": 12, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@BR", "mean": 0.6666666666666666, "se": 0.1421338109037403, "n": 12, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@BR", "mean": 0.5833333333333334, "se": 0.1486470975026408, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-6@BR", "mean": 0.5, "se": 0.15075567228888181, "n": 12, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "5-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.16666666666666663, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 27, "deal": 1, "seat": 1, "move": "1-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@cut:8", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-4@cut:8", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-4@cut:8", "hindsight_loss": 0.5, "gain": -0.05, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 28, "deal": 1, "seat": 0, "move": "5-6@cut:9", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@cut:9", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "5-6@cut:9", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.30000000000000004, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 29, "deal": 1, "seat": 1, "move": "1-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "1-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-5@BR", "hindsight_loss": 0.0, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 30, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@cut:10", "mean": 0.875, "se": 0.08539125638299665, "n": 16, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.765625, "se": 0.10574327697305394, "n": 16, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@TR", "mean": 0.75, "se": 0.11180339887498948, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "2-5@cut:10", "loss": -0.015625, "loss_se": 0.12176811552427562, "hindsight_best": "1-6@BR", "hindsight_loss": 0.0, "gain": -0.03125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 31, "deal": 1, "seat": 1, "move": "1-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@TR", "mean": 0.3333333333333333, "se": 0.1421338109037403, "n": 12, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@TR", "mean": 0.3333333333333333, "se": 0.1421338109037403, "n": 12, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@TR", "mean": 0.25, "se": 0.13055824196677338, "n": 12, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@TR", "mean": 0.16666666666666666, "se": 0.11236664374387367, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@TR", "hindsight_loss": 0.25, "gain": 0.0625, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 32, "deal": 1, "seat": 0, "move": "2-5@cut:10", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.875, "se": 0.125, "n": 8, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@cut:10", "mean": 0.875, "se": 0.125, "n": 8, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BR", "mean": 0.5, "se": 0.1889822365046136, "n": 8, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.5, "se": 0.1889822365046136, "n": 8, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@cut:10", "loss": -0.125, "loss_se": 0.125, "hindsight_best": "2-5@cut:10", "hindsight_loss": 0.0, "gain": 0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 33, "deal": 1, "seat": 1, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@TR", "loss": -0.5, "loss_se": 0.28867513459481287, "hindsight_best": "4-6@BR", "hindsight_loss": 0.25, "gain": 0.19374999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 34, "deal": 1, "seat": 0, "move": "0-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@BR", "loss": 0.4375, "loss_se": 0.32874445495957294, "hindsight_best": "0-6@BR", "hindsight_loss": 0.0, "gain": -0.21875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 35, "deal": 1, "seat": 1, "move": "2-3@TR", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-2@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-1@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-3@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-0@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-4@BR", "loss": 0.75, "loss_se": 0.25, "hindsight_best": "2-3@TR", "hindsight_loss": 0.0, "gain": -0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 36, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 37, "deal": 1, "seat": 1, "move": "0-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@cut:12", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-1@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@cut:12", "loss": 0.0, "loss_se": 0.408248290463863, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.5, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 38, "deal": 1, "seat": 0, "move": "3-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "3-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@TR", "hindsight_loss": 0.25, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 39, "deal": 1, "seat": 1, "move": "3-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-3@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@cut:12", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-3@TR", "hindsight_loss": 0.75, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 40, "deal": 1, "seat": 0, "move": "4-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@BR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 41, "deal": 1, "seat": 1, "move": "1-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@cut:11", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@TR", "loss": 0.5, "loss_se": 0.28867513459481287, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.25, "gain": -0.1, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 42, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 43, "deal": 1, "seat": 1, "move": "1-1@cut:11", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-1@cut:11", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.0, "gain": 0.1111111111111111, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 44, "deal": 1, "seat": 0, "move": "1-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-2@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-2@TR", "hindsight_loss": 0.25, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 45, "deal": 1, "seat": 1, "move": "0-2@cut:13", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@cut:12", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@cut:12", "loss": 0.25, "loss_se": 0.25, "hindsight_best": "3-4@BR", "hindsight_loss": 0.25, "gain": -0.09375, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 46, "deal": 1, "seat": 0, "move": "1-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "2-4@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-4@BR", "hindsight_loss": 0.25, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 47, "deal": 1, "seat": 1, "move": "0-1@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "5-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@TR", "hindsight_loss": 0.5, "gain": -0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 48, "deal": 1, "seat": 0, "move": "2-5@TR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 49, "deal": 1, "seat": 1, "move": "0-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-2@TR", "loss": 0.5, "loss_se": 0.28867513459481287, "hindsight_best": "2-2@TR", "hindsight_loss": 0.5, "gain": -0.35, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 50, "deal": 1, "seat": 0, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-2@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "2-4@TR", "hindsight_loss": 0.0, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 51, "deal": 1, "seat": 1, "move": "4-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0625, "hindsight_se": 0.0625}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "4-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@BR", "hindsight_loss": 0.75, "gain": -0.08333333333333333, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 52, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 53, "deal": 1, "seat": 1, "move": "5-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@BR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 54, "deal": 1, "seat": 0, "move": "0-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "0-6@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6@TR", "hindsight_loss": 0.0, "gain": 0.16666666666666663, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 55, "deal": 1, "seat": 1, "move": "5-6@BR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 56, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@BR", "hindsight_loss": 0.0, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 57, "deal": 1, "seat": 1, "move": "0-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-4@TR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 58, "deal": 1, "seat": 0, "move": "1-1@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@BR", "hindsight_loss": 0.0, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 59, "deal": 1, "seat": 1, "move": "3-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-4@TR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 60, "deal": 1, "seat": 0, "move": "3-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@TR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 61, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 62, "deal": 1, "seat": 0, "move": "1-2@BR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.5, 0.5, 1.0, 0.75, 1.0, 1.0, 0.5, 0.6666666666666666, 0.5, 0.25, 1.0, 0.75, 1.0, 0.75, 1.0, 1.0, 0.0, 0.0, 0.0, 0.75, 0.5, 0.75, 0.0, 0.75, 1.0, 0.75, 0.5, 0.8333333333333334, 1.0, 1.0, 1.0, 0.765625, 1.0, 0.875, 0.5, 0.3125, 1.0, 1.0, 0.5, 1.0, 0.625, 1.0, 0.5, 1.0, 1.0, 0.5, 1.0, 0.75, 0.5, 0.0, 0.5, 0.25, 0.5, 1.0, 1.0, 1.0, 1.0, 0.75, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [0.125, 0.5, 0.75, 0.0, 0.3125, 0.0, 0.5, 0.5, 0.0, 0.5, 0.5, 0.0, 0.375, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.5, 0.375, 0.5, 1.0, 0.0, 0.1875, 1.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.3333333333333333, 0.0, 0.5, 0.5, 0.0, 0.0, 0.25, 1.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]], "curve_se": [[0.5, 0.28867513459481287, 0.0, 0.25, 0.0, 0.0, 0.5, 0.1421338109037403, 0.5, 0.25, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.25, 0.5, 0.25, 0.0, 0.25, 0.0, 0.11180339887498948, 0.5, 0.11236664374387367, 0.0, 0.0, 0.0, 0.10574327697305394, 0.0, 0.125, 0.5, 0.2366211810750114, 0.0, 0.0, 0.5, 0.0, 0.375, 0.0, 0.5, 0.0, 0.0, 0.28867513459481287, 0.0, 0.25, 0.5, 0.0, 0.5, 0.25, 0.5, 0.0, 0.0, 0.0, 0.0, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.125, 0.5, 0.25, 0.0, 0.11967838846954226, 0.0, 0.28867513459481287, 0.5, 0.0, 0.5, 0.5, 0.0, 0.125, 0.0, 0.11180339887498948, 0.0, 0.25, 0.0, 0.0, 0.5, 0.18298126367784998, 0.5, 0.0, 0.0, 0.10077822185373188, 0.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.1421338109037403, 0.0, 0.28867513459481287, 0.5, 0.0, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 32, "choices": 24, "given_away": 0.421875, "given_away_se": 0.5989122182511011, "inaccuracies": 0, "mistakes": 1, "start": 0.5, "result": 1.0, "own": 0.6013888888888889, "luck": -0.10138888888888886, "dealt": 0.5}, {"seat": 1, "decisions": 31, "choices": 26, "given_away": 2.390625, "given_away_se": 0.8694672548702835, "inaccuracies": 0, "mistakes": 3, "start": 0.125, "result": 0.0, "own": -0.8958457341269841, "luck": 0.7708457341269841, "dealt": 0.0}], "chance": [[0.5, 0.5, 1.0, 0.75, 1.0, 1.0, 0.5, 0.6666666666666666, 0.5, 0.25, 1.0, 0.75, 1.0, 0.75, 1.0, 1.0, 0.0, 0.0, 0.0, 0.75, 0.5, 0.75, 0.0, 0.75, 1.0, 0.75, 0.5, 0.8333333333333334, 1.0, 1.0, 1.0, 0.75, 1.0, 0.875, 0.5, 0.25, 1.0, 1.0, 0.5, 1.0, 0.5, 1.0, 0.5, 1.0, 1.0, 0.5, 1.0, 0.75, 0.5, 0.0, 0.5, 0.25, 0.5, 1.0, 1.0, 1.0, 1.0, 0.75, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [0.0, 0.5, 0.75, 0.0, 0.3125, 0.0, 0.5, 0.5, 0.0, 0.5, 0.5, 0.0, 0.375, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.5, 0.375, 0.5, 1.0, 0.0, 0.1875, 1.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.3333333333333333, 0.0, 0.5, 0.5, 0.0, 0.0, 0.25, 1.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]]}], "seats": [{"seat": 0, "decisions": 32, "choices": 24, "given_away": 0.421875, "given_away_se": 0.5989122182511011, "inaccuracies": 0, "mistakes": 1, "start": 0.5, "result": 1.0, "own": 0.6013888888888889, "luck": -0.10138888888888886, "dealt": 0.5}, {"seat": 1, "decisions": 31, "choices": 26, "given_away": 2.390625, "given_away_se": 0.8694672548702835, "inaccuracies": 0, "mistakes": 3, "start": 0.125, "result": 0.0, "own": -0.8958457341269841, "luck": 0.7708457341269841, "dealt": 0.0}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('4KXR3MJ6', '2026-12-07 18:15:23.474238+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "twins", "players": 2, "options": {"set": 6, "hand_size": null, "lead_double": null, "target": 20}, "seed": 0, "policy": "random", "worlds": 62, "budget": 1.0, "seconds": 0.31, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "3-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 1, "deal": 1, "seat": 1, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@L", "mean": 0.43548387096774194, "se": 0.06348327120481284, "n": 62, "hindsight": 0.27419354838709675, "hindsight_se": 0.057118147099084166}, {"move": "0-3@R", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.27419354838709675, "hindsight_se": 0.057118147099084166}], "best": "0-3@L", "loss": -0.06451612903225806, "loss_se": 0.045244314407630756, "hindsight_best": "0-3@L", "hindsight_loss": 0.0, "gain": 0.024193548387096808, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "1-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@R", "mean": 0.8306451612903226, "se": 0.04732890137907808, "n": 62, "hindsight": 0.6451612903225806, "hindsight_se": 0.06126109130650272}, {"move": "3-5@R", "mean": 0.8064516129032258, "se": 0.050584681305417746, "n": 62, "hindsight": 0.7580645161290323, "hindsight_se": 0.05483248790412075}], "best": "1-3@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@R", "hindsight_loss": 0.11290322580645162, "gain": 0.012096774193548376, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "0-0@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 4, "deal": 1, "seat": 0, "move": "1-1@R", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-1@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@L", "mean": 0.7419354838709677, "se": 0.056025056110625186, "n": 62, "hindsight": 0.5645161290322581, "hindsight_se": 0.06243332876293453}, {"move": "1-1@R", "mean": 0.4435483870967742, "se": 0.06308736556581326, "n": 62, "hindsight": 0.28225806451612906, "hindsight_se": 0.057052778479663335}], "best": "0-1@L", "loss": 0.5564516129032258, "loss_se": 0.06308736556581326, "hindsight_best": "0-1@L", "hindsight_loss": 0.717741935483871, "gain": -0.2849462365591398, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 5, "deal": 1, "seat": 1, "move": "0-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@L", "mean": 0.4092741935483871, "se": 0.03122082531436384, "n": 248, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "1-6@R", "mean": 0.3951612903225806, "se": 0.030975549710082047, "n": 248, "hindsight": 0.5887096774193549, "hindsight_se": 0.062476006550926735}], "best": "0-4@L", "loss": -0.036290322580645164, "loss_se": 0.02932387138184897, "hindsight_best": "0-4@L", "hindsight_loss": 0.0, "gain": 0.007056451612903247, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 6, "deal": 1, "seat": 0, "move": "0-1@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "0-2@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "4-4@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "2-4@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "4-5@L", "mean": 0.9959677419354839, "se": 0.004032258064516129, "n": 248, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-4@L", "mean": 0.907258064516129, "se": 0.018456741073081435, "n": 248, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}, {"move": "1-4@L", "mean": 0.6048387096774194, "se": 0.03110702726972489, "n": 248, "hindsight": 0.5967741935483871, "hindsight_se": 0.06280789804452513}, {"move": "4-6@L", "mean": 0.5685483870967742, "se": 0.031513837242691176, "n": 248, "hindsight": 0.5161290322580645, "hindsight_se": 0.06398512305554384}, {"move": "2-2@R", "mean": 0.45564516129032256, "se": 0.031688811310611006, "n": 248, "hindsight": 0.6290322580645161, "hindsight_se": 0.061849987261455165}], "best": "4-5@L", "loss": 0.08870967741935484, "loss_se": 0.01897204278968205, "hindsight_best": "4-5@L", "hindsight_loss": 0.048387096774193505, "gain": 0.20080645161290323, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "2-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@L", "mean": 0.9435483870967742, "se": 0.028409352604361095, "n": 62, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}, {"move": "2-2@R", "mean": 0.9435483870967742, "se": 0.028409352604361095, "n": 62, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}], "best": "2-2@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 12, "deal": 1, "seat": 0, "move": "2-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.12096774193548387, "se": 0.029402525657030033, "n": 124, "hindsight": 0.12903225806451613, "hindsight_se": 0.04292252541026551}, {"move": "2-3@R", "mean": 0.12096774193548387, "se": 0.029402525657030033, "n": 124, "hindsight": 0.0967741935483871, "hindsight_se": 0.037854109292804396}, {"move": "2-5@L", "mean": 0.10483870967741936, "se": 0.02762224192619441, "n": 124, "hindsight": 0.03225806451612903, "hindsight_se": 0.022622157203815378}, {"move": "2-6@L", "mean": 0.08064516129032258, "se": 0.024551508696506567, "n": 124, "hindsight": 0.12096774193548387, "hindsight_se": 0.040952249138978304}, {"move": "2-5@R", "mean": 0.08064516129032258, "se": 0.024551508696506567, "n": 124, "hindsight": 0.20967741935483872, "hindsight_se": 0.052121044358699666}, {"move": "2-6@R", "mean": 0.06451612903225806, "se": 0.02215132694862699, "n": 124, "hindsight": 0.08064516129032258, "hindsight_se": 0.034863085661141255}, {"move": "1-2@R", "mean": 0.04032258064516129, "se": 0.017737166466787604, "n": 124, "hindsight": 0.04032258064516129, "hindsight_se": 0.023838394458107322}, {"move": "1-2@L", "mean": 0.024193548387096774, "se": 0.013854124038505378, "n": 124, "hindsight": 0.03225806451612903, "hindsight_se": 0.022622157203815378}], "best": "2-3@L", "loss": 0.03225806451612903, "loss_se": 0.03609492226684722, "hindsight_best": "2-5@R", "hindsight_loss": 0.0, "gain": 0.0010080645161290314, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 6577}}, {"step": 13, "deal": 1, "seat": 1, "move": "5-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 14, "deal": 1, "seat": 0, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@R", "mean": 0.1774193548387097, "se": 0.03444587215730565, "n": 124, "hindsight": 0.20967741935483872, "hindsight_se": 0.052121044358699666}, {"move": "3-5@R", "mean": 0.1693548387096774, "se": 0.03381847492814875, "n": 124, "hindsight": 0.16129032258064516, "hindsight_se": 0.04709177548576031}, {"move": "5-6@R", "mean": 0.13709677419354838, "se": 0.031012880709678958, "n": 124, "hindsight": 0.14516129032258066, "hindsight_se": 0.045102704312520885}, {"move": "1-2@L", "mean": 0.04838709677419355, "se": 0.01934828108160179, "n": 124, "hindsight": 0.04838709677419355, "hindsight_se": 0.027474514461903608}, {"move": "2-3@L", "mean": 0.0, "se": 0.0, "n": 124, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-6@L", "mean": 0.0, "se": 0.0, "n": 124, "hindsight": 0.016129032258064516, "hindsight_se": 0.016129032258064516}], "best": "0-5@R", "loss": -0.04032258064516129, "loss_se": 0.031148977384145942, "hindsight_best": "0-5@R", "hindsight_loss": 0.0, "gain": 0.08870967741935486, "open": {"status": "solved", "moves": [{"move": "0-5@R", "value": 1.0, "margin": 8}, {"move": "3-5@R", "value": 1.0, "margin": null}, {"move": "5-6@R", "value": 1.0, "margin": null}, {"move": "1-2@L", "value": -1.0, "margin": null}, {"move": "2-3@L", "value": -1.0, "margin": null}, {"move": "2-6@L", "value": -1.0, "margin": null}], "best": "0-5@R", "nodes": 6790}}, {"step": 15, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 16, "deal": 1, "seat": 0, "move": "2-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.3548387096774194, "hindsight_se": 0.06126109130650272}, {"move": "2-6@L", "mean": 0.20967741935483872, "se": 0.052121044358699666, "n": 62, "hindsight": 0.1935483870967742, "hindsight_se": 0.05058468130541774}, {"move": "0-6@R", "mean": 0.1774193548387097, "se": 0.04891305893000953, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}, {"move": "1-2@L", "mean": 0.14516129032258066, "se": 0.045102704312520885, "n": 62, "hindsight": 0.12903225806451613, "hindsight_se": 0.04292252541026551}], "best": "2-3@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-3@L", "hindsight_loss": 0.0, "gain": 0.157258064516129, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": 1.0, "margin": 8}, {"move": "2-3@L", "value": 1.0, "margin": 8}, {"move": "2-6@L", "value": 1.0, "margin": null}, {"move": "0-6@R", "value": 1.0, "margin": null}], "best": "1-2@L", "nodes": 5656}}, {"step": 17, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 18, "deal": 1, "seat": 0, "move": "3-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@L", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.41935483870967744, "hindsight_se": 0.06318024670039094}, {"move": "3-5@L", "mean": 0.3064516129032258, "se": 0.0590275042660008, "n": 62, "hindsight": 0.24193548387096775, "hindsight_se": 0.05483248790412075}, {"move": "0-6@R", "mean": 0.2903225806451613, "se": 0.05811737414282667, "n": 62, "hindsight": 0.3387096774193548, "hindsight_se": 0.060596141174796975}, {"move": "3-4@L", "mean": 0.24193548387096775, "se": 0.05483248790412075, "n": 62, "hindsight": 0.25806451612903225, "hindsight_se": 0.056025056110625186}], "best": "3-6@L", "loss": 0.016129032258064516, "loss_se": 0.07084865735873298, "hindsight_best": "3-6@L", "hindsight_loss": 0.16129032258064518, "gain": -0.06451612903225806, "open": {"status": "solved", "moves": [{"move": "3-4@L", "value": 1.0, "margin": 8}, {"move": "3-5@L", "value": 1.0, "margin": null}, {"move": "3-6@L", "value": 1.0, "margin": null}, {"move": "0-6@R", "value": 1.0, "margin": null}], "best": "3-4@L", "nodes": 2190}}, {"step": 19, "deal": 1, "seat": 1, "move": "4-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.7903225806451613, "se": 0.052121044358699666, "n": 62, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "4-5@L", "mean": 0.6612903225806451, "se": 0.060596141174796975, "n": 62, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "1-4@L", "mean": 0.6451612903225806, "se": 0.06126109130650272, "n": 62, "hindsight": 0.7419354838709677, "hindsight_se": 0.056025056110625186}], "best": "4-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.048387096774193505, "gain": 0.09139784946236562, "open": {"status": "solved", "moves": [{"move": "1-4@L", "value": -1.0, "margin": -8}, {"move": "4-5@L", "value": -1.0, "margin": null}, {"move": "4-6@L", "value": -1.0, "margin": -9}], "best": "1-4@L", "nodes": 1608}}, {"step": 20, "deal": 1, "seat": 0, "move": "0-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.3064516129032258, "se": 0.0590275042660008, "n": 62, "hindsight": 0.22580645161290322, "hindsight_se": 0.05353379475343739}, {"move": "0-6@R", "mean": 0.1774193548387097, "se": 0.04891305893000953, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}], "best": "6-6@L", "loss": 0.0, "loss_se": 0.06084196831471061, "hindsight_best": "6-6@L", "hindsight_loss": 0.11290322580645161, "gain": -0.06451612903225806, "open": {"status": "solved", "moves": [{"move": "6-6@L", "value": 1.0, "margin": 9}, {"move": "0-6@R", "value": 1.0, "margin": 14}], "best": "6-6@L", "nodes": 1135}}, {"step": 21, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 1, "seat": 0, "move": "6-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.3225806451612903, "se": 0.05985260208110381, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}, {"move": "6-6@R", "mean": 0.3225806451612903, "se": 0.05985260208110381, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}], "best": "6-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "6-6@L", "value": 1.0, "margin": 14}, {"move": "6-6@R", "value": 1.0, "margin": null}], "best": "6-6@L", "nodes": 511}}, {"step": 23, "deal": 1, "seat": 1, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-6@R", "mean": 0.8709677419354839, "se": 0.04292252541026551, "n": 62, "hindsight": 0.7903225806451613, "hindsight_se": 0.052121044358699666}, {"move": "1-6@L", "mean": 0.7741935483870968, "se": 0.05353379475343739, "n": 62, "hindsight": 0.8064516129032258, "hindsight_se": 0.050584681305417746}], "best": "1-6@R", "loss": 0.0967741935483871, "loss_se": 0.0752562251812595, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": -0.048387096774193505, "open": {"status": "solved", "moves": [{"move": "1-6@L", "value": -1.0, "margin": -14}, {"move": "1-6@R", "value": -1.0, "margin": null}], "best": "1-6@L", "nodes": 279}}, {"step": 24, "deal": 1, "seat": 0, "move": "2-6@R", "kind": "play", "verdict": "mistake", "moves": [{"move": "1-2@L", "mean": 0.5, "se": 0.06401843996644799, "n": 62, "hindsight": 0.5, "hindsight_se": 0.06401843996644799}, {"move": "2-6@R", "mean": 0.12903225806451613, "se": 0.04292252541026551, "n": 62, "hindsight": 0.24193548387096775, "hindsight_se": 0.05483248790412075}, {"move": "3-6@R", "mean": 0.06451612903225806, "se": 0.03145483312102179, "n": 62, "hindsight": 0.0967741935483871, "hindsight_se": 0.037854109292804396}, {"move": "5-6@R", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-2@L", "loss": 0.3709677419354839, "loss_se": 0.08365611336225112, "hindsight_best": "1-2@L", "hindsight_loss": 0.25806451612903225, "gain": -0.044354838709677435, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": 1.0, "margin": 14}, {"move": "2-6@R", "value": -1.0, "margin": -20}, {"move": "3-6@R", "value": -1.0, "margin": null}, {"move": "5-6@R", "value": -1.0, "margin": null}], "best": "1-2@L", "nodes": 199}}, {"step": 25, "deal": 1, "seat": 1, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-5@L", "mean": 0.6935483870967742, "se": 0.05902750426600079, "n": 62, "hindsight": 0.6612903225806451, "hindsight_se": 0.060596141174796975}], "best": "1-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.0, "gain": 0.15322580645161288, "open": {"status": "solved", "moves": [{"move": "1-4@L", "value": 1.0, "margin": 20}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "1-4@L", "nodes": 36}}, {"step": 26, "deal": 1, "seat": 0, "move": "1-2@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 27, "deal": 1, "seat": 1, "move": "4-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-5@R", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "4-5@L", "value": 1.0, "margin": 20}, {"move": "1-5@R", "value": 1.0, "margin": null}], "best": "4-5@L", "nodes": 15}}, {"step": 28, "deal": 1, "seat": 0, "move": "3-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "3-5@L", "value": -1.0, "margin": -20}, {"move": "5-6@L", "value": -1.0, "margin": null}], "best": "3-5@L", "nodes": 5}}, {"step": 29, "deal": 1, "seat": 1, "move": "1-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.71875, 0.796875, 0.8125, 0.8306451612903226, 0.84375, 0.4435483870967742, 0.40625, 0.421875, 0.4375, 0.40625, 0.0, 0.125, 0.0625, 0.08064516129032258, 0.09375, 0.1774193548387097, 0.234375, 0.3870967741935484, 0.375, 0.24193548387096775, 0.3125, 0.1774193548387097, 0.21875, 0.3225806451612903, 0.0625, 0.12903225806451613, 0.0, 0.0, 0.0, 0.0, 0.0], [0.34375, 0.34375, 0.43548387096774194, 0.21875, 0.34375, 0.53125, 0.4092741935483871, 0.8125, 0.75, 0.75, 0.907258064516129, 1.0, 0.9435483870967742, 0.96875, 0.9375, 0.9375, 0.75, 0.8125, 0.65625, 0.71875, 0.7903225806451613, 0.84375, 0.6875, 0.8125, 0.7741935483870968, 0.78125, 1.0, 1.0, 1.0, 1.0, 1.0]], "curve_se": [[0.08075219711382271, 0.07049427667800301, 0.07010217197868432, 0.04732890137907808, 0.06521328221627366, 0.06308736556581326, 0.0882099653319905, 0.0872674761821009, 0.08909830562090465, 0.0882099653319905, 0.0, 0.05939887041393643, 0.04347552147751577, 0.024551508696506567, 0.052351460373382196, 0.03444587215730565, 0.07440752203021828, 0.06236498355496803, 0.08695104295503155, 0.05483248790412075, 0.08324928557283298, 0.04891305893000953, 0.07424858801742054, 0.05985260208110381, 0.04347552147751577, 0.04292252541026551, 0.0, 0.0, 0.0, 0.0, 0.0], [0.08530513305661303, 0.08530513305661303, 0.06348327120481284, 0.07424858801742054, 0.08530513305661303, 0.08962708359030336, 0.03122082531436384, 0.07010217197868432, 0.0777713771047819, 0.0777713771047819, 0.018456741073081435, 0.0, 0.028409352604361095, 0.03125, 0.04347552147751577, 0.04347552147751577, 0.0777713771047819, 0.07010217197868432, 0.08530513305661303, 0.08075219711382271, 0.052121044358699666, 0.06521328221627366, 0.08324928557283298, 0.07010217197868432, 0.05353379475343739, 0.07424858801742054, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 15, "choices": 10, "given_away": 0.9354838709677419, "given_away_se": 0.1482320497071519, "inaccuracies": 0, "mistakes": 2, "start": 0.71875, "result": 0.0, "own": -0.19926075268817212, "luck": -0.5194892473118279, "dealt": 0.5625}, {"seat": 1, "decisions": 15, "choices": 8, "given_away": 0.08467741935483872, "given_away_se": 0.09450066272350544, "inaccuracies": 1, "mistakes": 0, "start": 0.34375, "result": 1.0, "own": 0.4282930107526883, "luck": 0.22795698924731173, "dealt": 0.375}], "chance": [[0.71875, 0.796875, 0.8125, 0.8306451612903226, 0.84375, 0.4435483870967742, 0.40625, 0.421875, 0.4375, 0.40625, 0.0, 0.125, 0.0625, 0.08064516129032258, 0.09375, 0.1774193548387097, 0.234375, 0.3870967741935484, 0.375, 0.24193548387096775, 0.3125, 0.1774193548387097, 0.21875, 0.3225806451612903, 0.0625, 0.12903225806451613, 0.0, 0.0, 0.0, 0.0, 0.0], [0.34375, 0.34375, 0.43548387096774194, 0.21875, 0.34375, 0.53125, 0.4092741935483871, 0.8125, 0.75, 0.75, 0.907258064516129, 1.0, 0.9435483870967742, 0.96875, 0.9375, 0.9375, 0.75, 0.8125, 0.65625, 0.71875, 0.7903225806451613, 0.84375, 0.6875, 0.8125, 0.7741935483870968, 0.78125, 1.0, 1.0, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 15, "choices": 10, "given_away": 0.9354838709677419, "given_away_se": 0.1482320497071519, "inaccuracies": 0, "mistakes": 2, "start": 0.71875, "result": 0.0, "own": -0.19926075268817212, "luck": -0.5194892473118279, "dealt": 0.5625}, {"seat": 1, "decisions": 15, "choices": 8, "given_away": 0.08467741935483872, "given_away_se": 0.09450066272350544, "inaccuracies": 1, "mistakes": 0, "start": 0.34375, "result": 1.0, "own": 0.4282930107526883, "luck": 0.22795698924731173, "dealt": 0.375}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('uYdyXiTv', '2026-12-07 18:15:30.884051+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "maltese-cross", "players": 2, "options": {"target": 20}, "seed": 0, "policy": "random", "worlds": 55, "budget": 1.0, "seconds": 0.433, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "5-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 1, "deal": 1, "seat": 1, "move": "1-5@W", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@N", "mean": 0.5818181818181818, "se": 0.04724577405731571, "n": 110, "hindsight": 0.34545454545454546, "hindsight_se": 0.06470956516382613}, {"move": "1-5@W", "mean": 0.5636363636363636, "se": 0.04750185058907295, "n": 110, "hindsight": 0.2909090909090909, "hindsight_se": 0.061806297134457996}, {"move": "3-5@S", "mean": 0.5545454545454546, "se": 0.04760548821460328, "n": 110, "hindsight": 0.2909090909090909, "hindsight_se": 0.061806297134457996}, {"move": "3-5@W", "mean": 0.5454545454545454, "se": 0.04769300568972743, "n": 110, "hindsight": 0.3090909090909091, "hindsight_se": 0.06288639360110457}, {"move": "3-5@N", "mean": 0.5409090909090909, "se": 0.04751182556883244, "n": 110, "hindsight": 0.2727272727272727, "hindsight_se": 0.06060606060606061}, {"move": "1-5@E", "mean": 0.5, "se": 0.04789131426105757, "n": 110, "hindsight": 0.23636363636363636, "hindsight_se": 0.05781449705557247}, {"move": "3-5@E", "mean": 0.5, "se": 0.04789131426105757, "n": 110, "hindsight": 0.38181818181818183, "hindsight_se": 0.06611340675536796}, {"move": "1-5@S", "mean": 0.5, "se": 0.04789131426105757, "n": 110, "hindsight": 0.2909090909090909, "hindsight_se": 0.061806297134457996}], "best": "1-5@N", "loss": -0.04090909090909091, "loss_se": 0.03987669599292111, "hindsight_best": "3-5@E", "hindsight_loss": 0.09090909090909094, "gain": 0.027840909090909083, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "5-6@S", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "0-5@S", "mean": 0.9757575757575757, "se": 0.012009835681862292, "n": 165, "hindsight": 0.8727272727272727, "hindsight_se": 0.04535342286998717}, {"move": "0-5@N", "mean": 0.9696969696969697, "se": 0.013385639524223824, "n": 165, "hindsight": 0.7818181818181819, "hindsight_se": 0.05620374845754972}, {"move": "0-5@E", "mean": 0.9575757575757575, "se": 0.015738802848872593, "n": 165, "hindsight": 0.8181818181818182, "hindsight_se": 0.0524863881081478}, {"move": "4-5@S", "mean": 0.806060606060606, "se": 0.030874145136562132, "n": 165, "hindsight": 0.32727272727272727, "hindsight_se": 0.0638524469869863}, {"move": "5-6@N", "mean": 0.8, "se": 0.031234752377721213, "n": 165, "hindsight": 0.5818181818181818, "hindsight_se": 0.06712423323570162}, {"move": "5-6@E", "mean": 0.8, "se": 0.031234752377721213, "n": 165, "hindsight": 0.5636363636363636, "hindsight_se": 0.06748805288278814}, {"move": "5-6@S", "mean": 0.8, "se": 0.031234752377721213, "n": 165, "hindsight": 0.4727272727272727, "hindsight_se": 0.06794008776080904}, {"move": "4-5@N", "mean": 0.793939393939394, "se": 0.03158415324047706, "n": 165, "hindsight": 0.32727272727272727, "hindsight_se": 0.0638524469869863}, {"move": "4-5@E", "mean": 0.7818181818181819, "se": 0.032250781083062896, "n": 165, "hindsight": 0.3090909090909091, "hindsight_se": 0.06288639360110457}], "best": "0-5@S", "loss": 0.1696969696969697, "loss_se": 0.033982129150040376, "hindsight_best": "0-5@S", "hindsight_loss": 0.39999999999999997, "gain": -0.05387205387205385, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "3-5@E", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@E", "mean": 0.5272727272727272, "se": 0.06794008776080904, "n": 55, "hindsight": 0.4909090909090909, "hindsight_se": 0.06803013430498074}, {"move": "3-5@N", "mean": 0.509090909090909, "se": 0.06803013430498074, "n": 55, "hindsight": 0.509090909090909, "hindsight_se": 0.06803013430498074}], "best": "3-5@E", "loss": -0.03636363636363636, "loss_se": 0.04467342300504239, "hindsight_best": "3-5@N", "hindsight_loss": 0.018181818181818132, "gain": 0.00909090909090915, "open": {"status": "solved", "moves": [{"move": "3-5@N", "value": -1.0, "margin": null}, {"move": "3-5@E", "value": -1.0, "margin": null}], "best": "3-5@N", "nodes": 7036}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-5@N", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@N", "mean": 0.9272727272727272, "se": 0.03533910239300182, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@N", "mean": 0.5636363636363636, "se": 0.06748805288278814, "n": 55, "hindsight": 0.12727272727272726, "hindsight_se": 0.04535342286998717}], "best": "0-5@N", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@N", "hindsight_loss": 0.0, "gain": 0.18181818181818188, "open": {"status": "solved", "moves": [{"move": "0-5@N", "value": 1.0, "margin": 32}, {"move": "4-5@N", "value": -1.0, "margin": null}], "best": "0-5@N", "nodes": 9682}}, {"step": 5, "deal": 1, "seat": 1, "move": "3-3@E", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 0, "move": "0-0@N", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@N", "mean": 0.8363636363636363, "se": 0.050343174926776216, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-1@W", "mean": 0.8363636363636363, "se": 0.050343174926776216, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-0@N", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@N", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "0-0@N", "value": 1.0, "margin": 32}, {"move": "1-1@W", "value": 1.0, "margin": null}], "best": "0-0@N", "nodes": 6360}}, {"step": 7, "deal": 1, "seat": 1, "move": "6-6@S", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "1-1@W", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "1-2@W", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@N", "mean": 0.05454545454545454, "se": 0.030903148567228998, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@N", "mean": 0.05454545454545454, "se": 0.030903148567228998, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.05454545454545454, "se": 0.030903148567228998, "n": 55, "hindsight": 0.03636363636363636, "hindsight_se": 0.025473778207916145}, {"move": "0-2@N", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@E", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@E", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@W", "mean": 0.01818181818181818, "se": 0.01818181818181818, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@W", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-3@N", "loss": 0.03636363636363636, "loss_se": 0.025473778207916145, "hindsight_best": "4-6@S", "hindsight_loss": 0.03636363636363636, "gain": -0.03636363636363636, "open": {"status": "solved", "moves": [{"move": "0-2@N", "value": -1.0, "margin": -32}, {"move": "0-3@N", "value": -1.0, "margin": null}, {"move": "0-4@N", "value": -1.0, "margin": null}, {"move": "0-3@E", "value": -1.0, "margin": null}, {"move": "3-4@E", "value": -1.0, "margin": null}, {"move": "4-6@S", "value": -1.0, "margin": null}, {"move": "1-2@W", "value": -1.0, "margin": -34}, {"move": "1-4@W", "value": -1.0, "margin": null}], "best": "0-2@N", "nodes": 1770}}, {"step": 10, "deal": 1, "seat": 0, "move": "0-1@N", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "0-2@W", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@W", "mean": 0.01818181818181818, "se": 0.01818181818181818, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@N", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@E", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@E", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-2@W", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-2@W", "hindsight_loss": 0.0, "gain": 0.014545454545454545, "open": {"status": "solved", "moves": [{"move": "1-4@N", "value": -1.0, "margin": -34}, {"move": "0-3@E", "value": -1.0, "margin": null}, {"move": "3-4@E", "value": -1.0, "margin": null}, {"move": "4-6@S", "value": -1.0, "margin": null}, {"move": "0-2@W", "value": -1.0, "margin": -32}], "best": "1-4@N", "nodes": 79}}, {"step": 12, "deal": 1, "seat": 0, "move": "2-3@E", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 13, "deal": 1, "seat": 1, "move": "0-3@W", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@N", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@W", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@W", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-3@W", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@W", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "1-4@N", "value": -1.0, "margin": -32}, {"move": "4-6@S", "value": -1.0, "margin": null}, {"move": "0-3@W", "value": -1.0, "margin": -29}, {"move": "0-4@W", "value": -1.0, "margin": null}], "best": "1-4@N", "nodes": 40}}, {"step": 14, "deal": 1, "seat": 0, "move": "2-6@S", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6@S", "mean": 0.9272727272727272, "se": 0.03533910239300182, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-6@E", "mean": 0.8363636363636363, "se": 0.050343174926776216, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-6@S", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@S", "hindsight_loss": 0.0, "gain": 0.045454545454545414, "open": {"status": "solved", "moves": [{"move": "2-6@E", "value": 1.0, "margin": 29}, {"move": "2-6@S", "value": 1.0, "margin": 29}], "best": "2-6@E", "nodes": 28}}, {"step": 15, "deal": 1, "seat": 1, "move": "3-4@W", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@W", "mean": 0.07272727272727272, "se": 0.035339102393001816, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@N", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@W", "loss": -0.05454545454545454, "loss_se": 0.030903148567228998, "hindsight_best": "3-4@W", "hindsight_loss": 0.0, "gain": 0.01818181818181818, "open": {"status": "solved", "moves": [{"move": "1-4@N", "value": -1.0, "margin": -29}, {"move": "3-4@W", "value": -1.0, "margin": -27}], "best": "1-4@N", "nodes": 6}}, {"step": 16, "deal": 1, "seat": 0, "move": "4-5@W", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.84375, 0.84375, 0.84375, 0.8, 0.6875, 0.9272727272727272, 0.75, 0.8363636363636363, 0.953125, 0.9375, 0.8125, 0.96875, 0.9375, 0.96875, 0.71875, 0.9272727272727272, 1.0, 1.0], [0.59375, 0.46875, 0.5636363636363636, 0.53125, 0.5272727272727272, 0.71875, 0.34375, 0.375, 0.03125, 0.0625, 0.0, 0.0, 0.01818181818181818, 0.0, 0.0, 0.03125, 0.07272727272727272, 0.0]], "curve_se": [[0.06521328221627366, 0.06521328221627366, 0.06521328221627366, 0.031234752377721213, 0.08324928557283298, 0.03533910239300182, 0.0777713771047819, 0.050343174926776216, 0.03448479532882525, 0.04347552147751577, 0.07010217197868432, 0.03125, 0.04347552147751577, 0.03125, 0.08075219711382271, 0.03533910239300182, 0.0, 0.0], [0.0882099653319905, 0.08962708359030336, 0.04750185058907295, 0.08962708359030336, 0.06794008776080904, 0.08075219711382271, 0.08530513305661303, 0.08695104295503155, 0.03125, 0.04347552147751577, 0.0, 0.0, 0.01818181818181818, 0.0, 0.0, 0.03125, 0.035339102393001816, 0.0]], "seats": [{"seat": 0, "decisions": 9, "choices": 4, "given_away": 0.1696969696969697, "given_away_se": 0.033982129150040376, "inaccuracies": 1, "mistakes": 0, "start": 0.84375, "result": 1.0, "own": 0.17340067340067344, "luck": -0.017150673400673444, "dealt": 0.59375}, {"seat": 1, "decisions": 8, "choices": 6, "given_away": -0.09545454545454546, "given_away_se": 0.07204015251131575, "inaccuracies": 0, "mistakes": 0, "start": 0.59375, "result": 0.0, "own": 0.0332954545454546, "luck": -0.6270454545454546, "dealt": 0.59375}], "chance": [[0.84375, 0.84375, 0.84375, 0.8, 0.6875, 0.9272727272727272, 0.75, 0.8363636363636363, 0.953125, 0.9375, 0.8125, 0.96875, 0.9375, 0.96875, 0.71875, 0.9272727272727272, 1.0, 1.0], [0.59375, 0.46875, 0.5636363636363636, 0.53125, 0.5272727272727272, 0.71875, 0.34375, 0.375, 0.03125, 0.0625, 0.0, 0.0, 0.01818181818181818, 0.0, 0.0, 0.03125, 0.07272727272727272, 0.0]]}], "seats": [{"seat": 0, "decisions": 9, "choices": 4, "given_away": 0.1696969696969697, "given_away_se": 0.033982129150040376, "inaccuracies": 1, "mistakes": 0, "start": 0.84375, "result": 1.0, "own": 0.17340067340067344, "luck": -0.017150673400673444, "dealt": 0.59375}, {"seat": 1, "decisions": 8, "choices": 6, "given_away": -0.09545454545454546, "given_away_se": 0.07204015251131575, "inaccuracies": 0, "mistakes": 0, "start": 0.59375, "result": 0.0, "own": 0.0332954545454546, "luck": -0.6270454545454546, "dealt": 0.59375}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('nVZnk1IA', '2026-12-07 18:15:38.801221+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 20, "teams": false}, "seed": 0, "policy": "random", "worlds": 232, "budget": 1.0, "seconds": 0.438, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "1-4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1", "mean": 0.8502155172413793, "se": 0.011621220735375594, "n": 928, "hindsight": 0.7155172413793104, "hindsight_se": 0.029368680039722758}, {"move": "2-5", "mean": 0.8464439655172413, "se": 0.011630634945318338, "n": 928, "hindsight": 0.6422413793103449, "hindsight_se": 0.031538294596022476}, {"move": "3-5", "mean": 0.8275862068965517, "se": 0.012193961895541549, "n": 928, "hindsight": 0.6314655172413793, "hindsight_se": 0.0316665002207674}, {"move": "0-1", "mean": 0.8211206896551724, "se": 0.012378094439227803, "n": 928, "hindsight": 0.6400862068965517, "hindsight_se": 0.031208551636537848}, {"move": "0-2", "mean": 0.8178879310344828, "se": 0.012467784824800291, "n": 928, "hindsight": 0.6637931034482759, "hindsight_se": 0.031082338581586114}, {"move": "1-6", "mean": 0.8141163793103449, "se": 0.0125357556644377, "n": 928, "hindsight": 0.6745689655172413, "hindsight_se": 0.030599558442443466}, {"move": "1-4", "mean": 0.8033405172413793, "se": 0.01279615342646249, "n": 928, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-1", "loss": 0.040948275862068964, "loss_se": 0.015898634476730057, "hindsight_best": "1-4", "hindsight_loss": 0.0, "gain": -0.022475369458128003, "open": {"status": "solved", "moves": [{"move": "1-1", "value": 1.0, "margin": 11}, {"move": "1-4", "value": 1.0, "margin": 11}, {"move": "0-1", "value": -1.0, "margin": null}, {"move": "0-2", "value": -1.0, "margin": null}, {"move": "2-5", "value": -1.0, "margin": null}, {"move": "3-5", "value": -1.0, "margin": null}, {"move": "1-6", "value": -1.0, "margin": null}], "best": "1-1", "nodes": 7135}}, {"step": 1, "deal": 1, "seat": 1, "move": "1-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@L", "mean": 0.47844827586206895, "se": 0.03214951953871478, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@L", "mean": 0.41810344827586204, "se": 0.03216452631697347, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-5@L", "loss": 0.0603448275862069, "loss_se": 0.03891420119626146, "hindsight_best": "1-2@L", "hindsight_loss": 0.0, "gain": -0.03017241379310348, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": -1.0, "margin": -11}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "1-2@L", "nodes": 405}}, {"step": 2, "deal": 1, "seat": 0, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@L", "mean": 0.8556034482758621, "se": 0.023025357879665316, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@L", "mean": 0.790948275862069, "se": 0.02649155237012772, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@L", "hindsight_loss": 0.0, "gain": 0.032327586206896575, "open": {"status": "solved", "moves": [{"move": "0-2@L", "value": 1.0, "margin": 11}, {"move": "2-5@L", "value": 1.0, "margin": 11}], "best": "0-2@L", "nodes": 479}}, {"step": 3, "deal": 1, "seat": 1, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@L", "mean": 0.42887931034482757, "se": 0.03205776334545149, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5@L", "mean": 0.3706896551724138, "se": 0.03133489800914075, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@L", "mean": 0.36637931034482757, "se": 0.03125651406079145, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-6@L", "hindsight_loss": 0.0, "gain": 0.04022988505747127, "open": {"status": "solved", "moves": [{"move": "0-5@L", "value": -1.0, "margin": -11}, {"move": "1-5@L", "value": -1.0, "margin": null}, {"move": "5-6@L", "value": -1.0, "margin": -17}], "best": "0-5@L", "nodes": 276}}, {"step": 4, "deal": 1, "seat": 0, "move": "1-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 1, "move": "1-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 0, "move": "3-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.34051724137931033, "se": 0.03087854330581278, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@L", "mean": 0.3254310344827586, "se": 0.030446727675785653, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@L", "mean": 0.32112068965517243, "se": 0.030338227660144736, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "2-3@L", "loss": -0.04310344827586207, "loss_se": 0.031020173842195915, "hindsight_best": "0-3@L", "hindsight_loss": 0.0, "gain": -0.007902298850574696, "open": {"status": "solved", "moves": [{"move": "0-3@L", "value": -1.0, "margin": -17}, {"move": "2-3@L", "value": -1.0, "margin": null}, {"move": "3-6@L", "value": -1.0, "margin": null}], "best": "0-3@L", "nodes": 37}}, {"step": 8, "deal": 1, "seat": 0, "move": "0-2@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "0-1@L", "mean": 0.9181034482758621, "se": 0.017516740504115388, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@L", "mean": 0.8060344827586207, "se": 0.026015554401819713, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-1@L", "loss": 0.11206896551724138, "loss_se": 0.029324829802440045, "hindsight_best": "0-2@L", "hindsight_loss": 0.0, "gain": -0.05603448275862066, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": 1.0, "margin": 17}, {"move": "0-2@L", "value": 1.0, "margin": 2}], "best": "0-1@L", "nodes": 36}}, {"step": 9, "deal": 1, "seat": 1, "move": "2-3@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 12, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 13, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.8318965517241379, 0.8033405172413793, 0.8663793103448276, 0.8556034482758621, 0.875, 0.8017241379310345, 0.8017241379310345, 0.7801724137931034, 0.8577586206896551, 0.8060344827586207, 0.6551724137931034, 0.6120689655172413, 0.29310344827586204, 0.3103448275862069, 1.0], [0.47413793103448276, 0.43103448275862066, 0.41810344827586204, 0.4870689655172414, 0.42887931034482757, 0.36637931034482757, 0.5517241379310345, 0.3706896551724138, 0.32112068965517243, 0.28879310344827586, 0.2629310344827586, 0.4870689655172414, 0.5387931034482759, 0.5646551724137931, 0.0]], "curve_se": [[0.0346020238839886, 0.01279615342646249, 0.03082921873664505, 0.023025357879665316, 0.03053434667446778, 0.036671538515073286, 0.036671538515073286, 0.038374385267479945, 0.032283202915884816, 0.026015554401819713, 0.044323074959803546, 0.045438974552871256, 0.04244626443180182, 0.04314091325318788, 0.0], [0.04575078652055213, 0.04536068665384507, 0.03216452631697347, 0.04640817168797947, 0.03205776334545149, 0.04429937619098497, 0.0455597003368508, 0.04419897156637474, 0.030338227660144736, 0.04159077339231049, 0.040822322663058824, 0.046002577537032255, 0.044633633584582, 0.04437225503632576, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 3, "given_away": 0.15301724137931033, "given_away_se": 0.03335734133840324, "inaccuracies": 1, "mistakes": 0, "start": 0.8318965517241379, "result": 1.0, "own": -0.04618226600985209, "luck": 0.2142857142857142, "dealt": 0.7025862068965517}, {"seat": 1, "decisions": 7, "choices": 3, "given_away": 0.017241379310344827, "given_away_se": 0.04976511066945569, "inaccuracies": 0, "mistakes": 0, "start": 0.47413793103448276, "result": 0.0, "own": 0.002155172413793094, "luck": -0.47629310344827586, "dealt": 0.2672413793103448}], "chance": [[0.8318965517241379, 0.8033405172413793, 0.8663793103448276, 0.8556034482758621, 0.875, 0.8017241379310345, 0.8017241379310345, 0.7801724137931034, 0.8577586206896551, 0.8060344827586207, 0.6551724137931034, 0.6120689655172413, 0.29310344827586204, 0.3103448275862069, 1.0], [0.47413793103448276, 0.43103448275862066, 0.41810344827586204, 0.4870689655172414, 0.42887931034482757, 0.36637931034482757, 0.5517241379310345, 0.3706896551724138, 0.32112068965517243, 0.28879310344827586, 0.2629310344827586, 0.4870689655172414, 0.5387931034482759, 0.5646551724137931, 0.0]]}, {"deal": 2, "returns": [1.0, -1.0], "decisions": [{"step": 14, "deal": 2, "seat": 0, "move": "3-4", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4", "mean": 0.834051724137931, "se": 0.023996889640261622, "n": 232, "hindsight": 0.9698275862068966, "hindsight_se": 0.0112550208592046}, {"move": "0-3", "mean": 0.8211206896551724, "se": 0.024369382075498634, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-1", "mean": 0.7478448275862069, "se": 0.028325579495535394, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3", "mean": 0.7478448275862069, "se": 0.028160410207396375, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}, {"move": "1-3", "mean": 0.7413793103448276, "se": 0.028484497470494717, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-5", "mean": 0.7349137931034483, "se": 0.028308537707427056, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}, {"move": "4-6", "mean": 0.7198275862068966, "se": 0.029070024064985427, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}], "best": "3-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1", "hindsight_loss": 0.030172413793103425, "gain": 0.07019704433497542, "open": {"status": "solved", "moves": [{"move": "1-1", "value": 1.0, "margin": 18}, {"move": "0-3", "value": 1.0, "margin": null}, {"move": "1-3", "value": 1.0, "margin": null}, {"move": "2-3", "value": 1.0, "margin": null}, {"move": "3-4", "value": 1.0, "margin": 26}, {"move": "0-5", "value": 1.0, "margin": null}, {"move": "4-6", "value": 1.0, "margin": null}], "best": "1-1", "nodes": 2914}}, {"step": 15, "deal": 2, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@L", "mean": 0.12931034482758622, "se": 0.021650393627943465, "n": 232, "hindsight": 0.008620689655172414, "hindsight_se": 0.006082539543196776}, {"move": "3-5@L", "mean": 0.07543103448275862, "se": 0.01640901585027718, "n": 232, "hindsight": 0.004310344827586207, "hindsight_se": 0.004310344827586207}, {"move": "3-6@L", "mean": 0.07327586206896551, "se": 0.01687121292355073, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@L", "loss": 0.05603448275862069, "loss_se": 0.02583562114842568, "hindsight_best": "3-3@L", "hindsight_loss": 0.008620689655172414, "gain": -0.019396551724137928, "open": {"status": "solved", "moves": [{"move": "3-3@L", "value": -1.0, "margin": -26}, {"move": "3-5@L", "value": -1.0, "margin": null}, {"move": "3-6@L", "value": -1.0, "margin": -23}], "best": "3-3@L", "nodes": 950}}, {"step": 16, "deal": 2, "seat": 0, "move": "4-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.8060344827586207, "se": 0.02565442592255611, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@R", "mean": 0.7629310344827587, "se": 0.02730670607664128, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-6@L", "loss": 0.04310344827586207, "loss_se": 0.0345759302539582, "hindsight_best": "4-6@R", "hindsight_loss": 0.0, "gain": -0.02155172413793105, "open": {"status": "solved", "moves": [{"move": "4-6@L", "value": 1.0, "margin": 23}, {"move": "4-6@R", "value": 1.0, "margin": 11}], "best": "4-6@L", "nodes": 22}}, {"step": 17, "deal": 2, "seat": 1, "move": "6-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.11853448275862069, "se": 0.020936029192128766, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@R", "mean": 0.11853448275862069, "se": 0.020936029192128766, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "6-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@R", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "6-6@L", "value": -1.0, "margin": -11}, {"move": "6-6@R", "value": -1.0, "margin": -11}], "best": "6-6@L", "nodes": 12}}, {"step": 18, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 19, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.7198275862068966, 0.834051724137931, 0.7629310344827587, 0.7629310344827587, 0.6853448275862069, 0.6982758620689655, 1.0], [0.10775862068965517, 0.06896551724137931, 0.07327586206896551, 0.07758620689655173, 0.11853448275862069, 0.08620689655172414, 0.0]], "curve_se": [[0.04074309440271512, 0.023996889640261622, 0.039421038158525726, 0.02730670607664128, 0.04220770925029174, 0.04191772405720481, 0.0], [0.027925550574984023, 0.023629251340144583, 0.01687121292355073, 0.024183401164825393, 0.020936029192128766, 0.023928195676064894, 0.0]], "seats": [{"seat": 0, "decisions": 3, "choices": 2, "given_away": 0.04310344827586207, "given_away_se": 0.0345759302539582, "inaccuracies": 0, "mistakes": 0, "start": 0.7198275862068966, "result": 1.0, "own": 0.04864532019704437, "luck": 0.23152709359605905, "dealt": 0.9913793103448276}, {"seat": 1, "decisions": 3, "choices": 2, "given_away": 0.05603448275862069, "given_away_se": 0.02583562114842568, "inaccuracies": 0, "mistakes": 0, "start": 0.10775862068965517, "result": 0.0, "own": -0.019396551724137928, "luck": -0.08836206896551724, "dealt": 0.0}], "chance": [[0.7198275862068966, 0.834051724137931, 0.7629310344827587, 0.7629310344827587, 0.6853448275862069, 0.6982758620689655, 1.0], [0.10775862068965517, 0.06896551724137931, 0.07327586206896551, 0.07758620689655173, 0.11853448275862069, 0.08620689655172414, 0.0]]}], "seats": [{"seat": 0, "decisions": 10, "choices": 5, "given_away": 0.1961206896551724, "given_away_se": 0.04804380474206147, "inaccuracies": 1, "mistakes": 0, "start": 1.5517241379310345, "result": 2.0, "own": 0.0024630541871922818, "luck": 0.44581280788177324, "dealt": 1.6939655172413794}, {"seat": 1, "decisions": 10, "choices": 5, "given_away": 0.07327586206896552, "given_away_se": 0.05607178934248623, "inaccuracies": 0, "mistakes": 0, "start": 0.5818965517241379, "result": 0.0, "own": -0.017241379310344834, "luck": -0.5646551724137931, "dealt": 0.2672413793103448}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('w4nB_HvF', '2026-12-07 18:15:47.181685+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "draw", "players": 2, "options": {"target": 20, "teams": false}, "seed": 0, "policy": "random", "worlds": 212, "budget": 1.0, "seconds": 0.418, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "2-3", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1", "mean": 0.5959119496855346, "se": 0.019409737424077755, "n": 636, "hindsight": 0.5660377358490566, "hindsight_se": 0.0341198763105892}, {"move": "6-6", "mean": 0.5621069182389937, "se": 0.019609467498976685, "n": 636, "hindsight": 0.5070754716981132, "hindsight_se": 0.034009596588598597}, {"move": "5-6", "mean": 0.5165094339622641, "se": 0.01978419767514407, "n": 636, "hindsight": 0.47877358490566035, "hindsight_se": 0.03430903560669878}, {"move": "2-3", "mean": 0.4937106918238994, "se": 0.019809099995878116, "n": 636, "hindsight": 0.2240566037735849, "hindsight_se": 0.028607160870342797}, {"move": "1-5", "mean": 0.4803459119496855, "se": 0.019748350195933503, "n": 636, "hindsight": 0.5188679245283019, "hindsight_se": 0.03439690285738046}, {"move": "1-2", "mean": 0.470125786163522, "se": 0.019743840036218662, "n": 636, "hindsight": 0.44575471698113206, "hindsight_se": 0.034136484074417474}, {"move": "1-4", "mean": 0.45440251572327045, "se": 0.019727861344737755, "n": 636, "hindsight": 0.5471698113207547, "hindsight_se": 0.03410441996718652}], "best": "1-1", "loss": 0.10220125786163523, "loss_se": 0.02651150126826723, "hindsight_best": "1-1", "hindsight_loss": 0.34198113207547165, "gain": -0.016734052111410658, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 13766}}, {"step": 1, "deal": 1, "seat": 1, "move": "3-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@L", "mean": 0.5389150943396226, "se": 0.02409288086413313, "n": 424, "hindsight": 0.7617924528301887, "hindsight_se": 0.029230694310073767}, {"move": "3-3@R", "mean": 0.5023584905660378, "se": 0.024253156175844576, "n": 424, "hindsight": 0.8349056603773585, "hindsight_se": 0.025339374983517193}], "best": "2-5@L", "loss": -0.0011792452830188679, "loss_se": 0.023935172248094584, "hindsight_best": "3-3@R", "hindsight_loss": 0.0, "gain": -0.01827830188679236, "open": {"status": "solved", "moves": [{"move": "3-3@R", "value": 1.0, "margin": 35}, {"move": "2-5@L", "value": -1.0, "margin": null}], "best": "3-3@R", "nodes": 3287}}, {"step": 2, "deal": 1, "seat": 0, "move": "1-2@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 3, "deal": 1, "seat": 1, "move": "0-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@L", "mean": 0.5471698113207547, "se": 0.034267902499365094, "n": 212, "hindsight": 0.8207547169811321, "hindsight_se": 0.026405192252432718}, {"move": "1-6@L", "mean": 0.5330188679245284, "se": 0.03418317425096412, "n": 212, "hindsight": 0.8915094339622641, "hindsight_se": 0.021147403295100765}], "best": "0-1@L", "loss": -0.01650943396226415, "loss_se": 0.030711923323362016, "hindsight_best": "1-6@L", "hindsight_loss": 0.070754716981132, "gain": 0.007075471698113178, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": 1.0, "margin": 35}, {"move": "1-6@L", "value": 1.0, "margin": null}], "best": "0-1@L", "nodes": 2426}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 1, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.7075471698113207, "se": 0.031315863089787975, "n": 212, "hindsight": 0.8018867924528302, "hindsight_se": 0.02743923614637271}, {"move": "1-6@L", "mean": 0.6202830188679245, "se": 0.03332681413976078, "n": 212, "hindsight": 0.8349056603773585, "hindsight_se": 0.0255589828624509}], "best": "4-6@L", "loss": 0.08726415094339622, "loss_se": 0.04084735074570409, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": -0.04363207547169812, "open": {"status": "solved", "moves": [{"move": "1-6@L", "value": 1.0, "margin": 35}, {"move": "4-6@L", "value": -1.0, "margin": null}], "best": "1-6@L", "nodes": 1411}}, {"step": 6, "deal": 1, "seat": 0, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 0.25707547169811323, "se": 0.029992765973492614, "n": 212, "hindsight": 0.22169811320754718, "hindsight_se": 0.028596561272720512}, {"move": "1-5@L", "mean": 0.1957547169811321, "se": 0.02721300588814124, "n": 212, "hindsight": 0.16981132075471697, "hindsight_se": 0.025848211328865393}, {"move": "1-1@L", "mean": 0.19103773584905662, "se": 0.02695995573987885, "n": 212, "hindsight": 0.16037735849056603, "hindsight_se": 0.025262269917687468}], "best": "1-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.0, "gain": 0.042452830188679264, "open": {"status": "solved", "moves": [{"move": "1-1@L", "value": -1.0, "margin": -35}, {"move": "1-4@L", "value": -1.0, "margin": -22}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "1-1@L", "nodes": 1844}}, {"step": 7, "deal": 1, "seat": 1, "move": "4-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@L", "mean": 0.7735849056603774, "se": 0.028616835335013933, "n": 212, "hindsight": 0.7028301886792453, "hindsight_se": 0.03146199953877571}, {"move": "4-6@L", "mean": 0.6933962264150944, "se": 0.03156572989047318, "n": 212, "hindsight": 0.9009433962264151, "hindsight_se": 0.020292400750757347}], "best": "0-4@L", "loss": 0.08018867924528301, "loss_se": 0.04245779775600126, "hindsight_best": "4-6@L", "hindsight_loss": 0.0, "gain": -0.04009433962264153, "open": {"status": "solved", "moves": [{"move": "4-6@L", "value": 1.0, "margin": 22}, {"move": "0-4@L", "value": -1.0, "margin": null}], "best": "4-6@L", "nodes": 916}}, {"step": 8, "deal": 1, "seat": 0, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.31839622641509435, "se": 0.03198346908149187, "n": 212, "hindsight": 0.1792452830188679, "hindsight_se": 0.025762397727398117}, {"move": "5-6@L", "mean": 0.21933962264150944, "se": 0.028388845958789866, "n": 212, "hindsight": 0.08490566037735849, "hindsight_se": 0.01918933960732191}], "best": "6-6@L", "loss": 0.09905660377358491, "loss_se": 0.040236438861653866, "hindsight_best": "6-6@L", "hindsight_loss": 0.09433962264150943, "gain": -0.04952830188679244, "open": {"status": "solved", "moves": [{"move": "5-6@L", "value": -1.0, "margin": -22}, {"move": "6-6@L", "value": -1.0, "margin": null}], "best": "5-6@L", "nodes": 631}}, {"step": 9, "deal": 1, "seat": 1, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@L", "mean": 0.7830188679245284, "se": 0.028376306817828118, "n": 212, "hindsight": 0.7924528301886793, "hindsight_se": 0.02791925919000418}, {"move": "2-5@L", "mean": 0.7594339622641509, "se": 0.029234752469160845, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-5@L", "loss": 0.02358490566037736, "loss_se": 0.03938351598447882, "hindsight_best": "2-5@L", "hindsight_loss": 0.0, "gain": -0.011792452830188704, "open": {"status": "solved", "moves": [{"move": "0-5@L", "value": 1.0, "margin": 22}, {"move": "2-5@L", "value": 1.0, "margin": 20}], "best": "0-5@L", "nodes": 645}}, {"step": 10, "deal": 1, "seat": 0, "move": "0-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@R", "mean": 0.7617924528301887, "se": 0.029038867220351712, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-4@R", "mean": 0.7452830188679245, "se": 0.02999496329402081, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@R", "hindsight_loss": 0.0, "gain": 0.008254716981132115, "open": {"status": "solved", "moves": [{"move": "0-4@R", "value": 1.0, "margin": 20}, {"move": "0-5@R", "value": 1.0, "margin": 45}], "best": "0-4@R", "nodes": 51}}, {"step": 12, "deal": 1, "seat": 0, "move": "4-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@R", "mean": 0.1580188679245283, "se": 0.02499949383576315, "n": 212, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@R", "mean": 0.11084905660377359, "se": 0.02122144665490253, "n": 212, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-5@R", "loss": 0.04716981132075472, "loss_se": 0.027377678612531136, "hindsight_best": "4-5@R", "hindsight_loss": 0.0, "gain": -0.023584905660377353, "open": {"status": "solved", "moves": [{"move": "1-5@R", "value": -1.0, "margin": -45}, {"move": "4-5@R", "value": -1.0, "margin": -28}], "best": "1-5@R", "nodes": 24}}, {"step": 13, "deal": 1, "seat": 1, "move": "0-4@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.6792452830188679, 0.4937106918238994, 0.5141509433962265, 0.5094339622641509, 0.22169811320754718, 0.22169811320754718, 0.2830188679245283, 0.25707547169811323, 0.2971698113207547, 0.21933962264150944, 0.15566037735849056, 0.12264150943396226, 0.1179245283018868, 0.11084905660377359, 0.0], [0.5471698113207547, 0.5471698113207547, 0.5023584905660378, 0.6084905660377359, 0.5471698113207547, 0.8018867924528302, 0.6202830188679245, 0.6556603773584906, 0.6933962264150944, 0.7877358490566038, 0.7594339622641509, 0.6981132075471698, 0.7617924528301887, 1.0, 1.0]], "curve_se": [[0.045551763179035275, 0.019809099995878116, 0.04854465398794324, 0.04878631739837744, 0.04025981917988905, 0.04025981917988905, 0.04396093377439378, 0.029992765973492614, 0.044347268557569375, 0.028388845958789866, 0.034414110143396216, 0.031302455170047296, 0.03111573531811388, 0.02122144665490253, 0.0], [0.04811276711741053, 0.04857738146013503, 0.024253156175844576, 0.047396132704882146, 0.034267902499365094, 0.03889722288318548, 0.03332681413976078, 0.046127293475521636, 0.03156572989047318, 0.03962317631094177, 0.029234752469160845, 0.04480127092110669, 0.029038867220351712, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.24842767295597484, "given_away_se": 0.055419924196772316, "inaccuracies": 0, "mistakes": 0, "start": 0.6792452830188679, "result": 0.0, "own": -0.04739442946990119, "luck": -0.6318508535489666, "dealt": 0.38207547169811323}, {"seat": 1, "decisions": 7, "choices": 6, "given_away": 0.1733490566037736, "given_away_se": 0.08086004383685308, "inaccuracies": 0, "mistakes": 0, "start": 0.5471698113207547, "result": 1.0, "own": -0.09846698113207542, "luck": 0.5512971698113207, "dealt": 0.46226415094339623}], "chance": [[0.6792452830188679, 0.4937106918238994, 0.5141509433962265, 0.5094339622641509, 0.22169811320754718, 0.22169811320754718, 0.2830188679245283, 0.25707547169811323, 0.2971698113207547, 0.21933962264150944, 0.15566037735849056, 0.12264150943396226, 0.1179245283018868, 0.11084905660377359, 0.0], [0.5471698113207547, 0.5471698113207547, 0.5023584905660378, 0.6084905660377359, 0.5471698113207547, 0.8018867924528302, 0.6202830188679245, 0.6556603773584906, 0.6933962264150944, 0.7877358490566038, 0.7594339622641509, 0.6981132075471698, 0.7617924528301887, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.24842767295597484, "given_away_se": 0.055419924196772316, "inaccuracies": 0, "mistakes": 0, "start": 0.6792452830188679, "result": 0.0, "own": -0.04739442946990119, "luck": -0.6318508535489666, "dealt": 0.38207547169811323}, {"seat": 1, "decisions": 7, "choices": 6, "given_away": 0.1733490566037736, "given_away_se": 0.08086004383685308, "inaccuracies": 0, "mistakes": 0, "start": 0.5471698113207547, "result": 1.0, "own": -0.09846698113207542, "luck": 0.5512971698113207, "dealt": 0.46226415094339623}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('6vmJIE_W', '2026-12-07 18:16:09.918488+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 210, "budget": 1.0, "seconds": 0.456, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "0-2", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6", "mean": 0.6666666666666666, "se": 0.016010997601483615, "n": 840, "hindsight": 0.5785714285714286, "hindsight_se": 0.03146516025074689}, {"move": "3-6", "mean": 0.6619047619047619, "se": 0.01604703875245664, "n": 840, "hindsight": 0.5904761904761905, "hindsight_se": 0.0326476359563339}, {"move": "2-5", "mean": 0.6482142857142857, "se": 0.016323905552477196, "n": 840, "hindsight": 0.7333333333333333, "hindsight_se": 0.0305887645160749}, {"move": "0-5", "mean": 0.6422619047619048, "se": 0.01640853955243133, "n": 840, "hindsight": 0.7333333333333333, "hindsight_se": 0.0305887645160749}, {"move": "3-5", "mean": 0.6375, "se": 0.01634872183041822, "n": 840, "hindsight": 0.7214285714285714, "hindsight_se": 0.027813775240965857}, {"move": "0-2", "mean": 0.5880952380952381, "se": 0.01678180978137385, "n": 840, "hindsight": 0.6904761904761905, "hindsight_se": 0.03197777494209476}, {"move": "1-1", "mean": 0.5714285714285714, "se": 0.016875961217714466, "n": 840, "hindsight": 0.5357142857142857, "hindsight_se": 0.03340689406257021}], "best": "5-6", "loss": 0.058333333333333334, "loss_se": 0.022129829735752973, "hindsight_best": "0-5", "hindsight_loss": 0.042857142857142816, "gain": -0.04277210884353744, "open": {"status": "solved", "moves": [{"move": "0-2", "value": 1.0, "margin": 4}, {"move": "0-5", "value": 1.0, "margin": null}, {"move": "2-5", "value": 1.0, "margin": null}, {"move": "3-6", "value": 0.0, "margin": null}, {"move": "1-1", "value": -1.0, "margin": null}, {"move": "3-5", "value": -1.0, "margin": null}, {"move": "5-6", "value": -1.0, "margin": null}], "best": "0-2", "nodes": 1644}}, {"step": 1, "deal": 1, "seat": 1, "move": "2-2@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@R", "mean": 0.5452380952380952, "se": 0.03436108838453912, "n": 210, "hindsight": 0.3380952380952381, "hindsight_se": 0.032722323714044356}, {"move": "0-0@L", "mean": 0.4785714285714286, "se": 0.03413934542571679, "n": 210, "hindsight": 0.32857142857142857, "hindsight_se": 0.032489397968768374}], "best": "2-2@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@R", "hindsight_loss": 0.0, "gain": 0.033333333333333326, "open": {"status": "solved", "moves": [{"move": "0-0@L", "value": -1.0, "margin": -4}, {"move": "2-2@R", "value": -1.0, "margin": 0}], "best": "0-0@L", "nodes": 1106}}, {"step": 2, "deal": 1, "seat": 0, "move": "0-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@R", "mean": 0.6678571428571428, "se": 0.022666849435935176, "n": 420, "hindsight": 0.6714285714285714, "hindsight_se": 0.032489397968768374}, {"move": "0-5@L", "mean": 0.5678571428571428, "se": 0.02393498878381684, "n": 420, "hindsight": 0.6523809523809524, "hindsight_se": 0.032940430891650864}], "best": "2-5@R", "loss": 0.1, "loss_se": 0.030970952666661344, "hindsight_best": "2-5@R", "hindsight_loss": 0.01904761904761898, "gain": -0.050000000000000044, "open": {"status": "solved", "moves": [{"move": "0-5@L", "value": 1.0, "margin": 0}, {"move": "2-5@R", "value": 1.0, "margin": null}], "best": "0-5@L", "nodes": 368}}, {"step": 3, "deal": 1, "seat": 1, "move": "5-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 4, "deal": 1, "seat": 0, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@L", "mean": 0.6309523809523809, "se": 0.03294907575578396, "n": 210, "hindsight": 0.9047619047619048, "hindsight_se": 0.020304830129105757}, {"move": "2-5@R", "mean": 0.6261904761904762, "se": 0.0330378630666645, "n": 210, "hindsight": 0.8809523809523809, "hindsight_se": 0.022400794954143245}, {"move": "3-5@L", "mean": 0.5404761904761904, "se": 0.03438949446057431, "n": 210, "hindsight": 0.9380952380952381, "hindsight_se": 0.016669107655768536}, {"move": "2-5@L", "mean": 0.4261904761904762, "se": 0.033956116178829356, "n": 210, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-6@L", "loss": -0.014285714285714285, "loss_se": 0.024083635154957844, "hindsight_best": "3-5@L", "hindsight_loss": 0.033333333333333326, "gain": 0.07499999999999996, "open": {"status": "solved", "moves": [{"move": "3-5@L", "value": 1.0, "margin": 0}, {"move": "5-6@L", "value": 1.0, "margin": 3}, {"move": "2-5@L", "value": -1.0, "margin": null}, {"move": "2-5@R", "value": -1.0, "margin": null}], "best": "3-5@L", "nodes": 262}}, {"step": 5, "deal": 1, "seat": 1, "move": "1-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 0, "move": "2-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@R", "mean": 0.580952380952381, "se": 0.03396210663753463, "n": 210, "hindsight": 0.819047619047619, "hindsight_se": 0.02662953506360121}, {"move": "1-1@L", "mean": 0.5595238095238095, "se": 0.03392255006067648, "n": 210, "hindsight": 0.8476190476190476, "hindsight_se": 0.024859509336697894}], "best": "2-5@R", "loss": -0.03571428571428571, "loss_se": 0.026782391378911252, "hindsight_best": "1-1@L", "hindsight_loss": 0.02857142857142858, "gain": 0.010714285714285787, "open": {"status": "solved", "moves": [{"move": "1-1@L", "value": 1.0, "margin": 3}, {"move": "2-5@R", "value": -1.0, "margin": -7}], "best": "1-1@L", "nodes": 102}}, {"step": 7, "deal": 1, "seat": 1, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 0.5190476190476191, "se": 0.03422940364522457, "n": 210, "hindsight": 0.28095238095238095, "hindsight_se": 0.03109009446934459}, {"move": "1-3@L", "mean": 0.4880952380952381, "se": 0.034493449933202226, "n": 210, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-4@L", "loss": -0.04047619047619048, "loss_se": 0.02156232779575466, "hindsight_best": "1-4@L", "hindsight_loss": 0.0, "gain": 0.015476190476190532, "open": {"status": "solved", "moves": [{"move": "1-4@L", "value": 1.0, "margin": 7}, {"move": "1-3@L", "value": -1.0, "margin": null}], "best": "1-4@L", "nodes": 39}}, {"step": 8, "deal": 1, "seat": 0, "move": "3-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "3-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@L", "mean": 0.7, "se": 0.031698338899620836, "n": 210, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@R", "mean": 0.6833333333333333, "se": 0.03173126602761618, "n": 210, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-3@R", "mean": 0.5095238095238095, "se": 0.03457944857003125, "n": 210, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-4@R", "hindsight_loss": 1.0, "gain": 0.06904761904761902, "open": {"status": "solved", "moves": [{"move": "3-4@R", "value": 1.0, "margin": 7}, {"move": "3-4@L", "value": -1.0, "margin": 0}, {"move": "1-3@R", "value": -1.0, "margin": null}], "best": "3-4@R", "nodes": 23}}, {"step": 10, "deal": 1, "seat": 0, "move": "3-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@L", "mean": 0.6238095238095238, "se": 0.03350863645112524, "n": 210, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@R", "mean": 0.6047619047619047, "se": 0.03381804275590867, "n": 210, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@L", "hindsight_loss": 0.0, "gain": 0.00952380952380949, "open": {"status": "solved", "moves": [{"move": "3-6@L", "value": 1.0, "margin": 0}, {"move": "3-6@R", "value": 1.0, "margin": null}], "best": "3-6@L", "nodes": 9}}, {"step": 11, "deal": 1, "seat": 1, "move": "1-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 12, "deal": 1, "seat": 0, "move": "1-1@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.580952380952381, 0.5880952380952381, 0.5380952380952381, 0.5678571428571428, 0.49047619047619045, 0.6309523809523809, 0.6333333333333333, 0.580952380952381, 0.5904761904761905, 0.5476190476190477, 0.580952380952381, 0.6238095238095238, 1.0, 1.0], [0.580952380952381, 0.49523809523809526, 0.5452380952380952, 0.5761904761904761, 0.6761904761904762, 0.5761904761904761, 0.6142857142857143, 0.5238095238095238, 0.5190476190476191, 0.5714285714285714, 0.7, 0.4095238095238095, 0.5047619047619047, 0.0]], "curve_se": [[0.04790664070478801, 0.01678180978137385, 0.04817894286403812, 0.02393498878381684, 0.04831451843323648, 0.03294907575578396, 0.04652122810314302, 0.03396210663753463, 0.04821965555951265, 0.0485710694520948, 0.04838216375282525, 0.03350863645112524, 0.0, 0.0], [0.04694114540616324, 0.04855760055981233, 0.03436108838453912, 0.04821965555951265, 0.045382457147121, 0.047742513931405973, 0.04749066944079766, 0.04850368758919848, 0.03422940364522457, 0.04852615860619696, 0.031698338899620836, 0.04821965555951265, 0.04902681019517619, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 5, "given_away": 0.10833333333333334, "given_away_se": 0.052404649063459006, "inaccuracies": 0, "mistakes": 0, "start": 0.580952380952381, "result": 1.0, "own": 0.002465986394557751, "luck": 0.41658163265306125, "dealt": 0.5523809523809524}, {"seat": 1, "decisions": 6, "choices": 3, "given_away": -0.04047619047619048, "given_away_se": 0.02156232779575466, "inaccuracies": 0, "mistakes": 0, "start": 0.580952380952381, "result": 0.0, "own": 0.11785714285714288, "luck": -0.6988095238095239, "dealt": 0.3047619047619048}], "chance": [[0.580952380952381, 0.5880952380952381, 0.5380952380952381, 0.5678571428571428, 0.49047619047619045, 0.6309523809523809, 0.6333333333333333, 0.580952380952381, 0.5904761904761905, 0.5476190476190477, 0.580952380952381, 0.6238095238095238, 1.0, 1.0], [0.580952380952381, 0.49523809523809526, 0.5452380952380952, 0.5761904761904761, 0.6761904761904762, 0.5761904761904761, 0.6142857142857143, 0.5238095238095238, 0.5190476190476191, 0.5714285714285714, 0.7, 0.4095238095238095, 0.5047619047619047, 0.0]]}, {"deal": 2, "returns": [1.0, -1.0], "decisions": [{"step": 13, "deal": 2, "seat": 0, "move": "2-4", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4", "mean": 0.7, "se": 0.03133688650272497, "n": 210, "hindsight": 0.8523809523809524, "hindsight_se": 0.023830020796847026}, {"move": "2-6", "mean": 0.6428571428571429, "se": 0.03227328541285172, "n": 210, "hindsight": 0.930952380952381, "hindsight_se": 0.017043234746439026}, {"move": "0-4", "mean": 0.6238095238095238, "se": 0.03282164301482454, "n": 210, "hindsight": 0.8785714285714286, "hindsight_se": 0.02246668956678945}, {"move": "1-6", "mean": 0.6047619047619047, "se": 0.03347948300870128, "n": 210, "hindsight": 0.8547619047619047, "hindsight_se": 0.024254779506229954}, {"move": "2-4", "mean": 0.5714285714285714, "se": 0.03372809244963295, "n": 210, "hindsight": 0.9261904761904762, "hindsight_se": 0.017280308932555735}, {"move": "1-1", "mean": 0.5571428571428572, "se": 0.03351996705334545, "n": 210, "hindsight": 0.9738095238095238, "hindsight_se": 0.010785880136556902}, {"move": "1-5", "mean": 0.4976190476190476, "se": 0.03383608428538707, "n": 210, "hindsight": 0.8095238095238095, "hindsight_se": 0.026739314511685788}], "best": "4-4", "loss": 0.12857142857142856, "loss_se": 0.04162034009587522, "hindsight_best": "1-1", "hindsight_loss": 0.04761904761904756, "gain": -0.028231292517006845, "open": {"status": "solved", "moves": [{"move": "1-1", "value": 1.0, "margin": 11}, {"move": "0-4", "value": 1.0, "margin": null}, {"move": "2-4", "value": 1.0, "margin": 17}, {"move": "4-4", "value": 1.0, "margin": null}, {"move": "1-5", "value": 1.0, "margin": null}, {"move": "1-6", "value": 1.0, "margin": null}, {"move": "2-6", "value": 1.0, "margin": null}], "best": "1-1", "nodes": 3632}}, {"step": 14, "deal": 2, "seat": 1, "move": "4-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@L", "mean": 0.34523809523809523, "se": 0.0326264433410433, "n": 210, "hindsight": 0.05714285714285714, "hindsight_se": 0.014567733483126339}, {"move": "4-6@R", "mean": 0.32857142857142857, "se": 0.03213684407440254, "n": 210, "hindsight": 0.11904761904761904, "hindsight_se": 0.022400794954143245}], "best": "2-2@L", "loss": -0.011904761904761904, "loss_se": 0.025580629497657503, "hindsight_best": "4-6@R", "hindsight_loss": 0.0, "gain": -0.00833333333333336, "open": {"status": "solved", "moves": [{"move": "2-2@L", "value": -1.0, "margin": -17}, {"move": "4-6@R", "value": -1.0, "margin": -26}], "best": "2-2@L", "nodes": 1413}}, {"step": 15, "deal": 2, "seat": 0, "move": "2-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6@R", "mean": 0.6190476190476191, "se": 0.033078477604808934, "n": 210, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-6@L", "mean": 0.6, "se": 0.03337887069518457, "n": 210, "hindsight": 0.7380952380952381, "hindsight_se": 0.030412684459928813}, {"move": "1-6@R", "mean": 0.5571428571428572, "se": 0.03402593924086722, "n": 210, "hindsight": 0.9333333333333333, "hindsight_se": 0.0172543902217525}], "best": "2-6@R", "loss": -0.08095238095238096, "loss_se": 0.02705395296466147, "hindsight_best": "2-6@R", "hindsight_loss": 0.0, "gain": 0.026984126984127, "open": {"status": "solved", "moves": [{"move": "2-6@L", "value": 1.0, "margin": 26}, {"move": "1-6@R", "value": 1.0, "margin": null}, {"move": "2-6@R", "value": 1.0, "margin": 7}], "best": "2-6@L", "nodes": 398}}, {"step": 16, "deal": 2, "seat": 1, "move": "2-2@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@L", "mean": 0.319047619047619, "se": 0.03170689468776002, "n": 210, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-2@R", "mean": 0.319047619047619, "se": 0.03170689468776002, "n": 210, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "2-2@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@R", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "2-2@L", "value": -1.0, "margin": -7}, {"move": "2-2@R", "value": -1.0, "margin": -7}], "best": "2-2@L", "nodes": 12}}, {"step": 17, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 18, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.44761904761904764, 0.5714285714285714, 0.680952380952381, 0.6190476190476191, 0.6047619047619047, 0.5190476190476191, 1.0], [0.40476190476190477, 0.3, 0.32857142857142857, 0.30952380952380953, 0.319047619047619, 0.2523809523809524, 0.0]], "curve_se": [[0.0482874337716107, 0.03372809244963295, 0.04339306755150804, 0.033078477604808934, 0.047219015702587006, 0.04732970704190548, 0.0], [0.04741255595552908, 0.04468038715518249, 0.03213684407440254, 0.04456800807137559, 0.03170689468776002, 0.04178032640091629, 0.0]], "seats": [{"seat": 0, "decisions": 3, "choices": 2, "given_away": 0.0476190476190476, "given_away_se": 0.049640397668737846, "inaccuracies": 0, "mistakes": 0, "start": 0.44761904761904764, "result": 1.0, "own": -0.0012471655328798459, "luck": 0.5536281179138323, "dealt": 0.8}, {"seat": 1, "decisions": 3, "choices": 2, "given_away": -0.011904761904761904, "given_away_se": 0.025580629497657503, "inaccuracies": 0, "mistakes": 0, "start": 0.40476190476190477, "result": 0.0, "own": -0.00833333333333336, "luck": -0.3964285714285714, "dealt": 0.16666666666666666}], "chance": [[0.44761904761904764, 0.5714285714285714, 0.680952380952381, 0.6190476190476191, 0.6047619047619047, 0.5190476190476191, 1.0], [0.40476190476190477, 0.3, 0.32857142857142857, 0.30952380952380953, 0.319047619047619, 0.2523809523809524, 0.0]]}], "seats": [{"seat": 0, "decisions": 10, "choices": 7, "given_away": 0.15595238095238095, "given_away_se": 0.07218321358996653, "inaccuracies": 0, "mistakes": 0, "start": 1.0285714285714287, "result": 2.0, "own": 0.001218820861677905, "luck": 0.9702097505668935, "dealt": 1.3523809523809525}, {"seat": 1, "decisions": 9, "choices": 5, "given_away": -0.05238095238095238, "given_away_se": 0.03345597981628993, "inaccuracies": 0, "mistakes": 0, "start": 0.9857142857142858, "result": 0.0, "own": 0.10952380952380952, "luck": -1.0952380952380953, "dealt": 0.4714285714285714}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('QnibxZGA', '2026-12-07 18:16:11.545126+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 277, "budget": 1.0, "seconds": 0.416, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "3-4", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6", "mean": 0.6967509025270758, "se": 0.01577231082293651, "n": 831, "hindsight": 0.29783393501805056, "hindsight_se": 0.027107621838435215}, {"move": "3-4", "mean": 0.6949458483754513, "se": 0.015649461586706537, "n": 831, "hindsight": 0.17148014440433212, "hindsight_se": 0.022325171753915178}, {"move": "3-6", "mean": 0.6762936221419976, "se": 0.01606114375191711, "n": 831, "hindsight": 0.24007220216606498, "hindsight_se": 0.024869564654706827}, {"move": "1-3", "mean": 0.6522262334536703, "se": 0.01626612109484931, "n": 831, "hindsight": 0.30505415162454874, "hindsight_se": 0.027537098492453983}, {"move": "0-4", "mean": 0.6462093862815884, "se": 0.016354664176618402, "n": 831, "hindsight": 0.19494584837545126, "hindsight_se": 0.023150163067828352}, {"move": "2-4", "mean": 0.6389891696750902, "se": 0.016474399572515105, "n": 831, "hindsight": 0.13176895306859207, "hindsight_se": 0.020117257251068322}, {"move": "0-1", "mean": 0.6089049338146811, "se": 0.01663629829329531, "n": 831, "hindsight": 0.2581227436823105, "hindsight_se": 0.025392390645185232}], "best": "4-6", "loss": -0.0006016847172081829, "loss_se": 0.014881634152178256, "hindsight_best": "1-3", "hindsight_loss": 0.13357400722021662, "gain": 0.03575726319408623, "open": {"status": "solved", "moves": [{"move": "0-1", "value": -1.0, "margin": -9}, {"move": "1-3", "value": -1.0, "margin": null}, {"move": "0-4", "value": -1.0, "margin": null}, {"move": "2-4", "value": -1.0, "margin": null}, {"move": "3-4", "value": -1.0, "margin": -10}, {"move": "3-6", "value": -1.0, "margin": null}, {"move": "4-6", "value": -1.0, "margin": null}], "best": "0-1", "nodes": 5171}}, {"step": 1, "deal": 1, "seat": 1, "move": "4-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@R", "mean": 0.5324909747292419, "se": 0.029649317942546008, "n": 277, "hindsight": 0.8104693140794224, "hindsight_se": 0.022088076036220688}, {"move": "4-5@R", "mean": 0.5108303249097473, "se": 0.02937450906631325, "n": 277, "hindsight": 0.8339350180505415, "hindsight_se": 0.021957818691384964}], "best": "4-4@R", "loss": -0.019855595667870037, "loss_se": 0.024962901953018382, "hindsight_best": "4-5@R", "hindsight_loss": 0.0, "gain": -0.010830324909747335, "open": {"status": "solved", "moves": [{"move": "4-4@R", "value": 1.0, "margin": 10}, {"move": "4-5@R", "value": 1.0, "margin": 19}], "best": "4-4@R", "nodes": 2188}}, {"step": 2, "deal": 1, "seat": 0, "move": "3-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@L", "mean": 0.7292418772563177, "se": 0.026377485407803023, "n": 277, "hindsight": 0.16606498194945848, "hindsight_se": 0.022400132935001545}, {"move": "1-3@L", "mean": 0.6064981949458483, "se": 0.02884446444992053, "n": 277, "hindsight": 0.11732851985559567, "hindsight_se": 0.01806034892882253}], "best": "3-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@L", "hindsight_loss": 0.0, "gain": 0.06137184115523475, "open": {"status": "solved", "moves": [{"move": "1-3@L", "value": -1.0, "margin": -19}, {"move": "3-6@L", "value": -1.0, "margin": -12}], "best": "1-3@L", "nodes": 1122}}, {"step": 3, "deal": 1, "seat": 1, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@L", "mean": 0.555956678700361, "se": 0.02913197550027704, "n": 277, "hindsight": 0.9530685920577617, "hindsight_se": 0.012730320261178223}, {"move": "1-5@R", "mean": 0.4314079422382672, "se": 0.02931416447514285, "n": 277, "hindsight": 0.7942238267148014, "hindsight_se": 0.024334053478024812}, {"move": "2-5@R", "mean": 0.4314079422382672, "se": 0.029425504076391433, "n": 277, "hindsight": 0.5631768953068592, "hindsight_se": 0.02985524739031493}, {"move": "5-6@R", "mean": 0.3989169675090253, "se": 0.028744840025726318, "n": 277, "hindsight": 0.740072202166065, "hindsight_se": 0.0264003004036444}], "best": "5-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-6@L", "hindsight_loss": 0.0, "gain": 0.10153429602888087, "open": {"status": "solved", "moves": [{"move": "5-6@L", "value": 1.0, "margin": 12}, {"move": "5-6@R", "value": 1.0, "margin": null}, {"move": "1-5@R", "value": -1.0, "margin": null}, {"move": "2-5@R", "value": -1.0, "margin": null}], "best": "5-6@L", "nodes": 367}}, {"step": 4, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 1, "move": "1-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@R", "mean": 0.6931407942238267, "se": 0.027404740885720175, "n": 277, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@L", "mean": 0.6823104693140795, "se": 0.027553812709424107, "n": 277, "hindsight": 0.9494584837545126, "hindsight_se": 0.013185833331880828}, {"move": "2-5@R", "mean": 0.6678700361010831, "se": 0.02800132557191877, "n": 277, "hindsight": 0.9422382671480144, "hindsight_se": 0.014042548577206116}, {"move": "1-5@L", "mean": 0.6588447653429603, "se": 0.027782507303925653, "n": 277, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-5@R", "loss": -0.03790613718411552, "loss_se": 0.022103569881145837, "hindsight_best": "1-5@R", "hindsight_loss": 0.0, "gain": 0.017599277978339267, "open": {"status": "solved", "moves": [{"move": "1-5@L", "value": 1.0, "margin": 12}, {"move": "2-5@L", "value": 1.0, "margin": null}, {"move": "1-5@R", "value": 1.0, "margin": 12}, {"move": "2-5@R", "value": 1.0, "margin": null}], "best": "1-5@L", "nodes": 422}}, {"step": 6, "deal": 1, "seat": 0, "move": "0-1@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@R", "mean": 0.44404332129963897, "se": 0.028793260369863218, "n": 277, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@R", "mean": 0.351985559566787, "se": 0.027998374269423868, "n": 277, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-1@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@R", "hindsight_loss": 0.0, "gain": 0.04602888086642598, "open": {"status": "solved", "moves": [{"move": "0-1@R", "value": -1.0, "margin": -12}, {"move": "1-3@R", "value": -1.0, "margin": null}], "best": "0-1@R", "nodes": 191}}, {"step": 7, "deal": 1, "seat": 1, "move": "0-0@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@R", "mean": 0.6335740072202166, "se": 0.028490733359555716, "n": 277, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@L", "mean": 0.5794223826714802, "se": 0.028990205314025762, "n": 277, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-0@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@R", "hindsight_loss": 0.0, "gain": 0.027075812274368283, "open": {"status": "solved", "moves": [{"move": "2-5@L", "value": 1.0, "margin": 12}, {"move": "0-0@R", "value": 1.0, "margin": 2}], "best": "2-5@L", "nodes": 222}}, {"step": 8, "deal": 1, "seat": 0, "move": "0-4@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "4-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@R", "mean": 0.868231046931408, "se": 0.020117257251068322, "n": 277, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@L", "mean": 0.6967509025270758, "se": 0.02731153601753929, "n": 277, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-4@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@R", "hindsight_loss": 0.0, "gain": 0.08574007220216606, "open": {"status": "solved", "moves": [{"move": "2-5@L", "value": 1.0, "margin": 2}, {"move": "4-4@R", "value": 1.0, "margin": 12}], "best": "2-5@L", "nodes": 86}}, {"step": 10, "deal": 1, "seat": 0, "move": "2-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@R", "mean": 0.11010830324909747, "se": 0.017491877894429072, "n": 277, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-4@R", "mean": 0.07942238267148015, "se": 0.015451449347591458, "n": 277, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@R", "loss": -0.0018050541516245488, "loss_se": 0.012396749565605604, "hindsight_best": "2-4@R", "hindsight_loss": 0.0, "gain": -0.01534296028880866, "open": {"status": "solved", "moves": [{"move": "2-4@R", "value": -1.0, "margin": -12}, {"move": "4-6@R", "value": -1.0, "margin": null}], "best": "2-4@R", "nodes": 18}}, {"step": 11, "deal": 1, "seat": 1, "move": "2-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@R", "mean": 1.0, "se": 0.0, "n": 277, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@L", "mean": 0.779783393501805, "se": 0.024943505204487258, "n": 277, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@R", "hindsight_loss": 0.0, "gain": 0.11010830324909748, "open": {"status": "solved", "moves": [{"move": "2-5@L", "value": 1.0, "margin": 12}, {"move": "2-5@R", "value": 1.0, "margin": 12}], "best": "2-5@L", "nodes": 12}}, {"step": 12, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 13, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.5615942028985508, 0.6949458483754513, 0.7028985507246377, 0.7292418772563177, 0.38405797101449274, 0.4746376811594203, 0.42028985507246375, 0.44404332129963897, 0.34782608695652173, 0.286231884057971, 0.11231884057971014, 0.07942238267148015, 0.0, 0.0, 0.0], [0.4782608695652174, 0.5144927536231884, 0.5108303249097473, 0.4492753623188406, 0.555956678700361, 0.75, 0.6931407942238267, 0.6847826086956522, 0.6335740072202166, 0.7355072463768116, 0.868231046931408, 0.8768115942028986, 1.0, 1.0, 1.0]], "curve_se": [[0.04192201410793222, 0.015649461586706537, 0.03870240092403825, 0.026377485407803023, 0.040260528594542044, 0.041563915547508636, 0.041220143149933636, 0.028793260369863218, 0.04003618102512048, 0.03775112717339791, 0.025722458535486697, 0.015451449347591458, 0.0, 0.0, 0.0], [0.04236651185810483, 0.04238912300976957, 0.02937450906631325, 0.04123408850465454, 0.02913197550027704, 0.036815619284978854, 0.027404740885720175, 0.03919077473330423, 0.028490733359555716, 0.037506665363951704, 0.020117257251068322, 0.028078750371765618, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": -0.0024067388688327317, "given_away_se": 0.019368594033424856, "inaccuracies": 0, "mistakes": 0, "start": 0.5615942028985508, "result": 0.0, "own": 0.1278150249269383, "luck": -0.6894092278254891, "dealt": 0.2028985507246377}, {"seat": 1, "decisions": 7, "choices": 6, "given_away": -0.05776173285198556, "given_away_se": 0.03334237957025123, "inaccuracies": 0, "mistakes": 0, "start": 0.4782608695652174, "result": 1.0, "own": 0.3312274368231046, "luck": 0.19051169361167797, "dealt": 0.7789855072463768}], "chance": [[0.5615942028985508, 0.6949458483754513, 0.7028985507246377, 0.7292418772563177, 0.38405797101449274, 0.4746376811594203, 0.42028985507246375, 0.44404332129963897, 0.34782608695652173, 0.286231884057971, 0.11231884057971014, 0.07942238267148015, 0.0, 0.0, 0.0], [0.4782608695652174, 0.5144927536231884, 0.5108303249097473, 0.4492753623188406, 0.555956678700361, 0.75, 0.6931407942238267, 0.6847826086956522, 0.6335740072202166, 0.7355072463768116, 0.868231046931408, 0.8768115942028986, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": -0.0024067388688327317, "given_away_se": 0.019368594033424856, "inaccuracies": 0, "mistakes": 0, "start": 0.5615942028985508, "result": 0.0, "own": 0.1278150249269383, "luck": -0.6894092278254891, "dealt": 0.2028985507246377}, {"seat": 1, "decisions": 7, "choices": 6, "given_away": -0.05776173285198556, "given_away_se": 0.03334237957025123, "inaccuracies": 0, "mistakes": 0, "start": 0.4782608695652174, "result": 1.0, "own": 0.3312274368231046, "luck": 0.19051169361167797, "dealt": 0.7789855072463768}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('9Pgg5X6Z', '2026-12-07 18:16:13.432695+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "draw", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 111, "budget": 1.0, "seconds": 0.373, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "6-6", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6", "mean": 0.6936936936936937, "se": 0.0439506699735152, "n": 111, "hindsight": 0.7477477477477478, "hindsight_se": 0.0414093811819494}, {"move": "0-1", "mean": 0.5675675675675675, "se": 0.04723583229758394, "n": 111, "hindsight": 0.527027027027027, "hindsight_se": 0.04738788563621682}, {"move": "1-6", "mean": 0.5405405405405406, "se": 0.047083287912164595, "n": 111, "hindsight": 0.5315315315315315, "hindsight_se": 0.047578238199572256}, {"move": "0-5", "mean": 0.5135135135135135, "se": 0.04765571461988584, "n": 111, "hindsight": 0.4774774774774775, "hindsight_se": 0.047624739176496234}, {"move": "2-5", "mean": 0.509009009009009, "se": 0.04745012553910238, "n": 111, "hindsight": 0.5945945945945946, "hindsight_se": 0.046812183988348036}, {"move": "2-4", "mean": 0.4774774774774775, "se": 0.047624739176496234, "n": 111, "hindsight": 0.6396396396396397, "hindsight_se": 0.045776211670703094}, {"move": "4-5", "mean": 0.46396396396396394, "se": 0.04733335858611165, "n": 111, "hindsight": 0.5405405405405406, "hindsight_se": 0.04751616610765041}], "best": "6-6", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6", "hindsight_loss": 0.0, "gain": 0.15572715572715568, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 1, "deal": 1, "seat": 1, "move": "4-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.5202702702702703, "se": 0.0335300898172678, "n": 222, "hindsight": 0.21621621621621623, "hindsight_se": 0.03925056618715648}, {"move": "4-6@R", "mean": 0.509009009009009, "se": 0.03362817969333487, "n": 222, "hindsight": 0.21621621621621623, "hindsight_se": 0.03925056618715648}], "best": "4-6@L", "loss": -0.04279279279279279, "loss_se": 0.029203924316374138, "hindsight_best": "4-6@L", "hindsight_loss": 0.0, "gain": 0.005630630630630629, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "1-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-6@R", "mean": 0.6936936936936937, "se": 0.0439506699735152, "n": 111, "hindsight": 0.7837837837837838, "hindsight_se": 0.03925056618715648}, {"move": "2-4@L", "mean": 0.6621621621621622, "se": 0.04486861435049108, "n": 111, "hindsight": 0.8648648648648649, "hindsight_se": 0.0325958210354339}, {"move": "4-5@L", "mean": 0.6576576576576577, "se": 0.045241178244232, "n": 111, "hindsight": 0.8108108108108109, "hindsight_se": 0.03734320430852743}], "best": "1-6@R", "loss": -0.06306306306306306, "loss_se": 0.04103349399811788, "hindsight_best": "2-4@L", "hindsight_loss": 0.08108108108108114, "gain": 0.022522522522522515, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 0.5405405405405406, "se": 0.0271848570073686, "n": 333, "hindsight": 0.25675675675675674, "hindsight_se": 0.0414049264047667}, {"move": "1-2@R", "mean": 0.49099099099099097, "se": 0.027395369794226618, "n": 333, "hindsight": 0.24324324324324326, "hindsight_se": 0.04090743073860916}, {"move": "1-5@R", "mean": 0.46996996996997, "se": 0.02726741430101289, "n": 333, "hindsight": 0.14414414414414414, "hindsight_se": 0.03348902260484991}, {"move": "1-4@R", "mean": 0.44894894894894893, "se": 0.027089768020863235, "n": 333, "hindsight": 0.08108108108108109, "hindsight_se": 0.026025676023322574}], "best": "1-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.0, "gain": 0.05292792792792794, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@R", "mean": 0.5765765765765766, "se": 0.027033810068174614, "n": 333, "hindsight": 0.7747747747747747, "hindsight_se": 0.039829046407167334}, {"move": "0-1@L", "mean": 0.5690690690690691, "se": 0.02713635320936766, "n": 333, "hindsight": 0.7027027027027027, "hindsight_se": 0.04357977161242459}], "best": "0-1@R", "loss": -0.016516516516516516, "loss_se": 0.025899491648214673, "hindsight_best": "0-1@R", "hindsight_loss": 0.072072072072072, "gain": -0.0037537537537537524, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 5, "deal": 1, "seat": 1, "move": "0-0@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@L", "mean": 0.5405405405405406, "se": 0.04751616610765041, "n": 111, "hindsight": 0.3063063063063063, "hindsight_se": 0.0439506699735152}, {"move": "1-2@R", "mean": 0.481981981981982, "se": 0.04742679514735892, "n": 111, "hindsight": 0.17117117117117117, "hindsight_se": 0.03591297579263476}, {"move": "1-5@R", "mean": 0.45495495495495497, "se": 0.04726315994366376, "n": 111, "hindsight": 0.16216216216216217, "hindsight_se": 0.03514458387408102}, {"move": "0-2@L", "mean": 0.43243243243243246, "se": 0.04723583229758394, "n": 111, "hindsight": 0.21621621621621623, "hindsight_se": 0.03925056618715648}], "best": "0-0@L", "loss": -0.09009009009009009, "loss_se": 0.04156943521668487, "hindsight_best": "0-0@L", "hindsight_loss": 0.0, "gain": 0.06306306306306309, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 6, "deal": 1, "seat": 0, "move": "0-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "1-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@L", "mean": 0.6981981981981982, "se": 0.043533187129187634, "n": 111, "hindsight": 0.8423423423423423, "hindsight_se": 0.03445015745937181}, {"move": "1-2@R", "mean": 0.5225225225225225, "se": 0.047624739176496234, "n": 111, "hindsight": 0.2072072072072072, "hindsight_se": 0.03864434340455354}, {"move": "1-5@R", "mean": 0.4774774774774775, "se": 0.047624739176496234, "n": 111, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-5@L", "hindsight_loss": 0.0, "gain": 0.13213213213213215, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 8, "deal": 1, "seat": 0, "move": "1-1@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@L", "mean": 0.15315315315315314, "se": 0.03433753112748365, "n": 111, "hindsight": 0.20270270270270271, "hindsight_se": 0.038062396710410104}, {"move": "1-1@R", "mean": 0.15315315315315314, "se": 0.03433753112748365, "n": 111, "hindsight": 0.20270270270270271, "hindsight_se": 0.038062396710410104}], "best": "1-1@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@R", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 9, "deal": 1, "seat": 1, "move": "1-2@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@L", "mean": 0.8862612612612613, "se": 0.014957656476463122, "n": 444, "hindsight": 0.7522522522522522, "hindsight_se": 0.04091193968662381}, {"move": "1-2@R", "mean": 0.8558558558558559, "se": 0.016457636393297517, "n": 444, "hindsight": 0.7612612612612613, "hindsight_se": 0.04039467799238396}], "best": "1-2@L", "loss": 0.030405405405405407, "loss_se": 0.018843314496802394, "hindsight_best": "1-2@R", "hindsight_loss": 0.0, "gain": -0.015202702702702742, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 1230}}, {"step": 10, "deal": 1, "seat": 0, "move": "2-2@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@R", "mean": 0.17117117117117117, "se": 0.03591297579263476, "n": 111, "hindsight": 0.14414414414414414, "hindsight_se": 0.03348902260484991}, {"move": "2-5@R", "mean": 0.16216216216216217, "se": 0.03514458387408102, "n": 111, "hindsight": 0.21171171171171171, "hindsight_se": 0.037613899942169286}, {"move": "2-6@R", "mean": 0.13963963963963963, "se": 0.032736990258268865, "n": 111, "hindsight": 0.17117117117117117, "hindsight_se": 0.03475401773007387}, {"move": "2-4@R", "mean": 0.07207207207207207, "se": 0.024657229900322635, "n": 111, "hindsight": 0.3063063063063063, "hindsight_se": 0.0439506699735152}], "best": "2-2@R", "loss": -0.06306306306306306, "loss_se": 0.042983110560937066, "hindsight_best": "2-4@R", "hindsight_loss": 0.16216216216216214, "gain": 0.034909909909909914, "open": {"status": "solved", "moves": [{"move": "2-2@R", "value": -1.0, "margin": -22}, {"move": "2-4@R", "value": -1.0, "margin": null}, {"move": "2-5@R", "value": -1.0, "margin": null}, {"move": "2-6@R", "value": -1.0, "margin": null}], "best": "2-2@R", "nodes": 11357}}, {"step": 11, "deal": 1, "seat": 1, "move": "0-2@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@R", "mean": 0.8963963963963963, "se": 0.02870186003977296, "n": 111, "hindsight": 0.8828828828828829, "hindsight_se": 0.030659522915592652}, {"move": "0-2@R", "mean": 0.8738738738738738, "se": 0.03165414326385362, "n": 111, "hindsight": 0.8288288288288288, "hindsight_se": 0.03591297579263476}], "best": "2-3@R", "loss": -0.018018018018018018, "loss_se": 0.028566579506446223, "hindsight_best": "2-3@R", "hindsight_loss": 0.05405405405405406, "gain": -0.011261261261261257, "open": {"status": "solved", "moves": [{"move": "0-2@R", "value": 1.0, "margin": 22}, {"move": "2-3@R", "value": 1.0, "margin": null}], "best": "0-2@R", "nodes": 7710}}, {"step": 12, "deal": 1, "seat": 0, "move": "0-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 13, "deal": 1, "seat": 1, "move": "1-3@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 14, "deal": 1, "seat": 0, "move": "3-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@L", "mean": 0.32882882882882886, "se": 0.044563354075215965, "n": 111, "hindsight": 0.1891891891891892, "hindsight_se": 0.037343204308527424}, {"move": "2-6@R", "mean": 0.2747747747747748, "se": 0.04232142651724412, "n": 111, "hindsight": 0.18018018018018017, "hindsight_se": 0.03664513893725978}, {"move": "5-6@R", "mean": 0.26126126126126126, "se": 0.041887708614323976, "n": 111, "hindsight": 0.16216216216216217, "hindsight_se": 0.03514458387408102}], "best": "3-3@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-3@L", "hindsight_loss": 0.0, "gain": 0.04054054054054057, "open": {"status": "solved", "moves": [{"move": "3-3@L", "value": -1.0, "margin": -22}, {"move": "2-6@R", "value": -1.0, "margin": null}, {"move": "5-6@R", "value": -1.0, "margin": null}], "best": "3-3@L", "nodes": 2846}}, {"step": 15, "deal": 1, "seat": 1, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@L", "mean": 0.8333333333333334, "se": 0.03524416607257493, "n": 111, "hindsight": 0.8918918918918919, "hindsight_se": 0.02960662473000898}, {"move": "3-4@L", "mean": 0.8288288288288288, "se": 0.03591297579263476, "n": 111, "hindsight": 0.8108108108108109, "hindsight_se": 0.03734320430852743}, {"move": "2-3@L", "mean": 0.7927927927927928, "se": 0.03864434340455354, "n": 111, "hindsight": 0.6576576576576577, "hindsight_se": 0.045241178244232}, {"move": "3-5@L", "mean": 0.7657657657657657, "se": 0.04038097636567093, "n": 111, "hindsight": 0.5495495495495496, "hindsight_se": 0.047438461777476106}], "best": "0-3@L", "loss": -0.02702702702702703, "loss_se": 0.02990418622400237, "hindsight_best": "0-3@L", "hindsight_loss": 0.0, "gain": 0.028153153153153254, "open": {"status": "solved", "moves": [{"move": "0-3@L", "value": 1.0, "margin": 22}, {"move": "2-3@L", "value": 1.0, "margin": null}, {"move": "3-4@L", "value": 1.0, "margin": null}, {"move": "3-5@L", "value": 1.0, "margin": null}], "best": "0-3@L", "nodes": 1312}}, {"step": 16, "deal": 1, "seat": 0, "move": "5-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@R", "mean": 0.25, "se": 0.029039984439766367, "n": 222, "hindsight": 0.07207207207207207, "hindsight_se": 0.024657229900322635}, {"move": "2-6@R", "mean": 0.19369369369369369, "se": 0.026583467689063965, "n": 222, "hindsight": 0.10810810810810811, "hindsight_se": 0.02960662473000898}], "best": "5-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@R", "hindsight_loss": 0.03603603603603604, "gain": 0.028153153153153143, "open": {"status": "solved", "moves": [{"move": "2-6@R", "value": -1.0, "margin": -22}, {"move": "5-6@R", "value": -1.0, "margin": -26}], "best": "2-6@R", "nodes": 367}}, {"step": 17, "deal": 1, "seat": 1, "move": "3-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 18, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 19, "deal": 1, "seat": 1, "move": "3-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@R", "mean": 1.0, "se": 0.0, "n": 111, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@R", "mean": 0.8198198198198198, "se": 0.03664513893725978, "n": 111, "hindsight": 0.8198198198198198, "hindsight_se": 0.03664513893725978}], "best": "3-4@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-4@R", "hindsight_loss": 0.0, "gain": 0.09009009009009006, "open": {"status": "solved", "moves": [{"move": "2-3@R", "value": 1.0, "margin": 26}, {"move": "3-4@R", "value": 1.0, "margin": 26}], "best": "2-3@R", "nodes": 114}}, {"step": 20, "deal": 1, "seat": 0, "move": "4-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@R", "mean": 0.22072072072072071, "se": 0.039283449199723014, "n": 111, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-4@R", "mean": 0.10810810810810811, "se": 0.028906784445066495, "n": 111, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@R", "hindsight_loss": 0.0, "gain": 0.056306306306306314, "open": {"status": "solved", "moves": [{"move": "2-4@R", "value": -1.0, "margin": -26}, {"move": "4-5@R", "value": -1.0, "margin": -16}], "best": "2-4@R", "nodes": 49}}, {"step": 21, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 1, "seat": 0, "move": "2-5@R", "kind": "play", "verdict": "mistake", "moves": [{"move": "5-5@R", "mean": 0.40540540540540543, "se": 0.046812183988348036, "n": 111, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-5@R", "mean": 0.0, "se": 0.0, "n": 111, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-5@R", "loss": 0.40540540540540543, "loss_se": 0.046812183988348036, "hindsight_best": "2-5@R", "hindsight_loss": 0.0, "gain": -0.20270270270270271, "open": {"status": "solved", "moves": [{"move": "2-5@R", "value": -1.0, "margin": -16}, {"move": "5-5@R", "value": -1.0, "margin": null}], "best": "2-5@R", "nodes": 16}}, {"step": 23, "deal": 1, "seat": 1, "move": "2-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 24, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 25, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.5818181818181818, 0.6936936936936937, 0.6363636363636364, 0.6936936936936937, 0.6909090909090909, 0.5690690690690691, 0.7090909090909091, 0.5454545454545454, 0.10909090909090909, 0.15315315315315314, 0.12727272727272726, 0.17117117117117117, 0.12727272727272726, 0.23636363636363636, 0.20909090909090908, 0.32882882882882886, 0.18181818181818182, 0.25, 0.14545454545454545, 0.16363636363636364, 0.21818181818181817, 0.22072072072072071, 0.2727272727272727, 0.0, 0.0, 0.0, 0.0], [0.6181818181818182, 0.5818181818181818, 0.5202702702702703, 0.5636363636363636, 0.5405405405405406, 0.5181818181818182, 0.5405405405405406, 0.5636363636363636, 0.6981981981981982, 0.9090909090909091, 0.8558558558558559, 0.8727272727272727, 0.8738738738738738, 0.7818181818181819, 0.8090909090909091, 0.8, 0.8333333333333334, 0.7818181818181819, 0.8181818181818182, 0.9090909090909091, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]], "curve_se": [[0.06712423323570162, 0.0439506699735152, 0.06546202725664504, 0.0439506699735152, 0.06288639360110457, 0.02713635320936766, 0.061806297134457996, 0.06775963568181181, 0.04242424242424242, 0.03433753112748365, 0.04535342286998717, 0.03591297579263476, 0.04535342286998717, 0.05781449705557247, 0.05457350569389939, 0.044563354075215965, 0.05248638810814779, 0.029039984439766367, 0.04618934692999465, 0.050343174926776216, 0.05620374845754972, 0.039283449199723014, 0.06060606060606061, 0.0, 0.0, 0.0, 0.0], [0.06611340675536796, 0.06585827601092137, 0.0335300898172678, 0.06748805288278814, 0.0271848570073686, 0.06737457028546381, 0.04751616610765041, 0.06748805288278814, 0.043533187129187634, 0.03912104390108502, 0.016457636393297517, 0.04535342286998717, 0.03165414326385362, 0.05620374845754972, 0.0526901064878585, 0.05443310539518174, 0.03524416607257493, 0.05620374845754972, 0.0524863881081478, 0.03912104390108502, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 13, "choices": 9, "given_away": 0.2627627627627628, "given_away_se": 0.07995911242993012, "inaccuracies": 0, "mistakes": 1, "start": 0.5818181818181818, "result": 0.0, "own": 0.13170313170313167, "luck": -0.7135213135213134, "dealt": 0.6909090909090909}, {"seat": 1, "decisions": 13, "choices": 8, "given_away": -0.14752252252252251, "given_away_se": 0.06816353467473646, "inaccuracies": 0, "mistakes": 0, "start": 0.6181818181818182, "result": 1.0, "own": 0.3455330330330331, "luck": 0.03628514878514871, "dealt": 0.37272727272727274}], "chance": [[0.5818181818181818, 0.6936936936936937, 0.6363636363636364, 0.6936936936936937, 0.6909090909090909, 0.5690690690690691, 0.7090909090909091, 0.5454545454545454, 0.10909090909090909, 0.15315315315315314, 0.12727272727272726, 0.17117117117117117, 0.12727272727272726, 0.23636363636363636, 0.20909090909090908, 0.32882882882882886, 0.18181818181818182, 0.25, 0.14545454545454545, 0.16363636363636364, 0.21818181818181817, 0.22072072072072071, 0.2727272727272727, 0.0, 0.0, 0.0, 0.0], [0.6181818181818182, 0.5818181818181818, 0.5202702702702703, 0.5636363636363636, 0.5405405405405406, 0.5181818181818182, 0.5405405405405406, 0.5636363636363636, 0.6981981981981982, 0.9090909090909091, 0.8558558558558559, 0.8727272727272727, 0.8738738738738738, 0.7818181818181819, 0.8090909090909091, 0.8, 0.8333333333333334, 0.7818181818181819, 0.8181818181818182, 0.9090909090909091, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 13, "choices": 9, "given_away": 0.2627627627627628, "given_away_se": 0.07995911242993012, "inaccuracies": 0, "mistakes": 1, "start": 0.5818181818181818, "result": 0.0, "own": 0.13170313170313167, "luck": -0.7135213135213134, "dealt": 0.6909090909090909}, {"seat": 1, "decisions": 13, "choices": 8, "given_away": -0.14752252252252251, "given_away_se": 0.06816353467473646, "inaccuracies": 0, "mistakes": 0, "start": 0.6181818181818182, "result": 1.0, "own": 0.3455330330330331, "luck": 0.03628514878514871, "dealt": 0.37272727272727274}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');


--
-- Data for Name: api_tokens; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: blocks; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.blocks VALUES (1, 3, 1796667372.9446344);


--
-- Data for Name: challenges; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.challenges VALUES ('VY2zXibwJjHBYdLh', 1, 2, '{"variant":"block","players":2,"options":{},"seats":[{"kind":"human"},{"kind":"human"}],"timer":null,"name":"","rated":false}', 1796667372.9525702, 1796667972.9525702, 'open', NULL, NULL);


--
-- Data for Name: chat_lines; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.chat_lines VALUES (1, 'Kb3N7fVh', 0, 1, 'fixture free text', 1796667371.8197248);


--
-- Data for Name: chat_reports; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.chat_reports VALUES (1, 1, 'Kb3N7fVh', 0, 1, 'fixture free text', 1796667371.8197248, 2, 1796667372.9791727);


--
-- Data for Name: follows; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.follows VALUES (1, 2, 1796667372.9365551);


--
-- Data for Name: leases; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: rating_changes; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.rating_changes VALUES ('QnibxZGA', 0, 1, 'block', 1500, 500, 1414.0925418676334, 485.87253012168327, 1796667370.8069952);


--
-- Data for Name: ratings; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.ratings VALUES (1, 'block', 1414.0925418676334, 485.87253012168327, 1);


--
-- Data for Name: seats; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.seats VALUES ('NXUJcJmT', 0, 'human', NULL, '5426e0f1b2b2178d473dffb8a7a613aa44adccb50acafa14b805f10f304c8847', false);
INSERT INTO __SCHEMA__.seats VALUES ('NXUJcJmT', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('TxPZ29Xb', 2, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('TxPZ29Xb', 3, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('TxPZ29Xb', 4, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('TxPZ29Xb', 0, 'human', NULL, '61f3dddc0f6428881080aeb7d14dce5534429bd0bca0e4fb4c256a77fa360e37', true);
INSERT INTO __SCHEMA__.seats VALUES ('TxPZ29Xb', 1, 'human', NULL, '9250c272a6614db3570d76348b23af5f5da752beeca863db07ebb3b15a94fd8b', true);
INSERT INTO __SCHEMA__.seats VALUES ('aBOD9Wlo', 2, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('aBOD9Wlo', 3, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('aBOD9Wlo', 4, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('aBOD9Wlo', 0, 'human', NULL, '7fb6e034080efacc0275b79e43c0ec53dbb932895574e43aa640dff47785292b', true);
INSERT INTO __SCHEMA__.seats VALUES ('aBOD9Wlo', 1, 'human', NULL, '842aa50029b719b113244c05d303134a223d9edf66b95c9a87fb795fe9eef089', true);
INSERT INTO __SCHEMA__.seats VALUES ('vcdnQsdk', 0, 'human', NULL, '2ac4a6bdb014d22f122233bdd60993de657bc21657c4ea835f9f585ac7e3c2ea', true);
INSERT INTO __SCHEMA__.seats VALUES ('vcdnQsdk', 1, 'human', NULL, '572d84d782ba83dbc7897d5883c9a5ca092b02f4e184abdd209d4ca4a7391266', true);
INSERT INTO __SCHEMA__.seats VALUES ('saRg7ekO', 0, 'human', NULL, 'ec42bc293ed22cb8d587e617ec9afaafbef35919255c628410707e05353b0126', true);
INSERT INTO __SCHEMA__.seats VALUES ('saRg7ekO', 1, 'human', NULL, '4b2246e15eabc5b8e965f44e977ae5115d9e8dbb75b0b1e7d438b026615cc9f9', true);
INSERT INTO __SCHEMA__.seats VALUES ('xi_fwvIE', 0, 'human', NULL, 'c3f5d1b921e17cda691d09f2c22090e35d2d204e1275106eba157ab1458e6dfc', true);
INSERT INTO __SCHEMA__.seats VALUES ('xi_fwvIE', 1, 'human', NULL, '96d6cf51c6c7f15b244d229f1bbd4d09fa9d50559f4beb012ca345f782f98f3f', true);
INSERT INTO __SCHEMA__.seats VALUES ('t_HIE4NY', 0, 'human', NULL, 'b344760e92584bc64b2f1cd67346ebe65f8299b28e8cf0c36d6b50e513599387', true);
INSERT INTO __SCHEMA__.seats VALUES ('t_HIE4NY', 1, 'human', NULL, '2152fdcc487719e9693d21c90b350a94a1100c553f9d41357e432724222aed53', true);
INSERT INTO __SCHEMA__.seats VALUES ('4KXR3MJ6', 0, 'human', NULL, '82a3e169ac6211e898ae0f2ef5c8b7b1b5db9b9cd20d1419b888f0d82f60a7c4', true);
INSERT INTO __SCHEMA__.seats VALUES ('4KXR3MJ6', 1, 'human', NULL, '2be279e569aac0778c6d2f05da927ef9a769629f3c7f30cf4dbd318bc4436b19', true);
INSERT INTO __SCHEMA__.seats VALUES ('ohfVhE6i', 0, 'human', NULL, '877ebc7dcbd2927880d2ec0ffb8faf775e65014f8f133cc8c78532f05d41b517', true);
INSERT INTO __SCHEMA__.seats VALUES ('ohfVhE6i', 1, 'human', NULL, '114a49ef6a4d58d4c4fcc2ae38aa45f2e036dbdf874854005280ad70906afa05', true);
INSERT INTO __SCHEMA__.seats VALUES ('uYdyXiTv', 0, 'human', NULL, '04bd5305a6bfa066da4be4fcfc68774958e3c261638a574633c00ee0629e3eba', true);
INSERT INTO __SCHEMA__.seats VALUES ('uYdyXiTv', 1, 'human', NULL, 'b9f9ee8c0c8ea3e3be768c97b0296b4c8ad701eb6a0f0c06af5f67dcc2cf43b2', true);
INSERT INTO __SCHEMA__.seats VALUES ('Wt4m4yAu', 0, 'human', NULL, 'eb9841821a884b98868b3f89784b7c989093a6f34b4a8b516fdd4291c3e6c327', true);
INSERT INTO __SCHEMA__.seats VALUES ('Wt4m4yAu', 1, 'human', NULL, 'cff84e24e24b908d5ef60d3a8e6f6122759d4bf833d8792dda6abf56ee4267bd', true);
INSERT INTO __SCHEMA__.seats VALUES ('nVZnk1IA', 0, 'human', NULL, 'ef68bb96752c26074aae7fc2b82795afd4517fb4b87ec8c9183dea84af0f72d9', true);
INSERT INTO __SCHEMA__.seats VALUES ('nVZnk1IA', 1, 'human', NULL, '98acbdf5f4a03dccbd246fbdcfb09daae8b7bdf49a291918608dabb6c9583092', true);
INSERT INTO __SCHEMA__.seats VALUES ('JKS108-J', 0, 'human', NULL, '8aaefa692a8af5ab162b5fce323a9094526eae3a6893ce20fa60c0ad8a499565', true);
INSERT INTO __SCHEMA__.seats VALUES ('JKS108-J', 1, 'human', NULL, '38e7ef363eb3dcb2a95cf0054de4e62efbe5df191d0a5660af1ebbfbd86dd5dc', true);
INSERT INTO __SCHEMA__.seats VALUES ('w4nB_HvF', 0, 'human', NULL, 'dca443c2163f1db440deaac0d4a3150df5f63a042eb1ffd134ec7827a29d7fcb', true);
INSERT INTO __SCHEMA__.seats VALUES ('w4nB_HvF', 1, 'human', NULL, '9e527c5d61c2e51d3d34192e2a5b2edb9f8b6e4eb37a2bb750fed5c8eb83b425', true);
INSERT INTO __SCHEMA__.seats VALUES ('Pw2tW0XE', 0, 'human', NULL, 'f96361442dbe198bf0a644c5c4b5e195c6c57544754cc7b09cae929d002f6537', true);
INSERT INTO __SCHEMA__.seats VALUES ('Pw2tW0XE', 1, 'human', NULL, 'eff82c39c6e585403d636266b9e003b08ea1fae71bcbf3a2538112466dd25ee9', true);
INSERT INTO __SCHEMA__.seats VALUES ('cwwaSNUe', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('cwwaSNUe', 0, 'human', NULL, '4f7edd0cd4b7db82133e58f2c1b0e46d5cb0e23a1c6961057c8fa44ba51c39ed', true);
INSERT INTO __SCHEMA__.seats VALUES ('EH3BLtyz', 2, 'human', NULL, '79881ef4d7c09a6bf28be0bc3a4560b684f411f38a67cd04e622202f1009206b', false);
INSERT INTO __SCHEMA__.seats VALUES ('EH3BLtyz', 0, 'human', NULL, 'dc066ffa00e5957c580b46f158431b2ce544ca148ca98d31857f3c77e16d1f93', true);
INSERT INTO __SCHEMA__.seats VALUES ('EH3BLtyz', 1, 'human', NULL, '566f3a996b82ee6c748da27e4b4999c480429f0c75c2df8d2def58284c942199', true);
INSERT INTO __SCHEMA__.seats VALUES ('oUu1RbwY', 0, 'human', NULL, 'c9ef634e6b37c7c594a06116988e163d3892ec8efa380da6258e3b39af469e88', true);
INSERT INTO __SCHEMA__.seats VALUES ('oUu1RbwY', 1, 'human', NULL, '107609085cd6a5d1d1a2d7f4313e7d7851e13a5cdc313af6be105dbe2a25ccab', true);
INSERT INTO __SCHEMA__.seats VALUES ('6vmJIE_W', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('6vmJIE_W', 0, 'human', NULL, '86fe4cdf220d0b6039041bac65c0f1153c1187b9e33e153c93438adadda59221', true);
INSERT INTO __SCHEMA__.seats VALUES ('vapf3xP4', 0, 'human', NULL, '78cbaad5d95862b5f795484d4cb3f9678ced2e30f88aa710f11b37fceec0ef09', false);
INSERT INTO __SCHEMA__.seats VALUES ('vapf3xP4', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('QnibxZGA', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('QnibxZGA', 0, 'human', NULL, 'aff3891e1b337f59f7a4780c081853e8cad85acd25791b694ed517a08f1b5c57', true);
INSERT INTO __SCHEMA__.seats VALUES ('Kb3N7fVh', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('Kb3N7fVh', 0, 'human', NULL, '86d56f523efaac4a661e6d656a32e0e4943428aeb81fc12cd42ff7e8af2dff52', true);
INSERT INTO __SCHEMA__.seats VALUES ('9Pgg5X6Z', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('9Pgg5X6Z', 0, 'human', NULL, 'b2de6ee65e9a58f380c26f43002120f2823496a58bb5c1b6e861064929da7cc6', true);
INSERT INTO __SCHEMA__.seats VALUES ('DEMspi0O', 0, 'human', NULL, '0ae0877229e5c0bcacefc10551642a01dd58978c5c4ff83c987a66e71ffbc5d4', false);
INSERT INTO __SCHEMA__.seats VALUES ('DEMspi0O', 1, 'human', NULL, 'b5765ef706f9131b01d99a6ba2fcc72cd3e134798265bd49a1f7e8bb93199e47', false);


--
-- Data for Name: seek_people; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: seeks; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.seeks VALUES ('sw62A74EakJEBmA1', 2, '{"variant":"block","players":2,"options":{},"seats":[{"kind":"human"},{"kind":"human"}],"timer":null,"name":"","rated":false,"pace":{"kind":"turn-based","hours":24}}', NULL, NULL, 1796667372.9717429, 1797272172.9717429, NULL, NULL, 'open', NULL, NULL);


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.sessions VALUES ('39ad6d9d858df9559e49eef5e4e464dfbe35f7cb43db92c54f13cd370e189e0b', 1, 1796667370.3421504, 1799259370.3421504);
INSERT INTO __SCHEMA__.sessions VALUES ('bf43fab61e7ccbdb2e9e7b8f3750da1ab26d9698ea0bf0394a458f9e738a0e0e', 2, 1796667370.474579, 1799259370.474579);
INSERT INTO __SCHEMA__.sessions VALUES ('6f05372b2883ac8d77f8c58c4390ed01f6f9dde7a3fa79949121985543bf4075', 3, 1796667372.9301448, 1799259372.9301448);


--
-- Data for Name: table_accounts; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.table_accounts VALUES ('Kb3N7fVh', 0, 1, '12ca17b49af2289436f303e0166030a21e525d266e209267433801a8fd4071a0', 1796667370.8620837, NULL, NULL, NULL);
INSERT INTO __SCHEMA__.table_accounts VALUES ('QnibxZGA', 0, 1, '12ca17b49af2289436f303e0166030a21e525d266e209267433801a8fd4071a0', 1796667370.4919224, '2026-12-07 18:16:10.806727+00', 4, 4);
INSERT INTO __SCHEMA__.table_accounts VALUES ('9Pgg5X6Z', 0, 2, NULL, 1796667372.7599082, '2026-12-07 18:16:12.706721+00', 8, 9);


--
-- Data for Name: tables; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.tables VALUES ('NXUJcJmT', '', 'maltese-cross', 2, '{}', 19, true, NULL, '2026-12-07 18:14:56.19813+00', '2026-12-07 18:14:57.426497+00', '{
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
', '{"id": "NXUJcJmT", "name": "", "variant": "maltese-cross", "players": 2, "options": {"target": 100}, "seed": 19, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "expired", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": false, "away_since": "2026-12-07T18:14:56+00:00", "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": null, "away_seconds": 60.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T18:14:56+00:00", "finished": "2026-12-07T18:14:57+00:00", "seq": 0}', false);
INSERT INTO __SCHEMA__.tables VALUES ('TxPZ29Xb', '', 'white-snake', 5, '{"max_deals": 2}', 100, true, NULL, '2026-12-07 18:15:03.826421+00', '2026-12-07 18:15:04.465228+00', '{
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
', '{"id": "TxPZ29Xb", "name": "", "variant": "white-snake", "players": 5, "options": {"max_deals": 2}, "seed": 100, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 2, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 3, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 4, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1, 2], "losers": [0, 3, 4], "ranking": [1, 2, 0, 3, 4], "rule": "WS-8", "scores": [0, 0, 0, 0, 0], "marks": [0, 0, 0, 0, 0], "tokens": [[], ["1-1"], ["2-2"], [], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T18:15:03+00:00", "finished": "2026-12-07T18:15:04+00:00", "seq": 60}', false);
INSERT INTO __SCHEMA__.tables VALUES ('aBOD9Wlo', '', 'white-snake', 5, '{}', 3152117045014375381, false, NULL, '2026-12-07 18:15:04.518329+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('vcdnQsdk', '', 'sausage', 2, '{"losses": 1}', 101, true, NULL, '2026-12-07 18:15:07.655737+00', '2026-12-07 18:15:08.824332+00', '{
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
', '{"id": "vcdnQsdk", "name": "", "variant": "sausage", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 101, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "SA-10", "scores": [0, 0], "marks": [1, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T18:15:07+00:00", "finished": "2026-12-07T18:15:08+00:00", "seq": 48}', false);
INSERT INTO __SCHEMA__.tables VALUES ('saRg7ekO', '', 'sausage', 2, '{}', 201, true, NULL, '2026-12-07 18:15:08.858516+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('xi_fwvIE', '', 'sausage-one-way', 2, '{"losses": 1}', 102, true, NULL, '2026-12-07 18:15:14.402749+00', '2026-12-07 18:15:15.920483+00', '{
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
', '{"id": "xi_fwvIE", "name": "", "variant": "sausage-one-way", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 102, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "SA-10", "scores": [0, 0], "marks": [0, 1], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T18:15:14+00:00", "finished": "2026-12-07T18:15:15+00:00", "seq": 63}', false);
INSERT INTO __SCHEMA__.tables VALUES ('t_HIE4NY', '', 'sausage-one-way', 2, '{}', 3701425082188679113, false, NULL, '2026-12-07 18:15:15.934967+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('ohfVhE6i', '', 'twins', 2, '{}', 203, true, NULL, '2026-12-07 18:15:22.902658+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('4KXR3MJ6', '', 'twins', 2, '{"target": 20}', 103, true, NULL, '2026-12-07 18:15:22.0963+00', '2026-12-07 18:15:22.864549+00', '{
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
', '{"id": "4KXR3MJ6", "name": "", "variant": "twins", "players": 2, "options": {"set": 6, "hand_size": null, "lead_double": null, "target": 20}, "seed": 103, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "TW-7", "scores": [0, 20], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T18:15:22+00:00", "finished": "2026-12-07T18:15:22+00:00", "seq": 30}', false);
INSERT INTO __SCHEMA__.tables VALUES ('uYdyXiTv', '', 'maltese-cross', 2, '{"target": 20}', 104, true, NULL, '2026-12-07 18:15:29.651497+00', '2026-12-07 18:15:30.144757+00', '{
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
', '{"id": "uYdyXiTv", "name": "", "variant": "maltese-cross", "players": 2, "options": {"target": 20}, "seed": 104, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "MC-8", "scores": [27, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T18:15:29+00:00", "finished": "2026-12-07T18:15:30+00:00", "seq": 17}', false);
INSERT INTO __SCHEMA__.tables VALUES ('Wt4m4yAu', '', 'maltese-cross', 2, '{}', 2145600175932782589, false, NULL, '2026-12-07 18:15:30.15577+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('JKS108-J', '', 'block', 2, '{}', 205, true, NULL, '2026-12-07 18:15:38.098587+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('cwwaSNUe', '', 'draw', 2, '{}', 7, true, NULL, '2026-12-07 18:15:55.073898+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('EH3BLtyz', '', 'block', 3, '{}', 11, true, 3600, '2026-12-07 18:15:56.64481+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('6vmJIE_W', '', 'block', 2, '{"target": 10}', 3620159684579110515, false, NULL, '2026-12-07 18:16:08.71235+00', '2026-12-07 18:16:09.122554+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "block",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 3620159684579110515,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["1-1", "0-2", "0-5", "2-5", "3-5", "3-6", "5-6"], ["0-0", "2-2", "1-3", "1-4", "3-4", "5-5", "1-6"]], "stock": [], "set_aside": ["0-1", "1-2", "0-3", "2-3", "3-3", "0-4", "2-4", "4-4", "1-5", "4-5", "0-6", "2-6", "4-6", "6-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "0-2"},
    {"event": "play", "seat": 1, "move": "2-2@R"},
    {"event": "play", "seat": 0, "move": "0-5@L"},
    {"event": "play", "seat": 1, "move": "5-5@L"},
    {"event": "play", "seat": 0, "move": "5-6@L"},
    {"event": "play", "seat": 1, "move": "1-6@L"},
    {"event": "play", "seat": 0, "move": "2-5@R"},
    {"event": "play", "seat": 1, "move": "1-4@L"},
    {"event": "play", "seat": 0, "move": "3-5@R"},
    {"event": "play", "seat": 1, "move": "3-4@L"},
    {"event": "play", "seat": 0, "move": "3-6@L"},
    {"event": "play", "seat": 1, "move": "1-3@R"},
    {"event": "play", "seat": 0, "move": "1-1@R"},
    {"event": "deal_end", "ending": "domino", "winners": [0], "losers": [1], "rule": "R-1", "pips": [0, 0], "points": [0, 0]},
    {"event": "deal", "deal": 2, "number": 1, "source": "seed", "hands": [["1-1", "0-4", "2-4", "4-4", "1-5", "1-6", "2-6"], ["2-2", "0-3", "3-3", "0-5", "3-6", "4-6", "5-6"]], "stock": [], "set_aside": ["0-0", "0-1", "0-2", "1-2", "1-3", "2-3", "1-4", "3-4", "2-5", "3-5", "4-5", "5-5", "0-6", "6-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "2-4"},
    {"event": "play", "seat": 1, "move": "4-6@R"},
    {"event": "play", "seat": 0, "move": "2-6@R"},
    {"event": "play", "seat": 1, "move": "2-2@R"},
    {"event": "pass", "seat": 0},
    {"event": "pass", "seat": 1},
    {"event": "deal_end", "ending": "block", "winners": [0], "losers": [1], "rule": "R-1", "pips": [27, 34], "points": [34, 0]},
    {"event": "match_end", "winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1"}
  ]
}
', '{"id": "6vmJIE_W", "name": "", "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 3620159684579110515, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1", "scores": [34, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T18:16:08+00:00", "finished": "2026-12-07T18:16:09+00:00", "seq": 19}', false);
INSERT INTO __SCHEMA__.tables VALUES ('vapf3xP4', '', 'block', 2, '{"target": 10}', 1942435380707964326, false, NULL, '2026-12-07 18:16:09.164704+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('Kb3N7fVh', '', 'block', 2, '{}', 1620249502445483776, false, NULL, '2026-12-07 18:16:10.852615+00', NULL, NULL, NULL, true);
INSERT INTO __SCHEMA__.tables VALUES ('9Pgg5X6Z', '', 'draw', 2, '{"target": 10}', 554896566816108626, false, NULL, '2026-12-07 18:16:12.126699+00', '2026-12-07 18:16:12.706721+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "draw",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 554896566816108626,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-1", "2-4", "0-5", "2-5", "4-5", "1-6", "6-6"], ["0-0", "0-2", "1-2", "2-3", "1-4", "1-5", "4-6"]], "stock": ["5-5", "3-3", "2-2", "5-6", "2-6", "0-6", "1-1", "4-4", "0-3", "3-5", "3-4", "1-3", "0-4", "3-6"], "set_aside": [], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "6-6"},
    {"event": "play", "seat": 1, "move": "4-6@L"},
    {"event": "play", "seat": 0, "move": "1-6@R"},
    {"event": "play", "seat": 1, "move": "1-4@L"},
    {"event": "play", "seat": 0, "move": "0-1@L"},
    {"event": "play", "seat": 1, "move": "0-0@L"},
    {"event": "play", "seat": 0, "move": "0-5@L"},
    {"event": "play", "seat": 1, "move": "1-5@L"},
    {"event": "draw", "seat": 0, "tiles": ["5-5", "3-3", "2-2", "5-6", "2-6", "0-6", "1-1"]},
    {"event": "play", "seat": 0, "move": "1-1@R"},
    {"event": "play", "seat": 1, "move": "1-2@R"},
    {"event": "play", "seat": 0, "move": "2-2@R"},
    {"event": "play", "seat": 1, "move": "0-2@R"},
    {"event": "play", "seat": 0, "move": "0-6@R"},
    {"event": "draw", "seat": 1, "tiles": ["4-4", "0-3", "3-5", "3-4", "1-3"]},
    {"event": "play", "seat": 1, "move": "1-3@L"},
    {"event": "play", "seat": 0, "move": "3-3@L"},
    {"event": "play", "seat": 1, "move": "0-3@L"},
    {"event": "play", "seat": 0, "move": "5-6@R"},
    {"event": "play", "seat": 1, "move": "3-5@R"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "3-4@R"},
    {"event": "play", "seat": 0, "move": "4-5@R"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 0, "move": "2-5@R"},
    {"event": "play", "seat": 1, "move": "2-3@R"},
    {"event": "pass", "seat": 0},
    {"event": "pass", "seat": 1},
    {"event": "deal_end", "ending": "block", "winners": [1], "losers": [0], "rule": "R-2", "pips": [24, 8], "points": [0, 24]},
    {"event": "match_end", "winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2"}
  ]
}
', '{"id": "9Pgg5X6Z", "name": "", "variant": "draw", "players": 2, "options": {"target": 10, "teams": false}, "seed": 554896566816108626, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2", "scores": [0, 24], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T18:16:12+00:00", "finished": "2026-12-07T18:16:12+00:00", "seq": 26}', false);
INSERT INTO __SCHEMA__.tables VALUES ('DEMspi0O', '', 'twins', 2, '{}', 17, true, NULL, '2026-12-07 18:16:12.986359+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('nVZnk1IA', '', 'block', 2, '{"target": 20}', 105, true, NULL, '2026-12-07 18:15:37.51388+00', '2026-12-07 18:15:38.060514+00', '{
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
', '{"id": "nVZnk1IA", "name": "", "variant": "block", "players": 2, "options": {"target": 20, "teams": false}, "seed": 105, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1", "scores": [35, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T18:15:37+00:00", "finished": "2026-12-07T18:15:38+00:00", "seq": 20}', false);
INSERT INTO __SCHEMA__.tables VALUES ('w4nB_HvF', '', 'draw', 2, '{"target": 20}', 106, true, NULL, '2026-12-07 18:15:46.061075+00', '2026-12-07 18:15:46.472014+00', '{
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
', '{"id": "w4nB_HvF", "name": "", "variant": "draw", "players": 2, "options": {"target": 20, "teams": false}, "seed": 106, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2", "scores": [0, 28], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T18:15:46+00:00", "finished": "2026-12-07T18:15:46+00:00", "seq": 14}', false);
INSERT INTO __SCHEMA__.tables VALUES ('Pw2tW0XE', '', 'draw', 2, '{}', 1602868408453283918, false, NULL, '2026-12-07 18:15:46.514649+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('oUu1RbwY', '', 'sausage', 2, '{}', 13, true, NULL, '2026-12-07 18:16:02.223872+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('QnibxZGA', '', 'block', 2, '{"target": 10}', 1183325093771255061, false, NULL, '2026-12-07 18:16:10.482223+00', '2026-12-07 18:16:10.806727+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "block",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 1183325093771255061,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-1", "1-3", "0-4", "2-4", "3-4", "3-6", "4-6"], ["0-0", "1-1", "4-4", "1-5", "2-5", "4-5", "5-6"]], "stock": [], "set_aside": ["0-2", "1-2", "2-2", "0-3", "2-3", "3-3", "1-4", "0-5", "3-5", "5-5", "0-6", "1-6", "2-6", "6-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "3-4"},
    {"event": "play", "seat": 1, "move": "4-5@R"},
    {"event": "play", "seat": 0, "move": "3-6@L"},
    {"event": "play", "seat": 1, "move": "5-6@L"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "1-5@R"},
    {"event": "play", "seat": 0, "move": "0-1@R"},
    {"event": "play", "seat": 1, "move": "0-0@R"},
    {"event": "play", "seat": 0, "move": "0-4@R"},
    {"event": "play", "seat": 1, "move": "4-4@R"},
    {"event": "play", "seat": 0, "move": "2-4@R"},
    {"event": "play", "seat": 1, "move": "2-5@R"},
    {"event": "pass", "seat": 0},
    {"event": "pass", "seat": 1},
    {"event": "deal_end", "ending": "block", "winners": [1], "losers": [0], "rule": "R-1", "pips": [14, 2], "points": [0, 14]},
    {"event": "match_end", "winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-1"}
  ]
}
', '{"id": "QnibxZGA", "name": "", "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 1183325093771255061, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "account": "Ada Fixture", "rating": null, "provisional": true, "bot_account": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "account": null, "rating": 2292, "provisional": false, "bot_account": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-1", "scores": [0, 14], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": true, "created": "2026-12-07T18:16:10+00:00", "finished": "2026-12-07T18:16:10+00:00", "seq": 14}', true);


--
-- Data for Name: vacations; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.vacations VALUES (2, 1796667372.959742, 1796926572.959742);


--
-- Name: accounts_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.accounts_id_seq', 3, true);


--
-- Name: actions_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.actions_id_seq', 432, true);


--
-- Name: chat_lines_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.chat_lines_id_seq', 1, true);


--
-- Name: chat_reports_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.chat_reports_id_seq', 1, true);


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

\unrestrict EflbhusagXNoO0TRPzpade65ZxMPgOz63nxfj6HfW7GxhgiRnjdvgyYYtw6S5hT

