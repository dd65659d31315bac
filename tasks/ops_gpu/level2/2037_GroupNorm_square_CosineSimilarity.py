"""GroupNorm -> torch.square -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 3216, torch#3, dim 0 x1777)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> torch.square -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=64, num_groups=2)
        self.cosinesimilarity_2 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.groupnorm_0(x)
        x = torch.square(x)
        x = self.cosinesimilarity_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(28432, 64, 128), torch.randn(28432, 64, 128)]


def get_init_inputs():
    return []
