/* The seeded shuffle of a deal (C-3), for the compiled build: the order of ``count`` items that
 * ``dominohall.setup.seeded_order`` works out in Python, without making the generator.
 *
 * Deal i of a seeded match is shuffled by ``random.Random(text)``: one ``random()`` key per item,
 * items sorted by key (ties in index order). This module computes the same numbers the way CPython's
 * ``_random`` module does (Mersenne Twister MT19937: ``init_by_array`` from the seed integer, then
 * ``genrand_uint32``), but it
 *   - starts from the state ``init_genrand(19650218)`` leaves, worked out once;
 *   - regenerates only the words it reads (the first ``2 * count`` of the next block, which depend on
 *     the seeded state alone), not all 624;
 *   - sorts integer keys in C, where Python calls ``random()`` and a key function once per item.
 * ``tests/engine/test_compiled.py`` checks it against ``random.Random`` for thousands of seeds.
 *
 * seeded_order(seed: bytes, count: int) -> list[int]
 *     ``seed`` is the seed integer as big-endian bytes (what ``Random.seed`` makes of a str: the text
 *     and its SHA-512 digest); the result is the shuffled ``range(count)``.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#define N 624
#define M 397
#define MATRIX_A 0x9908b0dfU
#define UPPER_MASK 0x80000000U
#define LOWER_MASK 0x7fffffffU
#define MAX_COUNT ((N - M) / 2) /* 2 words an item, all from the first N - M of the block */

static uint32_t initial_state[N]; /* init_genrand(19650218) */

static void init_genrand(uint32_t mt[N], uint32_t s) {
    mt[0] = s;
    for (int i = 1; i < N; i++) {
        mt[i] = 1812433253U * (mt[i - 1] ^ (mt[i - 1] >> 30)) + (uint32_t)i;
    }
}

static void init_by_array(uint32_t mt[N], const uint32_t *key, size_t key_length) {
    memcpy(mt, initial_state, sizeof(initial_state));
    size_t i = 1, j = 0;
    size_t k = N > key_length ? N : key_length;
    for (; k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525U)) + key[j] + (uint32_t)j;
        i++;
        j++;
        if (i >= N) {
            mt[0] = mt[N - 1];
            i = 1;
        }
        if (j >= key_length) {
            j = 0;
        }
    }
    for (k = N - 1; k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941U)) - (uint32_t)i;
        i++;
        if (i >= N) {
            mt[0] = mt[N - 1];
            i = 1;
        }
    }
    mt[0] = 0x80000000U;
}

/* The first ``count`` outputs after seeding: the generator regenerates its block before the first
 * one, and output kk (kk < N - M) reads only words kk, kk + 1 and kk + M of the seeded state. */
static void first_outputs(const uint32_t mt[N], uint32_t *out, int count) {
    static const uint32_t mag01[2] = {0x0U, MATRIX_A};
    for (int kk = 0; kk < count; kk++) {
        uint32_t y = (mt[kk] & UPPER_MASK) | (mt[kk + 1] & LOWER_MASK);
        y = mt[kk + M] ^ (y >> 1) ^ mag01[y & 0x1U];
        y ^= (y >> 11);
        y ^= (y << 7) & 0x9d2c5680U;
        y ^= (y << 15) & 0xefc60000U;
        y ^= (y >> 18);
        out[kk] = y;
    }
}

typedef struct {
    uint64_t key; /* random()'s 53 bits, as an integer: the same order as the float */
    int index;
} Keyed;

static PyObject *seeded_order(PyObject *Py_UNUSED(module), PyObject *const *args, Py_ssize_t nargs) {
    Py_buffer seed;
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "seeded_order(seed, count) takes 2 arguments");
        return NULL;
    }
    Py_ssize_t count = PyLong_AsSsize_t(args[1]);
    if (count == -1 && PyErr_Occurred()) {
        return NULL;
    }
    if (count < 0 || count > MAX_COUNT) {
        PyErr_Format(PyExc_ValueError, "count must be 0 to %d, not %zd", MAX_COUNT, count);
        return NULL;
    }
    if (PyObject_GetBuffer(args[0], &seed, PyBUF_SIMPLE) < 0) {
        return NULL;
    }
    /* The seed integer's 32-bit words, least significant first (Random.seed: abs(n), split from the
     * right; a zero seed is one zero word). */
    const unsigned char *bytes = seed.buf;
    Py_ssize_t length = seed.len;
    while (length > 0 && bytes[seed.len - length] == 0) {
        length--; /* leading zero bytes are no part of the number */
    }
    const unsigned char *digits = bytes + (seed.len - length);
    size_t words = length ? (size_t)(length + 3) / 4 : 1;
    uint32_t *key = PyMem_Calloc(words, sizeof(uint32_t));
    if (key == NULL) {
        PyBuffer_Release(&seed);
        return PyErr_NoMemory();
    }
    for (Py_ssize_t b = 0; b < length; b++) {
        key[b / 4] |= (uint32_t)digits[length - 1 - b] << (8 * (b % 4));
    }
    PyBuffer_Release(&seed);

    uint32_t mt[N];
    init_by_array(mt, key, words);
    PyMem_Free(key);
    uint32_t out[2 * MAX_COUNT];
    first_outputs(mt, out, (int)(2 * count));
    Keyed keyed[MAX_COUNT];
    for (Py_ssize_t i = 0; i < count; i++) {
        keyed[i].key = ((uint64_t)(out[2 * i] >> 5) << 26) | (out[2 * i + 1] >> 6);
        keyed[i].index = (int)i;
    }
    /* An insertion sort: a few dozen items, and stable, so that equal keys stay in index order as
     * Python's sort leaves them. */
    for (Py_ssize_t i = 1; i < count; i++) {
        Keyed item = keyed[i];
        Py_ssize_t j = i;
        while (j > 0 && keyed[j - 1].key > item.key) {
            keyed[j] = keyed[j - 1];
            j--;
        }
        keyed[j] = item;
    }
    PyObject *order = PyList_New(count);
    if (order == NULL) {
        return NULL;
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *item = PyLong_FromLong(keyed[i].index);
        if (item == NULL) {
            Py_DECREF(order);
            return NULL;
        }
        PyList_SET_ITEM(order, i, item);
    }
    return order;
}

static PyMethodDef methods[] = {
    {"seeded_order", (PyCFunction)(void (*)(void))seeded_order, METH_FASTCALL,
     "seeded_order(seed: bytes, count: int) -> list[int]: range(count) in the order of random.Random's keys."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    .m_base = PyModuleDef_HEAD_INIT,
    .m_name = "dominohall._seeded",
    .m_doc = "The seeded shuffle of a deal, in C (compiled build).",
    .m_size = -1,
    .m_methods = methods,
};

PyMODINIT_FUNC PyInit__seeded(void) {
    init_genrand(initial_state, 19650218U);
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) {
        return NULL;
    }
    if (PyModule_AddIntConstant(m, "MAX_COUNT", MAX_COUNT) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
