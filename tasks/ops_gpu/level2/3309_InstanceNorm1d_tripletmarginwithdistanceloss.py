"""InstanceNorm1d -> F.triplet_margin_with_distance_loss: synthesised by warpgym synth (seed 7, index 4521, torch#2, dim 0 x2507)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d -> F.triplet_margin_with_distance_loss"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=128)

    def forward(self, x, x1, x2):
        x = self.instancenorm1d_0(x)
        x = F.triplet_margin_with_distance_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(40112, 64, 128), torch.randn(40112, 64, 128), torch.randn(40112, 64, 128)]


def get_init_inputs():
    return []
