"""F.group_norm -> GroupNorm -> F.pairwise_distance -> Sigmoid: synthesised by warpgym synth (seed 9, index 479, torch#4, dim 0 x2398)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> GroupNorm -> F.pairwise_distance -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=16, num_groups=2)
        self.sigmoid_3 = nn.Sigmoid()

    def forward(self, x, x1):
        x = F.group_norm(x, num_groups=2)
        x = self.groupnorm_1(x)
        x = F.pairwise_distance(x, x1)
        x = self.sigmoid_3(x)
        return x


def get_inputs():
    return [torch.randn(9592, 16, 8, 8, 8), torch.randn(9592, 16, 8, 8, 8)]


def get_init_inputs():
    return []
