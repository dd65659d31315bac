"""F.gelu -> torch.atan -> torch.matrix_power -> Bilinear: synthesised by warpgym synth (seed 9, index 490, torch#4, dim 0 x927)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> torch.atan -> torch.matrix_power -> Bilinear"""

    def __init__(self):
        super().__init__()
        self.bilinear_3 = nn.Bilinear(in1_features=16, in2_features=16, out_features=16)

    def forward(self, x, x1):
        x = F.gelu(x)
        x = torch.atan(x)
        x = torch.matrix_power(x, 2)
        x = self.bilinear_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(14832, 32, 16, 16), torch.randn(14832, 32, 16, 16)]


def get_init_inputs():
    return []
