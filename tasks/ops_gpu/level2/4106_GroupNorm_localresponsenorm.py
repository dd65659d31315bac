"""GroupNorm -> F.local_response_norm: synthesised by warpgym synth (seed 7, index 6456, torch#2, dim 0 x191)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> F.local_response_norm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=32, num_groups=2)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = F.local_response_norm(x, size=4)
        return x


def get_inputs():
    return [torch.randn(764, 32, 32, 32)]


def get_init_inputs():
    return []
