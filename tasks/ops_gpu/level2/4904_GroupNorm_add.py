"""GroupNorm -> torch.add: synthesised by warpgym synth (seed 9, index 279, torch#2, dim 0 x2377)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> torch.add"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=32, num_groups=2)

    def forward(self, x, x1):
        x = self.groupnorm_0(x)
        x = torch.add(x, x1)
        return x


def get_inputs():
    return [torch.randn(38032, 32, 256), torch.randn(38032, 32, 256)]


def get_init_inputs():
    return []
