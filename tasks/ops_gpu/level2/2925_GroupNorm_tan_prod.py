"""GroupNorm -> torch.tan -> torch.prod: synthesised by warpgym synth (seed 7, index 4624, torch#3, dim 0 x2167)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> torch.tan -> torch.prod"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=64, num_groups=2)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = torch.tan(x)
        x = torch.prod(x, -1)
        return x


def get_inputs():
    return [torch.randn(17336, 64, 16, 16)]


def get_init_inputs():
    return []
