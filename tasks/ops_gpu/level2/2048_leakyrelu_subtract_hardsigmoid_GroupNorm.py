"""F.leaky_relu -> torch.subtract -> F.hardsigmoid -> GroupNorm: synthesised by warpgym synth (seed 7, index 3229, torch#4, dim 0 x326)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> torch.subtract -> F.hardsigmoid -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_3 = nn.GroupNorm(num_channels=256, num_groups=2)

    def forward(self, x, x1):
        x = F.leaky_relu(x)
        x = torch.subtract(x, x1)
        x = F.hardsigmoid(x)
        x = self.groupnorm_3(x)
        return x


def get_inputs():
    return [torch.randn(166912, 256), torch.randn(166912, 256)]


def get_init_inputs():
    return []
