"""GroupNorm -> torch.div: synthesised by warpgym synth (seed 7, index 5435, torch#2, dim 0 x10768)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> torch.div"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=256, num_groups=2)

    def forward(self, x, x1):
        x = self.groupnorm_0(x)
        x = torch.div(x, x1)
        return x


def get_inputs():
    return [torch.randn(1378304, 256), torch.randn(1378304, 256)]


def get_init_inputs():
    return []
