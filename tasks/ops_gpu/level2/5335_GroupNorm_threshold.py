"""GroupNorm -> F.threshold: synthesised by warpgym synth (seed 10, index 101, torch#2, dim 0 x1756)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> F.threshold"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=256, num_groups=2)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(899072, 256)]


def get_init_inputs():
    return []
