"""F.local_response_norm -> torch.rot90 -> GroupNorm -> Hardshrink: synthesised by warpgym synth (seed 7, index 24, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.local_response_norm -> torch.rot90 -> GroupNorm -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.groupnorm_2 = nn.GroupNorm(num_channels=8, num_groups=2)
        self.hardshrink_3 = nn.Hardshrink()

    def forward(self, x):
        x = F.local_response_norm(x, size=4)
        x = torch.rot90(x)
        x = self.groupnorm_2(x)
        x = self.hardshrink_3(x)
        return x


def get_inputs():
    return [torch.randn(8, 16, 32, 32)]


def get_init_inputs():
    return []
