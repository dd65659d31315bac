"""torch.floor_divide -> Hardshrink -> RMSNorm -> torch.subtract: synthesised by warpgym synth (seed 7, index 4940, torch#4, dim 0 x7224)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor_divide -> Hardshrink -> RMSNorm -> torch.subtract"""

    def __init__(self):
        super().__init__()
        self.hardshrink_1 = nn.Hardshrink()
        self.rmsnorm_2 = nn.RMSNorm(normalized_shape=256)

    def forward(self, x, x1, x2):
        x = torch.floor_divide(x, x1)
        x = self.hardshrink_1(x)
        x = self.rmsnorm_2(x)
        x = torch.subtract(x, x2)
        return x


def get_inputs():
    return [torch.randn(924672, 256), torch.randn(924672, 256), torch.randn(924672, 256)]


def get_init_inputs():
    return []
