"""torch.divide -> GroupNorm: synthesised by warpgym synth (seed 7, index 5277, torch#2, dim 0 x1071)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.divide -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=512, num_groups=2)

    def forward(self, x, x1):
        x = torch.divide(x, x1)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(274176, 512), torch.randn(274176, 512)]


def get_init_inputs():
    return []
