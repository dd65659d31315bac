"""F.mish -> Hardtanh -> torch.sgn: synthesised by warpgym synth (seed 7, index 5743, torch#3, dim 0 x1446)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> Hardtanh -> torch.sgn"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = F.mish(x)
        x = self.hardtanh_1(x)
        x = torch.sgn(x)
        return x


def get_inputs():
    return [torch.randn(23136, 64, 128)]


def get_init_inputs():
    return []
