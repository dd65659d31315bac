"""GroupNorm -> torch.true_divide: synthesised by warpgym synth (seed 7, index 6643, torch#2, dim 0 x2508)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> torch.true_divide"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=256, num_groups=2)

    def forward(self, x, x1):
        x = self.groupnorm_0(x)
        x = torch.true_divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(1284096, 256), torch.randn(1284096, 256)]


def get_init_inputs():
    return []
