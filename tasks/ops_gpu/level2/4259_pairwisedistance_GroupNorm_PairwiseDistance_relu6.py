"""F.pairwise_distance -> GroupNorm -> PairwiseDistance -> F.relu6: synthesised by warpgym synth (seed 7, index 6692, torch#4, dim 0 x2149)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pairwise_distance -> GroupNorm -> PairwiseDistance -> F.relu6"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=32, num_groups=2)
        self.pairwisedistance_2 = nn.PairwiseDistance()

    def forward(self, x, x1, x2):
        x = F.pairwise_distance(x, x1)
        x = self.groupnorm_1(x)
        x = self.pairwisedistance_2(x, x2)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(8596, 32, 32, 32), torch.randn(8596, 32, 32, 32), torch.randn(8596, 32, 32)]


def get_init_inputs():
    return []
