"""The engine's facts as texts for people not yet put into a language: (message id, fields)
:class:`~dominohall.i18n.Phrase` objects, made once, here, in Python. The terminal says them with
:meth:`~dominohall.i18n.Texts.say`; the server sends their JSON and the browser says them with the
same catalogs (``texts.say`` in ``static/js/i18n.js``), working out nothing again."""
