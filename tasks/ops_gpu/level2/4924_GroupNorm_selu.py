"""GroupNorm -> F.selu: synthesised by warpgym synth (seed 9, index 316, torch#2, dim 0 x1495)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> F.selu"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=32, num_groups=2)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(23920, 32, 256)]


def get_init_inputs():
    return []
