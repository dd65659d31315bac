"""GroupNorm -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 2420, torch#2, dim 0 x203)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=64, num_groups=2)
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.groupnorm_0(x)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(1624, 64, 16, 16), torch.randn(1624, 64, 16, 16)]


def get_init_inputs():
    return []
