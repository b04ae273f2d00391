package sample.gamebase;

/** Stands in for android.content.DialogInterface, whose OnClickListener the alert dialog takes. */
public interface DialogInterface {
    /** Called when a button of the dialog is clicked. */
    interface OnClickListener {
        void onClick(DialogInterface dialog, int which);
    }
}
