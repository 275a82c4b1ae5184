/** The search modal's styles, loaded with the modal: DocSearch's, then our overrides. */
import '@docsearch/css/dist/modal.css';
import './modal.css';
