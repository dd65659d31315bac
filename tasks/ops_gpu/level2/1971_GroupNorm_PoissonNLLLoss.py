"""GroupNorm -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 2693, torch#2, dim 0 x705)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=256, num_groups=2)
        self.poissonnllloss_1 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = self.groupnorm_0(x)
        x = self.poissonnllloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(5640, 256, 128), torch.randn(5640, 256, 128)]


def get_init_inputs():
    return []
