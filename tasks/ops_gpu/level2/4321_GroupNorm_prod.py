"""GroupNorm -> torch.prod: synthesised by warpgym synth (seed 7, index 6789, torch#2, dim 0 x7200)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> torch.prod"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=32, num_groups=2)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = torch.prod(x, -1)
        return x


def get_inputs():
    return [torch.randn(115200, 32, 16, 16)]


def get_init_inputs():
    return []
