--
-- PostgreSQL database dump
--

\restrict zXzXv5vlHl1GX8wBxoKQHF15g1AM8BcCS0FHUrAwQVLwGdLkllG6ixkxmycUCg3

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
-- Data for Name: accounts; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.accounts VALUES (1, 'Ada Fixture', 'ada fixture', '$argon2id$v=19$m=65536,t=3,p=4$u3/xWuZw2oLDiRRLlaeuBw$xDftdCuBOWn0lVAoVImtBe1cNAnf4YAj7o3dbs3KGBo', '2026-12-07 18:08:15.763254+00', 1, 3, 'adafixture', NULL, NULL);
INSERT INTO __SCHEMA__.accounts VALUES (3, 'Cy Fixture', 'cy fixture', '$argon2id$v=19$m=65536,t=3,p=4$jXGd5UlNCxl43pd2WVoEeA$21T65ZRqxeY4THGjiMB0+r6fWvNa7bHZEDigGnbrBQ4', '2026-12-07 18:08:18.267773+00', 0, 0, 'cyfixture', NULL, NULL);
INSERT INTO __SCHEMA__.accounts VALUES (2, 'Bob Fixture', 'bob fixture', '$argon2id$v=19$m=65536,t=3,p=4$Wc+2a+FFRjw5/il/fF17rA$x1JvZQ00G6mWpTkY2EAsDot8zoAFxVDKg/VA2V5BrWE', '2026-12-07 18:08:15.870666+00', 4, 4, 'bobfixture', NULL, NULL);


