--
-- PostgreSQL database dump
--

\restrict KupafekD9NjRIkiMySPL638J3AA3rhc78lOYbaWLJ6bYqgocH6K9ixJWnHEVTPF

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

INSERT INTO __SCHEMA__.accounts VALUES (1, 'Ada Fixture', 'ada fixture', '$argon2id$v=19$m=65536,t=3,p=4$XG0+1O81HcMFlu/jODSoTQ$pa9TmzDNShQypYWcldzEjshXTXer5ktr4dF1dSWiSYA', '2026-12-07 17:17:19.152667+00', 11, 11, 'adafixture');
INSERT INTO __SCHEMA__.accounts VALUES (3, 'Cy Fixture', 'cy fixture', '$argon2id$v=19$m=65536,t=3,p=4$1SaNh1+JcJNBmcitSQ2Jeg$lJQ1upA6cWYOQ108fBhlhzwIeIgmhAs0Pmt6QxnQCWI', '2026-12-07 17:17:22.155248+00', 0, 0, 'cyfixture');
INSERT INTO __SCHEMA__.accounts VALUES (2, 'Bob Fixture', 'bob fixture', '$argon2id$v=19$m=65536,t=3,p=4$MHNtSLpM2o9gNNiv/6oFYg$ev/3yjMw0Ip76FfD4PiArl3lhYJ04GnWTb8J06Qq5P4', '2026-12-07 17:17:19.274617+00', 5, 5, 'bobfixture');


