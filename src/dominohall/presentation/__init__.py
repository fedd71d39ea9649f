"""The engine's facts as words for people, worked out once, in Python: each is a
:class:`~dominohall.i18n.Phrase` (a message id and its fields), which the terminal says with
:meth:`~dominohall.i18n.Texts.say` and the server sends for the browser to say with the same catalog
(``texts.say`` in ``server/static/js/i18n.js``). No rule is worked out again in JavaScript."""
