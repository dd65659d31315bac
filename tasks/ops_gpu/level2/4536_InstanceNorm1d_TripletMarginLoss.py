"""InstanceNorm1d -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 6194, torch#2, dim 0 x536)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=256)
        self.tripletmarginloss_1 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = self.instancenorm1d_0(x)
        x = self.tripletmarginloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(137216, 256), torch.randn(137216, 256), torch.randn(137216, 256)]


def get_init_inputs():
    return []
