--
-- PostgreSQL database dump
--

\restrict n65QC364f2EBDsh5Kmwc6cyLXuIr4BgTYXtra1cRbm6IeldqSJlDlbLBE2UgbKU

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
    name_skeleton character varying(200)
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
-- Name: accounts id; Type: DEFAULT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.accounts ALTER COLUMN id SET DEFAULT nextval('__SCHEMA__.accounts_id_seq'::regclass);


--
-- Name: actions id; Type: DEFAULT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.actions ALTER COLUMN id SET DEFAULT nextval('__SCHEMA__.actions_id_seq'::regclass);


--
-- Data for Name: accounts; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.accounts VALUES (1, 'Ada Fixture', 'ada fixture', '$argon2id$v=19$m=65536,t=3,p=4$PtGTijd+D3FTrhjbHAVaRA$J2AeXTp+mo/bgyf0v7o5duI9/989nCfb1SFdgIbrONA', '2026-12-07 14:47:32.473214+00', 8, 10, 'adafixture');
INSERT INTO __SCHEMA__.accounts VALUES (3, 'Cy Fixture', 'cy fixture', '$argon2id$v=19$m=65536,t=3,p=4$c9HOkmaXuK3IpdYMSUNUoA$lrnYVuZ7QT8em2anvhS89XuytO7DAJ3L+CCcwv6Da3w', '2026-12-07 14:47:36.37191+00', 0, 0, 'cyfixture');
INSERT INTO __SCHEMA__.accounts VALUES (2, 'Bob Fixture', 'bob fixture', '$argon2id$v=19$m=65536,t=3,p=4$HQB6wtKRsM0GNDTUsvt86Q$rRlOJ/EkYZLh1Ymxons0/DeAMlK0rTHDRWcSrzgneL8', '2026-12-07 14:47:32.758756+00', 7, 7, 'bobfixture');


