"""torch.square -> Flatten -> InstanceNorm1d -> F.triplet_margin_loss: synthesised by warpgym synth (seed 7, index 4105, torch#4, dim 0 x2499)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> Flatten -> InstanceNorm1d -> F.triplet_margin_loss"""

    def __init__(self):
        super().__init__()
        self.flatten_1 = nn.Flatten()
        self.instancenorm1d_2 = nn.InstanceNorm1d(num_features=8192)

    def forward(self, x, x1, x2):
        x = torch.square(x)
        x = self.flatten_1(x)
        x = self.instancenorm1d_2(x)
        x = F.triplet_margin_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(39984, 64, 128), torch.randn(39984, 8192), torch.randn(39984, 8192)]


def get_init_inputs():
    return []
