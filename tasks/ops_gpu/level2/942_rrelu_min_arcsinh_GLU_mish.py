"""F.rrelu -> torch.min -> torch.arcsinh -> GLU -> F.mish: synthesised by warpgym synth (seed 7, index 1533, torch#5, dim 0 x4117)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> torch.min -> torch.arcsinh -> GLU -> F.mish"""

    def __init__(self):
        super().__init__()
        self.glu_3 = nn.GLU()

    def forward(self, x, x1):
        x = F.rrelu(x)
        x = torch.min(x, x1)
        x = torch.arcsinh(x)
        x = self.glu_3(x)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(8234, 8, 8, 16, 16), torch.randn(8234, 8, 8, 16, 16)]


def get_init_inputs():
    return []