--
-- Data for Name: actions; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.actions VALUES (1, '1OvvCE06', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 17:16:13.100778+00');
INSERT INTO __SCHEMA__.actions VALUES (2, '1OvvCE06', 1, 'move', 3, '1-1', 'bot', '2026-12-07 17:16:13.108624+00');
INSERT INTO __SCHEMA__.actions VALUES (3, '1OvvCE06', 2, 'move', 4, '1-5', 'bot', '2026-12-07 17:16:13.111039+00');
INSERT INTO __SCHEMA__.actions VALUES (4, '1OvvCE06', 3, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 17:16:13.152592+00');
INSERT INTO __SCHEMA__.actions VALUES (5, '1OvvCE06', 4, 'chat', 0, 'good_luck', 'human', '2026-12-07 17:16:13.15267+00');
INSERT INTO __SCHEMA__.actions VALUES (6, '1OvvCE06', 5, 'move', 0, '4-5', 'human', '2026-12-07 17:16:13.196863+00');
INSERT INTO __SCHEMA__.actions VALUES (7, '1OvvCE06', 6, 'move', 1, '4-6', 'human', '2026-12-07 17:16:13.199464+00');
INSERT INTO __SCHEMA__.actions VALUES (8, '1OvvCE06', 7, 'move', 2, '0-6', 'bot', '2026-12-07 17:16:13.200807+00');
INSERT INTO __SCHEMA__.actions VALUES (9, '1OvvCE06', 8, 'move', 3, 'pass', 'bot', '2026-12-07 17:16:13.201775+00');
INSERT INTO __SCHEMA__.actions VALUES (10, '1OvvCE06', 9, 'move', 4, 'pass', 'bot', '2026-12-07 17:16:13.202702+00');
INSERT INTO __SCHEMA__.actions VALUES (11, '1OvvCE06', 10, 'move', 0, '0-3', 'human', '2026-12-07 17:16:13.240658+00');
INSERT INTO __SCHEMA__.actions VALUES (12, '1OvvCE06', 11, 'move', 1, '3-3', 'human', '2026-12-07 17:16:13.244126+00');
INSERT INTO __SCHEMA__.actions VALUES (13, '1OvvCE06', 12, 'move', 2, '1-3', 'bot', '2026-12-07 17:16:13.245285+00');
INSERT INTO __SCHEMA__.actions VALUES (14, '1OvvCE06', 13, 'move', 3, 'pass', 'bot', '2026-12-07 17:16:13.246277+00');
INSERT INTO __SCHEMA__.actions VALUES (15, '1OvvCE06', 14, 'move', 4, 'pass', 'bot', '2026-12-07 17:16:13.247194+00');
INSERT INTO __SCHEMA__.actions VALUES (16, '1OvvCE06', 15, 'move', 0, '1-4', 'human', '2026-12-07 17:16:13.284879+00');
INSERT INTO __SCHEMA__.actions VALUES (17, '1OvvCE06', 16, 'move', 1, 'pass', 'human', '2026-12-07 17:16:13.288247+00');
INSERT INTO __SCHEMA__.actions VALUES (18, '1OvvCE06', 17, 'move', 2, '0-4', 'bot', '2026-12-07 17:16:13.289456+00');
INSERT INTO __SCHEMA__.actions VALUES (19, '1OvvCE06', 18, 'move', 3, 'pass', 'bot', '2026-12-07 17:16:13.2904+00');
INSERT INTO __SCHEMA__.actions VALUES (20, '1OvvCE06', 19, 'move', 4, 'pass', 'bot', '2026-12-07 17:16:13.291187+00');
INSERT INTO __SCHEMA__.actions VALUES (21, '1OvvCE06', 20, 'move', 0, 'pass', 'human', '2026-12-07 17:16:13.328739+00');
INSERT INTO __SCHEMA__.actions VALUES (22, '1OvvCE06', 21, 'move', 1, '0-2', 'human', '2026-12-07 17:16:13.332133+00');
INSERT INTO __SCHEMA__.actions VALUES (23, '1OvvCE06', 22, 'move', 2, 'pass', 'bot', '2026-12-07 17:16:13.333263+00');
INSERT INTO __SCHEMA__.actions VALUES (24, '1OvvCE06', 23, 'move', 3, '2-4', 'bot', '2026-12-07 17:16:13.33436+00');
INSERT INTO __SCHEMA__.actions VALUES (25, '1OvvCE06', 24, 'move', 4, 'pass', 'bot', '2026-12-07 17:16:13.335121+00');
INSERT INTO __SCHEMA__.actions VALUES (26, '1OvvCE06', 25, 'move', 0, '3-4', 'human', '2026-12-07 17:16:13.372746+00');
INSERT INTO __SCHEMA__.actions VALUES (27, '1OvvCE06', 26, 'move', 1, 'pass', 'human', '2026-12-07 17:16:13.376104+00');
INSERT INTO __SCHEMA__.actions VALUES (28, '1OvvCE06', 27, 'move', 2, 'pass', 'bot', '2026-12-07 17:16:13.377101+00');
INSERT INTO __SCHEMA__.actions VALUES (29, '1OvvCE06', 28, 'move', 3, 'pass', 'bot', '2026-12-07 17:16:13.377962+00');
INSERT INTO __SCHEMA__.actions VALUES (30, '1OvvCE06', 29, 'move', 4, '3-5', 'bot', '2026-12-07 17:16:13.37871+00');
INSERT INTO __SCHEMA__.actions VALUES (31, '1OvvCE06', 30, 'move', 0, 'pass', 'human', '2026-12-07 17:16:13.416892+00');
INSERT INTO __SCHEMA__.actions VALUES (32, '1OvvCE06', 31, 'move', 1, '5-5', 'human', '2026-12-07 17:16:13.424181+00');
INSERT INTO __SCHEMA__.actions VALUES (33, '1OvvCE06', 32, 'move', 2, 'pass', 'bot', '2026-12-07 17:16:13.425503+00');
INSERT INTO __SCHEMA__.actions VALUES (34, '1OvvCE06', 33, 'move', 3, '2-5', 'bot', '2026-12-07 17:16:13.426404+00');
INSERT INTO __SCHEMA__.actions VALUES (35, '1OvvCE06', 34, 'move', 4, '2-2', 'bot', '2026-12-07 17:16:13.427266+00');
INSERT INTO __SCHEMA__.actions VALUES (36, '1OvvCE06', 35, 'move', 0, 'pass', 'human', '2026-12-07 17:16:13.460694+00');
INSERT INTO __SCHEMA__.actions VALUES (37, '1OvvCE06', 36, 'move', 1, '1-2', 'human', '2026-12-07 17:16:13.468234+00');
INSERT INTO __SCHEMA__.actions VALUES (38, '1OvvCE06', 37, 'move', 2, '2-2', 'bot', '2026-12-07 17:16:13.470591+00');
INSERT INTO __SCHEMA__.actions VALUES (39, '1OvvCE06', 38, 'move', 3, '2-6', 'bot', '2026-12-07 17:16:13.471573+00');
INSERT INTO __SCHEMA__.actions VALUES (40, '1OvvCE06', 39, 'move', 4, '6-6', 'bot', '2026-12-07 17:16:13.472366+00');
INSERT INTO __SCHEMA__.actions VALUES (41, '1OvvCE06', 40, 'move', 0, '3-6', 'human', '2026-12-07 17:16:13.50485+00');
INSERT INTO __SCHEMA__.actions VALUES (42, '1OvvCE06', 41, 'move', 1, '2-3', 'human', '2026-12-07 17:16:13.512187+00');
INSERT INTO __SCHEMA__.actions VALUES (43, '1OvvCE06', 42, 'move', 2, '1-2', 'bot', '2026-12-07 17:16:13.513436+00');
INSERT INTO __SCHEMA__.actions VALUES (44, '1OvvCE06', 43, 'move', 3, '1-3', 'bot', '2026-12-07 17:16:13.514328+00');
INSERT INTO __SCHEMA__.actions VALUES (45, '1OvvCE06', 44, 'move', 4, 'pass', 'bot', '2026-12-07 17:16:13.515166+00');
INSERT INTO __SCHEMA__.actions VALUES (46, '1OvvCE06', 45, 'move', 0, 'pass', 'human', '2026-12-07 17:16:13.548661+00');
INSERT INTO __SCHEMA__.actions VALUES (47, '1OvvCE06', 46, 'move', 1, 'pass', 'human', '2026-12-07 17:16:13.55629+00');
INSERT INTO __SCHEMA__.actions VALUES (48, '1OvvCE06', 47, 'move', 2, '3-5', 'bot', '2026-12-07 17:16:13.557719+00');
INSERT INTO __SCHEMA__.actions VALUES (49, '1OvvCE06', 48, 'move', 3, 'pass', 'bot', '2026-12-07 17:16:13.558676+00');
INSERT INTO __SCHEMA__.actions VALUES (50, '1OvvCE06', 49, 'move', 4, '2-5', 'bot', '2026-12-07 17:16:13.559534+00');
INSERT INTO __SCHEMA__.actions VALUES (51, '1OvvCE06', 50, 'move', 0, '2-4', 'human', '2026-12-07 17:16:13.592865+00');
INSERT INTO __SCHEMA__.actions VALUES (52, '1OvvCE06', 51, 'move', 1, '4-5', 'human', '2026-12-07 17:16:13.600315+00');
INSERT INTO __SCHEMA__.actions VALUES (53, '1OvvCE06', 52, 'move', 2, 'pass', 'bot', '2026-12-07 17:16:13.601883+00');
INSERT INTO __SCHEMA__.actions VALUES (54, '1OvvCE06', 53, 'move', 3, 'pass', 'bot', '2026-12-07 17:16:13.602789+00');
INSERT INTO __SCHEMA__.actions VALUES (55, '1OvvCE06', 54, 'move', 4, '0-5', 'bot', '2026-12-07 17:16:13.603594+00');
INSERT INTO __SCHEMA__.actions VALUES (56, '1OvvCE06', 55, 'move', 0, '0-4', 'human', '2026-12-07 17:16:13.636628+00');
INSERT INTO __SCHEMA__.actions VALUES (57, '1OvvCE06', 56, 'move', 1, 'pass', 'human', '2026-12-07 17:16:13.644255+00');
INSERT INTO __SCHEMA__.actions VALUES (58, '1OvvCE06', 57, 'move', 2, '4-6', 'bot', '2026-12-07 17:16:13.645622+00');
INSERT INTO __SCHEMA__.actions VALUES (59, '1OvvCE06', 58, 'move', 3, 'pass', 'bot', '2026-12-07 17:16:13.646556+00');
INSERT INTO __SCHEMA__.actions VALUES (60, '1OvvCE06', 59, 'move', 4, 'pass', 'bot', '2026-12-07 17:16:13.647275+00');
INSERT INTO __SCHEMA__.actions VALUES (61, '1OvvCE06', 60, 'move', 0, 'pass', 'human', '2026-12-07 17:16:13.68097+00');
INSERT INTO __SCHEMA__.actions VALUES (62, '1OvvCE06', 61, 'move', 1, '0-6', 'human', '2026-12-07 17:16:13.688243+00');
INSERT INTO __SCHEMA__.actions VALUES (63, '1OvvCE06', 62, 'move', 2, '0-3', 'bot', '2026-12-07 17:16:13.68965+00');
INSERT INTO __SCHEMA__.actions VALUES (64, '0-UKeBrP', 0, 'move', 4, '1-1', 'bot', '2026-12-07 17:16:13.793155+00');
INSERT INTO __SCHEMA__.actions VALUES (65, '0-UKeBrP', 1, 'chat', 1, 'hello', 'human', '2026-12-07 17:16:13.836851+00');
INSERT INTO __SCHEMA__.actions VALUES (66, '0-UKeBrP', 2, 'move', 0, '1-2', 'human', '2026-12-07 17:16:14.44034+00');
INSERT INTO __SCHEMA__.actions VALUES (67, '0-UKeBrP', 3, 'move', 1, '2-2', 'human', '2026-12-07 17:16:15.044147+00');
INSERT INTO __SCHEMA__.actions VALUES (68, '0-UKeBrP', 4, 'move', 2, '2-4', 'bot', '2026-12-07 17:16:15.045726+00');
INSERT INTO __SCHEMA__.actions VALUES (69, '0-UKeBrP', 5, 'move', 3, '1-4', 'bot', '2026-12-07 17:16:15.04689+00');
INSERT INTO __SCHEMA__.actions VALUES (70, '0-UKeBrP', 6, 'move', 4, 'pass', 'bot', '2026-12-07 17:16:15.047829+00');
INSERT INTO __SCHEMA__.actions VALUES (71, '234eUdGC', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 17:16:16.305368+00');
INSERT INTO __SCHEMA__.actions VALUES (72, '234eUdGC', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 17:16:16.352816+00');
INSERT INTO __SCHEMA__.actions VALUES (73, '234eUdGC', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 17:16:16.352896+00');
INSERT INTO __SCHEMA__.actions VALUES (74, '234eUdGC', 3, 'move', 0, '0-6', 'human', '2026-12-07 17:16:16.396807+00');
INSERT INTO __SCHEMA__.actions VALUES (75, '234eUdGC', 4, 'move', 1, '4-6@BL', 'human', '2026-12-07 17:16:16.39949+00');
INSERT INTO __SCHEMA__.actions VALUES (76, '234eUdGC', 5, 'move', 0, '0-3@TL', 'human', '2026-12-07 17:16:16.440743+00');
INSERT INTO __SCHEMA__.actions VALUES (77, '234eUdGC', 6, 'move', 1, '3-4@BL', 'human', '2026-12-07 17:16:16.444079+00');
INSERT INTO __SCHEMA__.actions VALUES (78, '234eUdGC', 7, 'move', 0, '3-6@BR', 'human', '2026-12-07 17:16:16.484633+00');
INSERT INTO __SCHEMA__.actions VALUES (79, '234eUdGC', 8, 'move', 1, '0-1@TR', 'human', '2026-12-07 17:16:16.488047+00');
INSERT INTO __SCHEMA__.actions VALUES (80, '234eUdGC', 9, 'move', 0, '3-3@BR', 'human', '2026-12-07 17:16:16.52897+00');
INSERT INTO __SCHEMA__.actions VALUES (81, '234eUdGC', 10, 'move', 1, '1-4@TR', 'human', '2026-12-07 17:16:16.532025+00');
INSERT INTO __SCHEMA__.actions VALUES (82, '234eUdGC', 11, 'move', 0, '1-3@cut:1:L', 'human', '2026-12-07 17:16:16.572671+00');
INSERT INTO __SCHEMA__.actions VALUES (83, '234eUdGC', 12, 'move', 1, '0-3@BL', 'human', '2026-12-07 17:16:16.576114+00');
INSERT INTO __SCHEMA__.actions VALUES (84, '234eUdGC', 13, 'move', 0, '1-2@TL', 'human', '2026-12-07 17:16:16.616682+00');
INSERT INTO __SCHEMA__.actions VALUES (85, '234eUdGC', 14, 'move', 1, '2-6@TL', 'human', '2026-12-07 17:16:16.620068+00');
INSERT INTO __SCHEMA__.actions VALUES (86, '234eUdGC', 15, 'move', 0, '4-4@TR', 'human', '2026-12-07 17:16:16.660591+00');
INSERT INTO __SCHEMA__.actions VALUES (87, '234eUdGC', 16, 'move', 1, '3-6@BR', 'human', '2026-12-07 17:16:16.664092+00');
INSERT INTO __SCHEMA__.actions VALUES (88, '234eUdGC', 17, 'move', 0, '1-6@BR', 'human', '2026-12-07 17:16:16.704752+00');
INSERT INTO __SCHEMA__.actions VALUES (89, '234eUdGC', 18, 'move', 1, '3-4@cut:2:R', 'human', '2026-12-07 17:16:16.70814+00');
INSERT INTO __SCHEMA__.actions VALUES (90, '234eUdGC', 19, 'move', 0, '0-5@BL', 'human', '2026-12-07 17:16:16.748706+00');
INSERT INTO __SCHEMA__.actions VALUES (91, '234eUdGC', 20, 'move', 1, '2-4@TR', 'human', '2026-12-07 17:16:16.75237+00');
INSERT INTO __SCHEMA__.actions VALUES (92, '234eUdGC', 21, 'move', 0, '1-5@BL', 'human', '2026-12-07 17:16:16.79271+00');
INSERT INTO __SCHEMA__.actions VALUES (93, '234eUdGC', 22, 'move', 1, '0-6@TL', 'human', '2026-12-07 17:16:16.800068+00');
INSERT INTO __SCHEMA__.actions VALUES (94, '234eUdGC', 23, 'move', 0, '1-6@BL', 'human', '2026-12-07 17:16:16.836771+00');
INSERT INTO __SCHEMA__.actions VALUES (95, '234eUdGC', 24, 'move', 1, '2-3@BR', 'human', '2026-12-07 17:16:16.844234+00');
INSERT INTO __SCHEMA__.actions VALUES (96, '234eUdGC', 25, 'move', 0, '0-4@TL', 'human', '2026-12-07 17:16:16.880422+00');
INSERT INTO __SCHEMA__.actions VALUES (97, '234eUdGC', 26, 'move', 1, '2-5@TR', 'human', '2026-12-07 17:16:16.888323+00');
INSERT INTO __SCHEMA__.actions VALUES (98, '234eUdGC', 27, 'move', 0, '5-6@cut:-2:L', 'human', '2026-12-07 17:16:16.924494+00');
INSERT INTO __SCHEMA__.actions VALUES (99, '234eUdGC', 28, 'move', 1, '4-6@TL', 'human', '2026-12-07 17:16:16.932217+00');
INSERT INTO __SCHEMA__.actions VALUES (101, '234eUdGC', 30, 'move', 1, '4-5@TL', 'human', '2026-12-07 17:16:16.976273+00');
INSERT INTO __SCHEMA__.actions VALUES (103, '234eUdGC', 32, 'move', 1, '0-2@cut:-1:L', 'human', '2026-12-07 17:16:17.020234+00');
INSERT INTO __SCHEMA__.actions VALUES (104, '234eUdGC', 33, 'move', 0, '2-6@TL', 'human', '2026-12-07 17:16:17.056327+00');
INSERT INTO __SCHEMA__.actions VALUES (106, '234eUdGC', 35, 'move', 0, '4-6@TL', 'human', '2026-12-07 17:16:17.100603+00');
INSERT INTO __SCHEMA__.actions VALUES (108, '234eUdGC', 37, 'move', 0, '5-5@TR', 'human', '2026-12-07 17:16:17.144614+00');
INSERT INTO __SCHEMA__.actions VALUES (110, '234eUdGC', 39, 'move', 0, '4-4@TL', 'human', '2026-12-07 17:16:17.188394+00');
INSERT INTO __SCHEMA__.actions VALUES (112, '234eUdGC', 41, 'move', 0, '6-6@TL', 'human', '2026-12-07 17:16:17.232721+00');
INSERT INTO __SCHEMA__.actions VALUES (114, '234eUdGC', 43, 'move', 0, '3-6@TL', 'human', '2026-12-07 17:16:17.27655+00');
INSERT INTO __SCHEMA__.actions VALUES (116, '234eUdGC', 45, 'move', 0, '5-6@BL', 'human', '2026-12-07 17:16:17.320457+00');
INSERT INTO __SCHEMA__.actions VALUES (118, '234eUdGC', 47, 'move', 0, '4-5@BL', 'human', '2026-12-07 17:16:17.364348+00');
INSERT INTO __SCHEMA__.actions VALUES (120, '234eUdGC', 49, 'move', 0, '4-4@BL', 'human', '2026-12-07 17:16:17.408564+00');
INSERT INTO __SCHEMA__.actions VALUES (122, 'acc1ar_6', 0, 'chat', 1, 'hello', 'human', '2026-12-07 17:16:17.557316+00');
INSERT INTO __SCHEMA__.actions VALUES (125, 'acc1ar_6', 3, 'move', 0, '1-4@TR', 'human', '2026-12-07 17:16:19.370139+00');
INSERT INTO __SCHEMA__.actions VALUES (129, 'acc1ar_6', 7, 'move', 0, '3-5@BR', 'human', '2026-12-07 17:16:21.788619+00');
INSERT INTO __SCHEMA__.actions VALUES (100, '234eUdGC', 29, 'move', 0, '5-5@BL', 'human', '2026-12-07 17:16:16.968617+00');
INSERT INTO __SCHEMA__.actions VALUES (102, '234eUdGC', 31, 'move', 0, 'pass', 'human', '2026-12-07 17:16:17.01241+00');
INSERT INTO __SCHEMA__.actions VALUES (105, '234eUdGC', 34, 'move', 1, '0-0@BL', 'human', '2026-12-07 17:16:17.064196+00');
INSERT INTO __SCHEMA__.actions VALUES (107, '234eUdGC', 36, 'move', 1, '2-2@BR', 'human', '2026-12-07 17:16:17.108222+00');
INSERT INTO __SCHEMA__.actions VALUES (109, '234eUdGC', 38, 'move', 1, '0-4@BL', 'human', '2026-12-07 17:16:17.152158+00');
INSERT INTO __SCHEMA__.actions VALUES (111, '234eUdGC', 40, 'move', 1, '0-6@cut:-3:L', 'human', '2026-12-07 17:16:17.196127+00');
INSERT INTO __SCHEMA__.actions VALUES (113, '234eUdGC', 42, 'move', 1, '0-1@BL', 'human', '2026-12-07 17:16:17.240122+00');
INSERT INTO __SCHEMA__.actions VALUES (115, '234eUdGC', 44, 'move', 1, '1-6@BL', 'human', '2026-12-07 17:16:17.284267+00');
INSERT INTO __SCHEMA__.actions VALUES (117, '234eUdGC', 46, 'move', 1, '3-5@TL', 'human', '2026-12-07 17:16:17.328332+00');
INSERT INTO __SCHEMA__.actions VALUES (119, '234eUdGC', 48, 'move', 1, '1-5@TL', 'human', '2026-12-07 17:16:17.372225+00');
INSERT INTO __SCHEMA__.actions VALUES (121, '234eUdGC', 50, 'move', 1, '1-1@TL', 'human', '2026-12-07 17:16:17.416298+00');
INSERT INTO __SCHEMA__.actions VALUES (123, 'acc1ar_6', 1, 'move', 0, '4-4', 'human', '2026-12-07 17:16:18.160954+00');
INSERT INTO __SCHEMA__.actions VALUES (124, 'acc1ar_6', 2, 'move', 1, '2-4@BR', 'human', '2026-12-07 17:16:18.765457+00');
INSERT INTO __SCHEMA__.actions VALUES (126, 'acc1ar_6', 4, 'move', 1, '4-6@TL', 'human', '2026-12-07 17:16:19.974594+00');
INSERT INTO __SCHEMA__.actions VALUES (127, 'acc1ar_6', 5, 'move', 0, '2-3@BR', 'human', '2026-12-07 17:16:20.579252+00');
INSERT INTO __SCHEMA__.actions VALUES (128, 'acc1ar_6', 6, 'move', 1, '1-6@TR', 'human', '2026-12-07 17:16:21.18391+00');
INSERT INTO __SCHEMA__.actions VALUES (130, 'ADK2T37p', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 17:16:23.049295+00');
INSERT INTO __SCHEMA__.actions VALUES (131, 'ADK2T37p', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 17:16:23.096863+00');
INSERT INTO __SCHEMA__.actions VALUES (132, 'ADK2T37p', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 17:16:23.096938+00');
INSERT INTO __SCHEMA__.actions VALUES (133, 'ADK2T37p', 3, 'move', 0, '2-2', 'human', '2026-12-07 17:16:23.140824+00');
INSERT INTO __SCHEMA__.actions VALUES (134, 'ADK2T37p', 4, 'move', 1, '1-2@TR', 'human', '2026-12-07 17:16:23.143281+00');
INSERT INTO __SCHEMA__.actions VALUES (135, 'ADK2T37p', 5, 'move', 0, '2-4@BR', 'human', '2026-12-07 17:16:23.184679+00');
INSERT INTO __SCHEMA__.actions VALUES (136, 'ADK2T37p', 6, 'move', 1, '1-4@BR', 'human', '2026-12-07 17:16:23.188133+00');
INSERT INTO __SCHEMA__.actions VALUES (137, 'ADK2T37p', 7, 'move', 0, '0-1@TR', 'human', '2026-12-07 17:16:23.228672+00');
INSERT INTO __SCHEMA__.actions VALUES (138, 'ADK2T37p', 8, 'move', 1, '1-5@BR', 'human', '2026-12-07 17:16:23.232123+00');
INSERT INTO __SCHEMA__.actions VALUES (139, 'ADK2T37p', 9, 'move', 0, '0-5@TR', 'human', '2026-12-07 17:16:23.27265+00');
INSERT INTO __SCHEMA__.actions VALUES (140, 'ADK2T37p', 10, 'move', 1, 'pass', 'human', '2026-12-07 17:16:23.276108+00');
INSERT INTO __SCHEMA__.actions VALUES (141, 'ADK2T37p', 11, 'move', 0, '5-6@BR', 'human', '2026-12-07 17:16:23.316683+00');
INSERT INTO __SCHEMA__.actions VALUES (142, 'ADK2T37p', 12, 'move', 1, 'pass', 'human', '2026-12-07 17:16:23.324175+00');
INSERT INTO __SCHEMA__.actions VALUES (143, 'ADK2T37p', 13, 'move', 0, '3-5@TR', 'human', '2026-12-07 17:16:23.36065+00');
INSERT INTO __SCHEMA__.actions VALUES (144, 'ADK2T37p', 14, 'move', 1, '1-6@BR', 'human', '2026-12-07 17:16:23.368246+00');
INSERT INTO __SCHEMA__.actions VALUES (145, 'ADK2T37p', 15, 'move', 0, '0-3@TR', 'human', '2026-12-07 17:16:23.404517+00');
INSERT INTO __SCHEMA__.actions VALUES (146, 'ADK2T37p', 16, 'move', 1, '0-2@TR', 'human', '2026-12-07 17:16:23.412218+00');
INSERT INTO __SCHEMA__.actions VALUES (147, 'ADK2T37p', 17, 'move', 0, '5-5@cut:3', 'human', '2026-12-07 17:16:23.448893+00');
INSERT INTO __SCHEMA__.actions VALUES (148, 'ADK2T37p', 18, 'move', 1, '3-6@cut:4', 'human', '2026-12-07 17:16:23.456267+00');
INSERT INTO __SCHEMA__.actions VALUES (149, 'ADK2T37p', 19, 'move', 0, 'pass', 'human', '2026-12-07 17:16:23.49267+00');
INSERT INTO __SCHEMA__.actions VALUES (150, 'ADK2T37p', 20, 'move', 1, '1-3@BR', 'human', '2026-12-07 17:16:23.500233+00');
INSERT INTO __SCHEMA__.actions VALUES (151, 'ADK2T37p', 21, 'move', 0, '2-3@TR', 'human', '2026-12-07 17:16:23.536695+00');
INSERT INTO __SCHEMA__.actions VALUES (152, 'ADK2T37p', 22, 'move', 1, '3-3@BR', 'human', '2026-12-07 17:16:23.544391+00');
INSERT INTO __SCHEMA__.actions VALUES (153, 'ADK2T37p', 23, 'move', 0, '3-4@TR', 'human', '2026-12-07 17:16:23.580636+00');
INSERT INTO __SCHEMA__.actions VALUES (154, 'ADK2T37p', 24, 'move', 1, '0-1@cut:5', 'human', '2026-12-07 17:16:23.588247+00');
INSERT INTO __SCHEMA__.actions VALUES (155, 'ADK2T37p', 25, 'move', 0, '0-3@BR', 'human', '2026-12-07 17:16:23.624736+00');
INSERT INTO __SCHEMA__.actions VALUES (156, 'ADK2T37p', 26, 'move', 1, '0-5@BR', 'human', '2026-12-07 17:16:23.632259+00');
INSERT INTO __SCHEMA__.actions VALUES (157, 'ADK2T37p', 27, 'move', 0, '4-6@TR', 'human', '2026-12-07 17:16:23.668782+00');
INSERT INTO __SCHEMA__.actions VALUES (158, 'ADK2T37p', 28, 'move', 1, '2-6@TR', 'human', '2026-12-07 17:16:23.676238+00');
INSERT INTO __SCHEMA__.actions VALUES (159, 'ADK2T37p', 29, 'move', 0, '5-5@BR', 'human', '2026-12-07 17:16:23.712734+00');
INSERT INTO __SCHEMA__.actions VALUES (160, 'ADK2T37p', 30, 'move', 1, '1-2@TR', 'human', '2026-12-07 17:16:23.72024+00');
INSERT INTO __SCHEMA__.actions VALUES (161, 'ADK2T37p', 31, 'move', 0, '5-6@cut:9', 'human', '2026-12-07 17:16:23.756727+00');
INSERT INTO __SCHEMA__.actions VALUES (162, 'ADK2T37p', 32, 'move', 1, '1-5@BR', 'human', '2026-12-07 17:16:23.764282+00');
INSERT INTO __SCHEMA__.actions VALUES (163, 'ADK2T37p', 33, 'move', 0, '1-6@BR', 'human', '2026-12-07 17:16:23.800795+00');
INSERT INTO __SCHEMA__.actions VALUES (164, 'ADK2T37p', 34, 'move', 1, '1-4@TR', 'human', '2026-12-07 17:16:23.808431+00');
INSERT INTO __SCHEMA__.actions VALUES (165, 'ADK2T37p', 35, 'move', 0, '2-5@cut:10', 'human', '2026-12-07 17:16:23.844662+00');
INSERT INTO __SCHEMA__.actions VALUES (166, 'ADK2T37p', 36, 'move', 1, '2-4@TR', 'human', '2026-12-07 17:16:23.852343+00');
INSERT INTO __SCHEMA__.actions VALUES (167, 'ADK2T37p', 37, 'move', 0, '0-6@BR', 'human', '2026-12-07 17:16:23.888709+00');
INSERT INTO __SCHEMA__.actions VALUES (168, 'ADK2T37p', 38, 'move', 1, '2-3@TR', 'human', '2026-12-07 17:16:23.896302+00');
INSERT INTO __SCHEMA__.actions VALUES (169, 'ADK2T37p', 39, 'move', 0, 'pass', 'human', '2026-12-07 17:16:23.932812+00');
INSERT INTO __SCHEMA__.actions VALUES (170, 'ADK2T37p', 40, 'move', 1, '0-3@BR', 'human', '2026-12-07 17:16:23.940235+00');
INSERT INTO __SCHEMA__.actions VALUES (171, 'ADK2T37p', 41, 'move', 0, '3-5@BR', 'human', '2026-12-07 17:16:23.976664+00');
INSERT INTO __SCHEMA__.actions VALUES (172, 'ADK2T37p', 42, 'move', 1, '3-3@TR', 'human', '2026-12-07 17:16:23.984285+00');
INSERT INTO __SCHEMA__.actions VALUES (173, 'ADK2T37p', 43, 'move', 0, '4-5@BR', 'human', '2026-12-07 17:16:24.020675+00');
INSERT INTO __SCHEMA__.actions VALUES (174, 'ADK2T37p', 44, 'move', 1, '1-3@TR', 'human', '2026-12-07 17:16:24.02962+00');
INSERT INTO __SCHEMA__.actions VALUES (175, 'ADK2T37p', 45, 'move', 0, 'pass', 'human', '2026-12-07 17:16:24.064676+00');
INSERT INTO __SCHEMA__.actions VALUES (176, 'ADK2T37p', 46, 'move', 1, '1-1@cut:11', 'human', '2026-12-07 17:16:24.076344+00');
INSERT INTO __SCHEMA__.actions VALUES (177, 'ADK2T37p', 47, 'move', 0, '1-5@TR', 'human', '2026-12-07 17:16:24.108636+00');
INSERT INTO __SCHEMA__.actions VALUES (178, 'ADK2T37p', 48, 'move', 1, '0-2@cut:13', 'human', '2026-12-07 17:16:24.120439+00');
INSERT INTO __SCHEMA__.actions VALUES (179, 'ADK2T37p', 49, 'move', 0, '1-4@BR', 'human', '2026-12-07 17:16:24.152774+00');
INSERT INTO __SCHEMA__.actions VALUES (180, 'ADK2T37p', 50, 'move', 1, '0-1@BR', 'human', '2026-12-07 17:16:24.164606+00');
INSERT INTO __SCHEMA__.actions VALUES (181, 'ADK2T37p', 51, 'move', 0, '2-5@TR', 'human', '2026-12-07 17:16:24.196723+00');
INSERT INTO __SCHEMA__.actions VALUES (182, 'ADK2T37p', 52, 'move', 1, '0-5@BR', 'human', '2026-12-07 17:16:24.208771+00');
INSERT INTO __SCHEMA__.actions VALUES (183, 'ADK2T37p', 53, 'move', 0, '2-4@TR', 'human', '2026-12-07 17:16:24.240703+00');
INSERT INTO __SCHEMA__.actions VALUES (184, 'ADK2T37p', 54, 'move', 1, '4-6@TR', 'human', '2026-12-07 17:16:24.252563+00');
INSERT INTO __SCHEMA__.actions VALUES (185, 'ADK2T37p', 55, 'move', 0, 'pass', 'human', '2026-12-07 17:16:24.284661+00');
INSERT INTO __SCHEMA__.actions VALUES (186, 'ADK2T37p', 56, 'move', 1, '5-5@BR', 'human', '2026-12-07 17:16:24.296299+00');
INSERT INTO __SCHEMA__.actions VALUES (187, 'ADK2T37p', 57, 'move', 0, '0-6@TR', 'human', '2026-12-07 17:16:24.328568+00');
INSERT INTO __SCHEMA__.actions VALUES (188, 'ADK2T37p', 58, 'move', 1, '5-6@BR', 'human', '2026-12-07 17:16:24.340438+00');
INSERT INTO __SCHEMA__.actions VALUES (189, 'ADK2T37p', 59, 'move', 0, '1-6@BR', 'human', '2026-12-07 17:16:24.372773+00');
INSERT INTO __SCHEMA__.actions VALUES (190, 'ADK2T37p', 60, 'move', 1, '0-4@TR', 'human', '2026-12-07 17:16:24.384387+00');
INSERT INTO __SCHEMA__.actions VALUES (191, 'ADK2T37p', 61, 'move', 0, '1-1@BR', 'human', '2026-12-07 17:16:24.41663+00');
INSERT INTO __SCHEMA__.actions VALUES (192, 'ADK2T37p', 62, 'move', 1, '3-4@TR', 'human', '2026-12-07 17:16:24.428298+00');
INSERT INTO __SCHEMA__.actions VALUES (193, 'ADK2T37p', 63, 'move', 0, '3-6@TR', 'human', '2026-12-07 17:16:24.460871+00');
INSERT INTO __SCHEMA__.actions VALUES (194, 'ADK2T37p', 64, 'move', 1, 'pass', 'human', '2026-12-07 17:16:24.472357+00');
INSERT INTO __SCHEMA__.actions VALUES (195, 'ADK2T37p', 65, 'move', 0, '1-2@BR', 'human', '2026-12-07 17:16:24.504682+00');
INSERT INTO __SCHEMA__.actions VALUES (196, 'apGKd9rD', 0, 'chat', 1, 'hello', 'human', '2026-12-07 17:16:24.625287+00');
INSERT INTO __SCHEMA__.actions VALUES (197, 'apGKd9rD', 1, 'move', 0, '3-3', 'human', '2026-12-07 17:16:25.228824+00');
INSERT INTO __SCHEMA__.actions VALUES (198, 'apGKd9rD', 2, 'move', 1, '0-3@TR', 'human', '2026-12-07 17:16:25.833243+00');
INSERT INTO __SCHEMA__.actions VALUES (199, 'apGKd9rD', 3, 'move', 0, '3-4@BR', 'human', '2026-12-07 17:16:26.437782+00');
INSERT INTO __SCHEMA__.actions VALUES (200, 'apGKd9rD', 4, 'move', 1, '0-1@TR', 'human', '2026-12-07 17:16:27.042192+00');
INSERT INTO __SCHEMA__.actions VALUES (201, 'apGKd9rD', 5, 'move', 0, '4-6@BR', 'human', '2026-12-07 17:16:27.64659+00');
INSERT INTO __SCHEMA__.actions VALUES (202, 'apGKd9rD', 6, 'move', 1, '1-6@TR', 'human', '2026-12-07 17:16:28.251328+00');
INSERT INTO __SCHEMA__.actions VALUES (203, 'apGKd9rD', 7, 'move', 0, '5-6@BR', 'human', '2026-12-07 17:16:28.855581+00');
INSERT INTO __SCHEMA__.actions VALUES (204, 'apGKd9rD', 8, 'move', 1, '0-6@TR', 'human', '2026-12-07 17:16:29.460539+00');
INSERT INTO __SCHEMA__.actions VALUES (205, 'XVJ9iDRB', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 17:16:30.721519+00');
INSERT INTO __SCHEMA__.actions VALUES (206, 'XVJ9iDRB', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 17:16:30.768963+00');
INSERT INTO __SCHEMA__.actions VALUES (207, 'XVJ9iDRB', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 17:16:30.769051+00');
INSERT INTO __SCHEMA__.actions VALUES (208, 'XVJ9iDRB', 3, 'move', 0, '3-3', 'human', '2026-12-07 17:16:30.812728+00');
INSERT INTO __SCHEMA__.actions VALUES (209, 'XVJ9iDRB', 4, 'move', 1, '0-3@L', 'human', '2026-12-07 17:16:30.815561+00');
INSERT INTO __SCHEMA__.actions VALUES (210, 'XVJ9iDRB', 5, 'move', 0, '1-3@R', 'human', '2026-12-07 17:16:30.856667+00');
INSERT INTO __SCHEMA__.actions VALUES (212, 'XVJ9iDRB', 7, 'move', 0, '1-1@R', 'human', '2026-12-07 17:16:30.900661+00');
INSERT INTO __SCHEMA__.actions VALUES (214, 'XVJ9iDRB', 9, 'move', 0, '0-1@R', 'human', '2026-12-07 17:16:30.944701+00');
INSERT INTO __SCHEMA__.actions VALUES (216, 'XVJ9iDRB', 11, 'move', 0, '4-4@L', 'human', '2026-12-07 17:16:30.988634+00');
INSERT INTO __SCHEMA__.actions VALUES (218, 'XVJ9iDRB', 13, 'move', 0, 'pass', 'human', '2026-12-07 17:16:31.032731+00');
INSERT INTO __SCHEMA__.actions VALUES (220, 'XVJ9iDRB', 15, 'move', 0, '2-5@R', 'human', '2026-12-07 17:16:31.076742+00');
INSERT INTO __SCHEMA__.actions VALUES (223, 'XVJ9iDRB', 18, 'move', 1, 'pass', 'human', '2026-12-07 17:16:31.128364+00');
INSERT INTO __SCHEMA__.actions VALUES (225, 'XVJ9iDRB', 20, 'move', 1, 'pass', 'human', '2026-12-07 17:16:31.172284+00');
INSERT INTO __SCHEMA__.actions VALUES (227, 'XVJ9iDRB', 22, 'move', 1, '4-6@L', 'human', '2026-12-07 17:16:31.216196+00');
INSERT INTO __SCHEMA__.actions VALUES (229, 'XVJ9iDRB', 24, 'move', 1, 'pass', 'human', '2026-12-07 17:16:31.264444+00');
INSERT INTO __SCHEMA__.actions VALUES (231, 'XVJ9iDRB', 26, 'move', 1, '1-6@L', 'human', '2026-12-07 17:16:31.308624+00');
INSERT INTO __SCHEMA__.actions VALUES (233, 'XVJ9iDRB', 28, 'move', 1, '1-4@L', 'human', '2026-12-07 17:16:31.352319+00');
INSERT INTO __SCHEMA__.actions VALUES (235, 'XVJ9iDRB', 30, 'move', 1, '4-5@L', 'human', '2026-12-07 17:16:31.396332+00');
INSERT INTO __SCHEMA__.actions VALUES (237, 'XVJ9iDRB', 32, 'move', 1, '1-5@R', 'human', '2026-12-07 17:16:31.440675+00');
INSERT INTO __SCHEMA__.actions VALUES (240, '0ELPQsOU', 2, 'move', 0, '4-6@L', 'human', '2026-12-07 17:16:32.784772+00');
INSERT INTO __SCHEMA__.actions VALUES (242, '0ELPQsOU', 4, 'move', 0, '1-1@R', 'human', '2026-12-07 17:16:33.993733+00');
INSERT INTO __SCHEMA__.actions VALUES (243, '0ELPQsOU', 5, 'move', 1, '1-3@R', 'human', '2026-12-07 17:16:34.598531+00');
INSERT INTO __SCHEMA__.actions VALUES (244, '0ELPQsOU', 6, 'move', 0, '3-3@R', 'human', '2026-12-07 17:16:35.203288+00');
INSERT INTO __SCHEMA__.actions VALUES (246, '0ELPQsOU', 8, 'move', 0, '2-2@R', 'human', '2026-12-07 17:16:36.412717+00');
INSERT INTO __SCHEMA__.actions VALUES (248, '5oLTYmBi', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 17:16:38.276657+00');
INSERT INTO __SCHEMA__.actions VALUES (252, '5oLTYmBi', 4, 'move', 1, '1-5@W', 'human', '2026-12-07 17:16:38.371397+00');
INSERT INTO __SCHEMA__.actions VALUES (254, '5oLTYmBi', 6, 'move', 1, '3-5@E', 'human', '2026-12-07 17:16:38.416082+00');
INSERT INTO __SCHEMA__.actions VALUES (256, '5oLTYmBi', 8, 'move', 1, '3-3@E', 'human', '2026-12-07 17:16:38.46005+00');
INSERT INTO __SCHEMA__.actions VALUES (258, '5oLTYmBi', 10, 'move', 1, '6-6@S', 'human', '2026-12-07 17:16:38.504363+00');
INSERT INTO __SCHEMA__.actions VALUES (260, '5oLTYmBi', 12, 'move', 1, '1-2@W', 'human', '2026-12-07 17:16:38.54808+00');
INSERT INTO __SCHEMA__.actions VALUES (262, '5oLTYmBi', 14, 'move', 1, '0-2@W', 'human', '2026-12-07 17:16:38.592098+00');
INSERT INTO __SCHEMA__.actions VALUES (264, '5oLTYmBi', 16, 'move', 1, '0-3@W', 'human', '2026-12-07 17:16:38.636153+00');
INSERT INTO __SCHEMA__.actions VALUES (266, '5oLTYmBi', 18, 'move', 1, '3-4@W', 'human', '2026-12-07 17:16:38.680045+00');
INSERT INTO __SCHEMA__.actions VALUES (269, 'aNVrs-9u', 1, 'move', 1, '5-5', 'human', '2026-12-07 17:16:39.445583+00');
INSERT INTO __SCHEMA__.actions VALUES (271, 'aNVrs-9u', 3, 'move', 1, '5-6@E', 'human', '2026-12-07 17:16:40.654994+00');
INSERT INTO __SCHEMA__.actions VALUES (272, 'aNVrs-9u', 4, 'move', 0, '4-5@S', 'human', '2026-12-07 17:16:41.259744+00');
INSERT INTO __SCHEMA__.actions VALUES (274, 'aNVrs-9u', 6, 'move', 0, '4-4@S', 'human', '2026-12-07 17:16:42.468833+00');
INSERT INTO __SCHEMA__.actions VALUES (276, 'aNVrs-9u', 8, 'move', 0, 'pass', 'human', '2026-12-07 17:16:43.678085+00');
INSERT INTO __SCHEMA__.actions VALUES (277, 'aNVrs-9u', 9, 'move', 1, '1-1@W', 'human', '2026-12-07 17:16:44.282361+00');
INSERT INTO __SCHEMA__.actions VALUES (279, 'Rh7vllLC', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 17:16:46.149215+00');
INSERT INTO __SCHEMA__.actions VALUES (283, 'Rh7vllLC', 4, 'move', 1, '1-2@L', 'human', '2026-12-07 17:16:46.243103+00');
INSERT INTO __SCHEMA__.actions VALUES (285, 'Rh7vllLC', 6, 'move', 1, '5-6@L', 'human', '2026-12-07 17:16:46.28806+00');
INSERT INTO __SCHEMA__.actions VALUES (287, 'Rh7vllLC', 8, 'move', 1, '1-5@L', 'human', '2026-12-07 17:16:46.3321+00');
INSERT INTO __SCHEMA__.actions VALUES (289, 'Rh7vllLC', 10, 'move', 1, '0-3@L', 'human', '2026-12-07 17:16:46.376154+00');
INSERT INTO __SCHEMA__.actions VALUES (291, 'Rh7vllLC', 12, 'move', 1, '2-3@L', 'human', '2026-12-07 17:16:46.420026+00');
INSERT INTO __SCHEMA__.actions VALUES (293, 'Rh7vllLC', 14, 'move', 1, '3-6@L', 'human', '2026-12-07 17:16:46.464029+00');
INSERT INTO __SCHEMA__.actions VALUES (295, 'Rh7vllLC', 16, 'move', 1, 'pass', 'human', '2026-12-07 17:16:46.508052+00');
INSERT INTO __SCHEMA__.actions VALUES (297, 'Rh7vllLC', 18, 'move', 1, '3-6@L', 'human', '2026-12-07 17:16:46.556591+00');
INSERT INTO __SCHEMA__.actions VALUES (299, 'Rh7vllLC', 20, 'move', 1, '6-6@R', 'human', '2026-12-07 17:16:46.600694+00');
INSERT INTO __SCHEMA__.actions VALUES (301, 'Rh7vllLC', 22, 'move', 1, 'pass', 'human', '2026-12-07 17:16:46.64418+00');
INSERT INTO __SCHEMA__.actions VALUES (304, '5soAzxKg', 2, 'move', 1, '0-4@L', 'human', '2026-12-07 17:16:47.993071+00');
INSERT INTO __SCHEMA__.actions VALUES (307, '5soAzxKg', 5, 'move', 0, 'pass', 'human', '2026-12-07 17:16:49.806516+00');
INSERT INTO __SCHEMA__.actions VALUES (309, '5soAzxKg', 7, 'move', 1, '6-6', 'human', '2026-12-07 17:16:51.015907+00');
INSERT INTO __SCHEMA__.actions VALUES (310, '5soAzxKg', 8, 'move', 0, '3-6@L', 'human', '2026-12-07 17:16:51.62067+00');
INSERT INTO __SCHEMA__.actions VALUES (311, '5soAzxKg', 9, 'move', 1, '5-6@R', 'human', '2026-12-07 17:16:52.225385+00');
INSERT INTO __SCHEMA__.actions VALUES (313, '5soAzxKg', 11, 'move', 1, 'pass', 'human', '2026-12-07 17:16:53.433651+00');
INSERT INTO __SCHEMA__.actions VALUES (314, 'AcbF0ZLT', 0, 'name', 0, 'Gracz 0 ✓', 'human', '2026-12-07 17:16:54.693441+00');
INSERT INTO __SCHEMA__.actions VALUES (315, 'AcbF0ZLT', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 17:16:54.741088+00');
INSERT INTO __SCHEMA__.actions VALUES (316, 'AcbF0ZLT', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 17:16:54.741168+00');
INSERT INTO __SCHEMA__.actions VALUES (317, 'AcbF0ZLT', 3, 'move', 0, '2-3', 'human', '2026-12-07 17:16:54.784755+00');
INSERT INTO __SCHEMA__.actions VALUES (319, 'AcbF0ZLT', 5, 'move', 0, '1-2@L', 'human', '2026-12-07 17:16:54.828688+00');
INSERT INTO __SCHEMA__.actions VALUES (321, 'AcbF0ZLT', 7, 'move', 0, '0-6@L', 'human', '2026-12-07 17:16:54.872797+00');
INSERT INTO __SCHEMA__.actions VALUES (323, 'AcbF0ZLT', 9, 'move', 0, '1-4@L', 'human', '2026-12-07 17:16:54.916703+00');
INSERT INTO __SCHEMA__.actions VALUES (325, 'AcbF0ZLT', 11, 'move', 0, '5-6@L', 'human', '2026-12-07 17:16:54.960958+00');
INSERT INTO __SCHEMA__.actions VALUES (327, 'AcbF0ZLT', 13, 'move', 0, '0-3@R', 'human', '2026-12-07 17:16:55.004559+00');
INSERT INTO __SCHEMA__.actions VALUES (329, 'AcbF0ZLT', 15, 'move', 0, '4-5@R', 'human', '2026-12-07 17:16:55.048539+00');
INSERT INTO __SCHEMA__.actions VALUES (334, 'EDakTPs7', 3, 'move', 0, '0-6@R', 'human', '2026-12-07 17:16:57.008601+00');
INSERT INTO __SCHEMA__.actions VALUES (335, 'EDakTPs7', 4, 'move', 1, '2-2@L', 'human', '2026-12-07 17:16:57.612976+00');
INSERT INTO __SCHEMA__.actions VALUES (336, 'EDakTPs7', 5, 'move', 0, '0-2@R', 'human', '2026-12-07 17:16:58.217081+00');
INSERT INTO __SCHEMA__.actions VALUES (338, 'EDakTPs7', 7, 'move', 0, '4-5@R', 'human', '2026-12-07 17:16:59.425677+00');
INSERT INTO __SCHEMA__.actions VALUES (340, 'EDakTPs7', 9, 'move', 0, '1-1@R', 'human', '2026-12-07 17:17:00.634585+00');
INSERT INTO __SCHEMA__.actions VALUES (341, 'EDakTPs7', 10, 'move', 1, '2-3@L', 'human', '2026-12-07 17:17:01.239352+00');
INSERT INTO __SCHEMA__.actions VALUES (343, 'EDakTPs7', 12, 'move', 1, '3-4@L', 'human', '2026-12-07 17:17:02.448371+00');
INSERT INTO __SCHEMA__.actions VALUES (344, '0GJ1nSac', 0, 'move', 0, '2-6', 'human', '2026-12-07 17:17:04.009537+00');
INSERT INTO __SCHEMA__.actions VALUES (347, '0GJ1nSac', 3, 'move', 1, '1-3@R', 'bot', '2026-12-07 17:17:04.316775+00');
INSERT INTO __SCHEMA__.actions VALUES (349, '0GJ1nSac', 5, 'move', 0, '2-3@L', 'human', '2026-12-07 17:17:04.922743+00');
INSERT INTO __SCHEMA__.actions VALUES (351, '5a96tuBb', 0, 'open', 0, '0', 'human', '2026-12-07 17:17:05.235405+00');
INSERT INTO __SCHEMA__.actions VALUES (354, '5a96tuBb', 3, 'move', 0, '6-6', 'human', '2026-12-07 17:17:06.282919+00');
INSERT INTO __SCHEMA__.actions VALUES (359, 'vdjHYtvp', 0, 'move', 0, '2-2', 'human', '2026-12-07 17:17:11.514201+00');
INSERT INTO __SCHEMA__.actions VALUES (361, 'vdjHYtvp', 2, 'move', 0, '2-4@TL', 'human', '2026-12-07 17:17:12.723169+00');
INSERT INTO __SCHEMA__.actions VALUES (363, 'vdjHYtvp', 4, 'move', 1, '2-6@BL', 'bot', '2026-12-07 17:17:14.535491+00');
INSERT INTO __SCHEMA__.actions VALUES (366, 'vdjHYtvp', 7, 'move', 1, '0-4@TL', 'human', '2026-12-07 17:17:16.093147+00');
INSERT INTO __SCHEMA__.actions VALUES (369, 'r3lCS-2S', 1, 'move', 1, '2-4@R', 'bot', '2026-12-07 17:17:17.359131+00');
INSERT INTO __SCHEMA__.actions VALUES (371, 'r3lCS-2S', 3, 'move', 1, '2-6@L', 'bot', '2026-12-07 17:17:17.402833+00');
INSERT INTO __SCHEMA__.actions VALUES (373, 'r3lCS-2S', 5, 'move', 1, '3-6@L', 'bot', '2026-12-07 17:17:17.446649+00');
INSERT INTO __SCHEMA__.actions VALUES (375, 'r3lCS-2S', 7, 'move', 1, '1-5@R', 'bot', '2026-12-07 17:17:17.490783+00');
INSERT INTO __SCHEMA__.actions VALUES (377, 'r3lCS-2S', 9, 'move', 1, '0-5@R', 'bot', '2026-12-07 17:17:17.534731+00');
INSERT INTO __SCHEMA__.actions VALUES (379, 'r3lCS-2S', 11, 'move', 1, '3-4@R', 'bot', '2026-12-07 17:17:17.578743+00');
INSERT INTO __SCHEMA__.actions VALUES (381, 'r3lCS-2S', 13, 'move', 1, 'pass', 'bot', '2026-12-07 17:17:17.622538+00');
INSERT INTO __SCHEMA__.actions VALUES (383, 'r3lCS-2S', 15, 'move', 0, '4-5', 'human', '2026-12-07 17:17:17.667556+00');
INSERT INTO __SCHEMA__.actions VALUES (385, 'r3lCS-2S', 17, 'move', 0, '2-4@L', 'human', '2026-12-07 17:17:17.712782+00');
INSERT INTO __SCHEMA__.actions VALUES (387, 'r3lCS-2S', 19, 'move', 0, '1-2@L', 'human', '2026-12-07 17:17:17.75683+00');
INSERT INTO __SCHEMA__.actions VALUES (389, 'r3lCS-2S', 21, 'move', 0, 'pass', 'human', '2026-12-07 17:17:17.800696+00');
INSERT INTO __SCHEMA__.actions VALUES (391, 'r3lCS-2S', 23, 'move', 0, 'pass', 'human', '2026-12-07 17:17:17.844654+00');
INSERT INTO __SCHEMA__.actions VALUES (393, 'r3lCS-2S', 25, 'move', 0, '3-6@R', 'human', '2026-12-07 17:17:17.888738+00');
INSERT INTO __SCHEMA__.actions VALUES (395, 'r3lCS-2S', 27, 'move', 0, '2-6@R', 'human', '2026-12-07 17:17:17.932726+00');
INSERT INTO __SCHEMA__.actions VALUES (397, 'r3lCS-2S', 29, 'move', 0, 'pass', 'human', '2026-12-07 17:17:17.976754+00');
INSERT INTO __SCHEMA__.actions VALUES (400, '2tW2_eH3', 2, 'move', 1, '1-6@R', 'bot', '2026-12-07 17:17:19.351009+00');
INSERT INTO __SCHEMA__.actions VALUES (403, '2tW2_eH3', 5, 'move', 0, '3-5@R', 'human', '2026-12-07 17:17:19.436796+00');
INSERT INTO __SCHEMA__.actions VALUES (406, '2tW2_eH3', 8, 'move', 1, '2-6@R', 'bot', '2026-12-07 17:17:19.482896+00');
INSERT INTO __SCHEMA__.actions VALUES (409, '2tW2_eH3', 11, 'move', 0, '4-6@R', 'human', '2026-12-07 17:17:19.568604+00');
INSERT INTO __SCHEMA__.actions VALUES (211, 'XVJ9iDRB', 6, 'move', 1, '0-0@L', 'human', '2026-12-07 17:16:30.860148+00');
INSERT INTO __SCHEMA__.actions VALUES (213, 'XVJ9iDRB', 8, 'move', 1, '0-4@L', 'human', '2026-12-07 17:16:30.904176+00');
INSERT INTO __SCHEMA__.actions VALUES (215, 'XVJ9iDRB', 10, 'move', 1, '0-2@R', 'human', '2026-12-07 17:16:30.952333+00');
INSERT INTO __SCHEMA__.actions VALUES (217, 'XVJ9iDRB', 12, 'move', 1, '2-4@L', 'human', '2026-12-07 17:16:30.996167+00');
INSERT INTO __SCHEMA__.actions VALUES (219, 'XVJ9iDRB', 14, 'move', 1, '2-2@L', 'human', '2026-12-07 17:16:31.040153+00');
INSERT INTO __SCHEMA__.actions VALUES (221, 'XVJ9iDRB', 16, 'move', 1, '5-5@R', 'human', '2026-12-07 17:16:31.084316+00');
INSERT INTO __SCHEMA__.actions VALUES (222, 'XVJ9iDRB', 17, 'move', 0, '0-5@R', 'human', '2026-12-07 17:16:31.120728+00');
INSERT INTO __SCHEMA__.actions VALUES (224, 'XVJ9iDRB', 19, 'move', 0, '2-3@L', 'human', '2026-12-07 17:16:31.164843+00');
INSERT INTO __SCHEMA__.actions VALUES (226, 'XVJ9iDRB', 21, 'move', 0, '3-4@L', 'human', '2026-12-07 17:16:31.208571+00');
INSERT INTO __SCHEMA__.actions VALUES (228, 'XVJ9iDRB', 23, 'move', 0, '0-6@R', 'human', '2026-12-07 17:16:31.252557+00');
INSERT INTO __SCHEMA__.actions VALUES (230, 'XVJ9iDRB', 25, 'move', 0, '6-6@L', 'human', '2026-12-07 17:16:31.296721+00');
INSERT INTO __SCHEMA__.actions VALUES (232, 'XVJ9iDRB', 27, 'move', 0, '2-6@R', 'human', '2026-12-07 17:16:31.34069+00');
INSERT INTO __SCHEMA__.actions VALUES (234, 'XVJ9iDRB', 29, 'move', 0, '1-2@R', 'human', '2026-12-07 17:16:31.384724+00');
INSERT INTO __SCHEMA__.actions VALUES (236, 'XVJ9iDRB', 31, 'move', 0, '3-5@L', 'human', '2026-12-07 17:16:31.428725+00');
INSERT INTO __SCHEMA__.actions VALUES (238, '0ELPQsOU', 0, 'chat', 1, 'hello', 'human', '2026-12-07 17:16:31.577009+00');
INSERT INTO __SCHEMA__.actions VALUES (239, '0ELPQsOU', 1, 'move', 1, '6-6', 'human', '2026-12-07 17:16:32.180688+00');
INSERT INTO __SCHEMA__.actions VALUES (241, '0ELPQsOU', 3, 'move', 1, '1-6@R', 'human', '2026-12-07 17:16:33.389163+00');
INSERT INTO __SCHEMA__.actions VALUES (245, '0ELPQsOU', 7, 'move', 1, '2-3@R', 'human', '2026-12-07 17:16:35.807842+00');
INSERT INTO __SCHEMA__.actions VALUES (247, '0ELPQsOU', 9, 'move', 1, '0-2@R', 'human', '2026-12-07 17:16:37.017508+00');
INSERT INTO __SCHEMA__.actions VALUES (249, '5oLTYmBi', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 17:16:38.324862+00');
INSERT INTO __SCHEMA__.actions VALUES (250, '5oLTYmBi', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 17:16:38.324944+00');
INSERT INTO __SCHEMA__.actions VALUES (251, '5oLTYmBi', 3, 'move', 0, '5-5', 'human', '2026-12-07 17:16:38.368832+00');
INSERT INTO __SCHEMA__.actions VALUES (253, '5oLTYmBi', 5, 'move', 0, '5-6@S', 'human', '2026-12-07 17:16:38.412761+00');
INSERT INTO __SCHEMA__.actions VALUES (255, '5oLTYmBi', 7, 'move', 0, '0-5@N', 'human', '2026-12-07 17:16:38.456663+00');
INSERT INTO __SCHEMA__.actions VALUES (257, '5oLTYmBi', 9, 'move', 0, '0-0@N', 'human', '2026-12-07 17:16:38.50052+00');
INSERT INTO __SCHEMA__.actions VALUES (259, '5oLTYmBi', 11, 'move', 0, '1-1@W', 'human', '2026-12-07 17:16:38.54467+00');
INSERT INTO __SCHEMA__.actions VALUES (261, '5oLTYmBi', 13, 'move', 0, '0-1@N', 'human', '2026-12-07 17:16:38.588631+00');
INSERT INTO __SCHEMA__.actions VALUES (263, '5oLTYmBi', 15, 'move', 0, '2-3@E', 'human', '2026-12-07 17:16:38.632795+00');
INSERT INTO __SCHEMA__.actions VALUES (265, '5oLTYmBi', 17, 'move', 0, '2-6@S', 'human', '2026-12-07 17:16:38.6768+00');
INSERT INTO __SCHEMA__.actions VALUES (267, '5oLTYmBi', 19, 'move', 0, '4-5@W', 'human', '2026-12-07 17:16:38.720707+00');
INSERT INTO __SCHEMA__.actions VALUES (268, 'aNVrs-9u', 0, 'chat', 1, 'hello', 'human', '2026-12-07 17:16:38.841334+00');
INSERT INTO __SCHEMA__.actions VALUES (270, 'aNVrs-9u', 2, 'move', 0, '1-5@W', 'human', '2026-12-07 17:16:40.050511+00');
INSERT INTO __SCHEMA__.actions VALUES (273, 'aNVrs-9u', 5, 'move', 1, '0-5@N', 'human', '2026-12-07 17:16:41.864281+00');
INSERT INTO __SCHEMA__.actions VALUES (275, 'aNVrs-9u', 7, 'move', 1, '6-6@E', 'human', '2026-12-07 17:16:43.073402+00');
INSERT INTO __SCHEMA__.actions VALUES (278, 'aNVrs-9u', 10, 'move', 0, 'pass', 'human', '2026-12-07 17:16:44.88666+00');
INSERT INTO __SCHEMA__.actions VALUES (280, 'Rh7vllLC', 1, 'name', 1, 'Gracz 1 ✓', 'human', '2026-12-07 17:16:46.196969+00');
INSERT INTO __SCHEMA__.actions VALUES (281, 'Rh7vllLC', 2, 'chat', 0, 'good_luck', 'human', '2026-12-07 17:16:46.197081+00');
INSERT INTO __SCHEMA__.actions VALUES (282, 'Rh7vllLC', 3, 'move', 0, '1-4', 'human', '2026-12-07 17:16:46.24079+00');
INSERT INTO __SCHEMA__.actions VALUES (284, 'Rh7vllLC', 5, 'move', 0, '2-5@L', 'human', '2026-12-07 17:16:46.284734+00');
INSERT INTO __SCHEMA__.actions VALUES (286, 'Rh7vllLC', 7, 'move', 0, '1-6@L', 'human', '2026-12-07 17:16:46.328765+00');
INSERT INTO __SCHEMA__.actions VALUES (288, 'Rh7vllLC', 9, 'move', 0, '3-5@L', 'human', '2026-12-07 17:16:46.372749+00');
INSERT INTO __SCHEMA__.actions VALUES (290, 'Rh7vllLC', 11, 'move', 0, '0-2@L', 'human', '2026-12-07 17:16:46.416728+00');
INSERT INTO __SCHEMA__.actions VALUES (292, 'Rh7vllLC', 13, 'move', 0, 'pass', 'human', '2026-12-07 17:16:46.460563+00');
INSERT INTO __SCHEMA__.actions VALUES (294, 'Rh7vllLC', 15, 'move', 0, 'pass', 'human', '2026-12-07 17:16:46.504549+00');
INSERT INTO __SCHEMA__.actions VALUES (296, 'Rh7vllLC', 17, 'move', 0, '3-4', 'human', '2026-12-07 17:16:46.548785+00');
INSERT INTO __SCHEMA__.actions VALUES (298, 'Rh7vllLC', 19, 'move', 0, '4-6@R', 'human', '2026-12-07 17:16:46.592696+00');
INSERT INTO __SCHEMA__.actions VALUES (300, 'Rh7vllLC', 21, 'move', 0, 'pass', 'human', '2026-12-07 17:16:46.636621+00');
INSERT INTO __SCHEMA__.actions VALUES (302, '5soAzxKg', 0, 'chat', 1, 'hello', 'human', '2026-12-07 17:16:46.784874+00');
INSERT INTO __SCHEMA__.actions VALUES (303, '5soAzxKg', 1, 'move', 0, '0-6', 'human', '2026-12-07 17:16:47.388582+00');
INSERT INTO __SCHEMA__.actions VALUES (305, '5soAzxKg', 3, 'move', 0, '3-6@R', 'human', '2026-12-07 17:16:48.597854+00');
INSERT INTO __SCHEMA__.actions VALUES (306, '5soAzxKg', 4, 'move', 1, '3-4@R', 'human', '2026-12-07 17:16:49.202266+00');
INSERT INTO __SCHEMA__.actions VALUES (308, '5soAzxKg', 6, 'move', 1, 'pass', 'human', '2026-12-07 17:16:50.41075+00');
INSERT INTO __SCHEMA__.actions VALUES (312, '5soAzxKg', 10, 'move', 0, '1-5@R', 'human', '2026-12-07 17:16:52.829683+00');
INSERT INTO __SCHEMA__.actions VALUES (318, 'AcbF0ZLT', 4, 'move', 1, '3-3@R', 'human', '2026-12-07 17:16:54.787033+00');
INSERT INTO __SCHEMA__.actions VALUES (320, 'AcbF0ZLT', 6, 'move', 1, '0-1@L', 'human', '2026-12-07 17:16:54.832098+00');
INSERT INTO __SCHEMA__.actions VALUES (322, 'AcbF0ZLT', 8, 'move', 1, '1-6@L', 'human', '2026-12-07 17:16:54.876051+00');
INSERT INTO __SCHEMA__.actions VALUES (324, 'AcbF0ZLT', 10, 'move', 1, '4-6@L', 'human', '2026-12-07 17:16:54.920075+00');
INSERT INTO __SCHEMA__.actions VALUES (326, 'AcbF0ZLT', 12, 'move', 1, '2-5@L', 'human', '2026-12-07 17:16:54.96408+00');
INSERT INTO __SCHEMA__.actions VALUES (328, 'AcbF0ZLT', 14, 'move', 1, '0-5@R', 'human', '2026-12-07 17:16:55.00808+00');
INSERT INTO __SCHEMA__.actions VALUES (330, 'AcbF0ZLT', 16, 'move', 1, '0-4@R', 'human', '2026-12-07 17:16:55.051991+00');
INSERT INTO __SCHEMA__.actions VALUES (331, 'EDakTPs7', 0, 'chat', 1, 'hello', 'human', '2026-12-07 17:16:55.196599+00');
INSERT INTO __SCHEMA__.actions VALUES (332, 'EDakTPs7', 1, 'move', 0, '1-6', 'human', '2026-12-07 17:16:55.79978+00');
INSERT INTO __SCHEMA__.actions VALUES (333, 'EDakTPs7', 2, 'move', 1, '1-2@L', 'human', '2026-12-07 17:16:56.404299+00');
INSERT INTO __SCHEMA__.actions VALUES (337, 'EDakTPs7', 6, 'move', 1, '2-4@R', 'human', '2026-12-07 17:16:58.821493+00');
INSERT INTO __SCHEMA__.actions VALUES (339, 'EDakTPs7', 8, 'move', 1, '1-5@R', 'human', '2026-12-07 17:17:00.03003+00');
INSERT INTO __SCHEMA__.actions VALUES (342, 'EDakTPs7', 11, 'move', 0, '1-3@R', 'human', '2026-12-07 17:17:01.843936+00');
INSERT INTO __SCHEMA__.actions VALUES (345, '0GJ1nSac', 1, 'move', 1, '2-2@L', 'bot', '2026-12-07 17:17:04.011835+00');
INSERT INTO __SCHEMA__.actions VALUES (346, '0GJ1nSac', 2, 'move', 0, '1-6@R', 'human', '2026-12-07 17:17:04.314374+00');
INSERT INTO __SCHEMA__.actions VALUES (348, '0GJ1nSac', 4, 'undo', 0, '', 'human', '2026-12-07 17:17:04.61921+00');
INSERT INTO __SCHEMA__.actions VALUES (350, '0GJ1nSac', 6, 'move', 1, '3-5@L', 'bot', '2026-12-07 17:17:04.925049+00');
INSERT INTO __SCHEMA__.actions VALUES (352, '5a96tuBb', 1, 'seat', 2, '2DksyRIl5EkFwAF2csPcaw7A60faULfpmVx2uxvHhKc', 'human', '2026-12-07 17:17:05.238989+00');
INSERT INTO __SCHEMA__.actions VALUES (353, '5a96tuBb', 2, 'name', 2, 'Ola', 'human', '2026-12-07 17:17:05.240417+00');
INSERT INTO __SCHEMA__.actions VALUES (355, '5a96tuBb', 4, 'move', 1, '0-6@L', 'human', '2026-12-07 17:17:07.188553+00');
INSERT INTO __SCHEMA__.actions VALUES (356, '5a96tuBb', 5, 'move', 2, '5-6@R', 'human', '2026-12-07 17:17:08.093789+00');
INSERT INTO __SCHEMA__.actions VALUES (357, '5a96tuBb', 6, 'move', 0, '0-3@L', 'human', '2026-12-07 17:17:08.999152+00');
INSERT INTO __SCHEMA__.actions VALUES (358, '5a96tuBb', 7, 'move', 1, '4-5@R', 'human', '2026-12-07 17:17:09.904497+00');
INSERT INTO __SCHEMA__.actions VALUES (360, 'vdjHYtvp', 1, 'move', 1, '2-3@BR', 'human', '2026-12-07 17:17:12.118689+00');
INSERT INTO __SCHEMA__.actions VALUES (362, 'vdjHYtvp', 3, 'takeover', 1, 'greedy', 'human', '2026-12-07 17:17:14.533272+00');
INSERT INTO __SCHEMA__.actions VALUES (364, 'vdjHYtvp', 5, 'reclaim', 1, '', 'human', '2026-12-07 17:17:14.884685+00');
INSERT INTO __SCHEMA__.actions VALUES (365, 'vdjHYtvp', 6, 'move', 0, '0-2@TR', 'human', '2026-12-07 17:17:15.48859+00');
INSERT INTO __SCHEMA__.actions VALUES (367, 'vdjHYtvp', 8, 'move', 0, '0-1@TR', 'human', '2026-12-07 17:17:16.697567+00');
INSERT INTO __SCHEMA__.actions VALUES (368, 'r3lCS-2S', 0, 'move', 0, '2-2', 'human', '2026-12-07 17:17:17.356772+00');
INSERT INTO __SCHEMA__.actions VALUES (370, 'r3lCS-2S', 2, 'move', 0, '0-4@R', 'human', '2026-12-07 17:17:17.400726+00');
INSERT INTO __SCHEMA__.actions VALUES (372, 'r3lCS-2S', 4, 'move', 0, '0-1@R', 'human', '2026-12-07 17:17:17.444584+00');
INSERT INTO __SCHEMA__.actions VALUES (374, 'r3lCS-2S', 6, 'move', 0, '3-5@L', 'human', '2026-12-07 17:17:17.488745+00');
INSERT INTO __SCHEMA__.actions VALUES (376, 'r3lCS-2S', 8, 'move', 0, 'pass', 'human', '2026-12-07 17:17:17.532736+00');
INSERT INTO __SCHEMA__.actions VALUES (378, 'r3lCS-2S', 10, 'move', 0, '0-3@R', 'human', '2026-12-07 17:17:17.576797+00');
INSERT INTO __SCHEMA__.actions VALUES (380, 'r3lCS-2S', 12, 'move', 0, '4-6@R', 'human', '2026-12-07 17:17:17.620679+00');
INSERT INTO __SCHEMA__.actions VALUES (382, 'r3lCS-2S', 14, 'move', 0, '6-6@R', 'human', '2026-12-07 17:17:17.664659+00');
INSERT INTO __SCHEMA__.actions VALUES (384, 'r3lCS-2S', 16, 'move', 1, '5-6@R', 'bot', '2026-12-07 17:17:17.668851+00');
INSERT INTO __SCHEMA__.actions VALUES (386, 'r3lCS-2S', 18, 'move', 1, '0-6@R', 'bot', '2026-12-07 17:17:17.714964+00');
INSERT INTO __SCHEMA__.actions VALUES (388, 'r3lCS-2S', 20, 'move', 1, '0-1@L', 'bot', '2026-12-07 17:17:17.758932+00');
INSERT INTO __SCHEMA__.actions VALUES (390, 'r3lCS-2S', 22, 'move', 1, '0-0@L', 'bot', '2026-12-07 17:17:17.802706+00');
INSERT INTO __SCHEMA__.actions VALUES (392, 'r3lCS-2S', 24, 'move', 1, '0-3@R', 'bot', '2026-12-07 17:17:17.846586+00');
INSERT INTO __SCHEMA__.actions VALUES (394, 'r3lCS-2S', 26, 'move', 1, 'pass', 'bot', '2026-12-07 17:17:17.890685+00');
INSERT INTO __SCHEMA__.actions VALUES (396, 'r3lCS-2S', 28, 'move', 1, 'pass', 'bot', '2026-12-07 17:17:17.934678+00');
INSERT INTO __SCHEMA__.actions VALUES (398, '2tW2_eH3', 0, 'account', 0, ':p:Ada Fixture', 'human', '2026-12-07 17:17:19.303017+00');
INSERT INTO __SCHEMA__.actions VALUES (399, '2tW2_eH3', 1, 'move', 0, '0-6', 'human', '2026-12-07 17:17:19.348568+00');
INSERT INTO __SCHEMA__.actions VALUES (401, '2tW2_eH3', 3, 'move', 0, '1-3@R', 'human', '2026-12-07 17:17:19.392744+00');
INSERT INTO __SCHEMA__.actions VALUES (402, '2tW2_eH3', 4, 'move', 1, '0-1@L', 'bot', '2026-12-07 17:17:19.395291+00');
INSERT INTO __SCHEMA__.actions VALUES (404, '2tW2_eH3', 6, 'move', 1, '1-1@L', 'bot', '2026-12-07 17:17:19.43905+00');
INSERT INTO __SCHEMA__.actions VALUES (405, '2tW2_eH3', 7, 'move', 0, '5-6@R', 'human', '2026-12-07 17:17:19.480719+00');
INSERT INTO __SCHEMA__.actions VALUES (407, '2tW2_eH3', 9, 'move', 0, '2-4@R', 'human', '2026-12-07 17:17:19.524649+00');
INSERT INTO __SCHEMA__.actions VALUES (408, '2tW2_eH3', 10, 'move', 1, '4-4@R', 'bot', '2026-12-07 17:17:19.526951+00');
INSERT INTO __SCHEMA__.actions VALUES (410, '2tW2_eH3', 12, 'move', 1, '1-2@L', 'bot', '2026-12-07 17:17:19.570657+00');
INSERT INTO __SCHEMA__.actions VALUES (411, '2tW2_eH3', 13, 'move', 0, 'pass', 'human', '2026-12-07 17:17:19.612665+00');
INSERT INTO __SCHEMA__.actions VALUES (413, '2tW2_eH3', 15, 'move', 1, '6-6', 'bot', '2026-12-07 17:17:19.616429+00');
INSERT INTO __SCHEMA__.actions VALUES (414, '2tW2_eH3', 16, 'move', 0, '1-6@L', 'human', '2026-12-07 17:17:19.656951+00');
INSERT INTO __SCHEMA__.actions VALUES (416, '2tW2_eH3', 18, 'move', 0, '4-6@L', 'human', '2026-12-07 17:17:19.700638+00');
INSERT INTO __SCHEMA__.actions VALUES (417, '2tW2_eH3', 19, 'move', 1, 'pass', 'bot', '2026-12-07 17:17:19.702746+00');
INSERT INTO __SCHEMA__.actions VALUES (419, '2tW2_eH3', 21, 'move', 1, '0-4@R', 'bot', '2026-12-07 17:17:19.746981+00');
INSERT INTO __SCHEMA__.actions VALUES (420, '2tW2_eH3', 22, 'move', 0, 'pass', 'human', '2026-12-07 17:17:19.788524+00');
INSERT INTO __SCHEMA__.actions VALUES (422, '2tW2_eH3', 24, 'move', 0, '2-5@R', 'human', '2026-12-07 17:17:19.832674+00');
INSERT INTO __SCHEMA__.actions VALUES (423, '2tW2_eH3', 25, 'move', 1, '2-2@R', 'bot', '2026-12-07 17:17:19.834644+00');
INSERT INTO __SCHEMA__.actions VALUES (425, '2tW2_eH3', 27, 'move', 1, '3-3@R', 'bot', '2026-12-07 17:17:19.878919+00');
INSERT INTO __SCHEMA__.actions VALUES (426, '2tW2_eH3', 28, 'move', 0, '3-5@R', 'human', '2026-12-07 17:17:19.920762+00');
INSERT INTO __SCHEMA__.actions VALUES (428, '2tW2_eH3', 30, 'move', 0, '5-5@R', 'human', '2026-12-07 17:17:19.964478+00');
INSERT INTO __SCHEMA__.actions VALUES (429, '2tW2_eH3', 31, 'move', 0, '0-0', 'human', '2026-12-07 17:17:19.967032+00');
INSERT INTO __SCHEMA__.actions VALUES (431, '2tW2_eH3', 33, 'move', 0, '0-3@L', 'human', '2026-12-07 17:17:20.012528+00');
INSERT INTO __SCHEMA__.actions VALUES (432, '2tW2_eH3', 34, 'move', 1, '3-3@L', 'bot', '2026-12-07 17:17:20.014517+00');
INSERT INTO __SCHEMA__.actions VALUES (434, '2tW2_eH3', 36, 'move', 1, '2-3@R', 'bot', '2026-12-07 17:17:20.058726+00');
INSERT INTO __SCHEMA__.actions VALUES (435, '2tW2_eH3', 37, 'move', 0, '3-4@R', 'human', '2026-12-07 17:17:20.100635+00');
INSERT INTO __SCHEMA__.actions VALUES (437, '2tW2_eH3', 39, 'move', 0, '2-6@L', 'human', '2026-12-07 17:17:20.144719+00');
INSERT INTO __SCHEMA__.actions VALUES (438, '2tW2_eH3', 40, 'move', 1, '2-5@L', 'bot', '2026-12-07 17:17:20.146689+00');
INSERT INTO __SCHEMA__.actions VALUES (440, '2tW2_eH3', 42, 'move', 1, 'pass', 'bot', '2026-12-07 17:17:20.190561+00');
INSERT INTO __SCHEMA__.actions VALUES (441, '2tW2_eH3', 43, 'move', 0, 'pass', 'human', '2026-12-07 17:17:20.232698+00');
INSERT INTO __SCHEMA__.actions VALUES (443, 'NxLraaKN', 1, 'move', 0, '0-6', 'human', '2026-12-07 17:17:20.622052+00');
INSERT INTO __SCHEMA__.actions VALUES (445, 'NxLraaKN', 3, 'move', 0, '0-0@L', 'human', '2026-12-07 17:17:20.934624+00');
INSERT INTO __SCHEMA__.actions VALUES (447, 'jretMfA-', 0, 'move', 0, '1-6', 'human', '2026-12-07 17:17:21.597034+00');
INSERT INTO __SCHEMA__.actions VALUES (448, 'jretMfA-', 1, 'move', 1, '6-6@R', 'bot', '2026-12-07 17:17:21.599346+00');
INSERT INTO __SCHEMA__.actions VALUES (450, 'jretMfA-', 3, 'move', 1, '2-6@R', 'bot', '2026-12-07 17:17:21.643385+00');
INSERT INTO __SCHEMA__.actions VALUES (451, 'jretMfA-', 4, 'move', 0, '2-4@R', 'human', '2026-12-07 17:17:21.684951+00');
INSERT INTO __SCHEMA__.actions VALUES (453, 'jretMfA-', 6, 'move', 0, '0-2@L', 'human', '2026-12-07 17:17:21.728679+00');
INSERT INTO __SCHEMA__.actions VALUES (454, 'jretMfA-', 7, 'move', 1, '2-5@L', 'bot', '2026-12-07 17:17:21.731468+00');
INSERT INTO __SCHEMA__.actions VALUES (456, 'jretMfA-', 9, 'move', 1, '1-3@L', 'bot', '2026-12-07 17:17:21.775469+00');
INSERT INTO __SCHEMA__.actions VALUES (457, 'jretMfA-', 10, 'move', 0, '4-6@R', 'human', '2026-12-07 17:17:21.817048+00');
INSERT INTO __SCHEMA__.actions VALUES (459, 'jretMfA-', 12, 'move', 0, '0-6@L', 'human', '2026-12-07 17:17:21.861018+00');
INSERT INTO __SCHEMA__.actions VALUES (460, 'jretMfA-', 13, 'move', 1, '0-5@L', 'bot', '2026-12-07 17:17:21.863782+00');
INSERT INTO __SCHEMA__.actions VALUES (462, 'jretMfA-', 15, 'move', 1, '5-6@L', 'bot', '2026-12-07 17:17:21.907742+00');
INSERT INTO __SCHEMA__.actions VALUES (463, 'jretMfA-', 16, 'move', 0, 'pass', 'human', '2026-12-07 17:17:21.949269+00');
INSERT INTO __SCHEMA__.actions VALUES (412, '2tW2_eH3', 14, 'move', 1, 'pass', 'bot', '2026-12-07 17:17:19.614631+00');
INSERT INTO __SCHEMA__.actions VALUES (415, '2tW2_eH3', 17, 'move', 1, '1-4@L', 'bot', '2026-12-07 17:17:19.659046+00');
INSERT INTO __SCHEMA__.actions VALUES (418, '2tW2_eH3', 20, 'move', 0, '0-6@R', 'human', '2026-12-07 17:17:19.744756+00');
INSERT INTO __SCHEMA__.actions VALUES (421, '2tW2_eH3', 23, 'move', 1, '4-5@R', 'bot', '2026-12-07 17:17:19.790335+00');
INSERT INTO __SCHEMA__.actions VALUES (424, '2tW2_eH3', 26, 'move', 0, '2-3@R', 'human', '2026-12-07 17:17:19.876675+00');
INSERT INTO __SCHEMA__.actions VALUES (427, '2tW2_eH3', 29, 'move', 1, 'pass', 'bot', '2026-12-07 17:17:19.922765+00');
INSERT INTO __SCHEMA__.actions VALUES (430, '2tW2_eH3', 32, 'move', 1, 'pass', 'bot', '2026-12-07 17:17:19.968269+00');
INSERT INTO __SCHEMA__.actions VALUES (433, '2tW2_eH3', 35, 'move', 0, '0-2@R', 'human', '2026-12-07 17:17:20.056685+00');
INSERT INTO __SCHEMA__.actions VALUES (436, '2tW2_eH3', 38, 'move', 1, '3-6@L', 'bot', '2026-12-07 17:17:20.102473+00');
INSERT INTO __SCHEMA__.actions VALUES (439, '2tW2_eH3', 41, 'move', 0, '5-6@L', 'human', '2026-12-07 17:17:20.188696+00');
INSERT INTO __SCHEMA__.actions VALUES (442, 'NxLraaKN', 0, 'account', 0, '1745:p:Ada Fixture', 'human', '2026-12-07 17:17:20.27595+00');
INSERT INTO __SCHEMA__.actions VALUES (444, 'NxLraaKN', 2, 'move', 1, '3-6@R', 'bot', '2026-12-07 17:17:20.627946+00');
INSERT INTO __SCHEMA__.actions VALUES (446, 'NxLraaKN', 4, 'move', 1, '0-3@L', 'bot', '2026-12-07 17:17:20.937+00');
INSERT INTO __SCHEMA__.actions VALUES (449, 'jretMfA-', 2, 'move', 0, '1-1@L', 'human', '2026-12-07 17:17:21.641024+00');
INSERT INTO __SCHEMA__.actions VALUES (452, 'jretMfA-', 5, 'move', 1, '0-1@L', 'bot', '2026-12-07 17:17:21.687705+00');
INSERT INTO __SCHEMA__.actions VALUES (455, 'jretMfA-', 8, 'move', 0, '1-5@L', 'human', '2026-12-07 17:17:21.773019+00');
INSERT INTO __SCHEMA__.actions VALUES (458, 'jretMfA-', 11, 'move', 1, '3-6@L', 'bot', '2026-12-07 17:17:21.819366+00');
INSERT INTO __SCHEMA__.actions VALUES (461, 'jretMfA-', 14, 'move', 0, '5-5@L', 'human', '2026-12-07 17:17:21.904762+00');
INSERT INTO __SCHEMA__.actions VALUES (464, 'jretMfA-', 17, 'move', 1, 'pass', 'bot', '2026-12-07 17:17:21.951361+00');


--
-- Data for Name: alembic_version; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.alembic_version VALUES ('0005');


--
-- Data for Name: analyses; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.analyses VALUES ('1OvvCE06', '2026-12-07 17:16:14.314549+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "white-snake", "players": 5, "options": {"max_deals": 2}, "seed": 0, "policy": "random", "worlds": 46, "budget": 1.0, "seconds": 0.336, "deals": [{"deal": 1, "returns": [-0.25, 1.0, -0.25, -0.25, -0.25], "decisions": [{"step": 0, "deal": 1, "seat": 3, "move": "1-1", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 1, "deal": 1, "seat": 4, "move": "1-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 2, "deal": 1, "seat": 0, "move": "4-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 3, "deal": 1, "seat": 1, "move": "4-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 4, "deal": 1, "seat": 2, "move": "0-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 5, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 6, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 7, "deal": 1, "seat": 0, "move": "0-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 8, "deal": 1, "seat": 1, "move": "3-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 9, "deal": 1, "seat": 2, "move": "1-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 10, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 11, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 12, "deal": 1, "seat": 0, "move": "1-4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4", "mean": 0.6630434782608695, "se": 0.04611565964260093, "n": 46, "hindsight": 0.5108695652173914, "hindsight_se": 0.038429716368834105}, {"move": "1-6", "mean": 0.5652173913043478, "se": 0.04287014335579432, "n": 46, "hindsight": 0.42934782608695654, "hindsight_se": 0.02625249410541565}], "best": "1-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4", "hindsight_loss": 0.0, "gain": 0.048913043478260865}, {"step": 13, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 14, "deal": 1, "seat": 2, "move": "0-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 15, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 16, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 17, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 18, "deal": 1, "seat": 1, "move": "0-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 19, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 20, "deal": 1, "seat": 3, "move": "2-4", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5", "mean": 0.38858695652173914, "se": 0.013586956521739132, "n": 46, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "2-4", "mean": 0.3804347826086957, "se": 0.0038000320585875056, "n": 46, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "2-6", "mean": 0.375, "se": 0.0, "n": 46, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "2-5", "loss": -0.002717391304347826, "loss_se": 0.002717391304347826, "hindsight_best": "2-4", "hindsight_loss": 0.0, "gain": -0.0009057971014492794}, {"step": 21, "deal": 1, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 22, "deal": 1, "seat": 0, "move": "3-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 23, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 24, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 25, "deal": 1, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 26, "deal": 1, "seat": 4, "move": "3-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 27, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 28, "deal": 1, "seat": 1, "move": "5-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 29, "deal": 1, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 30, "deal": 1, "seat": 3, "move": "2-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 31, "deal": 1, "seat": 4, "move": "2-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 32, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 33, "deal": 1, "seat": 1, "move": "1-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.6467391304347826, 0.45652173913043476, 0.43478260869565216, 0.5380434782608695, 0.4891304347826087, 0.483695652173913, 0.5706521739130435, 0.5706521739130435, 0.5706521739130435, 0.5380434782608695, 0.5380434782608695, 0.483695652173913, 0.5380434782608695, 0.6630434782608695, 0.5652173913043478, 0.483695652173913, 0.6195652173913043, 0.5108695652173914, 0.5380434782608695, 0.6467391304347826, 0.6467391304347826, 0.782608695652174, 0.7282608695652174, 0.7282608695652174, 0.8152173913043478, 0.782608695652174, 0.7010869565217391, 0.5108695652173914, 0.592391304347826, 0.45652173913043476, 0.5652173913043478, 0.6467391304347826, 0.592391304347826, 0.6467391304347826, 0.375], [0.4891304347826087, 0.42934782608695654, 0.5706521739130435, 0.44021739130434784, 0.5108695652173914, 0.45652173913043476, 0.5652173913043478, 0.483695652173913, 0.5652173913043478, 0.483695652173913, 0.45652173913043476, 0.46195652173913043, 0.5163043478260869, 0.4891304347826087, 0.45652173913043476, 0.483695652173913, 0.483695652173913, 0.43478260869565216, 0.5108695652173914, 0.42934782608695654, 0.592391304347826, 0.5108695652173914, 0.42934782608695654, 0.483695652173913, 0.45652173913043476, 0.45652173913043476, 0.483695652173913, 0.5652173913043478, 0.5380434782608695, 0.592391304347826, 0.782608695652174, 0.6739130434782609, 0.782608695652174, 1.0, 1.0], [0.592391304347826, 0.6195652173913043, 0.592391304347826, 0.5652173913043478, 0.5380434782608695, 0.5706521739130435, 0.5706521739130435, 0.5652173913043478, 0.592391304347826, 0.5380434782608695, 0.483695652173913, 0.6467391304347826, 0.5652173913043478, 0.5380434782608695, 0.5652173913043478, 0.6739130434782609, 0.592391304347826, 0.592391304347826, 0.6739130434782609, 0.7282608695652174, 0.592391304347826, 0.592391304347826, 0.7554347826086957, 0.483695652173913, 0.483695652173913, 0.592391304347826, 0.592391304347826, 0.6467391304347826, 0.7282608695652174, 0.483695652173913, 0.45652173913043476, 0.42934782608695654, 0.42934782608695654, 0.483695652173913, 0.375], [0.46195652173913043, 0.483695652173913, 0.43478260869565216, 0.4076086956521739, 0.483695652173913, 0.42934782608695654, 0.46195652173913043, 0.375, 0.42934782608695654, 0.4076086956521739, 0.40217391304347827, 0.40217391304347827, 0.375, 0.40217391304347827, 0.40217391304347827, 0.375, 0.40217391304347827, 0.4076086956521739, 0.40217391304347827, 0.375, 0.375, 0.3804347826086957, 0.3858695652173913, 0.375, 0.375, 0.375, 0.3804347826086957, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375], [0.3804347826086957, 0.40217391304347827, 0.41304347826086957, 0.42934782608695654, 0.4891304347826087, 0.43478260869565216, 0.40217391304347827, 0.375, 0.4891304347826087, 0.43478260869565216, 0.375, 0.375, 0.40217391304347827, 0.375, 0.375, 0.40217391304347827, 0.4076086956521739, 0.40217391304347827, 0.42934782608695654, 0.3858695652173913, 0.375, 0.3804347826086957, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375, 0.375]], "curve_se": [[0.06605603733755404, 0.04487624042634621, 0.03758189773860991, 0.05851145890477773, 0.05026673140318343, 0.05050654224372744, 0.06078480829735059, 0.06078480829735059, 0.06078480829735059, 0.05851145890477773, 0.05851145890477773, 0.05050654224372744, 0.05851145890477773, 0.04611565964260093, 0.06131261682801806, 0.05050654224372744, 0.06503185069707601, 0.05496194530950343, 0.05851145890477773, 0.06605603733755404, 0.06605603733755404, 0.06346458783925459, 0.06605603733755404, 0.06605603733755404, 0.059782608695652176, 0.06346458783925459, 0.06656222127128202, 0.05496194530950343, 0.06346458783925459, 0.04487624042634621, 0.06131261682801806, 0.06605603733755404, 0.06346458783925459, 0.06605603733755404, 0.0], [0.05026673140318343, 0.03754615650585638, 0.06078480829735059, 0.037581897738609905, 0.05496194530950343, 0.04487624042634621, 0.06131261682801806, 0.05050654224372744, 0.06131261682801806, 0.05050654224372744, 0.04487624042634621, 0.04475641046499314, 0.05461888924522223, 0.05026673140318343, 0.04487624042634621, 0.05050654224372744, 0.05050654224372744, 0.03758189773860991, 0.05496194530950343, 0.03754615650585638, 0.06346458783925459, 0.05496194530950343, 0.03754615650585638, 0.05050654224372744, 0.04487624042634621, 0.04487624042634621, 0.05050654224372744, 0.06131261682801806, 0.05851145890477773, 0.06346458783925459, 0.06346458783925459, 0.06656222127128202, 0.06346458783925459, 0.0, 0.0], [0.06346458783925459, 0.06503185069707601, 0.06346458783925459, 0.06131261682801806, 0.05851145890477773, 0.06078480829735059, 0.06078480829735059, 0.06131261682801806, 0.06346458783925459, 0.05851145890477773, 0.05050654224372744, 0.06605603733755404, 0.06131261682801806, 0.05851145890477773, 0.06131261682801806, 0.06656222127128202, 0.06346458783925459, 0.06346458783925459, 0.06656222127128202, 0.06605603733755404, 0.06346458783925459, 0.06346458783925459, 0.06503185069707601, 0.05050654224372744, 0.05050654224372744, 0.06346458783925459, 0.06346458783925459, 0.06605603733755404, 0.06605603733755404, 0.05050654224372744, 0.04487624042634621, 0.03754615650585638, 0.03754615650585638, 0.05050654224372744, 0.0], [0.04475641046499314, 0.05050654224372744, 0.03758189773860991, 0.027468756173750275, 0.05050654224372744, 0.03754615650585638, 0.04475641046499314, 0.0, 0.03754615650585638, 0.027468756173750275, 0.027173913043478264, 0.027173913043478264, 0.0, 0.027173913043478264, 0.027173913043478264, 0.0, 0.027173913043478264, 0.027468756173750275, 0.027173913043478264, 0.0, 0.0, 0.0038000320585875056, 0.007509231301171276, 0.0, 0.0, 0.0, 0.005434782608695652, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.005434782608695652, 0.027173913043478264, 0.02771206257387383, 0.03754615650585638, 0.05026673140318343, 0.03758189773860991, 0.027173913043478264, 0.0, 0.05026673140318343, 0.03758189773860991, 0.0, 0.0, 0.027173913043478264, 0.0, 0.0, 0.027173913043478264, 0.027468756173750275, 0.027173913043478264, 0.03754615650585638, 0.007509231301171276, 0.0, 0.005434782608695652, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.6467391304347826, "result": 0.375, "own": 0.048913043478260865, "luck": -0.32065217391304346, "dealt": 0.42934782608695654}, {"seat": 1, "decisions": 7, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.4891304347826087, "result": 1.0, "own": 0.0, "luck": 0.5108695652173914, "dealt": 0.592391304347826}, {"seat": 2, "decisions": 6, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.592391304347826, "result": 0.375, "own": 0.0, "luck": -0.21739130434782605, "dealt": 0.8369565217391305}, {"seat": 3, "decisions": 7, "choices": 1, "given_away": -0.002717391304347826, "given_away_se": 0.002717391304347826, "inaccuracies": 0, "mistakes": 0, "start": 0.46195652173913043, "result": 0.375, "own": -0.0009057971014492794, "luck": -0.08605072463768115, "dealt": 0.375}, {"seat": 4, "decisions": 7, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.3804347826086957, "result": 0.375, "own": 0.0, "luck": -0.005434782608695676, "dealt": 0.375}], "chance": [[0.43478260869565216, 0.13043478260869565, 0.10869565217391304, 0.2608695652173913, 0.1956521739130435, 0.17391304347826086, 0.32608695652173914, 0.32608695652173914, 0.32608695652173914, 0.2608695652173913, 0.2608695652173913, 0.17391304347826086, 0.2608695652173913, 0.4673913043478261, 0.30434782608695654, 0.17391304347826086, 0.391304347826087, 0.21739130434782608, 0.2608695652173913, 0.43478260869565216, 0.43478260869565216, 0.6521739130434783, 0.5652173913043478, 0.5652173913043478, 0.717391304347826, 0.6521739130434783, 0.5217391304347826, 0.21739130434782608, 0.34782608695652173, 0.13043478260869565, 0.30434782608695654, 0.43478260869565216, 0.34782608695652173, 0.43478260869565216, 0.0], [0.1956521739130435, 0.08695652173913043, 0.32608695652173914, 0.13043478260869565, 0.21739130434782608, 0.13043478260869565, 0.30434782608695654, 0.17391304347826086, 0.30434782608695654, 0.17391304347826086, 0.13043478260869565, 0.15217391304347827, 0.2391304347826087, 0.1956521739130435, 0.13043478260869565, 0.17391304347826086, 0.17391304347826086, 0.10869565217391304, 0.21739130434782608, 0.08695652173913043, 0.34782608695652173, 0.21739130434782608, 0.08695652173913043, 0.17391304347826086, 0.13043478260869565, 0.13043478260869565, 0.17391304347826086, 0.30434782608695654, 0.2608695652173913, 0.34782608695652173, 0.6521739130434783, 0.4782608695652174, 0.6521739130434783, 1.0, 1.0], [0.34782608695652173, 0.391304347826087, 0.34782608695652173, 0.30434782608695654, 0.2608695652173913, 0.32608695652173914, 0.32608695652173914, 0.30434782608695654, 0.34782608695652173, 0.2608695652173913, 0.17391304347826086, 0.43478260869565216, 0.30434782608695654, 0.2608695652173913, 0.30434782608695654, 0.4782608695652174, 0.34782608695652173, 0.34782608695652173, 0.4782608695652174, 0.5652173913043478, 0.34782608695652173, 0.34782608695652173, 0.6086956521739131, 0.17391304347826086, 0.17391304347826086, 0.34782608695652173, 0.34782608695652173, 0.43478260869565216, 0.5652173913043478, 0.17391304347826086, 0.13043478260869565, 0.08695652173913043, 0.08695652173913043, 0.17391304347826086, 0.0], [0.15217391304347827, 0.17391304347826086, 0.10869565217391304, 0.06521739130434782, 0.17391304347826086, 0.08695652173913043, 0.15217391304347827, 0.0, 0.08695652173913043, 0.06521739130434782, 0.043478260869565216, 0.043478260869565216, 0.0, 0.043478260869565216, 0.043478260869565216, 0.0, 0.043478260869565216, 0.06521739130434782, 0.043478260869565216, 0.0, 0.0, 0.021739130434782608, 0.043478260869565216, 0.0, 0.0, 0.0, 0.021739130434782608, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.021739130434782608, 0.043478260869565216, 0.08695652173913043, 0.08695652173913043, 0.1956521739130435, 0.10869565217391304, 0.043478260869565216, 0.0, 0.1956521739130435, 0.10869565217391304, 0.0, 0.0, 0.043478260869565216, 0.0, 0.0, 0.043478260869565216, 0.06521739130434782, 0.043478260869565216, 0.08695652173913043, 0.043478260869565216, 0.0, 0.021739130434782608, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]}, {"deal": 2, "returns": [-0.25, -0.25, 1.0, -0.25, -0.25], "decisions": [{"step": 34, "deal": 2, "seat": 2, "move": "2-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 35, "deal": 2, "seat": 3, "move": "2-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 36, "deal": 2, "seat": 4, "move": "6-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 37, "deal": 2, "seat": 0, "move": "3-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 38, "deal": 2, "seat": 1, "move": "2-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 39, "deal": 2, "seat": 2, "move": "1-2", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 40, "deal": 2, "seat": 3, "move": "1-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 41, "deal": 2, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 42, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 43, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 44, "deal": 2, "seat": 2, "move": "3-5", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5", "mean": 0.6739130434782609, "se": 0.0465406977487867, "n": 46, "hindsight": 0.7010869565217391, "hindsight_se": 0.0465406977487867}, {"move": "0-3", "mean": 0.6657608695652174, "se": 0.04581757763216881, "n": 46, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-5", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3", "hindsight_loss": 0.29891304347826086, "gain": 0.0040760869565217295}, {"step": 45, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 46, "deal": 2, "seat": 4, "move": "2-5", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5", "mean": 0.592391304347826, "se": 0.04437481418085468, "n": 46, "hindsight": 0.4429347826086957, "hindsight_se": 0.02899965687243138}, {"move": "0-5", "mean": 0.5516304347826086, "se": 0.04195121803228047, "n": 46, "hindsight": 0.4429347826086957, "hindsight_se": 0.02899965687243138}], "best": "2-5", "loss": -0.05434782608695652, "loss_se": 0.038000320585875054, "hindsight_best": "2-5", "hindsight_loss": 0.0, "gain": 0.02038043478260876}, {"step": 47, "deal": 2, "seat": 0, "move": "2-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 48, "deal": 2, "seat": 1, "move": "4-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 49, "deal": 2, "seat": 2, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 50, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 51, "deal": 2, "seat": 4, "move": "0-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 52, "deal": 2, "seat": 0, "move": "0-4", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 53, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 54, "deal": 2, "seat": 2, "move": "4-6", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 55, "deal": 2, "seat": 3, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 56, "deal": 2, "seat": 4, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 57, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 58, "deal": 2, "seat": 1, "move": "0-6", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6", "mean": 0.4157608695652174, "se": 0.02300439329565271, "n": 46, "hindsight": 0.375, "hindsight_se": 0.0}, {"move": "0-6", "mean": 0.391304347826087, "se": 0.013796690409173749, "n": 46, "hindsight": 0.375, "hindsight_se": 0.0}], "best": "5-6", "loss": -0.01358695652173913, "loss_se": 0.013586956521739132, "hindsight_best": "0-6", "hindsight_loss": 0.0, "gain": -0.012228260869565244}, {"step": 59, "deal": 2, "seat": 2, "move": "0-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.5108695652173914, 0.43478260869565216, 0.42934782608695654, 0.42934782608695654, 0.46195652173913043, 0.4891304347826087, 0.45652173913043476, 0.483695652173913, 0.40217391304347827, 0.375, 0.40217391304347827, 0.42934782608695654, 0.40217391304347827, 0.40217391304347827, 0.40217391304347827, 0.45652173913043476, 0.40217391304347827, 0.5652173913043478, 0.40217391304347827, 0.40217391304347827, 0.4891304347826087, 0.5108695652173914, 0.5380434782608695, 0.5108695652173914, 0.6195652173913043, 0.40217391304347827, 0.375], [0.5163043478260869, 0.5380434782608695, 0.4891304347826087, 0.5108695652173914, 0.45652173913043476, 0.42934782608695654, 0.42934782608695654, 0.45652173913043476, 0.4076086956521739, 0.46195652173913043, 0.375, 0.3804347826086957, 0.40217391304347827, 0.4076086956521739, 0.4076086956521739, 0.375, 0.375, 0.40217391304347827, 0.375, 0.375, 0.3804347826086957, 0.375, 0.40217391304347827, 0.375, 0.40217391304347827, 0.391304347826087, 0.375], [0.6195652173913043, 0.7554347826086957, 0.7336956521739131, 0.5380434782608695, 0.6195652173913043, 0.5706521739130435, 0.6195652173913043, 0.782608695652174, 0.8097826086956522, 0.782608695652174, 0.7010869565217391, 0.6739130434782609, 0.782608695652174, 0.8641304347826086, 0.7282608695652174, 0.6195652173913043, 0.7010869565217391, 0.6739130434782609, 0.5652173913043478, 0.782608695652174, 0.7010869565217391, 0.6739130434782609, 0.6195652173913043, 0.8097826086956522, 0.7554347826086957, 1.0, 1.0], [0.40217391304347827, 0.42934782608695654, 0.40217391304347827, 0.42934782608695654, 0.40217391304347827, 0.3804347826086957, 0.40217391304347827, 0.45652173913043476, 0.40217391304347827, 0.42934782608695654, 0.5108695652173914, 0.40217391304347827, 0.40217391304347827, 0.46195652173913043, 0.42934782608695654, 0.40217391304347827, 0.42934782608695654, 0.3804347826086957, 0.375, 0.4076086956521739, 0.4076086956521739, 0.3804347826086957, 0.375, 0.40217391304347827, 0.40217391304347827, 0.375, 0.375], [0.45652173913043476, 0.483695652173913, 0.42934782608695654, 0.42934782608695654, 0.40217391304347827, 0.45652173913043476, 0.5380434782608695, 0.5380434782608695, 0.5108695652173914, 0.5108695652173914, 0.46195652173913043, 0.5434782608695652, 0.483695652173913, 0.592391304347826, 0.6739130434782609, 0.8097826086956522, 0.7554347826086957, 0.782608695652174, 0.7010869565217391, 0.7554347826086957, 0.6739130434782609, 0.7282608695652174, 0.7010869565217391, 0.5380434782608695, 0.5380434782608695, 0.5652173913043478, 0.375]], "curve_se": [[0.05496194530950343, 0.03758189773860991, 0.03754615650585638, 0.03754615650585638, 0.04475641046499314, 0.05026673140318343, 0.04487624042634621, 0.05050654224372744, 0.027173913043478264, 0.0, 0.027173913043478264, 0.03754615650585638, 0.027173913043478264, 0.027173913043478264, 0.027173913043478264, 0.04487624042634621, 0.027173913043478264, 0.06131261682801806, 0.027173913043478264, 0.027173913043478264, 0.05026673140318343, 0.05496194530950343, 0.05851145890477773, 0.05496194530950343, 0.06503185069707601, 0.027173913043478264, 0.0], [0.05461888924522223, 0.05851145890477773, 0.05026673140318343, 0.05496194530950343, 0.04487624042634621, 0.03754615650585638, 0.03754615650585638, 0.04487624042634621, 0.027468756173750275, 0.04475641046499314, 0.0, 0.005434782608695652, 0.027173913043478264, 0.027468756173750275, 0.027468756173750275, 0.0, 0.0, 0.027173913043478264, 0.0, 0.0, 0.005434782608695652, 0.0, 0.027173913043478264, 0.0, 0.027173913043478264, 0.013796690409173749, 0.0], [0.06503185069707601, 0.06503185069707601, 0.06494921807069351, 0.05851145890477773, 0.06503185069707601, 0.06078480829735059, 0.06503185069707601, 0.06346458783925459, 0.06131261682801806, 0.06346458783925459, 0.06656222127128202, 0.0465406977487867, 0.06346458783925459, 0.05496194530950343, 0.06605603733755404, 0.06503185069707601, 0.06656222127128202, 0.06656222127128202, 0.06131261682801806, 0.06346458783925459, 0.06656222127128202, 0.06656222127128202, 0.06503185069707601, 0.06131261682801806, 0.06503185069707601, 0.0, 0.0], [0.027173913043478264, 0.03754615650585638, 0.027173913043478264, 0.03754615650585638, 0.027173913043478264, 0.005434782608695652, 0.027173913043478264, 0.04487624042634621, 0.027173913043478264, 0.03754615650585638, 0.05496194530950343, 0.027173913043478264, 0.027173913043478264, 0.04475641046499314, 0.03754615650585638, 0.027173913043478264, 0.03754615650585638, 0.005434782608695652, 0.0, 0.027468756173750275, 0.027468756173750275, 0.005434782608695652, 0.0, 0.027173913043478264, 0.027173913043478264, 0.0, 0.0], [0.04487624042634621, 0.05050654224372744, 0.03754615650585638, 0.03754615650585638, 0.027173913043478264, 0.04487624042634621, 0.05851145890477773, 0.05851145890477773, 0.05496194530950343, 0.05496194530950343, 0.04475641046499314, 0.058073854762510334, 0.05050654224372744, 0.04437481418085468, 0.06656222127128202, 0.06131261682801806, 0.06503185069707601, 0.06346458783925459, 0.06656222127128202, 0.06503185069707601, 0.06656222127128202, 0.06605603733755404, 0.06656222127128202, 0.05851145890477773, 0.05851145890477773, 0.06131261682801806, 0.0]], "seats": [{"seat": 0, "decisions": 5, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.5108695652173914, "result": 0.375, "own": 0.0, "luck": -0.13586956521739135, "dealt": 0.42934782608695654}, {"seat": 1, "decisions": 5, "choices": 1, "given_away": -0.01358695652173913, "given_away_se": 0.013586956521739132, "inaccuracies": 0, "mistakes": 0, "start": 0.5163043478260869, "result": 0.375, "own": -0.012228260869565244, "luck": -0.12907608695652167, "dealt": 0.45652173913043476}, {"seat": 2, "decisions": 6, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.6195652173913043, "result": 1.0, "own": 0.0040760869565217295, "luck": 0.37635869565217395, "dealt": 0.7282608695652174}, {"seat": 3, "decisions": 5, "choices": 0, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.40217391304347827, "result": 0.375, "own": 0.0, "luck": -0.02717391304347827, "dealt": 0.375}, {"seat": 4, "decisions": 5, "choices": 1, "given_away": -0.05434782608695652, "given_away_se": 0.038000320585875054, "inaccuracies": 0, "mistakes": 0, "start": 0.45652173913043476, "result": 0.375, "own": 0.02038043478260876, "luck": -0.10190217391304351, "dealt": 0.40217391304347827}], "chance": [[0.21739130434782608, 0.10869565217391304, 0.08695652173913043, 0.08695652173913043, 0.15217391304347827, 0.1956521739130435, 0.13043478260869565, 0.17391304347826086, 0.043478260869565216, 0.0, 0.043478260869565216, 0.08695652173913043, 0.043478260869565216, 0.043478260869565216, 0.043478260869565216, 0.13043478260869565, 0.043478260869565216, 0.30434782608695654, 0.043478260869565216, 0.043478260869565216, 0.1956521739130435, 0.21739130434782608, 0.2608695652173913, 0.21739130434782608, 0.391304347826087, 0.043478260869565216, 0.0], [0.2391304347826087, 0.2608695652173913, 0.1956521739130435, 0.21739130434782608, 0.13043478260869565, 0.08695652173913043, 0.08695652173913043, 0.13043478260869565, 0.06521739130434782, 0.15217391304347827, 0.0, 0.021739130434782608, 0.043478260869565216, 0.06521739130434782, 0.06521739130434782, 0.0, 0.0, 0.043478260869565216, 0.0, 0.0, 0.021739130434782608, 0.0, 0.043478260869565216, 0.0, 0.043478260869565216, 0.03260869565217391, 0.0], [0.391304347826087, 0.6086956521739131, 0.5869565217391305, 0.2608695652173913, 0.391304347826087, 0.32608695652173914, 0.391304347826087, 0.6521739130434783, 0.6956521739130435, 0.6521739130434783, 0.5217391304347826, 0.4782608695652174, 0.6521739130434783, 0.782608695652174, 0.5652173913043478, 0.391304347826087, 0.5217391304347826, 0.4782608695652174, 0.30434782608695654, 0.6521739130434783, 0.5217391304347826, 0.4782608695652174, 0.391304347826087, 0.6956521739130435, 0.6086956521739131, 1.0, 1.0], [0.043478260869565216, 0.08695652173913043, 0.043478260869565216, 0.08695652173913043, 0.043478260869565216, 0.021739130434782608, 0.043478260869565216, 0.13043478260869565, 0.043478260869565216, 0.08695652173913043, 0.21739130434782608, 0.043478260869565216, 0.043478260869565216, 0.15217391304347827, 0.08695652173913043, 0.043478260869565216, 0.08695652173913043, 0.021739130434782608, 0.0, 0.06521739130434782, 0.06521739130434782, 0.021739130434782608, 0.0, 0.043478260869565216, 0.043478260869565216, 0.0, 0.0], [0.13043478260869565, 0.17391304347826086, 0.08695652173913043, 0.08695652173913043, 0.043478260869565216, 0.13043478260869565, 0.2608695652173913, 0.2608695652173913, 0.21739130434782608, 0.21739130434782608, 0.15217391304347827, 0.2826086956521739, 0.17391304347826086, 0.34782608695652173, 0.4782608695652174, 0.6956521739130435, 0.6086956521739131, 0.6521739130434783, 0.5217391304347826, 0.6086956521739131, 0.4782608695652174, 0.5652173913043478, 0.5217391304347826, 0.2608695652173913, 0.2608695652173913, 0.30434782608695654, 0.0]]}], "seats": [{"seat": 0, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 1.1576086956521738, "result": 0.75, "own": 0.048913043478260865, "luck": -0.4565217391304348, "dealt": 0.8586956521739131}, {"seat": 1, "decisions": 12, "choices": 1, "given_away": -0.01358695652173913, "given_away_se": 0.013586956521739132, "inaccuracies": 0, "mistakes": 0, "start": 1.0054347826086956, "result": 1.375, "own": -0.012228260869565244, "luck": 0.3817934782608697, "dealt": 1.0489130434782608}, {"seat": 2, "decisions": 12, "choices": 1, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 1.2119565217391304, "result": 1.375, "own": 0.0040760869565217295, "luck": 0.1589673913043479, "dealt": 1.565217391304348}, {"seat": 3, "decisions": 12, "choices": 1, "given_away": -0.002717391304347826, "given_away_se": 0.002717391304347826, "inaccuracies": 0, "mistakes": 0, "start": 0.8641304347826086, "result": 0.75, "own": -0.0009057971014492794, "luck": -0.11322463768115942, "dealt": 0.75}, {"seat": 4, "decisions": 12, "choices": 1, "given_away": -0.05434782608695652, "given_away_se": 0.038000320585875054, "inaccuracies": 0, "mistakes": 0, "start": 0.8369565217391304, "result": 0.75, "own": 0.02038043478260876, "luck": -0.10733695652173919, "dealt": 0.7771739130434783}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('234eUdGC', '2026-12-07 17:16:18.259933+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "sausage", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 0, "policy": "random", "worlds": 5, "budget": 1.0, "seconds": 0.555, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "0-6", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-4", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-3", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-3", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-4", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-5", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-6", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "5-6", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "6-6", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.05, "hindsight_se": 0.05}, {"move": "5-5", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-6", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "1-2", "loss": -0.4, "loss_se": 0.24494897427831783, "hindsight_best": "0-6", "hindsight_loss": 0.0, "gain": 0.02857142857142858}, {"step": 1, "deal": 1, "seat": 1, "move": "4-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-6@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-0@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "4-6@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-2@TR", "hindsight_loss": 0.4, "gain": 0.08000000000000007}, {"step": 2, "deal": 1, "seat": 0, "move": "0-3@TL", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-4@TL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-3@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "6-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-3@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-6@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-4@TL", "loss": 0.8, "loss_se": 0.2, "hindsight_best": "0-4@TL", "hindsight_loss": 0.6, "gain": -0.16499999999999998}, {"step": 3, "deal": 1, "seat": 1, "move": "3-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-0@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-1@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "1-4@BL", "loss": 0.0, "loss_se": 0.4472135954999579, "hindsight_best": "0-1@TR", "hindsight_loss": 0.20000000000000007, "gain": -0.19999999999999996}, {"step": 4, "deal": 1, "seat": 0, "move": "3-6@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "3-3@TL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-6@BR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-5@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "1-3@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-3@TL", "loss": 1.0, "loss_se": 0.0, "hindsight_best": "3-3@TL", "hindsight_loss": 0.4, "gain": -0.3611111111111111}, {"step": 5, "deal": 1, "seat": 1, "move": "0-1@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-0@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@TL", "hindsight_loss": 0.19999999999999996, "gain": -0.36}, {"step": 6, "deal": 1, "seat": 0, "move": "3-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-5@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-3@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TL", "mean": 0.05, "se": 0.05, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-3@TR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "1-2@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@TR", "hindsight_loss": 0.8, "gain": 0.01874999999999999}, {"step": 7, "deal": 1, "seat": 1, "move": "1-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "3-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-1@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.85, "hindsight_se": 0.15}, {"move": "2-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "1-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@TR", "hindsight_loss": 0.6, "gain": 0.20000000000000007}, {"step": 8, "deal": 1, "seat": 0, "move": "1-3@cut:1:L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@cut:1:L", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-3@cut:1:R", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "1-3@cut:1:L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-3@cut:1:L", "hindsight_loss": 0.0, "gain": 0.5666666666666667}, {"step": 9, "deal": 1, "seat": 1, "move": "0-3@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.45, "se": 0.22912878474779202, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-3@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-3@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-1@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "4-6@TR", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-3@BL", "hindsight_loss": 0.0, "gain": -0.215625}, {"step": 10, "deal": 1, "seat": 0, "move": "1-2@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.05, "hindsight_se": 0.05}, {"move": "1-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-4@TR", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "1-2@TL", "hindsight_loss": 0.0, "gain": -0.32}, {"step": 11, "deal": 1, "seat": 1, "move": "2-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "3-6@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-5@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-0@BL", "loss": -0.2, "loss_se": 0.37416573867739417, "hindsight_best": "4-5@TR", "hindsight_loss": 0.20000000000000007, "gain": -0.09999999999999998}, {"step": 12, "deal": 1, "seat": 0, "move": "4-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-4@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-5@BL", "loss": 0.2, "loss_se": 0.37416573867739417, "hindsight_best": "4-4@TR", "hindsight_loss": 0.0, "gain": -0.2}, {"step": 13, "deal": 1, "seat": 1, "move": "3-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-4@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-2@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-1@BL", "hindsight_loss": 0.4, "gain": -0.025000000000000022}, {"step": 14, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "0-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.05, "hindsight_se": 0.05}, {"move": "5-6@BR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@BR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-4@BL", "hindsight_loss": 0.04999999999999999, "gain": -0.21666666666666667}, {"step": 15, "deal": 1, "seat": 1, "move": "3-4@cut:2:R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@cut:2:L", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-0@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@cut:2:R", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-2@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "2-4@TR", "hindsight_loss": 0.4, "gain": -0.05999999999999994}, {"step": 16, "deal": 1, "seat": 0, "move": "0-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-4@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-4@TR", "mean": 0.1, "se": 0.06123724356957946, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "0-4@TR", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-5@BL", "hindsight_loss": 0.0, "gain": -0.09999999999999998}, {"step": 17, "deal": 1, "seat": 1, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-6@TR", "mean": 0.45, "se": 0.22912878474779202, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-4@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-5@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.25, "hindsight_se": 0.19364916731037085}, {"move": "0-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-5@BR", "loss": -0.4, "loss_se": 0.24494897427831783, "hindsight_best": "4-6@TL", "hindsight_loss": 0.19999999999999996, "gain": -0.07083333333333336}, {"step": 18, "deal": 1, "seat": 0, "move": "1-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-6@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "1-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "1-5@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "3-6@BR", "hindsight_loss": 0.39999999999999997, "gain": 0.19999999999999996}, {"step": 19, "deal": 1, "seat": 1, "move": "0-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@cut:-1:R", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.45, "se": 0.22912878474779202, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-2@cut:-1:R", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "0-2@cut:-1:R", "hindsight_loss": 0.8, "gain": 0.05833333333333335}, {"step": 20, "deal": 1, "seat": 0, "move": "1-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:L", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-4@TL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "0-4@TL", "hindsight_loss": 0.6, "gain": -0.07999999999999996}, {"step": 21, "deal": 1, "seat": 1, "move": "2-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-3@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-0@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}], "best": "3-5@BR", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-2@cut:-1:R", "hindsight_loss": 0.6000000000000001, "gain": 0.02857142857142858}, {"step": 22, "deal": 1, "seat": 0, "move": "0-4@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@cut:-2:L", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "5-6@cut:-2:R", "mean": 0.7, "se": 0.18371173070873836, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "5-6@cut:-2:L", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-4@TL", "hindsight_loss": 0.0, "gain": -0.10000000000000009}, {"step": 23, "deal": 1, "seat": 1, "move": "2-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@TR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-1@cut:-3:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@TR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-5@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@TR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-1@cut:-3:L", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "2-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@cut:-3:R", "hindsight_loss": 0.4, "gain": 0.2615384615384616}, {"step": 24, "deal": 1, "seat": 0, "move": "5-6@cut:-2:L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@cut:-2:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-4@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@cut:-2:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "3-6@BL", "loss": 0.0, "loss_se": 0.31622776601683794, "hindsight_best": "5-6@cut:-2:R", "hindsight_loss": 0.4, "gain": -0.09999999999999998}, {"step": 25, "deal": 1, "seat": 1, "move": "4-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@TL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "3-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "4-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-2@cut:-1:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "4-6@TL", "loss": -0.4, "loss_se": 0.24494897427831783, "hindsight_best": "1-6@TL", "hindsight_loss": 0.6000000000000001, "gain": 0.26}, {"step": 26, "deal": 1, "seat": 0, "move": "5-5@BL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 27, "deal": 1, "seat": 1, "move": "4-5@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "0-4@TL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "4-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "4-5@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "0-2@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@cut:-1:L", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "1-5@BL", "loss": -0.2, "loss_se": 0.37416573867739417, "hindsight_best": "0-2@BR", "hindsight_loss": 0.14999999999999997, "gain": -0.1611111111111111}, {"step": 28, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 29, "deal": 1, "seat": 1, "move": "0-2@cut:-1:L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "0-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.45, "hindsight_se": 0.22912878474779202}, {"move": "2-2@BR", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:R", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-2@cut:-1:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "1-5@BL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "1-5@BL", "hindsight_loss": 0.4, "gain": -0.19999999999999996}, {"step": 30, "deal": 1, "seat": 0, "move": "2-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "2-6@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.4, "hindsight_se": 0.24494897427831783}, {"move": "2-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "0-5@BL", "loss": 0.2, "loss_se": 0.2, "hindsight_best": "2-6@TL", "hindsight_loss": 0.0, "gain": -0.26666666666666666}, {"step": 31, "deal": 1, "seat": 1, "move": "0-0@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-0@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-6@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@BL", "hindsight_loss": 0.0, "gain": 0.08000000000000007}, {"step": 32, "deal": 1, "seat": 0, "move": "4-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "6-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "3-6@TL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-6@TL", "hindsight_loss": 0.0, "gain": -0.08}, {"step": 33, "deal": 1, "seat": 1, "move": "2-2@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-6@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "2-2@BR", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "0-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}], "best": "2-2@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@BR", "hindsight_loss": 0.0, "gain": 0.050000000000000044}, {"step": 34, "deal": 1, "seat": 0, "move": "5-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.65, "se": 0.21794494717703367, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@TR", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.6, "hindsight_se": 0.24494897427831783}, {"move": "5-5@TR", "mean": 0.25, "se": 0.19364916731037085, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "4-5@TR", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "0-5@TR", "hindsight_loss": 0.39999999999999997, "gain": -0.09999999999999998}, {"step": 35, "deal": 1, "seat": 1, "move": "0-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-1@BL", "mean": 0.6, "se": 0.24494897427831783, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}], "best": "0-4@BL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "0-4@BL", "hindsight_loss": 0.0, "gain": 0.06666666666666665}, {"step": 36, "deal": 1, "seat": 0, "move": "4-4@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-5@TL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@TL", "hindsight_loss": 0.0, "gain": -0.15000000000000002}, {"step": 37, "deal": 1, "seat": 1, "move": "0-6@cut:-3:L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@cut:-3:R", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@cut:-3:L", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-6@cut:-3:R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6@cut:-3:L", "hindsight_loss": 0.0, "gain": -0.20000000000000007}, {"step": 38, "deal": 1, "seat": 0, "move": "6-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@TL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "0-5@BL", "mean": 0.2, "se": 0.2, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@TL", "mean": 0.05, "se": 0.05, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "6-6@TL", "loss": -0.2, "loss_se": 0.2, "hindsight_best": "6-6@TL", "hindsight_loss": 0.0, "gain": 0.09166666666666667}, {"step": 39, "deal": 1, "seat": 1, "move": "0-1@BL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 40, "deal": 1, "seat": 0, "move": "3-6@TL", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@TL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "3-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "4-6@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}], "best": "5-6@TL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "3-6@TL", "hindsight_loss": 0.0, "gain": -0.13333333333333333}, {"step": 41, "deal": 1, "seat": 1, "move": "1-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-6@BL", "mean": 1.0, "se": 0.0, "n": 5, "hindsight": 0.8, "hindsight_se": 0.2}, {"move": "1-1@BL", "mean": 0.8, "se": 0.2, "n": 5, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-6@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@BL", "hindsight_loss": 0.19999999999999996, "gain": 0.06666666666666676}, {"step": 42, "deal": 1, "seat": 0, "move": "5-6@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@BL", "mean": 0.4, "se": 0.24494897427831783, "n": 5, "hindsight": 0.2, "hindsight_se": 0.2}, {"move": "5-6@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@BL", "loss": 0.4, "loss_se": 0.24494897427831783, "hindsight_best": "4-6@BL", "hindsight_loss": 0.2, "gain": -0.2}, {"step": 43, "deal": 1, "seat": 1, "move": "3-5@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 44, "deal": 1, "seat": 0, "move": "4-5@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@TL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-5@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@BL", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 45, "deal": 1, "seat": 1, "move": "1-5@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 46, "deal": 1, "seat": 0, "move": "4-4@BL", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@BL", "mean": 0.0, "se": 0.0, "n": 5, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-4@BL", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@BL", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 47, "deal": 1, "seat": 1, "move": "1-1@TL", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.5, 0.4, 0.5, 0.2, 0.5, 0.0, 0.0, 0.4, 0.5, 1.0, 1.0, 0.2, 0.0, 0.2, 0.0, 0.4, 0.5, 0.2, 0.5, 0.6, 1.0, 0.4, 1.0, 0.6, 0.5, 0.4, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.25, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.8, 1.0, 0.4, 0.5, 0.4, 1.0, 0.8, 0.0, 0.2, 0.0, 0.4, 0.5, 0.6, 1.0, 0.4, 1.0, 0.4, 0.0, 0.6, 1.0, 0.6, 1.0, 0.8, 0.5, 0.8, 0.0, 0.4, 1.0, 0.4, 0.5, 0.8, 0.5, 1.0, 1.0, 0.8, 1.0, 0.4, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]], "curve_se": [[0.5, 0.24494897427831783, 0.5, 0.2, 0.5, 0.0, 0.0, 0.24494897427831783, 0.5, 0.0, 0.0, 0.2, 0.0, 0.2, 0.0, 0.24494897427831783, 0.5, 0.2, 0.5, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.5, 0.24494897427831783, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.19364916731037085, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.125, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.2, 0.0, 0.24494897427831783, 0.5, 0.24494897427831783, 0.0, 0.2, 0.0, 0.2, 0.0, 0.24494897427831783, 0.5, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.0, 0.2, 0.5, 0.2, 0.0, 0.24494897427831783, 0.0, 0.24494897427831783, 0.5, 0.2, 0.5, 0.0, 0.0, 0.2, 0.0, 0.24494897427831783, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 24, "choices": 22, "given_away": 2.4, "given_away_se": 1.0392304845413265, "inaccuracies": 0, "mistakes": 2, "start": 0.5, "result": 0.0, "own": -1.667123015873016, "luck": 1.167123015873016, "dealt": 1.0}, {"seat": 1, "decisions": 24, "choices": 20, "given_away": -1.2000000000000002, "given_away_se": 1.0392304845413265, "inaccuracies": 0, "mistakes": 0, "start": 0.0, "result": 1.0, "own": -0.44079288766788716, "luck": 1.4407928876678873, "dealt": 1.0}], "chance": [[0.5, 0.4, 0.5, 0.2, 0.5, 0.0, 0.0, 0.4, 0.5, 1.0, 1.0, 0.2, 0.0, 0.2, 0.0, 0.4, 0.5, 0.2, 0.5, 0.6, 1.0, 0.4, 1.0, 0.6, 0.5, 0.4, 0.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.8, 1.0, 0.4, 0.5, 0.4, 1.0, 0.8, 0.0, 0.2, 0.0, 0.4, 0.5, 0.6, 1.0, 0.4, 1.0, 0.4, 0.0, 0.6, 1.0, 0.6, 1.0, 0.8, 0.5, 0.8, 0.0, 0.4, 1.0, 0.4, 0.5, 0.8, 0.5, 1.0, 1.0, 0.8, 1.0, 0.4, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 24, "choices": 22, "given_away": 2.4, "given_away_se": 1.0392304845413265, "inaccuracies": 0, "mistakes": 2, "start": 0.5, "result": 0.0, "own": -1.667123015873016, "luck": 1.167123015873016, "dealt": 1.0}, {"seat": 1, "decisions": 24, "choices": 20, "given_away": -1.2000000000000002, "given_away_se": 1.0392304845413265, "inaccuracies": 0, "mistakes": 0, "start": 0.0, "result": 1.0, "own": -0.44079288766788716, "luck": 1.4407928876678873, "dealt": 1.0}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('ADK2T37p', '2026-12-07 17:16:25.383314+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "sausage-one-way", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 0, "policy": "random", "worlds": 4, "budget": 1.0, "seconds": 0.583, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "2-2", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-2", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5", "hindsight_loss": 0.5, "gain": 0.125}, {"step": 1, "deal": 1, "seat": 1, "move": "1-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.3125, "hindsight_se": 0.2366211810750114}, {"move": "0-2@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-2@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@TR", "hindsight_loss": 0.25, "gain": 0.4583333333333333}, {"step": 2, "deal": 1, "seat": 0, "move": "2-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-5@BR", "mean": 0.5625, "se": 0.2576941016011038, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-3@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.22916666666666663}, {"step": 3, "deal": 1, "seat": 1, "move": "1-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-6@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "1-4@TR", "loss": 0.0, "loss_se": 0.408248290463863, "hindsight_best": "1-1@TR", "hindsight_loss": 0.5, "gain": -0.1953125}, {"step": 4, "deal": 1, "seat": 0, "move": "0-1@TR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 5, "deal": 1, "seat": 1, "move": "1-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.3125, "hindsight_se": 0.2366211810750114}, {"move": "1-1@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-0@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@BR", "hindsight_loss": 1.0, "gain": 0.0625}, {"step": 6, "deal": 1, "seat": 0, "move": "0-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-3@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "0-6@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "0-5@TR", "hindsight_loss": 0.0, "gain": -0.08333333333333337}, {"step": 7, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 8, "deal": 1, "seat": 0, "move": "5-6@BR", "kind": "play", "verdict": "mistake", "moves": [{"move": "3-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "5-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "3-5@TR", "loss": 0.75, "loss_se": 0.25, "hindsight_best": "2-5@TR", "hindsight_loss": 0.75, "gain": -0.44999999999999996}, {"step": 9, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 10, "deal": 1, "seat": 0, "move": "3-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "4-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@TR", "hindsight_loss": 0.5, "gain": 0.0}, {"step": 11, "deal": 1, "seat": 1, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-3@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "6-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-3@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "3-3@TR", "hindsight_loss": 0.25, "gain": -0.14285714285714285}, {"step": 12, "deal": 1, "seat": 0, "move": "0-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "5-5@cut:3", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-3@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@cut:3", "hindsight_loss": 0.5, "gain": 0.125}, {"step": 13, "deal": 1, "seat": 1, "move": "0-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@cut:4", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-0@TR", "loss": 0.0, "loss_se": 0.408248290463863, "hindsight_best": "3-6@cut:4", "hindsight_loss": 0.25, "gain": 0.08333333333333331}, {"step": 14, "deal": 1, "seat": 0, "move": "5-5@cut:3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 15, "deal": 1, "seat": 1, "move": "3-6@cut:4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-6@cut:4", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@BR", "hindsight_loss": 0.25, "gain": 0.035714285714285726}, {"step": 16, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 17, "deal": 1, "seat": 1, "move": "1-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-2@BR", "hindsight_loss": 0.25, "gain": -0.20833333333333334}, {"step": 18, "deal": 1, "seat": 0, "move": "2-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-3@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-3@BR", "hindsight_loss": 0.25, "gain": -0.012499999999999956}, {"step": 19, "deal": 1, "seat": 1, "move": "3-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@cut:5", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-3@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-1@cut:5", "loss": -0.1875, "loss_se": 0.1875, "hindsight_best": "3-3@BR", "hindsight_loss": 0.0, "gain": -0.03125}, {"step": 20, "deal": 1, "seat": 0, "move": "3-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "3-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@BR", "hindsight_loss": 0.5, "gain": 0.1875}, {"step": 21, "deal": 1, "seat": 1, "move": "0-1@cut:5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 22, "deal": 1, "seat": 0, "move": "0-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-3@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "3-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@BR", "hindsight_loss": 0.0, "gain": 0.08333333333333337}, {"step": 23, "deal": 1, "seat": 1, "move": "0-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@TR", "loss": 0.0, "loss_se": 0.408248290463863, "hindsight_best": "2-4@TR", "hindsight_loss": 0.5, "gain": -0.10714285714285715}, {"step": 24, "deal": 1, "seat": 0, "move": "4-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "4-5@TR", "loss": 0.0, "loss_se": 0.408248290463863, "hindsight_best": "4-5@TR", "hindsight_loss": 0.25, "gain": -0.125}, {"step": 25, "deal": 1, "seat": 1, "move": "2-6@TR", "kind": "play", "verdict": "mistake", "moves": [{"move": "6-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@cut:8", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "6-6@TR", "loss": 1.0, "loss_se": 0.0, "hindsight_best": "6-6@TR", "hindsight_loss": 0.25, "gain": -0.5}, {"step": 26, "deal": 1, "seat": 0, "move": "5-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "5-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "5-5@BR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.09999999999999998}, {"step": 27, "deal": 1, "seat": 1, "move": "1-2@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@cut:8", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-4@cut:8", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-4@cut:8", "hindsight_loss": 0.5, "gain": -0.05}, {"step": 28, "deal": 1, "seat": 0, "move": "5-6@cut:9", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@cut:9", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "5-6@cut:9", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@BR", "hindsight_loss": 0.25, "gain": 0.30000000000000004}, {"step": 29, "deal": 1, "seat": 1, "move": "1-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "1-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-5@BR", "hindsight_loss": 0.0, "gain": 0.125}, {"step": 30, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@cut:10", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.5625, "se": 0.2576941016011038, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "2-5@cut:10", "loss": 0.4375, "loss_se": 0.2576941016011038, "hindsight_best": "1-6@BR", "hindsight_loss": 0.0, "gain": -0.125}, {"step": 31, "deal": 1, "seat": 1, "move": "1-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-3@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "1-4@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-1@TR", "hindsight_loss": 0.25, "gain": 0.125}, {"step": 32, "deal": 1, "seat": 0, "move": "2-5@cut:10", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@cut:10", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "2-5@cut:10", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "2-5@cut:10", "hindsight_loss": 0.0, "gain": 0.0625}, {"step": 33, "deal": 1, "seat": 1, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "2-6@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-4@TR", "loss": -0.5, "loss_se": 0.28867513459481287, "hindsight_best": "4-6@BR", "hindsight_loss": 0.25, "gain": 0.19374999999999998}, {"step": 34, "deal": 1, "seat": 0, "move": "0-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@BR", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@BR", "loss": 0.4375, "loss_se": 0.32874445495957294, "hindsight_best": "0-6@BR", "hindsight_loss": 0.0, "gain": -0.21875}, {"step": 35, "deal": 1, "seat": 1, "move": "2-3@TR", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-2@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-1@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-2@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-3@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-0@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-3@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "0-4@BR", "loss": 0.75, "loss_se": 0.25, "hindsight_best": "2-3@TR", "hindsight_loss": 0.0, "gain": -0.1875}, {"step": 36, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 37, "deal": 1, "seat": 1, "move": "0-3@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@cut:12", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-1@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-5@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-2@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@cut:12", "loss": 0.0, "loss_se": 0.408248290463863, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.5, "gain": 0.0}, {"step": 38, "deal": 1, "seat": 0, "move": "3-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-5@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "3-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@TR", "hindsight_loss": 0.25, "gain": 0.125}, {"step": 39, "deal": 1, "seat": 1, "move": "3-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-3@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@cut:12", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-3@TR", "hindsight_loss": 0.75, "gain": 0.125}, {"step": 40, "deal": 1, "seat": 0, "move": "4-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "4-5@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@BR", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 41, "deal": 1, "seat": 1, "move": "1-3@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-3@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "1-1@cut:11", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@TR", "loss": 0.5, "loss_se": 0.28867513459481287, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.25, "gain": -0.1}, {"step": 42, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 43, "deal": 1, "seat": 1, "move": "1-1@cut:11", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-1@cut:11", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@cut:12", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-1@cut:11", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-1@cut:11", "hindsight_loss": 0.0, "gain": 0.1111111111111111}, {"step": 44, "deal": 1, "seat": 0, "move": "1-5@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-5@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "1-2@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "1-2@TR", "hindsight_loss": 0.25, "gain": -0.125}, {"step": 45, "deal": 1, "seat": 1, "move": "0-2@cut:13", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@cut:12", "mean": 0.3125, "se": 0.2366211810750114, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-4@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "0-2@cut:13", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-6@cut:12", "loss": 0.25, "loss_se": 0.25, "hindsight_best": "3-4@BR", "hindsight_loss": 0.25, "gain": -0.09375}, {"step": 46, "deal": 1, "seat": 0, "move": "1-4@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-4@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "1-4@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}], "best": "2-4@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-4@BR", "hindsight_loss": 0.25, "gain": -0.125}, {"step": 47, "deal": 1, "seat": 1, "move": "0-1@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "5-5@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "5-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-5@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@TR", "hindsight_loss": 0.5, "gain": -0.1875}, {"step": 48, "deal": 1, "seat": 0, "move": "2-5@TR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 49, "deal": 1, "seat": 1, "move": "0-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "0-0@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-4@BR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "2-6@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.5, "hindsight_se": 0.28867513459481287}, {"move": "0-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}], "best": "2-2@TR", "loss": 0.5, "loss_se": 0.28867513459481287, "hindsight_best": "2-2@TR", "hindsight_loss": 0.5, "gain": -0.35}, {"step": 50, "deal": 1, "seat": 0, "move": "2-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2@TR", "mean": 0.5, "se": 0.28867513459481287, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "2-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-2@TR", "loss": -0.25, "loss_se": 0.25, "hindsight_best": "2-4@TR", "hindsight_loss": 0.0, "gain": -0.125}, {"step": 51, "deal": 1, "seat": 1, "move": "4-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0625, "hindsight_se": 0.0625}, {"move": "5-6@BR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.25, "hindsight_se": 0.25}, {"move": "4-6@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "4-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@BR", "hindsight_loss": 0.75, "gain": -0.08333333333333333}, {"step": 52, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 53, "deal": 1, "seat": 1, "move": "5-5@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@BR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-5@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-5@BR", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 54, "deal": 1, "seat": 0, "move": "0-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}, {"move": "3-6@TR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "0-6@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6@TR", "hindsight_loss": 0.0, "gain": 0.16666666666666663}, {"step": 55, "deal": 1, "seat": 1, "move": "5-6@BR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 56, "deal": 1, "seat": 0, "move": "1-6@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-6@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-6@BR", "hindsight_loss": 0.0, "gain": -0.125}, {"step": 57, "deal": 1, "seat": 1, "move": "0-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@TR", "mean": 0.25, "se": 0.25, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-4@TR", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 58, "deal": 1, "seat": 0, "move": "1-1@BR", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@BR", "mean": 0.75, "se": 0.25, "n": 4, "hindsight": 0.75, "hindsight_se": 0.25}], "best": "1-1@BR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@BR", "hindsight_loss": 0.0, "gain": 0.125}, {"step": 59, "deal": 1, "seat": 1, "move": "3-4@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-4@TR", "mean": 0.0, "se": 0.0, "n": 4, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-4@TR", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 60, "deal": 1, "seat": 0, "move": "3-6@TR", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@TR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@BR", "mean": 1.0, "se": 0.0, "n": 4, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-6@TR", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@TR", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 61, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 62, "deal": 1, "seat": 0, "move": "1-2@BR", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.5, 0.5, 1.0, 0.75, 1.0, 1.0, 0.5, 0.5, 0.5, 0.25, 1.0, 0.75, 1.0, 0.75, 1.0, 1.0, 0.0, 0.0, 0.0, 0.75, 0.5, 0.75, 0.0, 0.75, 1.0, 0.5, 0.5, 0.75, 1.0, 1.0, 1.0, 0.5625, 1.0, 0.75, 0.5, 0.3125, 1.0, 1.0, 0.5, 1.0, 0.625, 1.0, 0.5, 1.0, 1.0, 0.5, 1.0, 0.75, 0.5, 0.0, 0.5, 0.25, 0.5, 1.0, 1.0, 1.0, 1.0, 0.75, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [0.125, 0.5, 0.75, 0.0, 0.25, 0.0, 0.5, 0.5, 0.0, 0.5, 0.5, 0.0, 0.25, 0.0, 0.5, 0.0, 0.25, 0.0, 0.0, 0.5, 0.25, 0.5, 1.0, 0.0, 0.25, 1.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.5, 0.0, 0.5, 0.5, 0.0, 0.0, 0.25, 1.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]], "curve_se": [[0.5, 0.28867513459481287, 0.0, 0.25, 0.0, 0.0, 0.5, 0.28867513459481287, 0.5, 0.25, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.25, 0.5, 0.25, 0.0, 0.25, 0.0, 0.28867513459481287, 0.5, 0.25, 0.0, 0.0, 0.0, 0.2576941016011038, 0.0, 0.25, 0.5, 0.2366211810750114, 0.0, 0.0, 0.5, 0.0, 0.375, 0.0, 0.5, 0.0, 0.0, 0.28867513459481287, 0.0, 0.25, 0.5, 0.0, 0.5, 0.25, 0.5, 0.0, 0.0, 0.0, 0.0, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.125, 0.5, 0.25, 0.0, 0.25, 0.0, 0.28867513459481287, 0.5, 0.0, 0.5, 0.5, 0.0, 0.25, 0.0, 0.28867513459481287, 0.0, 0.25, 0.0, 0.0, 0.5, 0.25, 0.5, 0.0, 0.0, 0.25, 0.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.28867513459481287, 0.0, 0.28867513459481287, 0.5, 0.0, 0.0, 0.25, 0.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 32, "choices": 24, "given_away": 0.375, "given_away_se": 0.8462540004829125, "inaccuracies": 0, "mistakes": 1, "start": 0.5, "result": 1.0, "own": 0.11458333333333337, "luck": 0.38541666666666663, "dealt": 0.5}, {"seat": 1, "decisions": 31, "choices": 26, "given_away": 1.3125, "given_away_se": 1.1518779955649237, "inaccuracies": 0, "mistakes": 2, "start": 0.125, "result": 0.0, "own": -0.9172371031746032, "luck": 0.7922371031746032, "dealt": 0.0}], "chance": [[0.5, 0.5, 1.0, 0.75, 1.0, 1.0, 0.5, 0.5, 0.5, 0.25, 1.0, 0.75, 1.0, 0.75, 1.0, 1.0, 0.0, 0.0, 0.0, 0.75, 0.5, 0.75, 0.0, 0.75, 1.0, 0.5, 0.5, 0.75, 1.0, 1.0, 1.0, 0.5, 1.0, 0.75, 0.5, 0.25, 1.0, 1.0, 0.5, 1.0, 0.5, 1.0, 0.5, 1.0, 1.0, 0.5, 1.0, 0.75, 0.5, 0.0, 0.5, 0.25, 0.5, 1.0, 1.0, 1.0, 1.0, 0.75, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [0.0, 0.5, 0.75, 0.0, 0.25, 0.0, 0.5, 0.5, 0.0, 0.5, 0.5, 0.0, 0.25, 0.0, 0.5, 0.0, 0.25, 0.0, 0.0, 0.5, 0.25, 0.5, 1.0, 0.0, 0.25, 1.0, 0.0, 0.5, 0.0, 0.0, 0.25, 0.0, 0.5, 0.0, 0.5, 0.5, 0.0, 0.0, 0.25, 1.0, 0.25, 0.0, 0.0, 0.0, 0.25, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.5, 0.0, 0.0, 0.0, 0.5, 0.0, 0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]]}], "seats": [{"seat": 0, "decisions": 32, "choices": 24, "given_away": 0.375, "given_away_se": 0.8462540004829125, "inaccuracies": 0, "mistakes": 1, "start": 0.5, "result": 1.0, "own": 0.11458333333333337, "luck": 0.38541666666666663, "dealt": 0.5}, {"seat": 1, "decisions": 31, "choices": 26, "given_away": 1.3125, "given_away_se": 1.1518779955649237, "inaccuracies": 0, "mistakes": 2, "start": 0.125, "result": 0.0, "own": -0.9172371031746032, "luck": 0.7922371031746032, "dealt": 0.0}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('XVJ9iDRB', '2026-12-07 17:16:31.914362+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "twins", "players": 2, "options": {"set": 6, "hand_size": null, "lead_double": null, "target": 20}, "seed": 0, "policy": "random", "worlds": 62, "budget": 1.0, "seconds": 0.172, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "3-3", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 1, "deal": 1, "seat": 1, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@L", "mean": 0.43548387096774194, "se": 0.06348327120481284, "n": 62, "hindsight": 0.27419354838709675, "hindsight_se": 0.057118147099084166}, {"move": "0-3@R", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.27419354838709675, "hindsight_se": 0.057118147099084166}], "best": "0-3@L", "loss": -0.06451612903225806, "loss_se": 0.045244314407630756, "hindsight_best": "0-3@L", "hindsight_loss": 0.0, "gain": 0.024193548387096808}, {"step": 2, "deal": 1, "seat": 0, "move": "1-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-3@R", "mean": 0.8306451612903226, "se": 0.04732890137907808, "n": 62, "hindsight": 0.6451612903225806, "hindsight_se": 0.06126109130650272}, {"move": "3-5@R", "mean": 0.8064516129032258, "se": 0.050584681305417746, "n": 62, "hindsight": 0.7580645161290323, "hindsight_se": 0.05483248790412075}], "best": "1-3@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@R", "hindsight_loss": 0.11290322580645162, "gain": 0.012096774193548376}, {"step": 3, "deal": 1, "seat": 1, "move": "0-0@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 4, "deal": 1, "seat": 0, "move": "1-1@R", "kind": "play", "verdict": "mistake", "moves": [{"move": "0-1@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-6@L", "mean": 0.7419354838709677, "se": 0.056025056110625186, "n": 62, "hindsight": 0.5645161290322581, "hindsight_se": 0.06243332876293453}, {"move": "1-1@R", "mean": 0.4435483870967742, "se": 0.06308736556581326, "n": 62, "hindsight": 0.28225806451612906, "hindsight_se": 0.057052778479663335}], "best": "0-1@L", "loss": 0.5564516129032258, "loss_se": 0.06308736556581326, "hindsight_best": "0-1@L", "hindsight_loss": 0.717741935483871, "gain": -0.2849462365591398}, {"step": 5, "deal": 1, "seat": 1, "move": "0-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-6@R", "mean": 0.4032258064516129, "se": 0.06280789804452513, "n": 62, "hindsight": 0.5887096774193549, "hindsight_se": 0.062476006550926735}, {"move": "0-4@L", "mean": 0.33064516129032256, "se": 0.05968313606188952, "n": 62, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}], "best": "1-6@R", "loss": 0.07258064516129033, "loss_se": 0.07613652725073389, "hindsight_best": "0-4@L", "hindsight_loss": 0.0, "gain": -0.036290322580645185}, {"step": 6, "deal": 1, "seat": 0, "move": "0-1@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 7, "deal": 1, "seat": 1, "move": "0-2@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 8, "deal": 1, "seat": 0, "move": "4-4@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 9, "deal": 1, "seat": 1, "move": "2-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-4@L", "mean": 0.8870967741935484, "se": 0.040520403160356794, "n": 62, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}, {"move": "4-6@L", "mean": 0.5483870967741935, "se": 0.06371796062332931, "n": 62, "hindsight": 0.5161290322580645, "hindsight_se": 0.06398512305554384}, {"move": "1-4@L", "mean": 0.532258064516129, "se": 0.06388506807164905, "n": 62, "hindsight": 0.5967741935483871, "hindsight_se": 0.06280789804452513}, {"move": "2-2@R", "mean": 0.532258064516129, "se": 0.06388506807164905, "n": 62, "hindsight": 0.6290322580645161, "hindsight_se": 0.061849987261455165}], "best": "4-5@L", "loss": 0.11290322580645161, "loss_se": 0.040520403160356794, "hindsight_best": "4-5@L", "hindsight_loss": 0.048387096774193505, "gain": 0.18709677419354842}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 11, "deal": 1, "seat": 1, "move": "2-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@L", "mean": 0.9435483870967742, "se": 0.028409352604361095, "n": 62, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}, {"move": "2-2@R", "mean": 0.9435483870967742, "se": 0.028409352604361095, "n": 62, "hindsight": 0.9516129032258065, "hindsight_se": 0.027474514461903608}], "best": "2-2@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-2@L", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 12, "deal": 1, "seat": 0, "move": "2-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.11290322580645161, "se": 0.040520403160356794, "n": 62, "hindsight": 0.12903225806451613, "hindsight_se": 0.04292252541026551}, {"move": "2-5@L", "mean": 0.11290322580645161, "se": 0.040520403160356794, "n": 62, "hindsight": 0.03225806451612903, "hindsight_se": 0.022622157203815378}, {"move": "2-3@R", "mean": 0.11290322580645161, "se": 0.040520403160356794, "n": 62, "hindsight": 0.0967741935483871, "hindsight_se": 0.037854109292804396}, {"move": "2-6@L", "mean": 0.08064516129032258, "se": 0.034863085661141255, "n": 62, "hindsight": 0.12096774193548387, "hindsight_se": 0.040952249138978304}, {"move": "2-6@R", "mean": 0.08064516129032258, "se": 0.034863085661141255, "n": 62, "hindsight": 0.08064516129032258, "hindsight_se": 0.034863085661141255}, {"move": "1-2@L", "mean": 0.04838709677419355, "se": 0.027474514461903608, "n": 62, "hindsight": 0.03225806451612903, "hindsight_se": 0.022622157203815378}, {"move": "2-5@R", "mean": 0.04838709677419355, "se": 0.027474514461903608, "n": 62, "hindsight": 0.20967741935483872, "hindsight_se": 0.052121044358699666}, {"move": "1-2@R", "mean": 0.03225806451612903, "se": 0.022622157203815378, "n": 62, "hindsight": 0.04032258064516129, "hindsight_se": 0.023838394458107322}], "best": "2-3@L", "loss": 0.04838709677419355, "loss_se": 0.048387096774193554, "hindsight_best": "2-5@R", "hindsight_loss": 0.0, "gain": -0.03024193548387097}, {"step": 13, "deal": 1, "seat": 1, "move": "5-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 14, "deal": 1, "seat": 0, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@R", "mean": 0.20967741935483872, "se": 0.052121044358699666, "n": 62, "hindsight": 0.16129032258064516, "hindsight_se": 0.04709177548576031}, {"move": "0-5@R", "mean": 0.1935483870967742, "se": 0.05058468130541774, "n": 62, "hindsight": 0.20967741935483872, "hindsight_se": 0.052121044358699666}, {"move": "5-6@R", "mean": 0.16129032258064516, "se": 0.04709177548576031, "n": 62, "hindsight": 0.14516129032258066, "hindsight_se": 0.045102704312520885}, {"move": "1-2@L", "mean": 0.04838709677419355, "se": 0.027474514461903608, "n": 62, "hindsight": 0.04838709677419355, "hindsight_se": 0.027474514461903608}, {"move": "2-3@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "2-6@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.016129032258064516, "hindsight_se": 0.016129032258064516}], "best": "3-5@R", "loss": -0.03225806451612903, "loss_se": 0.04580637713104974, "hindsight_best": "0-5@R", "hindsight_loss": 0.0, "gain": 0.09139784946236558}, {"step": 15, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 16, "deal": 1, "seat": 0, "move": "2-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.3548387096774194, "hindsight_se": 0.06126109130650272}, {"move": "2-6@L", "mean": 0.20967741935483872, "se": 0.052121044358699666, "n": 62, "hindsight": 0.1935483870967742, "hindsight_se": 0.05058468130541774}, {"move": "0-6@R", "mean": 0.1774193548387097, "se": 0.04891305893000953, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}, {"move": "1-2@L", "mean": 0.14516129032258066, "se": 0.045102704312520885, "n": 62, "hindsight": 0.12903225806451613, "hindsight_se": 0.04292252541026551}], "best": "2-3@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-3@L", "hindsight_loss": 0.0, "gain": 0.157258064516129}, {"step": 17, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 18, "deal": 1, "seat": 0, "move": "3-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@L", "mean": 0.3870967741935484, "se": 0.06236498355496803, "n": 62, "hindsight": 0.41935483870967744, "hindsight_se": 0.06318024670039094}, {"move": "3-5@L", "mean": 0.3064516129032258, "se": 0.0590275042660008, "n": 62, "hindsight": 0.24193548387096775, "hindsight_se": 0.05483248790412075}, {"move": "0-6@R", "mean": 0.2903225806451613, "se": 0.05811737414282667, "n": 62, "hindsight": 0.3387096774193548, "hindsight_se": 0.060596141174796975}, {"move": "3-4@L", "mean": 0.24193548387096775, "se": 0.05483248790412075, "n": 62, "hindsight": 0.25806451612903225, "hindsight_se": 0.056025056110625186}], "best": "3-6@L", "loss": 0.016129032258064516, "loss_se": 0.07084865735873298, "hindsight_best": "3-6@L", "hindsight_loss": 0.16129032258064518, "gain": -0.06451612903225806}, {"step": 19, "deal": 1, "seat": 1, "move": "4-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.7903225806451613, "se": 0.052121044358699666, "n": 62, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "4-5@L", "mean": 0.6612903225806451, "se": 0.060596141174796975, "n": 62, "hindsight": 0.6935483870967742, "hindsight_se": 0.05902750426600079}, {"move": "1-4@L", "mean": 0.6451612903225806, "se": 0.06126109130650272, "n": 62, "hindsight": 0.7419354838709677, "hindsight_se": 0.056025056110625186}], "best": "4-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.048387096774193505, "gain": 0.09139784946236562}, {"step": 20, "deal": 1, "seat": 0, "move": "0-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.3064516129032258, "se": 0.0590275042660008, "n": 62, "hindsight": 0.22580645161290322, "hindsight_se": 0.05353379475343739}, {"move": "0-6@R", "mean": 0.1774193548387097, "se": 0.04891305893000953, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}], "best": "6-6@L", "loss": 0.0, "loss_se": 0.06084196831471061, "hindsight_best": "6-6@L", "hindsight_loss": 0.11290322580645161, "gain": -0.06451612903225806}, {"step": 21, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 22, "deal": 1, "seat": 0, "move": "6-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.3225806451612903, "se": 0.05985260208110381, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}, {"move": "6-6@R", "mean": 0.3225806451612903, "se": 0.05985260208110381, "n": 62, "hindsight": 0.11290322580645161, "hindsight_se": 0.040520403160356794}], "best": "6-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@L", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 23, "deal": 1, "seat": 1, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-6@R", "mean": 0.8709677419354839, "se": 0.04292252541026551, "n": 62, "hindsight": 0.7903225806451613, "hindsight_se": 0.052121044358699666}, {"move": "1-6@L", "mean": 0.7741935483870968, "se": 0.05353379475343739, "n": 62, "hindsight": 0.8064516129032258, "hindsight_se": 0.050584681305417746}], "best": "1-6@R", "loss": 0.0967741935483871, "loss_se": 0.0752562251812595, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": -0.048387096774193505}, {"step": 24, "deal": 1, "seat": 0, "move": "2-6@R", "kind": "play", "verdict": "mistake", "moves": [{"move": "1-2@L", "mean": 0.5, "se": 0.06401843996644799, "n": 62, "hindsight": 0.5, "hindsight_se": 0.06401843996644799}, {"move": "2-6@R", "mean": 0.12903225806451613, "se": 0.04292252541026551, "n": 62, "hindsight": 0.24193548387096775, "hindsight_se": 0.05483248790412075}, {"move": "3-6@R", "mean": 0.06451612903225806, "se": 0.03145483312102179, "n": 62, "hindsight": 0.0967741935483871, "hindsight_se": 0.037854109292804396}, {"move": "5-6@R", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-2@L", "loss": 0.3709677419354839, "loss_se": 0.08365611336225112, "hindsight_best": "1-2@L", "hindsight_loss": 0.25806451612903225, "gain": -0.044354838709677435}, {"step": 25, "deal": 1, "seat": 1, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-5@L", "mean": 0.6935483870967742, "se": 0.05902750426600079, "n": 62, "hindsight": 0.6612903225806451, "hindsight_se": 0.060596141174796975}], "best": "1-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.0, "gain": 0.15322580645161288}, {"step": 26, "deal": 1, "seat": 0, "move": "1-2@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 27, "deal": 1, "seat": 1, "move": "4-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-5@L", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-5@R", "mean": 1.0, "se": 0.0, "n": 62, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-5@L", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 28, "deal": 1, "seat": 0, "move": "3-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "5-6@L", "mean": 0.0, "se": 0.0, "n": 62, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-5@L", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 29, "deal": 1, "seat": 1, "move": "1-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.7096774193548387, 0.7903225806451613, 0.8064516129032258, 0.8306451612903226, 0.8387096774193549, 0.4435483870967742, 0.41935483870967744, 0.43548387096774194, 0.45161290322580644, 0.41935483870967744, 0.0, 0.12903225806451613, 0.06451612903225806, 0.04838709677419355, 0.0967741935483871, 0.1935483870967742, 0.24193548387096775, 0.3870967741935484, 0.3870967741935484, 0.24193548387096775, 0.2903225806451613, 0.1774193548387097, 0.22580645161290322, 0.3225806451612903, 0.06451612903225806, 0.12903225806451613, 0.0, 0.0, 0.0, 0.0, 0.0], [0.3548387096774194, 0.3225806451612903, 0.43548387096774194, 0.1935483870967742, 0.3548387096774194, 0.5161290322580645, 0.33064516129032256, 0.8387096774193549, 0.7419354838709677, 0.7419354838709677, 0.8870967741935484, 1.0, 0.9435483870967742, 0.967741935483871, 0.9354838709677419, 0.9354838709677419, 0.7419354838709677, 0.8064516129032258, 0.6451612903225806, 0.7096774193548387, 0.7903225806451613, 0.8709677419354839, 0.7096774193548387, 0.8064516129032258, 0.7741935483870968, 0.7741935483870968, 1.0, 1.0, 1.0, 1.0, 1.0]], "curve_se": [[0.08287246824945245, 0.07249098404594914, 0.07213122508063838, 0.04732890137907808, 0.06715051611181073, 0.06308736556581326, 0.0900918712501222, 0.08902680363532112, 0.0908586244054951, 0.0900918712501222, 0.0, 0.061205374067775084, 0.044853018526052064, 0.027474514461903608, 0.05397806622800488, 0.05058468130541774, 0.07645002493700404, 0.06236498355496803, 0.08892934678767885, 0.05483248790412075, 0.08287246824945245, 0.04891305893000953, 0.07633651333031763, 0.05985260208110381, 0.044853018526052064, 0.04292252541026551, 0.0, 0.0, 0.0, 0.0, 0.0], [0.08735525166275226, 0.08534681648595455, 0.06348327120481284, 0.07213122508063838, 0.08735525166275226, 0.09123958466923193, 0.05968313606188952, 0.06715051611181073, 0.0798889274021794, 0.0798889274021794, 0.040520403160356794, 0.0, 0.028409352604361095, 0.03225806451612903, 0.044853018526052064, 0.044853018526052064, 0.0798889274021794, 0.07213122508063838, 0.08735525166275226, 0.08287246824945245, 0.052121044358699666, 0.061205374067775084, 0.08287246824945245, 0.07213122508063838, 0.05353379475343739, 0.07633651333031763, 0.0, 0.0, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 15, "choices": 10, "given_away": 0.9596774193548386, "given_away_se": 0.15536786564461424, "inaccuracies": 0, "mistakes": 2, "start": 0.7096774193548387, "result": 0.0, "own": -0.22782258064516137, "luck": -0.4818548387096774, "dealt": 0.5483870967741935}, {"seat": 1, "decisions": 15, "choices": 8, "given_away": 0.21774193548387097, "given_away_se": 0.12308217283111546, "inaccuracies": 0, "mistakes": 0, "start": 0.3548387096774194, "result": 1.0, "own": 0.37123655913978504, "luck": 0.2739247311827956, "dealt": 0.3870967741935484}], "chance": [[0.7096774193548387, 0.7903225806451613, 0.8064516129032258, 0.8306451612903226, 0.8387096774193549, 0.4435483870967742, 0.41935483870967744, 0.43548387096774194, 0.45161290322580644, 0.41935483870967744, 0.0, 0.12903225806451613, 0.06451612903225806, 0.04838709677419355, 0.0967741935483871, 0.1935483870967742, 0.24193548387096775, 0.3870967741935484, 0.3870967741935484, 0.24193548387096775, 0.2903225806451613, 0.1774193548387097, 0.22580645161290322, 0.3225806451612903, 0.06451612903225806, 0.12903225806451613, 0.0, 0.0, 0.0, 0.0, 0.0], [0.3548387096774194, 0.3225806451612903, 0.43548387096774194, 0.1935483870967742, 0.3548387096774194, 0.5161290322580645, 0.33064516129032256, 0.8387096774193549, 0.7419354838709677, 0.7419354838709677, 0.8870967741935484, 1.0, 0.9435483870967742, 0.967741935483871, 0.9354838709677419, 0.9354838709677419, 0.7419354838709677, 0.8064516129032258, 0.6451612903225806, 0.7096774193548387, 0.7903225806451613, 0.8709677419354839, 0.7096774193548387, 0.8064516129032258, 0.7741935483870968, 0.7741935483870968, 1.0, 1.0, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 15, "choices": 10, "given_away": 0.9596774193548386, "given_away_se": 0.15536786564461424, "inaccuracies": 0, "mistakes": 2, "start": 0.7096774193548387, "result": 0.0, "own": -0.22782258064516137, "luck": -0.4818548387096774, "dealt": 0.5483870967741935}, {"seat": 1, "decisions": 15, "choices": 8, "given_away": 0.21774193548387097, "given_away_se": 0.12308217283111546, "inaccuracies": 0, "mistakes": 0, "start": 0.3548387096774194, "result": 1.0, "own": 0.37123655913978504, "luck": 0.2739247311827956, "dealt": 0.3870967741935484}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('5oLTYmBi', '2026-12-07 17:16:39.255932+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "maltese-cross", "players": 2, "options": {"target": 20}, "seed": 0, "policy": "random", "worlds": 57, "budget": 1.0, "seconds": 0.218, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "5-5", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 1, "deal": 1, "seat": 1, "move": "1-5@W", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@N", "mean": 0.6140350877192983, "se": 0.06505437269382161, "n": 57, "hindsight": 0.3508771929824561, "hindsight_se": 0.06377448947368156}, {"move": "3-5@S", "mean": 0.5614035087719298, "se": 0.06630955666828549, "n": 57, "hindsight": 0.2982456140350877, "hindsight_se": 0.06113439056466399}, {"move": "1-5@W", "mean": 0.5614035087719298, "se": 0.06630955666828549, "n": 57, "hindsight": 0.2982456140350877, "hindsight_se": 0.06113439056466399}, {"move": "3-5@W", "mean": 0.5263157894736842, "se": 0.06672270432067236, "n": 57, "hindsight": 0.3157894736842105, "hindsight_se": 0.062115457300219196}, {"move": "3-5@N", "mean": 0.49122807017543857, "se": 0.06680502724442025, "n": 57, "hindsight": 0.2807017543859649, "hindsight_se": 0.06004585739704732}, {"move": "3-5@E", "mean": 0.49122807017543857, "se": 0.06680502724442025, "n": 57, "hindsight": 0.38596491228070173, "hindsight_se": 0.06505437269382161}, {"move": "1-5@E", "mean": 0.47368421052631576, "se": 0.06672270432067236, "n": 57, "hindsight": 0.24561403508771928, "hindsight_se": 0.05752139056405264}, {"move": "1-5@S", "mean": 0.47368421052631576, "se": 0.06672270432067236, "n": 57, "hindsight": 0.2982456140350877, "hindsight_se": 0.06113439056466399}], "best": "1-5@N", "loss": -0.05263157894736842, "loss_se": 0.052631578947368425, "hindsight_best": "3-5@E", "hindsight_loss": 0.08771929824561403, "gain": 0.037280701754385914}, {"step": 2, "deal": 1, "seat": 0, "move": "5-6@S", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@S", "mean": 0.9824561403508771, "se": 0.017543859649122806, "n": 57, "hindsight": 0.8421052631578947, "hindsight_se": 0.04872737367223955}, {"move": "0-5@N", "mean": 0.9473684210526315, "se": 0.029839300500728465, "n": 57, "hindsight": 0.7543859649122807, "hindsight_se": 0.05752139056405264}, {"move": "0-5@E", "mean": 0.9473684210526315, "se": 0.029839300500728465, "n": 57, "hindsight": 0.8070175438596491, "hindsight_se": 0.05273590328947572}, {"move": "4-5@N", "mean": 0.8421052631578947, "se": 0.04872737367223955, "n": 57, "hindsight": 0.3333333333333333, "hindsight_se": 0.06299407883487121}, {"move": "5-6@E", "mean": 0.8070175438596491, "se": 0.05273590328947572, "n": 57, "hindsight": 0.5789473684210527, "hindsight_se": 0.06597717584505354}, {"move": "4-5@S", "mean": 0.8070175438596491, "se": 0.05273590328947572, "n": 57, "hindsight": 0.3333333333333333, "hindsight_se": 0.06299407883487121}, {"move": "5-6@S", "mean": 0.7894736842105263, "se": 0.0544788599480806, "n": 57, "hindsight": 0.49122807017543857, "hindsight_se": 0.06680502724442025}, {"move": "4-5@E", "mean": 0.7543859649122807, "se": 0.05752139056405264, "n": 57, "hindsight": 0.2982456140350877, "hindsight_se": 0.06113439056466399}, {"move": "5-6@N", "mean": 0.7368421052631579, "se": 0.058843894144731304, "n": 57, "hindsight": 0.5964912280701754, "hindsight_se": 0.06555933012294901}], "best": "0-5@S", "loss": 0.15789473684210525, "loss_se": 0.060228645818034665, "hindsight_best": "0-5@S", "hindsight_loss": 0.3508771929824561, "gain": -0.05653021442495121}, {"step": 3, "deal": 1, "seat": 1, "move": "3-5@E", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@N", "mean": 0.5263157894736842, "se": 0.06672270432067236, "n": 57, "hindsight": 0.5263157894736842, "hindsight_se": 0.06672270432067236}, {"move": "3-5@E", "mean": 0.5263157894736842, "se": 0.06672270432067236, "n": 57, "hindsight": 0.5087719298245614, "hindsight_se": 0.06680502724442025}], "best": "3-5@E", "loss": -0.017543859649122806, "loss_se": 0.04677057044240983, "hindsight_best": "3-5@N", "hindsight_loss": 0.01754385964912275, "gain": 0.0}, {"step": 4, "deal": 1, "seat": 0, "move": "0-5@N", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@N", "mean": 0.9298245614035088, "se": 0.034134933513474276, "n": 57, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-5@N", "mean": 0.543859649122807, "se": 0.06655775300696491, "n": 57, "hindsight": 0.12280701754385964, "hindsight_se": 0.043859649122807015}], "best": "0-5@N", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@N", "hindsight_loss": 0.0, "gain": 0.1929824561403508}, {"step": 5, "deal": 1, "seat": 1, "move": "3-3@E", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 6, "deal": 1, "seat": 0, "move": "0-0@N", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@N", "mean": 0.8421052631578947, "se": 0.04872737367223955, "n": 57, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-1@W", "mean": 0.8421052631578947, "se": 0.04872737367223955, "n": 57, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-0@N", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-0@N", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 7, "deal": 1, "seat": 1, "move": "6-6@S", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 8, "deal": 1, "seat": 0, "move": "1-1@W", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 9, "deal": 1, "seat": 1, "move": "1-2@W", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@N", "mean": 0.07017543859649122, "se": 0.034134933513474276, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@N", "mean": 0.05263157894736842, "se": 0.029839300500728468, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.05263157894736842, "se": 0.029839300500728468, "n": 57, "hindsight": 0.03508771929824561, "hindsight_se": 0.024588241692166144}, {"move": "0-2@N", "mean": 0.03508771929824561, "se": 0.024588241692166144, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@E", "mean": 0.03508771929824561, "se": 0.024588241692166144, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@E", "mean": 0.03508771929824561, "se": 0.024588241692166144, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@W", "mean": 0.017543859649122806, "se": 0.017543859649122806, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@W", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-4@N", "loss": 0.03508771929824561, "loss_se": 0.024588241692166144, "hindsight_best": "4-6@S", "hindsight_loss": 0.03508771929824561, "gain": -0.03728070175438596}, {"step": 10, "deal": 1, "seat": 0, "move": "0-1@N", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 11, "deal": 1, "seat": 1, "move": "0-2@W", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@W", "mean": 0.017543859649122806, "se": 0.017543859649122806, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@N", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@E", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-4@E", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-2@W", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-2@W", "hindsight_loss": 0.0, "gain": 0.014035087719298244}, {"step": 12, "deal": 1, "seat": 0, "move": "2-3@E", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 13, "deal": 1, "seat": 1, "move": "0-3@W", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@N", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-6@S", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@W", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-4@W", "mean": 0.0, "se": 0.0, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-3@W", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@W", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 14, "deal": 1, "seat": 0, "move": "2-6@S", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6@S", "mean": 0.9298245614035088, "se": 0.034134933513474276, "n": 57, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-6@E", "mean": 0.8421052631578947, "se": 0.04872737367223955, "n": 57, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-6@S", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@S", "hindsight_loss": 0.0, "gain": 0.04385964912280704}, {"step": 15, "deal": 1, "seat": 1, "move": "3-4@W", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@W", "mean": 0.07017543859649122, "se": 0.034134933513474276, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-4@N", "mean": 0.03508771929824561, "se": 0.024588241692166144, "n": 57, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-4@W", "loss": -0.05263157894736842, "loss_se": 0.029839300500728468, "hindsight_best": "3-4@W", "hindsight_loss": 0.0, "gain": 0.017543859649122806}, {"step": 16, "deal": 1, "seat": 0, "move": "4-5@W", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.8571428571428571, 0.8571428571428571, 0.8214285714285714, 0.7894736842105263, 0.7142857142857143, 0.9298245614035088, 0.75, 0.8421052631578947, 0.9464285714285714, 0.9285714285714286, 0.8214285714285714, 1.0, 0.9285714285714286, 0.9642857142857143, 0.75, 0.9298245614035088, 1.0, 1.0], [0.5357142857142857, 0.4642857142857143, 0.5614035087719298, 0.5357142857142857, 0.5263157894736842, 0.7142857142857143, 0.39285714285714285, 0.35714285714285715, 0.03571428571428571, 0.07142857142857142, 0.0, 0.0, 0.017543859649122806, 0.0, 0.0, 0.03571428571428571, 0.07017543859649122, 0.0]], "curve_se": [[0.06734350297014738, 0.06734350297014738, 0.07370704611510599, 0.0544788599480806, 0.08694008849288351, 0.034134933513474276, 0.08333333333333334, 0.04872737367223955, 0.039333784923807555, 0.04956347617776506, 0.07370704611510599, 0.0, 0.04956347617776506, 0.03571428571428571, 0.08333333333333334, 0.034134933513474276, 0.0, 0.0], [0.09597925890831606, 0.09597925890831606, 0.06630955666828549, 0.09597925890831606, 0.06672270432067236, 0.08694008849288351, 0.0939898355740239, 0.09221388919541468, 0.03571428571428572, 0.04956347617776506, 0.0, 0.0, 0.017543859649122806, 0.0, 0.0, 0.03571428571428572, 0.034134933513474276, 0.0]], "seats": [{"seat": 0, "decisions": 9, "choices": 4, "given_away": 0.15789473684210525, "given_away_se": 0.060228645818034665, "inaccuracies": 0, "mistakes": 0, "start": 0.8571428571428571, "result": 1.0, "own": 0.18031189083820665, "luck": -0.03745474798106374, "dealt": 0.5357142857142857}, {"seat": 1, "decisions": 8, "choices": 6, "given_away": -0.08771929824561403, "given_away_se": 0.08032767173201677, "inaccuracies": 0, "mistakes": 0, "start": 0.5357142857142857, "result": 0.0, "own": 0.031578947368421, "luck": -0.5672932330827067, "dealt": 0.6071428571428571}], "chance": [[0.8571428571428571, 0.8571428571428571, 0.8214285714285714, 0.7894736842105263, 0.7142857142857143, 0.9298245614035088, 0.75, 0.8421052631578947, 0.9464285714285714, 0.9285714285714286, 0.8214285714285714, 1.0, 0.9285714285714286, 0.9642857142857143, 0.75, 0.9298245614035088, 1.0, 1.0], [0.5357142857142857, 0.4642857142857143, 0.5614035087719298, 0.5357142857142857, 0.5263157894736842, 0.7142857142857143, 0.39285714285714285, 0.35714285714285715, 0.03571428571428571, 0.07142857142857142, 0.0, 0.0, 0.017543859649122806, 0.0, 0.0, 0.03571428571428571, 0.07017543859649122, 0.0]]}], "seats": [{"seat": 0, "decisions": 9, "choices": 4, "given_away": 0.15789473684210525, "given_away_se": 0.060228645818034665, "inaccuracies": 0, "mistakes": 0, "start": 0.8571428571428571, "result": 1.0, "own": 0.18031189083820665, "luck": -0.03745474798106374, "dealt": 0.5357142857142857}, {"seat": 1, "decisions": 8, "choices": 6, "given_away": -0.08771929824561403, "given_away_se": 0.08032767173201677, "inaccuracies": 0, "mistakes": 0, "start": 0.5357142857142857, "result": 0.0, "own": 0.031578947368421, "luck": -0.5672932330827067, "dealt": 0.6071428571428571}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('Rh7vllLC', '2026-12-07 17:16:47.257946+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 20, "teams": false}, "seed": 0, "policy": "random", "worlds": 232, "budget": 1.0, "seconds": 0.325, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "1-4", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1", "mean": 0.8857758620689655, "se": 0.020591283999022124, "n": 232, "hindsight": 0.7155172413793104, "hindsight_se": 0.029368680039722758}, {"move": "2-5", "mean": 0.8556034482758621, "se": 0.022821861334641494, "n": 232, "hindsight": 0.6422413793103449, "hindsight_se": 0.031538294596022476}, {"move": "1-6", "mean": 0.8297413793103449, "se": 0.02444517358234728, "n": 232, "hindsight": 0.6745689655172413, "hindsight_se": 0.030599558442443466}, {"move": "0-1", "mean": 0.8211206896551724, "se": 0.02493704142172478, "n": 232, "hindsight": 0.6400862068965517, "hindsight_se": 0.031208551636537848}, {"move": "0-2", "mean": 0.8125, "se": 0.02522245778020256, "n": 232, "hindsight": 0.6637931034482759, "hindsight_se": 0.031082338581586114}, {"move": "1-4", "mean": 0.8017241379310345, "se": 0.025693584638027688, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5", "mean": 0.8017241379310345, "se": 0.025874505642824435, "n": 232, "hindsight": 0.6314655172413793, "hindsight_se": 0.0316665002207674}], "best": "1-1", "loss": 0.08405172413793104, "loss_se": 0.031032811133265534, "hindsight_best": "1-4", "hindsight_loss": 0.0, "gain": -0.028017241379310387}, {"step": 1, "deal": 1, "seat": 1, "move": "1-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@L", "mean": 0.47844827586206895, "se": 0.03214951953871478, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-2@L", "mean": 0.41810344827586204, "se": 0.03216452631697347, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-5@L", "loss": 0.0603448275862069, "loss_se": 0.03891420119626146, "hindsight_best": "1-2@L", "hindsight_loss": 0.0, "gain": -0.03017241379310348}, {"step": 2, "deal": 1, "seat": 0, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@L", "mean": 0.8556034482758621, "se": 0.023025357879665316, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@L", "mean": 0.790948275862069, "se": 0.02649155237012772, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "2-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-5@L", "hindsight_loss": 0.0, "gain": 0.032327586206896575}, {"step": 3, "deal": 1, "seat": 1, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@L", "mean": 0.42887931034482757, "se": 0.03205776334545149, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5@L", "mean": 0.3706896551724138, "se": 0.03133489800914075, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@L", "mean": 0.36637931034482757, "se": 0.03125651406079145, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "5-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-6@L", "hindsight_loss": 0.0, "gain": 0.04022988505747127}, {"step": 4, "deal": 1, "seat": 0, "move": "1-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 5, "deal": 1, "seat": 1, "move": "1-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 6, "deal": 1, "seat": 0, "move": "3-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 7, "deal": 1, "seat": 1, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.34051724137931033, "se": 0.03087854330581278, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@L", "mean": 0.3254310344827586, "se": 0.030446727675785653, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-3@L", "mean": 0.32112068965517243, "se": 0.030338227660144736, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "2-3@L", "loss": -0.04310344827586207, "loss_se": 0.031020173842195915, "hindsight_best": "0-3@L", "hindsight_loss": 0.0, "gain": -0.007902298850574696}, {"step": 8, "deal": 1, "seat": 0, "move": "0-2@L", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "0-1@L", "mean": 0.9181034482758621, "se": 0.017516740504115388, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-2@L", "mean": 0.8060344827586207, "se": 0.026015554401819713, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-1@L", "loss": 0.11206896551724138, "loss_se": 0.029324829802440045, "hindsight_best": "0-2@L", "hindsight_loss": 0.0, "gain": -0.05603448275862066}, {"step": 9, "deal": 1, "seat": 1, "move": "2-3@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 10, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 11, "deal": 1, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 12, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 13, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.8318965517241379, 0.8017241379310345, 0.8663793103448276, 0.8556034482758621, 0.875, 0.8017241379310345, 0.8017241379310345, 0.7801724137931034, 0.8577586206896551, 0.8060344827586207, 0.6551724137931034, 0.6120689655172413, 0.29310344827586204, 0.3103448275862069, 1.0], [0.47413793103448276, 0.43103448275862066, 0.41810344827586204, 0.4870689655172414, 0.42887931034482757, 0.36637931034482757, 0.5517241379310345, 0.3706896551724138, 0.32112068965517243, 0.28879310344827586, 0.2629310344827586, 0.4870689655172414, 0.5387931034482759, 0.5646551724137931, 0.0]], "curve_se": [[0.0346020238839886, 0.025693584638027688, 0.03082921873664505, 0.023025357879665316, 0.03053434667446778, 0.036671538515073286, 0.036671538515073286, 0.038374385267479945, 0.032283202915884816, 0.026015554401819713, 0.044323074959803546, 0.045438974552871256, 0.04244626443180182, 0.04314091325318788, 0.0], [0.04575078652055213, 0.04536068665384507, 0.03216452631697347, 0.04640817168797947, 0.03205776334545149, 0.04429937619098497, 0.0455597003368508, 0.04419897156637474, 0.030338227660144736, 0.04159077339231049, 0.040822322663058824, 0.046002577537032255, 0.044633633584582, 0.04437225503632576, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 3, "given_away": 0.19612068965517243, "given_away_se": 0.04269638169417878, "inaccuracies": 1, "mistakes": 0, "start": 0.8318965517241379, "result": 1.0, "own": -0.051724137931034475, "luck": 0.21982758620689657, "dealt": 0.7025862068965517}, {"seat": 1, "decisions": 7, "choices": 3, "given_away": 0.017241379310344827, "given_away_se": 0.04976511066945569, "inaccuracies": 0, "mistakes": 0, "start": 0.47413793103448276, "result": 0.0, "own": 0.002155172413793094, "luck": -0.47629310344827586, "dealt": 0.2672413793103448}], "chance": [[0.8318965517241379, 0.8017241379310345, 0.8663793103448276, 0.8556034482758621, 0.875, 0.8017241379310345, 0.8017241379310345, 0.7801724137931034, 0.8577586206896551, 0.8060344827586207, 0.6551724137931034, 0.6120689655172413, 0.29310344827586204, 0.3103448275862069, 1.0], [0.47413793103448276, 0.43103448275862066, 0.41810344827586204, 0.4870689655172414, 0.42887931034482757, 0.36637931034482757, 0.5517241379310345, 0.3706896551724138, 0.32112068965517243, 0.28879310344827586, 0.2629310344827586, 0.4870689655172414, 0.5387931034482759, 0.5646551724137931, 0.0]]}, {"deal": 2, "returns": [1.0, -1.0], "decisions": [{"step": 14, "deal": 2, "seat": 0, "move": "3-4", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4", "mean": 0.834051724137931, "se": 0.023996889640261622, "n": 232, "hindsight": 0.9698275862068966, "hindsight_se": 0.0112550208592046}, {"move": "0-3", "mean": 0.8211206896551724, "se": 0.024369382075498634, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-1", "mean": 0.7478448275862069, "se": 0.028325579495535394, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3", "mean": 0.7478448275862069, "se": 0.028160410207396375, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}, {"move": "1-3", "mean": 0.7413793103448276, "se": 0.028484497470494717, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-5", "mean": 0.7349137931034483, "se": 0.028308537707427056, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}, {"move": "4-6", "mean": 0.7198275862068966, "se": 0.029070024064985427, "n": 232, "hindsight": 0.9913793103448276, "hindsight_se": 0.006082539543196776}], "best": "3-4", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1", "hindsight_loss": 0.030172413793103425, "gain": 0.07019704433497542}, {"step": 15, "deal": 2, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@L", "mean": 0.12931034482758622, "se": 0.021650393627943465, "n": 232, "hindsight": 0.008620689655172414, "hindsight_se": 0.006082539543196776}, {"move": "3-5@L", "mean": 0.07543103448275862, "se": 0.01640901585027718, "n": 232, "hindsight": 0.004310344827586207, "hindsight_se": 0.004310344827586207}, {"move": "3-6@L", "mean": 0.07327586206896551, "se": 0.01687121292355073, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-3@L", "loss": 0.05603448275862069, "loss_se": 0.02583562114842568, "hindsight_best": "3-3@L", "hindsight_loss": 0.008620689655172414, "gain": -0.019396551724137928}, {"step": 16, "deal": 2, "seat": 0, "move": "4-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.8060344827586207, "se": 0.02565442592255611, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "4-6@R", "mean": 0.7629310344827587, "se": 0.02730670607664128, "n": 232, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "4-6@L", "loss": 0.04310344827586207, "loss_se": 0.0345759302539582, "hindsight_best": "4-6@R", "hindsight_loss": 0.0, "gain": -0.02155172413793105}, {"step": 17, "deal": 2, "seat": 1, "move": "6-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.11853448275862069, "se": 0.020936029192128766, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "6-6@R", "mean": 0.11853448275862069, "se": 0.020936029192128766, "n": 232, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "6-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@R", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 18, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 19, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.7198275862068966, 0.834051724137931, 0.7629310344827587, 0.7629310344827587, 0.6853448275862069, 0.6982758620689655, 1.0], [0.10775862068965517, 0.06896551724137931, 0.07327586206896551, 0.07758620689655173, 0.11853448275862069, 0.08620689655172414, 0.0]], "curve_se": [[0.04074309440271512, 0.023996889640261622, 0.039421038158525726, 0.02730670607664128, 0.04220770925029174, 0.04191772405720481, 0.0], [0.027925550574984023, 0.023629251340144583, 0.01687121292355073, 0.024183401164825393, 0.020936029192128766, 0.023928195676064894, 0.0]], "seats": [{"seat": 0, "decisions": 3, "choices": 2, "given_away": 0.04310344827586207, "given_away_se": 0.0345759302539582, "inaccuracies": 0, "mistakes": 0, "start": 0.7198275862068966, "result": 1.0, "own": 0.04864532019704437, "luck": 0.23152709359605905, "dealt": 0.9913793103448276}, {"seat": 1, "decisions": 3, "choices": 2, "given_away": 0.05603448275862069, "given_away_se": 0.02583562114842568, "inaccuracies": 0, "mistakes": 0, "start": 0.10775862068965517, "result": 0.0, "own": -0.019396551724137928, "luck": -0.08836206896551724, "dealt": 0.0}], "chance": [[0.7198275862068966, 0.834051724137931, 0.7629310344827587, 0.7629310344827587, 0.6853448275862069, 0.6982758620689655, 1.0], [0.10775862068965517, 0.06896551724137931, 0.07327586206896551, 0.07758620689655173, 0.11853448275862069, 0.08620689655172414, 0.0]]}], "seats": [{"seat": 0, "decisions": 10, "choices": 5, "given_away": 0.2392241379310345, "given_away_se": 0.054940658557225054, "inaccuracies": 1, "mistakes": 0, "start": 1.5517241379310345, "result": 2.0, "own": -0.0030788177339901024, "luck": 0.4513546798029556, "dealt": 1.6939655172413794}, {"seat": 1, "decisions": 10, "choices": 5, "given_away": 0.07327586206896552, "given_away_se": 0.05607178934248623, "inaccuracies": 0, "mistakes": 0, "start": 0.5818965517241379, "result": 0.0, "own": -0.017241379310344834, "luck": -0.5646551724137931, "dealt": 0.2672413793103448}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('AcbF0ZLT', '2026-12-07 17:16:55.60458+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "draw", "players": 2, "options": {"target": 20, "teams": false}, "seed": 0, "policy": "random", "worlds": 212, "budget": 1.0, "seconds": 0.259, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "2-3", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1", "mean": 0.6061320754716981, "se": 0.03355385691824844, "n": 212, "hindsight": 0.5660377358490566, "hindsight_se": 0.0341198763105892}, {"move": "6-6", "mean": 0.5990566037735849, "se": 0.033573100457450926, "n": 212, "hindsight": 0.5070754716981132, "hindsight_se": 0.034009596588598597}, {"move": "5-6", "mean": 0.5259433962264151, "se": 0.03429366451853825, "n": 212, "hindsight": 0.47877358490566035, "hindsight_se": 0.03430903560669878}, {"move": "2-3", "mean": 0.5117924528301887, "se": 0.03433054356799599, "n": 212, "hindsight": 0.2240566037735849, "hindsight_se": 0.028607160870342797}, {"move": "1-4", "mean": 0.4811320754716981, "se": 0.03439690285738046, "n": 212, "hindsight": 0.5471698113207547, "hindsight_se": 0.03410441996718652}, {"move": "1-2", "mean": 0.47877358490566035, "se": 0.03414575001158948, "n": 212, "hindsight": 0.44575471698113206, "hindsight_se": 0.034136484074417474}, {"move": "1-5", "mean": 0.4268867924528302, "se": 0.03380433824995098, "n": 212, "hindsight": 0.5188679245283019, "hindsight_se": 0.03439690285738046}], "best": "1-1", "loss": 0.08490566037735849, "loss_se": 0.04797884393259098, "hindsight_best": "1-1", "hindsight_loss": 0.34198113207547165, "gain": -0.006738544474393482}, {"step": 1, "deal": 1, "seat": 1, "move": "3-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-5@L", "mean": 0.5683962264150944, "se": 0.03385109716053714, "n": 212, "hindsight": 0.7617924528301887, "hindsight_se": 0.029230694310073767}, {"move": "3-3@R", "mean": 0.49292452830188677, "se": 0.03433668622530049, "n": 212, "hindsight": 0.8349056603773585, "hindsight_se": 0.025339374983517193}], "best": "2-5@L", "loss": 0.07547169811320754, "loss_se": 0.04603389496455156, "hindsight_best": "3-3@R", "hindsight_loss": 0.0, "gain": -0.03773584905660382}, {"step": 2, "deal": 1, "seat": 0, "move": "1-2@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 3, "deal": 1, "seat": 1, "move": "0-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@L", "mean": 0.5471698113207547, "se": 0.034267902499365094, "n": 212, "hindsight": 0.8207547169811321, "hindsight_se": 0.026405192252432718}, {"move": "1-6@L", "mean": 0.5330188679245284, "se": 0.03418317425096412, "n": 212, "hindsight": 0.8915094339622641, "hindsight_se": 0.021147403295100765}], "best": "0-1@L", "loss": -0.01650943396226415, "loss_se": 0.030711923323362016, "hindsight_best": "1-6@L", "hindsight_loss": 0.070754716981132, "gain": 0.007075471698113178}, {"step": 4, "deal": 1, "seat": 0, "move": "0-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 5, "deal": 1, "seat": 1, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.7075471698113207, "se": 0.031315863089787975, "n": 212, "hindsight": 0.8018867924528302, "hindsight_se": 0.02743923614637271}, {"move": "1-6@L", "mean": 0.6202830188679245, "se": 0.03332681413976078, "n": 212, "hindsight": 0.8349056603773585, "hindsight_se": 0.0255589828624509}], "best": "4-6@L", "loss": 0.08726415094339622, "loss_se": 0.04084735074570409, "hindsight_best": "1-6@L", "hindsight_loss": 0.0, "gain": -0.04363207547169812}, {"step": 6, "deal": 1, "seat": 0, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 0.25707547169811323, "se": 0.029992765973492614, "n": 212, "hindsight": 0.22169811320754718, "hindsight_se": 0.028596561272720512}, {"move": "1-5@L", "mean": 0.1957547169811321, "se": 0.02721300588814124, "n": 212, "hindsight": 0.16981132075471697, "hindsight_se": 0.025848211328865393}, {"move": "1-1@L", "mean": 0.19103773584905662, "se": 0.02695995573987885, "n": 212, "hindsight": 0.16037735849056603, "hindsight_se": 0.025262269917687468}], "best": "1-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-4@L", "hindsight_loss": 0.0, "gain": 0.042452830188679264}, {"step": 7, "deal": 1, "seat": 1, "move": "4-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@L", "mean": 0.7735849056603774, "se": 0.028616835335013933, "n": 212, "hindsight": 0.7028301886792453, "hindsight_se": 0.03146199953877571}, {"move": "4-6@L", "mean": 0.6933962264150944, "se": 0.03156572989047318, "n": 212, "hindsight": 0.9009433962264151, "hindsight_se": 0.020292400750757347}], "best": "0-4@L", "loss": 0.08018867924528301, "loss_se": 0.04245779775600126, "hindsight_best": "4-6@L", "hindsight_loss": 0.0, "gain": -0.04009433962264153}, {"step": 8, "deal": 1, "seat": 0, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@L", "mean": 0.31839622641509435, "se": 0.03198346908149187, "n": 212, "hindsight": 0.1792452830188679, "hindsight_se": 0.025762397727398117}, {"move": "5-6@L", "mean": 0.21933962264150944, "se": 0.028388845958789866, "n": 212, "hindsight": 0.08490566037735849, "hindsight_se": 0.01918933960732191}], "best": "6-6@L", "loss": 0.09905660377358491, "loss_se": 0.040236438861653866, "hindsight_best": "6-6@L", "hindsight_loss": 0.09433962264150943, "gain": -0.04952830188679244}, {"step": 9, "deal": 1, "seat": 1, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@L", "mean": 0.7830188679245284, "se": 0.028376306817828118, "n": 212, "hindsight": 0.7924528301886793, "hindsight_se": 0.02791925919000418}, {"move": "2-5@L", "mean": 0.7594339622641509, "se": 0.029234752469160845, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-5@L", "loss": 0.02358490566037736, "loss_se": 0.03938351598447882, "hindsight_best": "2-5@L", "hindsight_loss": 0.0, "gain": -0.011792452830188704}, {"step": 10, "deal": 1, "seat": 0, "move": "0-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 11, "deal": 1, "seat": 1, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@R", "mean": 0.7617924528301887, "se": 0.029038867220351712, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-4@R", "mean": 0.7452830188679245, "se": 0.02999496329402081, "n": 212, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@R", "hindsight_loss": 0.0, "gain": 0.008254716981132115}, {"step": 12, "deal": 1, "seat": 0, "move": "4-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@R", "mean": 0.1580188679245283, "se": 0.02499949383576315, "n": 212, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "4-5@R", "mean": 0.11084905660377359, "se": 0.02122144665490253, "n": 212, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-5@R", "loss": 0.04716981132075472, "loss_se": 0.027377678612531136, "hindsight_best": "4-5@R", "hindsight_loss": 0.0, "gain": -0.023584905660377353}, {"step": 13, "deal": 1, "seat": 1, "move": "0-4@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.6792452830188679, 0.5117924528301887, 0.5141509433962265, 0.5094339622641509, 0.22169811320754718, 0.22169811320754718, 0.2830188679245283, 0.25707547169811323, 0.2971698113207547, 0.21933962264150944, 0.15566037735849056, 0.12264150943396226, 0.1179245283018868, 0.11084905660377359, 0.0], [0.5471698113207547, 0.5471698113207547, 0.49292452830188677, 0.6084905660377359, 0.5471698113207547, 0.8018867924528302, 0.6202830188679245, 0.6556603773584906, 0.6933962264150944, 0.7877358490566038, 0.7594339622641509, 0.6981132075471698, 0.7617924528301887, 1.0, 1.0]], "curve_se": [[0.045551763179035275, 0.03433054356799599, 0.04854465398794324, 0.04878631739837744, 0.04025981917988905, 0.04025981917988905, 0.04396093377439378, 0.029992765973492614, 0.044347268557569375, 0.028388845958789866, 0.034414110143396216, 0.031302455170047296, 0.03111573531811388, 0.02122144665490253, 0.0], [0.04811276711741053, 0.04857738146013503, 0.03433668622530049, 0.047396132704882146, 0.034267902499365094, 0.03889722288318548, 0.03332681413976078, 0.046127293475521636, 0.03156572989047318, 0.03962317631094177, 0.029234752469160845, 0.04480127092110669, 0.029038867220351712, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.23113207547169812, "given_away_se": 0.06834089378685777, "inaccuracies": 0, "mistakes": 0, "start": 0.6792452830188679, "result": 0.0, "own": -0.03739892183288401, "luck": -0.6418463611859839, "dealt": 0.38207547169811323}, {"seat": 1, "decisions": 7, "choices": 6, "given_away": 0.25, "given_away_se": 0.08991425751436316, "inaccuracies": 0, "mistakes": 0, "start": 0.5471698113207547, "result": 1.0, "own": -0.11792452830188688, "luck": 0.5707547169811322, "dealt": 0.46226415094339623}], "chance": [[0.6792452830188679, 0.5117924528301887, 0.5141509433962265, 0.5094339622641509, 0.22169811320754718, 0.22169811320754718, 0.2830188679245283, 0.25707547169811323, 0.2971698113207547, 0.21933962264150944, 0.15566037735849056, 0.12264150943396226, 0.1179245283018868, 0.11084905660377359, 0.0], [0.5471698113207547, 0.5471698113207547, 0.49292452830188677, 0.6084905660377359, 0.5471698113207547, 0.8018867924528302, 0.6202830188679245, 0.6556603773584906, 0.6933962264150944, 0.7877358490566038, 0.7594339622641509, 0.6981132075471698, 0.7617924528301887, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 7, "choices": 4, "given_away": 0.23113207547169812, "given_away_se": 0.06834089378685777, "inaccuracies": 0, "mistakes": 0, "start": 0.6792452830188679, "result": 0.0, "own": -0.03739892183288401, "luck": -0.6418463611859839, "dealt": 0.38207547169811323}, {"seat": 1, "decisions": 7, "choices": 6, "given_away": 0.25, "given_away_se": 0.08991425751436316, "inaccuracies": 0, "mistakes": 0, "start": 0.5471698113207547, "result": 1.0, "own": -0.11792452830188688, "luck": 0.5707547169811322, "dealt": 0.46226415094339623}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');
INSERT INTO __SCHEMA__.analyses VALUES ('r3lCS-2S', '2026-12-07 17:17:18.613438+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 144, "budget": 1.0, "seconds": 0.316, "deals": [{"deal": 1, "returns": [1.0, -1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "2-2", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6", "mean": 0.6770833333333334, "se": 0.038317858815385346, "n": 144, "hindsight": 0.9027777777777778, "hindsight_se": 0.02477451625044013}, {"move": "2-2", "mean": 0.6180555555555556, "se": 0.03941654873376132, "n": 144, "hindsight": 0.875, "hindsight_se": 0.02765610492929436}, {"move": "0-1", "mean": 0.5416666666666666, "se": 0.041374265393234924, "n": 144, "hindsight": 0.5833333333333334, "hindsight_se": 0.041227287076512804}, {"move": "4-6", "mean": 0.5277777777777778, "se": 0.04116179491907548, "n": 144, "hindsight": 0.7604166666666666, "hindsight_se": 0.035522774002109875}, {"move": "0-3", "mean": 0.5173611111111112, "se": 0.04164136599113348, "n": 144, "hindsight": 0.6736111111111112, "hindsight_se": 0.03921067198982268}, {"move": "0-4", "mean": 0.4756944444444444, "se": 0.04161706287190494, "n": 144, "hindsight": 0.6388888888888888, "hindsight_se": 0.04016660030451229}, {"move": "3-5", "mean": 0.4583333333333333, "se": 0.041079782893152714, "n": 144, "hindsight": 0.7222222222222222, "hindsight_se": 0.03745554791462456}], "best": "6-6", "loss": -0.006944444444444444, "loss_se": 0.040027826104393045, "hindsight_best": "6-6", "hindsight_loss": 0.02777777777777779, "gain": 0.07291666666666663}, {"step": 1, "deal": 1, "seat": 1, "move": "2-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6@R", "mean": 0.3576388888888889, "se": 0.039006950811956306, "n": 144, "hindsight": 0.1527777777777778, "hindsight_se": 0.03008574324856565}, {"move": "2-4@L", "mean": 0.3402777777777778, "se": 0.03962135573486219, "n": 144, "hindsight": 0.04861111111111111, "hindsight_se": 0.017983689383153572}, {"move": "2-6@L", "mean": 0.3194444444444444, "se": 0.03836293801811431, "n": 144, "hindsight": 0.1388888888888889, "hindsight_se": 0.028919802956134916}, {"move": "2-4@R", "mean": 0.3159722222222222, "se": 0.03840576913182796, "n": 144, "hindsight": 0.06944444444444445, "hindsight_se": 0.021257974822832024}], "best": "2-6@R", "loss": -0.024305555555555556, "loss_se": 0.03827382793750935, "hindsight_best": "2-6@R", "hindsight_loss": 0.08333333333333334, "gain": -0.017361111111111105}, {"step": 2, "deal": 1, "seat": 0, "move": "0-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@R", "mean": 0.5555555555555556, "se": 0.04096469021941349, "n": 144, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-4@R", "mean": 0.5034722222222222, "se": 0.04137324651087577, "n": 144, "hindsight": 0.8958333333333334, "hindsight_se": 0.025545239210256896}], "best": "4-6@R", "loss": -0.010416666666666666, "loss_se": 0.037028815901547635, "hindsight_best": "4-6@R", "hindsight_loss": 0.10416666666666663, "gain": -0.02604166666666663}, {"step": 3, "deal": 1, "seat": 1, "move": "2-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6@L", "mean": 0.3090277777777778, "se": 0.03784852536909515, "n": 144, "hindsight": 0.2361111111111111, "hindsight_se": 0.035514466108108246}, {"move": "0-5@R", "mean": 0.2569444444444444, "se": 0.036205684239746634, "n": 144, "hindsight": 0.04861111111111111, "hindsight_se": 0.017983689383153572}], "best": "2-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@L", "hindsight_loss": 0.0, "gain": 0.026041666666666685}, {"step": 4, "deal": 1, "seat": 0, "move": "0-1@R", "kind": "play", "verdict": "mistake", "moves": [{"move": "6-6@L", "mean": 0.7118055555555556, "se": 0.03739134125324428, "n": 144, "hindsight": 0.9375, "hindsight_se": 0.02024219611347799}, {"move": "4-6@L", "mean": 0.4930555555555556, "se": 0.0409276274109232, "n": 144, "hindsight": 0.6805555555555556, "hindsight_se": 0.0389907368735733}, {"move": "0-3@R", "mean": 0.4479166666666667, "se": 0.041438404476751574, "n": 144, "hindsight": 0.8541666666666666, "hindsight_se": 0.0295142459642918}, {"move": "0-1@R", "mean": 0.4375, "se": 0.04059669311460592, "n": 144, "hindsight": 0.7986111111111112, "hindsight_se": 0.033536474697138365}], "best": "6-6@L", "loss": 0.2743055555555556, "loss_se": 0.05093098427351788, "hindsight_best": "6-6@L", "hindsight_loss": 0.13888888888888884, "gain": -0.08506944444444442}, {"step": 5, "deal": 1, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@L", "mean": 0.4548611111111111, "se": 0.040905991931553774, "n": 144, "hindsight": 0.1736111111111111, "hindsight_se": 0.03167473383795719}, {"move": "1-5@R", "mean": 0.28125, "se": 0.037110692874709646, "n": 144, "hindsight": 0.1875, "hindsight_se": 0.032639560491693344}], "best": "3-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-5@R", "hindsight_loss": 0.013888888888888895, "gain": 0.08680555555555552}, {"step": 6, "deal": 1, "seat": 0, "move": "3-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-5@L", "mean": 0.3194444444444444, "se": 0.03867811122150298, "n": 144, "hindsight": 0.6736111111111112, "hindsight_se": 0.03921067198982268}, {"move": "0-3@L", "mean": 0.2847222222222222, "se": 0.0374150091580849, "n": 144, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "3-5@L", "loss": -0.06944444444444445, "loss_se": 0.03254125613125617, "hindsight_best": "0-3@L", "hindsight_loss": 0.32638888888888884, "gain": 0.017361111111111105}, {"step": 7, "deal": 1, "seat": 1, "move": "1-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "1-5@R", "mean": 0.3090277777777778, "se": 0.038167946589989794, "n": 144, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "1-5@L", "mean": 0.2986111111111111, "se": 0.03763071121420764, "n": 144, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-5@L", "mean": 0.2465277777777778, "se": 0.03553226635955156, "n": 144, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "1-5@R", "loss": -0.020833333333333332, "loss_se": 0.03514697467862389, "hindsight_best": "1-5@L", "hindsight_loss": 1.0, "gain": 0.024305555555555525}, {"step": 8, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 9, "deal": 1, "seat": 1, "move": "0-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@L", "mean": 0.3958333333333333, "se": 0.039689389879382996, "n": 144, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-5@R", "mean": 0.3958333333333333, "se": 0.039689389879382996, "n": 144, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "0-5@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@R", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 10, "deal": 1, "seat": 0, "move": "0-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 11, "deal": 1, "seat": 1, "move": "3-4@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 12, "deal": 1, "seat": 0, "move": "4-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 13, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 14, "deal": 1, "seat": 0, "move": "6-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.6875, 0.6180555555555556, 0.5486111111111112, 0.5034722222222222, 0.5, 0.4375, 0.3680555555555556, 0.3194444444444444, 0.1111111111111111, 0.14583333333333334, 0.16666666666666666, 0.125, 0.5277777777777778, 0.5, 1.0, 1.0], [0.2361111111111111, 0.2986111111111111, 0.3159722222222222, 0.2152777777777778, 0.3090277777777778, 0.3055555555555556, 0.4548611111111111, 0.2638888888888889, 0.3090277777777778, 0.4722222222222222, 0.3958333333333333, 0.7777777777777778, 0.6666666666666666, 0.0, 0.0, 0.0]], "curve_se": [[0.054562475855829684, 0.03941654873376132, 0.057802516297129757, 0.04137324651087577, 0.05933908290969267, 0.04059669311460592, 0.05593935309006472, 0.03867811122150298, 0.03596183181157431, 0.041298253893450355, 0.04422874103618961, 0.039249114101422455, 0.05924743948371487, 0.05933908290969267, 0.0, 0.0], [0.049421756325136526, 0.053860839625924216, 0.03840576913182796, 0.047250693341089736, 0.03784852536909515, 0.05284877030773253, 0.040905991931553774, 0.05136271168489651, 0.038167946589989794, 0.057572918390609865, 0.039689389879382996, 0.04933922619854287, 0.05594542388644594, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 8, "choices": 4, "given_away": 0.18750000000000003, "given_away_se": 0.08140183400503688, "inaccuracies": 0, "mistakes": 1, "start": 0.6875, "result": 1.0, "own": -0.020833333333333315, "luck": 0.3333333333333333, "dealt": 0.8194444444444444}, {"seat": 1, "decisions": 7, "choices": 5, "given_away": -0.04513888888888889, "given_away_se": 0.051963407644706104, "inaccuracies": 0, "mistakes": 0, "start": 0.2361111111111111, "result": 0.0, "own": 0.11979166666666663, "luck": -0.35590277777777773, "dealt": 0.20833333333333334}], "chance": [[0.6875, 0.6180555555555556, 0.5486111111111112, 0.5034722222222222, 0.5, 0.4375, 0.3680555555555556, 0.3194444444444444, 0.1111111111111111, 0.14583333333333334, 0.16666666666666666, 0.125, 0.5277777777777778, 0.5, 1.0, 1.0], [0.2361111111111111, 0.2986111111111111, 0.3159722222222222, 0.2152777777777778, 0.3090277777777778, 0.3055555555555556, 0.4548611111111111, 0.2638888888888889, 0.3090277777777778, 0.4722222222222222, 0.3958333333333333, 0.7777777777777778, 0.6666666666666666, 0.0, 0.0, 0.0]]}, {"deal": 2, "returns": [1.0, -1.0], "decisions": [{"step": 15, "deal": 2, "seat": 0, "move": "4-5", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1", "mean": 0.6145833333333334, "se": 0.03994665185184478, "n": 144, "hindsight": 0.3923611111111111, "hindsight_se": 0.04008150036651371}, {"move": "1-2", "mean": 0.6111111111111112, "se": 0.04016660030451229, "n": 144, "hindsight": 0.5659722222222222, "hindsight_se": 0.04100480379172788}, {"move": "2-6", "mean": 0.6076388888888888, "se": 0.03977744835141596, "n": 144, "hindsight": 0.3368055555555556, "hindsight_se": 0.039368392969164126}, {"move": "3-5", "mean": 0.5868055555555556, "se": 0.040433338038789124, "n": 144, "hindsight": 0.6701388888888888, "hindsight_se": 0.0391622630702953}, {"move": "4-5", "mean": 0.5694444444444444, "se": 0.040816237058698523, "n": 144, "hindsight": 0.4861111111111111, "hindsight_se": 0.041210923794631274}, {"move": "2-4", "mean": 0.5625, "se": 0.04119046055100672, "n": 144, "hindsight": 0.4861111111111111, "hindsight_se": 0.04150447583439864}, {"move": "3-6", "mean": 0.5625, "se": 0.04119046055100672, "n": 144, "hindsight": 0.4861111111111111, "hindsight_se": 0.04150447583439864}], "best": "1-1", "loss": -0.027777777777777776, "loss_se": 0.05279157796104763, "hindsight_best": "3-5", "hindsight_loss": 0.18402777777777773, "gain": -0.018353174603174538}, {"step": 16, "deal": 2, "seat": 1, "move": "5-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@L", "mean": 0.6215277777777778, "se": 0.03949667786778692, "n": 144, "hindsight": 0.5173611111111112, "hindsight_se": 0.04164136599113348}, {"move": "5-6@R", "mean": 0.5243055555555556, "se": 0.04073249439010906, "n": 144, "hindsight": 0.4409722222222222, "hindsight_se": 0.04107875670670206}], "best": "4-4@L", "loss": 0.09722222222222222, "loss_se": 0.05404162943661468, "hindsight_best": "4-4@L", "hindsight_loss": 0.07638888888888895, "gain": -0.04861111111111116}, {"step": 17, "deal": 2, "seat": 0, "move": "2-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@R", "mean": 0.6805555555555556, "se": 0.03804515395027869, "n": 144, "hindsight": 0.5763888888888888, "hindsight_se": 0.03982510949710011}, {"move": "2-6@R", "mean": 0.6701388888888888, "se": 0.03885101767657755, "n": 144, "hindsight": 0.3680555555555556, "hindsight_se": 0.04032999053960717}, {"move": "2-4@L", "mean": 0.6006944444444444, "se": 0.0402075101100284, "n": 144, "hindsight": 0.6215277777777778, "hindsight_se": 0.04040830837136779}], "best": "3-6@R", "loss": 0.04861111111111111, "loss_se": 0.04861111111111111, "hindsight_best": "2-4@L", "hindsight_loss": 0.0, "gain": -0.04976851851851849}, {"step": 18, "deal": 2, "seat": 1, "move": "0-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 19, "deal": 2, "seat": 0, "move": "1-2@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6@L", "mean": 0.6736111111111112, "se": 0.038270523579507526, "n": 144, "hindsight": 0.9513888888888888, "hindsight_se": 0.01582937967786254}, {"move": "1-2@L", "mean": 0.5659722222222222, "se": 0.04100480379172788, "n": 144, "hindsight": 0.3368055555555556, "hindsight_se": 0.03905879018471076}], "best": "2-6@L", "loss": 0.1076388888888889, "loss_se": 0.0462678582367811, "hindsight_best": "2-6@L", "hindsight_loss": 0.6145833333333333, "gain": -0.05381944444444453}, {"step": 20, "deal": 2, "seat": 1, "move": "0-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@R", "mean": 0.6458333333333334, "se": 0.03907281817881992, "n": 144, "hindsight": 0.5625, "hindsight_se": 0.040296528604337835}, {"move": "0-1@L", "mean": 0.6354166666666666, "se": 0.03886837447318879, "n": 144, "hindsight": 0.5, "hindsight_se": 0.04181210050035454}, {"move": "0-1@R", "mean": 0.5972222222222222, "se": 0.040417696313085956, "n": 144, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "0-0@R", "mean": 0.4826388888888889, "se": 0.0410541205367376, "n": 144, "hindsight": 0.6875, "hindsight_se": 0.038760854559127644}], "best": "0-3@R", "loss": -0.003472222222222222, "loss_se": 0.020013913052196523, "hindsight_best": "0-1@R", "hindsight_loss": 0.5, "gain": 0.04513888888888884}, {"step": 21, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 22, "deal": 2, "seat": 1, "move": "0-0@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-0@L", "mean": 0.7361111111111112, "se": 0.03652562286652745, "n": 144, "hindsight": 0.4791666666666667, "hindsight_se": 0.04177578950739996}, {"move": "0-0@R", "mean": 0.7361111111111112, "se": 0.03652562286652745, "n": 144, "hindsight": 0.4791666666666667, "hindsight_se": 0.04177578950739996}, {"move": "0-3@R", "mean": 0.7152777777777778, "se": 0.03708910400667968, "n": 144, "hindsight": 0.5208333333333334, "hindsight_se": 0.04177578950739996}, {"move": "0-3@L", "mean": 0.7083333333333334, "se": 0.03736540206090751, "n": 144, "hindsight": 0.5208333333333334, "hindsight_se": 0.04177578950739996}], "best": "0-0@L", "loss": -0.04861111111111111, "loss_se": 0.018646564244144945, "hindsight_best": "0-3@L", "hindsight_loss": 0.041666666666666685, "gain": 0.01215277777777779}, {"step": 23, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 24, "deal": 2, "seat": 1, "move": "0-3@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-3@L", "mean": 0.65625, "se": 0.03956492640358252, "n": 144, "hindsight": 0.5277777777777778, "hindsight_se": 0.04174752578923182}, {"move": "0-3@R", "mean": 0.65625, "se": 0.03956492640358252, "n": 144, "hindsight": 0.5277777777777778, "hindsight_se": 0.04174752578923182}], "best": "0-3@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-3@R", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 25, "deal": 2, "seat": 0, "move": "3-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@R", "mean": 0.3020833333333333, "se": 0.03694675748290219, "n": 144, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@R", "mean": 0.0798611111111111, "se": 0.021287699341880746, "n": 144, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "3-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-6@R", "hindsight_loss": 0.0, "gain": 0.1111111111111111}, {"step": 26, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 27, "deal": 2, "seat": 0, "move": "2-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 28, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 29, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.4861111111111111, 0.5694444444444444, 0.6736111111111112, 0.6006944444444444, 0.5763888888888888, 0.5659722222222222, 0.4236111111111111, 0.4861111111111111, 0.1388888888888889, 0.11805555555555555, 0.1736111111111111, 0.3020833333333333, 0.5763888888888888, 0.6319444444444444, 0.8680555555555556, 1.0], [0.5347222222222222, 0.5208333333333334, 0.5243055555555556, 0.5972222222222222, 0.6527777777777778, 0.6319444444444444, 0.6354166666666666, 0.5902777777777778, 0.7361111111111112, 0.7152777777777778, 0.65625, 0.6597222222222222, 0.4791666666666667, 0.2847222222222222, 0.2152777777777778, 0.0]], "curve_se": [[0.05848590227639762, 0.040816237058698523, 0.053404920249620916, 0.0402075101100284, 0.05737792565036482, 0.04100480379172788, 0.05737792565036482, 0.05848590227639762, 0.03983315926826425, 0.034956175832458684, 0.04328966089085487, 0.03694675748290219, 0.055647176016166006, 0.05505817057851284, 0.035648825607177116, 0.0], [0.058781302126974466, 0.058873671152133676, 0.04073249439010906, 0.05562886399592044, 0.05562886399592044, 0.05680686842994647, 0.03886837447318879, 0.056230012001561094, 0.03652562286652745, 0.05309879924544056, 0.03956492640358252, 0.05401195754636111, 0.057188206839915386, 0.05122366960637403, 0.047250693341089736, 0.0]], "seats": [{"seat": 0, "decisions": 8, "choices": 4, "given_away": 0.12847222222222224, "given_away_se": 0.08538562837441106, "inaccuracies": 0, "mistakes": 0, "start": 0.4861111111111111, "result": 1.0, "own": -0.010830026455026454, "luck": 0.5247189153439153, "dealt": 0.5486111111111112}, {"seat": 1, "decisions": 7, "choices": 4, "given_away": 0.04513888888888889, "given_away_se": 0.06057019717597331, "inaccuracies": 0, "mistakes": 0, "start": 0.5347222222222222, "result": 0.0, "own": 0.00868055555555547, "luck": -0.5434027777777777, "dealt": 0.4930555555555556}], "chance": [[0.4861111111111111, 0.5694444444444444, 0.6736111111111112, 0.6006944444444444, 0.5763888888888888, 0.5659722222222222, 0.4236111111111111, 0.4861111111111111, 0.1388888888888889, 0.11805555555555555, 0.1736111111111111, 0.3020833333333333, 0.5763888888888888, 0.6319444444444444, 0.8680555555555556, 1.0], [0.5347222222222222, 0.5208333333333334, 0.5243055555555556, 0.5972222222222222, 0.6527777777777778, 0.6319444444444444, 0.6354166666666666, 0.5902777777777778, 0.7361111111111112, 0.7152777777777778, 0.65625, 0.6597222222222222, 0.4791666666666667, 0.2847222222222222, 0.2152777777777778, 0.0]]}], "seats": [{"seat": 0, "decisions": 16, "choices": 8, "given_away": 0.31597222222222227, "given_away_se": 0.11797018314928824, "inaccuracies": 0, "mistakes": 1, "start": 1.1736111111111112, "result": 2.0, "own": -0.03166335978835977, "luck": 0.8580522486772486, "dealt": 1.3680555555555556}, {"seat": 1, "decisions": 14, "choices": 9, "given_away": 0.0, "given_away_se": 0.07980566721722328, "inaccuracies": 0, "mistakes": 0, "start": 0.7708333333333333, "result": 0.0, "own": 0.1284722222222221, "luck": -0.8993055555555554, "dealt": 0.701388888888889}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 2}');
INSERT INTO __SCHEMA__.analyses VALUES ('2tW2_eH3', '2026-12-07 17:17:20.886226+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 109, "budget": 1.0, "seconds": 0.333, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "0-6", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3", "mean": 0.5963302752293578, "se": 0.046759166472204246, "n": 109, "hindsight": 0.8486238532110092, "hindsight_se": 0.029511099488713735}, {"move": "1-3", "mean": 0.4954128440366973, "se": 0.047667035938436145, "n": 109, "hindsight": 0.5275229357798165, "hindsight_se": 0.04554333815250153}, {"move": "4-6", "mean": 0.46788990825688076, "se": 0.04756883764851711, "n": 109, "hindsight": 0.6100917431192661, "hindsight_se": 0.04532033741675514}, {"move": "5-6", "mean": 0.46788990825688076, "se": 0.047120278531690596, "n": 109, "hindsight": 0.3532110091743119, "hindsight_se": 0.04085745937580241}, {"move": "2-4", "mean": 0.4541284403669725, "se": 0.04724003579747831, "n": 109, "hindsight": 0.6146788990825688, "hindsight_se": 0.0459140136538061}, {"move": "3-5", "mean": 0.44495412844036697, "se": 0.046239604052102264, "n": 109, "hindsight": 0.6972477064220184, "hindsight_se": 0.041227733219305084}, {"move": "0-6", "mean": 0.42201834862385323, "se": 0.046163697674160634, "n": 109, "hindsight": 0.7431192660550459, "hindsight_se": 0.042041978852805875}], "best": "3-3", "loss": 0.1743119266055046, "loss_se": 0.06815868222636902, "hindsight_best": "3-3", "hindsight_loss": 0.10550458715596334, "gain": -0.05635648754914807}, {"step": 1, "deal": 1, "seat": 1, "move": "1-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6@R", "mean": 0.7201834862385321, "se": 0.042949761177945384, "n": 109, "hindsight": 0.1926605504587156, "hindsight_se": 0.03795007231189864}, {"move": "1-6@R", "mean": 0.6834862385321101, "se": 0.04306301953917395, "n": 109, "hindsight": 0.26605504587155965, "hindsight_se": 0.04252121022347444}, {"move": "0-0@L", "mean": 0.5825688073394495, "se": 0.047227661197188076, "n": 109, "hindsight": 0.07339449541284404, "hindsight_se": 0.02509385040793307}, {"move": "0-1@L", "mean": 0.5688073394495413, "se": 0.046754999545628916, "n": 109, "hindsight": 0.42201834862385323, "hindsight_se": 0.04752376228721729}], "best": "2-6@R", "loss": 0.03669724770642202, "loss_se": 0.04548340704898227, "hindsight_best": "0-1@L", "hindsight_loss": 0.1559633027522936, "gain": 0.044724770642201817}, {"step": 2, "deal": 1, "seat": 0, "move": "1-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 3, "deal": 1, "seat": 1, "move": "0-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@L", "mean": 0.5504587155963303, "se": 0.04697118956356466, "n": 109, "hindsight": 0.41284403669724773, "hindsight_se": 0.0473759430728736}, {"move": "0-0@L", "mean": 0.536697247706422, "se": 0.04686321922109111, "n": 109, "hindsight": 0.11926605504587157, "hindsight_se": 0.03118666369169899}], "best": "0-1@L", "loss": -0.03669724770642202, "loss_se": 0.04308563548503171, "hindsight_best": "0-1@L", "hindsight_loss": 0.0, "gain": 0.006880733944954143}, {"step": 4, "deal": 1, "seat": 0, "move": "3-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "3-3@R", "mean": 0.5596330275229358, "se": 0.0468715334621254, "n": 109, "hindsight": 0.944954128440367, "hindsight_se": 0.02194602460918551}, {"move": "3-5@R", "mean": 0.42201834862385323, "se": 0.04707477366493713, "n": 109, "hindsight": 0.3577981651376147, "hindsight_se": 0.0461256976421968}], "best": "3-3@R", "loss": -0.013761467889908258, "loss_se": 0.03988745400839627, "hindsight_best": "3-3@R", "hindsight_loss": 0.5871559633027523, "gain": -0.06880733944954126}, {"step": 5, "deal": 1, "seat": 1, "move": "1-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@L", "mean": 0.5596330275229358, "se": 0.04732245043758848, "n": 109, "hindsight": 0.3944954128440367, "hindsight_se": 0.04702922476828654}, {"move": "1-2@L", "mean": 0.5229357798165137, "se": 0.04716987013832764, "n": 109, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "1-1@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-2@L", "hindsight_loss": 0.6055045871559632, "gain": 0.01834862385321101}, {"step": 6, "deal": 1, "seat": 0, "move": "5-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 7, "deal": 1, "seat": 1, "move": "2-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6@R", "mean": 0.7018348623853211, "se": 0.04377648514140464, "n": 109, "hindsight": 0.4954128440366973, "hindsight_se": 0.04811049762248402}, {"move": "1-2@L", "mean": 0.6743119266055045, "se": 0.044857983130862644, "n": 109, "hindsight": 0.25688073394495414, "hindsight_se": 0.042041978852805875}], "best": "2-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@R", "hindsight_loss": 0.0, "gain": 0.013761467889908285}, {"step": 8, "deal": 1, "seat": 0, "move": "2-4@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 9, "deal": 1, "seat": 1, "move": "4-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "4-4@R", "mean": 0.6238532110091743, "se": 0.04661310240641662, "n": 109, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "1-2@L", "mean": 0.4954128440366973, "se": 0.04811049762248402, "n": 109, "hindsight": 0.0, "hindsight_se": 0.0}], "best": "4-4@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "4-4@R", "hindsight_loss": 0.0, "gain": 0.06422018348623859}, {"step": 10, "deal": 1, "seat": 0, "move": "4-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 11, "deal": 1, "seat": 1, "move": "1-2@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 12, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 13, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.5092592592592593, 0.42201834862385323, 0.5185185185185185, 0.5555555555555556, 0.4537037037037037, 0.42201834862385323, 0.6944444444444444, 0.42592592592592593, 0.4722222222222222, 0.5555555555555556, 0.5462962962962963, 0.5740740740740741, 0.37037037037037035, 0.3333333333333333, 0.0], [0.6481481481481481, 0.5925925925925926, 0.6834862385321101, 0.5648148148148148, 0.5504587155963303, 0.5833333333333334, 0.5596330275229358, 0.7407407407407407, 0.7018348623853211, 0.4537037037037037, 0.6238532110091743, 0.6481481481481481, 0.6666666666666666, 1.0, 1.0]], "curve_se": [[0.0680294936715978, 0.046163697674160634, 0.0673484049218772, 0.06825501298155014, 0.06644159927595325, 0.04707477366493713, 0.06258002098371268, 0.06792240738867397, 0.06793431420047351, 0.06696300316010247, 0.06774355407887925, 0.06792240738867397, 0.06500172709792944, 0.06338902990667025, 0.0], [0.06425081556504843, 0.06618546732944788, 0.04306301953917395, 0.06481481481481481, 0.04697118956356466, 0.06575636373058642, 0.04732245043758848, 0.05872620136016885, 0.04377648514140464, 0.06774355407887925, 0.04661310240641662, 0.06559626746748289, 0.06475239082381762, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 2, "given_away": 0.16055045871559634, "given_away_se": 0.07897224164291577, "inaccuracies": 0, "mistakes": 0, "start": 0.5092592592592593, "result": 0.0, "own": -0.12516382699868933, "luck": -0.38409543226056997, "dealt": 0.5740740740740741}, {"seat": 1, "decisions": 7, "choices": 5, "given_away": 0.0, "given_away_se": 0.0626507166912912, "inaccuracies": 0, "mistakes": 0, "start": 0.6481481481481481, "result": 1.0, "own": 0.14793577981651385, "luck": 0.20391607203533801, "dealt": 0.32407407407407407}], "chance": [[0.5092592592592593, 0.42201834862385323, 0.5185185185185185, 0.5555555555555556, 0.4537037037037037, 0.42201834862385323, 0.6944444444444444, 0.42592592592592593, 0.4722222222222222, 0.5555555555555556, 0.5462962962962963, 0.5740740740740741, 0.37037037037037035, 0.3333333333333333, 0.0], [0.6481481481481481, 0.5925925925925926, 0.6834862385321101, 0.5648148148148148, 0.5504587155963303, 0.5833333333333334, 0.5596330275229358, 0.7407407407407407, 0.7018348623853211, 0.4537037037037037, 0.6238532110091743, 0.6481481481481481, 0.6666666666666666, 1.0, 1.0]]}, {"deal": 2, "returns": [1.0, -1.0], "decisions": [{"step": 14, "deal": 2, "seat": 1, "move": "6-6", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6", "mean": 0.6926605504587156, "se": 0.044157581278879664, "n": 109, "hindsight": 0.6284403669724771, "hindsight_se": 0.04626908956895562}, {"move": "3-3", "mean": 0.6100917431192661, "se": 0.04624803040370791, "n": 109, "hindsight": 0.5229357798165137, "hindsight_se": 0.048061876591748355}, {"move": "0-4", "mean": 0.5688073394495413, "se": 0.045837568105845286, "n": 109, "hindsight": 0.43119266055045874, "hindsight_se": 0.0476547722181684}, {"move": "0-1", "mean": 0.5642201834862385, "se": 0.046588016870970014, "n": 109, "hindsight": 0.6697247706422018, "hindsight_se": 0.04525580607629585}, {"move": "2-2", "mean": 0.555045871559633, "se": 0.04669662353127975, "n": 109, "hindsight": 0.4724770642201835, "hindsight_se": 0.046466579201904425}, {"move": "4-5", "mean": 0.5412844036697247, "se": 0.04750325934727205, "n": 109, "hindsight": 0.40825688073394495, "hindsight_se": 0.04569708579286952}, {"move": "1-4", "mean": 0.46788990825688076, "se": 0.04666740814077019, "n": 109, "hindsight": 0.40825688073394495, "hindsight_se": 0.04707063467748772}], "best": "6-6", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1", "hindsight_loss": 0.041284403669724745, "gain": 0.12123197903014415}, {"step": 15, "deal": 2, "seat": 0, "move": "1-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "4-6@L", "mean": 0.2981651376146789, "se": 0.043288647299364116, "n": 109, "hindsight": 0.39908256880733944, "hindsight_se": 0.04689646734107419}, {"move": "0-6@R", "mean": 0.25688073394495414, "se": 0.041533773239773183, "n": 109, "hindsight": 0.44036697247706424, "hindsight_se": 0.0477691111676248}, {"move": "0-6@L", "mean": 0.24770642201834864, "se": 0.041024021254255055, "n": 109, "hindsight": 0.3761467889908257, "hindsight_se": 0.04661310240641662}, {"move": "4-6@R", "mean": 0.22935779816513763, "se": 0.039391022508351387, "n": 109, "hindsight": 0.463302752293578, "hindsight_se": 0.04731421543353456}, {"move": "1-6@L", "mean": 0.18807339449541285, "se": 0.03674499951283766, "n": 109, "hindsight": 0.3853211009174312, "hindsight_se": 0.0459140136538061}, {"move": "1-6@R", "mean": 0.1834862385321101, "se": 0.03667069205658314, "n": 109, "hindsight": 0.4541284403669725, "hindsight_se": 0.04724003579747831}], "best": "4-6@L", "loss": 0.03669724770642202, "loss_se": 0.044060405329533446, "hindsight_best": "4-6@R", "hindsight_loss": 0.07798165137614677, "gain": -0.045871559633027525}, {"step": 16, "deal": 2, "seat": 1, "move": "1-4@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-4@L", "mean": 0.6788990825688074, "se": 0.044452217614632784, "n": 109, "hindsight": 0.43119266055045874, "hindsight_se": 0.046754999545628916}, {"move": "0-1@L", "mean": 0.6192660550458715, "se": 0.045573274149636724, "n": 109, "hindsight": 0.8394495412844036, "hindsight_se": 0.03378939662378639}], "best": "1-4@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@L", "hindsight_loss": 0.4082568807339449, "gain": 0.02981651376146799}, {"step": 17, "deal": 2, "seat": 0, "move": "4-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@R", "mean": 0.22477064220183487, "se": 0.03990210504801189, "n": 109, "hindsight": 0.42201834862385323, "hindsight_se": 0.04752376228721729}, {"move": "4-6@L", "mean": 0.21100917431192662, "se": 0.038717536784695965, "n": 109, "hindsight": 0.5137614678899083, "hindsight_se": 0.04809429607374291}, {"move": "4-6@R", "mean": 0.1926605504587156, "se": 0.037386285214654036, "n": 109, "hindsight": 0.8990825688073395, "hindsight_se": 0.025888736185933323}], "best": "0-6@R", "loss": -0.05963302752293578, "loss_se": 0.03305488352108249, "hindsight_best": "4-6@R", "hindsight_loss": 0.3853211009174312, "gain": 0.0015290519877675934}, {"step": 18, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 19, "deal": 2, "seat": 0, "move": "0-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@L", "mean": 0.23853211009174313, "se": 0.040488611405579786, "n": 109, "hindsight": 0.5504587155963303, "hindsight_se": 0.04786689860091293}, {"move": "0-6@R", "mean": 0.23853211009174313, "se": 0.040488611405579786, "n": 109, "hindsight": 0.5504587155963303, "hindsight_se": 0.04786689860091293}], "best": "0-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-6@R", "hindsight_loss": 0.0, "gain": 0.0}, {"step": 20, "deal": 2, "seat": 1, "move": "0-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-4@R", "mean": 0.44495412844036697, "se": 0.04714921330784796, "n": 109, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "0-1@R", "mean": 0.3073394495412844, "se": 0.04367400048168231, "n": 109, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "0-4@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-1@R", "hindsight_loss": 1.0, "gain": 0.06880733944954132}, {"step": 21, "deal": 2, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 22, "deal": 2, "seat": 1, "move": "4-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 23, "deal": 2, "seat": 0, "move": "2-5@R", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@R", "mean": 0.27522935779816515, "se": 0.042976970405367576, "n": 109, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-5@R", "mean": 0.1926605504587156, "se": 0.03795007231189864, "n": 109, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "3-5@R", "mean": 0.1926605504587156, "se": 0.03795007231189864, "n": 109, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "5-5@R", "loss": 0.08256880733944955, "loss_se": 0.03716152116933371, "hindsight_best": "2-5@R", "hindsight_loss": 0.0, "gain": -0.027522935779816515}, {"step": 24, "deal": 2, "seat": 1, "move": "2-2@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 25, "deal": 2, "seat": 0, "move": "2-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 26, "deal": 2, "seat": 1, "move": "3-3@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 27, "deal": 2, "seat": 0, "move": "3-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 28, "deal": 2, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 29, "deal": 2, "seat": 0, "move": "5-5@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.32407407407407407, 0.3888888888888889, 0.18807339449541285, 0.25925925925925924, 0.21100917431192662, 0.26851851851851855, 0.23853211009174313, 0.09259259259259259, 0.1111111111111111, 0.24074074074074073, 0.1926605504587156, 0.5, 0.42592592592592593, 0.7962962962962963, 0.7962962962962963, 1.0, 1.0], [0.6481481481481481, 0.6926605504587156, 0.6481481481481481, 0.6788990825688074, 0.42592592592592593, 0.5833333333333334, 0.3611111111111111, 0.44495412844036697, 0.5092592592592593, 0.5462962962962963, 0.7222222222222222, 0.7962962962962963, 0.8888888888888888, 0.9629629629629629, 0.5370370370370371, 0.5, 0.0]], "curve_se": [[0.06360557097908184, 0.065645569441724, 0.03674499951283766, 0.058726201360168845, 0.038717536784695965, 0.05868486913121734, 0.040488611405579786, 0.039815424239237576, 0.04316826054921174, 0.05872620136016885, 0.03795007231189864, 0.06868028197434452, 0.06792240738867397, 0.055322127819126765, 0.055322127819126765, 0.0, 0.0], [0.06559626746748289, 0.044157581278879664, 0.06287657986788232, 0.044452217614632784, 0.06662394780093196, 0.06707162124148235, 0.0653120588873547, 0.04714921330784796, 0.06673311774765421, 0.06774355407887925, 0.060087675672815574, 0.055322127819126765, 0.04316826054921174, 0.0259408961471287, 0.06849159952450265, 0.06868028197434452, 0.0]], "seats": [{"seat": 0, "decisions": 8, "choices": 4, "given_away": 0.05963302752293578, "given_away_se": 0.06644488917903278, "inaccuracies": 0, "mistakes": 0, "start": 0.32407407407407407, "result": 1.0, "own": -0.07186544342507645, "luck": 0.7477913693510023, "dealt": 0.5462962962962963}, {"seat": 1, "decisions": 8, "choices": 3, "given_away": 0.0, "given_away_se": 0.0, "inaccuracies": 0, "mistakes": 0, "start": 0.6481481481481481, "result": 0.0, "own": 0.21985583224115346, "luck": -0.8680039803893016, "dealt": 0.42592592592592593}], "chance": [[0.32407407407407407, 0.3888888888888889, 0.18807339449541285, 0.25925925925925924, 0.21100917431192662, 0.26851851851851855, 0.23853211009174313, 0.09259259259259259, 0.1111111111111111, 0.24074074074074073, 0.1926605504587156, 0.5, 0.42592592592592593, 0.7962962962962963, 0.7962962962962963, 1.0, 1.0], [0.6481481481481481, 0.6926605504587156, 0.6481481481481481, 0.6788990825688074, 0.42592592592592593, 0.5833333333333334, 0.3611111111111111, 0.44495412844036697, 0.5092592592592593, 0.5462962962962963, 0.7222222222222222, 0.7962962962962963, 0.8888888888888888, 0.9629629629629629, 0.5370370370370371, 0.5, 0.0]]}, {"deal": 3, "returns": [1.0, -1.0], "decisions": [{"step": 30, "deal": 3, "seat": 0, "move": "0-0", "kind": "play", "verdict": "fine", "moves": [{"move": "1-2", "mean": 0.8577981651376146, "se": 0.03328981813008753, "n": 109, "hindsight": 0.6192660550458715, "hindsight_se": 0.0416789393591407}, {"move": "5-6", "mean": 0.8027522935779816, "se": 0.03801162964726622, "n": 109, "hindsight": 0.7889908256880734, "hindsight_se": 0.033418328170816525}, {"move": "0-2", "mean": 0.7935779816513762, "se": 0.03867222071076785, "n": 109, "hindsight": 0.6972477064220184, "hindsight_se": 0.04173966522061562}, {"move": "0-3", "mean": 0.7935779816513762, "se": 0.03755786631384412, "n": 109, "hindsight": 0.7247706422018348, "hindsight_se": 0.04043082553682838}, {"move": "2-6", "mean": 0.7935779816513762, "se": 0.03867222071076785, "n": 109, "hindsight": 0.9724770642201835, "hindsight_se": 0.015742553732396025}, {"move": "0-0", "mean": 0.7660550458715596, "se": 0.03941080208404344, "n": 109, "hindsight": 0.7752293577981652, "hindsight_se": 0.03714578920454093}, {"move": "3-4", "mean": 0.7614678899082569, "se": 0.03996065549043419, "n": 109, "hindsight": 0.6605504587155964, "hindsight_se": 0.04011151522686718}], "best": "1-2", "loss": 0.09174311926605505, "loss_se": 0.048405223353705756, "hindsight_best": "2-6", "hindsight_loss": 0.1972477064220184, "gain": -0.029488859764089104}, {"step": 31, "deal": 3, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 32, "deal": 3, "seat": 0, "move": "0-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-2@L", "mean": 0.944954128440367, "se": 0.020956009396354513, "n": 109, "hindsight": 0.7614678899082569, "hindsight_se": 0.038883243879226606}, {"move": "0-2@R", "mean": 0.9174311926605505, "se": 0.026483957302276415, "n": 109, "hindsight": 0.7706422018348624, "hindsight_se": 0.0377389938296295}, {"move": "0-3@L", "mean": 0.8899082568807339, "se": 0.030118831198153225, "n": 109, "hindsight": 0.7614678899082569, "hindsight_se": 0.038333183904347624}, {"move": "0-3@R", "mean": 0.8715596330275229, "se": 0.031528394483613484, "n": 109, "hindsight": 0.7293577981651376, "hindsight_se": 0.0399265115002591}], "best": "0-2@L", "loss": 0.022935779816513763, "loss_se": 0.03592458753660774, "hindsight_best": "0-2@R", "hindsight_loss": 0.00917431192660556, "gain": -0.016055045871559592}, {"step": 33, "deal": 3, "seat": 1, "move": "3-3@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.25688073394495414, "se": 0.041533773239773183, "n": 109, "hindsight": 0.12385321100917432, "hindsight_se": 0.029259146600984203}, {"move": "3-3@L", "mean": 0.23394495412844038, "se": 0.03994602592542242, "n": 109, "hindsight": 0.3532110091743119, "hindsight_se": 0.044823222968237826}, {"move": "3-6@L", "mean": 0.10091743119266056, "se": 0.02898484649972055, "n": 109, "hindsight": 0.19724770642201836, "hindsight_se": 0.031939745227101524}], "best": "2-3@L", "loss": -0.03669724770642202, "loss_se": 0.030363651393693132, "hindsight_best": "3-3@L", "hindsight_loss": 0.0, "gain": 0.03669724770642202}, {"step": 34, "deal": 3, "seat": 0, "move": "0-2@R", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@L", "mean": 0.944954128440367, "se": 0.020956009396354513, "n": 109, "hindsight": 0.5688073394495413, "hindsight_se": 0.0476547722181684}, {"move": "0-2@R", "mean": 0.926605504587156, "se": 0.02509385040793307, "n": 109, "hindsight": 0.7201834862385321, "hindsight_se": 0.04092416547634215}], "best": "3-4@L", "loss": -0.009174311926605505, "loss_se": 0.02059022413529476, "hindsight_best": "0-2@R", "hindsight_loss": 0.0, "gain": -0.00917431192660545}, {"step": 35, "deal": 3, "seat": 1, "move": "2-3@R", "kind": "play", "verdict": "inaccuracy", "moves": [{"move": "2-5@R", "mean": 0.3761467889908257, "se": 0.045692822010654235, "n": 109, "hindsight": 0.4036697247706422, "hindsight_se": 0.04721115668464592}, {"move": "2-3@L", "mean": 0.3211009174311927, "se": 0.043971877200453834, "n": 109, "hindsight": 0.08256880733944955, "hindsight_se": 0.026483957302276415}, {"move": "3-6@L", "mean": 0.2798165137614679, "se": 0.042452424181849344, "n": 109, "hindsight": 0.3853211009174312, "hindsight_se": 0.0394453924755793}, {"move": "2-3@R", "mean": 0.1834862385321101, "se": 0.03667069205658314, "n": 109, "hindsight": 0.3302752293577982, "hindsight_se": 0.04525580607629585}], "best": "2-5@R", "loss": 0.1926605504587156, "loss_se": 0.050020492267172555, "hindsight_best": "2-5@R", "hindsight_loss": 0.07339449541284404, "gain": -0.10665137614678899}, {"step": 36, "deal": 3, "seat": 0, "move": "3-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "3-4@L", "mean": 0.8807339449541285, "se": 0.030498103644198252, "n": 109, "hindsight": 0.7064220183486238, "hindsight_se": 0.04382096893008089}, {"move": "3-4@R", "mean": 0.8761467889908257, "se": 0.030676456647918775, "n": 109, "hindsight": 0.7064220183486238, "hindsight_se": 0.04382096893008089}], "best": "3-4@L", "loss": -0.0045871559633027525, "loss_se": 0.023037491090702394, "hindsight_best": "3-4@R", "hindsight_loss": 0.0, "gain": -0.002293577981651418}, {"step": 37, "deal": 3, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 38, "deal": 3, "seat": 0, "move": "2-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-6@L", "mean": 0.9587155963302753, "se": 0.018580760584666855, "n": 109, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@L", "mean": 0.8623853211009175, "se": 0.03250209723821284, "n": 109, "hindsight": 0.28440366972477066, "hindsight_se": 0.04340999867455165}], "best": "2-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "2-6@L", "hindsight_loss": 0.0, "gain": 0.04816513761467889}, {"step": 39, "deal": 3, "seat": 1, "move": "2-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 40, "deal": 3, "seat": 0, "move": "5-6@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 41, "deal": 3, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 42, "deal": 3, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.8888888888888888, 0.7660550458715596, 0.9722222222222222, 0.8899082568807339, 0.9074074074074074, 0.926605504587156, 0.8611111111111112, 0.8761467889908257, 0.8611111111111112, 0.9587155963302753, 0.8518518518518519, 0.9259259259259259, 1.0, 1.0], [0.4166666666666667, 0.2962962962962963, 0.32407407407407407, 0.32407407407407407, 0.23394495412844038, 0.3055555555555556, 0.1834862385321101, 0.16666666666666666, 0.1111111111111111, 0.25, 0.2037037037037037, 0.0, 0.0, 0.0]], "curve_se": [[0.038911344220693055, 0.03941080208404344, 0.020547479857350795, 0.030118831198153225, 0.039815424239237576, 0.02509385040793307, 0.04657498231245052, 0.030676456647918775, 0.04657498231245052, 0.018580760584666855, 0.04879689797371374, 0.03597355045767645, 0.0, 0.0], [0.06707162124148235, 0.06272202843414919, 0.06360557097908184, 0.06360557097908184, 0.03994602592542242, 0.06258002098371268, 0.03667069205658314, 0.051191259736162606, 0.04316826054921174, 0.05873997230686069, 0.055322127819126765, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 7, "choices": 5, "given_away": 0.10091743119266056, "given_away_se": 0.06773717563711526, "inaccuracies": 0, "mistakes": 0, "start": 0.8888888888888888, "result": 1.0, "own": -0.008846657929226676, "luck": 0.11995776904033784, "dealt": 0.8148148148148148}, {"seat": 1, "decisions": 6, "choices": 2, "given_away": 0.1559633027522936, "given_away_se": 0.058514963664074784, "inaccuracies": 1, "mistakes": 0, "start": 0.4166666666666667, "result": 0.0, "own": -0.06995412844036697, "luck": -0.3467125382262997, "dealt": 0.17592592592592593}], "chance": [[0.8888888888888888, 0.7660550458715596, 0.9722222222222222, 0.8899082568807339, 0.9074074074074074, 0.926605504587156, 0.8611111111111112, 0.8761467889908257, 0.8611111111111112, 0.9587155963302753, 0.8518518518518519, 0.9259259259259259, 1.0, 1.0], [0.4166666666666667, 0.2962962962962963, 0.32407407407407407, 0.32407407407407407, 0.23394495412844038, 0.3055555555555556, 0.1834862385321101, 0.16666666666666666, 0.1111111111111111, 0.25, 0.2037037037037037, 0.0, 0.0, 0.0]]}], "seats": [{"seat": 0, "decisions": 22, "choices": 11, "given_away": 0.3211009174311927, "given_away_se": 0.12344984087237387, "inaccuracies": 0, "mistakes": 0, "start": 1.7222222222222223, "result": 2.0, "own": -0.20587592835299245, "luck": 0.4836537061307702, "dealt": 1.9351851851851851}, {"seat": 1, "decisions": 21, "choices": 10, "given_away": 0.1559633027522936, "given_away_se": 0.08572696935352624, "inaccuracies": 1, "mistakes": 0, "start": 1.712962962962963, "result": 1.0, "own": 0.29783748361730034, "luck": -1.0108004465802634, "dealt": 0.9259259259259259}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 3}');
INSERT INTO __SCHEMA__.analyses VALUES ('jretMfA-', '2026-12-07 17:17:22.573438+00', 'done', '{"format": "dominohall-analysis", "version": 1, "variant": "draw", "players": 2, "options": {"target": 10, "teams": false}, "seed": 0, "policy": "random", "worlds": 152, "budget": 1.0, "seconds": 0.257, "deals": [{"deal": 1, "returns": [-1.0, 1.0], "decisions": [{"step": 0, "deal": 1, "seat": 0, "move": "1-6", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5", "mean": 0.5789473684210527, "se": 0.04017901275981753, "n": 152, "hindsight": 0.4868421052631579, "hindsight_se": 0.04067533136309172}, {"move": "2-2", "mean": 0.4934210526315789, "se": 0.040417297110813766, "n": 152, "hindsight": 0.45723684210526316, "hindsight_se": 0.04013529287022213}, {"move": "1-5", "mean": 0.48026315789473684, "se": 0.040657710025626057, "n": 152, "hindsight": 0.46710526315789475, "hindsight_se": 0.04033210334572924}, {"move": "0-2", "mean": 0.4769736842105263, "se": 0.040512041537426706, "n": 152, "hindsight": 0.4407894736842105, "hindsight_se": 0.040403110624904356}, {"move": "1-1", "mean": 0.47368421052631576, "se": 0.040633027314866746, "n": 152, "hindsight": 0.4934210526315789, "hindsight_se": 0.04068590050224972}, {"move": "1-6", "mean": 0.4407894736842105, "se": 0.040403110624904356, "n": 152, "hindsight": 0.35855263157894735, "hindsight_se": 0.03860638792152545}, {"move": "2-4", "mean": 0.3881578947368421, "se": 0.03965842097512745, "n": 152, "hindsight": 0.33223684210526316, "hindsight_se": 0.038188343460175384}], "best": "5-5", "loss": 0.02631578947368421, "loss_se": 0.05518384655514263, "hindsight_best": "1-1", "hindsight_loss": 0.13486842105263158, "gain": -0.03524436090225569}, {"step": 1, "deal": 1, "seat": 1, "move": "6-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "6-6@R", "mean": 0.6513157894736842, "se": 0.03849951046147401, "n": 152, "hindsight": 0.7368421052631579, "hindsight_se": 0.035834961763610666}, {"move": "0-1@L", "mean": 0.4934210526315789, "se": 0.04068590050224972, "n": 152, "hindsight": 0.6480263157894737, "hindsight_se": 0.03815830789069727}, {"move": "3-6@R", "mean": 0.4342105263157895, "se": 0.04033565667848321, "n": 152, "hindsight": 0.5953947368421053, "hindsight_se": 0.03980541306834026}, {"move": "2-6@R", "mean": 0.41118421052631576, "se": 0.039906099941862776, "n": 152, "hindsight": 0.6282894736842105, "hindsight_se": 0.03890960830753476}, {"move": "5-6@R", "mean": 0.3519736842105263, "se": 0.03844269833162624, "n": 152, "hindsight": 0.5230263157894737, "hindsight_se": 0.040512041537426706}], "best": "6-6@R", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "6-6@R", "hindsight_loss": 0.0, "gain": 0.18289473684210522}, {"step": 2, "deal": 1, "seat": 0, "move": "1-1@L", "kind": "play", "verdict": "fine", "moves": [{"move": "1-1@L", "mean": 0.4605263157894737, "se": 0.04056242252249033, "n": 152, "hindsight": 0.2565789473684211, "hindsight_se": 0.03554180368025687}, {"move": "1-5@L", "mean": 0.3881578947368421, "se": 0.03965842097512745, "n": 152, "hindsight": 0.2236842105263158, "hindsight_se": 0.033911609343436046}], "best": "1-1@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "1-1@L", "hindsight_loss": 0.0, "gain": 0.03618421052631582}, {"step": 3, "deal": 1, "seat": 1, "move": "2-6@R", "kind": "play", "verdict": "fine", "moves": [{"move": "0-1@L", "mean": 0.5723684210526315, "se": 0.039989513356350544, "n": 152, "hindsight": 0.7861842105263158, "hindsight_se": 0.03320155793074531}, {"move": "3-6@R", "mean": 0.5592105263157895, "se": 0.040403110624904356, "n": 152, "hindsight": 0.6644736842105263, "hindsight_se": 0.038424985593952674}, {"move": "2-6@R", "mean": 0.5493421052631579, "se": 0.040356082270201835, "n": 152, "hindsight": 0.7039473684210527, "hindsight_se": 0.036856262529119034}, {"move": "5-6@R", "mean": 0.506578947368421, "se": 0.04068590050224972, "n": 152, "hindsight": 0.7828947368421053, "hindsight_se": 0.03355045304882924}], "best": "0-1@L", "loss": -0.006578947368421052, "loss_se": 0.03791433185917, "hindsight_best": "0-1@L", "hindsight_loss": 0.08223684210526316, "gain": 0.002467105263157854}, {"step": 4, "deal": 1, "seat": 0, "move": "2-4@R", "kind": "play", "verdict": "fine", "moves": [{"move": "2-2@R", "mean": 0.5657894736842105, "se": 0.04033565667848321, "n": 152, "hindsight": 0.3092105263157895, "hindsight_se": 0.03761070869867476}, {"move": "1-5@L", "mean": 0.5427631578947368, "se": 0.04013529287022213, "n": 152, "hindsight": 0.26644736842105265, "hindsight_se": 0.035825961898645516}, {"move": "2-4@R", "mean": 0.5032894736842105, "se": 0.040554471791120546, "n": 152, "hindsight": 0.3519736842105263, "hindsight_se": 0.03787178193782385}, {"move": "0-2@R", "mean": 0.3519736842105263, "se": 0.03872500030925226, "n": 152, "hindsight": 0.13486842105263158, "hindsight_se": 0.027203515492662138}], "best": "2-2@R", "loss": 0.03289473684210526, "loss_se": 0.05416414124123751, "hindsight_best": "2-4@R", "hindsight_loss": 0.0, "gain": 0.012335526315789491}, {"step": 5, "deal": 1, "seat": 1, "move": "0-1@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 6, "deal": 1, "seat": 0, "move": "0-2@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 7, "deal": 1, "seat": 1, "move": "2-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "2-3@L", "mean": 0.5263157894736842, "se": 0.04063302731486674, "n": 152, "hindsight": 0.7006578947368421, "hindsight_se": 0.03623170937368741}, {"move": "2-5@L", "mean": 0.506578947368421, "se": 0.04068590050224972, "n": 152, "hindsight": 0.6447368421052632, "hindsight_se": 0.03894734487013315}], "best": "2-3@L", "loss": -0.019736842105263157, "loss_se": 0.0367160056301816, "hindsight_best": "2-3@L", "hindsight_loss": 0.05592105263157898, "gain": -0.009868421052631637}, {"step": 8, "deal": 1, "seat": 0, "move": "1-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "5-5@L", "mean": 0.39144736842105265, "se": 0.03958155210600511, "n": 152, "hindsight": 0.26973684210526316, "hindsight_se": 0.036117805602848975}, {"move": "1-5@L", "mean": 0.3355263157894737, "se": 0.03814046308004534, "n": 152, "hindsight": 0.4144736842105263, "hindsight_se": 0.040089737857792046}], "best": "5-5@L", "loss": -0.01644736842105263, "loss_se": 0.03627914603275487, "hindsight_best": "1-5@L", "hindsight_loss": 0.0, "gain": -0.02796052631578949}, {"step": 9, "deal": 1, "seat": 1, "move": "1-3@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 10, "deal": 1, "seat": 0, "move": "4-6@R", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 11, "deal": 1, "seat": 1, "move": "3-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "3-6@L", "mean": 0.6414473684210527, "se": 0.03888750162047538, "n": 152, "hindsight": 0.9473684210526315, "hindsight_se": 0.01817164224152956}, {"move": "3-3@L", "mean": 0.4506578947368421, "se": 0.040356082270201835, "n": 152, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "2-3@L", "mean": 0.34868421052631576, "se": 0.038781398887976125, "n": 152, "hindsight": 0.0, "hindsight_se": 0.0}, {"move": "3-6@R", "mean": 0.34868421052631576, "se": 0.038781398887976125, "n": 152, "hindsight": 0.5394736842105263, "hindsight_se": 0.04056242252249033}, {"move": "5-6@R", "mean": 0.25, "se": 0.03523807393012047, "n": 152, "hindsight": 0.7039473684210527, "hindsight_se": 0.03715062154998908}], "best": "3-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "3-3@L", "hindsight_loss": 0.052631578947368474, "gain": 0.23355263157894746}, {"step": 12, "deal": 1, "seat": 0, "move": "0-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-6@R", "mean": 0.29276315789473684, "se": 0.03688250131870206, "n": 152, "hindsight": 0.09210526315789473, "hindsight_se": 0.023532685970443494}, {"move": "0-6@L", "mean": 0.2565789473684211, "se": 0.03523400651232772, "n": 152, "hindsight": 0.13157894736842105, "hindsight_se": 0.027508689533549954}], "best": "0-6@R", "loss": -0.006578947368421052, "loss_se": 0.01745559153103907, "hindsight_best": "0-6@L", "hindsight_loss": 0.0, "gain": -0.01809210526315791}, {"step": 13, "deal": 1, "seat": 1, "move": "0-5@L", "kind": "play", "verdict": "fine", "moves": [{"move": "0-5@L", "mean": 0.5460526315789473, "se": 0.040246729243969284, "n": 152, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@R", "mean": 0.45723684210526316, "se": 0.040405770970415505, "n": 152, "hindsight": 0.8486842105263158, "hindsight_se": 0.029162631596844006}], "best": "0-5@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "0-5@L", "hindsight_loss": 0.0, "gain": 0.044407894736842035}, {"step": 14, "deal": 1, "seat": 0, "move": "5-5@L", "kind": "play", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 15, "deal": 1, "seat": 1, "move": "5-6@L", "kind": "play", "verdict": "fine", "moves": [{"move": "5-6@L", "mean": 1.0, "se": 0.0, "n": 152, "hindsight": 1.0, "hindsight_se": 0.0}, {"move": "5-6@R", "mean": 0.4407894736842105, "se": 0.040403110624904356, "n": 152, "hindsight": 1.0, "hindsight_se": 0.0}], "best": "5-6@L", "loss": 0.0, "loss_se": 0.0, "hindsight_best": "5-6@L", "hindsight_loss": 0.0, "gain": 0.2796052631578947}, {"step": 16, "deal": 1, "seat": 0, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}, {"step": 17, "deal": 1, "seat": 1, "move": "pass", "kind": "pass", "verdict": "forced", "moves": [], "best": null, "loss": 0.0, "loss_se": 0.0, "hindsight_best": null, "hindsight_loss": 0.0, "gain": 0.0}], "curve": [[0.5263157894736842, 0.4407894736842105, 0.35526315789473684, 0.4605263157894737, 0.39473684210526316, 0.5032894736842105, 0.4473684210526316, 0.32894736842105265, 0.46710526315789475, 0.3355263157894737, 0.5263157894736842, 0.5526315789473685, 0.16447368421052633, 0.2565789473684211, 0.21710526315789475, 0.21710526315789475, 0.0, 0.0, 0.0], [0.39473684210526316, 0.5, 0.6513157894736842, 0.5526315789473685, 0.5493421052631579, 0.5, 0.4868421052631579, 0.3815789473684211, 0.506578947368421, 0.25, 0.2631578947368421, 0.375, 0.6414473684210527, 0.5394736842105263, 0.5460526315789473, 0.6842105263157895, 1.0, 1.0, 1.0]], "curve_se": [[0.057655006053175376, 0.040403110624904356, 0.05526315789473685, 0.04056242252249033, 0.05644108049875583, 0.040554471791120546, 0.05741427428755639, 0.05425138981075869, 0.057228019082017065, 0.03814046308004534, 0.057655006053175376, 0.0574142742875564, 0.042289891263126836, 0.03523400651232772, 0.04714249239385143, 0.04714249239385143, 0.0, 0.0, 0.0], [0.05644108049875583, 0.05773502691896258, 0.03849951046147401, 0.0574142742875564, 0.040356082270201835, 0.05773502691896258, 0.05771503210384554, 0.05609235887280059, 0.04068590050224972, 0.05, 0.0508469359515419, 0.05550802059952411, 0.03888750162047538, 0.057554823516927194, 0.040246729243969284, 0.05367388961676616, 0.0, 0.0, 0.0]], "seats": [{"seat": 0, "decisions": 9, "choices": 5, "given_away": 0.03618421052631579, "given_away_se": 0.08717732061486341, "inaccuracies": 0, "mistakes": 0, "start": 0.5263157894736842, "result": 0.0, "own": -0.03277725563909778, "luck": -0.4935385338345864, "dealt": 0.5}, {"seat": 1, "decisions": 9, "choices": 6, "given_away": -0.02631578947368421, "given_away_se": 0.05277842011431187, "inaccuracies": 0, "mistakes": 0, "start": 0.39473684210526316, "result": 1.0, "own": 0.7330592105263156, "luck": -0.12779605263157878, "dealt": 0.5657894736842105}], "chance": [[0.5263157894736842, 0.4407894736842105, 0.35526315789473684, 0.4605263157894737, 0.39473684210526316, 0.5032894736842105, 0.4473684210526316, 0.32894736842105265, 0.46710526315789475, 0.3355263157894737, 0.5263157894736842, 0.5526315789473685, 0.16447368421052633, 0.2565789473684211, 0.21710526315789475, 0.21710526315789475, 0.0, 0.0, 0.0], [0.39473684210526316, 0.5, 0.6513157894736842, 0.5526315789473685, 0.5493421052631579, 0.5, 0.4868421052631579, 0.3815789473684211, 0.506578947368421, 0.25, 0.2631578947368421, 0.375, 0.6414473684210527, 0.5394736842105263, 0.5460526315789473, 0.6842105263157895, 1.0, 1.0, 1.0]]}], "seats": [{"seat": 0, "decisions": 9, "choices": 5, "given_away": 0.03618421052631579, "given_away_se": 0.08717732061486341, "inaccuracies": 0, "mistakes": 0, "start": 0.5263157894736842, "result": 0.0, "own": -0.03277725563909778, "luck": -0.4935385338345864, "dealt": 0.5}, {"seat": 1, "decisions": 9, "choices": 6, "given_away": -0.02631578947368421, "given_away_se": 0.05277842011431187, "inaccuracies": 0, "mistakes": 0, "start": 0.39473684210526316, "result": 1.0, "own": 0.7330592105263156, "luck": -0.12779605263157878, "dealt": 0.5657894736842105}], "thresholds": {"inaccuracy": 0.05, "mistake": 0.15, "confidence": 2.0}, "complete": true, "deals_total": 1}');


--
-- Data for Name: blocks; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.blocks VALUES (1, 3, 1796663842.1792312);


--
-- Data for Name: challenges; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.challenges VALUES ('6mXCCChGFS4RzYYH', 1, 2, '{"variant":"block","players":2,"options":{},"seats":[{"kind":"human"},{"kind":"human"}],"timer":null,"name":"","rated":false}', 1796663842.186492, 1796664442.186492, 'open', NULL, NULL);


--
-- Data for Name: follows; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.follows VALUES (1, 2, 1796663842.1679368);


--
-- Data for Name: leases; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--



--
-- Data for Name: rating_changes; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.rating_changes VALUES ('2tW2_eH3', 0, 1, 'block', 1500, 500, 1745.2439301068182, 485.87253012168327, 1796663840.233072);


--
-- Data for Name: ratings; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.ratings VALUES (1, 'block', 1745.2439301068182, 485.87253012168327, 1);


--
-- Data for Name: seats; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.seats VALUES ('pXFdQQAJ', 0, 'human', NULL, '77c7fca98532b0be034f8ec32452572b9c801e4c1880d82f20b8b1861e03f38f', false);
INSERT INTO __SCHEMA__.seats VALUES ('pXFdQQAJ', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('1OvvCE06', 2, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('1OvvCE06', 3, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('1OvvCE06', 4, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('1OvvCE06', 0, 'human', NULL, 'a1bde7ebfed397880848332bd6c27c3405b8224982cd86c8e3e825ee7ebbb2f3', true);
INSERT INTO __SCHEMA__.seats VALUES ('1OvvCE06', 1, 'human', NULL, '3812d2baa9a4dff72d76d016d3a3044489719681d5146007b3a7676382a74c68', true);
INSERT INTO __SCHEMA__.seats VALUES ('0-UKeBrP', 2, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('0-UKeBrP', 3, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('0-UKeBrP', 4, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('0-UKeBrP', 0, 'human', NULL, 'fbe9371e386e8905cbd7b82851f5fbdb7c040b2107fee852cd0f439a61e542ad', true);
INSERT INTO __SCHEMA__.seats VALUES ('0-UKeBrP', 1, 'human', NULL, '633567b0aa3fbbcbea7c0f5b586539ccf0500f84075fea980a34a89fba4c2884', true);
INSERT INTO __SCHEMA__.seats VALUES ('234eUdGC', 0, 'human', NULL, '1b33461e598db47256a6534a78191e5c52a1ef0fa44f7c5d0c217837ec91222f', true);
INSERT INTO __SCHEMA__.seats VALUES ('234eUdGC', 1, 'human', NULL, 'be4175b1f88bab672ced27f897ee6651c422fffb313b4d09e9eaafcf718a6785', true);
INSERT INTO __SCHEMA__.seats VALUES ('acc1ar_6', 0, 'human', NULL, '250448884de035f683215188fab32aebb620c2feb884f686318428a4553cfce1', true);
INSERT INTO __SCHEMA__.seats VALUES ('acc1ar_6', 1, 'human', NULL, '3898accf751cb6b10e92ddc4cbdb1649f267d8b15f592bcf1132def6f1dd422d', true);
INSERT INTO __SCHEMA__.seats VALUES ('ADK2T37p', 0, 'human', NULL, '7ef3e1dd354bef9c4531320f46beb13ea24364282b9d52052f55c7c456b90bff', true);
INSERT INTO __SCHEMA__.seats VALUES ('ADK2T37p', 1, 'human', NULL, 'c4b23e8d11953680b8e1f442240fccfcad4ff3138c781f81a35b312b3d45dd6d', true);
INSERT INTO __SCHEMA__.seats VALUES ('apGKd9rD', 0, 'human', NULL, '24ddbd089c8ad1d518c06638b38d132b3bc4d35714e40af55c9e60158d85e99e', true);
INSERT INTO __SCHEMA__.seats VALUES ('apGKd9rD', 1, 'human', NULL, 'a98c29b5d35ed0c4ce689d2dfad7dd19fb90edc5ac4d188e711b20640d7c5397', true);
INSERT INTO __SCHEMA__.seats VALUES ('XVJ9iDRB', 0, 'human', NULL, '4d928909de7669c9cf918b46204755cb7e360bbaf4d13f6d5ba4df50824d5002', true);
INSERT INTO __SCHEMA__.seats VALUES ('XVJ9iDRB', 1, 'human', NULL, 'f867f9839e5e515db2d4bce493901919da751d2b3b6dc370aacaa9827e8feabf', true);
INSERT INTO __SCHEMA__.seats VALUES ('0ELPQsOU', 0, 'human', NULL, '1f6f7deef5b06e56a5dc238027394deb0d2f500249f606392b3959f6e32ce7a6', true);
INSERT INTO __SCHEMA__.seats VALUES ('0ELPQsOU', 1, 'human', NULL, 'd68946a2a0bfa3ba0db2355a8c73261ec86f36cbc6b20102f41c4755ffe524f1', true);
INSERT INTO __SCHEMA__.seats VALUES ('5oLTYmBi', 0, 'human', NULL, '6d8ababc8f8c0cb798ed5c7c51ececd1626bebb085db8a28df75cade73d6a111', true);
INSERT INTO __SCHEMA__.seats VALUES ('5oLTYmBi', 1, 'human', NULL, 'c2dadedd0517504b9a1fc724121e37264560377ded421c73774793a9e541e2c4', true);
INSERT INTO __SCHEMA__.seats VALUES ('aNVrs-9u', 0, 'human', NULL, 'feece8f29e9579ffd9e50d91c108486f1d0f0e7cb46356c32fe72bd91e53893a', true);
INSERT INTO __SCHEMA__.seats VALUES ('aNVrs-9u', 1, 'human', NULL, 'd5742db7e601cfc8205d1ceb9862ed99b96f7c90a8519f6abb0626bb31d69ce1', true);
INSERT INTO __SCHEMA__.seats VALUES ('Rh7vllLC', 0, 'human', NULL, '29f2d9ea0d19dd2a84d1d1c9f6c87c2188bce25a1cd6cba0b9d489bd365596a6', true);
INSERT INTO __SCHEMA__.seats VALUES ('Rh7vllLC', 1, 'human', NULL, 'da9c0e1a7dd58ccdc5c34f1541cb2985cb397667efcc54e881bcf72a7e79221c', true);
INSERT INTO __SCHEMA__.seats VALUES ('5soAzxKg', 0, 'human', NULL, 'ad8c8a74b1cf9e7f1af32cf262c14f89bdeb35ba75e7799e43e5320afda6477d', true);
INSERT INTO __SCHEMA__.seats VALUES ('5soAzxKg', 1, 'human', NULL, 'f3194a82c2a5ee7150f31fa89c71d13a0cae31f500e3fb8611498d9fb7cad45a', true);
INSERT INTO __SCHEMA__.seats VALUES ('AcbF0ZLT', 0, 'human', NULL, '5dc3bf9bc47ba03d27c4f608fc7a99ede254e4f955c675cb60574606db2ebea9', true);
INSERT INTO __SCHEMA__.seats VALUES ('AcbF0ZLT', 1, 'human', NULL, 'b426869dffc6bd36ce330a28b244d483801e28879a2f573c5ff9568d141d0878', true);
INSERT INTO __SCHEMA__.seats VALUES ('EDakTPs7', 0, 'human', NULL, '5664938993a66c08d0056178dc7a3b8fe96a4b39b44f3fd6e028f836fc49b6e0', true);
INSERT INTO __SCHEMA__.seats VALUES ('EDakTPs7', 1, 'human', NULL, '5835362153d9f1157654eaf5ce8dda9d28273a250f2c6d3590262ef55abe3266', true);
INSERT INTO __SCHEMA__.seats VALUES ('0GJ1nSac', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('0GJ1nSac', 0, 'human', NULL, 'ad755769ceb43f07c74c466934bc8ea60bb21e4a2ed96893240e704cae91f1e1', true);
INSERT INTO __SCHEMA__.seats VALUES ('5a96tuBb', 2, 'human', NULL, '8eb5d7ddb4654ba52bf9a12529a0de1a7483f9f62aa7c2ca5c398019f3aeaf6c', false);
INSERT INTO __SCHEMA__.seats VALUES ('5a96tuBb', 0, 'human', NULL, '7c7ae3a4f0a8c968470bb6377193495a0842b3a1eece928c15ce3d79680e3170', true);
INSERT INTO __SCHEMA__.seats VALUES ('5a96tuBb', 1, 'human', NULL, '0b7dd93ce4a93c76de3ab5edd958b8d6f6a61dc541d470b8c30897a299325149', true);
INSERT INTO __SCHEMA__.seats VALUES ('vdjHYtvp', 0, 'human', NULL, '83483a5e6a58e28e05bff4bb53a9c60b87de49b6b4abeaec18e387c280aac19a', true);
INSERT INTO __SCHEMA__.seats VALUES ('vdjHYtvp', 1, 'human', NULL, '80e635bfe8fae6dbf247461b6e0f22218d8e089b1c9c3e8215b1b6f2882739fa', true);
INSERT INTO __SCHEMA__.seats VALUES ('r3lCS-2S', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('r3lCS-2S', 0, 'human', NULL, 'ffc7139edc84bb74f591145f411747319a290bcd98d9dbbb3ad4e587a9eef786', true);
INSERT INTO __SCHEMA__.seats VALUES ('b8bSncS8', 0, 'human', NULL, '032af2a4e8b4baee6d01f95f9a81cf7f85fa74eb95ffd4148bf8593d8c4a7fbb', false);
INSERT INTO __SCHEMA__.seats VALUES ('b8bSncS8', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('2tW2_eH3', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('2tW2_eH3', 0, 'human', NULL, 'eef6b0ab9334bc16b02e2699d2956bffd9c1157133d87c36a0f8ceaac74b4e64', true);
INSERT INTO __SCHEMA__.seats VALUES ('NxLraaKN', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('NxLraaKN', 0, 'human', NULL, '743709a6d731931eef311a2185ff09405f054ef1c18ffde88ac6f60759526a24', true);
INSERT INTO __SCHEMA__.seats VALUES ('jretMfA-', 1, 'bot', 'greedy', NULL, true);
INSERT INTO __SCHEMA__.seats VALUES ('jretMfA-', 0, 'human', NULL, '92d6517c55c418c5602e93b437226361b2055c235859a0f18f4f0cde04eee798', true);
INSERT INTO __SCHEMA__.seats VALUES ('yKmnGhrE', 0, 'human', NULL, '1c0f46f4fa9d0d15d8103f7615d4ff6e7b1007df081816f2296c65a9dd838770', false);
INSERT INTO __SCHEMA__.seats VALUES ('yKmnGhrE', 1, 'human', NULL, 'b8212ba7349c2a00b2f434edc8453238192719bea20247fd5eb04bd7ce1bd83a', false);


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.sessions VALUES ('18325c29b0421e47e7dcc097c8af5977b2411b9165fa0e961d046f3008228d2d', 1, 1796663839.1557426, 1799255839.1557426);
INSERT INTO __SCHEMA__.sessions VALUES ('db360c4fe6523e9cf2fa8e845ca17c8b7b9c7816efee2605c2deb28c3b23ad94', 2, 1796663839.276742, 1799255839.276742);
INSERT INTO __SCHEMA__.sessions VALUES ('a248fc18c77f248bcdbe8366f70102a5f6d6f5720fc07fe9555118d132299156', 3, 1796663842.1613145, 1799255842.1613145);


--
-- Data for Name: table_accounts; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.table_accounts VALUES ('NxLraaKN', 0, 1, '12ca17b49af2289436f303e0166030a21e525d266e209267433801a8fd4071a0', 1796663840.2716944, NULL, NULL, NULL);
INSERT INTO __SCHEMA__.table_accounts VALUES ('2tW2_eH3', 0, 1, '12ca17b49af2289436f303e0166030a21e525d266e209267433801a8fd4071a0', 1796663839.2968774, '2026-12-07 17:17:20.232698+00', 11, 11);
INSERT INTO __SCHEMA__.table_accounts VALUES ('jretMfA-', 0, 2, NULL, 1796663842.0026178, '2026-12-07 17:17:21.951361+00', 5, 5);


--
-- Data for Name: tables; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.tables VALUES ('pXFdQQAJ', '', 'maltese-cross', 2, '{}', 19, true, NULL, '2026-12-07 17:16:05.525212+00', '2026-12-07 17:16:06.761238+00', '{
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
', '{"id": "pXFdQQAJ", "name": "", "variant": "maltese-cross", "players": 2, "options": {"target": 100}, "seed": 19, "timer": null, "pace": {"kind": "live"}, "status": "expired", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": false, "away_since": "2026-12-07T17:16:05+00:00", "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": null, "away_seconds": 60.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T17:16:05+00:00", "finished": "2026-12-07T17:16:06+00:00", "seq": 0}', false);
INSERT INTO __SCHEMA__.tables VALUES ('1OvvCE06', '', 'white-snake', 5, '{"max_deals": 2}', 100, true, NULL, '2026-12-07 17:16:13.047158+00', '2026-12-07 17:16:13.68965+00', '{
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
', '{"id": "1OvvCE06", "name": "", "variant": "white-snake", "players": 5, "options": {"max_deals": 2}, "seed": 100, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 2, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 3, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 4, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1, 2], "losers": [0, 3, 4], "ranking": [1, 2, 0, 3, 4], "rule": "WS-8", "scores": [0, 0, 0, 0, 0], "marks": [0, 0, 0, 0, 0], "tokens": [[], ["1-1"], ["2-2"], [], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T17:16:13+00:00", "finished": "2026-12-07T17:16:13+00:00", "seq": 60}', false);
INSERT INTO __SCHEMA__.tables VALUES ('0-UKeBrP', '', 'white-snake', 5, '{}', 3705369147252990010, false, NULL, '2026-12-07 17:16:13.734206+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('234eUdGC', '', 'sausage', 2, '{"losses": 1}', 101, true, NULL, '2026-12-07 17:16:16.254239+00', '2026-12-07 17:16:17.416298+00', '{
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
', '{"id": "234eUdGC", "name": "", "variant": "sausage", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 101, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "SA-10", "scores": [0, 0], "marks": [1, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T17:16:16+00:00", "finished": "2026-12-07T17:16:17+00:00", "seq": 48}', false);
INSERT INTO __SCHEMA__.tables VALUES ('acc1ar_6', '', 'sausage', 2, '{}', 201, true, NULL, '2026-12-07 17:16:17.45448+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('ADK2T37p', '', 'sausage-one-way', 2, '{"losses": 1}', 102, true, NULL, '2026-12-07 17:16:22.997827+00', '2026-12-07 17:16:24.504682+00', '{
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
', '{"id": "ADK2T37p", "name": "", "variant": "sausage-one-way", "players": 2, "options": {"losses": 1, "take_ends_turn": false}, "seed": 102, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "SA-10", "scores": [0, 0], "marks": [0, 1], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T17:16:22+00:00", "finished": "2026-12-07T17:16:24+00:00", "seq": 63}', false);
INSERT INTO __SCHEMA__.tables VALUES ('apGKd9rD', '', 'sausage-one-way', 2, '{}', 1462584538255758926, false, NULL, '2026-12-07 17:16:24.521891+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('0ELPQsOU', '', 'twins', 2, '{}', 203, true, NULL, '2026-12-07 17:16:31.47463+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('aNVrs-9u', '', 'maltese-cross', 2, '{}', 853638401024341076, false, NULL, '2026-12-07 17:16:38.733615+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('5soAzxKg', '', 'block', 2, '{}', 205, true, NULL, '2026-12-07 17:16:46.682462+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('5a96tuBb', '', 'block', 3, '{}', 11, true, 3600, '2026-12-07 17:17:05.229145+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('vdjHYtvp', '', 'sausage', 2, '{}', 13, true, NULL, '2026-12-07 17:17:10.811945+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('NxLraaKN', '', 'block', 2, '{}', 2961717883284917465, false, NULL, '2026-12-07 17:17:20.251495+00', NULL, NULL, NULL, true);
INSERT INTO __SCHEMA__.tables VALUES ('yKmnGhrE', '', 'twins', 2, '{}', 17, true, NULL, '2026-12-07 17:17:22.201434+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('XVJ9iDRB', '', 'twins', 2, '{"target": 20}', 103, true, NULL, '2026-12-07 17:16:30.670073+00', '2026-12-07 17:16:31.440675+00', '{
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
', '{"id": "XVJ9iDRB", "name": "", "variant": "twins", "players": 2, "options": {"set": 6, "hand_size": null, "lead_double": null, "target": 20}, "seed": 103, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "TW-7", "scores": [0, 20], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T17:16:30+00:00", "finished": "2026-12-07T17:16:31+00:00", "seq": 30}', false);
INSERT INTO __SCHEMA__.tables VALUES ('5oLTYmBi', '', 'maltese-cross', 2, '{"target": 20}', 104, true, NULL, '2026-12-07 17:16:38.225559+00', '2026-12-07 17:16:38.720707+00', '{
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
', '{"id": "5oLTYmBi", "name": "", "variant": "maltese-cross", "players": 2, "options": {"target": 20}, "seed": 104, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "MC-8", "scores": [27, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T17:16:38+00:00", "finished": "2026-12-07T17:16:38+00:00", "seq": 17}', false);
INSERT INTO __SCHEMA__.tables VALUES ('Rh7vllLC', '', 'block', 2, '{"target": 20}', 105, true, NULL, '2026-12-07 17:16:46.094697+00', '2026-12-07 17:16:46.64418+00', '{
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
', '{"id": "Rh7vllLC", "name": "", "variant": "block", "players": 2, "options": {"target": 20, "teams": false}, "seed": 105, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1", "scores": [35, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T17:16:46+00:00", "finished": "2026-12-07T17:16:46+00:00", "seq": 20}', false);
INSERT INTO __SCHEMA__.tables VALUES ('AcbF0ZLT', '', 'draw', 2, '{"target": 20}', 106, true, NULL, '2026-12-07 17:16:54.642594+00', '2026-12-07 17:16:55.051991+00', '{
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
', '{"id": "AcbF0ZLT", "name": "", "variant": "draw", "players": 2, "options": {"target": 20, "teams": false}, "seed": 106, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 0 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": "Gracz 1 \u2713", "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2", "scores": [0, 28], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": false, "created": "2026-12-07T17:16:54+00:00", "finished": "2026-12-07T17:16:55+00:00", "seq": 14}', false);
INSERT INTO __SCHEMA__.tables VALUES ('EDakTPs7', '', 'draw', 2, '{}', 2274306961592385256, false, NULL, '2026-12-07 17:16:55.094841+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('0GJ1nSac', '', 'draw', 2, '{}', 7, true, NULL, '2026-12-07 17:17:03.655983+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('r3lCS-2S', '', 'block', 2, '{"target": 10}', 1552687622537456144, false, NULL, '2026-12-07 17:17:17.304074+00', '2026-12-07 17:17:17.976754+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "block",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 1552687622537456144,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["0-1", "2-2", "0-3", "0-4", "3-5", "4-6", "6-6"], ["2-4", "3-4", "4-4", "0-5", "1-5", "2-6", "3-6"]], "stock": [], "set_aside": ["0-0", "1-1", "0-2", "1-2", "1-3", "2-3", "3-3", "1-4", "2-5", "4-5", "5-5", "0-6", "1-6", "5-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "2-2"},
    {"event": "play", "seat": 1, "move": "2-4@R"},
    {"event": "play", "seat": 0, "move": "0-4@R"},
    {"event": "play", "seat": 1, "move": "2-6@L"},
    {"event": "play", "seat": 0, "move": "0-1@R"},
    {"event": "play", "seat": 1, "move": "3-6@L"},
    {"event": "play", "seat": 0, "move": "3-5@L"},
    {"event": "play", "seat": 1, "move": "1-5@R"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "0-5@R"},
    {"event": "play", "seat": 0, "move": "0-3@R"},
    {"event": "play", "seat": 1, "move": "3-4@R"},
    {"event": "play", "seat": 0, "move": "4-6@R"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 0, "move": "6-6@R"},
    {"event": "deal_end", "ending": "domino", "winners": [0], "losers": [1], "rule": "R-1", "pips": [0, 8], "points": [8, 0]},
    {"event": "deal", "deal": 2, "number": 1, "source": "seed", "hands": [["1-1", "1-2", "2-4", "3-5", "4-5", "2-6", "3-6"], ["0-0", "0-1", "0-3", "3-3", "4-4", "0-6", "5-6"]], "stock": [], "set_aside": ["0-2", "2-2", "1-3", "2-3", "0-4", "1-4", "3-4", "0-5", "1-5", "2-5", "5-5", "1-6", "4-6", "6-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "4-5"},
    {"event": "play", "seat": 1, "move": "5-6@R"},
    {"event": "play", "seat": 0, "move": "2-4@L"},
    {"event": "play", "seat": 1, "move": "0-6@R"},
    {"event": "play", "seat": 0, "move": "1-2@L"},
    {"event": "play", "seat": 1, "move": "0-1@L"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "0-0@L"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "0-3@R"},
    {"event": "play", "seat": 0, "move": "3-6@R"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 0, "move": "2-6@R"},
    {"event": "pass", "seat": 1},
    {"event": "pass", "seat": 0},
    {"event": "deal_end", "ending": "block", "winners": [0], "losers": [1], "rule": "R-1", "pips": [10, 14], "points": [14, 0]},
    {"event": "match_end", "winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1"}
  ]
}
', '{"id": "r3lCS-2S", "name": "", "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 1552687622537456144, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1", "scores": [22, 0], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T17:17:17+00:00", "finished": "2026-12-07T17:17:17+00:00", "seq": 30}', false);
INSERT INTO __SCHEMA__.tables VALUES ('b8bSncS8', '', 'block', 2, '{"target": 10}', 998316933210418302, false, NULL, '2026-12-07 17:17:17.981358+00', NULL, NULL, NULL, false);
INSERT INTO __SCHEMA__.tables VALUES ('2tW2_eH3', '', 'block', 2, '{"target": 10}', 2576456082468350213, false, NULL, '2026-12-07 17:17:19.284879+00', '2026-12-07 17:17:20.232698+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "block",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 2576456082468350213,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["1-3", "3-3", "2-4", "3-5", "0-6", "4-6", "5-6"], ["0-0", "0-1", "1-1", "1-2", "4-4", "1-6", "2-6"]], "stock": [], "set_aside": ["0-2", "2-2", "0-3", "2-3", "0-4", "1-4", "3-4", "0-5", "1-5", "2-5", "4-5", "5-5", "3-6", "6-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "0-6"},
    {"event": "play", "seat": 1, "move": "1-6@R"},
    {"event": "play", "seat": 0, "move": "1-3@R"},
    {"event": "play", "seat": 1, "move": "0-1@L"},
    {"event": "play", "seat": 0, "move": "3-5@R"},
    {"event": "play", "seat": 1, "move": "1-1@L"},
    {"event": "play", "seat": 0, "move": "5-6@R"},
    {"event": "play", "seat": 1, "move": "2-6@R"},
    {"event": "play", "seat": 0, "move": "2-4@R"},
    {"event": "play", "seat": 1, "move": "4-4@R"},
    {"event": "play", "seat": 0, "move": "4-6@R"},
    {"event": "play", "seat": 1, "move": "1-2@L"},
    {"event": "pass", "seat": 0},
    {"event": "pass", "seat": 1},
    {"event": "deal_end", "ending": "block", "winners": [1], "losers": [0], "rule": "R-1", "pips": [6, 0], "points": [0, 6]},
    {"event": "deal", "deal": 2, "number": 1, "source": "seed", "hands": [["2-3", "2-5", "3-5", "5-5", "0-6", "1-6", "4-6"], ["0-1", "2-2", "3-3", "0-4", "1-4", "4-5", "6-6"]], "stock": [], "set_aside": ["0-0", "1-1", "0-2", "1-2", "0-3", "1-3", "2-4", "3-4", "4-4", "0-5", "1-5", "2-6", "3-6", "5-6"], "leader": 1},
    {"event": "lead", "seat": 1},
    {"event": "play", "seat": 1, "move": "6-6"},
    {"event": "play", "seat": 0, "move": "1-6@L"},
    {"event": "play", "seat": 1, "move": "1-4@L"},
    {"event": "play", "seat": 0, "move": "4-6@L"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 0, "move": "0-6@R"},
    {"event": "play", "seat": 1, "move": "0-4@R"},
    {"event": "pass", "seat": 0},
    {"event": "play", "seat": 1, "move": "4-5@R"},
    {"event": "play", "seat": 0, "move": "2-5@R"},
    {"event": "play", "seat": 1, "move": "2-2@R"},
    {"event": "play", "seat": 0, "move": "2-3@R"},
    {"event": "play", "seat": 1, "move": "3-3@R"},
    {"event": "play", "seat": 0, "move": "3-5@R"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 0, "move": "5-5@R"},
    {"event": "deal_end", "ending": "domino", "winners": [0], "losers": [1], "rule": "R-1", "pips": [0, 1], "points": [1, 0]},
    {"event": "deal", "deal": 3, "number": 1, "source": "seed", "hands": [["0-0", "0-2", "1-2", "0-3", "3-4", "2-6", "5-6"], ["1-1", "2-3", "3-3", "1-5", "2-5", "5-5", "3-6"]], "stock": [], "set_aside": ["0-1", "2-2", "1-3", "0-4", "1-4", "2-4", "4-4", "0-5", "3-5", "4-5", "0-6", "1-6", "4-6", "6-6"], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "0-0"},
    {"event": "pass", "seat": 1},
    {"event": "play", "seat": 0, "move": "0-3@L"},
    {"event": "play", "seat": 1, "move": "3-3@L"},
    {"event": "play", "seat": 0, "move": "0-2@R"},
    {"event": "play", "seat": 1, "move": "2-3@R"},
    {"event": "play", "seat": 0, "move": "3-4@R"},
    {"event": "play", "seat": 1, "move": "3-6@L"},
    {"event": "play", "seat": 0, "move": "2-6@L"},
    {"event": "play", "seat": 1, "move": "2-5@L"},
    {"event": "play", "seat": 0, "move": "5-6@L"},
    {"event": "pass", "seat": 1},
    {"event": "pass", "seat": 0},
    {"event": "deal_end", "ending": "block", "winners": [0], "losers": [1], "rule": "R-1", "pips": [3, 18], "points": [18, 0]},
    {"event": "match_end", "winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1"}
  ]
}
', '{"id": "2tW2_eH3", "name": "", "variant": "block", "players": 2, "options": {"target": 10, "teams": false}, "seed": 2576456082468350213, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "account": "Ada Fixture", "rating": null, "provisional": true}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false, "account": null, "rating": 2292, "provisional": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [0], "losers": [1], "ranking": [0, 1], "rule": "R-1", "scores": [19, 6], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": false, "abortable": false, "rated": true, "created": "2026-12-07T17:17:19+00:00", "finished": "2026-12-07T17:17:20+00:00", "seq": 43}', true);
INSERT INTO __SCHEMA__.tables VALUES ('jretMfA-', '', 'draw', 2, '{"target": 10}', 459782510013597311, false, NULL, '2026-12-07 17:17:21.542268+00', '2026-12-07 17:17:21.951361+00', '{
  "format": "dominohall-record",
  "version": 2,
  "variant": "draw",
  "players": 2,
  "options": {"target": 10, "teams": false},
  "seed": 459782510013597311,
  "start": null,
  "events": [
    {"event": "deal", "deal": 1, "number": 1, "source": "seed", "hands": [["1-1", "0-2", "2-2", "2-4", "1-5", "5-5", "1-6"], ["0-1", "2-3", "2-5", "2-6", "3-6", "5-6", "6-6"]], "stock": ["3-3", "0-5", "1-3", "4-6", "4-4", "0-0", "0-6", "0-3", "3-4", "0-4", "3-5", "4-5", "1-4", "1-2"], "set_aside": [], "leader": 0},
    {"event": "lead", "seat": 0},
    {"event": "play", "seat": 0, "move": "1-6"},
    {"event": "play", "seat": 1, "move": "6-6@R"},
    {"event": "play", "seat": 0, "move": "1-1@L"},
    {"event": "play", "seat": 1, "move": "2-6@R"},
    {"event": "play", "seat": 0, "move": "2-4@R"},
    {"event": "play", "seat": 1, "move": "0-1@L"},
    {"event": "play", "seat": 0, "move": "0-2@L"},
    {"event": "play", "seat": 1, "move": "2-5@L"},
    {"event": "play", "seat": 0, "move": "1-5@L"},
    {"event": "draw", "seat": 1, "tiles": ["3-3", "0-5", "1-3"]},
    {"event": "play", "seat": 1, "move": "1-3@L"},
    {"event": "draw", "seat": 0, "tiles": ["4-6"]},
    {"event": "play", "seat": 0, "move": "4-6@R"},
    {"event": "play", "seat": 1, "move": "3-6@L"},
    {"event": "draw", "seat": 0, "tiles": ["4-4", "0-0", "0-6"]},
    {"event": "play", "seat": 0, "move": "0-6@L"},
    {"event": "play", "seat": 1, "move": "0-5@L"},
    {"event": "play", "seat": 0, "move": "5-5@L"},
    {"event": "play", "seat": 1, "move": "5-6@L"},
    {"event": "draw", "seat": 0, "tiles": ["0-3", "3-4", "0-4", "3-5", "4-5"]},
    {"event": "pass", "seat": 0},
    {"event": "pass", "seat": 1},
    {"event": "deal_end", "ending": "block", "winners": [1], "losers": [0], "rule": "R-2", "pips": [43, 11], "points": [0, 43]},
    {"event": "match_end", "winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2"}
  ]
}
', '{"id": "jretMfA-", "name": "", "variant": "draw", "players": 2, "options": {"target": 10, "teams": false}, "seed": 459782510013597311, "timer": null, "pace": {"kind": "live"}, "status": "finished", "turn": null, "deadline": null, "seats": [{"seat": 0, "kind": "human", "bot": null, "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}, {"seat": 1, "kind": "bot", "bot": "greedy", "connected": false, "claimed": true, "away_since": null, "name": null, "taken_over": false, "reserved": false, "resigned": false, "timed_out": false}], "open_seats": false, "bots_after": null, "bots_at": null, "result": {"winners": [1], "losers": [0], "ranking": [1, 0], "rule": "R-2", "scores": [0, 43], "marks": [0, 0], "tokens": [[], []]}, "away_seconds": 1.0, "undo": true, "abortable": false, "rated": false, "created": "2026-12-07T17:17:21+00:00", "finished": "2026-12-07T17:17:21+00:00", "seq": 18}', false);


--
-- Data for Name: vacations; Type: TABLE DATA; Schema: __SCHEMA__; Owner: -
--

INSERT INTO __SCHEMA__.vacations VALUES (2, 1796663842.1937604, 1796923042.1937604);


--
-- Name: accounts_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.accounts_id_seq', 3, true);


--
-- Name: actions_id_seq; Type: SEQUENCE SET; Schema: __SCHEMA__; Owner: -
--

SELECT pg_catalog.setval('__SCHEMA__.actions_id_seq', 464, true);


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

\unrestrict KupafekD9NjRIkiMySPL638J3AA3rhc78lOYbaWLJ6bYqgocH6K9ixJWnHEVTPF

