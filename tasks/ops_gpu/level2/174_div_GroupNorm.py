"""torch.div -> GroupNorm: synthesised by warpgym synth (seed 7, index 264, torch#2, dim 0 x2726)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.div -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=32, num_groups=2)

    def forward(self, x, x1):
        x = torch.div(x, x1)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(10904, 32, 32, 32), torch.randn(10904, 32, 32, 32)]


def get_init_inputs():
    return []
