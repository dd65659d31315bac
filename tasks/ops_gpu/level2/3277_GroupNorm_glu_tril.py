"""GroupNorm -> F.glu -> torch.tril: synthesised by warpgym synth (seed 7, index 5163, torch#3, dim 0 x1892)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> F.glu -> torch.tril"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=512, num_groups=2)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = F.glu(x)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(484352, 512)]


def get_init_inputs():
    return []
