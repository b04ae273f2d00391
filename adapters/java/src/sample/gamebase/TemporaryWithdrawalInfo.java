package sample.gamebase;

/** A withdrawal in its grace period: when it becomes final. */
public class TemporaryWithdrawalInfo {
    public long gracePeriodDate;
}
