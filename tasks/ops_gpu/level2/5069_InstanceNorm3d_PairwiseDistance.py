"""InstanceNorm3d -> PairwiseDistance: synthesised by warpgym synth (seed 9, index 542, torch#2, dim 0 x1028)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm3d -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_0 = nn.InstanceNorm3d(num_features=16)
        self.pairwisedistance_1 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.instancenorm3d_0(x)
        x = self.pairwisedistance_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(8224, 64, 16, 16), torch.randn(8224, 64, 16, 16)]


def get_init_inputs():
    return []
