"""torch.sin -> Hardtanh -> F.rrelu: synthesised by warpgym synth (seed 7, index 2056, torch#3, dim 0 x5791)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> Hardtanh -> F.rrelu"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = torch.sin(x)
        x = self.hardtanh_1(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(23164, 16, 8, 8, 8)]


def get_init_inputs():
    return []
