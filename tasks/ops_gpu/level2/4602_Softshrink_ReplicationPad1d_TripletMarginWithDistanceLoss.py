"""Softshrink -> ReplicationPad1d -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 6280, torch#3, dim 0 x819)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> ReplicationPad1d -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)
        self.tripletmarginwithdistanceloss_2 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2):
        x = self.softshrink_0(x)
        x = self.replicationpad1d_1(x)
        x = self.tripletmarginwithdistanceloss_2(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(209664, 512), torch.randn(209664, 514), torch.randn(209664, 514)]


def get_init_inputs():
    return []