--
-- Data for Name: actions; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.actions VALUES (1, 'kOrFbNf2', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 14:46:20.786865+00');
INSERT INTO __SCHEMA__.actions VALUES (2, 'kOrFbNf2', 1, 'move', 3, '1-1', 'bot', '2026-12-07 14:46:20.796136+00');
INSERT INTO __SCHEMA__.actions VALUES (3, 'kOrFbNf2', 2, 'move', 4, '1-5', 'bot', '2026-12-07 14:46:20.798553+00');
INSERT INTO __SCHEMA__.actions VALUES (4, 'kOrFbNf2', 3, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 14:46:20.840619+00');
INSERT INTO __SCHEMA__.actions VALUES (5, 'kOrFbNf2', 4, 'chat', 0, 'good_luck', 'human', '2026-12-07 14:46:20.841051+00');
INSERT INTO __SCHEMA__.actions VALUES (6, 'kOrFbNf2', 5, 'move', 0, '4-5', 'human', '2026-12-07 14:46:20.896828+00');
INSERT INTO __SCHEMA__.actions VALUES (7, 'kOrFbNf2', 6, 'move', 1, '4-6', 'human', '2026-12-07 14:46:20.902417+00');
INSERT INTO __SCHEMA__.actions VALUES (8, 'kOrFbNf2', 7, 'move', 2, '0-6', 'bot', '2026-12-07 14:46:20.904632+00');
INSERT INTO __SCHEMA__.actions VALUES (9, 'kOrFbNf2', 8, 'move', 3, 'pass', 'bot', '2026-12-07 14:46:20.909226+00');
INSERT INTO __SCHEMA__.actions VALUES (10, 'kOrFbNf2', 9, 'move', 4, 'pass', 'bot', '2026-12-07 14:46:20.910375+00');
INSERT INTO __SCHEMA__.actions VALUES (11, 'kOrFbNf2', 10, 'move', 0, '0-3', 'human', '2026-12-07 14:46:20.944675+00');
INSERT INTO __SCHEMA__.actions VALUES (12, 'kOrFbNf2', 11, 'move', 1, '3-3', 'human', '2026-12-07 14:46:20.948238+00');
INSERT INTO __SCHEMA__.actions VALUES (13, 'kOrFbNf2', 12, 'move', 2, '1-3', 'bot', '2026-12-07 14:46:20.950049+00');
INSERT INTO __SCHEMA__.actions VALUES (14, 'kOrFbNf2', 13, 'move', 3, 'pass', 'bot', '2026-12-07 14:46:20.950971+00');
INSERT INTO __SCHEMA__.actions VALUES (15, 'kOrFbNf2', 14, 'move', 4, 'pass', 'bot', '2026-12-07 14:46:20.951828+00');
INSERT INTO __SCHEMA__.actions VALUES (16, 'kOrFbNf2', 15, 'move', 0, '1-4', 'human', '2026-12-07 14:46:20.988736+00');
INSERT INTO __SCHEMA__.actions VALUES (17, 'kOrFbNf2', 16, 'move', 1, 'pass', 'human', '2026-12-07 14:46:20.994177+00');
INSERT INTO __SCHEMA__.actions VALUES (18, 'kOrFbNf2', 17, 'move', 2, '0-4', 'bot', '2026-12-07 14:46:20.995728+00');
INSERT INTO __SCHEMA__.actions VALUES (19, 'kOrFbNf2', 18, 'move', 3, 'pass', 'bot', '2026-12-07 14:46:21.002252+00');
INSERT INTO __SCHEMA__.actions VALUES (20, 'kOrFbNf2', 19, 'move', 4, 'pass', 'bot', '2026-12-07 14:46:21.00326+00');
INSERT INTO __SCHEMA__.actions VALUES (21, 'kOrFbNf2', 20, 'move', 0, 'pass', 'human', '2026-12-07 14:46:21.036764+00');
INSERT INTO __SCHEMA__.actions VALUES (22, 'kOrFbNf2', 21, 'move', 1, '0-2', 'human', '2026-12-07 14:46:21.039227+00');
INSERT INTO __SCHEMA__.actions VALUES (23, 'kOrFbNf2', 22, 'move', 2, 'pass', 'bot', '2026-12-07 14:46:21.042023+00');
INSERT INTO __SCHEMA__.actions VALUES (24, 'kOrFbNf2', 23, 'move', 3, '2-4', 'bot', '2026-12-07 14:46:21.04305+00');
INSERT INTO __SCHEMA__.actions VALUES (25, 'kOrFbNf2', 24, 'move', 4, 'pass', 'bot', '2026-12-07 14:46:21.044529+00');
INSERT INTO __SCHEMA__.actions VALUES (26, 'kOrFbNf2', 25, 'move', 0, '3-4', 'human', '2026-12-07 14:46:21.080636+00');
INSERT INTO __SCHEMA__.actions VALUES (27, 'kOrFbNf2', 26, 'move', 1, 'pass', 'human', '2026-12-07 14:46:21.084198+00');
INSERT INTO __SCHEMA__.actions VALUES (28, 'kOrFbNf2', 27, 'move', 2, 'pass', 'bot', '2026-12-07 14:46:21.085623+00');
INSERT INTO __SCHEMA__.actions VALUES (29, 'kOrFbNf2', 28, 'move', 3, 'pass', 'bot', '2026-12-07 14:46:21.088356+00');
INSERT INTO __SCHEMA__.actions VALUES (30, 'kOrFbNf2', 29, 'move', 4, '3-5', 'bot', '2026-12-07 14:46:21.089163+00');
INSERT INTO __SCHEMA__.actions VALUES (31, 'kOrFbNf2', 30, 'move', 0, 'pass', 'human', '2026-12-07 14:46:21.124799+00');
INSERT INTO __SCHEMA__.actions VALUES (32, 'kOrFbNf2', 31, 'move', 1, '5-5', 'human', '2026-12-07 14:46:21.128185+00');
INSERT INTO __SCHEMA__.actions VALUES (33, 'kOrFbNf2', 32, 'move', 2, 'pass', 'bot', '2026-12-07 14:46:21.129587+00');
INSERT INTO __SCHEMA__.actions VALUES (34, 'kOrFbNf2', 33, 'move', 3, '2-5', 'bot', '2026-12-07 14:46:21.130369+00');
INSERT INTO __SCHEMA__.actions VALUES (35, 'kOrFbNf2', 34, 'move', 4, '2-2', 'bot', '2026-12-07 14:46:21.131191+00');
INSERT INTO __SCHEMA__.actions VALUES (36, 'kOrFbNf2', 35, 'move', 0, 'pass', 'human', '2026-12-07 14:46:21.168691+00');
INSERT INTO __SCHEMA__.actions VALUES (37, 'kOrFbNf2', 36, 'move', 1, '1-2', 'human', '2026-12-07 14:46:21.17221+00');
INSERT INTO __SCHEMA__.actions VALUES (38, 'kOrFbNf2', 37, 'move', 2, '2-2', 'bot', '2026-12-07 14:46:21.174479+00');
INSERT INTO __SCHEMA__.actions VALUES (39, 'kOrFbNf2', 38, 'move', 3, '2-6', 'bot', '2026-12-07 14:46:21.175501+00');
INSERT INTO __SCHEMA__.actions VALUES (40, 'kOrFbNf2', 39, 'move', 4, '6-6', 'bot', '2026-12-07 14:46:21.176304+00');
INSERT INTO __SCHEMA__.actions VALUES (41, 'kOrFbNf2', 40, 'move', 0, '3-6', 'human', '2026-12-07 14:46:21.212772+00');
INSERT INTO __SCHEMA__.actions VALUES (42, 'kOrFbNf2', 41, 'move', 1, '2-3', 'human', '2026-12-07 14:46:21.216285+00');
INSERT INTO __SCHEMA__.actions VALUES (43, 'kOrFbNf2', 42, 'move', 2, '1-2', 'bot', '2026-12-07 14:46:21.218127+00');
INSERT INTO __SCHEMA__.actions VALUES (44, 'kOrFbNf2', 43, 'move', 3, '1-3', 'bot', '2026-12-07 14:46:21.219291+00');
INSERT INTO __SCHEMA__.actions VALUES (45, 'kOrFbNf2', 44, 'move', 4, 'pass', 'bot', '2026-12-07 14:46:21.225023+00');
INSERT INTO __SCHEMA__.actions VALUES (46, 'kOrFbNf2', 45, 'move', 0, 'pass', 'human', '2026-12-07 14:46:21.256663+00');
INSERT INTO __SCHEMA__.actions VALUES (47, 'kOrFbNf2', 46, 'move', 1, 'pass', 'human', '2026-12-07 14:46:21.26033+00');
INSERT INTO __SCHEMA__.actions VALUES (48, 'kOrFbNf2', 47, 'move', 2, '3-5', 'bot', '2026-12-07 14:46:21.261927+00');
INSERT INTO __SCHEMA__.actions VALUES (49, 'kOrFbNf2', 48, 'move', 3, 'pass', 'bot', '2026-12-07 14:46:21.262864+00');
INSERT INTO __SCHEMA__.actions VALUES (50, 'kOrFbNf2', 49, 'move', 4, '2-5', 'bot', '2026-12-07 14:46:21.263703+00');
INSERT INTO __SCHEMA__.actions VALUES (51, 'kOrFbNf2', 50, 'move', 0, '2-4', 'human', '2026-12-07 14:46:21.300804+00');
INSERT INTO __SCHEMA__.actions VALUES (52, 'kOrFbNf2', 51, 'move', 1, '4-5', 'human', '2026-12-07 14:46:21.304313+00');
INSERT INTO __SCHEMA__.actions VALUES (53, 'kOrFbNf2', 52, 'move', 2, 'pass', 'bot', '2026-12-07 14:46:21.30586+00');
INSERT INTO __SCHEMA__.actions VALUES (54, 'kOrFbNf2', 53, 'move', 3, 'pass', 'bot', '2026-12-07 14:46:21.30672+00');
INSERT INTO __SCHEMA__.actions VALUES (55, 'kOrFbNf2', 54, 'move', 4, '0-5', 'bot', '2026-12-07 14:46:21.307467+00');
INSERT INTO __SCHEMA__.actions VALUES (56, 'kOrFbNf2', 55, 'move', 0, '0-4', 'human', '2026-12-07 14:46:21.344631+00');
INSERT INTO __SCHEMA__.actions VALUES (57, 'kOrFbNf2', 56, 'move', 1, 'pass', 'human', '2026-12-07 14:46:21.34818+00');
INSERT INTO __SCHEMA__.actions VALUES (58, 'kOrFbNf2', 57, 'move', 2, '4-6', 'bot', '2026-12-07 14:46:21.349531+00');
INSERT INTO __SCHEMA__.actions VALUES (59, 'kOrFbNf2', 58, 'move', 3, 'pass', 'bot', '2026-12-07 14:46:21.350472+00');
INSERT INTO __SCHEMA__.actions VALUES (60, 'kOrFbNf2', 59, 'move', 4, 'pass', 'bot', '2026-12-07 14:46:21.351194+00');
INSERT INTO __SCHEMA__.actions VALUES (61, 'kOrFbNf2', 60, 'move', 0, 'pass', 'human', '2026-12-07 14:46:21.388791+00');
INSERT INTO __SCHEMA__.actions VALUES (62, 'kOrFbNf2', 61, 'move', 1, '0-6', 'human', '2026-12-07 14:46:21.395865+00');
INSERT INTO __SCHEMA__.actions VALUES (63, 'kOrFbNf2', 62, 'move', 2, '0-3', 'bot', '2026-12-07 14:46:21.413445+00');
INSERT INTO __SCHEMA__.actions VALUES (64, 'xamwwaZZ', 0, 'move', 2, '1-1', 'bot', '2026-12-07 14:46:21.59588+00');
INSERT INTO __SCHEMA__.actions VALUES (65, 'xamwwaZZ', 1, 'move', 3, '1-4', 'bot', '2026-12-07 14:46:21.609572+00');
INSERT INTO __SCHEMA__.actions VALUES (66, 'xamwwaZZ', 2, 'move', 4, '0-4', 'bot', '2026-12-07 14:46:21.644817+00');
INSERT INTO __SCHEMA__.actions VALUES (67, 'xamwwaZZ', 3, 'chat', 1, 'hello', 'human', '2026-12-07 14:46:21.647784+00');
INSERT INTO __SCHEMA__.actions VALUES (68, 'xamwwaZZ', 4, 'move', 0, '0-0', 'human', '2026-12-07 14:46:22.320314+00');
INSERT INTO __SCHEMA__.actions VALUES (69, 'xamwwaZZ', 5, 'move', 1, '0-6', 'human', '2026-12-07 14:46:22.939464+00');
INSERT INTO __SCHEMA__.actions VALUES (70, 'xamwwaZZ', 6, 'move', 2, '1-6', 'bot', '2026-12-07 14:46:22.945794+00');
INSERT INTO __SCHEMA__.actions VALUES (71, 'xamwwaZZ', 7, 'move', 3, '0-1', 'bot', '2026-12-07 14:46:22.953846+00');
INSERT INTO __SCHEMA__.actions VALUES (72, 'xamwwaZZ', 8, 'move', 4, '0-2', 'bot', '2026-12-07 14:46:22.955676+00');
INSERT INTO __SCHEMA__.actions VALUES (73, 'woXqcCVy', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 14:46:24.240625+00');
INSERT INTO __SCHEMA__.actions VALUES (74, 'woXqcCVy', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 14:46:24.296536+00');
INSERT INTO __SCHEMA__.actions VALUES (75, 'woXqcCVy', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 14:46:24.296723+00');
INSERT INTO __SCHEMA__.actions VALUES (76, 'woXqcCVy', 3, 'move', 0, '0-6', 'human', '2026-12-07 14:46:24.340688+00');
INSERT INTO __SCHEMA__.actions VALUES (77, 'woXqcCVy', 4, 'move', 1, '4-6@BL', 'human', '2026-12-07 14:46:24.343947+00');
INSERT INTO __SCHEMA__.actions VALUES (78, 'woXqcCVy', 5, 'move', 0, '0-3@TL', 'human', '2026-12-07 14:46:24.384559+00');
INSERT INTO __SCHEMA__.actions VALUES (79, 'woXqcCVy', 6, 'move', 1, '3-4@BL', 'human', '2026-12-07 14:46:24.388191+00');
INSERT INTO __SCHEMA__.actions VALUES (80, 'woXqcCVy', 7, 'move', 0, '3-6@BR', 'human', '2026-12-07 14:46:24.428481+00');
INSERT INTO __SCHEMA__.actions VALUES (81, 'woXqcCVy', 8, 'move', 1, '0-1@TR', 'human', '2026-12-07 14:46:24.433505+00');
INSERT INTO __SCHEMA__.actions VALUES (82, 'woXqcCVy', 9, 'move', 0, '3-3@BR', 'human', '2026-12-07 14:46:24.47528+00');
INSERT INTO __SCHEMA__.actions VALUES (83, 'woXqcCVy', 10, 'move', 1, '1-4@TR', 'human', '2026-12-07 14:46:24.485777+00');
INSERT INTO __SCHEMA__.actions VALUES (84, 'woXqcCVy', 11, 'move', 0, '1-3@cut:1:L', 'human', '2026-12-07 14:46:24.520517+00');
INSERT INTO __SCHEMA__.actions VALUES (85, 'woXqcCVy', 12, 'move', 1, '0-3@BL', 'human', '2026-12-07 14:46:24.532418+00');
INSERT INTO __SCHEMA__.actions VALUES (86, 'woXqcCVy', 13, 'move', 0, '1-2@TL', 'human', '2026-12-07 14:46:24.564585+00');
INSERT INTO __SCHEMA__.actions VALUES (87, 'woXqcCVy', 14, 'move', 1, '2-6@TL', 'human', '2026-12-07 14:46:24.576517+00');
INSERT INTO __SCHEMA__.actions VALUES (88, 'woXqcCVy', 15, 'move', 0, '4-4@TR', 'human', '2026-12-07 14:46:24.608685+00');
INSERT INTO __SCHEMA__.actions VALUES (89, 'woXqcCVy', 16, 'move', 1, '3-6@BR', 'human', '2026-12-07 14:46:24.624486+00');
INSERT INTO __SCHEMA__.actions VALUES (90, 'woXqcCVy', 17, 'move', 0, '1-6@BR', 'human', '2026-12-07 14:46:24.652611+00');
INSERT INTO __SCHEMA__.actions VALUES (91, 'woXqcCVy', 18, 'move', 1, '3-4@cut:2:R', 'human', '2026-12-07 14:46:24.668582+00');
INSERT INTO __SCHEMA__.actions VALUES (92, 'woXqcCVy', 19, 'move', 0, '0-5@BL', 'human', '2026-12-07 14:46:24.704544+00');
INSERT INTO __SCHEMA__.actions VALUES (93, 'woXqcCVy', 20, 'move', 1, '2-4@TR', 'human', '2026-12-07 14:46:24.712626+00');
INSERT INTO __SCHEMA__.actions VALUES (94, 'woXqcCVy', 21, 'move', 0, '1-5@BL', 'human', '2026-12-07 14:46:24.748539+00');
INSERT INTO __SCHEMA__.actions VALUES (95, 'woXqcCVy', 22, 'move', 1, '0-6@TL', 'human', '2026-12-07 14:46:24.760453+00');
INSERT INTO __SCHEMA__.actions VALUES (96, 'woXqcCVy', 23, 'move', 0, '1-6@BL', 'human', '2026-12-07 14:46:24.792529+00');
INSERT INTO __SCHEMA__.actions VALUES (97, 'woXqcCVy', 24, 'move', 1, '2-3@BR', 'human', '2026-12-07 14:46:24.804489+00');
INSERT INTO __SCHEMA__.actions VALUES (98, 'woXqcCVy', 25, 'move', 0, '0-4@TL', 'human', '2026-12-07 14:46:24.841006+00');
INSERT INTO __SCHEMA__.actions VALUES (99, 'woXqcCVy', 26, 'move', 1, '2-5@TR', 'human', '2026-12-07 14:46:24.848383+00');
INSERT INTO __SCHEMA__.actions VALUES (100, 'woXqcCVy', 27, 'move', 0, '5-6@cut:-2:L', 'human', '2026-12-07 14:46:24.888502+00');
INSERT INTO __SCHEMA__.actions VALUES (103, 'woXqcCVy', 30, 'move', 1, '4-5@TL', 'human', '2026-12-07 14:46:24.948497+00');
INSERT INTO __SCHEMA__.actions VALUES (106, 'woXqcCVy', 33, 'move', 0, '2-6@TL', 'human', '2026-12-07 14:46:25.024502+00');
INSERT INTO __SCHEMA__.actions VALUES (109, 'woXqcCVy', 36, 'move', 1, '2-2@BR', 'human', '2026-12-07 14:46:25.096474+00');
INSERT INTO __SCHEMA__.actions VALUES (112, 'woXqcCVy', 39, 'move', 0, '4-4@TL', 'human', '2026-12-07 14:46:25.176548+00');
INSERT INTO __SCHEMA__.actions VALUES (115, 'woXqcCVy', 42, 'move', 1, '0-1@BL', 'human', '2026-12-07 14:46:25.243344+00');
INSERT INTO __SCHEMA__.actions VALUES (118, 'woXqcCVy', 45, 'move', 0, '5-6@BL', 'human', '2026-12-07 14:46:25.320607+00');
INSERT INTO __SCHEMA__.actions VALUES (121, 'woXqcCVy', 48, 'move', 1, '1-5@TL', 'human', '2026-12-07 14:46:25.400488+00');
INSERT INTO __SCHEMA__.actions VALUES (124, 'wr708Vol', 0, 'chat', 1, 'hello', 'human', '2026-12-07 14:46:25.625215+00');
INSERT INTO __SCHEMA__.actions VALUES (125, 'wr708Vol', 1, 'move', 0, '4-4', 'human', '2026-12-07 14:46:26.229405+00');
INSERT INTO __SCHEMA__.actions VALUES (128, 'wr708Vol', 4, 'move', 1, '4-6@TL', 'human', '2026-12-07 14:46:28.11388+00');
INSERT INTO __SCHEMA__.actions VALUES (131, 'wr708Vol', 7, 'move', 0, '3-5@BR', 'human', '2026-12-07 14:46:30.040992+00');
INSERT INTO __SCHEMA__.actions VALUES (137, 'jgZnI4aW', 5, 'move', 0, '2-4@BR', 'human', '2026-12-07 14:46:31.452628+00');
INSERT INTO __SCHEMA__.actions VALUES (140, 'jgZnI4aW', 8, 'move', 1, '1-5@BR', 'human', '2026-12-07 14:46:31.500146+00');
INSERT INTO __SCHEMA__.actions VALUES (143, 'jgZnI4aW', 11, 'move', 0, '5-6@BR', 'human', '2026-12-07 14:46:31.584585+00');
INSERT INTO __SCHEMA__.actions VALUES (146, 'jgZnI4aW', 14, 'move', 1, '1-6@BR', 'human', '2026-12-07 14:46:31.647691+00');
INSERT INTO __SCHEMA__.actions VALUES (149, 'jgZnI4aW', 17, 'move', 0, '5-5@cut:3', 'human', '2026-12-07 14:46:31.720704+00');
INSERT INTO __SCHEMA__.actions VALUES (152, 'jgZnI4aW', 20, 'move', 1, '1-3@BR', 'human', '2026-12-07 14:46:31.856704+00');
INSERT INTO __SCHEMA__.actions VALUES (155, 'jgZnI4aW', 23, 'move', 0, '3-4@TR', 'human', '2026-12-07 14:46:31.908169+00');
INSERT INTO __SCHEMA__.actions VALUES (158, 'jgZnI4aW', 26, 'move', 1, '0-5@BR', 'human', '2026-12-07 14:46:32.008526+00');
INSERT INTO __SCHEMA__.actions VALUES (161, 'jgZnI4aW', 29, 'move', 0, '5-5@BR', 'human', '2026-12-07 14:46:32.06994+00');
INSERT INTO __SCHEMA__.actions VALUES (164, 'jgZnI4aW', 32, 'move', 1, '1-5@BR', 'human', '2026-12-07 14:46:32.168578+00');
INSERT INTO __SCHEMA__.actions VALUES (167, 'jgZnI4aW', 35, 'move', 0, '2-5@cut:10', 'human', '2026-12-07 14:46:32.252577+00');
INSERT INTO __SCHEMA__.actions VALUES (170, 'jgZnI4aW', 38, 'move', 1, '2-3@TR', 'human', '2026-12-07 14:46:32.328678+00');
INSERT INTO __SCHEMA__.actions VALUES (173, 'jgZnI4aW', 41, 'move', 0, '3-5@BR', 'human', '2026-12-07 14:46:32.408518+00');
INSERT INTO __SCHEMA__.actions VALUES (176, 'jgZnI4aW', 44, 'move', 1, '1-3@TR', 'human', '2026-12-07 14:46:32.486729+00');
INSERT INTO __SCHEMA__.actions VALUES (179, 'jgZnI4aW', 47, 'move', 0, '1-5@TR', 'human', '2026-12-07 14:46:32.556633+00');
INSERT INTO __SCHEMA__.actions VALUES (182, 'jgZnI4aW', 50, 'move', 1, '0-1@BR', 'human', '2026-12-07 14:46:32.636557+00');
INSERT INTO __SCHEMA__.actions VALUES (185, 'jgZnI4aW', 53, 'move', 0, '2-4@TR', 'human', '2026-12-07 14:46:32.704641+00');
INSERT INTO __SCHEMA__.actions VALUES (188, 'jgZnI4aW', 56, 'move', 1, '5-5@BR', 'human', '2026-12-07 14:46:32.776509+00');
INSERT INTO __SCHEMA__.actions VALUES (190, 'jgZnI4aW', 58, 'move', 1, '5-6@BR', 'human', '2026-12-07 14:46:32.826296+00');
INSERT INTO __SCHEMA__.actions VALUES (193, 'jgZnI4aW', 61, 'move', 0, '1-1@BR', 'human', '2026-12-07 14:46:32.892586+00');
INSERT INTO __SCHEMA__.actions VALUES (196, 'jgZnI4aW', 64, 'move', 1, 'pass', 'human', '2026-12-07 14:46:32.968509+00');
INSERT INTO __SCHEMA__.actions VALUES (200, '8x4h5Enq', 2, 'move', 0, '0-5@TR', 'human', '2026-12-07 14:46:34.564509+00');
INSERT INTO __SCHEMA__.actions VALUES (201, '8x4h5Enq', 3, 'move', 1, '3-5@BR', 'human', '2026-12-07 14:46:35.191876+00');
INSERT INTO __SCHEMA__.actions VALUES (207, 'Xr4mxTlL', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 14:46:39.505288+00');
INSERT INTO __SCHEMA__.actions VALUES (209, 'Xr4mxTlL', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 14:46:39.552948+00');
INSERT INTO __SCHEMA__.actions VALUES (212, 'Xr4mxTlL', 5, 'move', 0, '1-3@R', 'human', '2026-12-07 14:46:39.64063+00');
INSERT INTO __SCHEMA__.actions VALUES (215, 'Xr4mxTlL', 8, 'move', 1, '0-4@L', 'human', '2026-12-07 14:46:39.69221+00');
INSERT INTO __SCHEMA__.actions VALUES (218, 'Xr4mxTlL', 11, 'move', 0, '4-4@L', 'human', '2026-12-07 14:46:39.772652+00');
INSERT INTO __SCHEMA__.actions VALUES (221, 'Xr4mxTlL', 14, 'move', 1, '2-2@L', 'human', '2026-12-07 14:46:39.8245+00');
INSERT INTO __SCHEMA__.actions VALUES (224, 'Xr4mxTlL', 17, 'move', 0, '0-5@R', 'human', '2026-12-07 14:46:39.904782+00');
INSERT INTO __SCHEMA__.actions VALUES (227, 'Xr4mxTlL', 20, 'move', 1, 'pass', 'human', '2026-12-07 14:46:39.956491+00');
INSERT INTO __SCHEMA__.actions VALUES (230, 'Xr4mxTlL', 23, 'move', 0, '0-6@R', 'human', '2026-12-07 14:46:40.040555+00');
INSERT INTO __SCHEMA__.actions VALUES (233, 'Xr4mxTlL', 26, 'move', 1, '1-6@L', 'human', '2026-12-07 14:46:40.092242+00');
INSERT INTO __SCHEMA__.actions VALUES (236, 'Xr4mxTlL', 29, 'move', 0, '1-2@R', 'human', '2026-12-07 14:46:40.180569+00');
INSERT INTO __SCHEMA__.actions VALUES (239, 'Xr4mxTlL', 32, 'move', 1, '1-5@R', 'human', '2026-12-07 14:46:40.231481+00');
INSERT INTO __SCHEMA__.actions VALUES (240, 'FTSH-_An', 0, 'chat', 1, 'hello', 'human', '2026-12-07 14:46:40.436915+00');
INSERT INTO __SCHEMA__.actions VALUES (241, 'FTSH-_An', 1, 'move', 1, '6-6', 'human', '2026-12-07 14:46:41.045109+00');
INSERT INTO __SCHEMA__.actions VALUES (244, 'FTSH-_An', 4, 'move', 0, '2-2@L', 'human', '2026-12-07 14:46:42.858541+00');
INSERT INTO __SCHEMA__.actions VALUES (247, 'FTSH-_An', 7, 'move', 1, '1-3@R', 'human', '2026-12-07 14:46:44.671488+00');
INSERT INTO __SCHEMA__.actions VALUES (248, 'FTSH-_An', 8, 'move', 0, '3-3@L', 'human', '2026-12-07 14:46:45.283998+00');
INSERT INTO __SCHEMA__.actions VALUES (101, 'woXqcCVy', 28, 'move', 1, '4-6@TL', 'human', '2026-12-07 14:46:24.900496+00');
INSERT INTO __SCHEMA__.actions VALUES (104, 'woXqcCVy', 31, 'move', 0, 'pass', 'human', '2026-12-07 14:46:24.980456+00');
INSERT INTO __SCHEMA__.actions VALUES (107, 'woXqcCVy', 34, 'move', 1, '0-0@BL', 'human', '2026-12-07 14:46:25.048456+00');
INSERT INTO __SCHEMA__.actions VALUES (110, 'woXqcCVy', 37, 'move', 0, '5-5@TR', 'human', '2026-12-07 14:46:25.128654+00');
INSERT INTO __SCHEMA__.actions VALUES (113, 'woXqcCVy', 40, 'move', 1, '0-6@cut:-3:L', 'human', '2026-12-07 14:46:25.192576+00');
INSERT INTO __SCHEMA__.actions VALUES (116, 'woXqcCVy', 43, 'move', 0, '3-6@TL', 'human', '2026-12-07 14:46:25.272804+00');
INSERT INTO __SCHEMA__.actions VALUES (119, 'woXqcCVy', 46, 'move', 1, '3-5@TL', 'human', '2026-12-07 14:46:25.344571+00');
INSERT INTO __SCHEMA__.actions VALUES (122, 'woXqcCVy', 49, 'move', 0, '4-4@BL', 'human', '2026-12-07 14:46:25.43236+00');
INSERT INTO __SCHEMA__.actions VALUES (127, 'wr708Vol', 3, 'move', 0, '1-4@TR', 'human', '2026-12-07 14:46:27.484053+00');
INSERT INTO __SCHEMA__.actions VALUES (130, 'wr708Vol', 6, 'move', 1, '1-6@TR', 'human', '2026-12-07 14:46:29.366754+00');
INSERT INTO __SCHEMA__.actions VALUES (133, 'jgZnI4aW', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 14:46:31.356941+00');
INSERT INTO __SCHEMA__.actions VALUES (135, 'jgZnI4aW', 3, 'move', 0, '2-2', 'human', '2026-12-07 14:46:31.408593+00');
INSERT INTO __SCHEMA__.actions VALUES (138, 'jgZnI4aW', 6, 'move', 1, '1-4@BR', 'human', '2026-12-07 14:46:31.456104+00');
INSERT INTO __SCHEMA__.actions VALUES (141, 'jgZnI4aW', 9, 'move', 0, '0-5@TR', 'human', '2026-12-07 14:46:31.540558+00');
INSERT INTO __SCHEMA__.actions VALUES (144, 'jgZnI4aW', 12, 'move', 1, 'pass', 'human', '2026-12-07 14:46:31.60048+00');
INSERT INTO __SCHEMA__.actions VALUES (147, 'jgZnI4aW', 15, 'move', 0, '0-3@TR', 'human', '2026-12-07 14:46:31.672547+00');
INSERT INTO __SCHEMA__.actions VALUES (150, 'jgZnI4aW', 18, 'move', 1, '3-6@cut:4', 'human', '2026-12-07 14:46:31.755079+00');
INSERT INTO __SCHEMA__.actions VALUES (153, 'jgZnI4aW', 21, 'move', 0, '2-3@TR', 'human', '2026-12-07 14:46:31.859619+00');
INSERT INTO __SCHEMA__.actions VALUES (156, 'jgZnI4aW', 24, 'move', 1, '0-1@cut:5', 'human', '2026-12-07 14:46:31.952687+00');
INSERT INTO __SCHEMA__.actions VALUES (159, 'jgZnI4aW', 27, 'move', 0, '4-6@TR', 'human', '2026-12-07 14:46:32.01107+00');
INSERT INTO __SCHEMA__.actions VALUES (162, 'jgZnI4aW', 30, 'move', 1, '1-2@TR', 'human', '2026-12-07 14:46:32.120559+00');
INSERT INTO __SCHEMA__.actions VALUES (165, 'jgZnI4aW', 33, 'move', 0, '1-6@BR', 'human', '2026-12-07 14:46:32.204746+00');
INSERT INTO __SCHEMA__.actions VALUES (168, 'jgZnI4aW', 36, 'move', 1, '2-4@TR', 'human', '2026-12-07 14:46:32.264516+00');
INSERT INTO __SCHEMA__.actions VALUES (171, 'jgZnI4aW', 39, 'move', 0, 'pass', 'human', '2026-12-07 14:46:32.348607+00');
INSERT INTO __SCHEMA__.actions VALUES (174, 'jgZnI4aW', 42, 'move', 1, '3-3@TR', 'human', '2026-12-07 14:46:32.43402+00');
INSERT INTO __SCHEMA__.actions VALUES (177, 'jgZnI4aW', 45, 'move', 0, 'pass', 'human', '2026-12-07 14:46:32.509312+00');
INSERT INTO __SCHEMA__.actions VALUES (180, 'jgZnI4aW', 48, 'move', 1, '0-2@cut:13', 'human', '2026-12-07 14:46:32.588636+00');
INSERT INTO __SCHEMA__.actions VALUES (183, 'jgZnI4aW', 51, 'move', 0, '2-5@TR', 'human', '2026-12-07 14:46:32.65244+00');
INSERT INTO __SCHEMA__.actions VALUES (186, 'jgZnI4aW', 54, 'move', 1, '4-6@TR', 'human', '2026-12-07 14:46:32.73258+00');
INSERT INTO __SCHEMA__.actions VALUES (189, 'jgZnI4aW', 57, 'move', 0, '0-6@TR', 'human', '2026-12-07 14:46:32.796565+00');
INSERT INTO __SCHEMA__.actions VALUES (192, 'jgZnI4aW', 60, 'move', 1, '0-4@TR', 'human', '2026-12-07 14:46:32.872566+00');
INSERT INTO __SCHEMA__.actions VALUES (195, 'jgZnI4aW', 63, 'move', 0, '3-6@TR', 'human', '2026-12-07 14:46:32.943309+00');
INSERT INTO __SCHEMA__.actions VALUES (198, '8x4h5Enq', 0, 'chat', 1, 'hello', 'human', '2026-12-07 14:46:33.316045+00');
INSERT INTO __SCHEMA__.actions VALUES (199, '8x4h5Enq', 1, 'move', 1, '5-5', 'human', '2026-12-07 14:46:33.936975+00');
INSERT INTO __SCHEMA__.actions VALUES (203, '8x4h5Enq', 5, 'move', 1, '3-3@BR', 'human', '2026-12-07 14:46:36.412977+00');
INSERT INTO __SCHEMA__.actions VALUES (205, '8x4h5Enq', 7, 'move', 1, '1-1@TR', 'human', '2026-12-07 14:46:37.62665+00');
INSERT INTO __SCHEMA__.actions VALUES (206, '8x4h5Enq', 8, 'move', 0, '1-3@cut:2', 'human', '2026-12-07 14:46:38.231279+00');
INSERT INTO __SCHEMA__.actions VALUES (208, 'Xr4mxTlL', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 14:46:39.552519+00');
INSERT INTO __SCHEMA__.actions VALUES (210, 'Xr4mxTlL', 3, 'move', 0, '3-3', 'human', '2026-12-07 14:46:39.596685+00');
INSERT INTO __SCHEMA__.actions VALUES (213, 'Xr4mxTlL', 6, 'move', 1, '0-0@L', 'human', '2026-12-07 14:46:39.648129+00');
INSERT INTO __SCHEMA__.actions VALUES (216, 'Xr4mxTlL', 9, 'move', 0, '0-1@R', 'human', '2026-12-07 14:46:39.728599+00');
INSERT INTO __SCHEMA__.actions VALUES (219, 'Xr4mxTlL', 12, 'move', 1, '2-4@L', 'human', '2026-12-07 14:46:39.780333+00');
INSERT INTO __SCHEMA__.actions VALUES (222, 'Xr4mxTlL', 15, 'move', 0, '2-5@R', 'human', '2026-12-07 14:46:39.860701+00');
INSERT INTO __SCHEMA__.actions VALUES (225, 'Xr4mxTlL', 18, 'move', 1, 'pass', 'human', '2026-12-07 14:46:39.913068+00');
INSERT INTO __SCHEMA__.actions VALUES (226, 'Xr4mxTlL', 19, 'move', 0, '2-3@L', 'human', '2026-12-07 14:46:39.948987+00');
INSERT INTO __SCHEMA__.actions VALUES (228, 'Xr4mxTlL', 21, 'move', 0, '3-4@L', 'human', '2026-12-07 14:46:39.996587+00');
INSERT INTO __SCHEMA__.actions VALUES (231, 'Xr4mxTlL', 24, 'move', 1, 'pass', 'human', '2026-12-07 14:46:40.046495+00');
INSERT INTO __SCHEMA__.actions VALUES (234, 'Xr4mxTlL', 27, 'move', 0, '2-6@R', 'human', '2026-12-07 14:46:40.136588+00');
INSERT INTO __SCHEMA__.actions VALUES (237, 'Xr4mxTlL', 30, 'move', 1, '4-5@L', 'human', '2026-12-07 14:46:40.186315+00');
INSERT INTO __SCHEMA__.actions VALUES (242, 'FTSH-_An', 2, 'move', 0, '2-6@L', 'human', '2026-12-07 14:46:41.649496+00');
INSERT INTO __SCHEMA__.actions VALUES (243, 'FTSH-_An', 3, 'move', 1, '1-6@R', 'human', '2026-12-07 14:46:42.254189+00');
INSERT INTO __SCHEMA__.actions VALUES (246, 'FTSH-_An', 6, 'move', 0, '1-1@R', 'human', '2026-12-07 14:46:44.067507+00');
INSERT INTO __SCHEMA__.actions VALUES (102, 'woXqcCVy', 29, 'move', 0, '5-5@BL', 'human', '2026-12-07 14:46:24.936453+00');
INSERT INTO __SCHEMA__.actions VALUES (105, 'woXqcCVy', 32, 'move', 1, '0-2@cut:-1:L', 'human', '2026-12-07 14:46:25.000444+00');
INSERT INTO __SCHEMA__.actions VALUES (108, 'woXqcCVy', 35, 'move', 0, '4-6@TL', 'human', '2026-12-07 14:46:25.076485+00');
INSERT INTO __SCHEMA__.actions VALUES (111, 'woXqcCVy', 38, 'move', 1, '0-4@BL', 'human', '2026-12-07 14:46:25.148458+00');
INSERT INTO __SCHEMA__.actions VALUES (114, 'woXqcCVy', 41, 'move', 0, '6-6@TL', 'human', '2026-12-07 14:46:25.228559+00');
INSERT INTO __SCHEMA__.actions VALUES (117, 'woXqcCVy', 44, 'move', 1, '1-6@BL', 'human', '2026-12-07 14:46:25.290387+00');
INSERT INTO __SCHEMA__.actions VALUES (120, 'woXqcCVy', 47, 'move', 0, '4-5@BL', 'human', '2026-12-07 14:46:25.372642+00');
INSERT INTO __SCHEMA__.actions VALUES (123, 'woXqcCVy', 50, 'move', 1, '1-1@TL', 'human', '2026-12-07 14:46:25.48051+00');
INSERT INTO __SCHEMA__.actions VALUES (126, 'wr708Vol', 2, 'move', 1, '2-4@BR', 'human', '2026-12-07 14:46:26.85427+00');
INSERT INTO __SCHEMA__.actions VALUES (129, 'wr708Vol', 5, 'move', 0, '2-3@BR', 'human', '2026-12-07 14:46:28.728463+00');
INSERT INTO __SCHEMA__.actions VALUES (132, 'jgZnI4aW', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 14:46:31.305445+00');
INSERT INTO __SCHEMA__.actions VALUES (134, 'jgZnI4aW', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 14:46:31.357032+00');
INSERT INTO __SCHEMA__.actions VALUES (136, 'jgZnI4aW', 4, 'move', 1, '1-2@TR', 'human', '2026-12-07 14:46:31.411825+00');
INSERT INTO __SCHEMA__.actions VALUES (139, 'jgZnI4aW', 7, 'move', 0, '0-1@TR', 'human', '2026-12-07 14:46:31.496624+00');
INSERT INTO __SCHEMA__.actions VALUES (142, 'jgZnI4aW', 10, 'move', 1, 'pass', 'human', '2026-12-07 14:46:31.548383+00');
INSERT INTO __SCHEMA__.actions VALUES (145, 'jgZnI4aW', 13, 'move', 0, '3-5@TR', 'human', '2026-12-07 14:46:31.628607+00');
INSERT INTO __SCHEMA__.actions VALUES (148, 'jgZnI4aW', 16, 'move', 1, '0-2@TR', 'human', '2026-12-07 14:46:31.692616+00');
INSERT INTO __SCHEMA__.actions VALUES (151, 'jgZnI4aW', 19, 'move', 0, 'pass', 'human', '2026-12-07 14:46:31.81309+00');
INSERT INTO __SCHEMA__.actions VALUES (154, 'jgZnI4aW', 22, 'move', 1, '3-3@BR', 'human', '2026-12-07 14:46:31.904688+00');
INSERT INTO __SCHEMA__.actions VALUES (157, 'jgZnI4aW', 25, 'move', 0, '0-3@BR', 'human', '2026-12-07 14:46:31.958095+00');
INSERT INTO __SCHEMA__.actions VALUES (160, 'jgZnI4aW', 28, 'move', 1, '2-6@TR', 'human', '2026-12-07 14:46:32.056723+00');
INSERT INTO __SCHEMA__.actions VALUES (163, 'jgZnI4aW', 31, 'move', 0, '5-6@cut:9', 'human', '2026-12-07 14:46:32.127067+00');
INSERT INTO __SCHEMA__.actions VALUES (166, 'jgZnI4aW', 34, 'move', 1, '1-4@TR', 'human', '2026-12-07 14:46:32.216711+00');
INSERT INTO __SCHEMA__.actions VALUES (169, 'jgZnI4aW', 37, 'move', 0, '0-6@BR', 'human', '2026-12-07 14:46:32.300559+00');
INSERT INTO __SCHEMA__.actions VALUES (172, 'jgZnI4aW', 40, 'move', 1, '0-3@BR', 'human', '2026-12-07 14:46:32.380547+00');
INSERT INTO __SCHEMA__.actions VALUES (175, 'jgZnI4aW', 43, 'move', 0, '4-5@BR', 'human', '2026-12-07 14:46:32.453062+00');
INSERT INTO __SCHEMA__.actions VALUES (178, 'jgZnI4aW', 46, 'move', 1, '1-1@cut:11', 'human', '2026-12-07 14:46:32.532585+00');
INSERT INTO __SCHEMA__.actions VALUES (181, 'jgZnI4aW', 49, 'move', 0, '1-4@BR', 'human', '2026-12-07 14:46:32.605149+00');
INSERT INTO __SCHEMA__.actions VALUES (184, 'jgZnI4aW', 52, 'move', 1, '0-5@BR', 'human', '2026-12-07 14:46:32.684548+00');
INSERT INTO __SCHEMA__.actions VALUES (187, 'jgZnI4aW', 55, 'move', 0, 'pass', 'human', '2026-12-07 14:46:32.749307+00');
INSERT INTO __SCHEMA__.actions VALUES (191, 'jgZnI4aW', 59, 'move', 0, '1-6@BR', 'human', '2026-12-07 14:46:32.844445+00');
INSERT INTO __SCHEMA__.actions VALUES (194, 'jgZnI4aW', 62, 'move', 1, '3-4@TR', 'human', '2026-12-07 14:46:32.920632+00');
INSERT INTO __SCHEMA__.actions VALUES (197, 'jgZnI4aW', 65, 'move', 0, '1-2@BR', 'human', '2026-12-07 14:46:32.992503+00');
INSERT INTO __SCHEMA__.actions VALUES (202, '8x4h5Enq', 4, 'move', 0, '0-1@TR', 'human', '2026-12-07 14:46:35.809161+00');
INSERT INTO __SCHEMA__.actions VALUES (204, '8x4h5Enq', 6, 'move', 0, '3-4@BR', 'human', '2026-12-07 14:46:37.019533+00');
INSERT INTO __SCHEMA__.actions VALUES (211, 'Xr4mxTlL', 4, 'move', 1, '0-3@L', 'human', '2026-12-07 14:46:39.599713+00');
INSERT INTO __SCHEMA__.actions VALUES (214, 'Xr4mxTlL', 7, 'move', 0, '1-1@R', 'human', '2026-12-07 14:46:39.684476+00');
INSERT INTO __SCHEMA__.actions VALUES (217, 'Xr4mxTlL', 10, 'move', 1, '0-2@R', 'human', '2026-12-07 14:46:39.736535+00');
INSERT INTO __SCHEMA__.actions VALUES (220, 'Xr4mxTlL', 13, 'move', 0, 'pass', 'human', '2026-12-07 14:46:39.816592+00');
INSERT INTO __SCHEMA__.actions VALUES (223, 'Xr4mxTlL', 16, 'move', 1, '5-5@R', 'human', '2026-12-07 14:46:39.868598+00');
INSERT INTO __SCHEMA__.actions VALUES (229, 'Xr4mxTlL', 22, 'move', 1, '4-6@L', 'human', '2026-12-07 14:46:40.000237+00');
INSERT INTO __SCHEMA__.actions VALUES (232, 'Xr4mxTlL', 25, 'move', 0, '6-6@L', 'human', '2026-12-07 14:46:40.088556+00');
INSERT INTO __SCHEMA__.actions VALUES (235, 'Xr4mxTlL', 28, 'move', 1, '1-4@L', 'human', '2026-12-07 14:46:40.1398+00');
INSERT INTO __SCHEMA__.actions VALUES (238, 'Xr4mxTlL', 31, 'move', 0, '3-5@L', 'human', '2026-12-07 14:46:40.228553+00');
INSERT INTO __SCHEMA__.actions VALUES (245, 'FTSH-_An', 5, 'move', 1, '2-3@L', 'human', '2026-12-07 14:46:43.462838+00');
INSERT INTO __SCHEMA__.actions VALUES (249, 'FTSH-_An', 9, 'move', 1, 'pass', 'human', '2026-12-07 14:46:45.891857+00');
INSERT INTO __SCHEMA__.actions VALUES (250, 'b37-PKk_', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 14:46:47.161216+00');
INSERT INTO __SCHEMA__.actions VALUES (251, 'b37-PKk_', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 14:46:47.208833+00');
INSERT INTO __SCHEMA__.actions VALUES (252, 'b37-PKk_', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 14:46:47.208917+00');
INSERT INTO __SCHEMA__.actions VALUES (253, 'b37-PKk_', 3, 'move', 0, '5-5', 'human', '2026-12-07 14:46:47.252649+00');
INSERT INTO __SCHEMA__.actions VALUES (254, 'b37-PKk_', 4, 'move', 1, '1-5@W', 'human', '2026-12-07 14:46:47.261586+00');
INSERT INTO __SCHEMA__.actions VALUES (255, 'b37-PKk_', 5, 'move', 0, '5-6@S', 'human', '2026-12-07 14:46:47.308543+00');
INSERT INTO __SCHEMA__.actions VALUES (256, 'b37-PKk_', 6, 'move', 1, '3-5@E', 'human', '2026-12-07 14:46:47.311916+00');
INSERT INTO __SCHEMA__.actions VALUES (257, 'b37-PKk_', 7, 'move', 0, '0-5@N', 'human', '2026-12-07 14:46:47.352561+00');
INSERT INTO __SCHEMA__.actions VALUES (258, 'b37-PKk_', 8, 'move', 1, '3-3@E', 'human', '2026-12-07 14:46:47.360448+00');
INSERT INTO __SCHEMA__.actions VALUES (259, 'b37-PKk_', 9, 'move', 0, '0-0@N', 'human', '2026-12-07 14:46:47.396631+00');
INSERT INTO __SCHEMA__.actions VALUES (260, 'b37-PKk_', 10, 'move', 1, '6-6@S', 'human', '2026-12-07 14:46:47.408885+00');
INSERT INTO __SCHEMA__.actions VALUES (261, 'b37-PKk_', 11, 'move', 0, '1-1@W', 'human', '2026-12-07 14:46:47.440622+00');
INSERT INTO __SCHEMA__.actions VALUES (262, 'b37-PKk_', 12, 'move', 1, '1-2@W', 'human', '2026-12-07 14:46:47.452592+00');
INSERT INTO __SCHEMA__.actions VALUES (263, 'b37-PKk_', 13, 'move', 0, '0-1@N', 'human', '2026-12-07 14:46:47.492535+00');
INSERT INTO __SCHEMA__.actions VALUES (264, 'b37-PKk_', 14, 'move', 1, '0-2@W', 'human', '2026-12-07 14:46:47.502391+00');
INSERT INTO __SCHEMA__.actions VALUES (265, 'b37-PKk_', 15, 'move', 0, '2-3@E', 'human', '2026-12-07 14:46:47.545405+00');
INSERT INTO __SCHEMA__.actions VALUES (266, 'b37-PKk_', 16, 'move', 1, '0-3@W', 'human', '2026-12-07 14:46:47.548065+00');
INSERT INTO __SCHEMA__.actions VALUES (267, 'b37-PKk_', 17, 'move', 0, '2-6@S', 'human', '2026-12-07 14:46:47.59349+00');
INSERT INTO __SCHEMA__.actions VALUES (268, 'b37-PKk_', 18, 'move', 1, '3-4@W', 'human', '2026-12-07 14:46:47.60075+00');
INSERT INTO __SCHEMA__.actions VALUES (269, 'b37-PKk_', 19, 'move', 0, '4-5@W', 'human', '2026-12-07 14:46:47.644469+00');
INSERT INTO __SCHEMA__.actions VALUES (270, 'ljAETrK8', 0, 'chat', 1, 'hello', 'human', '2026-12-07 14:46:47.844816+00');
INSERT INTO __SCHEMA__.actions VALUES (271, 'ljAETrK8', 1, 'move', 0, '6-6', 'human', '2026-12-07 14:46:48.456259+00');
INSERT INTO __SCHEMA__.actions VALUES (272, 'ljAETrK8', 2, 'move', 1, '1-6@W', 'human', '2026-12-07 14:46:49.062688+00');
INSERT INTO __SCHEMA__.actions VALUES (273, 'ljAETrK8', 3, 'move', 0, '3-6@S', 'human', '2026-12-07 14:46:49.66691+00');
INSERT INTO __SCHEMA__.actions VALUES (274, 'ljAETrK8', 4, 'move', 1, '2-6@N', 'human', '2026-12-07 14:46:50.271156+00');
INSERT INTO __SCHEMA__.actions VALUES (275, 'ljAETrK8', 5, 'move', 0, '5-6@E', 'human', '2026-12-07 14:46:50.875711+00');
INSERT INTO __SCHEMA__.actions VALUES (276, 'ljAETrK8', 6, 'move', 1, '5-5@E', 'human', '2026-12-07 14:46:51.480192+00');
INSERT INTO __SCHEMA__.actions VALUES (277, 'ljAETrK8', 7, 'move', 0, '3-3@S', 'human', '2026-12-07 14:46:52.084499+00');
INSERT INTO __SCHEMA__.actions VALUES (278, 'ljAETrK8', 8, 'move', 1, 'pass', 'human', '2026-12-07 14:46:52.693004+00');
INSERT INTO __SCHEMA__.actions VALUES (279, 'ljAETrK8', 9, 'move', 0, '1-1@W', 'human', '2026-12-07 14:46:53.296977+00');
INSERT INTO __SCHEMA__.actions VALUES (280, 'ljAETrK8', 10, 'move', 1, 'pass', 'human', '2026-12-07 14:46:53.90383+00');
INSERT INTO __SCHEMA__.actions VALUES (281, '70CkWgOS', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 14:46:55.196933+00');
INSERT INTO __SCHEMA__.actions VALUES (282, '70CkWgOS', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 14:46:55.244483+00');
INSERT INTO __SCHEMA__.actions VALUES (283, '70CkWgOS', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 14:46:55.244676+00');
INSERT INTO __SCHEMA__.actions VALUES (284, '70CkWgOS', 3, 'move', 0, '1-4', 'human', '2026-12-07 14:46:55.288527+00');
INSERT INTO __SCHEMA__.actions VALUES (285, '70CkWgOS', 4, 'move', 1, '1-2@L', 'human', '2026-12-07 14:46:55.290857+00');
INSERT INTO __SCHEMA__.actions VALUES (286, '70CkWgOS', 5, 'move', 0, '2-5@L', 'human', '2026-12-07 14:46:55.334564+00');
INSERT INTO __SCHEMA__.actions VALUES (287, '70CkWgOS', 6, 'move', 1, '5-6@L', 'human', '2026-12-07 14:46:55.336869+00');
INSERT INTO __SCHEMA__.actions VALUES (288, '70CkWgOS', 7, 'move', 0, '1-6@L', 'human', '2026-12-07 14:46:55.380436+00');
INSERT INTO __SCHEMA__.actions VALUES (289, '70CkWgOS', 8, 'move', 1, '1-5@L', 'human', '2026-12-07 14:46:55.382884+00');
INSERT INTO __SCHEMA__.actions VALUES (290, '70CkWgOS', 9, 'move', 0, '3-5@L', 'human', '2026-12-07 14:46:55.424428+00');
INSERT INTO __SCHEMA__.actions VALUES (291, '70CkWgOS', 10, 'move', 1, '0-3@L', 'human', '2026-12-07 14:46:55.428019+00');
INSERT INTO __SCHEMA__.actions VALUES (292, '70CkWgOS', 11, 'move', 0, '0-2@L', 'human', '2026-12-07 14:46:55.468434+00');
INSERT INTO __SCHEMA__.actions VALUES (293, '70CkWgOS', 12, 'move', 1, '2-3@L', 'human', '2026-12-07 14:46:55.471994+00');
INSERT INTO __SCHEMA__.actions VALUES (294, '70CkWgOS', 13, 'move', 0, 'pass', 'human', '2026-12-07 14:46:55.512453+00');
INSERT INTO __SCHEMA__.actions VALUES (295, '70CkWgOS', 14, 'move', 1, '3-6@L', 'human', '2026-12-07 14:46:55.516028+00');
INSERT INTO __SCHEMA__.actions VALUES (296, '70CkWgOS', 15, 'move', 0, 'pass', 'human', '2026-12-07 14:46:55.559986+00');
INSERT INTO __SCHEMA__.actions VALUES (297, '70CkWgOS', 16, 'move', 1, 'pass', 'human', '2026-12-07 14:46:55.562375+00');
INSERT INTO __SCHEMA__.actions VALUES (298, '70CkWgOS', 17, 'move', 0, '3-4', 'human', '2026-12-07 14:46:55.604679+00');
INSERT INTO __SCHEMA__.actions VALUES (299, '70CkWgOS', 18, 'move', 1, '3-6@L', 'human', '2026-12-07 14:46:55.608375+00');
INSERT INTO __SCHEMA__.actions VALUES (300, '70CkWgOS', 19, 'move', 0, '4-6@R', 'human', '2026-12-07 14:46:55.652608+00');
INSERT INTO __SCHEMA__.actions VALUES (303, '70CkWgOS', 22, 'move', 1, 'pass', 'human', '2026-12-07 14:46:55.70005+00');
INSERT INTO __SCHEMA__.actions VALUES (304, 'YlufxvlB', 0, 'chat', 1, 'hello', 'human', '2026-12-07 14:46:55.844889+00');
INSERT INTO __SCHEMA__.actions VALUES (306, 'YlufxvlB', 2, 'move', 1, '0-1@L', 'human', '2026-12-07 14:46:57.052472+00');
INSERT INTO __SCHEMA__.actions VALUES (309, 'YlufxvlB', 5, 'move', 0, '3-6@R', 'human', '2026-12-07 14:46:58.866585+00');
INSERT INTO __SCHEMA__.actions VALUES (310, 'YlufxvlB', 6, 'move', 1, '3-3@R', 'human', '2026-12-07 14:46:59.475451+00');
INSERT INTO __SCHEMA__.actions VALUES (314, 'YlufxvlB', 10, 'move', 1, '0-4@R', 'human', '2026-12-07 14:47:01.892484+00');
INSERT INTO __SCHEMA__.actions VALUES (315, 'YlufxvlB', 11, 'move', 0, 'pass', 'human', '2026-12-07 14:47:02.496945+00');
INSERT INTO __SCHEMA__.actions VALUES (321, 'BYy6HVr5', 5, 'move', 0, '1-2@L', 'human', '2026-12-07 14:47:03.920533+00');
INSERT INTO __SCHEMA__.actions VALUES (324, 'BYy6HVr5', 8, 'move', 1, '1-6@L', 'human', '2026-12-07 14:47:03.984524+00');
INSERT INTO __SCHEMA__.actions VALUES (327, 'BYy6HVr5', 11, 'move', 0, '5-6@L', 'human', '2026-12-07 14:47:04.06077+00');
INSERT INTO __SCHEMA__.actions VALUES (330, 'BYy6HVr5', 14, 'move', 1, '0-5@R', 'human', '2026-12-07 14:47:04.12852+00');
INSERT INTO __SCHEMA__.actions VALUES (334, 'yOVXylWQ', 1, 'move', 0, '5-6', 'human', '2026-12-07 14:47:04.965646+00');
INSERT INTO __SCHEMA__.actions VALUES (336, 'yOVXylWQ', 3, 'move', 0, '3-5@L', 'human', '2026-12-07 14:47:06.186364+00');
INSERT INTO __SCHEMA__.actions VALUES (339, 'yOVXylWQ', 6, 'move', 1, '3-3@L', 'human', '2026-12-07 14:47:08.020257+00');
INSERT INTO __SCHEMA__.actions VALUES (340, 'yOVXylWQ', 7, 'move', 0, '3-4@R', 'human', '2026-12-07 14:47:08.640495+00');
INSERT INTO __SCHEMA__.actions VALUES (344, 'yOVXylWQ', 11, 'move', 0, '2-5@L', 'human', '2026-12-07 14:47:11.077122+00');
INSERT INTO __SCHEMA__.actions VALUES (345, 'yOVXylWQ', 12, 'move', 1, 'pass', 'human', '2026-12-07 14:47:11.684332+00');
INSERT INTO __SCHEMA__.actions VALUES (348, '7L4qbd48', 2, 'move', 0, '2-6@R', 'human', '2026-12-07 14:47:13.55653+00');
INSERT INTO __SCHEMA__.actions VALUES (352, '7L4qbd48', 6, 'move', 1, '3-5@L', 'bot', '2026-12-07 14:47:14.245337+00');
INSERT INTO __SCHEMA__.actions VALUES (356, 'jGdbwzTN', 3, 'move', 0, '1-6', 'human', '2026-12-07 14:47:15.700452+00');
INSERT INTO __SCHEMA__.actions VALUES (359, 'jGdbwzTN', 6, 'move', 0, '0-4@R', 'human', '2026-12-07 14:47:18.430531+00');
INSERT INTO __SCHEMA__.actions VALUES (363, 'DO63pzo5', 2, 'move', 0, '1-3@BR', 'human', '2026-12-07 14:47:22.235092+00');
INSERT INTO __SCHEMA__.actions VALUES (366, 'DO63pzo5', 5, 'reclaim', 1, '', 'human', '2026-12-07 14:47:24.408552+00');
INSERT INTO __SCHEMA__.actions VALUES (369, 'DO63pzo5', 8, 'move', 0, '3-3@TR', 'human', '2026-12-07 14:47:26.230677+00');
INSERT INTO __SCHEMA__.actions VALUES (371, 'EiUcMKJF', 1, 'move', 1, '1-5@L', 'bot', '2026-12-07 14:47:26.910919+00');
INSERT INTO __SCHEMA__.actions VALUES (374, 'EiUcMKJF', 4, 'move', 0, '0-1@L', 'human', '2026-12-07 14:47:27.008533+00');
INSERT INTO __SCHEMA__.actions VALUES (377, 'EiUcMKJF', 7, 'move', 1, '2-6@R', 'bot', '2026-12-07 14:47:27.055026+00');
INSERT INTO __SCHEMA__.actions VALUES (380, 'EiUcMKJF', 10, 'move', 0, 'pass', 'human', '2026-12-07 14:47:27.145437+00');
INSERT INTO __SCHEMA__.actions VALUES (385, 'U-LMi2Iv', 3, 'move', 0, '1-2@L', 'human', '2026-12-07 14:47:32.892541+00');
INSERT INTO __SCHEMA__.actions VALUES (388, 'U-LMi2Iv', 6, 'move', 1, '2-4@R', 'bot', '2026-12-07 14:47:32.941886+00');
INSERT INTO __SCHEMA__.actions VALUES (391, 'U-LMi2Iv', 9, 'move', 0, '6-6@L', 'human', '2026-12-07 14:47:33.028514+00');
INSERT INTO __SCHEMA__.actions VALUES (394, 'U-LMi2Iv', 12, 'move', 1, 'pass', 'bot', '2026-12-07 14:47:33.078161+00');
INSERT INTO __SCHEMA__.actions VALUES (397, 'U-LMi2Iv', 15, 'move', 0, '3-3@R', 'human', '2026-12-07 14:47:33.168471+00');
INSERT INTO __SCHEMA__.actions VALUES (400, 'U-LMi2Iv', 18, 'move', 0, '1-6@L', 'human', '2026-12-07 14:47:33.216519+00');
INSERT INTO __SCHEMA__.actions VALUES (403, 'U-LMi2Iv', 21, 'move', 1, 'pass', 'bot', '2026-12-07 14:47:33.262701+00');
INSERT INTO __SCHEMA__.actions VALUES (406, 'U-LMi2Iv', 24, 'move', 0, '1-5@L', 'human', '2026-12-07 14:47:33.356462+00');
INSERT INTO __SCHEMA__.actions VALUES (410, 'LQDm3fsg', 1, 'move', 0, '4-4', 'human', '2026-12-07 14:47:34.065433+00');
INSERT INTO __SCHEMA__.actions VALUES (417, 'DMhW6cdF', 3, 'move', 1, '5-6@R', 'bot', '2026-12-07 14:47:35.216595+00');
INSERT INTO __SCHEMA__.actions VALUES (421, 'DMhW6cdF', 7, 'move', 1, '2-4@L', 'bot', '2026-12-07 14:47:35.330603+00');
INSERT INTO __SCHEMA__.actions VALUES (425, 'DMhW6cdF', 11, 'move', 1, '2-3@L', 'bot', '2026-12-07 14:47:35.495434+00');
INSERT INTO __SCHEMA__.actions VALUES (430, 'DMhW6cdF', 16, 'move', 0, '4-6@R', 'human', '2026-12-07 14:47:35.649176+00');
INSERT INTO __SCHEMA__.actions VALUES (434, 'DMhW6cdF', 20, 'move', 0, '1-3@R', 'human', '2026-12-07 14:47:35.788485+00');
INSERT INTO __SCHEMA__.actions VALUES (437, 'DMhW6cdF', 23, 'move', 1, 'pass', 'bot', '2026-12-07 14:47:35.838573+00');
INSERT INTO __SCHEMA__.actions VALUES (301, '70CkWgOS', 20, 'move', 1, '6-6@R', 'human', '2026-12-07 14:46:55.655375+00');
INSERT INTO __SCHEMA__.actions VALUES (308, 'YlufxvlB', 4, 'move', 1, 'pass', 'human', '2026-12-07 14:46:58.260886+00');
INSERT INTO __SCHEMA__.actions VALUES (312, 'YlufxvlB', 8, 'move', 1, '5-5@R', 'human', '2026-12-07 14:47:00.684203+00');
INSERT INTO __SCHEMA__.actions VALUES (313, 'YlufxvlB', 9, 'move', 0, '0-5@R', 'human', '2026-12-07 14:47:01.288264+00');
INSERT INTO __SCHEMA__.actions VALUES (316, 'BYy6HVr5', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 14:47:03.773218+00');
INSERT INTO __SCHEMA__.actions VALUES (318, 'BYy6HVr5', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 14:47:03.820971+00');
INSERT INTO __SCHEMA__.actions VALUES (320, 'BYy6HVr5', 4, 'move', 1, '3-3@R', 'human', '2026-12-07 14:47:03.87788+00');
INSERT INTO __SCHEMA__.actions VALUES (323, 'BYy6HVr5', 7, 'move', 0, '0-6@L', 'human', '2026-12-07 14:47:03.964656+00');
INSERT INTO __SCHEMA__.actions VALUES (326, 'BYy6HVr5', 10, 'move', 1, '4-6@L', 'human', '2026-12-07 14:47:04.032541+00');
INSERT INTO __SCHEMA__.actions VALUES (329, 'BYy6HVr5', 13, 'move', 0, '0-3@R', 'human', '2026-12-07 14:47:04.104598+00');
INSERT INTO __SCHEMA__.actions VALUES (332, 'BYy6HVr5', 16, 'move', 1, '0-4@R', 'human', '2026-12-07 14:47:04.172484+00');
INSERT INTO __SCHEMA__.actions VALUES (333, 'yOVXylWQ', 0, 'chat', 1, 'hello', 'human', '2026-12-07 14:47:04.322531+00');
INSERT INTO __SCHEMA__.actions VALUES (338, 'yOVXylWQ', 5, 'move', 0, '1-3@R', 'human', '2026-12-07 14:47:07.402882+00');
INSERT INTO __SCHEMA__.actions VALUES (342, 'yOVXylWQ', 9, 'move', 0, '5-5@R', 'human', '2026-12-07 14:47:09.867996+00');
INSERT INTO __SCHEMA__.actions VALUES (343, 'yOVXylWQ', 10, 'move', 1, '2-3@L', 'human', '2026-12-07 14:47:10.472135+00');
INSERT INTO __SCHEMA__.actions VALUES (346, '7L4qbd48', 0, 'move', 0, '3-4', 'human', '2026-12-07 14:47:13.249016+00');
INSERT INTO __SCHEMA__.actions VALUES (349, '7L4qbd48', 3, 'move', 1, '3-5@L', 'bot', '2026-12-07 14:47:13.589161+00');
INSERT INTO __SCHEMA__.actions VALUES (354, 'jGdbwzTN', 1, 'seat', 2, 'c6L28fj8oDhAhpj0bZoVh7b-Jsa601sY6_-5sJo64_o', 'human', '2026-12-07 14:47:14.574517+00');
INSERT INTO __SCHEMA__.actions VALUES (357, 'jGdbwzTN', 4, 'move', 1, '0-6@R', 'human', '2026-12-07 14:47:16.616469+00');
INSERT INTO __SCHEMA__.actions VALUES (360, 'jGdbwzTN', 7, 'move', 1, '3-4@R', 'human', '2026-12-07 14:47:19.344402+00');
INSERT INTO __SCHEMA__.actions VALUES (361, 'DO63pzo5', 0, 'move', 0, '0-1', 'human', '2026-12-07 14:47:21.012023+00');
INSERT INTO __SCHEMA__.actions VALUES (364, 'DO63pzo5', 3, 'takeover', 1, 'greedy', 'human', '2026-12-07 14:47:24.055925+00');
INSERT INTO __SCHEMA__.actions VALUES (367, 'DO63pzo5', 6, 'move', 0, '0-3@TR', 'human', '2026-12-07 14:47:25.012416+00');
INSERT INTO __SCHEMA__.actions VALUES (370, 'EiUcMKJF', 0, 'move', 0, '1-1', 'human', '2026-12-07 14:47:26.908546+00');
INSERT INTO __SCHEMA__.actions VALUES (373, 'EiUcMKJF', 3, 'move', 1, '0-5@L', 'bot', '2026-12-07 14:47:26.962931+00');
INSERT INTO __SCHEMA__.actions VALUES (376, 'EiUcMKJF', 6, 'move', 0, '4-6@R', 'human', '2026-12-07 14:47:27.05251+00');
INSERT INTO __SCHEMA__.actions VALUES (379, 'EiUcMKJF', 9, 'move', 1, '1-2@R', 'bot', '2026-12-07 14:47:27.103019+00');
INSERT INTO __SCHEMA__.actions VALUES (382, 'U-LMi2Iv', 0, 'account', 0, ':p:Ada Fixture', 'human', '2026-12-07 14:47:32.802009+00');
INSERT INTO __SCHEMA__.actions VALUES (383, 'U-LMi2Iv', 1, 'move', 0, '1-5', 'human', '2026-12-07 14:47:32.848514+00');
INSERT INTO __SCHEMA__.actions VALUES (386, 'U-LMi2Iv', 4, 'move', 1, '0-5@R', 'bot', '2026-12-07 14:47:32.894997+00');
INSERT INTO __SCHEMA__.actions VALUES (389, 'U-LMi2Iv', 7, 'move', 0, 'pass', 'human', '2026-12-07 14:47:32.984536+00');
INSERT INTO __SCHEMA__.actions VALUES (392, 'U-LMi2Iv', 10, 'move', 1, '2-3@R', 'bot', '2026-12-07 14:47:33.030741+00');
INSERT INTO __SCHEMA__.actions VALUES (395, 'U-LMi2Iv', 13, 'move', 0, '0-1@L', 'human', '2026-12-07 14:47:33.120419+00');
INSERT INTO __SCHEMA__.actions VALUES (398, 'U-LMi2Iv', 16, 'move', 0, '1-3', 'human', '2026-12-07 14:47:33.172922+00');
INSERT INTO __SCHEMA__.actions VALUES (401, 'U-LMi2Iv', 19, 'move', 1, '4-6@L', 'bot', '2026-12-07 14:47:33.218986+00');
INSERT INTO __SCHEMA__.actions VALUES (404, 'U-LMi2Iv', 22, 'move', 0, '1-4@L', 'human', '2026-12-07 14:47:33.304551+00');
INSERT INTO __SCHEMA__.actions VALUES (407, 'U-LMi2Iv', 25, 'move', 1, 'pass', 'bot', '2026-12-07 14:47:33.384748+00');
INSERT INTO __SCHEMA__.actions VALUES (409, 'LQDm3fsg', 0, 'account', 0, '1414:p:Ada Fixture', 'human', '2026-12-07 14:47:33.693616+00');
INSERT INTO __SCHEMA__.actions VALUES (411, 'LQDm3fsg', 2, 'move', 1, 'pass', 'bot', '2026-12-07 14:47:34.072291+00');
INSERT INTO __SCHEMA__.actions VALUES (414, 'DMhW6cdF', 0, 'move', 0, '4-5', 'human', '2026-12-07 14:47:35.164518+00');
INSERT INTO __SCHEMA__.actions VALUES (418, 'DMhW6cdF', 4, 'move', 0, '0-5@L', 'human', '2026-12-07 14:47:35.26061+00');
INSERT INTO __SCHEMA__.actions VALUES (422, 'DMhW6cdF', 8, 'move', 0, '4-4@L', 'human', '2026-12-07 14:47:35.384423+00');
INSERT INTO __SCHEMA__.actions VALUES (429, 'DMhW6cdF', 15, 'move', 1, '1-2@L', 'bot', '2026-12-07 14:47:35.593557+00');
INSERT INTO __SCHEMA__.actions VALUES (433, 'DMhW6cdF', 19, 'move', 1, '1-1@R', 'bot', '2026-12-07 14:47:35.733098+00');
INSERT INTO __SCHEMA__.actions VALUES (436, 'DMhW6cdF', 22, 'move', 0, '0-0@L', 'human', '2026-12-07 14:47:35.836479+00');
INSERT INTO __SCHEMA__.actions VALUES (302, '70CkWgOS', 21, 'move', 0, 'pass', 'human', '2026-12-07 14:46:55.696584+00');
INSERT INTO __SCHEMA__.actions VALUES (305, 'YlufxvlB', 1, 'move', 0, '0-6', 'human', '2026-12-07 14:46:56.448436+00');
INSERT INTO __SCHEMA__.actions VALUES (307, 'YlufxvlB', 3, 'move', 0, '1-6@L', 'human', '2026-12-07 14:46:57.656744+00');
INSERT INTO __SCHEMA__.actions VALUES (311, 'YlufxvlB', 7, 'move', 0, '3-5@R', 'human', '2026-12-07 14:47:00.079873+00');
INSERT INTO __SCHEMA__.actions VALUES (317, 'BYy6HVr5', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 14:47:03.820855+00');
INSERT INTO __SCHEMA__.actions VALUES (319, 'BYy6HVr5', 3, 'move', 0, '2-3', 'human', '2026-12-07 14:47:03.870861+00');
INSERT INTO __SCHEMA__.actions VALUES (322, 'BYy6HVr5', 6, 'move', 1, '0-1@L', 'human', '2026-12-07 14:47:03.932467+00');
INSERT INTO __SCHEMA__.actions VALUES (325, 'BYy6HVr5', 9, 'move', 0, '1-4@L', 'human', '2026-12-07 14:47:04.012532+00');
INSERT INTO __SCHEMA__.actions VALUES (328, 'BYy6HVr5', 12, 'move', 1, '2-5@L', 'human', '2026-12-07 14:47:04.080342+00');
INSERT INTO __SCHEMA__.actions VALUES (331, 'BYy6HVr5', 15, 'move', 0, '4-5@R', 'human', '2026-12-07 14:47:04.153598+00');
INSERT INTO __SCHEMA__.actions VALUES (335, 'yOVXylWQ', 2, 'move', 1, '1-6@R', 'human', '2026-12-07 14:47:05.577049+00');
INSERT INTO __SCHEMA__.actions VALUES (337, 'yOVXylWQ', 4, 'move', 1, '1-1@R', 'human', '2026-12-07 14:47:06.796396+00');
INSERT INTO __SCHEMA__.actions VALUES (341, 'yOVXylWQ', 8, 'move', 1, '4-5@R', 'human', '2026-12-07 14:47:09.260369+00');
INSERT INTO __SCHEMA__.actions VALUES (347, '7L4qbd48', 1, 'move', 1, '2-4@R', 'bot', '2026-12-07 14:47:13.251309+00');
INSERT INTO __SCHEMA__.actions VALUES (350, '7L4qbd48', 4, 'undo', 0, '', 'human', '2026-12-07 14:47:13.917914+00');
INSERT INTO __SCHEMA__.actions VALUES (351, '7L4qbd48', 5, 'move', 0, '2-6@R', 'human', '2026-12-07 14:47:14.22846+00');
INSERT INTO __SCHEMA__.actions VALUES (353, 'jGdbwzTN', 0, 'open', 0, '0', 'human', '2026-12-07 14:47:14.563345+00');
INSERT INTO __SCHEMA__.actions VALUES (355, 'jGdbwzTN', 2, 'name', 2, 'Ola', 'human', '2026-12-07 14:47:14.577298+00');
INSERT INTO __SCHEMA__.actions VALUES (358, 'jGdbwzTN', 5, 'move', 2, '1-1@L', 'human', '2026-12-07 14:47:17.525557+00');
INSERT INTO __SCHEMA__.actions VALUES (362, 'DO63pzo5', 1, 'move', 1, '0-0@TL', 'human', '2026-12-07 14:47:21.630838+00');
INSERT INTO __SCHEMA__.actions VALUES (365, 'DO63pzo5', 4, 'move', 1, '1-2@BL', 'bot', '2026-12-07 14:47:24.058383+00');
INSERT INTO __SCHEMA__.actions VALUES (368, 'DO63pzo5', 7, 'move', 1, '2-6@BL', 'human', '2026-12-07 14:47:25.624158+00');
INSERT INTO __SCHEMA__.actions VALUES (372, 'EiUcMKJF', 2, 'move', 0, '1-3@R', 'human', '2026-12-07 14:47:26.960535+00');
INSERT INTO __SCHEMA__.actions VALUES (375, 'EiUcMKJF', 5, 'move', 1, '3-4@R', 'bot', '2026-12-07 14:47:27.011018+00');
INSERT INTO __SCHEMA__.actions VALUES (378, 'EiUcMKJF', 8, 'move', 0, '2-2@R', 'human', '2026-12-07 14:47:27.100564+00');
INSERT INTO __SCHEMA__.actions VALUES (381, 'EiUcMKJF', 11, 'move', 1, 'pass', 'bot', '2026-12-07 14:47:27.147794+00');
INSERT INTO __SCHEMA__.actions VALUES (384, 'U-LMi2Iv', 2, 'move', 1, '5-5@R', 'bot', '2026-12-07 14:47:32.851003+00');
INSERT INTO __SCHEMA__.actions VALUES (387, 'U-LMi2Iv', 5, 'move', 0, '0-4@R', 'human', '2026-12-07 14:47:32.936468+00');
INSERT INTO __SCHEMA__.actions VALUES (390, 'U-LMi2Iv', 8, 'move', 1, '2-6@L', 'bot', '2026-12-07 14:47:32.986884+00');
INSERT INTO __SCHEMA__.actions VALUES (393, 'U-LMi2Iv', 11, 'move', 0, '1-6@L', 'human', '2026-12-07 14:47:33.075877+00');
INSERT INTO __SCHEMA__.actions VALUES (396, 'U-LMi2Iv', 14, 'move', 1, '0-0@L', 'bot', '2026-12-07 14:47:33.122583+00');
INSERT INTO __SCHEMA__.actions VALUES (399, 'U-LMi2Iv', 17, 'move', 1, '3-4@R', 'bot', '2026-12-07 14:47:33.17481+00');
INSERT INTO __SCHEMA__.actions VALUES (402, 'U-LMi2Iv', 20, 'move', 0, '4-4@R', 'human', '2026-12-07 14:47:33.260487+00');
INSERT INTO __SCHEMA__.actions VALUES (405, 'U-LMi2Iv', 23, 'move', 1, '1-1@L', 'bot', '2026-12-07 14:47:33.307019+00');
INSERT INTO __SCHEMA__.actions VALUES (408, 'U-LMi2Iv', 26, 'move', 0, 'pass', 'human', '2026-12-07 14:47:33.440082+00');
INSERT INTO __SCHEMA__.actions VALUES (412, 'LQDm3fsg', 3, 'move', 0, '2-4@L', 'human', '2026-12-07 14:47:34.38806+00');
INSERT INTO __SCHEMA__.actions VALUES (413, 'LQDm3fsg', 4, 'move', 1, '2-5@L', 'bot', '2026-12-07 14:47:34.433048+00');
INSERT INTO __SCHEMA__.actions VALUES (415, 'DMhW6cdF', 1, 'move', 1, '5-5@R', 'bot', '2026-12-07 14:47:35.166674+00');
INSERT INTO __SCHEMA__.actions VALUES (416, 'DMhW6cdF', 2, 'move', 0, '0-4@L', 'human', '2026-12-07 14:47:35.208451+00');
INSERT INTO __SCHEMA__.actions VALUES (419, 'DMhW6cdF', 5, 'move', 1, '6-6@R', 'bot', '2026-12-07 14:47:35.285474+00');
INSERT INTO __SCHEMA__.actions VALUES (420, 'DMhW6cdF', 6, 'move', 0, '2-5@L', 'human', '2026-12-07 14:47:35.328483+00');
INSERT INTO __SCHEMA__.actions VALUES (423, 'DMhW6cdF', 9, 'move', 1, '2-6@R', 'bot', '2026-12-07 14:47:35.425119+00');
INSERT INTO __SCHEMA__.actions VALUES (424, 'DMhW6cdF', 10, 'move', 0, '3-4@L', 'human', '2026-12-07 14:47:35.476711+00');
INSERT INTO __SCHEMA__.actions VALUES (426, 'DMhW6cdF', 12, 'move', 0, 'pass', 'human', '2026-12-07 14:47:35.540478+00');
INSERT INTO __SCHEMA__.actions VALUES (427, 'DMhW6cdF', 13, 'move', 1, '0-2@R', 'bot', '2026-12-07 14:47:35.543118+00');
INSERT INTO __SCHEMA__.actions VALUES (428, 'DMhW6cdF', 14, 'move', 0, '0-6@R', 'human', '2026-12-07 14:47:35.584622+00');
INSERT INTO __SCHEMA__.actions VALUES (431, 'DMhW6cdF', 17, 'move', 1, '0-1@L', 'bot', '2026-12-07 14:47:35.654153+00');
INSERT INTO __SCHEMA__.actions VALUES (432, 'DMhW6cdF', 18, 'move', 0, '1-4@R', 'human', '2026-12-07 14:47:35.708423+00');
INSERT INTO __SCHEMA__.actions VALUES (435, 'DMhW6cdF', 21, 'move', 1, '0-3@R', 'bot', '2026-12-07 14:47:35.795743+00');
INSERT INTO __SCHEMA__.actions VALUES (438, 'DMhW6cdF', 24, 'move', 0, 'pass', 'human', '2026-12-07 14:47:35.880522+00');


--
-- Data for Name: alembic_version; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.alembic_version VALUES ('0004');


--
-- Data for Name: analyses; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.analyses VALUES ('kOrFbNf2', '2026-12-07 14:46:22.912012+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "white-snake", "players": 5, "options": {"max_deals": 2}, "seed": 0, "policy": "random", "worlds": 46, "budget": 1.0, "seconds": 0.352, "deals": [{"deal": 1, "returns": [-0.25, 1.0, -0.25, -0.25, -0.25], "decisions": [{"step": 0, "deal": 1, "seat": 3, "move": "1-1", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 1, "deal": 1, "seat": 4, "move": "1-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 2, "deal": 1, "seat": 0, "move": "4-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 3, "deal": 1, "seat": 1, "move": "4-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 4, "deal": 1, "seat": 2, "move": "0-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 5, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 6, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 7, "deal": 1, "seat": 0, "move": "0-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 8, "deal": 1, "seat": 1, "move": "3-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 9, "deal": 1, "seat": 2, "move": "1-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 10, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 11, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 12, "deal": 1, "seat": 0, "move": "1-4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4", "mean": 0.6630434782608695, "se": 0.04611565964260093, "n": 46, "hindsight": 0.5108695652173914, "hindsight_se": 0.038429716368834105}, {"move": "1-6", "mean": 0.5652173913043478, "se": 0.04287014335579432, "n": 46, "hindsight": 0.42934782608695654, "hindsight_se": 0.02625249410541565}], "best": "1-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4", "hindsight_loss": 0.0, "gain": 0.048913043478260865}, {"step": 13, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 14, "deal": 1, "seat": 2, "move": "0-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 15, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 16, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 17, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 18, "deal": 1, "seat": 1, "move": "0-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 19, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 20, "deal": 1, "seat": 3, "move": "2-4", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5", "mean": 0.38858695652173914, "se": 0.013586956521739132, "n": 46, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "2-4", "mean": 0.3804347826086957, "se": 0.0038000320585875056, "n": 46, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "2-6", "mean": 0.375, "se": 0.0, "n": 46, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "2-5", "loss": -0.002717391304347826, "loss_se": 0.002717391304347826, "hindsight_best": "2-4", "hindsight_loss": 0.0, "gain": -0.0009057971014492794}, {"step": 21, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 22, "deal": 1, "seat": 0, "move": "3-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 23, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 24, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 25, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 26, "deal": 1, "seat": 4, "move": "3-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 27, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 28, "deal": 1, "seat": 1, "move": "5-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 29, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 30, "deal": 1, "seat": 3, "move": "2-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 31, "deal": 1, "seat": 4, "move": "2-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 32, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 33, "deal": 1, "seat": 1, "move": "1-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.6467391304347826, 0.45652173913043476, 0.43478260869565216, 0.5380434782608695, 0.4891304347826087, 0.483695652173913, 0.5706521739130435, 0.5706521739130435, 0.5706521739130435, 0.5380434782608695, 0.5380434782608695, 0.483695652173913, 0.5380434782608695, 0.6630434782608695, 0.5652173913043478, 0.483695652173913, 0.6195652173913043, 0.5108695652173914, 0.5380434782608695, 0.6467391304347826, 0.6467391304347826, 0.782608695652174, 0.7282608695652174, 0.7282608695652174, 0.8152173913043478, 0.782608695652174, 0.7010869565217391, 0.5108695652173914, 0.592391304347826, 0.45652173913043476, 0.5652173913043478, 0.6467391304347826, 0.592391304347826, 0.6467391304347826, 0.375], [0.4891304347826087, 0.42934782608695654, 0.5706521739130435, 0.44021739130434784, 0.5108695652173914, 0.45652173913043476, 0.5652173913043478, 0.483695652173913, 0.5652173913043478, 0.483695652173913, 0.45652173913043476, 0.46195652173913043, 0.5163043478260869, 0.4891304347826087, 0.45652173913043476, 0.483695652173913, 0.483695652173913, 0.43478260869565216, 0.5108695652173914, 0.42934782608695654, 0.592391304347826, 0.5108695652173914, 0.42934782608695654, 0.483695652173913, 0.45652173913043476, 0.45652173913043476, 0.483695652173913, 0.5652173913043478, 0.5380434782608695, 0.592391304347826, 0.782608695652174, 0.6739130434782609, 0.782608695652174, 1.0, 1.0], [0.592391304347826, 0.6195652173913043, 0.592391304347826, 0.5652173913043478, 0.5380434782608695, 0.5706521739130435, 0.5706521739130435, 0.5652173913043478, 0.592391304347826, 0.5380434782608695, 0.483695652173913, 0.6467391304347826, 0.5652173913043478, 0.5380434782608695, 0.5652173913043478, 0.6739130434782609, 0.592391304347826, 0.592391304347826, 0.6739130434782609, 0.7282608695652174, 0.592391304347826, 0.592391304347826, 0.7554347826086957, 0.483695652173913, 0.483695652173913, 0.592391304347826, 0.592391304347826, 0.6467391304347826, 0.7282608695652174, 0.483695652173913, 0.45652173913043476, 0.42934782608695654, 0.42934782608695654, 0.483695652173913, 0.375], [0.46195652173913043, 0.483695652173913, 0.43478260869565216, 0.4076086956521739, 0.483695652173913, 0.42934782608695654, 0.46195652173913043, 0.375, 0.42934782608695654, 0.4076086956521739, 0.40217391304347827, 0.40217391304347827, 0.375, 0.40217391304347827, 0.40217391304347827, 0.375, 0.40217391304347827, 0.4076086956521739, 0.40217391304347827, 0.375, 0.375, 0.3804347826086957, 0.3858695652173913, 0.375, 0.375, 0.375, 0.3804347826086957, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375], [0.3804347826086957, 0.40217391304347827, 0.41304347826086957, 0.42934782608695654, 0.4891304347826087, 0.43478260869565216, 0.40217391304347827, 0.375, 0.4891304347826087, 0.43478260869565216, 0.375, 0.375, 0.40217391304347827, 0.375, 0.375, 0.40217391304347827, 0.4076086956521739, 0.40217391304347827, 0.42934782608695654, 0.3858695652173913, 0.375, 0.3804347826086957, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375]], "curve_se": [[0.06605603733755404, 0.04487624042634621, 0.03758189773860991, 0.05851145890477773, 0.05026673140318343, 0.05050654224372744, 0.06078480829735059, 0.06078480829735059, 0.06078480829735059, 0.05851145890477773, 0.05851145890477773, 0.05050654224372744, 0.05851145890477773, 0.04611565964260093, 0.06131261682801806, 0.05050654224372744, 0.06503185069707601, 0.05496194530950343, 0.05851145890477773, 0.06605603733755404, 0.06605603733755404, 0.06346458783925459, 0.06605603733755404, 0.06605603733755404, 0.059782608695652176, 0.06346458783925459, 0.06656222127128202, 0.05496194530950343, 0.06346458783925459, 0.04487624042634621, 0.06131261682801806, 0.06605603733755404, 0.06346458783925459, 0.06605603733755404, 0.0], [0.05026673140318343, 0.03754615650585638, 0.06078480829735059, 0.037581897738609905, 0.05496194530950343, 0.04487624042634621, 0.06131261682801806, 0.05050654224372744, 0.06131261682801806, 0.05050654224372744, 0.04487624042634621, 0.04475641046499314, 0.05461888924522223, 0.05026673140318343, 0.04487624042634621, 0.05050654224372744, 0.05050654224372744, 0.03758189773860991, 0.05496194530950343, 0.03754615650585638, 0.06346458783925459, 0.05496194530950343, 0.03754615650585638, 0.05050654224372744, 0.04487624042634621, 0.04487624042634621, 0.05050654224372744, 0.06131261682801806, 0.05851145890477773, 0.06346458783925459, 0.06346458783925459, 0.06656222127128202, 0.06346458783925459, 0.0, 0.0], [0.06346458783925459, 0.06503185069707601, 0.06346458783925459, 0.06131261682801806, 0.05851145890477773, 0.06078480829735059, 0.06078480829735059, 0.06131261682801806, 0.06346458783925459, 0.05851145890477773, 0.05050654224372744, 0.06605603733755404, 0.06131261682801806, 0.05851145890477773, 0.06131261682801806, 0.06656222127128202, 0.06346458783925459, 0.06346458783925459, 0.06656222127128202, 0.06605603733755404, 0.06346458783925459, 0.06346458783925459, 0.06503185069707601, 0.05050654224372744, 0.05050654224372744, 0.06346458783925459, 0.06346458783925459, 0.06605603733755404, 0.06605603733755404, 0.05050654224372744, 0.04487624042634621, 0.03754615650585638, 0.03754615650585638, 0.05050654224372744, 0.0], [0.04475641046499314, 0.05050654224372744, 0.03758189773860991, 0.027468756173750275, 0.05050654224372744, 0.03754615650585638, 0.04475641046499314, 0.0, 0.03754615650585638, 0.027468756173750275, 0.027173913043478264, 0.027173913043478264, 0.0, 0.027173913043478264, 0.027173913043478264, 0.0, 0.027173913043478264, 0.027468756173750275, 0.027173913043478264, 0.0, 0.0, 0.0038000320585875056, 0.007509231301171276, 0.0, 0.0, 0.0, 0.005434782608695652, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.005434782608695652, 0.027173913043478264, 0.02771206257387383, 0.03754615650585638, 0.05026673140318343, 0.03758189773860991, 0.027173913043478264, 0.0, 0.05026673140318343, 0.03758189773860991, 0.0, 0.0, 0.027173913043478264, 0.0, 0.0, 0.027173913043478264, 0.027468756173750275, 0.027173913043478264, 0.03754615650585638, 0.007509231301171276, 0.0, 0.005434782608695652, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.6467391304347826, "result": 0.375, "own": 0.048913043478260865, "luck": -0.32065217391304346, "dealt": 0.42934782608695654}, {"seat": 1, "decisions": 7, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.4891304347826087, "result": 1.0, "own": 0.0, "luck": 0.5108695652173914, "dealt": 0.592391304347826}, {"seat": 2, "decisions": 6, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.592391304347826, "result": 0.375, "own": 0.0, "luck": -0.21739130434782605, "dealt": 0.8369565217391305}, {"seat": 3, "decisions": 7, "choices": 1, "given_away": -0.002717391304347826, "given_away_se": 0.002717391304347826, "inaccuracies": 0, "mistakes": 0, "start": 0.46195652173913043, "result": 0.375, "own": -0.0009057971014492794, "luck": -0.08605072463768115, "dealt": 0.375}, {"seat": 4, "decisions": 7, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.3804347826086957, "result": 0.375, "own": 0.0, "luck": -0.005434782608695676, "dealt": 0.375}], "chance": [[0.43478260869565216, 0.13043478260869565, 0.10869565217391304, 0.2608695652173913, 0.1956521739130435, 0.17391304347826086, 0.32608695652173914, 0.32608695652173914, 0.32608695652173914, 0.2608695652173913, 0.2608695652173913, 0.17391304347826086, 0.2608695652173913, 0.4673913043478261, 0.30434782608695654, 0.17391304347826086, 0.391304347826087, 0.21739130434782608, 0.2608695652173913, 0.43478260869565216, 0.43478260869565216, 0.6521739130434783, 0.5652173913043478, 0.5652173913043478, 0.717391304347826, 0.6521739130434783, 0.5217391304347826, 0.21739130434782608, 0.34782608695652173, 0.13043478260869565, 0.30434782608695654, 0.43478260869565216, 0.34782608695652173, 0.43478260869565216, 0.0], [0.1956521739130435, 0.08695652173913043, 0.32608695652173914, 0.13043478260869565, 0.21739130434782608, 0.13043478260869565, 0.30434782608695654, 0.17391304347826086, 0.30434782608695654, 0.17391304347826086, 0.13043478260869565, 0.15217391304347827, 0.2391304347826087, 0.1956521739130435, 0.13043478260869565, 0.17391304347826086, 0.17391304347826086, 0.10869565217391304, 0.21739130434782608, 0.08695652173913043, 0.34782608695652173, 0.21739130434782608, 0.08695652173913043, 0.17391304347826086, 0.13043478260869565, 0.13043478260869565, 0.17391304347826086, 0.30434782608695654, 0.2608695652173913, 0.34782608695652173, 0.6521739130434783, 0.4782608695652174, 0.6521739130434783, 1.0, 1.0], [0.34782608695652173, 0.391304347826087, 0.34782608695652173, 0.30434782608695654, 0.2608695652173913, 0.32608695652173914, 0.32608695652173914, 0.30434782608695654, 0.34782608695652173, 0.2608695652173913, 0.17391304347826086, 0.43478260869565216, 0.30434782608695654, 0.2608695652173913, 0.30434782608695654, 0.4782608695652174, 0.34782608695652173, 0.34782608695652173, 0.4782608695652174, 0.5652173913043478, 0.34782608695652173, 0.34782608695652173, 0.6086956521739131, 0.17391304347826086, 0.17391304347826086, 0.34782608695652173, 0.34782608695652173, 0.43478260869565216, 0.5652173913043478, 0.17391304347826086, 0.13043478260869565, 0.08695652173913043, 0.08695652173913043, 0.17391304347826086, 0.0], [0.15217391304347827, 0.17391304347826086, 0.10869565217391304, 0.06521739130434782, 0.17391304347826086, 0.08695652173913043, 0.15217391304347827, 0.0, 0.08695652173913043, 0.06521739130434782, 0.043478260869565216, 0.043478260869565216, 0.0, 0.043478260869565216, 0.043478260869565216, 0.0, 0.043478260869565216, 0.06521739130434782, 0.043478260869565216, 0.0, 0.0, 0.021739130434782608, 0.043478260869565216, 0.0, 0.0, 0.0, 0.021739130434782608, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.021739130434782608, 0.043478260869565216, 0.08695652173913043, 0.08695652173913043, 0.1956521739130435, 0.10869565217391304, 0.043478260869565216, 0.0, 0.1956521739130435, 0.10869565217391304, 0.0, 0.0, 0.043478260869565216, 0.0, 0.0, 0.043478260869565216, 0.06521739130434782, 0.043478260869565216, 0.08695652173913043, 0.043478260869565216, 0.0, 0.021739130434782608, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]}, {"deal": 2, "returns": [-0.25, -0.25, 1.0, -0.25, -0.25], "decisions": [{"step": 34, "deal": 2, "seat": 2, "move": "2-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 35, "deal": 2, "seat": 3, "move": "2-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 36, "deal": 2, "seat": 4, "move": "6-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 37, "deal": 2, "seat": 0, "move": "3-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 38, "deal": 2, "seat": 1, "move": "2-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 39, "deal": 2, "seat": 2, "move": "1-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 40, "deal": 2, "seat": 3, "move": "1-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 41, "deal": 2, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 42, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 43, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 44, "deal": 2, "seat": 2, "move": "3-5", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5", "mean": 0.6739130434782609, "se": 0.0465406977487867, "n": 46, "hindsight": 0.7010869565217391, "hindsight_se": 0.0465406977487867}, {"move": "0-3", "mean": 0.6657608695652174, "se": 0.04581757763216881, "n": 46, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-5", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3", "hindsight_loss": 0.29891304347826086, "gain": 0.0040760869565217295}, {"step": 45, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 46, "deal": 2, "seat": 4, "move": "2-5", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5", "mean": 0.592391304347826, "se": 0.04437481418085468, "n": 46, "hindsight": 0.4429347826086957, "hindsight_se": 0.02899965687243138}, {"move": "0-5", "mean": 0.5516304347826086, "se": 0.04195121803228047, "n": 46, "hindsight": 0.4429347826086957, "hindsight_se": 0.02899965687243138}], "best": "2-5", "loss": -0.05434782608695652, "loss_se": 0.038000320585875054, "hindsight_best": "2-5", "hindsight_loss": 0.0, "gain": 0.02038043478260876}, {"step": 47, "deal": 2, "seat": 0, "move": "2-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 48, "deal": 2, "seat": 1, "move": "4-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 49, "deal": 2, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 50, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 51, "deal": 2, "seat": 4, "move": "0-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 52, "deal": 2, "seat": 0, "move": "0-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 53, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 54, "deal": 2, "seat": 2, "move": "4-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 55, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 56, "deal": 2, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 57, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 58, "deal": 2, "seat": 1, "move": "0-6", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6", "mean": 0.4157608695652174, "se": 0.02300439329565271, "n": 46, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "0-6", "mean": 0.391304347826087, "se": 0.013796690409173749, "n": 46, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "5-6", "loss": -0.01358695652173913, "loss_se": 0.013586956521739132, "hindsight_best": "0-6", "hindsight_loss": 0.0, "gain": -0.012228260869565244}, {"step": 59, "deal": 2, "seat": 2, "move": "0-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.5108695652173914, 0.43478260869565216, 0.42934782608695654, 0.42934782608695654, 0.46195652173913043, 0.4891304347826087, 0.45652173913043476, 0.483695652173913, 0.40217391304347827, 0.375, 0.40217391304347827, 0.42934782608695654, 0.40217391304347827, 0.40217391304347827, 0.40217391304347827, 0.45652173913043476, 0.40217391304347827, 0.5652173913043478, 0.40217391304347827, 0.40217391304347827, 0.4891304347826087, 0.5108695652173914, 0.5380434782608695, 0.5108695652173914, 0.6195652173913043, 0.40217391304347827, 0.375], [0.5163043478260869, 0.5380434782608695, 0.4891304347826087, 0.5108695652173914, 0.45652173913043476, 0.42934782608695654, 0.42934782608695654, 0.45652173913043476, 0.4076086956521739, 0.46195652173913043, 0.375, 0.3804347826086957, 0.40217391304347827, 0.4076086956521739, 0.4076086956521739, 0.375, 0.375, 0.40217391304347827, 0.375, 0.375, 0.3804347826086957, 0.375, 0.40217391304347827, 0.375, 0.40217391304347827, 0.391304347826087, 0.375], [0.6195652173913043, 0.7554347826086957, 0.7336956521739131, 0.5380434782608695, 0.6195652173913043, 0.5706521739130435, 0.6195652173913043, 0.782608695652174, 0.8097826086956522, 0.782608695652174, 0.7010869565217391, 0.6739130434782609, 0.782608695652174, 0.8641304347826086, 0.7282608695652174, 0.6195652173913043, 0.7010869565217391, 0.6739130434782609, 0.5652173913043478, 0.782608695652174, 0.7010869565217391, 0.6739130434782609, 0.6195652173913043, 0.8097826086956522, 0.7554347826086957, 1.0, 1.0], [0.40217391304347827, 0.42934782608695654, 0.40217391304347827, 0.42934782608695654, 0.40217391304347827, 0.3804347826086957, 0.40217391304347827, 0.45652173913043476, 0.40217391304347827, 0.42934782608695654, 0.5108695652173914, 0.40217391304347827, 0.40217391304347827, 0.46195652173913043, 0.42934782608695654, 0.40217391304347827, 0.42934782608695654, 0.3804347826086957, 0.375, 0.4076086956521739, 0.4076086956521739, 0.3804347826086957, 0.375, 0.40217391304347827, 0.40217391304347827, 0.375, 0.375], [0.45652173913043476, 0.483695652173913, 0.42934782608695654, 0.42934782608695654, 0.40217391304347827, 0.45652173913043476, 0.5380434782608695, 0.5380434782608695, 0.5108695652173914, 0.5108695652173914, 0.46195652173913043, 0.5434782608695652, 0.483695652173913, 0.592391304347826, 0.6739130434782609, 0.8097826086956522, 0.7554347826086957, 0.782608695652174, 0.7010869565217391, 0.7554347826086957, 0.6739130434782609, 0.7282608695652174, 0.7010869565217391, 0.5380434782608695, 0.5380434782608695, 0.5652173913043478, 0.375]], "curve_se": [[0.05496194530950343, 0.03758189773860991, 0.03754615650585638, 0.03754615650585638, 0.04475641046499314, 0.05026673140318343, 0.04487624042634621, 0.05050654224372744, 0.027173913043478264, 0.0, 0.027173913043478264, 0.03754615650585638, 0.027173913043478264, 0.027173913043478264, 0.027173913043478264, 0.04487624042634621, 0.027173913043478264, 0.06131261682801806, 0.027173913043478264, 0.027173913043478264, 0.05026673140318343, 0.05496194530950343, 0.05851145890477773, 0.05496194530950343, 0.06503185069707601, 0.027173913043478264, 0.0], [0.05461888924522223, 0.05851145890477773, 0.05026673140318343, 0.05496194530950343, 0.04487624042634621, 0.03754615650585638, 0.03754615650585638, 0.04487624042634621, 0.027468756173750275, 0.04475641046499314, 0.0, 0.005434782608695652, 0.027173913043478264, 0.027468756173750275, 0.027468756173750275, 0.0, 0.0, 0.027173913043478264, 0.0, 0.0, 0.005434782608695652, 0.0, 0.027173913043478264, 0.0, 0.027173913043478264, 0.013796690409173749, 0.0], [0.06503185069707601, 0.06503185069707601, 0.06494921807069351, 0.05851145890477773, 0.06503185069707601, 0.06078480829735059, 0.06503185069707601, 0.06346458783925459, 0.06131261682801806, 0.06346458783925459, 0.06656222127128202, 0.0465406977487867, 0.06346458783925459, 0.05496194530950343, 0.06605603733755404, 0.06503185069707601, 0.06656222127128202, 0.06656222127128202, 0.06131261682801806, 0.06346458783925459, 0.06656222127128202, 0.06656222127128202, 0.06503185069707601, 0.06131261682801806, 0.06503185069707601, 0.0, 0.0], [0.027173913043478264, 0.03754615650585638, 0.027173913043478264, 0.03754615650585638, 0.027173913043478264, 0.005434782608695652, 0.027173913043478264, 0.04487624042634621, 0.027173913043478264, 0.03754615650585638, 0.05496194530950343, 0.027173913043478264, 0.027173913043478264, 0.04475641046499314, 0.03754615650585638, 0.027173913043478264, 0.03754615650585638, 0.005434782608695652, 0.0, 0.027468756173750275, 0.027468756173750275, 0.005434782608695652, 0.0, 0.027173913043478264, 0.027173913043478264, 0.0, 0.0], [0.04487624042634621, 0.05050654224372744, 0.03754615650585638, 0.03754615650585638, 0.027173913043478264, 0.04487624042634621, 0.05851145890477773, 0.05851145890477773, 0.05496194530950343, 0.05496194530950343, 0.04475641046499314, 0.058073854762510334, 0.05050654224372744, 0.04437481418085468, 0.06656222127128202, 0.06131261682801806, 0.06503185069707601, 0.06346458783925459, 0.06656222127128202, 0.06503185069707601, 0.06656222127128202, 0.06605603733755404, 0.06656222127128202, 0.05851145890477773, 0.05851145890477773, 0.06131261682801806, 0.0]], "seats": [{"seat": 0, "decisions": 5, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.5108695652173914, "result": 0.375, "own": 0.0, "luck": -0.13586956521739135, "dealt": 0.42934782608695654}, {"seat": 1, "decisions": 5, "choices": 1, "given_away": -0.01358695652173913, "given_away_se": 0.013586956521739132, "inaccuracies": 0, "mistakes": 0, "start": 0.5163043478260869, "result": 0.375, "own": -0.012228260869565244, "luck": -0.12907608695652167, "dealt": 0.45652173913043476}, {"seat": 2, "decisions": 6, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.6195652173913043, "result": 1.0, "own": 0.0040760869565217295, "luck": 0.37635869565217395, "dealt": 0.7282608695652174}, {"seat": 3, "decisions": 5, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.40217391304347827, "result": 0.375, "own": 0.0, "luck": -0.02717391304347827, "dealt": 0.375}, {"seat": 4, "decisions": 5, "choices": 1, "given_away": -0.05434782608695652, "given_away_se": 0.038000320585875054, "inaccuracies": 0, "mistakes": 0, "start": 0.45652173913043476, "result": 0.375, "own": 0.02038043478260876, "luck": -0.10190217391304351, "dealt": 0.40217391304347827}], "chance": [[0.21739130434782608, 0.10869565217391304, 0.08695652173913043, 0.08695652173913043, 0.15217391304347827, 0.1956521739130435, 0.13043478260869565, 0.17391304347826086, 0.043478260869565216, 0.0, 0.043478260869565216, 0.08695652173913043, 0.043478260869565216, 0.043478260869565216, 0.043478260869565216, 0.13043478260869565, 0.043478260869565216, 0.30434782608695654, 0.043478260869565216, 0.043478260869565216, 0.1956521739130435, 0.21739130434782608, 0.2608695652173913, 0.21739130434782608, 0.391304347826087, 0.043478260869565216, 0.0], [0.2391304347826087, 0.2608695652173913, 0.1956521739130435, 0.21739130434782608, 0.13043478260869565, 0.08695652173913043, 0.08695652173913043, 0.13043478260869565, 0.06521739130434782, 0.15217391304347827, 0.0, 0.021739130434782608, 0.043478260869565216, 0.06521739130434782, 0.06521739130434782, 0.0, 0.0, 0.043478260869565216, 0.0, 0.0, 0.021739130434782608, 0.0, 0.043478260869565216, 0.0, 0.043478260869565216, 0.03260869565217391, 0.0], [0.391304347826087, 0.6086956521739131, 0.5869565217391305, 0.2608695652173913, 0.391304347826087, 0.32608695652173914, 0.391304347826087, 0.6521739130434783, 0.6956521739130435, 0.6521739130434783, 0.5217391304347826, 0.4782608695652174, 0.6521739130434783, 0.782608695652174, 0.5652173913043478, 0.391304347826087, 0.5217391304347826, 0.4782608695652174, 0.30434782608695654, 0.6521739130434783, 0.5217391304347826, 0.4782608695652174, 0.391304347826087, 0.6956521739130435, 0.6086956521739131, 1.0, 1.0], [0.043478260869565216, 0.08695652173913043, 0.043478260869565216, 0.08695652173913043, 0.043478260869565216, 0.021739130434782608, 0.043478260869565216, 0.13043478260869565, 0.043478260869565216, 0.08695652173913043, 0.21739130434782608, 0.043478260869565216, 0.043478260869565216, 0.15217391304347827, 0.08695652173913043, 0.043478260869565216, 0.08695652173913043, 0.021739130434782608, 0.0, 0.06521739130434782, 0.06521739130434782, 0.021739130434782608, 0.0, 0.043478260869565216, 0.043478260869565216, 0.0, 0.0], [0.13043478260869565, 0.17391304347826086, 0.08695652173913043, 0.08695652173913043, 0.043478260869565216, 0.13043478260869565, 0.2608695652173913, 0.2608695652173913, 0.21739130434782608, 0.21739130434782608, 0.15217391304347827, 0.2826086956521739, 0.17391304347826086, 0.34782608695652173, 0.4782608695652174, 0.6956521739130435, 0.6086956521739131, 0.6521739130434783, 0.5217391304347826, 0.6086956521739131, 0.4782608695652174, 0.5652173913043478, 0.5217391304347826, 0.2608695652173913, 0.2608695652173913, 0.30434782608695654, 0.0]]}], "seats": [{"seat": 0, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 1.1576086956521738, "result": 0.75, "own": 0.048913043478260865, "luck": -0.4565217391304348, "dealt": 0.8586956521739131}, {"seat": 1, "decisions": 12, "choices": 1, "given_away": -0.01358695652173913, "given_away_se": 0.013586956521739132, "inaccuracies": 0, "mistakes": 0, "start": 1.0054347826086956, "result": 1.375, "own": -0.012228260869565244, "luck": 0.3817934782608697, "dealt": 1.0489130434782608}, {"seat": 2, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 1.2119565217391304, "result": 1.375, "own": 0.0040760869565217295, "luck": 0.1589673913043479, "dealt": 1.565217391304348}, {"seat": 3, "decisions": 12, "choices": 1, "given_away": -0.002717391304347826, "given_away_se": 0.002717391304347826, "inaccuracies": 0, "mistakes": 0, "start": 0.8641304347826086, "result": 0.75, "own": -0.0009057971014492794, "luck": -0.11322463768115942, "dealt": 0.75}, {"seat": 4, "decisions": 12, "choices": 1, "given_away": -0.05434782608695652, "given_away_se": 0.038000320585875054, "inaccuracies": 0, "mistakes": 0, "start": 0.8369565217391304, "result": 0.75, "own": 0.02038043478260876, "luck": -0.10733695652173919, "dealt": 0.7771739130434783}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('woXqcCVy', '2026-12-07 14:46:29.972053+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "sausage", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 0, "policy": "random", "worlds": 5, "budget": 1.0, "seconds": 0.612, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "0-6", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-4", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-3", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-3", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-4", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-5", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-6", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "5-6", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "6-6", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.05, "hindsight_se": 0.05}, {"move": "5-5", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-6", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "1-2", "loss": -0.4, "loss_se": 0.24494897427831783, "hindsight_best": "0-6", "hindsight_loss": 0.0, "gain": 0.02857142857142858}, {"step": 1, "deal": 1, "seat": 1, "move": "4-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-6@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-0@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "4-6@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-2@TR", "hindsight_loss": 0.4, "gain": 0.08000000000000007}, {"step": 2, "deal": 1, "seat": 0, "move": "0-3@TL", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-4@TL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-3@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "6-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-3@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-6@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-4@TL", "loss": 0.8, "loss_se": 0.2, "hindsight_best": "0-4@TL", "hindsight_loss": 0.6, "gain": -0.16499999999999998}, {"step": 3, "deal": 1, "seat": 1, "move": "3-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-0@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-1@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "1-4@BL", "loss": 0.0, "loss_se": 0.4472135954999579, "hindsight_best": "0-1@TR", "hindsight_loss": 0.20000000000000007, "gain": -0.19999999999999996}, {"step": 4, "deal": 1, "seat": 0, "move": "3-6@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "3-3@TL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-6@BR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-5@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "1-3@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-3@TL", "loss": 1.0, "loss_se": 0.0, "hindsight_best": "3-3@TL", "hindsight_loss": 0.4, "gain": -0.3611111111111111}, {"step": 5, "deal": 1, "seat": 1, "move": "0-1@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-0@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@TL", "hindsight_loss": 0.19999999999999996, "gain": -0.36}, {"step": 6, "deal": 1, "seat": 0, "move": "3-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-5@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-3@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TL", "mean": 0.05, "se": 0.05, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-3@TR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "1-2@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@TR", "hindsight_loss": 0.8, "gain": 0.01874999999999999}, {"step": 7, "deal": 1, "seat": 1, "move": "1-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "3-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-1@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.85, "hindsight_se": 0.15}, {"move": "2-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "1-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@TR", "hindsight_loss": 0.6, "gain": 0.20000000000000007}, {"step": 8, "deal": 1, "seat": 0, "move": "1-3@cut:1:L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@cut:1:L", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@cut:1:R", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "1-3@cut:1:L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-3@cut:1:L", "hindsight_loss": 0.0, "gain": 0.5666666666666667}, {"step": 9, "deal": 1, "seat": 1, "move": "0-3@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.45, "se": 0.22912878474779202, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-3@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-3@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-1@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "4-6@TR", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-3@BL", "hindsight_loss": 0.0, "gain": -0.215625}, {"step": 10, "deal": 1, "seat": 0, "move": "1-2@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.05, "hindsight_se": 0.05}, {"move": "1-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-4@TR", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "1-2@TL", "hindsight_loss": 0.0, "gain": -0.32}, {"step": 11, "deal": 1, "seat": 1, "move": "2-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "3-6@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-5@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-0@BL", "loss": -0.2, "loss_se": 0.37416573867739417, "hindsight_best": "4-5@TR", "hindsight_loss": 0.20000000000000007, "gain": -0.09999999999999998}, {"step": 12, "deal": 1, "seat": 0, "move": "4-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-4@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-5@BL", "loss": 0.2, "loss_se": 0.37416573867739417, "hindsight_best": "4-4@TR", "hindsight_loss": 0.0, "gain": -0.2}, {"step": 13, "deal": 1, "seat": 1, "move": "3-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-2@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-1@BL", "hindsight_loss": 0.4, "gain": -0.025000000000000022}, {"step": 14, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "0-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.05, "hindsight_se": 0.05}, {"move": "5-6@BR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@BR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-4@BL", "hindsight_loss": 0.04999999999999999, "gain": -0.21666666666666667}, {"step": 15, "deal": 1, "seat": 1, "move": "3-4@cut:2:R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@cut:2:L", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@cut:2:R", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-2@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "2-4@TR", "hindsight_loss": 0.4, "gain": -0.05999999999999994}, {"step": 16, "deal": 1, "seat": 0, "move": "0-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-4@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.1, "se": 0.06123724356957946, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "0-4@TR", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-5@BL", "hindsight_loss": 0.0, "gain": -0.09999999999999998}, {"step": 17, "deal": 1, "seat": 1, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.45, "se": 0.22912878474779202, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-5@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "0-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-5@BR", "loss": -0.4, "loss_se": 0.24494897427831783, "hindsight_best": "4-6@TL", "hindsight_loss": 0.19999999999999996, "gain": -0.07083333333333336}, {"step": 18, "deal": 1, "seat": 0, "move": "1-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "1-5@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "3-6@BR", "hindsight_loss": 0.39999999999999997, "gain": 0.19999999999999996}, {"step": 19, "deal": 1, "seat": 1, "move": "0-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@cut:-1:R", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.45, "se": 0.22912878474779202, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-2@cut:-1:R", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "0-2@cut:-1:R", "hindsight_loss": 0.8, "gain": 0.05833333333333335}, {"step": 20, "deal": 1, "seat": 0, "move": "1-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:L", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-4@TL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-4@TL", "hindsight_loss": 0.6, "gain": -0.07999999999999996}, {"step": 21, "deal": 1, "seat": 1, "move": "2-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-0@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-5@BR", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-2@cut:-1:R", "hindsight_loss": 0.6000000000000001, "gain": 0.02857142857142858}, {"step": 22, "deal": 1, "seat": 0, "move": "0-4@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@cut:-2:L", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:R", "mean": 0.7, "se": 0.18371173070873836, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "5-6@cut:-2:L", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-4@TL", "hindsight_loss": 0.0, "gain": -0.10000000000000009}, {"step": 23, "deal": 1, "seat": 1, "move": "2-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-1@cut:-3:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@cut:-3:L", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "2-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@cut:-3:R", "hindsight_loss": 0.4, "gain": 0.2615384615384616}, {"step": 24, "deal": 1, "seat": 0, "move": "5-6@cut:-2:L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@cut:-2:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-4@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@cut:-2:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "3-6@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "5-6@cut:-2:R", "hindsight_loss": 0.4, "gain": -0.09999999999999998}, {"step": 25, "deal": 1, "seat": 1, "move": "4-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-2@cut:-1:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "4-6@TL", "loss": -0.4, "loss_se": 0.24494897427831783, "hindsight_best": "1-6@TL", "hindsight_loss": 0.6000000000000001, "gain": 0.26}, {"step": 26, "deal": 1, "seat": 0, "move": "5-5@BL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 27, "deal": 1, "seat": 1, "move": "4-5@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-2@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:L", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "1-5@BL", "loss": -0.2, "loss_se": 0.37416573867739417, "hindsight_best": "0-2@BR", "hindsight_loss": 0.14999999999999997, "gain": -0.1611111111111111}, {"step": 28, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 29, "deal": 1, "seat": 1, "move": "0-2@cut:-1:L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "2-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "1-5@BL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "1-5@BL", "hindsight_loss": 0.4, "gain": -0.19999999999999996}, {"step": 30, "deal": 1, "seat": 0, "move": "2-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-5@BL", "loss": 0.2, "loss_se": 0.2, "hindsight_best": "2-6@TL", "hindsight_loss": 0.0, "gain": -0.26666666666666666}, {"step": 31, "deal": 1, "seat": 1, "move": "0-0@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@BL", "hindsight_loss": 0.0, "gain": 0.08000000000000007}, {"step": 32, "deal": 1, "seat": 0, "move": "4-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "3-6@TL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-6@TL", "hindsight_loss": 0.0, "gain": -0.08}, {"step": 33, "deal": 1, "seat": 1, "move": "2-2@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-6@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "2-2@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@BR", "hindsight_loss": 0.0, "gain": 0.050000000000000044}, {"step": 34, "deal": 1, "seat": 0, "move": "5-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "5-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "4-5@TR", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "0-5@TR", "hindsight_loss": 0.39999999999999997, "gain": -0.09999999999999998}, {"step": 35, "deal": 1, "seat": 1, "move": "0-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-4@BL", "hindsight_loss": 0.0, "gain": 0.06666666666666665}, {"step": 36, "deal": 1, "seat": 0, "move": "4-4@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-5@TL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@TL", "hindsight_loss": 0.0, "gain": -0.15000000000000002}, {"step": 37, "deal": 1, "seat": 1, "move": "0-6@cut:-3:L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@cut:-3:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@cut:-3:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-6@cut:-3:R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6@cut:-3:L", "hindsight_loss": 0.0, "gain": -0.20000000000000007}, {"step": 38, "deal": 1, "seat": 0, "move": "6-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@TL", "mean": 0.05, "se": 0.05, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "6-6@TL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "6-6@TL", "hindsight_loss": 0.0, "gain": 0.09166666666666667}, {"step": 39, "deal": 1, "seat": 1, "move": "0-1@BL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 40, "deal": 1, "seat": 0, "move": "3-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "5-6@TL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "3-6@TL", "hindsight_loss": 0.0, "gain": -0.13333333333333333}, {"step": 41, "deal": 1, "seat": 1, "move": "1-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-6@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@BL", "hindsight_loss": 0.19999999999999996, "gain": 0.06666666666666676}, {"step": 42, "deal": 1, "seat": 0, "move": "5-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@BL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "4-6@BL", "hindsight_loss": 0.2, "gain": -0.2}, {"step": 43, "deal": 1, "seat": 1, "move": "3-5@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 44, "deal": 1, "seat": 0, "move": "4-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-5@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@BL", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 45, "deal": 1, "seat": 1, "move": "1-5@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 46, "deal": 1, "seat": 0, "move": "4-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-4@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@BL", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 47, "deal": 1, "seat": 1, "move": "1-1@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.5, 0.4, 0.5, 0.2, 0.5, 0.0, 0.0, 0.4, 0.5, 1.0, 1.0, 0.2, 0.0, 0.2, 0.0, 0.4, 0.5, 0.2, 0.5, 0.6, 1.0, 0.4, 1.0, 0.6, 0.5, 0.4, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.25, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.8, 1.0, 0.4, 0.5, 0.4, 1.0, 0.8, 0.0, 0.2, 0.0, 0.4, 0.5, 0.6, 1.0, 0.4, 1.0, 0.4, 0.0, 0.6, 1.0, 0.6, 1.0, 0.8, 0.5, 0.8, 0.0, 0.4, 1.0, 0.4, 0.5, 0.8, 0.5, 1.0, 1.0, 0.8, 1.0, 0.4, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]], "curve_se": [[0.5, 0.24494897427831783, 0.5, 0.2, 0.5, 0.0, 0.0, 0.24494897427831783, 0.5, 0.0, 0.0, 0.2, 0.0, 0.2, 0.0, 0.24494897427831783, 0.5, 0.2, 0.5, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.5, 0.24494897427831783, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.19364916731037085, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.2, 0.0, 0.24494897427831783, 0.5, 0.24494897427831783, 0.0, 0.2, 0.0, 0.2, 0.0, 0.24494897427831783, 0.5, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.2, 0.5, 0.2, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.5, 0.2, 0.5, 0.0, 0.0, 0.2, 0.0, 0.24494897427831783, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 24, "choices": 22, "given_away": 2.4, "given_away_se": 1.0392304845413265, "inaccuracies": 0, "mistakes": 2, "start": 0.5, "result": 0.0, "own": -1.667123015873016, "luck": 1.167123015873016, "dealt": 1.0}, {"seat": 1, "decisions": 24, "choices": 20, "given_away": -1.2000000000000002, "given_away_se": 1.0392304845413265, "inaccuracies": 0, "mistakes": 0, "start": 0.0, "result": 1.0, "own": -0.44079288766788716, "luck": 1.4407928876678873, "dealt": 1.0}], "chance": [[0.5, 0.4, 0.5, 0.2, 0.5, 0.0, 0.0, 0.4, 0.5, 1.0, 1.0, 0.2, 0.0, 0.2, 0.0, 0.4, 0.5, 0.2, 0.5, 0.6, 1.0, 0.4, 1.0, 0.6, 0.5, 0.4, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.8, 1.0, 0.4, 0.5, 0.4, 1.0, 0.8, 0.0, 0.2, 0.0, 0.4, 0.5, 0.6, 1.0, 0.4, 1.0, 0.4, 0.0, 0.6, 1.0, 0.6, 1.0, 0.8, 0.5, 0.8, 0.0, 0.4, 1.0, 0.4, 0.5, 0.8, 0.5, 1.0, 1.0, 0.8, 1.0, 0.4, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 24, "choices": 22, "given_away": 2.4, "given_away_se": 1.0392304845413265, "inaccuracies": 0, "mistakes": 2, "start": 0.5, "result": 0.0, "own": -1.667123015873016, "luck": 1.167123015873016, "dealt": 1.0}, {"seat": 1, "decisions": 24, "choices": 20, "given_away": -1.2000000000000002, "given_away_se": 1.0392304845413265, "inaccuracies": 0, "mistakes": 0, "start": 0.0, "result": 1.0, "own": -0.44079288766788716, "luck": 1.4407928876678873, "dealt": 1.0}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('jgZnI4aW', '2026-12-07 14:46:36.477458+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "sausage-one-way", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 0, "policy": "random", "worlds": 4, "budget": 1.0, "seconds": 0.619, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "2-2", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-2", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5", "hindsight_loss": 0.5, "gain": 0.125}, {"step": 1, "deal": 1, "seat": 1, "move": "1-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.3125, "hindsight_se": 0.2366211810750114}, {"move": "0-2@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-2@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@TR", "hindsight_loss": 0.25, "gain": 0.4583333333333333}, {"step": 2, "deal": 1, "seat": 0, "move": "2-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-5@BR", "mean": 0.5625, "se": 0.2576941016011038, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-3@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.22916666666666663}, {"step": 3, "deal": 1, "seat": 1, "move": "1-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-6@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "1-4@TR", "loss": 0.0, "loss_se": 0.408248290463863, "hindsight_best": "1-1@TR", "hindsight_loss": 0.5, "gain": -0.1953125}, {"step": 4, "deal": 1, "seat": 0, "move": "0-1@TR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 5, "deal": 1, "seat": 1, "move": "1-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.3125, "hindsight_se": 0.2366211810750114}, {"move": "1-1@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-0@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@BR", "hindsight_loss": 1.0, "gain": 0.0625}, {"step": 6, "deal": 1, "seat": 0, "move": "0-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-3@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "0-6@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "0-5@TR", "hindsight_loss": 0.0, "gain": -0.08333333333333337}, {"step": 7, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 8, "deal": 1, "seat": 0, "move": "5-6@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "3-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "5-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "3-5@TR", "loss": 0.75, "loss_se": 0.25, "hindsight_best": "2-5@TR", "hindsight_loss": 0.75, "gain": -0.44999999999999996}, {"step": 9, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 10, "deal": 1, "seat": 0, "move": "3-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "4-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@TR", "hindsight_loss": 0.5, "gain": 0.0}, {"step": 11, "deal": 1, "seat": 1, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-3@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "6-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-3@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "3-3@TR", "hindsight_loss": 0.25, "gain": -0.14285714285714285}, {"step": 12, "deal": 1, "seat": 0, "move": "0-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "5-5@cut:3", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-3@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@cut:3", "hindsight_loss": 0.5, "gain": 0.125}, {"step": 13, "deal": 1, "seat": 1, "move": "0-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@cut:4", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-0@TR", "loss": 0.0, "loss_se": 0.408248290463863, "hindsight_best": "3-6@cut:4", "hindsight_loss": 0.25, "gain": 0.08333333333333331}, {"step": 14, "deal": 1, "seat": 0, "move": "5-5@cut:3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 15, "deal": 1, "seat": 1, "move": "3-6@cut:4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@cut:4", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@BR", "hindsight_loss": 0.25, "gain": 0.035714285714285726}, {"step": 16, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 17, "deal": 1, "seat": 1, "move": "1-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-2@BR", "hindsight_loss": 0.25, "gain": -0.20833333333333334}, {"step": 18, "deal": 1, "seat": 0, "move": "2-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-3@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-3@BR", "hindsight_loss": 0.25, "gain": -0.012499999999999956}, {"step": 19, "deal": 1, "seat": 1, "move": "3-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@cut:5", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-3@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-1@cut:5", "loss": -0.1875, "loss_se": 0.1875, "hindsight_best": "3-3@BR", "hindsight_loss": 0.0, "gain": -0.03125}, {"step": 20, "deal": 1, "seat": 0, "move": "3-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "3-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@BR", "hindsight_loss": 0.5, "gain": 0.1875}, {"step": 21, "deal": 1, "seat": 1, "move": "0-1@cut:5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 22, "deal": 1, "seat": 0, "move": "0-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-3@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "3-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@BR", "hindsight_loss": 0.0, "gain": 0.08333333333333337}, {"step": 23, "deal": 1, "seat": 1, "move": "0-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@TR", "loss": 0.0, "loss_se": 0.408248290463863, "hindsight_best": "2-4@TR", "hindsight_loss": 0.5, "gain": -0.10714285714285715}, {"step": 24, "deal": 1, "seat": 0, "move": "4-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "4-5@TR", "loss": 0.0, "loss_se": 0.408248290463863, "hindsight_best": "4-5@TR", "hindsight_loss": 0.25, "gain": -0.125}, {"step": 25, "deal": 1, "seat": 1, "move": "2-6@TR", "kind": "play", "verdict": "mistake", "moves": [{"move": "6-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@cut:8", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "6-6@TR", "loss": 1.0, "loss_se": 0.0, "hindsight_best": "6-6@TR", "hindsight_loss": 0.25, "gain": -0.5}, {"step": 26, "deal": 1, "seat": 0, "move": "5-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "5-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "5-5@BR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.09999999999999998}, {"step": 27, "deal": 1, "seat": 1, "move": "1-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@cut:8", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-4@cut:8", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-4@cut:8", "hindsight_loss": 0.5, "gain": -0.05}, {"step": 28, "deal": 1, "seat": 0, "move": "5-6@cut:9", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@cut:9", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "5-6@cut:9", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.30000000000000004}, {"step": 29, "deal": 1, "seat": 1, "move": "1-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "1-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-5@BR", "hindsight_loss": 0.0, "gain": 0.125}, {"step": 30, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@cut:10", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.5625, "se": 0.2576941016011038, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "2-5@cut:10", "loss": 0.4375, "loss_se": 0.2576941016011038, "hindsight_best": "1-6@BR", "hindsight_loss": 0.0, "gain": -0.125}, {"step": 31, "deal": 1, "seat": 1, "move": "1-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-3@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "1-4@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-1@TR", "hindsight_loss": 0.25, "gain": 0.125}, {"step": 32, "deal": 1, "seat": 0, "move": "2-5@cut:10", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@cut:10", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "2-5@cut:10", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "2-5@cut:10", "hindsight_loss": 0.0, "gain": 0.0625}, {"step": 33, "deal": 1, "seat": 1, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@TR", "loss": -0.5, "loss_se": 0.28867513459481287, "hindsight_best": "4-6@BR", "hindsight_loss": 0.25, "gain": 0.19374999999999998}, {"step": 34, "deal": 1, "seat": 0, "move": "0-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@BR", "loss": 0.4375, "loss_se": 0.32874445495957294, "hindsight_best": "0-6@BR", "hindsight_loss": 0.0, "gain": -0.21875}, {"step": 35, "deal": 1, "seat": 1, "move": "2-3@TR", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-2@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-1@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-3@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-0@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-4@BR", "loss": 0.75, "loss_se": 0.25, "hindsight_best": "2-3@TR", "hindsight_loss": 0.0, "gain": -0.1875}, {"step": 36, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 37, "deal": 1, "seat": 1, "move": "0-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@cut:12", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-1@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@cut:12", "loss": 0.0, "loss_se": 0.408248290463863, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.5, "gain": 0.0}, {"step": 38, "deal": 1, "seat": 0, "move": "3-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "3-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@TR", "hindsight_loss": 0.25, "gain": 0.125}, {"step": 39, "deal": 1, "seat": 1, "move": "3-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-3@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@cut:12", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-3@TR", "hindsight_loss": 0.75, "gain": 0.125}, {"step": 40, "deal": 1, "seat": 0, "move": "4-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@BR", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 41, "deal": 1, "seat": 1, "move": "1-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@cut:11", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@TR", "loss": 0.5, "loss_se": 0.28867513459481287, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.25, "gain": -0.1}, {"step": 42, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 43, "deal": 1, "seat": 1, "move": "1-1@cut:11", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-1@cut:11", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.0, "gain": 0.1111111111111111}, {"step": 44, "deal": 1, "seat": 0, "move": "1-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-2@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-2@TR", "hindsight_loss": 0.25, "gain": -0.125}, {"step": 45, "deal": 1, "seat": 1, "move": "0-2@cut:13", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@cut:12", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@cut:12", "loss": 0.25, "loss_se": 0.25, "hindsight_best": "3-4@BR", "hindsight_loss": 0.25, "gain": -0.09375}, {"step": 46, "deal": 1, "seat": 0, "move": "1-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "2-4@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-4@BR", "hindsight_loss": 0.25, "gain": -0.125}, {"step": 47, "deal": 1, "seat": 1, "move": "0-1@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "5-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@TR", "hindsight_loss": 0.5, "gain": -0.1875}, {"step": 48, "deal": 1, "seat": 0, "move": "2-5@TR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 49, "deal": 1, "seat": 1, "move": "0-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-2@TR", "loss": 0.5, "loss_se": 0.28867513459481287, "hindsight_best": "2-2@TR", "hindsight_loss": 0.5, "gain": -0.35}, {"step": 50, "deal": 1, "seat": 0, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-2@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "2-4@TR", "hindsight_loss": 0.0, "gain": -0.125}, {"step": 51, "deal": 1, "seat": 1, "move": "4-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0625, "hindsight_se": 0.0625}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "4-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@BR", "hindsight_loss": 0.75, "gain": -0.08333333333333333}, {"step": 52, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 53, "deal": 1, "seat": 1, "move": "5-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@BR", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 54, "deal": 1, "seat": 0, "move": "0-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "0-6@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6@TR", "hindsight_loss": 0.0, "gain": 0.16666666666666663}, {"step": 55, "deal": 1, "seat": 1, "move": "5-6@BR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 56, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@BR", "hindsight_loss": 0.0, "gain": -0.125}, {"step": 57, "deal": 1, "seat": 1, "move": "0-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-4@TR", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 58, "deal": 1, "seat": 0, "move": "1-1@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@BR", "hindsight_loss": 0.0, "gain": 0.125}, {"step": 59, "deal": 1, "seat": 1, "move": "3-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-4@TR", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 60, "deal": 1, "seat": 0, "move": "3-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@TR", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 61, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 62, "deal": 1, "seat": 0, "move": "1-2@BR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.5, 0.5, 1.0, 0.75, 1.0, 1.0, 0.5, 0.5, 0.5, 0.25, 1.0, 0.75, 1.0, 0.75, 1.0, 1.0, 0.0, 0.0, 0.0, 0.75, 0.5, 0.75, 0.0, 0.75, 1.0, 0.5, 0.5, 0.75, 1.0, 1.0, 1.0, 0.5625, 1.0, 0.75, 0.5, 0.3125, 1.0, 1.0, 0.5, 1.0, 0.625, 1.0, 0.5, 1.0, 1.0, 0.5, 1.0, 0.75, 0.5, 0.0, 0.5, 0.25, 0.5, 1.0, 1.0, 1.0, 1.0, 0.75, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [0.125, 0.5, 0.75, 0.0, 0.25, 0.0, 0.5, 0.5, 0.0, 0.5, 0.5, 0.0, 0.25, 0.0, 0.5, 0.0, 0.25, 0.0, 0.0, 0.5, 0.25, 0.5, 1.0, 0.0, 0.25, 1.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.5, 0.0, 0.5, 0.5, 0.0, 0.0, 0.25, 1.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]], "curve_se": [[0.5, 0.28867513459481287, 0.0, 0.25, 0.0, 0.0, 0.5, 0.28867513459481287, 0.5, 0.25, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.25, 0.5, 0.25, 0.0, 0.25, 0.0, 0.28867513459481287, 0.5, 0.25, 0.0, 0.0, 0.0, 0.2576941016011038, 0.0, 0.25, 0.5, 0.2366211810750114, 0.0, 0.0, 0.5, 0.0, 0.375, 0.0, 0.5, 0.0, 0.0, 0.28867513459481287, 0.0, 0.25, 0.5, 0.0, 0.5, 0.25, 0.5, 0.0, 0.0, 0.0, 0.0, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.125, 0.5, 0.25, 0.0, 0.25, 0.0, 0.28867513459481287, 0.5, 0.0, 0.5, 0.5, 0.0, 0.25, 0.0, 0.28867513459481287, 0.0, 0.25, 0.0, 0.0, 0.5, 0.25, 0.5, 0.0, 0.0, 0.25, 0.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.28867513459481287, 0.0, 0.28867513459481287, 0.5, 0.0, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 32, "choices": 24, "given_away": 0.375, "given_away_se": 0.8462540004829125, "inaccuracies": 0, "mistakes": 1, "start": 0.5, "result": 1.0, "own": 0.11458333333333337, "luck": 0.38541666666666663, "dealt": 0.5}, {"seat": 1, "decisions": 31, "choices": 26, "given_away": 1.3125, "given_away_se": 1.1518779955649237, "inaccuracies": 0, "mistakes": 2, "start": 0.125, "result": 0.0, "own": -0.9172371031746032, "luck": 0.7922371031746032, "dealt": 0.0}], "chance": [[0.5, 0.5, 1.0, 0.75, 1.0, 1.0, 0.5, 0.5, 0.5, 0.25, 1.0, 0.75, 1.0, 0.75, 1.0, 1.0, 0.0, 0.0, 0.0, 0.75, 0.5, 0.75, 0.0, 0.75, 1.0, 0.5, 0.5, 0.75, 1.0, 1.0, 1.0, 0.5, 1.0, 0.75, 0.5, 0.25, 1.0, 1.0, 0.5, 1.0, 0.5, 1.0, 0.5, 1.0, 1.0, 0.5, 1.0, 0.75, 0.5, 0.0, 0.5, 0.25, 0.5, 1.0, 1.0, 1.0, 1.0, 0.75, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [0.0, 0.5, 0.75, 0.0, 0.25, 0.0, 0.5, 0.5, 0.0, 0.5, 0.5, 0.0, 0.25, 0.0, 0.5, 0.0, 0.25, 0.0, 0.0, 0.5, 0.25, 0.5, 1.0, 0.0, 0.25, 1.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.5, 0.0, 0.5, 0.5, 0.0, 0.0, 0.25, 1.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]]}], "seats": [{"seat": 0, "decisions": 32, "choices": 24, "given_away": 0.375, "given_away_se": 0.8462540004829125, "inaccuracies": 0, "mistakes": 1, "start": 0.5, "result": 1.0, "own": 0.11458333333333337, "luck": 0.38541666666666663, "dealt": 0.5}, {"seat": 1, "decisions": 31, "choices": 26, "given_away": 1.3125, "given_away_se": 1.1518779955649237, "inaccuracies": 0, "mistakes": 2, "start": 0.125, "result": 0.0, "own": -0.9172371031746032, "luck": 0.7922371031746032, "dealt": 0.0}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('Xr4mxTlL', '2026-12-07 14:46:41.205277+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "twins", "players": 2, "options": {"set": 6, "hand_size": null, "lead_double": null, "target": 20}, "seed": 0, "policy": "random", "worlds": 62, "budget": 1.0, "seconds": 0.179, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "3-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 1, "deal": 1, "seat": 1, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@L", "mean": 0.43548387096774194, "se": 0.06348327120481284, "n": 62, "hindsight": 0.27419354838709675, "hindsight_se": 0.057118147099084166}, {"move": "0-3@R", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.27419354838709675, "hindsight_se": 0.057118147099084166}], "best": "0-3@L", "loss": -0.06451612903225806, "loss_se": 0.045244314407630756, "hindsight_best": "0-3@L", "hindsight_loss": 0.0, "gain": 0.024193548387096808}, {"step": 2, "deal": 1, "seat": 0, "move": "1-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@R", "mean": 0.8306451612903226, "se": 0.04732890137907808, "n": 62, "hindsight": 0.6451612903225806, "hindsight_se": 0.06126109130650272}, {"move": "3-5@R", "mean": 0.8064516129032258, "se": 0.050584681305417746, "n": 62, "hindsight": 0.7580645161290323, "hindsight_se": 0.05483248790412075}], "best": "1-3@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@R", "hindsight_loss": 0.11290322580645162, "gain": 0.012096774193548376}, {"step": 3, "deal": 1, "seat": 1, "move": "0-0@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 4, "deal": 1, "seat": 0, "move": "1-1@R", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-1@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@L", "mean": 0.7419354838709677, "se": 0.056025056110625186, "n": 62, "hindsight": 0.5645161290322581, "hindsight_se": 0.06243332876293453}, {"move": "1-1@R", "mean": 0.4435483870967742, "se": 0.06308736556581326, "n": 62, "hindsight": 0.28225806451612906, "hindsight_se": 0.057052778479663335}], "best": "0-1@L", "loss": 0.5564516129032258, "loss_se": 0.06308736556581326, "hindsight_best": "0-1@L", "hindsight_loss": 0.717741935483871, "gain": -0.2849462365591398}, {"step": 5, "deal": 1, "seat": 1, "move": "0-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-6@R", "mean": 0.4032258064516129, "se": 0.06280789804452513, "n": 62, "hindsight": 0.5887096774193549, "hindsight_se": 0.062476006550926735}, {"move": "0-4@L", "mean": 0.33064516129032256, "se": 0.05968313606188952, "n": 62, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}], "best": "1-6@R", "loss": 0.07258064516129033, "loss_se": 0.07613652725073389, "hindsight_best": "0-4@L", "hindsight_loss": 0.0, "gain": -0.036290322580645185}, {"step": 6, "deal": 1, "seat": 0, "move": "0-1@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 7, "deal": 1, "seat": 1, "move": "0-2@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 8, "deal": 1, "seat": 0, "move": "4-4@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 9, "deal": 1, "seat": 1, "move": "2-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-4@L", "mean": 0.8870967741935484, "se": 0.040520403160356794, "n": 62, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}, {"move": "4-6@L", "mean": 0.5483870967741935, "se": 0.06371796062332931, "n": 62, "hindsight": 0.5161290322580645, "hindsight_se": 0.06398512305554384}, {"move": "1-4@L", "mean": 0.532258064516129, "se": 0.06388506807164905, "n": 62, "hindsight": 0.5967741935483871, "hindsight_se": 0.06280789804452513}, {"move": "2-2@R", "mean": 0.532258064516129, "se": 0.06388506807164905, "n": 62, "hindsight": 0.6290322580645161, "hindsight_se": 0.061849987261455165}], "best": "4-5@L", "loss": 0.11290322580645161, "loss_se": 0.040520403160356794, "hindsight_best": "4-5@L", "hindsight_loss": 0.048387096774193505, "gain": 0.18709677419354842}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 11, "deal": 1, "seat": 1, "move": "2-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@L", "mean": 0.9435483870967742, "se": 0.028409352604361095, "n": 62, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}, {"move": "2-2@R", "mean": 0.9435483870967742, "se": 0.028409352604361095, "n": 62, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}], "best": "2-2@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@L", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 12, "deal": 1, "seat": 0, "move": "2-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.11290322580645161, "se": 0.040520403160356794, "n": 62, "hindsight": 0.12903225806451613, "hindsight_se": 0.04292252541026551}, {"move": "2-5@L", "mean": 0.11290322580645161, "se": 0.040520403160356794, "n": 62, "hindsight": 0.03225806451612903, "hindsight_se": 0.022622157203815378}, {"move": "2-3@R", "mean": 0.11290322580645161, "se": 0.040520403160356794, "n": 62, "hindsight": 0.0967741935483871, "hindsight_se": 0.037854109292804396}, {"move": "2-6@L", "mean": 0.08064516129032258, "se": 0.034863085661141255, "n": 62, "hindsight": 0.12096774193548387, "hindsight_se": 0.040952249138978304}, {"move": "2-6@R", "mean": 0.08064516129032258, "se": 0.034863085661141255, "n": 62, "hindsight": 0.08064516129032258, "hindsight_se": 0.034863085661141255}, {"move": "1-2@L", "mean": 0.04838709677419355, "se": 0.027474514461903608, "n": 62, "hindsight": 0.03225806451612903, "hindsight_se": 0.022622157203815378}, {"move": "2-5@R", "mean": 0.04838709677419355, "se": 0.027474514461903608, "n": 62, "hindsight": 0.20967741935483872, "hindsight_se": 0.052121044358699666}, {"move": "1-2@R", "mean": 0.03225806451612903, "se": 0.022622157203815378, "n": 62, "hindsight": 0.04032258064516129, "hindsight_se": 0.023838394458107322}], "best": "2-3@L", "loss": 0.04838709677419355, "loss_se": 0.048387096774193554, "hindsight_best": "2-5@R", "hindsight_loss": 0.0, "gain": -0.03024193548387097}, {"step": 13, "deal": 1, "seat": 1, "move": "5-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 14, "deal": 1, "seat": 0, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@R", "mean": 0.20967741935483872, "se": 0.052121044358699666, "n": 62, "hindsight": 0.16129032258064516, "hindsight_se": 0.04709177548576031}, {"move": "0-5@R", "mean": 0.1935483870967742, "se": 0.05058468130541774, "n": 62, "hindsight": 0.20967741935483872, "hindsight_se": 0.052121044358699666}, {"move": "5-6@R", "mean": 0.16129032258064516, "se": 0.04709177548576031, "n": 62, "hindsight": 0.14516129032258066, "hindsight_se": 0.045102704312520885}, {"move": "1-2@L", "mean": 0.04838709677419355, "se": 0.027474514461903608, "n": 62, "hindsight": 0.04838709677419355, "hindsight_se": 0.027474514461903608}, {"move": "2-3@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-6@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.016129032258064516, "hindsight_se": 0.016129032258064516}], "best": "3-5@R", "loss": -0.03225806451612903, "loss_se": 0.04580637713104974, "hindsight_best": "0-5@R", "hindsight_loss": 0.0, "gain": 0.09139784946236558}, {"step": 15, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 16, "deal": 1, "seat": 0, "move": "2-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.3548387096774194, "hindsight_se": 0.06126109130650272}, {"move": "2-6@L", "mean": 0.20967741935483872, "se": 0.052121044358699666, "n": 62, "hindsight": 0.1935483870967742, "hindsight_se": 0.05058468130541774}, {"move": "0-6@R", "mean": 0.1774193548387097, "se": 0.04891305893000953, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}, {"move": "1-2@L", "mean": 0.14516129032258066, "se": 0.045102704312520885, "n": 62, "hindsight": 0.12903225806451613, "hindsight_se": 0.04292252541026551}], "best": "2-3@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-3@L", "hindsight_loss": 0.0, "gain": 0.157258064516129}, {"step": 17, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 18, "deal": 1, "seat": 0, "move": "3-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@L", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.41935483870967744, "hindsight_se": 0.06318024670039094}, {"move": "3-5@L", "mean": 0.3064516129032258, "se": 0.0590275042660008, "n": 62, "hindsight": 0.24193548387096775, "hindsight_se": 0.05483248790412075}, {"move": "0-6@R", "mean": 0.2903225806451613, "se": 0.05811737414282667, "n": 62, "hindsight": 0.3387096774193548, "hindsight_se": 0.060596141174796975}, {"move": "3-4@L", "mean": 0.24193548387096775, "se": 0.05483248790412075, "n": 62, "hindsight": 0.25806451612903225, "hindsight_se": 0.056025056110625186}], "best": "3-6@L", "loss": 0.016129032258064516, "loss_se": 0.07084865735873298, "hindsight_best": "3-6@L", "hindsight_loss": 0.16129032258064518, "gain": -0.06451612903225806}, {"step": 19, "deal": 1, "seat": 1, "move": "4-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.7903225806451613, "se": 0.052121044358699666, "n": 62, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "4-5@L", "mean": 0.6612903225806451, "se": 0.060596141174796975, "n": 62, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "1-4@L", "mean": 0.6451612903225806, "se": 0.06126109130650272, "n": 62, "hindsight": 0.7419354838709677, "hindsight_se": 0.056025056110625186}], "best": "4-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.048387096774193505, "gain": 0.09139784946236562}, {"step": 20, "deal": 1, "seat": 0, "move": "0-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.3064516129032258, "se": 0.0590275042660008, "n": 62, "hindsight": 0.22580645161290322, "hindsight_se": 0.05353379475343739}, {"move": "0-6@R", "mean": 0.1774193548387097, "se": 0.04891305893000953, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}], "best": "6-6@L", "loss": 0.0, "loss_se": 0.06084196831471061, "hindsight_best": "6-6@L", "hindsight_loss": 0.11290322580645161, "gain": -0.06451612903225806}, {"step": 21, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 22, "deal": 1, "seat": 0, "move": "6-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.3225806451612903, "se": 0.05985260208110381, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}, {"move": "6-6@R", "mean": 0.3225806451612903, "se": 0.05985260208110381, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}], "best": "6-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@L", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 23, "deal": 1, "seat": 1, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-6@R", "mean": 0.8709677419354839, "se": 0.04292252541026551, "n": 62, "hindsight": 0.7903225806451613, "hindsight_se": 0.052121044358699666}, {"move": "1-6@L", "mean": 0.7741935483870968, "se": 0.05353379475343739, "n": 62, "hindsight": 0.8064516129032258, "hindsight_se": 0.050584681305417746}], "best": "1-6@R", "loss": 0.0967741935483871, "loss_se": 0.0752562251812595, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": -0.048387096774193505}, {"step": 24, "deal": 1, "seat": 0, "move": "2-6@R", "kind": "play", "verdict": "mistake", "moves": [{"move": "1-2@L", "mean": 0.5, "se": 0.06401843996644799, "n": 62, "hindsight": 0.5, "hindsight_se": 0.06401843996644799}, {"move": "2-6@R", "mean": 0.12903225806451613, "se": 0.04292252541026551, "n": 62, "hindsight": 0.24193548387096775, "hindsight_se": 0.05483248790412075}, {"move": "3-6@R", "mean": 0.06451612903225806, "se": 0.03145483312102179, "n": 62, "hindsight": 0.0967741935483871, "hindsight_se": 0.037854109292804396}, {"move": "5-6@R", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-2@L", "loss": 0.3709677419354839, "loss_se": 0.08365611336225112, "hindsight_best": "1-2@L", "hindsight_loss": 0.25806451612903225, "gain": -0.044354838709677435}, {"step": 25, "deal": 1, "seat": 1, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-5@L", "mean": 0.6935483870967742, "se": 0.05902750426600079, "n": 62, "hindsight": 0.6612903225806451, "hindsight_se": 0.060596141174796975}], "best": "1-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.0, "gain": 0.15322580645161288}, {"step": 26, "deal": 1, "seat": 0, "move": "1-2@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 27, "deal": 1, "seat": 1, "move": "4-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-5@R", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@L", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 28, "deal": 1, "seat": 0, "move": "3-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@L", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 29, "deal": 1, "seat": 1, "move": "1-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.7096774193548387, 0.7903225806451613, 0.8064516129032258, 0.8306451612903226, 0.8387096774193549, 0.4435483870967742, 0.41935483870967744, 0.43548387096774194, 0.45161290322580644, 0.41935483870967744, 0.0, 0.12903225806451613, 0.06451612903225806, 0.04838709677419355, 0.0967741935483871, 0.1935483870967742, 0.24193548387096775, 0.3870967741935484, 0.3870967741935484, 0.24193548387096775, 0.2903225806451613, 0.1774193548387097, 0.22580645161290322, 0.3225806451612903, 0.06451612903225806, 0.12903225806451613, 0.0, 0.0, 0.0, 0.0, 0.0], [0.3548387096774194, 0.3225806451612903, 0.43548387096774194, 0.1935483870967742, 0.3548387096774194, 0.5161290322580645, 0.33064516129032256, 0.8387096774193549, 0.7419354838709677, 0.7419354838709677, 0.8870967741935484, 1.0, 0.9435483870967742, 0.967741935483871, 0.9354838709677419, 0.9354838709677419, 0.7419354838709677, 0.8064516129032258, 0.6451612903225806, 0.7096774193548387, 0.7903225806451613, 0.8709677419354839, 0.7096774193548387, 0.8064516129032258, 0.7741935483870968, 0.7741935483870968, 1.0, 1.0, 1.0, 1.0, 1.0]], "curve_se": [[0.08287246824945245, 0.07249098404594914, 0.07213122508063838, 0.04732890137907808, 0.06715051611181073, 0.06308736556581326, 0.0900918712501222, 0.08902680363532112, 0.0908586244054951, 0.0900918712501222, 0.0, 0.061205374067775084, 0.044853018526052064, 0.027474514461903608, 0.05397806622800488, 0.05058468130541774, 0.07645002493700404, 0.06236498355496803, 0.08892934678767885, 0.05483248790412075, 0.08287246824945245, 0.04891305893000953, 0.07633651333031763, 0.05985260208110381, 0.044853018526052064, 0.04292252541026551, 0.0, 0.0, 0.0, 0.0, 0.0], [0.08735525166275226, 0.08534681648595455, 0.06348327120481284, 0.07213122508063838, 0.08735525166275226, 0.09123958466923193, 0.05968313606188952, 0.06715051611181073, 0.0798889274021794, 0.0798889274021794, 0.040520403160356794, 0.0, 0.028409352604361095, 0.03225806451612903, 0.044853018526052064, 0.044853018526052064, 0.0798889274021794, 0.07213122508063838, 0.08735525166275226, 0.08287246824945245, 0.052121044358699666, 0.061205374067775084, 0.08287246824945245, 0.07213122508063838, 0.05353379475343739, 0.07633651333031763, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 15, "choices": 10, "given_away": 0.9596774193548386, "given_away_se": 0.15536786564461424, "inaccuracies": 0, "mistakes": 2, "start": 0.7096774193548387, "result": 0.0, "own": -0.22782258064516137, "luck": -0.4818548387096774, "dealt": 0.5483870967741935}, {"seat": 1, "decisions": 15, "choices": 8, "given_away": 0.21774193548387097, "given_away_se": 0.12308217283111546, "inaccuracies": 0, "mistakes": 0, "start": 0.3548387096774194, "result": 1.0, "own": 0.37123655913978504, "luck": 0.2739247311827956, "dealt": 0.3870967741935484}], "chance": [[0.7096774193548387, 0.7903225806451613, 0.8064516129032258, 0.8306451612903226, 0.8387096774193549, 0.4435483870967742, 0.41935483870967744, 0.43548387096774194, 0.45161290322580644, 0.41935483870967744, 0.0, 0.12903225806451613, 0.06451612903225806, 0.04838709677419355, 0.0967741935483871, 0.1935483870967742, 0.24193548387096775, 0.3870967741935484, 0.3870967741935484, 0.24193548387096775, 0.2903225806451613, 0.1774193548387097, 0.22580645161290322, 0.3225806451612903, 0.06451612903225806, 0.12903225806451613, 0.0, 0.0, 0.0, 0.0, 0.0], [0.3548387096774194, 0.3225806451612903, 0.43548387096774194, 0.1935483870967742, 0.3548387096774194, 0.5161290322580645, 0.33064516129032256, 0.8387096774193549, 0.7419354838709677, 0.7419354838709677, 0.8870967741935484, 1.0, 0.9435483870967742, 0.967741935483871, 0.9354838709677419, 0.9354838709677419, 0.7419354838709677, 0.8064516129032258, 0.6451612903225806, 0.7096774193548387, 0.7903225806451613, 0.8709677419354839, 0.7096774193548387, 0.8064516129032258, 0.7741935483870968, 0.7741935483870968, 1.0, 1.0, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 15, "choices": 10, "given_away": 0.9596774193548386, "given_away_se": 0.15536786564461424, "inaccuracies": 0, "mistakes": 2, "start": 0.7096774193548387, "result": 0.0, "own": -0.22782258064516137, "luck": -0.4818548387096774, "dealt": 0.5483870967741935}, {"seat": 1, "decisions": 15, "choices": 8, "given_away": 0.21774193548387097, "given_away_se": 0.12308217283111546, "inaccuracies": 0, "mistakes": 0, "start": 0.3548387096774194, "result": 1.0, "own": 0.37123655913978504, "luck": 0.2739247311827956, "dealt": 0.3870967741935484}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('b37-PKk_', '2026-12-07 14:46:48.53141+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "maltese-cross", "players": 2, "options": {"target": 20}, "seed": 0, "policy": "random", "worlds": 57, "budget": 1.0, "seconds": 0.215, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "5-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 1, "deal": 1, "seat": 1, "move": "1-5@W", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@N", "mean": 0.6140350877192983, "se": 0.06505437269382161, "n": 57, "hindsight": 0.3508771929824561, "hindsight_se": 0.06377448947368156}, {"move": "3-5@S", "mean": 0.5614035087719298, "se": 0.06630955666828549, "n": 57, "hindsight": 0.2982456140350877, "hindsight_se": 0.06113439056466399}, {"move": "1-5@W", "mean": 0.5614035087719298, "se": 0.06630955666828549, "n": 57, "hindsight": 0.2982456140350877, "hindsight_se": 0.06113439056466399}, {"move": "3-5@W", "mean": 0.5263157894736842, "se": 0.06672270432067236, "n": 57, "hindsight": 0.3157894736842105, "hindsight_se": 0.062115457300219196}, {"move": "3-5@N", "mean": 0.49122807017543857, "se": 0.06680502724442025, "n": 57, "hindsight": 0.2807017543859649, "hindsight_se": 0.06004585739704732}, {"move": "3-5@E", "mean": 0.49122807017543857, "se": 0.06680502724442025, "n": 57, "hindsight": 0.38596491228070173, "hindsight_se": 0.06505437269382161}, {"move": "1-5@E", "mean": 0.47368421052631576, "se": 0.06672270432067236, "n": 57, "hindsight": 0.24561403508771928, "hindsight_se": 0.05752139056405264}, {"move": "1-5@S", "mean": 0.47368421052631576, "se": 0.06672270432067236, "n": 57, "hindsight": 0.2982456140350877, "hindsight_se": 0.06113439056466399}], "best": "1-5@N", "loss": -0.05263157894736842, "loss_se": 0.052631578947368425, "hindsight_best": "3-5@E", "hindsight_loss": 0.08771929824561403, "gain": 0.037280701754385914}, {"step": 2, "deal": 1, "seat": 0, "move": "5-6@S", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@S", "mean": 0.9824561403508771, "se": 0.017543859649122806, "n": 57, "hindsight": 0.8421052631578947, "hindsight_se": 0.04872737367223955}, {"move": "0-5@N", "mean": 0.9473684210526315, "se": 0.029839300500728465, "n": 57, "hindsight": 0.7543859649122807, "hindsight_se": 0.05752139056405264}, {"move": "0-5@E", "mean": 0.9473684210526315, "se": 0.029839300500728465, "n": 57, "hindsight": 0.8070175438596491, "hindsight_se": 0.05273590328947572}, {"move": "4-5@N", "mean": 0.8421052631578947, "se": 0.04872737367223955, "n": 57, "hindsight": 0.3333333333333333, "hindsight_se": 0.06299407883487121}, {"move": "5-6@E", "mean": 0.8070175438596491, "se": 0.05273590328947572, "n": 57, "hindsight": 0.5789473684210527, "hindsight_se": 0.06597717584505354}, {"move": "4-5@S", "mean": 0.8070175438596491, "se": 0.05273590328947572, "n": 57, "hindsight": 0.3333333333333333, "hindsight_se": 0.06299407883487121}, {"move": "5-6@S", "mean": 0.7894736842105263, "se": 0.0544788599480806, "n": 57, "hindsight": 0.49122807017543857, "hindsight_se": 0.06680502724442025}, {"move": "4-5@E", "mean": 0.7543859649122807, "se": 0.05752139056405264, "n": 57, "hindsight": 0.2982456140350877, "hindsight_se": 0.06113439056466399}, {"move": "5-6@N", "mean": 0.7368421052631579, "se": 0.058843894144731304, "n": 57, "hindsight": 0.5964912280701754, "hindsight_se": 0.06555933012294901}], "best": "0-5@S", "loss": 0.15789473684210525, "loss_se": 0.060228645818034665, "hindsight_best": "0-5@S", "hindsight_loss": 0.3508771929824561, "gain": -0.05653021442495121}, {"step": 3, "deal": 1, "seat": 1, "move": "3-5@E", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@N", "mean": 0.5263157894736842, "se": 0.06672270432067236, "n": 57, "hindsight": 0.5263157894736842, "hindsight_se": 0.06672270432067236}, {"move": "3-5@E", "mean": 0.5263157894736842, "se": 0.06672270432067236, "n": 57, "hindsight": 0.5087719298245614, "hindsight_se": 0.06680502724442025}], "best": "3-5@E", "loss": -0.017543859649122806, "loss_se": 0.04677057044240983, "hindsight_best": "3-5@N", "hindsight_loss": 0.01754385964912275, "gain": 0.0}, {"step": 4, "deal": 1, "seat": 0, "move": "0-5@N", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@N", "mean": 0.9298245614035088, "se": 0.034134933513474276, "n": 57, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@N", "mean": 0.543859649122807, "se": 0.06655775300696491, "n": 57, "hindsight": 0.12280701754385964, "hindsight_se": 0.043859649122807015}], "best": "0-5@N", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@N", "hindsight_loss": 0.0, "gain": 0.1929824561403508}, {"step": 5, "deal": 1, "seat": 1, "move": "3-3@E", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 6, "deal": 1, "seat": 0, "move": "0-0@N", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@N", "mean": 0.8421052631578947, "se": 0.04872737367223955, "n": 57, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-1@W", "mean": 0.8421052631578947, "se": 0.04872737367223955, "n": 57, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-0@N", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@N", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 7, "deal": 1, "seat": 1, "move": "6-6@S", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 8, "deal": 1, "seat": 0, "move": "1-1@W", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 9, "deal": 1, "seat": 1, "move": "1-2@W", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@N", "mean": 0.07017543859649122, "se": 0.034134933513474276, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@N", "mean": 0.05263157894736842, "se": 0.029839300500728468, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.05263157894736842, "se": 0.029839300500728468, "n": 57, "hindsight": 0.03508771929824561, "hindsight_se": 0.024588241692166144}, {"move": "0-2@N", "mean": 0.03508771929824561, "se": 0.024588241692166144, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@E", "mean": 0.03508771929824561, "se": 0.024588241692166144, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@E", "mean": 0.03508771929824561, "se": 0.024588241692166144, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@W", "mean": 0.017543859649122806, "se": 0.017543859649122806, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@W", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-4@N", "loss": 0.03508771929824561, "loss_se": 0.024588241692166144, "hindsight_best": "4-6@S", "hindsight_loss": 0.03508771929824561, "gain": -0.03728070175438596}, {"step": 10, "deal": 1, "seat": 0, "move": "0-1@N", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 11, "deal": 1, "seat": 1, "move": "0-2@W", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@W", "mean": 0.017543859649122806, "se": 0.017543859649122806, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@N", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@E", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@E", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-2@W", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-2@W", "hindsight_loss": 0.0, "gain": 0.014035087719298244}, {"step": 12, "deal": 1, "seat": 0, "move": "2-3@E", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 13, "deal": 1, "seat": 1, "move": "0-3@W", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@N", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@W", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@W", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-3@W", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@W", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 14, "deal": 1, "seat": 0, "move": "2-6@S", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6@S", "mean": 0.9298245614035088, "se": 0.034134933513474276, "n": 57, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-6@E", "mean": 0.8421052631578947, "se": 0.04872737367223955, "n": 57, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-6@S", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@S", "hindsight_loss": 0.0, "gain": 0.04385964912280704}, {"step": 15, "deal": 1, "seat": 1, "move": "3-4@W", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@W", "mean": 0.07017543859649122, "se": 0.034134933513474276, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@N", "mean": 0.03508771929824561, "se": 0.024588241692166144, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@W", "loss": -0.05263157894736842, "loss_se": 0.029839300500728468, "hindsight_best": "3-4@W", "hindsight_loss": 0.0, "gain": 0.017543859649122806}, {"step": 16, "deal": 1, "seat": 0, "move": "4-5@W", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.8571428571428571, 0.8571428571428571, 0.8214285714285714, 0.7894736842105263, 0.7142857142857143, 0.9298245614035088, 0.75, 0.8421052631578947, 0.9464285714285714, 0.9285714285714286, 0.8214285714285714, 1.0, 0.9285714285714286, 0.9642857142857143, 0.75, 0.9298245614035088, 1.0, 1.0], [0.5357142857142857, 0.4642857142857143, 0.5614035087719298, 0.5357142857142857, 0.5263157894736842, 0.7142857142857143, 0.39285714285714285, 0.35714285714285715, 0.03571428571428571, 0.07142857142857142, 0.0, 0.0, 0.017543859649122806, 0.0, 0.0, 0.03571428571428571, 0.07017543859649122, 0.0]], "curve_se": [[0.06734350297014738, 0.06734350297014738, 0.07370704611510599, 0.0544788599480806, 0.08694008849288351, 0.034134933513474276, 0.08333333333333334, 0.04872737367223955, 0.039333784923807555, 0.04956347617776506, 0.07370704611510599, 0.0, 0.04956347617776506, 0.03571428571428571, 0.08333333333333334, 0.034134933513474276, 0.0, 0.0], [0.09597925890831606, 0.09597925890831606, 0.06630955666828549, 0.09597925890831606, 0.06672270432067236, 0.08694008849288351, 0.0939898355740239, 0.09221388919541468, 0.03571428571428572, 0.04956347617776506, 0.0, 0.0, 0.017543859649122806, 0.0, 0.0, 0.03571428571428572, 0.034134933513474276, 0.0]], "seats": [{"seat": 0, "decisions": 9, "choices": 4, "given_away": 0.15789473684210525, "given_away_se": 0.060228645818034665, "inaccuracies": 0, "mistakes": 0, "start": 0.8571428571428571, "result": 1.0, "own": 0.18031189083820665, "luck": -0.03745474798106374, "dealt": 0.5357142857142857}, {"seat": 1, "decisions": 8, "choices": 6, "given_away": -0.08771929824561403, "given_away_se": 0.08032767173201677, "inaccuracies": 0, "mistakes": 0, "start": 0.5357142857142857, "result": 0.0, "own": 0.031578947368421, "luck": -0.5672932330827067, "dealt": 0.6071428571428571}], "chance": [[0.8571428571428571, 0.8571428571428571, 0.8214285714285714, 0.7894736842105263, 0.7142857142857143, 0.9298245614035088, 0.75, 0.8421052631578947, 0.9464285714285714, 0.9285714285714286, 0.8214285714285714, 1.0, 0.9285714285714286, 0.9642857142857143, 0.75, 0.9298245614035088, 1.0, 1.0], [0.5357142857142857, 0.4642857142857143, 0.5614035087719298, 0.5357142857142857, 0.5263157894736842, 0.7142857142857143, 0.39285714285714285, 0.35714285714285715, 0.03571428571428571, 0.07142857142857142, 0.0, 0.0, 0.017543859649122806, 0.0, 0.0, 0.03571428571428571, 0.07017543859649122, 0.0]]}], "seats": [{"seat": 0, "decisions": 9, "choices": 4, "given_away": 0.15789473684210525, "given_away_se": 0.060228645818034665, "inaccuracies": 0, "mistakes": 0, "start": 0.8571428571428571, "result": 1.0, "own": 0.18031189083820665, "luck": -0.03745474798106374, "dealt": 0.5357142857142857}, {"seat": 1, "decisions": 8, "choices": 6, "given_away": -0.08771929824561403, "given_away_se": 0.08032767173201677, "inaccuracies": 0, "mistakes": 0, "start": 0.5357142857142857, "result": 0.0, "own": 0.031578947368421, "luck": -0.5672932330827067, "dealt": 0.6071428571428571}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('70CkWgOS', '2026-12-07 14:46:56.879878+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 20, "teams": false}, "seed": 0, "policy": "random", "worlds": 232, "budget": 1.0, "seconds": 0.327, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "1-4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1", "mean": 0.8857758620689655, "se": 0.020591283999022124, "n": 232, "hindsight": 0.7155172413793104, "hindsight_se": 0.029368680039722758}, {"move": "2-5", "mean": 0.8556034482758621, "se": 0.022821861334641494, "n": 232, "hindsight": 0.6422413793103449, "hindsight_se": 0.031538294596022476}, {"move": "1-6", "mean": 0.8297413793103449, "se": 0.02444517358234728, "n": 232, "hindsight": 0.6745689655172413, "hindsight_se": 0.030599558442443466}, {"move": "0-1", "mean": 0.8211206896551724, "se": 0.02493704142172478, "n": 232, "hindsight": 0.6400862068965517, "hindsight_se": 0.031208551636537848}, {"move": "0-2", "mean": 0.8125, "se": 0.02522245778020256, "n": 232, "hindsight": 0.6637931034482759, "hindsight_se": 0.031082338581586114}, {"move": "1-4", "mean": 0.8017241379310345, "se": 0.025693584638027688, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5", "mean": 0.8017241379310345, "se": 0.025874505642824435, "n": 232, "hindsight": 0.6314655172413793, "hindsight_se": 0.0316665002207674}], "best": "1-1", "loss": 0.08405172413793104, "loss_se": 0.031032811133265534, "hindsight_best": "1-4", "hindsight_loss": 0.0, "gain": -0.028017241379310387}, {"step": 1, "deal": 1, "seat": 1, "move": "1-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@L", "mean": 0.47844827586206895, "se": 0.03214951953871478, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@L", "mean": 0.41810344827586204, "se": 0.03216452631697347, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-5@L", "loss": 0.0603448275862069, "loss_se": 0.03891420119626146, "hindsight_best": "1-2@L", "hindsight_loss": 0.0, "gain": -0.03017241379310348}, {"step": 2, "deal": 1, "seat": 0, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@L", "mean": 0.8556034482758621, "se": 0.023025357879665316, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@L", "mean": 0.790948275862069, "se": 0.02649155237012772, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@L", "hindsight_loss": 0.0, "gain": 0.032327586206896575}, {"step": 3, "deal": 1, "seat": 1, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@L", "mean": 0.42887931034482757, "se": 0.03205776334545149, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5@L", "mean": 0.3706896551724138, "se": 0.03133489800914075, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@L", "mean": 0.36637931034482757, "se": 0.03125651406079145, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-6@L", "hindsight_loss": 0.0, "gain": 0.04022988505747127}, {"step": 4, "deal": 1, "seat": 0, "move": "1-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 5, "deal": 1, "seat": 1, "move": "1-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 6, "deal": 1, "seat": 0, "move": "3-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 7, "deal": 1, "seat": 1, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.34051724137931033, "se": 0.03087854330581278, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@L", "mean": 0.3254310344827586, "se": 0.030446727675785653, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@L", "mean": 0.32112068965517243, "se": 0.030338227660144736, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "2-3@L", "loss": -0.04310344827586207, "loss_se": 0.031020173842195915, "hindsight_best": "0-3@L", "hindsight_loss": 0.0, "gain": -0.007902298850574696}, {"step": 8, "deal": 1, "seat": 0, "move": "0-2@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "0-1@L", "mean": 0.9181034482758621, "se": 0.017516740504115388, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@L", "mean": 0.8060344827586207, "se": 0.026015554401819713, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-1@L", "loss": 0.11206896551724138, "loss_se": 0.029324829802440045, "hindsight_best": "0-2@L", "hindsight_loss": 0.0, "gain": -0.05603448275862066}, {"step": 9, "deal": 1, "seat": 1, "move": "2-3@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 11, "deal": 1, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 12, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 13, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.8318965517241379, 0.8017241379310345, 0.8663793103448276, 0.8556034482758621, 0.875, 0.8017241379310345, 0.8017241379310345, 0.7801724137931034, 0.8577586206896551, 0.8060344827586207, 0.6551724137931034, 0.6120689655172413, 0.29310344827586204, 0.3103448275862069, 1.0], [0.47413793103448276, 0.43103448275862066, 0.41810344827586204, 0.4870689655172414, 0.42887931034482757, 0.36637931034482757, 0.5517241379310345, 0.3706896551724138, 0.32112068965517243, 0.28879310344827586, 0.2629310344827586, 0.4870689655172414, 0.5387931034482759, 0.5646551724137931, 0.0]], "curve_se": [[0.0346020238839886, 0.025693584638027688, 0.03082921873664505, 0.023025357879665316, 0.03053434667446778, 0.036671538515073286, 0.036671538515073286, 0.038374385267479945, 0.032283202915884816, 0.026015554401819713, 0.044323074959803546, 0.045438974552871256, 0.04244626443180182, 0.04314091325318788, 0.0], [0.04575078652055213, 0.04536068665384507, 0.03216452631697347, 0.04640817168797947, 0.03205776334545149, 0.04429937619098497, 0.0455597003368508, 0.04419897156637474, 0.030338227660144736, 0.04159077339231049, 0.040822322663058824, 0.046002577537032255, 0.044633633584582, 0.04437225503632576, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 3, "given_away": 0.19612068965517243, "given_away_se": 0.04269638169417878, "inaccuracies": 1, "mistakes": 0, "start": 0.8318965517241379, "result": 1.0, "own": -0.051724137931034475, "luck": 0.21982758620689657, "dealt": 0.7025862068965517}, {"seat": 1, "decisions": 7, "choices": 3, "given_away": 0.017241379310344827, "given_away_se": 0.04976511066945569, "inaccuracies": 0, "mistakes": 0, "start": 0.47413793103448276, "result": 0.0, "own": 0.002155172413793094, "luck": -0.47629310344827586, "dealt": 0.2672413793103448}], "chance": [[0.8318965517241379, 0.8017241379310345, 0.8663793103448276, 0.8556034482758621, 0.875, 0.8017241379310345, 0.8017241379310345, 0.7801724137931034, 0.8577586206896551, 0.8060344827586207, 0.6551724137931034, 0.6120689655172413, 0.29310344827586204, 0.3103448275862069, 1.0], [0.47413793103448276, 0.43103448275862066, 0.41810344827586204, 0.4870689655172414, 0.42887931034482757, 0.36637931034482757, 0.5517241379310345, 0.3706896551724138, 0.32112068965517243, 0.28879310344827586, 0.2629310344827586, 0.4870689655172414, 0.5387931034482759, 0.5646551724137931, 0.0]]}, {"deal": 2, "returns": [1.0, -1.0], "decisions": [{"step": 14, "deal": 2, "seat": 0, "move": "3-4", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4", "mean": 0.834051724137931, "se": 0.023996889640261622, "n": 232, "hindsight": 0.9698275862068966, "hindsight_se": 0.0112550208592046}, {"move": "0-3", "mean": 0.8211206896551724, "se": 0.024369382075498634, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-1", "mean": 0.7478448275862069, "se": 0.028325579495535394, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3", "mean": 0.7478448275862069, "se": 0.028160410207396375, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}, {"move": "1-3", "mean": 0.7413793103448276, "se": 0.028484497470494717, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-5", "mean": 0.7349137931034483, "se": 0.028308537707427056, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}, {"move": "4-6", "mean": 0.7198275862068966, "se": 0.029070024064985427, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}], "best": "3-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1", "hindsight_loss": 0.030172413793103425, "gain": 0.07019704433497542}, {"step": 15, "deal": 2, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@L", "mean": 0.12931034482758622, "se": 0.021650393627943465, "n": 232, "hindsight": 0.008620689655172414, "hindsight_se": 0.006082539543196776}, {"move": "3-5@L", "mean": 0.07543103448275862, "se": 0.01640901585027718, "n": 232, "hindsight": 0.004310344827586207, "hindsight_se": 0.004310344827586207}, {"move": "3-6@L", "mean": 0.07327586206896551, "se": 0.01687121292355073, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@L", "loss": 0.05603448275862069, "loss_se": 0.02583562114842568, "hindsight_best": "3-3@L", "hindsight_loss": 0.008620689655172414, "gain": -0.019396551724137928}, {"step": 16, "deal": 2, "seat": 0, "move": "4-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.8060344827586207, "se": 0.02565442592255611, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@R", "mean": 0.7629310344827587, "se": 0.02730670607664128, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-6@L", "loss": 0.04310344827586207, "loss_se": 0.0345759302539582, "hindsight_best": "4-6@R", "hindsight_loss": 0.0, "gain": -0.02155172413793105}, {"step": 17, "deal": 2, "seat": 1, "move": "6-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.11853448275862069, "se": 0.020936029192128766, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@R", "mean": 0.11853448275862069, "se": 0.020936029192128766, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "6-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@R", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 18, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 19, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.7198275862068966, 0.834051724137931, 0.7629310344827587, 0.7629310344827587, 0.6853448275862069, 0.6982758620689655, 1.0], [0.10775862068965517, 0.06896551724137931, 0.07327586206896551, 0.07758620689655173, 0.11853448275862069, 0.08620689655172414, 0.0]], "curve_se": [[0.04074309440271512, 0.023996889640261622, 0.039421038158525726, 0.02730670607664128, 0.04220770925029174, 0.04191772405720481, 0.0], [0.027925550574984023, 0.023629251340144583, 0.01687121292355073, 0.024183401164825393, 0.020936029192128766, 0.023928195676064894, 0.0]], "seats": [{"seat": 0, "decisions": 3, "choices": 2, "given_away": 0.04310344827586207, "given_away_se": 0.0345759302539582, "inaccuracies": 0, "mistakes": 0, "start": 0.7198275862068966, "result": 1.0, "own": 0.04864532019704437, "luck": 0.23152709359605905, "dealt": 0.9913793103448276}, {"seat": 1, "decisions": 3, "choices": 2, "given_away": 0.05603448275862069, "given_away_se": 0.02583562114842568, "inaccuracies": 0, "mistakes": 0, "start": 0.10775862068965517, "result": 0.0, "own": -0.019396551724137928, "luck": -0.08836206896551724, "dealt": 0.0}], "chance": [[0.7198275862068966, 0.834051724137931, 0.7629310344827587, 0.7629310344827587, 0.6853448275862069, 0.6982758620689655, 1.0], [0.10775862068965517, 0.06896551724137931, 0.07327586206896551, 0.07758620689655173, 0.11853448275862069, 0.08620689655172414, 0.0]]}], "seats": [{"seat": 0, "decisions": 10, "choices": 5, "given_away": 0.2392241379310345, "given_away_se": 0.054940658557225054, "inaccuracies": 1, "mistakes": 0, "start": 1.5517241379310345, "result": 2.0, "own": -0.0030788177339901024, "luck": 0.4513546798029556, "dealt": 1.6939655172413794}, {"seat": 1, "decisions": 10, "choices": 5, "given_away": 0.07327586206896552, "given_away_se": 0.05607178934248623, "inaccuracies": 0, "mistakes": 0, "start": 0.5818965517241379, "result": 0.0, "own": -0.017241379310344834, "luck": -0.5646551724137931, "dealt": 0.2672413793103448}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('BYy6HVr5', '2026-12-07 14:47:05.752101+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "draw", "players": 2, "options": {"target": 20, "teams": false}, "seed": 0, "policy": "random", "worlds": 212, "budget": 1.0, "seconds": 0.259, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "2-3", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1", "mean": 0.6061320754716981, "se": 0.03355385691824844, "n": 212, "hindsight": 0.5660377358490566, "hindsight_se": 0.0341198763105892}, {"move": "6-6", "mean": 0.5990566037735849, "se": 0.033573100457450926, "n": 212, "hindsight": 0.5070754716981132, "hindsight_se": 0.034009596588598597}, {"move": "5-6", "mean": 0.5259433962264151, "se": 0.03429366451853825, "n": 212, "hindsight": 0.47877358490566035, "hindsight_se": 0.03430903560669878}, {"move": "2-3", "mean": 0.5117924528301887, "se": 0.03433054356799599, "n": 212, "hindsight": 0.2240566037735849, "hindsight_se": 0.028607160870342797}, {"move": "1-4", "mean": 0.4811320754716981, "se": 0.03439690285738046, "n": 212, "hindsight": 0.5471698113207547, "hindsight_se": 0.03410441996718652}, {"move": "1-2", "mean": 0.47877358490566035, "se": 0.03414575001158948, "n": 212, "hindsight": 0.44575471698113206, "hindsight_se": 0.034136484074417474}, {"move": "1-5", "mean": 0.4268867924528302, "se": 0.03380433824995098, "n": 212, "hindsight": 0.5188679245283019, "hindsight_se": 0.03439690285738046}], "best": "1-1", "loss": 0.08490566037735849, "loss_se": 0.04797884393259098, "hindsight_best": "1-1", "hindsight_loss": 0.34198113207547165, "gain": -0.006738544474393482}, {"step": 1, "deal": 1, "seat": 1, "move": "3-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@L", "mean": 0.5683962264150944, "se": 0.03385109716053714, "n": 212, "hindsight": 0.7617924528301887, "hindsight_se": 0.029230694310073767}, {"move": "3-3@R", "mean": 0.49292452830188677, "se": 0.03433668622530049, "n": 212, "hindsight": 0.8349056603773585, "hindsight_se": 0.025339374983517193}], "best": "2-5@L", "loss": 0.07547169811320754, "loss_se": 0.04603389496455156, "hindsight_best": "3-3@R", "hindsight_loss": 0.0, "gain": -0.03773584905660382}, {"step": 2, "deal": 1, "seat": 0, "move": "1-2@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 3, "deal": 1, "seat": 1, "move": "0-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@L", "mean": 0.5471698113207547, "se": 0.034267902499365094, "n": 212, "hindsight": 0.8207547169811321, "hindsight_se": 0.026405192252432718}, {"move": "1-6@L", "mean": 0.5330188679245284, "se": 0.03418317425096412, "n": 212, "hindsight": 0.8915094339622641, "hindsight_se": 0.021147403295100765}], "best": "0-1@L", "loss": -0.01650943396226415, "loss_se": 0.030711923323362016, "hindsight_best": "1-6@L", "hindsight_loss": 0.070754716981132, "gain": 0.007075471698113178}, {"step": 4, "deal": 1, "seat": 0, "move": "0-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 5, "deal": 1, "seat": 1, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.7075471698113207, "se": 0.031315863089787975, "n": 212, "hindsight": 0.8018867924528302, "hindsight_se": 0.02743923614637271}, {"move": "1-6@L", "mean": 0.6202830188679245, "se": 0.03332681413976078, "n": 212, "hindsight": 0.8349056603773585, "hindsight_se": 0.0255589828624509}], "best": "4-6@L", "loss": 0.08726415094339622, "loss_se": 0.04084735074570409, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": -0.04363207547169812}, {"step": 6, "deal": 1, "seat": 0, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 0.25707547169811323, "se": 0.029992765973492614, "n": 212, "hindsight": 0.22169811320754718, "hindsight_se": 0.028596561272720512}, {"move": "1-5@L", "mean": 0.1957547169811321, "se": 0.02721300588814124, "n": 212, "hindsight": 0.16981132075471697, "hindsight_se": 0.025848211328865393}, {"move": "1-1@L", "mean": 0.19103773584905662, "se": 0.02695995573987885, "n": 212, "hindsight": 0.16037735849056603, "hindsight_se": 0.025262269917687468}], "best": "1-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.0, "gain": 0.042452830188679264}, {"step": 7, "deal": 1, "seat": 1, "move": "4-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@L", "mean": 0.7735849056603774, "se": 0.028616835335013933, "n": 212, "hindsight": 0.7028301886792453, "hindsight_se": 0.03146199953877571}, {"move": "4-6@L", "mean": 0.6933962264150944, "se": 0.03156572989047318, "n": 212, "hindsight": 0.9009433962264151, "hindsight_se": 0.020292400750757347}], "best": "0-4@L", "loss": 0.08018867924528301, "loss_se": 0.04245779775600126, "hindsight_best": "4-6@L", "hindsight_loss": 0.0, "gain": -0.04009433962264153}, {"step": 8, "deal": 1, "seat": 0, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.31839622641509435, "se": 0.03198346908149187, "n": 212, "hindsight": 0.1792452830188679, "hindsight_se": 0.025762397727398117}, {"move": "5-6@L", "mean": 0.21933962264150944, "se": 0.028388845958789866, "n": 212, "hindsight": 0.08490566037735849, "hindsight_se": 0.01918933960732191}], "best": "6-6@L", "loss": 0.09905660377358491, "loss_se": 0.040236438861653866, "hindsight_best": "6-6@L", "hindsight_loss": 0.09433962264150943, "gain": -0.04952830188679244}, {"step": 9, "deal": 1, "seat": 1, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@L", "mean": 0.7830188679245284, "se": 0.028376306817828118, "n": 212, "hindsight": 0.7924528301886793, "hindsight_se": 0.02791925919000418}, {"move": "2-5@L", "mean": 0.7594339622641509, "se": 0.029234752469160845, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-5@L", "loss": 0.02358490566037736, "loss_se": 0.03938351598447882, "hindsight_best": "2-5@L", "hindsight_loss": 0.0, "gain": -0.011792452830188704}, {"step": 10, "deal": 1, "seat": 0, "move": "0-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 11, "deal": 1, "seat": 1, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@R", "mean": 0.7617924528301887, "se": 0.029038867220351712, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-4@R", "mean": 0.7452830188679245, "se": 0.02999496329402081, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@R", "hindsight_loss": 0.0, "gain": 0.008254716981132115}, {"step": 12, "deal": 1, "seat": 0, "move": "4-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@R", "mean": 0.1580188679245283, "se": 0.02499949383576315, "n": 212, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@R", "mean": 0.11084905660377359, "se": 0.02122144665490253, "n": 212, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-5@R", "loss": 0.04716981132075472, "loss_se": 0.027377678612531136, "hindsight_best": "4-5@R", "hindsight_loss": 0.0, "gain": -0.023584905660377353}, {"step": 13, "deal": 1, "seat": 1, "move": "0-4@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.6792452830188679, 0.5117924528301887, 0.5141509433962265, 0.5094339622641509, 0.22169811320754718, 0.22169811320754718, 0.2830188679245283, 0.25707547169811323, 0.2971698113207547, 0.21933962264150944, 0.15566037735849056, 0.12264150943396226, 0.1179245283018868, 0.11084905660377359, 0.0], [0.5471698113207547, 0.5471698113207547, 0.49292452830188677, 0.6084905660377359, 0.5471698113207547, 0.8018867924528302, 0.6202830188679245, 0.6556603773584906, 0.6933962264150944, 0.7877358490566038, 0.7594339622641509, 0.6981132075471698, 0.7617924528301887, 1.0, 1.0]], "curve_se": [[0.045551763179035275, 0.03433054356799599, 0.04854465398794324, 0.04878631739837744, 0.04025981917988905, 0.04025981917988905, 0.04396093377439378, 0.029992765973492614, 0.044347268557569375, 0.028388845958789866, 0.034414110143396216, 0.031302455170047296, 0.03111573531811388, 0.02122144665490253, 0.0], [0.04811276711741053, 0.04857738146013503, 0.03433668622530049, 0.047396132704882146, 0.034267902499365094, 0.03889722288318548, 0.03332681413976078, 0.046127293475521636, 0.03156572989047318, 0.03962317631094177, 0.029234752469160845, 0.04480127092110669, 0.029038867220351712, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.23113207547169812, "given_away_se": 0.06834089378685777, "inaccuracies": 0, "mistakes": 0, "start": 0.6792452830188679, "result": 0.0, "own": -0.03739892183288401, "luck": -0.6418463611859839, "dealt": 0.38207547169811323}, {"seat": 1, "decisions": 7, "choices": 6, "given_away": 0.25, "given_away_se": 0.08991425751436316, "inaccuracies": 0, "mistakes": 0, "start": 0.5471698113207547, "result": 1.0, "own": -0.11792452830188688, "luck": 0.5707547169811322, "dealt": 0.46226415094339623}], "chance": [[0.6792452830188679, 0.5117924528301887, 0.5141509433962265, 0.5094339622641509, 0.22169811320754718, 0.22169811320754718, 0.2830188679245283, 0.25707547169811323, 0.2971698113207547, 0.21933962264150944, 0.15566037735849056, 0.12264150943396226, 0.1179245283018868, 0.11084905660377359, 0.0], [0.5471698113207547, 0.5471698113207547, 0.49292452830188677, 0.6084905660377359, 0.5471698113207547, 0.8018867924528302, 0.6202830188679245, 0.6556603773584906, 0.6933962264150944, 0.7877358490566038, 0.7594339622641509, 0.6981132075471698, 0.7617924528301887, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.23113207547169812, "given_away_se": 0.06834089378685777, "inaccuracies": 0, "mistakes": 0, "start": 0.6792452830188679, "result": 0.0, "own": -0.03739892183288401, "luck": -0.6418463611859839, "dealt": 0.38207547169811323}, {"seat": 1, "decisions": 7, "choices": 6, "given_away": 0.25, "given_away_se": 0.08991425751436316, "inaccuracies": 0, "mistakes": 0, "start": 0.5471698113207547, "result": 1.0, "own": -0.11792452830188688, "luck": 0.5707547169811322, "dealt": 0.46226415094339623}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('EiUcMKJF', '2026-12-07 14:47:31.695112+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 294, "budget": 1.0, "seconds": 0.316, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "1-1", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2", "mean": 0.8435374149659864, "se": 0.02066961987478475, "n": 294, "hindsight": 0.4897959183673469, "hindsight_se": 0.029204228311258105}, {"move": "1-1", "mean": 0.8282312925170068, "se": 0.021836594375957728, "n": 294, "hindsight": 0.7210884353741497, "hindsight_se": 0.026199543006188895}, {"move": "0-1", "mean": 0.8214285714285714, "se": 0.021783186383698677, "n": 294, "hindsight": 0.445578231292517, "hindsight_se": 0.029036770327060275}, {"move": "4-5", "mean": 0.8214285714285714, "se": 0.02204803728420557, "n": 294, "hindsight": 0.5204081632653061, "hindsight_se": 0.029185969961044965}, {"move": "0-2", "mean": 0.8180272108843537, "se": 0.02195291516731761, "n": 294, "hindsight": 0.391156462585034, "hindsight_se": 0.028509808165760316}, {"move": "4-6", "mean": 0.8180272108843537, "se": 0.02221574269301405, "n": 294, "hindsight": 0.46598639455782315, "hindsight_se": 0.029142645214854004}, {"move": "1-3", "mean": 0.7976190476190477, "se": 0.02316075309671573, "n": 294, "hindsight": 0.5238095238095238, "hindsight_se": 0.02917717482855366}], "best": "2-2", "loss": -0.01020408163265306, "loss_se": 0.027568406533312398, "hindsight_best": "1-1", "hindsight_loss": 0.0, "gain": 0.0070456754130222565}, {"step": 1, "deal": 1, "seat": 1, "move": "1-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@L", "mean": 0.7363945578231292, "se": 0.025455972320780944, "n": 294, "hindsight": 0.282312925170068, "hindsight_se": 0.02629657171831485}, {"move": "1-2@R", "mean": 0.70578231292517, "se": 0.026457682051131866, "n": 294, "hindsight": 0.21768707482993196, "hindsight_se": 0.02410864291241263}, {"move": "1-5@R", "mean": 0.6615646258503401, "se": 0.0274853886883637, "n": 294, "hindsight": 0.30272108843537415, "hindsight_se": 0.026840511829366764}, {"move": "1-2@L", "mean": 0.6326530612244898, "se": 0.027748286191234154, "n": 294, "hindsight": 0.25510204081632654, "hindsight_se": 0.02546663410263813}], "best": "1-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-5@R", "hindsight_loss": 0.020408163265306145, "gain": 0.05229591836734693}, {"step": 2, "deal": 1, "seat": 0, "move": "1-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@L", "mean": 0.7874149659863946, "se": 0.02334922411048392, "n": 294, "hindsight": 0.8197278911564626, "hindsight_se": 0.022457702040595513}, {"move": "0-1@R", "mean": 0.7482993197278912, "se": 0.025008217557717493, "n": 294, "hindsight": 0.6360544217687075, "hindsight_se": 0.028108103984704445}, {"move": "1-3@R", "mean": 0.7227891156462585, "se": 0.02541871795469317, "n": 294, "hindsight": 0.608843537414966, "hindsight_se": 0.028509808165760316}], "best": "4-5@L", "loss": 0.06462585034013606, "loss_se": 0.03033560987029137, "hindsight_best": "4-5@L", "hindsight_loss": 0.2108843537414966, "gain": -0.030045351473922843}, {"step": 3, "deal": 1, "seat": 1, "move": "0-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@R", "mean": 0.6887755102040817, "se": 0.026778837989182985, "n": 294, "hindsight": 0.3299319727891156, "hindsight_se": 0.027468683137577252}, {"move": "0-5@L", "mean": 0.6309523809523809, "se": 0.027618669331684213, "n": 294, "hindsight": 0.3843537414965986, "hindsight_se": 0.02841825249244068}], "best": "3-4@R", "loss": 0.05782312925170068, "loss_se": 0.03557456935705937, "hindsight_best": "0-5@L", "hindsight_loss": 0.0, "gain": -0.028911564625850428}, {"step": 4, "deal": 1, "seat": 0, "move": "0-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@L", "mean": 0.685374149659864, "se": 0.026533685406159663, "n": 294, "hindsight": 0.5578231292517006, "hindsight_se": 0.02901432420883454}, {"move": "0-1@L", "mean": 0.6785714285714286, "se": 0.026800946424725147, "n": 294, "hindsight": 0.5816326530612245, "hindsight_se": 0.028818373805362733}], "best": "0-2@L", "loss": -0.01020408163265306, "loss_se": 0.021132465170901595, "hindsight_best": "0-1@L", "hindsight_loss": 0.0, "gain": -0.003401360544217691}, {"step": 5, "deal": 1, "seat": 1, "move": "3-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@R", "mean": 0.7363945578231292, "se": 0.025455972320780944, "n": 294, "hindsight": 0.46258503401360546, "hindsight_se": 0.029128415241337767}, {"move": "1-2@L", "mean": 0.5969387755102041, "se": 0.028503748235314263, "n": 294, "hindsight": 0.47959183673469385, "hindsight_se": 0.029185969961044965}], "best": "3-4@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-2@L", "hindsight_loss": 0.0170068027210884, "gain": 0.0697278911564625}, {"step": 6, "deal": 1, "seat": 0, "move": "4-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@R", "mean": 0.7482993197278912, "se": 0.024657612147691518, "n": 294, "hindsight": 0.40476190476190477, "hindsight_se": 0.028675524116031022}, {"move": "4-5@R", "mean": 0.7448979591836735, "se": 0.0248903114659247, "n": 294, "hindsight": 0.7755102040816326, "hindsight_se": 0.02437576479569565}], "best": "4-6@R", "loss": -0.00510204081632653, "loss_se": 0.021207305253999793, "hindsight_best": "4-5@R", "hindsight_loss": 0.37074829931972786, "gain": 0.00170068027210879}, {"step": 7, "deal": 1, "seat": 1, "move": "2-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6@R", "mean": 0.8197278911564626, "se": 0.022328099144682832, "n": 294, "hindsight": 0.5510204081632653, "hindsight_se": 0.029057840280095292}, {"move": "1-2@L", "mean": 0.7108843537414966, "se": 0.026485090747458858, "n": 294, "hindsight": 0.6462585034013606, "hindsight_se": 0.027932662214176996}], "best": "2-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-2@L", "hindsight_loss": 0.09523809523809534, "gain": 0.05442176870748294}, {"step": 8, "deal": 1, "seat": 0, "move": "2-2@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@R", "mean": 0.7585034013605442, "se": 0.024770250166547582, "n": 294, "hindsight": 0.19047619047619047, "hindsight_se": 0.022940419292824817}, {"move": "0-2@R", "mean": 0.641156462585034, "se": 0.027657243409838488, "n": 294, "hindsight": 0.4965986394557823, "hindsight_se": 0.02920963600102045}], "best": "2-2@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-2@R", "hindsight_loss": 0.30612244897959184, "gain": 0.058673469387755084}, {"step": 9, "deal": 1, "seat": 1, "move": "1-2@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@R", "mean": 0.9115646258503401, "se": 0.016587194241163693, "n": 294, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@L", "mean": 0.8129251700680272, "se": 0.02278238331582396, "n": 294, "hindsight": 0.46598639455782315, "hindsight_se": 0.029142645214854004}], "best": "1-2@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-2@R", "hindsight_loss": 0.0, "gain": 0.04931972789115646}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 11, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.7993197278911565, 0.8282312925170068, 0.8061224489795918, 0.7227891156462585, 0.6224489795918368, 0.6785714285714286, 0.6836734693877551, 0.7482993197278912, 0.717687074829932, 0.7585034013605442, 0.6258503401360545, 0.6632653061224489, 0.0], [0.6768707482993197, 0.7108843537414966, 0.7363945578231292, 0.6394557823129252, 0.6309523809523809, 0.6802721088435374, 0.7363945578231292, 0.7619047619047619, 0.8197278911564626, 0.8843537414965986, 0.9115646258503401, 1.0, 1.0]], "curve_se": [[0.032614987276718826, 0.021836594375957728, 0.03253958242470494, 0.02541871795469317, 0.03938768026189812, 0.026800946424725147, 0.03741284801826366, 0.024657612147691518, 0.037095919465058066, 0.024770250166547582, 0.03826310578790657, 0.038055446022873925, 0.0], [0.03794492557583216, 0.0367352978686234, 0.025455972320780944, 0.03944397138123623, 0.027618669331684213, 0.037988755157126956, 0.025455972320780944, 0.034917175499246104, 0.022328099144682832, 0.02646685720141917, 0.016587194241163693, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 6, "choices": 5, "given_away": 0.0391156462585034, "given_away_se": 0.050760192526468975, "inaccuracies": 0, "mistakes": 0, "start": 0.7993197278911565, "result": 0.0, "own": 0.033973113054745596, "luck": -0.8332928409459021, "dealt": 0.564625850340136}, {"seat": 1, "decisions": 6, "choices": 5, "given_away": 0.05782312925170068, "given_away_se": 0.03557456935705937, "inaccuracies": 0, "mistakes": 0, "start": 0.6768707482993197, "result": 1.0, "own": 0.1968537414965984, "luck": 0.1262755102040819, "dealt": 0.48299319727891155}], "chance": [[0.7993197278911565, 0.8282312925170068, 0.8061224489795918, 0.7227891156462585, 0.6224489795918368, 0.6785714285714286, 0.6836734693877551, 0.7482993197278912, 0.717687074829932, 0.7585034013605442, 0.6258503401360545, 0.6632653061224489, 0.0], [0.6768707482993197, 0.7108843537414966, 0.7363945578231292, 0.6394557823129252, 0.6309523809523809, 0.6802721088435374, 0.7363945578231292, 0.7619047619047619, 0.8197278911564626, 0.8843537414965986, 0.9115646258503401, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 6, "choices": 5, "given_away": 0.0391156462585034, "given_away_se": 0.050760192526468975, "inaccuracies": 0, "mistakes": 0, "start": 0.7993197278911565, "result": 0.0, "own": 0.033973113054745596, "luck": -0.8332928409459021, "dealt": 0.564625850340136}, {"seat": 1, "decisions": 6, "choices": 5, "given_away": 0.05782312925170068, "given_away_se": 0.03557456935705937, "inaccuracies": 0, "mistakes": 0, "start": 0.6768707482993197, "result": 1.0, "own": 0.1968537414965984, "luck": 0.1262755102040819, "dealt": 0.48299319727891155}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('U-LMi2Iv', '2026-12-07 14:47:35.803904+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 135, "budget": 1.0, "seconds": 0.322, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "1-5", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "6-6", "mean": 0.7703703703703704, "se": 0.03595147632802878, "n": 135, "hindsight": 0.8407407407407408, "hindsight_se": 0.031391116690421154}, {"move": "3-3", "mean": 0.6185185185185185, "se": 0.04179744233733344, "n": 135, "hindsight": 0.7481481481481481, "hindsight_se": 0.037498507091740185}, {"move": "1-2", "mean": 0.5518518518518518, "se": 0.042475263205282734, "n": 135, "hindsight": 0.6296296296296297, "hindsight_se": 0.04171654161354539}, {"move": "0-1", "mean": 0.5444444444444444, "se": 0.04286152986750916, "n": 135, "hindsight": 0.48148148148148145, "hindsight_se": 0.04316378599511325}, {"move": "0-4", "mean": 0.5370370370370371, "se": 0.04193681235835951, "n": 135, "hindsight": 0.6074074074074074, "hindsight_se": 0.04218506215368884}, {"move": "1-5", "mean": 0.5222222222222223, "se": 0.04266763404099585, "n": 135, "hindsight": 0.4444444444444444, "hindsight_se": 0.04292596718256977}, {"move": "1-6", "mean": 0.5222222222222223, "se": 0.0423425012815488, "n": 135, "hindsight": 0.5925925925925926, "hindsight_se": 0.042446332383532265}], "best": "6-6", "loss": 0.24814814814814815, "loss_se": 0.05460397501260584, "hindsight_best": "6-6", "hindsight_loss": 0.39629629629629637, "gain": -0.05873015873015863}, {"step": 1, "deal": 1, "seat": 1, "move": "5-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@R", "mean": 0.5777777777777777, "se": 0.04168462852204863, "n": 135, "hindsight": 0.8148148148148148, "hindsight_se": 0.03355677216313143}, {"move": "4-5@R", "mean": 0.5074074074074074, "se": 0.04270600422324721, "n": 135, "hindsight": 0.5851851851851851, "hindsight_se": 0.04256193767901412}, {"move": "0-5@R", "mean": 0.4148148148148148, "se": 0.04223599127656288, "n": 135, "hindsight": 0.28888888888888886, "hindsight_se": 0.0391545063041425}], "best": "5-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@R", "hindsight_loss": 0.0, "gain": 0.07777777777777772}, {"step": 2, "deal": 1, "seat": 0, "move": "1-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-6@L", "mean": 0.5592592592592592, "se": 0.04272757230845871, "n": 135, "hindsight": 0.32592592592592595, "hindsight_se": 0.040491220417025006}, {"move": "1-2@L", "mean": 0.4111111111111111, "se": 0.04201485255120594, "n": 135, "hindsight": 0.1925925925925926, "hindsight_se": 0.03406542058502651}, {"move": "0-1@L", "mean": 0.362962962962963, "se": 0.04086868697633214, "n": 135, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-6@L", "loss": 0.14814814814814814, "loss_se": 0.05311576530449923, "hindsight_best": "1-6@L", "hindsight_loss": 0.13333333333333336, "gain": -0.033333333333333326}, {"step": 3, "deal": 1, "seat": 1, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@L", "mean": 0.5962962962962963, "se": 0.04189285086340075, "n": 135, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-5@R", "mean": 0.5925925925925926, "se": 0.04211949136605182, "n": 135, "hindsight": 0.7333333333333333, "hindsight_se": 0.038201699145179034}, {"move": "4-5@R", "mean": 0.5925925925925926, "se": 0.042446332383532265, "n": 135, "hindsight": 0.7851851851851852, "hindsight_se": 0.03547854198560821}, {"move": "2-3@L", "mean": 0.5777777777777777, "se": 0.04201485255120594, "n": 135, "hindsight": 0.9037037037037037, "hindsight_se": 0.02548387251435117}, {"move": "2-6@L", "mean": 0.5444444444444444, "se": 0.041883075375958506, "n": 135, "hindsight": 0.5037037037037037, "hindsight_se": 0.04319223625811333}], "best": "2-4@L", "loss": -0.044444444444444446, "loss_se": 0.05136787477652321, "hindsight_best": "2-4@L", "hindsight_loss": 0.2666666666666667, "gain": 0.011851851851851891}, {"step": 4, "deal": 1, "seat": 0, "move": "0-4@R", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "0-1@R", "mean": 0.48148148148148145, "se": 0.0421923415064485, "n": 135, "hindsight": 0.14074074074074075, "hindsight_se": 0.0300413626095169}, {"move": "0-4@R", "mean": 0.2777777777777778, "se": 0.038153434186998875, "n": 135, "hindsight": 0.24444444444444444, "hindsight_se": 0.03712537833614863}], "best": "0-1@R", "loss": 0.2037037037037037, "loss_se": 0.04883844156696991, "hindsight_best": "0-4@R", "hindsight_loss": 0.0, "gain": -0.10185185185185186}, {"step": 5, "deal": 1, "seat": 1, "move": "2-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@L", "mean": 0.6962962962962963, "se": 0.03902356317002198, "n": 135, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@R", "mean": 0.6370370370370371, "se": 0.04120545055023432, "n": 135, "hindsight": 0.8074074074074075, "hindsight_se": 0.03406542058502651}, {"move": "2-4@R", "mean": 0.5962962962962963, "se": 0.04156165749323228, "n": 135, "hindsight": 0.5481481481481482, "hindsight_se": 0.04299268905480864}, {"move": "2-3@L", "mean": 0.46296296296296297, "se": 0.04259078997315061, "n": 135, "hindsight": 0.8, "hindsight_se": 0.03455473702325441}, {"move": "2-6@L", "mean": 0.43333333333333335, "se": 0.0426460356422234, "n": 135, "hindsight": 0.48148148148148145, "hindsight_se": 0.04316378599511325}], "best": "2-4@L", "loss": 0.1, "loss_se": 0.05382033046400623, "hindsight_best": "2-4@L", "hindsight_loss": 0.45185185185185184, "gain": 0.03111111111111109}, {"step": 6, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 7, "deal": 1, "seat": 1, "move": "2-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@R", "mean": 0.7296296296296296, "se": 0.037824681750898356, "n": 135, "hindsight": 0.5111111111111111, "hindsight_se": 0.043182754919779784}, {"move": "2-3@L", "mean": 0.7037037037037037, "se": 0.03909432693448466, "n": 135, "hindsight": 0.5111111111111111, "hindsight_se": 0.043182754919779784}, {"move": "2-6@R", "mean": 0.7037037037037037, "se": 0.03873921551324945, "n": 135, "hindsight": 0.5111111111111111, "hindsight_se": 0.043182754919779784}, {"move": "2-6@L", "mean": 0.6703703703703704, "se": 0.03974871420436171, "n": 135, "hindsight": 0.5111111111111111, "hindsight_se": 0.043182754919779784}], "best": "2-3@R", "loss": -0.011111111111111112, "loss_se": 0.03544967651668032, "hindsight_best": "2-6@L", "hindsight_loss": 0.0, "gain": -0.031481481481481444}, {"step": 8, "deal": 1, "seat": 0, "move": "6-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.4777777777777778, "se": 0.04266763404099585, "n": 135, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@L", "mean": 0.24814814814814815, "se": 0.035608147027293625, "n": 135, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "6-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@L", "hindsight_loss": 0.0, "gain": 0.11481481481481481}, {"step": 9, "deal": 1, "seat": 1, "move": "2-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 10, "deal": 1, "seat": 0, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-6@L", "mean": 0.5888888888888889, "se": 0.0423425012815488, "n": 135, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-3@R", "mean": 0.5555555555555556, "se": 0.04292596718256977, "n": 135, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": 0.01666666666666672}, {"step": 11, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 12, "deal": 1, "seat": 0, "move": "0-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@L", "mean": 1.0, "se": 0.0, "n": 135, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-3@R", "mean": 1.0, "se": 0.0, "n": 135, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-1@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@L", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 13, "deal": 1, "seat": 1, "move": "0-0@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 14, "deal": 1, "seat": 0, "move": "3-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.5895522388059702, 0.5222222222222223, 0.5, 0.4111111111111111, 0.4253731343283582, 0.2777777777777778, 0.2835820895522388, 0.3582089552238806, 0.3880597014925373, 0.4777777777777778, 0.5298507462686567, 0.5888888888888889, 1.0, 1.0, 1.0, 1.0], [0.417910447761194, 0.4253731343283582, 0.5777777777777777, 0.5895522388059702, 0.5925925925925926, 0.5895522388059702, 0.5962962962962963, 0.6716417910447762, 0.6703703703703704, 0.5149253731343284, 0.5298507462686567, 0.3283582089552239, 0.3582089552238806, 0.23880597014925373, 0.19402985074626866, 0.0]], "curve_se": [[0.059133434970629256, 0.04266763404099585, 0.06015207623173695, 0.04201485255120594, 0.06039008141976234, 0.038153434186998875, 0.05548181356922897, 0.057071184482954236, 0.059983503991193426, 0.04266763404099585, 0.06097411145421177, 0.0423425012815488, 0.0, 0.0, 0.0, 0.0], [0.058818664873993454, 0.05944653837938865, 0.04168462852204863, 0.06008189527652266, 0.04211949136605182, 0.06008189527652266, 0.04156165749323228, 0.0568192787651389, 0.03974871420436171, 0.061057088282968644, 0.06097411145421177, 0.05780572158518532, 0.05805334707732874, 0.05248054167113627, 0.04867677371683066, 0.0]], "seats": [{"seat": 0, "decisions": 8, "choices": 6, "given_away": 0.6, "given_away_se": 0.09048796597200238, "inaccuracies": 2, "mistakes": 0, "start": 0.5895522388059702, "result": 1.0, "own": -0.062433862433862286, "luck": 0.4728816236278921, "dealt": 0.6417910447761194}, {"seat": 1, "decisions": 7, "choices": 4, "given_away": 0.044444444444444446, "given_away_se": 0.08241338541431655, "inaccuracies": 0, "mistakes": 0, "start": 0.417910447761194, "result": 0.0, "own": 0.08925925925925926, "luck": -0.5071697070204533, "dealt": 0.2537313432835821}], "chance": [[0.5895522388059702, 0.5222222222222223, 0.5, 0.4111111111111111, 0.4253731343283582, 0.2777777777777778, 0.2835820895522388, 0.3582089552238806, 0.3880597014925373, 0.4777777777777778, 0.5298507462686567, 0.5888888888888889, 1.0, 1.0, 1.0, 1.0], [0.417910447761194, 0.4253731343283582, 0.5777777777777777, 0.5895522388059702, 0.5925925925925926, 0.5895522388059702, 0.5962962962962963, 0.6716417910447762, 0.6703703703703704, 0.5149253731343284, 0.5298507462686567, 0.3283582089552239, 0.3582089552238806, 0.23880597014925373, 0.19402985074626866, 0.0]]}, {"deal": 2, "returns": [-1.0, 1.0], "decisions": [{"step": 15, "deal": 2, "seat": 0, "move": "1-3", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4", "mean": 0.7296296296296296, "se": 0.03818829833123137, "n": 135, "hindsight": 0.14074074074074075, "hindsight_se": 0.028628040935441648}, {"move": "1-6", "mean": 0.6555555555555556, "se": 0.04054175234785342, "n": 135, "hindsight": 0.13333333333333333, "hindsight_se": 0.026391616338059393}, {"move": "0-6", "mean": 0.6407407407407407, "se": 0.04026304191531624, "n": 135, "hindsight": 0.2111111111111111, "hindsight_se": 0.03174780852644484}, {"move": "1-4", "mean": 0.6111111111111112, "se": 0.041618269294211564, "n": 135, "hindsight": 0.21481481481481482, "hindsight_se": 0.032638166037261704}, {"move": "2-3", "mean": 0.5962962962962963, "se": 0.0412278036488286, "n": 135, "hindsight": 0.2740740740740741, "hindsight_se": 0.03554772347864284}, {"move": "1-3", "mean": 0.5888888888888889, "se": 0.04168462852204863, "n": 135, "hindsight": 0.16296296296296298, "hindsight_se": 0.027734441965434273}, {"move": "1-5", "mean": 0.5592592592592592, "se": 0.041745978198377505, "n": 135, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-4", "loss": 0.14074074074074075, "loss_se": 0.048370875753003945, "hindsight_best": "2-3", "hindsight_loss": 0.1111111111111111, "gain": -0.03703703703703698}, {"step": 16, "deal": 2, "seat": 1, "move": "3-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@R", "mean": 0.6814814814814815, "se": 0.039204150020973313, "n": 135, "hindsight": 0.7592592592592593, "hindsight_se": 0.03276963323997496}, {"move": "3-4@R", "mean": 0.6481481481481481, "se": 0.040748278110742775, "n": 135, "hindsight": 0.8888888888888888, "hindsight_se": 0.019435558263260835}, {"move": "1-1@L", "mean": 0.5555555555555556, "se": 0.041949015708642075, "n": 135, "hindsight": 0.9296296296296296, "hindsight_se": 0.019785306318817385}, {"move": "0-1@L", "mean": 0.5481481481481482, "se": 0.042344918849924494, "n": 135, "hindsight": 0.8185185185185185, "hindsight_se": 0.030927887115366922}], "best": "0-3@R", "loss": -0.022222222222222223, "loss_se": 0.03822580877152675, "hindsight_best": "1-1@L", "hindsight_loss": 0.040740740740740744, "gain": 0.03981481481481475}, {"step": 17, "deal": 2, "seat": 0, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 0.7444444444444445, "se": 0.03712537833614864, "n": 135, "hindsight": 0.1962962962962963, "hindsight_se": 0.02109253107684442}, {"move": "4-4@R", "mean": 0.7148148148148148, "se": 0.0384687351033492, "n": 135, "hindsight": 0.12962962962962962, "hindsight_se": 0.025735699503561516}, {"move": "1-4@R", "mean": 0.6407407407407407, "se": 0.04026304191531624, "n": 135, "hindsight": 0.11851851851851852, "hindsight_se": 0.022433124869606358}, {"move": "1-6@L", "mean": 0.6222222222222222, "se": 0.04054175234785342, "n": 135, "hindsight": 0.2037037037037037, "hindsight_se": 0.021223166191766132}, {"move": "1-5@L", "mean": 0.5407407407407407, "se": 0.04272757230845871, "n": 135, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-4@L", "loss": 0.12222222222222222, "loss_se": 0.05082695544000051, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": -0.03037037037037038}, {"step": 18, "deal": 2, "seat": 1, "move": "4-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.737037037037037, "se": 0.03748212385040256, "n": 135, "hindsight": 0.7814814814814814, "hindsight_se": 0.021424793198767028}, {"move": "4-6@R", "mean": 0.7111111111111111, "se": 0.038442114980374885, "n": 135, "hindsight": 0.7666666666666667, "hindsight_se": 0.021548664505181808}], "best": "4-6@L", "loss": -0.044444444444444446, "loss_se": 0.03041388838337917, "hindsight_best": "4-6@L", "hindsight_loss": 0.0, "gain": 0.012962962962962954}, {"step": 19, "deal": 2, "seat": 0, "move": "4-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@L", "mean": 0.8703703703703703, "se": 0.028293535097784185, "n": 135, "hindsight": 0.2777777777777778, "hindsight_se": 0.021462983591284884}, {"move": "4-4@R", "mean": 0.8703703703703703, "se": 0.028293535097784185, "n": 135, "hindsight": 0.2777777777777778, "hindsight_se": 0.021462983591284884}, {"move": "1-4@L", "mean": 0.6518518518518519, "se": 0.040476048535988914, "n": 135, "hindsight": 0.2037037037037037, "hindsight_se": 0.021223166191766132}, {"move": "1-4@R", "mean": 0.6259259259259259, "se": 0.04062751238768449, "n": 135, "hindsight": 0.1925925925925926, "hindsight_se": 0.02101960520078139}], "best": "4-4@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@R", "hindsight_loss": 0.0, "gain": 0.1157407407407407}, {"step": 20, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 21, "deal": 2, "seat": 0, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 0.9259259259259259, "se": 0.022004647053374304, "n": 135, "hindsight": 0.24444444444444444, "hindsight_se": 0.021591377459889892}, {"move": "1-4@R", "mean": 0.9259259259259259, "se": 0.022004647053374304, "n": 135, "hindsight": 0.24444444444444444, "hindsight_se": 0.021591377459889892}], "best": "1-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 22, "deal": 2, "seat": 1, "move": "1-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@L", "mean": 0.5703703703703704, "se": 0.0414506716506736, "n": 135, "hindsight": 0.5, "hindsight_se": 0.0}, {"move": "1-1@L", "mean": 0.562962962962963, "se": 0.042525844783629516, "n": 135, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-1@L", "loss": -0.018518518518518517, "loss_se": 0.030386949592988374, "hindsight_best": "1-1@L", "hindsight_loss": 0.0, "gain": -0.0037037037037036535}, {"step": 23, "deal": 2, "seat": 0, "move": "1-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 24, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 25, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.6791044776119403, 0.5888888888888889, 0.6492537313432836, 0.6222222222222222, 0.664179104477612, 0.8703703703703703, 0.8805970149253731, 0.9259259259259259, 0.8656716417910447, 0.8656716417910447, 0.9029850746268657, 0.0], [0.6417910447761194, 0.6119402985074627, 0.6481481481481481, 0.7611940298507462, 0.737037037037037, 0.5970149253731343, 0.6940298507462687, 0.6044776119402985, 0.562962962962963, 0.3358208955223881, 0.34328358208955223, 1.0]], "curve_se": [[0.054946926139167095, 0.04168462852204863, 0.05727780439404459, 0.04054175234785342, 0.05564885923236813, 0.028293535097784185, 0.03847140332347839, 0.022004647053374304, 0.040605560863887516, 0.040605560863887516, 0.03402516888770528, 0.0], [0.05805334707732873, 0.05903346290425559, 0.040748278110742775, 0.0513919861992361, 0.03748212385040256, 0.05943234219091653, 0.05622210739231777, 0.05971562474073953, 0.042525844783629516, 0.05665568411428213, 0.058444478231197666, 0.0]], "seats": [{"seat": 0, "decisions": 6, "choices": 4, "given_away": 0.26296296296296295, "given_away_se": 0.07016495578572214, "inaccuracies": 0, "mistakes": 0, "start": 0.6791044776119403, "result": 0.0, "own": 0.04833333333333334, "luck": -0.7274378109452736, "dealt": 0.11940298507462686}, {"seat": 1, "decisions": 5, "choices": 3, "given_away": -0.08518518518518518, "given_away_se": 0.057528981986480474, "inaccuracies": 0, "mistakes": 0, "start": 0.6417910447761194, "result": 1.0, "own": 0.04907407407407405, "luck": 0.3091348811498066, "dealt": 0.7761194029850746}], "chance": [[0.6791044776119403, 0.5888888888888889, 0.6492537313432836, 0.6222222222222222, 0.664179104477612, 0.8703703703703703, 0.8805970149253731, 0.9259259259259259, 0.8656716417910447, 0.8656716417910447, 0.9029850746268657, 0.0], [0.6417910447761194, 0.6119402985074627, 0.6481481481481481, 0.7611940298507462, 0.737037037037037, 0.5970149253731343, 0.6940298507462687, 0.6044776119402985, 0.562962962962963, 0.3358208955223881, 0.34328358208955223, 1.0]]}], "seats": [{"seat": 0, "decisions": 14, "choices": 10, "given_away": 0.8629629629629629, "given_away_se": 0.11450411785679414, "inaccuracies": 2, "mistakes": 0, "start": 1.2686567164179103, "result": 1.0, "own": -0.014100529100528947, "luck": -0.2545561873173815, "dealt": 0.7611940298507462}, {"seat": 1, "decisions": 12, "choices": 7, "given_away": -0.04074074074074074, "given_away_se": 0.10050646677627006, "inaccuracies": 0, "mistakes": 0, "start": 1.0597014925373134, "result": 1.0, "own": 0.1383333333333333, "luck": -0.1980348258706467, "dealt": 1.0298507462686568}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('DMhW6cdF', '2026-12-07 14:47:40.163161+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "draw", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 106, "budget": 1.0, "seconds": 0.248, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "4-5", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4", "mean": 0.6415094339622641, "se": 0.04679998780012861, "n": 106, "hindsight": 0.6179245283018868, "hindsight_se": 0.047181040891517485}, {"move": "2-5", "mean": 0.5660377358490566, "se": 0.04836754297823817, "n": 106, "hindsight": 0.5094339622641509, "hindsight_se": 0.04878631739837744}, {"move": "0-4", "mean": 0.5377358490566038, "se": 0.04865583757821746, "n": 106, "hindsight": 0.5047169811320755, "hindsight_se": 0.04856211138452947}, {"move": "0-5", "mean": 0.5283018867924528, "se": 0.04871677165040776, "n": 106, "hindsight": 0.5283018867924528, "hindsight_se": 0.04825349946075085}, {"move": "4-5", "mean": 0.4528301886792453, "se": 0.04857738146013503, "n": 106, "hindsight": 0.49056603773584906, "hindsight_se": 0.04878631739837744}, {"move": "3-3", "mean": 0.4386792452830189, "se": 0.04819417811855367, "n": 106, "hindsight": 0.6698113207547169, "hindsight_se": 0.045894715469579954}, {"move": "1-3", "mean": 0.4056603773584906, "se": 0.04791858528000111, "n": 106, "hindsight": 0.6132075471698113, "hindsight_se": 0.04752784159123846}], "best": "4-4", "loss": 0.18867924528301888, "loss_se": 0.07232899720008164, "hindsight_best": "3-3", "hindsight_loss": 0.17924528301886788, "gain": -0.05727762803234504}, {"step": 1, "deal": 1, "seat": 1, "move": "5-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@L", "mean": 0.49056603773584906, "se": 0.04878631739837744, "n": 106, "hindsight": 0.4528301886792453, "hindsight_se": 0.04857738146013503}, {"move": "5-5@R", "mean": 0.4669811320754717, "se": 0.04845727266610833, "n": 106, "hindsight": 0.5094339622641509, "hindsight_se": 0.04878631739837744}, {"move": "3-5@R", "mean": 0.37735849056603776, "se": 0.04730439022852896, "n": 106, "hindsight": 0.4386792452830189, "hindsight_se": 0.04819417811855367}, {"move": "5-6@R", "mean": 0.37735849056603776, "se": 0.04730439022852896, "n": 106, "hindsight": 0.5330188679245284, "hindsight_se": 0.04845727266610833}], "best": "2-4@L", "loss": -0.009433962264150943, "loss_se": 0.047384954107895415, "hindsight_best": "5-6@R", "hindsight_loss": 0.02358490566037741, "gain": 0.03891509433962265}, {"step": 2, "deal": 1, "seat": 0, "move": "0-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@L", "mean": 0.5660377358490566, "se": 0.04836754297823817, "n": 106, "hindsight": 0.3584905660377358, "hindsight_se": 0.04679998780012861}, {"move": "0-4@L", "mean": 0.5283018867924528, "se": 0.04871677165040776, "n": 106, "hindsight": 0.37735849056603776, "hindsight_se": 0.04730439022852896}, {"move": "2-5@R", "mean": 0.46226415094339623, "se": 0.04819197962948387, "n": 106, "hindsight": 0.6415094339622641, "hindsight_se": 0.04679998780012861}, {"move": "0-5@R", "mean": 0.4339622641509434, "se": 0.04836754297823817, "n": 106, "hindsight": 0.6981132075471698, "hindsight_se": 0.04480127092110669}], "best": "4-4@L", "loss": 0.03773584905660377, "loss_se": 0.061319026860721416, "hindsight_best": "0-5@R", "hindsight_loss": 0.320754716981132, "gain": 0.030660377358490587}, {"step": 3, "deal": 1, "seat": 1, "move": "5-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@R", "mean": 0.5377358490566038, "se": 0.04865583757821746, "n": 106, "hindsight": 0.5754716981132075, "hindsight_se": 0.04729543021514647}, {"move": "0-3@L", "mean": 0.4858490566037736, "se": 0.04854465398794324, "n": 106, "hindsight": 0.5754716981132075, "hindsight_se": 0.04823593037243472}, {"move": "0-1@L", "mean": 0.4811320754716981, "se": 0.04876024936691521, "n": 106, "hindsight": 0.6792452830188679, "hindsight_se": 0.045551763179035275}, {"move": "3-5@R", "mean": 0.47641509433962265, "se": 0.048509720347374795, "n": 106, "hindsight": 0.6698113207547169, "hindsight_se": 0.045894715469579954}], "best": "5-6@R", "loss": -0.08962264150943396, "loss_se": 0.04585083133011012, "hindsight_best": "0-1@L", "hindsight_loss": 0.10377358490566035, "gain": 0.042452830188679236}, {"step": 4, "deal": 1, "seat": 0, "move": "0-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 5, "deal": 1, "seat": 1, "move": "6-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@L", "mean": 0.5849056603773585, "se": 0.048086333949706656, "n": 106, "hindsight": 0.5566037735849056, "hindsight_se": 0.048481318229754745}, {"move": "6-6@R", "mean": 0.5283018867924528, "se": 0.04871677165040776, "n": 106, "hindsight": 0.5377358490566038, "hindsight_se": 0.04819197962948387}], "best": "3-5@L", "loss": 0.0, "loss_se": 0.04445941646590482, "hindsight_best": "3-5@L", "hindsight_loss": 0.018867924528301883, "gain": -0.028301886792452824}, {"step": 6, "deal": 1, "seat": 0, "move": "2-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 7, "deal": 1, "seat": 1, "move": "2-4@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 8, "deal": 1, "seat": 0, "move": "4-4@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 9, "deal": 1, "seat": 1, "move": "2-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 10, "deal": 1, "seat": 0, "move": "3-4@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 11, "deal": 1, "seat": 1, "move": "2-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.5330188679245284, "se": 0.04845727266610833, "n": 106, "hindsight": 0.7735849056603774, "hindsight_se": 0.03915784370718033}, {"move": "3-5@L", "mean": 0.38207547169811323, "se": 0.04718104089151749, "n": 106, "hindsight": 0.6415094339622641, "hindsight_se": 0.04679998780012861}, {"move": "2-3@R", "mean": 0.33490566037735847, "se": 0.04581384366142599, "n": 106, "hindsight": 0.49056603773584906, "hindsight_se": 0.048323711937991}, {"move": "0-3@L", "mean": 0.3113207547169811, "se": 0.04518745531770752, "n": 106, "hindsight": 0.6226415094339622, "hindsight_se": 0.04730439022852896}, {"move": "1-2@R", "mean": 0.27358490566037735, "se": 0.04350546818999059, "n": 106, "hindsight": 0.16981132075471697, "hindsight_se": 0.03664182311151791}, {"move": "0-2@R", "mean": 0.2169811320754717, "se": 0.03966326587262216, "n": 106, "hindsight": 0.330188679245283, "hindsight_se": 0.04589471546957995}], "best": "2-3@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-3@L", "hindsight_loss": 0.0, "gain": 0.19103773584905664}, {"step": 12, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 13, "deal": 1, "seat": 1, "move": "0-2@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@R", "mean": 0.9292452830188679, "se": 0.02457059730266359, "n": 106, "hindsight": 0.8254716981132075, "hindsight_se": 0.035493221471834986}, {"move": "1-2@L", "mean": 0.9198113207547169, "se": 0.026076803119894455, "n": 106, "hindsight": 0.8160377358490566, "hindsight_se": 0.03567187975571338}, {"move": "0-2@L", "mean": 0.910377358490566, "se": 0.027469798666599324, "n": 106, "hindsight": 0.8207547169811321, "hindsight_se": 0.03558564024703911}, {"move": "1-2@R", "mean": 0.910377358490566, "se": 0.0266395609752528, "n": 106, "hindsight": 0.8443396226415094, "hindsight_se": 0.03375510845979488}], "best": "0-2@R", "loss": -0.04245283018867924, "loss_se": 0.025183891984109415, "hindsight_best": "1-2@R", "hindsight_loss": 0.018867924528301883, "gain": 0.011792452830188704}, {"step": 14, "deal": 1, "seat": 0, "move": "0-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@R", "mean": 0.2971698113207547, "se": 0.044347268557569375, "n": 106, "hindsight": 0.09433962264150944, "hindsight_se": 0.026056479834818277}, {"move": "0-0@R", "mean": 0.22641509433962265, "se": 0.04084247315337103, "n": 106, "hindsight": 0.19339622641509435, "hindsight_se": 0.036447573838026555}], "best": "0-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@R", "hindsight_loss": 0.09905660377358491, "gain": 0.035377358490566}, {"step": 15, "deal": 1, "seat": 1, "move": "1-2@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 16, "deal": 1, "seat": 0, "move": "4-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-6@R", "mean": 0.4339622641509434, "se": 0.04836754297823817, "n": 106, "hindsight": 0.12264150943396226, "hindsight_se": 0.02907013605377432}, {"move": "1-3@L", "mean": 0.41037735849056606, "se": 0.04729767037762091, "n": 106, "hindsight": 0.07547169811320754, "hindsight_se": 0.025778492492980122}, {"move": "1-6@L", "mean": 0.4009433962264151, "se": 0.04663897168868178, "n": 106, "hindsight": 0.16981132075471697, "hindsight_se": 0.03275792151465087}, {"move": "1-4@L", "mean": 0.37735849056603776, "se": 0.04730439022852896, "n": 106, "hindsight": 0.13679245283018868, "hindsight_se": 0.03181611224771269}, {"move": "3-6@R", "mean": 0.25943396226415094, "se": 0.04198100588531061, "n": 106, "hindsight": 0.08018867924528301, "hindsight_se": 0.02429305253143698}, {"move": "4-6@R", "mean": 0.24528301886792453, "se": 0.04198857662371221, "n": 106, "hindsight": 0.009433962264150943, "hindsight_se": 0.009433962264150943}], "best": "1-6@R", "loss": 0.10377358490566038, "loss_se": 0.05222669034822479, "hindsight_best": "1-6@L", "hindsight_loss": 0.16037735849056603, "gain": -0.10927672955974843}, {"step": 17, "deal": 1, "seat": 1, "move": "0-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@L", "mean": 1.0, "se": 0.0, "n": 106, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@L", "mean": 0.9622641509433962, "se": 0.018596429445455892, "n": 106, "hindsight": 0.9622641509433962, "hindsight_se": 0.018596429445455892}], "best": "1-1@L", "loss": 0.03773584905660377, "loss_se": 0.018596429445455892, "hindsight_best": "1-1@L", "hindsight_loss": 0.037735849056603765, "gain": -0.018867924528301883}, {"step": 18, "deal": 1, "seat": 0, "move": "1-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@R", "mean": 0.33962264150943394, "se": 0.04523432542191379, "n": 106, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-0@L", "mean": 0.3113207547169811, "se": 0.04518745531770752, "n": 106, "hindsight": 0.05660377358490566, "hindsight_se": 0.022551483194988557}], "best": "1-4@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@L", "hindsight_loss": 0.05660377358490566, "gain": 0.014150943396226412}, {"step": 19, "deal": 1, "seat": 1, "move": "1-1@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@L", "mean": 1.0, "se": 0.0, "n": 106, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-1@R", "mean": 1.0, "se": 0.0, "n": 106, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-1@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@R", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 20, "deal": 1, "seat": 0, "move": "1-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-6@R", "mean": 0.20754716981132076, "se": 0.03900602651637016, "n": 106, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@R", "mean": 0.1509433962264151, "se": 0.03493660753858685, "n": 106, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-0@L", "mean": 0.12264150943396226, "se": 0.03201198727823861, "n": 106, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-6@R", "loss": 0.0, "loss_se": 0.029215560353286294, "hindsight_best": "1-3@R", "hindsight_loss": 0.0, "gain": -0.009433962264150941}, {"step": 21, "deal": 1, "seat": 1, "move": "0-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@L", "mean": 1.0, "se": 0.0, "n": 106, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-3@R", "mean": 1.0, "se": 0.0, "n": 106, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@R", "mean": 1.0, "se": 0.0, "n": 106, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-3@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@R", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 22, "deal": 1, "seat": 0, "move": "0-0@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@L", "mean": 0.0, "se": 0.0, "n": 106, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-0@R", "mean": 0.0, "se": 0.0, "n": 106, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-0@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@L", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 23, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 24, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.5283018867924528, 0.4528301886792453, 0.39622641509433965, 0.5283018867924528, 0.4528301886792453, 0.37735849056603776, 0.37735849056603776, 0.37735849056603776, 0.41509433962264153, 0.6037735849056604, 0.5377358490566038, 0.5471698113207547, 0.16981132075471697, 0.19811320754716982, 0.20754716981132076, 0.2971698113207547, 0.3584905660377358, 0.24528301886792453, 0.37735849056603776, 0.33962264150943394, 0.1509433962264151, 0.1509433962264151, 0.0, 0.0, 0.0, 0.0], [0.5849056603773585, 0.49056603773584906, 0.4669811320754717, 0.4339622641509434, 0.5377358490566038, 0.5849056603773585, 0.5283018867924528, 0.4528301886792453, 0.5849056603773585, 0.2830188679245283, 0.32075471698113206, 0.32075471698113206, 0.5330188679245284, 0.9339622641509434, 0.9292452830188679, 0.9339622641509434, 0.9811320754716981, 1.0, 0.9622641509433962, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]], "curve_se": [[0.06922635714201347, 0.04857738146013503, 0.0678277006998428, 0.04871677165040776, 0.06902828418342012, 0.06721936822588917, 0.06721936822588917, 0.06721936822588917, 0.06833050743880024, 0.0678277006998428, 0.06848062956945475, 0.06902828418342012, 0.05206789873629056, 0.05444605364848387, 0.05623975840347624, 0.044347268557569375, 0.06512430685228777, 0.04198857662371221, 0.06721936822588917, 0.04523432542191379, 0.049644793545680896, 0.03493660753858685, 0.0, 0.0, 0.0, 0.0], [0.06833050743880024, 0.06932518139952391, 0.04845727266610833, 0.06873010445603236, 0.04865583757821746, 0.06833050743880024, 0.04871677165040776, 0.06902828418342012, 0.06833050743880024, 0.06246832864051479, 0.06331198183041584, 0.06472889149775837, 0.04845727266610833, 0.03309652903045393, 0.02457059730266359, 0.030231736348248474, 0.018867924528301886, 0.0, 0.018596429445455892, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 13, "choices": 7, "given_away": 0.33018867924528306, "given_away_se": 0.11212797618168786, "inaccuracies": 0, "mistakes": 0, "start": 0.5283018867924528, "result": 0.0, "own": -0.09579964061096141, "luck": -0.4325022461814914, "dealt": 0.41509433962264153}, {"seat": 1, "decisions": 12, "choices": 8, "given_away": -0.10377358490566037, "given_away_se": 0.08546536096890624, "inaccuracies": 0, "mistakes": 0, "start": 0.5849056603773585, "result": 1.0, "own": 0.23702830188679253, "luck": 0.178066037735849, "dealt": 0.3584905660377358}], "chance": [[0.5283018867924528, 0.4528301886792453, 0.39622641509433965, 0.5283018867924528, 0.4528301886792453, 0.37735849056603776, 0.37735849056603776, 0.37735849056603776, 0.41509433962264153, 0.6037735849056604, 0.5377358490566038, 0.5471698113207547, 0.16981132075471697, 0.19811320754716982, 0.20754716981132076, 0.2971698113207547, 0.3584905660377358, 0.24528301886792453, 0.37735849056603776, 0.33962264150943394, 0.1509433962264151, 0.1509433962264151, 0.0, 0.0, 0.0, 0.0], [0.5849056603773585, 0.49056603773584906, 0.4669811320754717, 0.4339622641509434, 0.5377358490566038, 0.5849056603773585, 0.5283018867924528, 0.4528301886792453, 0.5849056603773585, 0.2830188679245283, 0.32075471698113206, 0.32075471698113206, 0.5330188679245284, 0.9339622641509434, 0.9292452830188679, 0.9339622641509434, 0.9811320754716981, 1.0, 0.9622641509433962, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 13, "choices": 7, "given_away": 0.33018867924528306, "given_away_se": 0.11212797618168786, "inaccuracies": 0, "mistakes": 0, "start": 0.5283018867924528, "result": 0.0, "own": -0.09579964061096141, "luck": -0.4325022461814914, "dealt": 0.41509433962264153}, {"seat": 1, "decisions": 12, "choices": 8, "given_away": -0.10377358490566037, "given_away_se": 0.08546536096890624, "inaccuracies": 0, "mistakes": 0, "start": 0.5849056603773585, "result": 1.0, "own": 0.23702830188679253, "luck": 0.178066037735849, "dealt": 0.3584905660377358}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');


--
-- Data for Name: blocks; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.blocks VALUES (1, 3, 1796654856.4424117);


--
-- Data for Name: challenges; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.challenges VALUES ('njafY_W7PTsrvd3g', 1, 2, '{"variant":"block","players":2,"options":{},"seats":[{"kind":"human"},{"kind":"human"}],"timer":null,"name":"","rated":false}', 1796654856.4967074, 1796655456.4967074, 'open', NULL, NULL);


--
-- Data for Name: follows; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.follows VALUES (1, 2, 1796654856.404157);


--
-- Data for Name: leases; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: rating_changes; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.rating_changes VALUES ('U-LMi2Iv', 0, 1, 'block', 1500, 500, 1414.0925418676334, 485.87253012168327, 1796654853.440463);


--
-- Data for Name: ratings; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.ratings VALUES (1, 'block', 1414.0925418676334, 485.87253012168327, 1);


--
-- Data for Name: seats; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.seats VALUES ('hAiWTFHJ', 0, 'human', NULL, '730fc1c0bbfdbf3b9c53e7f25713c8dd94375e38d449ef09f1647e1231677155', false);
INSERT INTO __SCHEMA__.seats VALUES ('hAiWTFHJ', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('kOrFbNf2', 2, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('kOrFbNf2', 3, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('kOrFbNf2', 4, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('kOrFbNf2', 0, 'human', NULL, '2145d68cf79d14ec77a9caacf6417a8fe842fcd50bc0b2b812b224259cecbd59', true);
INSERT INTO __SCHEMA__.seats VALUES ('kOrFbNf2', 1, 'human', NULL, 'f8f06d5137198093a2c7b25c95624560f2a487309141c95fbe216d49222598dc', true);
INSERT INTO __SCHEMA__.seats VALUES ('xamwwaZZ', 2, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('xamwwaZZ', 3, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('xamwwaZZ', 4, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('xamwwaZZ', 0, 'human', NULL, '25532a85ca33b5be350843f0f684e5941bb305d7932b1dc6a2e201b47e0b0447', true);
INSERT INTO __SCHEMA__.seats VALUES ('xamwwaZZ', 1, 'human', NULL, 'b9b4f8b4947112f0686ba6e8cc733e7dde796edba2dd1de8d971e6367752e732', true);
INSERT INTO __SCHEMA__.seats VALUES ('woXqcCVy', 0, 'human', NULL, 'd5e3bc3ca7889e1aa5f241fbc867ae94466385a717d5f9fc3ae6ecf589566ca9', true);
INSERT INTO __SCHEMA__.seats VALUES ('woXqcCVy', 1, 'human', NULL, '7e9cfbc79d85cf45e01bd08edf924d5b8f1db0a50b00583079ac4de9eadaa682', true);
INSERT INTO __SCHEMA__.seats VALUES ('wr708Vol', 0, 'human', NULL, '5192fcac68d7aca8a27c5623987e40073177d3c3f1df16fa9ccbe0c591c1db50', true);
INSERT INTO __SCHEMA__.seats VALUES ('wr708Vol', 1, 'human', NULL, '2bc1e913b24c52975a2b68b610b49b8d2c9864718d3cae4980d9f90d9c30f893', true);
INSERT INTO __SCHEMA__.seats VALUES ('jgZnI4aW', 0, 'human', NULL, '94284c6d155f55026fdd76988c25c729b8ff3ef0e12a3fab7a28f27a87d54f9e', true);
INSERT INTO __SCHEMA__.seats VALUES ('jgZnI4aW', 1, 'human', NULL, '0bf8210430f0ac8d5facffac74847e2c51a689e1d0c8a1854cfb33d36b7ed23d', true);
INSERT INTO __SCHEMA__.seats VALUES ('8x4h5Enq', 0, 'human', NULL, 'dc3f0d6fbe987461eab49af375fafa663d94a91021112780a0cd6ce3ca0cc155', true);
INSERT INTO __SCHEMA__.seats VALUES ('8x4h5Enq', 1, 'human', NULL, '6572142c46ec50607adaa039acec79822cb93f8029fca613cb2b2caa85ad0833', true);
INSERT INTO __SCHEMA__.seats VALUES ('Xr4mxTlL', 0, 'human', NULL, '5cdfc17ed6a094dd08ae1f13d5ae7c18954ca60cbac8a78846ad76cc4925917f', true);
INSERT INTO __SCHEMA__.seats VALUES ('Xr4mxTlL', 1, 'human', NULL, '81fdc9ea3993703fe2a3bc42f74da8a4c380cbeb7fb41b1d531cdb073c9e4862', true);
INSERT INTO __SCHEMA__.seats VALUES ('FTSH-_An', 0, 'human', NULL, '68d71c05ce0f40103fdac0e01d080fbf5d4e51d3c2fb6f938003b59b12a87610', true);
INSERT INTO __SCHEMA__.seats VALUES ('FTSH-_An', 1, 'human', NULL, '59821a7218ee01e9f6092490851d4339620dc4ccc3fe1b2aa42a06d4fb2ca149', true);
INSERT INTO __SCHEMA__.seats VALUES ('b37-PKk_', 0, 'human', NULL, '1656970b8cc561d193e11e980199a80f807af0a752248d41d78efe4cb5841984', true);
INSERT INTO __SCHEMA__.seats VALUES ('b37-PKk_', 1, 'human', NULL, 'f8877fe7d3e0b31d594820f0cfe1090dd84123cdfa3f65dd84b8ace1f8253ab0', true);
INSERT INTO __SCHEMA__.seats VALUES ('ljAETrK8', 0, 'human', NULL, '5735b4451d66f8730b6a8bda626cdf6432808eefb44bdb8bc049ded82201e0a8', true);
INSERT INTO __SCHEMA__.seats VALUES ('ljAETrK8', 1, 'human', NULL, '9be658529b9cba2f1c1c258ceb2c1868ce288b4e1dbc6a8e8f962fa3ef9f66d0', true);
INSERT INTO __SCHEMA__.seats VALUES ('70CkWgOS', 0, 'human', NULL, '2741a42828ab2463ba661ff7d5c0a81e016e650bf367c6a0977c4fd2dd70f567', true);
INSERT INTO __SCHEMA__.seats VALUES ('70CkWgOS', 1, 'human', NULL, 'f55e50f5aa0428690d64e8aa7de043dd39b0ae3ca50cb83c89f7e3c9dec62fa1', true);
INSERT INTO __SCHEMA__.seats VALUES ('YlufxvlB', 0, 'human', NULL, 'dabb5f93ee7f3aa809c6869ff28dd2cfa9f6cd677bfc043329acd582607e2624', true);
INSERT INTO __SCHEMA__.seats VALUES ('YlufxvlB', 1, 'human', NULL, '3ee73da61a4ed12dedd05ea73c6107be9a63c513f429fc624573645e3ea699da', true);
INSERT INTO __SCHEMA__.seats VALUES ('BYy6HVr5', 0, 'human', NULL, 'a0c8ea381935559bd93ec18ec77c414bb789248311a3632a38aba0f145318d86', true);
INSERT INTO __SCHEMA__.seats VALUES ('BYy6HVr5', 1, 'human', NULL, '2f60d22b2c6291d113640d515bd1dc9961b2214f9505443617f68f27e9e5493d', true);
INSERT INTO __SCHEMA__.seats VALUES ('yOVXylWQ', 0, 'human', NULL, '62c450d05210d30b0acb307a565b4f8883f2f627cea8e0e695182aac74d4fbd5', true);
INSERT INTO __SCHEMA__.seats VALUES ('yOVXylWQ', 1, 'human', NULL, '1e048f6f1073481dc875b624b602591bf710827e1f5b2414cdd7e699258d8fd8', true);
INSERT INTO __SCHEMA__.seats VALUES ('7L4qbd48', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('7L4qbd48', 0, 'human', NULL, 'def4841755c3dd23fac65db6b61ae8cdedda77ef8825e6f72ad9b9c5399c0af8', true);
INSERT INTO __SCHEMA__.seats VALUES ('jGdbwzTN', 2, 'human', NULL, 'a9fff9ca55efd793faaf16e9a78e44425dd7a1091d0d9711b971f1bbded5439f', false);
INSERT INTO __SCHEMA__.seats VALUES ('jGdbwzTN', 0, 'human', NULL, '552d6f1e5690e17209f32a1017864ea21e90f3f6dffc8397b41ebbe8046c1f42', true);
INSERT INTO __SCHEMA__.seats VALUES ('jGdbwzTN', 1, 'human', NULL, '9cb1406862ae2654e55aa269f5fe9887aa96a6fda3b684e1cb528a82180af6da', true);
INSERT INTO __SCHEMA__.seats VALUES ('DO63pzo5', 0, 'human', NULL, 'edcab5df391ab7bb7c267611350432fa12c33508b69e3a3bc7203c0ecd698ed0', true);
INSERT INTO __SCHEMA__.seats VALUES ('DO63pzo5', 1, 'human', NULL, 'b58036e2fda4803d234f8b8e23c26f4f19536a6084e2a34cdad18cbb17ca6c69', true);
INSERT INTO __SCHEMA__.seats VALUES ('EiUcMKJF', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('EiUcMKJF', 0, 'human', NULL, '0080132a86bf65b2f6beb3912a123f40fb49798b801d0a31e1e6fce03d816b5a', true);
INSERT INTO __SCHEMA__.seats VALUES ('hev-yxhf', 0, 'human', NULL, '447a1ee9ee38aa377509791a7ce94a37c52f2ea95ee3a94d65a09fe6bc340e6f', false);
INSERT INTO __SCHEMA__.seats VALUES ('hev-yxhf', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('U-LMi2Iv', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('U-LMi2Iv', 0, 'human', NULL, 'e89fac31e0d09747143217817035de22d3cc92ae88803207bb5a6d56d0cbe804', true);
INSERT INTO __SCHEMA__.seats VALUES ('LQDm3fsg', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('LQDm3fsg', 0, 'human', NULL, 'aab8df2bcc4a3f4eaa95c4dcddf2a72e09e52f11afcf29cdbfccc8ed6d30a78b', true);
INSERT INTO __SCHEMA__.seats VALUES ('DMhW6cdF', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('DMhW6cdF', 0, 'human', NULL, '99c50dddd512206221013e1e99045024c02752d846d85cadd3bbff02c0bcb776', true);
INSERT INTO __SCHEMA__.seats VALUES ('ewIrYgJv', 0, 'human', NULL, '90a08252eae1b6a60af06d1b90dbef6676972b99f392e0a477de6e0a02df41b5', false);
INSERT INTO __SCHEMA__.seats VALUES ('ewIrYgJv', 1, 'human', NULL, 'c1f485523c1a47e36b438c15c3f2c173b600c4a7dc0bfb06bd54b7af0ae242a5', false);


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.sessions VALUES ('b603783427da20f60906ddcb72d392a951cdb5762e704cb75aa98e6ac41e39fc', 1, 1796654852.476676, 1799246852.476676);
INSERT INTO __SCHEMA__.sessions VALUES ('414960c7f5fa7a015a69186cf44e5bcc7d38706df51c21381053d8c457781304', 2, 1796654852.760653, 1799246852.760653);
INSERT INTO __SCHEMA__.sessions VALUES ('24794a3a60bd9811dd3621ab429fe29e62a8d963decae827f83fb1146d60fa83', 3, 1796654856.3737395, 1799246856.3737395);


--
-- Data for Name: table_accounts; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.table_accounts VALUES ('LQDm3fsg', 0, 1, '12ca17b49af2289436f303e0166030a21e525d266e209267433801a8fd4071a0', 1796654853.6560104, NULL, NULL, NULL);
INSERT INTO __SCHEMA__.table_accounts VALUES ('U-LMi2Iv', 0, 1, '12ca17b49af2289436f303e0166030a21e525d266e209267433801a8fd4071a0', 1796654852.7960217, '2026-12-07 14:47:33.440082+00', 8, 10);
INSERT INTO __SCHEMA__.table_accounts VALUES ('DMhW6cdF', 0, 2, NULL, 1796654855.9062746, '2026-12-07 14:47:35.880522+00', 7, 7);


--
-- Data for Name: tables; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.tables VALUES ('hAiWTFHJ', '', 'maltese-cross', 2, '{}', 19, true, NULL, '2026-12-07 14:46:12.793796+00', '2026-12-07 14:46:13.987753+00', '{
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
', '{"id": "hAiWTFHJ", "name": "", "variant": "maltese-cross", "players": 2, "options": {"target": 100}, "seed": 19, "timer": null, "pace": {"kind": "live"}, "status": "expired", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": false, "away_since": "2026-12-07T14:46:12+00:00", "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": null, "away_seconds": 60.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T14:46:12+00:00", "finished": "2026-12-07T14:46:13+00:00", "seq": 0}', false);
INSERT INTO __SCHEMA__.tables VALUES ('kOrFbNf2', '', 'white-snake', 5, '{"max_deals": 2}', 100, true, NULL, '2026-12-07 14:46:20.700964+00', '2026-12-07 14:46:21.413445+00', '{
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
', '{"id": "kOrFbNf2", "name": "", "variant": "white-snake", "players": 5, "options": {"max_deals": 2}, "seed": 100, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 2, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 3, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 4, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1, 2], "losers": [0, 3, 4], "ranking": [1, 2, 0, 3, 4], "rule": "WS-8", "scores": [0, 0, 0, 0, 0], "marks": [0, 0, 0, 0, 0], "tokens": [[], ["1-1"], ["2-2"], [], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T14:46:20+00:00", "finished": "2026-12-07T14:46:21+00:00", "seq": 60}', false);
INSERT INTO __SCHEMA__.tables VALUES ('xamwwaZZ', '', 'white-snake', 5, '{}', 3324553146040289281, false, NULL, '2026-12-07 14:46:21.47224+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('woXqcCVy', '', 'sausage', 2, '{"losses": 1}', 101, true, NULL, '2026-12-07 14:46:24.164565+00', '2026-12-07 14:46:25.48051+00', '{
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
', '{"id": "woXqcCVy", "name": "", "variant": "sausage", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 101, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "SA-10", "scores": [0, 0], "marks": [1, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T14:46:24+00:00", "finished": "2026-12-07T14:46:25+00:00", "seq": 48}', false);
INSERT INTO __SCHEMA__.tables VALUES ('wr708Vol', '', 'sausage', 2, '{}', 201, true, NULL, '2026-12-07 14:46:25.496682+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('jgZnI4aW', '', 'sausage-one-way', 2, '{"losses": 1}', 102, true, NULL, '2026-12-07 14:46:31.249561+00', '2026-12-07 14:46:32.992503+00', '{
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
', '{"id": "jgZnI4aW", "name": "", "variant": "sausage-one-way", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 102, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "SA-10", "scores": [0, 0], "marks": [0, 1], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T14:46:31+00:00", "finished": "2026-12-07T14:46:32+00:00", "seq": 63}', false);
INSERT INTO __SCHEMA__.tables VALUES ('8x4h5Enq', '', 'sausage-one-way', 2, '{}', 2516238390492460742, false, NULL, '2026-12-07 14:46:33.02159+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('FTSH-_An', '', 'twins', 2, '{}', 203, true, NULL, '2026-12-07 14:46:40.289702+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('YlufxvlB', '', 'block', 2, '{}', 205, true, NULL, '2026-12-07 14:46:55.742553+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('yOVXylWQ', '', 'draw', 2, '{}', 655699277914497027, false, NULL, '2026-12-07 14:47:04.206268+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('7L4qbd48', '', 'draw', 2, '{}', 7, true, NULL, '2026-12-07 14:47:12.898418+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('Xr4mxTlL', '', 'twins', 2, '{"target": 20}', 103, true, NULL, '2026-12-07 14:46:39.443071+00', '2026-12-07 14:46:40.231481+00', '{
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
', '{"id": "Xr4mxTlL", "name": "", "variant": "twins", "players": 2, "options": {"set": 6, "hand_size": null, "lead_double": null, "target": 20}, "seed": 103, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "TW-7", "scores": [0, 20], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T14:46:39+00:00", "finished": "2026-12-07T14:46:40+00:00", "seq": 30}', false);
INSERT INTO __SCHEMA__.tables VALUES ('b37-PKk_', '', 'maltese-cross', 2, '{"target": 20}', 104, true, NULL, '2026-12-07 14:46:47.104536+00', '2026-12-07 14:46:47.644469+00', '{
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
', '{"id": "b37-PKk_", "name": "", "variant": "maltese-cross", "players": 2, "options": {"target": 20}, "seed": 104, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "MC-8", "scores": [27, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T14:46:47+00:00", "finished": "2026-12-07T14:46:47+00:00", "seq": 17}', false);
INSERT INTO __SCHEMA__.tables VALUES ('ljAETrK8', '', 'maltese-cross', 2, '{}', 2283427238279217487, false, NULL, '2026-12-07 14:46:47.653303+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('70CkWgOS', '', 'block', 2, '{"target": 20}', 105, true, NULL, '2026-12-07 14:46:55.144606+00', '2026-12-07 14:46:55.70005+00', '{
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
', '{"id": "70CkWgOS", "name": "", "variant": "block", "players": 2, "options": {"target": 20, "teams": false}, "seed": 105, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1", "scores": [35, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T14:46:55+00:00", "finished": "2026-12-07T14:46:55+00:00", "seq": 20}', false);
INSERT INTO __SCHEMA__.tables VALUES ('EiUcMKJF', '', 'block', 2, '{"target": 10}', 3858031403273183223, false, NULL, '2026-12-07 14:47:26.849349+00', '2026-12-07 14:47:27.147794+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "block",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 3858031403273183223,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-1", "1-1", "0-2", "2-2", "1-3", "4-5", "4-6"], ["0-0", "1-2", "0-4", "3-4", "0-5", "1-5", "2-6"]], "stock": [], "set_aside": ["0-3", "2-3", "3-3", "1-4", "2-4", "4-4", "2-5", "3-5", "5-5", "0-6", "1-6", "3-6", "5-6", "6-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "1-1"},
    {"event": "play", "seat": 1, "move": "1-5@L"},
    {"event": "play", "seat": 0, "move": "1-3@R"},
    {"event": "play", "seat": 1, "move": "0-5@L"},
    {"event": "play", "seat": 0, "move": "0-1@L"},
    {"event": "play", "seat": 1, "move": "3-4@R"},
    {"event": "play", "seat": 0, "move": "4-6@R"},
    {"event": "play", "seat": 1, "move": "2-6@R"},
    {"event": "play", "seat": 0, "move": "2-2@R"},
    {"event": "play", "seat": 1, "move": "1-2@R"},
    {"event": "pass", "seat": 0},
    {"event": "pass", "seat": 1},
    {"event": "deal_end", "ending": "block", "winners": [1], "losers": [0], "rule": "R-1", "pips": [11, 4], "points": [0, 11]},
    {"event": "match_end", "winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-1"}
  ]
}
', '{"id": "EiUcMKJF", "name": "", "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 3858031403273183223, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-1", "scores": [0, 11], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T14:47:26+00:00", "finished": "2026-12-07T14:47:27+00:00", "seq": 12}', false);
INSERT INTO __SCHEMA__.tables VALUES ('BYy6HVr5', '', 'draw', 2, '{"target": 20}', 106, true, NULL, '2026-12-07 14:47:03.704421+00', '2026-12-07 14:47:04.172484+00', '{
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
', '{"id": "BYy6HVr5", "name": "", "variant": "draw", "players": 2, "options": {"target": 20, "teams": false}, "seed": 106, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2", "scores": [0, 28], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T14:47:03+00:00", "finished": "2026-12-07T14:47:04+00:00", "seq": 14}', false);
INSERT INTO __SCHEMA__.tables VALUES ('jGdbwzTN', '', 'block', 3, '{}', 11, true, 3600, '2026-12-07 14:47:14.549834+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('DO63pzo5', '', 'sausage', 2, '{}', 13, true, NULL, '2026-12-07 14:47:20.260827+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('hev-yxhf', '', 'block', 2, '{"target": 10}', 2548006201085889611, false, NULL, '2026-12-07 14:47:27.20063+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('U-LMi2Iv', '', 'block', 2, '{"target": 10}', 462082678573769058, false, NULL, '2026-12-07 14:47:32.771375+00', '2026-12-07 14:47:33.440082+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "block",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 462082678573769058,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-1", "1-2", "3-3", "0-4", "1-5", "1-6", "6-6"], ["0-0", "2-3", "2-4", "0-5", "4-5", "5-5", "2-6"]], "stock": [], "set_aside": ["1-1", "0-2", "2-2", "0-3", "1-3", "1-4", "3-4", "4-4", "2-5", "3-5", "0-6", "3-6", "4-6", "5-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "1-5"},
    {"event": "play", "seat": 1, "move": "5-5@R"},
    {"event": "play", "seat": 0, "move": "1-2@L"},
    {"event": "play", "seat": 1, "move": "0-5@R"},
    {"event": "play", "seat": 0, "move": "0-4@R"},
    {"event": "play", "seat": 1, "move": "2-4@R"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "2-6@L"},
    {"event": "play", "seat": 0, "move": "6-6@L"},
    {"event": "play", "seat": 1, "move": "2-3@R"},
    {"event": "play", "seat": 0, "move": "1-6@L"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 0, "move": "0-1@L"},
    {"event": "play", "seat": 1, "move": "0-0@L"},
    {"event": "play", "seat": 0, "move": "3-3@R"},
    {"event": "deal_end", "ending": "domino", "winners": [0], "losers": [1], "rule": "R-1", "pips": [0, 9], "points": [9, 0]},
    {"event": "deal", "deal": 2, "number": 1, "source": "seed", "hands": [["1-3", "2-3", "1-4", "4-4", "1-5", "0-6", "1-6"], ["0-1", "1-1", "0-2", "2-2", "0-3", "3-4", "4-6"]], "stock": [], "set_aside": ["0-0", "1-2", "3-3", "0-4", "2-4", "0-5", "2-5", "3-5", "4-5", "5-5", "2-6", "3-6", "5-6", "6-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "1-3"},
    {"event": "play", "seat": 1, "move": "3-4@R"},
    {"event": "play", "seat": 0, "move": "1-6@L"},
    {"event": "play", "seat": 1, "move": "4-6@L"},
    {"event": "play", "seat": 0, "move": "4-4@R"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 0, "move": "1-4@L"},
    {"event": "play", "seat": 1, "move": "1-1@L"},
    {"event": "play", "seat": 0, "move": "1-5@L"},
    {"event": "pass", "seat": 1},
    {"event": "pass", "seat": 0},
    {"event": "deal_end", "ending": "block", "winners": [1], "losers": [0], "rule": "R-1", "pips": [11, 10], "points": [0, 11]},
    {"event": "match_end", "winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-1"}
  ]
}
', '{"id": "U-LMi2Iv", "name": "", "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 462082678573769058, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "account": "Ada Fixture", "rating": null, "provisional": true}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "account": null, "rating": 2292, "provisional": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-1", "scores": [9, 11], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": true, "created": "2026-12-07T14:47:32+00:00", "finished": "2026-12-07T14:47:33+00:00", "seq": 26}', true);
INSERT INTO __SCHEMA__.tables VALUES ('LQDm3fsg', '', 'block', 2, '{}', 3652047367178730453, false, NULL, '2026-12-07 14:47:33.521329+00', NULL, NULL, NULL, true);
INSERT INTO __SCHEMA__.tables VALUES ('DMhW6cdF', '', 'draw', 2, '{"target": 10}', 2090232849517607007, false, NULL, '2026-12-07 14:47:35.072678+00', '2026-12-07 14:47:35.880522+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "draw",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 2090232849517607007,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["1-3", "3-3", "0-4", "4-4", "0-5", "2-5", "4-5"], ["0-1", "0-3", "2-4", "3-5", "5-5", "5-6", "6-6"]], "stock": ["0-2", "1-2", "2-3", "1-1", "2-6", "3-6", "3-4", "1-4", "0-6", "0-0", "1-6", "4-6", "2-2", "1-5"], "set_aside": [], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "4-5"},
    {"event": "play", "seat": 1, "move": "5-5@R"},
    {"event": "play", "seat": 0, "move": "0-4@L"},
    {"event": "play", "seat": 1, "move": "5-6@R"},
    {"event": "play", "seat": 0, "move": "0-5@L"},
    {"event": "play", "seat": 1, "move": "6-6@R"},
    {"event": "play", "seat": 0, "move": "2-5@L"},
    {"event": "play", "seat": 1, "move": "2-4@L"},
    {"event": "play", "seat": 0, "move": "4-4@L"},
    {"event": "draw", "seat": 1, "tiles": ["0-2", "1-2", "2-3", "1-1", "2-6"]},
    {"event": "play", "seat": 1, "move": "2-6@R"},
    {"event": "draw", "seat": 0, "tiles": ["3-6", "3-4"]},
    {"event": "play", "seat": 0, "move": "3-4@L"},
    {"event": "play", "seat": 1, "move": "2-3@L"},
    {"event": "draw", "seat": 0, "tiles": ["1-4", "0-6", "0-0", "1-6", "4-6"]},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "0-2@R"},
    {"event": "play", "seat": 0, "move": "0-6@R"},
    {"event": "play", "seat": 1, "move": "1-2@L"},
    {"event": "play", "seat": 0, "move": "4-6@R"},
    {"event": "play", "seat": 1, "move": "0-1@L"},
    {"event": "play", "seat": 0, "move": "1-4@R"},
    {"event": "play", "seat": 1, "move": "1-1@R"},
    {"event": "play", "seat": 0, "move": "1-3@R"},
    {"event": "play", "seat": 1, "move": "0-3@R"},
    {"event": "play", "seat": 0, "move": "0-0@L"},
    {"event": "pass", "seat": 1},
    {"event": "pass", "seat": 0},
    {"event": "deal_end", "ending": "block", "winners": [1], "losers": [0], "rule": "R-2", "pips": [22, 8], "points": [0, 22]},
    {"event": "match_end", "winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2"}
  ]
}
', '{"id": "DMhW6cdF", "name": "", "variant": "draw", "players": 2, "options": {"target": 10, "teams": false}, "seed": 2090232849517607007, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2", "scores": [0, 22], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T14:47:35+00:00", "finished": "2026-12-07T14:47:35+00:00", "seq": 25}', false);
INSERT INTO __SCHEMA__.tables VALUES ('ewIrYgJv', '', 'twins', 2, '{}', 17, true, NULL, '2026-12-07 14:47:36.507487+00', NULL, NULL, NULL, false);


--
-- Name: accounts_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.accounts_id_seq', 3, true);


--
-- Name: actions_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.actions_id_seq', 438, true);


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
-- Name: ix_accounts_name_skeleton; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_accounts_name_skeleton ON __SCHEMA__.accounts USING btree (name_skeleton);


--
-- Name: ix_actions_table_id; Type: INDEX; Schema: __SCHEMA__; Owner: -
--

CREATE INDEX ix_actions_table_id ON __SCHEMA__.actions USING btree (table_id);


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
-- PostgreSQL database dump complete
--

\unrestrict n65QC364f2EBDsh5Kmwc6cyLXuIr4BgTYXtra1cRbm6IeldqSJlDlbLBE2UgbKU

