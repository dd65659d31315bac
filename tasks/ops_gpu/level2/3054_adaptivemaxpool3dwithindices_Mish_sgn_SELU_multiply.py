"""F.adaptive_max_pool3d_with_indices -> Mish -> torch.sgn -> SELU -> torch.multiply: synthesised by warpgym synth (seed 7, index 4830, torch#5, dim 0 x7219)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool3d_with_indices -> Mish -> torch.sgn -> SELU -> torch.multiply"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()
        self.selu_3 = nn.SELU()

    def forward(self, x, x1):
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = self.mish_1(x)
        x = torch.sgn(x)
        x = self.selu_3(x)
        x = torch.multiply(x, x1)
        return x


def get_inputs():
    return [torch.randn(57752, 64, 16, 16), torch.randn(57752, 4, 4, 4)]


def get_init_inputs():
    return []