--
-- Data for Name: actions; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.actions VALUES (1, '3oRpeE47', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 18:07:09.741201+00');
INSERT INTO __SCHEMA__.actions VALUES (2, '3oRpeE47', 1, 'move', 3, '1-1', 'bot', '2026-12-07 18:07:09.748786+00');
INSERT INTO __SCHEMA__.actions VALUES (3, '3oRpeE47', 2, 'move', 4, '1-5', 'bot', '2026-12-07 18:07:09.750407+00');
INSERT INTO __SCHEMA__.actions VALUES (4, '3oRpeE47', 3, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 18:07:09.792565+00');
INSERT INTO __SCHEMA__.actions VALUES (5, '3oRpeE47', 4, 'chat', 0, 'good_luck', 'human', '2026-12-07 18:07:09.792645+00');
INSERT INTO __SCHEMA__.actions VALUES (6, '3oRpeE47', 5, 'move', 0, '4-5', 'human', '2026-12-07 18:07:09.836583+00');
INSERT INTO __SCHEMA__.actions VALUES (7, '3oRpeE47', 6, 'move', 1, '4-6', 'human', '2026-12-07 18:07:09.838991+00');
INSERT INTO __SCHEMA__.actions VALUES (8, '3oRpeE47', 7, 'move', 2, '0-6', 'bot', '2026-12-07 18:07:09.841063+00');
INSERT INTO __SCHEMA__.actions VALUES (9, '3oRpeE47', 8, 'move', 3, 'pass', 'bot', '2026-12-07 18:07:09.841985+00');
INSERT INTO __SCHEMA__.actions VALUES (10, '3oRpeE47', 9, 'move', 4, 'pass', 'bot', '2026-12-07 18:07:09.842832+00');
INSERT INTO __SCHEMA__.actions VALUES (11, '3oRpeE47', 10, 'move', 0, '0-3', 'human', '2026-12-07 18:07:09.880644+00');
INSERT INTO __SCHEMA__.actions VALUES (12, '3oRpeE47', 11, 'move', 1, '3-3', 'human', '2026-12-07 18:07:09.884147+00');
INSERT INTO __SCHEMA__.actions VALUES (13, '3oRpeE47', 12, 'move', 2, '1-3', 'bot', '2026-12-07 18:07:09.885212+00');
INSERT INTO __SCHEMA__.actions VALUES (14, '3oRpeE47', 13, 'move', 3, 'pass', 'bot', '2026-12-07 18:07:09.886212+00');
INSERT INTO __SCHEMA__.actions VALUES (15, '3oRpeE47', 14, 'move', 4, 'pass', 'bot', '2026-12-07 18:07:09.886928+00');
INSERT INTO __SCHEMA__.actions VALUES (16, '3oRpeE47', 15, 'move', 0, '1-4', 'human', '2026-12-07 18:07:09.924612+00');
INSERT INTO __SCHEMA__.actions VALUES (17, '3oRpeE47', 16, 'move', 1, 'pass', 'human', '2026-12-07 18:07:09.928282+00');
INSERT INTO __SCHEMA__.actions VALUES (18, '3oRpeE47', 17, 'move', 2, '0-4', 'bot', '2026-12-07 18:07:09.929705+00');
INSERT INTO __SCHEMA__.actions VALUES (19, '3oRpeE47', 18, 'move', 3, 'pass', 'bot', '2026-12-07 18:07:09.930461+00');
INSERT INTO __SCHEMA__.actions VALUES (20, '3oRpeE47', 19, 'move', 4, 'pass', 'bot', '2026-12-07 18:07:09.931168+00');
INSERT INTO __SCHEMA__.actions VALUES (21, '3oRpeE47', 20, 'move', 0, 'pass', 'human', '2026-12-07 18:07:09.968616+00');
INSERT INTO __SCHEMA__.actions VALUES (22, '3oRpeE47', 21, 'move', 1, '0-2', 'human', '2026-12-07 18:07:09.972141+00');
INSERT INTO __SCHEMA__.actions VALUES (23, '3oRpeE47', 22, 'move', 2, 'pass', 'bot', '2026-12-07 18:07:09.973279+00');
INSERT INTO __SCHEMA__.actions VALUES (24, '3oRpeE47', 23, 'move', 3, '2-4', 'bot', '2026-12-07 18:07:09.974354+00');
INSERT INTO __SCHEMA__.actions VALUES (25, '3oRpeE47', 24, 'move', 4, 'pass', 'bot', '2026-12-07 18:07:09.975103+00');
INSERT INTO __SCHEMA__.actions VALUES (26, '3oRpeE47', 25, 'move', 0, '3-4', 'human', '2026-12-07 18:07:10.012609+00');
INSERT INTO __SCHEMA__.actions VALUES (27, '3oRpeE47', 26, 'move', 1, 'pass', 'human', '2026-12-07 18:07:10.016129+00');
INSERT INTO __SCHEMA__.actions VALUES (28, '3oRpeE47', 27, 'move', 2, 'pass', 'bot', '2026-12-07 18:07:10.017185+00');
INSERT INTO __SCHEMA__.actions VALUES (29, '3oRpeE47', 28, 'move', 3, 'pass', 'bot', '2026-12-07 18:07:10.017996+00');
INSERT INTO __SCHEMA__.actions VALUES (30, '3oRpeE47', 29, 'move', 4, '3-5', 'bot', '2026-12-07 18:07:10.018671+00');
INSERT INTO __SCHEMA__.actions VALUES (31, '3oRpeE47', 30, 'move', 0, 'pass', 'human', '2026-12-07 18:07:10.056671+00');
INSERT INTO __SCHEMA__.actions VALUES (32, '3oRpeE47', 31, 'move', 1, '5-5', 'human', '2026-12-07 18:07:10.060108+00');
INSERT INTO __SCHEMA__.actions VALUES (33, '3oRpeE47', 32, 'move', 2, 'pass', 'bot', '2026-12-07 18:07:10.061244+00');
INSERT INTO __SCHEMA__.actions VALUES (34, '3oRpeE47', 33, 'move', 3, '2-5', 'bot', '2026-12-07 18:07:10.06204+00');
INSERT INTO __SCHEMA__.actions VALUES (35, '3oRpeE47', 34, 'move', 4, '2-2', 'bot', '2026-12-07 18:07:10.062777+00');
INSERT INTO __SCHEMA__.actions VALUES (36, '3oRpeE47', 35, 'move', 0, 'pass', 'human', '2026-12-07 18:07:10.100607+00');
INSERT INTO __SCHEMA__.actions VALUES (37, '3oRpeE47', 36, 'move', 1, '1-2', 'human', '2026-12-07 18:07:10.104137+00');
INSERT INTO __SCHEMA__.actions VALUES (38, '3oRpeE47', 37, 'move', 2, '2-2', 'bot', '2026-12-07 18:07:10.105852+00');
INSERT INTO __SCHEMA__.actions VALUES (39, '3oRpeE47', 38, 'move', 3, '2-6', 'bot', '2026-12-07 18:07:10.106853+00');
INSERT INTO __SCHEMA__.actions VALUES (40, '3oRpeE47', 39, 'move', 4, '6-6', 'bot', '2026-12-07 18:07:10.107536+00');
INSERT INTO __SCHEMA__.actions VALUES (41, '3oRpeE47', 40, 'move', 0, '3-6', 'human', '2026-12-07 18:07:10.144658+00');
INSERT INTO __SCHEMA__.actions VALUES (42, '3oRpeE47', 41, 'move', 1, '2-3', 'human', '2026-12-07 18:07:10.148115+00');
INSERT INTO __SCHEMA__.actions VALUES (43, '3oRpeE47', 42, 'move', 2, '1-2', 'bot', '2026-12-07 18:07:10.149114+00');
INSERT INTO __SCHEMA__.actions VALUES (44, '3oRpeE47', 43, 'move', 3, '1-3', 'bot', '2026-12-07 18:07:10.149911+00');
INSERT INTO __SCHEMA__.actions VALUES (45, '3oRpeE47', 44, 'move', 4, 'pass', 'bot', '2026-12-07 18:07:10.150637+00');
INSERT INTO __SCHEMA__.actions VALUES (46, '3oRpeE47', 45, 'move', 0, 'pass', 'human', '2026-12-07 18:07:10.188627+00');
INSERT INTO __SCHEMA__.actions VALUES (47, '3oRpeE47', 46, 'move', 1, 'pass', 'human', '2026-12-07 18:07:10.192192+00');
INSERT INTO __SCHEMA__.actions VALUES (48, '3oRpeE47', 47, 'move', 2, '3-5', 'bot', '2026-12-07 18:07:10.193408+00');
INSERT INTO __SCHEMA__.actions VALUES (49, '3oRpeE47', 48, 'move', 3, 'pass', 'bot', '2026-12-07 18:07:10.19418+00');
INSERT INTO __SCHEMA__.actions VALUES (50, '3oRpeE47', 49, 'move', 4, '2-5', 'bot', '2026-12-07 18:07:10.194907+00');
INSERT INTO __SCHEMA__.actions VALUES (51, '3oRpeE47', 50, 'move', 0, '2-4', 'human', '2026-12-07 18:07:10.232657+00');
INSERT INTO __SCHEMA__.actions VALUES (52, '3oRpeE47', 51, 'move', 1, '4-5', 'human', '2026-12-07 18:07:10.236129+00');
INSERT INTO __SCHEMA__.actions VALUES (53, '3oRpeE47', 52, 'move', 2, 'pass', 'bot', '2026-12-07 18:07:10.23739+00');
INSERT INTO __SCHEMA__.actions VALUES (54, '3oRpeE47', 53, 'move', 3, 'pass', 'bot', '2026-12-07 18:07:10.238161+00');
INSERT INTO __SCHEMA__.actions VALUES (55, '3oRpeE47', 54, 'move', 4, '0-5', 'bot', '2026-12-07 18:07:10.238798+00');
INSERT INTO __SCHEMA__.actions VALUES (56, '3oRpeE47', 55, 'move', 0, '0-4', 'human', '2026-12-07 18:07:10.276644+00');
INSERT INTO __SCHEMA__.actions VALUES (57, '3oRpeE47', 56, 'move', 1, 'pass', 'human', '2026-12-07 18:07:10.280144+00');
INSERT INTO __SCHEMA__.actions VALUES (58, '3oRpeE47', 57, 'move', 2, '4-6', 'bot', '2026-12-07 18:07:10.281238+00');
INSERT INTO __SCHEMA__.actions VALUES (59, '3oRpeE47', 58, 'move', 3, 'pass', 'bot', '2026-12-07 18:07:10.282157+00');
INSERT INTO __SCHEMA__.actions VALUES (60, '3oRpeE47', 59, 'move', 4, 'pass', 'bot', '2026-12-07 18:07:10.282817+00');
INSERT INTO __SCHEMA__.actions VALUES (61, '3oRpeE47', 60, 'move', 0, 'pass', 'human', '2026-12-07 18:07:10.321982+00');
INSERT INTO __SCHEMA__.actions VALUES (62, '3oRpeE47', 61, 'move', 1, '0-6', 'human', '2026-12-07 18:07:10.324176+00');
INSERT INTO __SCHEMA__.actions VALUES (63, '3oRpeE47', 62, 'move', 2, '0-3', 'bot', '2026-12-07 18:07:10.325175+00');
INSERT INTO __SCHEMA__.actions VALUES (64, '_Xf91R8T', 0, 'move', 3, '1-1', 'bot', '2026-12-07 18:07:10.446293+00');
INSERT INTO __SCHEMA__.actions VALUES (65, '_Xf91R8T', 1, 'move', 4, '1-2', 'bot', '2026-12-07 18:07:10.448923+00');
INSERT INTO __SCHEMA__.actions VALUES (66, '_Xf91R8T', 2, 'chat', 1, 'hello', 'human', '2026-12-07 18:07:10.491936+00');
INSERT INTO __SCHEMA__.actions VALUES (67, '_Xf91R8T', 3, 'move', 0, '2-2', 'human', '2026-12-07 18:07:11.09761+00');
INSERT INTO __SCHEMA__.actions VALUES (68, '_Xf91R8T', 4, 'move', 1, '2-5', 'human', '2026-12-07 18:07:11.701648+00');
INSERT INTO __SCHEMA__.actions VALUES (69, '_Xf91R8T', 5, 'move', 2, '4-5', 'bot', '2026-12-07 18:07:11.703694+00');
INSERT INTO __SCHEMA__.actions VALUES (70, '_Xf91R8T', 6, 'move', 3, '2-4', 'bot', '2026-12-07 18:07:11.705009+00');
INSERT INTO __SCHEMA__.actions VALUES (71, '_Xf91R8T', 7, 'move', 4, '0-2', 'bot', '2026-12-07 18:07:11.706048+00');
INSERT INTO __SCHEMA__.actions VALUES (72, '-JQ-pDtL', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 18:07:12.969141+00');
INSERT INTO __SCHEMA__.actions VALUES (73, '-JQ-pDtL', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 18:07:13.016775+00');
INSERT INTO __SCHEMA__.actions VALUES (74, '-JQ-pDtL', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 18:07:13.016855+00');
INSERT INTO __SCHEMA__.actions VALUES (75, '-JQ-pDtL', 3, 'move', 0, '0-6', 'human', '2026-12-07 18:07:13.060492+00');
INSERT INTO __SCHEMA__.actions VALUES (76, '-JQ-pDtL', 4, 'move', 1, '4-6@BL', 'human', '2026-12-07 18:07:13.063029+00');
INSERT INTO __SCHEMA__.actions VALUES (77, '-JQ-pDtL', 5, 'move', 0, '0-3@TL', 'human', '2026-12-07 18:07:13.108401+00');
INSERT INTO __SCHEMA__.actions VALUES (78, '-JQ-pDtL', 6, 'move', 1, '3-4@BL', 'human', '2026-12-07 18:07:13.111032+00');
INSERT INTO __SCHEMA__.actions VALUES (79, '-JQ-pDtL', 7, 'move', 0, '3-6@BR', 'human', '2026-12-07 18:07:13.152464+00');
INSERT INTO __SCHEMA__.actions VALUES (80, '-JQ-pDtL', 8, 'move', 1, '0-1@TR', 'human', '2026-12-07 18:07:13.156018+00');
INSERT INTO __SCHEMA__.actions VALUES (81, '-JQ-pDtL', 9, 'move', 0, '3-3@BR', 'human', '2026-12-07 18:07:13.19662+00');
INSERT INTO __SCHEMA__.actions VALUES (82, '-JQ-pDtL', 10, 'move', 1, '1-4@TR', 'human', '2026-12-07 18:07:13.200073+00');
INSERT INTO __SCHEMA__.actions VALUES (83, '-JQ-pDtL', 11, 'move', 0, '1-3@cut:1:L', 'human', '2026-12-07 18:07:13.240619+00');
INSERT INTO __SCHEMA__.actions VALUES (84, '-JQ-pDtL', 12, 'move', 1, '0-3@BL', 'human', '2026-12-07 18:07:13.244068+00');
INSERT INTO __SCHEMA__.actions VALUES (85, '-JQ-pDtL', 13, 'move', 0, '1-2@TL', 'human', '2026-12-07 18:07:13.284639+00');
INSERT INTO __SCHEMA__.actions VALUES (86, '-JQ-pDtL', 14, 'move', 1, '2-6@TL', 'human', '2026-12-07 18:07:13.288092+00');
INSERT INTO __SCHEMA__.actions VALUES (87, '-JQ-pDtL', 15, 'move', 0, '4-4@TR', 'human', '2026-12-07 18:07:13.328629+00');
INSERT INTO __SCHEMA__.actions VALUES (88, '-JQ-pDtL', 16, 'move', 1, '3-6@BR', 'human', '2026-12-07 18:07:13.332084+00');
INSERT INTO __SCHEMA__.actions VALUES (89, '-JQ-pDtL', 17, 'move', 0, '1-6@BR', 'human', '2026-12-07 18:07:13.372526+00');
INSERT INTO __SCHEMA__.actions VALUES (90, '-JQ-pDtL', 18, 'move', 1, '3-4@cut:2:R', 'human', '2026-12-07 18:07:13.376045+00');
INSERT INTO __SCHEMA__.actions VALUES (91, '-JQ-pDtL', 19, 'move', 0, '0-5@BL', 'human', '2026-12-07 18:07:13.416441+00');
INSERT INTO __SCHEMA__.actions VALUES (92, '-JQ-pDtL', 20, 'move', 1, '2-4@TR', 'human', '2026-12-07 18:07:13.423617+00');
INSERT INTO __SCHEMA__.actions VALUES (93, '-JQ-pDtL', 21, 'move', 0, '1-5@BL', 'human', '2026-12-07 18:07:13.460542+00');
INSERT INTO __SCHEMA__.actions VALUES (94, '-JQ-pDtL', 22, 'move', 1, '0-6@TL', 'human', '2026-12-07 18:07:13.468075+00');
INSERT INTO __SCHEMA__.actions VALUES (95, '-JQ-pDtL', 23, 'move', 0, '1-6@BL', 'human', '2026-12-07 18:07:13.504588+00');
INSERT INTO __SCHEMA__.actions VALUES (96, '-JQ-pDtL', 24, 'move', 1, '2-3@BR', 'human', '2026-12-07 18:07:13.512182+00');
INSERT INTO __SCHEMA__.actions VALUES (97, '-JQ-pDtL', 25, 'move', 0, '0-4@TL', 'human', '2026-12-07 18:07:13.549332+00');
INSERT INTO __SCHEMA__.actions VALUES (98, '-JQ-pDtL', 26, 'move', 1, '2-5@TR', 'human', '2026-12-07 18:07:13.556103+00');
INSERT INTO __SCHEMA__.actions VALUES (99, '-JQ-pDtL', 27, 'move', 0, '5-6@cut:-2:L', 'human', '2026-12-07 18:07:13.592492+00');
INSERT INTO __SCHEMA__.actions VALUES (101, '-JQ-pDtL', 29, 'move', 0, '5-5@BL', 'human', '2026-12-07 18:07:13.636529+00');
INSERT INTO __SCHEMA__.actions VALUES (104, '-JQ-pDtL', 32, 'move', 1, '0-2@cut:-1:L', 'human', '2026-12-07 18:07:13.688075+00');
INSERT INTO __SCHEMA__.actions VALUES (106, '-JQ-pDtL', 34, 'move', 1, '0-0@BL', 'human', '2026-12-07 18:07:13.732076+00');
INSERT INTO __SCHEMA__.actions VALUES (108, '-JQ-pDtL', 36, 'move', 1, '2-2@BR', 'human', '2026-12-07 18:07:13.776227+00');
INSERT INTO __SCHEMA__.actions VALUES (110, '-JQ-pDtL', 38, 'move', 1, '0-4@BL', 'human', '2026-12-07 18:07:13.820102+00');
INSERT INTO __SCHEMA__.actions VALUES (112, '-JQ-pDtL', 40, 'move', 1, '0-6@cut:-3:L', 'human', '2026-12-07 18:07:13.868142+00');
INSERT INTO __SCHEMA__.actions VALUES (114, '-JQ-pDtL', 42, 'move', 1, '0-1@BL', 'human', '2026-12-07 18:07:13.912223+00');
INSERT INTO __SCHEMA__.actions VALUES (116, '-JQ-pDtL', 44, 'move', 1, '1-6@BL', 'human', '2026-12-07 18:07:13.956167+00');
INSERT INTO __SCHEMA__.actions VALUES (118, '-JQ-pDtL', 46, 'move', 1, '3-5@TL', 'human', '2026-12-07 18:07:14.002343+00');
INSERT INTO __SCHEMA__.actions VALUES (120, '-JQ-pDtL', 48, 'move', 1, '1-5@TL', 'human', '2026-12-07 18:07:14.048036+00');
INSERT INTO __SCHEMA__.actions VALUES (122, '-JQ-pDtL', 50, 'move', 1, '1-1@TL', 'human', '2026-12-07 18:07:14.09217+00');
INSERT INTO __SCHEMA__.actions VALUES (124, 'RfXjqyRs', 1, 'move', 0, '4-4', 'human', '2026-12-07 18:07:14.857456+00');
INSERT INTO __SCHEMA__.actions VALUES (125, 'RfXjqyRs', 2, 'move', 1, '2-4@BR', 'human', '2026-12-07 18:07:15.461399+00');
INSERT INTO __SCHEMA__.actions VALUES (130, 'RfXjqyRs', 7, 'move', 0, '3-5@BR', 'human', '2026-12-07 18:07:18.484394+00');
INSERT INTO __SCHEMA__.actions VALUES (135, '2dobDT74', 4, 'move', 1, '1-2@TR', 'human', '2026-12-07 18:07:19.839208+00');
INSERT INTO __SCHEMA__.actions VALUES (137, '2dobDT74', 6, 'move', 1, '1-4@BR', 'human', '2026-12-07 18:07:19.884037+00');
INSERT INTO __SCHEMA__.actions VALUES (139, '2dobDT74', 8, 'move', 1, '1-5@BR', 'human', '2026-12-07 18:07:19.928025+00');
INSERT INTO __SCHEMA__.actions VALUES (141, '2dobDT74', 10, 'move', 1, 'pass', 'human', '2026-12-07 18:07:19.972017+00');
INSERT INTO __SCHEMA__.actions VALUES (143, '2dobDT74', 12, 'move', 1, 'pass', 'human', '2026-12-07 18:07:20.020018+00');
INSERT INTO __SCHEMA__.actions VALUES (145, '2dobDT74', 14, 'move', 1, '1-6@BR', 'human', '2026-12-07 18:07:20.06405+00');
INSERT INTO __SCHEMA__.actions VALUES (147, '2dobDT74', 16, 'move', 1, '0-2@TR', 'human', '2026-12-07 18:07:20.108091+00');
INSERT INTO __SCHEMA__.actions VALUES (149, '2dobDT74', 18, 'move', 1, '3-6@cut:4', 'human', '2026-12-07 18:07:20.156048+00');
INSERT INTO __SCHEMA__.actions VALUES (151, '2dobDT74', 20, 'move', 1, '1-3@BR', 'human', '2026-12-07 18:07:20.201739+00');
INSERT INTO __SCHEMA__.actions VALUES (153, '2dobDT74', 22, 'move', 1, '3-3@BR', 'human', '2026-12-07 18:07:20.246964+00');
INSERT INTO __SCHEMA__.actions VALUES (155, '2dobDT74', 24, 'move', 1, '0-1@cut:5', 'human', '2026-12-07 18:07:20.296064+00');
INSERT INTO __SCHEMA__.actions VALUES (157, '2dobDT74', 26, 'move', 1, '0-5@BR', 'human', '2026-12-07 18:07:20.340056+00');
INSERT INTO __SCHEMA__.actions VALUES (159, '2dobDT74', 28, 'move', 1, '2-6@TR', 'human', '2026-12-07 18:07:20.384088+00');
INSERT INTO __SCHEMA__.actions VALUES (161, '2dobDT74', 30, 'move', 1, '1-2@TR', 'human', '2026-12-07 18:07:20.428067+00');
INSERT INTO __SCHEMA__.actions VALUES (163, '2dobDT74', 32, 'move', 1, '1-5@BR', 'human', '2026-12-07 18:07:20.472099+00');
INSERT INTO __SCHEMA__.actions VALUES (165, '2dobDT74', 34, 'move', 1, '1-4@TR', 'human', '2026-12-07 18:07:20.516219+00');
INSERT INTO __SCHEMA__.actions VALUES (167, '2dobDT74', 36, 'move', 1, '2-4@TR', 'human', '2026-12-07 18:07:20.560111+00');
INSERT INTO __SCHEMA__.actions VALUES (169, '2dobDT74', 38, 'move', 1, '2-3@TR', 'human', '2026-12-07 18:07:20.604054+00');
INSERT INTO __SCHEMA__.actions VALUES (171, '2dobDT74', 40, 'move', 1, '0-3@BR', 'human', '2026-12-07 18:07:20.648036+00');
INSERT INTO __SCHEMA__.actions VALUES (172, '2dobDT74', 41, 'move', 0, '3-5@BR', 'human', '2026-12-07 18:07:20.688406+00');
INSERT INTO __SCHEMA__.actions VALUES (173, '2dobDT74', 42, 'move', 1, '3-3@TR', 'human', '2026-12-07 18:07:20.692119+00');
INSERT INTO __SCHEMA__.actions VALUES (174, '2dobDT74', 43, 'move', 0, '4-5@BR', 'human', '2026-12-07 18:07:20.732475+00');
INSERT INTO __SCHEMA__.actions VALUES (176, '2dobDT74', 45, 'move', 0, 'pass', 'human', '2026-12-07 18:07:20.776406+00');
INSERT INTO __SCHEMA__.actions VALUES (178, '2dobDT74', 47, 'move', 0, '1-5@TR', 'human', '2026-12-07 18:07:20.820427+00');
INSERT INTO __SCHEMA__.actions VALUES (180, '2dobDT74', 49, 'move', 0, '1-4@BR', 'human', '2026-12-07 18:07:20.864651+00');
INSERT INTO __SCHEMA__.actions VALUES (182, '2dobDT74', 51, 'move', 0, '2-5@TR', 'human', '2026-12-07 18:07:20.908607+00');
INSERT INTO __SCHEMA__.actions VALUES (184, '2dobDT74', 53, 'move', 0, '2-4@TR', 'human', '2026-12-07 18:07:20.95254+00');
INSERT INTO __SCHEMA__.actions VALUES (186, '2dobDT74', 55, 'move', 0, 'pass', 'human', '2026-12-07 18:07:20.996574+00');
INSERT INTO __SCHEMA__.actions VALUES (188, '2dobDT74', 57, 'move', 0, '0-6@TR', 'human', '2026-12-07 18:07:21.040609+00');
INSERT INTO __SCHEMA__.actions VALUES (190, '2dobDT74', 59, 'move', 0, '1-6@BR', 'human', '2026-12-07 18:07:21.084553+00');
INSERT INTO __SCHEMA__.actions VALUES (192, '2dobDT74', 61, 'move', 0, '1-1@BR', 'human', '2026-12-07 18:07:21.128464+00');
INSERT INTO __SCHEMA__.actions VALUES (194, '2dobDT74', 63, 'move', 0, '3-6@TR', 'human', '2026-12-07 18:07:21.172663+00');
INSERT INTO __SCHEMA__.actions VALUES (196, '2dobDT74', 65, 'move', 0, '1-2@BR', 'human', '2026-12-07 18:07:21.216391+00');
INSERT INTO __SCHEMA__.actions VALUES (198, 'vEby4B7t', 1, 'move', 1, '4-4', 'human', '2026-12-07 18:07:21.967822+00');
INSERT INTO __SCHEMA__.actions VALUES (199, 'vEby4B7t', 2, 'move', 0, '0-4@TR', 'human', '2026-12-07 18:07:22.572429+00');
INSERT INTO __SCHEMA__.actions VALUES (100, '-JQ-pDtL', 28, 'move', 1, '4-6@TL', 'human', '2026-12-07 18:07:13.600126+00');
INSERT INTO __SCHEMA__.actions VALUES (102, '-JQ-pDtL', 30, 'move', 1, '4-5@TL', 'human', '2026-12-07 18:07:13.644263+00');
INSERT INTO __SCHEMA__.actions VALUES (103, '-JQ-pDtL', 31, 'move', 0, 'pass', 'human', '2026-12-07 18:07:13.680351+00');
INSERT INTO __SCHEMA__.actions VALUES (105, '-JQ-pDtL', 33, 'move', 0, '2-6@TL', 'human', '2026-12-07 18:07:13.724541+00');
INSERT INTO __SCHEMA__.actions VALUES (107, '-JQ-pDtL', 35, 'move', 0, '4-6@TL', 'human', '2026-12-07 18:07:13.768365+00');
INSERT INTO __SCHEMA__.actions VALUES (109, '-JQ-pDtL', 37, 'move', 0, '5-5@TR', 'human', '2026-12-07 18:07:13.812527+00');
INSERT INTO __SCHEMA__.actions VALUES (111, '-JQ-pDtL', 39, 'move', 0, '4-4@TL', 'human', '2026-12-07 18:07:13.860581+00');
INSERT INTO __SCHEMA__.actions VALUES (113, '-JQ-pDtL', 41, 'move', 0, '6-6@TL', 'human', '2026-12-07 18:07:13.904584+00');
INSERT INTO __SCHEMA__.actions VALUES (115, '-JQ-pDtL', 43, 'move', 0, '3-6@TL', 'human', '2026-12-07 18:07:13.948725+00');
INSERT INTO __SCHEMA__.actions VALUES (117, '-JQ-pDtL', 45, 'move', 0, '5-6@BL', 'human', '2026-12-07 18:07:13.992604+00');
INSERT INTO __SCHEMA__.actions VALUES (119, '-JQ-pDtL', 47, 'move', 0, '4-5@BL', 'human', '2026-12-07 18:07:14.036538+00');
INSERT INTO __SCHEMA__.actions VALUES (121, '-JQ-pDtL', 49, 'move', 0, '4-4@BL', 'human', '2026-12-07 18:07:14.08045+00');
INSERT INTO __SCHEMA__.actions VALUES (123, 'RfXjqyRs', 0, 'chat', 1, 'hello', 'human', '2026-12-07 18:07:14.249033+00');
INSERT INTO __SCHEMA__.actions VALUES (126, 'RfXjqyRs', 3, 'move', 0, '1-4@TR', 'human', '2026-12-07 18:07:16.065535+00');
INSERT INTO __SCHEMA__.actions VALUES (127, 'RfXjqyRs', 4, 'move', 1, '4-6@TL', 'human', '2026-12-07 18:07:16.669735+00');
INSERT INTO __SCHEMA__.actions VALUES (128, 'RfXjqyRs', 5, 'move', 0, '2-3@BR', 'human', '2026-12-07 18:07:17.275281+00');
INSERT INTO __SCHEMA__.actions VALUES (129, 'RfXjqyRs', 6, 'move', 1, '1-6@TR', 'human', '2026-12-07 18:07:17.880383+00');
INSERT INTO __SCHEMA__.actions VALUES (131, '2dobDT74', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 18:07:19.745057+00');
INSERT INTO __SCHEMA__.actions VALUES (132, '2dobDT74', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 18:07:19.792487+00');
INSERT INTO __SCHEMA__.actions VALUES (133, '2dobDT74', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 18:07:19.793543+00');
INSERT INTO __SCHEMA__.actions VALUES (134, '2dobDT74', 3, 'move', 0, '2-2', 'human', '2026-12-07 18:07:19.836668+00');
INSERT INTO __SCHEMA__.actions VALUES (136, '2dobDT74', 5, 'move', 0, '2-4@BR', 'human', '2026-12-07 18:07:19.88053+00');
INSERT INTO __SCHEMA__.actions VALUES (138, '2dobDT74', 7, 'move', 0, '0-1@TR', 'human', '2026-12-07 18:07:19.924312+00');
INSERT INTO __SCHEMA__.actions VALUES (140, '2dobDT74', 9, 'move', 0, '0-5@TR', 'human', '2026-12-07 18:07:19.968465+00');
INSERT INTO __SCHEMA__.actions VALUES (142, '2dobDT74', 11, 'move', 0, '5-6@BR', 'human', '2026-12-07 18:07:20.012354+00');
INSERT INTO __SCHEMA__.actions VALUES (144, '2dobDT74', 13, 'move', 0, '3-5@TR', 'human', '2026-12-07 18:07:20.056308+00');
INSERT INTO __SCHEMA__.actions VALUES (146, '2dobDT74', 15, 'move', 0, '0-3@TR', 'human', '2026-12-07 18:07:20.100376+00');
INSERT INTO __SCHEMA__.actions VALUES (148, '2dobDT74', 17, 'move', 0, '5-5@cut:3', 'human', '2026-12-07 18:07:20.146154+00');
INSERT INTO __SCHEMA__.actions VALUES (150, '2dobDT74', 19, 'move', 0, 'pass', 'human', '2026-12-07 18:07:20.196365+00');
INSERT INTO __SCHEMA__.actions VALUES (152, '2dobDT74', 21, 'move', 0, '2-3@TR', 'human', '2026-12-07 18:07:20.244557+00');
INSERT INTO __SCHEMA__.actions VALUES (154, '2dobDT74', 23, 'move', 0, '3-4@TR', 'human', '2026-12-07 18:07:20.288477+00');
INSERT INTO __SCHEMA__.actions VALUES (156, '2dobDT74', 25, 'move', 0, '0-3@BR', 'human', '2026-12-07 18:07:20.33249+00');
INSERT INTO __SCHEMA__.actions VALUES (158, '2dobDT74', 27, 'move', 0, '4-6@TR', 'human', '2026-12-07 18:07:20.376386+00');
INSERT INTO __SCHEMA__.actions VALUES (160, '2dobDT74', 29, 'move', 0, '5-5@BR', 'human', '2026-12-07 18:07:20.420483+00');
INSERT INTO __SCHEMA__.actions VALUES (162, '2dobDT74', 31, 'move', 0, '5-6@cut:9', 'human', '2026-12-07 18:07:20.464427+00');
INSERT INTO __SCHEMA__.actions VALUES (164, '2dobDT74', 33, 'move', 0, '1-6@BR', 'human', '2026-12-07 18:07:20.508415+00');
INSERT INTO __SCHEMA__.actions VALUES (166, '2dobDT74', 35, 'move', 0, '2-5@cut:10', 'human', '2026-12-07 18:07:20.55236+00');
INSERT INTO __SCHEMA__.actions VALUES (168, '2dobDT74', 37, 'move', 0, '0-6@BR', 'human', '2026-12-07 18:07:20.596371+00');
INSERT INTO __SCHEMA__.actions VALUES (170, '2dobDT74', 39, 'move', 0, 'pass', 'human', '2026-12-07 18:07:20.644428+00');
INSERT INTO __SCHEMA__.actions VALUES (175, '2dobDT74', 44, 'move', 1, '1-3@TR', 'human', '2026-12-07 18:07:20.741189+00');
INSERT INTO __SCHEMA__.actions VALUES (177, '2dobDT74', 46, 'move', 1, '1-1@cut:11', 'human', '2026-12-07 18:07:20.784113+00');
INSERT INTO __SCHEMA__.actions VALUES (179, '2dobDT74', 48, 'move', 1, '0-2@cut:13', 'human', '2026-12-07 18:07:20.831839+00');
INSERT INTO __SCHEMA__.actions VALUES (181, '2dobDT74', 50, 'move', 1, '0-1@BR', 'human', '2026-12-07 18:07:20.880458+00');
INSERT INTO __SCHEMA__.actions VALUES (183, '2dobDT74', 52, 'move', 1, '0-5@BR', 'human', '2026-12-07 18:07:20.924544+00');
INSERT INTO __SCHEMA__.actions VALUES (185, '2dobDT74', 54, 'move', 1, '4-6@TR', 'human', '2026-12-07 18:07:20.968744+00');
INSERT INTO __SCHEMA__.actions VALUES (187, '2dobDT74', 56, 'move', 1, '5-5@BR', 'human', '2026-12-07 18:07:21.012451+00');
INSERT INTO __SCHEMA__.actions VALUES (189, '2dobDT74', 58, 'move', 1, '5-6@BR', 'human', '2026-12-07 18:07:21.056622+00');
INSERT INTO __SCHEMA__.actions VALUES (191, '2dobDT74', 60, 'move', 1, '0-4@TR', 'human', '2026-12-07 18:07:21.100406+00');
INSERT INTO __SCHEMA__.actions VALUES (193, '2dobDT74', 62, 'move', 1, '3-4@TR', 'human', '2026-12-07 18:07:21.144495+00');
INSERT INTO __SCHEMA__.actions VALUES (195, '2dobDT74', 64, 'move', 1, 'pass', 'human', '2026-12-07 18:07:21.188218+00');
INSERT INTO __SCHEMA__.actions VALUES (197, 'vEby4B7t', 0, 'chat', 1, 'hello', 'human', '2026-12-07 18:07:21.36396+00');
INSERT INTO __SCHEMA__.actions VALUES (200, 'vEby4B7t', 3, 'move', 1, '1-4@BR', 'human', '2026-12-07 18:07:23.177412+00');
INSERT INTO __SCHEMA__.actions VALUES (201, 'vEby4B7t', 4, 'move', 0, '0-1@TR', 'human', '2026-12-07 18:07:23.782327+00');
INSERT INTO __SCHEMA__.actions VALUES (202, 'vEby4B7t', 5, 'move', 1, '1-3@BR', 'human', '2026-12-07 18:07:24.386766+00');
INSERT INTO __SCHEMA__.actions VALUES (203, 'vEby4B7t', 6, 'move', 0, '3-3@BR', 'human', '2026-12-07 18:07:24.992261+00');
INSERT INTO __SCHEMA__.actions VALUES (204, 'vEby4B7t', 7, 'move', 1, '1-1@TR', 'human', '2026-12-07 18:07:25.597253+00');
INSERT INTO __SCHEMA__.actions VALUES (205, 'vEby4B7t', 8, 'move', 0, '1-6@TR', 'human', '2026-12-07 18:07:26.201241+00');
INSERT INTO __SCHEMA__.actions VALUES (206, 'w-Wusfbe', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 18:07:27.46052+00');
INSERT INTO __SCHEMA__.actions VALUES (207, 'w-Wusfbe', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 18:07:27.508848+00');
INSERT INTO __SCHEMA__.actions VALUES (208, 'w-Wusfbe', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 18:07:27.50893+00');
INSERT INTO __SCHEMA__.actions VALUES (209, 'w-Wusfbe', 3, 'move', 0, '3-3', 'human', '2026-12-07 18:07:27.552578+00');
INSERT INTO __SCHEMA__.actions VALUES (210, 'w-Wusfbe', 4, 'move', 1, '0-3@L', 'human', '2026-12-07 18:07:27.555237+00');
INSERT INTO __SCHEMA__.actions VALUES (211, 'w-Wusfbe', 5, 'move', 0, '1-3@R', 'human', '2026-12-07 18:07:27.596526+00');
INSERT INTO __SCHEMA__.actions VALUES (212, 'w-Wusfbe', 6, 'move', 1, '0-0@L', 'human', '2026-12-07 18:07:27.600044+00');
INSERT INTO __SCHEMA__.actions VALUES (213, 'w-Wusfbe', 7, 'move', 0, '1-1@R', 'human', '2026-12-07 18:07:27.640607+00');
INSERT INTO __SCHEMA__.actions VALUES (214, 'w-Wusfbe', 8, 'move', 1, '0-4@L', 'human', '2026-12-07 18:07:27.64414+00');
INSERT INTO __SCHEMA__.actions VALUES (215, 'w-Wusfbe', 9, 'move', 0, '0-1@R', 'human', '2026-12-07 18:07:27.684688+00');
INSERT INTO __SCHEMA__.actions VALUES (216, 'w-Wusfbe', 10, 'move', 1, '0-2@R', 'human', '2026-12-07 18:07:27.688105+00');
INSERT INTO __SCHEMA__.actions VALUES (217, 'w-Wusfbe', 11, 'move', 0, '4-4@L', 'human', '2026-12-07 18:07:27.728472+00');
INSERT INTO __SCHEMA__.actions VALUES (218, 'w-Wusfbe', 12, 'move', 1, '2-4@L', 'human', '2026-12-07 18:07:27.732068+00');
INSERT INTO __SCHEMA__.actions VALUES (219, 'w-Wusfbe', 13, 'move', 0, 'pass', 'human', '2026-12-07 18:07:27.772522+00');
INSERT INTO __SCHEMA__.actions VALUES (220, 'w-Wusfbe', 14, 'move', 1, '2-2@L', 'human', '2026-12-07 18:07:27.776033+00');
INSERT INTO __SCHEMA__.actions VALUES (221, 'w-Wusfbe', 15, 'move', 0, '2-5@R', 'human', '2026-12-07 18:07:27.816593+00');
INSERT INTO __SCHEMA__.actions VALUES (222, 'w-Wusfbe', 16, 'move', 1, '5-5@R', 'human', '2026-12-07 18:07:27.820196+00');
INSERT INTO __SCHEMA__.actions VALUES (223, 'w-Wusfbe', 17, 'move', 0, '0-5@R', 'human', '2026-12-07 18:07:27.860586+00');
INSERT INTO __SCHEMA__.actions VALUES (224, 'w-Wusfbe', 18, 'move', 1, 'pass', 'human', '2026-12-07 18:07:27.864158+00');
INSERT INTO __SCHEMA__.actions VALUES (225, 'w-Wusfbe', 19, 'move', 0, '2-3@L', 'human', '2026-12-07 18:07:27.904497+00');
INSERT INTO __SCHEMA__.actions VALUES (226, 'w-Wusfbe', 20, 'move', 1, 'pass', 'human', '2026-12-07 18:07:27.908017+00');
INSERT INTO __SCHEMA__.actions VALUES (227, 'w-Wusfbe', 21, 'move', 0, '3-4@L', 'human', '2026-12-07 18:07:27.948524+00');
INSERT INTO __SCHEMA__.actions VALUES (228, 'w-Wusfbe', 22, 'move', 1, '4-6@L', 'human', '2026-12-07 18:07:27.952024+00');
INSERT INTO __SCHEMA__.actions VALUES (229, 'w-Wusfbe', 23, 'move', 0, '0-6@R', 'human', '2026-12-07 18:07:27.9926+00');
INSERT INTO __SCHEMA__.actions VALUES (230, 'w-Wusfbe', 24, 'move', 1, 'pass', 'human', '2026-12-07 18:07:27.99608+00');
INSERT INTO __SCHEMA__.actions VALUES (231, 'w-Wusfbe', 25, 'move', 0, '6-6@L', 'human', '2026-12-07 18:07:28.036524+00');
INSERT INTO __SCHEMA__.actions VALUES (232, 'w-Wusfbe', 26, 'move', 1, '1-6@L', 'human', '2026-12-07 18:07:28.040153+00');
INSERT INTO __SCHEMA__.actions VALUES (233, 'w-Wusfbe', 27, 'move', 0, '2-6@R', 'human', '2026-12-07 18:07:28.080656+00');
INSERT INTO __SCHEMA__.actions VALUES (234, 'w-Wusfbe', 28, 'move', 1, '1-4@L', 'human', '2026-12-07 18:07:28.084095+00');
INSERT INTO __SCHEMA__.actions VALUES (235, 'w-Wusfbe', 29, 'move', 0, '1-2@R', 'human', '2026-12-07 18:07:28.124582+00');
INSERT INTO __SCHEMA__.actions VALUES (236, 'w-Wusfbe', 30, 'move', 1, '4-5@L', 'human', '2026-12-07 18:07:28.128119+00');
INSERT INTO __SCHEMA__.actions VALUES (237, 'w-Wusfbe', 31, 'move', 0, '3-5@L', 'human', '2026-12-07 18:07:28.168631+00');
INSERT INTO __SCHEMA__.actions VALUES (238, 'w-Wusfbe', 32, 'move', 1, '1-5@R', 'human', '2026-12-07 18:07:28.176317+00');
INSERT INTO __SCHEMA__.actions VALUES (239, 'tyY2TmL3', 0, 'chat', 1, 'hello', 'human', '2026-12-07 18:07:28.336797+00');
INSERT INTO __SCHEMA__.actions VALUES (240, 'tyY2TmL3', 1, 'move', 1, '6-6', 'human', '2026-12-07 18:07:28.940493+00');
INSERT INTO __SCHEMA__.actions VALUES (241, 'tyY2TmL3', 2, 'move', 0, '2-6@R', 'human', '2026-12-07 18:07:29.544686+00');
INSERT INTO __SCHEMA__.actions VALUES (242, 'tyY2TmL3', 3, 'move', 1, '1-6@L', 'human', '2026-12-07 18:07:30.14871+00');
INSERT INTO __SCHEMA__.actions VALUES (243, 'tyY2TmL3', 4, 'move', 0, '2-2@R', 'human', '2026-12-07 18:07:30.752749+00');
INSERT INTO __SCHEMA__.actions VALUES (244, 'tyY2TmL3', 5, 'move', 1, '0-2@R', 'human', '2026-12-07 18:07:31.356736+00');
INSERT INTO __SCHEMA__.actions VALUES (245, 'tyY2TmL3', 6, 'move', 0, '1-1@L', 'human', '2026-12-07 18:07:31.96118+00');
INSERT INTO __SCHEMA__.actions VALUES (247, 'tyY2TmL3', 8, 'move', 0, '1-4@L', 'human', '2026-12-07 18:07:33.172045+00');
INSERT INTO __SCHEMA__.actions VALUES (248, 'tyY2TmL3', 9, 'move', 1, '0-4@R', 'human', '2026-12-07 18:07:33.776649+00');
INSERT INTO __SCHEMA__.actions VALUES (249, 'tIaX4WR1', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 18:07:35.037383+00');
INSERT INTO __SCHEMA__.actions VALUES (253, 'tIaX4WR1', 4, 'move', 1, '1-5@W', 'human', '2026-12-07 18:07:35.131373+00');
INSERT INTO __SCHEMA__.actions VALUES (255, 'tIaX4WR1', 6, 'move', 1, '3-5@E', 'human', '2026-12-07 18:07:35.180394+00');
INSERT INTO __SCHEMA__.actions VALUES (257, 'tIaX4WR1', 8, 'move', 1, '3-3@E', 'human', '2026-12-07 18:07:35.224174+00');
INSERT INTO __SCHEMA__.actions VALUES (259, 'tIaX4WR1', 10, 'move', 1, '6-6@S', 'human', '2026-12-07 18:07:35.268739+00');
INSERT INTO __SCHEMA__.actions VALUES (261, 'tIaX4WR1', 12, 'move', 1, '1-2@W', 'human', '2026-12-07 18:07:35.316277+00');
INSERT INTO __SCHEMA__.actions VALUES (263, 'tIaX4WR1', 14, 'move', 1, '0-2@W', 'human', '2026-12-07 18:07:35.36016+00');
INSERT INTO __SCHEMA__.actions VALUES (265, 'tIaX4WR1', 16, 'move', 1, '0-3@W', 'human', '2026-12-07 18:07:35.404222+00');
INSERT INTO __SCHEMA__.actions VALUES (267, 'tIaX4WR1', 18, 'move', 1, '3-4@W', 'human', '2026-12-07 18:07:35.4487+00');
INSERT INTO __SCHEMA__.actions VALUES (269, 'ctWDQi3F', 0, 'chat', 1, 'hello', 'human', '2026-12-07 18:07:35.60883+00');
INSERT INTO __SCHEMA__.actions VALUES (272, 'ctWDQi3F', 3, 'move', 0, '3-5@W', 'human', '2026-12-07 18:07:37.420143+00');
INSERT INTO __SCHEMA__.actions VALUES (273, 'ctWDQi3F', 4, 'move', 1, '4-5@S', 'human', '2026-12-07 18:07:38.025478+00');
INSERT INTO __SCHEMA__.actions VALUES (275, 'ctWDQi3F', 6, 'move', 1, '3-3@W', 'human', '2026-12-07 18:07:39.248957+00');
INSERT INTO __SCHEMA__.actions VALUES (276, 'ctWDQi3F', 7, 'move', 0, '4-4@S', 'human', '2026-12-07 18:07:39.853008+00');
INSERT INTO __SCHEMA__.actions VALUES (278, 'ctWDQi3F', 9, 'move', 0, '6-6@E', 'human', '2026-12-07 18:07:41.062039+00');
INSERT INTO __SCHEMA__.actions VALUES (280, 'M0LRC9Om', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 18:07:42.957814+00');
INSERT INTO __SCHEMA__.actions VALUES (283, 'M0LRC9Om', 3, 'move', 0, '1-4', 'human', '2026-12-07 18:07:43.060604+00');
INSERT INTO __SCHEMA__.actions VALUES (285, 'M0LRC9Om', 5, 'move', 0, '2-5@L', 'human', '2026-12-07 18:07:43.104869+00');
INSERT INTO __SCHEMA__.actions VALUES (287, 'M0LRC9Om', 7, 'move', 0, '1-6@L', 'human', '2026-12-07 18:07:43.148913+00');
INSERT INTO __SCHEMA__.actions VALUES (289, 'M0LRC9Om', 9, 'move', 0, '3-5@L', 'human', '2026-12-07 18:07:43.197394+00');
INSERT INTO __SCHEMA__.actions VALUES (291, 'M0LRC9Om', 11, 'move', 0, '0-2@L', 'human', '2026-12-07 18:07:43.244569+00');
INSERT INTO __SCHEMA__.actions VALUES (293, 'M0LRC9Om', 13, 'move', 0, 'pass', 'human', '2026-12-07 18:07:43.288526+00');
INSERT INTO __SCHEMA__.actions VALUES (295, 'M0LRC9Om', 15, 'move', 0, 'pass', 'human', '2026-12-07 18:07:43.332517+00');
INSERT INTO __SCHEMA__.actions VALUES (297, 'M0LRC9Om', 17, 'move', 0, '3-4', 'human', '2026-12-07 18:07:43.385294+00');
INSERT INTO __SCHEMA__.actions VALUES (299, 'M0LRC9Om', 19, 'move', 0, '4-6@R', 'human', '2026-12-07 18:07:43.428941+00');
INSERT INTO __SCHEMA__.actions VALUES (301, 'M0LRC9Om', 21, 'move', 0, 'pass', 'human', '2026-12-07 18:07:43.476629+00');
INSERT INTO __SCHEMA__.actions VALUES (303, 'jHuk03kf', 0, 'chat', 1, 'hello', 'human', '2026-12-07 18:07:43.68318+00');
INSERT INTO __SCHEMA__.actions VALUES (304, 'jHuk03kf', 1, 'move', 0, '0-6', 'human', '2026-12-07 18:07:44.291547+00');
INSERT INTO __SCHEMA__.actions VALUES (306, 'jHuk03kf', 3, 'move', 0, '1-6@L', 'human', '2026-12-07 18:07:45.499691+00');
INSERT INTO __SCHEMA__.actions VALUES (307, 'jHuk03kf', 4, 'move', 1, 'pass', 'human', '2026-12-07 18:07:46.104131+00');
INSERT INTO __SCHEMA__.actions VALUES (309, 'jHuk03kf', 6, 'move', 1, '3-3@R', 'human', '2026-12-07 18:07:47.312191+00');
INSERT INTO __SCHEMA__.actions VALUES (310, 'jHuk03kf', 7, 'move', 0, '3-5@R', 'human', '2026-12-07 18:07:47.916128+00');
INSERT INTO __SCHEMA__.actions VALUES (312, 'jHuk03kf', 9, 'move', 0, '0-5@R', 'human', '2026-12-07 18:07:49.12424+00');
INSERT INTO __SCHEMA__.actions VALUES (314, 'jHuk03kf', 11, 'move', 0, 'pass', 'human', '2026-12-07 18:07:50.332687+00');
INSERT INTO __SCHEMA__.actions VALUES (315, 'qiKSTGTK', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 18:07:51.596692+00');
INSERT INTO __SCHEMA__.actions VALUES (316, 'qiKSTGTK', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 18:07:51.649058+00');
INSERT INTO __SCHEMA__.actions VALUES (317, 'qiKSTGTK', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 18:07:51.64915+00');
INSERT INTO __SCHEMA__.actions VALUES (318, 'qiKSTGTK', 3, 'move', 0, '2-3', 'human', '2026-12-07 18:07:51.692869+00');
INSERT INTO __SCHEMA__.actions VALUES (320, 'qiKSTGTK', 5, 'move', 0, '1-2@L', 'human', '2026-12-07 18:07:51.736739+00');
INSERT INTO __SCHEMA__.actions VALUES (322, 'qiKSTGTK', 7, 'move', 0, '0-6@L', 'human', '2026-12-07 18:07:51.780827+00');
INSERT INTO __SCHEMA__.actions VALUES (324, 'qiKSTGTK', 9, 'move', 0, '1-4@L', 'human', '2026-12-07 18:07:51.824906+00');
INSERT INTO __SCHEMA__.actions VALUES (325, 'qiKSTGTK', 10, 'move', 1, '4-6@L', 'human', '2026-12-07 18:07:51.83213+00');
INSERT INTO __SCHEMA__.actions VALUES (327, 'qiKSTGTK', 12, 'move', 1, '2-5@L', 'human', '2026-12-07 18:07:51.876126+00');
INSERT INTO __SCHEMA__.actions VALUES (329, 'qiKSTGTK', 14, 'move', 1, '0-5@R', 'human', '2026-12-07 18:07:51.920658+00');
INSERT INTO __SCHEMA__.actions VALUES (331, 'qiKSTGTK', 16, 'move', 1, '0-4@R', 'human', '2026-12-07 18:07:51.964114+00');
INSERT INTO __SCHEMA__.actions VALUES (332, 'Gxsy6vCm', 0, 'chat', 1, 'hello', 'human', '2026-12-07 18:07:52.132712+00');
INSERT INTO __SCHEMA__.actions VALUES (333, 'Gxsy6vCm', 1, 'move', 0, '1-5', 'human', '2026-12-07 18:07:52.738249+00');
INSERT INTO __SCHEMA__.actions VALUES (334, 'Gxsy6vCm', 2, 'move', 1, '0-5@R', 'human', '2026-12-07 18:07:53.3452+00');
INSERT INTO __SCHEMA__.actions VALUES (335, 'Gxsy6vCm', 3, 'move', 0, '1-2@L', 'human', '2026-12-07 18:07:53.949532+00');
INSERT INTO __SCHEMA__.actions VALUES (338, 'Gxsy6vCm', 6, 'move', 1, '3-6@L', 'human', '2026-12-07 18:07:55.762763+00');
INSERT INTO __SCHEMA__.actions VALUES (341, 'Gxsy6vCm', 9, 'move', 0, '2-2@R', 'human', '2026-12-07 18:07:57.578861+00');
INSERT INTO __SCHEMA__.actions VALUES (343, 'Gxsy6vCm', 11, 'move', 0, '6-6@L', 'human', '2026-12-07 18:07:58.790882+00');
INSERT INTO __SCHEMA__.actions VALUES (345, 'AwvuJy_A', 0, 'move', 0, '2-6', 'human', '2026-12-07 18:08:00.957227+00');
INSERT INTO __SCHEMA__.actions VALUES (347, 'AwvuJy_A', 2, 'move', 0, '6-6@R', 'human', '2026-12-07 18:08:01.264257+00');
INSERT INTO __SCHEMA__.actions VALUES (349, 'AwvuJy_A', 4, 'undo', 0, '', 'human', '2026-12-07 18:08:01.568899+00');
INSERT INTO __SCHEMA__.actions VALUES (353, '8b6XmQv8', 1, 'seat', 2, 'uPZ1DgNpb5owqHRecEREIkD5PzMN0W6ujqyrFUzLHus', 'human', '2026-12-07 18:08:02.195522+00');
INSERT INTO __SCHEMA__.actions VALUES (354, '8b6XmQv8', 2, 'name', 2, 'Ola', 'human', '2026-12-07 18:08:02.197776+00');
INSERT INTO __SCHEMA__.actions VALUES (359, '8b6XmQv8', 7, 'move', 1, '3-4@R', 'human', '2026-12-07 18:08:06.888069+00');
INSERT INTO __SCHEMA__.actions VALUES (362, 'o7Cx9T2A', 2, 'move', 0, '1-3@BR', 'human', '2026-12-07 18:08:09.707619+00');
INSERT INTO __SCHEMA__.actions VALUES (364, 'o7Cx9T2A', 4, 'move', 1, '1-2@BL', 'bot', '2026-12-07 18:08:11.519288+00');
INSERT INTO __SCHEMA__.actions VALUES (368, 'o7Cx9T2A', 8, 'move', 0, '3-3@TR', 'human', '2026-12-07 18:08:13.681086+00');
INSERT INTO __SCHEMA__.actions VALUES (370, 'EmTj155Q', 1, 'move', 1, '3-4@R', 'bot', '2026-12-07 18:08:14.338995+00');
INSERT INTO __SCHEMA__.actions VALUES (372, 'EmTj155Q', 3, 'move', 1, '6-6@R', 'bot', '2026-12-07 18:08:14.382655+00');
INSERT INTO __SCHEMA__.actions VALUES (374, 'EmTj155Q', 5, 'move', 1, '3-6@R', 'bot', '2026-12-07 18:08:14.426594+00');
INSERT INTO __SCHEMA__.actions VALUES (376, 'EmTj155Q', 7, 'move', 1, '1-5@L', 'bot', '2026-12-07 18:08:14.470695+00');
INSERT INTO __SCHEMA__.actions VALUES (378, 'EmTj155Q', 9, 'move', 1, '0-3@R', 'bot', '2026-12-07 18:08:14.514668+00');
INSERT INTO __SCHEMA__.actions VALUES (380, 'EmTj155Q', 11, 'move', 1, 'pass', 'bot', '2026-12-07 18:08:14.558333+00');
INSERT INTO __SCHEMA__.actions VALUES (384, 'WqV-wMty', 2, 'move', 1, '4-5@R', 'bot', '2026-12-07 18:08:15.943188+00');
INSERT INTO __SCHEMA__.actions VALUES (387, 'WqV-wMty', 5, 'move', 0, '1-3@R', 'human', '2026-12-07 18:08:16.028731+00');
INSERT INTO __SCHEMA__.actions VALUES (390, 'WqV-wMty', 8, 'move', 1, '5-5@R', 'bot', '2026-12-07 18:08:16.074624+00');
INSERT INTO __SCHEMA__.actions VALUES (393, 'WqV-wMty', 11, 'move', 0, 'pass', 'human', '2026-12-07 18:08:16.160554+00');
INSERT INTO __SCHEMA__.actions VALUES (397, '5tGU9OAp', 2, 'move', 1, '1-5@R', 'bot', '2026-12-07 18:08:16.571679+00');
INSERT INTO __SCHEMA__.actions VALUES (399, '5tGU9OAp', 4, 'move', 1, '0-4@L', 'bot', '2026-12-07 18:08:16.876397+00');
INSERT INTO __SCHEMA__.actions VALUES (402, '5NmFCGc4', 2, 'move', 0, '0-4@R', 'human', '2026-12-07 18:08:17.576707+00');
INSERT INTO __SCHEMA__.actions VALUES (405, '5NmFCGc4', 5, 'move', 1, '2-3@L', 'bot', '2026-12-07 18:08:17.622654+00');
INSERT INTO __SCHEMA__.actions VALUES (408, '5NmFCGc4', 8, 'move', 0, '3-4@L', 'human', '2026-12-07 18:08:17.708765+00');
INSERT INTO __SCHEMA__.actions VALUES (411, '5NmFCGc4', 11, 'move', 1, '1-6@R', 'bot', '2026-12-07 18:08:17.754583+00');
INSERT INTO __SCHEMA__.actions VALUES (414, '5NmFCGc4', 14, 'move', 0, '1-5@L', 'human', '2026-12-07 18:08:17.840603+00');
INSERT INTO __SCHEMA__.actions VALUES (417, '5NmFCGc4', 17, 'move', 1, '0-1@L', 'bot', '2026-12-07 18:08:17.886505+00');
INSERT INTO __SCHEMA__.actions VALUES (420, '5NmFCGc4', 20, 'move', 0, 'pass', 'human', '2026-12-07 18:08:17.972653+00');
INSERT INTO __SCHEMA__.actions VALUES (423, '5NmFCGc4', 23, 'move', 1, '4-4@L', 'bot', '2026-12-07 18:08:18.018648+00');
INSERT INTO __SCHEMA__.actions VALUES (246, 'tyY2TmL3', 7, 'move', 1, '0-0@R', 'human', '2026-12-07 18:07:32.565439+00');
INSERT INTO __SCHEMA__.actions VALUES (250, 'tIaX4WR1', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 18:07:35.08466+00');
INSERT INTO __SCHEMA__.actions VALUES (251, 'tIaX4WR1', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 18:07:35.085846+00');
INSERT INTO __SCHEMA__.actions VALUES (252, 'tIaX4WR1', 3, 'move', 0, '5-5', 'human', '2026-12-07 18:07:35.128698+00');
INSERT INTO __SCHEMA__.actions VALUES (254, 'tIaX4WR1', 5, 'move', 0, '5-6@S', 'human', '2026-12-07 18:07:35.172793+00');
INSERT INTO __SCHEMA__.actions VALUES (256, 'tIaX4WR1', 7, 'move', 0, '0-5@N', 'human', '2026-12-07 18:07:35.216658+00');
INSERT INTO __SCHEMA__.actions VALUES (258, 'tIaX4WR1', 9, 'move', 0, '0-0@N', 'human', '2026-12-07 18:07:35.260686+00');
INSERT INTO __SCHEMA__.actions VALUES (260, 'tIaX4WR1', 11, 'move', 0, '1-1@W', 'human', '2026-12-07 18:07:35.304579+00');
INSERT INTO __SCHEMA__.actions VALUES (262, 'tIaX4WR1', 13, 'move', 0, '0-1@N', 'human', '2026-12-07 18:07:35.348676+00');
INSERT INTO __SCHEMA__.actions VALUES (264, 'tIaX4WR1', 15, 'move', 0, '2-3@E', 'human', '2026-12-07 18:07:35.39274+00');
INSERT INTO __SCHEMA__.actions VALUES (266, 'tIaX4WR1', 17, 'move', 0, '2-6@S', 'human', '2026-12-07 18:07:35.436682+00');
INSERT INTO __SCHEMA__.actions VALUES (268, 'tIaX4WR1', 19, 'move', 0, '4-5@W', 'human', '2026-12-07 18:07:35.480607+00');
INSERT INTO __SCHEMA__.actions VALUES (270, 'ctWDQi3F', 1, 'move', 0, '5-5', 'human', '2026-12-07 18:07:36.212029+00');
INSERT INTO __SCHEMA__.actions VALUES (271, 'ctWDQi3F', 2, 'move', 1, '5-6@E', 'human', '2026-12-07 18:07:36.815558+00');
INSERT INTO __SCHEMA__.actions VALUES (274, 'ctWDQi3F', 5, 'move', 0, '2-5@N', 'human', '2026-12-07 18:07:38.63616+00');
INSERT INTO __SCHEMA__.actions VALUES (277, 'ctWDQi3F', 8, 'move', 1, 'pass', 'human', '2026-12-07 18:07:40.457894+00');
INSERT INTO __SCHEMA__.actions VALUES (279, 'ctWDQi3F', 10, 'move', 1, 'pass', 'human', '2026-12-07 18:07:41.666225+00');
INSERT INTO __SCHEMA__.actions VALUES (281, 'M0LRC9Om', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 18:07:43.012706+00');
INSERT INTO __SCHEMA__.actions VALUES (282, 'M0LRC9Om', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 18:07:43.012786+00');
INSERT INTO __SCHEMA__.actions VALUES (284, 'M0LRC9Om', 4, 'move', 1, '1-2@L', 'human', '2026-12-07 18:07:43.064088+00');
INSERT INTO __SCHEMA__.actions VALUES (286, 'M0LRC9Om', 6, 'move', 1, '5-6@L', 'human', '2026-12-07 18:07:43.11004+00');
INSERT INTO __SCHEMA__.actions VALUES (288, 'M0LRC9Om', 8, 'move', 1, '1-5@L', 'human', '2026-12-07 18:07:43.156191+00');
INSERT INTO __SCHEMA__.actions VALUES (290, 'M0LRC9Om', 10, 'move', 1, '0-3@L', 'human', '2026-12-07 18:07:43.201424+00');
INSERT INTO __SCHEMA__.actions VALUES (292, 'M0LRC9Om', 12, 'move', 1, '2-3@L', 'human', '2026-12-07 18:07:43.248748+00');
INSERT INTO __SCHEMA__.actions VALUES (294, 'M0LRC9Om', 14, 'move', 1, '3-6@L', 'human', '2026-12-07 18:07:43.297212+00');
INSERT INTO __SCHEMA__.actions VALUES (296, 'M0LRC9Om', 16, 'move', 1, 'pass', 'human', '2026-12-07 18:07:43.344203+00');
INSERT INTO __SCHEMA__.actions VALUES (298, 'M0LRC9Om', 18, 'move', 1, '3-6@L', 'human', '2026-12-07 18:07:43.392486+00');
INSERT INTO __SCHEMA__.actions VALUES (300, 'M0LRC9Om', 20, 'move', 1, '6-6@R', 'human', '2026-12-07 18:07:43.436508+00');
INSERT INTO __SCHEMA__.actions VALUES (302, 'M0LRC9Om', 22, 'move', 1, 'pass', 'human', '2026-12-07 18:07:43.484512+00');
INSERT INTO __SCHEMA__.actions VALUES (305, 'jHuk03kf', 2, 'move', 1, '0-1@L', 'human', '2026-12-07 18:07:44.895492+00');
INSERT INTO __SCHEMA__.actions VALUES (308, 'jHuk03kf', 5, 'move', 0, '3-6@R', 'human', '2026-12-07 18:07:46.708091+00');
INSERT INTO __SCHEMA__.actions VALUES (311, 'jHuk03kf', 8, 'move', 1, '5-5@R', 'human', '2026-12-07 18:07:48.520363+00');
INSERT INTO __SCHEMA__.actions VALUES (313, 'jHuk03kf', 10, 'move', 1, '0-4@R', 'human', '2026-12-07 18:07:49.728374+00');
INSERT INTO __SCHEMA__.actions VALUES (319, 'qiKSTGTK', 4, 'move', 1, '3-3@R', 'human', '2026-12-07 18:07:51.695879+00');
INSERT INTO __SCHEMA__.actions VALUES (321, 'qiKSTGTK', 6, 'move', 1, '0-1@L', 'human', '2026-12-07 18:07:51.744596+00');
INSERT INTO __SCHEMA__.actions VALUES (323, 'qiKSTGTK', 8, 'move', 1, '1-6@L', 'human', '2026-12-07 18:07:51.788767+00');
INSERT INTO __SCHEMA__.actions VALUES (326, 'qiKSTGTK', 11, 'move', 0, '5-6@L', 'human', '2026-12-07 18:07:51.868825+00');
INSERT INTO __SCHEMA__.actions VALUES (328, 'qiKSTGTK', 13, 'move', 0, '0-3@R', 'human', '2026-12-07 18:07:51.912517+00');
INSERT INTO __SCHEMA__.actions VALUES (330, 'qiKSTGTK', 15, 'move', 0, '4-5@R', 'human', '2026-12-07 18:07:51.956593+00');
INSERT INTO __SCHEMA__.actions VALUES (336, 'Gxsy6vCm', 4, 'move', 1, '0-4@R', 'human', '2026-12-07 18:07:54.553756+00');
INSERT INTO __SCHEMA__.actions VALUES (337, 'Gxsy6vCm', 5, 'move', 0, '2-3@L', 'human', '2026-12-07 18:07:55.158301+00');
INSERT INTO __SCHEMA__.actions VALUES (339, 'Gxsy6vCm', 7, 'move', 0, '4-6@R', 'human', '2026-12-07 18:07:56.367727+00');
INSERT INTO __SCHEMA__.actions VALUES (340, 'Gxsy6vCm', 8, 'move', 1, '2-6@R', 'human', '2026-12-07 18:07:56.972879+00');
INSERT INTO __SCHEMA__.actions VALUES (342, 'Gxsy6vCm', 10, 'move', 1, '2-5@R', 'human', '2026-12-07 18:07:58.184493+00');
INSERT INTO __SCHEMA__.actions VALUES (344, 'Gxsy6vCm', 12, 'move', 1, '0-6@L', 'human', '2026-12-07 18:07:59.396096+00');
INSERT INTO __SCHEMA__.actions VALUES (346, 'AwvuJy_A', 1, 'move', 1, '2-2@L', 'bot', '2026-12-07 18:08:00.961821+00');
INSERT INTO __SCHEMA__.actions VALUES (348, 'AwvuJy_A', 3, 'move', 1, '2-5@L', 'bot', '2026-12-07 18:08:01.266381+00');
INSERT INTO __SCHEMA__.actions VALUES (350, 'AwvuJy_A', 5, 'move', 0, '6-6@R', 'human', '2026-12-07 18:08:01.873364+00');
INSERT INTO __SCHEMA__.actions VALUES (351, 'AwvuJy_A', 6, 'move', 1, '2-5@L', 'bot', '2026-12-07 18:08:01.876043+00');
INSERT INTO __SCHEMA__.actions VALUES (352, '8b6XmQv8', 0, 'open', 0, '0', 'human', '2026-12-07 18:08:02.188024+00');
INSERT INTO __SCHEMA__.actions VALUES (355, '8b6XmQv8', 3, 'move', 0, '1-6', 'human', '2026-12-07 18:08:03.266906+00');
INSERT INTO __SCHEMA__.actions VALUES (356, '8b6XmQv8', 4, 'move', 1, '0-6@R', 'human', '2026-12-07 18:08:04.171798+00');
INSERT INTO __SCHEMA__.actions VALUES (357, '8b6XmQv8', 5, 'move', 2, '1-1@L', 'human', '2026-12-07 18:08:05.076925+00');
INSERT INTO __SCHEMA__.actions VALUES (358, '8b6XmQv8', 6, 'move', 0, '0-4@R', 'human', '2026-12-07 18:08:05.982027+00');
INSERT INTO __SCHEMA__.actions VALUES (360, 'o7Cx9T2A', 0, 'move', 0, '0-1', 'human', '2026-12-07 18:08:08.498296+00');
INSERT INTO __SCHEMA__.actions VALUES (361, 'o7Cx9T2A', 1, 'move', 1, '0-0@TL', 'human', '2026-12-07 18:08:09.103072+00');
INSERT INTO __SCHEMA__.actions VALUES (363, 'o7Cx9T2A', 3, 'takeover', 1, 'greedy', 'human', '2026-12-07 18:08:11.517261+00');
INSERT INTO __SCHEMA__.actions VALUES (365, 'o7Cx9T2A', 5, 'reclaim', 1, '', 'human', '2026-12-07 18:08:11.868609+00');
INSERT INTO __SCHEMA__.actions VALUES (366, 'o7Cx9T2A', 6, 'move', 0, '0-3@TR', 'human', '2026-12-07 18:08:12.472488+00');
INSERT INTO __SCHEMA__.actions VALUES (367, 'o7Cx9T2A', 7, 'move', 1, '2-6@BL', 'human', '2026-12-07 18:08:13.077142+00');
INSERT INTO __SCHEMA__.actions VALUES (369, 'EmTj155Q', 0, 'move', 0, '2-3', 'human', '2026-12-07 18:08:14.336799+00');
INSERT INTO __SCHEMA__.actions VALUES (371, 'EmTj155Q', 2, 'move', 0, '4-6@R', 'human', '2026-12-07 18:08:14.380628+00');
INSERT INTO __SCHEMA__.actions VALUES (373, 'EmTj155Q', 4, 'move', 0, '1-2@L', 'human', '2026-12-07 18:08:14.424607+00');
INSERT INTO __SCHEMA__.actions VALUES (375, 'EmTj155Q', 6, 'move', 0, '3-3@R', 'human', '2026-12-07 18:08:14.468639+00');
INSERT INTO __SCHEMA__.actions VALUES (377, 'EmTj155Q', 8, 'move', 0, '5-6@L', 'human', '2026-12-07 18:08:14.512664+00');
INSERT INTO __SCHEMA__.actions VALUES (379, 'EmTj155Q', 10, 'move', 0, '0-5@R', 'human', '2026-12-07 18:08:14.556482+00');
INSERT INTO __SCHEMA__.actions VALUES (381, 'EmTj155Q', 12, 'move', 0, '4-5@R', 'human', '2026-12-07 18:08:14.600518+00');
INSERT INTO __SCHEMA__.actions VALUES (382, 'WqV-wMty', 0, 'account', 0, ':p:Ada Fixture', 'human', '2026-12-07 18:08:15.894809+00');
INSERT INTO __SCHEMA__.actions VALUES (383, 'WqV-wMty', 1, 'move', 0, '3-4', 'human', '2026-12-07 18:08:15.940518+00');
INSERT INTO __SCHEMA__.actions VALUES (385, 'WqV-wMty', 3, 'move', 0, '1-5@R', 'human', '2026-12-07 18:08:15.98464+00');
INSERT INTO __SCHEMA__.actions VALUES (386, 'WqV-wMty', 4, 'move', 1, '3-3@L', 'bot', '2026-12-07 18:08:15.986706+00');
INSERT INTO __SCHEMA__.actions VALUES (388, 'WqV-wMty', 6, 'move', 1, '3-5@R', 'bot', '2026-12-07 18:08:16.031063+00');
INSERT INTO __SCHEMA__.actions VALUES (389, 'WqV-wMty', 7, 'move', 0, 'pass', 'human', '2026-12-07 18:08:16.0725+00');
INSERT INTO __SCHEMA__.actions VALUES (391, 'WqV-wMty', 9, 'move', 0, 'pass', 'human', '2026-12-07 18:08:16.116706+00');
INSERT INTO __SCHEMA__.actions VALUES (392, 'WqV-wMty', 10, 'move', 1, '3-6@L', 'bot', '2026-12-07 18:08:16.118695+00');
INSERT INTO __SCHEMA__.actions VALUES (394, 'WqV-wMty', 12, 'move', 1, 'pass', 'bot', '2026-12-07 18:08:16.162392+00');
INSERT INTO __SCHEMA__.actions VALUES (395, '5tGU9OAp', 0, 'account', 0, '1414:p:Ada Fixture', 'human', '2026-12-07 18:08:16.222752+00');
INSERT INTO __SCHEMA__.actions VALUES (396, '5tGU9OAp', 1, 'move', 0, '0-5', 'human', '2026-12-07 18:08:16.569366+00');
INSERT INTO __SCHEMA__.actions VALUES (398, '5tGU9OAp', 3, 'move', 0, '1-2@R', 'human', '2026-12-07 18:08:16.873989+00');
INSERT INTO __SCHEMA__.actions VALUES (400, '5NmFCGc4', 0, 'move', 0, '5-6', 'human', '2026-12-07 18:08:17.532781+00');
INSERT INTO __SCHEMA__.actions VALUES (401, '5NmFCGc4', 1, 'move', 1, '4-6@R', 'bot', '2026-12-07 18:08:17.535009+00');
INSERT INTO __SCHEMA__.actions VALUES (403, '5NmFCGc4', 3, 'move', 1, '3-5@L', 'bot', '2026-12-07 18:08:17.578898+00');
INSERT INTO __SCHEMA__.actions VALUES (404, '5NmFCGc4', 4, 'move', 0, '0-6@R', 'human', '2026-12-07 18:08:17.620689+00');
INSERT INTO __SCHEMA__.actions VALUES (406, '5NmFCGc4', 6, 'move', 0, '3-6@R', 'human', '2026-12-07 18:08:17.664651+00');
INSERT INTO __SCHEMA__.actions VALUES (407, '5NmFCGc4', 7, 'move', 1, '2-4@L', 'bot', '2026-12-07 18:08:17.666729+00');
INSERT INTO __SCHEMA__.actions VALUES (409, '5NmFCGc4', 9, 'move', 1, '0-3@L', 'bot', '2026-12-07 18:08:17.711272+00');
INSERT INTO __SCHEMA__.actions VALUES (410, '5NmFCGc4', 10, 'move', 0, '1-3@R', 'human', '2026-12-07 18:08:17.752622+00');
INSERT INTO __SCHEMA__.actions VALUES (412, '5NmFCGc4', 12, 'move', 0, '0-5@L', 'human', '2026-12-07 18:08:17.796669+00');
INSERT INTO __SCHEMA__.actions VALUES (413, '5NmFCGc4', 13, 'move', 1, '5-5@L', 'bot', '2026-12-07 18:08:17.79877+00');
INSERT INTO __SCHEMA__.actions VALUES (415, '5NmFCGc4', 15, 'move', 1, '6-6@R', 'bot', '2026-12-07 18:08:17.842682+00');
INSERT INTO __SCHEMA__.actions VALUES (416, '5NmFCGc4', 16, 'move', 0, '1-1@L', 'human', '2026-12-07 18:08:17.884477+00');
INSERT INTO __SCHEMA__.actions VALUES (418, '5NmFCGc4', 18, 'move', 0, '0-2@L', 'human', '2026-12-07 18:08:17.928559+00');
INSERT INTO __SCHEMA__.actions VALUES (419, '5NmFCGc4', 19, 'move', 1, '2-5@L', 'bot', '2026-12-07 18:08:17.930688+00');
INSERT INTO __SCHEMA__.actions VALUES (421, '5NmFCGc4', 21, 'move', 1, '4-5@L', 'bot', '2026-12-07 18:08:17.974525+00');
INSERT INTO __SCHEMA__.actions VALUES (422, '5NmFCGc4', 22, 'move', 0, 'pass', 'human', '2026-12-07 18:08:18.016688+00');
INSERT INTO __SCHEMA__.actions VALUES (424, '5NmFCGc4', 24, 'move', 0, 'pass', 'human', '2026-12-07 18:08:18.060549+00');
INSERT INTO __SCHEMA__.actions VALUES (425, '5NmFCGc4', 25, 'move', 1, 'pass', 'bot', '2026-12-07 18:08:18.062574+00');


--
-- Data for Name: alembic_version; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.alembic_version VALUES ('0006');


--
-- Data for Name: analyses; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.analyses VALUES ('3oRpeE47', '2026-12-07 18:07:11.107743+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "white-snake", "players": 5, "options": {"max_deals": 2}, "seed": 0, "policy": "random", "worlds": 16, "budget": 1.0, "seconds": 0.446, "deals": [{"deal": 1, "returns": [-0.25, 1.0, -0.25, -0.25, -0.25], "decisions": [{"step": 0, "deal": 1, "seat": 3, "move": "1-1", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 1, "deal": 1, "seat": 4, "move": "1-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 2, "deal": 1, "seat": 0, "move": "4-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 3, "deal": 1, "seat": 1, "move": "4-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 4, "deal": 1, "seat": 2, "move": "0-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 0, "move": "0-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 1, "move": "3-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 2, "move": "1-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 12, "deal": 1, "seat": 0, "move": "1-4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4", "mean": 0.6484375, "se": 0.08005430285905936, "n": 16, "hindsight": 0.609375, "hindsight_se": 0.078125}, {"move": "1-6", "mean": 0.5703125, "se": 0.07479899279346391, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "1-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4", "hindsight_loss": 0.0, "gain": 0.0390625, "open": {"status": "solved", "moves": [{"move": "1-4", "value": -0.25, "margin": -7}, {"move": "1-6", "value": -0.25, "margin": null}], "best": "1-4", "nodes": 986}}, {"step": 13, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 14, "deal": 1, "seat": 2, "move": "0-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 15, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 16, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 17, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 18, "deal": 1, "seat": 1, "move": "0-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 19, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 20, "deal": 1, "seat": 3, "move": "2-4", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "2-5", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "2-6", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "2-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-4", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "2-4", "value": -0.25, "margin": -16}, {"move": "2-5", "value": -0.25, "margin": null}, {"move": "2-6", "value": -0.25, "margin": null}], "best": "2-4", "nodes": 169}}, {"step": 21, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 1, "seat": 0, "move": "3-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 23, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 24, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 25, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 26, "deal": 1, "seat": 4, "move": "3-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 27, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 28, "deal": 1, "seat": 1, "move": "5-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 29, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 30, "deal": 1, "seat": 3, "move": "2-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 31, "deal": 1, "seat": 4, "move": "2-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 32, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 33, "deal": 1, "seat": 1, "move": "1-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.58984375, 0.51171875, 0.4375, 0.51171875, 0.4765625, 0.53125, 0.5546875, 0.61328125, 0.59375, 0.4921875, 0.53125, 0.51171875, 0.515625, 0.53125, 0.609375, 0.53125, 0.66796875, 0.51171875, 0.51171875, 0.58984375, 0.62890625, 0.765625, 0.7265625, 0.7265625, 0.828125, 0.82421875, 0.70703125, 0.58984375, 0.6484375, 0.51171875, 0.609375, 0.66796875, 0.53125, 0.58984375, 0.375], [0.45703125, 0.4375, 0.53515625, 0.4453125, 0.47265625, 0.453125, 0.58984375, 0.453125, 0.5703125, 0.453125, 0.47265625, 0.45703125, 0.4765625, 0.48046875, 0.43359375, 0.53125, 0.47265625, 0.41796875, 0.53125, 0.453125, 0.53125, 0.4921875, 0.4140625, 0.453125, 0.453125, 0.43359375, 0.47265625, 0.609375, 0.609375, 0.58984375, 0.765625, 0.609375, 0.765625, 1.0, 1.0], [0.55078125, 0.609375, 0.58984375, 0.5703125, 0.55078125, 0.55859375, 0.53515625, 0.55078125, 0.58984375, 0.51171875, 0.55078125, 0.609375, 0.58984375, 0.51171875, 0.53125, 0.66796875, 0.62890625, 0.62890625, 0.62890625, 0.6875, 0.62890625, 0.55078125, 0.74609375, 0.453125, 0.47265625, 0.55078125, 0.53125, 0.62890625, 0.6875, 0.47265625, 0.47265625, 0.453125, 0.4140625, 0.47265625, 0.375], [0.4375, 0.4921875, 0.4375, 0.41796875, 0.4921875, 0.4140625, 0.4375, 0.375, 0.4375, 0.41796875, 0.39453125, 0.4140625, 0.375, 0.39453125, 0.39453125, 0.37890625, 0.39453125, 0.3984375, 0.39453125, 0.39453125, 0.375, 0.37890625, 0.3828125, 0.375, 0.375, 0.375, 0.37890625, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375], [0.37890625, 0.43359375, 0.44140625, 0.43359375, 0.45703125, 0.41796875, 0.39453125, 0.37890625, 0.45703125, 0.41796875, 0.375, 0.39453125, 0.39453125, 0.375, 0.375, 0.40234375, 0.3984375, 0.39453125, 0.4140625, 0.3828125, 0.375, 0.37890625, 0.3828125, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375]], "curve_se": [[0.053315708160383134, 0.046405367510887835, 0.032727183630540176, 0.046405367510887835, 0.04064341239076917, 0.04860711069048868, 0.05018159437796408, 0.05393984168420722, 0.05294978220431007, 0.043813857486677696, 0.04860711069048868, 0.046405367510887835, 0.046198069145170294, 0.04860711069048868, 0.05434440184689472, 0.04860711069048868, 0.0560169272439396, 0.046405367510887835, 0.046405367510887835, 0.053315708160383134, 0.05513122833249407, 0.05434440184689472, 0.055686441013065406, 0.055686441013065406, 0.04949021877131135, 0.050470123196139194, 0.0560169272439396, 0.053315708160383134, 0.055686441013065406, 0.046405367510887835, 0.05434440184689472, 0.0560169272439396, 0.04860711069048868, 0.053315708160383134, 0.0], [0.03706458194323816, 0.032727183630540176, 0.048358375474974645, 0.03269708966221661, 0.04075830138517104, 0.03712429400871027, 0.053315708160383134, 0.03712429400871027, 0.05203080348302061, 0.03712429400871027, 0.04075830138517104, 0.03706458194323816, 0.04064341239076917, 0.04051605079130727, 0.03271966273336387, 0.04860711069048868, 0.04075830138517104, 0.027271650335950904, 0.04860711069048868, 0.03712429400871027, 0.04860711069048868, 0.043813857486677696, 0.02717220092344736, 0.03712429400871027, 0.03712429400871027, 0.03271966273336387, 0.04075830138517104, 0.05434440184689472, 0.05434440184689472, 0.053315708160383134, 0.05434440184689472, 0.05434440184689472, 0.05434440184689472, 0.0, 0.0], [0.050470123196139194, 0.05434440184689472, 0.053315708160383134, 0.05203080348302061, 0.050470123196139194, 0.04988153020098253, 0.048358375474974645, 0.050470123196139194, 0.053315708160383134, 0.046405367510887835, 0.050470123196139194, 0.05434440184689472, 0.053315708160383134, 0.046405367510887835, 0.04860711069048868, 0.0560169272439396, 0.05513122833249407, 0.05513122833249407, 0.05513122833249407, 0.056126656883367154, 0.05513122833249407, 0.050470123196139194, 0.05513122833249407, 0.03712429400871027, 0.04075830138517104, 0.050470123196139194, 0.04860711069048868, 0.05513122833249407, 0.056126656883367154, 0.04075830138517104, 0.04075830138517104, 0.03712429400871027, 0.02717220092344736, 0.04075830138517104, 0.0], [0.032727183630540176, 0.043813857486677696, 0.032727183630540176, 0.027271650335950904, 0.043813857486677696, 0.02717220092344736, 0.032727183630540176, 0.0, 0.032727183630540176, 0.027271650335950904, 0.01953125, 0.02717220092344736, 0.0, 0.01953125, 0.01953125, 0.00390625, 0.01953125, 0.019794098251873934, 0.01953125, 0.01953125, 0.0, 0.00390625, 0.005434440184689472, 0.0, 0.0, 0.0, 0.00390625, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.00390625, 0.03271966273336387, 0.03271966273336387, 0.03271966273336387, 0.03706458194323816, 0.027271650335950904, 0.01953125, 0.00390625, 0.03706458194323816, 0.027271650335950904, 0.0, 0.01953125, 0.01953125, 0.0, 0.0, 0.02002894122621426, 0.019794098251873934, 0.01953125, 0.02717220092344736, 0.005434440184689472, 0.0, 0.00390625, 0.005434440184689472, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.58984375, "result": 0.375, "own": 0.0390625, "luck": -0.25390625, "dealt": 0.43359375}, {"seat": 1, "decisions": 7, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.45703125, "result": 1.0, "own": 0.0, "luck": 0.54296875, "dealt": 0.58984375}, {"seat": 2, "decisions": 6, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.55078125, "result": 0.375, "own": 0.0, "luck": -0.17578125, "dealt": 0.78515625}, {"seat": 3, "decisions": 7, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.4375, "result": 0.375, "own": 0.0, "luck": -0.0625, "dealt": 0.375}, {"seat": 4, "decisions": 7, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.37890625, "result": 0.375, "own": 0.0, "luck": -0.00390625, "dealt": 0.375}], "chance": [[0.34375, 0.21875, 0.109375, 0.21875, 0.171875, 0.25, 0.296875, 0.390625, 0.359375, 0.1875, 0.25, 0.21875, 0.234375, 0.25, 0.375, 0.25, 0.46875, 0.21875, 0.21875, 0.34375, 0.40625, 0.625, 0.5625, 0.5625, 0.734375, 0.71875, 0.53125, 0.34375, 0.4375, 0.21875, 0.375, 0.46875, 0.25, 0.34375, 0.0], [0.140625, 0.109375, 0.265625, 0.140625, 0.15625, 0.125, 0.34375, 0.125, 0.3125, 0.125, 0.15625, 0.140625, 0.171875, 0.1875, 0.09375, 0.25, 0.15625, 0.078125, 0.25, 0.125, 0.25, 0.1875, 0.0625, 0.125, 0.125, 0.09375, 0.15625, 0.375, 0.375, 0.34375, 0.625, 0.375, 0.625, 1.0, 1.0], [0.28125, 0.375, 0.34375, 0.3125, 0.28125, 0.3125, 0.265625, 0.28125, 0.34375, 0.21875, 0.28125, 0.375, 0.34375, 0.21875, 0.25, 0.46875, 0.40625, 0.40625, 0.40625, 0.5, 0.40625, 0.28125, 0.59375, 0.125, 0.15625, 0.28125, 0.25, 0.40625, 0.5, 0.15625, 0.15625, 0.125, 0.0625, 0.15625, 0.0], [0.109375, 0.1875, 0.109375, 0.078125, 0.1875, 0.0625, 0.109375, 0.0, 0.109375, 0.078125, 0.03125, 0.0625, 0.0, 0.03125, 0.03125, 0.015625, 0.03125, 0.046875, 0.03125, 0.03125, 0.0, 0.015625, 0.03125, 0.0, 0.0, 0.0, 0.015625, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.015625, 0.09375, 0.125, 0.09375, 0.140625, 0.078125, 0.03125, 0.015625, 0.140625, 0.078125, 0.0, 0.03125, 0.03125, 0.0, 0.0, 0.0625, 0.046875, 0.03125, 0.0625, 0.03125, 0.0, 0.015625, 0.03125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]}, {"deal": 2, "returns": [-0.25, -0.25, 1.0, -0.25, -0.25], "decisions": [{"step": 34, "deal": 2, "seat": 2, "move": "2-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 35, "deal": 2, "seat": 3, "move": "2-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 36, "deal": 2, "seat": 4, "move": "6-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 37, "deal": 2, "seat": 0, "move": "3-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 38, "deal": 2, "seat": 1, "move": "2-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 39, "deal": 2, "seat": 2, "move": "1-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 40, "deal": 2, "seat": 3, "move": "1-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 41, "deal": 2, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 42, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 43, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 44, "deal": 2, "seat": 2, "move": "3-5", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5", "mean": 0.70703125, "se": 0.0560169272439396, "n": 32, "hindsight": 0.609375, "hindsight_se": 0.078125}, {"move": "0-3", "mean": 0.671875, "se": 0.055491639700164776, "n": 32, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-5", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3", "hindsight_loss": 0.390625, "gain": 0.017578125, "open": {"status": "solved", "moves": [{"move": "0-3", "value": 1.0, "margin": 6}, {"move": "3-5", "value": 1.0, "margin": 1}], "best": "0-3", "nodes": 1724}}, {"step": 45, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 46, "deal": 2, "seat": 4, "move": "2-5", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5", "mean": 0.5703125, "se": 0.07479899279346391, "n": 16, "hindsight": 0.453125, "hindsight_se": 0.053369535239372906}, {"move": "0-5", "mean": 0.4921875, "se": 0.06298638865858242, "n": 16, "hindsight": 0.453125, "hindsight_se": 0.053369535239372906}], "best": "2-5", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5", "hindsight_loss": 0.0, "gain": 0.0390625, "open": {"status": "solved", "moves": [{"move": "0-5", "value": -0.25, "margin": -1}, {"move": "2-5", "value": -0.25, "margin": -1}], "best": "0-5", "nodes": 903}}, {"step": 47, "deal": 2, "seat": 0, "move": "2-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 48, "deal": 2, "seat": 1, "move": "4-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 49, "deal": 2, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 50, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 51, "deal": 2, "seat": 4, "move": "0-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 52, "deal": 2, "seat": 0, "move": "0-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 53, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 54, "deal": 2, "seat": 2, "move": "4-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 55, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 56, "deal": 2, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 57, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 58, "deal": 2, "seat": 1, "move": "0-6", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "5-6", "mean": 0.375, "se": 0.0, "n": 16, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "0-6", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "0-6", "value": -0.25, "margin": -13}, {"move": "5-6", "value": -0.25, "margin": null}], "best": "0-6", "nodes": 31}}, {"step": 59, "deal": 2, "seat": 2, "move": "0-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.47265625, 0.4375, 0.453125, 0.43359375, 0.45703125, 0.49609375, 0.43359375, 0.47265625, 0.39453125, 0.39453125, 0.4140625, 0.43359375, 0.39453125, 0.4140625, 0.4140625, 0.47265625, 0.43359375, 0.51171875, 0.4140625, 0.453125, 0.4765625, 0.55078125, 0.55078125, 0.51171875, 0.55078125, 0.39453125, 0.375], [0.49609375, 0.51953125, 0.4765625, 0.47265625, 0.453125, 0.453125, 0.4921875, 0.47265625, 0.41796875, 0.4765625, 0.39453125, 0.40234375, 0.4375, 0.40234375, 0.41796875, 0.39453125, 0.375, 0.41796875, 0.37890625, 0.375, 0.3984375, 0.375, 0.39453125, 0.375, 0.4140625, 0.375, 0.375], [0.62890625, 0.765625, 0.75, 0.58984375, 0.58984375, 0.6328125, 0.609375, 0.78515625, 0.8046875, 0.765625, 0.70703125, 0.70703125, 0.8046875, 0.78515625, 0.70703125, 0.58984375, 0.66796875, 0.6484375, 0.58984375, 0.74609375, 0.7265625, 0.6484375, 0.62890625, 0.78515625, 0.765625, 1.0, 1.0], [0.39453125, 0.4140625, 0.39453125, 0.41796875, 0.39453125, 0.37890625, 0.39453125, 0.453125, 0.39453125, 0.4140625, 0.4921875, 0.4140625, 0.43359375, 0.45703125, 0.4140625, 0.39453125, 0.4140625, 0.37890625, 0.375, 0.41796875, 0.40234375, 0.37890625, 0.375, 0.39453125, 0.39453125, 0.375, 0.375], [0.453125, 0.4921875, 0.53125, 0.43359375, 0.43359375, 0.47265625, 0.53125, 0.51171875, 0.47265625, 0.47265625, 0.45703125, 0.57421875, 0.51171875, 0.51171875, 0.6484375, 0.78515625, 0.765625, 0.74609375, 0.70703125, 0.70703125, 0.66796875, 0.6875, 0.62890625, 0.5703125, 0.5703125, 0.53125, 0.375]], "curve_se": [[0.04075830138517104, 0.032727183630540176, 0.03712429400871027, 0.03271966273336387, 0.03706458194323816, 0.04365065585766651, 0.03271966273336387, 0.04075830138517104, 0.01953125, 0.01953125, 0.02717220092344736, 0.03271966273336387, 0.01953125, 0.02717220092344736, 0.02717220092344736, 0.04075830138517104, 0.03271966273336387, 0.046405367510887835, 0.02717220092344736, 0.03712429400871027, 0.04064341239076917, 0.050470123196139194, 0.050470123196139194, 0.046405367510887835, 0.050470123196139194, 0.01953125, 0.0], [0.04365065585766651, 0.045979132371753974, 0.04064341239076917, 0.04075830138517104, 0.03712429400871027, 0.03712429400871027, 0.043813857486677696, 0.04075830138517104, 0.027271650335950904, 0.04064341239076917, 0.01953125, 0.02002894122621426, 0.032727183630540176, 0.02002894122621426, 0.027271650335950904, 0.01953125, 0.0, 0.027271650335950904, 0.00390625, 0.0, 0.019794098251873934, 0.0, 0.01953125, 0.0, 0.02717220092344736, 0.0, 0.0], [0.05513122833249407, 0.05434440184689472, 0.0544168128075233, 0.053315708160383134, 0.053315708160383134, 0.0546875, 0.05434440184689472, 0.053315708160383134, 0.05203080348302061, 0.05434440184689472, 0.0560169272439396, 0.0560169272439396, 0.05203080348302061, 0.053315708160383134, 0.0560169272439396, 0.053315708160383134, 0.0560169272439396, 0.055686441013065406, 0.053315708160383134, 0.05513122833249407, 0.055686441013065406, 0.055686441013065406, 0.05513122833249407, 0.053315708160383134, 0.05434440184689472, 0.0, 0.0], [0.01953125, 0.02717220092344736, 0.01953125, 0.027271650335950904, 0.01953125, 0.00390625, 0.01953125, 0.03712429400871027, 0.01953125, 0.02717220092344736, 0.043813857486677696, 0.02717220092344736, 0.03271966273336387, 0.03706458194323816, 0.02717220092344736, 0.01953125, 0.02717220092344736, 0.00390625, 0.0, 0.027271650335950904, 0.02002894122621426, 0.00390625, 0.0, 0.01953125, 0.01953125, 0.0, 0.0], [0.03712429400871027, 0.043813857486677696, 0.04860711069048868, 0.03271966273336387, 0.03271966273336387, 0.04075830138517104, 0.04860711069048868, 0.046405367510887835, 0.04075830138517104, 0.04075830138517104, 0.03706458194323816, 0.05170339834043403, 0.046405367510887835, 0.046405367510887835, 0.055686441013065406, 0.053315708160383134, 0.05434440184689472, 0.05513122833249407, 0.0560169272439396, 0.0560169272439396, 0.0560169272439396, 0.056126656883367154, 0.05513122833249407, 0.05203080348302061, 0.05203080348302061, 0.04860711069048868, 0.0]], "seats": [{"seat": 0, "decisions": 5, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.47265625, "result": 0.375, "own": 0.0, "luck": -0.09765625, "dealt": 0.453125}, {"seat": 1, "decisions": 5, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.49609375, "result": 0.375, "own": 0.0, "luck": -0.12109375, "dealt": 0.47265625}, {"seat": 2, "decisions": 6, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.62890625, "result": 1.0, "own": 0.017578125, "luck": 0.353515625, "dealt": 0.74609375}, {"seat": 3, "decisions": 5, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.39453125, "result": 0.375, "own": 0.0, "luck": -0.01953125, "dealt": 0.375}, {"seat": 4, "decisions": 5, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.453125, "result": 0.375, "own": 0.0390625, "luck": -0.1171875, "dealt": 0.43359375}], "chance": [[0.15625, 0.109375, 0.125, 0.09375, 0.140625, 0.203125, 0.09375, 0.15625, 0.03125, 0.03125, 0.0625, 0.09375, 0.03125, 0.0625, 0.0625, 0.15625, 0.09375, 0.21875, 0.0625, 0.125, 0.171875, 0.28125, 0.28125, 0.21875, 0.28125, 0.03125, 0.0], [0.203125, 0.25, 0.171875, 0.15625, 0.125, 0.125, 0.1875, 0.15625, 0.078125, 0.171875, 0.03125, 0.0625, 0.109375, 0.0625, 0.078125, 0.03125, 0.0, 0.078125, 0.015625, 0.0, 0.046875, 0.0, 0.03125, 0.0, 0.0625, 0.0, 0.0], [0.40625, 0.625, 0.609375, 0.34375, 0.34375, 0.421875, 0.375, 0.65625, 0.6875, 0.625, 0.53125, 0.53125, 0.6875, 0.65625, 0.53125, 0.34375, 0.46875, 0.4375, 0.34375, 0.59375, 0.5625, 0.4375, 0.40625, 0.65625, 0.625, 1.0, 1.0], [0.03125, 0.0625, 0.03125, 0.078125, 0.03125, 0.015625, 0.03125, 0.125, 0.03125, 0.0625, 0.1875, 0.0625, 0.09375, 0.140625, 0.0625, 0.03125, 0.0625, 0.015625, 0.0, 0.078125, 0.0625, 0.015625, 0.0, 0.03125, 0.03125, 0.0, 0.0], [0.125, 0.1875, 0.25, 0.09375, 0.09375, 0.15625, 0.25, 0.21875, 0.15625, 0.15625, 0.140625, 0.328125, 0.21875, 0.21875, 0.4375, 0.65625, 0.625, 0.59375, 0.53125, 0.53125, 0.46875, 0.5, 0.40625, 0.3125, 0.3125, 0.25, 0.0]]}], "seats": [{"seat": 0, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 1.0625, "result": 0.75, "own": 0.0390625, "luck": -0.3515625, "dealt": 0.88671875}, {"seat": 1, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.953125, "result": 1.375, "own": 0.0, "luck": 0.421875, "dealt": 1.0625}, {"seat": 2, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 1.1796875, "result": 1.375, "own": 0.017578125, "luck": 0.177734375, "dealt": 1.53125}, {"seat": 3, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.83203125, "result": 0.75, "own": 0.0, "luck": -0.08203125, "dealt": 0.75}, {"seat": 4, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.83203125, "result": 0.75, "own": 0.0390625, "luck": -0.12109375, "dealt": 0.80859375}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('-JQ-pDtL', '2026-12-07 18:07:15.121657+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "sausage", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 0, "policy": "random", "worlds": 5, "budget": 1.0, "seconds": 0.722, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "0-6", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-4", "mean": 0.5125, "se": 0.1125, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-2", "mean": 0.5, "se": 0.11470786693528089, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-3", "mean": 0.4, "se": 0.11239029738980329, "n": 20, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5", "mean": 0.4, "se": 0.11239029738980329, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6", "mean": 0.4, "se": 0.11239029738980329, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-5", "mean": 0.3625, "se": 0.10802503364839487, "n": 20, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6", "mean": 0.35, "se": 0.10942433098048311, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6", "mean": 0.3, "se": 0.10513149660756935, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4", "mean": 0.2625, "se": 0.09846686592052438, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-5", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-6", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "6-6", "mean": 0.25, "se": 0.09933992677987828, "n": 20, "hindsight": 0.05, "hindsight_se": 0.05}], "best": "3-3", "loss": 0.2, "loss_se": 0.13764944032233709, "hindsight_best": "0-6", "hindsight_loss": 0.0, "gain": -0.11696428571428574, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 1, "deal": 1, "seat": 1, "move": "4-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TL", "mean": 0.85, "se": 0.08191780219091253, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@BL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TR", "mean": 0.6125, "se": 0.10953700408153354, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@TR", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BR", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@TR", "mean": 0.55, "se": 0.11413288653790232, "n": 20, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@BR", "mean": 0.5125, "se": 0.1125, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.5, "se": 0.11470786693528089, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "0-0@TL", "loss": 0.0, "loss_se": 0.10259783520851541, "hindsight_best": "0-2@TR", "hindsight_loss": 0.4, "gain": 0.032500000000000084, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "0-3@TL", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-4@TL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-3@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "6-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-3@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-6@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-4@TL", "loss": 0.8, "loss_se": 0.2, "hindsight_best": "0-4@TL", "hindsight_loss": 0.6, "gain": -0.16499999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "3-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TL", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-0@TR", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-4@BL", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "2-4@BL", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TR", "mean": 0.7625, "se": 0.09506749679763542, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-5@TL", "mean": 0.7, "se": 0.10513149660756937, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@BL", "mean": 0.7, "se": 0.10513149660756937, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TR", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BL", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BR", "mean": 0.6, "se": 0.11239029738980329, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@TL", "mean": 0.55, "se": 0.11413288653790232, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "3-4@TL", "loss": 0.05, "loss_se": 0.16975214129336988, "hindsight_best": "0-1@TR", "hindsight_loss": 0.20000000000000007, "gain": -0.10568181818181821, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 4, "deal": 1, "seat": 0, "move": "3-6@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "3-3@TL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-6@BR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-5@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "1-3@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-3@TL", "loss": 1.0, "loss_se": 0.0, "hindsight_best": "3-3@TL", "hindsight_loss": 0.4, "gain": -0.3611111111111111, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 5, "deal": 1, "seat": 1, "move": "0-1@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-0@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@TL", "hindsight_loss": 0.19999999999999996, "gain": -0.36, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 6, "deal": 1, "seat": 0, "move": "3-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-5@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-3@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TL", "mean": 0.05, "se": 0.05, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-3@TR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "1-2@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@TR", "hindsight_loss": 0.8, "gain": 0.01874999999999999, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 7, "deal": 1, "seat": 1, "move": "1-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "3-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-1@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.85, "hindsight_se": 0.15}, {"move": "2-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "1-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@TR", "hindsight_loss": 0.6, "gain": 0.20000000000000007, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 8, "deal": 1, "seat": 0, "move": "1-3@cut:1:L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@cut:1:L", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@cut:1:R", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "1-3@cut:1:L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-3@cut:1:L", "hindsight_loss": 0.0, "gain": 0.5666666666666667, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 9, "deal": 1, "seat": 1, "move": "0-3@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@BL", "mean": 0.6666666666666666, "se": 0.12598815766974242, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BR", "mean": 0.6166666666666667, "se": 0.12645973071323333, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.55, "se": 0.12955969390869324, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BL", "mean": 0.55, "se": 0.12955969390869324, "n": 15, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-3@BL", "mean": 0.5333333333333333, "se": 0.13333333333333333, "n": 15, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-6@BR", "mean": 0.5333333333333333, "se": 0.13333333333333333, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.48333333333333334, "se": 0.13017082793177756, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.4666666666666667, "se": 0.13333333333333333, "n": 15, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TR", "mean": 0.4, "se": 0.13093073414159542, "n": 15, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-4@BL", "mean": 0.4, "se": 0.13093073414159542, "n": 15, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.4, "se": 0.13093073414159542, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-1@TL", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-3@BR", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@BR", "mean": 0.3333333333333333, "se": 0.12598815766974242, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.26666666666666666, "se": 0.11818736805705579, "n": 15, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "2-3@BL", "loss": -0.18333333333333332, "loss_se": 0.139015815019, "hindsight_best": "0-3@BL", "hindsight_loss": 0.0, "gain": 0.08333333333333331, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 10, "deal": 1, "seat": 0, "move": "1-2@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TR", "mean": 0.8, "se": 0.0917662935482247, "n": 20, "hindsight": 0.05, "hindsight_se": 0.05}, {"move": "1-5@TL", "mean": 0.65, "se": 0.10942433098048311, "n": 20, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.55, "se": 0.11413288653790232, "n": 20, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TL", "mean": 0.4625, "se": 0.11220722136438363, "n": 20, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@TL", "mean": 0.45, "se": 0.11413288653790232, "n": 20, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-4@TR", "loss": 0.35, "loss_se": 0.16662280124501821, "hindsight_best": "1-2@TL", "hindsight_loss": 0.0, "gain": -0.1325, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 11, "deal": 1, "seat": 1, "move": "2-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "3-6@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-5@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-0@BL", "loss": -0.2, "loss_se": 0.37416573867739417, "hindsight_best": "4-5@TR", "hindsight_loss": 0.20000000000000007, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 12, "deal": 1, "seat": 0, "move": "4-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-4@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-5@BL", "loss": 0.2, "loss_se": 0.37416573867739417, "hindsight_best": "4-4@TR", "hindsight_loss": 0.0, "gain": -0.2, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 13, "deal": 1, "seat": 1, "move": "3-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-2@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-1@BL", "hindsight_loss": 0.4, "gain": -0.025000000000000022, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 14, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "0-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.05, "hindsight_se": 0.05}, {"move": "5-6@BR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@BR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-4@BL", "hindsight_loss": 0.04999999999999999, "gain": -0.21666666666666667, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 15, "deal": 1, "seat": 1, "move": "3-4@cut:2:R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@cut:2:L", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@cut:2:R", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-2@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "2-4@TR", "hindsight_loss": 0.4, "gain": -0.05999999999999994, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 16, "deal": 1, "seat": 0, "move": "0-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-4@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.1, "se": 0.06123724356957946, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "0-4@TR", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-5@BL", "hindsight_loss": 0.0, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 17, "deal": 1, "seat": 1, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.45, "se": 0.22912878474779202, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-5@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "0-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-5@BR", "loss": -0.4, "loss_se": 0.24494897427831783, "hindsight_best": "4-6@TL", "hindsight_loss": 0.19999999999999996, "gain": -0.07083333333333336, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 18, "deal": 1, "seat": 0, "move": "1-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "1-5@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "3-6@BR", "hindsight_loss": 0.39999999999999997, "gain": 0.19999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 19, "deal": 1, "seat": 1, "move": "0-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@cut:-1:R", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.45, "se": 0.22912878474779202, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-2@cut:-1:R", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "0-2@cut:-1:R", "hindsight_loss": 0.8, "gain": 0.05833333333333335, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 20, "deal": 1, "seat": 0, "move": "1-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:L", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-4@TL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-4@TL", "hindsight_loss": 0.6, "gain": -0.07999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 21, "deal": 1, "seat": 1, "move": "2-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-0@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-5@BR", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-2@cut:-1:R", "hindsight_loss": 0.6000000000000001, "gain": 0.02857142857142858, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 22, "deal": 1, "seat": 0, "move": "0-4@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@cut:-2:L", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:R", "mean": 0.7, "se": 0.18371173070873836, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "5-6@cut:-2:L", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-4@TL", "hindsight_loss": 0.0, "gain": -0.10000000000000009, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 23, "deal": 1, "seat": 1, "move": "2-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-1@cut:-3:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@cut:-3:L", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "2-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@cut:-3:R", "hindsight_loss": 0.4, "gain": 0.2615384615384616, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 24, "deal": 1, "seat": 0, "move": "5-6@cut:-2:L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@cut:-2:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-4@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@cut:-2:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "3-6@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "5-6@cut:-2:R", "hindsight_loss": 0.4, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 25, "deal": 1, "seat": 1, "move": "4-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-2@cut:-1:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "4-6@TL", "loss": -0.4, "loss_se": 0.24494897427831783, "hindsight_best": "1-6@TL", "hindsight_loss": 0.6000000000000001, "gain": 0.26, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 26, "deal": 1, "seat": 0, "move": "5-5@BL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 27, "deal": 1, "seat": 1, "move": "4-5@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-2@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:L", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "1-5@BL", "loss": -0.2, "loss_se": 0.37416573867739417, "hindsight_best": "0-2@BR", "hindsight_loss": 0.14999999999999997, "gain": -0.1611111111111111, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 28, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 29, "deal": 1, "seat": 1, "move": "0-2@cut:-1:L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "2-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "1-5@BL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "1-5@BL", "hindsight_loss": 0.4, "gain": -0.19999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 30, "deal": 1, "seat": 0, "move": "2-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-5@BL", "loss": 0.2, "loss_se": 0.2, "hindsight_best": "2-6@TL", "hindsight_loss": 0.0, "gain": -0.26666666666666666, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 31, "deal": 1, "seat": 1, "move": "0-0@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@BL", "hindsight_loss": 0.0, "gain": 0.08000000000000007, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 32, "deal": 1, "seat": 0, "move": "4-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "3-6@TL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-6@TL", "hindsight_loss": 0.0, "gain": -0.08, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 33, "deal": 1, "seat": 1, "move": "2-2@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-6@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "2-2@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@BR", "hindsight_loss": 0.0, "gain": 0.050000000000000044, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 34, "deal": 1, "seat": 0, "move": "5-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "5-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "4-5@TR", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "0-5@TR", "hindsight_loss": 0.39999999999999997, "gain": -0.09999999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 35, "deal": 1, "seat": 1, "move": "0-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-4@BL", "hindsight_loss": 0.0, "gain": 0.06666666666666665, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 36, "deal": 1, "seat": 0, "move": "4-4@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-5@TL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@TL", "hindsight_loss": 0.0, "gain": -0.15000000000000002, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 37, "deal": 1, "seat": 1, "move": "0-6@cut:-3:L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@cut:-3:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@cut:-3:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-6@cut:-3:R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6@cut:-3:L", "hindsight_loss": 0.0, "gain": -0.20000000000000007, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 38, "deal": 1, "seat": 0, "move": "6-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@TL", "mean": 0.05, "se": 0.05, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "6-6@TL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "6-6@TL", "hindsight_loss": 0.0, "gain": 0.09166666666666667, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 39, "deal": 1, "seat": 1, "move": "0-1@BL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 40, "deal": 1, "seat": 0, "move": "3-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "5-6@TL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "3-6@TL", "hindsight_loss": 0.0, "gain": -0.13333333333333333, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 41, "deal": 1, "seat": 1, "move": "1-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-6@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@BL", "hindsight_loss": 0.19999999999999996, "gain": 0.06666666666666676, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 42, "deal": 1, "seat": 0, "move": "5-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@BL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "4-6@BL", "hindsight_loss": 0.2, "gain": -0.2, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 43, "deal": 1, "seat": 1, "move": "3-5@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 44, "deal": 1, "seat": 0, "move": "4-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-5@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@BL", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 45, "deal": 1, "seat": 1, "move": "1-5@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 46, "deal": 1, "seat": 0, "move": "4-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-4@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@BL", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 47, "deal": 1, "seat": 1, "move": "1-1@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.5, 0.25, 0.5, 0.2, 0.5, 0.0, 0.0, 0.4, 0.5, 1.0, 1.0, 0.45, 0.0, 0.2, 0.0, 0.4, 0.5, 0.2, 0.5, 0.6, 1.0, 0.4, 1.0, 0.6, 0.5, 0.4, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.25, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.65, 1.0, 0.6, 0.5, 0.4, 1.0, 0.8, 0.0, 0.5333333333333333, 0.0, 0.4, 0.5, 0.6, 1.0, 0.4, 1.0, 0.4, 0.0, 0.6, 1.0, 0.6, 1.0, 0.8, 0.5, 0.8, 0.0, 0.4, 1.0, 0.4, 0.5, 0.8, 0.5, 1.0, 1.0, 0.8, 1.0, 0.4, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]], "curve_se": [[0.5, 0.09933992677987828, 0.5, 0.2, 0.5, 0.0, 0.0, 0.24494897427831783, 0.5, 0.0, 0.0, 0.11413288653790232, 0.0, 0.2, 0.0, 0.24494897427831783, 0.5, 0.2, 0.5, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.5, 0.24494897427831783, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.19364916731037085, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.10942433098048311, 0.0, 0.11239029738980329, 0.5, 0.24494897427831783, 0.0, 0.2, 0.0, 0.13333333333333333, 0.0, 0.24494897427831783, 0.5, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.2, 0.5, 0.2, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.5, 0.2, 0.5, 0.0, 0.0, 0.2, 0.0, 0.24494897427831783, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 24, "choices": 22, "given_away": 3.35, "given_away_se": 0.983214384717692, "inaccuracies": 0, "mistakes": 2, "start": 0.5, "result": 0.0, "own": -1.6251587301587302, "luck": 1.1251587301587302, "dealt": 1.0}, {"seat": 1, "decisions": 24, "choices": 20, "given_away": -1.1333333333333333, "given_away_se": 0.893681991587922, "inaccuracies": 0, "mistakes": 0, "start": 0.0, "result": 1.0, "own": -0.09501637251637207, "luck": 1.0950163725163722, "dealt": 1.0}], "chance": [[0.5, 0.25, 0.5, 0.2, 0.5, 0.0, 0.0, 0.4, 0.5, 1.0, 1.0, 0.45, 0.0, 0.2, 0.0, 0.4, 0.5, 0.2, 0.5, 0.6, 1.0, 0.4, 1.0, 0.6, 0.5, 0.4, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.65, 1.0, 0.6, 0.5, 0.4, 1.0, 0.8, 0.0, 0.5333333333333333, 0.0, 0.4, 0.5, 0.6, 1.0, 0.4, 1.0, 0.4, 0.0, 0.6, 1.0, 0.6, 1.0, 0.8, 0.5, 0.8, 0.0, 0.4, 1.0, 0.4, 0.5, 0.8, 0.5, 1.0, 1.0, 0.8, 1.0, 0.4, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 24, "choices": 22, "given_away": 3.35, "given_away_se": 0.983214384717692, "inaccuracies": 0, "mistakes": 2, "start": 0.5, "result": 0.0, "own": -1.6251587301587302, "luck": 1.1251587301587302, "dealt": 1.0}, {"seat": 1, "decisions": 24, "choices": 20, "given_away": -1.1333333333333333, "given_away_se": 0.893681991587922, "inaccuracies": 0, "mistakes": 0, "start": 0.0, "result": 1.0, "own": -0.09501637251637207, "luck": 1.0950163725163722, "dealt": 1.0}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('2dobDT74', '2026-12-07 18:07:22.260264+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "sausage-one-way", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 0, "policy": "random", "worlds": 4, "budget": 1.0, "seconds": 0.74, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "2-2", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-2", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5", "hindsight_loss": 0.5, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 1, "deal": 1, "seat": 1, "move": "1-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.3125, "hindsight_se": 0.2366211810750114}, {"move": "0-2@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-2@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@TR", "hindsight_loss": 0.25, "gain": 0.4583333333333333, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "2-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-5@BR", "mean": 0.5625, "se": 0.2576941016011038, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-3@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.22916666666666663, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "1-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@TR", "mean": 0.5625, "se": 0.128086884574495, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@BR", "mean": 0.5625, "se": 0.128086884574495, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-6@TR", "mean": 0.5, "se": 0.12909944487358055, "n": 16, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TR", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-1@TR", "mean": 0.390625, "se": 0.12283277504395966, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@TR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@BR", "mean": 0.328125, "se": 0.11796616305110547, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.3125, "se": 0.11967838846954226, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "1-4@TR", "loss": -0.0625, "loss_se": 0.17001838135919303, "hindsight_best": "1-1@TR", "hindsight_loss": 0.5, "gain": -0.12109375, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-1@TR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 1, "move": "1-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.3125, "hindsight_se": 0.2366211810750114}, {"move": "1-1@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-0@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@BR", "hindsight_loss": 1.0, "gain": 0.0625, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 6, "deal": 1, "seat": 0, "move": "0-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TR", "mean": 0.6666666666666666, "se": 0.1421338109037403, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-3@TR", "mean": 0.5833333333333334, "se": 0.1486470975026408, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-6@TR", "mean": 0.5833333333333334, "se": 0.1486470975026408, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "0-5@TR", "loss": -0.25, "loss_se": 0.13055824196677338, "hindsight_best": "0-5@TR", "hindsight_loss": 0.0, "gain": 0.05555555555555547, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 7, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "5-6@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "3-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "5-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "3-5@TR", "loss": 0.75, "loss_se": 0.25, "hindsight_best": "2-5@TR", "hindsight_loss": 0.75, "gain": -0.44999999999999996, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 9, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 0, "move": "3-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "4-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@TR", "hindsight_loss": 0.5, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 11, "deal": 1, "seat": 1, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@TR", "mean": 0.5, "se": 0.12909944487358055, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-3@TR", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-6@BR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@BR", "mean": 0.3125, "se": 0.11967838846954226, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.3125, "se": 0.11967838846954226, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "6-6@BR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-6@TR", "mean": 0.125, "se": 0.08539125638299665, "n": 16, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@TR", "loss": -0.125, "loss_se": 0.125, "hindsight_best": "3-3@TR", "hindsight_loss": 0.25, "gain": 0.04464285714285715, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 12, "deal": 1, "seat": 0, "move": "0-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "5-5@cut:3", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-3@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@cut:3", "hindsight_loss": 0.5, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 13, "deal": 1, "seat": 1, "move": "0-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@cut:4", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-0@TR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@TR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@BR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.375, "se": 0.125, "n": 16, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@TR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "3-6@cut:4", "loss": 0.0625, "loss_se": 0.17001838135919303, "hindsight_best": "3-6@cut:4", "hindsight_loss": 0.25, "gain": -0.11458333333333331, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 14, "deal": 1, "seat": 0, "move": "5-5@cut:3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 15, "deal": 1, "seat": 1, "move": "3-6@cut:4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@cut:4", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@BR", "hindsight_loss": 0.25, "gain": 0.035714285714285726, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 16, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 17, "deal": 1, "seat": 1, "move": "1-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-2@BR", "hindsight_loss": 0.25, "gain": -0.20833333333333334, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 18, "deal": 1, "seat": 0, "move": "2-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-3@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-3@BR", "hindsight_loss": 0.25, "gain": -0.012499999999999956, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 19, "deal": 1, "seat": 1, "move": "3-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@BR", "mean": 0.375, "se": 0.18298126367784998, "n": 8, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@cut:5", "mean": 0.28125, "se": 0.15978151935869, "n": 8, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-3@BR", "hindsight_loss": 0.0, "gain": 0.046875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 20, "deal": 1, "seat": 0, "move": "3-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "3-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@BR", "hindsight_loss": 0.5, "gain": 0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 21, "deal": 1, "seat": 1, "move": "0-1@cut:5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 1, "seat": 0, "move": "0-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-3@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "3-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@BR", "hindsight_loss": 0.0, "gain": 0.08333333333333337, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 23, "deal": 1, "seat": 1, "move": "0-5@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "2-4@TR", "mean": 0.703125, "se": 0.11460700513057655, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@TR", "mean": 0.453125, "se": 0.1254549014254392, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.4375, "se": 0.128086884574495, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-4@TR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@BR", "mean": 0.25, "se": 0.11180339887498948, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@TR", "mean": 0.1875, "se": 0.10077822185373188, "n": 16, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-5@BR", "mean": 0.1875, "se": 0.10077822185373188, "n": 16, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@TR", "loss": 0.515625, "loss_se": 0.12597277731716483, "hindsight_best": "2-4@TR", "hindsight_loss": 0.5, "gain": -0.16517857142857145, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 24, "deal": 1, "seat": 0, "move": "4-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.875, "se": 0.08539125638299665, "n": 16, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@TR", "mean": 0.75, "se": 0.11180339887498948, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "4-5@TR", "loss": 0.125, "loss_se": 0.125, "hindsight_best": "4-5@TR", "hindsight_loss": 0.25, "gain": -0.0625, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 25, "deal": 1, "seat": 1, "move": "2-6@TR", "kind": "play", "verdict": "mistake", "moves": [{"move": "6-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@cut:8", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "6-6@TR", "loss": 1.0, "loss_se": 0.0, "hindsight_best": "6-6@TR", "hindsight_loss": 0.25, "gain": -0.5, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 26, "deal": 1, "seat": 0, "move": "5-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@BR", "mean": 0.8333333333333334, "se": 0.11236664374387367, "n": 12, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.13055824196677338, "n": 12, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@BR", "mean": 0.6666666666666666, "se": 0.1421338109037403, "n": 12, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@BR", "mean": 0.5833333333333334, "se": 0.1486470975026408, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-6@BR", "mean": 0.5, "se": 0.15075567228888181, "n": 12, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "5-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.16666666666666663, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 27, "deal": 1, "seat": 1, "move": "1-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@cut:8", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-4@cut:8", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-4@cut:8", "hindsight_loss": 0.5, "gain": -0.05, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 28, "deal": 1, "seat": 0, "move": "5-6@cut:9", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@cut:9", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "5-6@cut:9", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.30000000000000004, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 29, "deal": 1, "seat": 1, "move": "1-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "1-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-5@BR", "hindsight_loss": 0.0, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 30, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@cut:10", "mean": 0.875, "se": 0.08539125638299665, "n": 16, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.765625, "se": 0.10574327697305394, "n": 16, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@TR", "mean": 0.75, "se": 0.11180339887498948, "n": 16, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "2-5@cut:10", "loss": -0.015625, "loss_se": 0.12176811552427562, "hindsight_best": "1-6@BR", "hindsight_loss": 0.0, "gain": -0.03125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 31, "deal": 1, "seat": 1, "move": "1-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@TR", "mean": 0.3333333333333333, "se": 0.1421338109037403, "n": 12, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@TR", "mean": 0.3333333333333333, "se": 0.1421338109037403, "n": 12, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@TR", "mean": 0.25, "se": 0.13055824196677338, "n": 12, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@TR", "mean": 0.16666666666666666, "se": 0.11236664374387367, "n": 12, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@TR", "hindsight_loss": 0.25, "gain": 0.0625, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 32, "deal": 1, "seat": 0, "move": "2-5@cut:10", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.875, "se": 0.125, "n": 8, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@cut:10", "mean": 0.875, "se": 0.125, "n": 8, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BR", "mean": 0.5, "se": 0.1889822365046136, "n": 8, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.5, "se": 0.1889822365046136, "n": 8, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@cut:10", "loss": -0.125, "loss_se": 0.125, "hindsight_best": "2-5@cut:10", "hindsight_loss": 0.0, "gain": 0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 33, "deal": 1, "seat": 1, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@TR", "loss": -0.5, "loss_se": 0.28867513459481287, "hindsight_best": "4-6@BR", "hindsight_loss": 0.25, "gain": 0.19374999999999998, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 34, "deal": 1, "seat": 0, "move": "0-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@BR", "loss": 0.4375, "loss_se": 0.32874445495957294, "hindsight_best": "0-6@BR", "hindsight_loss": 0.0, "gain": -0.21875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 35, "deal": 1, "seat": 1, "move": "2-3@TR", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-2@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-1@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-3@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-0@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-4@BR", "loss": 0.75, "loss_se": 0.25, "hindsight_best": "2-3@TR", "hindsight_loss": 0.0, "gain": -0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 36, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 37, "deal": 1, "seat": 1, "move": "0-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@cut:12", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-1@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@cut:12", "loss": 0.0, "loss_se": 0.408248290463863, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.5, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 38, "deal": 1, "seat": 0, "move": "3-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "3-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@TR", "hindsight_loss": 0.25, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 39, "deal": 1, "seat": 1, "move": "3-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-3@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@cut:12", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-3@TR", "hindsight_loss": 0.75, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 40, "deal": 1, "seat": 0, "move": "4-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@BR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 41, "deal": 1, "seat": 1, "move": "1-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@cut:11", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@TR", "loss": 0.5, "loss_se": 0.28867513459481287, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.25, "gain": -0.1, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 42, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 43, "deal": 1, "seat": 1, "move": "1-1@cut:11", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-1@cut:11", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.0, "gain": 0.1111111111111111, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 44, "deal": 1, "seat": 0, "move": "1-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-2@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-2@TR", "hindsight_loss": 0.25, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 45, "deal": 1, "seat": 1, "move": "0-2@cut:13", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@cut:12", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@cut:12", "loss": 0.25, "loss_se": 0.25, "hindsight_best": "3-4@BR", "hindsight_loss": 0.25, "gain": -0.09375, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 46, "deal": 1, "seat": 0, "move": "1-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "2-4@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-4@BR", "hindsight_loss": 0.25, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 47, "deal": 1, "seat": 1, "move": "0-1@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "5-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@TR", "hindsight_loss": 0.5, "gain": -0.1875, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 48, "deal": 1, "seat": 0, "move": "2-5@TR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 49, "deal": 1, "seat": 1, "move": "0-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-2@TR", "loss": 0.5, "loss_se": 0.28867513459481287, "hindsight_best": "2-2@TR", "hindsight_loss": 0.5, "gain": -0.35, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 50, "deal": 1, "seat": 0, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-2@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "2-4@TR", "hindsight_loss": 0.0, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 51, "deal": 1, "seat": 1, "move": "4-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0625, "hindsight_se": 0.0625}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "4-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@BR", "hindsight_loss": 0.75, "gain": -0.08333333333333333, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 52, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 53, "deal": 1, "seat": 1, "move": "5-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@BR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 54, "deal": 1, "seat": 0, "move": "0-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "0-6@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6@TR", "hindsight_loss": 0.0, "gain": 0.16666666666666663, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 55, "deal": 1, "seat": 1, "move": "5-6@BR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 56, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@BR", "hindsight_loss": 0.0, "gain": -0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 57, "deal": 1, "seat": 1, "move": "0-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-4@TR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 58, "deal": 1, "seat": 0, "move": "1-1@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@BR", "hindsight_loss": 0.0, "gain": 0.125, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 59, "deal": 1, "seat": 1, "move": "3-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-4@TR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 60, "deal": 1, "seat": 0, "move": "3-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@TR", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "not_exact", "moves": [], "best": null, "nodes": 0}}, {"step": 61, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 62, "deal": 1, "seat": 0, "move": "1-2@BR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.5, 0.5, 1.0, 0.75, 1.0, 1.0, 0.5, 0.6666666666666666, 0.5, 0.25, 1.0, 0.75, 1.0, 0.75, 1.0, 1.0, 0.0, 0.0, 0.0, 0.75, 0.5, 0.75, 0.0, 0.75, 1.0, 0.75, 0.5, 0.8333333333333334, 1.0, 1.0, 1.0, 0.765625, 1.0, 0.875, 0.5, 0.3125, 1.0, 1.0, 0.5, 1.0, 0.625, 1.0, 0.5, 1.0, 1.0, 0.5, 1.0, 0.75, 0.5, 0.0, 0.5, 0.25, 0.5, 1.0, 1.0, 1.0, 1.0, 0.75, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [0.125, 0.5, 0.75, 0.0, 0.3125, 0.0, 0.5, 0.5, 0.0, 0.5, 0.5, 0.0, 0.375, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.5, 0.375, 0.5, 1.0, 0.0, 0.1875, 1.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.3333333333333333, 0.0, 0.5, 0.5, 0.0, 0.0, 0.25, 1.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]], "curve_se": [[0.5, 0.28867513459481287, 0.0, 0.25, 0.0, 0.0, 0.5, 0.1421338109037403, 0.5, 0.25, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.25, 0.5, 0.25, 0.0, 0.25, 0.0, 0.11180339887498948, 0.5, 0.11236664374387367, 0.0, 0.0, 0.0, 0.10574327697305394, 0.0, 0.125, 0.5, 0.2366211810750114, 0.0, 0.0, 0.5, 0.0, 0.375, 0.0, 0.5, 0.0, 0.0, 0.28867513459481287, 0.0, 0.25, 0.5, 0.0, 0.5, 0.25, 0.5, 0.0, 0.0, 0.0, 0.0, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.125, 0.5, 0.25, 0.0, 0.11967838846954226, 0.0, 0.28867513459481287, 0.5, 0.0, 0.5, 0.5, 0.0, 0.125, 0.0, 0.11180339887498948, 0.0, 0.25, 0.0, 0.0, 0.5, 0.18298126367784998, 0.5, 0.0, 0.0, 0.10077822185373188, 0.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.1421338109037403, 0.0, 0.28867513459481287, 0.5, 0.0, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 32, "choices": 24, "given_away": 0.421875, "given_away_se": 0.5989122182511011, "inaccuracies": 0, "mistakes": 1, "start": 0.5, "result": 1.0, "own": 0.6013888888888889, "luck": -0.10138888888888886, "dealt": 0.5}, {"seat": 1, "decisions": 31, "choices": 26, "given_away": 2.390625, "given_away_se": 0.8694672548702835, "inaccuracies": 0, "mistakes": 3, "start": 0.125, "result": 0.0, "own": -0.8958457341269841, "luck": 0.7708457341269841, "dealt": 0.0}], "chance": [[0.5, 0.5, 1.0, 0.75, 1.0, 1.0, 0.5, 0.6666666666666666, 0.5, 0.25, 1.0, 0.75, 1.0, 0.75, 1.0, 1.0, 0.0, 0.0, 0.0, 0.75, 0.5, 0.75, 0.0, 0.75, 1.0, 0.75, 0.5, 0.8333333333333334, 1.0, 1.0, 1.0, 0.75, 1.0, 0.875, 0.5, 0.25, 1.0, 1.0, 0.5, 1.0, 0.5, 1.0, 0.5, 1.0, 1.0, 0.5, 1.0, 0.75, 0.5, 0.0, 0.5, 0.25, 0.5, 1.0, 1.0, 1.0, 1.0, 0.75, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [0.0, 0.5, 0.75, 0.0, 0.3125, 0.0, 0.5, 0.5, 0.0, 0.5, 0.5, 0.0, 0.375, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.5, 0.375, 0.5, 1.0, 0.0, 0.1875, 1.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.3333333333333333, 0.0, 0.5, 0.5, 0.0, 0.0, 0.25, 1.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]]}], "seats": [{"seat": 0, "decisions": 32, "choices": 24, "given_away": 0.421875, "given_away_se": 0.5989122182511011, "inaccuracies": 0, "mistakes": 1, "start": 0.5, "result": 1.0, "own": 0.6013888888888889, "luck": -0.10138888888888886, "dealt": 0.5}, {"seat": 1, "decisions": 31, "choices": 26, "given_away": 2.390625, "given_away_se": 0.8694672548702835, "inaccuracies": 0, "mistakes": 3, "start": 0.125, "result": 0.0, "own": -0.8958457341269841, "luck": 0.7708457341269841, "dealt": 0.0}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('w-Wusfbe', '2026-12-07 18:07:28.787893+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "twins", "players": 2, "options": {"set": 6, "hand_size": null, "lead_double": null, "target": 20}, "seed": 0, "policy": "random", "worlds": 62, "budget": 1.0, "seconds": 0.313, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "3-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 1, "deal": 1, "seat": 1, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@L", "mean": 0.43548387096774194, "se": 0.06348327120481284, "n": 62, "hindsight": 0.27419354838709675, "hindsight_se": 0.057118147099084166}, {"move": "0-3@R", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.27419354838709675, "hindsight_se": 0.057118147099084166}], "best": "0-3@L", "loss": -0.06451612903225806, "loss_se": 0.045244314407630756, "hindsight_best": "0-3@L", "hindsight_loss": 0.0, "gain": 0.024193548387096808, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "1-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@R", "mean": 0.8306451612903226, "se": 0.04732890137907808, "n": 62, "hindsight": 0.6451612903225806, "hindsight_se": 0.06126109130650272}, {"move": "3-5@R", "mean": 0.8064516129032258, "se": 0.050584681305417746, "n": 62, "hindsight": 0.7580645161290323, "hindsight_se": 0.05483248790412075}], "best": "1-3@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@R", "hindsight_loss": 0.11290322580645162, "gain": 0.012096774193548376, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "0-0@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 4, "deal": 1, "seat": 0, "move": "1-1@R", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-1@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@L", "mean": 0.7419354838709677, "se": 0.056025056110625186, "n": 62, "hindsight": 0.5645161290322581, "hindsight_se": 0.06243332876293453}, {"move": "1-1@R", "mean": 0.4435483870967742, "se": 0.06308736556581326, "n": 62, "hindsight": 0.28225806451612906, "hindsight_se": 0.057052778479663335}], "best": "0-1@L", "loss": 0.5564516129032258, "loss_se": 0.06308736556581326, "hindsight_best": "0-1@L", "hindsight_loss": 0.717741935483871, "gain": -0.2849462365591398, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 5, "deal": 1, "seat": 1, "move": "0-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@L", "mean": 0.4092741935483871, "se": 0.03122082531436384, "n": 248, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "1-6@R", "mean": 0.3951612903225806, "se": 0.030975549710082047, "n": 248, "hindsight": 0.5887096774193549, "hindsight_se": 0.062476006550926735}], "best": "0-4@L", "loss": -0.036290322580645164, "loss_se": 0.02932387138184897, "hindsight_best": "0-4@L", "hindsight_loss": 0.0, "gain": 0.007056451612903247, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 6, "deal": 1, "seat": 0, "move": "0-1@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "0-2@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "4-4@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "2-4@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "4-5@L", "mean": 0.9959677419354839, "se": 0.004032258064516129, "n": 248, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-4@L", "mean": 0.907258064516129, "se": 0.018456741073081435, "n": 248, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}, {"move": "1-4@L", "mean": 0.6048387096774194, "se": 0.03110702726972489, "n": 248, "hindsight": 0.5967741935483871, "hindsight_se": 0.06280789804452513}, {"move": "4-6@L", "mean": 0.5685483870967742, "se": 0.031513837242691176, "n": 248, "hindsight": 0.5161290322580645, "hindsight_se": 0.06398512305554384}, {"move": "2-2@R", "mean": 0.45564516129032256, "se": 0.031688811310611006, "n": 248, "hindsight": 0.6290322580645161, "hindsight_se": 0.061849987261455165}], "best": "4-5@L", "loss": 0.08870967741935484, "loss_se": 0.01897204278968205, "hindsight_best": "4-5@L", "hindsight_loss": 0.048387096774193505, "gain": 0.20080645161290323, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "2-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@L", "mean": 0.9435483870967742, "se": 0.028409352604361095, "n": 62, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}, {"move": "2-2@R", "mean": 0.9435483870967742, "se": 0.028409352604361095, "n": 62, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}], "best": "2-2@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 12, "deal": 1, "seat": 0, "move": "2-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.12096774193548387, "se": 0.029402525657030033, "n": 124, "hindsight": 0.12903225806451613, "hindsight_se": 0.04292252541026551}, {"move": "2-3@R", "mean": 0.12096774193548387, "se": 0.029402525657030033, "n": 124, "hindsight": 0.0967741935483871, "hindsight_se": 0.037854109292804396}, {"move": "2-5@L", "mean": 0.10483870967741936, "se": 0.02762224192619441, "n": 124, "hindsight": 0.03225806451612903, "hindsight_se": 0.022622157203815378}, {"move": "2-6@L", "mean": 0.08064516129032258, "se": 0.024551508696506567, "n": 124, "hindsight": 0.12096774193548387, "hindsight_se": 0.040952249138978304}, {"move": "2-5@R", "mean": 0.08064516129032258, "se": 0.024551508696506567, "n": 124, "hindsight": 0.20967741935483872, "hindsight_se": 0.052121044358699666}, {"move": "2-6@R", "mean": 0.06451612903225806, "se": 0.02215132694862699, "n": 124, "hindsight": 0.08064516129032258, "hindsight_se": 0.034863085661141255}, {"move": "1-2@R", "mean": 0.04032258064516129, "se": 0.017737166466787604, "n": 124, "hindsight": 0.04032258064516129, "hindsight_se": 0.023838394458107322}, {"move": "1-2@L", "mean": 0.024193548387096774, "se": 0.013854124038505378, "n": 124, "hindsight": 0.03225806451612903, "hindsight_se": 0.022622157203815378}], "best": "2-3@L", "loss": 0.03225806451612903, "loss_se": 0.03609492226684722, "hindsight_best": "2-5@R", "hindsight_loss": 0.0, "gain": 0.0010080645161290314, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 6577}}, {"step": 13, "deal": 1, "seat": 1, "move": "5-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 14, "deal": 1, "seat": 0, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@R", "mean": 0.1774193548387097, "se": 0.03444587215730565, "n": 124, "hindsight": 0.20967741935483872, "hindsight_se": 0.052121044358699666}, {"move": "3-5@R", "mean": 0.1693548387096774, "se": 0.03381847492814875, "n": 124, "hindsight": 0.16129032258064516, "hindsight_se": 0.04709177548576031}, {"move": "5-6@R", "mean": 0.13709677419354838, "se": 0.031012880709678958, "n": 124, "hindsight": 0.14516129032258066, "hindsight_se": 0.045102704312520885}, {"move": "1-2@L", "mean": 0.04838709677419355, "se": 0.01934828108160179, "n": 124, "hindsight": 0.04838709677419355, "hindsight_se": 0.027474514461903608}, {"move": "2-3@L", "mean": 0.0, "se": 0.0, "n": 124, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-6@L", "mean": 0.0, "se": 0.0, "n": 124, "hindsight": 0.016129032258064516, "hindsight_se": 0.016129032258064516}], "best": "0-5@R", "loss": -0.04032258064516129, "loss_se": 0.031148977384145942, "hindsight_best": "0-5@R", "hindsight_loss": 0.0, "gain": 0.08870967741935486, "open": {"status": "solved", "moves": [{"move": "0-5@R", "value": 1.0, "margin": 8}, {"move": "3-5@R", "value": 1.0, "margin": null}, {"move": "5-6@R", "value": 1.0, "margin": null}, {"move": "1-2@L", "value": -1.0, "margin": null}, {"move": "2-3@L", "value": -1.0, "margin": null}, {"move": "2-6@L", "value": -1.0, "margin": null}], "best": "0-5@R", "nodes": 6790}}, {"step": 15, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 16, "deal": 1, "seat": 0, "move": "2-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.3548387096774194, "hindsight_se": 0.06126109130650272}, {"move": "2-6@L", "mean": 0.20967741935483872, "se": 0.052121044358699666, "n": 62, "hindsight": 0.1935483870967742, "hindsight_se": 0.05058468130541774}, {"move": "0-6@R", "mean": 0.1774193548387097, "se": 0.04891305893000953, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}, {"move": "1-2@L", "mean": 0.14516129032258066, "se": 0.045102704312520885, "n": 62, "hindsight": 0.12903225806451613, "hindsight_se": 0.04292252541026551}], "best": "2-3@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-3@L", "hindsight_loss": 0.0, "gain": 0.157258064516129, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": 1.0, "margin": 8}, {"move": "2-3@L", "value": 1.0, "margin": 8}, {"move": "2-6@L", "value": 1.0, "margin": null}, {"move": "0-6@R", "value": 1.0, "margin": null}], "best": "1-2@L", "nodes": 5656}}, {"step": 17, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 18, "deal": 1, "seat": 0, "move": "3-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@L", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.41935483870967744, "hindsight_se": 0.06318024670039094}, {"move": "3-5@L", "mean": 0.3064516129032258, "se": 0.0590275042660008, "n": 62, "hindsight": 0.24193548387096775, "hindsight_se": 0.05483248790412075}, {"move": "0-6@R", "mean": 0.2903225806451613, "se": 0.05811737414282667, "n": 62, "hindsight": 0.3387096774193548, "hindsight_se": 0.060596141174796975}, {"move": "3-4@L", "mean": 0.24193548387096775, "se": 0.05483248790412075, "n": 62, "hindsight": 0.25806451612903225, "hindsight_se": 0.056025056110625186}], "best": "3-6@L", "loss": 0.016129032258064516, "loss_se": 0.07084865735873298, "hindsight_best": "3-6@L", "hindsight_loss": 0.16129032258064518, "gain": -0.06451612903225806, "open": {"status": "solved", "moves": [{"move": "3-4@L", "value": 1.0, "margin": 8}, {"move": "3-5@L", "value": 1.0, "margin": null}, {"move": "3-6@L", "value": 1.0, "margin": null}, {"move": "0-6@R", "value": 1.0, "margin": null}], "best": "3-4@L", "nodes": 2190}}, {"step": 19, "deal": 1, "seat": 1, "move": "4-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.7903225806451613, "se": 0.052121044358699666, "n": 62, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "4-5@L", "mean": 0.6612903225806451, "se": 0.060596141174796975, "n": 62, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "1-4@L", "mean": 0.6451612903225806, "se": 0.06126109130650272, "n": 62, "hindsight": 0.7419354838709677, "hindsight_se": 0.056025056110625186}], "best": "4-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.048387096774193505, "gain": 0.09139784946236562, "open": {"status": "solved", "moves": [{"move": "1-4@L", "value": -1.0, "margin": -8}, {"move": "4-5@L", "value": -1.0, "margin": null}, {"move": "4-6@L", "value": -1.0, "margin": -9}], "best": "1-4@L", "nodes": 1608}}, {"step": 20, "deal": 1, "seat": 0, "move": "0-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.3064516129032258, "se": 0.0590275042660008, "n": 62, "hindsight": 0.22580645161290322, "hindsight_se": 0.05353379475343739}, {"move": "0-6@R", "mean": 0.1774193548387097, "se": 0.04891305893000953, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}], "best": "6-6@L", "loss": 0.0, "loss_se": 0.06084196831471061, "hindsight_best": "6-6@L", "hindsight_loss": 0.11290322580645161, "gain": -0.06451612903225806, "open": {"status": "solved", "moves": [{"move": "6-6@L", "value": 1.0, "margin": 9}, {"move": "0-6@R", "value": 1.0, "margin": 14}], "best": "6-6@L", "nodes": 1135}}, {"step": 21, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 1, "seat": 0, "move": "6-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.3225806451612903, "se": 0.05985260208110381, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}, {"move": "6-6@R", "mean": 0.3225806451612903, "se": 0.05985260208110381, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}], "best": "6-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "6-6@L", "value": 1.0, "margin": 14}, {"move": "6-6@R", "value": 1.0, "margin": null}], "best": "6-6@L", "nodes": 511}}, {"step": 23, "deal": 1, "seat": 1, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-6@R", "mean": 0.8709677419354839, "se": 0.04292252541026551, "n": 62, "hindsight": 0.7903225806451613, "hindsight_se": 0.052121044358699666}, {"move": "1-6@L", "mean": 0.7741935483870968, "se": 0.05353379475343739, "n": 62, "hindsight": 0.8064516129032258, "hindsight_se": 0.050584681305417746}], "best": "1-6@R", "loss": 0.0967741935483871, "loss_se": 0.0752562251812595, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": -0.048387096774193505, "open": {"status": "solved", "moves": [{"move": "1-6@L", "value": -1.0, "margin": -14}, {"move": "1-6@R", "value": -1.0, "margin": null}], "best": "1-6@L", "nodes": 279}}, {"step": 24, "deal": 1, "seat": 0, "move": "2-6@R", "kind": "play", "verdict": "mistake", "moves": [{"move": "1-2@L", "mean": 0.5, "se": 0.06401843996644799, "n": 62, "hindsight": 0.5, "hindsight_se": 0.06401843996644799}, {"move": "2-6@R", "mean": 0.12903225806451613, "se": 0.04292252541026551, "n": 62, "hindsight": 0.24193548387096775, "hindsight_se": 0.05483248790412075}, {"move": "3-6@R", "mean": 0.06451612903225806, "se": 0.03145483312102179, "n": 62, "hindsight": 0.0967741935483871, "hindsight_se": 0.037854109292804396}, {"move": "5-6@R", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-2@L", "loss": 0.3709677419354839, "loss_se": 0.08365611336225112, "hindsight_best": "1-2@L", "hindsight_loss": 0.25806451612903225, "gain": -0.044354838709677435, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": 1.0, "margin": 14}, {"move": "2-6@R", "value": -1.0, "margin": -20}, {"move": "3-6@R", "value": -1.0, "margin": null}, {"move": "5-6@R", "value": -1.0, "margin": null}], "best": "1-2@L", "nodes": 199}}, {"step": 25, "deal": 1, "seat": 1, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-5@L", "mean": 0.6935483870967742, "se": 0.05902750426600079, "n": 62, "hindsight": 0.6612903225806451, "hindsight_se": 0.060596141174796975}], "best": "1-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.0, "gain": 0.15322580645161288, "open": {"status": "solved", "moves": [{"move": "1-4@L", "value": 1.0, "margin": 20}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "1-4@L", "nodes": 36}}, {"step": 26, "deal": 1, "seat": 0, "move": "1-2@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 27, "deal": 1, "seat": 1, "move": "4-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-5@R", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "4-5@L", "value": 1.0, "margin": 20}, {"move": "1-5@R", "value": 1.0, "margin": null}], "best": "4-5@L", "nodes": 15}}, {"step": 28, "deal": 1, "seat": 0, "move": "3-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@L", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "3-5@L", "value": -1.0, "margin": -20}, {"move": "5-6@L", "value": -1.0, "margin": null}], "best": "3-5@L", "nodes": 5}}, {"step": 29, "deal": 1, "seat": 1, "move": "1-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.71875, 0.796875, 0.8125, 0.8306451612903226, 0.84375, 0.4435483870967742, 0.40625, 0.421875, 0.4375, 0.40625, 0.0, 0.125, 0.0625, 0.08064516129032258, 0.09375, 0.1774193548387097, 0.234375, 0.3870967741935484, 0.375, 0.24193548387096775, 0.3125, 0.1774193548387097, 0.21875, 0.3225806451612903, 0.0625, 0.12903225806451613, 0.0, 0.0, 0.0, 0.0, 0.0], [0.34375, 0.34375, 0.43548387096774194, 0.21875, 0.34375, 0.53125, 0.4092741935483871, 0.8125, 0.75, 0.75, 0.907258064516129, 1.0, 0.9435483870967742, 0.96875, 0.9375, 0.9375, 0.75, 0.8125, 0.65625, 0.71875, 0.7903225806451613, 0.84375, 0.6875, 0.8125, 0.7741935483870968, 0.78125, 1.0, 1.0, 1.0, 1.0, 1.0]], "curve_se": [[0.08075219711382271, 0.07049427667800301, 0.07010217197868432, 0.04732890137907808, 0.06521328221627366, 0.06308736556581326, 0.0882099653319905, 0.0872674761821009, 0.08909830562090465, 0.0882099653319905, 0.0, 0.05939887041393643, 0.04347552147751577, 0.024551508696506567, 0.052351460373382196, 0.03444587215730565, 0.07440752203021828, 0.06236498355496803, 0.08695104295503155, 0.05483248790412075, 0.08324928557283298, 0.04891305893000953, 0.07424858801742054, 0.05985260208110381, 0.04347552147751577, 0.04292252541026551, 0.0, 0.0, 0.0, 0.0, 0.0], [0.08530513305661303, 0.08530513305661303, 0.06348327120481284, 0.07424858801742054, 0.08530513305661303, 0.08962708359030336, 0.03122082531436384, 0.07010217197868432, 0.0777713771047819, 0.0777713771047819, 0.018456741073081435, 0.0, 0.028409352604361095, 0.03125, 0.04347552147751577, 0.04347552147751577, 0.0777713771047819, 0.07010217197868432, 0.08530513305661303, 0.08075219711382271, 0.052121044358699666, 0.06521328221627366, 0.08324928557283298, 0.07010217197868432, 0.05353379475343739, 0.07424858801742054, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 15, "choices": 10, "given_away": 0.9354838709677419, "given_away_se": 0.1482320497071519, "inaccuracies": 0, "mistakes": 2, "start": 0.71875, "result": 0.0, "own": -0.19926075268817212, "luck": -0.5194892473118279, "dealt": 0.5625}, {"seat": 1, "decisions": 15, "choices": 8, "given_away": 0.08467741935483872, "given_away_se": 0.09450066272350544, "inaccuracies": 1, "mistakes": 0, "start": 0.34375, "result": 1.0, "own": 0.4282930107526883, "luck": 0.22795698924731173, "dealt": 0.375}], "chance": [[0.71875, 0.796875, 0.8125, 0.8306451612903226, 0.84375, 0.4435483870967742, 0.40625, 0.421875, 0.4375, 0.40625, 0.0, 0.125, 0.0625, 0.08064516129032258, 0.09375, 0.1774193548387097, 0.234375, 0.3870967741935484, 0.375, 0.24193548387096775, 0.3125, 0.1774193548387097, 0.21875, 0.3225806451612903, 0.0625, 0.12903225806451613, 0.0, 0.0, 0.0, 0.0, 0.0], [0.34375, 0.34375, 0.43548387096774194, 0.21875, 0.34375, 0.53125, 0.4092741935483871, 0.8125, 0.75, 0.75, 0.907258064516129, 1.0, 0.9435483870967742, 0.96875, 0.9375, 0.9375, 0.75, 0.8125, 0.65625, 0.71875, 0.7903225806451613, 0.84375, 0.6875, 0.8125, 0.7741935483870968, 0.78125, 1.0, 1.0, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 15, "choices": 10, "given_away": 0.9354838709677419, "given_away_se": 0.1482320497071519, "inaccuracies": 0, "mistakes": 2, "start": 0.71875, "result": 0.0, "own": -0.19926075268817212, "luck": -0.5194892473118279, "dealt": 0.5625}, {"seat": 1, "decisions": 15, "choices": 8, "given_away": 0.08467741935483872, "given_away_se": 0.09450066272350544, "inaccuracies": 1, "mistakes": 0, "start": 0.34375, "result": 1.0, "own": 0.4282930107526883, "luck": 0.22795698924731173, "dealt": 0.375}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('tIaX4WR1', '2026-12-07 18:07:36.202447+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "maltese-cross", "players": 2, "options": {"target": 20}, "seed": 0, "policy": "random", "worlds": 55, "budget": 1.0, "seconds": 0.441, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "5-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 1, "deal": 1, "seat": 1, "move": "1-5@W", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@N", "mean": 0.5818181818181818, "se": 0.04724577405731571, "n": 110, "hindsight": 0.34545454545454546, "hindsight_se": 0.06470956516382613}, {"move": "1-5@W", "mean": 0.5636363636363636, "se": 0.04750185058907295, "n": 110, "hindsight": 0.2909090909090909, "hindsight_se": 0.061806297134457996}, {"move": "3-5@S", "mean": 0.5545454545454546, "se": 0.04760548821460328, "n": 110, "hindsight": 0.2909090909090909, "hindsight_se": 0.061806297134457996}, {"move": "3-5@W", "mean": 0.5454545454545454, "se": 0.04769300568972743, "n": 110, "hindsight": 0.3090909090909091, "hindsight_se": 0.06288639360110457}, {"move": "3-5@N", "mean": 0.5409090909090909, "se": 0.04751182556883244, "n": 110, "hindsight": 0.2727272727272727, "hindsight_se": 0.06060606060606061}, {"move": "1-5@E", "mean": 0.5, "se": 0.04789131426105757, "n": 110, "hindsight": 0.23636363636363636, "hindsight_se": 0.05781449705557247}, {"move": "3-5@E", "mean": 0.5, "se": 0.04789131426105757, "n": 110, "hindsight": 0.38181818181818183, "hindsight_se": 0.06611340675536796}, {"move": "1-5@S", "mean": 0.5, "se": 0.04789131426105757, "n": 110, "hindsight": 0.2909090909090909, "hindsight_se": 0.061806297134457996}], "best": "1-5@N", "loss": -0.04090909090909091, "loss_se": 0.03987669599292111, "hindsight_best": "3-5@E", "hindsight_loss": 0.09090909090909094, "gain": 0.027840909090909083, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 2, "deal": 1, "seat": 0, "move": "5-6@S", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "0-5@S", "mean": 0.9757575757575757, "se": 0.012009835681862292, "n": 165, "hindsight": 0.8727272727272727, "hindsight_se": 0.04535342286998717}, {"move": "0-5@N", "mean": 0.9696969696969697, "se": 0.013385639524223824, "n": 165, "hindsight": 0.7818181818181819, "hindsight_se": 0.05620374845754972}, {"move": "0-5@E", "mean": 0.9575757575757575, "se": 0.015738802848872593, "n": 165, "hindsight": 0.8181818181818182, "hindsight_se": 0.0524863881081478}, {"move": "4-5@S", "mean": 0.806060606060606, "se": 0.030874145136562132, "n": 165, "hindsight": 0.32727272727272727, "hindsight_se": 0.0638524469869863}, {"move": "5-6@N", "mean": 0.8, "se": 0.031234752377721213, "n": 165, "hindsight": 0.5818181818181818, "hindsight_se": 0.06712423323570162}, {"move": "5-6@E", "mean": 0.8, "se": 0.031234752377721213, "n": 165, "hindsight": 0.5636363636363636, "hindsight_se": 0.06748805288278814}, {"move": "5-6@S", "mean": 0.8, "se": 0.031234752377721213, "n": 165, "hindsight": 0.4727272727272727, "hindsight_se": 0.06794008776080904}, {"move": "4-5@N", "mean": 0.793939393939394, "se": 0.03158415324047706, "n": 165, "hindsight": 0.32727272727272727, "hindsight_se": 0.0638524469869863}, {"move": "4-5@E", "mean": 0.7818181818181819, "se": 0.032250781083062896, "n": 165, "hindsight": 0.3090909090909091, "hindsight_se": 0.06288639360110457}], "best": "0-5@S", "loss": 0.1696969696969697, "loss_se": 0.033982129150040376, "hindsight_best": "0-5@S", "hindsight_loss": 0.39999999999999997, "gain": -0.05387205387205385, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 0}}, {"step": 3, "deal": 1, "seat": 1, "move": "3-5@E", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@E", "mean": 0.5272727272727272, "se": 0.06794008776080904, "n": 55, "hindsight": 0.4909090909090909, "hindsight_se": 0.06803013430498074}, {"move": "3-5@N", "mean": 0.509090909090909, "se": 0.06803013430498074, "n": 55, "hindsight": 0.509090909090909, "hindsight_se": 0.06803013430498074}], "best": "3-5@E", "loss": -0.03636363636363636, "loss_se": 0.04467342300504239, "hindsight_best": "3-5@N", "hindsight_loss": 0.018181818181818132, "gain": 0.00909090909090915, "open": {"status": "solved", "moves": [{"move": "3-5@N", "value": -1.0, "margin": null}, {"move": "3-5@E", "value": -1.0, "margin": null}], "best": "3-5@N", "nodes": 7036}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-5@N", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@N", "mean": 0.9272727272727272, "se": 0.03533910239300182, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@N", "mean": 0.5636363636363636, "se": 0.06748805288278814, "n": 55, "hindsight": 0.12727272727272726, "hindsight_se": 0.04535342286998717}], "best": "0-5@N", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@N", "hindsight_loss": 0.0, "gain": 0.18181818181818188, "open": {"status": "solved", "moves": [{"move": "0-5@N", "value": 1.0, "margin": 32}, {"move": "4-5@N", "value": -1.0, "margin": null}], "best": "0-5@N", "nodes": 9682}}, {"step": 5, "deal": 1, "seat": 1, "move": "3-3@E", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 0, "move": "0-0@N", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@N", "mean": 0.8363636363636363, "se": 0.050343174926776216, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-1@W", "mean": 0.8363636363636363, "se": 0.050343174926776216, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-0@N", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@N", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "0-0@N", "value": 1.0, "margin": 32}, {"move": "1-1@W", "value": 1.0, "margin": null}], "best": "0-0@N", "nodes": 6360}}, {"step": 7, "deal": 1, "seat": 1, "move": "6-6@S", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 8, "deal": 1, "seat": 0, "move": "1-1@W", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "1-2@W", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@N", "mean": 0.05454545454545454, "se": 0.030903148567228998, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@N", "mean": 0.05454545454545454, "se": 0.030903148567228998, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.05454545454545454, "se": 0.030903148567228998, "n": 55, "hindsight": 0.03636363636363636, "hindsight_se": 0.025473778207916145}, {"move": "0-2@N", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@E", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@E", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@W", "mean": 0.01818181818181818, "se": 0.01818181818181818, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@W", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-3@N", "loss": 0.03636363636363636, "loss_se": 0.025473778207916145, "hindsight_best": "4-6@S", "hindsight_loss": 0.03636363636363636, "gain": -0.03636363636363636, "open": {"status": "solved", "moves": [{"move": "0-2@N", "value": -1.0, "margin": -32}, {"move": "0-3@N", "value": -1.0, "margin": null}, {"move": "0-4@N", "value": -1.0, "margin": null}, {"move": "0-3@E", "value": -1.0, "margin": null}, {"move": "3-4@E", "value": -1.0, "margin": null}, {"move": "4-6@S", "value": -1.0, "margin": null}, {"move": "1-2@W", "value": -1.0, "margin": -34}, {"move": "1-4@W", "value": -1.0, "margin": null}], "best": "0-2@N", "nodes": 1770}}, {"step": 10, "deal": 1, "seat": 0, "move": "0-1@N", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "0-2@W", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@W", "mean": 0.01818181818181818, "se": 0.01818181818181818, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@N", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@E", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@E", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-2@W", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-2@W", "hindsight_loss": 0.0, "gain": 0.014545454545454545, "open": {"status": "solved", "moves": [{"move": "1-4@N", "value": -1.0, "margin": -34}, {"move": "0-3@E", "value": -1.0, "margin": null}, {"move": "3-4@E", "value": -1.0, "margin": null}, {"move": "4-6@S", "value": -1.0, "margin": null}, {"move": "0-2@W", "value": -1.0, "margin": -32}], "best": "1-4@N", "nodes": 79}}, {"step": 12, "deal": 1, "seat": 0, "move": "2-3@E", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 13, "deal": 1, "seat": 1, "move": "0-3@W", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@N", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@W", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@W", "mean": 0.0, "se": 0.0, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-3@W", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@W", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "1-4@N", "value": -1.0, "margin": -32}, {"move": "4-6@S", "value": -1.0, "margin": null}, {"move": "0-3@W", "value": -1.0, "margin": -29}, {"move": "0-4@W", "value": -1.0, "margin": null}], "best": "1-4@N", "nodes": 40}}, {"step": 14, "deal": 1, "seat": 0, "move": "2-6@S", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6@S", "mean": 0.9272727272727272, "se": 0.03533910239300182, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-6@E", "mean": 0.8363636363636363, "se": 0.050343174926776216, "n": 55, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-6@S", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@S", "hindsight_loss": 0.0, "gain": 0.045454545454545414, "open": {"status": "solved", "moves": [{"move": "2-6@E", "value": 1.0, "margin": 29}, {"move": "2-6@S", "value": 1.0, "margin": 29}], "best": "2-6@E", "nodes": 28}}, {"step": 15, "deal": 1, "seat": 1, "move": "3-4@W", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@W", "mean": 0.07272727272727272, "se": 0.035339102393001816, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@N", "mean": 0.03636363636363636, "se": 0.025473778207916145, "n": 55, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@W", "loss": -0.05454545454545454, "loss_se": 0.030903148567228998, "hindsight_best": "3-4@W", "hindsight_loss": 0.0, "gain": 0.01818181818181818, "open": {"status": "solved", "moves": [{"move": "1-4@N", "value": -1.0, "margin": -29}, {"move": "3-4@W", "value": -1.0, "margin": -27}], "best": "1-4@N", "nodes": 6}}, {"step": 16, "deal": 1, "seat": 0, "move": "4-5@W", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.84375, 0.84375, 0.84375, 0.8, 0.6875, 0.9272727272727272, 0.75, 0.8363636363636363, 0.953125, 0.9375, 0.8125, 0.96875, 0.9375, 0.96875, 0.71875, 0.9272727272727272, 1.0, 1.0], [0.59375, 0.46875, 0.5636363636363636, 0.53125, 0.5272727272727272, 0.71875, 0.34375, 0.375, 0.03125, 0.0625, 0.0, 0.0, 0.01818181818181818, 0.0, 0.0, 0.03125, 0.07272727272727272, 0.0]], "curve_se": [[0.06521328221627366, 0.06521328221627366, 0.06521328221627366, 0.031234752377721213, 0.08324928557283298, 0.03533910239300182, 0.0777713771047819, 0.050343174926776216, 0.03448479532882525, 0.04347552147751577, 0.07010217197868432, 0.03125, 0.04347552147751577, 0.03125, 0.08075219711382271, 0.03533910239300182, 0.0, 0.0], [0.0882099653319905, 0.08962708359030336, 0.04750185058907295, 0.08962708359030336, 0.06794008776080904, 0.08075219711382271, 0.08530513305661303, 0.08695104295503155, 0.03125, 0.04347552147751577, 0.0, 0.0, 0.01818181818181818, 0.0, 0.0, 0.03125, 0.035339102393001816, 0.0]], "seats": [{"seat": 0, "decisions": 9, "choices": 4, "given_away": 0.1696969696969697, "given_away_se": 0.033982129150040376, "inaccuracies": 1, "mistakes": 0, "start": 0.84375, "result": 1.0, "own": 0.17340067340067344, "luck": -0.017150673400673444, "dealt": 0.59375}, {"seat": 1, "decisions": 8, "choices": 6, "given_away": -0.09545454545454546, "given_away_se": 0.07204015251131575, "inaccuracies": 0, "mistakes": 0, "start": 0.59375, "result": 0.0, "own": 0.0332954545454546, "luck": -0.6270454545454546, "dealt": 0.59375}], "chance": [[0.84375, 0.84375, 0.84375, 0.8, 0.6875, 0.9272727272727272, 0.75, 0.8363636363636363, 0.953125, 0.9375, 0.8125, 0.96875, 0.9375, 0.96875, 0.71875, 0.9272727272727272, 1.0, 1.0], [0.59375, 0.46875, 0.5636363636363636, 0.53125, 0.5272727272727272, 0.71875, 0.34375, 0.375, 0.03125, 0.0625, 0.0, 0.0, 0.01818181818181818, 0.0, 0.0, 0.03125, 0.07272727272727272, 0.0]]}], "seats": [{"seat": 0, "decisions": 9, "choices": 4, "given_away": 0.1696969696969697, "given_away_se": 0.033982129150040376, "inaccuracies": 1, "mistakes": 0, "start": 0.84375, "result": 1.0, "own": 0.17340067340067344, "luck": -0.017150673400673444, "dealt": 0.59375}, {"seat": 1, "decisions": 8, "choices": 6, "given_away": -0.09545454545454546, "given_away_se": 0.07204015251131575, "inaccuracies": 0, "mistakes": 0, "start": 0.59375, "result": 0.0, "own": 0.0332954545454546, "luck": -0.6270454545454546, "dealt": 0.59375}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('M0LRC9Om', '2026-12-07 18:07:44.632893+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 20, "teams": false}, "seed": 0, "policy": "random", "worlds": 232, "budget": 1.0, "seconds": 0.464, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "1-4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1", "mean": 0.8502155172413793, "se": 0.011621220735375594, "n": 928, "hindsight": 0.7155172413793104, "hindsight_se": 0.029368680039722758}, {"move": "2-5", "mean": 0.8464439655172413, "se": 0.011630634945318338, "n": 928, "hindsight": 0.6422413793103449, "hindsight_se": 0.031538294596022476}, {"move": "3-5", "mean": 0.8275862068965517, "se": 0.012193961895541549, "n": 928, "hindsight": 0.6314655172413793, "hindsight_se": 0.0316665002207674}, {"move": "0-1", "mean": 0.8211206896551724, "se": 0.012378094439227803, "n": 928, "hindsight": 0.6400862068965517, "hindsight_se": 0.031208551636537848}, {"move": "0-2", "mean": 0.8178879310344828, "se": 0.012467784824800291, "n": 928, "hindsight": 0.6637931034482759, "hindsight_se": 0.031082338581586114}, {"move": "1-6", "mean": 0.8141163793103449, "se": 0.0125357556644377, "n": 928, "hindsight": 0.6745689655172413, "hindsight_se": 0.030599558442443466}, {"move": "1-4", "mean": 0.8033405172413793, "se": 0.01279615342646249, "n": 928, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-1", "loss": 0.040948275862068964, "loss_se": 0.015898634476730057, "hindsight_best": "1-4", "hindsight_loss": 0.0, "gain": -0.022475369458128003, "open": {"status": "solved", "moves": [{"move": "1-1", "value": 1.0, "margin": 11}, {"move": "1-4", "value": 1.0, "margin": 11}, {"move": "0-1", "value": -1.0, "margin": null}, {"move": "0-2", "value": -1.0, "margin": null}, {"move": "2-5", "value": -1.0, "margin": null}, {"move": "3-5", "value": -1.0, "margin": null}, {"move": "1-6", "value": -1.0, "margin": null}], "best": "1-1", "nodes": 7135}}, {"step": 1, "deal": 1, "seat": 1, "move": "1-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@L", "mean": 0.47844827586206895, "se": 0.03214951953871478, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@L", "mean": 0.41810344827586204, "se": 0.03216452631697347, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-5@L", "loss": 0.0603448275862069, "loss_se": 0.03891420119626146, "hindsight_best": "1-2@L", "hindsight_loss": 0.0, "gain": -0.03017241379310348, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": -1.0, "margin": -11}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "1-2@L", "nodes": 405}}, {"step": 2, "deal": 1, "seat": 0, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@L", "mean": 0.8556034482758621, "se": 0.023025357879665316, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@L", "mean": 0.790948275862069, "se": 0.02649155237012772, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@L", "hindsight_loss": 0.0, "gain": 0.032327586206896575, "open": {"status": "solved", "moves": [{"move": "0-2@L", "value": 1.0, "margin": 11}, {"move": "2-5@L", "value": 1.0, "margin": 11}], "best": "0-2@L", "nodes": 479}}, {"step": 3, "deal": 1, "seat": 1, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@L", "mean": 0.42887931034482757, "se": 0.03205776334545149, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5@L", "mean": 0.3706896551724138, "se": 0.03133489800914075, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@L", "mean": 0.36637931034482757, "se": 0.03125651406079145, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-6@L", "hindsight_loss": 0.0, "gain": 0.04022988505747127, "open": {"status": "solved", "moves": [{"move": "0-5@L", "value": -1.0, "margin": -11}, {"move": "1-5@L", "value": -1.0, "margin": null}, {"move": "5-6@L", "value": -1.0, "margin": -17}], "best": "0-5@L", "nodes": 276}}, {"step": 4, "deal": 1, "seat": 0, "move": "1-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 1, "move": "1-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 0, "move": "3-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.34051724137931033, "se": 0.03087854330581278, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@L", "mean": 0.3254310344827586, "se": 0.030446727675785653, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@L", "mean": 0.32112068965517243, "se": 0.030338227660144736, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "2-3@L", "loss": -0.04310344827586207, "loss_se": 0.031020173842195915, "hindsight_best": "0-3@L", "hindsight_loss": 0.0, "gain": -0.007902298850574696, "open": {"status": "solved", "moves": [{"move": "0-3@L", "value": -1.0, "margin": -17}, {"move": "2-3@L", "value": -1.0, "margin": null}, {"move": "3-6@L", "value": -1.0, "margin": null}], "best": "0-3@L", "nodes": 37}}, {"step": 8, "deal": 1, "seat": 0, "move": "0-2@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "0-1@L", "mean": 0.9181034482758621, "se": 0.017516740504115388, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@L", "mean": 0.8060344827586207, "se": 0.026015554401819713, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-1@L", "loss": 0.11206896551724138, "loss_se": 0.029324829802440045, "hindsight_best": "0-2@L", "hindsight_loss": 0.0, "gain": -0.05603448275862066, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": 1.0, "margin": 17}, {"move": "0-2@L", "value": 1.0, "margin": 2}], "best": "0-1@L", "nodes": 36}}, {"step": 9, "deal": 1, "seat": 1, "move": "2-3@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 12, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 13, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.8318965517241379, 0.8033405172413793, 0.8663793103448276, 0.8556034482758621, 0.875, 0.8017241379310345, 0.8017241379310345, 0.7801724137931034, 0.8577586206896551, 0.8060344827586207, 0.6551724137931034, 0.6120689655172413, 0.29310344827586204, 0.3103448275862069, 1.0], [0.47413793103448276, 0.43103448275862066, 0.41810344827586204, 0.4870689655172414, 0.42887931034482757, 0.36637931034482757, 0.5517241379310345, 0.3706896551724138, 0.32112068965517243, 0.28879310344827586, 0.2629310344827586, 0.4870689655172414, 0.5387931034482759, 0.5646551724137931, 0.0]], "curve_se": [[0.0346020238839886, 0.01279615342646249, 0.03082921873664505, 0.023025357879665316, 0.03053434667446778, 0.036671538515073286, 0.036671538515073286, 0.038374385267479945, 0.032283202915884816, 0.026015554401819713, 0.044323074959803546, 0.045438974552871256, 0.04244626443180182, 0.04314091325318788, 0.0], [0.04575078652055213, 0.04536068665384507, 0.03216452631697347, 0.04640817168797947, 0.03205776334545149, 0.04429937619098497, 0.0455597003368508, 0.04419897156637474, 0.030338227660144736, 0.04159077339231049, 0.040822322663058824, 0.046002577537032255, 0.044633633584582, 0.04437225503632576, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 3, "given_away": 0.15301724137931033, "given_away_se": 0.03335734133840324, "inaccuracies": 1, "mistakes": 0, "start": 0.8318965517241379, "result": 1.0, "own": -0.04618226600985209, "luck": 0.2142857142857142, "dealt": 0.7025862068965517}, {"seat": 1, "decisions": 7, "choices": 3, "given_away": 0.017241379310344827, "given_away_se": 0.04976511066945569, "inaccuracies": 0, "mistakes": 0, "start": 0.47413793103448276, "result": 0.0, "own": 0.002155172413793094, "luck": -0.47629310344827586, "dealt": 0.2672413793103448}], "chance": [[0.8318965517241379, 0.8033405172413793, 0.8663793103448276, 0.8556034482758621, 0.875, 0.8017241379310345, 0.8017241379310345, 0.7801724137931034, 0.8577586206896551, 0.8060344827586207, 0.6551724137931034, 0.6120689655172413, 0.29310344827586204, 0.3103448275862069, 1.0], [0.47413793103448276, 0.43103448275862066, 0.41810344827586204, 0.4870689655172414, 0.42887931034482757, 0.36637931034482757, 0.5517241379310345, 0.3706896551724138, 0.32112068965517243, 0.28879310344827586, 0.2629310344827586, 0.4870689655172414, 0.5387931034482759, 0.5646551724137931, 0.0]]}, {"deal": 2, "returns": [1.0, -1.0], "decisions": [{"step": 14, "deal": 2, "seat": 0, "move": "3-4", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4", "mean": 0.834051724137931, "se": 0.023996889640261622, "n": 232, "hindsight": 0.9698275862068966, "hindsight_se": 0.0112550208592046}, {"move": "0-3", "mean": 0.8211206896551724, "se": 0.024369382075498634, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-1", "mean": 0.7478448275862069, "se": 0.028325579495535394, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3", "mean": 0.7478448275862069, "se": 0.028160410207396375, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}, {"move": "1-3", "mean": 0.7413793103448276, "se": 0.028484497470494717, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-5", "mean": 0.7349137931034483, "se": 0.028308537707427056, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}, {"move": "4-6", "mean": 0.7198275862068966, "se": 0.029070024064985427, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}], "best": "3-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1", "hindsight_loss": 0.030172413793103425, "gain": 0.07019704433497542, "open": {"status": "solved", "moves": [{"move": "1-1", "value": 1.0, "margin": 18}, {"move": "0-3", "value": 1.0, "margin": null}, {"move": "1-3", "value": 1.0, "margin": null}, {"move": "2-3", "value": 1.0, "margin": null}, {"move": "3-4", "value": 1.0, "margin": 26}, {"move": "0-5", "value": 1.0, "margin": null}, {"move": "4-6", "value": 1.0, "margin": null}], "best": "1-1", "nodes": 2914}}, {"step": 15, "deal": 2, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@L", "mean": 0.12931034482758622, "se": 0.021650393627943465, "n": 232, "hindsight": 0.008620689655172414, "hindsight_se": 0.006082539543196776}, {"move": "3-5@L", "mean": 0.07543103448275862, "se": 0.01640901585027718, "n": 232, "hindsight": 0.004310344827586207, "hindsight_se": 0.004310344827586207}, {"move": "3-6@L", "mean": 0.07327586206896551, "se": 0.01687121292355073, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@L", "loss": 0.05603448275862069, "loss_se": 0.02583562114842568, "hindsight_best": "3-3@L", "hindsight_loss": 0.008620689655172414, "gain": -0.019396551724137928, "open": {"status": "solved", "moves": [{"move": "3-3@L", "value": -1.0, "margin": -26}, {"move": "3-5@L", "value": -1.0, "margin": null}, {"move": "3-6@L", "value": -1.0, "margin": -23}], "best": "3-3@L", "nodes": 950}}, {"step": 16, "deal": 2, "seat": 0, "move": "4-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.8060344827586207, "se": 0.02565442592255611, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@R", "mean": 0.7629310344827587, "se": 0.02730670607664128, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-6@L", "loss": 0.04310344827586207, "loss_se": 0.0345759302539582, "hindsight_best": "4-6@R", "hindsight_loss": 0.0, "gain": -0.02155172413793105, "open": {"status": "solved", "moves": [{"move": "4-6@L", "value": 1.0, "margin": 23}, {"move": "4-6@R", "value": 1.0, "margin": 11}], "best": "4-6@L", "nodes": 22}}, {"step": 17, "deal": 2, "seat": 1, "move": "6-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.11853448275862069, "se": 0.020936029192128766, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@R", "mean": 0.11853448275862069, "se": 0.020936029192128766, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "6-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@R", "hindsight_loss": 0.0, "gain": 0.0, "open": {"status": "solved", "moves": [{"move": "6-6@L", "value": -1.0, "margin": -11}, {"move": "6-6@R", "value": -1.0, "margin": -11}], "best": "6-6@L", "nodes": 12}}, {"step": 18, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 19, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.7198275862068966, 0.834051724137931, 0.7629310344827587, 0.7629310344827587, 0.6853448275862069, 0.6982758620689655, 1.0], [0.10775862068965517, 0.06896551724137931, 0.07327586206896551, 0.07758620689655173, 0.11853448275862069, 0.08620689655172414, 0.0]], "curve_se": [[0.04074309440271512, 0.023996889640261622, 0.039421038158525726, 0.02730670607664128, 0.04220770925029174, 0.04191772405720481, 0.0], [0.027925550574984023, 0.023629251340144583, 0.01687121292355073, 0.024183401164825393, 0.020936029192128766, 0.023928195676064894, 0.0]], "seats": [{"seat": 0, "decisions": 3, "choices": 2, "given_away": 0.04310344827586207, "given_away_se": 0.0345759302539582, "inaccuracies": 0, "mistakes": 0, "start": 0.7198275862068966, "result": 1.0, "own": 0.04864532019704437, "luck": 0.23152709359605905, "dealt": 0.9913793103448276}, {"seat": 1, "decisions": 3, "choices": 2, "given_away": 0.05603448275862069, "given_away_se": 0.02583562114842568, "inaccuracies": 0, "mistakes": 0, "start": 0.10775862068965517, "result": 0.0, "own": -0.019396551724137928, "luck": -0.08836206896551724, "dealt": 0.0}], "chance": [[0.7198275862068966, 0.834051724137931, 0.7629310344827587, 0.7629310344827587, 0.6853448275862069, 0.6982758620689655, 1.0], [0.10775862068965517, 0.06896551724137931, 0.07327586206896551, 0.07758620689655173, 0.11853448275862069, 0.08620689655172414, 0.0]]}], "seats": [{"seat": 0, "decisions": 10, "choices": 5, "given_away": 0.1961206896551724, "given_away_se": 0.04804380474206147, "inaccuracies": 1, "mistakes": 0, "start": 1.5517241379310345, "result": 2.0, "own": 0.0024630541871922818, "luck": 0.44581280788177324, "dealt": 1.6939655172413794}, {"seat": 1, "decisions": 10, "choices": 5, "given_away": 0.07327586206896552, "given_away_se": 0.05607178934248623, "inaccuracies": 0, "mistakes": 0, "start": 0.5818965517241379, "result": 0.0, "own": -0.017241379310344834, "luck": -0.5646551724137931, "dealt": 0.2672413793103448}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('qiKSTGTK', '2026-12-07 18:07:52.662314+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "draw", "players": 2, "options": {"target": 20, "teams": false}, "seed": 0, "policy": "random", "worlds": 212, "budget": 1.0, "seconds": 0.398, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "2-3", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1", "mean": 0.5959119496855346, "se": 0.019409737424077755, "n": 636, "hindsight": 0.5660377358490566, "hindsight_se": 0.0341198763105892}, {"move": "6-6", "mean": 0.5621069182389937, "se": 0.019609467498976685, "n": 636, "hindsight": 0.5070754716981132, "hindsight_se": 0.034009596588598597}, {"move": "5-6", "mean": 0.5165094339622641, "se": 0.01978419767514407, "n": 636, "hindsight": 0.47877358490566035, "hindsight_se": 0.03430903560669878}, {"move": "2-3", "mean": 0.4937106918238994, "se": 0.019809099995878116, "n": 636, "hindsight": 0.2240566037735849, "hindsight_se": 0.028607160870342797}, {"move": "1-5", "mean": 0.4803459119496855, "se": 0.019748350195933503, "n": 636, "hindsight": 0.5188679245283019, "hindsight_se": 0.03439690285738046}, {"move": "1-2", "mean": 0.470125786163522, "se": 0.019743840036218662, "n": 636, "hindsight": 0.44575471698113206, "hindsight_se": 0.034136484074417474}, {"move": "1-4", "mean": 0.45440251572327045, "se": 0.019727861344737755, "n": 636, "hindsight": 0.5471698113207547, "hindsight_se": 0.03410441996718652}], "best": "1-1", "loss": 0.10220125786163523, "loss_se": 0.02651150126826723, "hindsight_best": "1-1", "hindsight_loss": 0.34198113207547165, "gain": -0.016734052111410658, "open": {"status": "no_time", "moves": [], "best": null, "nodes": 13766}}, {"step": 1, "deal": 1, "seat": 1, "move": "3-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@L", "mean": 0.5389150943396226, "se": 0.02409288086413313, "n": 424, "hindsight": 0.7617924528301887, "hindsight_se": 0.029230694310073767}, {"move": "3-3@R", "mean": 0.5023584905660378, "se": 0.024253156175844576, "n": 424, "hindsight": 0.8349056603773585, "hindsight_se": 0.025339374983517193}], "best": "2-5@L", "loss": -0.0011792452830188679, "loss_se": 0.023935172248094584, "hindsight_best": "3-3@R", "hindsight_loss": 0.0, "gain": -0.01827830188679236, "open": {"status": "solved", "moves": [{"move": "3-3@R", "value": 1.0, "margin": 35}, {"move": "2-5@L", "value": -1.0, "margin": null}], "best": "3-3@R", "nodes": 3287}}, {"step": 2, "deal": 1, "seat": 0, "move": "1-2@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 3, "deal": 1, "seat": 1, "move": "0-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@L", "mean": 0.5471698113207547, "se": 0.034267902499365094, "n": 212, "hindsight": 0.8207547169811321, "hindsight_se": 0.026405192252432718}, {"move": "1-6@L", "mean": 0.5330188679245284, "se": 0.03418317425096412, "n": 212, "hindsight": 0.8915094339622641, "hindsight_se": 0.021147403295100765}], "best": "0-1@L", "loss": -0.01650943396226415, "loss_se": 0.030711923323362016, "hindsight_best": "1-6@L", "hindsight_loss": 0.070754716981132, "gain": 0.007075471698113178, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": 1.0, "margin": 35}, {"move": "1-6@L", "value": 1.0, "margin": null}], "best": "0-1@L", "nodes": 2426}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 5, "deal": 1, "seat": 1, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.7075471698113207, "se": 0.031315863089787975, "n": 212, "hindsight": 0.8018867924528302, "hindsight_se": 0.02743923614637271}, {"move": "1-6@L", "mean": 0.6202830188679245, "se": 0.03332681413976078, "n": 212, "hindsight": 0.8349056603773585, "hindsight_se": 0.0255589828624509}], "best": "4-6@L", "loss": 0.08726415094339622, "loss_se": 0.04084735074570409, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": -0.04363207547169812, "open": {"status": "solved", "moves": [{"move": "1-6@L", "value": 1.0, "margin": 35}, {"move": "4-6@L", "value": -1.0, "margin": null}], "best": "1-6@L", "nodes": 1411}}, {"step": 6, "deal": 1, "seat": 0, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 0.25707547169811323, "se": 0.029992765973492614, "n": 212, "hindsight": 0.22169811320754718, "hindsight_se": 0.028596561272720512}, {"move": "1-5@L", "mean": 0.1957547169811321, "se": 0.02721300588814124, "n": 212, "hindsight": 0.16981132075471697, "hindsight_se": 0.025848211328865393}, {"move": "1-1@L", "mean": 0.19103773584905662, "se": 0.02695995573987885, "n": 212, "hindsight": 0.16037735849056603, "hindsight_se": 0.025262269917687468}], "best": "1-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.0, "gain": 0.042452830188679264, "open": {"status": "solved", "moves": [{"move": "1-1@L", "value": -1.0, "margin": -35}, {"move": "1-4@L", "value": -1.0, "margin": -22}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "1-1@L", "nodes": 1844}}, {"step": 7, "deal": 1, "seat": 1, "move": "4-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@L", "mean": 0.7735849056603774, "se": 0.028616835335013933, "n": 212, "hindsight": 0.7028301886792453, "hindsight_se": 0.03146199953877571}, {"move": "4-6@L", "mean": 0.6933962264150944, "se": 0.03156572989047318, "n": 212, "hindsight": 0.9009433962264151, "hindsight_se": 0.020292400750757347}], "best": "0-4@L", "loss": 0.08018867924528301, "loss_se": 0.04245779775600126, "hindsight_best": "4-6@L", "hindsight_loss": 0.0, "gain": -0.04009433962264153, "open": {"status": "solved", "moves": [{"move": "4-6@L", "value": 1.0, "margin": 22}, {"move": "0-4@L", "value": -1.0, "margin": null}], "best": "4-6@L", "nodes": 916}}, {"step": 8, "deal": 1, "seat": 0, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.31839622641509435, "se": 0.03198346908149187, "n": 212, "hindsight": 0.1792452830188679, "hindsight_se": 0.025762397727398117}, {"move": "5-6@L", "mean": 0.21933962264150944, "se": 0.028388845958789866, "n": 212, "hindsight": 0.08490566037735849, "hindsight_se": 0.01918933960732191}], "best": "6-6@L", "loss": 0.09905660377358491, "loss_se": 0.040236438861653866, "hindsight_best": "6-6@L", "hindsight_loss": 0.09433962264150943, "gain": -0.04952830188679244, "open": {"status": "solved", "moves": [{"move": "5-6@L", "value": -1.0, "margin": -22}, {"move": "6-6@L", "value": -1.0, "margin": null}], "best": "5-6@L", "nodes": 631}}, {"step": 9, "deal": 1, "seat": 1, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@L", "mean": 0.7830188679245284, "se": 0.028376306817828118, "n": 212, "hindsight": 0.7924528301886793, "hindsight_se": 0.02791925919000418}, {"move": "2-5@L", "mean": 0.7594339622641509, "se": 0.029234752469160845, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-5@L", "loss": 0.02358490566037736, "loss_se": 0.03938351598447882, "hindsight_best": "2-5@L", "hindsight_loss": 0.0, "gain": -0.011792452830188704, "open": {"status": "solved", "moves": [{"move": "0-5@L", "value": 1.0, "margin": 22}, {"move": "2-5@L", "value": 1.0, "margin": 20}], "best": "0-5@L", "nodes": 645}}, {"step": 10, "deal": 1, "seat": 0, "move": "0-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@R", "mean": 0.7617924528301887, "se": 0.029038867220351712, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-4@R", "mean": 0.7452830188679245, "se": 0.02999496329402081, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@R", "hindsight_loss": 0.0, "gain": 0.008254716981132115, "open": {"status": "solved", "moves": [{"move": "0-4@R", "value": 1.0, "margin": 20}, {"move": "0-5@R", "value": 1.0, "margin": 45}], "best": "0-4@R", "nodes": 51}}, {"step": 12, "deal": 1, "seat": 0, "move": "4-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@R", "mean": 0.1580188679245283, "se": 0.02499949383576315, "n": 212, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@R", "mean": 0.11084905660377359, "se": 0.02122144665490253, "n": 212, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-5@R", "loss": 0.04716981132075472, "loss_se": 0.027377678612531136, "hindsight_best": "4-5@R", "hindsight_loss": 0.0, "gain": -0.023584905660377353, "open": {"status": "solved", "moves": [{"move": "1-5@R", "value": -1.0, "margin": -45}, {"move": "4-5@R", "value": -1.0, "margin": -28}], "best": "1-5@R", "nodes": 24}}, {"step": 13, "deal": 1, "seat": 1, "move": "0-4@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.6792452830188679, 0.4937106918238994, 0.5141509433962265, 0.5094339622641509, 0.22169811320754718, 0.22169811320754718, 0.2830188679245283, 0.25707547169811323, 0.2971698113207547, 0.21933962264150944, 0.15566037735849056, 0.12264150943396226, 0.1179245283018868, 0.11084905660377359, 0.0], [0.5471698113207547, 0.5471698113207547, 0.5023584905660378, 0.6084905660377359, 0.5471698113207547, 0.8018867924528302, 0.6202830188679245, 0.6556603773584906, 0.6933962264150944, 0.7877358490566038, 0.7594339622641509, 0.6981132075471698, 0.7617924528301887, 1.0, 1.0]], "curve_se": [[0.045551763179035275, 0.019809099995878116, 0.04854465398794324, 0.04878631739837744, 0.04025981917988905, 0.04025981917988905, 0.04396093377439378, 0.029992765973492614, 0.044347268557569375, 0.028388845958789866, 0.034414110143396216, 0.031302455170047296, 0.03111573531811388, 0.02122144665490253, 0.0], [0.04811276711741053, 0.04857738146013503, 0.024253156175844576, 0.047396132704882146, 0.034267902499365094, 0.03889722288318548, 0.03332681413976078, 0.046127293475521636, 0.03156572989047318, 0.03962317631094177, 0.029234752469160845, 0.04480127092110669, 0.029038867220351712, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.24842767295597484, "given_away_se": 0.055419924196772316, "inaccuracies": 0, "mistakes": 0, "start": 0.6792452830188679, "result": 0.0, "own": -0.04739442946990119, "luck": -0.6318508535489666, "dealt": 0.38207547169811323}, {"seat": 1, "decisions": 7, "choices": 6, "given_away": 0.1733490566037736, "given_away_se": 0.08086004383685308, "inaccuracies": 0, "mistakes": 0, "start": 0.5471698113207547, "result": 1.0, "own": -0.09846698113207542, "luck": 0.5512971698113207, "dealt": 0.46226415094339623}], "chance": [[0.6792452830188679, 0.4937106918238994, 0.5141509433962265, 0.5094339622641509, 0.22169811320754718, 0.22169811320754718, 0.2830188679245283, 0.25707547169811323, 0.2971698113207547, 0.21933962264150944, 0.15566037735849056, 0.12264150943396226, 0.1179245283018868, 0.11084905660377359, 0.0], [0.5471698113207547, 0.5471698113207547, 0.5023584905660378, 0.6084905660377359, 0.5471698113207547, 0.8018867924528302, 0.6202830188679245, 0.6556603773584906, 0.6933962264150944, 0.7877358490566038, 0.7594339622641509, 0.6981132075471698, 0.7617924528301887, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.24842767295597484, "given_away_se": 0.055419924196772316, "inaccuracies": 0, "mistakes": 0, "start": 0.6792452830188679, "result": 0.0, "own": -0.04739442946990119, "luck": -0.6318508535489666, "dealt": 0.38207547169811323}, {"seat": 1, "decisions": 7, "choices": 6, "given_away": 0.1733490566037736, "given_away_se": 0.08086004383685308, "inaccuracies": 0, "mistakes": 0, "start": 0.5471698113207547, "result": 1.0, "own": -0.09846698113207542, "luck": 0.5512971698113207, "dealt": 0.46226415094339623}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('EmTj155Q', '2026-12-07 18:08:15.290534+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 327, "budget": 1.0, "seconds": 0.407, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "2-3", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "3-3", "mean": 0.5958205912334352, "se": 0.015433464711953058, "n": 981, "hindsight": 0.8899082568807339, "hindsight_se": 0.017335692392420457}, {"move": "5-6", "mean": 0.5723751274209989, "se": 0.015513074505540115, "n": 981, "hindsight": 0.9113149847094801, "hindsight_se": 0.015745286893746355}, {"move": "0-5", "mean": 0.5438328236493374, "se": 0.01553832633748148, "n": 981, "hindsight": 0.8899082568807339, "hindsight_se": 0.017335692392420457}, {"move": "4-5", "mean": 0.5387359836901121, "se": 0.01561887821767504, "n": 981, "hindsight": 0.8715596330275229, "hindsight_se": 0.018275778929705742}, {"move": "4-6", "mean": 0.5372069317023446, "se": 0.01564761885460513, "n": 981, "hindsight": 0.8195718654434251, "hindsight_se": 0.020740032928709674}, {"move": "1-2", "mean": 0.4964322120285423, "se": 0.015625852041246134, "n": 981, "hindsight": 0.9418960244648318, "hindsight_se": 0.012956735884934649}, {"move": "2-3", "mean": 0.48114169215086644, "se": 0.015631296586206003, "n": 981, "hindsight": 0.8746177370030581, "hindsight_se": 0.018340804948073428}], "best": "3-3", "loss": 0.08970438328236494, "loss_se": 0.01935386225808718, "hindsight_best": "1-2", "hindsight_loss": 0.06727828746177367, "gain": -0.05679335954565312, "open": {"status": "solved", "moves": [{"move": "1-2", "value": 1.0, "margin": 4}, {"move": "2-3", "value": 1.0, "margin": 20}, {"move": "3-3", "value": 1.0, "margin": null}, {"move": "0-5", "value": 1.0, "margin": null}, {"move": "4-5", "value": 1.0, "margin": null}, {"move": "4-6", "value": 1.0, "margin": null}, {"move": "5-6", "value": 1.0, "margin": null}], "best": "1-2", "nodes": 3604}}, {"step": 1, "deal": 1, "seat": 1, "move": "3-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@R", "mean": 0.2217125382262997, "se": 0.022853394496082154, "n": 327, "hindsight": 0.16819571865443425, "hindsight_se": 0.020716159402032194}, {"move": "0-3@R", "mean": 0.19571865443425077, "se": 0.021759615233451594, "n": 327, "hindsight": 0.03363914373088685, "hindsight_se": 0.009985810752271585}, {"move": "3-4@R", "mean": 0.1712538226299694, "se": 0.020525219778030915, "n": 327, "hindsight": 0.15902140672782875, "hindsight_se": 0.020254030798568457}], "best": "3-6@R", "loss": 0.05045871559633028, "loss_se": 0.028799587688600362, "hindsight_best": "3-6@R", "hindsight_loss": 0.009174311926605505, "gain": -0.024974515800203878, "open": {"status": "solved", "moves": [{"move": "0-3@R", "value": -1.0, "margin": -20}, {"move": "3-4@R", "value": -1.0, "margin": -4}, {"move": "3-6@R", "value": -1.0, "margin": null}], "best": "0-3@R", "nodes": 758}}, {"step": 2, "deal": 1, "seat": 0, "move": "4-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@R", "mean": 0.5107033639143731, "se": 0.027173105956892603, "n": 327, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@R", "mean": 0.4602446483180428, "se": 0.027046918680297648, "n": 327, "hindsight": 0.7981651376146789, "hindsight_se": 0.022229805801790896}, {"move": "1-2@L", "mean": 0.40519877675840976, "se": 0.026535358871524944, "n": 327, "hindsight": 0.6422018348623854, "hindsight_se": 0.026548869059698013}], "best": "4-5@R", "loss": 0.05045871559633028, "loss_se": 0.032110761785202765, "hindsight_best": "4-5@R", "hindsight_loss": 0.2018348623853211, "gain": 0.0015290519877675934, "open": {"status": "solved", "moves": [{"move": "4-5@R", "value": 1.0, "margin": 4}, {"move": "4-6@R", "value": 1.0, "margin": 20}, {"move": "1-2@L", "value": -1.0, "margin": null}], "best": "4-5@R", "nodes": 217}}, {"step": 3, "deal": 1, "seat": 1, "move": "6-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@R", "mean": 0.363914373088685, "se": 0.026470413983926036, "n": 327, "hindsight": 0.10397553516819572, "hindsight_se": 0.016905059980031882}, {"move": "3-6@R", "mean": 0.20795107033639143, "se": 0.021949619023728363, "n": 327, "hindsight": 0.21100917431192662, "hindsight_se": 0.02259840801902316}], "best": "6-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@R", "hindsight_loss": 0.1070336391437309, "gain": 0.07798165137614677, "open": {"status": "solved", "moves": [{"move": "3-6@R", "value": -1.0, "margin": -20}, {"move": "6-6@R", "value": -1.0, "margin": -4}], "best": "3-6@R", "nodes": 186}}, {"step": 4, "deal": 1, "seat": 0, "move": "1-2@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "5-6@R", "mean": 0.5321100917431193, "se": 0.027034718537889954, "n": 327, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@L", "mean": 0.3746177370030581, "se": 0.026499658880116038, "n": 327, "hindsight": 0.7767584097859327, "hindsight_se": 0.023063315266502585}], "best": "5-6@R", "loss": 0.15749235474006115, "loss_se": 0.03507385445359859, "hindsight_best": "5-6@R", "hindsight_loss": 0.2232415902140673, "gain": -0.07874617737003059, "open": {"status": "solved", "moves": [{"move": "5-6@R", "value": 1.0, "margin": 4}, {"move": "1-2@L", "value": -1.0, "margin": -8}], "best": "5-6@R", "nodes": 104}}, {"step": 5, "deal": 1, "seat": 1, "move": "3-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@R", "mean": 0.43119266055045874, "se": 0.02691108046651159, "n": 327, "hindsight": 0.3730886850152905, "hindsight_se": 0.026785533026922485}, {"move": "1-5@L", "mean": 0.2492354740061162, "se": 0.02381057496422606, "n": 327, "hindsight": 0.09174311926605505, "hindsight_se": 0.015987564121658415}], "best": "3-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@R", "hindsight_loss": 0.0, "gain": 0.09097859327217128, "open": {"status": "solved", "moves": [{"move": "3-6@R", "value": 1.0, "margin": 8}, {"move": "1-5@L", "value": -1.0, "margin": null}], "best": "3-6@R", "nodes": 70}}, {"step": 6, "deal": 1, "seat": 0, "move": "3-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "1-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@R", "mean": 0.41131498470948014, "se": 0.026688163442274693, "n": 327, "hindsight": 0.47706422018348627, "hindsight_se": 0.027663288223751213}, {"move": "1-5@L", "mean": 0.36850152905198774, "se": 0.02649722303825451, "n": 327, "hindsight": 0.2415902140672783, "hindsight_se": 0.023707340281730414}], "best": "0-3@R", "loss": 0.04281345565749235, "loss_se": 0.033326852283693205, "hindsight_best": "0-3@R", "hindsight_loss": 0.23547400611620797, "gain": -0.021406727828746197, "open": {"status": "solved", "moves": [{"move": "0-3@R", "value": 1.0, "margin": 8}, {"move": "1-5@L", "value": -1.0, "margin": -12}], "best": "0-3@R", "nodes": 60}}, {"step": 8, "deal": 1, "seat": 0, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@L", "mean": 0.48623853211009177, "se": 0.02716888275976458, "n": 327, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@L", "mean": 0.3944954128440367, "se": 0.026807746918834013, "n": 327, "hindsight": 0.6819571865443425, "hindsight_se": 0.025793634913277935}, {"move": "0-5@L", "mean": 0.3746177370030581, "se": 0.026499658880116038, "n": 327, "hindsight": 0.6666666666666666, "hindsight_se": 0.026108681666265246}], "best": "5-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-6@L", "hindsight_loss": 0.0, "gain": 0.06778797145769622, "open": {"status": "solved", "moves": [{"move": "5-6@L", "value": 1.0, "margin": 12}, {"move": "0-5@L", "value": -1.0, "margin": null}, {"move": "4-5@L", "value": -1.0, "margin": null}], "best": "5-6@L", "nodes": 29}}, {"step": 9, "deal": 1, "seat": 1, "move": "0-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 0, "move": "0-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 12, "deal": 1, "seat": 0, "move": "4-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.5184049079754601, 0.48114169215086644, 0.4662576687116564, 0.4602446483180428, 0.4263803680981595, 0.3746177370030581, 0.3588957055214724, 0.3588957055214724, 0.39263803680981596, 0.48623853211009177, 0.7730061349693251, 0.7852760736196319, 1.0, 1.0], [0.17791411042944785, 0.18711656441717792, 0.1712538226299694, 0.24539877300613497, 0.363914373088685, 0.294478527607362, 0.43119266055045874, 0.32515337423312884, 0.36850152905198774, 0.4263803680981595, 0.39263803680981596, 0.0, 0.0, 0.0]], "curve_se": [[0.03864946517972592, 0.015631296586206003, 0.03796717488736884, 0.027046918680297648, 0.03774315969561774, 0.026499658880116038, 0.037308221637656735, 0.03756113007184756, 0.038119850325947925, 0.02716888275976458, 0.03291099578615763, 0.03226219377286771, 0.0, 0.0], [0.029410432181056066, 0.02985926289695847, 0.020525219778030915, 0.03324462695731847, 0.026470413983926036, 0.0350095639841028, 0.02691108046651159, 0.03680350371286459, 0.02649722303825451, 0.03824155180988827, 0.037870673328618536, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.29765545361875634, "given_away_se": 0.051340512979159716, "inaccuracies": 2, "mistakes": 0, "start": 0.5184049079754601, "result": 1.0, "own": -0.0662225134702199, "luck": 0.5478176054947598, "dealt": 0.9049079754601227}, {"seat": 1, "decisions": 6, "choices": 4, "given_away": 0.09327217125382263, "given_away_se": 0.04404651330323989, "inaccuracies": 0, "mistakes": 0, "start": 0.17791411042944785, "result": 0.0, "own": 0.12257900101936797, "luck": -0.30049311144881585, "dealt": 0.13803680981595093}], "chance": [[0.5184049079754601, 0.48114169215086644, 0.4662576687116564, 0.4602446483180428, 0.4263803680981595, 0.3746177370030581, 0.3588957055214724, 0.3588957055214724, 0.39263803680981596, 0.48623853211009177, 0.7730061349693251, 0.7852760736196319, 1.0, 1.0], [0.17791411042944785, 0.18711656441717792, 0.1712538226299694, 0.24539877300613497, 0.363914373088685, 0.294478527607362, 0.43119266055045874, 0.32515337423312884, 0.36850152905198774, 0.4263803680981595, 0.39263803680981596, 0.0, 0.0, 0.0]]}], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.29765545361875634, "given_away_se": 0.051340512979159716, "inaccuracies": 2, "mistakes": 0, "start": 0.5184049079754601, "result": 1.0, "own": -0.0662225134702199, "luck": 0.5478176054947598, "dealt": 0.9049079754601227}, {"seat": 1, "decisions": 6, "choices": 4, "given_away": 0.09327217125382263, "given_away_se": 0.04404651330323989, "inaccuracies": 0, "mistakes": 0, "start": 0.17791411042944785, "result": 0.0, "own": 0.12257900101936797, "luck": -0.30049311144881585, "dealt": 0.13803680981595093}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('WqV-wMty', '2026-12-07 18:08:16.847161+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 312, "budget": 1.0, "seconds": 0.405, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "3-4", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "4-4", "mean": 0.7716346153846154, "se": 0.016489879102751546, "n": 624, "hindsight": 0.8894230769230769, "hindsight_se": 0.017417075638722874}, {"move": "3-4", "mean": 0.6690705128205128, "se": 0.018594496256346304, "n": 624, "hindsight": 0.7980769230769231, "hindsight_se": 0.02264982867466631}, {"move": "0-4", "mean": 0.6682692307692307, "se": 0.018519550446422225, "n": 624, "hindsight": 0.9663461538461539, "hindsight_se": 0.010099183810518601}, {"move": "1-3", "mean": 0.6498397435897436, "se": 0.018959375426138455, "n": 624, "hindsight": 0.7355769230769231, "hindsight_se": 0.024853245607645805}, {"move": "1-1", "mean": 0.6057692307692307, "se": 0.019347456415892632, "n": 624, "hindsight": 0.9326923076923077, "hindsight_se": 0.014207620669659757}, {"move": "0-2", "mean": 0.6033653846153846, "se": 0.019384893587690077, "n": 624, "hindsight": 0.9487179487179487, "hindsight_se": 0.01250751574676149}, {"move": "1-5", "mean": 0.5649038461538461, "se": 0.019618262013897738, "n": 624, "hindsight": 0.6778846153846154, "hindsight_se": 0.026448748082030377}], "best": "4-4", "loss": 0.10256410256410256, "loss_se": 0.023458784918586655, "hindsight_best": "0-4", "hindsight_loss": 0.16826923076923073, "gain": 0.021520146520146555, "open": {"status": "solved", "moves": [{"move": "1-1", "value": 1.0, "margin": 15}, {"move": "0-2", "value": 1.0, "margin": null}, {"move": "1-3", "value": 1.0, "margin": null}, {"move": "0-4", "value": 1.0, "margin": null}, {"move": "4-4", "value": 1.0, "margin": null}, {"move": "1-5", "value": 1.0, "margin": null}, {"move": "3-4", "value": -1.0, "margin": -9}], "best": "1-1", "nodes": 2179}}, {"step": 1, "deal": 1, "seat": 1, "move": "4-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@R", "mean": 0.4519230769230769, "se": 0.027853449338552362, "n": 312, "hindsight": 0.5576923076923077, "hindsight_se": 0.028071396888103513}, {"move": "3-3@L", "mean": 0.34455128205128205, "se": 0.026513610993809687, "n": 312, "hindsight": 0.22115384615384615, "hindsight_se": 0.023313858420898653}, {"move": "3-5@L", "mean": 0.3173076923076923, "se": 0.026097506281083864, "n": 312, "hindsight": 0.23076923076923078, "hindsight_se": 0.02389115140448825}, {"move": "3-6@L", "mean": 0.23397435897435898, "se": 0.023898754438499103, "n": 312, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@R", "hindsight_loss": 0.0, "gain": 0.1149839743589744, "open": {"status": "solved", "moves": [{"move": "4-5@R", "value": 1.0, "margin": 9}, {"move": "3-3@L", "value": -1.0, "margin": null}, {"move": "3-5@L", "value": -1.0, "margin": null}, {"move": "3-6@L", "value": -1.0, "margin": null}], "best": "4-5@R", "nodes": 513}}, {"step": 2, "deal": 1, "seat": 0, "move": "1-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@R", "mean": 0.657051282051282, "se": 0.026336891721781372, "n": 312, "hindsight": 0.4967948717948718, "hindsight_se": 0.02835181633050251}, {"move": "1-3@L", "mean": 0.6073717948717948, "se": 0.027174391854739657, "n": 312, "hindsight": 0.48878205128205127, "hindsight_se": 0.028117103957418066}], "best": "1-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-5@R", "hindsight_loss": 0.0, "gain": 0.024839743589743613, "open": {"status": "solved", "moves": [{"move": "1-3@L", "value": -1.0, "margin": -9}, {"move": "1-5@R", "value": -1.0, "margin": -9}], "best": "1-3@L", "nodes": 342}}, {"step": 3, "deal": 1, "seat": 1, "move": "3-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@L", "mean": 0.39316239316239315, "se": 0.015758045881558446, "n": 936, "hindsight": 0.8942307692307693, "hindsight_se": 0.017439108633792295}, {"move": "0-1@R", "mean": 0.37767094017094016, "se": 0.01573726049242819, "n": 936, "hindsight": 0.08653846153846154, "hindsight_se": 0.01594298081730305}, {"move": "3-3@L", "mean": 0.3231837606837607, "se": 0.01507886061884186, "n": 936, "hindsight": 0.5705128205128205, "hindsight_se": 0.02806904338594988}, {"move": "3-6@L", "mean": 0.22916666666666666, "se": 0.013588407110716565, "n": 936, "hindsight": 0.5, "hindsight_se": 0.028352398856187136}], "best": "3-5@L", "loss": 0.06997863247863248, "loss_se": 0.0183649491043829, "hindsight_best": "3-5@L", "hindsight_loss": 0.3237179487179488, "gain": -0.00761217948717946, "open": {"status": "solved", "moves": [{"move": "3-5@L", "value": 1.0, "margin": 9}, {"move": "3-3@L", "value": -1.0, "margin": -15}, {"move": "3-6@L", "value": -1.0, "margin": null}, {"move": "0-1@R", "value": -1.0, "margin": null}], "best": "3-5@L", "nodes": 190}}, {"step": 4, "deal": 1, "seat": 0, "move": "1-3@R", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "1-3@L", "mean": 0.7884615384615384, "se": 0.022595073895846945, "n": 312, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-3@R", "mean": 0.6490384615384616, "se": 0.026728271977522575, "n": 312, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@R", "mean": 0.6394230769230769, "se": 0.026702306887420146, "n": 312, "hindsight": 0.28525641025641024, "hindsight_se": 0.0256042846258725}], "best": "1-3@L", "loss": 0.13942307692307693, "loss_se": 0.03369798525885915, "hindsight_best": "1-3@L", "hindsight_loss": 1.0, "gain": -0.043269230769230616, "open": {"status": "solved", "moves": [{"move": "1-3@L", "value": 1.0, "margin": 15}, {"move": "1-1@R", "value": -1.0, "margin": null}, {"move": "1-3@R", "value": -1.0, "margin": -11}], "best": "1-3@L", "nodes": 124}}, {"step": 5, "deal": 1, "seat": 1, "move": "3-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@R", "mean": 0.4823717948717949, "se": 0.028014710882031345, "n": 312, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@R", "mean": 0.4326923076923077, "se": 0.027725075313015844, "n": 312, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@L", "mean": 0.4310897435897436, "se": 0.027665888900981667, "n": 312, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@L", "mean": 0.3942307692307692, "se": 0.027241922565177986, "n": 312, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@R", "hindsight_loss": 0.0, "gain": 0.047275641025641024, "open": {"status": "solved", "moves": [{"move": "3-5@L", "value": 1.0, "margin": 11}, {"move": "3-6@L", "value": 1.0, "margin": null}, {"move": "3-5@R", "value": 1.0, "margin": 11}, {"move": "3-6@R", "value": 1.0, "margin": null}], "best": "3-5@L", "nodes": 72}}, {"step": 6, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "5-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@R", "mean": 0.875, "se": 0.018336555979361804, "n": 312, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@L", "mean": 0.8012820512820513, "se": 0.02228299665141924, "n": 312, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "5-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@R", "hindsight_loss": 0.0, "gain": 0.03685897435897434, "open": {"status": "solved", "moves": [{"move": "3-6@L", "value": 1.0, "margin": 11}, {"move": "5-5@R", "value": 1.0, "margin": 11}], "best": "3-6@L", "nodes": 28}}, {"step": 8, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 9, "deal": 1, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.6634615384615384, 0.6690705128205128, 0.5897435897435898, 0.657051282051282, 0.6730769230769231, 0.6490384615384616, 0.4423076923076923, 0.42948717948717946, 0.3076923076923077, 0.26282051282051283, 0.07692307692307693, 0.08012820512820513, 0.0], [0.30448717948717946, 0.30128205128205127, 0.4519230769230769, 0.32371794871794873, 0.3231837606837607, 0.40064102564102566, 0.4823717948717949, 0.8397435897435898, 0.875, 0.8557692307692307, 0.8205128205128205, 1.0, 1.0]], "curve_se": [[0.03698843557077198, 0.018594496256346304, 0.038715730193507256, 0.026336891721781372, 0.03684571092322251, 0.026728271977522575, 0.03910747911455264, 0.039236066829045915, 0.036225313450760376, 0.03446648734602192, 0.020914694472275078, 0.021568362698050736, 0.0], [0.036257316636677146, 0.03628746521757352, 0.027853449338552362, 0.0371671851527835, 0.01507886061884186, 0.03869775134765061, 0.028014710882031345, 0.029112591779992023, 0.018336555979361804, 0.027287647438763454, 0.030487057400063442, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 6, "choices": 3, "given_away": 0.2419871794871795, "given_away_se": 0.04105933268287244, "inaccuracies": 2, "mistakes": 0, "start": 0.6634615384615384, "result": 0.0, "own": 0.0030906593406595517, "luck": -0.666552197802198, "dealt": 0.8173076923076923}, {"seat": 1, "decisions": 6, "choices": 4, "given_away": 0.06997863247863248, "given_away_se": 0.0183649491043829, "inaccuracies": 0, "mistakes": 0, "start": 0.30448717948717946, "result": 1.0, "own": 0.1915064102564103, "luck": 0.5040064102564101, "dealt": 0.15384615384615385}], "chance": [[0.6634615384615384, 0.6690705128205128, 0.5897435897435898, 0.657051282051282, 0.6730769230769231, 0.6490384615384616, 0.4423076923076923, 0.42948717948717946, 0.3076923076923077, 0.26282051282051283, 0.07692307692307693, 0.08012820512820513, 0.0], [0.30448717948717946, 0.30128205128205127, 0.4519230769230769, 0.32371794871794873, 0.3231837606837607, 0.40064102564102566, 0.4823717948717949, 0.8397435897435898, 0.875, 0.8557692307692307, 0.8205128205128205, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 6, "choices": 3, "given_away": 0.2419871794871795, "given_away_se": 0.04105933268287244, "inaccuracies": 2, "mistakes": 0, "start": 0.6634615384615384, "result": 0.0, "own": 0.0030906593406595517, "luck": -0.666552197802198, "dealt": 0.8173076923076923}, {"seat": 1, "decisions": 6, "choices": 4, "given_away": 0.06997863247863248, "given_away_se": 0.0183649491043829, "inaccuracies": 0, "mistakes": 0, "start": 0.30448717948717946, "result": 1.0, "own": 0.1915064102564103, "luck": 0.5040064102564101, "dealt": 0.15384615384615385}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('5NmFCGc4', '2026-12-07 18:08:18.783449+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "draw", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 132, "budget": 1.0, "seconds": 0.4, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "5-6", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1", "mean": 0.6619318181818182, "se": 0.0205846519624978, "n": 528, "hindsight": 0.5681818181818182, "hindsight_se": 0.04294176430042378}, {"move": "1-3", "mean": 0.6136363636363636, "se": 0.021167974053876912, "n": 528, "hindsight": 0.4318181818181818, "hindsight_se": 0.04327713283576135}, {"move": "3-4", "mean": 0.59375, "se": 0.021373051034753655, "n": 528, "hindsight": 0.4431818181818182, "hindsight_se": 0.04323535403264047}, {"move": "3-6", "mean": 0.5700757575757576, "se": 0.02152366944333398, "n": 528, "hindsight": 0.4166666666666667, "hindsight_se": 0.043074190883537394}, {"move": "0-6", "mean": 0.5501893939393939, "se": 0.021608056433385037, "n": 528, "hindsight": 0.5, "hindsight_se": 0.04368520283305189}, {"move": "0-4", "mean": 0.5340909090909091, "se": 0.021688271046523027, "n": 528, "hindsight": 0.3787878787878788, "hindsight_se": 0.04203957994024814}, {"move": "5-6", "mean": 0.5340909090909091, "se": 0.021688271046523027, "n": 528, "hindsight": 0.3560606060606061, "hindsight_se": 0.04183587076893601}], "best": "1-1", "loss": 0.06628787878787878, "loss_se": 0.030044860623492417, "hindsight_best": "1-1", "hindsight_loss": 0.21212121212121215, "gain": -0.04558982683982682, "open": {"status": "solved", "moves": [{"move": "1-1", "value": -1.0, "margin": null}, {"move": "1-3", "value": -1.0, "margin": null}, {"move": "0-4", "value": -1.0, "margin": null}, {"move": "3-4", "value": -1.0, "margin": null}, {"move": "0-6", "value": -1.0, "margin": null}, {"move": "3-6", "value": -1.0, "margin": null}, {"move": "5-6", "value": -1.0, "margin": null}], "best": "1-1", "nodes": 7726}}, {"step": 1, "deal": 1, "seat": 1, "move": "4-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@R", "mean": 0.6060606060606061, "se": 0.04269107454869896, "n": 132, "hindsight": 0.6818181818181818, "hindsight_se": 0.04069455660284014}, {"move": "3-5@L", "mean": 0.38636363636363635, "se": 0.04220080116380931, "n": 132, "hindsight": 0.625, "hindsight_se": 0.042126768031491436}], "best": "4-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-6@R", "hindsight_loss": 0.0, "gain": 0.10984848484848486, "open": {"status": "solved", "moves": [{"move": "3-5@L", "value": 1.0, "margin": 14}, {"move": "4-6@R", "value": 1.0, "margin": 12}], "best": "3-5@L", "nodes": 7621}}, {"step": 2, "deal": 1, "seat": 0, "move": "0-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@R", "mean": 0.4810606060606061, "se": 0.043487943399218784, "n": 132, "hindsight": 0.3106060606060606, "hindsight_se": 0.04042993522120932}, {"move": "3-4@R", "mean": 0.4734848484848485, "se": 0.04345771019234388, "n": 132, "hindsight": 0.25757575757575757, "hindsight_se": 0.038206998148498}], "best": "0-4@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-4@R", "hindsight_loss": 0.0, "gain": 0.0037878787878787845, "open": {"status": "solved", "moves": [{"move": "0-4@R", "value": -1.0, "margin": -12}, {"move": "3-4@R", "value": -1.0, "margin": null}], "best": "0-4@R", "nodes": 2384}}, {"step": 3, "deal": 1, "seat": 1, "move": "3-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@R", "mean": 0.4696969696969697, "se": 0.025047756921823417, "n": 396, "hindsight": 0.6893939393939394, "hindsight_se": 0.04042993522120932}, {"move": "3-5@L", "mean": 0.40404040404040403, "se": 0.02462524842414792, "n": 396, "hindsight": 0.5378787878787878, "hindsight_se": 0.043559663166534444}], "best": "0-0@R", "loss": 0.06565656565656566, "loss_se": 0.0333805696468913, "hindsight_best": "0-0@R", "hindsight_loss": 0.1515151515151516, "gain": -0.03282828282828282, "open": {"status": "solved", "moves": [{"move": "3-5@L", "value": 1.0, "margin": 12}, {"move": "0-0@R", "value": -1.0, "margin": null}], "best": "3-5@L", "nodes": 1746}}, {"step": 4, "deal": 1, "seat": 0, "move": "0-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@R", "mean": 0.6174242424242424, "se": 0.04194959981332693, "n": 132, "hindsight": 0.553030303030303, "hindsight_se": 0.0434388037525702}, {"move": "3-4@L", "mean": 0.5606060606060606, "se": 0.04269107454869896, "n": 132, "hindsight": 0.4318181818181818, "hindsight_se": 0.04327713283576135}, {"move": "1-3@L", "mean": 0.5265151515151515, "se": 0.043123746009719126, "n": 132, "hindsight": 0.6060606060606061, "hindsight_se": 0.04269107454869896}, {"move": "3-6@L", "mean": 0.5265151515151515, "se": 0.04345771019234388, "n": 132, "hindsight": 0.13257575757575757, "hindsight_se": 0.029383680193566675}], "best": "0-6@R", "loss": -0.10984848484848485, "loss_se": 0.03851961969760327, "hindsight_best": "1-3@L", "hindsight_loss": 0.053030303030303094, "gain": 0.05965909090909094, "open": {"status": "solved", "moves": [{"move": "1-3@L", "value": -1.0, "margin": -12}, {"move": "3-4@L", "value": -1.0, "margin": null}, {"move": "3-6@L", "value": -1.0, "margin": null}, {"move": "0-6@R", "value": -1.0, "margin": -10}], "best": "1-3@L", "nodes": 1819}}, {"step": 5, "deal": 1, "seat": 1, "move": "2-3@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 6, "deal": 1, "seat": 0, "move": "3-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 7, "deal": 1, "seat": 1, "move": "2-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@L", "mean": 0.5454545454545454, "se": 0.04350431094700202, "n": 132, "hindsight": 0.4166666666666667, "hindsight_se": 0.043074190883537394}, {"move": "1-2@L", "mean": 0.30303030303030304, "se": 0.04015266082801945, "n": 132, "hindsight": 0.4696969696969697, "hindsight_se": 0.043604899083472246}], "best": "2-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-2@L", "hindsight_loss": 0.05303030303030304, "gain": 0.12121212121212122, "open": {"status": "solved", "moves": [{"move": "1-2@L", "value": 1.0, "margin": 10}, {"move": "2-4@L", "value": -1.0, "margin": -1}], "best": "1-2@L", "nodes": 646}}, {"step": 8, "deal": 1, "seat": 0, "move": "3-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@L", "mean": 0.6325757575757576, "se": 0.04194959981332693, "n": 132, "hindsight": 0.8939393939393939, "hindsight_se": 0.026902673595485146}, {"move": "3-4@R", "mean": 0.5681818181818182, "se": 0.04327713283576136, "n": 132, "hindsight": 0.18181818181818182, "hindsight_se": 0.03369829435719357}, {"move": "1-3@R", "mean": 0.38636363636363635, "se": 0.04185680964450571, "n": 132, "hindsight": 0.4621212121212121, "hindsight_se": 0.04355966316653444}], "best": "3-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-4@L", "hindsight_loss": 0.0, "gain": 0.10353535353535348, "open": {"status": "solved", "moves": [{"move": "3-4@R", "value": 1.0, "margin": 1}, {"move": "3-4@L", "value": -1.0, "margin": -5}, {"move": "1-3@R", "value": -1.0, "margin": null}], "best": "3-4@R", "nodes": 892}}, {"step": 9, "deal": 1, "seat": 1, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@R", "mean": 0.05303030303030303, "se": 0.018826287290706102, "n": 132, "hindsight": 0.06818181818181818, "hindsight_se": 0.022022378945902824}, {"move": "0-3@L", "mean": 0.011363636363636364, "se": 0.008444052398167153, "n": 132, "hindsight": 0.07575757575757576, "hindsight_se": 0.023119068741795586}], "best": "0-3@R", "loss": 0.041666666666666664, "loss_se": 0.017868154740009908, "hindsight_best": "0-3@L", "hindsight_loss": 0.0, "gain": -0.020833333333333332, "open": {"status": "solved", "moves": [{"move": "0-3@L", "value": 1.0, "margin": 5}, {"move": "0-3@R", "value": 1.0, "margin": null}], "best": "0-3@L", "nodes": 642}}, {"step": 10, "deal": 1, "seat": 0, "move": "1-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 11, "deal": 1, "seat": 1, "move": "1-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@R", "mean": 0.056818181818181816, "se": 0.019865182368345426, "n": 132, "hindsight": 0.11363636363636363, "hindsight_se": 0.02772866630552144}, {"move": "1-2@R", "mean": 0.03787878787878788, "se": 0.015788706592875172, "n": 132, "hindsight": 0.15151515151515152, "hindsight_se": 0.03132668427893629}, {"move": "1-6@R", "mean": 0.03409090909090909, "se": 0.015391774251630916, "n": 132, "hindsight": 0.22727272727272727, "hindsight_se": 0.036614333604107194}, {"move": "0-0@L", "mean": 0.022727272727272728, "se": 0.0130210469090637, "n": 132, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@L", "mean": 0.011363636363636364, "se": 0.008444052398167153, "n": 132, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-1@R", "loss": 0.022727272727272728, "loss_se": 0.02456164166689157, "hindsight_best": "1-6@R", "hindsight_loss": 0.0, "gain": 0.001515151515151511, "open": {"status": "solved", "moves": [{"move": "0-1@R", "value": 1.0, "margin": 5}, {"move": "1-2@R", "value": 1.0, "margin": null}, {"move": "1-6@R", "value": 1.0, "margin": 7}, {"move": "0-0@L", "value": -1.0, "margin": null}, {"move": "0-1@L", "value": -1.0, "margin": null}], "best": "0-1@R", "nodes": 771}}, {"step": 12, "deal": 1, "seat": 0, "move": "0-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 13, "deal": 1, "seat": 1, "move": "5-5@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "6-6@R", "mean": 0.2878787878787879, "se": 0.03844704447734159, "n": 132, "hindsight": 0.25757575757575757, "hindsight_se": 0.038206998148498}, {"move": "5-5@L", "mean": 0.13636363636363635, "se": 0.029002873964668018, "n": 132, "hindsight": 0.4166666666666667, "hindsight_se": 0.043074190883537394}, {"move": "2-5@L", "mean": 0.06439393939393939, "se": 0.020409087517415325, "n": 132, "hindsight": 0.20454545454545456, "hindsight_se": 0.03524251981380332}, {"move": "4-5@L", "mean": 0.030303030303030304, "se": 0.013978412437462095, "n": 132, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "6-6@R", "loss": 0.15151515151515152, "loss_se": 0.04093071797483828, "hindsight_best": "5-5@L", "hindsight_loss": 0.0, "gain": 0.006628787878787873, "open": {"status": "solved", "moves": [{"move": "2-5@L", "value": 1.0, "margin": 7}, {"move": "5-5@L", "value": 1.0, "margin": 9}, {"move": "6-6@R", "value": 1.0, "margin": null}, {"move": "4-5@L", "value": -1.0, "margin": null}], "best": "2-5@L", "nodes": 403}}, {"step": 14, "deal": 1, "seat": 0, "move": "1-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 15, "deal": 1, "seat": 1, "move": "6-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@R", "mean": 0.42803030303030304, "se": 0.04306274698677444, "n": 132, "hindsight": 0.4772727272727273, "hindsight_se": 0.043640050156559446}, {"move": "1-2@L", "mean": 0.1893939393939394, "se": 0.032052495249520536, "n": 132, "hindsight": 0.18181818181818182, "hindsight_se": 0.03369829435719357}, {"move": "0-1@L", "mean": 0.15151515151515152, "se": 0.029910129256812065, "n": 132, "hindsight": 0.5151515151515151, "hindsight_se": 0.04366514074114057}], "best": "6-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@L", "hindsight_loss": 0.037878787878787845, "gain": 0.1717171717171717, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": 1.0, "margin": 9}, {"move": "6-6@R", "value": 1.0, "margin": 7}, {"move": "1-2@L", "value": -1.0, "margin": null}], "best": "0-1@L", "nodes": 254}}, {"step": 16, "deal": 1, "seat": 0, "move": "1-1@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 17, "deal": 1, "seat": 1, "move": "0-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@L", "mean": 0.3333333333333333, "se": 0.0411868042143477, "n": 132, "hindsight": 0.5378787878787878, "hindsight_se": 0.043559663166534444}, {"move": "1-2@L", "mean": 0.2878787878787879, "se": 0.039559076642353926, "n": 132, "hindsight": 0.5378787878787878, "hindsight_se": 0.043559663166534444}], "best": "0-1@L", "loss": -0.05303030303030303, "loss_se": 0.029085836457267564, "hindsight_best": "0-1@L", "hindsight_loss": 0.0, "gain": 0.022727272727272707, "open": {"status": "solved", "moves": [{"move": "0-1@L", "value": 1.0, "margin": 7}, {"move": "1-2@L", "value": -1.0, "margin": null}], "best": "0-1@L", "nodes": 66}}, {"step": 18, "deal": 1, "seat": 0, "move": "0-2@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 19, "deal": 1, "seat": 1, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@L", "mean": 0.48484848484848486, "se": 0.04366514074114057, "n": 132, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-5@L", "mean": 0.36363636363636365, "se": 0.04202915733442532, "n": 132, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-2@L", "loss": 0.12121212121212122, "loss_se": 0.04691537978442954, "hindsight_best": "2-5@L", "hindsight_loss": 0.0, "gain": -0.06060606060606061, "open": {"status": "solved", "moves": [{"move": "2-5@L", "value": 1.0, "margin": 7}, {"move": "1-2@L", "value": -1.0, "margin": null}], "best": "2-5@L", "nodes": 31}}, {"step": 20, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 21, "deal": 1, "seat": 1, "move": "4-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 22, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 23, "deal": 1, "seat": 1, "move": "4-4@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 24, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}, {"step": 25, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0, "open": null}], "curve": [[0.5833333333333334, 0.5340909090909091, 0.553030303030303, 0.4810606060606061, 0.5909090909090909, 0.6174242424242424, 0.5075757575757576, 0.6060606060606061, 0.5454545454545454, 0.6325757575757576, 0.9393939393939394, 0.8939393939393939, 0.5984848484848485, 0.6818181818181818, 0.4621212121212121, 0.6439393939393939, 0.3560606060606061, 0.3409090909090909, 0.45454545454545453, 0.36363636363636365, 0.30303030303030304, 0.3333333333333333, 0.10606060606060606, 0.09090909090909091, 0.0, 0.0, 0.0], [0.4015151515151515, 0.4696969696969697, 0.6060606060606061, 0.4090909090909091, 0.40404040404040403, 0.4696969696969697, 0.4166666666666667, 0.48484848484848486, 0.5454545454545454, 0.09848484848484848, 0.011363636363636364, 0.06060606060606061, 0.03409090909090909, 0.12878787878787878, 0.13636363636363635, 0.24242424242424243, 0.42803030303030304, 0.3333333333333333, 0.3333333333333333, 0.3939393939393939, 0.36363636363636365, 0.3333333333333333, 0.30303030303030304, 1.0, 1.0, 1.0, 1.0]], "curve_se": [[0.06067158462609314, 0.021688271046523027, 0.06119325103217428, 0.043487943399218784, 0.06098367211363063, 0.04194959981332693, 0.06153857190779112, 0.0596367710865987, 0.061760565498796126, 0.04194959981332693, 0.029595468994133105, 0.03819217678704994, 0.060321300719376914, 0.05675404305280448, 0.06136615437004781, 0.058899336823285096, 0.058899336823285096, 0.058296616059167534, 0.06176056549879612, 0.0596663748467176, 0.05700242079551275, 0.05847053462046862, 0.03819217678704994, 0.03565747911603346, 0.0, 0.0, 0.0], [0.060321300719376914, 0.06095470812619129, 0.04269107454869896, 0.06098367211363062, 0.02462524842414792, 0.06095470812619129, 0.060671584626093136, 0.061988886297788946, 0.04350431094700202, 0.036161540197773255, 0.008444052398167153, 0.02959546899413311, 0.015391774251630916, 0.04083996577210173, 0.029002873964668018, 0.05204716374944748, 0.04306274698677444, 0.05847053462046862, 0.0411868042143477, 0.06060606060606061, 0.04202915733442532, 0.05847053462046862, 0.05700242079551275, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 13, "choices": 4, "given_away": -0.043560606060606064, "given_away_se": 0.04885135363050927, "inaccuracies": 0, "mistakes": 0, "start": 0.5833333333333334, "result": 0.0, "own": 0.12139249639249639, "luck": -0.7047258297258298, "dealt": 0.5151515151515151}, {"seat": 1, "decisions": 13, "choices": 9, "given_away": 0.34974747474747475, "given_away_se": 0.08221417178205111, "inaccuracies": 1, "mistakes": 0, "start": 0.4015151515151515, "result": 1.0, "own": 0.3193813131313131, "luck": 0.2791035353535354, "dealt": 0.6363636363636364}], "chance": [[0.5833333333333334, 0.5340909090909091, 0.553030303030303, 0.4810606060606061, 0.5909090909090909, 0.6174242424242424, 0.5075757575757576, 0.6060606060606061, 0.5454545454545454, 0.6325757575757576, 0.9393939393939394, 0.8939393939393939, 0.5984848484848485, 0.6818181818181818, 0.4621212121212121, 0.6439393939393939, 0.3560606060606061, 0.3409090909090909, 0.45454545454545453, 0.36363636363636365, 0.30303030303030304, 0.3333333333333333, 0.10606060606060606, 0.09090909090909091, 0.0, 0.0, 0.0], [0.4015151515151515, 0.4696969696969697, 0.6060606060606061, 0.4090909090909091, 0.40404040404040403, 0.4696969696969697, 0.4166666666666667, 0.48484848484848486, 0.5454545454545454, 0.09848484848484848, 0.011363636363636364, 0.06060606060606061, 0.03409090909090909, 0.12878787878787878, 0.13636363636363635, 0.24242424242424243, 0.42803030303030304, 0.3333333333333333, 0.3333333333333333, 0.3939393939393939, 0.36363636363636365, 0.3333333333333333, 0.30303030303030304, 1.0, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 13, "choices": 4, "given_away": -0.043560606060606064, "given_away_se": 0.04885135363050927, "inaccuracies": 0, "mistakes": 0, "start": 0.5833333333333334, "result": 0.0, "own": 0.12139249639249639, "luck": -0.7047258297258298, "dealt": 0.5151515151515151}, {"seat": 1, "decisions": 13, "choices": 9, "given_away": 0.34974747474747475, "given_away_se": 0.08221417178205111, "inaccuracies": 1, "mistakes": 0, "start": 0.4015151515151515, "result": 1.0, "own": 0.3193813131313131, "luck": 0.2791035353535354, "dealt": 0.6363636363636364}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');


--
-- Data for Name: api_tokens; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: blocks; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.blocks VALUES (1, 3, 1796666898.2827368);


--
-- Data for Name: challenges; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.challenges VALUES ('p40qQApW43Pn3U-e', 1, 2, '{"variant":"block","players":2,"options":{},"seats":[{"kind":"human"},{"kind":"human"}],"timer":null,"name":"","rated":false}', 1796666898.2897797, 1796667498.2897797, 'open', NULL, NULL);


--
-- Data for Name: follows; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.follows VALUES (1, 2, 1796666898.2761629);


--
-- Data for Name: leases; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: rating_changes; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.rating_changes VALUES ('WqV-wMty', 0, 1, 'block', 1500, 500, 1414.0925418676334, 485.87253012168327, 1796666896.16262);


--
-- Data for Name: ratings; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.ratings VALUES (1, 'block', 1414.0925418676334, 485.87253012168327, 1);


--
-- Data for Name: seats; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.seats VALUES ('v1LrAUf7', 0, 'human', NULL, '87a9dbe9ff48b1e310cdc2fa1073918396cf093a106f90ed6ca3ecb87addc7db', false);
INSERT INTO __SCHEMA__.seats VALUES ('v1LrAUf7', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('3oRpeE47', 2, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('3oRpeE47', 3, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('3oRpeE47', 4, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('3oRpeE47', 0, 'human', NULL, '301f4fa45350cbafce3d8a13c51a255b31f178dec68a76f4a757d271143d80cd', true);
INSERT INTO __SCHEMA__.seats VALUES ('3oRpeE47', 1, 'human', NULL, '856057d1f11ba0377ef50569f4af12644d1a0a2226cb1a58fb9f2ec3649e84fd', true);
INSERT INTO __SCHEMA__.seats VALUES ('_Xf91R8T', 2, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('_Xf91R8T', 3, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('_Xf91R8T', 4, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('_Xf91R8T', 0, 'human', NULL, '8a4b4cc433072d39ad7de405b8c98b7809386d76da5edac7ce17eebcefac57d7', true);
INSERT INTO __SCHEMA__.seats VALUES ('_Xf91R8T', 1, 'human', NULL, '64a91054962fd47059091c5091fe27d58dd49e2aca0c8638a38bf9e714459987', true);
INSERT INTO __SCHEMA__.seats VALUES ('-JQ-pDtL', 0, 'human', NULL, '2dd3de05b623825b7e22dfd5da362b219396b3a7489aec0b983dbc26f2ca5e5d', true);
INSERT INTO __SCHEMA__.seats VALUES ('-JQ-pDtL', 1, 'human', NULL, 'f395136633c23a7f101fb46e5aee55c7b0e0fe7dbe0e98303409b5831ca6464a', true);
INSERT INTO __SCHEMA__.seats VALUES ('RfXjqyRs', 0, 'human', NULL, 'a6fb791e57b9eaf9513c6e874bd5cce2a42a72a9328a5df2c13bec688787e191', true);
INSERT INTO __SCHEMA__.seats VALUES ('RfXjqyRs', 1, 'human', NULL, '4899d9bfc9bf70d40d5c8204e3be1b9d4cfab916f74011e69f9416c5fe2d42b1', true);
INSERT INTO __SCHEMA__.seats VALUES ('2dobDT74', 0, 'human', NULL, '90896638b51029283e352dd8de3b00fc570672cb500e16c840ece980505ebcf9', true);
INSERT INTO __SCHEMA__.seats VALUES ('2dobDT74', 1, 'human', NULL, 'c059f54a6ebaf74d7c79c33b967e909e384574b6d626599b6b3e7e584543f51b', true);
INSERT INTO __SCHEMA__.seats VALUES ('vEby4B7t', 0, 'human', NULL, '574cca26ee6986940dcc1ed877d55ab2067714a31909e5fa78c29726db6631af', true);
INSERT INTO __SCHEMA__.seats VALUES ('vEby4B7t', 1, 'human', NULL, 'e2379e9c7975b340c0a40afdff6d46736769bc33c03b0f45b7d6d49b7db2771a', true);
INSERT INTO __SCHEMA__.seats VALUES ('w-Wusfbe', 0, 'human', NULL, 'cc10777b426d9a98c9dbd15acfbf5b2ff4045be87ffba481fbb3a7745b5f4a16', true);
INSERT INTO __SCHEMA__.seats VALUES ('w-Wusfbe', 1, 'human', NULL, 'e1f0dba4db1dd5b290fc40c8d442d7ddc9733d8e7dc20295bd81f0eb086a18d2', true);
INSERT INTO __SCHEMA__.seats VALUES ('tyY2TmL3', 0, 'human', NULL, '05747c1612e288dd6decd1e5a4d23c6a8cb434429661b77caaab1a40081fcc90', true);
INSERT INTO __SCHEMA__.seats VALUES ('tyY2TmL3', 1, 'human', NULL, 'dc21854660fa803138f7d589240ace5d3381533c715efcb6a20a9084a9a5c389', true);
INSERT INTO __SCHEMA__.seats VALUES ('tIaX4WR1', 0, 'human', NULL, '0b510803bbbd93d57c5a352a683f730c873fa19d688c8f59c70ac1dbb251e187', true);
INSERT INTO __SCHEMA__.seats VALUES ('tIaX4WR1', 1, 'human', NULL, 'afef67ba9cf6970f09b8b2de6d1134fe393565ac624836b139c8eb29413cac69', true);
INSERT INTO __SCHEMA__.seats VALUES ('ctWDQi3F', 0, 'human', NULL, '848ffa5594bccd48b9aefc4e51798f5f6e1f19ffd0e587202a6e24b1621402dc', true);
INSERT INTO __SCHEMA__.seats VALUES ('ctWDQi3F', 1, 'human', NULL, 'eca3314eef4e2e1e1d9e849dc804e16448677f50949a80b8b671b9845185c9cd', true);
INSERT INTO __SCHEMA__.seats VALUES ('M0LRC9Om', 0, 'human', NULL, '3b1fd128127e33331e5564e397058c6a1732cb5116a75749d87fc934f84812ed', true);
INSERT INTO __SCHEMA__.seats VALUES ('M0LRC9Om', 1, 'human', NULL, 'd2f57b134571347163917d39fdd7e5f0d7d6b38bab9b51a7f86b15b46fca058f', true);
INSERT INTO __SCHEMA__.seats VALUES ('jHuk03kf', 0, 'human', NULL, '219eccc1b5ba0579db7ff0c8f675d38d5845641daba968b176be589c35589afc', true);
INSERT INTO __SCHEMA__.seats VALUES ('jHuk03kf', 1, 'human', NULL, 'c38dbe6559434e1965c0a7718737a1cbb6722d8775dd6ada55f8ffa950f845cd', true);
INSERT INTO __SCHEMA__.seats VALUES ('qiKSTGTK', 0, 'human', NULL, 'd56ab0a06287abb03d6a0271626887d2f57d1cd8c3e4fd7bfe3bcbd039a6c1c5', true);
INSERT INTO __SCHEMA__.seats VALUES ('qiKSTGTK', 1, 'human', NULL, '4682bbf363090692fb365e8a8d7466908305fbac0b005ec2d277479af0e4de71', true);
INSERT INTO __SCHEMA__.seats VALUES ('Gxsy6vCm', 0, 'human', NULL, '3402cd618fcbd9a588347ee22cf8c4914a16a5376f52d03ecd6beeb29ad1fd7e', true);
INSERT INTO __SCHEMA__.seats VALUES ('Gxsy6vCm', 1, 'human', NULL, '06145243ffce55bd781b219fe3a179408582698aaef1b0b4fe31e5b5eb6d949f', true);
INSERT INTO __SCHEMA__.seats VALUES ('AwvuJy_A', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('AwvuJy_A', 0, 'human', NULL, '848ccf898f74000c430f5e61c53d42b40f919be5e11939191eb682b2e257cc27', true);
INSERT INTO __SCHEMA__.seats VALUES ('8b6XmQv8', 2, 'human', NULL, '9e95712ea0df3abb1f892a7dfb654a2c542c1af8e9ee385bb5cabab7a24b0efb', false);
INSERT INTO __SCHEMA__.seats VALUES ('8b6XmQv8', 0, 'human', NULL, '65a9286d6acf9d97e6278168ad82d70b433805d34e69d5b04553efc0422372bc', true);
INSERT INTO __SCHEMA__.seats VALUES ('8b6XmQv8', 1, 'human', NULL, 'c37edb0da89b766bfe5707e7773121a964b2af755a058702c84a2c0ec437183b', true);
INSERT INTO __SCHEMA__.seats VALUES ('o7Cx9T2A', 0, 'human', NULL, '1c655100995ac102698602acada06b27cfffab0996eeb36fb1df802f822aa436', true);
INSERT INTO __SCHEMA__.seats VALUES ('o7Cx9T2A', 1, 'human', NULL, '184cfb52aa578618cf75a8685d8d8df31eb320c29bc68f9079a74fc2d5d1577a', true);
INSERT INTO __SCHEMA__.seats VALUES ('EmTj155Q', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('EmTj155Q', 0, 'human', NULL, '0c77ef233f2cab4490aba481564176bb8f1f83d32ebe1828572a7ca72aa7481d', true);
INSERT INTO __SCHEMA__.seats VALUES ('tku2w2GW', 0, 'human', NULL, '0ce236e8b20a2053ddd12543f41f1b24fda062f574011bc70976a735c7750886', false);
INSERT INTO __SCHEMA__.seats VALUES ('tku2w2GW', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('WqV-wMty', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('WqV-wMty', 0, 'human', NULL, 'cf0f3002ee93a67c8e8dcd7f585c4f310012a99d7b1945c8cf49b2c7a437973a', true);
INSERT INTO __SCHEMA__.seats VALUES ('5tGU9OAp', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('5tGU9OAp', 0, 'human', NULL, '301ba998e3fb8e77fa41ed4b9f5e7524f6c9543233c9df46d7f88dea14c28129', true);
INSERT INTO __SCHEMA__.seats VALUES ('5NmFCGc4', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('5NmFCGc4', 0, 'human', NULL, '3e15112ff6848041498c5fe137243433f99f214e497ea65844e87117fa8b4044', true);
INSERT INTO __SCHEMA__.seats VALUES ('_7whclm0', 0, 'human', NULL, 'd7199c0c1b7a23cf1ad02b1d04f550a5dc6ca2c949a4ce9bb25a34c09f51c3a6', false);
INSERT INTO __SCHEMA__.seats VALUES ('_7whclm0', 1, 'human', NULL, 'f9edf2fd499500725ca26097c805958d53e11b54331290db17be4e2522b4024e', false);


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.sessions VALUES ('a821a9f6da4bbd0d631d4dd34ecaf8ad8cfb7b89f4b1be06ea46cc7560f854a6', 1, 1796666895.7668273, 1799258895.7668273);
INSERT INTO __SCHEMA__.sessions VALUES ('4e5046a1edd1bf8f9f5c11b98470cbe429d7b42c6fa51a997e7b830e7b398980', 2, 1796666895.8726528, 1799258895.8726528);
INSERT INTO __SCHEMA__.sessions VALUES ('ac5f132b7cd46a94f6f991f1907572aab1723bb7f1fea80d169629f506f3ed4c', 3, 1796666898.2694938, 1799258898.2694938);


--
-- Data for Name: table_accounts; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.table_accounts VALUES ('5tGU9OAp', 0, 1, '12ca17b49af2289436f303e0166030a21e525d266e209267433801a8fd4071a0', 1796666896.2191706, NULL, NULL, NULL);
INSERT INTO __SCHEMA__.table_accounts VALUES ('WqV-wMty', 0, 1, '12ca17b49af2289436f303e0166030a21e525d266e209267433801a8fd4071a0', 1796666895.889527, '2026-12-07 18:08:16.162392+00', 1, 3);
INSERT INTO __SCHEMA__.table_accounts VALUES ('5NmFCGc4', 0, 2, NULL, 1796666898.121772, '2026-12-07 18:08:18.062574+00', 4, 4);


--
-- Data for Name: tables; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.tables VALUES ('v1LrAUf7', '', 'maltese-cross', 2, '{}', 19, true, NULL, '2026-12-07 18:07:02.163178+00', '2026-12-07 18:07:03.398411+00', '{
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
', '{"id": "v1LrAUf7", "name": "", "variant": "maltese-cross", "players": 2, "options": {"target": 100}, "seed": 19, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "expired", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": false, "away_since": "2026-12-07T18:07:02+00:00", "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": null, "away_seconds": 60.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T18:07:02+00:00", "finished": "2026-12-07T18:07:03+00:00", "seq": 0}', false);
INSERT INTO __SCHEMA__.tables VALUES ('3oRpeE47', '', 'white-snake', 5, '{"max_deals": 2}', 100, true, NULL, '2026-12-07 18:07:09.68625+00', '2026-12-07 18:07:10.325175+00', '{
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
', '{"id": "3oRpeE47", "name": "", "variant": "white-snake", "players": 5, "options": {"max_deals": 2}, "seed": 100, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 2, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 3, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 4, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1, 2], "losers": [0, 3, 4], "ranking": [1, 2, 0, 3, 4], "rule": "WS-8", "scores": [0, 0, 0, 0, 0], "marks": [0, 0, 0, 0, 0], "tokens": [[], ["1-1"], ["2-2"], [], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T18:07:09+00:00", "finished": "2026-12-07T18:07:10+00:00", "seq": 60}', false);
INSERT INTO __SCHEMA__.tables VALUES ('_Xf91R8T', '', 'white-snake', 5, '{}', 4293253269958051590, false, NULL, '2026-12-07 18:07:10.370743+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('-JQ-pDtL', '', 'sausage', 2, '{"losses": 1}', 101, true, NULL, '2026-12-07 18:07:12.912437+00', '2026-12-07 18:07:14.09217+00', '{
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
', '{"id": "-JQ-pDtL", "name": "", "variant": "sausage", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 101, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "SA-10", "scores": [0, 0], "marks": [1, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T18:07:12+00:00", "finished": "2026-12-07T18:07:14+00:00", "seq": 48}', false);
INSERT INTO __SCHEMA__.tables VALUES ('RfXjqyRs', '', 'sausage', 2, '{}', 201, true, NULL, '2026-12-07 18:07:14.128774+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('2dobDT74', '', 'sausage-one-way', 2, '{"losses": 1}', 102, true, NULL, '2026-12-07 18:07:19.692212+00', '2026-12-07 18:07:21.216391+00', '{
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
', '{"id": "2dobDT74", "name": "", "variant": "sausage-one-way", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 102, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "SA-10", "scores": [0, 0], "marks": [0, 1], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T18:07:19+00:00", "finished": "2026-12-07T18:07:21+00:00", "seq": 63}', false);
INSERT INTO __SCHEMA__.tables VALUES ('vEby4B7t', '', 'sausage-one-way', 2, '{}', 2127585535198359597, false, NULL, '2026-12-07 18:07:21.236273+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('AwvuJy_A', '', 'draw', 2, '{}', 7, true, NULL, '2026-12-07 18:08:00.604365+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('8b6XmQv8', '', 'block', 3, '{}', 11, true, 3600, '2026-12-07 18:08:02.181856+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('w-Wusfbe', '', 'twins', 2, '{"target": 20}', 103, true, NULL, '2026-12-07 18:07:27.409899+00', '2026-12-07 18:07:28.176317+00', '{
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
', '{"id": "w-Wusfbe", "name": "", "variant": "twins", "players": 2, "options": {"set": 6, "hand_size": null, "lead_double": null, "target": 20}, "seed": 103, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "TW-7", "scores": [0, 20], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T18:07:27+00:00", "finished": "2026-12-07T18:07:28+00:00", "seq": 30}', false);
INSERT INTO __SCHEMA__.tables VALUES ('tyY2TmL3', '', 'twins', 2, '{}', 203, true, NULL, '2026-12-07 18:07:28.217399+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('tIaX4WR1', '', 'maltese-cross', 2, '{"target": 20}', 104, true, NULL, '2026-12-07 18:07:34.984467+00', '2026-12-07 18:07:35.480607+00', '{
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
', '{"id": "tIaX4WR1", "name": "", "variant": "maltese-cross", "players": 2, "options": {"target": 20}, "seed": 104, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "MC-8", "scores": [27, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T18:07:34+00:00", "finished": "2026-12-07T18:07:35+00:00", "seq": 17}', false);
INSERT INTO __SCHEMA__.tables VALUES ('ctWDQi3F', '', 'maltese-cross', 2, '{}', 4142554019474014422, false, NULL, '2026-12-07 18:07:35.50245+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('M0LRC9Om', '', 'block', 2, '{"target": 20}', 105, true, NULL, '2026-12-07 18:07:42.881054+00', '2026-12-07 18:07:43.484512+00', '{
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
', '{"id": "M0LRC9Om", "name": "", "variant": "block", "players": 2, "options": {"target": 20, "teams": false}, "seed": 105, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1", "scores": [35, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T18:07:42+00:00", "finished": "2026-12-07T18:07:43+00:00", "seq": 20}', false);
INSERT INTO __SCHEMA__.tables VALUES ('jHuk03kf', '', 'block', 2, '{}', 205, true, NULL, '2026-12-07 18:07:43.527782+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('qiKSTGTK', '', 'draw', 2, '{"target": 20}', 106, true, NULL, '2026-12-07 18:07:51.540794+00', '2026-12-07 18:07:51.964114+00', '{
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
', '{"id": "qiKSTGTK", "name": "", "variant": "draw", "players": 2, "options": {"target": 20, "teams": false}, "seed": 106, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2", "scores": [0, 28], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T18:07:51+00:00", "finished": "2026-12-07T18:07:51+00:00", "seq": 14}', false);
INSERT INTO __SCHEMA__.tables VALUES ('Gxsy6vCm', '', 'draw', 2, '{}', 2137780692224988237, false, NULL, '2026-12-07 18:07:52.006621+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('o7Cx9T2A', '', 'sausage', 2, '{}', 13, true, NULL, '2026-12-07 18:08:07.79819+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('EmTj155Q', '', 'block', 2, '{"target": 10}', 199338450517348655, false, NULL, '2026-12-07 18:08:14.287218+00', '2026-12-07 18:08:14.600518+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "block",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 199338450517348655,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["1-2", "2-3", "3-3", "0-5", "4-5", "4-6", "5-6"], ["0-3", "0-4", "3-4", "4-4", "1-5", "3-6", "6-6"]], "stock": [], "set_aside": ["0-0", "0-1", "1-1", "0-2", "2-2", "1-3", "1-4", "2-4", "2-5", "3-5", "5-5", "0-6", "1-6", "2-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "2-3"},
    {"event": "play", "seat": 1, "move": "3-4@R"},
    {"event": "play", "seat": 0, "move": "4-6@R"},
    {"event": "play", "seat": 1, "move": "6-6@R"},
    {"event": "play", "seat": 0, "move": "1-2@L"},
    {"event": "play", "seat": 1, "move": "3-6@R"},
    {"event": "play", "seat": 0, "move": "3-3@R"},
    {"event": "play", "seat": 1, "move": "1-5@L"},
    {"event": "play", "seat": 0, "move": "5-6@L"},
    {"event": "play", "seat": 1, "move": "0-3@R"},
    {"event": "play", "seat": 0, "move": "0-5@R"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 0, "move": "4-5@R"},
    {"event": "deal_end", "ending": "domino", "winners": [0], "losers": [1], "rule": "R-1", "pips": [0, 12], "points": [12, 0]},
    {"event": "match_end", "winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1"}
  ]
}
', '{"id": "EmTj155Q", "name": "", "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 199338450517348655, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1", "scores": [12, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T18:08:14+00:00", "finished": "2026-12-07T18:08:14+00:00", "seq": 13}', false);
INSERT INTO __SCHEMA__.tables VALUES ('tku2w2GW', '', 'block', 2, '{"target": 10}', 68286499674201482, false, NULL, '2026-12-07 18:08:14.604814+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('WqV-wMty', '', 'block', 2, '{"target": 10}', 4543828869623195124, false, NULL, '2026-12-07 18:08:15.88008+00', '2026-12-07 18:08:16.162392+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "block",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 4543828869623195124,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["1-1", "0-2", "1-3", "0-4", "3-4", "4-4", "1-5"], ["0-1", "2-2", "3-3", "3-5", "4-5", "5-5", "3-6"]], "stock": [], "set_aside": ["0-0", "1-2", "0-3", "2-3", "1-4", "2-4", "0-5", "2-5", "0-6", "1-6", "2-6", "4-6", "5-6", "6-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "3-4"},
    {"event": "play", "seat": 1, "move": "4-5@R"},
    {"event": "play", "seat": 0, "move": "1-5@R"},
    {"event": "play", "seat": 1, "move": "3-3@L"},
    {"event": "play", "seat": 0, "move": "1-3@R"},
    {"event": "play", "seat": 1, "move": "3-5@R"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "5-5@R"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "3-6@L"},
    {"event": "pass", "seat": 0},
    {"event": "pass", "seat": 1},
    {"event": "deal_end", "ending": "block", "winners": [1], "losers": [0], "rule": "R-1", "pips": [16, 5], "points": [0, 16]},
    {"event": "match_end", "winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-1"}
  ]
}
', '{"id": "WqV-wMty", "name": "", "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 4543828869623195124, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "account": "Ada Fixture", "rating": null, "provisional": true, "bot_account": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "account": null, "rating": 2292, "provisional": false, "bot_account": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-1", "scores": [0, 16], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": true, "created": "2026-12-07T18:08:15+00:00", "finished": "2026-12-07T18:08:16+00:00", "seq": 12}', true);
INSERT INTO __SCHEMA__.tables VALUES ('5tGU9OAp', '', 'block', 2, '{}', 629928798476152099, false, NULL, '2026-12-07 18:08:16.209785+00', NULL, NULL, NULL, true);
INSERT INTO __SCHEMA__.tables VALUES ('5NmFCGc4', '', 'draw', 2, '{"target": 10}', 864905298850625127, false, NULL, '2026-12-07 18:08:17.480976+00', '2026-12-07 18:08:18.062574+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "draw",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 864905298850625127,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["1-1", "1-3", "0-4", "3-4", "0-6", "3-6", "5-6"], ["0-0", "1-2", "2-3", "2-4", "4-4", "3-5", "4-6"]], "stock": ["1-6", "2-5", "6-6", "0-1", "5-5", "4-5", "0-3", "3-3", "2-2", "0-5", "0-2", "1-5", "2-6", "1-4"], "set_aside": [], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "5-6"},
    {"event": "play", "seat": 1, "move": "4-6@R"},
    {"event": "play", "seat": 0, "move": "0-4@R"},
    {"event": "play", "seat": 1, "move": "3-5@L"},
    {"event": "play", "seat": 0, "move": "0-6@R"},
    {"event": "play", "seat": 1, "move": "2-3@L"},
    {"event": "play", "seat": 0, "move": "3-6@R"},
    {"event": "play", "seat": 1, "move": "2-4@L"},
    {"event": "play", "seat": 0, "move": "3-4@L"},
    {"event": "draw", "seat": 1, "tiles": ["1-6", "2-5", "6-6", "0-1", "5-5", "4-5", "0-3"]},
    {"event": "play", "seat": 1, "move": "0-3@L"},
    {"event": "play", "seat": 0, "move": "1-3@R"},
    {"event": "play", "seat": 1, "move": "1-6@R"},
    {"event": "draw", "seat": 0, "tiles": ["3-3", "2-2", "0-5"]},
    {"event": "play", "seat": 0, "move": "0-5@L"},
    {"event": "play", "seat": 1, "move": "5-5@L"},
    {"event": "draw", "seat": 0, "tiles": ["0-2", "1-5"]},
    {"event": "play", "seat": 0, "move": "1-5@L"},
    {"event": "play", "seat": 1, "move": "6-6@R"},
    {"event": "play", "seat": 0, "move": "1-1@L"},
    {"event": "play", "seat": 1, "move": "0-1@L"},
    {"event": "play", "seat": 0, "move": "0-2@L"},
    {"event": "play", "seat": 1, "move": "2-5@L"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "4-5@L"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "4-4@L"},
    {"event": "pass", "seat": 0},
    {"event": "pass", "seat": 1},
    {"event": "deal_end", "ending": "block", "winners": [1], "losers": [0], "rule": "R-2", "pips": [10, 3], "points": [0, 10]},
    {"event": "match_end", "winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2"}
  ]
}
', '{"id": "5NmFCGc4", "name": "", "variant": "draw", "players": 2, "options": {"target": 10, "teams": false}, "seed": 864905298850625127, "timer": null, "pace": {"kind": "live"}, "outside_bots": true, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2", "scores": [0, 10], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T18:08:17+00:00", "finished": "2026-12-07T18:08:18+00:00", "seq": 26}', false);
INSERT INTO __SCHEMA__.tables VALUES ('_7whclm0', '', 'twins', 2, '{}', 17, true, NULL, '2026-12-07 18:08:18.300526+00', NULL, NULL, NULL, false);


--
-- Data for Name: vacations; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.vacations VALUES (2, 1796666898.295307, 1796926098.295307);


--
-- Name: accounts_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.accounts_id_seq', 3, true);


--
-- Name: actions_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.actions_id_seq', 425, true);


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
-- Name: api_tokens uq_api_tokens_token_hash; Type: CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.api_tokens
    ADD CONSTRAINT uq_api_tokens_token_hash UNIQUE (token_hash);


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
-- Name: vacations vacations_account_id_fkey; Type: FK CONSTRAINT; Schema: __SCHEMA__; Owner: -
--

ALTER TABLE ONLY __SCHEMA__.vacations
    ADD CONSTRAINT vacations_account_id_fkey FOREIGN KEY (account_id) REFERENCES __SCHEMA__.accounts(id);


--
-- PostgreSQL database dump complete
--

\unrestrict zXzXv5vlHl1GX8wBxoKQHF15g1AM8BcCS0FHUrAwQVLwGdLkllG6ixkxmycUCg3

